// FileStatus: what is at a path given as bytes — the one place `check`'s file handling (the
// patterns it expands, the reports it writes) turns a name into a C string and asks stat(2).
//
// Rule: a name is bytes (a file name need not be UTF-8); it is passed to the system as they are,
// NUL-terminated. `status` follows a symlink unless asked not to, and is nil when nothing is there.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum FileStatus {
    /// `bytes` NUL-terminated, for a system call.
    package static func cString(_ bytes: [UInt8]) -> [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }

    /// stat(2) of the NUL-terminated `path` (lstat(2) when not `followingLinks`); nil when there is none.
    package static func status(_ path: [CChar], followingLinks: Bool = true) -> stat? {
        var info = stat()
        let found = path.withUnsafeBufferPointer { followingLinks ? stat($0.baseAddress!, &info) : lstat($0.baseAddress!, &info) } == 0
        return found ? info : nil
    }

    /// Whether `path` (bytes) names a folder, following a symlink unless asked not to.
    package static func isFolder(_ path: [UInt8], followingLinks: Bool = true) -> Bool {
        type(cString(path), followingLinks: followingLinks) == S_IFDIR
    }

    /// Whether anything is at `path` (a dangling symlink is nothing).
    package static func exists(_ path: String) -> Bool { type(cString(Array(path.utf8))) != nil }

    /// The type bits (`S_IFREG`, `S_IFDIR`, …) of what `path` names, nil when there is none.
    package static func type(_ path: [CChar], followingLinks: Bool = true) -> mode_t? {
        status(path, followingLinks: followingLinks).map { $0.st_mode & S_IFMT }
    }
}
