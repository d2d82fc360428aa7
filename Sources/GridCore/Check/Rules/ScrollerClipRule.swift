// ScrollerClipRule: `clipped` (a warning) — a cell its sideways scroller cuts.
//
// Rule: a screenshot's cell its reading found cut at its left or right side (by the region, the
// image's side, or a scroller: the last card of a carousel, narrower than its row's and on its pitch)
// is clipped, the evidence said. Otherwise, in a container that scrolls sideways, the first or last
// frame of a row that reaches the container's edge — past it (a list that reports whole cells), or at it and narrower than the row's
// widest frame by any amount (one that reports what is visible) — is a cell its scroller cuts: a
// warning, left out of `uneven` and `overflow`. A container that does not scroll keeps every rule: a
// narrow last column there is a finding.

struct ScrollerClipRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.clipped
    static let severity = CheckDocument.Finding.Severity.warning
    static let description = "in a container that scrolls sideways (check-inputs.md), the first or last frame of a row passes the container's edge, or reaches it and is narrower than the row's widest frame by any amount: a cell its scroller cuts; never `overflow` or `uneven`"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a strip scrolled sideways: its last cell cut at the edge", frames: "0 300; 310 300; 620 300; 930 70", containerPt: 1000, spacingPx: 10) { _, dump in dump.scrolls = true }
            .expecting(.clipped, [3], "right", saying: "cut at the container's right edge (clipped by its scroller)"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the same strip in a container that does not scroll", frames: "0 300; 310 300; 620 300; 930 70", containerPt: 1000, spacingPx: 10),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .row(let k) = place else { return [] }
        return context.cutInRow[k].map { clippedFinding($0, context.geometry, context.readings) }
    }
}

extension ScrollerClipRule {
    /// clipped: in a container that scrolls sideways, the first or last frame of a row that reaches
    /// the container's edge — past it (a list that reports whole cells), or at it and narrower than
    /// the row's widest frame by any amount (one that reports what is visible) — is a cell its
    /// scroller cuts: a warning, left out of `uneven` and `overflow`. A container that does not
    /// scroll keeps every rule: a narrow last column there is a finding.
    static func clippedFrames(in row: FrameCheck.Row, _ g: FrameGeometry, _ r: FrameReadings) -> [Int] {
        let painted = r.painted, frames = g.frames, containerScrolls = r.containerScrolls, containerPx = g.containerPx
        let leftPx = g.leftPx, rightPx = g.rightPx
        // A screenshot's cells its reading found cut at the left or right, with the evidence.
        if let painted, painted.cells.count == frames.count {
            let cut = row.frames.filter { painted.cells[$0].cut[0] != nil || painted.cells[$0].cut[2] != nil }
            if !cut.isEmpty || !containerScrolls { return cut }
        }
        guard containerScrolls, let first = row.frames.first, let last = row.frames.last else { return [] }
        let widest = row.frames.map { rightPx($0) - leftPx($0) }.max() ?? 0
        let narrower = { (i: Int) in rightPx(i) - leftPx(i) < widest }
        var out: [Int] = []
        if leftPx(first) < 0 || (leftPx(first) == 0 && narrower(first)) { out.append(first) }
        if last != first || out.isEmpty, rightPx(last) > containerPx || (rightPx(last) == containerPx && narrower(last)) { out.append(last) }
        return out
    }

    /// The `clipped` finding (a warning) for frame `i`.
    static func clippedFinding(_ i: Int, _ g: FrameGeometry, _ r: FrameReadings) -> CheckDocument.Finding {
        let painted = r.painted, containerPx = g.containerPx, leftPx = g.leftPx, rightPx = g.rightPx
        let width = rightPx(i) - leftPx(i)
        if let painted, i < painted.cells.count, let why = painted.cells[i].cut[0] ?? painted.cells[i].cut[2] {
            let left = painted.cells[i].cut[0] != nil
            return CheckDocument.Finding(.clipped, [i], edge: left ? "left" : "right", expected: Double(left ? leftPx(i) : rightPx(i)),
                                         actual: Double(left ? leftPx(i) : rightPx(i)),
                                         message: "frame \(i): \(width)px wide, \(why): left out of the width comparison", severity: .warning)
        }
        let atLeft = leftPx(i) <= 0
        return CheckDocument.Finding(.clipped, [i], edge: atLeft ? "left" : "right", expected: Double(atLeft ? 0 : containerPx),
                                     actual: Double(atLeft ? leftPx(i) : rightPx(i)),
                                     message: "frame \(i): \(width)px wide, cut at the container's \(atLeft ? "left" : "right") edge (clipped by its scroller): left out of the width comparison",
                                     severity: .warning)
    }
}
