// NumberSyntax: what a number looks like on input.
//
// Rule (Docs/guide.md): numbers are plain decimals — an optional sign, digits with at most one decimal
// point, at least one digit (`414`, `0.5`, `.5`, `414.`). No NaN, no infinity, no exponent, no hex,
// no spaces, no digit separators. Whole numbers (counts) are digits only. The text is checked against
// this grammar character by character *before* the standard library converts it, so nothing the
// converter would accept beyond the grammar (`1e3`, `inf`, `0x10`) gets through.

/// The grammar of numbers that gridcalc accepts on input.
package enum NumberSyntax {
    /// The value of a plain decimal (`[+-]? digits [. digits]` or `[+-]? . digits`), or `nil` when
    /// `text` is not one. The result is the correctly rounded `Double`; it is finite but may be as
    /// large as the text says (callers bound it, see `Limits.maxNumber`). A text of more than
    /// 4,096 characters is refused (`nil`): no one writes a length that long.
    package static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.utf8.count <= 4096 else { return nil }
        var digits = 0
        var points = 0
        var negative = false
        // The digits as a whole number and how many follow the point, while they fit 2^53.
        var mantissa: UInt64 = 0
        var fractionDigits = 0
        var exact = true
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if points == 1 { fractionDigits += 1 }
                if exact {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                    exact = mantissa <= 1 << 53
                }
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if offset != 0 { return nil }
                negative = byte == UInt8(ascii: "-")
            default: return nil
            }
        }
        guard digits > 0, points <= 1 else { return nil }
        // Clinger's fast path: a whole number up to 2^53 and a power of ten up to 10^22 are both
        // exact doubles, so their quotient, rounded once by the division, is the correctly rounded
        // value of the decimal — what strtod gives, without it (a grid run parses dozens).
        if exact, fractionDigits < exactPowersOfTen.count {
            let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// 10^0 … 10^22: the powers of ten a double holds exactly.
    static let exactPowersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
                                             1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// The value of a whole number written as decimal digits (a leading `+` or `-` is allowed so that
    /// the caller can say "must be at least 1" rather than "not a number"), or `nil` when `text` is
    /// not one. `.overflow` when the digits are more than an `Int` holds.
    package static func wholeNumber(_ text: Substring) -> WholeNumber? {
        var rest = text
        var negative = false
        if let sign = rest.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value = 0
        var overflowed = false
        for byte in rest.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            if overflowed { continue }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            if o1 || o2 { overflowed = true } else { value = sum }
        }
        if overflowed { return .overflow }
        return .value(negative ? -value : value)
    }

    /// A parsed whole number: its value, or the fact that it does not fit in an `Int`.
    package enum WholeNumber: Sendable, Hashable {
        /// The number, which fits in an `Int`.
        case value(Int)
        /// More digits than an `Int` holds (beyond ±9,223,372,036,854,775,807).
        case overflow
    }
}
