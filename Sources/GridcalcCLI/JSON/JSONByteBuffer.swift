// JSONByteBuffer: the bytes of a JSON document being written, and the fast ways to add to them.
//
// Rule: text goes into one growable block of raw memory with as few calls as possible per JSON
// line — a member's `,\n`, indentation and `"key": ` are one reservation — because a sweep document
// is ~60,000 short lines and per-piece overhead dominates. A Double is written as exactly the text
// `JSONWriter.number` gives it; the text of recently written values is remembered by bit pattern,
// because documents repeat the same few hundred values (px / scale) thousands of times and the
// shortest round-trip conversion allocates for texts longer than 15 characters.

/// The bytes of the document being written: a growable block of raw memory (several times faster
/// than `Array.append` for the many short pieces a JSON document is made of). A struct of raw
/// pointers, so that writing into it costs no reference counting; its owner frees it once, with
/// `deallocate()`.
package struct JSONByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    package private(set) var count = 0
    /// Recently written Doubles' text, made once `memoAfter` Doubles have been converted.
    private var numbers: NumberTextMemo?
    /// How many Doubles have been converted to text so far (until the memo is made).
    private var conversions = 0
    /// The conversions a document makes before its Doubles' texts are remembered: a sweep's
    /// document makes thousands and gains from the memo; a grid run's few dozen would only pay for
    /// its 40 KB — ten fresh pages, a page fault each, at start-up.
    private static let memoAfter = 256

    /// Where a full buffer goes (a file descriptor), or -1 to keep everything in memory.
    private let flushDescriptor: Int32
    /// The first error (an errno) writing to `flushDescriptor`; output is dropped after it.
    package private(set) var flushError: Int32 = 0

    /// A buffer of `capacity` bytes that grows as needed — or, with a `descriptor`, that writes its
    /// bytes there whenever it is full and starts again, so that a large document goes out
    /// through the same few pages of memory (fresh pages cost a page fault each, microseconds on
    /// a virtual machine: more than writing the JSON).
    package init(capacity: Int = 1 << 16, flushingTo descriptor: Int32 = -1) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        flushDescriptor = descriptor
    }

    /// Writes the bytes held to the flush descriptor, and empties the buffer.
    package mutating func flush() {
        guard flushDescriptor >= 0 else { return }
        if flushError == 0 && count > 0 {
            flushError = FileWriting.writeAll(UnsafeRawBufferPointer(start: base, count: count), to: flushDescriptor)
        }
        count = 0
    }

    /// The bytes held, as a String (they are UTF-8 by construction: ASCII, and text copied from
    /// valid Strings).
    package func string() -> String {
        String(unsafeUninitializedCapacity: count) { target in
            target.baseAddress!.update(from: base, count: count)
            return count
        }
    }

    /// Frees the memory.
    package func deallocate() {
        base.deallocate()
        numbers?.deallocate()
    }

    /// Room for `n` more bytes.
    @inline(__always) private mutating func reserve(_ n: Int) {
        guard count + n > capacity else { return }
        grow(n)
    }

    /// Makes room for `n` more bytes: flushes, and grows if that is not enough.
    @inline(never) private mutating func grow(_ n: Int) {
        flush()
        guard count + n > capacity else { return }
        var newCapacity = capacity * 2
        while count + n > newCapacity { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always) package mutating func add(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        reserve(n)
        (base + count).update(from: text.utf8Start, count: n)
        count += n
    }

    @inline(__always) package mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always) package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        if let source = bytes.baseAddress { UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count) }
        count += bytes.count
    }

    @inline(__always) package mutating func add(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
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
    mutating func addMember(_ name: String, indent: Int, first: Bool) {
        var name = name
        name.withUTF8 { utf8 in
            reserve(indent + utf8.count + 13)
            let key = startMember(indent: indent, first: first)
            if let source = utf8.baseAddress { key.update(from: source, count: utf8.count) }
            endMember(at: key + utf8.count)
        }
    }

    /// Writes `{` or `,`, a new line, `indent` spaces and the key's opening quote; returns where
    /// the key goes. The caller has reserved room for all of the member's start.
    @inline(__always) private func startMember(indent: Int, first: Bool) -> UnsafeMutablePointer<UInt8> {
        let p = base + count
        p[0] = first ? UInt8(ascii: "{") : UInt8(ascii: ",")
        p[1] = UInt8(ascii: "\n")
        spaces(indent, at: p + 2)
        p[indent + 2] = UInt8(ascii: "\"")
        return p + indent + 3
    }

    /// Writes the key's closing quote, `:` and a space after the key ending at `p` (and a byte to
    /// spare, which the caller reserved), and counts everything up to them.
    @inline(__always) private mutating func endMember(at p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: 0x20_3A_22 as UInt32, as: UInt32.self)  // `": `
        count = p + 3 - base
    }

    /// A new line: `\n` and `indent` spaces.
    package mutating func addNewline(indent: Int) {
        reserve(indent + 9)
        base[count] = UInt8(ascii: "\n")
        spaces(indent, at: base + count + 1)
        count += indent + 1
    }

    /// The decimal digits of `value`, written without making a String: two digits at a time from
    /// a table, after counting them with comparisons (most values in a document are below 10,000).
    package mutating func add(_ value: Int) {
        reserve(21)
        if value < 0 { base[count] = UInt8(ascii: "-"); count += 1 }
        var magnitude = value.magnitude
        if magnitude < 10 {
            base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
            count += 1
            return
        }
        var digits = 2
        var bound: UInt = 100
        while digits < 20 && magnitude >= bound {
            digits += 1
            if digits < 20 { bound &*= 10 }
        }
        var position = count + digits
        let pairs = Self.digitPairs.utf8Start
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            position -= 2
            base[position] = pairs[pair]
            base[position + 1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) &* 2
            base[position - 2] = pairs[pair]
            base[position - 1] = pairs[pair + 1]
        } else {
            base[position - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        count += digits
    }

    /// "00", "01", … "99" in a row.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// `value` as `JSONWriter.number` writes it; throws for a NaN or an infinity.
    package mutating func add(_ value: Double) throws {
        if let integer = JSONWriter.integral(value) {
            add(integer)  // the same digits, without a String
            return
        }
        if value.isFinite, let slot = numbers?.slot(of: value) {
            reserve(NumberTextMemo.slotBytes)
            NumberTextMemo.copy(slot, to: base + count)
            count += Int(slot.pointee)
            return
        }
        let text = try JSONWriter.number(value)  // throws for a NaN or an infinity
        add(text)
        if numbers == nil {
            conversions += 1
            guard conversions >= Self.memoAfter else { return }
            numbers = NumberTextMemo()
        }
        numbers!.remember(text, for: value)
    }

}

