// CommandSpec: what every subcommand declares — its name, help text, options and how it runs.
//
// Rule: the dispatcher, `help <command>`, `<command> --help` and the tool's SUBCOMMANDS list all
// read the same table (`CommandSpec.all`), so a command cannot be runnable but undocumented.

/// One subcommand of gridcalc.
package struct CommandSpec: Sendable {
    /// The word that selects it, e.g. `grid`.
    package let name: String
    /// One line for OVERVIEW and the SUBCOMMANDS list.
    package let abstract: String
    /// The USAGE line.
    package let usage: String
    /// Its options, in help order.
    package let options: [OptionSpec]
    /// Example command lines, indented, one per line.
    package let examples: String
    /// Runs it on its arguments (everything after the command word).
    package let run: @Sendable (ArraySlice<String>) throws(UsageError) -> Outcome

    /// Every subcommand, the default (`grid`) first.
    package static let all: [CommandSpec] = [GridCommand.spec, HairlineCommand.spec, SeparatorCommand.spec, TableCommand.spec, DevicesCommand.spec, CheckCommand.spec, SweepCommand.spec, Completions.spec]

    /// Its `--help` text.
    package var help: String {
        HelpText.command(name: name, abstract: abstract, usage: usage, options: options, examples: examples)
    }
}
