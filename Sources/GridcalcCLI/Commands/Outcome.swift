// Outcome: everything a run prints, decided before anything is printed.
//
// Rule: a command computes its whole result first; only then is it written, so a result is never
// half-printed and then followed by an error. A JSON document is written as it is turned into
// text, a buffer at a time, once it is known that every part of it can be. Writing is checked.
// A closed stdout (EPIPE: `| head`) never changes the exit code: the run ends with the code it
// decided — `grid`'s 0, and `check`'s or `sweep`'s verdict, 1 when it found an error, so a gate
// under `set -o pipefail` cannot pass a failing run because its reader stopped early. A failing
// verdict whose report was cut short says so on stderr; a successful run stays quiet. Any other
// write failure (a full disk) is `error: cannot write output: …` with exit 74.

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
    /// A JSON result, written instead of `stdoutText` when set: it writes the document into the
    /// buffer it is given (which `emit` streams to stdout). The document is known to be writable
    /// (`JSONOutput` checked that every number is finite), so it cannot fail half-way.
    package var stdoutJSON: ((inout JSONByteBuffer) throws -> Void)? = nil
    /// Lines for stderr, each without its `warning: ` prefix.
    public internal(set) var warnings: [String] = []
    /// Text for stderr written as is after the warnings (an error and its hint).
    package var errorText: String = ""
    /// The process's exit code (Docs/robustness.md: 0, 1, 64, 65, 66, 74).
    public internal(set) var exitCode: Int32 = ExitCode.success

    /// What the run prints on stdout: the result, or nothing after an error.
    public var stdout: String {
        guard let stdoutJSON else { return stdoutText }
        var buffer = JSONByteBuffer()
        defer { buffer.deallocate() }
        do { try stdoutJSON(&buffer) } catch { return "" }
        return buffer.string()
    }
    /// What the run prints on stderr when stdout can be written: its warnings, then its error.
    public var stderr: String { warnings.map { "warning: \($0)\n" }.joined(with: "") + errorText }

    /// The outcome of a usage error: nothing on stdout, `error:` and `hint:` on stderr.
    package init(_ error: UsageError) {
        // Escaped as a whole too: whatever a message quotes, stderr gets exactly two lines.
        errorText = "error: \(shownLine(error.message))\nhint: \(shownLine(error.hint))\n"
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
        // A file-size limit (`ulimit -f`) is a write error like a full disk (EFBIG, exit 74), not a
        // signal that kills the process half-way through the output.
        signal(SIGXFSZ, SIG_IGN)
        var errors = stderr
        var code = exitCode
        var written: Int32
        if let stdoutJSON {
            var buffer = JSONByteBuffer(flushingTo: STDOUT_FILENO)
            defer { buffer.deallocate() }
            do {
                try stdoutJSON(&buffer)
                buffer.flush()
                written = buffer.flushError
            } catch {
                // Not reached: JSONOutput checked the document before it became the outcome.
                written = EIO
            }
        } else {
            written = FileWriting.writeAll(stdoutText, to: STDOUT_FILENO)
        }
        switch written {
        case 0: break
        case EPIPE:
            // The reader asked for no more: the verdict stands. A failure says its report was cut.
            guard code != ExitCode.success else { return code }
            errors += "warning: stdout was closed before the report was written whole; exit \(code) is the verdict\n"
        case let failure:
            // The result was not written: the failure is the one thing left to say.
            errors = "error: cannot write output: \(String(cString: strerror(failure)))\n"
                + "hint: check that the output's disk has room and that it can be written to\n"
            code = ExitCode.ioError
        }
        _ = FileWriting.writeAll(errors, to: STDERR_FILENO)
        return code
    }

}
