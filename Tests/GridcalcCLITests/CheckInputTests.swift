// CheckInput: the formats `check` reads. A property test writes one random layout (whole device
// pixels: defects included — gaps of 0 or 2, overlaps, overflow, uneven widths, rows that overlap;
// nested containers, extra wrappers, right-to-left order, several screens and scales) in each format
// a tool dumps — frames JSON in screen points with a container, a browser's CSS px, uiautomator XML,
// recursiveDescription text — and every format must give the same findings. Worked examples and
// refusals of each reader follow (SafeXML, bounds, view lines, selectors, detection).

import GridcalcCLI
import GridCore
import GridcalcTestSupport
import Testing

/// A layout in whole device pixels: the container's box and the cells' boxes (absolute), in the
/// order every format lists them.
private struct PixelLayout {
    var scale: Double
    var container: (x: Int, y: Int, width: Int, height: Int)
    var cells: [(x: Int, y: Int, width: Int, height: Int)]
    /// Whether the container scrolls.
    var scrolls = false
    /// Whether the container scrolls sideways, so that a cell cut at its left or right edge is
    /// `clipped`: its cells pass both its left and right edges and not both its top and bottom, or
    /// (passing both ways or neither) it is wider than tall.
    var scrollsSideways: Bool {
        guard scrolls else { return false }
        let c = container
        let pastX = cells.contains { $0.x < c.x } && cells.contains { $0.x + $0.width > c.x + c.width }
        let pastY = cells.contains { $0.y < c.y } && cells.contains { $0.y + $0.height > c.y + c.height }
        return pastX != pastY ? pastX : c.width > c.height
    }
    /// Whether the cells are one row (one top edge).
    var singleRow: Bool { Set(cells.map(\.y)).count == 1 }
    /// Whether the XML is one line, as a device writes it (its nodes are then located by column).
    var oneLine = false
    /// Whether the cells stand in columns whose tops do not line up (a staggered feed).
    var staggered = false

    /// A random layout; a `strip` is one row in a container that scrolls sideways, scrolled by a
    /// random offset: its first cell cut at the left edge and its last at the right, by any amount.
    static func random(_ g: inout SplitMix64, strip: Bool = false) -> PixelLayout {
        let scale = [1, 1.5, 2, 2.625, 3, 3.5].randomElement(using: &g)!
        let columns = Int.random(in: strip ? 2...6 : 1...6, using: &g), rows = strip ? 1 : Int.random(in: 1...3, using: &g)
        let spacing = 1
        let cell = Int.random(in: 20...200, using: &g)
        var width = columns * cell + (columns - 1) * spacing + Int.random(in: 0...3, using: &g)
        // Most strips are scrolled: the first cell starts up to a cell before the container (cut at
        // its left edge), and the last ends anywhere from 1px inside to whole.
        let offset = strip && Bool.random(using: &g) ? Int.random(in: 0..<cell, using: &g) : 0
        let cut = strip && Bool.random(using: &g) ? Int.random(in: 1...cell, using: &g) : nil
        if let cut { width = (columns - 1) * (cell + spacing) + cut - offset }
        let origin = (x: Int.random(in: 0...60, using: &g), y: Int.random(in: 0...400, using: &g))
        var cells: [(x: Int, y: Int, width: Int, height: Int)] = []
        for r in 0..<rows {
            var row: [(x: Int, y: Int, width: Int, height: Int)] = []
            for c in 0..<columns {
                var x = origin.x + c * (cell + spacing) - offset, w = cell
                var y = origin.y + r * (cell + spacing), h = cell
                switch Int.random(in: 0..<12, using: &g) {
                case 0: x += 1                  // a gap of 2 before, 0 after
                case 1: w += 2                  // overlap with the next, or overflow
                case 2: w -= 3                  // uneven
                case 3: h += 2                  // the row overlaps the next row
                case 4 where !strip: y += 1; h -= 1
                default: break
                }
                if let cut, c == columns - 1 { w = cut + origin.x + c * (cell + spacing) - offset - x }
                // What a tool sees of a cell its scroller cuts at the left edge.
                if x < origin.x, strip { w -= origin.x - x; x = origin.x }
                if w > 0 { row.append((x, y, w, h)) }
            }
            if Bool.random(using: &g) { row.reverse() }  // right to left: the first child at the right
            cells += row
        }
        return PixelLayout(scale: scale, container: (origin.x, origin.y, width, rows * (cell + spacing) + 10), cells: cells,
                           scrolls: strip || Bool.random(using: &g), oneLine: Bool.random(using: &g))
    }

