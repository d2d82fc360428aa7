// RowEdgesRule: `mismatch` (edge `y` or `height`) — a cell whose top or bottom is not its row's.
//
// Rule: without a row height or items to hold each cell to (`--row-height`, `--items`), a row of two
// cells or more is held to itself: when most of its cells (at least two, at least half) share a top,
// a cell whose top is another is a finding (edge `y`); likewise its bottom (edge `height`). When too
// few share one (a row of two that disagree), the grid holds them: a cell of another height than
// most of the grid's (three at least), or another space below the cell above it than most keep;
// failing that, when they disagree by 2px at most, one finding names the row's cells — one of
// them is off, which cannot be said. A row of
// bars of different heights shares only its bottom, and its tops are not judged. Cells cut at a side
// (by a scroller, the region, the image) are not judged there, nor unseen or clipped cells.

struct RowEdgesRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "without a row height or the design's items, a cell whose top or bottom is not the one most cells of its row share"
    static let settings: [CheckSetting] = [.rowHeight, .items]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a row of three cells, the middle one 1px shorter", frames: "0 0 100 50; 101 0 100 49; 202 0 100 50", containerPt: 302)
            .expecting(.mismatch, [1], "height", saying: "bottom 49px, the other cells of its row end at 50px"),
        CheckRuleExample("a screenshot: three cards, the last 1px lower than the others",
                         image: { ExampleImage.draw(width: 160, height: 60, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40), .init(110, 11, 40, 40)]) }) {
            $0.spacingAuto = true
        }
            .expecting(.mismatch, [2], "y", saying: "top 11px, the other cells of its row start at 10px")
            .expecting(.mismatch, [2], "height", saying: "bottom 51px, the other cells of its row end at 50px"),
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
        func members(_ row: Int) -> [Int] {
            context.rows[row].frames.filter { i in
                !context.clipped.contains(i) && !cutVertically.contains(i) && painted.map { i < $0.cells.count && $0.cells[i].seen } ?? true
            }
        }
        let row = members(k)
        guard row.count >= 2 else { return [] }
        /// The value most of `values` share: two at least, half of them at least.
        func common(_ values: [Int], least: Int = 2) -> Int? {
            var counts: [Int: Int] = [:]
            for v in values { counts[v, default: 0] += 1 }
            guard let (value, n) = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }), n >= least, 2 * n >= values.count else { return nil }
            return value
        }
        /// The space between frame `i` and the frame above it in its column (its left edge within 2px), in the row before.
        func gapAbove(_ i: Int, row r: Int) -> Int? {
            guard r > 0 else { return nil }
            return members(r - 1).first { abs(c.leftPx($0) - c.leftPx(i)) <= 2 }.map { c.topPx(i) - c.bottomPx($0) }
        }
        var out: [CheckDocument.Finding] = []
        for side in [1, 3] {
            let judged = row.filter { i in painted.map { $0.cells[i].cut[side] == nil } ?? true }
            let values = judged.map { side == 1 ? c.topPx($0) : c.bottomPx($0) }
            guard values.count >= 2 else { continue }
            if let shared = common(values) {
                for (i, v) in zip(judged, values) where v != shared {
                    out.append(side == 1
                        ? CheckDocument.Finding(.mismatch, [i], edge: "y", expected: Double(shared), actual: Double(v),
                                                message: "frame \(i): top \(v)px, the other cells of its row start at \(shared)px")
                        : CheckDocument.Finding(.mismatch, [i], edge: "height", expected: Double(shared - c.topPx(i)), actual: Double(v - c.topPx(i)),
                                                message: "frame \(i): bottom \(v)px, the other cells of its row end at \(shared)px"))
                }
                continue
            }
            guard Set(values).count > 1 else { continue }
            // Too few cells in the row to say which is off: what the whole grid keeps — the height
            // most cells have (bottoms), the space most cells keep below the cell above (tops).
            let all = context.rows.indices.flatMap { r in members(r).map { (r, $0) } }
            var found: [CheckDocument.Finding] = []
            if side == 3, let height = common(all.map { c.bottomPx($0.1) - c.topPx($0.1) }, least: 3) {
                for i in judged where c.bottomPx(i) - c.topPx(i) != height {
                    found.append(CheckDocument.Finding(.mismatch, [i], edge: "height", expected: Double(height), actual: Double(c.bottomPx(i) - c.topPx(i)),
                                                       message: "frame \(i): \(c.bottomPx(i) - c.topPx(i))px tall, most cells of the grid are \(height)px"))
                }
            }
            if side == 1, let gap = common(all.compactMap { gapAbove($0.1, row: $0.0) }, least: 3) {
                for i in judged { if let g = gapAbove(i, row: k), g != gap {
                    found.append(CheckDocument.Finding(.mismatch, [i], edge: "y", expected: Double(c.topPx(i) - g + gap), actual: Double(c.topPx(i)),
                                                       message: "frame \(i): top \(c.topPx(i))px, \(g)px below the cell above it where most cells of the grid keep \(gap)px"))
                } }
            }
            // Nothing holds them: the row's cells disagree by a pixel or two (bars' tops differ by
            // their data), and which is off cannot be said.
            if found.isEmpty, values.max()! - values.min()! <= 2 {
                let words = zip(judged, values).map { "\($1)px (frame \($0))" }.joined(separator: ", ")
                found.append(CheckDocument.Finding(.mismatch, judged, edge: side == 1 ? "y" : "height", expected: Double(values.min()!), actual: Double(values.max()!),
                                                   message: "row \(k + 1): its cells \(side == 1 ? "start" : "end") at \(words): one of them is off, and nothing in the grid says which"))
            }
            out += found
        }
        return out
    }
}
