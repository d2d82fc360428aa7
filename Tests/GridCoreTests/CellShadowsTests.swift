// CellShadowsTests: cards drawn here with a drop shadow — the page darkened beside and below each
// card, most at the card and fading over r px — read back with the design that placed them. The
// rule the test holds to is its drawing: every card's edges are where its own colour starts, as
// drawn; a card drawn 1px wider fails at it. Negative controls: what only looks like a shadow —
// a grey card on a white page, the grey border of a chip of the page's colour — stays in the cell.

import GridCore
import GridcalcTestSupport
import Testing

@Suite struct CellShadowsTests {
    typealias Drawing = PaintedCellsTests.Drawing

    @Test func aCardsDropShadowIsNotTheCard() throws {
        var rng = SplitMix64(state: 61)
        var counts = (clean: 0, wider: 0)
        for trial in 0..<120 {
            let n = Int.random(in: 2...5, using: &rng), w = Int.random(in: 30...90, using: &rng)
            let reach = Int.random(in: 1...6, using: &rng), gap = 2 * reach + Int.random(in: 2...12, using: &rng)
            let darkest = Double.random(in: 0.06...0.3, using: &rng), h = Int.random(in: 30...60, using: &rng)
            let page = UInt8.random(in: 200...246, using: &rng)
            let background: [UInt8] = [page, page, UInt8(min(255, Int(page) + 3)), 255]
            let margin = 10
            let width = n * w + (n - 1) * gap
            var drawing = Drawing(width, h + 2 * margin, background: background)
            let wider = trial % 2 == 1 ? Int.random(in: 0..<n - 1, using: &rng) : nil
            for k in 0..<n {
                let x0 = k * (w + gap), x1 = x0 + w + (k == wider ? 1 : 0)
                let y0 = margin, y1 = margin + h
                // The shadow: the page darkened by `darkest` at the card, less by distance, to r px
                // beside it and r + 1 below it (offset down by 1).
                for y in max(0, y0 - reach + 1)..<min(drawing.heightPx, y1 + reach + 1) {
                    for x in max(0, x0 - reach)..<min(width, x1 + reach) {
                        let dx = x < x0 ? x0 - x : x >= x1 ? x - x1 + 1 : 0
                        let dy = y < y0 + 1 ? y0 + 1 - y : y >= y1 + 1 ? y - y1 : 0
                        // 0: under the card moved down 1 (its bottom row shows below the card).
                        let d = max(dx, dy)
                        guard d <= reach else { continue }
                        let factor = 1 - darkest * Double(reach + 1 - d) / Double(reach + 1)
                        drawing.fill(x, x + 1, y, y + 1) { _, _ in background.prefix(3).map { UInt8((Double($0) * factor).rounded()) } }
                    }
                }
                drawing.fill(x0, x1, y0, y1) { _, _ in [255, 255, 255] }
                drawing.fill(x0 + 6, x0 + 20, y0 + 8, y0 + 14) { _, _ in [30, 30, 34] }  // a title
            }
            let judged = try drawing.judged(columns: n, spacingPx: gap)
            let errors = judged.document.findings.filter { $0.severity == .error }
            let label = "trial \(trial): \(n) × \(w)px, gap \(gap), shadow \(reach)px at \(darkest), page \(page), wider \(String(describing: wider)): \(errors.prefix(3).map(\.message))"
            #expect(judged.cells.cells.count == n, "\(label)")
            if let wider {
                #expect(errors.contains { $0.kind == .mismatch && $0.frames == [wider] && $0.message.contains("width") }, "\(label)")
                counts.wider += 1
            } else {
                #expect(errors.isEmpty, "\(label)")
                let lefts: [Int] = judged.cells.cells.map(\.leftPx), rights: [Int] = judged.cells.cells.map(\.rightPx)
                let drawnLefts: [Int] = (0..<n).map { $0 * (w + gap) }
                #expect(lefts == drawnLefts, "\(label)")
                #expect(rights == drawnLefts.map { $0 + w }, "\(label)")
                let tops: [Int] = judged.cells.cells.map(\.topPx), bottoms: [Int] = judged.cells.cells.map(\.bottomPx)
                #expect(tops == Array(repeating: margin, count: n) && bottoms == Array(repeating: margin + h, count: n), "\(label)")
                counts.clean += 1
            }
        }
        #expect(counts.clean > 40 && counts.wider > 40)
    }

    /// A grey card on a white page is all shade of the page: a cell, whole — not a shadow.
    @Test func aGreyCardIsACellNotAShadow() throws {
        let n = 3, w = 40, gap = 8
        var drawing = Drawing(n * w + (n - 1) * gap, 30, background: [255, 255, 255, 255])
        for k in 0..<n { drawing.fill(k * (w + gap), k * (w + gap) + w, 5, 25) { _, _ in [224, 224, 224] } }
        let judged = try drawing.judged(columns: n, spacingPx: gap)
        #expect(judged.document.findings.isEmpty, "\(judged.document.findings.map(\.message))")
        #expect(judged.cells.cells.map(\.leftPx) == [0, 48, 96] && judged.cells.cells.map(\.rightPx) == [40, 88, 136])
    }

    /// A chip of the page's colour drawn by a grey border (a shade of the page, as a shadow is):
    /// its border is its edge, and in its width.
    @Test func aGreyBorderAroundACellOfThePagesColourIsItsEdge() throws {
        let n = 3, w = 40, gap = 8
        var drawing = Drawing(n * w + (n - 1) * gap, 30, background: [255, 255, 255, 255])
        for k in 0..<n {
            let x0 = k * (w + gap)
            drawing.fill(x0, x0 + w, 5, 25) { x, y in x == x0 || x == x0 + w - 1 || y == 5 || y == 24 ? [200, 200, 200] : [255, 255, 255] }
            drawing.fill(x0 + 12, x0 + 28, 12, 18) { _, _ in [20, 20, 20] }
        }
        let judged = try drawing.judged(columns: n, spacingPx: gap)
        #expect(judged.document.findings.isEmpty, "\(judged.document.findings.map(\.message))")
        #expect(judged.cells.cells.map(\.leftPx) == [0, 48, 96] && judged.cells.cells.map(\.rightPx) == [40, 88, 136])
    }
}