    /// A random staggered feed: 2 to 4 columns of cells of their own heights, 1px apart (a few
    /// gaps 2px: the defects), in a container taller than wide that may scroll.
    static func randomStaggered(_ g: inout SplitMix64) -> (layout: PixelLayout, badGaps: Int) {
        let scale = [1, 2, 2.625, 3].randomElement(using: &g)!
        let columns = Int.random(in: 2...4, using: &g), cell = Int.random(in: 40...160, using: &g)
        let origin = (x: Int.random(in: 0...60, using: &g), y: Int.random(in: 0...400, using: &g))
        var stacks: [[(x: Int, y: Int, width: Int, height: Int)]] = []
        var badGaps = 0
        for c in 0..<columns {
            // Each column starts at its own offset below the container's top, and no top lines up
            // with another column's (a height that would is made 3px taller).
            var y = origin.y + c * 7, stack: [(x: Int, y: Int, width: Int, height: Int)] = []
            let count = Int.random(in: 3...5, using: &g)
            for k in 0..<count {
                let gap = Int.random(in: 0..<8, using: &g) == 0 ? 2 : 1
                var h = Int.random(in: 60...400, using: &g)
                while stacks.contains(where: { $0.contains { $0.y == y + h + gap } }) { h += 3 }
                stack.append((origin.x + c * (cell + 1), y, cell, h))
                if k < count - 1 {
                    if gap != 1 { badGaps += 1 }
                    y += h + gap
                }
            }
            stacks.append(stack)
        }
        // Listed as a staggered adapter lists them: by top, whichever column is shorter next.
        let cells = stacks.flatMap { $0 }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        let height = stacks.map { $0.last!.y + $0.last!.height }.max()! - origin.y
        var layout = PixelLayout(scale: scale, container: (origin.x, origin.y, columns * (cell + 1) - 1, max(height, columns * (cell + 1))), cells: cells,
                                 scrolls: Bool.random(using: &g), oneLine: Bool.random(using: &g))
        layout.staggered = true
        return (layout, badGaps)
    }

    /// `v` px in points, as the shortest decimal that reads back as v / scale.
    func pt(_ v: Int) -> String { "\(Double(v) / scale)" }

    var framesJSON: String { json(scaleKey: "scale") }
    var cssJSON: String { json(scaleKey: "dpr") }

