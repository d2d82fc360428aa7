// UnseenRule: `unseen` — a screenshot's cell whose edges cannot be seen.
//
// Rule (`ScreenGrid`): where the design has a cell and the screenshot shows only content there (text,
// an icon on its parent's colour: no fill, border or ring of its own), the cell's edges cannot be
// seen: its width is not judged (its edges are taken where the design has them, so that its
// neighbours' gaps are), and an unseen edge never vouches for it — an error, unless such cells are
// expected (`--severity unseen=warning`).

struct UnseenRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.unseen
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a screenshot only: where the design has a cell, only its content was found (text or an icon, no fill, border or ring of its own): its edges cannot be seen, so it is not vouched for; a warning where such cells are expected"
    static let settings: [CheckSetting] = [.screenshot, .severity]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("three columns of the design: two cards, and text alone where the third would be",
                         image: { ExampleImage.draw(width: 140, height: 60, boxes: [.init(10, 10, 36, 40), .init(52, 10, 36, 40)],
                                                    marks: [.text(x: 94, y: 10, width: 36, height: 40)]) }, region: [10, 10, 120, 40]) {
            $0.design = GridRequest(width: .pixels(1), scale: .one, columns: 3, spacing: .pixels(6))
        }
            .expecting(.unseen, [2], "width", saying: "its edges cannot be seen (only its content was found"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("three columns of the design, three cards",
                         image: { ExampleImage.draw(width: 140, height: 60, boxes: [.init(10, 10, 36, 40), .init(52, 10, 36, 40), .init(94, 10, 36, 40)]) },
                         region: [10, 10, 120, 40]) {
            $0.design = GridRequest(width: .pixels(1), scale: .one, columns: 3, spacing: .pixels(6))
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .frame(let i) = place, let painted = context.check.painted, i < painted.cells.count, !painted.cells[i].seen else { return [] }
        let c = context.check
        return [CheckDocument.Finding(.unseen, [i], edge: "width", expected: Double(c.rightPx(i) - c.leftPx(i)), actual: 0,
                                      message: "frame \(i): its edges cannot be seen (only its content was found: text or an icon on its parent's colour, "
                                        + "no fill, border or ring of its own), so its width is not judged; its edges are taken where the design has them")]
    }
}
