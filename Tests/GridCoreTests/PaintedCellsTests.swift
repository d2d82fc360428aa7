// PaintedCellsTests: screenshots drawn here — n equal cells of w px, s px apart, flat or textured,
// on a random background — read back by ImageCheck with the design that drew them. The rule the
// test holds to is its own drawing: the drawn grid passes with every cell where it was drawn; one
// defect drawn (a cell 1px wider, moved by 1px, painted half a pixel off, left out) fails with a
// finding of that kind at that cell, and nothing else fails.

import GridCore
import GridcalcTestSupport
import Testing

@Suite struct PaintedCellsTests {
    enum Defect: CaseIterable { case none, wider, moved, blurred, missing }

    struct Drawing {
        var widthPx: Int, heightPx: Int
        var rgba: [UInt8]
        init(_ w: Int, _ h: Int, background: [UInt8]) {
            widthPx = w; heightPx = h
            rgba = [UInt8](repeating: 0, count: w * h * 4)
            for i in 0..<w * h { rgba.replaceSubrange(i * 4..<i * 4 + 4, with: background) }
        }
        /// Fills x in [x0, x1), y in [y0, y1) with `color(x, y)` blended over what is there by `coverage(x)`.
        mutating func fill(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, coverage: (Int) -> Double = { _ in 1 }, _ color: (Int, Int) -> [UInt8]) {
            for y in y0..<y1 { for x in x0..<x1 {
                let o = (y * widthPx + x) * 4, c = color(x, y), a = coverage(x)
                for k in 0..<3 { rgba[o + k] = UInt8((Double(rgba[o + k]) * (1 - a) + Double(c[k]) * a).rounded()) }
                rgba[o + 3] = 255
            } }
        }

