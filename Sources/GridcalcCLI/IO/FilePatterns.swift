// FilePatterns: the files `check` is given — names taken byte for byte, patterns expanded by
// gridcalc itself, never by a shell.
//
// Rule: an operand that holds `*`, `?` or `[` is a pattern, and a file whose name is the operand
// itself (`frames/[b].json`) is checked too: a gate checks a file too many rather than skip one. A
// pattern: each `/`-separated part is matched against the names in its folder as fnmatch(3) does
// (`*` and `?` never match a leading `.`; `\` escapes), and a part `**` matches any number of
// folders (symlinked folders are not entered). The files a pattern matches are sorted by their
// bytes; only regular files are taken (not folders, FIFOs or devices), and a file that an earlier
// operand named is not named again. Any other operand is a file name, opened as given, whatever
// characters it holds (`frames/my cell.json`). `-` is stdin.
// A pattern that matches nothing is exit 66 — unless `--allow-empty` and no pattern matches
// anything (an empty screen; one pattern among others that matches nothing is still a typo, 66).
// A folder a pattern must look into and cannot read (no permission: a 0700 folder a root step
// wrote), or can list but not enter (mode 644), is exit 74 naming it: a gate never skips a folder
// it was asked to search. The work is
// bounded before it grows: at most `maxEntries` folder entries looked at, `maxFiles` files in one
// run, and `**` at most `maxDepth` folders deep — each past its limit an error (64), never a
// silent stop.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum FilePatterns {
    /// The most files one `check` judges.
    package static let maxFiles = 1_000
    /// The most folder entries the patterns of one run look at.
    package static let maxEntries = 100_000
    /// The deepest folder `**` enters.
    package static let maxDepth = 32

    /// One file to read: its name as text (for messages), and its bytes when they are not UTF-8.
    package struct File: Equatable, Sendable {
        package let path: String
        package let bytes: [UInt8]?

        package init(bytes: [UInt8]) {
            if let text = String(validating: bytes, as: UTF8.self) {
                path = text
                self.bytes = nil
            } else {
                path = String(decoding: bytes, as: UTF8.self)
                self.bytes = bytes
            }
        }

        package init(path: String, bytes: [UInt8]?) {
            self.path = path
            self.bytes = bytes
        }

        /// The name as reports show it: escaped where it is not UTF-8.
        package var shown: String { bytes.map(ArgumentBytes.shown) ?? path }
    }

    /// The files `operands` name (their bytes from `argumentBytes` when not UTF-8), in order;
    /// a pattern that matches nothing is 66 unless `allowEmpty` and no operand names a file.
    package static func files(_ operands: [String], argumentBytes: ArgumentBytes?, allowEmpty: Bool, walk: Walk = Walk()) throws(UsageError) -> [File] {
        var files: [File] = []
        var unmatched: String?
        for operand in operands {
            let bytes = argumentBytes?.bytes(of: operand) ?? Array(operand.utf8)
            guard operand != "-", isPattern(bytes) else {
                files.append(File(path: operand, bytes: argumentBytes?.bytes(of: operand)))
                continue
            }
            var matched = try expand(bytes, walk: walk)
            if walk.isRegularFile(bytes), !matched.contains(bytes) {
                matched.append(bytes)
                matched.sort { $0.lexicographicallyPrecedes($1) }
            }
            if matched.isEmpty, unmatched == nil {
                unmatched = InputFile.displayName(operand, bytes: argumentBytes?.bytes(of: operand))
                if !allowEmpty { throw noMatch(unmatched!, others: false) }
            }
            // A file two operands name is judged once, where it first appears.
            files += matched.map(File.init(bytes:)).filter { !files.contains($0) }
            guard files.count <= maxFiles else { break }
        }
        guard files.count <= maxFiles else {
            throw UsageError("more than \(maxFiles) files to check", hint: "check at most \(maxFiles) files in one run: split the patterns")
        }
        // --allow-empty passes a run with no file at all, not a pattern that found nothing beside others that did.
        if let unmatched, !files.isEmpty { throw noMatch(unmatched, others: true) }
        return files
    }

    /// The error (66) for the pattern `shown` that matches nothing.
    private static func noMatch(_ shown: String, others: Bool) -> UsageError {
        var error = UsageError("no file matches the pattern \(shown)" + (others ? " (other operands do: --allow-empty passes only a run with no file at all)" : ""),
                               hint: "check the pattern (gridcalc expands *, ? and [...] itself; ** matches any folders below, not hidden ones), or give --allow-empty if no file is expected")
        error.exitCode = ExitCode.noInput
        return error
    }

    /// `pattern` under `folder`: the folder's own pattern characters escaped when `pattern` is one,
    /// and a leading `..` of the pattern taken off the folder's end where the file system would
    /// (`config/` and `../a.json` make `a.json`, the name reports show, when `config` is a folder;
    /// through a symlinked folder `..` is the link target's parent, so the name is kept as it is and
    /// the file system resolves it: one config, one set of files, wherever it is run from).
    package static func prefixed(_ folder: String, to pattern: String) -> String {
        var folder = folder, pattern = pattern
        while pattern.hasPrefix("../"), let last = folder.dropLast().split(separator: "/", omittingEmptySubsequences: false).last,
              !last.isEmpty, last != "..", last != ".",
              FileStatus.type(FileStatus.cString(Array(folder.dropLast().utf8)), followingLinks: false) == S_IFDIR {
            folder = String(folder.dropLast(last.count + 1))
            pattern = String(pattern.dropFirst(3))
        }
        guard !folder.isEmpty else { return pattern }
        let isPattern = pattern.contains { "*?[".contains($0) }
        guard isPattern else { return folder + pattern }
        var escaped = ""
        for c in folder { if "*?[\\".contains(c) { escaped.append("\\") }; escaped.append(c) }
        return escaped + pattern
    }

    /// Whether `bytes` holds a pattern character.
    static func isPattern(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") }
    }

    /// The files `pattern` matches, sorted by their bytes.
    static func expand(_ pattern: [UInt8], walk: Walk) throws(UsageError) -> [[UInt8]] {
        let slash = UInt8(ascii: "/")
        var parts = pattern.split(separator: slash, omittingEmptySubsequences: true).map(Array.init)
        if parts.last == Array("**".utf8) { parts.append(Array("*".utf8)) }
        // Each candidate is a folder prefix: "" (the working folder), "/" or "a/b/".
        var prefixes: [[UInt8]] = [pattern.first == slash ? [slash] : []]
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            var next: [[UInt8]] = []
            for prefix in prefixes {
                if part == Array("**".utf8) {
                    try folders(below: prefix, depth: 0, walk: walk, into: &next)
                } else if !isPattern(part) {
                    next.append(prefix + part + (last ? [] : [slash]))
                } else {
                    for name in try walk.entries(of: prefix) where matches(part, name) {
                        let path = prefix + name
                        if last { next.append(path) } else if walk.type(path, followingLinks: true) == S_IFDIR { next.append(path + [slash]) }
                    }
                }
            }
            prefixes = next
        }
        var seen = Set<[UInt8]>()
        return prefixes.filter { walk.isRegularFile($0) && seen.insert($0).inserted }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `prefix` and every folder below it (not through symlinks, not hidden), each ending in `/`;
    /// a folder deeper than `maxDepth` below the first is an error (64), not a stop.
    private static func folders(below prefix: [UInt8], depth: Int, walk: Walk, into found: inout [[UInt8]]) throws(UsageError) {
        found.append(prefix)
        for name in try walk.entries(of: prefix) where name.first != UInt8(ascii: ".") {
            let path = prefix + name
            if walk.type(path, followingLinks: false) == S_IFDIR {
                guard depth < maxDepth else {
                    throw UsageError("** reaches \(InputFile.displayName(String(decoding: path, as: UTF8.self), bytes: String(validating: path, as: UTF8.self) == nil ? path : nil)), more than \(maxDepth) folders deep",
                                     hint: "give a folder closer to the files before ** (** enters at most \(maxDepth) folders)")
                }
                try folders(below: path + [UInt8(ascii: "/")], depth: depth + 1, walk: walk, into: &found)
            }
        }
    }

    /// The names in the folder `prefix` ("" is the working folder), without `.` and `..`; none
    /// when there is no such folder; a folder that exists and cannot be read is 74 naming it.
    /// Each name counts against `budget` (once, however often the folder is asked for).
    fileprivate static func entries(of prefix: [UInt8], budget: inout Int) throws(UsageError) -> [[UInt8]] {
        let bytes = prefix.isEmpty ? Array(".".utf8) : prefix
        let path = cString(bytes)
        guard let folder = path.withUnsafeBufferPointer({ opendir($0.baseAddress!) }) else {
            let failure = errno
            if failure == ENOENT || failure == ENOTDIR { return [] }
            let text = String(validating: bytes, as: UTF8.self)
            let reason = strerror(failure).map { String(cString: $0) } ?? "error \(failure)"
            var error = UsageError("cannot read the folder \(InputFile.displayName(text ?? String(decoding: bytes, as: UTF8.self), bytes: text == nil ? bytes : nil)) that a pattern searches: \(reason)",
                                   hint: "let the user who runs gridcalc read the folder (a step run as root may have written it 0700), or give a narrower pattern")
            error.exitCode = ExitCode.ioError
            throw error
        }
        defer { closedir(folder) }
        // A folder that can be listed but not searched (mode 644, as `chmod -R 644` leaves it): its
        // names are there but no file in it can be opened or looked at — 74, never skipped.
        if path.withUnsafeBufferPointer({ faccessat(AT_FDCWD, $0.baseAddress!, X_OK, AT_EACCESS) }) != 0, errno == EACCES {
            let text = String(validating: bytes, as: UTF8.self)
            var error = UsageError("cannot search the folder \(InputFile.displayName(text ?? String(decoding: bytes, as: UTF8.self), bytes: text == nil ? bytes : nil)) that a pattern searches: it can be listed, but not entered (no x permission)",
                                   hint: "let the user who runs gridcalc enter the folder (chmod +x; chmod -R 644 takes it from folders), or give a narrower pattern")
            error.exitCode = ExitCode.ioError
            throw error
        }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            budget -= 1
            guard budget >= 0 else {
                throw UsageError("the file patterns look at more than \(maxEntries) folder entries", hint: "give narrower patterns (a folder before **)")
            }
            let name: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [UInt8(ascii: ".")] || name == Array("..".utf8) { continue }
            names.append(name)
        }
        return names
    }

    /// fnmatch(3) of one part against one name; a leading `.` only matches a leading `.`.
    private static func matches(_ part: [UInt8], _ name: [UInt8]) -> Bool {
        cString(part).withUnsafeBufferPointer { p in cString(name).withUnsafeBufferPointer { n in fnmatch(p.baseAddress!, n.baseAddress!, FNM_PERIOD) == 0 } }
    }


    private static func cString(_ bytes: [UInt8]) -> [CChar] { FileStatus.cString(bytes) }
}

