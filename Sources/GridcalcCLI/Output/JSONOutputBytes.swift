// JSONOutputBytes: the bytes of a JSON document being written, and the fast ways to add to them.
//
// Rule: text goes into one growable block of raw memory with as few calls as possible per JSON
// line — a member's `,\n`, indentation and `"key": ` are one reservation — because a sweep document
// is ~60,000 short lines and per-piece overhead dominates. A Double is written as exactly the text
// `JSONWriter.number` gives it; the text of recently written values is remembered by bit pattern,
// because documents repeat the same few hundred values (px / scale) thousands of times and the
// shortest round-trip conversion allocates for texts longer than 15 characters.

/// The bytes of the document being written: a growable block of raw memory (several times faster
/// than `Array.append` for the many short pieces a JSON document is made of).
package final class JSONOutputBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0
    /// Recently written Doubles' text, created on first use (raw memory, freed in deinit).
    private var numbers: NumberTextMemo?

    package init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
        numbers?.deallocate()
    }

    /// Room for `n` more bytes.
    @inline(__always) private func reserve(_ n: Int) {
        guard count + n > capacity else { return }
        var newCapacity = capacity * 2
        while count + n > newCapacity { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// Makes room for `n` bytes in one go (an estimate of the whole document).
    package func reserveCapacity(_ n: Int) { reserve(n) }

    @inline(__always) package func add(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        reserve(n)
        (base + count).update(from: text.utf8Start, count: n)
        count += n
    }

    @inline(__always) package func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always) private func add(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        if let source = bytes.baseAddress { UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count) }
        count += bytes.count
    }

    @inline(__always) package func add(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// `n` spaces.
    package func pad(_ n: Int) {
        guard n > 0 else { return }
        reserve(n + 8)
        spaces(n, at: base + count)
        count += n
    }

    /// Writes `n` spaces at `p`, eight at a time; may write up to 7 bytes past them, so the caller
    /// reserves 8 bytes of slack.
    @inline(__always) private func spaces(_ n: Int, at p: UnsafeMutablePointer<UInt8>) {
        var k = 0
        while k < n {
            UnsafeMutableRawPointer(p + k).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            k += 8
        }
    }

    /// An object's member start: `{` (first) or `,`, then `\n`, `indent` spaces and `"name": `.
    /// `name` is written as it is: a document's keys are plain ASCII (JSONWriter checks that in the
    /// tests).
    @inline(__always)
    func addMember(_ name: String, indent: Int, first: Bool) {
        var name = name
        name.withUTF8 { addMember($0, indent: indent, first: first) }
    }

    private func addMember(_ name: UnsafeBufferPointer<UInt8>, indent: Int, first: Bool) {
        let n = name.count
        reserve(indent + n + 13)
        var p = base + count
        p.pointee = first ? UInt8(ascii: "{") : UInt8(ascii: ",")
        p[1] = UInt8(ascii: "\n")
        spaces(indent, at: p + 2)
        p += indent + 2
        p.pointee = UInt8(ascii: "\"")
        if let source = name.baseAddress { (p + 1).update(from: source, count: n) }
        p += n + 1
        p[0] = UInt8(ascii: "\""); p[1] = UInt8(ascii: ":"); p[2] = UInt8(ascii: " ")
        count = p + 3 - base
    }

    /// A new line: `\n` and `indent` spaces.
    package func addNewline(indent: Int) {
        reserve(indent + 9)
        base[count] = UInt8(ascii: "\n")
        spaces(indent, at: base + count + 1)
        count += indent + 1
    }

    /// The decimal digits of `value`, written without making a String.
    package func add(_ value: Int) {
        reserve(21)
        if value < 0 { base[count] = UInt8(ascii: "-"); count += 1 }
        var magnitude = value.magnitude
        var digits = 0
        var probe = magnitude
        repeat { digits += 1; probe /= 10 } while probe > 0
        var position = count + digits
        repeat {
            position -= 1
            base[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += digits
    }

    /// `value` as `JSONWriter.number` writes it; throws for a NaN or an infinity.
    package func add(_ value: Double) throws {
        if let integer = JSONWriter.integral(value) {
            add(integer)  // the same digits, without a String
            return
        }
        if value.isFinite, let remembered = numbers?.text(of: value) {
            add(remembered)
            return
        }
        let text = try JSONWriter.number(value)  // throws for a NaN or an infinity
        add(text)
        if numbers == nil { numbers = NumberTextMemo() }
        numbers!.remember(text, for: value)
    }

    /// Calls `body` with the bytes written.
    package func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes written, as a String (they are UTF-8 by construction: ASCII, and text copied
    /// from valid Strings).
    package func string() -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.update(from: base, count: count)
            return count
        }
    }
}

/// The JSON text of recently written Doubles: a direct-mapped table of 1024 slots keyed by the
/// value's bit pattern, each holding up to 31 bytes of text. A slot is overwritten by the next
/// value that maps to it, so the table never grows; a value whose text is longer is not kept.
private struct NumberTextMemo {
    private static let slots = 1024
    private static let slotBytes = 32
    /// Each slot's key; a NaN pattern marks an empty slot (only finite values are looked up).
    private let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
    /// Each slot's text length in its first byte, then its text.
    private let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: slots * slotBytes)

    package init() { keys.initialize(repeating: 0x7FF8_0000_0000_0001, count: Self.slots) }

    /// Frees the table (its owner calls this once, from its deinit).
    package func deallocate() {
        keys.deallocate()
        texts.deallocate()
    }

    private static func slot(_ bits: UInt64) -> Int { Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54) }

    /// The remembered text of `value`, if any (valid until the next `remember`).
    package func text(of value: Double) -> UnsafeRawBufferPointer? {
        let bits = value.bitPattern
        let slot = Self.slot(bits)
        guard keys[slot] == bits else { return nil }
        let start = texts + slot * Self.slotBytes
        return UnsafeRawBufferPointer(start: start + 1, count: Int(start.pointee))
    }

    package func remember(_ text: String, for value: Double) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.count < Self.slotBytes, let source = utf8.baseAddress else { return }
            let bits = value.bitPattern
            let slot = Self.slot(bits)
            keys[slot] = bits
            let start = texts + slot * Self.slotBytes
            start.pointee = UInt8(utf8.count)
            (start + 1).update(from: source, count: utf8.count)
        }
    }
}
