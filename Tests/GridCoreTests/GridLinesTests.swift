// GridLinesTests: panels of tiles that touch across 1px lines (a dashboard, a calendar, a table),
// drawn here with a frame, read back with the design that placed them. The rule the test holds to
// is its drawing: one line between two tiles is one line, and each tile's cell is its pitch — from
// the line before it to the next (`ScreenGrid.sharing`: the table's lines the tiles' leading ones,
// the frame's closing line in none): columns of w + 1px, spacing 0, the closing line in the
// trailing inset; each row of tiles a row; a line drawn 1px off fails at the tile it widened. Tiles
// with a border of their own each, touching (a line twice the frame's), split the line between them. A row whose pixels only each resemble
// the first (a blend between two colours within the noise of both) is not a row of one colour.

import GridCore
import GridcalcTestSupport
import Testing

@Suite struct GridLinesTests {
    typealias Drawing = PaintedCellsTests.Drawing

    @Test func touchingTilesBetweenLinesAreCellsAndTheLinesAreGaps() throws {
        var rng = SplitMix64(state: 71)
        var counts = (clean: 0, moved: 0)
        for trial in 0..<120 {
            let n = Int.random(in: 2...6, using: &rng), rows = Int.random(in: 1...3, using: &rng)
            let w = Int.random(in: 20...70, using: &rng), h = Int.random(in: 24...50, using: &rng), margin = Int.random(in: 3...12, using: &rng)
            let page: [UInt8] = [UInt8.random(in: 225...245, using: &rng), 240, 244, 255]
            let line: [UInt8] = [UInt8.random(in: 150...210, using: &rng), 200, 214]
            let tile: [UInt8] = Bool.random(using: &rng) ? [255, 255, 255] : [250, 252, 255]
            let panelW = n * w + (n - 1) + 2, panelH = rows * h + (rows - 1) + 2
            var drawing = Drawing(panelW + 2 * margin, panelH + 2 * margin, background: page)
            drawing.fill(margin, margin + panelW, margin, margin + panelH) { _, _ in line }
            // One line drawn 1px right: the tile before it 1px wider, the one after 1px narrower.
            let moved = trial % 2 == 1 ? Int.random(in: 0..<n - 1, using: &rng) : nil
            for r in 0..<rows {
                for k in 0..<n {
                    var x0 = margin + 1 + k * (w + 1), x1 = x0 + w
                    if r == 0, let m = moved { if k == m { x1 += 1 } else if k == m + 1 { x0 += 1 } }
                    let y0 = margin + 1 + r * (h + 1)
                    drawing.fill(x0, x1, y0, y0 + h) { _, _ in tile }
                    drawing.fill(x0 + 4, x0 + 14, y0 + 5, y0 + 10) { _, _ in [40, 44, 50] }  // a label
                }
            }
            let judged = try drawing.judged(columns: n, spacingPx: 0, insetPx: margin, trailingInsetPx: margin + 1)
            let errors = judged.document.findings.filter { $0.severity == .error }
            let label = "trial \(trial): \(rows) × \(n) tiles of \(w) × \(h)px, margin \(margin), moved \(String(describing: moved)): \(errors.prefix(3).map(\.message))"
            #expect(judged.cells.bands.count == rows, "\(label)")
            #expect(judged.cells.cells.count == rows * n, "\(label)")
            if let moved {
                #expect(errors.contains { $0.kind == .mismatch && $0.frames == [moved] && $0.message.contains("width") }, "\(label)")
                counts.moved += 1
            } else {
                #expect(errors.isEmpty, "\(label)")
                let lefts: [Int] = judged.cells.cells.map(\.leftPx), tops: [Int] = judged.cells.cells.map(\.topPx)
                var drawnLefts: [Int] = [], drawnTops: [Int] = []
                for r in 0..<rows {
                    for k in 0..<n {
                        drawnLefts.append(margin + k * (w + 1))
                        drawnTops.append(margin + r * (h + 1))
                    }
                }
                #expect(lefts == drawnLefts, "\(label)")
                #expect(tops == drawnTops, "\(label)")
                counts.clean += 1
            }
        }
        #expect(counts.clean > 40 && counts.moved > 40)
    }

