// FlowLayoutSumRule: `overflow` of a gridcalc document's `flow_layout` values.
//
// Rule: a gridcalc document's paste-ready values, summed left to right as a flow layout adds them
// (§2), must fit its container. (Its examples are gridcalc documents: CheckDumpedFramesTests.)

struct FlowLayoutSumRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.overflow
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a gridcalc document's `flow_layout` values summed left to right past the container"
    static let triggeringExamples: [CheckRuleExample] = [

    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [

    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place else { return [] }
        return flowLayoutOverflow(context.geometry, context.expectation).map { [$0] } ?? []
    }
}

extension FlowLayoutSumRule {
    /// overflow of a gridcalc document's paste-ready values: its `flow_layout` summed left to right
    /// past the container (the §2 guarantee).
    static func flowLayoutOverflow(_ g: FrameGeometry, _ e: FrameExpectation) -> CheckDocument.Finding? {
        guard let f = e.flowLayout else { return nil }
        let containerPt = g.containerPt, px = g.px
        let sum = GridDocument.FlowLayout.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: f.itemWidthsPt,
                                                  spacingPt: f.spacingPt, insetRightPt: f.insetRightPt)
        guard sum > containerPt else { return nil }
        return CheckDocument.Finding(.overflow, [max(0, f.itemWidthsPt.count - 1)], edge: "sum", expected: px(containerPt), actual: px(sum), error: px(sum - containerPt),
                            message: "flow_layout values sum to \(sum.description)pt as doubles, more than the"
                                + " container's \(containerPt.description)pt (by \((sum - containerPt).description)pt): a flow layout wraps the last item")
    }
}
