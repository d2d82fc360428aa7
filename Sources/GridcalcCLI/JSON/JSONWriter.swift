// JSONWriter: any GridCore document as pretty-printed JSON with sorted keys, written straight to
// bytes in one pass — the one JSON path of gridcalc. Each document describes its shape once, in its
// own `write(to:)` (GridCore's `DocumentValue`); this is the `DocumentSink` that turns that into text.
//
// Rule: the output is what JSONEncoder(.prettyPrinted, .sortedKeys, .withoutEscapingSlashes) prints:
// objects' keys in ascending byte order, two-space indentation, `"key": value`, empty arrays and
// objects as `[]` and `{}`. Integers print as integers; a Double prints as the shortest text that
// reads back to the same value (Swift's own `description`), an integral Double below 2^53 without
// its `.0`; a NaN or an infinity cannot be written (EncodingError). Strings escape `"`, `\` and
// control characters only.
//
// Streaming: nothing is built in memory but the output, so an object's keys must arrive in sorted
// order. GridCore's documents write constant keys in sorted order; `checkingKeys` verifies it (a
// key that is not greater than the one before, or one that would need escaping, is an EncodingError
// naming it), and the unit tests write every document shape that way, so the shipped path can
// trust the keys and copy them as they are.

import GridCore

/// Documents as JSON text (see the rule above).
package enum JSONWriter {
    /// Writes `value` as JSON followed by a newline into `out` (which may stream it to a file as
    /// it fills). `checkingKeys` also verifies that every object's keys arrive in sorted order and
    /// need no escaping (the tests do, for every document shape).
    package static func write<T: DocumentValue>(_ value: T, into out: inout JSONByteBuffer, checkingKeys: Bool = false) throws {
        var sink = ByteSink(out: out, checksKeys: checkingKeys)
        defer {
            out = sink.out
            sink.deallocate()
        }
        try value.write(to: &sink)
        sink.out.add("\n")
    }

    /// `value` as JSON text followed by a newline.
    package static func string<T: DocumentValue>(_ value: T, checkingKeys: Bool = false) throws -> String {
        var out = JSONByteBuffer()
        defer { out.deallocate() }
        try write(value, into: &out, checkingKeys: checkingKeys)
        return out.string()
    }

    /// Throws the error writing `value` would throw (a number that is NaN or infinite), without
    /// writing: a document that passes can be streamed out with no error half-way.
    package static func validate<T: DocumentValue>(_ value: T) throws {
        var sink = FiniteNumbersSink()
        try value.write(to: &sink)
    }

    /// `s` as a JSON string literal (`writeQuoted`), for a document written as text.
    package static func quoted(_ s: String) -> String {
        var buffer = JSONByteBuffer(capacity: 2 * s.utf8.count + 16)
        defer { buffer.deallocate() }
        writeQuoted(s, to: &buffer)
        return buffer.string()
    }

    /// `s` as a JSON string literal, appended to `out`: its bytes, with `"`, `\\` and control
    /// characters escaped (runs of other bytes are copied whole; UTF-8 beyond ASCII passes as is).
    static func writeQuoted(_ s: String, to out: inout JSONByteBuffer) {
        out.add("\"")
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.add(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart ..< i])))
                switch byte {
                case UInt8(ascii: "\""): out.add("\\\"")
                case UInt8(ascii: "\\"): out.add("\\\\")
                case 0x0A: out.add("\\n")
                case 0x0D: out.add("\\r")
                case 0x09: out.add("\\t")
                default:
                    let hex = String(byte, radix: 16)
                    out.add("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                }
                runStart = i + 1
            }
            out.add(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart ..< utf8.count])))
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

/// The `DocumentSink` that writes pretty-printed JSON into `out`. Per nesting level it keeps, in
/// raw memory (no copy-on-write or reference counting on the hot path: a sweep document has ~60,000
/// members), how many members or elements were written and the bytes of the last key, to check
/// that keys arrive sorted.
private struct ByteSink: DocumentSink {
    /// The output (`JSONWriter.write` hands it back to its caller).
    var out: JSONByteBuffer
    /// Per level: the number of members or elements written so far.
    private var counts: UnsafeMutablePointer<Int>
    /// Per level: the last key's length, and its bytes in a slot of `maxKeyBytes`.
    private var keyLengths: UnsafeMutablePointer<Int>
    private var keys: UnsafeMutablePointer<UInt8>
    private var capacity = 16
    private var depth = 0
    /// Whether the next value follows a key (no new line before it).
    private var afterKey = false
    /// Whether keys are checked (sorted, plain ASCII, short): GridCore's documents write constant
    /// keys, so the unit tests check every document shape and the shipped path trusts them.
    private let checksKeys: Bool
    /// The longest key a document may have.
    static let maxKeyBytes = 64

