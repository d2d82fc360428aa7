// GridcalcTool: the command line's one entry point — arguments in, an Outcome (what to print and the
// exit code) out. Nothing is written until `main` (or the caller) emits the Outcome, so tests and
// the fuzzers drive the whole command line without starting a process or touching stdout.
//
// Rule: `grid` is the default command, so `gridcalc --width 414 --scale 3 --columns 7` runs it;
// `gridcalc --help`, `gridcalc help` and `gridcalc help -h` show the tool's help, and
// `gridcalc --help grid` and `gridcalc help grid` grid's; `help` takes at most one word;
// `--version` prints the version (where it stands as an option); any other first word that is not
// an option must name a command.

import GridCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The gridcalc command line as a library.
public enum GridcalcTool {
    /// Runs the command line `arguments` (without the program name), writes its outcome to stdout and
    /// stderr, and exits with its code.
    public static func main(_ arguments: ArraySlice<String>) -> Never {
        // Before anything is written — a report file during the run, stdout after it: a file-size
        // limit is a write error (EFBIG, exit 74) and a closed pipe is EPIPE, never a signal that
        // kills the process half-way with a temporary file left behind.
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        outcome(arguments, argumentBytes: ArgumentBytes.ofThisProcess()).emitAndExit()
    }

    /// What the command line `arguments` (without the program name) prints and its exit code,
    /// decided without writing anything. `standardInput`, when given, is what a command reads for
    /// `-` instead of file descriptor 0 (for tests and the fuzzers).
    public static func outcome(_ arguments: ArraySlice<String>, standardInput: [UInt8]? = nil) -> Outcome {
        outcome(arguments, standardInput: standardInput, argumentBytes: nil)
    }

    /// `outcome(_:standardInput:)`, with the bytes of the arguments that are not valid UTF-8.
    package static func outcome(_ arguments: ArraySlice<String>, standardInput: [UInt8]? = nil, argumentBytes: ArgumentBytes?) -> Outcome {
        guard let first = arguments.first else {
            return Outcome(UsageError("missing --width, --scale and --columns",
                                      hint: "try 'gridcalc --width 414 --scale 3 --columns 7', or see 'gridcalc --help'"))
        }
        let isHelp = { (word: String) in word == "-h" || word == "--help" || word == "help" }
        if isHelp(first) {
            let words = arguments.dropFirst()
            guard let word = words.first, !isHelp(word) else {
                return words.count > 1 ? Outcome(helpTakesOneWord(words)) : Outcome(stdout: HelpText.tool())
            }
            guard words.count == 1 else { return Outcome(helpTakesOneWord(words)) }
            return Commands.named(word).map { Outcome(stdout: $0.help) } ?? Outcome(unknown(word))
        }
        // An option first is grid's, the command a run names by leaving the name out (no command's
        // name starts with a dash; the list of commands is not built for it).
        if first.hasPrefix("-") {
            return GridCommand.outcome(arguments, takesVersion: true, standardInput: standardInput, argumentBytes: argumentBytes)
        }
        guard let command = Commands.named(first) else { return Outcome(unknown(first)) }
        return command.outcome(arguments.dropFirst(), standardInput: standardInput, argumentBytes: argumentBytes)
    }

    private static func unknown(_ word: String) -> UsageError {
        let names = Commands.all.map { $0.name } + ["help"]
        return UsageError("unknown subcommand \(quoted(word))",
                          hint: closest(to: word, in: names).map { "did you mean '\($0)'?" }
                              ?? "the subcommands are: \(names.joined(with: ", ")); see 'gridcalc --help'")
    }

    private static func helpTakesOneWord(_ words: ArraySlice<String>) -> UsageError {
        UsageError("help takes one subcommand, not \(words.map { quoted($0) }.joined(with: " "))",
                   hint: "e.g. 'gridcalc help grid'; the subcommands are: \(Commands.all.map { $0.name }.joined(with: ", "))")
    }
}
