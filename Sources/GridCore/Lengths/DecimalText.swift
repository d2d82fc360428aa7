// DecimalText: short decimal text for messages and tables.
//
// Rule: a value is rounded half away from zero to at most `maxFractionDigits` digits, and trailing
// zeros (and a bare decimal point) are dropped: 58.666666666666664 -> "58.667", 414.0 -> "414",
// 0.1666 -> "0.167". Values too large to round through an Int (never produced within `Limits`)
// fall back to the standard library's shortest round-trip text. Rounded `.towardZero` instead (for
// values that must not grow when printed), a value within 1e-6 of a decimal at that many digits is
// that decimal: 0.29 is "0.29", although 0.29 × 100 is 28.999999999999996 in binary.

/// Formats `value` with at most `maxFractionDigits` (0...9) fraction digits, without trailing zeros,
/// rounded by `rounding` (half away from zero, or toward zero).
package func decimalText(_ value: Double, maxFractionDigits: Int = 3,
                         rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> String {
    let digits = min(max(maxFractionDigits, 0), 9)
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let nearest = (value * factor).rounded(.toNearestOrAwayFromZero)
    let scaled = abs(value * factor - nearest) < 1e-6 ? nearest : (value * factor).rounded(rounding)
    guard value.isFinite, abs(scaled) < 9.0e15 else { return value.description }
    let units = Int(scaled)
    // The text is written right to left into a buffer on the stack and made a String once: at most
    // 16 digits (|units| < 9e15), a point, a zero before it and a sign. A table prints dozens of
    // these, and building each from Strings joined cost a grid run a tenth of its start-up.
    var magnitude = units.magnitude
    // The fraction digits left once its trailing zeros are dropped.
    var fractionDigits = digits
    while fractionDigits > 0, magnitude % 10 == 0 {
        magnitude /= 10
        fractionDigits -= 1
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
        var start = buffer.count
        func put(_ byte: UInt8) {
            start -= 1
            buffer[start] = byte
        }
        for _ in 0..<fractionDigits {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        if fractionDigits > 0 { put(UInt8(ascii: ".")) }
        repeat {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        if units < 0 { put(UInt8(ascii: "-")) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
}