extension FilePatterns {
    /// The folders a run's patterns looked into, kept for the run: every screen of a config, and
    /// every pattern of one, share one walk of the tree (each folder listed once, each name looked
    /// at once), and one bound on the entries looked at (`maxEntries`).
    package final class Walk {
        private var listings: [[UInt8]: [[UInt8]]] = [:]
        private var types: [[UInt8]: mode_t] = [:], linkTypes: [[UInt8]: mode_t] = [:]
        private var budget = FilePatterns.maxEntries
        /// How many folders were listed (each once).
        package private(set) var foldersRead = 0

        package init() {}

        /// The names in the folder `prefix` (listed the first time only).
        func entries(of prefix: [UInt8]) throws(UsageError) -> [[UInt8]] {
            if let names = listings[prefix] { return names }
            let names = try FilePatterns.entries(of: prefix, budget: &budget)
            foldersRead += 1
            listings[prefix] = names
            return names
        }

        /// The type bits of what `path` names (0: nothing), links followed or not, looked at once.
        func type(_ path: [UInt8], followingLinks: Bool) -> mode_t {
            if let known = followingLinks ? types[path] : linkTypes[path] { return known }
            let found = FileStatus.type(FileStatus.cString(path), followingLinks: followingLinks) ?? 0
            if followingLinks { types[path] = found } else { linkTypes[path] = found }
            return found
        }

        /// Whether `path` names a regular file (links followed): a pattern never picks a folder, a
        /// FIFO or a device (`/dev/*` would read /dev/zero, or wait on a terminal for ever).
        func isRegularFile(_ path: [UInt8]) -> Bool { type(path, followingLinks: true) == S_IFREG }
    }
}
