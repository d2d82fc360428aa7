// WebKitUnits: where WebKit puts an edge at a devicePixelRatio that is not a divisor of 64, and the
// lengths that put every edge of a grid on its device pixel there (Docs/web.md, "WebKit at 3x").
//
// Rule: WebKit lays out in layout units of 1/64 CSS px, truncating every length to them, and
// paints an edge u units from the page's origin at the device pixel round(u·s/64), s the
// devicePixelRatio (it snaps each box on its own). At s = 1, 2 or 4 a device pixel is a whole
// number of units and every length is exact. At s = 3 it is 21⅓ units: an edge N device px from the
// container's edge is u = 64N/3 + e units from it, e its error (a multiple of ⅓ unit, 0 only for N
// a multiple of 3), and is painted N px from the container's painted edge unless the container's
// own edge sits where e carries it across half a device pixel: c/64 of a device pixel past a whole
// one with 32 − 3e ≤ c < 32 (e > 0) or 32 ≤ c < 32 − 3e (e < 0). No length can be exact at every
// offset; this arithmetic keeps every edge's error in [0, 1] unit, so the only offsets where an
// edge can move are c = 29, 30, 31 (3 of 64, none a whole, half or quarter CSS px):
//   - telescoped tracks: each track ends where its edge rounded puts it, P(N) units, and its
//     length is P(end) minus where it starts — errors never add up along a row;
//   - one gap for every gap, G = 64g/3 rounded to the nearest unit, its error δ in {−⅓, 0, ⅓}:
//     the edge after a gap is the one before it ± G, so its error is e ± δ (+ when the tracks run
//     the way the page's x grows, − in rtl: δ seen in the tracks' direction);
//   - P rounds up (e in {0, ⅓, ⅔}) when that δ is 0 or ⅓, and to one unit past (e in {⅓, ⅔, 1})
//     when it is −⅓: the edge after a gap then stays in [0, 1] as well;
//   - an edge that no gap follows — where the first track starts, the grid's far edge — is rounded
//     up (exact on a multiple of 3 device px).

/// The layout units WebKit places a grid's edges at (1/64 CSS px each), at an integral
/// devicePixelRatio that does not divide 64.
package struct WebKitUnits: Sendable {
    /// The devicePixelRatio: device px per CSS px.
    package let scale: Int

    /// The units at devicePixelRatio 3, or nil at any other: WebKit's ratio is the screen's, 1, 2 or 3
    /// on every Apple device (page zoom leaves it alone), and only 3 does not divide 64.
    package init?(scale: Double) {
        guard scale == 3 else { return nil }
        self.scale = 3
    }

    /// How an edge is rounded to units.
    package enum Rounding: Sendable {
        /// ⌈64N/s⌉: the error is 0 … (s − 1)/s unit.
        case up
        /// ⌊64N/s⌋ + 1: the error is 1/s … 1 unit.
        case pastUp
    }

    /// The units of an edge `px` device px from the container's edge.
    package func units(_ px: Int, _ rounding: Rounding) -> Int {
        let scaled = 64 * px
        let floor = scaled >= 0 ? scaled / scale : -((-scaled + scale - 1) / scale)
        switch rounding {
        case .up: return floor * scale == scaled ? floor : floor + 1
        case .pastUp: return floor + 1
        }
    }

    /// The units of a gap of `px` device px: 64·px/s to the nearest unit.
    package func gapUnits(_ px: Int) -> Int { (2 * 64 * px + scale) / (2 * scale) }

    /// The rounding that keeps the edge after a gap of `gapPx` within one unit: `forward` when the
    /// tracks run the way the page's x (or y) grows, false for rtl.
    package func rounding(gapPx: Int, forward: Bool) -> Rounding {
        // δ·s = G·s − 64g, seen in the tracks' direction.
        let delta = (gapUnits(gapPx) * scale - 64 * gapPx) * (forward ? 1 : -1)
        return delta >= 0 ? .up : .pastUp
    }

    /// One axis of a grid in units: its size, the padding before and after its tracks (in the
    /// order the tracks run), each track's length, and the gap.
    package struct Axis: Sendable {
        package let sizeUnits: Int, leadingUnits: Int, trailingUnits: Int, gapUnits: Int
        package let lengthUnits: [Int]
    }

    /// Tracks along one axis of `sizePx` device px, telescoped: each `tracks[k]` is (start, end) in
    /// device px from the grid's left (top) edge, in the order the tracks run (`forward`: each after
    /// the last; otherwise each before it), `gapPx` between two.
    package func telescoped(_ tracks: [(start: Int, end: Int)], gapPx: Int, forward: Bool, sizePx: Int) -> Axis {
        let rounding = rounding(gapPx: gapPx, forward: forward)
        let gap = gapUnits(gapPx)
        // The first edge and the far edge follow no gap: rounded up, each is exact on a multiple of s device px.
        let size = units(sizePx, .up)
        let origin = tracks.first.map { units($0.start, .up) } ?? 0
        var start = origin, lengths: [Int] = []
        for track in tracks {
            let end = units(track.end, rounding)
            lengths.append(forward ? end - start : start - end)
            start = end + (forward ? gap : -gap)
        }
        let leading = forward ? origin : size - origin
        let trailing = size - leading - lengths.reduce(0, +) - max(0, tracks.count - 1) * gap
        return Axis(sizeUnits: size, leadingUnits: leading, trailingUnits: trailing, gapUnits: gap, lengthUnits: lengths)
    }

    /// `count` rows of `heightPx`, the first at `topPx`, `gapPx` apart: (start, end) each.
    package static func rows(count: Int, topPx: Int, heightPx: Int, gapPx: Int) -> [(start: Int, end: Int)] {
        (0..<count).map { (start: topPx + $0 * (heightPx + gapPx), end: topPx + $0 * (heightPx + gapPx) + heightPx) }
    }

    /// `units` as a CSS length: `0` or a multiple of 1/64 px (at most 6 decimals, exact in binary).
    package static func css(_ units: Int) -> String {
        units == 0 ? "0" : decimalText(Double(units) / 64, maxFractionDigits: 6) + "px"
    }

    /// `count` rows `heightPx` high and `gapPx` apart, the first at `topPx`, in a content box
    /// `sizePx` high, as whole units telescoped: the declarations both WebKit blocks (one width,
    /// fluid) write for them.
    package func rowDeclarations(count: Int, topPx: Int, heightPx: Int, gapPx: Int, sizePx: Int) -> [CSSSheet.Line] {
        let tracks = Self.rows(count: count, topPx: topPx, heightPx: heightPx, gapPx: gapPx)
        let down = telescoped(tracks, gapPx: gapPx, forward: true, sizePx: sizePx)
        return [.declaration("padding-block", "\(Self.css(down.leadingUnits)) \(Self.css(down.trailingUnits))"),
                .declaration("grid-template-rows", GridDocument.CSS.trackList(down.lengthUnits.map(Self.css))),
                .declaration("row-gap", Self.css(down.gapUnits))]
    }

    /// `statements` in the block only WebKit applies (`-webkit-line-box-contain` is WebKit's alone).
    package static func onlyInWebKit(_ statements: [CSSSheet.Statement]) -> CSSSheet.Statement {
        .atRule("@supports (-webkit-line-box-contain: block)", statements)
    }
}
