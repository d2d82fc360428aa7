// BlurredRule: `blurred` — a screenshot's cell edge painted as a blend: not on a whole pixel.
//
// Rule (`BoxEdges`, Docs/check-images.md "Blurred"): each of a seen cell's four edges is judged along
// its straight part; it is blurred when at least half of its lines — at least two, 40 % of the side —
// paint it as a blend of what is outside and the cell's colour, 10–90 % of the way and alike from line
// to line (a curve's blends differ), stepping to the pixel inside more than the cell's own colour
// changes. Its painted position is where the blend puts it. A cut side, an unseen cell's sides and a
// lattice's shared lines are not judged.

struct BlurredRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.blurred
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a screenshot only ([check-images.md](check-images.md)): one of a cell's four edges painted as a blend of its colour and what is outside it — not on a whole device pixel; `actual_px` is where the blend puts it"
    static let settings: [CheckSetting] = [.screenshot]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two cards, the second's right edge painted half a pixel on: its last column half its colour",
                         image: { ExampleImage.draw(width: 120, height: 60, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40)],
                                                    marks: [.blendColumn(x: 100, y: 10, height: 40, colour: 0x3F6FDE, fraction: 0.5)]) }, region: [10, 10, 90, 40]) {
            $0.design = GridRequest(width: .pixels(1), scale: .one, columns: 2, spacing: .pixels(10))
            $0.spacing = .pixels(10)
        }.expecting(.blurred, [1], "right", saying: "right edge blurred, a blend of the cell's colour and what is outside it: painted at about 90.5px"),
        CheckRuleExample("two cards, the first's bottom edge painted 0.3px on",
                         image: { ExampleImage.draw(width: 120, height: 60, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40)],
                                                    marks: [.blendRow(x: 10, y: 50, width: 40, colour: 0x3F6FDE, fraction: 0.3)]) }, region: [10, 10, 90, 40]) {
            $0.design = GridRequest(width: .pixels(1), scale: .one, columns: 2, spacing: .pixels(10))
            $0.spacing = .pixels(10)
        }.expecting(.blurred, [0], "bottom", saying: "bottom edge blurred, a blend of the cell's colour and what is outside it: painted at about 40.3px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two cards on whole pixels",
                         image: { ExampleImage.draw(width: 120, height: 60, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40)]) }) { $0.spacingAuto = true },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let c = context.check
        guard case .frame(let i) = place, let painted = c.painted, i < painted.cells.count, painted.cells[i].seen else { return [] }
        let names = ["left", "top", "right", "bottom"]
        let edges = [c.leftPx(i), c.topPx(i), c.rightPx(i), c.bottomPx(i)]
        return (0..<4).compactMap { side in
            let edge = painted.cells[i].edges[side]
            guard edge.blurred else { return nil }
            let at = edge.paintedPx - Double(side % 2 == 0 ? painted.originXPx : painted.originYPx)
            return CheckDocument.Finding(.blurred, [i], edge: names[side], expected: Double(edges[side]), actual: at,
                                         message: "frame \(i): \(names[side]) edge blurred, a blend of the cell's colour and what is outside it: "
                                            + "painted at about \(decimalText(at, maxFractionDigits: 2))px, not on a whole pixel")
        }
    }
}
