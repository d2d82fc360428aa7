import Foundation
import GridcalcTestSupport
import Testing

/// View trees as people paste them: Cycript's backtick, a `#"` string start, Frida's
/// one quoted string, a `<<_UITextContainerView` line, trees indented with spaces — each read to
/// the same frames as the plain recursiveDescription.
@Suite struct PastedDumpsTests {
    /// The plain tree: a collection view of two cells (196pt with a 1pt gap at 3x), a label inside
    /// the first, and a text view printed with a doubled `<`.
    static let lines = [
        "<UIWindow: 0x10480c2f0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x600000c5c0>>",
        "   | <UICollectionView: 0x104900000; frame = (0 100; 393 200); layer = <CALayer: 0x600000c40001>>",
        "   |    | <UICollectionViewCell: 0x104900100; frame = (0 0; 196 100); layer = <CALayer: 0x600000c40002>>",
        "   |    |    | <UILabel: 0x104900200; frame = (5 5; 50 20); text = 'a | b'; layer = <CALayer: 0x3>>",
        "   |    | <UICollectionViewCell: 0x104900300; frame = (197 0; 196 100); layer = <CALayer: 0x600000c40004>>",
        "   |    | <<_UITextContainerView: 0x104900400; frame = (0 0; 10 10); layer = <CALayer: 0x600000c40005>>",
    ]

    /// With the design inline (2 columns, 1pt gaps at 3x: 588px each, no insets), so a frame read
    /// wrong is a mismatch.
    static func check(_ text: String, _ flags: [String] = ["--select", "UICollectionViewCell", "--columns", "2"]) -> Run {
        Tool.run(["check", "--container", "UICollectionView", "--scale", "3", "--spacing", "1pt", "--json"] + flags + ["-"], stdin: Data(text.utf8))
    }

    /// The frame count, the findings and the verdict of a check document, to compare readings.
    static func frames(_ run: Run) -> String {
        guard run.status == 0 || run.status == 1 else { return "exit \(run.status): \(run.stderr)" }
        let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return "\(object?["frames"] ?? "none") \(object?["findings"] ?? "none") \(object?["ok"] ?? "none")"
    }

    @Test func everyWayOfPastingReadsTheSameFrames() throws {
        let plain = Self.lines.joined(separator: "\n") + "\n"
        let reference = Self.check(plain)
        #expect(reference.status == 0 && Self.frames(reference).hasPrefix("2 "), "\(reference.stderr)\(reference.stdout)")
        let frida = String(decoding: try JSONSerialization.data(withJSONObject: [Self.lines.joined(separator: "\n")]), as: UTF8.self)
            .dropFirst().dropLast()  // the string itself, as Frida prints it
        let spaces = Self.lines.map { line -> String in
            let level = line.components(separatedBy: "|").count - 1
            return String(repeating: "  ", count: level) + line.drop { $0 == " " || $0 == "|" }
        }.joined(separator: "\n")
        let variants: [(String, String)] = [
            ("Cycript", "cy# UIApp.keyWindow.recursiveDescription().toString()\n`" + Self.lines.joined(separator: "\n") + "`\n"),
            ("#\" string", "#\"" + Self.lines.joined(separator: "\n") + "\"\n"),
            ("Frida", String(frida) + "\n"),
            ("@\" string", "@" + String(frida)),
            ("spaces", spaces + "\n"),
            ("tabs", spaces.replacingOccurrences(of: "  ", with: "\t") + "\n"),
            ("CRLF", Self.lines.joined(separator: "\r\n") + "\r\n"),
        ]
        for (name, text) in variants {
            let run = Self.check(text)
            #expect(run.status == 0 && Self.frames(run) == Self.frames(reference), "\(name): \(run.stderr)\n\(text.prefix(200))")
        }
        // `<<_UITextContainerView`: the class is read without the stray `<`.
        // (One frame and no design judges nothing: allowed here, the frame read is what is looked at.)
        let textView = Self.check(plain, ["--select", "_UITextContainerView", "--allow-empty"])
        #expect(textView.status == 0 && textView.stdout.contains("\"frames\": 1,"), "\(textView.stderr)\(textView.stdout)")
        // Negative control: flattened (no indentation at all), the cells are not inside the container.
        let flat = Self.check(Self.lines.map { String($0.drop { $0 == " " || $0 == "|" }) }.joined(separator: "\n"))
        #expect(flat.status == 65 && flat.stderr.contains("no node inside the container"), "\(flat.stderr)")
    }

    /// A selector that matches nothing lists the values inside the container, never one it says it
    /// did not find.
    @Test func theHintListsWhatIsInsideTheContainer() {
        let run = Self.check(Self.lines.joined(separator: "\n"), ["--select", "UITableViewCell"])
        #expect(run.status == 65 && run.stderr.contains("'UICollectionViewCell'") && !run.stderr.contains("'UIWindow'"), "\(run.stderr)")
    }

    /// Appium's page source names elements by their class instead of `<node>`: it reads as uiautomator.
    @Test func appiumPageSource() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <androidx.recyclerview.widget.RecyclerView index="0" class="androidx.recyclerview.widget.RecyclerView" resource-id="app:id/grid" bounds="[0,200][1080,800]">
                <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" resource-id="app:id/cell" bounds="[0,200][539,500]"/>
                <android.widget.FrameLayout index="1" class="android.widget.FrameLayout" resource-id="app:id/cell" bounds="[541,200][1080,500]"/>
              </androidx.recyclerview.widget.RecyclerView>
            </hierarchy>
            """
        let run = Tool.run(["check", "--container", "resource-id=app:id/grid", "--select", "resource-id=app:id/cell", "--spacing", "2px", "-"],
                           stdin: Data(xml.utf8))
        #expect(run.status == 0 && run.stdout.contains("2 frames"), "\(run.stdout)\(run.stderr)")
    }

    /// Hints fit the format: a view tree is selected by class, a device dump by resource id.
    @Test func hintsFitTheFormat() {
        let tree = Tool.run(["check", "--scale", "2", "-"], stdin: Data("<A: 0x1; frame = (0 0; 9 9)>\n   | <B: 0x2; frame = (0 0; 1 1)>\n".utf8))
        #expect(tree.status == 64 && tree.errorLines.last == "hint: e.g. --select UICollectionViewCell --container UICollectionView", "\(tree.stderr)")
        let xml = Tool.run(["check", "-"], stdin: Data("<hierarchy><node bounds=\"[0,0][9,9]\"/></hierarchy>".utf8))
        #expect(xml.status == 64 && xml.errorLines.last == "hint: e.g. --select resource-id=cell --container resource-id=grid", "\(xml.stderr)")
    }

    /// Frida's tree is one line of the document: each view is named by that line and the byte
    /// column where it starts in the string, found here by searching the file for the view.
    @Test func fridaViewsAreNamedByTheDocumentsLineAndColumn() throws {
        let path = Repository.path("Tests/samples/frida.txt")
        let file = try String(contentsOfFile: path, encoding: .utf8)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("Gallery.PhotoCell: 0x105010300") })
        let column = try #require(lines[line].utf8.firstRange(of: "<Gallery.PhotoCell: 0x105010300".utf8)).lowerBound
        let expected = lines[line].utf8.distance(from: lines[line].utf8.startIndex, to: column) + 1
        let run = Tool.run(["check", "--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3",
                            "--spacing", "auto", "--format", "github", path])
        #expect(run.stdout.hasPrefix("::error file=\(path),line=\(line + 1),col=\(expected),"), "\(run.stdout)")
    }
}
