// PaintedReading: what a screenshot's reading says of its frames that frames alone cannot — each
// cell's four edges as painted, whether its edges were seen, the sides the region or the image cuts
// (with the evidence), the design's columns a row has no cell on, and the rows' sections. The rules
// of screenshots read it (`FrameReadings.painted`): `blurred`, `unseen`, the missing cells, the
// columns the rows keep, the cells a side cuts.
//
// Rule: positions are image px; a finding says them from the region's top left (`originXPx`,
// `originYPx`), as the frames are.

/// A screenshot's reading of its frames, one cell a frame.
package struct PaintedReading: Sendable, Hashable {
    /// One edge as painted: on a whole pixel, or as a blend, and where the blend puts it (image px).
    package struct Edge: Sendable, Hashable {
        package var blurred = false
        package var paintedPx: Double
        package init(blurred: Bool = false, paintedPx: Double) {
            self.blurred = blurred
            self.paintedPx = paintedPx
        }
    }

    /// One frame's cell.
    package struct Cell: Sendable, Hashable {
        /// Its edges, left, top, right, bottom.
        package var edges: [Edge]
        /// Whether its edges were seen (false: only its content was found).
        package var seen = true
        /// Whether each side (left, top, right, bottom) is cut, and by what (the evidence).
        package var cut: [String?] = [nil, nil, nil, nil]
        /// Its row (from the top) and the design column it stands on.
        package var row: Int
        package var column: Int?
        package init(edges: [Edge], seen: Bool, cut: [String?], row: Int, column: Int?) {
            self.edges = edges
            self.seen = seen
            self.cut = cut
            self.row = row
            self.column = column
        }
    }

    /// A design column a row has no cell on, and nothing there — or an item no cell stands on (image px).
    package struct Missing: Sendable, Hashable {
        package let row: Int, column: Int?, item: Int?
        package let leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int
        package init(row: Int, column: Int?, item: Int? = nil, leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int) {
            self.row = row; self.column = column; self.item = item
            self.leftPx = leftPx; self.rightPx = rightPx; self.topPx = topPx; self.bottomPx = bottomPx
        }
    }

    /// The cells, one a frame, in frame order.
    package var cells: [Cell]
    /// The region's top left in the image.
    package var originXPx: Int, originYPx: Int
    /// The design's column count, when a design was given (nil: the rows' own columns judge them).
    package var designColumns: Int?
    /// The design columns rows have no cell on.
    package var missing: [Missing] = []
    /// Each row's top and bottom, and whether it ends a section (the last row, or a heading follows).
    package var rows: [Range<Int>] = []
    package var endsSection: [Bool] = []

    package init(cells: [Cell], originXPx: Int, originYPx: Int, designColumns: Int?) {
        self.cells = cells
        self.originXPx = originXPx
        self.originYPx = originYPx
        self.designColumns = designColumns
    }

    /// The rows whose missing design columns are a partial last row — the last row of a section,
    /// its seen cells in the leading columns — in a grid of more than one row; `leading`: the
    /// design's columns from the leading side.
    package func partialRows(leading: [Int]) -> Set<Int> {
        guard rows.count > 1, let count = designColumns else { return [] }
        var out = Set<Int>()
        for k in rows.indices where endsSection.indices.contains(k) && endsSection[k] {
            let present = Set(cells.filter { $0.row == k && $0.seen }.compactMap(\.column))
            if !present.isEmpty, present.count < count, Array(leading.prefix(present.count)).allSatisfy(present.contains) { out.insert(k) }
        }
        return out
    }
}
