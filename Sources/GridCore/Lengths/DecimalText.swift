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
    let magnitude = units.magnitude
    let whole = magnitude / UInt(factor)
    var fraction = magnitude % UInt(factor)
    var text = (units < 0 ? "-" : "") + String(whole)
    guard fraction != 0 else { return text }
    var width = digits
    while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: width - fractionText.count) + fractionText
    return text
}
