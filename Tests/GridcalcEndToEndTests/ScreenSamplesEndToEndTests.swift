// The issue-36 screens (Tests/samples/screens, written by make_screen_samples.py without running
// gridcalc): each sample is checked by the built binary as its `.expected.json` says — every run's
// exit code, every finding (kind, severity, frames, edge) in order, and what its notes say — in the
// JSON report, with the same exit code in the table report.

import Foundation
import GridcalcTestSupport
import Testing

@Suite("Screens that are not one static grid: scrollers, staggered feeds, overlays, Android's distributions, iOS page sources")
struct ScreenSamplesEndToEndTests {
    static let folder = Repository.path("Tests/samples/screens")

    /// One expected run: the arguments, the exit code, the findings and the notes' words.
    struct Expected {
        let args: [String]
        let exit: Int32
        let findings: [String]
        let notes: [String]
    }

    /// The runs `name.expected.json` lists, and the sample's file name.
    static func expected(_ name: String) throws -> (sample: String, runs: [Expected]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).expected.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]]).map { run in
            Expected(args: run["args"] as? [String] ?? [], exit: Int32(run["exit"] as? Int ?? -1),
                     findings: (run["findings"] as? [[Any]] ?? []).map { f in "\(f[0]) \(f[1]) \((f[2] as? [Int]) ?? []) \(f[3])" },
                     notes: run["notes"] as? [String] ?? [])
        }
        return (try #require(object["sample"] as? String), runs)
    }

    /// What is wrong with a JSON report `stdout` (and its exit code) against `run`, nil when nothing.
    static func difference(_ stdout: String, status: Int32, from run: Expected) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any],
              let findings = object["findings"] as? [[String: Any]] else { return "not a check document: \(stdout.prefix(300))" }
        let got = findings.map { f in
            "\(f["kind"] ?? "") \(f["severity"] ?? "") \((f["frame"] as? Int).map { [$0] } ?? (f["frames"] as? [Int]) ?? []) \(f["edge"] ?? "")"
        }
        let notes = (object["notes"] as? [String] ?? []).joined(separator: " | ")
        if status != run.exit { return "exit \(status), expected \(run.exit); findings \(got)" }
        if got != run.findings { return "findings \(got), expected \(run.findings)" }
        if let missing = run.notes.first(where: { !notes.contains($0) }) { return "the notes do not say \(missing): \(notes)" }
        return nil
    }

    static let samples = ["lazyrow-scrolled", "scroller-small-cut", "carousel-two-rows", "staggered-feed", "overlay-over-cell",
                          "gridlayoutmanager-remainders", "linearlayout-weights", "launcher3-row", "ios-page-source", "launcher-narrow-column"]

    @Test("each sample gives its expected verdict, findings and notes", arguments: samples)
    func sample(_ name: String) throws {
        let (sample, runs) = try Self.expected(name)
        for run in runs {
            let json = try Gridcalc.run(["check"] + run.args + ["--format", "json", "\(Self.folder)/\(sample)"])
            #expect(Self.difference(json.stdout, status: json.status, from: run) == nil, "\(name) \(run.args): \(Self.difference(json.stdout, status: json.status, from: run) ?? "")\n\(json.stderr)")
            #expect(json.stderr.isEmpty, "\(json.stderr)")
            // The verdict is the exit code, whatever the report.
            let table = try Gridcalc.run(["check"] + run.args + ["\(Self.folder)/\(sample)"])
            #expect(table.status == run.exit)
        }
    }

    @Test("negative controls: a finding dropped from the expectation, or a wrong exit code, is caught")
    func controls() throws {
        let (sample, runs) = try Self.expected("launcher-narrow-column")
        let run = runs[0]
        let json = try Gridcalc.run(["check"] + run.args + ["--format", "json", "\(Self.folder)/\(sample)"])
        #expect(Self.difference(json.stdout, status: json.status, from: run) == nil)
        let dropped = Expected(args: run.args, exit: run.exit, findings: Array(run.findings.dropLast()), notes: run.notes)
        #expect(Self.difference(json.stdout, status: json.status, from: dropped) != nil)
        let passing = Expected(args: run.args, exit: 0, findings: run.findings, notes: run.notes)
        #expect(Self.difference(json.stdout, status: json.status, from: passing) != nil)
        // The same launcher page said to scroll is no excuse: its narrow column does not reach the edge.
        #expect(run.exit == 1)
    }
}
