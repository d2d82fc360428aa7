// CellShadows: a card's drop shadow is not the card — its edges are measured where its own colour starts.
//
// Rule (Docs/check-images.md, "Screens as apps draw them": cards with a drop shadow): a shadow
// darkens the background it falls on. A pixel is shade when it is the background darkened — every
// channel the background's times one factor (within the noise), by at most 40 % (Material's and
// iOS's card shadows are 4–30 % dark). A line of pixels (a column of a run, across its band, or a
// row of a cell, across its columns) is shadow when each of its pixels is background or shade, and
// at least one is shade. At each end of a run, and at the top and bottom of a cell, the shadow lines
// before the first line that is not shadow are left out — at most `maximumShadowPx` of them, and
// not the last when it is lighter than the one before it (a shadow darkens toward its card: that
// line is the card's edge blended into it) — when the line inside them is the card's own colour
// (neither background nor shade) over at least half of it, and the shade it meets is not a blend
// between the background and it (a dark card's anti-aliased edge is a blend, not a shadow: it
// stays, and is judged as an edge). A run that is all shadow is kept whole (a grey cell on a white
// page is all shade: a cell, not a shadow); a grey border around a cell of the background's colour
// is its edge; and a card of the background's colour drawn only by its shadow is read with the
// shadow as its edge.

extension PaintedCells {
    /// The most lines of shadow taken off one side of a cell (a Material elevation-24 shadow at 3x).
    static let maximumShadowPx = 24

    /// Whether `p` is the background `back` darkened by at most 40 %, channel by channel alike.
    static func isShade(_ p: UInt32, of back: UInt32, pixels: Pixels) -> Bool {
        guard !pixels.same(p, back) else { return false }
        // The darkening factor from the brightest channel of the background.
        var brightest: UInt32 = 0, factor = 1.0
        for shift in stride(from: UInt32(0), to: 24, by: 8) where back >> shift & 0xFF > brightest {
            brightest = back >> shift & 0xFF
            factor = Double(p >> shift & 0xFF) / Double(max(1, brightest))
        }
        guard brightest >= 64, factor < 1, factor >= 0.6 else { return false }
        for shift in stride(from: UInt32(0), to: 24, by: 8) {
            let expected = Double(back >> shift & 0xFF) * factor
            if abs(Double(p >> shift & 0xFF) - expected) > Double(pixels.noise) { return false }
        }
        return true
    }

    /// How many of `lines` (from outside inward, each a list of (pixel, its background)) are shadow
    /// before the first that is not: 0 when none is, when all are, when there are more than
    /// `maximumShadowPx`, or when the first line that is not shadow blends into the last shadow one.
    static func shadowDepth(_ count: Int, pixels: Pixels, line: (Int) -> [(pixel: UInt32, back: UInt32)]) -> Int {
        var depth = 0
        while depth < min(count, maximumShadowPx + 1) {
            let l = line(depth)
            let isShadow = l.allSatisfy { pixels.same($0.pixel, $0.back) || isShade($0.pixel, of: $0.back, pixels: pixels) }
                && l.contains { !pixels.same($0.pixel, $0.back) }
            guard isShadow else { break }
            depth += 1
        }
        guard depth > 0, depth < count, depth <= maximumShadowPx else { return 0 }
        // A shadow darkens toward its card; a last line lighter than the one before it is the
        // card's edge blended into the shadow (an image scaled after capture): the edge, not shadow.
        if depth >= 2 {
            let last = line(depth - 1), before = line(depth - 2)
            let lighter = zip(last, before).count { l, b in
                !pixels.same(l.pixel, b.pixel) && pixels.distance(l.pixel, l.back) < pixels.distance(b.pixel, b.back)
            }
            if 2 * lighter > last.count { depth -= 1 }
        }
        // The line inside is the card's own colour over at least half of it (a card of the
        // background's colour is drawn by its shadow: the shadow is its edge, and stays).
        let outer = line(depth - 1), inner = line(depth)
        let own = inner.count { !pixels.same($0.pixel, $0.back) && !isShade($0.pixel, of: $0.back, pixels: pixels) }
        guard 2 * own >= inner.count else { return 0 }
        // A blend between the shadow and the background, where the shade meets the line inside:
        // an anti-aliased dark edge, not a shadow.
        let blends = zip(outer, inner).count { o, i in
            !pixels.same(o.pixel, o.back) && pixels.isBlend(o.pixel, of: o.back, and: i.pixel)
        }
        let shaded = outer.count { !pixels.same($0.pixel, $0.back) }
        return 2 * blends > shaded ? 0 : depth
    }

    /// `run` (pixel columns) without the shadow at its ends, across `band`.
    static func withoutShadow(_ run: Range<Int>, band: Range<Int>, pixels: Pixels, background: Background, regionY: Int) -> Range<Int> {
        let backs = band.map { background.at($0, regionY: regionY) }
        func column(_ x: Int) -> [(pixel: UInt32, back: UInt32)] { band.enumerated().map { (pixels[x, $0.element], backs[$0.offset]) } }
        let left = shadowDepth(run.count, pixels: pixels) { column(run.lowerBound + $0) }
        let right = shadowDepth(run.count - left, pixels: pixels) { column(run.upperBound - 1 - $0) }
        return run.lowerBound + left..<run.upperBound - right
    }

    /// A cell's rows `rows` without the shadow above and below it, across its columns `xs`.
    static func rowsWithoutShadow(_ rows: Range<Int>, xs: Range<Int>, pixels: Pixels, background: Background, regionY: Int) -> Range<Int> {
        func row(_ y: Int) -> [(pixel: UInt32, back: UInt32)] {
            let back = background.at(y, regionY: regionY)
            return xs.map { (pixels[$0, y], back) }
        }
        let top = shadowDepth(rows.count, pixels: pixels) { row(rows.lowerBound + $0) }
        let bottom = shadowDepth(rows.count - top, pixels: pixels) { row(rows.upperBound - 1 - $0) }
        return rows.lowerBound + top..<rows.upperBound - bottom
    }
}
