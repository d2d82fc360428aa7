// What only the built binary and a real file system show (issue 45, classes 1 and 6): a report path
// that names a device or stdout is written in place, never replaced — tested in a private mount
// namespace with its own /dev (`unshare -m`, as root), never against the machine's devices —; a
// pattern that cannot read a folder, or whose ** goes deeper than its limit, is an error; a FIFO
// given by name is refused at once, a shell's <(…) is read.

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct FilesAndDevicesEndToEndTests {
    static let isRoot = getuid() == 0
    static let failing = "{\"scale\": 1, \"container_pt\": 202, \"spacing_px\": 1, \"frames\": [{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}, {\"x\": 102, \"y\": 0, \"width\": 100, \"height\": 100}]}"
    static let passing = "{\"scale\": 1, \"container_pt\": 201, \"spacing_px\": 1, \"frames\": [{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}, {\"x\": 101, \"y\": 0, \"width\": 100, \"height\": 100}]}"

    static func folder() throws -> URL {
        let url = URL(fileURLWithPath: "/tmp").appendingPathComponent("files-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        _ = chmod(url.path, 0o755)
        return url
    }

    /// `script` run in a private mount namespace whose /dev is a new tmpfs holding null, zero and
    /// the stdout/stderr links, as a container's /dev has them; `$GRIDCALC` is the binary.
    static func inOwnDev(_ script: String, in dir: URL) throws -> Run {
        let setup = "mount -t tmpfs tmpfs /dev && mknod -m 666 /dev/null c 1 3 && mknod -m 666 /dev/zero c 1 5 && ln -s /proc/self/fd/1 /dev/stdout && ln -s /proc/self/fd/2 /dev/stderr && ln -s /proc/self/fd/0 /dev/stdin"
        return try Gridcalc.shell("cd \(Gridcalc.quote(dir.path)) && unshare -m /bin/sh -c \(Gridcalc.quote(setup + " && " + script))")
    }

    @Test(.enabled(if: isRoot, "a private /dev needs a mount namespace: run as root (CI does)"))
    func aReportNamingADeviceIsWrittenInPlace() throws {
        let dir = try Self.folder()
        try Data(Self.failing.utf8).write(to: dir.appendingPathComponent("fail.json"))
        let links = "test -L /dev/stdout && test -L /dev/stderr && test -c /dev/null && echo devices-intact >&2"
        // JSON to /dev/stdout beside the table on stdout: two documents in one stream, refused (64), /dev untouched.
        let both = try Self.inOwnDev("\"$GRIDCALC\" check --report json=/dev/stdout --report table fail.json; echo \"status $?\" >&2; \(links)", in: dir)
        #expect(both.stderr.contains("status 64\n") && both.stderr.contains("would all write to stdout") && both.stderr.contains("devices-intact"), "\(both.stderr)")
        #expect(both.stdout.isEmpty, "\(both.stdout)")
        // A baseline to /dev/stdout beside SARIF on stdout, likewise.
        let baseline = try Self.inOwnDev("\"$GRIDCALC\" check --write-baseline /dev/stdout --report sarif fail.json; echo \"status $?\" >&2; \(links)", in: dir)
        #expect(baseline.stderr.contains("status 64\n") && baseline.stderr.contains("--write-baseline /dev/stdout") && baseline.stdout.isEmpty, "\(baseline.stderr)")
        // JUnit to /dev/stdout with stdout a file: the file holds it; to /dev/stderr; to /dev/null.
        let file = try Self.inOwnDev("\"$GRIDCALC\" check --report junit=/dev/stdout fail.json > out.xml; echo \"status $?\" >&2; grep -c '<testsuites' out.xml >&2; \(links)", in: dir)
        #expect(file.stderr.contains("status 1\n1\n") && file.stderr.contains("devices-intact"), "\(file.stderr)")
        let stderr = try Self.inOwnDev("\"$GRIDCALC\" check --report junit=/dev/stderr --report github fail.json; echo \"status $?\" >&2; \(links)", in: dir)
        #expect(stderr.stderr.contains("<testsuites") && stderr.stderr.contains("status 1\n") && stderr.stdout.contains("::error "), "\(stderr.stderr)")
        let null = try Self.inOwnDev("\"$GRIDCALC\" check --report json=/dev/null --report junit=r.xml fail.json; echo \"status $?\" >&2; test -s r.xml && \(links)", in: dir)
        #expect(null.stderr.contains("status 1\n") && null.stderr.contains("devices-intact"), "\(null.stderr)")
        // A link to a device is written through, and stays a link.
        let linked = try Self.inOwnDev("ln -sf /dev/null sink && \"$GRIDCALC\" check --report json=sink fail.json; echo \"status $?\" >&2; test -L sink && \(links)", in: dir)
        #expect(linked.stderr.contains("status 1\n") && linked.stderr.contains("devices-intact"), "\(linked.stderr)")
        // A device other than a terminal or a sink would take the report as something else.
        let kmsg = try Self.inOwnDev("mknod /dev/kmsg c 1 11 && \"$GRIDCALC\" check --report json=/dev/kmsg fail.json; echo \"status $?\" >&2; \(links)", in: dir)
        #expect(kmsg.stderr.contains("neither a terminal nor /dev/null") && kmsg.stderr.contains("status 74\n"), "\(kmsg.stderr)")
        // A block device is never a report.
        let block = try Self.inOwnDev("mknod /dev/fakedisk b 7 200 && \"$GRIDCALC\" check --report json=/dev/fakedisk fail.json; echo \"status $?\" >&2; test -b /dev/fakedisk && \(links)", in: dir)
        #expect(block.stderr.contains("it is a block device") && block.stderr.contains("status 74\n") && block.stderr.contains("devices-intact"), "\(block.stderr)")
    }

    /// SARIF names a file by its path from the repository's root (`--sarif-root`), its bytes
    /// percent-encoded — a Latin-1 name too, never its escaped text.
    @Test func sarifURIsAreRootRelativeBytes() throws {
        let dir = try Self.folder()
        let q = Gridcalc.quote(dir.path)
        let run = try Gridcalc.shell("cd \(q) && mkdir -p app && printf '%s' '\(Self.failing)' > \"app/caf$(printf '\\351').json\" && cd app && \"$GRIDCALC\" check --sarif-root .. --format sarif \"caf$(printf '\\351').json\"")
        #expect(run.status == 1 && run.stdout.contains("\"uri\": \"app/caf%E9.json\""), "\(run.stdout.prefix(2000)) \(run.stderr)")
        // Negative control: from the folder itself the path has no `app/`.
        let here = try Gridcalc.shell("cd \(q)/app && \"$GRIDCALC\" check --sarif-root . --format sarif \"caf$(printf '\\351').json\"")
        #expect(here.stdout.contains("\"uri\": \"caf%E9.json\""), "\(here.stdout.prefix(2000))")
    }

    @Test func aSymlinkAtAReportPathIsNeitherFollowedNorReplaced() throws {
        let dir = try Self.folder()
        let q = Gridcalc.quote(dir.path)
        try Data(Self.failing.utf8).write(to: dir.appendingPathComponent("fail.json"))
        let run = try Gridcalc.shell("cd \(q) && echo keep > target && ln -s target r.xml && \"$GRIDCALC\" check --report junit=r.xml fail.json; echo \"status $?\"; cat target; test -L r.xml && echo link")
        #expect(run.stdout == "status 74\nkeep\nlink\n" && run.stderr.contains("it is a symbolic link, not a regular file"), "\(run.stdout) \(run.stderr)")
        let dangling = try Gridcalc.shell("cd \(q) && ln -s nowhere d.xml && \"$GRIDCALC\" check --report junit=d.xml fail.json; echo \"status $?\"; test -e nowhere || echo absent")
        #expect(dangling.stdout == "status 74\nabsent\n", "\(dangling.stdout) \(dangling.stderr)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aNamedPipeIsRefusedAndAShellsPipeIsRead() throws {
        let dir = try Self.folder()
        let q = Gridcalc.quote(dir.path)
        try Data(Self.failing.utf8).write(to: dir.appendingPathComponent("fail.json"))
        let fifo = try Gridcalc.shell("cd \(q) && mkfifo pipe && \"$GRIDCALC\" check --spacing 1px pipe; echo \"status $?\"")
        #expect(fifo.stdout.hasSuffix("status 66\n") && fifo.stderr.contains("is a named pipe (FIFO)"), "\(fifo.stdout) \(fifo.stderr)")
        let against = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check --against pipe fail.json; echo \"status $?\"")
        #expect(against.stdout.hasSuffix("status 66\n") && against.stderr.contains("(--against) is a named pipe"), "\(against.stdout) \(against.stderr)")
        // bash's <(…): a pipe this process holds open, its writer running.
        let substituted = try Gridcalc.shell("cd \(q) && bash -c '\"$GRIDCALC\" check --spacing 1px <(cat fail.json) > /dev/null; echo \"status $?\"'")
        #expect(substituted.stdout == "status 1\n", "\(substituted.stdout) \(substituted.stderr)")
    }

    @Test func aPatternNeverSkipsAFolderSilently() throws {
        let dir = try Self.folder()
        let q = Gridcalc.quote(dir.path)
        // ** past 32 folders: an error, not a stop.
        var deep = dir.appendingPathComponent("t")
        for n in 0..<34 { deep = deep.appendingPathComponent("d\(n)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data(Self.failing.utf8).write(to: deep.appendingPathComponent("fail.json"))
        try Data(Self.passing.utf8).write(to: dir.appendingPathComponent("t/ok.json"))
        let tooDeep = try Gridcalc.run(["check", "--spacing", "1px", dir.path + "/t/**/*.json"])
        expectUsageError(tooDeep, naming: "**")
        #expect(tooDeep.stderr.contains("more than 32 folders deep"), "\(tooDeep.stderr)")
        // A folder the runner cannot read under the pattern: 74 naming it, never a pass. Run as
        // nobody (root reads any folder) when the tests run as root.
        let locked = dir.appendingPathComponent("u/locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data(Self.failing.utf8).write(to: locked.appendingPathComponent("fail.json"))
        try Data(Self.passing.utf8).write(to: dir.appendingPathComponent("u/ok.json"))
        _ = chmod(dir.appendingPathComponent("u").path, 0o755)
        _ = chmod(locked.path, 0o700)
        let who = Self.isRoot ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        if !Self.isRoot { _ = chmod(locked.path, 0o000) }
        let unreadable = try Gridcalc.shell("cd \(q) && \(who)\"$GRIDCALC\" check --spacing 1px 'u/**/*.json'; echo \"status $?\"")
        #expect(unreadable.stdout.hasSuffix("status 74\n") && unreadable.stderr.contains("cannot read the folder 'u/locked/'"), "\(unreadable.stdout) \(unreadable.stderr)")
        _ = chmod(locked.path, 0o700)
        // A folder that can be listed but not entered (mode 644, as `chmod -R 644` leaves it): 74
        // naming it, the failing dump inside never passed over.
        let listed = dir.appendingPathComponent("v/listed")
        try FileManager.default.createDirectory(at: listed, withIntermediateDirectories: true)
        try Data(Self.failing.utf8).write(to: listed.appendingPathComponent("fail.json"))
        _ = chmod(dir.appendingPathComponent("v").path, 0o755)
        _ = chmod(listed.path, 0o644)
        let unsearchable = try Gridcalc.shell("cd \(q) && \(who)\"$GRIDCALC\" check --spacing 1px 'v/**/*.json'; echo \"status $?\"")
        _ = chmod(listed.path, 0o755)
        #expect(unsearchable.stdout.hasSuffix("status 74\n") && unsearchable.stderr.contains("cannot search the folder 'v/listed/'"), "\(unsearchable.stdout) \(unsearchable.stderr)")
        // A pattern that matches nothing beside one that does: --allow-empty does not pass it.
        let typo = try Gridcalc.run(["check", "--spacing", "1px", "--allow-empty", dir.path + "/u/ok.json", dir.path + "/nothing/*.json"])
        #expect(typo.status == 66 && typo.stderr.contains("other operands do"), "\(typo.stderr)")
    }
}
