import Foundation
import GridCore
import Testing

/// Docs/check-and-sweep.md and §6 through the built binary: check, devices, sweep, --device.
@Suite struct CheckDevicesSweepEndToEndTests {
    static let configs = [
        "--width 414 --scale 3 --columns 7", "--width 414 --scale 3 --columns 7 --strategy widen --distribute spread",
        "--width 375.5 --scale 2 --columns 4 --spacing 8 --inset 16 --direction rtl", "--width 414.2 --scale 2.608 --columns 5",
        "--width 320 --scale 1.5 --columns 24 --spacing 0 --strategy widen --distribute center",
        "--width 1242px --scale 3 --columns 3 --items 10 --separator-before 0,4,10 --aspect-ratio 16:9 --line-spacing 4",
        "--device iphone-8-plus --columns 6", "--device ipad-pro-12-9 --orientation landscape --columns 12 --items 30",
        "--width 307px --scale 3 --columns 3 --strategy widen",
    ]

    /// Round trip: `gridcalc --format json … | gridcalc check -` exits 0 with no findings, and
    /// `--against` the same document reports no mismatch.
    @Test("round trip", arguments: configs)
    func roundTrip(arguments: String) throws {
        let grid = try Gridcalc.run(Gridcalc.words(arguments) + ["--json"])
        #expect(grid.status == 0)
        let piped = try Gridcalc.shell("\"$GRIDCALC\" \(arguments) --json | \"$GRIDCALC\" check - --json")
        #expect(piped.status == 0, "\(piped.stdout)\(piped.stderr)")
        let result = try JSONDecoder().decode(CheckDocument.self, from: Data(piped.stdout.utf8))
        #expect(result.ok && result.findings.isEmpty)
        let against = try Gridcalc.shell("f=$(mktemp); \"$GRIDCALC\" \(arguments) --json > \"$f\"; \"$GRIDCALC\" check --against \"$f\" \"$f\"; s=$?; rm -f \"$f\"; exit $s")
        #expect(against.status == 0 && against.stdout.contains("result    ok: 0 errors"), "\(against.stdout)")
    }

    /// Mutations of a real document, through the command line: each is caught with the right kind,
    /// frame and pixel error, and exit 1.
    @Test func mutationsAreCaught() throws {
        let grid = try Gridcalc.run(Gridcalc.words("--width 414 --scale 3 --columns 7 --strategy widen --json"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(grid.stdout.utf8)) as? [String: Any])
        func run(_ mutate: (inout [[String: Any]]) -> Void, against: Bool = false, flowSum: Bool = false) throws -> CheckDocument {
            var columns = document["columns"] as! [[String: Any]]
            mutate(&columns)
            var changed = document
            changed["columns"] = columns
            let dump = ["scale": 3, "container_pt": 414, "spacing_px": 1,
                        "frames": columns.map { ["x": ($0["x"] as! [String: Any])["pt"]!, "width": ($0["width"] as! [String: Any])["pt"]!] }] as [String: Any]
            let bytes = try JSONSerialization.data(withJSONObject: dump)
            var arguments = ["check", "--json"] + (flowSum ? ["--flow-sum"] : [])
            if against {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("against-\(UUID().uuidString).json")
                try Data(grid.stdout.utf8).write(to: path)
                arguments += ["--against", path.path]
            }
            let run = try Gridcalc.run(arguments, stdin: bytes)
            #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
            return try JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
        }
        func shift(_ c: inout [String: Any], _ key: String, by pt: Double) {
            var length = c[key] as! [String: Any]
            length["pt"] = (length["pt"] as! Double) + pt
            c[key] = length
        }
        let moved = try run({ shift(&$0[3], "x", by: 1.0 / 3) }, against: true)
        #expect(moved.findings.contains { $0.kind == .gap && $0.frames == [2, 3] && $0.errorPx == 1 })
        #expect(moved.findings.contains { $0.kind == .mismatch && $0.frames == [3] && $0.edge == "x" && $0.errorPx == 1 })
        let half = try run { shift(&$0[4], "x", by: 0.5 / 3) }
        #expect(half.findings.contains { $0.kind == .offGrid && $0.frames == [4] && $0.edge == "left" && abs($0.errorPx) == 0.5 })
        let wider = try run { shift(&$0[1], "width", by: 1.0 / 3) }
        #expect(wider.findings.contains { $0.kind == .gap && $0.frames == [1, 2] && $0.actualPx == 0 })
        let swapped = try run({ c in let x = c[0]["x"]; c[0]["x"] = c[6]["x"]; c[6]["x"] = x }, against: true)
        #expect(swapped.findings.contains { $0.kind == .mismatch && $0.frames == [0] && $0.edge == "x" && $0.actualPx == 1066 })
        // With --flow-sum (paste-ready values) the double sum is checked; frames dumped after layout
        // are judged by their pixel edges only, so the same frames pass without it.
        let nano = try run({ columns in for i in columns.indices { shift(&columns[i], "width", by: 1e-9) } }, flowSum: true)
        #expect(nano.findings.map(\.kind) == [.overflow] && nano.findings[0].edge == "sum")
    }

