// Pipelines through the built binary: grid | check, check --against a file, hostile files on disk.

import Foundation
import GridCore
import GridcalcTestSupport
import Testing

/// Docs/check-and-sweep.md through the built binary: every configuration round-trips through a pipe and
/// through `--against` a file; hostile files on disk are refused by name.
@Suite struct PipelinesEndToEndTests {
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
}

