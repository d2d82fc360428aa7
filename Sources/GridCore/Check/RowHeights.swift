// RowHeights: a design's row height judged without its items — the rows of a list that scrolls,
// whichever items are on screen (Docs/check-and-sweep.md, "Rows").
//
// Rule: with `CheckRequest.rowHeight` (`--row-height`, and `--line-spacing`, without `--items`)
// every cell of a grid must be that many px tall (`mismatch`, edge `height`), and each row must
// start `lineSpacingPx` below the lowest bottom of the row above (`gap`, edge `row-gap`; rows that
// overlap are `overlap`, as always). A cell one pixel lower than its row is a row of its own, which
// overlaps its neighbours' row. In a container that scrolls up and down, a cell shorter than the
// row height whose top is at (or above) the container's top, or whose bottom is at (or below) its
// bottom, is cut by the scroller: `clipped` (a warning), its height not judged — its other edge,
// and the gap to the next row, still are. A cell cut at both (taller than the container) is cut
// by nothing a row height allows, and is judged.

extension FrameCheck {
    /// The cells a vertical scroller cuts, each with the edge it cuts (`top` or `bottom`).
    func verticallyClipped() -> [(frame: Int, edge: String)] {
        guard containerScrollsVertically, let rowHeightPx, let containerHeightPx, framesHaveHeights else { return [] }
        var out: [(frame: Int, edge: String)] = []
        for i in frames.indices where !isZeroSize(i) {
            let height = bottomPx(i) - topPx(i)
            guard height < rowHeightPx - slackPx else { continue }
            let atTop = topPx(i) <= 0, atBottom = bottomPx(i) >= containerHeightPx
            if atTop != atBottom { out.append((i, atTop ? "top" : "bottom")) }
        }
        return out
    }

    /// The `clipped` finding (a warning) for frame `i` cut at its `edge` by a vertical scroller.
    func verticallyClippedFinding(_ i: Int, edge: String) -> CheckDocument.Finding {
        let atTop = edge == "top"
        return CheckDocument.Finding(.clipped, [i], edge: edge, expected: Double(atTop ? 0 : containerHeightPx ?? 0),
                                     actual: Double(atTop ? topPx(i) : bottomPx(i)),
                                     message: "frame \(i): \(bottomPx(i) - topPx(i))px tall, cut at the container's \(edge) edge (clipped by its scroller): its height is not judged",
                                     severity: .warning)
    }

    /// The row-height rule's findings over `rows` (a grid's, top to bottom); `cut` are the frames a
    /// vertical scroller cuts.
    func rowHeightFindings(_ rows: [Row], cut: Set<Int>) -> [CheckDocument.Finding] {
        guard let rowHeightPx, framesHaveHeights else { return [] }
        var out: [CheckDocument.Finding] = []
        for row in rows {
            for i in row.frames where !cut.contains(i) {
                let height = bottomPx(i) - topPx(i)
                if abs(height - rowHeightPx) > slackPx {
                    out.append(CheckDocument.Finding(.mismatch, [i], edge: "height", expected: Double(rowHeightPx), actual: Double(height),
                                                     message: "frame \(i): height \(height)px, the design's rows are \(rowHeightPx)px"))
                }
            }
        }
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            guard let bottom = upper.bottomPx else { continue }
            let gap = lower.topPx - bottom
            guard gap >= -slackPx, abs(gap - lineSpacingPx) > slackPx else { continue }
            let a = upper.frames[0], b = lower.frames[0]
            out.append(CheckDocument.Finding(.gap, [a, b], edge: "row-gap", expected: Double(lineSpacingPx), actual: Double(gap),
                                             message: "the rows of frames \(a) and \(b): gap \(gap)px, the design's rows are \(lineSpacingPx)px apart (the row of frame \(a) ends at \(bottom)px, the next starts at \(lower.topPx)px)"))
        }
        return out
    }
}
