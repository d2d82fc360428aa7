// RowHeightRule: `mismatch` (edge `height`) — a cell not the design's row height.
//
// Rule: with `CheckRequest.rowHeight` (`--row-height` without `--items`: the rows of a list that
// scrolls, whichever items are on screen) every cell of a grid must be that many px tall, within the
// dump's resolution — but a cell a vertical scroller cuts (`VerticalClipRule`). A cell one pixel lower
// than its row is a row of its own, which overlaps its neighbours' row.

struct RowHeightRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "with a row height, a cell not that tall"
    static let settings: [CheckSetting] = [.rowHeight]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a cell 99px tall in rows of 100px", frames: "0 0 100 100; 101 0 100 99", containerPt: 201) { request, _ in request.rowHeight = .pixels(100) }
            .expecting(.mismatch, [1], "height", saying: "height 99px, the design's rows are 100px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("cells 100px tall", frames: "0 0 100 100; 101 0 100 100", containerPt: 201) { request, _ in request.rowHeight = .pixels(100) },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .columns = place, let rowHeightPx = c.rowHeightPx, c.framesHaveHeights else { return [] }
        let cut = Set(context.verticalCut.map(\.frame))
        var out: [CheckDocument.Finding] = []
        for row in context.rows {
            for i in row.frames where !cut.contains(i) {
                let height = c.bottomPx(i) - c.topPx(i)
                if abs(height - rowHeightPx) > c.slackPx {
                    out.append(CheckDocument.Finding(.mismatch, [i], edge: "height", expected: Double(rowHeightPx), actual: Double(height),
                                                     message: "frame \(i): height \(height)px, the design's rows are \(rowHeightPx)px"))
                }
            }
        }
        return out
    }
}
