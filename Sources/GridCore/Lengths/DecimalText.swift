// DecimalText: short decimal text for messages and tables.
//
// Rule: a value is rounded half away from zero to at most `maxFractionDigits` digits, and trailing
// zeros (and a bare decimal point) are dropped: 58.666666666666664 -> "58.667", 414.0 -> "414",
// 0.1666 -> "0.167". Values too large to round through an Int (never produced within `Limits`)
// fall back to the standard library's shortest round-trip text.

/// Formats `value` with at most `maxFractionDigits` (0...9) fraction digits, without trailing zeros.
package func decimalText(_ value: Double, maxFractionDigits: Int = 3) -> String {
    let digits = min(max(maxFractionDigits, 0), 9)
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let scaled = (value * factor).rounded(.toNearestOrAwayFromZero)
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
