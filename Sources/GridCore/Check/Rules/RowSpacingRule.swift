// RowSpacingRule: `gap` (edge `row-gap`) — rows not the design's line spacing apart.
//
// Rule: with `CheckRequest.rowHeight`, each row must start `lineSpacingPx` (0 without
// `--line-spacing`) below the lowest bottom of the row above, within the dump's resolution; rows
// that overlap are `RowOverlapRule`'s.

struct RowSpacingRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.gap
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "with a row height, rows not the line spacing apart (edge `row-gap`)"
    static let settings: [CheckSetting] = [.rowHeight, .lineSpacing]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("rows 12px apart where the design has 10px", frames: "0 0 100 100; 0 112 100 100", containerPt: 100) { request, _ in
            request.rowHeight = .pixels(100)
            request.lineSpacing = .pixels(10)
        }
            .expecting(.gap, [0, 1], "row-gap", saying: "gap 12px, the design's rows are 10px apart"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("rows 10px apart", frames: "0 0 100 100; 0 110 100 100", containerPt: 100) { request, _ in
            request.rowHeight = .pixels(100)
            request.lineSpacing = .pixels(10)
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .columns = place, c.rowHeightPx != nil, c.framesHaveHeights else { return [] }
        var out: [CheckDocument.Finding] = []
        for (upper, lower) in zip(context.rows, context.rows.dropFirst()) {
            guard let bottom = upper.bottomPx else { continue }
            let gap = lower.topPx - bottom
            guard gap >= -c.slackPx, abs(gap - c.lineSpacingPx) > c.slackPx else { continue }
            let a = upper.frames[0], b = lower.frames[0]
            out.append(CheckDocument.Finding(.gap, [a, b], edge: "row-gap", expected: Double(c.lineSpacingPx), actual: Double(gap),
                                             message: "the rows of frames \(a) and \(b): gap \(gap)px, the design's rows are \(c.lineSpacingPx)px apart (the row of frame \(a) ends at \(bottom)px, the next starts at \(lower.topPx)px)"))
        }
        return out
    }
}
