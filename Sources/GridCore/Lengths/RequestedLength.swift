// RequestedLength: a length as the user wrote it, before it meets the pixel grid.
//
// Rule (Docs/guide.md): `<number>[pt|px]`, a bare number is points. The number is a plain decimal
// (`NumberSyntax`); pixels are whole; no length is negative; a number above `Limits.maxNumber` is
// refused before any arithmetic. Converting to pixels is `PixelSnapping`'s job.

/// A length given in points or in whole device pixels, not yet snapped to the pixel grid.
public enum RequestedLength: Sendable, Hashable, CustomStringConvertible {
    /// A length in points (≥ 0, finite, at most `Limits.maxNumber`).
    case points(Double)
    /// A length in whole device pixels (≥ 0, at most `Limits.maxPixels`).
    case pixels(Int)

    /// Parses `text` for the input `field`: `414`, `414pt`, `1242px`, `.5pt`; the unit in any case
    /// (`414PT`), as CSS reads units.
    /// Throws a `GridError` naming `field` and repeating `text` when it is not a length, is negative,
    /// has fractional pixels, or is beyond the limits.
    public init(parsing text: String, for field: GridField) throws(GridError) {
        var number = Substring(text)
        var isPixels = false
        let unit = number.suffix(2).lowercased()
        if unit == "px" {
            isPixels = true
            number = number.dropLast(2)
        } else if unit == "pt" {
            number = number.dropLast(2)
        }
        guard let value = NumberSyntax.decimal(number) else { throw .notALength(field, value: text) }
        guard value >= 0 else { throw .negative(field, value: text) }
        guard value <= Limits.maxNumber else {
            // Whatever the unit, the limit that applies is the pixel count (at the scale, which is
            // not known here: a point length this large is beyond it at any scale of 0.001 or more).
            throw .tooLarge(field, value: text, limit: "\(Limits.maxPixels)px")
        }
        if isPixels {
            // Whole as written, not after the conversion to a Double: `5.0000000000000001px` has a
            // fraction although it reads back as 5.0.
            let fraction = number.drop { $0 != "." }.dropFirst()
            guard value == value.rounded(.towardZero), fraction.allSatisfy({ $0 == "0" }) else {
                throw .fractionalPixels(field, value: text)
            }
            guard value <= Double(Limits.maxPixels) else {
                throw .tooLarge(field, value: text, limit: "\(Limits.maxPixels)px")
            }
            self = .pixels(Int(value))
        } else {
            self = .points(value == 0 ? 0 : value)  // folds -0 into 0
        }
    }

    /// The exact pixel amount `L·S` (points) or the pixels themselves, as a `Double`.
    public func pixelAmount(at scale: Scale) -> Double {
        switch self {
        case .points(let pt): return pt * scale.pixelsPerPoint
        case .pixels(let px): return Double(px)
        }
    }

    /// The length in points at `scale`: the points themselves, or `px / S`.
    public func points(at scale: Scale) -> Double {
        switch self {
        case .points(let pt): return pt
        case .pixels(let px): return scale.points(px)
        }
    }

    /// Whether the length asks for more than nothing.
    public var isPositive: Bool {
        switch self {
        case .points(let pt): return pt > 0
        case .pixels(let px): return px > 0
        }
    }

    /// The length as it would be written on input, e.g. `414.1pt` or `2px`.
    public var description: String {
        switch self {
        case .points(let pt): return "\(decimalText(pt, maxFractionDigits: 9))pt"
        case .pixels(let px): return "\(px)px"
        }
    }
}
