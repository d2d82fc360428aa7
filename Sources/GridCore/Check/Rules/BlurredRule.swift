// BlurredRule: `blurred` — a screenshot's cell edge painted as a blend: not on a whole pixel.
//
// Rule (PaintedCells): a seen edge is blurred when, in at least half of the rows where the pixel
// outside it is background (and at least 40 % of the cell's rows), the edge pixel is a blend of the
// background and the pixel inside it, 10–90 % of the way, stepping to the pixel inside by more than
// the cell's own colour changes over the next pixel plus the noise. Its findings come from the
// screenshot's reading (`ImageCheck`), not from frames: its examples are drawn images
// (PaintedCellsTests, EarnedVerdictTests).

struct BlurredRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.blurred
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a screenshot only (`--image`, [check-images.md](check-images.md)): a cell's edge painted as a blend of its colour and the background's — not on a whole device pixel; `actual_px` is where the blend puts it"
    static let triggeringExamples: [CheckRuleExample] = []
    static let nonTriggeringExamples: [CheckRuleExample] = []

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] { [] }
}
