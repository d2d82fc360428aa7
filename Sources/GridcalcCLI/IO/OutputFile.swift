// OutputFile: a report written to a file (`check --report junit=report.xml`).
//
// Rule: a report never touches an input and never appears half-written.
// - Before anything is opened, every report path is compared with every input (the dumps, the
//   `--against` file, stdin when `-` is read) and with every other report: the same file — by
//   device and inode, or the same name in the same folder (`r.xml` and `./r.xml`) — is exit 64.
// - Then each report gets a temporary file beside it (`.<name>.gridcalc-XXXXXX`, created before
//   anything is read, so a folder that cannot be written is exit 74 with nothing else done). A
//   directory, a FIFO or a device at the path is refused with 74: a report is a regular file.
// - When every report is computed, each is written to its temporary file and renamed into place:
//   a symlink at the path is replaced, not followed; the old report stays whole until the new one
//   is. A write that fails (a full disk, a file-size limit) removes the temporary file and is 74;
//   so does every other error of the run (the temporary files are discarded).
// A path that is not valid UTF-8 is opened by its bytes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report file being written: a temporary file beside its path, renamed into place by `commit`.
package final class OutputFile {
    /// The path as given (for messages), and its bytes when they are not UTF-8.
    private let path: String
    private let shownBytes: [UInt8]?
    private let flag: String
    /// The temporary file's path (NUL-terminated) and descriptor; -1 once closed.
    private var temporary: [CChar]
    private var fd: Int32

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
            let identity = input.path == "-" ? identityOfStandardInput() : identity(of: cPath(input.path, input.bytes))
            if let identity { inputIdentities.append((identity, input.path == "-" ? "stdin" : InputFile.displayName(input.path, bytes: input.bytes))) }
        }
        var seen: [(entry: Entry?, identity: Identity?, name: String)] = []
        for report in reports {
            let name = InputFile.displayName(report.path, bytes: report.bytes)
            let path = cPath(report.path, report.bytes)
            let identity = identity(of: path)
            if let identity, let input = inputIdentities.first(where: { $0.0 == identity }) {
                throw UsageError("\(flag) \(name) is the same file as the input \(input.1): writing the report would destroy it",
                                 hint: "write the report to another path, e.g. \(flag) junit=gridcalc-report.xml")
            }
            let entry = Entry(path)
            if let earlier = seen.first(where: { ($0.entry != nil && $0.entry == entry) || ($0.identity != nil && $0.identity == identity) }) {
                throw UsageError("\(flag) \(name) and \(earlier.name) are the same file: one report would replace the other",
                                 hint: "give each report its own file")
            }
            seen.append((entry, identity, name))
        }
    }

    /// Creates the temporary file for the report at `path` (opened by `bytes` when given); 74 when
    /// the path is a directory, a FIFO or a device, or its folder cannot be written.
    package init(_ path: String, bytes: [UInt8]?, flag: String) throws(UsageError) {
        self.path = path
        self.shownBytes = bytes
        let pathBytes = bytes ?? Array(path.utf8)
        self.flag = flag
        // What is at the path, the link itself not followed: a symlink is replaced, never followed.
        if let type = FileStatus.type(Self.cPath(path, bytes), followingLinks: false) {
            if type != S_IFREG && type != S_IFLNK {
                let what = type == S_IFDIR ? "a directory" : type == S_IFIFO ? "a FIFO" : type == S_IFSOCK ? "a socket" : "a device"
                var error = UsageError("cannot write \(InputFile.displayName(path, bytes: bytes)) (\(flag)): it is \(what), not a regular file",
                                       hint: "give the path of a file (a report on stdout: \(flag) <format> without =<path>)")
                error.exitCode = ExitCode.ioError
                throw error
            }
        }
        // `.<name>.gridcalc-XXXXXX` in the path's folder, so that the rename stays on one file system.
        let slash = pathBytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { Array(pathBytes[...$0]) } ?? []
        let base = slash.map { Array(pathBytes[($0 + 1)...]) } ?? pathBytes
        var template = (folder + [UInt8(ascii: ".")] + base.prefix(200) + Array(".gridcalc-XXXXXX".utf8) + [0]).map { CChar(bitPattern: $0) }
        let created = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard created >= 0 else { throw Self.failure(path, bytes: bytes, flag: flag, errno) }
        temporary = template
        fd = created
        // mkstemp makes the file rw-------; a report gets what a new file would (rw-r--r--, less the umask).
        let mask = umask(0)
        umask(mask)
        _ = fchmod(fd, 0o644 & ~mask)
    }

    deinit { discard() }

    /// Writes `text` to the temporary file and renames it into place; on failure removes it (74).
    package func commit(_ text: String) throws(UsageError) {
        let code = FileWriting.writeAll(text, to: fd)
        let closed = close(fd) == 0 ? 0 : errno
        fd = -1
        guard code == 0, closed == 0 else {
            discard()
            throw Self.failure(path, bytes: shownBytes, flag: flag, code != 0 ? code : closed)
        }
        let target = Self.cPath(path, shownBytes)
        let renamed = temporary.withUnsafeBufferPointer { from in target.withUnsafeBufferPointer { to in rename(from.baseAddress!, to.baseAddress!) } }
        guard renamed == 0 else {
            let failure = errno
            discard()
            throw Self.failure(path, bytes: shownBytes, flag: flag, failure)
        }
        temporary = []
    }

    /// Closes and removes the temporary file, if it is still there.
    package func discard() {
        if fd >= 0 { close(fd); fd = -1 }
        if !temporary.isEmpty {
            _ = temporary.withUnsafeBufferPointer { unlink($0.baseAddress!) }
            temporary = []
        }
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
    private static func identity(of path: [CChar]) -> Identity? {
        FileStatus.status(path).map { Identity(device: UInt64($0.st_dev), inode: UInt64($0.st_ino)) }
    }

    /// The identity of what file descriptor 0 reads.
    private static func identityOfStandardInput() -> Identity? {
        var info = stat()
        guard fstat(STDIN_FILENO, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// `path` NUL-terminated, from `bytes` when given.
    private static func cPath(_ path: String, _ bytes: [UInt8]?) -> [CChar] {
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
