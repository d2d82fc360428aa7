// PaintedCells: the cells a screenshot shows — what `check --image` judges — read from the screen's
// tree of boxes (`ScreenTree`), the grid its sibling boxes make (`ScreenGrid`), and each cell's four
// edges as painted (`BoxEdges`).
//
// Rule (Docs/check-images.md): the whole image is read as a tree of boxes; the region given (or with
// `--region auto` the whole image) says where the grid's container is; the grid is the set of sibling
// boxes in it that best fits the design (without one, the largest set of boxes of about one width).
// A cell's edges are its box's; the background of its edges is its parent's fill. A cell of which
// only content was found (text where the design has a cell) is unseen: its edges are the design's.

/// The cells found in a region of a screenshot, and how they were found.
package struct PaintedCells: Sendable {
    /// A rectangle of the image, in image pixels.
    package struct Region: Sendable, Hashable {
        package var xPx: Int, yPx: Int, widthPx: Int, heightPx: Int
        package init(xPx: Int, yPx: Int, widthPx: Int, heightPx: Int) {
            self.xPx = xPx; self.yPx = yPx; self.widthPx = widthPx; self.heightPx = heightPx
        }
    }

    /// One cell: its pixels in the image, its row, its design column, and its edges' state.
    package struct Cell: Sendable, Hashable {
        /// Left and right edges (right exclusive), top and bottom, in image px.
        package var leftPx: Int, rightPx: Int, topPx: Int, bottomPx: Int
        /// Which row, from the top.
        package var band: Int
        /// The design column it stands on, when a design is given.
        package var column: Int?
        /// Whether its edges were seen (false: only its content was found).
        package var seen = true
        /// Each edge (left, top, right, bottom) as painted.
        package var edges: [PaintedReading.Edge]
        /// What cuts each side, if anything (the region, the image's side, a scroller), in words.
        package var cut: [String?]
        /// Its box in the tree, nil for an unseen cell.
        package var box: Int?
    }

    /// The region read.
    package let region: Region
    /// The fill the cells stand on (their parent box's), one UInt32 with R in the low byte.
    package let background: UInt32
    /// Each row's top and bottom, in image px.
    package private(set) var bands: [Range<Int>]
    /// Whether each row ends a section (the last row, or one a heading follows).
    package private(set) var endsSection: [Bool]
    /// The cells, row by row, left to right.
    package private(set) var cells: [Cell]
    /// How many cells the grid holds (more than `cells` when past `Limits.maxItems`).
    package private(set) var cellsFound: Int
    /// The tree the cells were read from.
    package let tree: ScreenTree
    /// The box whose children the cells are, nil when none was found.
    package let parent: Int?
    /// The design columns rows have no cell on.
    package let missing: [ScreenGrid.Missing]
    /// How a lattice's lines were shared between its cells, when they touch across lines.
    package let lines: String?
    /// Whether the cells stand in columns whose rows do not line up (`ScreenGrid.staggered`).
    package let staggered: Bool

    /// The noise the colours were compared with (`ScreenPixels.measuredNoise`).
    package let noise: Int

    /// The most noise: 8 levels of 255 per channel.
    package static let defaultNoiseLevels = 8

    /// The cells of `image` in `region`; `columns`: the design's (left edge and width, in px from the
    /// region's left); `fitting`: no region was drawn, only the rows the design fits are the grid's.
    package init(_ image: RasterImage, region: Region, columns: [(xPx: Int, widthPx: Int)]?, noiseLevels: Int = defaultNoiseLevels, fitting: Bool = false) {
        self.region = region
        // The runs a screen of text at most has: one every other pixel of every row, over the tree.
        let tree = ScreenTree(ScreenPixels(image, noise: noiseLevels), maximumRuns: max(1 << 16, image.widthPx * image.heightPx / 2))
        let pixels = tree.pixels
        noise = pixels.noise
        self.tree = tree
        let grid = ScreenGrid(tree, region: region, columns: columns, fitting: fitting)
        parent = grid.parent
        missing = grid.missing
        lines = grid.lines
        staggered = grid.staggered
        bands = grid.rows
        endsSection = grid.endsSection
        cellsFound = grid.cells.count
        let parentBox = grid.parent.map { tree.boxes[$0] }
        let page = tree.pageGround
        background = parentBox?.fill ?? tree.boxes[0].fill
        guard grid.cells.count <= Limits.maxItems else {
            cells = []
            return
        }
        let lattice = parentBox.map { !$0.verticalLines.isEmpty || !$0.horizontalLines.isEmpty } ?? false
        let fill = parentBox?.kind == .page || parentBox == nil ? nil : parentBox?.fill
        cells = grid.cells.map { c in
            var cell = Cell(leftPx: c.leftPx, rightPx: c.rightPx, topPx: c.topPx, bottomPx: c.bottomPx, band: c.row, column: c.column,
                            seen: !c.unseen, edges: [], cut: c.cut, box: c.box)
            // Edges shared across a lattice's lines, and unseen or cut ones, are not judged for blur.
            let judged = c.cut.map { $0 == nil && !c.unseen && !lattice }
            let border = c.box.flatMap { tree.boxes[$0].borderColour }
            cell.edges = BoxEdges.measure(left: c.leftPx, top: c.topPx, right: c.rightPx, bottom: c.bottomPx, judged: judged, border: border, pixels: pixels) { y in
                fill ?? page[y]
            }
            return cell
        }
    }

    /// The sections beside the grid's parent whose boxes were added (`addPeerSections`).
    package private(set) var peers: [Int] = []

    /// Adds the cells of the sections beside the grid's: the other box children of its parent's
    /// parent that hold boxes of about a cell's size (a quarter to four times the median cell's
    /// area) — a snapshot pair may have changed in any section of a dashboard, not only the one
    /// whose cells are the grid. Each section's boxes are rows of their own after the grid's; their
    /// edges are not judged (a pair explained judges no edge).
    package mutating func addPeerSections() {
        guard let p = parent, let holder = tree.boxes[p].parent, !cells.isEmpty else { return }
        let areas = cells.map { ($0.rightPx - $0.leftPx) * ($0.bottomPx - $0.topPx) }.sorted()
        let area = areas[areas.count / 2]
        let unjudged = [PaintedReading.Edge](repeating: PaintedReading.Edge(paintedPx: 0), count: 4)
        for s in tree.childBoxes(holder) where s != p {
            let kids = ScreenGrid.candidates(tree, parent: s, region: region, linesAreGaps: lines == "gaps")
                .filter { 4 * $0.widthPx * $0.heightPx >= area && $0.widthPx * $0.heightPx <= 4 * area }
                .sorted { ($0.topPx, $0.leftPx) < ($1.topPx, $1.leftPx) }
            guard !kids.isEmpty, cells.count + kids.count <= Limits.maxItems else { continue }
            peers.append(s)
            let first = bands.count
            for kid in kids {
                if bands.count > first, let last = bands.last, 2 * (min(last.upperBound, kid.bottomPx) - max(last.lowerBound, kid.topPx)) >= kid.heightPx {
                    bands[bands.count - 1] = min(last.lowerBound, kid.topPx)..<max(last.upperBound, kid.bottomPx)
                } else {
                    bands.append(kid.topPx..<kid.bottomPx)
                    endsSection.append(true)
                }
                cells.append(Cell(leftPx: kid.leftPx, rightPx: kid.rightPx, topPx: kid.topPx, bottomPx: kid.bottomPx, band: bands.count - 1, column: nil,
                                  edges: unjudged, cut: kid.cut, box: kid.box))
            }
        }
        cellsFound = cells.count
    }

    /// The box cells were read on, as notes say it: `the page`, or `a solid box 600 × 400px at …`.
    package var parentWords: String {
        guard let p = parent else { return "nothing" }
        let b = tree.boxes[p]
        switch b.kind {
        case .page: return "the page"
        case .lattice: return "a lattice of lines (\(b.words))"
        default: return "a \(b.kind) box (\(b.words))"
        }
    }
}
