import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Docs/check-and-sweep.md, in process: check catches mutations of a real document and names them.
@Suite struct CheckCommandTests {
    /// A length object's `pt`.
    static func pt(_ length: Any?) throws -> Double { try #require((length as? [String: Any])?["pt"] as? Double) }

    /// Mutations of a real document, through the command line: each is caught with the right kind,
    /// frame and pixel error, and exit 1.
    @Test func mutationsAreCaught() throws {
        let grid = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --strategy widen --json"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(grid.stdout.utf8)) as? [String: Any])
        func run(_ mutate: (inout [[String: Any]]) -> Void, against: Bool = false, flowSum: Bool = false) throws -> CheckDocument {
            var columns = try #require(document["columns"] as? [[String: Any]])
            mutate(&columns)
            var changed = document
            changed["columns"] = columns
            let dump = ["scale": 3, "container_pt": 414, "spacing_px": 1,
                        "frames": try columns.map { ["x": try Self.pt($0["x"]), "width": try Self.pt($0["width"])] }] as [String: Any]
            let bytes = try JSONSerialization.data(withJSONObject: dump)
            var arguments = ["check", "--json"] + (flowSum ? ["--flow-sum"] : [])
            if against {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("against-\(UUID().uuidString).json")
                try Data(grid.stdout.utf8).write(to: path)
                arguments += ["--against", path.path]
            }
            let run = Tool.run(arguments, stdin: bytes)
            #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
            return try JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
        }
        func shift(_ c: inout [String: Any], _ key: String, by pt: Double) {
            c[key] = ["pt": ((c[key] as? [String: Any])?["pt"] as? Double ?? .nan) + pt]
        }
        let moved = try run({ shift(&$0[3], "x", by: 1.0 / 3) }, against: true)
        #expect(moved.findings.contains { $0.kind == .gap && $0.frames == [2, 3] && $0.errorPx == 1 })
        #expect(moved.findings.contains { $0.kind == .mismatch && $0.frames == [3] && $0.edge == "x" && $0.errorPx == 1 })
        let half = try run { shift(&$0[4], "x", by: 0.5 / 3) }
        #expect(half.findings.contains { $0.kind == .offGrid && $0.frames == [4] && $0.edge == "left" && abs($0.errorPx) == 0.5 })
        let wider = try run { shift(&$0[1], "width", by: 1.0 / 3) }
        #expect(wider.findings.contains { $0.kind == .gap && $0.frames == [1, 2] && $0.actualPx == 0 })
        let swapped = try run({ c in let x = c[0]["x"]; c[0]["x"] = c[6]["x"]; c[6]["x"] = x }, against: true)
        // Each cell is held to the slot it stands on: frame 0, now the last, is 1px wider than that slot.
        #expect(swapped.findings.contains { $0.kind == .mismatch && $0.frames == [0] && $0.edge == "width" && $0.errorPx == 1 })
        // With --flow-sum (paste-ready values) the double sum is checked; frames dumped after layout
        // are judged by their pixel edges only, so the same frames pass without it.
        let nano = try run({ columns in for i in columns.indices { shift(&columns[i], "width", by: 1e-9) } }, flowSum: true)
        #expect(nano.findings.map(\.kind) == [.overflow] && nano.findings[0].edge == "sum")
    }

    @Test func tableNamesFrameEdgeAndPixels() throws {
        let dump = #"{"scale": 3, "container_pt": 414, "spacing_px": 1, "frames": [{"x": 0, "width": 100}, {"x": 100.5, "width": 50}]}"#
        let run = Tool.run(["check", "-"], stdin: dump)
        #expect(run.status == 1)
        #expect(run.stdout.contains("result    FAIL: 3 errors, 1 warning"))
        #expect(run.stdout.contains("frame 1: left edge at 301.5px, 0.5px off the pixel grid (nearest 302px)"))
        #expect(run.stdout.contains("frames 0 and 1: gap 2px, expected 1px"))
    }
}

