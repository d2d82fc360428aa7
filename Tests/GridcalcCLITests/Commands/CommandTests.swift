// Commands: the tool's entry point, each command's help and formats, and the completion scripts,
// all made from the declarations (no process started).
import GridCore
import Testing
import GridcalcCLI

@Suite struct CommandTests {
    /// Every option of every command is in its help and in all three completion scripts.
    @Test func everyOptionIsDocumentedAndCompleted() {
        let scripts = [Completions.bash(), Completions.zsh(), Completions.fish()]
        for command in Commands.all {
            let help = command.help
            #expect(help.contains("USAGE: gridcalc \(command.name)"))
            for option in command.options {
                #expect(help.contains(HelpText.label(option)), "\(command.name) help lists \(option.name)")
                let bare = String(option.name.dropFirst(2))
                for script in scripts { #expect(script.contains(bare), "\(command.name) \(option.name) completes") }
            }
        }
        for name in DevicePreset.allNames.prefix(5) { #expect(scripts.allSatisfy { $0.contains(name) }) }
        #expect(HelpText.tool().contains("SUBCOMMANDS:") && HelpText.tool().contains("EXIT CODES"))
    }

    /// The tool entry point: help, version, unknown words, without a process.
    /// The flag an error names for a GridCore input nobody typed (`GridField.option`) is the first
    /// declaration of that input in the commands' own lists (grid's first): the shared list and the
    /// few command-only flags stay whole.
    /// A word first names a command and an option first is grid's: so no command's name may start
    /// with a dash (GridcalcTool decides on the dash alone), and each command is found by its name.
    @Test func commandNamesAreWords() {
        for command in Commands.all {
            #expect(!command.name.hasPrefix("-") && !command.name.isEmpty, "\(command.name)")
            #expect(Commands.named(command.name).map { $0 == command } == true, "\(command.name)")
        }
        #expect(GridcalcTool.outcome(["--width", "414", "--scale", "3", "--columns", "7"]).stdout
                == GridcalcTool.outcome(["grid", "--width", "414", "--scale", "3", "--columns", "7"]).stdout)
    }

    @Test func everyInputsFlagIsTheFirstDeclared() {
        var checked = 0
        for field in GridField.allCases {
            guard let first = Commands.all.flatMap({ $0.options }).first(where: { $0.field == field }) else { continue }
            #expect(field.option == first.name, "\(field): \(field.option), declared first as \(first.name)")
            checked += 1
        }
        #expect(checked >= 25)
    }

    @Test func toolOutcomes() {
        #expect(GridcalcTool.outcome(["--version"]).stdout == "gridcalc \(HelpText.version)\n")
        #expect(GridcalcTool.outcome(["--help", "sweep"]).stdout == SweepCommand.help)
        for help in [["help"], ["help", "-h"], ["help", "--help"], ["--help"], ["-h"]] {
            let outcome = GridcalcTool.outcome(ArraySlice(help))
            #expect(outcome.exitCode == 0 && outcome.stdout == HelpText.tool(), "\(help)")
        }
        let extra = GridcalcTool.outcome(["help", "grid", "extra"])
        #expect(extra.exitCode == 64 && extra.stdout.isEmpty && extra.stderr.contains("help takes one subcommand"))
        let unknown = GridcalcTool.outcome(["swep"])
        #expect(unknown.exitCode == 64 && unknown.stdout.isEmpty && unknown.stderr.contains("did you mean 'sweep'?"))
        let grid = GridcalcTool.outcome(["--width", "414", "--scale", "3", "--columns", "7", "--json"])
        #expect(grid.exitCode == 0 && grid.stdout.hasPrefix("{\n  \"cell\": {"))
        // --version where an option stands, after the values were checked.
        #expect(GridcalcTool.outcome(["--width", "414", "--version"]).stdout == "gridcalc \(HelpText.version)\n")
        let bad = GridcalcTool.outcome(["--width", "nan", "--version"])
        #expect(bad.exitCode == 64 && bad.stdout.isEmpty && bad.stderr.contains("'nan' for --width"))
        let value = GridcalcTool.outcome(["--width", "-h", "--scale", "3", "--columns", "7"])
        #expect(value.exitCode == 64 && value.stderr.contains("invalid value '-h' for --width"))
    }

    /// Each command writes its own formats: one it cannot write is a usage error listing the ones
    /// it can, never another command's output.
    @Test func eachCommandHasItsOwnFormats() {
        let grid = ["--width", "414", "--scale", "3", "--columns", "7", "--format"]
        for other in ["junit", "github"] {
            let outcome = GridcalcTool.outcome(ArraySlice(grid + [other]))
            #expect(outcome.exitCode == 64 && outcome.stdout.isEmpty, "grid --format \(other)")
            #expect(outcome.stderr.contains("expected one of \(GridFormat.allCases.map(\.rawValue).joined(separator: ", "))\n"))
        }
        #expect(GridcalcTool.outcome(["table", "--width", "390", "--scale", "3", "--sections", "2", "--format", "css"]).exitCode == 64)
        #expect(GridcalcTool.outcome(["hairline", "--scale", "3", "--format", "csv"]).exitCode == 64)
        #expect(GridcalcTool.outcome(["devices", "--format", "svg"]).exitCode == 64)
        #expect(CheckFormat.allCases.map(\.rawValue) == ["table", "json", "github", "junit", "sarif", "svg", "html"])
    }
}
