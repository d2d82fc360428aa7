// StrictJSON: the one JSON reader of gridcalc — every `check` document is read here, once.
//
// Rule (Docs/robustness.md): a document is one JSON text as RFC 8259 defines it, and nothing more —
//   - one value, with only space, tab, CR and LF around and between tokens (a UTF-8 byte order
//     mark at the very start is skipped, as the RFC allows);
//   - no trailing commas, no comments, no single quotes, no bare words but true, false and null;
//   - strings are valid UTF-8 with no raw control character (U+0000…U+001F must be escaped), the
//     escapes are the RFC's nine, and a \u escape of a surrogate comes as a high-low pair;
//   - no object has the same key twice (after escapes are read: "a" and "\u0061" are the same key),
//     since readers disagree on which one wins;
//   - numbers follow the RFC grammar, are at most 1,000 characters, and are values gridcalc can use:
//     finite, at most 10⁹ in magnitude (`Limits.maxNumber`), and not so small that they read as 0
//     (1e-400) although they are not;
//   - nesting is at most `maxDepth` deep, and the document holds at most `maxValues` values (a
//     grid document of 10,000 items has about 200,000), which bounds the decoder's work.
// A document that breaks a rule is refused with the path of the value (`frames[2].width`, `the
// document` at the top), its line and column, and what is wrong. The reading is one pass over the
// bytes; it records one entry per value (`JSONDocument`), which the types that read documents
// walk directly (`JSONValue`, and `JSONValueDecoder` for the Decodable gridcalc documents): no
// second parser, no Foundation.

import GridCore

