// ExitCode: the exit codes every command says its verdict with (Docs/robustness.md's table).

/// The exit codes of Docs/robustness.md (the BSD sysexits values).
package enum ExitCode {
    /// Success.
    package static let success: Int32 = 0
    /// `check`/`sweep` found what it exists to find.
    package static let findings: Int32 = 1
    /// EX_USAGE: a bad command line.
    package static let usage: Int32 = 64
    /// EX_DATAERR: an input document that is not valid.
    package static let data: Int32 = 65
    /// EX_NOINPUT: an input file that cannot be opened.
    package static let noInput: Int32 = 66
    /// EX_IOERR: output that cannot be written.
    package static let ioError: Int32 = 74
}
