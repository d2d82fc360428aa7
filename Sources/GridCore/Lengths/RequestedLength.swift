// RequestedLength: a length as the user wrote it, before it meets the pixel grid.
//
// Rule (Docs/guide.md, Docs/platforms.md): `<number>[pt|dp|css|px]`, a bare number is points; `pt`,
// `dp` and `css` are the same logical unit, `px` a device pixel. The number is a plain decimal
// (`NumberSyntax`); pixels are whole; no length is negative; a number above `Limits.maxNumber` is
// refused before any arithmetic. Converting to pixels is `PixelSnapping`'s job.

/// A length given in points or in whole device pixels, not yet snapped to the pixel grid.
public enum RequestedLength: Sendable, Hashable, CustomStringConvertible {
    /// A length in points (≥ 0, finite, at most `Limits.maxNumber`).
    case points(Double)
    /// A length in whole device pixels (≥ 0, at most `Limits.maxPixels`).
    case pixels(Int)

    /// No length: 0 px.
    public static let zero = RequestedLength.pixels(0)

    /// Parses `text` for the input `field`: `414`, `414pt`, `414dp`, `414css`, `1242px`, `.5pt`; the
    /// unit in any case (`414PT`), as CSS reads units. `pt`, `dp` and `css` are the same logical unit
    /// (a point); `px` is a device pixel unless `px` says otherwise (`RequestedLength.PixelUnit`: on the web `px`
    /// may mean a CSS pixel, or be refused as ambiguous).
    /// Throws a `GridError` naming `field` and repeating `text` when it is not a length, is negative,
    /// has fractional pixels, is beyond the limits, or is in `px` while `px` is ambiguous.
    package init(parsing text: String, for field: GridField, px: RequestedLength.PixelUnit = .device) throws(GridError) {
        var number = Substring(text)
        var isPixels = false
        let unit2 = number.suffix(2).lowercased()
        if unit2 == "px" {
            number = number.dropLast(2)
            switch px {
            case .device: isPixels = true
            case .css: break
            case .ambiguous:
                guard NumberSyntax.decimal(number) != nil else { throw .notALength(field, value: text) }
                throw .ambiguousPixels(field, value: text, number: String(number))
            }
        } else if unit2 == "pt" || unit2 == "dp" {
            number = number.dropLast(2)
        } else if number.suffix(3).lowercased() == "css" {
            number = number.dropLast(3)
        }
        guard let value = NumberSyntax.decimal(number) else { throw .notALength(field, value: text) }
        guard value >= 0 || field.allowsNegative else { throw .negative(field, value: text) }
        guard abs(value) <= Limits.maxNumber else {
            // Whatever the unit, the limit that applies is the pixel count (at the scale, which is
            // not known here: a point length this large is beyond it at any scale of 0.001 or more).
            throw .tooLarge(field, value: text, limit: "\(field.pixelLimit)px")
        }
        if isPixels {
            // Whole as written, not after the conversion to a Double: `5.0000000000000001px` has a
            // fraction although it reads back as 5.0.
            let fraction = number.drop { $0 != "." }.dropFirst()
            guard value == value.rounded(.towardZero), fraction.allSatisfy({ $0 == "0" }) else {
                throw .fractionalPixels(field, value: text)
            }
            guard abs(value) <= Double(field.pixelLimit) else {
                throw .tooLarge(field, value: text, limit: "\(field.pixelLimit)px")
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
    public var description: String { text(in: LogicalUnit.points) }

    /// The length as it would be written on input in a platform's `unit`: `414.1pt`, `414.1dp`,
    /// `414.1css` or `2px`.
    package func text(in unit: LogicalUnit) -> String {
        switch self {
        case .points(let pt): return "\(decimalText(pt, maxFractionDigits: 9))\(unit.suffix)"
        case .pixels(let px): return "\(px)px"
        }
    }
}
