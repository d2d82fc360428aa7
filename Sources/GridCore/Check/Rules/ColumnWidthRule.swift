// ColumnWidthRule: `mismatch` — a cell of a staggered layout's column not its column's width.
//
// Rule: a staggered layout's column is one span wide: every cell of a column of two or more must
// end at the right edge most of its cells share (within the dump's resolution).

struct ColumnWidthRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "in a staggered layout, a cell whose right edge is not its column's"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a feed whose one cell is 1px narrower than its column", frames: "0 0 534 300; 546 0 534 420; 0 312 533 188; 546 432 534 268; 0 512 534 388; 546 712 534 88",
                         containerPt: 1080, spacingPx: 12)
            .expecting(.mismatch, [2], "width", saying: "width 533px, where the other cells of its column end at 534px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a feed whose cells are their columns' width", frames: ColumnGapRule.staggeredFeed(columnGap: 12), containerPt: 1080, spacingPx: 12),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .columns = place, c.staggered else { return [] }
        var out: [CheckDocument.Finding] = []
        for column in c.staggeredColumns where column.count >= 2 {
            let common = c.commonRight(column).rightPx
            for i in column where abs(c.rightPx(i) - common) > c.slackPx {
                out.append(CheckDocument.Finding(.mismatch, [i], edge: "width", expected: Double(common - c.leftPx(i)), actual: Double(c.rightPx(i) - c.leftPx(i)),
                                                 message: "frame \(i): width \(c.rightPx(i) - c.leftPx(i))px, where the other cells of its column end at \(common)px (\(common - c.leftPx(i))px wide): a column of a staggered layout has one width"))
            }
        }
        return out
    }
}
