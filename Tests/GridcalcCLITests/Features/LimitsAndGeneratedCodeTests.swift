import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Every limit holds on every output path, generated code names only what compiles and its header
/// regenerates it, and what `check` cannot read is said for what it is — in process.
@Suite struct LimitsAndGeneratedCodeTests {
    /// Columns past `Limits.maxColumns` are refused (64, naming --columns) by every output: the
    /// table, JSON, SVG, fixed and fluid CSS, Kotlin, sweep and check's design inline — before
    /// any work (a billion columns once aborted fluid CSS allocating 16 GB).
    @Test(arguments: ["--format table", "--format json", "--format svg", "--format css --width 400 --scale 2", "--format css",
                      "--format css --strategy widen", "--format kotlin", "--format kotlin --strategy widen --distribute spread"])
    func columnLimitOnEveryOutput(_ format: String) {
        for count in ["10001", "1000000000", "99999999999999999999"] {
            var words = ["--columns", count] + format.split(separator: " ").map(String.init)
            if !words.contains("--width"), !words.contains("css"), !words.contains("kotlin") { words += ["--width", "400", "--scale", "2"] }
            let run = Tool.run(words)
            #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains("--columns"), "\(words): \(run.status) \(run.stderr)")
        }
        let check = Tool.run(["check", "--columns", "10001", "--spacing", "1px", "-"], stdin: Array(#"{"scale": 1, "container_pt": 400, "frames": [{"x": 0, "width": 10}]}"#.utf8))
        #expect(check.status == 64 && check.stderr.contains("--columns"), "\(check.stderr)")
        let sweep = Tool.run(["sweep", "--columns", "10001"])
        #expect(sweep.status == 64 && sweep.stderr.contains("--columns"), "\(sweep.stderr)")
    }

    /// The Kotlin file holds at most `KotlinFile.maxTracks` tracks (the largest compiles: make
    /// test-kotlin); one more is refused by name.
    @Test func kotlinTrackLimit() {
        let tracks = { (n: Int) in Array(repeating: "1fr", count: n).joined(separator: " ") }
        #expect(Tool.run(["--format", "kotlin", "--tracks", tracks(KotlinFile.maxTracks)]).status == 0)
        let over = Tool.run(["--format", "kotlin", "--tracks", tracks(KotlinFile.maxTracks + 1)])
        #expect(over.status == 64 && over.stderr.hasPrefix("error: --tracks: 1001 tracks, more than the 1000"), "\(over.stderr)")
    }

    /// `--name` is a Kotlin identifier that compiles: every hard keyword, names of underscores only,
    /// and the names the file uses are refused; ordinary names are taken.
    @Test func kotlinNames() {
        let refused = ["fun", "class", "object", "val", "when", "typealias", "_", "__", "Int", "IntArray", "Float", "Suppress", "frames",
                       "ItemOffsets", "RecyclerView", "require", "1a", "a-b", "", String(repeating: "a", count: 65)]
        for name in refused {
            let run = Tool.run(["--format", "kotlin", "--columns", "3", "--name", name])
            #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains("--name"), "\(name): \(run.stderr)")
        }
        for name in ["Grid", "_grid", "fun_", "Fun", "data", "open", "value", "it", "PixelGrid2", "x"] {
            let run = Tool.run(["--format", "kotlin", "--columns", "3", "--name", name])
            #expect(run.status == 0 && run.stdout.contains("object \(name) {"), "\(name): \(run.stderr)")
        }
    }

    /// A header names each track in the unit the flags wrote it in, and its command regenerates
    /// the file: no cut however long, one comment line whatever the values hold.
    @Test func headersRegenerate() throws {
        let kotlin = Tool.run(["--platform", "android", "--format", "kotlin", "--tracks", "72dp 1fr 40px"])
        #expect(kotlin.stdout.contains("// tracks 72dp 1fr 40px, spacing"), "\(kotlin.stdout.prefix(300))")
        let css = Tool.run(["--format", "css", "--tracks", "40css 1fr"])
        #expect(css.stdout.contains("fluid CSS: tracks 40css 1fr,"), "\(css.stdout.prefix(300))")
        let long = (0..<300).map { $0 % 2 == 0 ? "8dp" : "1fr" }.joined(separator: " ")
        for (format, arguments) in [("kotlin", ["--tracks", long, "--strategy", "widen"]), ("css", ["--tracks", long.replacingOccurrences(of: "dp", with: "css"), "--strategy", "widen"]),
                                    ("kotlin", ["--tracks", "72dp\t1fr 2fr", "--name", "G"])] {
            let run = Tool.run(["--format", format] + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            let line = run.stdout.split(separator: "\n").first { $0.contains("gridcalc --") }.map(String.init) ?? ""
            let command = String(line[line.range(of: "gridcalc ")!.upperBound...]).replacingOccurrences(of: " */", with: "")
            // The words as bash reads them back: $'…' escapes and '…' quotes, undone here.
            let words = try Self.shellWords(command)
            #expect(words == Self.declarationOrder(["--format", format] + arguments), "\(format): \(line.prefix(200))")
        }
    }

    /// `arguments` as the header writes them: each option once, in the command's declaration
    /// order (the header lists what was given, the way help writes it).
    static func declarationOrder(_ arguments: [String]) -> [String] {
        var pairs: [(String, String)] = []
        var i = 0
        while i + 1 < arguments.count { pairs.append((arguments[i], arguments[i + 1])); i += 2 }
        let order = GridCommand.options.map(\.name)
        return pairs.sorted { order.firstIndex(of: $0.0)! < order.firstIndex(of: $1.0)! }.flatMap { [$0.0, $0.1] }
    }

    /// The words of a command line as bash reads plain words, '…' and $'…' (with \xHH, \\ and \').
    static func shellWords(_ line: String) throws -> [String] {
        var words: [String] = []
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            while bytes.first == 0x20 { bytes = bytes.dropFirst() }
            guard !bytes.isEmpty else { break }
            var word: [UInt8] = []
            while let b = bytes.first, b != 0x20 {
                if b == UInt8(ascii: "$"), bytes.dropFirst().first == UInt8(ascii: "'") {
                    bytes = bytes.dropFirst(2)
                    while let c = bytes.first, c != UInt8(ascii: "'") {
                        if c == UInt8(ascii: "\\") {
                            let next = bytes.dropFirst().first!
                            if next == UInt8(ascii: "x") {
                                word.append(UInt8(String(decoding: bytes.dropFirst(2).prefix(2), as: UTF8.self), radix: 16)!)
                                bytes = bytes.dropFirst(4)
                            } else {
                                word.append(next)
                                bytes = bytes.dropFirst(2)
                            }
                        } else {
                            word.append(c)
                            bytes = bytes.dropFirst()
                        }
                    }
                    bytes = bytes.dropFirst()
                } else if b == UInt8(ascii: "'") {
                    bytes = bytes.dropFirst()
                    while let c = bytes.first, c != UInt8(ascii: "'") { word.append(c); bytes = bytes.dropFirst() }
                    bytes = bytes.dropFirst()
                } else if b == UInt8(ascii: "\\") {
                    word.append(bytes.dropFirst().first!)
                    bytes = bytes.dropFirst(2)
                } else {
                    word.append(b)
                    bytes = bytes.dropFirst()
                }
            }
            words.append(String(decoding: word, as: UTF8.self))
        }
        return words
    }

    /// A run of several files judges at most `CheckFrontend.maxFramesPerRun` frames: the files
    /// after are not checked (65 for the run), never passed.
    @Test func framesPerRunAreBounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-per-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let frames = (0..<10_000).map { #"{"x": \#(($0 % 10) * 2), "y": \#(($0 / 10) * 2), "width": 1, "height": 1}"# }.joined(separator: ", ")
        let files = CheckFrontend.maxFramesPerRun / 10_000 + 2
        for k in 0..<files {
            try Data(#"{"scale": 1, "container_pt": 20, "spacing_px": 1, "frames": [\#(frames)]}"#.utf8).write(to: folder.appendingPathComponent(String(format: "d%02d.json", k)))
        }
        let run = Tool.run(["check", "--format", "github", "--", folder.path + "/*.json"])
        #expect(run.status == 65 && run.stdout.hasSuffix("gridcalc check: \(files) files, 2 failed (2 not checked)\n"), "\(run.stdout.suffix(300))")
        #expect(run.stderr.contains("d\(files - 1).json' is not checked: this run has judged 100000 frames"), "\(run.stderr)")
    }

    /// Two devicePixelRatios one @media window cannot separate are refused, not printed twice.
    @Test func ladderEntriesEachGetAWindow() {
        let run = Tool.run(["--format", "css", "--columns", "3", "--scale", "2.5,2.49999999"])
        #expect(run.status == 64 && run.stderr.contains("--scale") && run.stderr.contains("closer than 0.0001"), "\(run.stderr)")
        let same = Tool.run(["--format", "css", "--columns", "3", "--scale", "2.5,2.5,3"])
        #expect(same.status == 0 && same.stdout.components(separatedBy: "--gc-dpr:").count - 1 == 2, "\(same.stdout)")
    }

    /// What `check` cannot read is said for what it is: an image other than PNG, a PDF or a web
    /// page (whatever --input-format says), a PNG given as a dump format, a text of no known format
    /// (without quoting the file's bytes). A PNG under `auto` is a screenshot (its own errors).
    @Test func notADumpIsSaidForWhatItIs() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let cases: [([UInt8], String)] = [
            ([0xFF, 0xD8, 0xFF, 0xE0, 0, 16], "a JPEG image, not a PNG"),
            (Array("GIF89a".utf8), "a GIF image, not a PNG"), (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), "a WebP image, not a PNG"),
            (Array("%PDF-1.7\n".utf8), "a PDF document, not a dump of frames"), (Array("<!DOCTYPE html>\n<html><body></body></html>".utf8), "an HTML page, not a dump of frames"),
            (Array("  <HTML lang=en>".utf8), "an HTML page, not a dump of frames"),
        ]
        for (bytes, what) in cases {
            for format in [[], ["--input-format", "uiautomator", "--select", "a"], ["--input-format", "frames"]] {
                let run = Tool.run(["check"] + format + ["-"], stdin: bytes)
                #expect(run.status == 65 && run.stderr.hasPrefix("error: stdin is \(what)"), "\(what) as \(format): \(run.stderr)")
            }
        }
        for format in [["--input-format", "uiautomator", "--select", "a"], ["--input-format", "frames"]] {
            let run = Tool.run(["check"] + format + ["-"], stdin: png)
            #expect(run.status == 65 && run.stderr.hasPrefix("error: stdin is a PNG image, not a dump of frames") && run.stderr.contains("check --image"), "\(run.stderr)")
        }
        let screenshot = Tool.run(["check", "-"], stdin: png)
        #expect(screenshot.status == 65 && screenshot.stderr.hasPrefix("error: stdin ends at byte 12 inside a chunk's header"), "\(screenshot.stderr)")
        let secret = Tool.run(["check", "-"], stdin: Array("root:x:0:0:secret-token".utf8))
        #expect(secret.status == 65 && !secret.stderr.contains("secret") && !secret.stderr.contains("root"), "\(secret.stderr)")
    }

    /// A bare JSON array is frames even when its strings hold `<Class: 0x…`.
    @Test func jsonIsNeverATree() {
        let run = Tool.run(["check", "--scale", "1", "--width", "21", "--spacing", "1px", "-"],
                           stdin: Array(#"[{"x": 0, "width": 10, "note": "<UIView: 0x1; frame = (0 0; 1 1)>"}, {"x": 12, "width": 9}]"#.utf8))
        #expect(run.status == 1 && run.stdout.contains("gap 2px"), "\(run.stdout) \(run.stderr)")
    }

    /// A logical length on a dump in device px without a scale is the command line's problem (64).
    @Test func logicalLengthOnADeviceDumpIsAUsageError() throws {
        let xml = #"<?xml version="1.0"?><hierarchy><node class="G" bounds="[0,0][201,100]"><node resource-id="c" bounds="[0,0][100,100]"/><node resource-id="c" bounds="[101,0][201,100]"/></node></hierarchy>"#
        for (flag, value) in [("--spacing", "1dp"), ("--width", "100dp"), ("--spacing", "1pt")] {
            let run = Tool.run(["check", "--select", "c", flag, value, "-"], stdin: Array(xml.utf8))
            #expect(run.status == 64 && run.stderr.hasPrefix("error: \(flag) '\(value)' is a logical length"), "\(run.stderr)")
        }
        #expect(Tool.run(["check", "--select", "c", "--spacing", "1px", "-"], stdin: Array(xml.utf8)).status == 0)
    }

    /// Frida's quoted tree reads whatever a label's text escapes: a surrogate pair, \b, \f, \x41,
    /// a lone surrogate, an escaped letter — the findings are the plain sample's.
    @Test func fridaEscapesInLabels() throws {
        let line = { (label: String) in
            #""<UIView: 0x1; frame = (0 0; 201 100); layer = <CALayer: 0x2>>\n   | <Cell: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x4>>\n   |    | <UILabel: 0x5; frame = (0 0; 10 10); text = '"# + label + #"'; layer = <CALayer: 0x6>>\n   | <Cell: 0x7; frame = (102 0; 99 100); layer = <CALayer: 0x8>>""#
        }
        let plain = Tool.run(["check", "--scale", "1", "--select", "Cell", "-"], stdin: Array(line("Photo").utf8))
        #expect(plain.status == 1 && plain.stdout.contains("gap 2px"), "\(plain.stderr)")
        for escape in [#"\ud83d\ude00"#, #"\b"#, #"\f"#, #"\x41"#, #"\ud83d"#, #"\q"#, #"\v\0"#] {
            let run = Tool.run(["check", "--scale", "1", "--select", "Cell", "-"], stdin: Array(line("Photo " + escape).utf8))
            // The same findings; only the columns after the label move by the escape's length.
            let strip = { (text: String) in text.replacing(/, column \d+/, with: "") }
            #expect(run.status == 1 && strip(run.stdout) == strip(plain.stdout), "\(escape): \(run.stdout) \(run.stderr)")
        }
    }
}
