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

    /// The largest scale (device pixels per point); the smallest is any value above 0.
    public static let maxScale: Double = 16
}
