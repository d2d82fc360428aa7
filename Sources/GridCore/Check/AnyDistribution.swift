// AnyDistribution: a design judged as Android lays it out — whatever cells its layout hands the
// leftover pixels to (Docs/check-and-sweep.md, "Android's distributions").
//
// Rule: with C columns in U usable px (the container less the insets and the C − 1 gaps), the
// ideal width is U / C; every Android layout gives each cell ⌊U/C⌋ or ⌈U/C⌉ px with the insets and
// gaps exact, and differs only in which cells get the R = U mod C extra pixels: GridLayoutManager
// spreads them (`calculateItemBorders`: 407/406/407 in 1220px), LinearLayout weights give them to
// the last cells (353/353/354), Launcher3 to the first (269×4 + 268 is 269/269/269/269/268), the
// quick-settings panel floors every cell and leaves the R px after the last (142/142, 1px left).
// So frame i, on column c = i mod C of row r = i div C (as a design's columns are matched), is
// expected ⌊U/C⌋ or ⌈U/C⌉ px wide (its own width when it is one of them, else the nearer), at the
// leading inset plus the expected widths and gaps of the cells before it in its row; a full row's
// widths must sum to U, or to C·⌊U/C⌋ (floored). A cell 2px off, or a gap 1px off, still fails.
// Every layout hands the same leftover pixels to the same columns in every row: the distribution
// most full rows whose widths fill the design hand out is the evidence, and every other row (a
// partial last row: its leading cells) is expected to hand them out as they do — rows of 407/406/407 then 406/407/407 are
// no Android layout. The distribution and the rows that show it are named in the check's notes.

/// What every distribution of a design's leftover pixels shares, at one container width.
package struct AnyDistribution: Sendable {
    /// The columns.
    let columns: Int
    /// ⌊U/C⌋ and ⌈U/C⌉ px.
    let narrowPx: Int, widePx: Int
    /// The usable width U in px.
    let usablePx: Int
    /// The gap in px.
    let gapPx: Int
    /// The leading inset's edge: the left edge of column 0 (ltr) or its right edge (rtl), in px.
    let anchorPx: Int
    /// Whether column 0 is at the right.
    let rtl: Bool
    /// The extra pixel of each column (leading first) in the design's own strategy, and its name.
    let ownExtra: [Int]?, ownName: String

    /// The distribution of `design` laid out at its width, as `document`; nil when its columns
    /// are not equal shares (tracks) or cannot be laid out with the insets exact.
    init?(_ design: GridRequest, document: GridDocument) {
        var widen = design
        widen.strategy = .widen(.spread)
        guard design.tracks == nil, let exact = try? GridDocument(widen), let first = exact.columns.first else { return nil }
        let widths = exact.columns.map(\.width.px)
        columns = widths.count
        narrowPx = widths.min()!
        widePx = widths.max()!
        usablePx = widths.reduce(0, +)
        gapPx = exact.spacing.px
        rtl = design.direction == .rtl
        anchorPx = rtl ? first.x.px + first.width.px : first.x.px
        let own = document.columns.map(\.width.px), narrow = narrowPx, wide = widePx, usable = usablePx
        ownExtra = own.allSatisfy({ $0 == narrow || $0 == wide }) && own.reduce(0, +) == usable ? own.map { $0 - narrow } : nil
        ownName = "gridcalc's \(design.strategy)"
    }

    /// GridLayoutManager's extra pixel per column (`calculateItemBorders`, AndroidX
    /// recyclerview/GridLayoutManager.java): a running remainder that adds R per span and takes C
    /// back whenever a pixel is given.
    static func gridLayoutManagerExtra(usablePx: Int, columns c: Int) -> [Int] {
        let remainder = usablePx % c
        var additional = 0
        return (0..<c).map { _ in
            additional += remainder
            guard additional > 0, c - additional < remainder else { return 0 }
            additional -= c
            return 1
        }
    }

    /// The name of the distribution `extra` (each column's extra pixel, leading first) is: every
    /// rule above that gives it (with few columns several do: 353/353/354 is LinearLayout's and
    /// GridLayoutManager's), else "another".
    func name(of extra: [Int]) -> String {
        let r = usablePx - columns * narrowPx
        let shown = extra.map { String(narrowPx + $0) }.joined(with: "/")
        if r == 0 { return "no leftover px: every cell \(narrowPx)px" }
        if extra.allSatisfy({ $0 == 0 }) { return "\(shown), every cell floored and the \(r)px left after the last (as Android's quick-settings panel does)" }
        let rules: [(String, [Int]?)] = [
            ("spread as GridLayoutManager spreads them", Self.gridLayoutManagerExtra(usablePx: usablePx, columns: columns)),
            ("to the last cells, as LinearLayout weights give them", (0..<columns).map { $0 >= columns - r ? 1 : 0 }),
            ("to the first cells, as Launcher3 gives them", (0..<columns).map { $0 < r ? 1 : 0 }),
            (ownName, ownExtra),
        ]
        let names = rules.filter { $0.1 == extra }.map(\.0)
        return "\(shown): " + (names.isEmpty ? "another ⌊ideal⌋/⌈ideal⌉ distribution" : names.joined(with: "; "))
    }
}

