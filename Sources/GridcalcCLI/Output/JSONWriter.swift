// JSONWriter: any Encodable document as pretty-printed JSON with sorted keys, written straight to
// bytes in one pass — the one JSON path of gridcalc (every document describes its keys once, in its
// own `encode(to:)` in GridCore).
//
// Rule: the output is what JSONEncoder(.prettyPrinted, .sortedKeys, .withoutEscapingSlashes) prints:
// objects' keys in ascending byte order, two-space indentation, `"key": value`, empty arrays and
// objects as `[]` and `{}`. Integers print as integers; a Double prints as the shortest text that
// reads back to the same value (Swift's own `description`), an integral Double below 2^53 without
// its `.0`; a NaN or an infinity cannot be written (EncodingError). Strings escape `"`, `\` and
// control characters only.
//
// Streaming: nothing is built in memory but the output. A value is written while its `encode(to:)`
// runs, so an object's keys must arrive in sorted order — GridCore's documents encode them so — and
// the writer checks it: a key that is not greater than the one before is an EncodingError naming both
// (a bug, which the unit tests of every document would show), never silently unsorted output. A
// container is closed when the `encode(to:)` that opened it returns.

/// Encodable values as JSON text (see the rule above).
package enum JSONWriter {
    /// `value` as JSON bytes followed by a newline.
    package static func bytes<T: Encodable>(_ value: T, capacity: Int = 1 << 16) throws -> JSONOutputBytes {
        let encoder = StreamingEncoder(out: JSONOutputBytes(capacity: capacity))
        try encoder.write(value, indent: 0)
        encoder.out.add("\n")
        return encoder.out
    }

    /// `value` as JSON text followed by a newline.
    package static func string<T: Encodable>(_ value: T) throws -> String {
        try bytes(value).string()
    }

    /// `s` as a JSON string literal, appended to `out`.
    static func writeQuoted(_ s: String, to out: JSONOutputBytes) {
        out.add("\"")
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.add(s)
        } else {
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out.add("\\\"")
                case "\\": out.add("\\\\")
                case "\n": out.add("\\n")
                case "\r": out.add("\\r")
                case "\t": out.add("\\t")
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out.add("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default: out.add(String(scalar))
                }
            }
        }
        out.add("\"")
    }

    /// The JSON text of a Double: shortest round trip; integral values below 2^53 without `.0`.
    package static func number(_ value: Double) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) is not a JSON number"))
        }
        if let integer = integral(value) { return String(integer) }
        return value.description
    }

    /// `value` as an Int when it is integral and below 2^53 in magnitude (it is then written as
    /// digits, `-0.0` as `0`), else nil.
    package static func integral(_ value: Double) -> Int? {
        value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 ? Int(value) : nil
    }
}

/// The one encoder of a document: every container it hands out writes into `out`.
private final class StreamingEncoder: Encoder {
    let out: JSONOutputBytes

    /// What the `encode(to:)` running at one nesting depth has opened.
    private struct Frame {
        enum Kind { case nothing, object, array, single }
        var kind = Kind.nothing
        /// The indentation of the value itself; its members sit 2 spaces deeper.
        var indent: Int
        var count = 0
        /// The object's last key, to check that keys arrive sorted.
        var lastKey = ""
    }
    private var frames: [Frame] = []

