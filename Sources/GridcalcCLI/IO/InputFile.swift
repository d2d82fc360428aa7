// InputFile: reads a document from a file or stdin, bounded, with the exit codes of Docs/robustness.md.
//
// Rule: `-` (or no name) is stdin. A file that cannot be opened or read is exit 66 with the system's
// reason; a document larger than `maxBytes` is exit 65 — it is refused after reading at most one
// byte more than the limit, so a 1 GB file costs no more than the limit. A FIFO given by name is
// read only when this process already holds it open (a shell's `<(…)`: its writer is there);
// a named pipe in the file system, which would wait for a writer for ever, is exit 66.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// read(2), under a name that does not collide with `InputFile.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

package enum InputFile {
    /// The largest document `check` reads: 16 MiB (a gridcalc document of 10,000 items is ~3 MiB).
    package static let maxBytes = 16 << 20

    /// The bytes of `path` (`-` for stdin), at most `maxBytes`. `standardInput`, when given, is what
    /// stdin holds for a caller that runs the command line in process (tests, the fuzzers): it is
    /// read instead of file descriptor 0. `pathBytes`, when given, are the bytes of a file name
    /// that is not valid UTF-8 (`ArgumentBytes`): the file is opened by them. `limit`, when given,
    /// reads only the first bytes (a file's signature).
    package static func read(_ path: String, flag: String, standardInput: [UInt8]? = nil, pathBytes: [UInt8]? = nil,
                             limit: Int? = nil) throws(UsageError) -> [UInt8] {
        if path == "-", let given = standardInput {
            guard given.count <= maxBytes else { throw tooLarge(name: "stdin") }
            return given
        }
        let name = displayName(path, bytes: pathBytes)
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else if let pathBytes {
            fd = (pathBytes + [0]).withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        }
        guard fd >= 0 else { throw failure("cannot open \(name)\(flag.isEmpty ? "" : " (\(flag))"): \(reason(errno))") }
        defer { if fd != STDIN_FILENO { close(fd) } }
        if fd != STDIN_FILENO {
            // Opened without waiting (a FIFO's open blocks until a writer comes); reads block again.
            var pipeInfo = stat()
            if fstat(fd, &pipeInfo) == 0, pipeInfo.st_mode & S_IFMT == S_IFIFO, !heldElsewhere(pipeInfo, besides: fd) {
                var error = UsageError("\(name)\(flag.isEmpty ? "" : " (\(flag))") is a named pipe (FIFO) that no writer of this run holds: reading it could wait for ever",
                                       hint: "give the document on stdin (gridcalc check - < pipe), or as a shell's <(command)")
                error.exitCode = ExitCode.noInput
                throw error
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        var bytes: [UInt8] = []
        // A regular file's size is known: one allocation of it (and the byte that tells the end),
        // not an array that doubles as it grows (a 16 MiB document would peak at 48 MiB).
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0, Int(info.st_size) <= maxBytes {
            bytes.reserveCapacity(Int(info.st_size) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= maxBytes {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                // A non-blocking stdin whose writer is late: wait for it, as stdout waits for a slow reader.
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    if let failure = FileWriting.waitUntilReady(fd, for: POLLIN) { throw self.failure("cannot read \(name): \(reason(failure))") }
                    continue
                }
                throw failure("cannot read \(name): \(reason(errno))")
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            if let limit, bytes.count >= limit { return Array(bytes.prefix(limit)) }
        }
        throw tooLarge(name: name)
    }

    /// Whether another descriptor of this process (below 65,536) is the pipe `info` describes: a
    /// shell's `<(…)` hands it over open, its writer running.
    private static func heldElsewhere(_ info: stat, besides own: Int32) -> Bool {
        var other = stat()
        for fd in 0..<min(Int32(clamping: getdtablesize()), 65_536) where fd != own {
            if fstat(fd, &other) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino { return true }
        }
        return false
    }

    /// The error for a document larger than `maxBytes` (exit 65).
    private static func tooLarge(name: String) -> UsageError {
        var error = UsageError("\(name) is larger than \(maxBytes >> 20) MiB, the most gridcalc check reads",
                               hint: "check a smaller document (at most \(maxBytes >> 20) MiB, 10000 frames)")
        error.exitCode = ExitCode.data
        return error
    }

    /// How messages name `path`: `stdin` for `-`, else the path quoted and escaped — from its bytes
    /// when it is not valid UTF-8.
    package static func displayName(_ path: String, bytes: [UInt8]?) -> String {
        if path == "-" { return "stdin" }
        if let bytes { return "'" + ArgumentBytes.shown(bytes) + "'" }
        return quotedPath(path)
    }

    private static func failure(_ message: String) -> UsageError {
        var error = UsageError(message, hint: "give a readable file, or - for stdin")
        error.exitCode = ExitCode.noInput
        return error
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
