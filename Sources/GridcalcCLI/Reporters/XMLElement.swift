// XMLElement: an XML report built as a value — JUnit's — and written in one place: the declaration,
// two spaces a level, attributes in the order declared, every text escaped once (`CheckReport.xml`).
//
// Rule: an element with neither children nor text is `<name …/>`; with text only, one line
// `<name …>text</name>` (the text's lines, each escaped, joined by line ends); with children, its
// tags on lines of their own around them.

package struct XMLElement: Sendable {
    package let name: String
    package let attributes: [(String, String)]
    package let children: [XMLElement]
    /// Lines of character data (each escaped; a line end between them is kept).
    package let text: [String]

    package init(_ name: String, _ attributes: [(String, String)] = [], children: [XMLElement] = [], text: [String] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The document: the XML declaration and this element, each line ending in a line end.
    package func document() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(into: &out, depth: 0)
        return out
    }

    private func write(into out: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        out += indent + "<" + name
        for (key, value) in attributes { out += " \(key)=\"\(CheckReport.xml(value))\"" }
        if children.isEmpty && text.isEmpty { out += "/>\n"; return }
        if children.isEmpty {
            out += ">" + text.map(CheckReport.xml).joined(with: "\n") + "</\(name)>\n"
            return
        }
        out += ">\n"
        for child in children { child.write(into: &out, depth: depth + 1) }
        out += indent + "</\(name)>\n"
    }
}
