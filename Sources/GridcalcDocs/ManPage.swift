// ManPage: the COMMANDS section of the man page (Docs/gridcalc.1), made from the same declarations
// `--help` is made from — each command's abstract, USAGE line, options with their placeholders,
// help and defaults, and examples.
//
// Rule: the page's prose (NAME, SYNOPSIS, DESCRIPTION, OUTPUT, EXIT STATUS, …) is written for
// people in the file; everything between `.SH COMMANDS` and `.SS help` is this generator's, and
// `make man` writes it (ManPageTests fails when the file differs from what it would write). Text
// is escaped for roff: `-` as `\-`, `\` as `\e`, `'` as `\(aq`, a line never starts with `.` or `'`.

import GridcalcCLI

public enum ManPage {
    /// `page` with its COMMANDS section and its version in `.TH` made from the declarations.
    public static func render(_ page: String) -> String {
        let start = ".SH COMMANDS\n", end = ".SS help\n"
        guard let from = page.firstRange(ofText: start), let to = page.firstRange(ofText: end), from.upperBound <= to.lowerBound else { return page }
        var out = String(page[..<from.upperBound]) + commands() + String(page[to.lowerBound...])
        // `.TH GRIDCALC 1 "<date>" "gridcalc <version>" "User Commands"`: the version and its
        // release's date are the tool's.
        if let th = out.firstRange(ofText: "\"gridcalc "), let close = out[th.upperBound...].firstIndex(of: "\"") {
            out.replaceSubrange(th.upperBound..<close, with: HelpText.version)
        }
        if let th = out.firstRange(ofText: ".TH GRIDCALC 1 \""), let close = out[th.upperBound...].firstIndex(of: "\"") {
            out.replaceSubrange(th.upperBound..<close, with: ToolVersion.date)
        }
        return out
    }

    /// One `.SS` section per command, in `Commands.all`'s order.
    public static func commands() -> String {
        var out = ""
        for command in Commands.all {
            out += ".SS \(command.name)\n\(escaped(command.abstract))\n.PP\n.B \(escaped(command.usage))\n"
            for option in command.options {
                let name = option === OptionDeclaration.help ? "\\fB\\-h\\fR, \\fB\\-\\-help\\fR" : "\\fB\(escaped(option.name))\\fR"
                out += ".TP\n" + name + (option.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? "") + "\n"
                out += escaped(option.help + (option.defaultText.map { " (default: \($0))" } ?? "")) + "\n"
            }
            let lines = command.examples.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            out += ".PP\nExamples:\n.RS\n.nf\n"
            for line in lines where !line.isEmpty { out += escaped(String(line.dropFirst(indent))) + "\n" }
            out += ".fi\n.RE\n"
        }
        return out
    }

    /// `text` for roff: `\` → `\e`, `-` → `\-`, `'` → `\(aq`, and `\&` before a leading `.`.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "'": out += "\\(aq"
            default: out.append(character)
            }
        }
        return out.hasPrefix(".") ? "\\&" + out : out
    }
}
