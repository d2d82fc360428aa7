import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// The gate's contract for a whole config (issue 58): one set of inputs for the run, a baseline that
/// forgives only what it names, a count mismatch that does not end the judging, screens that
/// replace top-level keys by value, and every downgrade visible. Each test failed on the main
/// before these rules.
@Suite struct GateContractTests {
    static func folder() throws -> String { try ConfigAndBaselineTests.folder() }
    static func write(_ text: String, to path: String) throws { try ConfigAndBaselineTests.write(text, to: path) }
    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// A dump of `rows` rows of `columns` cells `cellPx` wide and 50px tall, 1px apart at 1x, with
    /// `edit` applied to the (row, column, x, width) list first (a cell removed, moved, widened).
    static func grid(columns: Int, rows: Int, cellPx: Int = 100, heights: Bool = true,
                     edit: (inout [(row: Int, column: Int, x: Int, width: Int)]) -> Void = { _ in }) -> String {
        var cells: [(row: Int, column: Int, x: Int, width: Int)] = []
        for r in 0..<rows { for c in 0..<columns { cells.append((r, c, c * (cellPx + 1), cellPx)) } }
        edit(&cells)
        let frames = cells.map { heights ? #"{"x": \#($0.x), "y": \#($0.row * 51), "width": \#($0.width), "height": 50}"# : #"{"x": \#($0.x), "width": \#($0.width)}"# }
            .joined(separator: ", ")
        return #"{"scale": 1, "container_pt": \#(columns * (cellPx + 1) - 1), "spacing_px": 1, "frames": [\#(frames)]}"#
    }

    static func design(_ columns: Int) -> [String] { ["--columns", "\(columns)", "--spacing", "1px"] }

    // MARK: One set of inputs

    /// No report or baseline may be any screen's input: another screen's `--against` file or
    /// reference screenshot is as much an input as the first screen's (64, the file untouched).
    @Test func noOutputIsAnyScreensInput() throws {
        let dir = try Self.folder()
        let dump = Self.grid(columns: 3, rows: 1)
        try Self.write(dump, to: dir + "/a.json")
        try Self.write(dump, to: dir + "/b.json")
        try Self.write(dump, to: dir + "/p.json")
        try Data(TestPNG.grid(columns: 3, cellPx: 20, spacingPx: 2)).write(to: URL(fileURLWithPath: dir + "/new.png"))
        try Data(TestPNG.grid(columns: 3, cellPx: 20, spacingPx: 2)).write(to: URL(fileURLWithPath: dir + "/ref.png"))
        let config = #"{"screens": [{"name": "a", "files": "a.json"}, {"name": "b", "files": "b.json", "against": "p.json"}, {"name": "c", "files": "new.png", "against-image": "ref.png"}]}"#
        try Self.write(config, to: dir + "/.gridcalc.json")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/ref.png"))
        for output in [["--write-baseline", dir + "/p.json"], ["--report", "sarif=" + dir + "/p.json"], ["--report", "junit=" + dir + "/ref.png"],
                       ["--write-baseline", dir + "/ref.png"]] {
            let run = Tool.run(["check", "--config", dir + "/.gridcalc.json"] + output)
            expectUsageError(run, naming: output[0])
            #expect(Self.read(dir + "/p.json") == dump, "\(output)")
            #expect((try? Data(contentsOf: URL(fileURLWithPath: dir + "/ref.png"))) == before, "\(output)")
        }
        // Negative control: a path no screen reads is written.
        #expect(Tool.run(["check", "--config", dir + "/.gridcalc.json", "--write-baseline", dir + "/base.json"]).status == 0)
        #expect(Self.read(dir + "/base.json")?.contains("gridcalc/baseline@1") == true)
    }

    /// `--against-image` with the image itself compares it with itself: it could only pass (64).
    @Test func theSameFileAsReferenceAndImageIsRefused() throws {
        let dir = try Self.folder()
        try Data(TestPNG.grid(columns: 3, cellPx: 20, spacingPx: 2)).write(to: URL(fileURLWithPath: dir + "/shot.png"))
        expectUsageError(Tool.run(["check", "--against-image", dir + "/shot.png", dir + "/shot.png"]), naming: "--against-image")
        expectUsageError(Tool.run(["check", "--against-image", dir + "/shot.png", dir + "/./shot.png"]), naming: "same file")
        try Data(TestPNG.grid(columns: 3, cellPx: 20, spacingPx: 2)).write(to: URL(fileURLWithPath: dir + "/ref.png"))
        #expect(Tool.run(["check", "--against-image", dir + "/ref.png", dir + "/shot.png"]).status == 0)
    }

    // MARK: A finding's identity has a place

    /// Property: for random grids and two defects at different places — a cell missing (a finding
    /// about no frame), a cell a pixel wider, a stray cell more in a row — a baseline written on one
    /// never forgives the other (the independent rule: the places differ, so the run fails), and
    /// always forgives its own (the run passes).
    @Test func aBaselineNeverForgivesADefectAtAnotherPlace() throws {
        var rng = SplitMix64(state: 58)
        let dir = try Self.folder()
        enum Defect { case missing(Int, Int), wider(Int, Int), stray(Int) }
        var pairs = 0
        while pairs < 520 {
            let columns = Int.random(in: 2...6, using: &rng), rows = Int.random(in: 2...4, using: &rng)
            func random() -> Defect {
                // Not the last row's trailing cell: that is a partial last row, not a defect.
                let r = Int.random(in: 0..<(rows - 1), using: &rng), c = Int.random(in: 0..<columns, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: return .missing(r, c)
                case 1: return .wider(r, c)
                default: return .stray(r)
                }
            }
            let a = random(), b = random()
            func place(_ d: Defect) -> String {
                switch d {
                case .missing(let r, let c): return "m\(r),\(c)"
                case .wider(let r, let c): return "w\(r),\(c)"
                case .stray(let r): return "s\(r)"
                }
            }
            guard place(a) != place(b) else { continue }
            func dump(_ d: Defect) -> String {
                Self.grid(columns: columns, rows: rows) { cells in
                    switch d {
                    case .missing(let r, let c): cells.removeAll { $0.row == r && $0.column == c }
                    case .wider(let r, let c): if let i = cells.firstIndex(where: { $0.row == r && $0.column == c }) { cells[i].width += 1 }
                    case .stray(let r): cells.insert((r, -1, 0, 20), at: 0)
                    }
                }
            }
            let baseline = dir + "/b-\(pairs).json"
            #expect(Tool.run(["check"] + Self.design(columns) + ["--write-baseline", baseline, "-"], stdin: dump(a)).status == 1, "\(a)")
            let own = Tool.run(["check"] + Self.design(columns) + ["--baseline", baseline, "-"], stdin: dump(a))
            #expect(own.status == 0, "its own defect \(a): \(own.stdout)")
            let other = Tool.run(["check"] + Self.design(columns) + ["--baseline", baseline, "-"], stdin: dump(b))
            #expect(other.status == 1, "\(columns)×\(rows): a baseline of \(a) forgave \(b): \(other.stdout)")
            pairs += 1
        }
    }

    // MARK: A count mismatch does not end the judging

    /// A row with a cell more than the design's columns is one finding about that cell; the rows
    /// are still compared cell by cell (a cell 1px narrower in the row below is reported), so a
    /// baseline that knows the extra cell still fails the new defect.
    @Test func aCountMismatchStillComparesEveryCell() throws {
        let dir = try Self.folder()
        let extra = Self.grid(columns: 3, rows: 2) { $0.append((0, 3, 150, 20)) }
        #expect(Tool.run(["check"] + Self.design(3) + ["--write-baseline", dir + "/base.json", "-"], stdin: extra).status == 1)
        let both = Self.grid(columns: 3, rows: 2) { cells in cells.append((0, 3, 150, 20)); cells[4].width -= 1 }
        let run = Tool.run(["check"] + Self.design(3) + ["--format", "github", "-"], stdin: both)
        #expect(run.status == 1 && run.stdout.contains("frame 4: width 99px, the expected layout has 100px"), "\(run.stdout)")
        let known = Tool.run(["check"] + Self.design(3) + ["--baseline", dir + "/base.json", "-"], stdin: both)
        #expect(known.status == 1 && known.stdout.contains("width 99px"), "\(known.stdout)")
    }

    /// A stray frame (a banner's view the selector also caught) is one finding: every other cell is
    /// held to the design column it stands on, not the slot of its index.
    @Test func aStrayFrameIsOneFindingAndShiftsNothing() throws {
        let stray = Self.grid(columns: 3, rows: 3) { $0.insert((0, -1, 10, 30), at: 0) }
        let run = Tool.run(["check"] + Self.design(3) + ["--severity", "overlap=off", "--severity", "gap=off", "--severity", "uneven=off", "--format", "github", "-"], stdin: stray)
        let mismatches = run.stdout.split(separator: "\n").filter { $0.contains("mismatch") }
        #expect(run.status == 1 && mismatches.count == 1 && mismatches[0].contains("a cell more in row 1"), "\(run.stdout)")
        // The grid without it passes.
        #expect(Tool.run(["check"] + Self.design(3) + ["-"], stdin: Self.grid(columns: 3, rows: 3)).status == 0)
    }

    /// Against an expected layout with a different count, each frame is held to the expected frame
    /// it stands on: the one missing is named, the others compared (one 1px wider is reported).
    @Test func againstALayoutOfAnotherCountEachFrameIsHeldByPlace() throws {
        let dir = try Self.folder()
        try Self.write(Self.grid(columns: 3, rows: 3), to: dir + "/expected.json")
        let actual = Self.grid(columns: 3, rows: 3) { cells in cells.remove(at: 0); cells[6].width += 1 }
        let run = Tool.run(["check", "--against", dir + "/expected.json", "--format", "github", "-"], stdin: actual)
        #expect(run.status == 1 && run.stdout.contains("no frame where the expected layout has its frame 0") && run.stdout.contains("width 101px"), "\(run.stdout)")
        #expect(!run.stdout.contains("frame 0: x"), "no cell shifted to another's slot: \(run.stdout)")
    }

    /// A grid of one row whose last cell is missing is not a partial last row: the design's row is
    /// whole unless `--items` says where the items end, or the row is not the only one.
    @Test func aOneRowGridMissingItsLastCellFails() throws {
        let one = Self.grid(columns: 4, rows: 1, heights: false) { $0.removeLast() }
        let run = Tool.run(["check"] + Self.design(4) + ["-"], stdin: one)
        #expect(run.status == 1 && run.stdout.contains("no frame where the design has column 4"), "\(run.stdout)")
        #expect(Tool.run(["check"] + Self.design(4) + ["--items", "3", "-"], stdin: one).status == 0)
        #expect(Tool.run(["check"] + Self.design(4) + ["-"], stdin: Self.grid(columns: 4, rows: 2) { $0.removeLast() }).status == 0)
    }

    /// One frame and no design judges nothing, for a dump as for a screenshot (`nothing-judged`, 1).
    @Test func oneFrameWithoutADesignJudgesNothing() throws {
        let one = #"{"scale": 1, "container_pt": 300, "frames": [{"x": 0, "width": 100}]}"#
        let run = Tool.run(["check", "--spacing", "auto", "--format", "github", "-"], stdin: one)
        #expect(run.status == 1 && run.stdout.contains("nothing-judged") && run.stdout.contains("one frame"), "\(run.stdout)")
        let tree = """
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" resource-id="root" bounds="[0,0][300,600]">\
            <node class="android.widget.FrameLayout" resource-id="cell" bounds="[0,0][100,100]"/></node></hierarchy>
            """
        let dump = Tool.run(["check", "--select", "resource-id=cell", "--spacing", "auto", "-"], stdin: tree)
        #expect(dump.status == 1 && dump.stdout.contains("nothing-judged"), "\(dump.stdout)\(dump.stderr)")
        #expect(Tool.run(["check", "--select", "resource-id=cell", "--spacing", "auto", "--allow-empty", "-"], stdin: tree).status == 0)
        // With a design it is judged: one column, the cell on it.
        #expect(Tool.run(["check", "--columns", "1", "--spacing", "0px", "--inset", "100px", "--width", "300px", "-"], stdin: #"{"scale": 1, "container_pt": 300, "frames": [{"x": 100, "width": 100}]}"#).status == 0)
    }

    // MARK: Config merging by value

    /// A screen's `false` replaces a top-level `true`: an empty screen that says `"allow-empty": false`
    /// fails even when the config's top level allows empty screens.
    @Test func aScreensFalseReplacesTheTopLevelsTrue() throws {
        let dir = try Self.folder()
        try Self.write(#"{"scale": 1, "container_pt": 300, "frames": []}"#, to: dir + "/empty.json")
        try Self.write(#"{"allow-empty": true, "screens": [{"name": "s", "files": "empty.json", "allow-empty": false}]}"#, to: dir + "/c.json")
        #expect(Tool.run(["check", "--config", dir + "/c.json"]).status == 1)
        try Self.write(#"{"allow-empty": true, "screens": [{"name": "s", "files": "empty.json"}]}"#, to: dir + "/d.json")
        #expect(Tool.run(["check", "--config", dir + "/d.json"]).status == 0)
        // strict likewise: a warning fails under the top-level `true`, passes where the screen says `false`.
        try Self.write(Self.grid(columns: 2, rows: 1) { $0[1].width -= 3 }, to: dir + "/uneven.json")
        try Self.write(#"{"strict": true, "screens": [{"name": "s", "files": "uneven.json"}]}"#, to: dir + "/e.json")
        try Self.write(#"{"strict": true, "screens": [{"name": "s", "files": "uneven.json", "strict": false}]}"#, to: dir + "/f.json")
        #expect(Tool.run(["check", "--config", dir + "/e.json"]).status == 1)
        #expect(Tool.run(["check", "--config", dir + "/f.json"]).status == 0)
    }

    /// A screen whose pattern matches nothing beside screens that match is a typo: 66, as two such
    /// patterns on the command line are, even with `--allow-empty`.
    @Test func aScreensUnmatchedPatternIsNoInput() throws {
        let dir = try Self.folder()
        try Self.write(Self.grid(columns: 3, rows: 1), to: dir + "/a.json")
        try Self.write(#"{"screens": [{"name": "a", "files": "a.json"}, {"name": "ios", "files": "ios/*.jsn"}]}"#, to: dir + "/.gridcalc.json")
        let run = Tool.run(["check", "--config", dir + "/.gridcalc.json", "--allow-empty"])
        #expect(run.status == 66 && run.stdout.isEmpty && run.stderr.contains("ios/*.jsn"), "\(run.status) \(run.stderr)")
        // The command line's rule, the same: 66.
        #expect(Tool.run(["check", "--allow-empty", dir + "/*.json", dir + "/ios/*.jsn"]).status == 66)
        // A screen whose own key allows it to be empty, and a run with no file at all, pass.
        try Self.write(#"{"screens": [{"name": "a", "files": "a.json"}, {"name": "ios", "files": "ios/*.jsn", "allow-empty": true}]}"#, to: dir + "/own.json")
        #expect(Tool.run(["check", "--config", dir + "/own.json"]).status == 0)
        try Self.write(#"{"screens": [{"name": "ios", "files": "ios/*.jsn"}]}"#, to: dir + "/none.json")
        #expect(Tool.run(["check", "--config", dir + "/none.json", "--allow-empty"]).status == 0)
    }

    /// `..` in a config's pattern is resolved by the file system: through a symlinked folder it is the
    /// link target's parent, the same file from inside the link as from outside.
    @Test func dotDotIsResolvedByTheFileSystem() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(atPath: dir + "/real/sub", withIntermediateDirectories: true)
        try Self.write(Self.grid(columns: 3, rows: 1) { $0[1].width += 1 }, to: dir + "/real/fail2.json")
        try Self.write(Self.grid(columns: 3, rows: 1), to: dir + "/fail2.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/real/sub")
        try Self.write(#"{"columns": 3, "spacing": "1px", "screens": [{"name": "s", "files": "../fail2.json"}]}"#, to: dir + "/real/sub/.gridcalc.json")
        // From outside the link: `link/../fail2.json` is real/fail2.json, which fails.
        #expect(Tool.run(["check", "--config", dir + "/link/.gridcalc.json"]).status == 1)
        #expect(Tool.run(["check", "--config", dir + "/real/sub/.gridcalc.json"]).status == 1)
    }

    // MARK: --strict and every downgrade visible

    /// `--strict` fails every warning, a kind `--severity` sets to `warning` included; `=off` silences.
    @Test func strictFailsAKindSetToWarning() throws {
        let gap = Self.grid(columns: 3, rows: 1) { $0[2].x += 1; $0[2].width -= 1 }
        #expect(Tool.run(["check", "--severity", "gap=warning", "-"], stdin: gap).status == 0)
        #expect(Tool.run(["check", "--strict", "--severity", "gap=warning", "-"], stdin: gap).status == 1)
        #expect(Tool.run(["check", "--strict", "--severity", "gap=off", "--severity", "uneven=off", "-"], stdin: gap).status == 0)
    }
}

extension GateContractTests {
    /// Every downgrade is said in every report: the kind turned off or down, by which flag or key,
    /// and how many findings it took out of the verdict; `--tolerance` and `--scroll` likewise.
    @Test func everyDowngradeIsVisibleInEveryReport() throws {
        let dir = try Self.folder()
        let gap = Self.grid(columns: 3, rows: 1) { $0[2].x += 1; $0[2].width -= 1 }
        try Self.write(gap, to: dir + "/gap.json")
        let off = ["check", "--severity", "gap=off", dir + "/gap.json"]
        let table = Tool.run(off)
        #expect(table.status == 0 && table.stdout.contains("adjusted  --severity gap=off: gap off, 1 finding left out of the verdict"), "\(table.stdout)")
        let github = Tool.run(off + ["--format", "github"])
        #expect(github.stdout.contains("::notice file=") && github.stdout.contains("gridcalc check%3A adjusted::--severity gap=off: gap off, 1 finding"), "\(github.stdout)")
        let junit = Tool.run(off + ["--format", "junit"])
        #expect(junit.stdout.contains(#"<property name="gridcalc.adjusted" value="--severity gap=off: gap off, 1 finding left out of the verdict"/>"#), "\(junit.stdout)")
        let json = Tool.run(off + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let adjustments = try #require(object["adjustments"] as? [[String: Any]])
        #expect(adjustments.count == 1 && adjustments[0]["kind"] as? String == "gap" && adjustments[0]["effect"] as? String == "off"
                && adjustments[0]["findings"] as? Int == 1 && adjustments[0]["setting"] as? String == "--severity gap=off", "\(adjustments)")
        let sarif = Tool.run(off + ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let invocation = try #require((((log["runs"] as? [[String: Any]])?.first)?["invocations"] as? [[String: Any]])?.first)
        let override = try #require((invocation["ruleConfigurationOverrides"] as? [[String: Any]])?.first)
        #expect((override["descriptor"] as? [String: Any])?["id"] as? String == "gap"
                && (override["configuration"] as? [String: Any])?["enabled"] as? Bool == false, "\(override)")
        let note = try #require((invocation["toolConfigurationNotifications"] as? [[String: Any]])?.first)
        #expect(((note["message"] as? [String: Any])?["text"] as? String)?.contains("--severity gap=off") == true, "\(note)")
        // A warning, by a config's key: named by its JSON path.
        try Self.write(#"{"screens": [{"name": "s", "files": "gap.json", "severity": {"gap": "warning", "$comment": "known"}}]}"#, to: dir + "/c.json")
        let keyed = Tool.run(["check", "--config", dir + "/c.json"])
        #expect(keyed.status == 0 && keyed.stdout.contains("adjusted  '\(dir)/c.json': screens[0].severity.gap: gap made a warning, 1 error reported as warning"), "\(keyed.stdout)\(keyed.stderr)")
        // --tolerance and --scroll: said with what they excused.
        let half = #"{"scale": 1, "container_pt": 201, "spacing_px": 1, "frames": [{"x": 0, "width": 100}, {"x": 101.3, "width": 99.7}]}"#
        let tolerant = Tool.run(["check", "--tolerance", "0.4", "-"], stdin: half)
        #expect(tolerant.status == 0 && tolerant.stdout.contains("adjusted  --tolerance 0.4: edges this far off the pixel grid pass, 1 off-grid finding"), "\(tolerant.stdout)")
        let strip = ConfigAndBaselineTests.dump([(0, 100), (110, 100), (220, 100)], spacingPx: 10)
        let scrolled = Tool.run(["check", "--scroll", "horizontal", "--format", "github", "-"], stdin: strip)
        #expect(scrolled.status == 0 && scrolled.stdout.contains("--scroll horizontal: cells its scroller cuts are clipped, 1 clipped cell"), "\(scrolled.stdout)")
        // Negative control: nothing adjusted, nothing said.
        #expect(!Tool.run(["check", dir + "/gap.json"]).stdout.contains("adjusted"))
    }

    /// A report is written whenever a verdict is: one file that cannot be read (66) still writes the
    /// SARIF and JUnit files, saying it; stdout stays empty.
    @Test func anUnreadableFileStillWritesTheReportFiles() throws {
        let dir = try Self.folder()
        let run = Tool.run(["check", "--report", "sarif=" + dir + "/r.sarif", "--report", "junit=" + dir + "/r.xml", dir + "/missing.json"])
        #expect(run.status == 66 && run.stdout.isEmpty && run.stderr.hasPrefix("error: "), "\(run.stderr)")
        #expect(Self.read(dir + "/r.sarif")?.contains("not checked: cannot open") == true)
        #expect(Self.read(dir + "/r.xml")?.contains("<error type=\"not checked\"") == true)
    }

    /// Config values are data: a NUL in a string is 64 with its JSON path; `$comment` is allowed in
    /// `severity`; a mistake a file shows when judged names the key that set it.
    @Test func configStringsAndMistakesNameTheirPlace() throws {
        let dir = try Self.folder()
        try Self.write(Self.grid(columns: 3, rows: 1), to: dir + "/a.json")
        try Self.write(#"{"screens": [{"name": "s", "files": "a.json\u0000.png"}]}"#, to: dir + "/nul.json")
        expectUsageError(Tool.run(["check", "--config", dir + "/nul.json"]), naming: "screens[0].files: holds a NUL")
        try Self.write(#"{"screens": [{"name": "s", "files": "a.json", "select": "x\u0000"}]}"#, to: dir + "/nul2.json")
        expectUsageError(Tool.run(["check", "--config", dir + "/nul2.json"]), naming: "screens[0].select: holds a NUL")
        try Self.write(#"{"screens": [{"name": "s", "files": "a.json", "severity": {"$comment": "why", "gap": "error"}}]}"#, to: dir + "/comment.json")
        #expect(Tool.run(["check", "--config", dir + "/comment.json"]).status == 0)
        try Self.write(#"{"columns": 50, "spacing": "8px", "screens": [{"name": "s", "files": "a.json"}]}"#, to: dir + "/room.json")
        let room = Tool.run(["check", "--config", dir + "/room.json"])
        #expect(room.status == 64 && room.stderr.contains("--columns is '\(dir)/room.json': columns"), "\(room.stderr)")
        // A flag replaces a screen's key and its alternative: --tracks over a config's columns.
        try Self.write(#"{"columns": 3, "spacing": "1px", "screens": [{"name": "s", "files": "a.json"}]}"#, to: dir + "/cols.json")
        let tracks = Tool.run(["check", "--config", dir + "/cols.json", "--tracks", "1fr 1fr 1fr"])
        #expect(tracks.status == 0, "\(tracks.stderr)")
        // A conflict typed on the command line is the command line's, not the first screen's.
        let conflict = Tool.run(["check", "--config", dir + "/cols.json", "--report", "github", "--format", "json"])
        expectUsageError(conflict, naming: "--report and --format given together")
        #expect(!conflict.stderr.contains("screens[0]"), "\(conflict.stderr)")
    }

    /// Messages name what the user typed where they typed it: a flag a few fields share is said
    /// once; the hint after a refused `--write-baseline` names a baseline file, not a report's form.
    @Test func messagesSayWhatWasTypedOnce() throws {
        let dir = try Self.folder()
        try Self.write(Self.grid(columns: 3, rows: 1), to: dir + "/a.json")
        let room = Tool.run(["check", "--columns", "3", "--spacing", "1px", "--inset", "200px", dir + "/a.json"])
        expectUsageError(room, naming: "no room")
        #expect(room.stderr.components(separatedBy: "--inset 200px").count == 2, "\(room.stderr)")
        let refused = Tool.run(["check", "--write-baseline", dir + "/a.json", dir + "/a.json"])
        expectUsageError(refused, naming: "--write-baseline")
        #expect(refused.stderr.contains("e.g. --write-baseline gridcalc-baseline.json") && !refused.stderr.contains("junit="), "\(refused.stderr)")
        // init names files: stdin has no name a config could hold.
        expectUsageError(Tool.run(["init", "-"], stdin: Self.grid(columns: 3, rows: 1)), naming: "stdin")
    }

    /// A GridView scrolls up and down whatever its shape: a cell past a landscape grid's right edge
    /// is `overflow`, never excused as cut by a sideways scroller.
    @Test func aLandscapeGridViewScrollsVertically() throws {
        let xml = """
            <hierarchy rotation="1"><node class="android.widget.GridView" resource-id="grid" scrollable="true" bounds="[0,0][2000,1000]">\
            <node class="android.widget.FrameLayout" resource-id="cell" bounds="[0,0][700,300]"/>\
            <node class="android.widget.FrameLayout" resource-id="cell" bounds="[701,0][1401,300]"/>\
            <node class="android.widget.FrameLayout" resource-id="cell" bounds="[1402,0][2102,300]"/></node></hierarchy>
            """
        let run = Tool.run(["check", "--container", "resource-id=grid", "--spacing", "1px", "-"], stdin: xml)
        #expect(run.status == 1 && run.stdout.contains("overflow") && !run.stdout.contains("clipped"), "\(run.stdout)")
        // Negative control: a RecyclerView of that shape may scroll sideways (read from its shape).
        let recycler = Tool.run(["check", "--container", "resource-id=grid", "--spacing", "1px", "-"],
                                stdin: xml.replacingOccurrences(of: "android.widget.GridView", with: "androidx.recyclerview.widget.RecyclerView"))
        #expect(recycler.status == 0 && recycler.stdout.contains("clipped"), "\(recycler.stdout)")
    }
}

extension GateContractTests {
    /// The baseline is read before anything is judged (a file that is not one is 65 at once, before
    /// a missing input's 66), and applied as a filter that leaves the judged results as they were.
    @Test func theBaselineIsReadFirstAndFiltersWithoutChangingTheResults() throws {
        let dir = try Self.folder()
        try Self.write("{", to: dir + "/broken.json")
        let broken = Tool.run(["check", "--baseline", dir + "/broken.json", dir + "/missing.json"])
        expectDataError(broken, path: "broken.json")
        // Written from the same run it filters: the written baseline holds every finding.
        let gap = Self.grid(columns: 3, rows: 1) { $0[2].x += 1; $0[2].width -= 1 }
        try Self.write(gap, to: dir + "/gap.json")
        #expect(Tool.run(["check", "--write-baseline", dir + "/base.json", dir + "/gap.json"]).status == 1)
        let both = Tool.run(["check", "--baseline", dir + "/base.json", "--write-baseline", dir + "/again.json", dir + "/gap.json"])
        #expect(both.status == 0 && Self.read(dir + "/again.json") == Self.read(dir + "/base.json"), "\(both.stderr)")
    }
}
