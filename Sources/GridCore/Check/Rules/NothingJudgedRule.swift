// NothingJudgedRule: `nothing-judged` — a check that judged no cell.
//
// Rule: when no cell is judged (`JudgedCounts`) — no frame, every frame zero-size, no cell found in
// a screenshot, one frame (or one cell) and no design or expected layout to hold it to — the result
// has one `nothing-judged` finding saying why (about that one frame, if so): an error, so that an
// empty dump, a selector that picked one node or a blank screenshot never passes, unless an empty
// screen is allowed
// (`CheckRequest.allowsEmpty`: a warning). The result adds it (`CheckDocument`), after every rule.

struct NothingJudgedRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.nothingJudged
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "no cell judged at all — no frame, every frame zero-size, no cell found in a screenshot, or one frame and no design to hold it to; a warning when an empty screen is allowed"
    static let settings: [CheckSetting] = [.allowEmpty]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a dump with no frame", frames: "", containerPt: 414)
            .expecting(.nothingJudged, [], "count", saying: "there is no frame to check"),
        CheckRuleExample("frames all 0px wide", frames: "0 0; 10 0.1", containerPt: 414)
            .expecting(.nothingJudged, [], "count", saying: "every frame (2) is zero-size"),
        CheckRuleExample("one cell and no design", frames: "0 100", containerPt: 100)
            .expecting(.nothingJudged, [0], "count", saying: "one frame (frame 0: 100px at x 0px) and no design to hold it to"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two cells", frames: "0 100; 101 100", containerPt: 201),
        CheckRuleExample("one cell on the design's one column", frames: "0 100", containerPt: 100) { request, _ in
            request.design = GridRequest(width: .pixels(1), scale: .one, columns: 1, spacing: .pixels(1))
        },
        CheckRuleExample("no frame, and an empty screen allowed: a warning", frames: "", containerPt: 414) { request, _ in request.allowsEmpty = true },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] { [] }
}

extension FrameCheck {
    /// The `nothing-judged` finding: why nothing was (`emptyReason`, or what the frames say).
    package func nothingJudgedFinding(about one: [Int] = []) -> CheckDocument.Finding {
        let why = emptyReason ?? (frames.isEmpty ? "there is no frame to check" : "every frame (\(frames.count)) is zero-size")
        let allowed = allowsEmpty ? " (an empty screen is allowed)" : "; judging nothing is not a pass unless an empty screen is allowed"
        return CheckDocument.Finding(.nothingJudged, one, edge: "count", expected: 1, actual: 0,
                                     message: "nothing judged: \(why)\(allowed)", severity: allowsEmpty ? .warning : .error)
    }
}
