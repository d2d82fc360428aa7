// The gate never goes green on a failing run and never loses a file, through the built binary:
// the exit code is the verdict whatever happens to stdout; a report is never an input, another
// report, a FIFO or half a file; a frame of zero size hides no gap; several files (names and
// patterns gridcalc expands itself) each get their verdict, and the run the worst of them.

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct GateVerdictEndToEndTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A frames document of `cells` 100px cells in rows of 7 at 1x, gap 1px except where `wideGapAt`
    /// puts 2px (before that cell): it fails exactly when `wideGapAt` is a cell that is not first
    /// in its row.
    static func frames(cells: Int, wideGapAt: Int?) -> String {
        var items: [String] = []
        for i in 0..<cells {
            let column = i % 7
            let x = column * 101 + (wideGapAt.map { column > 0 && i >= $0 && i / 7 == $0 / 7 && $0 % 7 > 0 ? 1 : 0 } ?? 0)
            items.append("{\"x\": \(x), \"y\": \(i / 7 * 101), \"width\": 100, \"height\": 100}")
        }
        return "{\"scale\": 1, \"container_pt\": 708, \"spacing_px\": 1, \"frames\": [\(items.joined(separator: ", "))]}"
    }

    /// `command` with its stdout read by `head -c 1`, exiting with `command`'s own status (as
    /// `set -o pipefail` reports a failure in a pipeline).
    static func throughHead(_ command: String) -> String {
        "f=$(mktemp); { \(command); echo $? > \"$f\"; } | head -c 1 > /dev/null; s=$(cat \"$f\"); rm -f \"$f\"; exit $s"
    }

    /// The exit code is the verdict whatever reads stdout: for random dumps, formats and reports,
    /// `check … | head -c 1` under pipefail exits as `check … > /dev/null` does (the expected
    /// verdict is computed here, from where the wide gap was put). Large dumps make the reader
    /// leave while gridcalc still writes (EPIPE).
    @Test func closedPipeKeepsTheVerdict() throws {
        let dir = try Self.folder()
        var generator = SystemRandomNumberGenerator()
        for n in 0..<24 {
            let cells = n % 2 == 0 ? 3_500 : Int.random(in: 2...40, using: &generator)
            let wide = Bool.random(using: &generator) ? Int.random(in: 0..<cells, using: &generator) : nil
            let fails = wide.map { $0 % 7 > 0 } ?? false
            let file = dir.appendingPathComponent("dump\(n).json")
            try Data(Self.frames(cells: cells, wideGapAt: wide).utf8).write(to: file)
            let format = ["table", "json", "github", "junit"][n % 4]
            let report = n % 3 == 0 ? " --report junit=\(Gridcalc.quote(dir.appendingPathComponent("r\(n).xml").path)) --report \(format)" : " --format \(format)"
            let command = "\"$GRIDCALC\" check --spacing 1px\(report) \(Gridcalc.quote(file.path))"
            let closed = try Gridcalc.shell(Self.throughHead(command))
            let whole = try Gridcalc.shell("\(command) > /dev/null")
            #expect(whole.status == (fails ? 1 : 0), "case \(n): \(whole.stderr)")
            #expect(closed.status == whole.status, "case \(n) (\(cells) cells, \(format)): head exits \(closed.status), the whole run \(whole.status)")
        }
        // sweep's verdict too.
        let sweep = "\"$GRIDCALC\" sweep --devices all --orientation both --columns 1...12 --symmetric"
        let whole = try Gridcalc.shell("\(sweep) > /dev/null")
        let closed = try Gridcalc.shell(Self.throughHead(sweep))
        #expect(whole.status == 1 && closed.status == 1, "sweep: \(whole.status), through head \(closed.status)")
        #expect(closed.stderr.contains("exit 1 is the verdict"), "\(closed.stderr)")
    }

    /// No report path may be an input or another report (64), and the input is untouched.
    @Test func reportsNeverTouchAnInput() throws {
        let dir = try Self.folder()
        let dump = dir.appendingPathComponent("f.json")
        let text = Self.frames(cells: 7, wideGapAt: 3)
        try Data(text.utf8).write(to: dump)
        let against = dir.appendingPathComponent("expected.json")
        try Data(Self.frames(cells: 7, wideGapAt: nil).utf8).write(to: against)
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("link.json"), withDestinationURL: dump)
        try FileManager.default.linkItem(at: dump, to: dir.appendingPathComponent("hard.json"))
        let cases = [
            "check --report json=f.json f.json",
            "check --report junit=./f.json f.json",
            "check --report junit=link.json f.json",
            "check --report junit=hard.json f.json",
            "check --report junit=expected.json --against expected.json f.json",
            "check --report junit=f.json - < f.json",
            "check --report junit=/dev/stdin - < f.json",
            "check --report junit=r.xml --report json=./r.xml f.json",
            "check --report junit=r.xml --report json=sub/../r.xml f.json",
        ]
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for line in cases {
            let run = try Gridcalc.shell("cd \(Gridcalc.quote(dir.path)) && \"$GRIDCALC\" \(line)")
            #expect(run.status == 64 && run.stdout.isEmpty, "\(line): \(run.status) \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: --report "), "\(line): \(run.stderr)")
            #expect(try String(contentsOf: dump, encoding: .utf8) == text, "\(line) changed the input")
        }
        // A symlink to the other report is the same file as that report once it exists.
        _ = try Gridcalc.shell("cd \(Gridcalc.quote(dir.path)) && : > r.xml && ln -s r.xml r2.xml")
        let linked = try Gridcalc.shell("cd \(Gridcalc.quote(dir.path)) && \"$GRIDCALC\" check --report junit=r.xml --report json=r2.xml f.json")
        #expect(linked.status == 64, "\(linked.stderr)")
    }

    /// A report is a regular file, written whole or not at all: a FIFO or a folder is 74 at once
    /// (no hang), so is a symlink at the path (neither followed nor replaced), a write cut by a
    /// file-size limit is 74 and leaves the old report whole, and an input that cannot be read
    /// leaves the old report and no temporary file.
    @Test(.timeLimit(.minutes(1)))
    func reportsAreWrittenWholeOrNotAtAll() throws {
        let dir = try Self.folder()
        let q = Gridcalc.quote(dir.path)
        try Data(Self.frames(cells: 3_500, wideGapAt: 3).utf8).write(to: dir.appendingPathComponent("f.json"))
        let fifo = try Gridcalc.shell("cd \(q) && mkfifo pipe && \"$GRIDCALC\" check --report junit=pipe f.json")
        #expect(fifo.status == 74 && fifo.stderr.contains("it is a FIFO, not a regular file"), "\(fifo.stderr)")
        let folder = try Gridcalc.shell("cd \(q) && mkdir -p folder && \"$GRIDCALC\" check --report junit=folder f.json")
        #expect(folder.status == 74 && folder.stderr.contains("it is a directory"), "\(folder.stderr)")
        let link = try Gridcalc.shell("cd \(q) && echo keep > target && ln -s target r.xml && \"$GRIDCALC\" check --report junit=r.xml f.json; echo \"status $?\"; cat target; test -L r.xml && echo kept")
        #expect(link.stdout.hasSuffix("status 74\nkeep\nkept\n") && link.stderr.contains("it is a symbolic link, not a regular file"), "\(link.stdout) \(link.stderr)")
        // A 4 KiB file-size limit: the JUnit report of 3,500 frames does not fit. Python starts
        // gridcalc with SIGXFSZ at its default (a test runner may ignore it, and an ignored signal
        // is inherited): the limit would kill a process that did not ignore it itself.
        let python = "import resource, subprocess, sys; resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096)); sys.exit(subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode)"
        let limited = try Gridcalc.shell("cd \(q) && echo old > big.xml && /usr/bin/python3 -c '\(python)' \"$GRIDCALC\" check --report junit=big.xml f.json; echo \"status $?\"; cat big.xml; ls -a | grep -c gridcalc- || true")
        #expect(limited.stdout == "status 74\nold\n0\n", "\(limited.stdout) \(limited.stderr)")
        // A file that cannot be checked is a verdict (65), and the report says it (a JUnit error),
        // written whole: the job's upload finds it.
        let unread = try Gridcalc.shell("cd \(q) && echo old > kept.xml && echo '{' > bad.json && \"$GRIDCALC\" check --report junit=kept.xml bad.json; echo \"status $?\"; cat kept.xml; ls -a | grep -c gridcalc- || true")
        #expect(unread.stdout.hasPrefix("status 65\n<?xml") && unread.stdout.contains("<error type=\"not checked\"") && unread.stdout.hasSuffix("</testsuites>\n0\n"), "\(unread.stdout) \(unread.stderr)")
    }

    /// A baseline names files as the file system does: stdin is no file's name (a baseline written
    /// from `-` does not forgive a file named `stdin`), and `../a.json` from a config's folder is
    /// not `a.json` in it (names relative to where check runs, as a user types them).
    @Test func aBaselineNamesFilesAsTheFileSystemDoes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("config"), withIntermediateDirectories: true)
        let broken = #"{"scale": 1, "container_pt": 302, "spacing_px": 1, "frames": [{"x": 0, "width": 100}, {"x": 101, "width": 101}, {"x": 202, "width": 100}]}"#
        for name in ["stdin", "a.json", "config/a.json"] { try Data(broken.utf8).write(to: dir.appendingPathComponent(name)) }
        try Data(#"{"columns": 3, "spacing": "1px", "screens": [{"name": "s", "files": "../a.json"}]}"#.utf8).write(to: dir.appendingPathComponent("config/up.json"))
        try Data(#"{"columns": 3, "spacing": "1px", "screens": [{"name": "s", "files": "a.json"}]}"#.utf8).write(to: dir.appendingPathComponent("config/here.json"))
        let q = Gridcalc.quote(dir.path)
        let design = "--columns 3 --spacing 1px"
        let stdin = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check \(design) --write-baseline base.json - < stdin > /dev/null; echo \"status $?\"; \"$GRIDCALC\" check \(design) --baseline base.json - < stdin > /dev/null; echo \"status $?\"; \"$GRIDCALC\" check \(design) --baseline base.json stdin > /dev/null; echo \"status $?\"")
        #expect(stdin.stdout.contains("status 1\nstatus 0\n") && stdin.stdout.hasSuffix("status 1\n"), "a file named stdin forgiven by stdin's baseline: \(stdin.stdout) \(stdin.stderr)")
        let folders = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check --config config/up.json --write-baseline up.json > /dev/null; echo \"status $?\"; \"$GRIDCALC\" check --config config/up.json --baseline up.json > /dev/null; echo \"status $?\"; \"$GRIDCALC\" check --config config/here.json --baseline up.json > /dev/null; echo \"status $?\"")
        #expect(folders.stdout.contains("status 1\nstatus 0\n") && folders.stdout.hasSuffix("status 1\n"), "config/a.json forgiven by ../a.json's baseline: \(folders.stdout) \(folders.stderr)")
    }

    /// A frame of zero width or height is a `zero-size` warning and nobody's neighbour: it cannot
    /// hide the 2px gap between the cells beside it. A label's text that spans lines in a
    /// recursiveDescription cannot inject a view (its quote goes on until it closes).
    @Test func zeroSizeFramesHideNoGap() throws {
        let dir = try Self.folder()
        let plain = "[{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}, {\"x\": 102, \"y\": 0, \"width\": 100, \"height\": 100}"
        for extra in ["", ", {\"x\": 101, \"y\": 0, \"width\": 0, \"height\": 100}", ", {\"x\": 101, \"y\": 0, \"width\": 1, \"height\": 0}",
                      ", {\"x\": 100.6, \"y\": 0, \"width\": 0.3, \"height\": 100}"] {
            let file = dir.appendingPathComponent("z.json")
            try Data((plain + extra + "]").utf8).write(to: file)
            let run = try Gridcalc.run(["check", "--scale", "1", "--width", "202", "--spacing", "1px", "--format", "github", file.path])
            #expect(run.status == 1 && run.stdout.contains("gap 2px, expected 1px"), "\(extra): \(run.stdout) \(run.stderr)")
            #expect(extra.isEmpty || run.stdout.contains("title=gridcalc check%3A zero-size"), "\(extra): \(run.stdout)")
        }
        let tree = """
            <UICollectionView: 0x1; frame = (0 0; 202 100); layer = <CALayer: 0x2>>
               | <Cell: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x4>>
               |    | <UILabel: 0x9; frame = (0 0; 10 10); text = 'Hello
               | <Cell: 0x5; frame = (101 0; 0 100); layer = <CALayer: 0x6>>
            world'; layer = <CALayer: 0x10>>
               | <Cell: 0x7; frame = (102 0; 100 100); layer = <CALayer: 0x8>>

            """
        let run = try Gridcalc.run(["check", "--scale", "1", "--spacing", "1px", "--select", "Cell", "-"], stdin: Data(tree.utf8))
        #expect(run.status == 1 && run.stdout.contains("check     2 frames") && run.stdout.contains("gap 2px"), "\(run.stdout) \(run.stderr)")
        let open = try Gridcalc.run(["check", "--scale", "1", "--select", "Cell", "-"],
                                    stdin: Data(tree.replacingOccurrences(of: "world'", with: "world").utf8))
        #expect(open.status == 65 && open.stderr.hasPrefix("error: stdin:3: ") && open.stderr.contains("never closed"), "\(open.stderr)")
    }

    /// Several files: each judged, one JUnit document with a suite per file named by its path,
    /// the worst exit code; a pattern gridcalc expands itself, names taken as they are.
    @Test func severalFilesEachGetTheirVerdict() throws {
        let dir = try Self.folder()
        let q = Gridcalc.quote(dir.path)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("web"), withIntermediateDirectories: true)
        try Data(Self.frames(cells: 7, wideGapAt: 2).utf8).write(to: dir.appendingPathComponent("ios/frames.json"))
        try Data(Self.frames(cells: 7, wideGapAt: nil).utf8).write(to: dir.appendingPathComponent("web/frames.json"))
        try Data(Self.frames(cells: 7, wideGapAt: 5).utf8).write(to: dir.appendingPathComponent("my cell [1].json"))
        let run = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check --spacing 1px --report junit=r.xml --report github -- '*/frames.json' 'my cell [1].json'; echo \"status $?\"")
        #expect(run.stdout.hasSuffix("gridcalc check: 3 files, 2 failed\nstatus 1\n"), "\(run.stdout) \(run.stderr)")
        let junit = try String(contentsOf: dir.appendingPathComponent("r.xml"), encoding: .utf8)
        for (name, failures) in [("ios/frames.json", 1), ("web/frames.json", 0), ("my cell [1].json", 1)] {
            #expect(junit.contains("<testsuite name=\"gridcalc check \(name)\" tests=\"7\" failures=\"\(failures)\""), "\(name): \(junit)")
        }
        #expect(junit.contains("<testsuites name=\"gridcalc check\" tests=\"21\" failures=\"2\" errors=\"0\">"), "\(junit)")
        // A file that cannot be read is its own verdict, and the worst code wins.
        let worst = try Gridcalc.shell("cd \(q) && echo '{' > bad.json && \"$GRIDCALC\" check --spacing 1px -- ios/frames.json bad.json web/frames.json")
        #expect(worst.status == 65 && worst.stdout.contains("gridcalc check: 3 files, 2 failed (1 not checked)"), "\(worst.stdout) \(worst.stderr)")
        let none = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check --spacing 1px -- 'nothing/*.json'")
        #expect(none.status == 66 && none.stderr.hasPrefix("error: no file matches the pattern 'nothing/*.json'"), "\(none.stderr)")
        let allowed = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check --allow-empty --spacing 1px -- 'nothing/*.json'")
        #expect(allowed.status == 0 && allowed.stderr.contains("nothing checked"), "\(allowed.stderr)")
        let json = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check --json -- ios/frames.json web/frames.json")
        #expect(json.status == 64 && json.stdout.isEmpty && json.stderr.contains("for one file; 2 files are given"), "\(json.stderr)")
        let twice = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check - - < ios/frames.json")
        #expect(twice.status == 64 && twice.stderr.contains("- given more than once"), "\(twice.stderr)")
        // `-h` after `--` is a file name, never help.
        let dash = try Gridcalc.shell("cd \(q) && \"$GRIDCALC\" check -- -h")
        #expect(dash.status == 66 && dash.stderr.hasPrefix("error: cannot open '-h'"), "\(dash.stderr)")
    }
}
