// RecursiveDescription: the text UIKit's `-[UIView recursiveDescription]` prints, as a view tree.
//
// Rule (Docs/check-inputs.md): each view is one line, `<Class: 0xADDRESS; frame = (x y; w h); …>`,
// indented by one `   | ` per level below the first view. A frame is in points, relative to the
// superview's coordinate space, so a view's position in the tree's coordinates is the sum of the
// frame origins of it and its ancestors (a scroll view's content offset is not applied: cells are
// placed in content coordinates, where layout put them). A selector matches the class name or the
// `baseClass` UIKit prints for a subclass it names (`class` is the default attribute). Lines
// before the first view (an lldb prompt) and lines that continue a view's description (a label's
// text with a line break) are read past; CRLF line ends and a UTF-8 byte order mark are accepted.
// Numbers are plain decimals, as UIKit prints them; a malformed view line is exit 65 with its line.

import GridCore

package enum RecursiveDescription {
    /// The attributes `--select`/`--container` may name; `class` is used for a bare value.
    package static let attributes = ["class"]

    /// The most views a description may list.
    package static let maxViews = 100_000

    /// The nodes of the description `bytes` (named `name` in errors, exit 65 with the line).
    package static func nodes(_ bytes: [UInt8], name: String) throws(UsageError) -> [DumpNode] {
        func bad(_ line: Int, _ why: String) -> UsageError { CheckInputDocument.dataError("\(name):\(line): \(why)", hint: hint) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var nodes: [DumpNode] = []
        var path: [Int] = []  // the latest node at each depth
        var lineNumber = 0, baseDepth = 0
        for rawLine in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            // The prefix: spaces and one `|` per level.
            var depth = 0
            var i = line.startIndex
            while i < line.endIndex, line[i] == 0x20 || line[i] == UInt8(ascii: "|") || line[i] == 0x09 {
                if line[i] == UInt8(ascii: "|") { depth += 1 }
                i += 1
            }
            guard i < line.endIndex, line[i] == UInt8(ascii: "<") else { continue }  // not a view line
            guard let text = String(validating: line[i...], as: UTF8.self) else {
                throw bad(lineNumber, "invalid UTF-8")
            }
            guard let colon = text.firstRange(of: ": 0x") else { continue }  // a continuation that starts with <
            // The first view's depth is level 0 (a pasted subtree may start indented).
            if nodes.isEmpty { baseDepth = depth }
            guard depth >= baseDepth else { throw bad(lineNumber, "indented less than the first view") }
            depth -= baseDepth
            guard depth <= path.count else {
                throw bad(lineNumber, "indented \(depth) levels under a view of depth \(path.count - 1)")
            }
            guard nodes.count < maxViews else { throw bad(lineNumber, "more than \(maxViews) views") }
            let cls = String(text[text.index(after: text.startIndex) ..< colon.lowerBound])
            guard !cls.isEmpty, cls.utf8.count <= 512 else { throw bad(lineNumber, "expected <ClassName: 0x…>") }
            let address = text[colon.upperBound...].prefix { $0.isHexDigit }
            var attributes = [("class", cls)]
            if let base = field("baseClass", in: text) { attributes.append(("class", String(base))) }
            var frame: CheckedFrame?
            if let f = text.firstRange(of: "; frame = (") {
                let inside = text[f.upperBound...].prefix { $0 != ")" }
                guard inside.endIndex < text.endIndex else { throw bad(lineNumber, "frame = ( is not closed with )") }
                let halves = inside.split(separator: ";", omittingEmptySubsequences: false)
                let numbers = halves.flatMap { $0.split(separator: " ") }
                guard halves.count == 2, numbers.count == 4 else {
                    throw bad(lineNumber, "frame = (\(shown(String(inside), limitBytes: 48))): expected (x y; width height)")
                }
                var values: [Double] = []
                for n in numbers {
                    guard let v = NumberSyntax.decimal(n), abs(v) <= Limits.maxNumber else {
                        throw bad(lineNumber, "frame = (\(shown(String(inside), limitBytes: 48))): \(quoted(String(n), limit: 24)) is not a plain decimal up to \(Int(Limits.maxNumber))")
                    }
                    values.append(v)
                }
                guard values[2] >= 0, values[3] >= 0 else { throw bad(lineNumber, "frame = (\(shown(String(inside), limitBytes: 48))): a negative size") }
                var x = values[0], y = values[1]
                if depth > 0, let parentFrame = nodes[path[depth - 1]].frame { x += parentFrame.x; y += parentFrame.y! }
                frame = CheckedFrame(x: x, y: y, width: values[2], height: values[3])
            }
            path.removeSubrange(depth...)
            nodes.append(DumpNode(parent: depth > 0 ? path[depth - 1] : nil, line: lineNumber, frame: frame,
                                  attributes: attributes, label: "\(cls.split(separator: ".").last.map(String.init) ?? cls) 0x\(address)"))
            path.append(nodes.count - 1)
        }
        guard !nodes.isEmpty else {
            throw CheckInputDocument.dataError("\(name): no view line: expected lines like <UIView: 0x7f8; frame = (0 0; 414 896); …>", hint: hint)
        }
        return nodes
    }

    /// The value of `key = value;` in a view line.
    private static func field(_ key: String, in text: String) -> Substring? {
        guard let r = text.firstRange(of: "; \(key) = ") else { return nil }
        return text[r.upperBound...].prefix { $0 != ";" && $0 != ">" }
    }

    package static let hint = "give the text of `po view.recursiveDescription` (lines like <UIView: 0x7f8; frame = (0 0; 414 896); …>)"
}
