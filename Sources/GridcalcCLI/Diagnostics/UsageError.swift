// UsageError: a command line that cannot run, said the way Docs/robustness.md asks.
//
// Rule: stderr gets `error: <what is wrong, naming the flag and the value>` and a `hint:` line (the
// usage, the nearest valid value, or the grammar); stdout gets nothing; the exit code is 64.

/// A usage error: the message for the `error:` line, the `hint:` line, and the exit code.
package struct UsageError: Error {
    /// What is wrong, naming the flag and the value.
    package let message: String
    /// What to do instead.
    package let hint: String
    /// The exit code (64, EX_USAGE, for every usage error).
    package var exitCode: Int32 = ExitCode.usage

    package init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}

/// A file name in single quotes for a message: paths are longer than flag values, so up to 240
/// bytes are shown whole.
package func quotedPath(_ path: String) -> String { quoted(path, limit: 240) }
