import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `.gridcalc.json`, the baseline, `--strict`, `--scroll` and SARIF, in process (the repository
/// workflow end to end, the Action's script and the published SARIF schema: Tests/config).
@Suite struct ConfigAndBaselineTests {
    /// A fresh folder; returns its path.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

    /// Frames in points at `scale` in a `containerPt` container, `spacingPx` apart: `x width` pairs.
    static func dump(_ cells: [(Double, Double)], scale: Double = 1, containerPt: Double = 300, spacingPx: Int = 1) -> String {
        let frames = cells.map { #"{"x": \#($0.0), "width": \#($0.1)}"# }.joined(separator: ", ")
        return #"{"scale": \#(scale), "container_pt": \#(containerPt), "spacing_px": \#(spacingPx), "frames": [\#(frames)]}"#
    }

    /// `--strict` makes every warning fail, a kind `--severity` sets to warning included.
    @Test func strictFailsOnWarnings() throws {
        let uneven = Self.dump([(0, 100), (101, 97)])
        #expect(Tool.run(["check", "-"], stdin: uneven).status == 0)
        let strict = Tool.run(["check", "--strict", "--format", "github", "-"], stdin: uneven)
        #expect(strict.status == 1 && strict.stdout.contains("::error title=gridcalc check%3A uneven"), "\(strict.stdout)")
        // A kind set to warning is a warning: --strict fails it; off silences it.
        #expect(Tool.run(["check", "--strict", "--severity", "uneven=warning", "-"], stdin: uneven).status == 1)
        #expect(Tool.run(["check", "--strict", "--severity", "uneven=off", "-"], stdin: uneven).status == 0)
        // Negative control: --strict does not fail a layout with nothing to say.
        #expect(Tool.run(["check", "--strict", "-"], stdin: Self.dump([(0, 100), (101, 100)])).status == 0)
        // With --allow-empty, judging nothing stays a warning under --strict.
        let empty = #"{"scale": 1, "container_pt": 300, "frames": []}"#
        #expect(Tool.run(["check", "--strict", "--allow-empty", "-"], stdin: empty).status == 0)
        #expect(Tool.run(["check", "--strict", "-"], stdin: empty).status == 1)
    }

    /// `--scroll` sets the container's axis, and the excuse cites the flag as its evidence.
    @Test func scrollAxisIsTheFlagsAndCitedAsEvidence() throws {
        let strip = Self.dump([(0, 100), (110, 100), (220, 100)], spacingPx: 10)
        let plain = Tool.run(["check", "--format", "github", "-"], stdin: strip)
        #expect(plain.status == 1 && plain.stdout.contains("overflow"), "\(plain.stdout)")
        let scrolled = Tool.run(["check", "--scroll", "horizontal", "-"], stdin: strip)
        #expect(scrolled.status == 0 && scrolled.stdout.contains("clipped") && scrolled.stdout.contains("(--scroll horizontal)"), "\(scrolled.stdout)")
        #expect(Tool.run(["check", "--scroll", "vertical", "-"], stdin: strip).status == 1)
        #expect(Tool.run(["check", "--scroll", "none", "-"], stdin: strip).status == 1)
        expectUsageError(Tool.run(["check", "--scroll", "sideways", "-"], stdin: strip), naming: "--scroll")
    }

    /// Property: a finding's identity is its place, not its index — the same frames in any input
    /// order write the same baseline, which then knows every finding of every order.
    @Test func baselineIdentityIsThePlaceNotTheIndex() throws {
        var rng = SplitMix64(state: 49)
        let dir = try Self.folder()
        for trial in 0..<40 {
            let columns = Int.random(in: 3...9, using: &rng)
            var cells = (0..<columns).map { (Double($0 * 31), 30.0) }
            // One or two defects: a cell off the grid, a cell a pixel wide.
            let a = Int.random(in: 0..<columns, using: &rng)
            cells[a].0 += 0.5
            let b = Int.random(in: 0..<columns, using: &rng)
            cells[b].1 += 1
            let ordered = Self.dump(cells, containerPt: Double(columns * 31))
            let shuffled = Self.dump(cells.shuffled(using: &rng), containerPt: Double(columns * 31))
            let first = dir + "/first-\(trial).json", second = dir + "/second-\(trial).json"
            #expect(Tool.run(["check", "--write-baseline", first, "-"], stdin: ordered).status == 1)
            #expect(Tool.run(["check", "--write-baseline", second, "-"], stdin: shuffled).status == 1)
            let text = try String(contentsOfFile: first, encoding: .utf8)
            #expect(text == (try String(contentsOfFile: second, encoding: .utf8)), "trial \(trial)")
            // The cells are named by their place in the row (the independent rule: sorted by x).
            let byX: [Int] = cells.indices.sorted { cells[$0].0 < cells[$1].0 }
            #expect(text.contains("\"cells\": \"row 1, cell \(byX.firstIndex(of: a)! + 1)\""), "trial \(trial): \(text)")
            let known = Tool.run(["check", "--baseline", first, "-"], stdin: shuffled)
            #expect(known.status == 0 && known.stderr.contains(" gone\n"), "trial \(trial): \(known.stderr)")
        }
    }

    /// The baseline knows findings one for one: a second, equal finding is new.
    @Test func baselineCountsEachFindingOnce() throws {
        let dir = try Self.folder()
        let one = Self.dump([(0, 30), (31.5, 30), (62, 30)], containerPt: 93)
        #expect(Tool.run(["check", "--write-baseline", dir + "/b.json", "-"], stdin: one).status == 1)
        #expect(Tool.run(["check", "--baseline", dir + "/b.json", "-"], stdin: one).status == 0)
        // A finding at another cell is not the known one.
        let other = Self.dump([(0, 30), (31, 30), (62.5, 30)], containerPt: 93)
        let run = Tool.run(["check", "--baseline", dir + "/b.json", "--format", "github", "-"], stdin: other)
        #expect(run.status == 1 && run.stderr.contains("gone: stdin: off-grid at row 1, cell 2"), "\(run.stderr)")
        // Not a baseline: 65 naming the path; a missing one: 66.
        try Self.write(#"{"schema": "gridcalc/baseline@1", "findings": [{"file": 1}]}"#, to: dir + "/bad.json")
        let bad = Tool.run(["check", "--baseline", dir + "/bad.json", "-"], stdin: one)
        #expect(bad.status == 65 && bad.stdout.isEmpty && bad.stderr.contains("findings[0].file"), "\(bad.stderr)")
        #expect(Tool.run(["check", "--baseline", dir + "/none.json", "-"], stdin: one).status == 66)
    }

    /// SARIF is JSON whatever a name holds; a file's URI is its path from the repository's root
    /// (`--sarif-root`), percent-encoded.
    @Test func sarifNamesAreDataAndURIsAreEncoded() throws {
        let dir = try Self.folder()
        let name = "my \"cell\" 100%\n#1 café.json"
        try Self.write(Self.dump([(0, 30), (31.5, 30)], containerPt: 62), to: dir + "/" + name)
        let run = Tool.run(["check", "--format", "sarif", dir + "/" + name])
        #expect(run.status == 1)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        // Outside the repository's root: the absolute path, as a file URI (never `../`).
        #expect(uri.removingPercentEncoding == "file://" + dir + "/" + name, "\(uri)")
        // From a root that holds it: the path from there.
        let rooted = Tool.run(["check", "--format", "sarif", "--sarif-root", dir, dir + "/" + name])
        #expect(rooted.stdout.contains("\"uri\": \"my%20%22cell%22%20100%25%0A%231%20caf%C3%A9.json\""), "\(rooted.stdout)")
        #expect(!uri.contains(" ") && !uri.contains("\"") && !uri.contains("\n") && !uri.contains("#"), "\(uri)")
        #expect(result["ruleId"] as? String == "off-grid" && result["level"] as? String == "error")
    }

    /// A config's screens, run by `--config`: the command line overrides a screen's keys; the
    /// config's folder is where its patterns start, its own pattern characters escaped.
    @Test func configScreensAndOverrides() throws {
        let dir = try Self.folder() + "/a [b]*"
        try FileManager.default.createDirectory(atPath: dir + "/dumps", withIntermediateDirectories: true)
        try Self.write(Self.dump([(0, 100), (102, 100)]), to: dir + "/dumps/wide-gap.json")
        try Self.write(#"{"spacing": "2px", "screens": [{"name": "s", "files": ["dumps/*.json"]}]}"#, to: dir + "/.gridcalc.json")
        #expect(Tool.run(["check", "--config", dir + "/.gridcalc.json"]).status == 0)
        let overridden = Tool.run(["check", "--config", dir + "/.gridcalc.json", "--spacing", "1px"])
        #expect(overridden.status == 1 && overridden.stdout.contains("gap"), "\(overridden.stdout)\(overridden.stderr)")
        // --config and files together: 64.
        expectUsageError(Tool.run(["check", "--config", dir + "/.gridcalc.json", dir + "/dumps/wide-gap.json"]), naming: "--config")
        // A report may never replace the config.
        let onto = Tool.run(["check", "--config", dir + "/.gridcalc.json", "--report", "sarif=" + dir + "/.gridcalc.json"])
        #expect(onto.status == 64 && onto.stdout.isEmpty)
        #expect(try String(contentsOfFile: dir + "/.gridcalc.json", encoding: .utf8).contains("screens"))
    }

    /// `init` prints a config that `check` runs as it is: a screen a file, each with the keys its
    /// format needs; a file gridcalc cannot read is 65, none is 64.
    @Test func initWritesAConfigCheckRuns() throws {
        let dir = try Self.folder()
        let dump = dir + "/home.json", shot = dir + "/cards.png", tree = dir + "/window_dump.xml"
        try Self.write(Self.dump([(0, 100), (101, 100)], containerPt: 201), to: dump)
        try FileManager.default.copyItem(atPath: Repository.path("Docs/samples/cards.png"), toPath: shot)
        try FileManager.default.copyItem(atPath: Repository.path("Docs/samples/uiautomator-pixel-8.xml"), toPath: tree)
        let run = Tool.run(["init", dump, shot, tree, dump])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let config = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let screens = try #require(config["screens"] as? [[String: Any]])
        #expect(screens.map { $0["name"] as? String } == ["home", "cards", "window_dump", "home-2"])
        #expect(screens[1]["image"] as? Bool == true && screens[2]["container"] as? String == "resource-id=grid")
        try Self.write(run.stdout, to: dir + "/.gridcalc.json")
        let checked = Tool.run(["check", "--config", dir + "/.gridcalc.json", "--format", "github"])
        #expect(checked.status == 1 && checked.stdout.contains("gridcalc check: 4 files, 2 failed"), "\(checked.stdout)\(checked.stderr)")
        expectUsageError(Tool.run(["init"]), naming: "init")
        try Self.write("hello", to: dir + "/notes.txt")
        #expect(Tool.run(["init", dir + "/notes.txt"]).status == 65)
    }
}
