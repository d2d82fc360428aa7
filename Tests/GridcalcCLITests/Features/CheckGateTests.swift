import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `check` as a CI gate: what it must never pass or get wrong
/// (in process): each test one way a gate could lie, with cases beyond the ones reported.
@Suite struct CheckGateTests {
    /// A frames document with an off-grid frame: `check` on it fails (exit 1).
    static let failing = #"{"scale": 3, "container_pt": 414, "frames": [{"x": 0.1, "width": 10}]}"#

    /// Writes `text` to a new file named `name` in a fresh folder; returns its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Class 1: a value is data. `-h`/`--help` as an option's value, as an operand after `--` or as
    /// a file's name never prints help, and a failing document stays failing; a bad value is exit
    /// 64 whatever else is on the line (help, --version, a file that cannot be opened).
    @Test func helpWordsAreDataAndBadValuesComeFirst() throws {
        let bad = try Self.file("frames.json", Self.failing)
        let named = try Self.file("-h", Self.failing)
        let folder = (named as NSString).deletingLastPathComponent
        for arguments in [["check", "--against", bad, bad], ["check", "--", named], ["check", "--format", "github", "--", named],
                          ["check", "--tolerance", "0.01", "--", named]] {
            let run = Tool.run(arguments)
            #expect(run.status == 1 && !run.stdout.contains("USAGE"), "\(arguments): \(run.stdout.prefix(200))")
        }
        // `-h` as a file name after `--`, in its own folder (as `cd folder && gridcalc check -- -h`).
        #expect(FileManager.default.fileExists(atPath: folder + "/-h"))
        for arguments in [["check", "--", "--help"], ["check", "--against", "-h", bad], ["check", "--", "-h"]] {
            let run = Tool.run(arguments)
            #expect(run.status == 66 && !run.stdout.contains("USAGE"), "\(arguments): \(run.stderr)")
        }
        for (arguments, flag) in [(["--width", "-h", "--scale", "3", "--columns", "7"], "--width"),
                                  (["--width", "--help", "--scale", "3", "--columns", "7"], "--width"),
                                  (["--width", "nan", "--version"], "--width"), (["--scale", "inf", "--help"], "--scale"),
                                  (["check", "--scale", "nan", "/no/such/file.json"], "--scale"),
                                  (["check", "--tolerance", "-1", "--help"], "--tolerance"),
                                  (["sweep", "--columns", "0...3", "--help"], "--columns"),
                                  (["check", "--against", "--help", bad], "--against"),
                                  (["table", "--sections", "x", "-h"], "--sections")] {
            expectUsageError(Tool.run(arguments), naming: flag)
        }
        expectUsageError(Tool.run(["check", "--against", "-", "-"]), naming: "--against -")
        expectUsageError(Tool.run(["check", "--against", "-"]), naming: "--against -")
    }

