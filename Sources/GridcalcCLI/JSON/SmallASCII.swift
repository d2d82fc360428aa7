// SmallASCII: the bytes of a short ASCII string, read from the string's own two words.
//
// Rule: on 64-bit platforms a String is two words, and a string of at most 15 ASCII bytes is
// stored inline ("small"): its bytes in the first word and the low seven bytes of the second, in
// order (little-endian), and in the second word's top byte the discriminator 0xE (immortal, ASCII,
// small) over the length. This is the standard library's stable ABI (StringObject.swift). Every key
// of a gridcalc document is such a string, so the JSON writer copies a key with two word stores
// instead of `withUTF8` and a memcpy call. Anything else — a longer string, non-ASCII, another
// layout — is not a SmallASCII, and the caller takes the general path. The unit tests compare this
// with `utf8` for strings of every length, so a platform where the layout differs fails there.

/// A string of at most 15 ASCII bytes held inline, as the two words of its representation.
package struct SmallASCII {
    /// Bytes 0 … 7.
    package let low: UInt64
    /// Bytes 8 … 14, and 0 in the top byte.
    package let high: UInt64
    /// The number of bytes, 0 … 15.
    package let count: Int

    /// `string`'s bytes when it is small and ASCII, else nil.
    @inline(__always)
    package init?(_ string: String) {
        guard MemoryLayout<String>.size == 16 else { return nil }
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        guard words.1 >> 60 == 0xE else { return nil }
        low = words.0
        high = words.1 & 0x00FF_FFFF_FFFF_FFFF
        count = Int(truncatingIfNeeded: (words.1 >> 56) & 0xF)
    }

    /// Writes 16 bytes at `target`: the string's `count` bytes, then what the caller overwrites
    /// (it reserves 16 bytes and advances by `count`).
    @inline(__always)
    package func store(at target: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(target)
        raw.storeBytes(of: low.littleEndian, as: UInt64.self)
        raw.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
    }

    /// Whether a byte is a control character, `"` or `\`, which a JSON string must escape. Tested a
    /// word at a time: each test below leaves, in every byte, the top bit set exactly when that
    /// byte matches (no carry crosses a byte, as every byte is first cut to 7 bits).
    package var needsEscaping: Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        func matches(_ word: UInt64) -> UInt64 {
            let below20 = ~((word & ~tops) &+ 0x60 &* ones) & ~word & tops
            func equal(_ byte: UInt64) -> UInt64 {
                let difference = word ^ (byte &* ones)
                return ~(((difference & ~tops) &+ ~tops) | difference) & tops
            }
            return below20 | equal(0x22) | equal(0x5C)
        }
        // Only the string's own bytes: the unused ones are zero, which would count as controls.
        let lowBytes = min(count, 8), highBytes = count - lowBytes
        let one: UInt64 = 1
        let lowMask = lowBytes == 8 ? UInt64.max : (one << (8 * lowBytes)) &- 1
        let highMask = (one << (8 * highBytes)) &- 1
        return matches(low) & lowMask != 0 || matches(high) & highMask != 0
    }
}
