// NothingJudgedRule: `nothing-judged` — a check that judged no cell.
//
// Rule: when no cell is judged (`JudgedCounts`) — no frame, every frame zero-size, no cell found in
// a screenshot — the result has one `nothing-judged` finding saying why: an error, so that an empty
// dump or a blank screenshot never passes, unless an empty screen is allowed
// (`CheckRequest.allowsEmpty`: a warning). The result adds it (`CheckDocument`), after every rule.

struct NothingJudgedRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.nothingJudged
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "no cell judged at all — no frame, every frame zero-size, no cell found in a screenshot; a warning with `--allow-empty`"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a dump with no frame", frames: "", containerPt: 414),
        CheckRuleExample("frames all 0px wide", frames: "0 0; 10 0.1", containerPt: 414),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("one cell", frames: "0 100", containerPt: 100),
        CheckRuleExample("no frame, and an empty screen allowed: a warning", frames: "", containerPt: 414) { request, _ in request.allowsEmpty = true },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] { [] }
}

extension FrameCheck {
    /// The `nothing-judged` finding: why nothing was (`emptyReason`, or what the frames say).
    package func nothingJudgedFinding() -> CheckDocument.Finding {
        let why = emptyReason ?? (frames.isEmpty ? "there is no frame to check" : "every frame (\(frames.count)) is zero-size")
        let allowed = allowsEmpty ? " (an empty screen is allowed)" : "; judging nothing is not a pass unless an empty screen is allowed"
        return CheckDocument.Finding(.nothingJudged, [], edge: "count", expected: 1, actual: 0,
                                     message: "nothing judged: \(why)\(allowed)", severity: allowsEmpty ? .warning : .error)
    }
}
