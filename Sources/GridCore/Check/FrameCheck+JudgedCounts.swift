// FrameCheck+JudgedCounts: what a check judged — the verdict needs something judged (Docs/check-and-sweep.md,
// "Nothing judged never passes").
//
// Rule: a cell is judged when it has a size in whole px (a zero-size frame is nobody's neighbour,
// so it is not); its edges are its left and right, and its top and bottom when it has them; an
// edge a scroller cuts (`clipped`) is not judged. Rows are a grid's rows (a staggered layout's
// columns). When no cell is judged, the result has a `nothing-judged` finding (NothingJudgedRule).

extension FrameCheck {
    /// The cells, rows and edges judged, and those not (the rule above).
    package func judgedCounts(edgesNotJudged extra: Int = 0) -> CheckDocument.Judged {
        var cells = 0, edges = 0, zero = 0
        for i in frames.indices {
            if isZeroSize(i) { zero += 1; continue }
            cells += 1
            edges += frames[i].y != nil && frames[i].height != nil ? 4 : 2
        }
        let rows = staggered ? [] : self.rows()
        let cut = rows.reduce(0) { $0 + ScrollerClipRule.clippedFrames(in: $1, geometry, readings).count }
            + VerticalClipRule.verticallyClipped(geometry, expectation, readings).count + extra
        return CheckDocument.Judged(cells: cells, rows: staggered ? staggeredColumns.count : rows.count, edges: max(0, edges - cut),
                                    cellsNotJudged: zero, edgesNotJudged: cut)
    }
}
