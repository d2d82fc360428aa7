// PaintedCells: the cells a screenshot shows, found from its pixels — what `check --image` judges.
//
// Rule (Docs/check-images.md), in a region of the image:
// - Colours are compared within the noise (`Pixels`).
// - The background is known before cells are sought (`Background`): of the colours it may be —
//   the colour around the region that a gap inside it shows too, the colour of the design's gaps,
//   the colours of whole rows of one colour (`BackgroundChoice`) — the one under which the most
//   bands look like rows of cells (the design's, or without one cells rather than text; without a
//   design, or with one that fits no band, then the most that look like rows of cells; else a tie
//   goes to the first); a vertical gradient is
//   followed row to row; with none of these, the most common colour of the region's first and
//   last columns, a guess the reading says.
// - A band is a run of rows that are not background: one row of cells. In a band, a column of
//   pixels is background when every pixel of it in the band is (against each row's background);
//   the cells are the runs of other columns, split at dividers — lines 1 or 2px wide of one colour
//   down the whole band that neither side continues (cells that touch across a line of their own). With a design, the runs that overlap one of its
//   columns are one cell (the words of a label on a cell of the background's colour), a run that
//   overlaps none stands in the nearest. Which bands are judged (`GridBands`): in a region, every
//   band but text — a heading, labels under cells, a rule —; with `--region auto` the grid's.
// - A cell's top and bottom are its own: the first and last rows of the band with a pixel of it.
// - A cell's edges are seen when the cell is a shape — solid (at least half of its box is not
//   background: a card, a photo, a rounded card or a capsule, whose widest row gives its edges) or
//   outlined (a border on its four sides). Otherwise only its content was found (a label on a cell
//   of the background's colour): its edges are unseen, and the check does not vouch for its width.
// - A seen edge is blurred when, in at least half of the rows where the pixel outside it is
//   background or a shadow on it (and at least 40 % of the cell's rows: the straight part of a
//   rounded card, not its anti-aliased curve), the edge pixel is a blend: between what is outside
//   and the pixel inside it,
//   10–90 % of the way from the outside (the fraction of the pixel the cell covers), and stepping
//   to the pixel inside by more than the cell's own colour changes over the next pixel plus the
//   noise (a photo's gradient is not a blend).