    @Test func tableNamesFrameEdgeAndPixels() throws {
        let dump = #"{"scale": 3, "container_pt": 414, "spacing_px": 1, "frames": [{"x": 0, "width": 100}, {"x": 100.5, "width": 50}]}"#
        let run = try Gridcalc.run(["check", "-"], stdin: Data(dump.utf8))
        #expect(run.status == 1)
        #expect(run.stdout.contains("result    FAIL: 3 errors, 1 warning"))
        #expect(run.stdout.contains("frame 1: left edge at 301.5px, 0.5px off the pixel grid (nearest 302px)"))
        #expect(run.stdout.contains("frames 0 and 1: gap 2px, expected 1px"))
    }

    /// Hostile check inputs: exit 65 or 66 with one clear error, nothing on stdout, never a crash.
    static let hostile: [(String, String, Int32, String)] = [
        ("empty file", ": > \"$f\"", 65, "is empty"),
        ("no format", "printf 'hello' > \"$f\"", 65, "cannot tell its format"),
        ("not JSON", "printf '{hello' > \"$f\"", 65, "not valid JSON"),
        ("an array", "printf '[1,2]' > \"$f\"", 65, "expected an object"),
        ("wrong shape", "printf '{\"frames\": {\"x\": 1}}' > \"$f\"", 65, "frames"),
        ("a string for x", "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":\"1\",\"width\":1}]}' > \"$f\"", 65, "frames[0].x"),
        ("missing width", "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":1}]}' > \"$f\"", 65, "width"),
        ("NaN", "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":NaN,\"width\":1}]}' > \"$f\"", 65, "not valid JSON"),
        ("huge number", "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":1e400,\"width\":1}]}' > \"$f\"", 65, "error:"),
        ("a big number", "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":1e300,\"width\":1}]}' > \"$f\"", 65, "frames[0].x"),
        ("no scale", "printf '{\"container_pt\":414,\"frames\":[]}' > \"$f\"", 65, "scale"),
        ("scale 0", "printf '{\"scale\":0,\"container_pt\":414,\"frames\":[]}' > \"$f\"", 65, "scale"),
        ("another schema", "\"$GRIDCALC\" hairline --scale 3 --json > \"$f\"", 65, "gridcalc/hairline@1"),
        ("a broken grid document", "\"$GRIDCALC\" --width 414 --scale 3 --columns 7 --json | sed 's/\"columns\"/\"kolumns\"/' > \"$f\"", 65, "columns"),
        ("100k frames", "python3 -c 'import json; print(json.dumps({\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":0,\"width\":1}]*100000}))' > \"$f\"", 65, "10000"),
        ("deep nesting", "python3 -c 'print(\"[\" * 100000 + \"]\" * 100000)' > \"$f\"", 65, "error:"),
        ("deep objects", "python3 -c 'print(\"{\\\"a\\\":\" * 50000 + \"1\" + \"}\" * 50000)' > \"$f\"", 65, "error:"),
        ("invalid UTF-8", "printf '{\"scale\":3,\"frames\":[],\"\\377\":1}' > \"$f\"", 65, "error:"),
        ("20 MB", "head -c 20000000 /dev/zero | tr '\\0' ' ' > \"$f\"", 65, "larger than 16 MiB"),
        ("a missing file", "rm -f \"$f\"", 66, "cannot open"),
        ("a directory", "rm -f \"$f\"; mkdir \"$f\"", 66, "Is a directory"),
    ]

    @Test("hostile check inputs", arguments: hostile)
    func hostileInput(name: String, setup: String, status: Int32, says: String) throws {
        let run = try Gridcalc.shell("f=$(mktemp -u); touch \"$f\"; \(setup); \"$GRIDCALC\" check \"$f\"; s=$?; rm -rf \"$f\"; exit $s")
        #expect(run.status == status, "\(name): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(name)")
        let lines = run.errorLines
        #expect(lines.count == 2 && lines[0].hasPrefix("error: ") && lines[1].hasPrefix("hint: "), "\(name): \(run.stderr)")
        #expect(run.stderr.contains(says), "\(name): \(run.stderr)")
        for sign in ["Fatal error", "fatal error", "Stack dump", "Illegal instruction", "Segmentation"] { #expect(!run.stderr.contains(sign)) }
    }

    @Test func devicesTableAndJSON() throws {
        let run = try Gridcalc.run(["devices", "--json"])
        #expect(run.status == 0)
        #expect(try JSONDecoder().decode(DevicesDocument.self, from: Data(run.stdout.utf8)) == DevicesDocument())
        let table = try Gridcalc.run(["devices"])
        for preset in DevicePreset.all { #expect(table.stdout.contains(preset.name)) }
        #expect(table.stdout.contains("iphone-se-3") && table.stdout.contains("2.608 *"))
    }

    @Test func deviceFlagOnEveryScreenCommand() throws {
        let grid = try Gridcalc.run(Gridcalc.words("--device iphone-14 --columns 7 --json"))
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(grid.stdout.utf8))
        #expect(d.container.px == 1170 && d.input.device == "iphone-12" && d.warnings.isEmpty)
        let landscape = try Gridcalc.run(Gridcalc.words("--device iphone-8-plus --orientation landscape --columns 7 --json"))
        let l = try JSONDecoder().decode(GridDocument.self, from: Data(landscape.stdout.utf8))
        #expect(l.container.px == 2208 && l.warnings.contains { $0.description.contains("2.608") })
        let table = try Gridcalc.run(Gridcalc.words("--device iphone-8-plus --columns 7"))
        #expect(table.status == 0 && table.stderr.hasPrefix("warning: device iphone-8-plus renders at 3x"))
        let overridden = try Gridcalc.run(Gridcalc.words("--device iphone-8 --width 100 --columns 2 --json"))
        #expect(try JSONDecoder().decode(GridDocument.self, from: Data(overridden.stdout.utf8)).container.px == 200)
        let separator = try Gridcalc.run(Gridcalc.words("separator --device iphone-12-mini --json"))
        let s = try JSONDecoder().decode(CellSeparatorDocument.self, from: Data(separator.stdout.utf8))
        #expect(s.cell.width.px == 1125 && s.warnings.count == 1)
        let hairline = try Gridcalc.run(Gridcalc.words("hairline --device iphone-8-plus --json"))
        #expect(try JSONDecoder().decode(HairlineDocument.self, from: Data(hairline.stdout.utf8)).warnings.count == 1)
        let check = try Gridcalc.shell("\"$GRIDCALC\" --device iphone-15 --columns 4 --json | \"$GRIDCALC\" check --device iphone-15 -")
        #expect(check.status == 0)
        expectUsageError(try Gridcalc.run(Gridcalc.words("--device iphone-99 --columns 7")), naming: "--device")
        #expect(try Gridcalc.run(Gridcalc.words("--device iphone-99 --columns 7")).stderr.contains("closest names are"))
    }

    /// The acceptance sweep runs every case; a limit some cases break exits 1 naming them.
    @Test func sweepAllDevicesBothOrientations() throws {
        let run = try Gridcalc.run(Gridcalc.words("sweep --devices all --orientation both --columns 1...12 --json"))
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.count == DevicePreset.all.count * 2 * 12 && object["ok"] as? Bool == true)
        #expect(cases.allSatisfy { ($0["layout"] as? [String: Any])?["input"] == nil && ($0["violations"] as? [Any])?.isEmpty == true })

        let limited = try Gridcalc.run(Gridcalc.words("sweep --devices all --orientation both --columns 1...12 --max-inset 1 --symmetric"))
        #expect(limited.status == 1)
        let failing = limited.stdout.split(separator: "\n").filter { $0.contains("FAIL max-inset") || $0.contains("FAIL symmetric") }
        #expect(!failing.isEmpty && failing.allSatisfy { line in DevicePreset.all.contains { line.hasPrefix($0.name + " ") } })
        #expect(limited.stdout.contains("sweep     \(DevicePreset.all.count * 2 * 12) cases, \(failing.count) failed: FAIL"))
        let remainder = try Gridcalc.run(Gridcalc.words("sweep --devices iphone-8 --columns 7 --max-remainder 1"))
        #expect(remainder.status == 1 && remainder.stdout.contains("leftover 2px is more than the max remainder 1px"))
    }

    static let badSweeps: [(String, String)] = [
        ("sweep --devices iphone-99", "--devices"),
        ("sweep --devices iphone-8,iphone-8", "--devices"),
        ("sweep --columns 12...1", "--columns"),
        ("sweep --columns 0...3", "--columns"),
        ("sweep --columns 1,1", "--columns"),
        ("sweep --columns 1...99999", "--columns"),
        ("sweep --orientation sideways", "--orientation"),
        ("sweep --max-inset -1", "--max-inset"),
        ("sweep --max-remainder x", "--max-remainder"),
        ("sweep --width 414", "--width"),
        ("sweep --strategy widen --align center", "--align"),
        ("check --tolerance 2", "--tolerance"),
        ("check a.json b.json", "b.json"),
        ("check --format csv", "--format"),
        ("devices --all", "--all"),
    ]

    @Test("bad sweep, check and devices command lines", arguments: badSweeps)
    func badCommandLine(arguments: String, flag: String) throws {
        expectUsageError(try Gridcalc.run(Gridcalc.words(arguments)), naming: flag)
    }
}
