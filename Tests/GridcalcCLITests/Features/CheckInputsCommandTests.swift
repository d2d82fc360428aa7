import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Docs/check-inputs.md through the built binary: the samples of Docs/samples in each format, the
/// GitHub and JUnit reports, hostile documents of every format (exit 65 naming the file or line,
/// nothing on stdout, no crash), and misuse of the new flags (exit 64).
@Suite struct CheckInputsCommandTests {
    static let samples = Repository.path("Docs/samples")

    /// A run that must be a data error: exit 65, empty stdout, `error:` naming `where`, a hint.
    func expectDataError(_ run: Run, naming place: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 65, "exit code; stderr: \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, "stdout must be empty", sourceLocation: sourceLocation)
        #expect(run.errorLines.count == 2 && run.errorLines.first?.hasPrefix("error: \(place)") == true
                && run.errorLines.last?.hasPrefix("hint: ") == true, "\(run.stderr.prefix(400))", sourceLocation: sourceLocation)
        for sign in ["Fatal error", "fatal error", "Stack dump", "Illegal instruction", "Segmentation"] {
            #expect(!run.stderr.contains(sign), sourceLocation: sourceLocation)
        }
    }

    @Test("every sample: the findings the recipe shows, in every report format")
    func samples() throws {
        let uia = ["check", "--container", "resource-id=grid", "--select", "resource-id=cell", "--spacing", "1px", "\(Self.samples)/uiautomator-pixel-8.xml"]
        let table = Tool.run(uia)
        #expect(table.status == 1 && table.stdout.contains("6 frames in device px, container 1080px"))
        #expect(table.stdout.contains("gap 2px, expected 1px (frame 1 ends at 719px, frame 2 starts at 721px) (LinearLayout cell, line 18, hierarchy/node[0]/node[0]/node[0]/node[1]/node[2])"))
        let github = Tool.run(uia + ["--format", "github"])
        let lines = github.stdout.split(separator: "\n")
        #expect(github.status == 1 && lines.count == 3)
        #expect(lines.first == "::error file=\(Self.samples)/uiautomator-pixel-8.xml,line=18,title=gridcalc check%3A gap::frames 1 and 2: gap 2px, expected 1px (frame 1 ends at 719px, frame 2 starts at 721px) (LinearLayout cell, line 18, hierarchy/node[0]/node[0]/node[0]/node[1]/node[2])")
        #expect(lines.last == "gridcalc check: FAIL, 2 errors, 0 warnings in 6 frames")
        let rd = Tool.run(["check", "--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3", "--spacing", "1px", "--json",
                                   "\(Self.samples)/recursive-description.txt"])
        let doc = try JSONDecoder().decode(CheckDocument.self, from: Data(rd.stdout.utf8))
        #expect(rd.status == 1 && doc.frames == 14 && doc.findings.map(\.frames) == [[3, 4], [4, 5]])
        let painted = Tool.run(["check", "--spacing", "1px", "--px-means", "device", "\(Self.samples)/playwright-rects.json"])
        #expect(painted.status == 0 && painted.stdout.contains("7 rects in CSS px, as painted at DPR 1.5, container 1500px"))
        let naive = Tool.run(["check", "--input-format", "frames", "--spacing", "1px", "\(Self.samples)/playwright-rects.json"])
        #expect(naive.status == 1 && naive.stdout.contains("off-grid"), "read as points, the browser's fractions are off-grid")
        let xcui = Tool.run(["check", "--spacing", "1px", "--json", "\(Self.samples)/xcuitest-frames.json"])
        let x = try JSONDecoder().decode(CheckDocument.self, from: Data(xcui.stdout.utf8))
        #expect(x.findings.map(\.kind) == [.offGrid] && x.findings.first?.frames == [2], "the container's origin (0, 162) is subtracted")
    }

    static let testSamples = Repository.path("Tests/samples")

    /// Tests/samples: screens written in a tool's format, each with the same layout as frames JSON
    /// in screen points (a tablet in landscape, right to left, with a second list of the same cell
    /// id; an iPad form sheet with two collection views, a subclass named as the container, and a
    /// label whose text breaks the line). Both must give the same findings.
    @Test("each sample and its frames JSON twin give the same findings", arguments: [
        ("uiautomator-tablet-rtl.xml", ["--container", "grid", "--select", "cell"], 4),
        ("recursive-description-ipad.txt", ["--container", "Gallery.GridCollectionView", "--select", "UICollectionViewCell", "--scale", "2"], 5),
    ])
    func twins(file: String, flags: [String], count: Int) throws {
        let (a, _) = try Self.sameFindingsAsTwin(file, flags: ["--spacing", "1px"] + flags)
        #expect(a.count == count)
    }

    /// Checks `file` of Tests/samples with `flags` and its `.frames.json` twin (the same flags but
    /// the tree's), expects both to fail with the same findings, and returns both lists.
    static func sameFindingsAsTwin(_ file: String, flags: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (dump: [CheckDocument.Finding], twin: [CheckDocument.Finding]) {
        let spacing = Array(flags.prefix(2))
        let dump = Tool.run(["check", "--json"] + flags + ["\(testSamples)/\(file)"])
        let twin = Tool.run(["check", "--json"] + spacing + ["\(testSamples)/\(file.split(separator: ".")[0]).frames.json"])
        #expect(dump.status == 1 && twin.status == 1, "\(dump.stderr)\(twin.stderr)", sourceLocation: sourceLocation)
        let a = try JSONDecoder().decode(CheckDocument.self, from: Data(dump.stdout.utf8)).findings
        let b = try JSONDecoder().decode(CheckDocument.self, from: Data(twin.stdout.utf8)).findings
        let key = { (f: CheckDocument.Finding) in "\(f.kind) \(f.frames) \(f.edge) \((f.expectedPx * 1e6).rounded()) \((f.actualPx * 1e6).rounded())" }
        #expect(a.map(key) == b.map(key), sourceLocation: sourceLocation)
        return (a, b)
    }

    /// Tests/samples written by Tests/samples/make_pasted_samples.py: a dump as each
    /// tool prints it — lldb's po, Chisel's pviews, Cycript's backticks, a raw string's `#"`,
    /// Frida's one quoted string, a custom printer's spaces, `<<_UITextContainerView`, a one-line
    /// Compose dump reached by `instance=`, a scroller's clipped cell, Appium's page source, the
    /// terminal's text around `adb exec-out uiautomator dump /dev/tty`, lldb's `- some : ` for an
    /// Optional, an NSLog timestamp before the root —
    /// each with its layout as frames JSON. With the gap found (`--spacing auto`), both must give
    /// the same findings, and each has its defect.
    @Test("each pasted dump and its frames JSON twin give the same findings", arguments: [
        ("lldb-po.txt", ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"], ["gap", "uneven"]),
        ("chisel-pviews.txt", ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--device", "iphone-15"], ["gap", "uneven"]),
        ("cycript.txt", ["--container", "UICollectionView", "--select", "Gallery.PhotoCell", "--scale", "3"], ["gap", "uneven"]),
        ("raw-string.txt", ["--container", "address=0x105008200", "--select", "UICollectionViewCell", "--scale", "3"], ["gap", "uneven"]),
        ("spaces-indented.txt", ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"], ["gap", "uneven"]),
        ("frida.txt", ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"], ["gap"]),
        ("text-container.txt", ["--container", "UIStackView", "--select", "_UITextContainerView", "--scale", "3"], ["gap", "uneven"]),
        ("uiautomator-compose-one-line.xml", ["--container", "class=android.view.View,instance=1", "--select", "class=android.view.View"], ["gap"]),
        ("uiautomator-clipped.xml", ["--container", "strip", "--select", "card"], ["gap", "clipped"]),
        ("appium-page-source.xml", ["--container", "grid", "--select", "thumb"], ["gap"]),
        ("lldb-optional.txt", ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"], ["gap", "uneven"]),
        ("nslog.txt", ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"], ["gap"]),
        ("uiautomator-exec-out.xml", ["--container", "tiles", "--select", "tile"], ["uneven", "gap", "uneven"]),
    ])
    func pastedTwins(file: String, flags: [String], kinds: [String]) throws {
        let (a, b) = try Self.sameFindingsAsTwin(file, flags: ["--spacing", "auto"] + flags)
        #expect(a.map(\.kind.rawValue) == kinds)
        // Each finding of the dump names its node (its last frame's); the JSON twin has none.
        #expect(a.allSatisfy { $0.source?.line != nil && $0.source?.label != nil } && b.allSatisfy { $0.source == nil })
    }

    @Test("stdin: annotations have no file=, and a report names stdin")
    func stdin() throws {
        let xml = "<hierarchy><node resource-id=\"g\" bounds=\"[0,0][100,10]\"><node bounds=\"[0,0][40,10]\"/><node bounds=\"[43,0][100,10]\"/></node></hierarchy>"
        let github = Tool.run(["check", "--container", "g", "--format", "github", "-"], stdin: xml)
        // One line: the column says where (the third <node>, byte 86).
        #expect(github.status == 1 && github.stdout.hasPrefix("::error line=1,col=86,title=gridcalc check%3A gap::")
                && github.stdout.contains("(node, line 1, column 86, hierarchy/node[0]/node[1])"), "\(github.stdout)")
        let junit = Tool.run(["check", "--container", "g", "--format", "junit"], stdin: xml)
        #expect(junit.stdout.contains("<testsuite name=\"gridcalc check stdin\" tests=\"2\" failures=\"1\""), "\(junit.stdout)")
    }

    @Test("hostile uiautomator XML: exit 65 with the line")
    func hostileXML() throws {
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n<hierarchy>&lol2;</hierarchy>"
        let xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE foo [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<hierarchy><node text=\"&xxe;\" bounds=\"[0,0][1,1]\"/></hierarchy>"
        let million = "<hierarchy>" + String(repeating: "<node/>", count: 1_000_000) + "</hierarchy>"
        let cases: [(String, String)] = [
            (laughs, "stdin:2: a document type declaration"),
            (xxe, "stdin:2: a document type declaration"),
            ("<hierarchy>\n<node resource-id=\"cell\" text=\"&xxe;\" bounds=\"[0,0][1,1]\"/></hierarchy>", "stdin:2: the entity &xxe;"),
            ("<hierarchy>\n<node bounds=\"[0,0][1,1]\">\n</hierarchy>", "stdin:3: </hierarchy> closes <node>"),
            (million, "stdin:1: more than 100000 elements"),
            ("<hierarchy>\n\n<node resource-id=\"cell\" bounds=\"[1,2][0,0]\"/></hierarchy>", "stdin:3: bounds='[1,2][0,0]': the right edge"),
            ("<hierarchy><node resource-id=\"cell\" text=\"" + String(repeating: "x", count: 100_000) + "\" bounds=\"[0,0][1,1]\"/></hierarchy>", "stdin:1: the value of text is longer"),
            ("<hierarchy>\n<node resource-id=\"cell\" text=\"\u{FF}\" bounds=\"[0,0][1,1]\"/></hierarchy>", ""),
        ]
        for (text, message) in cases {
            let run = Tool.run(["check", "--input-format", "uiautomator", "--select", "cell", "--width", "10px"], stdin: text)
            // U+00FF is valid text: the one cell is read (one frame and no design: nothing judged, exit 1, not 65).
            if message.isEmpty { #expect(run.status == 1 && run.stdout.contains("nothing-judged"), "\(run.stderr)"); continue }
            expectDataError(run, naming: message)
        }
        var invalid = Data("<hierarchy>\n\n<node resource-id=\"cell\" bounds=\"[0,0][1,1]\" text=\"".utf8)
        invalid.append(contentsOf: [0xC3, 0x28])
        invalid.append(Data("\"/></hierarchy>".utf8))
        expectDataError(Tool.run(["check", "--select", "cell", "--width", "10px"], stdin: invalid), naming: "stdin:3: invalid UTF-8")
        // A BOM and CRLF line ends are XML as tools write it on Windows: read, lines counted.
        let windows = "\u{FEFF}<?xml version='1.0'?>\r\n<hierarchy>\r\n<node resource-id=\"cell\" bounds=\"[0,0][5,1]\"/>\r\n<node resource-id=\"cell\" bounds=\"[7,0][10,1]\"/>\r\n</hierarchy>\r\n"
        let run = Tool.run(["check", "--select", "cell", "--width", "10px", "--format", "github"], stdin: windows)
        #expect(run.status == 1 && run.stdout.hasPrefix("::error line=4,"), "\(run.stdout)\(run.stderr)")
    }

    @Test("hostile recursiveDescription text: exit 65 with the line")
    func hostileText() throws {
        let cases: [(String, String)] = [
            ("<A: 0x1; frame = (0 0; 10 10)>\n   | <" + String(repeating: "B", count: 100_000) + ": 0x2; frame = (0 0; 1 1)>", "stdin:2: expected <ClassName: 0x…>"),
            ("<A: 0x1; frame = (0 0; 10 10)>\r\n   | <B: 0x2; frame = (0 0; 1e999 1)>\r\n", "stdin:2: frame = (0 0; 1e999 1)"),
            ("<A: 0x1; frame = (0 0; 10 10)>\n   | <B: 0x2; frame = (0 0; 10 10" + String(repeating: " ", count: 100_000), "stdin:2: frame = ( is not closed"),
            ("<A: 0x1; frame = (0 0; 10 10)>\n" + String(repeating: "   | <B: 0x2; frame = (0 0; 1 1)>\n", count: 200_000), "stdin:100001: more than 100000 views"),
            ("<A: 0x1; frame = (0 0; 10 10)>\n   | <B: 0x2; frame = (99999999999 0; 1 1)>", "stdin:2: frame"),
            // Each origin is in range, their sum is not: GridCore's refusal names the frame, and so the line.
            ("<A: 0x1; frame = (900000000 0; 10 10)>\n   | <B: 0x2; frame = (900000000 0; 1 1)>", "stdin:2: the frame of B 0x2: x is 1800000000"),
        ]
        for (text, message) in cases {
            expectDataError(Tool.run(["check", "--input-format", "recursive-description", "--select", "B", "--scale", "2", "--width", "10"], stdin: text),
                            naming: message)
        }
        var invalid = Data("<A: 0x1; frame = (0 0; 10 10)>\n   | <B: 0x2; frame = (0 0; 1 1); text = '".utf8)
        invalid.append(contentsOf: [0xFF, 0xFE])
        expectDataError(Tool.run(["check", "--select", "B", "--scale", "2", "--width", "10"], stdin: invalid), naming: "stdin:2: invalid UTF-8")
        let bom = "\u{FEFF}<A: 0x1; frame = (0 0; 10 10)>\r\n   | <B: 0x2; frame = (0 0; 4 10)>\r\n   | <B: 0x3; frame = (4.5 0; 5.5 10)>\r\n"
        let run = Tool.run(["check", "--select", "B", "--container", "A", "--scale", "2", "--spacing", "1px"], stdin: bom)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test("hostile JSON and css documents: exit 65 naming the path")
    func hostileJSON() throws {
        let cases: [([String], String, String)] = [
            (["--input-format", "css"], "[{\"x\": 1, \"width\": 2}]", "stdin: the document has no \"scale\""),
            ([], "{\"dpr\": 0, \"container\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 1}, \"frames\": []}", "stdin: scale 0"),
            ([], "{\"dpr\": 2, \"container\": {\"x\": 0, \"y\": 0, \"width\": -10, \"height\": 1}, \"frames\": []}", "stdin: container_pt is -10"),
            ([], "{\"dpr\": 2, \"container\": {\"left\": 5, \"top\": 0, \"right\": 1, \"bottom\": 1}, \"frames\": []}", "stdin: container.right"),
            (["--scale", "2", "--width", "10"], "[{\"x\": 1}]", "stdin: missing key 'width' in [0]"),
            (["--scale", "2", "--width", "10"], "[{\"y\": 1, \"height\": 2}]", "stdin: missing key 'x' in [0]"),
            (["--scale", "2", "--width", "10"], "[{\"x\": 1e400, \"width\": 1}]", "stdin: [0].x (line 1, column 8): '1e400' is beyond"),
        ]
        for (flags, text, message) in cases {
            expectDataError(Tool.run(["check"] + flags, stdin: text), naming: message)
        }
        expectDataError(Tool.run(["check"], stdin: Data("hello".utf8)), naming: "stdin: cannot tell its format")
    }

    @Test("misuse of the new flags is a usage error naming the flag")
    func misuse() throws {
        let frames = Data("{\"scale\": 3, \"container_pt\": 10, \"frames\": []}".utf8)
        let rects = Data("{\"dpr\": 1.5, \"container\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 1}, \"frames\": []}".utf8)
        expectUsageError(Tool.run(["check", "--select", "cell"], stdin: frames), naming: "--select")
        expectUsageError(Tool.run(["check", "--container", "grid"], stdin: frames), naming: "--container")
        expectUsageError(Tool.run(["check", "--px-means", "device"], stdin: frames), naming: "--px-means")
        expectUsageError(Tool.run(["check", "--flow-sum"], stdin: rects), naming: "--flow-sum")
        expectUsageError(Tool.run(["check", "--spacing", "1px"], stdin: rects), naming: "--spacing")
        expectUsageError(Tool.run(["check", "--px-means", "pixels"], stdin: rects), naming: "--px-means")
        expectUsageError(Tool.run(["check", "--input-format", "xml"], stdin: frames), naming: "--input-format")
        expectUsageError(Tool.run(["check", "--format", "csv"], stdin: frames), naming: "--format")
        expectUsageError(Tool.run(["check", "--input-format", "uiautomator"], stdin: Data("<hierarchy/>".utf8)), naming: "--select")
        expectUsageError(Tool.run(["check", "--select", "bogus=1", "--input-format", "uiautomator"], stdin: Data("<hierarchy/>".utf8)), naming: "--select")
    }
}
