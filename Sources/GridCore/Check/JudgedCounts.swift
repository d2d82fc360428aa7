// JudgedCounts: what a check judged — the verdict needs something judged (Docs/check-and-sweep.md,
// "Nothing judged never passes").
//
// Rule: a cell is judged when it has a size in whole px (a zero-size frame is nobody's neighbour,
// so it is not); its edges are its left and right, and its top and bottom when it has them; an
// edge a scroller cuts (`clipped`) is not judged. Rows are a grid's rows (a staggered layout's
// columns). When no cell is judged — no frame, every frame zero-size, no cell found in a
// screenshot — the result has a `nothing-judged` finding: an error, so that an empty dump or a
// blank screenshot never passes, unless an empty screen is allowed (`CheckRequest.allowsEmpty`:
// a warning).

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
        let cut = rows.reduce(0) { $0 + clippedFrames(in: $1).count } + verticallyClipped().count + extra
        return CheckDocument.Judged(cells: cells, rows: staggered ? staggeredColumns.count : rows.count, edges: max(0, edges - cut),
                                    cellsNotJudged: zero, edgesNotJudged: cut)
    }

    /// The `nothing-judged` finding: why nothing was (`emptyReason`, or what the frames say).
    package func nothingJudgedFinding() -> CheckDocument.Finding {
        let why = emptyReason ?? (frames.isEmpty ? "there is no frame to check" : "every frame (\(frames.count)) is zero-size")
        let allowed = allowsEmpty ? " (an empty screen is allowed)" : "; judging nothing is not a pass unless an empty screen is allowed"
        return CheckDocument.Finding(.nothingJudged, [], edge: "count", expected: 1, actual: 0,
                                     message: "nothing judged: \(why)\(allowed)", severity: allowsEmpty ? .warning : .error)
    }
}
