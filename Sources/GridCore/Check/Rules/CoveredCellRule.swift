// CoveredCellRule: `clipped` (a warning) — a uiautomator cell something covers.
//
// Rule: a dump of visible bounds reports a cell that an overlay or its scroller cuts smaller than its
// content; where the dump shows what cuts it (`CoverEvidence`: a node drawn over the strip whose edge
// is where the cell stops showing, or a scrolling ancestor's edge), the cell is judged where its
// content is, and each covered edge is reported with that evidence.

struct CoveredCellRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.clipped
    static let severity = CheckDocument.Finding.Severity.warning
    static let description = "a uiautomator cell smaller than its content where the dump shows what covers it (a node drawn over the strip it lost, whose edge is where the cell stops showing, or a scrolling ancestor's edge): judged where its content is, once per covered edge"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a cell whose bottom a bar covers, its photo whole", frames: "0 0 100 100", containerPt: 100) { _, dump in
            dump.visibleFrames = [0: FramesDump.Frame(x: 0, y: 0, width: 100, height: 60)]
            dump.coveredBy = [0: ["bottom": "covered by LinearLayout bar at line 9"]]
        }
            .expecting(.clipped, [0], "bottom", saying: "its bottom edge is seen at 60px but its content reaches 100px (covered by LinearLayout bar"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a cell reported whole", frames: "0 0 100 100", containerPt: 100),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .frame(let i) = place, let visible = context.readings.visibleFrames[i] else { return [] }
        return cutFindings(i, visible: visible, context.geometry, context.readings)
    }
}

extension CoveredCellRule {
    /// The `clipped` findings (warnings) for frame `i`, reported smaller than its content: one per
    /// edge its content passes, which it is judged by, each citing what the dump shows cuts it.
    static func cutFindings(_ i: Int, visible v: FramesDump.Frame, _ geometry: FrameGeometry, _ readings: FrameReadings) -> [CheckDocument.Finding] {
        func evidence(_ edge: String) -> String { readings.coveredBy[i]?[edge] ?? "cut" }
        let m = geometry.model, px = { (value: Double) in Int(value.rounded(.toNearestOrAwayFromZero)) }
        let f = geometry.frames[i]
        var edges = [("left", px(m.x(f.x)), px(m.x(v.x))), ("right", px(m.x(f.x, plus: f.width)), px(m.x(v.x, plus: v.width)))]
        if let y = f.y, let vy = v.y {
            edges.append(("top", px(m.y(y)), px(m.y(vy))))
            if let h = f.height, let vh = v.height { edges.append(("bottom", px(m.y(y, plus: h)), px(m.y(vy, plus: vh)))) }
        }
        return edges.filter { $0.1 != $0.2 }.map { edge, content, visible in
            CheckDocument.Finding(.clipped, [i], edge: edge, expected: Double(content), actual: Double(visible),
                                  message: "frame \(i): its \(edge) edge is seen at \(visible)px but its content reaches \(content)px (\(evidence(edge))): judged where its content is",
                                  severity: .warning)
        }
    }
}
