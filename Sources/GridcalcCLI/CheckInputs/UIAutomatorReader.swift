// UIAutomatorReader: the XML `uiautomator dump` writes, as a view tree in device pixels.
//
// Rule (Docs/check-inputs.md): the document is `<hierarchy rotation="…">` holding `<node …>`
// elements, each with `bounds="[left,top][right,bottom]"` in device px (whole numbers, right ≥ left,
// bottom ≥ top) and the attributes a selector matches: `resource-id` (the default), `class` and
// `content-desc`. The XML is read by `SafeXML` (no DTD, no entities, bounded). Findings name a
// node by its class and resource id, and its line. As a console shows it, a dump may follow a few
// lines (a prompt, the adb command) and be followed by `UI hierchary dumped to: /dev/tty`: both are
// read past, line numbers kept.

import GridCore

package enum UIAutomatorReader: CheckInputReader {
    package static let format = CheckInputFormat.uiautomator
    package static let platform = Platform.android
    /// uiautomator writes what is visible of each node (`getBoundsInScreen`).
    package static let reportsVisibleBounds = true
    /// The attributes `--select`/`--container` may name; the first is used for a bare value.
    /// Besides what names a node, uiautomator's states (`UiSelector.clickable(true)` is
    /// `clickable=true`): a list's cells are often the clickable nodes.
    package static let selectorAttributes = ["resource-id", "class", "content-desc", "text", "bounds", "package", "index",
                                             "clickable", "long-clickable", "checkable", "checked", "enabled", "focusable", "focused",
                                             "scrollable", "selected"]

    /// Markup that is not a view tree's text: it starts with `<`, or with a few console lines
    /// before a line that starts `<?xml` or `<hierarchy` (`consoleLines`).
    package static func recognizes(_ text: CheckInputText) -> Bool {
        text.start.first == UInt8(ascii: "<") || consoleLines(text.start) != nil
    }

    /// The most lines of console text (a prompt, the adb command) read past before the XML.
    static let maxConsoleLines = 5

    /// Where the XML starts after console lines: the index of a line that starts `<?xml` or
    /// `<hierarchy`, when it is among the first `maxConsoleLines` + 1 lines and none before it
    /// starts with `<`; nil otherwise.
    static func consoleLines(_ text: ArraySlice<UInt8>) -> Int? {
        var start = text.startIndex
        for _ in 0...maxConsoleLines {
            let line = text[start...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if line.starts(with: "<?xml".utf8) || line.starts(with: "<hierarchy".utf8) { return start == text.startIndex ? nil : line.startIndex }
            guard line.first != UInt8(ascii: "<"), let end = text[start...].prefix(4096).firstIndex(of: 0x0A) else { return nil }
            start = end + 1
        }
        return nil
    }

    /// The dump as a console shows it, read as the XML alone, every line number kept: console
    /// lines before the XML (`consoleLines`) and uiautomator's own `UI hierchary dumped to:
    /// /dev/tty` after it (`adb exec-out uiautomator dump /dev/tty` prints it, misspelt) become
    /// spaces.
    static func withoutConsoleText(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        if let xml = consoleLines(bytes[...]) {
            for i in out.startIndex ..< xml where out[i] != 0x0A { out[i] = 0x20 }
        }
        if let last = out.lastIndex(of: UInt8(ascii: ">")) {
            let after = out[(last + 1)...].drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            if after.starts(with: "UI hierchary dumped to:".utf8) || after.starts(with: "UI hierarchy dumped to:".utf8),
               !after.contains(UInt8(ascii: "<")) {
                for i in after.indices where out[i] != 0x0A { out[i] = 0x20 }
            }
        }
        return out
    }

    package static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput {
        let selection = try DumpSelection(try nodes(text.bytes), unit: .devicePixels, selectors: selectors, reader: self)
        return CheckInput(subject: .frames(selection.dump), format: format, sources: selection.sources)
    }

    /// The nodes of the dump `bytes`.
    package static func nodes(_ bytes: [UInt8]) throws(CheckReadError) -> [DumpNode] {
        let xml: SafeXML
        do { xml = try SafeXML(withoutConsoleText(bytes)) } catch {
            throw CheckReadError(line: error.line, error.reason)
        }
        guard let root = xml.elements.first, root.name == "hierarchy" else {
            throw CheckReadError(line: xml.elements.first?.line ?? 1, "the root element is <\(shown(xml.elements.first?.name ?? "", limitBytes: 48))>, not <hierarchy>")
        }
        var nodes: [DumpNode] = []
        nodes.reserveCapacity(xml.elements.count)
        // Each element's step of its path: its name and its index among the parent's children of
        // that name (`node[3]`); the whole path (`hierarchy/node[0]/node[3]`) is joined only for
        // the frames a report names (`DumpHierarchy`), so memory stays linear in the input however
        // deep the tree.
        var childCounts: [[String: Int]] = Array(repeating: [:], count: xml.elements.count)
        var steps: [String] = []
        steps.reserveCapacity(xml.elements.count)
        for element in xml.elements {
            if let parent = element.parent {
                let n = childCounts[parent][element.name, default: 0]
                childCounts[parent][element.name] = n + 1
                steps.append("\(element.name)[\(n)]")
            } else {
                steps.append(element.name)
            }
        }
        for (index, element) in xml.elements.enumerated() {
            var frame: FramesDump.Frame?
            if let bounds = element.attribute("bounds") {
                frame = try self.frame(bounds, line: element.line)
            }
            let id = element.attribute("resource-id") ?? ""
            let cls = element.attribute("class") ?? element.name
            // The label's parts by their UTF-8 bytes: the class after its last `.`, the id after `:id/`.
            let shortClass = cls.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(cls[cls.utf8.index(after: $0)...]) } ?? cls
            let shortID = id.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(id[id.utf8.index(after: $0)...]) } ?? id
            nodes.append(DumpNode(parent: element.parent, line: element.line, frame: frame,
                                  attributes: element.attributes,  // a selector names only selectorAttributes
                                  label: shortID.isEmpty ? shortClass : "\(shortClass) \(shortID)", column: element.column, pathStep: steps[index],
                                  scrolls: scrollAxis(element.attribute("scrollable"), cls)))
        }
        return nodes
    }

    /// How a node scrolls: not unless `scrollable="true"`; then sideways for a
    /// HorizontalScrollView or a leanback HorizontalGridView, up and down for the widgets that only
    /// scroll that way — another ScrollView (NestedScrollView), a ListView (ExpandableListView), a
    /// GridView (VerticalGridView), whatever their shape (a landscape GridView is still vertical) —,
    /// else unknown (a RecyclerView or a Compose list scrolls either way).
    private static func scrollAxis(_ scrollable: String?, _ cls: String) -> DumpNode.ScrollAxis {
        guard scrollable == "true" else { return .none }
        if cls.hasSuffix("HorizontalScrollView") || cls.hasSuffix("HorizontalGridView") { return .horizontal }
        if cls.hasSuffix("ScrollView") || cls.hasSuffix("ListView") || cls.hasSuffix("GridView") { return .vertical }
        return .unknown
    }

    /// `[l,t][r,b]` as a frame.
    private static func frame(_ text: String, line: Int) throws(CheckReadError) -> FramesDump.Frame {
        func bad(_ why: String) -> CheckReadError {
            CheckReadError(line: line, "bounds=\(quoted(text)): \(why)", hint: "bounds are [left,top][right,bottom] in whole device pixels")
        }
        if let frame = plainFrame(text) { return frame }
        // [l,t][r,b], read part by part, to say what is wrong.
        var numbers: [Int] = []
        var bytes = text.utf8[...]
        for _ in 0..<2 {
            guard bytes.first == UInt8(ascii: "["), let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { throw bad("expected [left,top][right,bottom]") }
            let pair = bytes[bytes.index(after: bytes.startIndex) ..< close].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard pair.count == 2 else { throw bad("expected two numbers in each [ ]") }
            for part in pair {
                let digits = Substring(part)
                guard case .value(let n) = NumberSyntax.wholeNumber(digits), abs(n) <= Limits.maxPixels * 10 else {
                    throw bad("\(quoted(String(digits), limit: 24)) is not a whole number of pixels up to \(Limits.maxPixels * 10)")
                }
                numbers.append(n)
            }
            bytes = bytes[bytes.index(after: close)...]
        }
        guard bytes.isEmpty else { throw bad("text after [left,top][right,bottom]") }
        guard numbers[2] >= numbers[0] else { throw bad("the right edge \(numbers[2]) is left of the left edge \(numbers[0])") }
        guard numbers[3] >= numbers[1] else { throw bad("the bottom edge \(numbers[3]) is above the top edge \(numbers[1])") }
        return FramesDump.Frame(x: Double(numbers[0]), y: Double(numbers[1]), width: Double(numbers[2] - numbers[0]), height: Double(numbers[3] - numbers[1]))
    }

    /// `[l,t][r,b]` of plain whole numbers (an optional `-`, at most 9 digits, in ±10⁷) with right ≥ left
    /// and bottom ≥ top, read in one pass over the bytes; nil for anything else (which `frame`
    /// then reads part by part to say what is wrong).
    private static func plainFrame(_ text: String) -> FramesDump.Frame? {
        var numbers = (0, 0, 0, 0), index = 0
        var utf8 = text.utf8.makeIterator()
        func number(_ close: UInt8) -> Int? {
            var value = 0, digits = 0, negative = false
            while let b = utf8.next() {
                switch b {
                case UInt8(ascii: "-") where digits == 0 && !negative: negative = true
                case UInt8(ascii: "0") ... UInt8(ascii: "9") where digits < 9: value = value * 10 + Int(b - UInt8(ascii: "0")); digits += 1
                case close where digits > 0 && value <= Limits.maxPixels * 10: return negative ? -value : value
                default: return nil
                }
            }
            return nil
        }
        for _ in 0..<2 {
            guard utf8.next() == UInt8(ascii: "["), let a = number(UInt8(ascii: ",")), let b = number(UInt8(ascii: "]")) else { return nil }
            if index == 0 { numbers.0 = a; numbers.1 = b } else { numbers.2 = a; numbers.3 = b }
            index += 1
        }
        guard utf8.next() == nil, numbers.2 >= numbers.0, numbers.3 >= numbers.1 else { return nil }
        return FramesDump.Frame(x: Double(numbers.0), y: Double(numbers.1), width: Double(numbers.2 - numbers.0), height: Double(numbers.3 - numbers.1))
    }

    package static let hint = "give the XML `adb shell uiautomator dump` writes: <hierarchy><node bounds=\"[0,0][1080,2400]\" …>"
}
