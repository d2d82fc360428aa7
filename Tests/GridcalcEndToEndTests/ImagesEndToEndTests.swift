// ImagesEndToEndTests: `check --image` through the binary — the verdict in the exit code whatever
// happens to stdout, several screenshots in one run, every report, and each refusal (a JPEG, a
// broken PNG, a region outside the image, a dump's flag) as `error:` + `hint:`, the spec's exit
// code and an empty stdout. The screenshots are written by TestPNG (its own encoder).

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct ImagesEndToEndTests {
    static let design = ["--columns", "7", "--spacing", "1px", "--scale", "3"]

    /// A directory with good.png (7 cells of 20px, 1px apart), wider.png (cell 3 1px wider),
    /// missing.png (cell 5 left out of row 2), and a JPEG's first bytes as photo.jpg.
    static func samples() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gridcalc-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        try write("good.png", TestPNG.grid(columns: 7, cellPx: 20, spacingPx: 1))
        try write("wider.png", TestPNG.grid(columns: 7, cellPx: 20, spacingPx: 1) { _, c, l, r in c == 2 ? (l, r + 1) : (l, r) })
        try write("missing.png", TestPNG.grid(columns: 7, cellPx: 20, spacingPx: 1) { row, c, l, r in row == 1 && c == 4 ? nil : (l, r) })
        try write("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [UInt8](repeating: 0, count: 40))
        var broken = TestPNG.grid(columns: 7, cellPx: 20, spacingPx: 1)
        broken[40] ^= 0xFF
        try write("broken.png", broken)
        return directory
    }

    @Test func theExitCodeIsTheVerdictWhateverHappensToStdout() throws {
        let d = try Self.samples()
        defer { try? FileManager.default.removeItem(at: d) }
        let good = try Gridcalc.run(["check", "--image", d.path + "/good.png"] + Self.design)
        #expect(good.status == 0 && good.stdout.contains("result    ok") && good.stderr.isEmpty, "\(good)")
        let wider = try Gridcalc.run(["check", "--image", d.path + "/wider.png"] + Self.design + ["--format", "json"])
        #expect(wider.status == 1 && wider.stderr.isEmpty, "\(wider)")
        let json = try JSONSerialization.jsonObject(with: Data(wider.stdout.utf8)) as? [String: Any]
        let findings = json?["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["kind"] as? String == "mismatch" && $0["frame"] as? Int == 2 && $0["edge"] as? String == "width" }, "\(findings)")
        // A reader that stops after one byte: the verdict still fails; a stdout that cannot be
        // written at all is an I/O error (74), never a pass.
        let command = "\"$GRIDCALC\" check --image \(d.path)/wider.png \(Self.design.joined(separator: " ")) --format json"
        let closed = try Gridcalc.shell("f=$(mktemp); { \(command); echo $? > \"$f\"; } | head -c 1 > /dev/null; s=$(cat \"$f\"); rm -f \"$f\"; exit $s")
        #expect(closed.status == 1, "\(closed)")
        #expect(try Gridcalc.shell(command + " >&-").status == 74)
        // Without --image: a PNG is read as a screenshot.
        #expect(try Gridcalc.run(["check", d.path + "/missing.png"] + Self.design).status == 1)
    }

    @Test func severalScreenshotsEachJudgedAndEveryReport() throws {
        let d = try Self.samples()
        defer { try? FileManager.default.removeItem(at: d) }
        let run = try Gridcalc.run(["check", "--image", "--report", "github", "--report", "junit=\(d.path)/r.xml", "--report", "svg=\(d.path)/r.svg",
                                    d.path + "/good.png", d.path + "/missing.png"] + Self.design)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("::error file=\(d.path)/missing.png") && run.stdout.contains("no cell where the design has column 5"), "\(run.stdout)")
        let svg = try String(contentsOf: d.appendingPathComponent("r.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("data:image/png;base64,iVBORw0KGgo") && svg.contains("stroke-dasharray=\"4 3\""), "\(svg.prefix(300))")
        let junit = try String(contentsOf: d.appendingPathComponent("r.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite") && junit.contains("<failure"))
    }

    @Test func refusalsSayWhatAndWhereWithAnEmptyStdout() throws {
        let d = try Self.samples()
        defer { try? FileManager.default.removeItem(at: d) }
        let cases: [([String], Int32, String)] = [
            (["check", "--image", d.path + "/photo.jpg"] + Self.design, 65, "is a JPEG image, not a PNG"),
            (["check", "--image", d.path + "/broken.png"] + Self.design, 65, "has a chunk at byte 33"),
            (["check", "--image", Repository.path("Docs/samples/cards.html")] + Self.design, 65, "is an HTML page, not a PNG"),
            (["check", "--image", Repository.path("Tests/samples/cycript.txt")] + Self.design, 65, "is not a PNG image (no PNG signature)"),
            (["check", "--image", "--region", "0,0,500,10", d.path + "/good.png"] + Self.design, 64, "--region 0,0,500,10 is not inside"),
            (["check", "--image", "--region", "1,2,3", d.path + "/good.png"] + Self.design, 64, "invalid value '1,2,3' for --region"),
            (["check", "--image", "--select", "type=Cell", d.path + "/good.png"] + Self.design, 64, "--select applies to dumps of frames"),
            (["check", "--image", "--width", "100px", d.path + "/good.png"] + Self.design, 64, "--width applies to dumps of frames"),
            (["check", "--image", "--report", "svg=\(d.path)/good.png", d.path + "/good.png"] + Self.design, 64, "--report"),
            (["check", "--report", "svg", Repository.path("Tests/samples/cycript.frames.json")], 64, "--report svg draws screenshots"),
            (["check", "--image", "--input-format", "frames", d.path + "/good.png"], 64, "--image and --input-format frames"),
        ]
        for (arguments, status, words) in cases {
            let run = try Gridcalc.run(arguments)
            #expect(run.status == status && run.stdout.isEmpty && run.stderr.hasPrefix("error: ") && run.stderr.contains("\nhint: ") && run.stderr.contains(words),
                    "\(arguments.joined(separator: " ")): \(run)")
        }
        // The input is untouched by a refused report.
        #expect(FileManager.default.contents(atPath: d.path + "/good.png")?.starts(with: [0x89, 0x50]) == true)
    }
}