    init(out: JSONByteBuffer, checksKeys: Bool) {
        self.out = out
        self.checksKeys = checksKeys
        counts = .allocate(capacity: capacity)
        keyLengths = .allocate(capacity: capacity)
        keys = .allocate(capacity: capacity * Self.maxKeyBytes)
    }

    /// Frees the level storage, not the output (the sink is used once, by `JSONWriter.write`).
    func deallocate() {
        counts.deallocate()
        keyLengths.deallocate()
        keys.deallocate()
    }

    @inline(__always)
    private mutating func push() {
        if depth == capacity {
            let newCapacity = capacity * 2
            let c = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity), l = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
            let k = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity * Self.maxKeyBytes)
            c.update(from: counts, count: depth); l.update(from: keyLengths, count: depth)
            k.update(from: keys, count: depth * Self.maxKeyBytes)
            deallocate()
            (counts, keyLengths, keys, capacity) = (c, l, k, newCapacity)
        }
        counts[depth] = 0
        keyLengths[depth] = 0
        depth += 1
    }

    /// Before a value: in an array, `[` or `,` and a new line at the element's indentation.
    @inline(__always)
    private mutating func beforeValue() {
        if afterKey { afterKey = false; return }
        guard depth > 0 else { return }
        out.add(byte: UInt8(ascii: counts[depth - 1] > 0 ? "," : "["))
        counts[depth - 1] += 1
        out.addNewline(indent: 2 * depth)
    }

    @inline(__always)
    mutating func beginObject() {
        beforeValue()
        push()
    }

    @inline(__always)
    mutating func key(_ key: String) throws {
        let level = depth - 1
        if checksKeys { try check(key, level: level) }
        out.addMember(key, indent: 2 * depth, first: counts[level] == 0)
        counts[level] += 1
        afterKey = true
    }

    /// Throws unless `key` needs no escaping, is at most `maxKeyBytes` long and comes after the
    /// level's last key in byte order; remembers it as the last key.
    private mutating func check(_ key: String, level: Int) throws {
        var key = key
        let count = counts[level]
        try key.withUTF8 { utf8 in
            func fail(_ why: String) -> EncodingError {
                EncodingError.invalidValue(String(decoding: utf8, as: UTF8.self), .init(codingPath: [], debugDescription: why))
            }
            guard utf8.count <= Self.maxKeyBytes, let source = utf8.baseAddress else { throw fail("an empty key or one longer than \(Self.maxKeyBytes) bytes") }
            guard !utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                throw fail("a key must be printable ASCII without quotes or backslashes")
            }
            let slot = keys + level * Self.maxKeyBytes
            let previous = UnsafeBufferPointer(start: slot, count: keyLengths[level])
            guard count == 0 || previous.lexicographicallyPrecedes(utf8) else {
                throw fail("key \"\(String(decoding: utf8, as: UTF8.self))\" comes after \"\(String(decoding: previous, as: UTF8.self))\": a document must write its keys in sorted order")
            }
            slot.update(from: source, count: utf8.count)
            keyLengths[level] = utf8.count
        }
    }

    @inline(__always)
    mutating func endObject() {
        depth -= 1
        if counts[depth] == 0 { out.add("{}") } else { out.addNewline(indent: 2 * depth); out.add(byte: UInt8(ascii: "}")) }
    }

    @inline(__always)
    mutating func beginArray() {
        beforeValue()
        push()
    }

    @inline(__always)
    mutating func endArray() {
        depth -= 1
        if counts[depth] == 0 { out.add("[]") } else { out.addNewline(indent: 2 * depth); out.add(byte: UInt8(ascii: "]")) }
    }

    @inline(__always) mutating func null() { beforeValue(); out.add("null") }
    @inline(__always) mutating func bool(_ value: Bool) { beforeValue(); out.add(value ? "true" : "false") }
    @inline(__always) mutating func int(_ value: Int) { beforeValue(); out.add(value) }
    @inline(__always) mutating func double(_ value: Double) throws { beforeValue(); try out.add(value) }
    mutating func string(_ value: String) { beforeValue(); JSONWriter.writeQuoted(value, to: &out) }
}

/// The `DocumentSink` that writes nothing and throws where JSON cannot follow: a NaN or an infinity.
private struct FiniteNumbersSink: DocumentSink {
    mutating func beginObject() {}
    mutating func key(_ key: String) {}
    mutating func endObject() {}
    mutating func beginArray() {}
    mutating func endArray() {}
    mutating func null() {}
    mutating func bool(_ value: Bool) {}
    mutating func int(_ value: Int) {}
    mutating func double(_ value: Double) throws {
        guard value.isFinite else { _ = try JSONWriter.number(value); return }  // throws the writer's error
    }
    mutating func string(_ value: String) {}
}
