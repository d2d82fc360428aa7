// Outcome: everything a run prints, decided before anything is printed.
//
// Rule: a command computes its whole result first; only then is it written, so a result is never
// half-printed and then followed by an error. Writing is checked: a closed pipe (EPIPE) ends the
// run quietly with 0 — the reader asked for no more — and any other write failure (a full disk) is
// `error: cannot write output: …` with exit 74.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The text a run writes to stdout and stderr, and its exit code.
public struct Outcome {
    /// The result as text (empty on error).
    package var stdoutText: String = ""
    /// A large result as bytes, written instead of `stdoutText` when set (JSON documents).
    package var stdoutBytes: JSONOutputBytes? = nil
    /// Lines for stderr, each without its `warning: ` prefix.
    public internal(set) var warnings: [String] = []
    /// Text for stderr written as is after the warnings (an error and its hint).
    package var errorText: String = ""
    /// The process's exit code (SPEC §8: 0, 1, 64, 65, 66, 74).
    public internal(set) var exitCode: Int32 = ExitCode.success

    /// What the run prints on stdout: the result, or nothing after an error.
    public var stdout: String { stdoutBytes?.string() ?? stdoutText }
    /// What the run prints on stderr when stdout can be written: its warnings, then its error.
    public var stderr: String { warnings.map { "warning: \($0)\n" }.joined() + errorText }

    /// The outcome of a usage error: nothing on stdout, `error:` and `hint:` on stderr.
    package init(_ error: UsageError) {
        errorText = "error: \(error.message)\nhint: \(error.hint)\n"
        exitCode = error.exitCode
    }

    package init(stdout: String, warnings: [String] = []) {
        self.stdoutText = stdout
        self.warnings = warnings
    }

    /// Writes the outcome and ends the process with its exit code.
    public func emitAndExit() -> Never {
        exit(emit())
    }

    /// Writes the outcome and returns the exit code to end with.
    public func emit() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var errors = stderr
        var code = exitCode
        let written = stdoutBytes.map { bytes in bytes.withBytes { Self.writeAll($0, to: STDOUT_FILENO) } }
            ?? Self.writeAll(stdoutText, to: STDOUT_FILENO)
        switch written {
        case 0: break
        case EPIPE: return ExitCode.success
        case let failure:
            // The result was not written: the failure is the one thing left to say.
            errors = "error: cannot write output: \(String(cString: strerror(failure)))\n"
                + "hint: check that the output's disk has room and that it can be written to\n"
            code = ExitCode.ioError
        }
        _ = Self.writeAll(errors, to: STDERR_FILENO)
        return code
    }

    /// Writes all of `text` to `fd`, retrying short writes and EINTR; returns 0 or the errno.
    private static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and EINTR; returns 0 or the errno.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
