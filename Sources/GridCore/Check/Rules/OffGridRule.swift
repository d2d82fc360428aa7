// OffGridRule: `off-grid` — an edge further than the tolerance from a whole pixel.
//
// Rule: an edge (left x, right x + width, top y, bottom y + height) v pt is at v·S px; it is off-grid
// when it is further than the tolerance from a whole pixel. Exactly at the tolerance it is not: within
// 1e-9 px of it the doubles cannot tell, and the decimals the document wrote decide (`ExactDecimal`).
// A browser's rects are never off-grid: the browser snaps them itself.

struct OffGridRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.offGrid
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "an edge (`left` x, `right` x+width, `top`, `bottom`) × S is more than the tolerance (default 0.01px) from a whole pixel; exactly at the tolerance is not a finding"
    static let settings: [CheckSetting] = [.tolerance]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a frame drawn from 118.5pt at 3x: its edges at 355.5px and 531.501px", frames: "118.5 58.667", scale: 3, containerPt: 414)
            .expecting(.offGrid, [0], "left", saying: "left edge at 355.5px, 0.5px off the pixel grid")
            .expecting(.offGrid, [0], "right", saying: "right edge at 531.501px, 0.499px off the pixel grid"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("58.667pt at 3x is 176.001px: within the tolerance", frames: "0.667 58.667", scale: 3, containerPt: 414),
        CheckRuleExample("0.67pt at 3x is 2.01px as written: exactly at the tolerance", frames: "0.67 56", scale: 3, containerPt: 414),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .frame(let i) = place, context.geometry.unit != .cssPainted else { return [] }
        return context.geometry.offGridEdges(of: i)
    }
}

extension FrameGeometry {
    /// off-grid: each edge further than the tolerance from a whole pixel.
    func offGridEdges(of i: Int) -> [CheckDocument.Finding] {
        let f = frames[i], m = model
        var edges = [("left", m.x(f.x), m.terms([f.x], origin: m.originX)),
                     ("right", m.x(f.x, plus: f.width), m.terms([f.x, f.width], origin: m.originX))]
        if let y = f.y {
            edges.append(("top", m.y(y), m.terms([y], origin: m.originY)))
            if let h = f.height { edges.append(("bottom", m.y(y, plus: h), m.terms([y, h], origin: m.originY))) }
        }
        return edges.compactMap { edge, value, terms in
            guard isOffGrid(value, written: terms) else { return nil }
            let nearest = value.rounded(.toNearestOrAwayFromZero)
            return CheckDocument.Finding(.offGrid, [i], edge: edge, expected: nearest, actual: value,
                                message: "frame \(i): \(edge) edge at \(text(value))px, \(text(abs(value - nearest)))px off the pixel grid (nearest \(text(nearest))px)")
        }
    }

    /// Whether an edge at `value` px, written as the sum of the numbers `written` (in `unit`), is
    /// further than the tolerance from a whole pixel. Within 1e-9 px of the tolerance the doubles
    /// cannot tell, and the decimals the document wrote decide (`ExactDecimal`).
    func isOffGrid(_ value: Double, written: [Double]) -> Bool {
        let distance = abs(value - value.rounded(.toNearestOrAwayFromZero))
        guard abs(distance - tolerancePx) <= 1e-9,
              let s = ExactDecimal(model.pixelsPerUnit), let tolerance = ExactDecimal(tolerancePx),
              var edge = written.first.flatMap(ExactDecimal.init) else { return distance > tolerancePx }
        for term in written.dropFirst() {
            guard let t = ExactDecimal(term) else { return distance > tolerancePx }
            edge = edge + t
        }
        return (edge * s).distanceToNearestInteger > tolerance
    }
}
