// OverflowRule: `overflow` — a frame past its container.
//
// Rule: a left edge before the container's 0px, or a right edge past its width, by more than the
// tolerance (and the dump's resolution), is an overflow — but not a cell the container's sideways
// scroller cuts (`ScrollerClipRule`).

struct OverflowRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.overflow
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a frame's pixel edge before 0 or past the container by more than the tolerance"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a frame ending 1px past a 100px container", frames: "0 101", containerPt: 100)
            .expecting(.overflow, [0], "right", saying: "right edge at 101px, past the container's 100px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a frame that fills its container", frames: "0 100", containerPt: 100),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .frame(let i) = place, !context.clipped.contains(i) else { return [] }
        return context.geometry.overflow(of: i)
    }
}

extension FrameGeometry {
    /// overflow: a left edge before the container's, or a right edge past it, by more than the
    /// tolerance.
    func overflow(of i: Int) -> [CheckDocument.Finding] {
        let left = model.x(frames[i].x), right = model.x(frames[i].x, plus: frames[i].width)
        var out: [CheckDocument.Finding] = []
        let slack = Double(slackPx)
        if left < -tolerancePx - slack {
            out.append(CheckDocument.Finding(.overflow, [i], edge: "left", expected: 0, actual: left,
                                    message: "frame \(i): left edge at \(text(left))px, before the container's 0px"))
        }
        if right > Double(containerPx) + tolerancePx + slack {
            out.append(CheckDocument.Finding(.overflow, [i], edge: "right", expected: Double(containerPx), actual: right,
                                    message: "frame \(i): right edge at \(text(right))px, past the container's \(containerPx)px"))
        }
        return out
    }
}
