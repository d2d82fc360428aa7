// BackgroundChoice: the colours a region's background may be, and where each was seen — before
// any cell is sought, and never from a column that may be a cell.
//
// Rule: the candidates, in this order (PaintedCells reads the region under each and keeps the one
// under which the most bands look like rows of cells; the first on a tie):
// 1. Around the region, when it is inside the image: the colour of most of the pixels just outside
//    it (at least half of them), when a whole column or row inside the region is that colour too —
//    a gap between cells: the region was drawn tight around them. A panel of its own colour on a
//    page of another is not read by the page's colour: no column of the page's colour crosses it.
// 2. Rows of one colour: the region's first row's, its last row's, and the three most common.
// 3. A frame: the region's first and last columns, when both are wholly of one colour, the same
//    (an inset of the background's colour — or the flat sides of cells, which the reading under
//    the next candidate then outscores).
// 4. The design's gaps: with a design, the colour of at least 90 % of the pixels of the gaps it
//    predicts between its columns, over the region's height (the background — or the divider
//    lines of touching cells, which a frame of another colour then outranks on a tie).
// 5. Gaps between columns: the colour of whole columns of one colour in at least two runs, none
//    at the region's sides (the gaps of a row of cells cropped tight, read without a design).
// 6. Only when there is none of these: the most common colour of the region's first and last
//    columns — which may be a cell's. The reading says the background was guessed.
// A colour found twice is one candidate, named by the strongest evidence for it (its rows, then
// around, then the frame, then the design's gaps, then gaps between columns).

extension PaintedCells {
    /// Where the background colour was seen.
    package enum BackgroundSource: Sendable, Hashable {
        /// Whole rows of the region of one colour.
        case rows
        /// The pixels around the region, and a gap inside it.
        case around
        /// The region's first and last columns, wholly of one colour.
        case frame
        /// The gaps the design predicts between its columns.
        case designGaps
        /// Whole columns of one colour between content, in two places or more.
        case columnGaps
        /// The region's side columns (no other evidence): a guess.
        case sides

        /// The words of the reading note: `from its rows of one colour`.
        package var words: String {
            switch self {
            case .rows: return "its rows of one colour"
            case .around: return "the pixels around the region, which a gap inside it shows too"
            case .frame: return "the region's first and last columns, each of one colour"
            case .designGaps: return "the gaps the design puts between its columns"
            case .columnGaps: return "the gaps between its columns: whole columns of one colour between content"
            case .sides: return "the region's side columns, a guess: no row is of one colour, no gap shows the colour around it"
            }
        }
    }

