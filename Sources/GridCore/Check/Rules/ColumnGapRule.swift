// ColumnGapRule: `gap` and `overlap` between a staggered layout's columns.
//
// Rule: the gap between neighbouring columns — the next column's left edge less this column's most
// common right edge — must be the spacing (within the dump's resolution); a negative one is an
// `overlap`.

struct ColumnGapRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.gap
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "in a staggered layout, neighbouring columns whose gap is not the spacing, or two cells one above the other in a column whose gap is not the one the feed keeps most often (edge `row-gap`)"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a feed's right column 2px further right than the spacing", frames: staggeredFeed(columnGap: 14), containerPt: 1082, spacingPx: 12)
            .expecting(.gap, [0, 1], "gap", saying: "gap 14px, expected 12px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a feed whose columns are 12px apart", frames: staggeredFeed(columnGap: 12), containerPt: 1080, spacingPx: 12),
    ]

    /// Two columns of cells of their own heights, 12px apart in a column, `columnGap` px apart.
    static func staggeredFeed(columnGap: Int, rowGap: Int = 12) -> String {
        let right = 534 + columnGap
        return "0 0 534 300; \(right) 0 534 420; 0 \(300 + rowGap) 534 188; \(right) \(420 + rowGap) 534 268; 0 \(488 + 2 * rowGap) 534 388; \(right) \(688 + 2 * rowGap) 534 88"
    }

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .columns = place, c.staggered else { return [] }
        return c.staggeredGaps(c.staggeredColumns).between.compactMap { a, b, gap in
            guard abs(gap - c.spacingPx) > c.slackPx else { return nil }
            return CheckDocument.Finding(gap < 0 ? .overlap : .gap, [a, b], edge: "gap", expected: Double(c.spacingPx), actual: Double(gap),
                                         message: "the columns of frames \(a) and \(b): gap \(gap)px, expected \(c.spacingPx)px (the column of frame \(a) ends at \(c.rightPx(a))px, the next starts at \(c.leftPx(b))px)")
        }
    }
}