    init(out: JSONOutputBytes) {
        self.out = out
        frames.reserveCapacity(16)
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes `value` whose own indentation is `indent`: the scalars directly, anything else through
    /// its `encode(to:)`, closing what that opened when it returns.
    func write<T: Encodable>(_ value: T, indent: Int) throws {
        if T.self == Double.self { try out.add(value as! Double); return }
        if T.self == Int.self { out.add(value as! Int); return }
        if T.self == String.self { JSONWriter.writeQuoted(value as! String, to: out); return }
        if T.self == Bool.self { out.add((value as! Bool) ? "true" : "false"); return }
        frames.append(Frame(indent: indent))
        try value.encode(to: self)
        let frame = frames.removeLast()
        switch frame.kind {
        case .nothing: out.add("null")  // encoded nothing at all
        case .single: break
        case .object:
            if frame.count == 0 { out.add("{}") } else { out.addNewline(indent: indent); out.add(byte: UInt8(ascii: "}")) }
        case .array:
            if frame.count == 0 { out.add("[]") } else { out.addNewline(indent: indent); out.add(byte: UInt8(ascii: "]")) }
        }
    }

    /// Marks the running value as `kind`; a value opens one container.
    private func open(_ kind: Frame.Kind) -> Int {
        let depth = frames.count - 1
        precondition(depth >= 0, "a container opened outside a value")
        if frames[depth].kind == .nothing { frames[depth].kind = kind }
        return depth
    }

    // Members and elements. The opening bracket is written with the first one, so that an empty
    // container becomes `{}` or `[]` when it closes.

    func member(_ key: String, depth: Int) throws {
        var frame = frames[depth]
        if frame.count > 0 {
            guard key.utf8.lexicographicallyPrecedes(frame.lastKey.utf8) == false, key != frame.lastKey else {
                throw EncodingError.invalidValue(key, .init(codingPath: [], debugDescription:
                    "key \"\(key)\" comes after \"\(frame.lastKey)\": a document must encode its keys in sorted order"))
            }
            out.add(",")
        } else {
            out.add("{")
        }
        frame.count += 1
        frame.lastKey = key
        frames[depth] = frame
        out.addNewline(indent: frame.indent + 2)
        JSONWriter.writeQuoted(key, to: out)
        out.add(": ")
    }

    func element(depth: Int) {
        out.add(frames[depth].count > 0 ? "," : "[")
        frames[depth].count += 1
        out.addNewline(indent: frames[depth].indent + 2)
    }

    func indent(_ depth: Int) -> Int { frames[depth].indent }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, depth: open(.object)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: self, depth: open(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self, depth: open(.single))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamingEncoder
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    private func value<T: Encodable>(_ value: T, _ key: Key) throws {
        try encoder.member(key.stringValue, depth: depth)
        try encoder.write(value, indent: encoder.indent(depth) + 2)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try encoder.member(key.stringValue, depth: depth)
        encoder.out.add("null")
    }
    mutating func encode(_ v: Bool, forKey key: Key) throws { try value(v, key) }
    mutating func encode(_ v: String, forKey key: Key) throws { try value(v, key) }
    mutating func encode(_ v: Double, forKey key: Key) throws { try value(v, key) }
    mutating func encode(_ v: Int, forKey key: Key) throws { try value(v, key) }
    mutating func encode<T: Encodable>(_ v: T, forKey key: Key) throws { try value(v, key) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("JSONWriter streams: encode a value for \(key.stringValue) instead of a nested container")
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("JSONWriter streams: encode an array for \(key.stringValue) instead of a nested container")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("JSONWriter streams: no super encoder") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("JSONWriter streams: no super encoder") }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    private mutating func value<T: Encodable>(_ value: T) throws {
        encoder.element(depth: depth)
        count += 1
        try encoder.write(value, indent: encoder.indent(depth) + 2)
    }

    mutating func encodeNil() throws {
        encoder.element(depth: depth)
        count += 1
        encoder.out.add("null")
    }
    mutating func encode(_ v: Bool) throws { try value(v) }
    mutating func encode(_ v: String) throws { try value(v) }
    mutating func encode(_ v: Double) throws { try value(v) }
    mutating func encode(_ v: Int) throws { try value(v) }
    mutating func encode<T: Encodable>(_ v: T) throws { try value(v) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("JSONWriter streams: encode a value instead of a nested container")
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("JSONWriter streams: encode an array instead of a nested container")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("JSONWriter streams: no super encoder") }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: StreamingEncoder
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() throws { encoder.out.add("null") }
    mutating func encode(_ v: Bool) throws { try encoder.write(v, indent: encoder.indent(depth)) }
    mutating func encode(_ v: String) throws { try encoder.write(v, indent: encoder.indent(depth)) }
    mutating func encode(_ v: Double) throws { try encoder.write(v, indent: encoder.indent(depth)) }
    mutating func encode(_ v: Int) throws { try encoder.write(v, indent: encoder.indent(depth)) }
    mutating func encode<T: Encodable>(_ v: T) throws { try encoder.write(v, indent: encoder.indent(depth)) }
}
