// ColumnRowGapRule: `gap` (edge `row-gap`) and `overlap` within a staggered layout's columns.
//
// Rule: two cells one above the other in a column must be the vertical gap the layout keeps most
// often apart (a feed's row gap is often not its column gap: 13px under 12px column gaps in a
// shipped app), within the dump's resolution; a cell that starts above the bottom of the one before
// it is an `overlap`.

struct ColumnRowGapRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.gap
    static let severity = CheckDocument.Finding.Severity.error
    static let description = ""
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a feed whose one cell starts 2px lower in its column", frames: "0 0 534 300; 546 0 534 420; 0 314 534 186; 546 432 534 268; 0 512 534 388; 546 712 534 88",
                         containerPt: 1080, spacingPx: 12)
            .expecting(.gap, [0, 2], "row-gap", saying: "gap 14px, where the columns keep 12px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a feed whose cells are 13px apart in a column, its columns 12px apart", frames: ColumnGapRule.staggeredFeed(columnGap: 12, rowGap: 13),
                         containerPt: 1080, spacingPx: 12),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .columns = place, c.staggered else { return [] }
        let rowGap = c.rowGapPx ?? c.spacingPx
        return c.staggeredGaps(c.staggeredColumns).within.compactMap { a, b, gap in
            guard abs(gap - rowGap) > c.slackPx else { return nil }
            if gap < 0 {
                return CheckDocument.Finding(.overlap, [a, b], edge: "bottom", expected: Double(c.topPx(b)), actual: Double(c.bottomPx(a)),
                                             message: "frame \(a) ends at \(c.bottomPx(a))px, below the top of frame \(b) under it in its column at \(c.topPx(b))px")
            }
            return CheckDocument.Finding(.gap, [a, b], edge: "row-gap", expected: Double(rowGap), actual: Double(gap),
                                         message: "frames \(a) and \(b), one above the other: gap \(gap)px, where the columns keep \(rowGap)px (frame \(a) ends at \(c.bottomPx(a))px, frame \(b) starts at \(c.topPx(b))px)")
        }
    }
}
