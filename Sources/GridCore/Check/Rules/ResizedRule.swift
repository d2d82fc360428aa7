// ResizedRule: `resized` — against a reference screenshot, a cell whose width or height changed.
//
// Rule: each frame matched with a reference cell (`SnapshotMatch`) whose px width differs is one
// finding (edge `width`), whose height differs another (edge `height`); `expected_px` is the
// reference's size.

struct ResizedRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.resized
    static let explainsSnapshot = true
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "against a reference screenshot: a cell matched with the reference's whose width or height changed; `expected_px` is the reference's"
    static let settings: [CheckSetting] = [.reference]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the first cell 1px wider than in the reference", frames: "0 0 101 50; 102 0 100 50", containerPt: 300) { request, _ in
            request.snapshotReference = [FramesDump.Frame(x: 0, y: 0, width: 100, height: 50), FramesDump.Frame(x: 102, y: 0, width: 100, height: 50)]
        }
            .expecting(.resized, [0], "width", saying: "row 1, cell 1 is 1px wider (100px in the reference, 101px now)"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a cell moved, its size the reference's", frames: "0 0 100 50; 103 0 100 50", containerPt: 300) { request, _ in
            request.snapshotReference = SnapshotMatch.exampleReference
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place, let match = context.snapshot else { return [] }
        // One finding per dimension a pair's size changed in.
        return match.changes(.resized) { a, b in
            [("width", b.width, a.width, { "is \(SnapshotMatch.size($0, "wider", "narrower")) (\($1)px in the reference, \($2)px now)" }),
             ("height", b.height, a.height, { "is \(SnapshotMatch.size($0, "taller", "shorter")) (\($1)px in the reference, \($2)px now)" })]
        }
    }
}
