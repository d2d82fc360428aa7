// GapRule: `gap` and `overlap` — neighbours in a row not the spacing apart.
//
// Rule: two neighbours in a row whose gap in whole px (edges rounded to the nearest pixel) is not
// the spacing — or, for a browser's rects with a spacing that is not whole device px, not the gap a
// browser paints after the first one — are a `gap`, or an `overlap` when the gap is negative; within
// the dump's resolution they are not.

struct GapRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.gap
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "two neighbours in a row whose gap in whole px is not the spacing"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("cells 2px apart where the spacing is 1px", frames: "0 100; 102 100", containerPt: 202)
            .expecting(.gap, [0, 1], "gap", saying: "gap 2px, expected 1px"),
        CheckRuleExample("cells 0px apart", frames: "0 100; 100 100", containerPt: 200)
            .expecting(.gap, [0, 1], "gap", saying: "gap 0px, expected 1px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("cells 1px apart", frames: "0 100; 101 100", containerPt: 201),
        CheckRuleExample("cells 8px apart, as the spacing says", frames: "0 100; 108 100", containerPt: 208, spacingPx: 8),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .row(let k) = place else { return [] }
        return gaps(in: context.rows[k], context.geometry, context.expectation)
    }
}

extension GapRule {
    /// gap and overlap: each pair of neighbours whose gap in whole px is not the spacing — or, for
    /// a browser's rects with a spacing that is not whole device px, not the gap a browser paints
    /// after frame `a`'s right edge (its layout units plus the gap's, rounded as it paints).
    static func gaps(in row: FrameCheck.Row, _ g: FrameGeometry, _ e: FrameExpectation) -> [CheckDocument.Finding] {
        let leftPx = g.leftPx, rightPx = g.rightPx, slackPx = g.slackPx, paintedSpacingCss = e.paintedSpacingCss
        let expectedGapPx = { (a: Int) in Self.expectedGapPx(after: a, g, e) }
        return zip(row.frames, row.frames.dropFirst()).compactMap { a, b -> CheckDocument.Finding? in
            let gap = leftPx(b) - rightPx(a)
            let expected = expectedGapPx(a)
            let ends = "frame \(a) ends at \(rightPx(a))px, frame \(b) starts at \(leftPx(b))px"
            if abs(gap - expected) <= slackPx { return nil }
            if gap < 0 {
                return CheckDocument.Finding(.overlap, [a, b], edge: "gap", expected: Double(expected), actual: Double(gap),
                                    message: "frames \(a) and \(b) overlap by \(-gap)px (\(ends))")
            }
            guard gap != expected else { return nil }
            let painted = paintedSpacingCss.map { " (\(decimalText($0, maxFractionDigits: 6))css as painted here)" } ?? ""
            return CheckDocument.Finding(.gap, [a, b], edge: "gap", expected: Double(expected), actual: Double(gap),
                                message: "frames \(a) and \(b): gap \(gap)px, expected \(expected)px\(painted) (\(ends))")
        }
    }

    /// The gap expected after frame `a`: the spacing, or for a browser's rects with a spacing of
    /// `paintedSpacingCss` CSS px that is not whole device px, what a browser paints — the next
    /// frame's left edge at a's right edge plus the gap in layout units (1/64 px), rounded half up,
    /// less a's painted right edge.
    static func expectedGapPx(after a: Int, _ g: FrameGeometry, _ e: FrameExpectation) -> Int {
        guard let css = e.paintedSpacingCss else { return e.spacingPx }
        let f = g.frames[a], dpr = g.scale.pixelsPerPoint
        let right = FrameCheck.PixelModel.layoutUnits(f.x, dpr) + FrameCheck.PixelModel.layoutUnits(f.width, dpr)
        let next = right + FrameCheck.PixelModel.layoutUnits(css, dpr)
        return Int((next + 0.5).rounded(.down)) - Int((right + 0.5).rounded(.down))
    }
}
