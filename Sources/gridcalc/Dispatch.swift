// Dispatch: chooses the command a command line names and runs it, up to the Outcome (what to
// print and the exit code) — nothing is written here, so the fuzzers can drive the whole command
// line (Tests/Fuzz) without touching stdout.
//
// Rule: `grid` is the default command, so `gridcalc --width 414 --scale 3 --columns 7` runs it;
// `-h/--help` anywhere shows help for the command it belongs to; `--version` prints the version;
// any other first word that is not an option must name a command.

import GridCore

/// Chooses the command for `arguments` (without the program name) and runs it.
func runGridcalc(_ arguments: ArraySlice<String>) -> Outcome {
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
    case _ where isHelp(first):
        return Outcome(stdout: HelpText.tool())
    case "help":
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
