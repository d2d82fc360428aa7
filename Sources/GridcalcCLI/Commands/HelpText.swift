// HelpText: `--help` in swift-argument-parser's layout: OVERVIEW, USAGE, OPTIONS (and SUBCOMMANDS).
//
// Rule: help is generated from the same option declarations the scanner reads, so an option cannot
// be accepted without being documented, or documented without being accepted; each line shows the
// option's placeholder, its help and its default.

import GridCore

package enum HelpText {
    package static let version = ToolVersion.number

    /// Help for one command.
    package static func command(name: String, abstract: String, usage: String, options: [OptionDeclaration], examples: String) -> String {
        var out = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n\nOPTIONS:\n"
        out += optionLines(options)
        if options.contains(where: { $0.placeholder == "<length>" }) {
            out += "\nLENGTHS: a plain decimal with an optional unit: 414 (points), 414pt, 1242px (device pixels).\n"
        }
        out += "\nEXAMPLES:\n\(examples)\n"
        return out
    }

    /// Help for the tool as a whole: the default command's options and the list of commands.
    package static func tool() -> String {
        var out = "OVERVIEW: gridcalc — layouts that land exactly on device pixels.\n\n"
        out += "USAGE: gridcalc [grid]" + GridCommand.usage.dropFirst("gridcalc grid".count) + "\n"
        out += "       gridcalc <subcommand> [<options>]\n\n"
        out += "OPTIONS:\n"
        out += optionLines([OptionDeclaration.version, OptionDeclaration.help])
        out += "\nSUBCOMMANDS:\n"
        for command in Commands.all {
            let label = command.name == GridCommand.name ? "\(command.name) (default)" : command.name
            out += "  \(label)\(String(repeating: " ", count: max(1, 24 - label.count)))\(command.abstract)\n"
        }
        out += "  help                    Show help for a subcommand.\n"
        out += "\n  See 'gridcalc help <subcommand>' for detailed help.\n"
        out += "\nEXIT CODES: 0 success, 1 check/sweep found a problem, 64 usage error, 65 bad check document,\n"
        out += "            66 input file cannot be opened, 74 output cannot be written.\n"
        out += "\nEXAMPLES:\n\(GridCommand.examples)\n"
        return out
    }

    /// `--name <placeholder>` and its help, `-h, --help` for help, as help lists it.
    package static func label(_ option: OptionDeclaration) -> String {
        let name = option.name == OptionDeclaration.help.name ? "-h, --help" : option.name
        return option.placeholder.map { "\(name) \($0)" } ?? name
    }

    private static func optionLines(_ options: [OptionDeclaration]) -> String {
        let labels = options.map(label)
        let width = min(max(labels.map(\.count).max() ?? 0, 22), 44)
        var out = ""
        for (option, label) in zip(options, labels) {
            var text = option.help
            if let defaultText = option.defaultText { text += " (default: \(defaultText))" }
            if label.count > width {
                out += "  \(label)\n  \(String(repeating: " ", count: width))  \(text)\n"
            } else {
                out += "  \(label)\(String(repeating: " ", count: width - label.count))  \(text)\n"
            }
        }
        return out
    }
}
