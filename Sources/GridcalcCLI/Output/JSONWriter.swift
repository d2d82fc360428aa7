// JSONWriter: Encodable values as pretty-printed JSON with sorted keys, without Foundation.

import GridCore
//
// Rule: the output is what scripts and diffs want and what JSONEncoder(.prettyPrinted, .sortedKeys,
// .withoutEscapingSlashes) would print, written directly and fast: objects' keys in ascending order
// (byte order), two-space indentation, `"key": value`, empty arrays and objects as `[]` and `{}`.
// Integers print as integers; a Double prints as the shortest text that reads back to the same
// value (Swift's own `description`), an integral Double below 2^53 without its `.0`; a NaN or an
// infinity cannot be written (EncodingError). Strings escape `"`, `\` and control characters only.
// It replaces JSONEncoder because that one costs ~10× more on gridcalc's larger documents (a sweep).

/// One JSON value being built: nested containers write into their own boxes, and the tree is
/// written out when encoding ends (objects need all their keys before they can be sorted).
private final class NodeBox {
    package enum Kind { case null, scalar, string, object, array }
    package var kind = Kind.null
    /// The JSON text of a number or `true`/`false`, or the raw text of a string.
    package var text = ""
    package var members: [(key: String, box: NodeBox)] = []
    package var elements: [NodeBox] = []

    package func set(scalar: String) { kind = .scalar; text = scalar }
    package func set(string: String) { kind = .string; text = string }
}

/// Encodable values as JSON text (see the rule above).
package enum JSONWriter {
    /// `value` as JSON text followed by a newline.
    package static func string<T: Encodable>(_ value: T) throws -> String {
        let box = NodeBox()
        try encode(value, into: box)
        let out = JSONOutputBytes()
        write(box, indent: 0, to: out)
        out.add("\n")
        return out.string()
    }

    private static func write(_ box: NodeBox, indent: Int, to out: JSONOutputBytes) {
        switch box.kind {
        case .null: out.add("null")
        case .scalar: out.add(box.text)
        case .string: writeString(box.text, to: out)
        case .array:
            guard !box.elements.isEmpty else { out.add("[]"); return }
            out.add("[\n")
            for (i, element) in box.elements.enumerated() {
                out.pad(indent + 2)
                write(element, indent: indent + 2, to: out)
                out.add(i == box.elements.count - 1 ? "\n" : ",\n")
            }
            out.pad(indent)
            out.add("]")
        case .object:
            // A key written twice keeps its last value, as JSONEncoder does.
            var members: [(key: String, box: NodeBox)] = []
            members.reserveCapacity(box.members.count)
            for member in box.members {
                if let i = members.firstIndex(where: { $0.key == member.key }) { members[i] = member } else { members.append(member) }
            }
            guard !members.isEmpty else { out.add("{}"); return }
            members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            out.add("{\n")
            for (i, member) in members.enumerated() {
                out.pad(indent + 2)
                writeString(member.key, to: out)
                out.add(": ")
                write(member.box, indent: indent + 2, to: out)
                out.add(i == members.count - 1 ? "\n" : ",\n")
            }
            out.pad(indent)
            out.add("}")
        }
    }

    /// `s` as a JSON string literal, appended to `out`.
    package static func writeQuoted(_ s: String, to out: JSONOutputBytes) { writeString(s, to: out) }

    private static func writeString(_ s: String, to out: JSONOutputBytes) {
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

    /// Encodes a value of any type into `box`: the common scalars without a dynamic cast chain,
    /// anything else through its own `encode(to:)`.
    fileprivate static func encode<T: Encodable>(_ value: T, into box: NodeBox) throws {
        if T.self == Double.self { box.set(scalar: try number(value as! Double)) }
        else if T.self == Int.self { box.set(scalar: String(value as! Int)) }
        else if T.self == String.self { box.set(string: value as! String) }
        else if T.self == Bool.self { box.set(scalar: (value as! Bool) ? "true" : "false") }
        else { try value.encode(to: TreeEncoder(box: box)) }
    }
}

// The containers below record no coding path: gridcalc's documents cannot fail to encode except
// for a non-finite Double, which GridCore never produces.

private struct TreeEncoder: Encoder {
    package let box: NodeBox
    package var codingPath: [any CodingKey] { [] }
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.kind != .object { box.kind = .object; box.members = [] }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    package func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.kind != .array { box.kind = .array; box.elements = [] }
        return UnkeyedContainer(box: box)
    }

    package func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(box: box) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    package let box: NodeBox
    package var codingPath: [any CodingKey] { [] }

    private func child(_ key: Key) -> NodeBox {
        let child = NodeBox()
        box.members.append((key.stringValue, child))
        return child
    }

    package mutating func encodeNil(forKey key: Key) throws { _ = child(key) }
    package mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).set(scalar: value ? "true" : "false") }
    package mutating func encode(_ value: String, forKey key: Key) throws { child(key).set(string: value) }
    package mutating func encode(_ value: Double, forKey key: Key) throws { child(key).set(scalar: try JSONWriter.number(value)) }
    package mutating func encode(_ value: Int, forKey key: Key) throws { child(key).set(scalar: String(value)) }
    package mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try JSONWriter.encode(value, into: child(key)) }
    package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(box: child(key)).container(keyedBy: keyType)
    }
    package mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(box: child(key)).unkeyedContainer()
    }
    package mutating func superEncoder() -> any Encoder {
        let child = NodeBox()
        box.members.append(("super", child))
        return TreeEncoder(box: child)
    }
    package mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(box: child(key)) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    package let box: NodeBox
    package var codingPath: [any CodingKey] { [] }
    package var count: Int { box.elements.count }

    private func next() -> NodeBox {
        let child = NodeBox()
        box.elements.append(child)
        return child
    }

    package mutating func encodeNil() throws { _ = next() }
    package mutating func encode(_ value: Bool) throws { next().set(scalar: value ? "true" : "false") }
    package mutating func encode(_ value: String) throws { next().set(string: value) }
    package mutating func encode(_ value: Double) throws { next().set(scalar: try JSONWriter.number(value)) }
    package mutating func encode(_ value: Int) throws { next().set(scalar: String(value)) }
    package mutating func encode<T: Encodable>(_ value: T) throws { try JSONWriter.encode(value, into: next()) }
    package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(box: next()).container(keyedBy: keyType)
    }
    package mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { TreeEncoder(box: next()).unkeyedContainer() }
    package mutating func superEncoder() -> any Encoder { TreeEncoder(box: next()) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    package let box: NodeBox
    package var codingPath: [any CodingKey] { [] }
    package mutating func encodeNil() throws { box.kind = .null }
    package mutating func encode(_ value: Bool) throws { box.set(scalar: value ? "true" : "false") }
    package mutating func encode(_ value: String) throws { box.set(string: value) }
    package mutating func encode(_ value: Double) throws { box.set(scalar: try JSONWriter.number(value)) }
    package mutating func encode(_ value: Int) throws { box.set(scalar: String(value)) }
    package mutating func encode<T: Encodable>(_ value: T) throws { try JSONWriter.encode(value, into: box) }
}
