// PaintedCells: the cells a screenshot shows, found from its pixels — what `check --image` judges.
//
// Rule (Docs/check-images.md), in a region of the image:
// - Two colours are the same when no channel (R, G, B, A) differs by more than `noiseLevels`
//   (of 255): the noise a lossy step leaves on a flat colour.
// - The background is a colour that fills whole rows of the region (the space between rows of cells
//   and around them): of the first row's, the last row's and the three most common such colours,
//   the one under which the most bands look like rows of the design (the first on a tie); without
//   such a row, the most common colour of the region's first and last columns.
// - A band is a run of rows that are not all of the background's colour: one row of cells. In a band, a column of
//   pixels is background when every pixel of it in the band is; the cells are the runs of other
//   columns. With a design, the runs that overlap one of its columns are one cell (the words of a
//   label on a cell of the background's colour), a run that overlaps none stands in the nearest.
// - An edge is seen when at least half of the band's rows have a pixel of the cell at it (or one
//   pixel inside: an anti-aliased or rounded edge); else the cell's colour is the background's and
//   the edge is unseen: with a design it is taken where the design has it, and a note says so.
// - A seen edge is blurred when, in at least half of the rows where the pixel outside it is
//   background, the edge pixel is a blend: between the background and the pixel inside it, differing
//   from both by more than the noise, 10–90 % of the way from the background (the fraction of the
//   pixel the cell covers), and stepping to the pixel inside by more than the cell's own colour
//   changes over the next pixel plus the noise (a photo's gradient is not a blend).

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
        /// Left and right edges (right exclusive), top and bottom (the band's), in image px.
        package var leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int
        /// Which band (row of cells), from the top.
        package var band: Int
        /// The design column it stands in, when a design is given.
        package var column: Int?
        /// Whether each edge was seen (false: the cell's colour is the background's there).
        package var leftSeen = true, rightSeen = true
        /// Whether each seen edge is a blend of the cell's and the background's colours.
        package var leftBlurred = false, rightBlurred = false
        /// How much of a blurred edge's pixel the cell covers (0 … 1), from its colour.
        package var leftCoverage = 1.0, rightCoverage = 1.0
    }

    /// The region read.
    package let region: Region
    /// The background colour, one UInt32 with R in the low byte.
    package let background: UInt32
    /// Whether the background came from a row of one colour (false: from the region's side columns).
    package let backgroundFromRows: Bool
    /// Each band's rows, top to bottom, in image px.
    package let bands: [Range<Int>]
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
    /// look like the design's; `onlyRowLike` keeps only those rows (`--region auto`).
    package init(_ image: RasterImage, region: Region, columns: [(xPx: Int, widthPx: Int)]?, noiseLevels: Int = defaultNoiseLevels,
                 onlyRowLike: Bool = false) {
        self.region = region
        let pixels = Pixels(image: image, noise: noiseLevels)
        let xs = region.xPx..<region.xPx + region.widthPx
        let local = columns.map { $0.map { (xPx: $0.xPx + region.xPx, widthPx: $0.widthPx) } }
        // Rows of one colour, and how often each colour fills one.
        var rowColour = [UInt32?](repeating: nil, count: region.heightPx)
        var counts: [UInt32: Int] = [:]
        for (i, y) in (region.yPx..<region.yPx + region.heightPx).enumerated() {
            let first = pixels[xs.lowerBound, y]
            if xs.allSatisfy({ pixels.same(pixels[$0, y], first) }) {
                rowColour[i] = first
                counts[first, default: 0] += 1
            }
        }
        // The candidates: the region's first and last rows' colours, then the three most common.
        var candidates: [UInt32] = []
        for colour in [rowColour.first ?? nil, rowColour.last ?? nil].compactMap({ $0 })
            + counts.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }).prefix(3).map(\.key)
            where !candidates.contains(colour) {
            candidates.append(colour)
        }
        backgroundFromRows = !candidates.isEmpty
        if candidates.isEmpty {
            var sides: [UInt32: Int] = [:]
            for y in region.yPx..<region.yPx + region.heightPx {
                sides[pixels[xs.lowerBound, y], default: 0] += 1
                sides[pixels[xs.upperBound - 1, y], default: 0] += 1
            }
            candidates = [sides.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })!.key]
        }
        // Each candidate read; the one under which most rows look like the design's (the first on a tie).
        var tooMany = false
        var best: (background: UInt32, bands: [(rows: Range<Int>, runs: [Range<Int>], rowLike: Bool)])?
        for colour in candidates {
            // The runs kept are bounded: past a few times the most frames a check takes, a band's
            // runs are counted as too many rather than kept (a noise image has one per pixel).
            var kept = 0
            let bands = Self.bands(pixels, xs: xs, region: region, rowColour: rowColour, background: colour).map { rows in
                var runs = kept > 4 * Limits.maxItems ? [] : Self.runs(pixels, xs: xs, band: rows, background: colour)
                kept += runs.count
                if kept > 4 * Limits.maxItems { runs = [] }
                return (rows: rows, runs: runs, rowLike: Self.looksLikeRow(runs.map { $0.lowerBound - region.xPx..<$0.upperBound - region.xPx },
                                                                            heightPx: rows.count, columns: columns))
            }
            if best == nil || bands.count(where: \.rowLike) > best!.bands.count(where: \.rowLike) { best = (colour, bands) }
            if kept > 4 * Limits.maxItems, best?.background == colour { tooMany = true } else if best?.background == colour { tooMany = false }
        }
        background = best!.background
        var kept: [Range<Int>] = []
        for band in best!.bands where band.rowLike || !onlyRowLike {
            // Past the most frames a check takes, the count is all that matters (FrameCheck refuses
            // it): the cells of a noise image are not all kept, nor their edges judged.
            guard cells.count <= Limits.maxItems else {
                cellsFound += band.runs.count
                continue
            }
            cells += Self.cells(band.runs, band: band.rows, index: kept.count, columns: local, pixels: pixels)
            kept.append(band.rows)
        }
        cellsFound += cells.count
        if tooMany { cellsFound = max(cellsFound, 4 * Limits.maxItems + 1) }
        guard cellsFound <= Limits.maxItems else {
            self.bands = kept
            return
        }
        self.bands = kept
        for i in cells.indices { judgeEdges(&cells[i], pixels) }
    }

    /// The bands under `background`: runs of rows not all of its colour.
    static func bands(_ pixels: Pixels, xs: Range<Int>, region: Region, rowColour: [UInt32?], background: UInt32) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for i in 0...region.heightPx {
            // A row of one colour other than the background is content too: a bar across, or a row
            // of cells whose gaps are all closed (which must fail, not vanish).
            let content = i < region.heightPx && (rowColour[i].map { !pixels.same($0, background) } ?? true)
            if content, start == nil { start = i }
            if !content, let s = start {
                bands.append(region.yPx + s..<region.yPx + i)
                start = nil
            }
        }
        return bands
    }

    /// Whether a band `heightPx` high whose runs are `runs` (px from the region's left) looks like a
    /// row of the design: every run inside the design's columns' span, and at least half of its
    /// gaps open. Without a design, like a row of cells rather than a line of text: two runs or
    /// more, each at least `minimumCellPx` wide, the widest at most twice the narrowest, the band
    /// at least `minimumCellPx` high.
    static func looksLikeRow(_ runs: [Range<Int>], heightPx: Int, columns: [(xPx: Int, widthPx: Int)]?) -> Bool {
        guard let columns, let first = columns.map(\.xPx).min(), let last = columns.map({ $0.xPx + $0.widthPx }).max() else {
            guard runs.count >= 2, heightPx >= minimumCellPx, let narrowest = runs.map(\.count).min(), let widest = runs.map(\.count).max() else { return false }
            return narrowest >= minimumCellPx && widest <= 2 * narrowest
        }
        guard !runs.isEmpty, runs.allSatisfy({ $0.lowerBound >= first - 2 && $0.upperBound <= last + 2 }) else { return false }
        let sorted = columns.sorted { $0.xPx < $1.xPx }
        let gaps = zip(sorted, sorted.dropFirst()).map { ($0.xPx + $0.widthPx, $1.xPx) }.filter { $0.0 < $0.1 }
        guard !gaps.isEmpty else { return runs.count == 1 || columns.count == 1 }
        let open = gaps.count { gap in !runs.contains { $0.lowerBound < gap.1 && gap.0 < $0.upperBound } }
        return 2 * open >= gaps.count && runs.count >= 2
    }

    /// The runs of columns in `xs` that are not background across `band`.
    static func runs(_ pixels: Pixels, xs: Range<Int>, band: Range<Int>, background: UInt32) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for x in xs.lowerBound...xs.upperBound {
            let content = x < xs.upperBound && !band.allSatisfy { pixels.same(pixels[x, $0], background) }
            if content, start == nil { start = x }
            if !content, let s = start {
                runs.append(s..<x)
                start = nil
            }
        }
        return runs
    }

    /// A band's cells: its runs, or with a design the runs gathered by the column each stands in.
    /// A run over several columns (a gap closed: a cell wider, or moved by a fraction of a pixel)
    /// is split where each next column's colour starts in the design's gap: each of the gap's pixel
    /// columns that matches the one before it belongs to the cell on the left.
    static func cells(_ runs: [Range<Int>], band: Range<Int>, index: Int, columns: [(xPx: Int, widthPx: Int)]?, pixels: Pixels) -> [Cell] {
        func cell(_ r: Range<Int>, column: Int?) -> Cell {
            Cell(leftPx: r.lowerBound, rightPx: r.upperBound, topPx: band.lowerBound, bottomPx: band.upperBound, band: index, column: column)
        }
        guard let columns, !columns.isEmpty else { return runs.map { cell($0, column: nil) } }
        let order = columns.indices.sorted { columns[$0].xPx < columns[$1].xPx }
        /// Whether pixel column `x` continues column `x - 1` in at least half of the band's rows.
        func continues(_ x: Int) -> Bool { 2 * band.count { pixels.same(pixels[x, $0], pixels[x - 1, $0]) } >= band.count }
        var out: [Cell] = []
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
        return out
    }

    /// Whether each edge of `cell` is seen, and whether a seen one is blurred.
    func judgeEdges(_ cell: inout Cell, _ pixels: Pixels) {
        let rows = cell.topPx..<cell.bottomPx
        func covered(_ x: Int) -> Int { rows.count { !pixels.same(pixels[x, $0], background) } }
        func seen(_ edge: Int, inward: Int) -> Bool {
            let half = (rows.count + 1) / 2
            return covered(edge) >= half || (edge + inward >= cell.leftPx && edge + inward < cell.rightPx && covered(edge + inward) >= half)
        }
        func blurred(_ edge: Int, outside: Int, inside: Int) -> (Bool, Double) {
            guard inside >= cell.leftPx, inside < cell.rightPx else { return (false, 1) }
            // The pixel after `inside`, to tell a step at the edge from a gradient through it.
            let further = 2 * inside - edge
            var considered = 0, blends = 0
            var coverage = 0.0
            for y in rows {
                if outside >= 0, outside < pixels.width, !pixels.same(pixels[outside, y], background) { continue }
                let p = pixels[edge, y], q = pixels[inside, y]
                if pixels.same(q, background) { continue }
                considered += 1
                guard pixels.isBlend(p, of: background, and: q) else { continue }
                let f = pixels.fraction(p, from: background, to: q)
                // A blend covers a clear fraction of the pixel, and steps from the pixel inside it
                // more than the cell's own colour changes from there on.
                let step = pixels.distance(p, q)
                let onward = further >= cell.leftPx && further < cell.rightPx ? pixels.distance(q, pixels[further, y]) : 0
                if f >= 0.1, f <= 0.9, step > onward + pixels.noise {
                    blends += 1
                    coverage += f
                }
            }
            return (considered > 0 && 2 * blends >= considered && blends >= 2, blends > 0 ? coverage / Double(blends) : 1)
        }
        cell.leftSeen = seen(cell.leftPx, inward: 1)
        cell.rightSeen = seen(cell.rightPx - 1, inward: -1)
        if cell.leftSeen { (cell.leftBlurred, cell.leftCoverage) = blurred(cell.leftPx, outside: cell.leftPx - 1, inside: cell.leftPx + 1) }
        if cell.rightSeen { (cell.rightBlurred, cell.rightCoverage) = blurred(cell.rightPx - 1, outside: cell.rightPx, inside: cell.rightPx - 2) }
    }

    /// The image's pixels as UInt32s, compared within the noise.
    struct Pixels {
        let image: RasterImage
        let noise: Int
        var width: Int { image.widthPx }

        subscript(x: Int, y: Int) -> UInt32 {
            let o = (y * image.widthPx + x) * 4
            return image.rgba.withUnsafeBufferPointer { p in
                UInt32(p[o]) | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2]) << 16 | UInt32(p[o + 3]) << 24
            }
        }

        /// Whether no channel of `a` and `b` differs by more than the noise.
        @inline(__always) func same(_ a: UInt32, _ b: UInt32) -> Bool {
            if a == b { return true }
            for shift in stride(from: UInt32(0), to: 32, by: 8) where abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) > noise { return false }
            return true
        }

        /// The largest difference of one channel of `a` and `b`.
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            var d = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) { d = max(d, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))) }
            return d
        }

        /// Where `p` lies from `a` (0) to `b` (1), on the channel where they differ most.
        func fraction(_ p: UInt32, from a: UInt32, to b: UInt32) -> Double {
            var best = 0, span = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let d = Int(b >> shift & 0xFF) - Int(a >> shift & 0xFF)
                if abs(d) > abs(span) { span = d; best = Int(p >> shift & 0xFF) - Int(a >> shift & 0xFF) }
            }
            return span == 0 ? 1 : min(1, max(0, Double(best) / Double(span)))
        }

        /// Whether `p` is a blend of `a` and `b`: each channel between theirs (within the noise),
        /// and `p` the same as neither.
        func isBlend(_ p: UInt32, of a: UInt32, and b: UInt32) -> Bool {
            guard !same(p, a), !same(p, b) else { return false }
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let pc = Int(p >> shift & 0xFF), ac = Int(a >> shift & 0xFF), bc = Int(b >> shift & 0xFF)
                if pc < min(ac, bc) - noise || pc > max(ac, bc) + noise { return false }
            }
            return true
        }
    }
}
