// CodeTemplate: a file of code as its text, with `{{slot}}` where a value goes (the Kotlin file's
// skeleton is one; `KotlinFile` fills it).
//
// Rule: the template is written as the generated file reads, with each varying part a named slot;
// filling it replaces every `{{name}}` with that name's value, once, left to right — a value is
// never read for slots (a command line holding `{{rtl}}` stays as it is). A slot with no value, or a
// value for no slot, is a programming error (the tests fill every template).

package struct CodeTemplate: Sendable {
    /// The template's text, `{{slot}}`s included.
    package let text: String

    /// The text cut at each slot, once.
    let pieces: [Piece]

    package init(_ text: String) {
        self.text = text
        pieces = Self.pieces(text)
    }

    /// The slots' names, in order of first appearance.
    package var slots: [String] {
        var names: [String] = []
        for case .slot(let name) in pieces where !names.contains(name) { names.append(name) }
        return names
    }

    /// The text with each slot replaced by its value in `values`.
    package func filled(_ values: [String: String]) -> String {
        precondition(Set(values.keys) == Set(slots), "template slots \(slots) filled with \(values.keys.sorted())")
        var out = ""
        out.reserveCapacity(text.utf8.count + values.values.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces {
            switch piece {
            case .text(let t): out += t
            case .slot(let name): out += values[name]!
            }
        }
        return out
    }

    enum Piece {
        case text(Substring)
        case slot(String)
    }

    /// `text` cut at each `{{name}}` (a name is letters and digits).
    static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        let bytes = Array(text.utf8)
        var start = 0, i = 0
        let brace = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        while i + 1 < bytes.count {
            guard bytes[i] == brace, bytes[i + 1] == brace else { i += 1; continue }
            var j = i + 2
            while j < bytes.count, (bytes[j] >= 48 && bytes[j] <= 57) || ((bytes[j] | 0x20) >= 97 && (bytes[j] | 0x20) <= 122) { j += 1 }
            guard j > i + 2, j + 1 < bytes.count, bytes[j] == close, bytes[j + 1] == close else { i += 1; continue }
            pieces.append(.text(Self.slice(text, start, i)))
            pieces.append(.slot(String(Self.slice(text, i + 2, j))))
            i = j + 2
            start = i
        }
        pieces.append(.text(Self.slice(text, start, bytes.count)))
        return pieces
    }

    /// `text`'s bytes `from ..< to` (ASCII boundaries).
    static func slice(_ text: String, _ from: Int, _ to: Int) -> Substring {
        let u = text.utf8
        return text[u.index(u.startIndex, offsetBy: from) ..< u.index(u.startIndex, offsetBy: to)]
    }
}
