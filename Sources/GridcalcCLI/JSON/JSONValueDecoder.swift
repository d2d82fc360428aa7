// JSONValueDecoder: a Decodable type read straight from a `JSONValue` — how `check` reads a
// gridcalc document into `GridDocument`, whose Decodable conformance is GridCore's one description
// of its keys.
//
// Rule: the containers walk the document's entries; nothing is copied into a second tree. A value
// of the wrong kind is `DecodingError.typeMismatch`, `null` where a value is needed
// `valueNotFound`, a missing key `keyNotFound`, and a number that is not a whole number where one
// is needed `dataCorrupted` — each with the coding path, which `JSONReadError` turns into
// `columns[3].width: expected a number`.

/// Decodes a `Decodable` value from one value of a `JSONDocument`.
package struct JSONValueDecoder: Decoder {
    /// The value being decoded.
    let value: JSONValue
    package let codingPath: [any CodingKey]
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder of `value`, found at `codingPath`.
    package init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// Decodes a `T` from the document's value.
    package static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try T(from: JSONValueDecoder(document.root))
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard value.kind == .object else { throw mismatch([String: Int].self, value, codingPath) }
        return KeyedDecodingContainer(Keyed<Key>(object: value, codingPath: codingPath))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard value.kind == .array else { throw mismatch([Int].self, value, codingPath) }
        return Unkeyed(elements: value.elements, codingPath: codingPath)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }

    /// The error for `value` at `path` when a `type` was expected.
    fileprivate static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        value.isNull ? .valueNotFound(type, .init(codingPath: path, debugDescription: "found null"))
            : .typeMismatch(type, .init(codingPath: path, debugDescription: "found a \(value.kind)"))
    }
    private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        Self.mismatch(type, value, path)
    }

    /// A scalar of `type` from `value` at `path`: a number, a string or a Boolean.
    fileprivate static func scalar<T>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> T {
        switch type {
        case is Bool.Type:
            if let b = value.bool { return b as! T }
        case is String.Type:
            if let s = value.string { return s as! T }
        case is Double.Type:
            if let d = value.double { return d as! T }
        case is Float.Type:
            if let d = value.double { return Float(d) as! T }
        case is Int.Type:
            if value.kind == .number {
                guard let n = value.int else {
                    throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "expected a whole number, found \(value.text)"))
                }
                return n as! T
            }
        default:
            break
        }
        throw mismatch(type, value, path)
    }

    /// A key for an array element, for coding paths.
    private struct Index: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let object: JSONValue
        let codingPath: [any CodingKey]

        var allKeys: [Key] { object.keys.compactMap(Key.init(stringValue:)) }
        func contains(_ key: Key) -> Bool { object.member(key.stringValue) != nil }

        private func member(_ key: Key) throws -> JSONValue {
            guard let value = object.member(key.stringValue) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no key \(key.stringValue)"))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key).isNull }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let value = try member(key), path = codingPath + [key]
            switch type {
            case is Bool.Type, is String.Type, is Double.Type, is Float.Type, is Int.Type:
                return try JSONValueDecoder.scalar(type, value, path)
            default:
                return try T(from: JSONValueDecoder(value, codingPath: path))
            }
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(try member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { JSONValueDecoder(object, codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder { JSONValueDecoder(try member(key), codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(elements: [JSONValue], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> (JSONValue, [any CodingKey]) {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [Index(currentIndex)], debugDescription: "the array has no more elements"))
            }
            defer { currentIndex += 1 }
            return (elements[currentIndex], codingPath + [Index(currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, elements[currentIndex].isNull else { return false }
            currentIndex += 1
            return true
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, path) = try next()
            switch type {
            case is Bool.Type, is String.Type, is Double.Type, is Float.Type, is Int.Type:
                return try JSONValueDecoder.scalar(type, value, path)
            default:
                return try T(from: JSONValueDecoder(value, codingPath: path))
            }
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let (value, path) = try next()
            return try JSONValueDecoder(value, codingPath: path).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (value, path) = try next()
            return try JSONValueDecoder(value, codingPath: path).unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder {
            let (value, path) = try next()
            return JSONValueDecoder(value, codingPath: path)
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value.isNull }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            switch type {
            case is Bool.Type, is String.Type, is Double.Type, is Float.Type, is Int.Type:
                return try JSONValueDecoder.scalar(type, value, codingPath)
            default:
                return try T(from: JSONValueDecoder(value, codingPath: codingPath))
            }
        }
    }
}
