// MovedRule: `moved` — against a reference screenshot, a cell whose left or top edge moved.
//
// Rule: each frame matched with a reference cell (`SnapshotMatch`: the largest overlap first, more
// than a quarter) whose px left edge differs is one finding (edge `x`), whose top edge differs
// another (edge `y`); `expected_px` is the reference's edge. Cells that moved because a neighbour
// grew are each said: the summary groups them ("row 2: cells 3–7 moved right 1px").

struct MovedRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.moved
    static let explainsSnapshot = true
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "against a reference screenshot ([snapshot-failures.md](snapshot-failures.md)): a cell matched with the reference's whose left (`x`) or top (`y`) edge moved; `expected_px` is the reference's"
    static let settings: [CheckSetting] = [.reference]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the second cell 1px further right than in the reference", frames: "0 0 100 50; 102 0 100 50", containerPt: 300) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        }
            .expecting(.moved, [1], "x", saying: "row 1, cell 2 moved right 1px (x 101px in the reference, 102px now)"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the reference's two cells where they were", frames: "0 0 100 50; 101 0 100 50", containerPt: 300) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place, let match = context.snapshot else { return [] }
        // One finding per axis a pair's edge moved along.
        return match.changes(.moved) { a, b in
            [("x", b.x, a.x, { "moved \(SnapshotMatch.amount($0, "right", "left")) (x \($1)px in the reference, \($2)px now)" }),
             ("y", b.y, a.y, { "moved \(SnapshotMatch.amount($0, "down", "up")) (y \($1)px in the reference, \($2)px now)" })]
        }
    }
}
