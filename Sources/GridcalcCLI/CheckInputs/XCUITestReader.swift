// XCUITestReader: the XML page source of an iOS app — what Appium's `driver.page_source` (and
// WebDriverAgent's `/source`) returns on iOS — as a view tree in points.
//
// Rule (Docs/check-inputs.md): the document is `<AppiumAUT>` holding `XCUIElementType…` elements
// (or such an element at the top, as WebDriverAgent writes it), each with `x`, `y`, `width` and
// `height` in points (screen coordinates; decimals read, though XCUITest writes whole points) and
// the attributes a selector matches: `type` (the default; `Cell` matches `XCUIElementTypeCell`),
// `name`, `label`, `value` and its states. Frames are in points at `--scale` (or `--device`); the
// page source writes whole points, so an error under 1pt cannot be seen — said in the check's
// notes. A scroll view or collection view scrolls (its way taken from its cells), a table up and
// down. The XML is read by `SafeXML` (no DTD, no entities, bounded).

import GridCore

package enum XCUITestReader: CheckInputReader {
    package static let format = CheckInputFormat.xcuitest
    package static let platform = Platform.ios
    /// The attributes `--select`/`--container` may name; the first is used for a bare value.
    package static let selectorAttributes = ["type", "name", "label", "value", "identifier", "index", "enabled", "visible", "accessible", "selected"]

    /// Markup whose first element (within the first 4 KiB) is `<AppiumAUT` or `<XCUIElementType…`.
    package static func recognizes(_ text: CheckInputText) -> Bool {
        guard text.start.first == UInt8(ascii: "<") else { return false }
        var at = text.start.startIndex
        let end = min(text.start.endIndex, at + 4096)
        while at < end, let open = text.start[at..<end].firstIndex(of: UInt8(ascii: "<")) {
            let next = text.start[(open + 1)...]
            if next.first == UInt8(ascii: "?") || next.first == UInt8(ascii: "!") { at = open + 1; continue }
            return next.starts(with: "AppiumAUT".utf8) || next.starts(with: "XCUIElementType".utf8)
        }
        return false
    }

    package static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput {
        var selection = try DumpSelection(try nodes(text.bytes), unit: .points, selectors: selectors, reader: self)
        if selection.dump.frames.allSatisfy({ f in [f.x, f.width, f.y ?? 0, f.height ?? 0].allSatisfy { $0 == $0.rounded() } }) {
            selection.dump.resolution = 1
        }
        return CheckInput(subject: .frames(selection.dump), format: format, sources: selection.sources)
    }

    /// The nodes of the page source `bytes`.
    package static func nodes(_ bytes: [UInt8]) throws(CheckReadError) -> [DumpNode] {
        let xml: SafeXML
        do { xml = try SafeXML(bytes) } catch { throw CheckReadError(line: error.line, error.reason) }
        guard let root = xml.elements.first, root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType") else {
            throw CheckReadError(line: xml.elements.first?.line ?? 1,
                                 "the root element is <\(shown(xml.elements.first?.name ?? "", limitBytes: 48))>, not <AppiumAUT> or <XCUIElementTypeApplication>")
        }
        var nodes: [DumpNode] = []
        nodes.reserveCapacity(xml.elements.count)
        var childCounts: [[String: Int]] = Array(repeating: [:], count: xml.elements.count)
        for element in xml.elements {
            var step = element.name
            if let parent = element.parent {
                let n = childCounts[parent][element.name, default: 0]
                childCounts[parent][element.name] = n + 1
                step = "\(element.name)[\(n)]"
            }
            let type = element.attribute("type") ?? element.name
            let short = type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
            // The label as the document has it: FrameSource escapes and cuts it, as every label.
            let name = element.attribute("name") ?? element.attribute("label") ?? ""
            nodes.append(DumpNode(parent: element.parent, line: element.line, frame: try frame(element),
                                  attributes: element.attributes.contains { $0.name == "type" } ? element.attributes : element.attributes + [("type", type)],
                                  label: name.isEmpty ? short : "\(short) '\(name)'", column: element.column, pathStep: step,
                                  scrolls: short == "Table" ? .vertical : short == "ScrollView" || short == "CollectionView" ? .unknown : .none))
        }
        return nodes
    }

    /// The element's `x y width height` in points, nil when it has none of them; a part missing or
    /// not a number, or a negative size, is exit 65 with the line.
    private static func frame(_ element: SafeXML.Element) throws(CheckReadError) -> FramesDump.Frame? {
        let names = ["x", "y", "width", "height"]
        let texts = names.map { element.attribute($0) }
        guard texts.contains(where: { $0 != nil }) else { return nil }
        var values: [Double] = []
        for (name, text) in zip(names, texts) {
            guard let text else {
                throw CheckReadError(line: element.line, "<\(shown(element.name, limitBytes: 48))> has no \(name)", hint: "a frame is x, y, width and height in points")
            }
            guard let value = NumberSyntax.decimal(Substring(text)),  // a plain decimal, signed
                  abs(value) <= Limits.maxNumber, (name != "width" && name != "height") || value >= 0 else {
                throw CheckReadError(line: element.line, "\(name)=\(quoted(text)) is not a number of points\(name == "width" || name == "height" ? " of 0 or more" : "")",
                                     hint: "a frame is x, y, width and height in points")
            }
            values.append(value)
        }
        return FramesDump.Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    package static let hint = "give the XML Appium's driver.page_source returns on iOS: <AppiumAUT><XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"390\" height=\"844\" …>"
}
