// UsageLine: a command's USAGE line, made from its option declarations as swift-argument-parser
// makes it — so `--help`, the man page, usage errors' hints and the docs' usage blocks say the
// same, and a new option is in all of them.
//
// Rule: `gridcalc <command>`, then each requirement in order — one option (`--sections <n,n,…>`),
// options given together (`--width <length> --scale <number>`), or one of several such groups in
// parentheses, `|` between them —, then `[<options>]` when the command takes any other option
// (`--help` aside), then its operands.

/// How a command's USAGE line is made.
package enum UsageLine {
    /// One requirement: one of `alternatives`, each options given together.
    package struct Requirement: Sendable {
        package let alternatives: [[OptionDeclaration]]

        /// One of `alternatives` (a single one: it is required as it is).
        package init(_ alternatives: [OptionDeclaration]...) {
            self.alternatives = alternatives
        }
    }

    /// The line of command `name`.
    package static func make(_ name: String, required: [Requirement], options: [OptionDeclaration], operands: String?) -> String {
        var parts = ["gridcalc", name]
        var named: Set<String> = [OptionDeclaration.help.name]
        for requirement in required {
            let groups = requirement.alternatives.map { $0.map(HelpText.label).joined(with: " ") }
            parts.append(groups.count > 1 ? "(" + groups.joined(with: " | ") + ")" : groups.joined(with: ""))
            for group in requirement.alternatives { for option in group { named.insert(option.name) } }
        }
        if options.contains(where: { !named.contains($0.name) }) { parts.append("[<options>]") }
        if let operands { parts.append(operands) }
        return parts.joined(with: " ")
    }
}
