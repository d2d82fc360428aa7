// ColumnLayout: C columns in a container, in whole device pixels (Docs/guide.md).
//
// Rule:
//   A = P − Il − It − (C−1)·G     pixels for the cells; A < C is "no room"
//   b = A div C, R = A mod C       base cell width and leftover (0 ≤ R < C)
//   padding: every column is b; the leftover R goes to the insets as the alignment says.
//   widen:   column i is b + e_i, e_i ∈ {0, 1}, Σ e_i = R, chosen by the distribution;
//            spread: e_i = ⌊((i+1)·2R + C) / 2C⌋ − ⌊(i·2R + C) / 2C⌋.
//   x_0 = Il (after padding), x_{i+1} = x_i + w_i + G; rtl mirrors: x = P − x_ltr − w.
// Invariants: Il + Σw + (C−1)·G + It = P; every w ≥ 1; widths differ by ≤ 1; every gap is G.
// All inputs are bounded before the arithmetic, so no operation here can overflow.

/// Columns laid out across a container on the device-pixel grid; every value is whole pixels.
/// The integer engine behind `GridDocument` (which adds points); not public API.
package struct ColumnLayout: Sendable, Hashable {
/// One column of a `ColumnLayout`, in device pixels.
package struct Column: Sendable, Hashable {
    /// The column's index; 0 is the leading column (the left in `ltr`, the right in `rtl`).
    package let index: Int
    /// The physical x of the column's left edge, in device pixels from the container's left edge.
    package let xPx: Int
    /// The column's width in device pixels (≥ 1).
    package let widthPx: Int
    /// The extra pixel this column received under `widen` (0 or 1; always 0 under `padding`).
    package let extraPx: Int
}

    /// The container width in device pixels (P).
    package let containerPx: Int
    /// The gap between adjacent columns in device pixels (G).
    package let spacingPx: Int
    /// How the leftover was placed.
    package let strategy: Strategy
    /// The reading direction the positions were computed for.
    package let direction: Direction
    /// The base cell width b = A div C, in device pixels.
    package let basePx: Int
    /// The leftover R = A mod C, in device pixels (0 ≤ R < C).
    package let remainderPx: Int
    /// The inset before the leading column, after padding, in device pixels.
    package let insetLeadingPx: Int
    /// The inset after the trailing column, after padding, in device pixels.
    package let insetTrailingPx: Int
    /// The columns in index order (index 0 is leading).
    package let columns: [Column]

    /// The physical left inset: the leading inset in `ltr`, the trailing inset in `rtl`.
    package var insetLeftPx: Int { direction == .ltr ? insetLeadingPx : insetTrailingPx }
    /// The physical right inset: the trailing inset in `ltr`, the leading inset in `rtl`.
    package var insetRightPx: Int { direction == .ltr ? insetTrailingPx : insetLeadingPx }
    /// The narrowest column width in device pixels: b for equal columns (under `widen`, R < C
    /// columns get more); with tracks, the narrowest track.
    package let minWidthPx: Int
    /// The widest column width in device pixels: b + 1 when `widen` had a leftover, else b; with
    /// tracks, the widest track.
    package let maxWidthPx: Int

    /// Lays out `columns` columns. All lengths are device pixels.
    /// - Throws: `GridError` when a length is negative, the container is < 1px, a value is beyond
    ///   `Limits`, the column count is < 1 or > `Limits.maxColumns`, or A < C (no room).
    package init(containerPx: Int, columns count: Int, spacingPx: Int = 1,
                insetLeadingPx: Int = 0, insetTrailingPx: Int = 0,
                strategy: Strategy = .default, direction: Direction = .ltr) throws(GridError) {
        try Limits.checkPixels(containerPx, .width, minimum: 1)
        try Limits.checkPixels(spacingPx, .spacing, minimum: 0)
        try Limits.checkPixels(insetLeadingPx, .insetLeading, minimum: 0)
        try Limits.checkPixels(insetTrailingPx, .insetTrailing, minimum: 0)
        guard count >= 1 else { throw .notPositive(.columns, value: String(count)) }
        guard count <= Limits.maxColumns else {
            throw .tooLarge(.columns, value: String(count), limit: String(Limits.maxColumns))
        }
        // Bounded: every term ≤ 10^6 and C ≤ 10^4, so (C−1)·G ≤ 10^10 fits an Int.
        let cellsPx = containerPx - insetLeadingPx - insetTrailingPx - (count - 1) * spacingPx
        guard cellsPx >= count else {
            throw .noRoom(columns: count, containerPx: containerPx, insetLeadingPx: insetLeadingPx,
                          insetTrailingPx: insetTrailingPx, spacingPx: spacingPx, cellsPx: cellsPx)
        }
        let base = cellsPx / count
        let remainder = cellsPx % count

        let (leading, trailing) = Self.padded(insetLeadingPx, insetTrailingPx, remainder: remainder, strategy: strategy)

        let result = Self.placed(count, from: leading, spacingPx: spacingPx, containerPx: containerPx, direction: direction) { index in
            let extra = Self.extraPixel(index: index, columns: count, remainder: remainder, strategy: strategy)
            return (base + extra, extra)
        }

        self.containerPx = containerPx
        self.spacingPx = spacingPx
        self.strategy = strategy
        self.direction = direction
        self.basePx = base
        self.remainderPx = remainder
        self.insetLeadingPx = leading
        self.insetTrailingPx = trailing
        self.columns = result
        self.minWidthPx = base
        self.maxWidthPx = strategy.distribution != nil && remainder > 0 ? base + 1 : base
    }

    /// Columns of the given widths (and the extra pixel each got), placed from the leading inset
    /// with `spacingPx` between them and mirrored in rtl; b is the narrowest (tracks, Track.swift).
    init(containerPx: Int, spacingPx: Int, strategy: Strategy, direction: Direction, remainderPx: Int,
         insetLeadingPx: Int, insetTrailingPx: Int, widths: [(width: Int, extra: Int)]) {
        let result = Self.placed(widths.count, from: insetLeadingPx, spacingPx: spacingPx, containerPx: containerPx,
                                 direction: direction) { widths[$0] }
        self.containerPx = containerPx
        self.spacingPx = spacingPx
        self.strategy = strategy
        self.direction = direction
        self.minWidthPx = widths.map(\.width).min() ?? 0
        self.maxWidthPx = widths.map(\.width).max() ?? 0
        self.basePx = minWidthPx
        self.remainderPx = remainderPx
        self.insetLeadingPx = insetLeadingPx
        self.insetTrailingPx = insetTrailingPx
        self.columns = result
    }

    /// `count` columns of the widths (and extra pixels) `column` gives, placed from the leading inset
    /// with `spacingPx` between them: x_0 = `leading`, x_{i+1} = x_i + w_i + G; rtl mirrors each,
    /// x = P − x_ltr − w.
    @inline(__always)
    static func placed(_ count: Int, from leading: Int, spacingPx: Int, containerPx: Int, direction: Direction,
                       _ column: (Int) -> (width: Int, extra: Int)) -> [Column] {
        var result: [Column] = []
        result.reserveCapacity(count)
        var xLTR = leading
        for index in 0..<count {
            let (width, extra) = column(index)
            result.append(Column(index: index, xPx: direction == .ltr ? xLTR : containerPx - xLTR - width, widthPx: width, extraPx: extra))
            xLTR += width + spacingPx
        }
        return result
    }

    /// The insets after `padding` puts the leftover by its alignment (centre: the smaller half
    /// leading); unchanged under `widen`.
    static func padded(_ leading: Int, _ trailing: Int, remainder: Int, strategy: Strategy) -> (Int, Int) {
        guard case .padding(let alignment) = strategy else { return (leading, trailing) }
        switch alignment {
        case .center: return (leading + remainder / 2, trailing + remainder - remainder / 2)
        case .leading: return (leading, trailing + remainder)
        case .trailing: return (leading + remainder, trailing)
        }
    }

    /// e_i: the extra pixel column `index` gets (0 under `padding`).
    @inline(__always)
    static func extraPixel(index i: Int, columns c: Int, remainder r: Int, strategy: Strategy) -> Int {
        guard case .widen(let distribution) = strategy, r > 0 else { return 0 }
        switch distribution {
        case .leading: return i < r ? 1 : 0
        case .trailing: return i >= c - r ? 1 : 0
        case .center:
            let start = (c - r) / 2
            return i >= start && i < start + r ? 1 : 0
        case .spread:
            // Edge i ideally sits at i·R/C extra pixels; rounded half-up that is ⌊(2iR + C) / 2C⌋.
            return ((i + 1) * r * 2 + c) / (2 * c) - (i * r * 2 + c) / (2 * c)
        }
    }
}
