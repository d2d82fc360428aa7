// DocumentValue: the one description of a document's JSON shape, which both Codable and a fast
// writer read.
//
// Rule: every value GridCore prints describes itself once, in `write(to:)`: objects with their keys
// in ascending byte order (`"base_px"` before `"max_px"`), arrays, and scalars. Its `Encodable`
// conformance replays that description into any `Encoder` (each public type's one-line
// `encode(to:)` calls `encodeDocument(to:)`), so an app that uses JSONEncoder gets the same
// document as gridcalc, whose own writer (GridcalcCLI's JSONWriter) is a `DocumentSink` that writes
// bytes directly — without the per-object container allocations and run-time generic metadata
// look-ups that Swift's `Encoder` protocol costs. Keys are spelled once, in each type's
// `CodingKeys`, which its `Decodable` conformance reads too. An object type is a `DocumentObject`:
// it lists its members (`writeMembers(to:)`) and the protocol wraps them in the object. The
// protocols are the package's own: an app sees the types' `Codable` conformances, not them.

/// Receives a document value by value: objects (keys in sorted order), arrays and scalars.
@usableFromInline package protocol DocumentSink {
    /// Starts an object.
    mutating func beginObject()
    /// The next member's key (called before its value).
    mutating func key(_ key: String) throws
    /// Ends the current object.
    mutating func endObject()
    /// Starts an array.
    mutating func beginArray()
    /// Ends the current array.
    mutating func endArray()
    /// A `null`.
    mutating func null() throws
    /// A Boolean.
    mutating func bool(_ value: Bool) throws
    /// An integer.
    mutating func int(_ value: Int) throws
    /// A finite number; throws for NaN or an infinity (JSON has none).
    mutating func double(_ value: Double) throws
    /// A string.
    mutating func string(_ value: String) throws
}

/// A value that describes its JSON shape once, for `Encodable` and for any `DocumentSink`.
@usableFromInline package protocol DocumentValue: Encodable {
    /// Writes the value into `sink`; an object writes its keys in ascending byte order.
    func write<Sink: DocumentSink>(to sink: inout Sink) throws
}

/// A value written as a JSON object: it writes its members, and `write(to:)` wraps them in the
/// object. Members come in ascending byte order of their keys, which are the type's `CodingKeys`.
@usableFromInline package protocol DocumentObject: DocumentValue {
    /// Writes the object's members (`sink.member(key, value)`), keys in ascending byte order.
    func writeMembers<Sink: DocumentSink>(to sink: inout Sink) throws
}

extension DocumentObject {
    /// The object: `{`, the members, `}`.
    @inlinable package func write<Sink: DocumentSink>(to sink: inout Sink) throws {
        sink.beginObject()
        try writeMembers(to: &sink)
        sink.endObject()
    }
}

extension DocumentSink {
    /// An object whose members `body` writes.
    @inlinable package mutating func object(_ body: (inout Self) throws -> Void) rethrows {
        beginObject()
        try body(&self)
        endObject()
    }

    /// One member: `key` (a coding key's string value) and `value`.
    @inlinable package mutating func member<Key: CodingKey, Value: DocumentValue>(_ key: Key, _ value: Value) throws {
        try self.key(key.stringValue)
        try value.write(to: &self)
    }

    /// One member whose value is `null` when absent.
    @inlinable package mutating func member<Key: CodingKey, Value: DocumentValue>(_ key: Key, _ value: Value?) throws {
        try self.key(key.stringValue)
        if let value { try value.write(to: &self) } else { try null() }
    }

    /// One member, left out when absent.
    @inlinable package mutating func memberIfPresent<Key: CodingKey, Value: DocumentValue>(_ key: Key, _ value: Value?) throws {
        guard let value else { return }
        try self.key(key.stringValue)
        try value.write(to: &self)
    }
}

extension DocumentValue {
    /// Encodes the value into `encoder` by replaying `write(to:)`.
    @usableFromInline package func encodeDocument(to encoder: any Encoder) throws {
        var sink = EncoderSink(encoder)
        try write(to: &sink)
    }
}

