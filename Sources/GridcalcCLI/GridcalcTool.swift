// GridcalcTool: the command line's one entry point — arguments in, an Outcome (what to print and the
// exit code) out. Nothing is written until `main` (or the caller) emits the Outcome, so tests and
// the fuzzers drive the whole command line without starting a process or touching stdout.
//
// Rule: `grid` is the default command, so `gridcalc --width 414 --scale 3 --columns 7` runs it;
// `-h/--help` anywhere shows help for the command it belongs to (`gridcalc --help grid` and
// `gridcalc help grid` are grid's help); `--version` prints the version; any other first word that is
// not an option must name a command.

import GridCore

/// The gridcalc command line as a library.
public enum GridcalcTool {
    /// Runs the command line `arguments` (without the program name), writes its outcome to stdout and
    /// stderr, and exits with its code.
    public static func main(_ arguments: ArraySlice<String>) -> Never {
        outcome(arguments).emitAndExit()
    }

    /// What the command line `arguments` (without the program name) prints and its exit code,
    /// decided without writing anything.
    public static func outcome(_ arguments: ArraySlice<String>) -> Outcome {
        let names = CommandSpec.all.map(\.name) + ["help"]
        let command = { (name: String) in CommandSpec.all.first { $0.name == name } }
        func unknown(_ word: String) -> Outcome {
            Outcome(UsageError("unknown subcommand \(quoted(word))",
                               hint: closest(to: word, in: names).map { "did you mean '\($0)'?" }
                                   ?? "the subcommands are: \(names.joined(separator: ", ")); see 'gridcalc --help'"))
        }
        guard let first = arguments.first else {
            return Outcome(UsageError("missing --width, --scale and --columns",
                                      hint: "try 'gridcalc --width 414 --scale 3 --columns 7', or see 'gridcalc --help'"))
        }
        let isHelp = { (argument: String) in argument == "-h" || argument == "--help" }
        switch first {
        case "--version":
            return Outcome(stdout: "gridcalc \(HelpText.version)\n")
        case _ where isHelp(first), "help":
            // `gridcalc --help grid`, `gridcalc help grid`: that command's help.
            guard let word = arguments.dropFirst().first else { return Outcome(stdout: HelpText.tool()) }
            return command(word).map { Outcome(stdout: $0.help) } ?? unknown(word)
        case _ where command(first) != nil:
            return run(command(first)!, arguments.dropFirst())
        case _ where !first.hasPrefix("-"):
            return unknown(first)
        default:
            if arguments.contains("--version") { return Outcome(stdout: "gridcalc \(HelpText.version)\n") }
            return run(GridCommand.spec, arguments)
        }

        func run(_ command: CommandSpec, _ arguments: ArraySlice<String>) -> Outcome {
            if arguments.contains(where: isHelp) { return Outcome(stdout: command.help) }
            do {
                return try command.run(arguments)
            } catch {
                return Outcome(error)
            }
        }
    }
}
