// UsageBlocks: the docs' usage blocks, made from the declarations as `--help` is — so a page cannot
// show a usage that drifted from the command's (a flag missing, a format left out).
//
// Rule: a block `usage of <command>` is a fenced block holding the command's USAGE line; a block
// `help of <command>` holds its USAGE line and its OPTIONS, as `gridcalc <command> --help` prints them.

import GridcalcCLI

public enum UsageBlocks {
    /// `page` with every usage and help block made from the declarations.
    public static func render(_ page: String) -> String {
        let usage = MarkedBlock.replace("usage of", in: page) { name in
            "```\n" + (Commands.named(name)?.usage ?? "(no command \(name))") + "\n```\n"
        }
        return MarkedBlock.replace("help of", in: usage) { name in
            guard let command = Commands.named(name) else { return "(no command \(name))\n" }
            return "```\n" + help(command) + "```\n"
        }
    }

    /// The USAGE line and the OPTIONS of `command`'s help.
    static func help(_ command: any Command.Type) -> String {
        let text = command.help
        guard let usage = text.firstRange(ofText: "USAGE: ") else { return text }
        var rest = String(text[usage.lowerBound...])
        for next in ["\nLENGTHS:", "\nEXAMPLES:"] {
            if let end = rest.firstRange(ofText: next) { rest = String(rest[..<end.lowerBound]) }
        }
        return rest.hasSuffix("\n") ? rest : rest + "\n"
    }
}
