// JSONDocument and JSONValue: a JSON text as `StrictJSON` read it, and the values in it.
//
// Rule: the document keeps its bytes and one entry per value in document order — an object's
// members as key, value, key, value … — each with its byte range, its number of members or
// elements, and the index of the entry after it (so a value's subtree is skipped in one step). A
// string's or number's text is read from the bytes only when a reader asks for it; nothing is
// built that the reader does not use. A `JSONValue` is a position in the document: its kind, its
// scalar (a finite Double, a String, a Bool), its members or elements, and the line and column
// where it starts, for messages.

/// A JSON text read by `StrictJSON`: its bytes and an entry per value.
package final class JSONDocument: Sendable {
    /// The kinds of JSON value.
    package enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    /// One value: where it is in the bytes, and for a container how many values it holds.
    package struct Entry: Sendable {
        /// What kind of value it is.
        package var kind: Kind
        /// Whether a string has escapes (its text is then not its bytes).
        package var escaped = false
        /// The offset of its first byte (a string's opening quote).
        package var start: Int32
        /// The offset past its last byte.
        package var end: Int32 = 0
        /// The index of the entry after this value and everything in it.
        package var next: Int32 = 0
        /// An object's members, an array's elements; 0 for a scalar.
        package var count: Int32 = 0

        package init(kind: Kind, start: Int) {
            self.kind = kind
            self.start = Int32(truncatingIfNeeded: start)
        }

        /// Records where the value ended (`StrictJSON` bounds a document to far less than 2³¹ bytes).
        package mutating func finish(end: Int, next: Int, count: Int, escaped: Bool) {
            self.end = Int32(truncatingIfNeeded: end)
            self.next = Int32(truncatingIfNeeded: next)
            self.count = Int32(truncatingIfNeeded: count)
            self.escaped = escaped
        }
    }

    /// The document's bytes, as read.
    package let bytes: [UInt8]
    /// One entry per value, in document order; the first is the document's value.
    package let entries: [Entry]

    package init(bytes: [UInt8], entries: [Entry]) {
        self.bytes = bytes
        self.entries = entries
    }

    /// The document's value.
    package var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The 1-based line and column (in bytes) of `offset`.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for i in 0 ..< min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// One value of a `JSONDocument`.
package struct JSONValue {
    /// The document it is in.
    package let document: JSONDocument
    /// Its entry's index.
    package let index: Int

    private var entry: JSONDocument.Entry { document.entries[index] }

    /// What kind of value it is.
    package var kind: JSONDocument.Kind { entry.kind }
    /// Whether it is `null`.
    package var isNull: Bool { entry.kind == .null }
    /// Where it starts, for messages.
    package var position: (line: Int, column: Int) { document.position(of: Int(entry.start)) }

    /// A number's value (finite and bounded: `StrictJSON` refused the others), else nil.
    package var double: Double? {
        guard entry.kind == .number else { return nil }
        return Double(text)
    }

    /// A number's value when it is a whole number an `Int` holds, else nil.
    package var int: Int? {
        guard let value = double, value == value.rounded(.towardZero), abs(value) < 0x1p53 else { return nil }
        return Int(value)
    }

    /// A string's value, else nil.
    package var string: String? {
        let e = entry
        guard e.kind == .string else { return nil }
        let inside = document.bytes[Int(e.start) + 1 ..< Int(e.end) - 1]
        return e.escaped ? Self.unescaped(inside) : String(decoding: inside, as: UTF8.self)
    }

    /// A Boolean's value, else nil.
    package var bool: Bool? {
        switch entry.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The value's text as written (a number's digits).
    package var text: String {
        let e = entry
        return String(decoding: document.bytes[Int(e.start) ..< Int(e.end)], as: UTF8.self)
    }

    /// An array's elements, in order (empty for anything else).
    package var elements: [JSONValue] {
        let e = entry
        guard e.kind == .array else { return [] }
        var out: [JSONValue] = []
        out.reserveCapacity(Int(e.count))
        var i = index + 1
        for _ in 0 ..< Int(e.count) {
            out.append(JSONValue(document: document, index: i))
            i = Int(document.entries[i].next)
        }
        return out
    }

    /// An array's number of elements, an object's of members.
    package var count: Int { Int(entry.count) }

    /// An object's members' keys, in document order (empty for anything else).
    package var keys: [String] {
        var out: [String] = []
        forEachMember { key, _ in out.append(key.string ?? "") ; return true }
        return out
    }

    /// An object's members, keys and values in document order (empty for anything else).
    package var members: [(key: String, value: JSONValue)] {
        var out: [(key: String, value: JSONValue)] = []
        forEachMember { key, value in out.append((key.string ?? "", value)); return true }
        return out
    }

    /// The value of an object's member `key`, or nil (also for anything but an object).
    package func member(_ key: String) -> JSONValue? {
        var found: JSONValue?
        var key = key
        key.withUTF8 { wanted in
            forEachMember { k, value in
                guard k.hasKey(wanted) else { return true }
                found = value
                return false
            }
        }
        return found
    }

    /// Whether this string (a key) reads as exactly `wanted`'s bytes.
    private func hasKey(_ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let e = entry
        if e.escaped { return string.map { Array($0.utf8).elementsEqual(wanted) } ?? false }
        let start = Int(e.start) + 1, length = Int(e.end) - 1 - start
        guard length == wanted.count else { return false }
        return document.bytes.withUnsafeBufferPointer { all in
            (0 ..< length).allSatisfy { all[start + $0] == wanted[$0] }
        }
    }

    /// Calls `body` with each member's key and value in order until it returns false.
    private func forEachMember(_ body: (JSONValue, JSONValue) -> Bool) {
        let e = entry
        guard e.kind == .object else { return }
        var i = index + 1
        for _ in 0 ..< Int(e.count) {
            let key = JSONValue(document: document, index: i)
            let valueIndex = Int(document.entries[i].next)
            guard body(key, JSONValue(document: document, index: valueIndex)) else { return }
            i = Int(document.entries[valueIndex].next)
        }
    }

    /// The text of a string's inside with its escapes read (`StrictJSON` checked them).
    private static func unescaped(_ inside: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var i = inside.startIndex, plainFrom = i
        func hex(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in inside[at ..< at + 4] {
                let digit: UInt8 = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while i < inside.endIndex {
            guard inside[i] == UInt8(ascii: "\\") else { i += 1; continue }
            scalars.append(contentsOf: String(decoding: inside[plainFrom ..< i], as: UTF8.self).unicodeScalars)
            let letter = inside[i + 1]
            i += 2
            switch letter {
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = hex(i)
                i += 4
                if (0xD800 ... 0xDBFF).contains(code) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (hex(i + 2) - 0xDC00)
                    i += 6
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(letter))  // \" \\ \/
            }
            plainFrom = i
        }
        scalars.append(contentsOf: String(decoding: inside[plainFrom ..< inside.endIndex], as: UTF8.self).unicodeScalars)
        return String(scalars)
    }
}
