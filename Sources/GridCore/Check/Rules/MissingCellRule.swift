// MissingCellRule: `mismatch` (width 0) — a screenshot has no cell where the design has one.
//
// Rule (`ScreenGrid`): with a design, a row's design column no cell stands on — and nothing there,
// not even text (that is an unseen cell) — is a missing cell: "no cell where the design has column
// 5"; with items, an item no cell stands on ("no cell where the design has item 8"). The trailing
// columns of the last row of a section (the last row, or one a heading follows) whose cells stand in
// the leading columns are a partial last row, not a finding, when the grid has another row.

struct MissingCellRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a screenshot with a design: no cell where the design has one (\"no cell where the design has column 5\", or item 8), but the trailing columns of a section's last row when the grid has another row"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("three columns of the design, nothing where the second would be",
                         image: { ExampleImage.draw(width: 140, height: 60, boxes: [.init(10, 10, 36, 40), .init(94, 10, 36, 40)]) }, region: [10, 10, 120, 40]) {
            $0.design = GridRequest(width: .pixels(1), scale: .one, columns: 3, spacing: .pixels(6))
        }
            .expecting(.mismatch, [], "width", saying: "no cell where the design has column 2"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("three columns of the design, two rows, the last holding the first two cells only",
                         image: { ExampleImage.draw(width: 140, height: 110, boxes: [.init(10, 10, 36, 40), .init(52, 10, 36, 40), .init(94, 10, 36, 40),
                                                                                     .init(10, 60, 36, 40), .init(52, 60, 36, 40)]) }, region: [10, 10, 120, 90]) {
            $0.design = GridRequest(width: .pixels(1), scale: .one, columns: 3, spacing: .pixels(6))
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place, let painted = context.check.painted else { return [] }
        let partial = painted.partialRows(leading: Array(0..<(painted.designColumns ?? 0)))
        return painted.missing.filter { $0.item != nil || !partial.contains($0.row) }.map { m in
            let x = "x \(m.leftPx - painted.originXPx)–\(m.rightPx - painted.originXPx)px"
            if let item = m.item {
                return CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(m.rightPx - m.leftPx), actual: 0,
                                             message: "no cell where the design has item \(item + 1) (\(x), y \(m.topPx - painted.originYPx)–\(m.bottomPx - painted.originYPx)px)",
                                             place: "item \(item + 1)")
            }
            return CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(m.rightPx - m.leftPx), actual: 0,
                                         message: "row \(m.row + 1) (y \(m.topPx - painted.originYPx)px): no cell where the design has column \((m.column ?? 0) + 1) (\(x))",
                                         place: "row \(m.row + 1), column \((m.column ?? 0) + 1)")
        }
    }
}
