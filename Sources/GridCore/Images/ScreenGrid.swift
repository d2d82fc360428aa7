// ScreenGrid: the grid a screenshot's tree holds — a set of sibling boxes, in rows.
//
// Rule (Docs/check-images.md, "The grid is a set of sibling boxes"):
// - A candidate is the box children of one box of the tree (the page included) — a lattice among
//   them standing for its cells — that stand in the region: each at least half inside it across and down (or, where it runs past the region's edge,
//   over half of the region's width or height): a box the region's edge cuts is cut there, and the
//   side cut is said — not one that passes it by 2px or an eighth of its size at most (it overflows,
//   judged whole).
// - Touching cells of a lattice (a table's lines, tiles that touch across lines) take their lines by
//   the lattice's shape: where the lines inside are twice as wide as its frame, each cell has its
//   own border and the lines are split between the two (tiles with a 1px border each, touching);
//   otherwise each line is one line, which belongs to the cell after it (a table drawn with one line
//   between cells: each cell is its pitch), and the frame's closing line to none. With a design, the
//   lines may also be gaps (cells between dividers, each cell its box): the reading whose edges
//   the design confirms more is taken.
// - With a design (its columns, in px from the region's left): each candidate's boxes stand on the
//   design column they overlap most (at least half of the narrower); a box narrower than half its
//   column is not a cell of it (an icon, a label), nor one wider than two of it (a panel, a bar). The candidate whose boxes confirm the most design
//   edges (each edge within a tenth of the column's width, 2px at least) is the grid; a tie goes to
//   the one with more cells, then the one whose confirmed edges are off by fewer px in all, then the larger. Every box of it that stands on a column is a cell.
// - Without one: the candidate's boxes at least 4px in both directions and under a third of the
//   image (a panel is not a cell) are grouped by width (each
//   within a quarter of the narrowest), and the group of three or more boxes (two have nothing but
//   each other to be held to) that covers the most area
//   and makes a grid (two side by side in a row, or one column of heights within three times each
//   other) is the grid, with the other
//   boxes in its rows of about their height (a cell of another width among them).
// - With a design and no region drawn (`--region auto`, the whole image), only the rows the design
//   fits are the grid: from the first with a cell whose both edges are its column's to the last,
//   and those between (`fittingRows`).
// - Rows: cells whose vertical extents overlap by half of the shorter are one row, top to bottom; a
//   row that holds two cells of one column (one above the other) makes the grid staggered. A
//   row ends its section when content or another box of the parent lies between it and the next
//   row (a heading, a rule), or when it is the last.
// - With a design, a design column no cell of a row stands on holds, in that row, either content of
//   the parent (text or an icon: a cell whose edges cannot be seen — `unseen`) or nothing (a cell
//   missing). Without one, in a row of three cells or more, a gap as wide as one cell and two gaps
//   (of the width and gap most of the row has) that holds content is such a cell too (an ellipsis).

