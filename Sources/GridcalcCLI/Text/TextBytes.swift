// TextBytes: text built as UTF-8 bytes, by string interpolation, for output that is mostly numbers.
//
// Rule: `"\(px)px (\(pt))"` written as a `TextBytes` appends each literal's bytes, each String's
// bytes and each Int's decimal digits (a minus sign, no leading zeros: what `String(n)` gives) to
// one byte array; the whole becomes a String once, at the end. A Double has no interpolation here:
// its text is chosen by the caller (`decimalText`), never a default.
//
// Why: a grid run's table is most of its output, and the start-up of a run is the bar it is held
// to (Docs/performance.md). Built from Strings, each interpolation makes a String that is freed as
// soon as it is appended; the first String storage a process frees makes the runtime look up a
// type by its mangled name (the storage's breadcrumbs), and the demangler's code was about a
// quarter of the code a grid run touched for its table. Bytes are freed as bytes.

/// UTF-8 text made by interpolation: literals, Strings, Ints and other `TextBytes`.
package struct TextBytes: ExpressibleByStringInterpolation, Equatable {
    /// The text's UTF-8 bytes.
    package var bytes: [UInt8]

    package init(stringLiteral literal: StaticString) {
        bytes = []
        Self.append(literal, to: &bytes)
    }

    package init(stringInterpolation: Interpolation) { bytes = stringInterpolation.bytes }

    /// Room for `count` bytes in all, so that appending up to them copies nothing.
    package mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// Appends `other`'s bytes.
    package static func += (text: inout TextBytes, other: TextBytes) { text.bytes += other.bytes }

    /// Appends `string`'s bytes. (A method, not `+=`: a literal after `+=` must be a TextBytes,
    /// never a String built first.)
    package mutating func append(_ string: String) { Self.append(string, to: &bytes) }

    /// The text as a String (valid UTF-8 by construction: literals and Strings' bytes, digits).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The interpolation that writes each piece's bytes as it comes.
    package struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        package init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: StaticString) { TextBytes.append(literal, to: &bytes) }

        package mutating func appendInterpolation(_ string: String) { TextBytes.append(string, to: &bytes) }

        package mutating func appendInterpolation(_ text: TextBytes) { bytes += text.bytes }

        /// `number`'s decimal digits, as `String(number)` writes them.
        package mutating func appendInterpolation(_ number: Int) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var rest = number.magnitude
            // The place value of the first digit: the largest power of ten not above the number.
            var place: UInt = 1
            while place <= rest / 10 { place *= 10 }
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / place))
                rest %= place
                place /= 10
            } while place > 0
        }
    }

    private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        // Through `withUTF8Buffer`: a one-character literal may be held as a scalar, not bytes.
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `string`'s bytes, copied at once where the String holds them in one piece.
    private static func append(_ string: String, to bytes: inout [UInt8]) {
        if string.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: string.utf8)
        }
    }
}
