// What one run of gridcalc printed and returned, whether it ran in process (`Tool.run`: most
// command-line tests) or as the built binary (GridcalcEndToEndTests' `Gridcalc.run`: exit codes as
// the shell sees them, streams and signals), and the shapes every error must have.

import Foundation
import GridcalcCLI
import Testing

/// What one run of gridcalc printed and returned.
public struct Run: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32

    public init(stdout: String, stderr: String, status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// stderr's lines.
    public var errorLines: [Substring] { stderr.split(separator: "\n") }
}

/// The command line run in process: `GridcalcTool.outcome`, with `stdin` as standard input.
public enum Tool {
    /// Runs gridcalc with `arguments`, reading `stdin` (empty by default) for `-`.
    public static func run(_ arguments: [String], stdin: [UInt8] = []) -> Run {
        let outcome = GridcalcTool.outcome(ArraySlice(arguments), standardInput: stdin)
        return Run(stdout: outcome.stdout, stderr: outcome.stderr, status: outcome.exitCode)
    }

    /// Runs gridcalc with `arguments`, reading `stdin`'s bytes for `-`.
    public static func run(_ arguments: [String], stdin: Data) -> Run { run(arguments, stdin: [UInt8](stdin)) }

    /// Runs gridcalc with `arguments`, reading `stdin` text for `-`.
    public static func run(_ arguments: [String], stdin: String) -> Run { run(arguments, stdin: Array(stdin.utf8)) }

    /// Runs gridcalc with a command line written as one string (no quoting needed in these tests).
    public static func run(_ line: String, stdin: String = "") -> Run { run(words(line), stdin: stdin) }

    /// Splits a command line written as one string.
    public static func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }
}

/// Asserts the shape every usage error must have (Docs/robustness.md): exit 64, nothing on stdout, an
/// `error:` line naming `flag`, a `hint:` line, and no sign of a crash or a runtime trap.
public func expectUsageError(_ run: Run, naming flag: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == 64, "exit code; stderr: \(run.stderr)", sourceLocation: sourceLocation)
    expectError(run, naming: flag, sourceLocation: sourceLocation)
}

/// Asserts exit 65 with an error naming `path` in the document, and nothing on stdout.
public func expectDataError(_ run: Run, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == 65, "exit code; stderr: \(run.stderr)", sourceLocation: sourceLocation)
    expectError(run, naming: path, sourceLocation: sourceLocation)
}

/// Nothing on stdout, exactly an `error:` line naming `text` and a `hint:` line, no crash sign.
private func expectError(_ run: Run, naming text: String, sourceLocation: SourceLocation) {
    #expect(run.stdout.isEmpty, "stdout must be empty", sourceLocation: sourceLocation)
    let lines = run.errorLines
    #expect(lines.count == 2, "an error and a hint: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(lines.first?.hasPrefix("error: ") == true, "error line: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(lines.first?.contains(text) == true, "names \(text): \(run.stderr)", sourceLocation: sourceLocation)
    #expect(lines.dropFirst().first?.hasPrefix("hint: ") == true, "hint line: \(run.stderr)", sourceLocation: sourceLocation)
    for sign in ["Fatal error", "fatal error", "Stack dump", "Illegal instruction", "Segmentation", "💣"] {
        #expect(!run.stderr.contains(sign), "crash sign \(sign)", sourceLocation: sourceLocation)
    }
}
