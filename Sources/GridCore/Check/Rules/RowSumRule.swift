// RowSumRule: `overflow` of a row's paste-ready values (`--flow-sum`).
//
// Rule: for values meant to be pasted into a flow layout (an app's item sizes before layout, in
// points), each row's double sum x₀ + w₀ + s + w₁ + … + wₙ₋₁ (s = spacing px / S), added strictly left
// to right as a flow layout adds them, must not pass the container: past it by a rounding error, the
// flow layout wraps the last item.

struct RowSumRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.overflow
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "for paste-ready values (the flow sum), a row's double sum x₀ + w₀ + s + w₁ + … past the container"
    static let settings: [CheckSetting] = [.flowSum]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two widths whose double sum passes the container by 1e-9pt", frames: "0 100; 101 100.000000001", containerPt: 201) { request, _ in request.flowSum = true }
            .expecting(.overflow, [1], "sum", saying: "more than the container's 201.0pt"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the same values without the flow sum: a layout's result, judged by its pixels", frames: "0 100; 101 100.000000001", containerPt: 201),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .row(let k) = place, context.expectation.flowSum, context.geometry.unit == .points, context.expectation.flowLayout == nil else { return [] }
        return rowSumOverflow(of: context.rows[k], context.geometry, spacingPx: context.expectation.spacingPx).map { [$0] } ?? []
    }
}

extension RowSumRule {
    /// overflow of a row's paste-ready values: the double sum a flow layout evaluates, strictly
    /// left to right, x₀ + w₀ + s + w₁ + …, past the container.
    static func rowSumOverflow(of row: FrameCheck.Row, _ g: FrameGeometry, spacingPx: Int) -> CheckDocument.Finding? {
        guard let first = row.frames.first, let last = row.frames.last else { return nil }
        let scale = g.scale, frames = g.frames, containerPt = g.containerPt, px = g.px
        let spacingPt = scale.points(spacingPx)
        var sum = frames[first].x
        for (n, i) in row.frames.enumerated() {
            if n > 0 { sum += spacingPt }
            sum += frames[i].width
        }
        guard sum > containerPt else { return nil }
        return CheckDocument.Finding(.overflow, [last], edge: "sum", expected: px(containerPt), actual: px(sum), error: px(sum - containerPt),
                            message: "row at y \(row.topPx)px: x₀ + widths + spacings sum to \(sum.description)pt as doubles,"
                                + " more than the container's \(containerPt.description)pt (by \((sum - containerPt).description)pt):"
                                + " a flow layout wraps frame \(last)")
    }
}
