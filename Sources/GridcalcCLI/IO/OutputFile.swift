// OutputFile: a report written to a file (`check --report junit=report.xml`).
//
// Rule: a path is opened (created or truncated) before anything is judged, so a path that cannot be
// written is exit 74 (EX_IOERR) with nothing else done; the report is written whole once every
// report is computed. A path that is not valid UTF-8 is opened by its bytes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum OutputFile {
    /// Creates or truncates `path` (opened by `bytes` when given); `flag` names it in the error.
    package static func prepare(_ path: String, bytes: [UInt8]?, flag: String) throws(UsageError) {
        let fd = open(path, bytes: bytes)
        guard fd >= 0 else { throw failure(path, bytes: bytes, flag: flag, errno) }
        close(fd)
    }

    /// Writes `text` to `path` whole.
    package static func write(_ text: String, to path: String, bytes: [UInt8]?, flag: String) throws(UsageError) {
        let fd = open(path, bytes: bytes)
        guard fd >= 0 else { throw failure(path, bytes: bytes, flag: flag, errno) }
        let code = FileWriting.writeAll(text, to: fd)
        let closed = close(fd) == 0 ? 0 : errno
        if code != 0 || closed != 0 { throw failure(path, bytes: bytes, flag: flag, code != 0 ? code : closed) }
    }

    private static func open(_ path: String, bytes: [UInt8]?) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
        if let bytes {
            return (bytes + [0]).withUnsafeBufferPointer {
                openForWriting(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), flags)
            }
        }
        return openForWriting(path, flags)
    }

    private static func failure(_ path: String, bytes: [UInt8]?, flag: String, _ code: Int32) -> UsageError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        var error = UsageError("cannot write \(InputFile.displayName(path, bytes: bytes)) (\(flag)): \(reason)",
                               hint: "give a path in a folder that exists and can be written")
        error.exitCode = ExitCode.ioError
        return error
    }
}

/// open(2) with the mode a new report file gets (rw-r--r--, less the umask).
private func openForWriting(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags, 0o644)
}
