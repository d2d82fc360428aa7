// RemovedRule: `removed` — against a reference screenshot, a reference cell no cell stands on.
//
// Rule: a reference cell in no pair (`SnapshotMatch`) is one finding about no frame, naming its
// place and box in the reference.

struct RemovedRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.removed
    static let explainsSnapshot = true
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "against a reference screenshot: a reference cell that no cell of the new screenshot is matched with"
    static let settings: [CheckSetting] = [.reference]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the reference's second cell is gone", frames: "0 0 100 50", containerPt: 300) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        }
            .expecting(.removed, [], "cell", saying: "the reference's row 1, cell 2 (x 101, y 0, 100 × 50px) is gone"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("both of the reference's cells, one 2px wider", frames: "0 0 100 50; 101 0 102 50", containerPt: 300) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place, let match = context.snapshot else { return [] }
        // The reference's cells no new frame stands on, each named by its place in the reference.
        return match.removed.map { j in
            CheckDocument.Finding(.removed, [], edge: "cell", expected: 1, actual: 0,
                                  message: "the reference's \(match.referencePlaces[j]) (\(SnapshotMatch.at(match.reference[j]))) is gone",
                                  place: "reference \(match.referencePlaces[j])")
        }
    }
}
