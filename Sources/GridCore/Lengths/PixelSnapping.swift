// PixelSnapping: how a requested length becomes whole device pixels (Docs/guide.md).
//
// Rule: the exact amount is `L·S` px. Within 1e-6 px of an integer it *is* that integer, silently.
// Otherwise a container is floored (a pixel that is not there cannot be used), and a spacing or
// inset rounds to the nearest pixel, ties away from zero — except that a spacing or inset asked to be
// more than 0 never becomes 0px: it becomes 1px. Each inexact snap comes with a `GridWarning`.
// A position (a hairline's y) is floored to the pixel it falls in, without a warning.
// Amounts are bounded by `Limits.maxPixels` before they are converted to `Int`.

/// A length snapped to whole device pixels, with the warning the snap produced, if any.
package struct SnappedLength: Sendable, Hashable {
    /// The length in whole device pixels (≥ 0).
    package let px: Int
    /// Set when the requested length was not within 1e-6 px of a whole pixel.
    package let warning: GridWarning?

    /// `px` whole pixels, with the warning their snap produced.
    package init(px: Int, warning: GridWarning?) {
        self.px = px
        self.warning = warning
    }
}

/// The §1 rules that turn requested lengths into whole device pixels.
package enum PixelSnapping {
    /// How close to an integer (in device pixels) `L·S` must be to count as exact.
    package static let exactnessPx: Double = 1e-6

    /// A container width: at least 1px, floored when inexact.
    package static func container(_ length: RequestedLength, scale: Scale, field: GridField) throws(GridError) -> SnappedLength {
        let amount = try boundedAmount(length, scale: scale, field: field)
        guard length.isPositive else { throw .notPositive(field, value: length.description) }
        if let exact = exactPixels(amount) {
            guard exact >= 1 else { throw .underOnePixel(field, value: length.description, scale: scale.pixelsPerPoint) }
            return SnappedLength(px: exact, warning: nil)
        }
        let floored = Int(amount.rounded(.down))
        guard floored >= 1 else { throw .underOnePixel(field, value: length.description, scale: scale.pixelsPerPoint) }
        return SnappedLength(px: floored, warning: .floored(field, requested: length, requestedPx: amount, px: floored, scale: scale))
    }

    /// A spacing or an inset: 0 or more, rounded to nearest (ties away from zero) when inexact, and
    /// never rounded from a positive request down to 0 (raised to 1px instead).
    package static func gap(_ length: RequestedLength, scale: Scale, field: GridField) throws(GridError) -> SnappedLength {
        let amount = try boundedAmount(length, scale: scale, field: field)
        if let exact = exactPixels(amount) {
            if exact == 0, length.isPositive {
                return SnappedLength(px: 1, warning: .raisedToOnePixel(field, requested: length, requestedPx: amount, scale: scale))
            }
            return SnappedLength(px: exact, warning: nil)
        }
        let rounded = Int(amount.rounded(.toNearestOrAwayFromZero))
        if rounded == 0 {
            return SnappedLength(px: 1, warning: .raisedToOnePixel(field, requested: length, requestedPx: amount, scale: scale))
        }
        return SnappedLength(px: rounded, warning: .rounded(field, requested: length, requestedPx: amount, px: rounded, scale: scale))
    }

    /// A position such as a hairline's y: 0 or more, snapped *down* to the pixel it falls in, or
    /// *up* to the next pixel edge with `roundingUp` (the end of a range), with no warning: the
    /// snapped position is the answer. At most `limitPx` px.
    package static func position(_ length: RequestedLength, scale: Scale, field: GridField, roundingUp: Bool = false,
                                limitPx: Int = Limits.maxPixels) throws(GridError) -> Int {
        let amount = try boundedAmount(length, scale: scale, field: field, limitPx: limitPx)
        return exactPixels(amount) ?? Int(amount.rounded(roundingUp ? .up : .down))
    }

    /// The nearest integer to `amount` when `amount` is within `exactnessPx` of it.
    @inline(__always)
    static func exactPixels(_ amount: Double) -> Int? {
        let nearest = amount.rounded(.toNearestOrAwayFromZero)
        return abs(amount - nearest) <= exactnessPx ? Int(nearest) : nil
    }

    /// `L·S` px, checked against `Limits.maxPixels` so that the later `Int` conversion cannot trap.
    static func boundedAmount(_ length: RequestedLength, scale: Scale, field: GridField,
                              limitPx: Int = Limits.maxPixels) throws(GridError) -> Double {
        let amount = length.pixelAmount(at: scale)
        guard amount.isFinite, amount >= 0 || field.allowsNegative else { throw .negative(field, value: length.description) }
        guard abs(amount) < Double(limitPx) + 0.5 else {
            throw .tooLarge(field, value: length.description,
                            limit: "\(limitPx)px, \(decimalText(scale.points(limitPx)))pt at \(scale)x")
        }
        return amount
    }
}