/// The grid found in a screenshot's tree.
package struct ScreenGrid: Sendable {
    /// One cell: its pixels in the image, its row and design column, what it was read from.
    package struct Cell: Sendable, Hashable {
        /// Left and right edges (right exclusive), top and bottom, in image px.
        package var leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int
        /// Its row, from the top.
        package var row: Int
        /// The design column it stands on (with a design).
        package var column: Int?
        /// The box of the tree it is, nil for a cell of which only content was found.
        package var box: Int?
        /// What cuts each side (left, top, right, bottom), if anything: the region, the image's side,
        /// a scroller (the evidence, in words).
        package var cut: [String?] = [nil, nil, nil, nil]
        /// Whether its edges cannot be seen (only content was found where the design has a cell).
        package var unseen = false
        /// Whether each side lies on the image's side, with no border of its own there (it may go on past it).
        var touches: [Bool] = [false, false, false, false]
        package var widthPx: Int { rightPx - leftPx }
        package var heightPx: Int { bottomPx - topPx }
    }

    /// A design column with no cell in a row, and nothing there.
    package struct Missing: Sendable, Hashable {
        package let row: Int, column: Int
        package let leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int
    }

    /// The cells, row by row, left to right.
    package private(set) var cells: [Cell] = []
    /// Each row's top and bottom (image px).
    package private(set) var rows: [Range<Int>] = []
    /// Whether each row ends its section (the last row, or one a heading follows).
    package private(set) var endsSection: [Bool] = []
    /// The box whose children the cells are, nil when none was found.
    package private(set) var parent: Int?
    /// The design columns no cell of a row stands on, with nothing there.
    package private(set) var missing: [Missing] = []
    /// How the lattice's lines were shared, when the cells touch across lines.
    package private(set) var lines: String?
    /// Whether the cells stand in columns whose rows do not line up (a staggered feed): two cells of
    /// one column fall in one row.
    package private(set) var staggered = false

    /// The grid of `tree` in `region`; `columns`: the design's (left and width, px from the region's left).
    package init(_ tree: ScreenTree, region: PaintedCells.Region, columns: [(xPx: Int, widthPx: Int)]?, fitting: Bool = false) {
        var best: (score: [Int], parent: Int, cells: [Cell], gaps: Bool)?
        for p in tree.boxes.indices where tree.boxes[p].kind != .content && Self.reaches(tree.boxes[p], region) {
            // With a design, a lattice's lines may be its gaps (cells between dividers): both are tried.
            let latticed = tree.boxes[p].children.contains { tree.boxes[$0].kind == .lattice }
            for gaps in columns != nil && latticed ? [false, true] : [false] {
                let kids = Self.candidates(tree, parent: p, region: region, linesAreGaps: gaps)
                guard !kids.isEmpty else { continue }
                let chosen: (score: [Int], cells: [Cell])?
                if let columns {
                    chosen = Self.designed(kids, columns: columns, region: region)
                } else {
                    chosen = Self.regular(kids, imageArea: tree.boxes[0].area)
                }
                guard let chosen else { continue }
                if best == nil || chosen.score.lexicographicallyPrecedes(best!.score) == false && chosen.score != best!.score {
                    best = (chosen.score, p, chosen.cells, gaps)
                }
            }
        }
        guard let best else { return }
        parent = best.parent
        let holders = Set(best.cells.compactMap { $0.box.flatMap { tree.boxes[$0].parent } }).map { tree.boxes[$0] }
        lines = holders.first { !$0.verticalLines.isEmpty || !$0.horizontalLines.isEmpty }.map { best.gaps ? "gaps" : Self.sharing($0) }
        var cells = best.cells
        if fitting, columns != nil { cells = Self.fittingRows(cells, columns: columns!, region: region) }
        arrange(cells, tree: tree, region: region, columns: columns)
    }

    /// Where the grid was not drawn around (`--region auto`, the whole image), the rows the design
    /// fits: from the first row with a cell whose both edges are its column's (within a twentieth of
    /// the column, 2px at least) to the last such row, every row between them, and next to them rows
    /// as tall as theirs within their span (one merged across a gap is judged, and fails); a list
    /// above the grid on the same column, rows of another height, is not the grid.
    static func fittingRows(_ cells: [Cell], columns: [(xPx: Int, widthPx: Int)], region: PaintedCells.Region) -> [Cell] {
        func fits(_ c: Cell) -> Bool {
            guard let k = c.column else { return false }
            let col = columns[k], slack = max(2, col.widthPx / 20)
            return abs(c.leftPx - region.xPx - col.xPx) <= slack && abs(c.rightPx - region.xPx - col.xPx - col.widthPx) <= slack
        }
        let fitting = cells.filter(fits)
        guard var top = fitting.map(\.topPx).min(), var bottom = fitting.map(\.bottomPx).max(),
              let left = fitting.map(\.leftPx).min(), let right = fitting.map(\.rightPx).max() else { return cells }
        // A row as tall as the grid's, within its span, next to it (a row's height away at most):
        // a first or last row the design does not fit (cells merged, moved) is the grid's, and fails.
        let typical = fitting.map(\.heightPx).sorted()[fitting.count / 2]
        var grew = true
        while grew {
            grew = false
            for c in cells where !(c.bottomPx > top && c.topPx < bottom) {
                let near = c.bottomPx <= top ? top - c.bottomPx : c.topPx - bottom
                if near <= typical, 4 * abs(c.heightPx - typical) <= typical, c.leftPx >= left - 2, c.rightPx <= right + 2 {
                    top = min(top, c.topPx); bottom = max(bottom, c.bottomPx); grew = true
                }
            }
        }
        return cells.filter { 2 * (min($0.bottomPx, bottom) - max($0.topPx, top)) >= $0.heightPx }
    }

    /// Whether `box` overlaps `region` at all.
    static func reaches(_ box: ScreenBox, _ region: PaintedCells.Region) -> Bool {
        box.left < region.xPx + region.widthPx && region.xPx < box.right && box.top < region.yPx + region.heightPx && region.yPx < box.bottom
    }

    /// The box children of `parent` that stand in `region`, clipped to it, each with its lattice
    /// share of the lines around it.
    static func candidates(_ tree: ScreenTree, parent: Int, region: PaintedCells.Region, linesAreGaps: Bool = false) -> [Cell] {
        let p = tree.boxes[parent]
        let rx0 = region.xPx, rx1 = region.xPx + region.widthPx, ry0 = region.yPx, ry1 = region.yPx + region.heightPx
        var out: [Cell] = []
        // A lattice among them is its cells (a table, tiles touching across lines), each by its lines.
        let members = p.children.flatMap { k in tree.boxes[k].kind == .lattice ? tree.boxes[k].children.map { ($0, k) } : [(k, parent)] }
        for (k, holder) in members {
            let b = tree.boxes[k]
            guard b.isBox else { continue }
            var (l, t, r, bottom) = linesAreGaps ? (b.left, b.top, b.right, b.bottom) : extent(b, in: tree.boxes[holder])
            let ix = min(r, rx1) - max(l, rx0), iy = min(bottom, ry1) - max(t, ry0)
            guard ix > 0, iy > 0 else { continue }
            let across = 2 * ix >= r - l || 2 * ix >= region.widthPx
            let down = 2 * iy >= bottom - t || 2 * iy >= region.heightPx
            guard across, down else { continue }
            var cell = Cell(leftPx: l, rightPx: r, topPx: t, bottomPx: bottom, row: 0, column: nil, box: k)
            // Cut where it runs past the region; at the image's side, when it has no border there
            // and is smaller than its row's others (`arrange`).
            // A box a little past the region's side (2px, an eighth of it) is not cut: it overflows, judged whole.
            func cuts(_ past: Int, _ size: Int) -> Bool { past > 2 && 8 * past > size }
            let (w, h) = (r - l, bottom - t)
            if cuts(rx0 - l, w) { cell.cut[0] = "cut by the region's left edge (its box starts at x \(l)px, the region at \(rx0)px)"; l = rx0 }
            if cuts(ry0 - t, h) { cell.cut[1] = "cut by the region's top edge (its box starts at y \(t)px, the region at \(ry0)px)"; t = ry0 }
            if cuts(r - rx1, w) { cell.cut[2] = "cut by the region's right edge (its box ends at x \(r)px, the region at \(rx1)px)"; r = rx1 }
            if cuts(bottom - ry1, h) { cell.cut[3] = "cut by the region's bottom edge (its box ends at y \(bottom)px, the region at \(ry1)px)"; bottom = ry1 }
            let image = tree.boxes[0]
            cell.touches = [l == image.left && b.border[0] == 0, t == image.top && b.border[1] == 0,
                            r == image.right && b.border[2] == 0, bottom == image.bottom && b.border[3] == 0]
            (cell.leftPx, cell.topPx, cell.rightPx, cell.bottomPx) = (l, t, r, bottom)
            out.append(cell)
        }
        return out
    }

    /// A child's extent: its box, or in a lattice its share of the lines around it (`sharing`).
    static func extent(_ b: ScreenBox, in p: ScreenBox) -> (Int, Int, Int, Int) {
        guard !p.verticalLines.isEmpty || !p.horizontalLines.isEmpty else { return (b.left, b.top, b.right, b.bottom) }
        let split = sharing(p) == "split"
        /// The extent along one axis of the hole `low ..< high` between `lines`.
        /// The extent along one axis of the hole `low ..< high` between `lines`, in a lattice from
        /// `start` to `end` (a line there is its frame).
        func along(_ low: Int, _ high: Int, _ lines: [Range<Int>], _ start: Int, _ end: Int) -> (Int, Int) {
            let before = lines.last { $0.upperBound <= low && low - $0.upperBound <= 1 }
            let after = lines.first { $0.lowerBound >= high && $0.lowerBound - high <= 1 }
            var a = low, z = high
            if let before {
                a = split ? (before.lowerBound == start ? before.lowerBound : before.lowerBound + before.count / 2) : before.lowerBound
            }
            if let after {
                z = split ? (after.upperBound == end ? after.upperBound : after.lowerBound + after.count / 2) : after.lowerBound
            }
            return (a, z)
        }
        let (l, r) = along(b.left, b.right, p.verticalLines, p.left, p.right)
        let (t, bottom) = along(b.top, b.bottom, p.horizontalLines, p.top, p.bottom)
        return (l, t, r, bottom)
    }

    /// How a lattice's lines are shared: `split` when its inside lines are twice the narrowest line of
    /// its frame (each cell's own border, touching), else `leading` (one line a cell, before it).
    static func sharing(_ p: ScreenBox) -> String {
        func frameAndInside(_ lines: [Range<Int>], _ low: Int, _ high: Int) -> (frame: [Int], inside: [Int]) {
            var frame: [Int] = [], inside: [Int] = []
            for l in lines { if l.lowerBound == low || l.upperBound == high { frame.append(l.count) } else { inside.append(l.count) } }
            return (frame, inside)
        }
        let v = frameAndInside(p.verticalLines, p.left, p.right), h = frameAndInside(p.horizontalLines, p.top, p.bottom)
        let frame = v.frame + h.frame, inside = v.inside + h.inside
        guard let f = frame.min(), !inside.isEmpty else { return "leading" }
        return inside.allSatisfy { $0 == 2 * f } ? "split" : "leading"
    }

    /// With a design: the candidate's cells on the design's columns, and its score (edges confirmed,
    /// cells, how far the confirmed edges are off in all, area).
    static func designed(_ kids: [Cell], columns: [(xPx: Int, widthPx: Int)], region: PaintedCells.Region) -> (score: [Int], cells: [Cell])? {
        var cells: [Cell] = []
        var confirmed = 0, off = 0
        for var kid in kids {
            let l = kid.leftPx - region.xPx, r = kid.rightPx - region.xPx
            var bestColumn: Int?, bestOverlap = 0
            for (k, c) in columns.enumerated() {
                let overlap = min(r, c.xPx + c.widthPx) - max(l, c.xPx)
                if overlap > bestOverlap { bestOverlap = overlap; bestColumn = k }
            }
            guard let k = bestColumn else { continue }
            let c = columns[k]
            // On it: overlapping half of the narrower, at least half its width, at most two of it wide
            // (two cells merged across a gap), and not reaching past the design's columns.
            guard 2 * bestOverlap >= min(r - l, c.widthPx), 2 * (r - l) >= c.widthPx, r - l <= 2 * c.widthPx + 8 else { continue }
            let slack = max(2, c.widthPx / 10)
            if kid.cut[0] == nil, abs(l - c.xPx) <= slack { confirmed += 1; off += abs(l - c.xPx) }
            if kid.cut[2] == nil, abs(r - c.xPx - c.widthPx) <= slack { confirmed += 1; off += abs(r - c.xPx - c.widthPx) }
            kid.column = k
            cells.append(kid)
        }
        guard !cells.isEmpty else { return nil }
        let area = cells.reduce(0) { $0 + $1.widthPx * $1.heightPx }
        return ([confirmed, cells.count, -off, area], cells)
    }

    /// Without a design: the largest group of two or more boxes of about one width, and its score
    /// (its area, its count).
    static func regular(_ kids: [Cell], imageArea: Int) -> (score: [Int], cells: [Cell])? {
        // A box of a third of the image or more is a panel, not a cell.
        let sized = kids.filter { $0.widthPx >= 4 && $0.heightPx >= 4 && 3 * $0.widthPx * $0.heightPx < imageArea }.sorted { $0.widthPx < $1.widthPx }
        var best: [Cell] = []
        var bestArea = 0
        var start = 0
        while start < sized.count {
            var end = start + 1
            let base = sized[start].widthPx
            while end < sized.count, 4 * sized[end].widthPx <= 5 * base { end += 1 }
            let group = Array(sized[start..<end])
            let area = group.reduce(0) { $0 + $1.widthPx * $1.heightPx }
            if group.count >= 3, area > bestArea, isGrid(group) { best = group; bestArea = area }
            start = end
        }
        guard best.count >= 3 else {
            // No grid: the largest box alone (one cell, nothing to hold it to), a panel included.
            guard let largest = kids.filter({ $0.widthPx >= 4 && $0.heightPx >= 4 }).max(by: { $0.widthPx * $0.heightPx < $1.widthPx * $1.heightPx }) else { return nil }
            return ([0, 1, largest.widthPx * largest.heightPx], [largest])
        }
        // The other boxes in its rows, of about its rows' height: cells of another width in them.
        var cells = best
        for kid in kids where !best.contains(kid) && kid.widthPx >= 4 {
            if best.contains(where: { c in
                let overlap = min(c.bottomPx, kid.bottomPx) - max(c.topPx, kid.topPx)
                return 2 * overlap >= min(c.heightPx, kid.heightPx) && 4 * abs(c.heightPx - kid.heightPx) <= c.heightPx
            }) { cells.append(kid) }
        }
        // A box alone in a row between the grid's rows, as tall as they are, its sides on the
        // grid's columns: cells merged across the row (the rules say which).
        let top = best.map(\.topPx).min()!, bottom = best.map(\.bottomPx).max()!
        for kid in kids where !cells.contains(kid) && kid.topPx > top && kid.bottomPx < bottom {
            let onColumns = best.contains { abs($0.leftPx - kid.leftPx) <= 1 } && best.contains { abs($0.rightPx - kid.rightPx) <= 1 }
            let asTall = best.contains { 4 * abs($0.heightPx - kid.heightPx) <= $0.heightPx }
            let alone = !cells.contains { min($0.bottomPx, kid.bottomPx) > max($0.topPx, kid.topPx) }
            if onColumns, asTall, alone, kid.widthPx > best.map(\.widthPx).max()! { cells.append(kid) }
        }
        return ([bestArea, best.count], cells)
    }

    /// Whether `cells` make a grid: two of them side by side in a row, or else one column (two with
    /// the same left edge and width within 2px, one above the other) of heights within three times
    /// each other.
    static func isGrid(_ cells: [Cell]) -> Bool {
        var column = false
        for (i, a) in cells.enumerated() {
            for b in cells[(i + 1)...] {
                let overlapY = min(a.bottomPx, b.bottomPx) - max(a.topPx, b.topPx)
                if 2 * overlapY >= min(a.heightPx, b.heightPx) { return true }  // DEBUGTOGGLE
                if abs(a.leftPx - b.leftPx) <= 2, abs(a.widthPx - b.widthPx) <= 2 { column = true }
            }
        }
        // One column: a list, its cells of heights within three times each other.
        guard column, let low = cells.map(\.heightPx).min(), let high = cells.map(\.heightPx).max() else { return false }
        return 3 * low >= high
    }

    /// Puts `cells` in rows, and finds each row's unseen and missing design columns.
    mutating func arrange(_ found: [Cell], tree: ScreenTree, region: PaintedCells.Region, columns: [(xPx: Int, widthPx: Int)]?) {
        let sorted = found.sorted { ($0.topPx, $0.leftPx) < ($1.topPx, $1.leftPx) }
        var rowCells: [[Cell]] = []
        var extents: [Range<Int>] = []
        for cell in sorted {
            if let k = extents.indices.last {
                let e = extents[k]
                let overlap = min(e.upperBound, cell.bottomPx) - max(e.lowerBound, cell.topPx)
                if 2 * overlap >= min(e.count, cell.heightPx) {
                    rowCells[k].append(cell)
                    extents[k] = min(e.lowerBound, cell.topPx)..<max(e.upperBound, cell.bottomPx)
                    continue
                }
            }
            rowCells.append([cell])
            extents.append(cell.topPx..<cell.bottomPx)
        }
        // A staggered feed: a row holding two cells of one column (one above the other).
        staggered = rowCells.contains { row in
            row.indices.contains { i in row.indices.contains { j in
                j > i && 2 * (min(row[i].rightPx, row[j].rightPx) - max(row[i].leftPx, row[j].leftPx)) > min(row[i].widthPx, row[j].widthPx)
            } }
        }
        // Sections: a row ends one when something of the parent (content, another box) lies between it and the next row.
        let p = parent.map { tree.boxes[$0] }
        let members = Set(found.compactMap(\.box))
        endsSection = extents.indices.map { k in
            guard k + 1 < extents.count, let p else { return true }
            guard extents[k + 1].lowerBound > extents[k].upperBound else { return false }
            let gap = extents[k].upperBound..<extents[k + 1].lowerBound
            return p.children.contains { c in
                guard !members.contains(c) else { return false }
                let b = tree.boxes[c]
                return b.top >= gap.lowerBound && b.bottom <= gap.upperBound && Self.reaches(b, region)
            }
        }
        var all: [Cell] = []
        // The width most cells have (the wider on a tie).
        var widthCounts: [Int: Int] = [:]
        for c in sorted { widthCounts[c.widthPx, default: 0] += 1 }
        let commonWidth = widthCounts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
        for (k, row) in rowCells.enumerated() {
            var row = row.sorted { $0.leftPx < $1.leftPx }
            // A cell on the image's side, smaller than the row's widest (tallest) and than most cells
            // are (not the cell beside a merged one): cut there.
            let widest = min(row.map(\.widthPx).max() ?? 0, max(commonWidth, 1)), tallest = row.map(\.heightPx).max() ?? 0
            let rowsTallest = rowCells.map { $0.map(\.heightPx).max() ?? 0 }.max() ?? 0
            let names = ["left", "top", "right", "bottom"]
            for i in row.indices {
                row[i].row = k
                for side in 0..<4 where row[i].touches[side] && row[i].cut[side] == nil {
                    let smaller = side % 2 == 0 ? row[i].widthPx < widest : row[i].heightPx < max(tallest, rowsTallest)
                    if smaller { row[i].cut[side] = "cut at the image's \(names[side]) side, \(side % 2 == 0 ? "narrower" : "shorter") than its row's other cells" }
                }
            }
            // A carousel: the first or last cell of a row, at most three quarters of the width most of
            // the row's others have, as tall as they are and on their pitch — cut by its scroller.
            if row.count >= 3 {
                var widths: [Int: Int] = [:]
                for c in row { widths[c.widthPx, default: 0] += 1 }
                if let (common, n) = widths.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }), 2 * n > row.count {
                    let pitch = row[1].leftPx - row[0].leftPx
                    let last = row.count - 1
                    func alike(_ c: Cell) -> Bool { 4 * c.widthPx <= 3 * common && abs(c.heightPx - row[1].heightPx) <= 2 }
                    let pitches = zip(row, row.dropFirst()).map { $1.leftPx - $0.leftPx }
                    let common2 = pitches.dropFirst().dropLast()
                    if alike(row[last]), row[last].cut[2] == nil, abs(pitches[last - 1] - (common2.first ?? pitch)) <= 1 {
                        row[last].cut[2] = "the last cell of its row, \(row[last].widthPx)px of its row's \(common)px and on its pitch: cut by its scroller"
                    }
                    if alike(row[0]), row[0].cut[0] == nil, let next = common2.first, abs((row[1].rightPx - row[0].rightPx) - next) <= 1 {
                        row[0].cut[0] = "the first cell of its row, \(row[0].widthPx)px of its row's \(common)px and on its pitch: cut by its scroller"
                    }
                }
            }
            rowCells[k] = row
            all += row
        }
        // Without a design: in a row of three cells or more, a gap of one cell and two gaps (of the
        // width and gap most of the row has) that holds content of the parent is a cell whose edges
        // cannot be seen (a pagination's ellipsis).
        if columns == nil, let p {
            for (k, row) in rowCells.enumerated() where row.count >= 3 {
                func mode(_ values: [Int]) -> Int? {
                    var counts: [Int: Int] = [:]
                    for v in values { counts[v, default: 0] += 1 }
                    return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
                }
                let gaps = zip(row, row.dropFirst()).map { $1.leftPx - $0.rightPx }
                guard let g = mode(gaps), let w = mode(row.map(\.widthPx)) else { continue }
                for (a, gap) in zip(row, gaps) where abs(gap - (2 * g + w)) <= 1 {
                    let l = a.rightPx + g, r = l + w, ys = extents[k]
                    let holds = p.children.contains { i in
                        let b = tree.boxes[i]
                        guard !members.contains(i) else { return false }
                        return b.left >= l - 1 && b.right <= r + 1 && min(b.bottom, ys.upperBound) > max(b.top, ys.lowerBound)
                    }
                    guard holds else { continue }
                    var cell = Cell(leftPx: l, rightPx: r, topPx: a.topPx, bottomPx: a.bottomPx, row: k, column: nil, box: nil)
                    cell.unseen = true
                    all.append(cell)
                }
            }
            all.sort { ($0.row, $0.leftPx) < ($1.row, $1.leftPx) }
        }
        // With a design: each row's design columns no cell stands on — content there is a cell whose
        // edges cannot be seen; nothing there, a missing cell.
        if let columns, let p {
            for (k, row) in rowCells.enumerated() {
                let present = Set(row.compactMap(\.column))
                for (c, column) in columns.enumerated() where !present.contains(c) {
                    let l = column.xPx + region.xPx, r = l + column.widthPx
                    let ys = extents[k]
                    let content = p.children.contains { i in
                        let b = tree.boxes[i]
                        guard !members.contains(i) else { return false }
                        let ix = min(b.right, r) - max(b.left, l), iy = min(b.bottom, ys.upperBound) - max(b.top, ys.lowerBound)
                        return ix > 0 && iy > 0 && b.left >= l - 2 && b.right <= r + 2
                    }
                    if content {
                        var cell = Cell(leftPx: l, rightPx: r, topPx: ys.lowerBound, bottomPx: ys.upperBound, row: k, column: c, box: nil)
                        cell.unseen = true
                        all.append(cell)
                    } else {
                        missing.append(Missing(row: k, column: c, leftPx: l, rightPx: r, topPx: ys.lowerBound, bottomPx: ys.upperBound))
                    }
                }
            }
            all.sort { ($0.row, $0.leftPx) < ($1.row, $1.leftPx) }
        }
        cells = all
        rows = extents
    }
}
