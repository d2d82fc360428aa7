// gridcalc: the command line. Arguments -> GridCore -> table / JSON / CSV; nothing else.
//
// Rule: `grid` is the default command, so `gridcalc --width 414 --scale 3 --columns 7` runs it;
// `-h/--help` anywhere shows help for the command it belongs to; `--version` prints the version;
// any other first word that is not an option must name a command.

import GridCore

/// Chooses the command for `arguments` (without the program name) and runs it.
func runGridcalc(_ arguments: ArraySlice<String>) -> Outcome {
    let commands = [GridCommand.name, "help"]
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
        switch arguments.dropFirst().first {
        case nil: return Outcome(stdout: HelpText.tool())
        case GridCommand.name: return Outcome(stdout: gridHelp())
        case let other?:
            return Outcome(UsageError("unknown subcommand \(quoted(other))",
                                      hint: closest(to: other, in: commands).map { "did you mean '\($0)'?" } ?? "the subcommands are: \(commands.joined(separator: ", "))"))
        }
    case GridCommand.name:
        return runCommand(arguments.dropFirst())
    case _ where !first.hasPrefix("-"):
        return Outcome(UsageError("unknown subcommand \(quoted(first))",
                                  hint: closest(to: first, in: commands).map { "did you mean '\($0)'?" } ?? "the subcommands are: \(commands.joined(separator: ", ")); see 'gridcalc --help'"))
    default:
        if arguments.contains("--version") { return Outcome(stdout: "gridcalc \(HelpText.version)\n") }
        return runCommand(arguments)
    }

    func runCommand(_ arguments: ArraySlice<String>) -> Outcome {
        if arguments.contains(where: isHelp) { return Outcome(stdout: gridHelp()) }
        do {
            return try GridCommand.run(arguments)
        } catch {
            return Outcome(error)
        }
    }

    func gridHelp() -> String {
        HelpText.command(name: GridCommand.name, abstract: GridCommand.abstract, usage: GridCommand.usage,
                         options: GridCommand.options, examples: GridCommand.examples)
    }
}

runGridcalc(CommandLine.arguments.dropFirst()).emitAndExit()