/// A strict RFC 8259 reader that validates a document and says where it is not valid.
package struct StrictJSON {
    /// Why a document is not valid, and where.
    package struct Failure: Error, Equatable {
        /// The path of the value at fault: `frames[2].width`, or `the document`.
        package let path: String
        /// The line and column (from 1; columns count bytes) where reading stopped.
        package let line: Int, column: Int
        /// What is wrong.
        package let reason: String
        /// Whether the text is not JSON at all (RFC 8259's grammar or encoding), rather than JSON that
        /// gridcalc will not read (a repeated key, a number it cannot use).
        package let isSyntax: Bool

        /// `not valid JSON: frames[2] (line 3, column 14): <reason>`, or without the prefix for
        /// JSON gridcalc will not read.
        package var description: String {
            "\(isSyntax ? "not valid JSON: " : "")\(path) (line \(line), column \(column)): \(reason)"
        }
    }

    /// The deepest nesting of arrays and objects a document may have.
    package static let maxDepth = 64
    /// The longest number, in characters.
    package static let maxNumberLength = 1000
    /// The most values (of any kind, containers included) one document may hold.
    package static let maxValues = 1_000_000

    /// Throws `Failure` unless `bytes` is one valid JSON text under the rules above.
    package static func validate(_ bytes: [UInt8]) throws(Failure) { _ = try read(bytes) }

    /// Reads `bytes` under the rules above: the document, with one entry per value to walk.
    package static func read(_ bytes: [UInt8]) throws(Failure) -> JSONDocument {
        var reader = StrictJSON(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        try reader.skipWhitespace()
        guard reader.offset < bytes.count else { throw reader.failure("expected a JSON value, found the end of the input") }
        try reader.value(depth: 1)
        try reader.skipWhitespace()
        guard reader.offset == bytes.count else {
            throw reader.failure("expected the end of the document after its value, found \(reader.foundByte())")
        }
        return JSONDocument(bytes: bytes, entries: reader.entries)
    }

    /// One step of a path: an object member's key or an array element's index.
    private enum Step { case key(String), index(Int) }

    private let bytes: [UInt8]
    private var offset = 0
    private var path: [Step] = []
    private var values = 0
    /// One entry per value read so far, in document order (an object's keys included).
    private var entries: [JSONDocument.Entry] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Values

    private mutating func value(depth: Int) throws(Failure) {
        values += 1
        guard values <= Self.maxValues else {
            throw failure("more than \(Self.maxValues) values in the document; a check document needs far fewer", isSyntax: false)
        }
        let index = entries.count
        let start = offset
        entries.append(JSONDocument.Entry(kind: .null, start: start))
        var count = 0, escaped = false
        switch bytes[offset] {
        case UInt8(ascii: "{"): entries[index].kind = .object; count = try object(depth: depth)
        case UInt8(ascii: "["): entries[index].kind = .array; count = try array(depth: depth)
        case UInt8(ascii: "\""): entries[index].kind = .string; escaped = try string().escaped
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): entries[index].kind = .number; try number()
        case UInt8(ascii: "t"): entries[index].kind = .true; try literal("true")
        case UInt8(ascii: "f"): entries[index].kind = .false; try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw failure("expected a value (an object, array, string, number, true, false or null), found \(foundByte())")
        }
        entries[index].finish(end: offset, next: entries.count, count: count, escaped: escaped)
    }

    /// Reads an object (at its `{`); returns its number of members.
    private mutating func object(depth: Int) throws(Failure) -> Int {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) deep") }
        offset += 1
        try skipWhitespace()
        if try peek() == UInt8(ascii: "}") { offset += 1; return 0 }
        var members = 0
        var keys: [String] = []         // a linear search is faster than a set for the few keys an object has
        var manyKeys = Set<String>()     // used past 16 keys
        while true {
            guard try peek() == UInt8(ascii: "\"") else {
                throw failure(keys.isEmpty ? "expected a key in double quotes or }, found \(foundByte())"
                                  : "expected a key in double quotes after the comma (no trailing comma), found \(foundByte())")
            }
            let keyIndex = entries.count, keyStart = offset
            entries.append(JSONDocument.Entry(kind: .string, start: keyStart))
            let (key, keyEscaped) = try string(decoding: true)
            entries[keyIndex].finish(end: offset, next: entries.count, count: 0, escaped: keyEscaped)
            let repeated: Bool
            if keys.count < 16 {
                repeated = keys.contains(key)
                keys.append(key)
                if keys.count == 16 { manyKeys = Set(keys) }
            } else {
                repeated = !manyKeys.insert(key).inserted
            }
            guard !repeated else {
                path.append(.key(key))
                throw failure("the key \(quoted(key)) appears twice in this object; give each key once", isSyntax: false)
            }
            try skipWhitespace()
            guard try peek() == UInt8(ascii: ":") else { throw failure("expected : after the key \(quoted(key)), found \(foundByte())") }
            offset += 1
            try skipWhitespace()
            path.append(.key(key))
            guard offset < bytes.count else { throw failure("expected a value, found the end of the input") }
            try value(depth: depth + 1)
            members += 1
            path.removeLast()
            try skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ","): offset += 1; try skipWhitespace()
            case UInt8(ascii: "}"): offset += 1; return members
            default: throw failure("expected , or } after the value of \(quoted(key)), found \(foundByte())")
            }
        }
    }

    /// Reads an array (at its `[`); returns its number of elements.
    private mutating func array(depth: Int) throws(Failure) -> Int {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) deep") }
        offset += 1
        try skipWhitespace()
        if try peek() == UInt8(ascii: "]") { offset += 1; return 0 }
        var index = 0
        while true {
            path.append(.index(index))
            guard offset < bytes.count else { throw failure("expected a value, found the end of the input") }
            if bytes[offset] == UInt8(ascii: "]") { throw failure("expected a value after the comma (no trailing comma), found ]") }
            try value(depth: depth + 1)
            path.removeLast()
            try skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ","): offset += 1; try skipWhitespace(); index += 1
            case UInt8(ascii: "]"): offset += 1; return index + 1
            default: throw failure("expected , or ] after element \(index), found \(foundByte())")
            }
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let count = word.utf8.count
        guard bytes.count - offset >= count, bytes[offset ..< offset + count].elementsEqual(word.utf8) else {
            throw failure("expected \(word), found \(foundWord())")
        }
        offset += count
    }

    // MARK: Strings

    /// Reads a string (at its opening quote); with `decoding`, returns its value with the escapes
    /// read (a key), else only checks it (a value) and returns "". Says whether it had escapes.
    private mutating func string(decoding: Bool = false) throws(Failure) -> (value: String, escaped: Bool) {
        let start = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var escaped = false
        var plainFrom = offset      // the start of the run of bytes that need no escape handling
        while true {
            guard offset < bytes.count else {
                offset = start
                throw failure("a string that starts here has no closing double quote")
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                defer { offset += 1 }
                guard decoding else { return ("", escaped) }
                // Without escapes the bytes are the value (already checked as UTF-8).
                guard escaped else { return (String(decoding: bytes[start + 1 ..< offset], as: UTF8.self), false) }
                scalars.append(contentsOf: String(decoding: bytes[plainFrom ..< offset], as: UTF8.self).unicodeScalars)
                return (String(scalars), true)
            case UInt8(ascii: "\\"):
                if decoding { scalars.append(contentsOf: String(decoding: bytes[plainFrom ..< offset], as: UTF8.self).unicodeScalars) }
                let scalar = try escape()
                if decoding { scalars.append(scalar) }
                escaped = true
                plainFrom = offset
            case 0x00 ..< 0x20:
                throw failure("a raw control character U+\(hex4(UInt32(byte))) in a string; write it as an escape (\\n, \\t, \\u00XX)")
            case 0x20 ..< 0x80:
                offset += 1
            default:
                try utf8Sequence()
            }
        }
    }

    /// Reads one escape (at its backslash) and returns the scalar it stands for.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard offset + 1 < bytes.count else { throw failure("a string ends inside an escape") }
        let letter = bytes[offset + 1]
        let simple: Unicode.Scalar?
        switch letter {
        case UInt8(ascii: "\""): simple = "\""
        case UInt8(ascii: "\\"): simple = "\\"
        case UInt8(ascii: "/"): simple = "/"
        case UInt8(ascii: "b"): simple = "\u{08}"
        case UInt8(ascii: "f"): simple = "\u{0C}"
        case UInt8(ascii: "n"): simple = "\n"
        case UInt8(ascii: "r"): simple = "\r"
        case UInt8(ascii: "t"): simple = "\t"
        case UInt8(ascii: "u"): simple = nil
        default:
            throw failure("\\\(shown(String(decoding: [letter], as: UTF8.self), limitBytes: 8)) is not an escape;"
                          + " JSON has \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX")
        }
        if let simple { offset += 2; return simple }
        let first = try hexEscape()
        switch first {
        case 0xD800 ... 0xDBFF:
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw failure("\\u\(hex4(first)) is the first half of a surrogate pair without its second half")
            }
            let second = try hexEscape()
            guard (0xDC00 ... 0xDFFF).contains(second) else {
                throw failure("\\u\(hex4(first)) is followed by \\u\(hex4(second)), not the second half of a surrogate pair")
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        case 0xDC00 ... 0xDFFF:
            throw failure("\\u\(hex4(first)) is the second half of a surrogate pair without its first half")
        default:
            return Unicode.Scalar(first)!
        }
    }

    /// Reads `\uXXXX` (at its backslash) and returns the code unit.
    private mutating func hexEscape() throws(Failure) -> UInt32 {
        offset += 2
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            guard offset < bytes.count else { throw failure("a \\u escape needs four hexadecimal digits") }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hexadecimal digits, found \(foundByte())")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence (at its lead byte) and steps over it: the shortest
    /// form, no surrogate, nothing past U+10FFFF.
    private mutating func utf8Sequence() throws(Failure) {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF     // the range of the second byte
        switch lead {
        case 0xC2 ... 0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1 ... 0xEC, 0xEE ... 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1 ... 0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw failure("invalid UTF-8: byte 0x\(String(lead, radix: 16, uppercase: true)) cannot start a character")
        }
        guard offset + length <= bytes.count else { throw failure("invalid UTF-8: a character is cut off by the end of the input") }
        for k in 1 ..< length {
            let byte = bytes[offset + k]
            let (lo, hi) = k == 1 ? (low, high) : (0x80, 0xBF)
            guard byte >= lo, byte <= hi else {
                throw failure("invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) after 0x\(String(lead, radix: 16, uppercase: true))")
            }
        }
        offset += length
    }

    // MARK: Numbers

    /// Reads a number and checks that gridcalc can use it (finite, |n| ≤ 10⁹, not underflowing).
    private mutating func number() throws(Failure) {
        let start = offset
        func digits() -> Int {
            let from = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") { offset += 1 }
            return offset - from
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        var fractionDigits = 0, hasExponent = false
        guard integerDigits > 0 else { throw failure("a number needs a digit after -, found \(foundByte())") }
        if bytes[integerStart] == UInt8(ascii: "0"), offset - integerStart > 1 {
            let text = numberText(from: start)
            offset = start
            throw failure("\(quoted(text)): a number cannot have a leading zero")
        }
        var significant = bytes[integerStart ..< offset].contains { $0 != UInt8(ascii: "0") }   // a non-zero digit before the exponent
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            let fractionStart = offset
            fractionDigits = digits()
            guard fractionDigits > 0 else { throw failure("a number needs a digit after the decimal point, found \(foundByte())") }
            significant = significant || bytes[fractionStart ..< offset].contains { $0 != UInt8(ascii: "0") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            hasExponent = true
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw failure("a number needs a digit in its exponent, found \(foundByte())") }
        }
        let length = offset - start
        guard length <= Self.maxNumberLength else {
            offset = start
            throw failure("a number of \(length) characters; at most \(Self.maxNumberLength) are read", isSyntax: false)
        }
        // A number of at most 9 integer digits without an exponent is below 10⁹, and with at most
        // 300 fraction digits it is not 0 unless written so: no need to convert it.
        if !hasExponent, integerDigits <= 9, fractionDigits <= 300 { return }
        // A zero with an exponent is 0 whatever the exponent.
        if hasExponent, !significant { return }
        let text = numberText(from: start)
        guard let value = Double(text), value.isFinite, abs(value) <= Limits.maxNumber else {
            offset = start
            throw failure("\(quoted(text)) is beyond what gridcalc reads: a number is at most \(decimalText(Limits.maxNumber)) in magnitude",
                          isSyntax: false)
        }
        guard value != 0 || !significant else {
            offset = start
            throw failure("\(quoted(text)) is too small to be told from 0 (it would be read as 0); write 0 or a larger number",
                          isSyntax: false)
        }
    }

    private func numberText(from start: Int) -> String { String(decoding: bytes[start ..< offset], as: UTF8.self) }

    // MARK: Reading helpers

    private mutating func skipWhitespace() throws(Failure) {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// The byte at the reading position; the end of the input is an error here.
    private func peek() throws(Failure) -> UInt8 {
        guard offset < bytes.count else { throw failure("the document ends too early (an object or array is not closed)") }
        return bytes[offset]
    }

    /// The byte at the reading position for a message: `'x'`, `the byte 0xFF` or `the end of the input`.
    private func foundByte() -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        guard byte < 0x80 else { return "the byte 0x\(String(byte, radix: 16, uppercase: true))" }
        if byte == UInt8(ascii: "'") { return "a single quote (JSON strings are in double quotes)" }
        return quoted(String(decoding: [byte], as: UTF8.self))
    }

    /// The word at the reading position for a message (up to 16 letters), or `foundByte()`.
    private func foundWord() -> String {
        var end = offset
        while end < bytes.count, end - offset < 16, (bytes[end] | 0x20) >= UInt8(ascii: "a"), (bytes[end] | 0x20) <= UInt8(ascii: "z") { end += 1 }
        return end > offset ? quoted(String(decoding: bytes[offset ..< end], as: UTF8.self)) : foundByte()
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A failure at the reading position, with the path of the value being read.
    private func failure(_ reason: String, isSyntax: Bool = true) -> Failure {
        var line = 1, lineStart = 0
        for (i, byte) in bytes[..<min(offset, bytes.count)].enumerated() where byte == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return Failure(path: Self.pathText(path), line: line, column: offset - lineStart + 1, reason: reason, isSyntax: isSyntax)
    }

    /// `frames[2].width`; a key that is not a plain name is shown quoted (`['a b']`), each key at
    /// most 32 bytes; of a path deeper than 12 steps, the first 4 and the last 6 (`[0][0][0][0]…`).
    private static func pathText(_ steps: [Step]) -> String {
        var out = ""
        for (n, step) in steps.enumerated() {
            if steps.count > 12 {
                if n == 4 { out += "…" }
                if n >= 4 && n < steps.count - 6 { continue }
            }
            switch step {
            case .index(let i): out += "[\(i)]"
            case .key(let key):
                let plain = !key.isEmpty && key.utf8.count <= 32 && key.utf8.allSatisfy { byte in
                    (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
                        || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
                }
                out += plain ? (out.isEmpty ? "" : ".") + key : "[\(quoted(key, limit: 32))]"
            }
        }
        return out.isEmpty ? "the document" : out
    }
}
