// AddedRule: `added` — against a reference screenshot, a cell the reference has none for.
//
// Rule: a frame that overlaps no unmatched reference cell by more than a quarter of their union
// (`SnapshotMatch`): a cell that moved further than that is one `removed` and one `added`.

struct AddedRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.added
    static let explainsSnapshot = true
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "against a reference screenshot: a cell matched with none of the reference's (none overlaps it by more than a quarter)"
    static let settings: [CheckSetting] = [.reference]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a third cell the reference does not have", frames: "0 0 100 50; 101 0 100 50; 202 0 100 50", containerPt: 302) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        }
            .expecting(.added, [2], "cell", saying: "row 1, cell 3 added"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the reference's cells, each 1px lower", frames: "0 1 100 50; 101 1 100 50", containerPt: 300) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place, let match = context.snapshot else { return [] }
        // The new frames the reference has no cell for.
        return match.added.map { i in
            CheckDocument.Finding(.added, [i], edge: "cell", expected: 0, actual: 1,
                                  message: "\(match.places[i]) added (\(SnapshotMatch.at(match.boxes[i]))): the reference has no cell there")
        }
    }
}
