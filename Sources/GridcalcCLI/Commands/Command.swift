// Command: what every subcommand declares — its name, help text, options and how it runs — and
// the table of all of them.
//
// Rule: the dispatcher, `help <command>`, `<command> --help`, the tool's SUBCOMMANDS list and the
// completion scripts all read the same table (`Commands.all`), and every option list comes from
// the option groups' declarations, so a command cannot be runnable but undocumented. A command
// reads its options into a typed value of its own and builds its request from it in one function.

import GridCore

/// One subcommand of gridcalc.
package protocol Command: Sendable {
    /// The word that selects it, e.g. `grid`.
    static var name: String { get }
    /// One line for OVERVIEW and the SUBCOMMANDS list.
    static var abstract: String { get }
    /// What its USAGE line requires, in order (`UsageLine`): each one of some options given together.
    static var required: [UsageLine.Requirement] { get }
    /// Its operands as the USAGE line shows them (`[--] [<file>|<pattern>|- …]`), nil when it takes none.
    static var operandUsage: String? { get }
    /// Example command lines, indented, one per line.
    static var examples: String { get }
    /// Its options, in help order (`--help` last).
    static var options: [OptionDeclaration] { get }
    /// How many operands (input files, a shell) it takes.
    static var maxOperands: Int { get }
    /// What its operand is (`file`, `shell`), or nil when it takes none.
    static var operandHelp: String? { get }
    /// What a shell completes its operand to.
    static var operandCompletion: OptionDeclaration.Completion { get }
    /// Runs it on its scanned arguments.
    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome
}

extension Command {
    package static var maxOperands: Int { 0 }
    package static var operandHelp: String? { nil }
    package static var operandCompletion: OptionDeclaration.Completion { .none }
    package static var required: [UsageLine.Requirement] { [] }
    package static var operandUsage: String? { nil }

    /// The USAGE line, made from the declarations (`UsageLine`).
    package static var usage: String { UsageLine.make(name, required: required, options: options, operands: operandUsage) }

    /// Its `--help` text.
    package static var help: String {
        HelpText.command(name: name, abstract: abstract, usage: usage, options: options, examples: examples)
    }

    /// Scans `arguments` (everything after the command's word) and runs the command, or prints its
    /// help (or the version) when asked for where an option stands — after every value given has
    /// been checked, so a bad value is a usage error whatever else is on the line. `standardInput`
    /// is what `-` reads when given (see `GridcalcTool.outcome`).
    package static func outcome(_ arguments: ArraySlice<String>, takesVersion: Bool = false, standardInput: [UInt8]? = nil,
                                argumentBytes: ArgumentBytes? = nil) -> Outcome {
        do {
            var scanned = try ParsedArguments(arguments, options: options, command: name, maxOperands: maxOperands,
                                              takesVersion: takesVersion)
            scanned.standardInput = standardInput
            scanned.argumentBytes = argumentBytes
            // Every value is checked before anything is read or computed: a bad value is exit 64
            // whatever else is on the line (help, --version, a file that cannot be opened).
            try scanned.checkValues()
            if scanned.wantsHelp || scanned.wantsVersion {
                return Outcome(stdout: scanned.wantsHelp ? help : "gridcalc \(HelpText.version)\n")
            }
            return try run(scanned)
        } catch {
            return Outcome(error)
        }
    }
}

/// Every subcommand, the default (`grid`) first.
package enum Commands {
    package static let all: [any Command.Type] = [
        GridCommand.self, HairlineCommand.self, SeparatorCommand.self, TableCommand.self, DevicesCommand.self,
        CheckCommand.self, SweepCommand.self, InitCommand.self, Completions.self,
    ]

    /// The command called `name`, if one is.
    package static func named(_ name: String) -> (any Command.Type)? { all.first { $0.name == name } }
}