    /// Class 3: text from a document reaches no report raw. Character references and raw controls in
    /// uiautomator attributes, and ESC, NUL, CR, NEL and U+2028 in recursiveDescription class names,
    /// are shown escaped in every format: no line a CI log would read as a workflow command or a
    /// second result, and no control character but the line ends.
    @Test func documentTextIsEscapedInEveryFormat() throws {
        let forged = "&#10;::error::forged&#13;result    ok&#10;::add-mask::x"
        let xml = """
            <?xml version="1.0"?>
            <hierarchy><node class="Grid" resource-id="grid" bounds="[0,0][1080,500]">
            <node class="Cell\(forged)" resource-id="cell" text="\(forged)" bounds="[0,0][100,100]"/>
            <node class="Cell" resource-id="cell" bounds="[103,0][200,100]"/>
            </node></hierarchy>
            """
        let classes = ["Cell\u{1b}[31m", "Cell\u{0}x", "Cell\r::error::forged", "Cell\u{85}::warning::x", "Cell\u{2028}result    ok"]
        var text = "<UIWindow: 0x1; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x2>>\n"
        text += "   | <UICollectionView: 0x3; frame = (0 70; 414 826); layer = <CALayer: 0x4>>\n"
        for (i, name) in classes.enumerated() {
            text += "   |    | <\(name): 0x\(10 + i); baseClass = UICollectionViewCell; frame = (\(Double(i) * 60 + 0.1) 0; 58 58); layer = <CALayer: 0x5>>\n"
        }
        let dumps = [(try Self.file("forged.xml", xml), ["--select", "resource-id=cell", "--spacing", "1px", "--width", "1080px"]),
                     (try Self.file("forged.txt", text), ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"])]
        for (path, flags) in dumps {
            for format in ["table", "github", "junit", "json"] {
                let run = Tool.run(["check"] + flags + ["--format", format, path])
                #expect(run.status == 1, "\(path) \(format): \(run.stderr)")
                let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                for line in lines {
                    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F ..< 0xA0).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" },
                            "\(format): a control character in \(line.debugDescription.prefix(200))")
                    if format != "github" { #expect(!line.hasPrefix("::"), "\(format): \(line.prefix(120))") }
                }
                if format == "github" {
                    // Only our own commands start a line with `::`, each a finding of this check.
                    #expect(lines.filter { $0.hasPrefix("::") }.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
                    #expect(!run.stdout.contains("::add-mask::") || !lines.contains { $0.hasPrefix("::add-mask::") })
                }
                if format == "table" { #expect(lines.filter { $0.hasPrefix("result") }.count == 1, "\(run.stdout.prefix(400))") }
            }
        }
    }

    /// Class 4: what the readers must refuse, or read right. XML 1.0's forbidden characters (raw
    /// NUL and C0 controls, U+FFFE) anywhere are exit 65 with their line; a label whose text holds
    /// `; baseClass = …` is a label, not a cell; a height with no top edge is refused with its path;
    /// a gridcalc document whose px and pt disagree is refused with the length's path.
    @Test func readersRefuseWhatTheyCannotReadRight() throws {
        let cell = #"<node class="Cell" resource-id="cell" bounds="[0,0][100,100]"/>"#
        for (name, bytes, line) in [("NUL between elements", "<hierarchy>\n\(cell)\n\u{0}</hierarchy>\n", 3),
                                    ("ESC in an attribute", "<hierarchy>\n<node class=\"C\u{1b}[0m\" resource-id=\"cell\" bounds=\"[0,0][1,1]\"/>\n</hierarchy>", 2),
                                    ("a form feed in text", "<hierarchy>\n\n\n\(cell)\u{c}</hierarchy>", 4),
                                    ("U+FFFE", "<hierarchy>\n\(cell)\u{FFFE}</hierarchy>", 2)] {
            let path = try Self.file("hostile.xml", bytes)
            let run = Tool.run(["check", "--select", "resource-id=cell", "--width", "1080px", path])
            #expect(run.status == 65 && run.stdout.isEmpty && run.stderr.contains("xml':\(line): "), "\(name): \(run.stderr)")
        }
        // A label's text with what looks like fields: one cell per App.Cell line, the label is not one.
        let description = """
            <UIView: 0x1; frame = (0 0; 414 896); layer = <CALayer: 0x2>>
               | <App.Cell: 0x10; baseClass = UICollectionViewCell; frame = (0.666667 0; 58.6667 58.6667); layer = <CALayer: 0x5>>
               |    | <UILabel: 0x11; frame = (0 0; 10 10); text = 'a; baseClass = UICollectionViewCell; frame = (1 2; 3 4)'; layer = <_UILabelLayer: 0x6>>
               |    | <UILabel: 0x12; frame = (0 0; 10 10); text = 'x>'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x7>>
               | <App.Cell: 0x13; baseClass = UICollectionViewCell; frame = (59.6667 0; 58.6667 58.6667); layer = <CALayer: 0x8>>
            """
        let labels = Tool.run(["check", "--select", "UICollectionViewCell", "--width", "414", "--scale", "3", "--json", try Self.file("labels.txt", description)])
        #expect(try JSONDecoder().decode(CheckDocument.self, from: Data(labels.stdout.utf8)).frames == 2, "\(labels.stdout.prefix(300)) \(labels.stderr)")
        for frame in [#"{"x": 0, "width": 1, "height": 1e9}"#, #"{"x": 0, "width": 1, "bottom": 10}"#, #"{"x": 0, "width": 1, "y": 5}"#] {
            let run = Tool.run(["check", "-"], stdin: #"{"scale": 3, "container_pt": 414, "frames": [{"x": 0, "y": 0, "width": 1, "height": 1}, \#(frame)]}"#)
            #expect(run.status == 65 && run.stderr.contains("frames[1]"), "\(frame): \(run.stderr)")
        }
        // Edit one unit of one length of a real document: refused, naming it; the untouched one passes.
        let document = Tool.run(["--width", "414", "--scale", "3", "--columns", "3", "--items", "4", "--row-height", "50", "--json"]).stdout
        #expect(Tool.run(["check", "-"], stdin: document).status == 0)
        for (from, to, path) in [(#""px": 414"#, #""px": 415"#, "columns[1].x"), (#""pt": 50,"#, #""pt": 51,"#, "items[0].height")] {
            let edited = document.replacingOccurrences(of: from, with: to)
            #expect(edited != document, "the edit \(from) applies")
            let run = Tool.run(["check", "-"], stdin: edited)
            #expect(run.status == 65 && run.stderr.contains(path) && run.stderr.contains("pt is not its px"), "\(from): \(run.stderr)")
        }
    }
}