extension FrameCheck {
    /// With `anyDistribution`: each frame's expected px (the rule above), the rows whose widths do
    /// not fill the usable width, and the name of the distribution with the rows that show it.
    func anyDistributionExpected(_ d: AnyDistribution) -> (expected: [ExpectedFrame], findings: [CheckDocument.Finding], found: String?) {
        let rows = stride(from: 0, to: frames.count, by: d.columns).map { $0 ..< min($0 + d.columns, frames.count) }
        /// Each cell's extra pixel as its own width says (its width clamped to ⌊U/C⌋ … ⌈U/C⌉).
        func extra(_ i: Int) -> Int { min(max(rightPx(i) - leftPx(i), d.narrowPx), d.widePx) - d.narrowPx }
        func fills(_ extras: [Int]) -> Bool {
            let sum = d.columns * d.narrowPx + extras.reduce(0, +)
            return sum == d.usablePx || sum == d.columns * d.narrowPx
        }
        // The evidence: the distribution most full rows that fill the design hand out (the first
        // on a tie); every row is held to it.
        var seen: [[Int]: (count: Int, first: Int)] = [:]
        for (r, row) in rows.enumerated() where row.count == d.columns {
            let extras = row.map(extra)
            guard fills(extras) else { continue }
            seen[extras, default: (0, r)].count += 1
        }
        let reference = seen.max { ($0.value.count, -$0.value.first) < ($1.value.count, -$1.value.first) }?.key
        var expected: [ExpectedFrame] = []
        expected.reserveCapacity(frames.count)
        var findings: [CheckDocument.Finding] = []
        var same = 0
        for row in rows {
            var edge = d.anchorPx
            let own = row.map(extra)
            for c in 0..<row.count {
                let width = d.narrowPx + (reference?[c] ?? own[c])
                expected.append(ExpectedFrame(xPx: d.rtl ? edge - width : edge, widthPx: width))
                edge += d.rtl ? -(width + d.gapPx) : width + d.gapPx
            }
            if reference != nil, own == Array(reference!.prefix(row.count)) { same += 1 }
            if row.count == d.columns, !fills(own) {
                let sum = d.columns * d.narrowPx + own.reduce(0, +)
                findings.append(CheckDocument.Finding(.mismatch, [row.first!, row.last!], edge: "sum", expected: Double(d.usablePx), actual: Double(sum),
                                                      message: "frames \(row.first!)–\(row.last!): their widths sum to \(sum)px; the design's \(d.columns) columns fill \(d.usablePx)px (each \(d.narrowPx) or \(d.widePx)px)"))
            }
        }
        let found = reference.map { "\(d.name(of: $0)) (seen in \(same) of \(rows.count) row\(rows.count == 1 ? "" : "s"); every row is held to it)" }
        return (expected, findings, found)
    }
}
