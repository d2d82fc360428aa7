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
struct Outcome {
    /// The result (empty on error).
    var stdout: String = ""
    /// A large result as bytes, written instead of `stdout` when set (JSON of grids and sweeps).
    var stdoutBytes: JSONOutputBytes? = nil
    /// Lines for stderr, each without its `warning: ` prefix.
    var warnings: [String] = []
    /// Text for stderr written as is (errors, help asked for on a bad command line).
    var stderr: String = ""
    /// The process's exit code.
    var exitCode: Int32 = ExitCode.success

    /// The outcome of a usage error: nothing on stdout, `error:` and `hint:` on stderr.
    init(_ error: UsageError) {
        stderr = "error: \(error.message)\nhint: \(error.hint)\n"
        exitCode = error.exitCode
    }

    init(stdout: String, warnings: [String] = []) {
        self.stdout = stdout
        self.warnings = warnings
    }

    /// Writes the outcome and ends the process with its exit code.
    func emitAndExit() -> Never {
        exit(emit())
    }

    /// Writes the outcome and returns the exit code to end with.
    func emit() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var errors = warnings.map { "warning: \($0)\n" }.joined() + stderr
        var code = exitCode
        let written = stdoutBytes.map { bytes in bytes.withBytes { Self.writeAll($0, to: STDOUT_FILENO) } }
            ?? Self.writeAll(stdout, to: STDOUT_FILENO)
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