/// The JSON text of recently written Doubles: a direct-mapped table of 1024 slots keyed by the
/// value's bit pattern, each holding up to 31 bytes of text. A slot is overwritten by the next
/// value that maps to it, so the table never grows; a value whose text is longer is not kept.
private struct NumberTextMemo {
    private static let slots = 1024
    /// Bytes per slot; the texts block has 8 bytes more at its end, so that `copy` may read a
    /// whole word past the last slot's 31 bytes.
    package static let slotBytes = 32
    /// Each slot's key; a NaN pattern marks an empty slot (only finite values are looked up).
    private let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
    /// Each slot's text length in its first byte, then its text.
    private let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: slots * slotBytes + 8)

    package init() {
        keys.initialize(repeating: 0x7FF8_0000_0000_0001, count: Self.slots)
        texts.initialize(repeating: 0, count: Self.slots * Self.slotBytes + 8)
    }

    /// Frees the table (its owner calls this once, from its deinit).
    package func deallocate() {
        keys.deallocate()
        texts.deallocate()
    }

    private static func slot(_ bits: UInt64) -> Int { Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54) }

    /// The slot holding `value`'s text, if any: its length in the first byte, then the text
    /// (valid until the next `remember`).
    @inline(__always)
    package func slot(of value: Double) -> UnsafePointer<UInt8>? {
        let bits = value.bitPattern
        let slot = Self.slot(bits)
        guard keys[slot] == bits else { return nil }
        return UnsafePointer(texts + slot * Self.slotBytes)
    }

    /// Copies the text of `slot` to `target` as four 8-byte words: up to 32 bytes are written, so
    /// the caller reserves `slotBytes`, and keeps only the text's length.
    @inline(__always)
    package static func copy(_ slot: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        let source = UnsafeRawPointer(slot + 1), destination = UnsafeMutableRawPointer(target)
        for word in 0..<4 {
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self), toByteOffset: 8 * word, as: UInt64.self)
        }
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