        /// The drawing judged in whole with a design of `n` columns `spacingPx` apart across its
        /// width, `insetPx` inside each side (`trailingInsetPx` inside the trailing one, when given).
        func judged(columns n: Int, spacingPx: Int, insetPx: Int = 0, trailingInsetPx: Int? = nil) throws -> ImageCheck {
            let image = RasterImage(widthPx: widthPx, heightPx: heightPx, rgba: rgba)
            var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(spacingPx))
            request.design = GridRequest(width: .pixels(widthPx), scale: .one, columns: n, spacing: .pixels(spacingPx),
                                         insetLeading: .pixels(insetPx), insetTrailing: .pixels(trailingInsetPx ?? insetPx))
            return try ImageCheck(image, region: .whole, request: request)
        }
    }

    @Test func drawnGridsAreReadBackAsDrawn() throws {
        var rng = SplitMix64(state: 37)
        var cases: [Defect: Int] = [:]
        for trial in 0..<400 {
            let n = Int.random(in: 2...7, using: &rng), w = Int.random(in: 12...60, using: &rng), s = Int.random(in: 1...4, using: &rng)
            let rows = Int.random(in: 1...3, using: &rng), cellH = Int.random(in: 8...30, using: &rng), rowGap = Int.random(in: 2...10, using: &rng)
            let width = n * w + (n - 1) * s, top = 5
            let height = top + rows * cellH + (rows - 1) * rowGap + 5
            let dark = UInt8.random(in: 0...40, using: &rng)
            let background: [UInt8] = Bool.random(using: &rng) ? [255, 255, 255, 255] : [dark, 20, 30, 255]
            let textured = Bool.random(using: &rng)
            var base: [UInt8] = []
            for _ in 0..<3 { base.append(UInt8.random(in: 90...200, using: &rng)) }
            var grain = SplitMix64(state: UInt64(trial))
            let noise = (0..<4096).map { _ in Int.random(in: -20...20, using: &grain) }
            func color(_ x: Int, _ y: Int) -> [UInt8] {
                guard textured else { return base }
                // Smooth fields plus grain: a photo, never the background's colour.
                var out: [UInt8] = []
                for k in 0..<3 {
                    let field: Int = (x * 3 + y * 5 + k * 40) % 50 - 25
                    let value: Int = Int(base[k]) + field + noise[(x * 31 + y * 17 + k) % 4096]
                    out.append(UInt8(clamping: value))
                }
                return out
            }
            let defect = Defect.allCases[trial % Defect.allCases.count]
            let target = Int.random(in: 1..<n, using: &rng)  // never the first: a wider last cell overflows instead
            var drawing = Drawing(width, height, background: background)
            for r in 0..<rows {
                let y0 = top + r * (cellH + rowGap)
                for k in 0..<n {
                    var x0 = k * (w + s), x1 = x0 + w
                    var coverage: (Int) -> Double = { _ in 1 }
                    if r == 0 && k == target {
                        switch defect {
                        case .none: break
                        case .wider: x1 += 1; if k == n - 1 { x0 -= 1; x1 -= 1 }
                        case .moved: x0 -= 1; x1 -= 1
                        case .blurred:
                            // Painted from x0 + 0.5: the first column half covered, the last one more.
                            let first = x0
                            x1 += 1
                            coverage = { x in x == first || x == x1 - 1 ? 0.5 : 1 }
                        case .missing: continue
                        }
                    }
                    if defect == .blurred && r == 0 && k == target && k + 1 < n && s == 1 {
                        // A half-pixel shift into a 1px gap closes it: draw it only where the gap is wider.
                        x1 -= 1
                        coverage = { _ in 1 }
                        drawing.fill(x0, x0 + 1, y0, y0 + cellH, coverage: { _ in 0.5 }, color)
                        x0 += 1
                    }
                    drawing.fill(x0, x1, y0, y0 + cellH, coverage: coverage, color)
                }
            }
            let image = RasterImage(widthPx: width, heightPx: height, rgba: drawing.rgba)
            var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(s))
            request.design = GridRequest(width: .pixels(width), scale: .one, columns: n, spacing: .pixels(s))
            let judged = try ImageCheck(image, region: .whole, request: request)
            let errors = judged.document.findings.filter { $0.severity == .error }
            let label = "trial \(trial): \(n) × \(w)px, spacing \(s), \(rows) rows, \(textured ? "textured" : "flat"), \(defect) at \(target): \(errors.count) errors, \(errors.prefix(3).map(\.message))"
            let cellsInRow = judged.cells.cells.filter { $0.band == 0 }
            switch defect {
            case .none:
                #expect(errors.isEmpty, Comment(rawValue: label))
                #expect(judged.cells.cells.count == n * rows, "\(label)")
                let lefts: [Int] = cellsInRow.map { (c: PaintedCells.Cell) in c.leftPx }
                #expect(lefts == (0..<n).map { $0 * (w + s) }, "\(label)")
            case .wider, .moved:
                // A cell 1px off can also be read as its neighbour 1px off (a closed gap has no
                // colour of its own): the findings name the cell or a neighbour, and nothing else.
                let near = { (i: Int) in abs((judged.cells.cells[i].column ?? -9) - target) <= 1 }
                #expect(!errors.isEmpty && errors.allSatisfy { $0.frames.isEmpty || $0.frames.contains(where: near) }, Comment(rawValue: label))
                #expect(errors.contains { $0.kind == .mismatch && $0.frames.contains(where: near) }, Comment(rawValue: label))
            case .blurred:
                #expect(errors.contains { $0.kind == .blurred && $0.frames.allSatisfy { judged.cells.cells[$0].column == target } }, Comment(rawValue: label))
            case .missing:
                // A hole in the first row is a missing cell — the only row's last cell too: nothing
                // says where its items end, so it is no partial last row.
                #expect(errors.contains { $0.kind == .mismatch && $0.message.contains("no cell where the design has column \(target + 1) ") }, "\(label)")
                #expect(judged.cells.cells.count == n * rows - 1, "\(label)")
            }
            cases[defect, default: 0] += 1
        }
        #expect(cases.count == Defect.allCases.count)
    }

    /// The region is the container: one drawn tight around the cells (no inset) and the whole image
    /// with the margin given as the design's insets read the same cells and give the same verdict —
    /// though a tight region of one row has no row of the background's colour, and its side columns
    /// are a cell's (the background is the colour around it, which its gaps show).
    @Test func aRegionTightAroundTheCellsReadsAsTheContainerWithInsets() throws {
        var rng = SplitMix64(state: 47)
        var counts = (clean: 0, wider: 0)
        for trial in 0..<240 {
            let n = Int.random(in: 2...7, using: &rng), w = Int.random(in: 12...50, using: &rng), s = Int.random(in: 1...4, using: &rng)
            let rows = Int.random(in: 1...2, using: &rng), cellH = Int.random(in: 10...30, using: &rng), rowGap = Int.random(in: 2...8, using: &rng)
            let margin = Int.random(in: 3...12, using: &rng)
            let blockW = n * w + (n - 1) * s, blockH = rows * cellH + (rows - 1) * rowGap
            let width = blockW + 2 * margin, height = blockH + 2 * margin
            let background: [UInt8] = Bool.random(using: &rng) ? [250, 250, 250, 255] : [UInt8.random(in: 0...40, using: &rng), 24, 32, 255]
            var cell: [UInt8] = []
            for _ in 0..<3 { cell.append(UInt8.random(in: 90...200, using: &rng)) }
            let textured = Bool.random(using: &rng)
            let wider = trial % 2 == 1, target = Int.random(in: 1..<n, using: &rng)
            var drawing = Drawing(width, height, background: background)
            for r in 0..<rows {
                let y0 = margin + r * (cellH + rowGap)
                for k in 0..<n {
                    var x0 = margin + k * (w + s), x1 = x0 + w
                    // 1px wider into the gap after it (the last cell: into the gap before it).
                    if wider && r == 0 && k == target { if k == n - 1 { x0 -= 1 } else { x1 += 1 } }
                    drawing.fill(x0, x1, y0, y0 + cellH) { x, y in
                        textured ? cell.enumerated().map { UInt8(clamping: Int($0.element) + (x * 7 + y * 3 + $0.offset * 11) % 30 - 15) } : cell
                    }
                }
            }
            let image = RasterImage(widthPx: width, heightPx: height, rgba: drawing.rgba)
            var tight = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(s))
            tight.design = GridRequest(width: .pixels(blockW), scale: .one, columns: n, spacing: .pixels(s))
            var inset = tight
            inset.design = GridRequest(width: .pixels(width), scale: .one, columns: n, spacing: .pixels(s),
                                       insetLeading: .pixels(margin), insetTrailing: .pixels(margin))
            let a = try ImageCheck(image, region: .rectangle(.init(xPx: margin, yPx: margin, widthPx: blockW, heightPx: blockH)), request: tight)
            let b = try ImageCheck(image, region: .whole, request: inset)
            let label = "trial \(trial): \(n) × \(w)px, spacing \(s), \(rows) rows, margin \(margin), \(textured ? "textured" : "flat"), "
                + "\(wider ? "cell \(target) 1px wider" : "as designed"); tight: \(a.document.notes?.first ?? ""), \(a.document.findings.map(\.message).prefix(2))"
            let edges = { (c: ImageCheck) in c.cells.cells.map { [$0.leftPx, $0.rightPx, $0.topPx, $0.bottomPx] } }
            let kinds = { (c: ImageCheck) in c.document.findings.filter { $0.severity == .error }.map(\.kind.rawValue) }
            if wider && rows == 1 && n == 2 && s == 1 {
                // The widened cell closed the only gap: nothing in the tight region tells its
                // background (flat: it is one colour, and nothing is judged). Both fail.
                #expect(!kinds(a).isEmpty && !kinds(b).isEmpty, "\(label)")
                counts.wider += 1
                continue
            }
            #expect(edges(a) == edges(b), "\(label)")
            #expect(kinds(a) == kinds(b), "\(label); inset: \(b.document.findings.map(\.message).prefix(2))")
            if wider {
                #expect(kinds(a).contains("mismatch"), "\(label)")
                counts.wider += 1
            } else {
                #expect(kinds(a).isEmpty && a.cells.cells.count == n * rows, "\(label)")
                #expect(a.cells.cells.filter { $0.band == 0 }.map(\.leftPx) == (0..<n).map { margin + $0 * (w + s) }, "\(label)")
                counts.clean += 1
            }
        }
        #expect(counts.clean == 120 && counts.wider == 120)
    }

    /// Textured cells cropped tight, 2px apart: the gaps between them, columns of one colour from
    /// top to bottom, tell the page's colour. Three pass without a design; two without a design have
    /// only each other to be held to — nothing judged, never a pass —; the design holds two, and they pass.
    @Test func cellsCroppedTightAreReadByTheirGaps() throws {
        func drawn(_ n: Int) -> RasterImage {
            var drawing = Drawing(n * 30 + (n - 1) * 2, 24, background: [255, 255, 255, 255])
            for k in 0..<n {
                drawing.fill(k * 32, k * 32 + 30, 0, 24) { x, y in [UInt8(100 + (x * 7 + y * 13) % 60), UInt8(60 + (x * 3 + y * 5) % 40), 90] }
            }
            return RasterImage(widthPx: drawing.widthPx, heightPx: drawing.heightPx, rgba: drawing.rgba)
        }
        var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one)
        request.spacingAuto = true
        let three = try ImageCheck(drawn(3), region: .whole, request: request)
        #expect(three.document.findings.isEmpty, "\(three.document.findings.map(\.message))")
        #expect(three.cells.cells.map(\.leftPx) == [0, 32, 64])
        let two = try ImageCheck(drawn(2), region: .whole, request: request)
        #expect(two.document.findings.map(\.kind) == [.nothingJudged], "\(two.document.findings.map(\.message))")
        request.spacingAuto = false
        request.spacing = .pixels(2)
        request.design = GridRequest(width: .pixels(62), scale: .one, columns: 2, spacing: .pixels(2))
        let told = try ImageCheck(drawn(2), region: .whole, request: request)
        #expect(told.document.findings.isEmpty, "\(told.document.notes ?? []) \(told.document.findings.map(\.message))")
        #expect(told.cells.cells.map(\.leftPx) == [0, 32])
    }

    /// Chips of the background's colour drawn by a rounded 2px border (corner radii of 6, 10 and
    /// 20px on chips 40px high: no side a line over three quarters of it; at 20, pills, whose sides
    /// are all curve), each with a label: each is a cell with its edges seen — the design passes, a
    /// chip 1px wider fails at it.
    @Test func roundedBorderedChipsOfTheBackgroundsColourAreCells() throws {
        for (radius, wider) in [(6, false), (10, false), (10, true), (20, false), (20, true)] {
            let n = 4, w = 50, gap = 8, h = 40
            var drawing = Drawing(n * w + (n - 1) * gap, h, background: [250, 250, 252, 255])
            func inside(_ x: Int, _ y: Int, _ x0: Int, _ x1: Int, shrink: Int) -> Bool {
                let (l, r, t, b) = (x0 + shrink, x1 - shrink, shrink, h - shrink)
                guard x >= l, x < r, y >= t, y < b else { return false }
                // The pixel's centre within the rounded rectangle's corner circles.
                let rad = Double(max(0, radius - shrink)), px = Double(x) + 0.5, py = Double(y) + 0.5
                let cx = min(max(px, Double(l) + rad), Double(r) - rad), cy = min(max(py, Double(t) + rad), Double(b) - rad)
                return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= rad * rad
            }
            for k in 0..<n {
                let x0 = k * (w + gap) - (wider && k == 2 ? 1 : 0), x1 = k * (w + gap) + w
                drawing.fill(x0, x1, 0, h) { x, y in inside(x, y, x0, x1, shrink: 0) && !inside(x, y, x0, x1, shrink: 2) ? [110, 116, 120] : [250, 250, 252] }
                drawing.fill(x0 + 15, x0 + 35, 17, 23) { _, _ in [20, 20, 20] }  // the label
            }
            let image = RasterImage(widthPx: drawing.widthPx, heightPx: drawing.heightPx, rgba: drawing.rgba)
            var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(gap))
            request.design = GridRequest(width: .pixels(drawing.widthPx), scale: .one, columns: n, spacing: .pixels(gap))
            let judged = try ImageCheck(image, region: .whole, request: request)
            let label = "radius \(radius), \(wider ? "chip 3 1px wider" : "as designed"): \(judged.document.findings.map(\.message).prefix(3))"
            #expect(judged.cells.cells.count == n && judged.cells.cells.allSatisfy(\.seen), "\(label)")
            #expect(!judged.document.findings.contains { $0.kind == .unseen }, "\(label)")
            if wider {
                #expect(judged.document.findings.contains { $0.kind == .mismatch && $0.severity == .error && $0.frames.contains(2) }, "\(label)")
            } else {
                #expect(judged.document.findings.isEmpty, "\(label)")
            }
        }
    }

    /// One cell found and no design: nothing holds it (no gap, no neighbour, no column) — a screen
    /// read as one panel judges nothing and is not a pass; the same panel with a design of one
    /// column its width passes, and one column 2px narrower fails.
    @Test func aLoneCellWithoutADesignIsNothingJudged() throws {
        var drawing = Drawing(120, 80, background: [200, 200, 200, 255])
        drawing.fill(10, 110, 10, 70) { _, _ in [255, 255, 255] }
        drawing.fill(20, 60, 20, 30) { _, _ in [30, 30, 30] }
        let image = RasterImage(widthPx: 120, heightPx: 80, rgba: drawing.rgba)
        var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(1))
        let alone = try ImageCheck(image, region: .whole, request: request)
        #expect(alone.document.judged.cells == 0)
        #expect(alone.document.findings.map(\.kind.rawValue) == ["nothing-judged"] && alone.document.findings.first?.severity == .error,
                "\(alone.document.findings.map(\.message))")
        #expect(alone.document.findings.first?.message.contains("one cell found (100 × 60px at x 10, y 10)") == true)
        for (widthPx, passes) in [(100, true), (98, false)] {
            request.design = GridRequest(width: .pixels(120), scale: .one, columns: 1, spacing: .pixels(1),
                                         insetLeading: .pixels(10), insetTrailing: .pixels(120 - 10 - widthPx))
            let designed = try ImageCheck(image, region: .whole, request: request)
            #expect(designed.document.judged.cells == 1)
            #expect(designed.document.findings.contains { $0.severity == .error } != passes, "\(designed.document.findings.map(\.message))")
        }
    }

    /// Without a design, a row's last cell cut by the region's side (a carousel) is `clipped`, a
    /// warning citing the cut; so is the same cell short of the side, when it is at most three
    /// quarters of its row's width and on its pitch (a carousel its scroller cuts, its viewport's
    /// edge unseen: `ScreenGrid`'s evidence) — and one 2px narrower than its row is a finding.
    @Test func aCellCutByTheRegionsSideIsClippedWithoutADesign() throws {
        for cut in [true, false] {
            let width = cut ? 3 * 50 + 3 * 10 + 20 : 3 * 50 + 3 * 10 + 20 + 6
            var drawing = Drawing(width, 60, background: [255, 255, 255, 255])
            for k in 0..<4 { drawing.fill(k * 60, min(k * 60 + 50, k * 60 + (k == 3 ? 20 : 50)), 5, 55) { _, _ in [200, 90, 20] } }
            let image = RasterImage(widthPx: width, heightPx: 60, rgba: drawing.rgba)
            let request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(10))
            let judged = try ImageCheck(image, region: .whole, request: request)
            let kinds = judged.document.findings.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.frames)" }
            #expect(!judged.document.findings.contains { $0.severity == .error }, "\(kinds)")
            #expect(kinds.contains("clipped warning [3]"), "cut \(cut): \(kinds)")
            #expect(!kinds.contains { $0.hasPrefix("uneven") }, "cut \(cut): \(kinds)")
        }
        // 2px narrower: not a cut, a finding.
        var drawing = Drawing(4 * 50 + 3 * 10 + 6, 60, background: [255, 255, 255, 255])
        for k in 0..<4 { drawing.fill(k * 60, k * 60 + (k == 3 ? 48 : 50), 5, 55) { _, _ in [200, 90, 20] } }
        let request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one, spacing: .pixels(10))
        let narrow = try ImageCheck(RasterImage(widthPx: drawing.widthPx, heightPx: 60, rgba: drawing.rgba), region: .whole, request: request)
        #expect(narrow.document.findings.contains { $0.kind == .mismatch && $0.severity == .error && $0.frames == [3] }, "\(narrow.document.findings.map(\.message))")
    }

    /// A grid of more cells than a check takes (`Limits.maxItems`: here 101 × 100 boxes of 4px, the
    /// smallest a cell is, with 1px gaps) is refused as too many frames; 150 × 150 one-pixel dots are content (no box is
    /// under 2px), so nothing is judged — and that is not a pass.
    @Test func anImageOfTooManyCellsIsRefusedWithoutKeepingThem() throws {
        let columns = 101, rows = 100
        #expect(columns * rows > Limits.maxItems)
        var grid = Drawing(columns * 5, rows * 5, background: [255, 255, 255, 255])
        for r in 0..<rows { for c in 0..<columns { grid.fill(c * 5, c * 5 + 4, r * 5, r * 5 + 4) { _, _ in [0, 90, 200] } } }
        var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one)
        request.spacingAuto = true
        #expect(throws: CheckInputError.self) { try ImageCheck(RasterImage(widthPx: grid.widthPx, heightPx: grid.heightPx, rgba: grid.rgba), region: .whole, request: request) }
        var dots = Drawing(300, 300, background: [255, 255, 255, 255])
        for y in stride(from: 1, to: 300, by: 2) { for x in stride(from: 1, to: 300, by: 2) { dots.fill(x, x + 1, y, y + 1) { _, _ in [0, 0, 0] } } }
        let judged = try ImageCheck(RasterImage(widthPx: 300, heightPx: 300, rgba: dots.rgba), region: .whole, request: request)
        #expect(judged.document.findings.map(\.kind) == [.nothingJudged] && !judged.document.ok)
    }

    @Test func anEdgeOfTheBackgroundsColourIsUnseenAndNotVouchedFor() throws {
        // Three cells; the middle one is the background's colour with a label: its edges cannot be
        // seen, so its width is not judged — an `unseen` error, a warning only when asked.
        var drawing = Drawing(62, 20, background: [255, 255, 255, 255])
        drawing.fill(0, 20, 2, 18) { _, _ in [200, 0, 0] }
        drawing.fill(27, 34, 8, 11) { _, _ in [0, 0, 0] }  // the label's words
        drawing.fill(42, 62, 2, 18) { _, _ in [200, 0, 0] }
        var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one)
        request.design = GridRequest(width: .pixels(62), scale: .one, columns: 3, spacing: .pixels(1))
        let judged = try ImageCheck(RasterImage(widthPx: 62, heightPx: 20, rgba: drawing.rgba), region: .whole, request: request)
        #expect(!judged.document.ok && judged.document.findings.map(\.kind) == [.unseen] && judged.document.findings[0].frames == [1],
                "\(judged.document.findings.map(\.message))")
        #expect(judged.cells.cells[1].leftPx == 21 && judged.cells.cells[1].rightPx == 41, "taken where the design has it")
        request.severities[.unseen] = .warning
        let told = try ImageCheck(RasterImage(widthPx: 62, heightPx: 20, rgba: drawing.rgba), region: .whole, request: request)
        #expect(told.document.ok && told.document.findings.map(\.severity) == [.warning], "\(told.document.findings.map(\.message))")
    }
}
