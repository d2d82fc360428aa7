// ExactDecimal: the decimal a document wrote, held exactly, for deciding a tie at the tolerance.
//
// Rule (Docs/check-and-sweep.md): a finding at exactly the tolerance is decided on the decimals the document wrote,
// not on their binary doubles: 0.67 × 3 is 2.01 — exactly 0.01 px from 2 — although the double
// product is 2.0100000000000002. A JSON number becomes the nearest double; that double's shortest
// round-trip text (`description`) is the number as written whenever it had at most 15 significant
// digits, which covers every value a layout tool dumps. Those texts are parsed into integer digits and
// a power of ten, multiplied and added exactly (schoolbook arithmetic on decimal digits, at most a
// few dozen of them), and the distance of an edge to its nearest whole pixel is compared exactly.
// Only edges within 1e-9 px of the tolerance take this path; all others are decided on doubles.

/// A finite decimal number held exactly: `digits` (most significant first) × 10^`exponent`.
package struct ExactDecimal: Sendable, Hashable {
    /// The magnitude's decimal digits, most significant first, no leading zeros (empty for 0).
    private(set) var digits: [UInt8]
    /// The power of ten of the last digit.
    private(set) var exponent: Int
    /// Whether the number is below zero.
    private(set) var negative: Bool

    private init(digits: [UInt8], exponent: Int, negative: Bool) {
        var digits = digits[...]
        while digits.first == 0 { digits = digits.dropFirst() }
        self.digits = Array(digits)
        self.exponent = exponent
        self.negative = negative && !digits.isEmpty
    }

    /// The shortest decimal that reads back as `value` (its `description`), or nil for NaN or ±∞.
    package init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var digits: [UInt8] = []
        var exponent = 0
        var afterPoint = false
        var negative = false
        let text = value.description
        var rest = Substring(text)
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let power = Int(rest[rest.index(after: e)...]) else { return nil }
            exponent = power
            rest = rest[..<e]
        }
        for c in rest.utf8 {
            switch c {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(c - UInt8(ascii: "0"))
                if afterPoint { exponent -= 1 }
            default: return nil
            }
        }
        self.init(digits: digits, exponent: exponent, negative: negative)
    }

    /// The digits of the magnitude shifted to `exponent` (≤ self.exponent), least significant first.
    private func littleEndian(at e: Int) -> [Int] {
        Array(repeating: 0, count: exponent - e) + digits.reversed().map(Int.init)
    }

    /// Compares magnitudes.
    private static func compareMagnitude(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        let e = min(a.exponent, b.exponent)
        let x = a.littleEndian(at: e), y = b.littleEndian(at: e)
        let n = max(x.count, y.count)
        for i in stride(from: n - 1, through: 0, by: -1) {
            let p = i < x.count ? x[i] : 0, q = i < y.count ? y[i] : 0
            if p != q { return p < q ? -1 : 1 }
        }
        return 0
    }

    /// a + b, exactly.
    package static func + (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal {
        let e = min(a.exponent, b.exponent)
        let x = a.littleEndian(at: e), y = b.littleEndian(at: e)
        let n = max(x.count, y.count)
        if a.negative == b.negative {
            var out: [UInt8] = [], carry = 0
            for i in 0..<n {
                let s = (i < x.count ? x[i] : 0) + (i < y.count ? y[i] : 0) + carry
                out.append(UInt8(s % 10)); carry = s / 10
            }
            if carry > 0 { out.append(UInt8(carry)) }
            return ExactDecimal(digits: out.reversed(), exponent: e, negative: a.negative)
        }
        // Different signs: the larger magnitude minus the smaller, with the larger's sign.
        let (big, small, sign) = compareMagnitude(a, b) >= 0 ? (x, y, a.negative) : (y, x, b.negative)
        var out: [UInt8] = [], borrow = 0
        for i in 0..<n {
            var d = (i < big.count ? big[i] : 0) - (i < small.count ? small[i] : 0) - borrow
            borrow = d < 0 ? 1 : 0
            if d < 0 { d += 10 }
            out.append(UInt8(d))
        }
        return ExactDecimal(digits: out.reversed(), exponent: e, negative: sign)
    }

    /// a × b, exactly.
    package static func * (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal {
        let x = a.digits.reversed().map(Int.init), y = b.digits.reversed().map(Int.init)
        guard !x.isEmpty, !y.isEmpty else { return ExactDecimal(digits: [], exponent: 0, negative: false) }
        var out = [Int](repeating: 0, count: x.count + y.count)
        for (i, p) in x.enumerated() { for (j, q) in y.enumerated() { out[i + j] += p * q } }
        for i in 0..<(out.count - 1) { out[i + 1] += out[i] / 10; out[i] %= 10 }
        return ExactDecimal(digits: out.reversed().map { UInt8($0) }, exponent: a.exponent + b.exponent,
                            negative: a.negative != b.negative)
    }

    /// The distance from this number to the nearest integer, exactly (0 … 0.5).
    package var distanceToNearestInteger: ExactDecimal {
        guard exponent < 0 else { return ExactDecimal(digits: [], exponent: 0, negative: false) }
        // The fractional digits: the last −exponent digits of the magnitude.
        let fractionCount = -exponent
        let padded = Array(repeating: UInt8(0), count: max(0, fractionCount - digits.count)) + digits
        let fraction = ExactDecimal(digits: Array(padded.suffix(fractionCount)), exponent: exponent, negative: false)
        let half = ExactDecimal(digits: [5], exponent: -1, negative: false)
        guard Self.compareMagnitude(fraction, half) > 0 else { return fraction }
        return ExactDecimal(digits: [1], exponent: 0, negative: false) + ExactDecimal(digits: fraction.digits, exponent: exponent, negative: true)
    }

    /// Whether a > b.
    package static func > (a: ExactDecimal, b: ExactDecimal) -> Bool {
        if a.negative != b.negative { return !a.negative }
        let c = compareMagnitude(a, b)
        return a.negative ? c < 0 : c > 0
    }
}
