// SafeXML: the elements and attributes of an XML document, read without any of XML's dangers.
//
// Rule (Docs/check-inputs.md): gridcalc reads the XML a tool dumped (uiautomator) as a tree of
// elements with attributes, and nothing else XML can do. A document type declaration (`<!DOCTYPE`)
// is refused, so no entity is ever declared, expanded or fetched (no XXE, no billion laughs); the
// only references are the five XML predefines (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) and
// character references (`&#65;`, `&#x41;`) to characters XML allows. Comments, processing
// instructions (`<?xml …?>`), CDATA and text are read past. The work is bounded before it is done:
// at most `maxElements` elements, `maxDepth` levels, `maxAttributes` attributes of at most
// `maxValueBytes` bytes each, names of at most `maxNameBytes`; every byte is looked at a bounded
// number of times. A UTF-8 byte order mark is skipped; CRLF is a line end. Every failure names the
// line.

/// An XML document as a flat list of elements, parents before children.
package struct SafeXML {
    /// One element: its name, attributes in document order, parent, depth and line.
    package struct Element {
        /// The element's name, `node` in `<node …>`.
        package let name: String
        /// The attributes, in the order written, their references resolved.
        package let attributes: [(name: String, value: String)]
        /// The index of the parent element in `elements`, nil for the root.
        package let parent: Int?
        /// 0 for the root element.
        package let depth: Int
        /// The 1-based line of the element's `<`.
        package let line: Int
        /// The 1-based column (in bytes) of the element's `<` on its line.
        package var column: Int = 1

        /// The value of the attribute `name`, if written.
        package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// Why a document could not be read, and on which line.
    package struct Failure: Error, Equatable {
        /// The 1-based line.
        package let line: Int
        /// What is wrong.
        package let reason: String
    }

    /// The most elements a document may have (a uiautomator dump of a busy screen has a few hundred).
    package static let maxElements = 100_000
    /// The deepest nesting.
    package static let maxDepth = 256
    /// The most attributes on one element.
    package static let maxAttributes = 64
    /// The longest attribute value, in bytes, after references are resolved.
    package static let maxValueBytes = 8192
    /// The longest element or attribute name, in bytes.
    package static let maxNameBytes = 256

    /// The elements, parents before children, in document order.
    package private(set) var elements: [Element] = []

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    /// Where the current line starts, for columns.
    private var lineStart = 0

    /// Reads `bytes`; throws the first problem with its line.
    package init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        try checkUTF8()
        try document()
    }

    private func failure(_ reason: String) -> Failure { Failure(line: line, reason: reason) }

    /// Fails on the first byte that is not part of valid UTF-8, or on the first character XML 1.0
    /// does not allow anywhere in a document (a C0 control other than tab and line ends — NUL, ESC
    /// —, U+FFFE, U+FFFF), naming its line.
    private mutating func checkUTF8() throws(Failure) {
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = offset, lineHere = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, let byte = encoded.first, byte < 0x20 {
                    if byte == 0x0A { lineHere += 1 } else if byte != 0x09 && byte != 0x0D {
                        throw Failure(line: lineHere, reason: "a raw control character U+\(hex4(UInt32(byte))), which XML 1.0 does not allow")
                    }
                } else if encoded.count == 3, case let value = Unicode.UTF8.decode(encoded).value, value == 0xFFFE || value == 0xFFFF {
                    throw Failure(line: lineHere, reason: "the character U+\(hex4(value)), which XML 1.0 does not allow")
                }
                position += encoded.count
            case .emptyInput:
                return
            case .error:
                throw Failure(line: lineHere, reason: "invalid UTF-8: byte 0x\(String(bytes[position], radix: 16, uppercase: true)) at offset \(position)")
            }
        }
    }

    private var atEnd: Bool { offset >= bytes.count }
    private func peek(_ ahead: Int = 0) -> UInt8? { offset + ahead < bytes.count ? bytes[offset + ahead] : nil }
    private func looking(at text: String) -> Bool {
        var i = offset
        for b in text.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    /// Moves past one byte, counting lines.
    private mutating func advance() {
        if bytes[offset] == 0x0A { line += 1; lineStart = offset + 1 }
        offset += 1
    }

    private mutating func skip(_ text: String) { for _ in text.utf8 { advance() } }

    private mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() }
    }

    /// Moves past `end`, failing with `what` when the document ends first.
    private mutating func skip(past end: String, what: String) throws(Failure) {
        let start = line
        while !atEnd {
            if looking(at: end) { skip(end); return }
            advance()
        }
        throw Failure(line: start, reason: "\(what) is not closed with \(end)")
    }

    private mutating func document() throws(Failure) {
        var open: [Int] = []  // indices of the elements not yet closed
        var sawRoot = false
        while true {
            if open.isEmpty { skipWhitespace() }
            guard !atEnd else { break }
            if looking(at: "<!--") {
                skip("<!--")
                try skip(past: "-->", what: "a comment")
            } else if looking(at: "<?") {
                skip("<?")
                try skip(past: "?>", what: "a processing instruction")
            } else if looking(at: "<![CDATA[") {
                guard !open.isEmpty else { throw failure("CDATA outside the root element") }
                skip("<![CDATA[")
                try skip(past: "]]>", what: "a CDATA section")
            } else if looking(at: "<!") {
                let word = looking(at: "<!DOCTYPE") ? "a document type declaration (<!DOCTYPE …>)"
                    : looking(at: "<!ENTITY") ? "an entity declaration" : "a markup declaration"
                throw failure("\(word): gridcalc reads no DTD and expands no entity")
            } else if looking(at: "</") {
                skip("</")
                let name = try self.name()
                skipWhitespace()
                guard peek() == UInt8(ascii: ">") else { throw failure("expected > to end </\(shownName(name))") }
                advance()
                guard let index = open.popLast() else { throw failure("</\(shownName(name))> closes no element") }
                guard elements[index].name == name else {
                    throw failure("</\(shownName(name))> closes <\(shownName(elements[index].name))> (line \(elements[index].line))")
                }
            } else if peek() == UInt8(ascii: "<") {
                guard !(open.isEmpty && sawRoot) else { throw failure("a second root element") }
                sawRoot = true
                if try startTag(parent: open.last, depth: open.count) { open.append(elements.count - 1) }
            } else {
                guard !open.isEmpty else {
                    throw failure(peek() == UInt8(ascii: "&") ? "a reference outside the root element" : "text outside the root element")
                }
                try text()
            }
        }
        if let index = open.last {
            throw Failure(line: line, reason: "the document ends inside <\(shownName(elements[index].name))> (line \(elements[index].line))")
        }
        guard sawRoot else { throw failure("no element: expected an XML document such as <hierarchy>…</hierarchy>") }
    }

    /// Reads `<name attr="v" …>` or `<… />`; returns whether the element stays open.
    private mutating func startTag(parent: Int?, depth: Int) throws(Failure) -> Bool {
        let startLine = line
        let startColumn = offset - lineStart + 1
        advance()  // <
        let name = try self.name()
        guard elements.count < Self.maxElements else {
            throw failure("more than \(Self.maxElements) elements: gridcalc reads dumps of at most \(Self.maxElements)")
        }
        guard depth < Self.maxDepth else { throw failure("elements nested more than \(Self.maxDepth) deep") }
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = peek().map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? false
            skipWhitespace()
            guard let b = peek() else { throw Failure(line: startLine, reason: "<\(shownName(name)) is not closed with >") }
            if b == UInt8(ascii: ">") {
                advance()
                elements.append(Element(name: name, attributes: attributes, parent: parent, depth: depth, line: startLine, column: startColumn))
                return true
            }
            if b == UInt8(ascii: "/") {
                advance()
                guard peek() == UInt8(ascii: ">") else { throw failure("expected > after / in <\(shownName(name))") }
                advance()
                elements.append(Element(name: name, attributes: attributes, parent: parent, depth: depth, line: startLine, column: startColumn))
                return false
            }
            guard hadSpace else { throw failure("expected a space before an attribute of <\(shownName(name))>") }
            let attribute = try self.name()
            skipWhitespace()
            guard peek() == UInt8(ascii: "=") else { throw failure("attribute \(shownName(attribute)) of <\(shownName(name))> has no =") }
            advance()
            skipWhitespace()
            let value = try quotedValue(of: attribute)
            guard !attributes.contains(where: { $0.name == attribute }) else {
                throw failure("attribute \(shownName(attribute)) given twice in <\(shownName(name))>")
            }
            guard attributes.count < Self.maxAttributes else { throw failure("more than \(Self.maxAttributes) attributes in <\(shownName(name))>") }
            attributes.append((attribute, value))
        }
    }

    /// A name: letters, digits, `_ : . -` (and any non-ASCII), not starting with a digit, `.` or `-`.
    private mutating func name() throws(Failure) -> String {
        let start = offset
        while let b = peek(), b >= 0x80 || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":")
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") {
            advance()
            guard offset - start <= Self.maxNameBytes else { throw failure("a name longer than \(Self.maxNameBytes) bytes") }
        }
        guard offset > start else {
            throw failure("expected a name, found \(peek().map(describe) ?? "the end of the document")")
        }
        let first = bytes[start]
        guard !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), first != UInt8(ascii: "."), first != UInt8(ascii: "-") else {
            throw failure("a name cannot start with \(describe(first))")
        }
        return String(decoding: bytes[start ..< offset], as: UTF8.self)
    }

    /// `"…"` or `'…'`, references resolved.
    private mutating func quotedValue(of attribute: String) throws(Failure) -> String {
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw failure("the value of \(shownName(attribute)) is not quoted")
        }
        let startLine = line
        advance()
        // Most values are plain: no reference, no line end, no tab, short; they are their bytes.
        var end = offset
        while end < bytes.count, end - offset <= Self.maxValueBytes, bytes[end] != quote, bytes[end] != UInt8(ascii: "&"),
              bytes[end] != UInt8(ascii: "<"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == quote, end - offset <= Self.maxValueBytes {
            let value = String(decoding: bytes[offset ..< end], as: UTF8.self)
            offset = end + 1
            return value
        }
        var value: [UInt8] = []
        while true {
            guard let b = peek() else { throw Failure(line: startLine, reason: "the value of \(shownName(attribute)) is not closed") }
            if b == quote { advance(); break }
            switch b {
            case UInt8(ascii: "<"): throw failure("< inside the value of \(shownName(attribute)): write &lt;")
            case UInt8(ascii: "&"): value += try reference()
            default:
                // Attribute-value normalisation: a tab or line end is a space.
                value.append(b == 0x09 || b == 0x0A || b == 0x0D ? 0x20 : b)
                advance()
            }
            guard value.count <= Self.maxValueBytes else {
                throw failure("the value of \(shownName(attribute)) is longer than \(Self.maxValueBytes) bytes")
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Character data: read past, checking its references.
    private mutating func text() throws(Failure) {
        while let b = peek(), b != UInt8(ascii: "<") {
            if b == UInt8(ascii: "&") { _ = try reference() } else { advance() }
        }
    }

    /// `&name;` or `&#…;`: the UTF-8 of what it stands for.
    private mutating func reference() throws(Failure) -> [UInt8] {
        advance()  // &
        let start = offset
        while let b = peek(), b != UInt8(ascii: ";"), offset - start < 12 {
            guard b != UInt8(ascii: "<"), b != UInt8(ascii: "&"), b > 0x20 else { break }
            advance()
        }
        guard peek() == UInt8(ascii: ";") else { throw failure("a reference & that is not closed with ; (write &amp; for &)") }
        let body = String(decoding: bytes[start ..< offset], as: UTF8.self)
        advance()
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        guard body.hasPrefix("#") else {
            throw failure("the entity &\(shownName(body)); is not one XML predefines: gridcalc expands no other entity")
        }
        let hex = body.hasPrefix("#x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8, let code = UInt32(digits, radix: hex ? 16 : 10),
              code == 0x09 || code == 0x0A || code == 0x0D || (code >= 0x20 && code <= 0xD7FF) || (code >= 0xE000 && code <= 0xFFFD)
                || (code >= 0x10000 && code <= 0x10FFFF),
              let scalar = Unicode.Scalar(code) else {
            throw failure("&\(shownName(body)); is not a character XML allows")
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// `value` as four upper-case hex digits.
    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func shownName(_ name: String) -> String { shown(name, limitBytes: 48) }
}
