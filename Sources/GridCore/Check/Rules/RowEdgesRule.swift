// RowEdgesRule: `mismatch` (edge `y` or `height`) — a cell whose top or bottom is not its row's.
//
// Rule: without a row height or items to hold each cell to (`--row-height`, `--items`), a row of two
// cells or more is held to itself: when most of its cells (at least two, at least half) share a top,
// a cell whose top is another is a finding (edge `y`); likewise its bottom (edge `height`). A row of
// bars of different heights shares only its bottom, and its tops are not judged. Cells cut at a side
// (by a scroller, the region, the image) are not judged there, nor unseen or clipped cells.

struct RowEdgesRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "without `--row-height` or `--items`, a cell whose top or bottom is not the one most cells of its row share"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a row of three cells, the middle one 1px shorter", frames: "0 0 100 50; 101 0 100 49; 202 0 100 50", containerPt: 302),
        CheckRuleExample("a screenshot: three cards, the last 1px lower than the others",
                         image: { ExampleImage.draw(width: 160, height: 60, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40), .init(110, 11, 40, 40)]) }) {
            $0.spacingAuto = true
        },
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a row of three cells of one height", frames: "0 0 100 50; 101 0 100 50; 202 0 100 50", containerPt: 302),
        CheckRuleExample("a screenshot: a bar chart, bars of three heights on one axis: only their bottoms are shared",
                         image: { ExampleImage.draw(width: 80, height: 70, boxes: [.init(10, 30, 12, 30), .init(30, 10, 12, 50), .init(50, 45, 12, 15)]) }) {
            $0.spacingAuto = true
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .row(let k) = place, !c.staggered, c.rowHeightPx == nil, c.framesHaveHeights,
              !(c.expected?.contains { $0.yPx != nil } ?? false) else { return [] }
        let painted = c.painted
        let cutVertically = Set(context.verticalCut.map(\.frame))
        let members = context.rows[k].frames.filter { i in
            !context.clipped.contains(i) && !cutVertically.contains(i) && painted.map { i < $0.cells.count && $0.cells[i].seen } ?? true
        }
        guard members.count >= 2 else { return [] }
        var out: [CheckDocument.Finding] = []
        for side in [1, 3] {
            let judged = members.filter { i in painted.map { $0.cells[i].cut[side] == nil } ?? true }
            let values = judged.map { side == 1 ? c.topPx($0) : c.bottomPx($0) }
            var counts: [Int: Int] = [:]
            for v in values { counts[v, default: 0] += 1 }
            guard let (common, n) = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }), n >= 2, 2 * n >= values.count else { continue }
            for (i, v) in zip(judged, values) where v != common {
                out.append(side == 1
                    ? CheckDocument.Finding(.mismatch, [i], edge: "y", expected: Double(common), actual: Double(v),
                                            message: "frame \(i): top \(v)px, the other cells of its row start at \(common)px")
                    : CheckDocument.Finding(.mismatch, [i], edge: "height", expected: Double(common - c.topPx(i)), actual: Double(v - c.topPx(i)),
                                            message: "frame \(i): bottom \(v)px, the other cells of its row end at \(common)px"))
            }
        }
        return out
    }
}
