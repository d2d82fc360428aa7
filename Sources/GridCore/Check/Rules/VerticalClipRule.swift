// VerticalClipRule: `clipped` (a warning) — a cell a vertical scroller cuts, with `--row-height`.
//
// Rule: a screenshot's cell its reading found cut at its top or bottom (by the region, the image's
// side, its panel) is clipped there, the evidence said: its height is not judged. Otherwise, with a
// row height (`--row-height` without `--items`), in a container that scrolls up and
// down, a cell shorter than the row height whose top is at (or above) the container's top, or
// whose bottom is at (or below) its bottom, is cut by the scroller: its height is not judged — its
// other edge, and the gap to the next row, still are. A cell cut at both (taller than the container)
// is cut by nothing a row height allows, and is judged.

struct VerticalClipRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.clipped
    static let severity = CheckDocument.Finding.Severity.warning
    static let description = "with a row height, a cell a vertical scroller cuts at its top or bottom: its height not judged"
    static let settings: [CheckSetting] = [.rowHeight]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a list scrolled 40px: its first row cut at the top", frames: "0 0 100 60; 0 70 100 100; 0 180 100 100", containerPt: 100) { request, dump in
            request.rowHeight = .pixels(100)
            request.lineSpacing = .pixels(10)
            dump.scrollsVertically = true
            dump.containerHeight = 280
        }
            .expecting(.clipped, [0], "top", saying: "cut at the container's top edge (clipped by its scroller)"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the same rows in a container that does not scroll", frames: "0 0 100 60; 0 70 100 100; 0 180 100 100", containerPt: 100) { request, dump in
            request.rowHeight = .pixels(100)
            request.lineSpacing = .pixels(10)
            dump.containerHeight = 280
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .columns = place else { return [] }
        return context.verticalCut.map { verticallyClippedFinding($0.frame, edge: $0.edge, context.geometry, context.readings) }
    }
}

extension VerticalClipRule {
    /// The cells a vertical scroller cuts, each with the edge it cuts (`top` or `bottom`).
    static func verticallyClipped(_ g: FrameGeometry, _ e: FrameExpectation, _ r: FrameReadings) -> [(frame: Int, edge: String)] {
        let painted = r.painted, frames = g.frames, rowHeightPx = e.rowHeightPx, containerHeightPx = g.containerHeightPx, slackPx = g.slackPx
        let topPx = g.topPx, bottomPx = g.bottomPx, isZeroSize = g.isZeroSize
        let framesHaveHeights = frames.allSatisfy { $0.y != nil && $0.height != nil }
        let containerScrollsVertically = r.containerScrollsVertically
        if let painted, painted.cells.count == frames.count {
            return frames.indices.compactMap { i in
                painted.cells[i].cut[1] != nil ? (i, "top") : painted.cells[i].cut[3] != nil ? (i, "bottom") : nil
            }
        }
        guard containerScrollsVertically, let rowHeightPx, let containerHeightPx, framesHaveHeights else { return [] }
        var out: [(frame: Int, edge: String)] = []
        for i in frames.indices where !isZeroSize(i) {
            let height = bottomPx(i) - topPx(i)
            guard height < rowHeightPx - slackPx else { continue }
            let atTop = topPx(i) <= 0, atBottom = bottomPx(i) >= containerHeightPx
            if atTop != atBottom { out.append((i, atTop ? "top" : "bottom")) }
        }
        return out
    }

    /// The `clipped` finding (a warning) for frame `i` cut at its `edge` by a vertical scroller.
    static func verticallyClippedFinding(_ i: Int, edge: String, _ g: FrameGeometry, _ r: FrameReadings) -> CheckDocument.Finding {
        let painted = r.painted, containerHeightPx = g.containerHeightPx, topPx = g.topPx, bottomPx = g.bottomPx
        let atTop = edge == "top"
        if let painted, i < painted.cells.count, let why = painted.cells[i].cut[atTop ? 1 : 3] {
            return CheckDocument.Finding(.clipped, [i], edge: edge, expected: Double(atTop ? topPx(i) : bottomPx(i)), actual: Double(atTop ? topPx(i) : bottomPx(i)),
                                         message: "frame \(i): \(bottomPx(i) - topPx(i))px tall, \(why): its height is not judged", severity: .warning)
        }
        return CheckDocument.Finding(.clipped, [i], edge: edge, expected: Double(atTop ? 0 : containerHeightPx ?? 0),
                                     actual: Double(atTop ? topPx(i) : bottomPx(i)),
                                     message: "frame \(i): \(bottomPx(i) - topPx(i))px tall, cut at the container's \(edge) edge (clipped by its scroller): its height is not judged",
                                     severity: .warning)
    }
}
