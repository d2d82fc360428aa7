// OutputFile: a report written to a file (`check --report junit=report.xml`).
//
// Rule: a report never touches an input, never appears half-written, and never replaces what is
// not a regular file.
// - Before anything is opened, every report path is compared with every input (the dumps, the
//   `--against` file, stdin when `-` is read) and with every other report: the same file — by
//   device and inode, or the same name in the same folder (`r.xml` and `./r.xml`) — is exit 64.
// - Then what the path names is looked at, links followed:
//   - the file stdout or stderr writes to (`/dev/stdout`, `/proc/self/fd/1`, or the file a shell
//     redirected them to): the report is written to that descriptor, in place, before the report
//     on stdout — never replacing the link;
//   - a terminal or a sink (`/dev/null`, `/dev/zero`, `/dev/full`): opened and written in place
//     (any other character device — `/dev/mem`, `/dev/kmsg` — is refused, 74);
//   - a regular file, or nothing yet: a temporary file beside it (`.<name>.gridcalc-XXXXXX`,
//     created before anything is read, so a folder that cannot be written is exit 74 with nothing
//     else done), renamed into place once written: the old report stays whole until the new one is;
//   - a directory, a FIFO, a socket, a block device, or a symbolic link to anything else (a
//     regular file: replacing the link replaces what is not a regular file, and following it lets
//     a link committed to a repository aim the report at any file the job can write): exit 74 at once.
// - A write that fails (a full disk, a file-size limit) removes the temporary file and is 74; so
//   does every other error of the run (the temporary files are discarded). A reader of stdout or
//   of a device that has gone (EPIPE) does not change the verdict: the report was not wanted.
// A path that is not valid UTF-8 is opened by its bytes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report file being written: a temporary file renamed into place by `commit`, or a descriptor
/// written in place (stdout's or stderr's file, a character device).
package final class OutputFile {
    /// The path as given (for messages), and its bytes when they are not UTF-8.
    private let path: String
    private let shownBytes: [UInt8]?
    private let flag: String
    /// How the report reaches its path.
    private enum Target {
        /// A temporary file (its NUL-terminated path and descriptor) renamed over `final` (the path).
        case replacing(temporary: [CChar], fd: Int32, final: [CChar])
        /// A descriptor the run already has (stdout or stderr), written in place.
        case descriptor(Int32)
        /// A character device opened here, written in place and closed.
        case device(Int32)
        /// Written, committed or discarded.
        case done
    }
    private var target: Target

    /// Whether the path is stdout's own file (`/dev/stdout`, `/proc/self/fd/1`, a shell's `> out`).
    package var isStandardOutput: Bool {
        if case .descriptor(STDOUT_FILENO) = target { return true }
        return false
    }

    /// A file's identity: its device and inode.
    package struct Identity: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// One file a run reads: its path (and bytes when not UTF-8), or stdin.
    package struct Input {
        package let path: String
        package let bytes: [UInt8]?
        package init(path: String, bytes: [UInt8]?) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Refuses (64) a report path that is an input or another report, before anything is opened.
    /// `reports` are the paths (with their bytes when not UTF-8); `inputs` the files read (`-`:
    /// stdin). `flag` names the option in the error.
    package static func checkDistinct(_ reports: [Input], inputs: [Input], flag: String) throws(UsageError) {
        var inputIdentities: [(Identity, String)] = []
        for input in inputs {
            let identity = input.path == "-" ? identity(ofDescriptor: STDIN_FILENO) : identity(of: cPath(input.path, input.bytes))
            if let identity { inputIdentities.append((identity, input.path == "-" ? "stdin" : InputFile.displayName(input.path, bytes: input.bytes))) }
        }
        var seen: [(entry: Entry?, identity: Identity?, name: String)] = []
        for report in reports {
            let name = InputFile.displayName(report.path, bytes: report.bytes)
            let path = cPath(report.path, report.bytes)
            let identity = identity(of: path)
            if let identity, let input = inputIdentities.first(where: { $0.0 == identity }) {
                throw UsageError("\(flag) \(name) is the same file as the input \(input.1): writing the report would destroy it",
                                 hint: "write the \(flag == "--report" ? "report" : "file") to another path, e.g. \(flag) \(flag == "--report" ? "junit=gridcalc-report.xml" : "gridcalc-baseline.json")")
            }
            let entry = Entry(path)
            if let earlier = seen.first(where: { ($0.entry != nil && $0.entry == entry) || ($0.identity != nil && $0.identity == identity) }) {
                throw UsageError("\(flag) \(name) and \(earlier.name) are the same file: one report would replace the other",
                                 hint: "give each report its own file")
            }
            seen.append((entry, identity, name))
        }
    }

    /// Prepares the report at `path` (opened by `bytes` when given), by the rule above: 74 when
    /// the path names a directory, a FIFO, a socket, a block device or a dangling symlink, or its
    /// folder cannot be written.
    package init(_ path: String, bytes: [UInt8]?, flag: String) throws(UsageError) {
        self.path = path
        self.shownBytes = bytes
        self.flag = flag
        let given = Self.cPath(path, bytes)
        let name = InputFile.displayName(path, bytes: bytes)
        func refuse(_ what: String) -> UsageError {
            var error = UsageError("cannot write \(name) (\(flag)): it is \(what), not a regular file",
                                   hint: "give the path of a file (a report on stdout: \(flag) <format> without =<path>)")
            error.exitCode = ExitCode.ioError
            return error
        }
        let link = FileStatus.type(given, followingLinks: false)
        let named = FileStatus.status(given)
        if let named {
            // What the path names, links followed: stdout's or stderr's own file is written through
            // that descriptor (a shell's `> out.xml` and `/dev/stdout` are one file).
            let identity = Identity(device: UInt64(named.st_dev), inode: UInt64(named.st_ino))
            for fd in [STDOUT_FILENO, STDERR_FILENO] where Self.identity(ofDescriptor: fd) == identity {
                target = .descriptor(fd)
                return
            }
            switch named.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFCHR:
                // The sinks (/dev/null, /dev/zero, /dev/full) and terminals; any other device
                // (/dev/mem, /dev/kmsg) would take the report as something else.
                let sink = ["/dev/null", "/dev/zero", "/dev/full"].contains { FileStatus.status(FileStatus.cString(Array($0.utf8)))?.st_rdev == named.st_rdev }
                let fd = given.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
                guard fd >= 0 else { throw Self.failure(path, bytes: bytes, flag: flag, errno) }
                guard sink || isatty(fd) == 1 else {
                    close(fd)
                    throw refuse("a device that is neither a terminal nor /dev/null")
                }
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                target = .device(fd)
                return
            case S_IFDIR: throw refuse("a directory")
            case S_IFIFO: throw refuse("a FIFO")
            case S_IFSOCK: throw refuse("a socket")
            default: throw refuse("a block device")
            }
        } else if link == S_IFLNK {
            throw refuse("a symbolic link to nothing")
        }
        // A symlink to a regular file is neither replaced (it is not a regular file) nor followed (a
        // link committed to a repository could aim a report at any file the job can write).
        if link == S_IFLNK { throw refuse("a symbolic link") }
        let final = given
        // `.<name>.gridcalc-XXXXXX` in the final path's folder, so that the rename stays on one file system.
        let finalBytes = final.dropLast().map { UInt8(bitPattern: $0) }
        let slash = finalBytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { Array(finalBytes[...$0]) } ?? []
        let base = slash.map { Array(finalBytes[($0 + 1)...]) } ?? finalBytes
        var template = (folder + [UInt8(ascii: ".")] + base.prefix(200) + Array(".gridcalc-XXXXXX".utf8) + [0]).map { CChar(bitPattern: $0) }
        let created = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard created >= 0 else { throw Self.failure(path, bytes: bytes, flag: flag, errno) }
        // mkstemp makes the file rw-------; a report gets what a new file would (rw-r--r--, less the umask).
        let mask = umask(0)
        umask(mask)
        _ = fchmod(created, 0o644 & ~mask)
        target = .replacing(temporary: template, fd: created, final: final)
    }

    deinit { discard() }

    /// Writes `text` to the report: to the temporary file, renamed into place (on failure removed:
    /// 74), or in place to a descriptor or a device (a reader that has gone is not a failure).
    package func commit(_ text: String) throws(UsageError) {
        switch target {
        case .done: return
        case .descriptor(let fd), .device(let fd):
            // A closed reader (EPIPE) of stdout or a device: the report is not wanted; the verdict stands.
            signal(SIGPIPE, SIG_IGN)
            let code = FileWriting.writeAll(text, to: fd)
            if case .device = target { close(fd) }
            target = .done
            guard code == 0 || code == EPIPE else { throw Self.failure(path, bytes: shownBytes, flag: flag, code) }
        case .replacing(let temporary, let fd, let final):
            let code = FileWriting.writeAll(text, to: fd)
            let closed = close(fd) == 0 ? 0 : errno
            target = .replacing(temporary: temporary, fd: -1, final: final)
            guard code == 0, closed == 0 else {
                discard()
                throw Self.failure(path, bytes: shownBytes, flag: flag, code != 0 ? code : closed)
            }
            let renamed = temporary.withUnsafeBufferPointer { from in final.withUnsafeBufferPointer { to in rename(from.baseAddress!, to.baseAddress!) } }
            guard renamed == 0 else {
                let failure = errno
                discard()
                throw Self.failure(path, bytes: shownBytes, flag: flag, failure)
            }
            target = .done
        }
    }

    /// Closes and removes the temporary file (or closes the device), if it is still there.
    package func discard() {
        switch target {
        case .replacing(let temporary, let fd, _):
            if fd >= 0 { close(fd) }
            _ = temporary.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        case .device(let fd): close(fd)
        case .descriptor, .done: break
        }
        target = .done
    }

    /// A directory entry: the identity of its folder and its last component.
    private struct Entry: Equatable {
        let folder: Identity
        let name: [CChar]

        init?(_ path: [CChar]) {
            let bytes = path.dropLast()
            let slash = bytes.lastIndex(of: CChar(bitPattern: UInt8(ascii: "/")))
            let folderPath: [CChar] = slash.map { $0 == 0 ? [CChar(bitPattern: UInt8(ascii: "/")), 0] : Array(bytes[..<$0]) + [0] }
                ?? [CChar(bitPattern: UInt8(ascii: ".")), 0]
            guard let folder = OutputFile.identity(of: folderPath) else { return nil }
            self.folder = folder
            name = slash.map { Array(bytes[($0 + 1)...]) } ?? Array(bytes)
        }
    }

    /// The identity of the file `path` names (links followed), nil when there is none.
    package static func identity(of path: [CChar]) -> Identity? {
        FileStatus.status(path).map { Identity(device: UInt64($0.st_dev), inode: UInt64($0.st_ino)) }
    }

    /// The identity of what file descriptor `fd` reads or writes, nil when it is closed.
    private static func identity(ofDescriptor fd: Int32) -> Identity? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// `path` NUL-terminated, from `bytes` when given.
    package static func cPath(_ path: String, _ bytes: [UInt8]?) -> [CChar] {
        FileStatus.cString(bytes ?? Array(path.utf8))
    }

    private static func failure(_ path: String, bytes: [UInt8]?, flag: String, _ code: Int32) -> UsageError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        var error = UsageError("cannot write \(InputFile.displayName(path, bytes: bytes)) (\(flag)): \(reason)",
                               hint: "give a path in a folder that exists and can be written")
        error.exitCode = ExitCode.ioError
        return error
    }
}