extension Int: DocumentValue {
    @inlinable package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.int(self) }
}
extension Double: DocumentValue {
    @inlinable package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.double(self) }
}
extension String: DocumentValue {
    @inlinable package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.string(self) }
}
extension Bool: DocumentValue {
    @inlinable package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.bool(self) }
}
extension Array: DocumentValue where Element: DocumentValue {
    @inlinable package func write<Sink: DocumentSink>(to sink: inout Sink) throws {
        sink.beginArray()
        for element in self { try element.write(to: &sink) }
        sink.endArray()
    }
}

/// A `DocumentSink` that replays a document into an `Encoder`'s containers.
struct EncoderSink: DocumentSink {
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
    private enum Level {
        case keyed(KeyedEncodingContainer<AnyKey>)
        case unkeyed(any UnkeyedEncodingContainer)
    }
    private let encoder: any Encoder
    private var levels: [Level] = []
    private var pendingKey: AnyKey?

    init(_ encoder: any Encoder) { self.encoder = encoder }

    /// Encodes a scalar where the sink stands: the pending key, the next element, or the top level.
    private mutating func scalar(_ encode: (inout KeyedEncodingContainer<AnyKey>, AnyKey) throws -> Void,
                                 _ element: (inout any UnkeyedEncodingContainer) throws -> Void,
                                 _ single: (inout any SingleValueEncodingContainer) throws -> Void) rethrows {
        switch levels.popLast() {
        case .keyed(var c)?:
            try encode(&c, pendingKey ?? AnyKey(""))
            levels.append(.keyed(c))
        case .unkeyed(var c)?:
            try element(&c)
            levels.append(.unkeyed(c))
        case nil:
            var c = encoder.singleValueContainer()
            try single(&c)
        }
    }

    mutating func beginObject() {
        switch levels.popLast() {
        case .keyed(var c)?:
            let nested = c.nestedContainer(keyedBy: AnyKey.self, forKey: pendingKey ?? AnyKey(""))
            levels.append(.keyed(c))
            levels.append(.keyed(nested))
        case .unkeyed(var c)?:
            let nested = c.nestedContainer(keyedBy: AnyKey.self)
            levels.append(.unkeyed(c))
            levels.append(.keyed(nested))
        case nil:
            levels.append(.keyed(encoder.container(keyedBy: AnyKey.self)))
        }
    }
    mutating func key(_ key: String) { pendingKey = AnyKey(key) }
    mutating func endObject() { _ = levels.popLast() }
    mutating func beginArray() {
        switch levels.popLast() {
        case .keyed(var c)?:
            let nested = c.nestedUnkeyedContainer(forKey: pendingKey ?? AnyKey(""))
            levels.append(.keyed(c))
            levels.append(.unkeyed(nested))
        case .unkeyed(var c)?:
            let nested = c.nestedUnkeyedContainer()
            levels.append(.unkeyed(c))
            levels.append(.unkeyed(nested))
        case nil:
            levels.append(.unkeyed(encoder.unkeyedContainer()))
        }
    }
    mutating func endArray() { _ = levels.popLast() }
    mutating func null() throws {
        try scalar({ try $0.encodeNil(forKey: $1) }, { try $0.encodeNil() }, { try $0.encodeNil() })
    }
    mutating func bool(_ value: Bool) throws {
        try scalar({ try $0.encode(value, forKey: $1) }, { try $0.encode(value) }, { try $0.encode(value) })
    }
    mutating func int(_ value: Int) throws {
        try scalar({ try $0.encode(value, forKey: $1) }, { try $0.encode(value) }, { try $0.encode(value) })
    }
    mutating func double(_ value: Double) throws {
        try scalar({ try $0.encode(value, forKey: $1) }, { try $0.encode(value) }, { try $0.encode(value) })
    }
    mutating func string(_ value: String) throws {
        try scalar({ try $0.encode(value, forKey: $1) }, { try $0.encode(value) }, { try $0.encode(value) })
    }
}