    /// The candidate background colours of `region`, each with where it was seen, by the rule above.
    /// `rowColour` is each region row's colour when it is of one colour; `columns` the design's, in image px.
    static func backgroundCandidates(_ pixels: Pixels, region: Region, rowColour: [UInt32?],
                                     columns: [(xPx: Int, widthPx: Int)]?) -> [(colour: UInt32, source: BackgroundSource)] {
        // Each region column's colour when it is wholly one colour (every pixel the same as its top one).
        let ys = region.yPx..<region.yPx + region.heightPx
        let columnColour: [UInt32?] = (region.xPx..<region.xPx + region.widthPx).map { x in
            let top = pixels[x, region.yPx]
            return ys.allSatisfy { pixels.same(pixels[x, $0], top) } ? top : nil
        }
        var out: [(colour: UInt32, source: BackgroundSource)] = []
        func add(_ colour: UInt32, _ source: BackgroundSource) {
            if let i = out.firstIndex(where: { pixels.same($0.colour, colour) }) {
                if source == .rows { out[i].source = .rows }
            } else {
                out.append((colour, source))
            }
        }
        if let around = aroundColour(pixels, region: region, rowColour: rowColour, columnColour: columnColour) { add(around, .around) }
        var counts: [UInt32: Int] = [:]
        for case let colour? in rowColour { counts[colour, default: 0] += 1 }
        for colour in [rowColour.first ?? nil, rowColour.last ?? nil].compactMap({ $0 })
            + counts.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }).prefix(3).map(\.key) {
            add(colour, .rows)
        }
        if let left = columnColour.first ?? nil, let right = columnColour.last ?? nil, pixels.same(left, right) { add(left, .frame) }
        if let columns, let gaps = designGapColour(pixels, region: region, columns: columns) { add(gaps, .designGaps) }
        if let gaps = columnGapColour(columnColour, pixels: pixels) { add(gaps, .columnGaps) }
        if out.isEmpty {
            let sides = ys.flatMap { [pixels[region.xPx, $0], pixels[region.xPx + region.widthPx - 1, $0]] }
            out.append((mostCommon(sides, pixels: pixels, atLeast: 0)!, .sides))
        }
        return out
    }

    /// The colour of most of the pixels just outside `region` (at least half of those in the
    /// image), when a whole column or row inside the region is of it; nil for a region that is
    /// the whole image.
    static func aroundColour(_ pixels: Pixels, region r: Region, rowColour: [UInt32?], columnColour: [UInt32?]) -> UInt32? {
        let image = pixels.image
        var ring: [UInt32] = []
        let xs = max(0, r.xPx - 1)..<min(image.widthPx, r.xPx + r.widthPx + 1)
        for y in [r.yPx - 1, r.yPx + r.heightPx] where y >= 0 && y < image.heightPx { for x in xs { ring.append(pixels[x, y]) } }
        for x in [r.xPx - 1, r.xPx + r.widthPx] where x >= 0 && x < image.widthPx {
            for y in r.yPx..<r.yPx + r.heightPx { ring.append(pixels[x, y]) }
        }
        guard let colour = mostCommon(ring, pixels: pixels, atLeast: 0.5) else { return nil }
        let shown = { (line: UInt32?) in line.map { pixels.same($0, colour) } ?? false }
        return rowColour.contains(where: shown) || columnColour.contains(where: shown) ? colour : nil
    }

    /// The colour of at least 90 % of the pixels in the gaps between the design's `columns`
    /// (image px) over `region`'s rows, or nil (no gap, or no such colour).
    static func designGapColour(_ pixels: Pixels, region r: Region, columns: [(xPx: Int, widthPx: Int)]) -> UInt32? {
        var gap: [UInt32] = []
        let inside = r.xPx..<r.xPx + r.widthPx
        for (a, b) in zip(columns, columns.dropFirst()) {
            for x in a.xPx + a.widthPx..<max(a.xPx + a.widthPx, b.xPx) where inside.contains(x) {
                for y in r.yPx..<r.yPx + r.heightPx { gap.append(pixels[x, y]) }
            }
        }
        return mostCommon(gap, pixels: pixels, atLeast: 0.9)
    }

    /// The colour of the most runs of whole columns of one colour (`colour`: each column's, nil
    /// when it is not of one colour) that touch neither side of the region, when it has two runs
    /// or more; nil otherwise.
    static func columnGapColour(_ colour: [UInt32?], pixels: Pixels) -> UInt32? {
        var runs: [(colour: UInt32, count: Int)] = []
        var i = 0
        while i < colour.count {
            guard let c = colour[i] else { i += 1; continue }
            var end = i + 1
            while end < colour.count, let next = colour[end], pixels.same(next, c) { end += 1 }
            if i > 0, end < colour.count {
                if let k = runs.firstIndex(where: { pixels.same($0.colour, c) }) { runs[k].count += 1 } else { runs.append((c, 1)) }
            }
            i = end
        }
        guard let best = runs.max(by: { $0.count < $1.count }), best.count >= 2 else { return nil }
        return best.colour
    }

    /// The colour most of `colours` are (within the noise), when at least `share` of them are.
    static func mostCommon(_ colours: [UInt32], pixels: Pixels, atLeast share: Double) -> UInt32? {
        guard !colours.isEmpty else { return nil }
        var counts: [UInt32: Int] = [:]
        for c in colours { counts[c, default: 0] += 1 }
        let top = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
        let near = colours.count(where: { pixels.same($0, top) })
        return Double(near) >= share * Double(colours.count) ? top : nil
    }
}