    /// A cell painted half a pixel right closes the 1px gap after it with a blend column (a divider,
    /// to the eye of the line rule): its first column, a blend of the page and the cell, is its
    /// blurred left edge — not a panel's frame of the divider's colour, cut off.
    @Test func aHalfPixelShiftIntoAOnePixelGapIsBlurredNotAFrame() throws {
        let n = 4, w = 30, gap = 1, cell: [UInt8] = [30, 90, 200]
        var drawing = Drawing(n * w + (n - 1) * gap, 30, background: [255, 255, 255, 255])
        for k in 0..<n {
            let x0 = k * (w + gap)
            drawing.fill(x0, x0 + w, 5, 25) { _, _ in cell }
        }
        // Cell 2 from x0 + 0.5 to x0 + w + 0.5: its first column and the gap after it half covered.
        let x0 = 2 * (w + gap)
        drawing.fill(x0, x0 + 1, 5, 25) { _, _ in [255, 255, 255] }
        drawing.fill(x0, x0 + 1, 5, 25, coverage: { _ in 0.5 }) { _, _ in cell }
        drawing.fill(x0 + w, x0 + w + 1, 5, 25) { _, _ in [142, 172, 227] }
        let judged = try drawing.judged(columns: n, spacingPx: gap)
        let findings = judged.document.findings.map { "\($0.kind.rawValue) \($0.edge) \($0.frames)" }
        #expect(judged.cells.cells.count == n)
        #expect(judged.cells.cells[2].leftPx == x0, "\(findings)")
        #expect(findings.contains("blurred left [2]"), "\(findings)")
    }

    /// Without a line inside it, a band keeps its top and bottom lines: a bordered card's own.
    @Test func aBorderedCardKeepsItsTopAndBottomLines() throws {
        var drawing = Drawing(100, 40, background: [255, 255, 255, 255])
        drawing.fill(10, 90, 5, 35) { x, y in x == 10 || x == 89 || y == 5 || y == 34 ? [150, 150, 160] : [255, 255, 255] }
        drawing.fill(30, 60, 15, 22) { _, _ in [20, 20, 20] }
        let image = RasterImage(widthPx: 100, heightPx: 40, rgba: drawing.rgba)
        let request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(1))
        let judged = try ImageCheck(image, region: .whole, request: request)
        #expect(judged.cells.cells.count == 1)
        #expect(judged.cells.cells.first.map { [$0.leftPx, $0.rightPx, $0.topPx, $0.bottomPx] } == [10, 90, 5, 35])
        #expect(judged.cells.cells.first?.seen == true)
    }

    /// Rounded cells of a colour 12 levels from the page's: the rows through their anti-aliased
    /// corners hold blends each within the noise of the first pixel, but not all within the noise of
    /// one another — not rows of one colour, so each row of cells is one band.
    @Test func aRowOfBlendsIsNotARowOfOneColour() throws {
        let n = 5, w = 30, gap = 6, h = 30
        let page: [UInt8] = [242, 243, 245, 255], cell: [UInt8] = [230, 235, 242]
        var drawing = Drawing(n * w + (n - 1) * gap, 2 * h + 12, background: page)
        for r in 0..<2 {
            for k in 0..<n {
                let x0 = k * (w + gap), y0 = 4 + r * (h + 4)
                drawing.fill(x0, x0 + w, y0, y0 + h) { _, _ in cell }
                // The first column a blend (left edge at x0 + 0.5): within the noise of both colours.
                drawing.fill(x0, x0 + 1, y0, y0 + h) { _, _ in [236, 239, 243] }
            }
        }
        let image = RasterImage(widthPx: drawing.widthPx, heightPx: drawing.heightPx, rgba: drawing.rgba)
        let request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(gap))
        let judged = try ImageCheck(image, region: .rectangle(.init(xPx: 0, yPx: 4, widthPx: drawing.widthPx, heightPx: 2 * h + 4)), request: request)
        #expect(judged.cells.bands.count == 2, "\(judged.cells.bands)")
        #expect(judged.cells.cells.count == 2 * n)
    }
}
