// ZeroSizeRule: `zero-size` (a warning) — a frame of no width or no height in whole px.
//
// Rule: such a frame is left out of the rows (`FrameCheck.rows`), so it is never a neighbour in the
// gap, overlap, evenness and clipping rules: a zero-width frame between two cells 2px apart cannot
// make their gap look like two 1px gaps.

struct ZeroSizeRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.zeroSize
    static let severity = CheckDocument.Finding.Severity.warning
    static let description = "a frame of zero width or height in whole px (a hidden view, a collapsed label): it is left out of the rows, so it is never a neighbour in the `gap`, `overlap`, `uneven` and `clipped` rules — a zero-width frame between two cells 2px apart cannot make their gap look like two 1px gaps"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a frame 0.1px wide between two cells", frames: "0 0 100 10; 100.5 0 0.1 10; 102 0 100 10", containerPt: 202)
            .expecting(.zeroSize, [1], "width", saying: "width 0px (at x 101px)"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two cells 1px apart", frames: "0 0 100 10; 101 0 100 10", containerPt: 201),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .frame(let i) = place, context.geometry.isZeroSize(i) else { return [] }
        return [context.geometry.zeroSizeFinding(i)]
    }
}

extension FrameGeometry {
    /// The `zero-size` finding (a warning) for frame `i`.
    func zeroSizeFinding(_ i: Int) -> CheckDocument.Finding {
        let width = rightPx(i) - leftPx(i)
        let edge = width == 0 ? "width" : "height"
        return CheckDocument.Finding(.zeroSize, [i], edge: edge, expected: 1, actual: 0,
                                     message: "frame \(i): \(edge) 0px (at x \(leftPx(i))px): left out of the gap, overlap and width rules",
                                     severity: .warning)
    }
}
