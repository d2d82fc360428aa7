// UnseenRule: `unseen` — a screenshot's cell whose edges cannot be seen.
//
// Rule (PaintedCells, ImageCheck): a cell of which only content was found — not a shape (solid or
// outlined), or with a design a shape less than half its column wide — has no edge of its own to
// measure: its width is not judged, and an unseen edge never vouches for it. So with a background
// that was guessed (`BackgroundChoice`: only the region's side columns, which may be a cell's, told
// it): no edge read against it is vouched for. Its findings come from the screenshot's reading; its
// examples are drawn images (EarnedVerdictTests, PaintedCellsTests).

struct UnseenRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.unseen
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a screenshot only: a cell whose edges cannot be seen (only its content was found), or cells read against a background that was guessed: not vouched for; `--severity unseen=warning` when such cells are expected"
    static let triggeringExamples: [CheckRuleExample] = []
    static let nonTriggeringExamples: [CheckRuleExample] = []

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] { [] }
}