/// The cells found in a region of a screenshot, and what could not be judged.
package struct PaintedCells: Sendable {
    /// A rectangle of the image, in image pixels.
    package struct Region: Sendable, Hashable {
        package var xPx: Int, yPx: Int, widthPx: Int, heightPx: Int
        package init(xPx: Int, yPx: Int, widthPx: Int, heightPx: Int) {
            self.xPx = xPx; self.yPx = yPx; self.widthPx = widthPx; self.heightPx = heightPx
        }
    }

    /// One cell: its pixels in the image, its band, its design column, and its edges' state.
    package struct Cell: Sendable, Hashable {
        /// Left and right edges (right exclusive), top and bottom (its own, inside its band), in image px.
        package var leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int
        /// Which band (row of cells), from the top.
        package var band: Int
        /// The design column it stands in, when a design is given.
        package var column: Int?
        /// Whether each edge was seen (false: only the cell's content was found).
        package var leftSeen = true, rightSeen = true
        /// Whether each seen edge is a blend of the cell's and the background's colours.
        package var leftBlurred = false, rightBlurred = false
        /// How much of a blurred edge's pixel the cell covers (0 … 1), from its colour.
        package var leftCoverage = 1.0, rightCoverage = 1.0
    }

    /// The region read.
    package let region: Region
    /// The background colour, one UInt32 with R in the low byte (a gradient's: the colour it was chosen by).
    package let background: UInt32
    /// A vertical gradient's first and last background colours, nil for a flat background.
    package let gradient: (top: UInt32, bottom: UInt32)?
    /// Where the background colour was seen (`BackgroundChoice`).
    package let backgroundSource: BackgroundSource
    /// Each judged band's rows, top to bottom, in image px.
    package let bands: [Range<Int>]
    /// The bands of content the reading left out (a heading, labels, a rule, a footer), in image px.
    package let leftOutBands: [Range<Int>]
    /// How many bands of content the reading left out.
    package var bandsLeftOut: Int { leftOutBands.count }
    /// The cells, band by band, left to right.
    package internal(set) var cells: [Cell] = []
    /// How many cells the region holds (more than `cells` when past `Limits.maxItems`).
    package private(set) var cellsFound = 0

    /// Without a design, the smallest cell `--region auto` takes for one (narrower or lower: text).
    package static let minimumCellPx = 24

    /// The default noise: 8 levels of 255 per channel.
    package static let defaultNoiseLevels = 8

    /// The cells of `image` in `region`. `columns`: the design's columns (left edge and width, in px
    /// from the region's left), to gather each column's runs into one cell and to tell which rows
    /// look like the design's; `onlyGrid` keeps only the grid's bands (`--region auto`, `GridBands`).
    package init(_ image: RasterImage, region: Region, columns: [(xPx: Int, widthPx: Int)]?, noiseLevels: Int = defaultNoiseLevels,
                 onlyRowLike onlyGrid: Bool = false) {
        self.region = region
        let pixels = Pixels(image: image, noise: noiseLevels)
        let xs = region.xPx..<region.xPx + region.widthPx
        let local = columns.map { $0.map { (xPx: $0.xPx + region.xPx, widthPx: $0.widthPx) } }
        // Rows of one colour: every two pixels of the row the same (not each only like the first,
        // which a blend between two colours would be).
        var rowColour = [UInt32?](repeating: nil, count: region.heightPx)
        for (i, y) in (region.yPx..<region.yPx + region.heightPx).enumerated() {
            rowColour[i] = pixels.oneColour(xs, y)
        }
        let candidates = Self.backgroundCandidates(pixels, region: region, rowColour: rowColour, columns: local)
        // Each candidate read; the one under which most bands look like rows of cells (the first on a tie).
        var tooMany = false
        var best: (background: Background, bands: [GridBands.Band], source: BackgroundSource)?
        for (colour, from) in candidates {
            let background = Background(colour, rowColour: rowColour, pixels: pixels)
            // The runs kept are bounded: past a few times the most frames a check takes, a band's
            // runs are counted as too many rather than kept (a noise image has one per pixel).
            var kept = 0
            let bands = background.bands(regionY: region.yPx).flatMap {
                Self.splitAtRules($0, xs: xs, pixels: pixels, background: background, regionY: region.yPx)
            }.map { rows in
                var runs = kept > 4 * Limits.maxItems ? [] : Self.runs(pixels, xs: xs, band: rows, background: background, regionY: region.yPx)
                kept += runs.count
                if kept > 4 * Limits.maxItems { runs = [] }
                return GridBands.Band(rows: rows, runs: runs.map { $0.lowerBound - region.xPx..<$0.upperBound - region.xPx }, columns: columns)
            }
            // Most bands like the design's rows, then most like rows of cells (a design that fits none).
            // With a design, a tie goes to the first candidate (the colour around, seen in a gap):
            // a taller band read under a cell's colour is not more like a row of cells.
            let score = { (bands: [GridBands.Band]) in
                let rows = bands.count(where: \.isRowLike)
                return (rows, columns == nil || rows == 0 ? bands.count(where: \.isCellLike) : 0)
            }
            if best == nil || score(bands) > score(best!.bands) { best = (background, bands, from) }
            if kept > 4 * Limits.maxItems, best?.background.colour == colour { tooMany = true } else if best?.background.colour == colour { tooMany = false }
        }
        let background = best!.background
        self.background = background.colour
        backgroundSource = best!.source
        gradient = background.isGradient ? (background.top, background.bottom) : nil
        let chosen = onlyGrid ? GridBands.grid(best!.bands, columns: columns) : GridBands.rowsInRegion(best!.bands)
        leftOutBands = best!.bands.indices.filter { !chosen.contains($0) }.map { best!.bands[$0].rows }
        var kept: [Range<Int>] = []
        for index in chosen {
            let band = best!.bands[index]
            // Past the most frames a check takes, the count is all that matters (FrameCheck refuses
            // it): the cells of a noise image are not all kept, nor their edges judged.
            guard cells.count <= Limits.maxItems else {
                cellsFound += band.runs.count
                continue
            }
            let runs = band.runs.map { $0.lowerBound + region.xPx..<$0.upperBound + region.xPx }
            cells += Self.cells(runs, band: band.rows, index: kept.count, columns: local, pixels: pixels, background: background, regionY: region.yPx)
            kept.append(band.rows)
        }
        cellsFound += cells.count
        if tooMany { cellsFound = max(cellsFound, 4 * Limits.maxItems + 1) }
        self.bands = kept
        guard cellsFound <= Limits.maxItems else { return }
        for i in cells.indices { judgeEdges(&cells[i], pixels, background: background) }
    }

    /// The runs of columns in `xs` that are not background across `band`, each split at its
    /// dividers: a line 1 or 2px wide of one colour down the whole band, that neither column beside
    /// it continues (a grid drawn with 1px lines of its own colour between touching cells, as
    /// gridcalc's SVG and a dashboard's separators are). A divider is a gap, in neither cell.
    static func runs(_ pixels: Pixels, xs: Range<Int>, band: Range<Int>, background: Background, regionY: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for x in xs.lowerBound...xs.upperBound {
            let content = x < xs.upperBound && !band.allSatisfy { pixels.same(pixels[x, $0], background.at($0, regionY: regionY)) }
            if content, start == nil { start = x }
            if !content, let s = start {
                runs.append(s..<x)
                start = nil
            }
        }
        guard band.count >= 2 else { return runs }
        /// Whether column `x` is one colour down the band, and a colour the column `beside` is not.
        func line(_ x: Int, beside: Int) -> Bool {
            let middle = (band.lowerBound + band.upperBound) / 2
            guard !pixels.same(pixels[x, middle], pixels[beside, middle]) else { return false }
            let top = pixels[x, band.lowerBound]
            return band.allSatisfy { pixels.same(pixels[x, $0], top) }
                && 2 * band.count { !pixels.same(pixels[x, $0], pixels[beside, $0]) } >= band.count
        }
        var split: [Range<Int>] = []
        for run in runs {
            var from = run.lowerBound
            var x = run.lowerBound + 1
            var dividerColour: UInt32?
            let first = split.count
            while x < run.upperBound - 1 {
                // A divider of width 1 or 2 starting at x, with content on both sides.
                let width = line(x, beside: x - 1) ? (line(x, beside: x + 1) ? 1 : x + 2 < run.upperBound && pixels.same(pixels[x + 1, band.lowerBound], pixels[x, band.lowerBound]) && line(x + 1, beside: x + 2) ? 2 : 0) : 0
                if width > 0 {
                    split.append(from..<x)
                    dividerColour = pixels[x, band.lowerBound]
                    from = x + width
                    x = from + 1
                } else {
                    x += 1
                }
            }
            split.append(from..<run.upperBound)
            // The panel's frame: a line of the dividers' colour at the run's first or last column (`GridLines`).
            // Not a blend of the background and the pixel inside it: that is an edge painted off a
            // whole pixel (blurred), whatever colour a divider beside it has.
            if let colour = dividerColour {
                let y = (band.lowerBound + band.upperBound) / 2, back = background.at(y, regionY: regionY)
                func frame(_ x: Int, inside: Int) -> Bool {
                    pixels.same(pixels[x, band.lowerBound], colour) && line(x, beside: inside) && !pixels.isBlend(pixels[x, y], of: back, and: pixels[inside, y])
                }
                let l = split[first], r = split[split.count - 1]
                if l.count > 2, frame(l.lowerBound, inside: l.lowerBound + 1) {
                    split[first] = l.lowerBound + 1..<l.upperBound
                }
                if r.count > 2, frame(r.upperBound - 1, inside: r.upperBound - 2) {
                    split[split.count - 1] = r.lowerBound..<r.upperBound - 1
                }
            }
        }
        // A card's drop shadow is not the card (`CellShadows`).
        return split.filter { !$0.isEmpty }.map { withoutShadow($0, band: band, pixels: pixels, background: background, regionY: regionY) }
    }

    /// A band's cells: its runs, or with a design the runs gathered by the column each stands in.
    /// A run over several columns (a gap closed: a cell wider, or moved by a fraction of a pixel)
    /// is split where each next column's colour starts in the design's gap: each of the gap's pixel
    /// columns that matches the one before it belongs to the cell on the left. Each cell's top and
    /// bottom are its own rows in the band.
    static func cells(_ runs: [Range<Int>], band: Range<Int>, index: Int, columns: [(xPx: Int, widthPx: Int)]?, pixels: Pixels,
                      background: Background, regionY: Int) -> [Cell] {
        func cell(_ r: Range<Int>, column: Int?) -> Cell {
            Cell(leftPx: r.lowerBound, rightPx: r.upperBound, topPx: band.lowerBound, bottomPx: band.upperBound, band: index, column: column)
        }
        var out: [Cell] = []
        if let columns, !columns.isEmpty {
            let order = columns.indices.sorted { columns[$0].xPx < columns[$1].xPx }
            /// Whether pixel column `x` continues column `x - 1` in at least half of the band's rows.
            func continues(_ x: Int) -> Bool { 2 * band.count { pixels.same(pixels[x, $0], pixels[x - 1, $0]) } >= band.count }
            for whole in runs {
                // The columns it overlaps, left to right; none: it stands in the one nearest its middle.
                let overlapped = order.filter { columns[$0].xPx < whole.upperBound && whole.lowerBound < columns[$0].xPx + columns[$0].widthPx }
                guard let first = overlapped.first else {
                    let middle = whole.lowerBound + whole.upperBound
                    let nearest = columns.indices.min { abs(2 * columns[$0].xPx + columns[$0].widthPx - middle) < abs(2 * columns[$1].xPx + columns[$1].widthPx - middle) }!
                    out.append(cell(whole, column: nearest))
                    continue
                }
                var pieces: [(Range<Int>, Int)] = []
                var start = whole.lowerBound
                for (k, next) in zip(overlapped, overlapped.dropFirst()) {
                    let gapStart = max(start + 1, min(columns[k].xPx + columns[k].widthPx, whole.upperBound - 1))
                    var split = max(gapStart, min(columns[next].xPx, whole.upperBound - 1))
                    var x = gapStart
                    while x < split { if !continues(x) { split = x; break }; x += 1 }
                    pieces.append((start..<split, k))
                    start = split
                }
                pieces.append((start..<whole.upperBound, overlapped.last ?? first))
                for (range, column) in pieces {
                    if let last = out.last, last.column == column, last.band == index {
                        out[out.count - 1].rightPx = range.upperBound  // the words of one cell's label
                    } else {
                        out.append(cell(range, column: column))
                    }
                }
            }
        } else {
            out = runs.map { cell($0, column: nil) }
        }
        // Each cell's own rows: from the first to the last row of the band with a pixel of it.
        for i in out.indices {
            let xs = out[i].leftPx..<out[i].rightPx
            let has = { (y: Int) in xs.contains { !pixels.same(pixels[$0, y], background.at(y, regionY: regionY)) } }
            if let top = band.first(where: has), let bottom = band.reversed().first(where: has) {
                let rows = rowsWithoutShadow(top..<bottom + 1, xs: xs, pixels: pixels, background: background, regionY: regionY)
                out[i].topPx = rows.lowerBound
                out[i].bottomPx = rows.upperBound
            }
        }
        return out
    }

    /// Whether each edge of `cell` is seen (the cell is a shape: solid or outlined), and whether a
    /// seen one is blurred.
    func judgeEdges(_ cell: inout Cell, _ pixels: Pixels, background: Background) {
        let rows = cell.topPx..<cell.bottomPx, xs = cell.leftPx..<cell.rightPx
        let regionY = region.yPx
        func isCell(_ x: Int, _ y: Int) -> Bool { !pixels.same(pixels[x, y], background.at(y, regionY: regionY)) }
        // Solid: at least half of its box is not background. Outlined: a line on its four sides
        // (each at its edge or up to two pixels in: a border scaled after capture spreads) over at
        // least half of the side (a rounded card's border is straight between its corners), or a
        // closed ring — every row and every column of its box holds a pixel of it (a pill, whose
        // sides are all curve; a label's columns between its letters hold none).
        // Counted on every pixel of a small box, on every 4th row and column of a larger one (a
        // photo's cell is decided in a sixteenth of its pixels), stopping at half.
        let step = xs.count >= 16 && rows.count >= 16 ? 4 : 1
        var filled = 0
        let total = ((rows.count + step - 1) / step) * ((xs.count + step - 1) / step)
        sampling: for y in stride(from: rows.lowerBound, to: rows.upperBound, by: step) {
            for x in stride(from: xs.lowerBound, to: xs.upperBound, by: step) {
                if isCell(x, y) { filled += 1; if 2 * filled >= total { break sampling } }
            }
        }
        let solid = total > 0 && 2 * filled >= total
        func line(_ count: (Int) -> Int, at depths: [Int], length: Int) -> Bool { 2 * (depths.map(count).max() ?? 0) >= length }
        let outlined = !solid && xs.count >= 5 && rows.count >= 5
            && line({ x in rows.count { isCell(x, $0) } }, at: [xs.lowerBound, xs.lowerBound + 1, xs.lowerBound + 2], length: rows.count)
            && line({ x in rows.count { isCell(x, $0) } }, at: [xs.upperBound - 1, xs.upperBound - 2, xs.upperBound - 3], length: rows.count)
            && line({ y in xs.count { isCell($0, y) } }, at: [rows.lowerBound, rows.lowerBound + 1, rows.lowerBound + 2], length: xs.count)
            && line({ y in xs.count { isCell($0, y) } }, at: [rows.upperBound - 1, rows.upperBound - 2, rows.upperBound - 3], length: xs.count)
        let ring = !solid && !outlined && xs.count >= 5 && rows.count >= 5
            && rows.allSatisfy { y in xs.contains { isCell($0, y) } } && xs.allSatisfy { x in rows.contains { isCell(x, $0) } }
        cell.leftSeen = solid || outlined || ring
        cell.rightSeen = cell.leftSeen
        func blurred(_ edge: Int, outside: Int, inside: Int) -> (Bool, Double) {
            guard inside >= cell.leftPx, inside < cell.rightPx else { return (false, 1) }
            // The pixel after `inside`, to tell a step at the edge from a gradient through it.
            let further = 2 * inside - edge
            var considered = 0, blends = 0
            var coverage = 0.0
            for y in rows {
                // What lies outside: the background, or a shadow on it (`CellShadows`).
                var back = background.at(y, regionY: regionY)
                if outside >= 0, outside < pixels.width, !pixels.same(pixels[outside, y], back) {
                    guard Self.isShade(pixels[outside, y], of: back, pixels: pixels) else { continue }
                    back = pixels[outside, y]
                }
                let p = pixels[edge, y], q = pixels[inside, y]
                if pixels.same(q, back) { continue }
                considered += 1
                guard pixels.isBlend(p, of: back, and: q) else { continue }
                let f = pixels.fraction(p, from: back, to: q)
                // A blend covers a clear fraction of the pixel, and steps from the pixel inside it
                // more than the cell's own colour changes from there on.
                let step = pixels.distance(p, q)
                let onward = further >= cell.leftPx && further < cell.rightPx ? pixels.distance(q, pixels[further, y]) : 0
                if f >= 0.1, f <= 0.9, step > onward + pixels.noise {
                    blends += 1
                    coverage += f
                }
            }
            let straight = 5 * blends >= 2 * rows.count
            return (considered > 0 && 2 * blends >= considered && blends >= 2 && straight, blends > 0 ? coverage / Double(blends) : 1)
        }
        if cell.leftSeen { (cell.leftBlurred, cell.leftCoverage) = blurred(cell.leftPx, outside: cell.leftPx - 1, inside: cell.leftPx + 1) }
        if cell.rightSeen { (cell.rightBlurred, cell.rightCoverage) = blurred(cell.rightPx - 1, outside: cell.rightPx, inside: cell.rightPx - 2) }
    }
}
