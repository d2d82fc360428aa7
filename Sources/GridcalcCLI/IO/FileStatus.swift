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

extension FileStatus {
    /// `path` (a file, relative to the working folder or absolute) named from the folder `prefix`:
    /// both folders resolved by the file system (`..` after a symlinked folder is the link
    /// target's parent), the file's own name kept (a symlinked file is not followed). `nil` when a
    /// folder cannot be resolved.
    package static func relative(_ path: String, from prefix: String) -> String? {
        relative(Array(path.utf8), from: prefix).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `relative` of a name given as bytes (not necessarily UTF-8).
    package static func relative(_ path: [UInt8], from prefix: String) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        let cut = path.lastIndex(of: slash)
        let folder = cut.map { Array(path[...$0]) } ?? []
        let name = cut.map { Array(path[($0 + 1)...]) } ?? path
        guard let base = resolved(Array(prefix.utf8)), let at = resolved(folder) else { return nil }
        let from = base.split(separator: slash), to = at.split(separator: slash)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        var parts: [[UInt8]] = Array(repeating: Array("..".utf8), count: from.count - common)
        parts += to[common...].map(Array.init)
        parts.append(name)
        return Array(parts.joined(separator: [slash]))
    }

    /// realpath(3) of the folder `bytes` names (empty: the working folder), as bytes.
    private static func resolved(_ bytes: [UInt8]) -> [UInt8]? {
        let path = cString(bytes.isEmpty ? Array(".".utf8) : bytes)
        guard let resolved = path.withUnsafeBufferPointer({ realpath($0.baseAddress!, nil) }) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }
}
