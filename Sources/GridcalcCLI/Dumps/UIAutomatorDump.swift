// UIAutomatorDump: the XML `uiautomator dump` writes, as a view tree in device pixels.
//
// Rule (Docs/check-inputs.md): the document is `<hierarchy rotation="…">` holding `<node …>`
// elements, each with `bounds="[left,top][right,bottom]"` in device px (whole numbers, right ≥ left,
// bottom ≥ top) and the attributes a selector matches: `resource-id` (the default), `class` and
// `content-desc`. The XML is read by `SafeXML` (no DTD, no entities, bounded). Findings name a
// node by its class and resource id, and its line.

import GridCore

package enum UIAutomatorDump {
    /// The attributes `--select`/`--container` may name; the first is used for a bare value.
    package static let attributes = ["resource-id", "class", "content-desc", "text"]

    /// The nodes of the dump `bytes` (named `name` in errors, exit 65 with the line).
    package static func nodes(_ bytes: [UInt8], name: String) throws(UsageError) -> [DumpNode] {
        let xml: SafeXML
        do { xml = try SafeXML(bytes) } catch {
            throw CheckInputDocument.dataError("\(name):\(error.line): \(error.reason)", hint: hint)
        }
        guard let root = xml.elements.first, root.name == "hierarchy" else {
            throw CheckInputDocument.dataError("\(name):\(xml.elements.first?.line ?? 1): the root element is <\(shown(xml.elements.first?.name ?? "", limitBytes: 48))>, not <hierarchy>", hint: hint)
        }
        var nodes: [DumpNode] = []
        nodes.reserveCapacity(xml.elements.count)
        for element in xml.elements {
            var frame: CheckedFrame?
            if let bounds = element.attribute("bounds") {
                frame = try self.frame(bounds, line: element.line, name: name)
            }
            let id = element.attribute("resource-id") ?? ""
            let cls = element.attribute("class") ?? element.name
            // The label's parts by their UTF-8 bytes: the class after its last `.`, the id after `:id/`.
            let shortClass = cls.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(cls[cls.utf8.index(after: $0)...]) } ?? cls
            let shortID = id.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(id[id.utf8.index(after: $0)...]) } ?? id
            nodes.append(DumpNode(parent: element.parent, line: element.line, frame: frame,
                                  attributes: attributes.compactMap { a in element.attribute(a).map { (a, $0) } },
                                  label: shortID.isEmpty ? shortClass : "\(shortClass) \(shortID)"))
        }
        return nodes
    }

    /// `[l,t][r,b]` as a frame.
    private static func frame(_ text: String, line: Int, name: String) throws(UsageError) -> CheckedFrame {
        func bad(_ why: String) -> UsageError {
            CheckInputDocument.dataError("\(name):\(line): bounds=\(quoted(text)): \(why)", hint: "bounds are [left,top][right,bottom] in whole device pixels")
        }
        // [l,t][r,b], read byte by byte.
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
        return CheckedFrame(x: Double(numbers[0]), y: Double(numbers[1]), width: Double(numbers[2] - numbers[0]), height: Double(numbers[3] - numbers[1]))
    }

    package static let hint = "give the XML `adb shell uiautomator dump` writes: <hierarchy><node bounds=\"[0,0][1080,2400]\" …>"
}
