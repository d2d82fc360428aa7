// CommandSpec: what every subcommand declares — its name, help text, options and how it runs.
//
// Rule: the dispatcher, `help <command>`, `<command> --help` and the tool's SUBCOMMANDS list all
// read the same table (`CommandSpec.all`), so a command cannot be runnable but undocumented.

/// One subcommand of gridcalc.
struct CommandSpec: Sendable {
    /// The word that selects it, e.g. `grid`.
    let name: String
    /// One line for OVERVIEW and the SUBCOMMANDS list.
    let abstract: String
    /// The USAGE line.
    let usage: String
    /// Its options, in help order.
    let options: [OptionSpec]
    /// Example command lines, indented, one per line.
    let examples: String
    /// Runs it on its arguments (everything after the command word).
    let run: @Sendable (ArraySlice<String>) throws(UsageError) -> Outcome

    /// Every subcommand, the default (`grid`) first.
    static let all: [CommandSpec] = [GridCommand.spec, HairlineCommand.spec, SeparatorCommand.spec, DevicesCommand.spec, CheckCommand.spec, SweepCommand.spec, Completions.spec]

    /// Its `--help` text.
    var help: String {
        HelpText.command(name: name, abstract: abstract, usage: usage, options: options, examples: examples)
    }
}
