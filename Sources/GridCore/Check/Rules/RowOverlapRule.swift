// RowOverlapRule: `overlap` of rows — a row that reaches past the top of the next.
//
// Rule: rows come top to bottom; when the row above has a height and its lowest bottom is below
// this row's top (by more than the dump's resolution), the rows overlap.

struct RowOverlapRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.overlap
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "two neighbours in a row overlap (`gap` < 0), or a row's bottom passes the next row's top"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a row 10px tall whose next row starts 5px below its top", frames: "0 0 100 10; 0 5 100 10", containerPt: 100)
            .expecting(.overlap, [0, 1], "bottom", saying: "ends at 10px, below the top of the next row (frame 1) at 5px"),
        CheckRuleExample("neighbours in a row that overlap by 1px (the gap rule's overlap)", frames: "0 100; 99 100", containerPt: 199)
            .expecting(.overlap, [0, 1], "gap", saying: "frames 0 and 1 overlap by 1px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("rows 1px apart", frames: "0 0 100 10; 0 11 100 10", containerPt: 100),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .row(let k) = place, k > 0 else { return [] }
        return context.geometry.overlap(of: context.rows[k], below: context.rows[k - 1]).map { [$0] } ?? []
    }
}

extension FrameGeometry {
    /// overlap of rows: the row above ends below this row's top.
    func overlap(of row: FrameCheck.Row, below above: FrameCheck.Row) -> CheckDocument.Finding? {
        guard let bottom = above.bottomPx, bottom > row.topPx + slackPx else { return nil }
        let first = above.frames[0]
        return CheckDocument.Finding(.overlap, [first, row.frames[0]], edge: "bottom", expected: Double(row.topPx), actual: Double(bottom),
                            message: "the row of frame \(first) ends at \(bottom)px, below the top of the next row (frame \(row.frames[0])) at \(row.topPx)px")
    }
}