    func json(scaleKey: String) -> String {
        let ltrb = cells.count % 2 == 0
        let frames = cells.map { c in
            ltrb ? "{\"left\": \(pt(c.x)), \"top\": \(pt(c.y)), \"right\": \(pt(c.x + c.width)), \"bottom\": \(pt(c.y + c.height))}"
                : "{\"x\": \(pt(c.x)), \"y\": \(pt(c.y)), \"width\": \(pt(c.width)), \"height\": \(pt(c.height))}"
        }
        return "{\"\(scaleKey)\": \(scale),\(scrollsSideways ? " \"scrolls\": true," : "") \"container\": {\"x\": \(pt(container.x)), \"y\": \(pt(container.y)), \"width\": \(pt(container.width)), \"height\": \(pt(container.height))},"
            + " \"frames\": [\(frames.joined(separator: ", "))]}"
    }

    var uiautomator: String {
        func bounds(_ b: (x: Int, y: Int, width: Int, height: Int)) -> String { "[\(b.x),\(b.y)][\(b.x + b.width),\(b.y + b.height)]" }
        var out = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\r\n<hierarchy rotation=\"0\">\n"
        out += "<node index=\"0\" class=\"android.widget.FrameLayout\" resource-id=\"\" bounds=\"[0,0][3000,3000]\">\n"
        out += "<node index=\"0\" class=\"androidx.recyclerview.widget.RecyclerView\" resource-id=\"com.x:id/other\" bounds=\"[0,0][10,10]\">"
        out += "<node class=\"android.widget.TextView\" resource-id=\"com.x:id/cell\" bounds=\"[0,0][5,5]\"/></node>\n"
        out += "<node index=\"1\" class=\"androidx.recyclerview.widget.RecyclerView\" resource-id=\"com.x:id/grid\" scrollable=\"\(scrolls)\" bounds=\"\(bounds(container))\">\n"
        for (i, c) in cells.enumerated() {
            out += "  <node index=\"\(i)\" class=\"android.widget.LinearLayout\" resource-id=\"com.x:id/cell\" content-desc=\"Photo &amp; \(i)\" bounds=\"\(bounds(c))\">"
            out += "<node class=\"android.widget.ImageView\" resource-id=\"com.x:id/cell\" bounds=\"\(bounds(c))\"/></node>\n"
        }
        out += "</node>\n</node>\n</hierarchy>\n"
        return oneLine ? out.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).joined() : out
    }

    /// The page source Appium returns on iOS: the frames in points, absolute; the container a
    /// collection view when it scrolls.
    var xcuitest: String {
        let type = scrolls ? "CollectionView" : "Other"
        func frame(_ b: (x: Int, y: Int, width: Int, height: Int)) -> String {
            "x=\"\(pt(b.x))\" y=\"\(pt(b.y))\" width=\"\(pt(b.width))\" height=\"\(pt(b.height))\""
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><AppiumAUT>\n<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"App\" x=\"0\" y=\"0\" width=\"3000\" height=\"3000\">\n"
        out += "<XCUIElementTypeCollectionView type=\"XCUIElementTypeCollectionView\" x=\"0\" y=\"0\" width=\"5\" height=\"5\"/>\n"
        out += "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" name=\"grid\" \(frame(container))>\n"
        for (i, c) in cells.enumerated() {
            out += "  <XCUIElementTypeCell type=\"XCUIElementTypeCell\" name=\"Photo &amp; \(i)\" \(frame(c))><XCUIElementTypeImage type=\"XCUIElementTypeImage\" \(frame(c))/></XCUIElementTypeCell>\n"
        }
        return out + "</XCUIElementType\(type)>\n</XCUIElementTypeApplication></AppiumAUT>\n"
    }

    /// Whether every number the page source writes of a cell is a whole point (it then reads as
    /// XCUITest's whole-point resolution, which tolerates 1pt).
    var wholePoints: Bool {
        cells.flatMap { [$0.x, $0.y, $0.width, $0.height] }
            .allSatisfy { (Double($0) / scale).rounded() == Double($0) / scale }
    }

    /// Where the XML writes cell i: its path, and the 1-based column of its `<node` on its line
    /// (a cell shares its line with its image, so the column is always given).
    func xmlSource(_ i: Int) -> (path: String, column: Int?) {
        let marker = Array("<node index=\"\(i)\" class=\"android.widget.LinearLayout\"".utf8), bytes = Array(uiautomator.utf8)
        let at = (0...(bytes.count - marker.count)).first { bytes[$0 ..< $0 + marker.count].elementsEqual(marker) }
        let lineStart = at.map { a in (bytes[..<a].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1 }
        return ("hierarchy/node[0]/node[1]/node[\(i)]", at.map { $0 - lineStart! + 1 })
    }

    var recursiveDescription: String {
        // The window at 0, a wrapper at (10, 20) pt, the container inside it, the cells inside that.
        // Another collection view comes first, so the container is `instance=1` or `address=0x5`;
        // the container prints a contentOffset and contentSize (UIKit's scroll views do) only when
        // it scrolls: wider than itself for a strip (sideways), taller for several rows.
        var out = "(lldb) po view.recursiveDescription\n<UIWindow: 0x1; frame = (0 0; 2000 2000); layer = <UIWindowLayer: 0x2>>\r\n"
        out += "   | <UICollectionView: 0x40; frame = (0 0; 10 10); layer = <CALayer: 0x41>; contentOffset: {0, 0}>\n"
        let wrapper = (x: 10.0, y: 20.0)
        out += "   | <UIView: 0x3; frame = (\(wrapper.x) \(wrapper.y); 1500 1500); layer = <CALayer: 0x4>>\n"
        out += "   |    | <App.Grid: 0x5; baseClass = UICollectionView; frame = (\(Double(container.x) / scale - wrapper.x) \(Double(container.y) / scale - wrapper.y); \(pt(container.width)) \(pt(container.height))); layer = <CALayer: 0x6>\(scrolls ? "; contentOffset: {0, 0}; contentSize: {\(pt(container.width + (scrollsSideways ? 300 : 0))), \(pt(container.height * 3))}" : "")>\n"
        for (i, c) in cells.enumerated() {
            out += "   |    |    | <App.Cell: 0x\(100 + i); baseClass = UICollectionViewCell; frame = (\(pt(c.x - container.x)) \(pt(c.y - container.y)); \(pt(c.width)) \(pt(c.height))); layer = <CALayer: 0x7>>\n"
            out += "   |    |    |    | <UIView: 0x8; frame = (0 0; \(pt(c.width)) \(pt(c.height))); layer = <CALayer: 0x9>>\n"
        }
        return out
    }
}

/// What a finding says, with pixel values to 1e-6 (points carry float noise).
private func summary(_ findings: [CheckDocument.Finding]) -> [String] {
    findings.map { f in
        let r = { (v: Double) in (v * 1e6).rounded() / 1e6 }
        return "\(f.kind.rawValue) \(f.severity.rawValue) \(f.frames) \(f.edge) \(r(f.expectedPx)) \(r(f.actualPx))"
    }
}

private func findings(_ text: String, select: String? = nil, container: String? = nil, scale: Double?, staggered: Bool? = false) throws -> [CheckDocument.Finding] {
    try checked(text, select: select, container: container, scale: scale, staggered: staggered).document.findings
}

/// The document, and where each frame came from. A grid is read as a grid (its random defects may
/// leave rows that do not line up); a staggered layout is found by the check itself (nil).
private func checked(_ text: String, select: String? = nil, container: String? = nil, scale: Double?, staggered: Bool? = false) throws -> (document: CheckDocument, sources: [FrameSource]) {
    let input = try CheckFrontend.readInput(Array(text.utf8), name: "test", format: .auto, selectors: DumpSelectors(select: select, container: container)).0
    var request = CheckRequest(subject: input.subject, scale: try scale.map { try Scale($0) }, spacing: .pixels(1))
    request.staggered = staggered
    return (try CheckDocument(request), input.sources)
}

@Suite("Check inputs: every format, the same findings")
struct CheckInputPropertyTests {
    @Test("300 random grids, 100 scrolled strips and 60 staggered feeds give the same findings in frames JSON, CSS px, uiautomator XML, XCUITest XML and recursiveDescription")
    func sameFindings() throws {
        var g = SplitMix64(state: 17)
        var withFindings = 0, withClipped = 0, withLeftCut = 0, staggeredFound = 0, staggeredWithGaps = 0
        for n in 0..<460 {
            var badStaggeredGaps = 0
            let layout: PixelLayout
            if n >= 400 { (layout, badStaggeredGaps) = PixelLayout.randomStaggered(&g) } else { layout = PixelLayout.random(&g, strip: n >= 300) }
            let staggered: Bool? = layout.staggered ? nil : false
            let frames = try findings(layout.framesJSON, scale: nil, staggered: staggered)
            let css = try findings(layout.cssJSON, scale: nil, staggered: staggered)
            // The container by its id, or as the second list of its class (instance= counts from 0).
            let xmlContainer = Bool.random(using: &g) ? "resource-id=grid" : "class=androidx.recyclerview.widget.RecyclerView,instance=1"
            let (xmlDocument, xmlSources) = try checked(layout.uiautomator, select: "cell", container: xmlContainer, scale: nil, staggered: staggered)
            let xml = xmlDocument.findings
            let textContainer = Bool.random(using: &g) ? "UICollectionView,instance=1" : "address=0x5"
            let text = try findings(layout.recursiveDescription, select: "UICollectionViewCell", container: textContainer, scale: layout.scale, staggered: staggered)
            let ios = try findings(layout.xcuitest, select: "type=Cell", container: "name=grid", scale: layout.scale, staggered: staggered)
            // Each frame is located by its path and, on a one-line dump, its column.
            #expect(xmlSources.indices.allSatisfy { xmlSources[$0].path == layout.xmlSource($0).path && xmlSources[$0].column == layout.xmlSource($0).column },
                    "\(xmlSources.prefix(2)) \(layout.xmlSource(0))")
            #expect(summary(frames) == summary(xml), "\(layout.uiautomator)")
            #expect(summary(css) == summary(xml))
            #expect(summary(text) == summary(xml), "\(layout.recursiveDescription)")
            // Whole points read as XCUITest's resolution, which forgives 1pt: compared only where
            // the page source has a fraction.
            if !layout.wholePoints { #expect(summary(ios) == summary(xml), "\(layout.xcuitest)") }
            if layout.staggered {
                // The independent rule: the check finds the columns itself, and a gap between two
                // cells one above the other that is not 1px is a row-gap finding (0 between columns).
                if xmlDocument.notes?.contains(where: { $0.hasPrefix("read as a staggered layout") }) == true { staggeredFound += 1 }
                #expect(xml.filter { $0.edge == "row-gap" }.count == badStaggeredGaps, "\(layout.uiautomator)")
                #expect(xml.allSatisfy { $0.kind != .overlap && ($0.kind != .gap || $0.edge == "row-gap") }, "\(summary(xml))")
                if badStaggeredGaps > 0 { staggeredWithGaps += 1 }
                continue
            }
            // The independent rule for gaps: neighbours in a row (same top) whose gap is not 1px.
            var rows: [Int: [(Int, Int)]] = [:]
            for c in layout.cells { rows[c.y - layout.container.y, default: []].append((c.x, c.x + c.width)) }
            let badGaps = rows.values.map { row in
                let sorted = row.sorted { $0.0 < $1.0 }
                return zip(sorted, sorted.dropFirst()).filter { $1.0 - $0.1 != 1 }.count
            }.reduce(0, +)
            #expect(xml.filter { $0.kind == .gap || ($0.kind == .overlap && $0.edge == "gap") }.count == badGaps)
            // The independent rule for clipped cells: in a container that scrolls sideways, the first
            // or last cell of a row (by x) that passes the container's edge, or reaches it and is
            // narrower than the row's widest by any amount.
            var clipped = 0
            if layout.scrollsSideways {
                let (left, right) = (layout.container.x, layout.container.x + layout.container.width)
                for row in rows.values {
                    let sorted = row.sorted { $0.0 < $1.0 }, widest = row.map { $0.1 - $0.0 }.max()!
                    let first = sorted[0], last = sorted[sorted.count - 1]
                    let firstCut = first.0 < left || (first.0 == left && first.1 - first.0 < widest)
                    if firstCut { clipped += 1; if first.0 == left { withLeftCut += 1 } }
                    if sorted.count > 1 || !firstCut, last.1 > right || (last.1 == right && last.1 - last.0 < widest) { clipped += 1 }
                }
            }
            #expect(xml.filter { $0.kind == .clipped }.count == clipped, "\(layout.uiautomator)")
            // In a container that scrolls sideways a cut cell is never overflow.
            if layout.scrollsSideways {
                let cut = Set(xml.filter { $0.kind == .clipped }.flatMap(\.frames))
                #expect(xml.allSatisfy { f in f.kind != .overflow || !cut.contains(f.frames[0]) })
            }
            if !xml.isEmpty { withFindings += 1 }
            if clipped > 0 { withClipped += 1 }
        }
        #expect(withFindings > 150)
        #expect(withClipped > 20, "the strips must cut some cells")
        #expect(withLeftCut > 10, "some strips must be scrolled")
        #expect(staggeredFound == 60, "every staggered feed is found")
        #expect(staggeredWithGaps > 10)
    }
}

@Suite("Check inputs: readers")
struct CheckInputReaderTests {
    private func refusal(_ text: String, format: CheckInputFormat = .auto, select: String? = "cell", container: String? = nil) -> UsageError? {
        do { _ = try CheckFrontend.readInput(Array(text.utf8), name: "stdin", format: format, selectors: DumpSelectors(select: select, container: container)).0 } catch { return error }
        return nil
    }

    @Test("SafeXML reads elements, attributes, references and lines; skips BOM, comments, PIs, CDATA")
    func xml() throws {
        let doc = SafeXML.init
        let x = try doc(Array("\u{FEFF}<?xml version='1.0'?>\r\n<!-- c -->\n<a k=\"1 &lt;&#65;&#x42;&amp;\">\n <b k='2'/><![CDATA[<x>]]>text &gt;</a>\n".utf8))
        #expect(x.elements.map(\.name) == ["a", "b"])
        #expect(x.elements[0].attribute("k") == "1 <AB&")
        #expect(x.elements[1].parent == 0 && x.elements[1].line == 4 && x.elements[1].depth == 1)
    }

    @Test("SafeXML refuses DTDs, entities, malformed markup and runaway sizes, naming the line")
    func xmlRefusals() {
        let cases: [(String, Int, String)] = [
            ("<!DOCTYPE a [<!ENTITY x \"y\">]>\n<a/>", 1, "DTD"),
            ("<a>\n&x;</a>", 2, "entity"),
            ("<a k=\"&lol9;\"/>", 1, "entity"),
            ("<a><!ENTITY x SYSTEM \"file:///etc/passwd\"></a>", 1, "entity declaration"),
            ("<a>\n<b></a>", 2, "closes <b>"),
            ("<a k=\"1\" k=\"2\"/>", 1, "twice"),
            ("<a k=1/>", 1, "not quoted"),
            ("<a/><b/>", 1, "second root"),
            ("<a>\n\n<b>", 3, "ends inside"),
            ("<a k=\"&#0;\"/>", 1, "not a character"),
            ("", 1, "no element"),
            ("<a>\u{1}", 1, ""),
        ]
        for (text, line, words) in cases {
            do { _ = try SafeXML(Array(text.utf8)); Issue.record("accepted \(text)") } catch {
                #expect(error.line == line, "\(text): \(error)")
                #expect(words.isEmpty || error.reason.contains(words), "\(text): \(error.reason)")
            }
        }
        #expect(throws: SafeXML.Failure.self) { try SafeXML([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E]) }  // invalid UTF-8
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(throws: SafeXML.Failure.self) { try SafeXML(Array(deep.utf8)) }
        let many = "<a>" + String(repeating: "<b/>", count: SafeXML.maxElements) + "</a>"
        #expect(throws: SafeXML.Failure.self) { try SafeXML(Array(many.utf8)) }
        let long = "<a k=\"" + String(repeating: "x", count: SafeXML.maxValueBytes + 1) + "\"/>"
        #expect(throws: SafeXML.Failure.self) { try SafeXML(Array(long.utf8)) }
    }

    @Test("uiautomator bounds: malformed or inverted bounds are exit 65 with the line")
    func bounds() {
        for bounds in ["[1,2][0,0]", "[0,0][10]", "[a,0][1,1]", "[0,0][1,1]x", "0,0,1,1", "[0,0][99999999999999999999,1]", "[0.5,0][1,1]"] {
            let doc = "<hierarchy>\n<node resource-id=\"cell\" bounds=\"\(bounds)\"/></hierarchy>"
            let error = refusal(doc)
            #expect(error?.exitCode == 65 && error?.message.hasPrefix("stdin:2: bounds=") == true, "\(bounds): \(String(describing: error?.message))")
        }
        #expect(refusal("<root><node bounds=\"[0,0][1,1]\"/></root>")?.message.contains("not <hierarchy>") == true)
    }

    @Test("recursiveDescription: nesting sums origins; malformed lines are exit 65 with the line")
    func recursiveDescription() throws {
        let text = "<A: 0x1; frame = (0 0; 100 100)>\n   | <B: 0x2; frame = (10 20; 50 50)>\n   |    | <C: 0x3; baseClass = UIView; frame = (1.5 2; 3 4)>\n"
        let input = try CheckFrontend.readInput(Array(text.utf8), name: "t", format: .auto, selectors: DumpSelectors(select: "UIView", container: nil)).0
        guard case .frames(let dump) = input.subject else { Issue.record("not frames"); return }
        #expect(dump.frames == [FramesDump.Frame(x: 11.5, y: 22, width: 3, height: 4)])
        #expect(input.sources == [FrameSource(line: 3, label: "C 0x3")])
        // UIKit prints %g: a large frame has an exponent.
        let big = try CheckFrontend.readInput(Array("<A: 0x1; frame = (0 0; 1e+06 10)>\n   | <B: 0x2; frame = (1.5e+02 0; 5e+02 10)>".utf8), name: "t", format: .auto, selectors: DumpSelectors(select: "B", container: nil)).0
        #expect(big.subject.frames == [FramesDump.Frame(x: 150, y: 0, width: 500, height: 10)])
        for (bad, line) in [("<A: 0x1; frame = (0 0; 100 100)>\n   | <B: 0x2; frame = (1 2 3 4)>", 2),
                            ("<A: 0x1; frame = (0 0; 100 100)>\n   |    |    | <B: 0x2; frame = (1 2; 3 4)>", 2),
                            ("<A: 0x1; frame = (0 0; 100 100)>\n   | <B: 0x2; frame = (nan 2; 3 4)>", 2),
                            ("<A: 0x1; frame = (0 0; -1 100)>", 1),
                            ("<A: 0x1; frame = (0 0; 0x10 100)>", 1), ("<A: 0x1; frame = (0 0; 1e+31 100)>", 1)] {
            let error = refusal(bad, select: "B")
            #expect(error?.exitCode == 65 && error?.message.hasPrefix("stdin:\(line):") == true, "\(bad): \(String(describing: error?.message))")
        }
    }

    @Test("selectors: nothing matched or several containers are exit 65; tree flags on JSON are exit 64")
    func selectors() {
        let xml = "<hierarchy><node resource-id=\"a:id/grid\" bounds=\"[0,0][10,10]\"><node resource-id=\"a:id/cell\" bounds=\"[0,0][5,5]\"/></node>"
            + "<node resource-id=\"a:id/grid\" bounds=\"[0,0][10,10]\"/></hierarchy>"
        #expect(refusal(xml, select: "nope")?.exitCode == 65)
        #expect(refusal(xml, select: "nope")?.message.contains("'a:id/grid'") == true)
        #expect(refusal(xml, select: "cell", container: "grid")?.message.contains("matches 2 nodes") == true)
        #expect(refusal(xml, select: nil, container: nil)?.exitCode == 64)
        #expect(refusal(xml, select: "bogus=1")?.exitCode == 64)
        #expect(refusal(xml, select: "resource-id=")?.exitCode == 64)
        #expect(refusal("{\"frames\": []}", select: "cell")?.exitCode == 64)
        #expect(refusal("hello", select: nil)?.message.contains("cannot tell its format") == true)
    }

    @Test("JSON: bare arrays, left/top/right/bottom, a container whose origin is subtracted, dpr means css")
    func json() throws {
        let bare = try CheckFrontend.readInput(Array("[{\"left\": 1, \"right\": 3}]".utf8), name: "t", format: .auto, selectors: DumpSelectors(select: nil, container: nil)).0
        #expect(bare.format == .frames && bare.subject.frames == [FramesDump.Frame(x: 1, width: 2)])
        let css = try CheckFrontend.readInput(Array("{\"dpr\": 1.5, \"container\": {\"x\": 8, \"y\": 0, \"width\": 10, \"height\": 1}, \"frames\": [{\"x\": 8, \"width\": 2}]}".utf8),
                                             name: "t", format: .auto, selectors: DumpSelectors()).0
        guard case .frames(let dump) = css.subject else { Issue.record("not frames"); return }
        #expect(css.format == .css && dump.unit == .cssPainted && dump.originX == 8 && dump.containerWidth == 10 && dump.scale == 1.5)
        let inverted = refusal("[{\"left\": 3, \"right\": 1}]", select: nil)
        #expect(inverted?.exitCode == 65 && inverted?.message.contains("[0].right") == true, "\(String(describing: inverted?.message))")
    }
}
