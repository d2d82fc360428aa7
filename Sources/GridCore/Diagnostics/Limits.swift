// Limits: the largest inputs GridCore accepts.
//
// Rule: every number is bounded *before* any arithmetic that could overflow or run long, so the
// largest accepted input still lays out in well under a millisecond and prints in a few MiB.
// An input past a limit is a `GridError.tooLarge` naming the input and the limit, never a trap.

/// The bounds GridCore enforces on its inputs.
public enum Limits {
    /// The largest magnitude a decimal number on input may have (in its own unit: points, pixels or
    /// a scale). Larger numbers are rejected before they are converted to pixels.
    public static let maxNumber: Double = 1_000_000_000

    /// The largest length, in device pixels, of a container, spacing or inset (1,000,000 px: more
    /// than 300 times the widest display at 3x).
    public static let maxPixels: Int = 1_000_000

    /// The most columns a grid may have.
    public static let maxColumns: Int = 10_000

    /// The largest scale (device pixels per point).
    public static let maxScale: Double = 16

    /// The smallest scale: one device pixel per 100 points (browsers zoom out to 25 %, Android's
    /// lowest density is 0.75). With it, no point value GridCore computes, px / S for at most
    /// `maxExtentPx`, exceeds `maxNumber`, so every output can be read back as an input.
    public static let minScale: Double = 0.01

    /// The largest extent of a layout in device pixels: its content height, the bottom of its last
    /// row or band (10,000 rows of 1,000 px). Checked before the layout is returned.
    public static let maxExtentPx: Int = 10_000_000

    /// The most items a grid may lay out; the JSON of the largest grid stays a few MiB.
    public static let maxItems: Int = 10_000

    /// The most items an `ItemGeometry` may place: it keeps no per-item state, so an app's
    /// collection view of a million items can ask it for frames.
    public static let maxGeometryItems: Int = 1_000_000

    /// The most scales one `hairline` request may list.
    public static let maxScales: Int = 64

    /// The most decimal places in each term of an aspect ratio (`16:9`, `1.91:1`), so that the
    /// ratio is an exact fraction of integers and b·H/W cannot overflow.
    public static let maxRatioFractionDigits: Int = 6

    /// The largest term of an aspect ratio.
    public static let maxRatioTerm: Int = 1_000_000
}

extension Limits {
    /// Throws unless `px` is in `minimum ... maxPixels`: `notPositive` (minimum > 0) or `negative`
    /// below, `tooLarge` above. Every pixel input of a layout passes here before any arithmetic.
    static func checkPixels(_ px: Int, _ field: GridField, minimum: Int) throws(GridError) {
        guard px >= minimum else {
            throw minimum > 0 ? .notPositive(field, value: "\(px)px") : .negative(field, value: "\(px)px")
        }
        guard px <= maxPixels else { throw .tooLarge(field, value: "\(px)px", limit: "\(maxPixels)px") }
    }
}
