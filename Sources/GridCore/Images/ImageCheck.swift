// ImageCheck: a screenshot judged — its cells (PaintedCells) checked by FrameCheck's rules and,
// with a design, against the design's columns, plus what only pixels show.
//
// Rule (Docs/check-images.md): the region is the container: the design is laid out at its width in
// device pixels, and every position is in image pixels from the region's top left. Each cell is
// judged against the design column it stands in (`FrameCheck.expectColumns`): its x and width, the
// gaps to its neighbours, the row's evenness, overflow past the region. Besides FrameCheck's
// findings: `blurred` for each edge painted as a blend (an error: the edge is not on a whole device
// pixel; its actual position is where the blend puts it, e.g. 120.5px for an even blend), and a
// `mismatch` of width 0 for each design column a row has no cell in (a missing cell). An edge that
// cannot be seen is taken where the design has it and said in a note, never a finding by itself.
// `--region auto` judges only the bands whose runs of cells leave the design's gaps open (without a
// design: the bands of two cells or more).

/// A screenshot checked.
package struct ImageCheck: Sendable {
    /// Where to look.
    package enum RegionChoice: Sendable, Hashable {
        /// The whole image.
        case whole
        /// A rectangle of the image (inside it).
        case rectangle(PaintedCells.Region)
        /// The whole image's width, only its bands that look like the design's rows.
        case auto
    }

    /// The cells found.
    package let cells: PaintedCells
    /// The check of their frames.
    package let check: FrameCheck
    /// The result, with the image's own findings and notes.
    package let document: CheckDocument
    /// The image's size in px.
    package let imageWidthPx: Int, imageHeightPx: Int
    /// Each row of cells' (band index) design columns with no cell in them, in finding order.
    package let missingCells: [(band: Int, column: Int)]
    /// Each frame's place in the image, as reports name it (`row 2, cell 3 at x 120, y 300`).
    package let labels: [String]

    /// Judges `image` in `regionChoice` by `request` (its subject is replaced by the cells found).
    package init(_ image: RasterImage, region regionChoice: RegionChoice, request: CheckRequest,
                 noiseLevels: Int = PaintedCells.defaultNoiseLevels) throws(CheckInputError) {
        let region: PaintedCells.Region
        if case .rectangle(let r) = regionChoice { region = r } else {
            region = PaintedCells.Region(xPx: 0, yPx: 0, widthPx: image.widthPx, heightPx: image.heightPx)
        }
        func dump(_ frames: [FramesDump.Frame]) -> CheckSubject {
            .frames(FramesDump(unit: .devicePixels, containerWidth: Double(region.widthPx), originX: Double(region.xPx),
                               originY: Double(region.yPx), frames: frames))
        }
        var request = request
        request.container = .pixels(region.widthPx)
        request.subject = dump([])
        // The design's columns at the region's width, in px from its left edge.
        let columns = try FrameCheck(request).design.map { d in d.columns.map { (xPx: $0.x.px, widthPx: $0.width.px) } }
        var cells = PaintedCells(image, region: region, columns: columns, noiseLevels: noiseLevels, onlyRowLike: regionChoice == .auto)
        guard cells.cellsFound <= Limits.maxItems else { throw .tooManyFrames(cells.cellsFound) }
        var notes: [String] = []
        let unseen = cells.takeUnseenEdgesFromDesign(columns, regionX: region.xPx)
        request.subject = dump(cells.cells.map {
            FramesDump.Frame(x: Double($0.leftPx), y: Double($0.topPx), width: Double($0.rightPx - $0.leftPx), height: Double($0.bottomPx - $0.topPx))
        })
        var check = try FrameCheck(request)
        if columns != nil { check.expectColumns(cells.cells.map(\.column)) }
        // Cells come band by band, so a cell's place in its row is a running count.
        var labels: [String] = []
        var place = 0
        for (i, c) in cells.cells.enumerated() {
            place = i > 0 && cells.cells[i - 1].band == c.band ? place + 1 : 1
            labels.append("row \(c.band + 1), cell \(place) at x \(c.leftPx), y \(c.topPx) \(c.rightPx - c.leftPx) x \(c.bottomPx - c.topPx) px")
        }
        var more: [CheckDocument.Finding] = []
        for (i, c) in cells.cells.enumerated() {
            for (edge, blurred, xPx, coverage) in [("left", c.leftBlurred, c.leftPx, c.leftCoverage), ("right", c.rightBlurred, c.rightPx, c.rightCoverage)] where blurred {
                // The edge as the blend puts it: a left edge pixel covered by a fraction f is painted from x + 1 − f.
                let at = Double(xPx - region.xPx) + (edge == "left" ? 1 - coverage : coverage - 1)
                let expected = Double(xPx - region.xPx)
                more.append(CheckDocument.Finding(.blurred, [i], edge: edge, expected: expected, actual: at,
                                                  message: "frame \(i): \(edge) edge blurred, a blend of the cell's and the background's colours: painted at about \(decimalText(at, maxFractionDigits: 2))px, not on a whole pixel"))
            }
        }
        // Missing cells: in a row with cells, each design column none stands in (one pass over the cells).
        var missing: [(band: Int, column: Int)] = []
        if let columns {
            var present = [Set<Int>](repeating: [], count: cells.bands.count)
            for c in cells.cells { if let k = c.column { present[c.band].insert(k) } }
            for band in cells.bands.indices where !present[band].isEmpty {
                for (k, column) in columns.enumerated() where !present[band].contains(k) {
                    missing.append((band, k))
                    more.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(column.widthPx), actual: 0,
                                                      message: "row \(band + 1) (y \(cells.bands[band].lowerBound)px): no cell where the design has column \(k + 1) (x \(column.xPx)–\(column.xPx + column.widthPx)px)"))
                }
            }
        }
        notes.append(Self.readingNote(cells, choice: regionChoice, noiseLevels: noiseLevels))
        let blurredEdges = more.count { $0.kind == .blurred }, edges = 2 * cells.cells.count
        if blurredEdges >= 4, 4 * blurredEdges >= 3 * edges {
            notes.append("\(blurredEdges) of the \(edges) cell edges are blurred: an image scaled after it was captured (a snapshot tool's thumbnail, a 1x copy of a 3x screen) blurs every edge; judge the capture at device pixels")
        }
        if let note = unseen { notes.append(note) }
        var document = CheckDocument(check, adding: more, notes: notes)
        document.locate(by: labels.map { CheckDocument.Source(label: $0, line: nil, column: nil, path: nil) })
        self.cells = cells
        self.check = check
        self.document = document
        self.labels = labels
        missingCells = missing
        imageWidthPx = image.widthPx
        imageHeightPx = image.heightPx
    }

    /// Where the image was read and what was found there.
    static func readingNote(_ cells: PaintedCells, choice: RegionChoice, noiseLevels: Int) -> String {
        let r = cells.region
        let c = cells.background
        let hex = [c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF].map { v in String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16) }.joined()
        let alpha = c >> 24 == 255 ? "" : " (alpha \(c >> 24))"
        let bands = cells.bands.prefix(6).map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ") + (cells.bands.count > 6 ? ", …" : "")
        let place = choice == .auto ? "the bands that look like the design's rows, across x \(r.xPx)–\(r.xPx + r.widthPx)px"
            : "x \(r.xPx)–\(r.xPx + r.widthPx)px, y \(r.yPx)–\(r.yPx + r.heightPx)px"
        return "image read in \(place): background #\(hex)\(alpha) (from \(cells.backgroundFromRows ? "its rows of one colour" : "the region's side columns: no row is of one colour")), "
            + "\(cells.bands.count) row\(cells.bands.count == 1 ? "" : "s") of cells\(cells.bands.isEmpty ? "" : " at y \(bands)px"); colours within \(noiseLevels) levels of 255 are the same"
    }
}

extension PaintedCells {
    /// Each unseen edge of a cell in a design column moved to where the design has it; a note saying
    /// how many and the first, or nil when every edge was seen.
    mutating func takeUnseenEdgesFromDesign(_ columns: [(xPx: Int, widthPx: Int)]?, regionX: Int) -> String? {
        var count = 0
        var first: String?
        for i in cells.indices where !cells[i].leftSeen || !cells[i].rightSeen {
            let c = cells[i]
            let edges = [c.leftSeen ? nil : "left", c.rightSeen ? nil : "right"].compactMap { $0 }
            count += edges.count
            if first == nil { first = "row \(c.band + 1), the cell at x \(c.leftPx): \(edges.joined(separator: " and "))" }
            if let columns, let k = c.column, k < columns.count {
                if !c.leftSeen { cells[i].leftPx = columns[k].xPx + regionX }
                if !c.rightSeen { cells[i].rightPx = columns[k].xPx + columns[k].widthPx + regionX }
            }
        }
        guard count > 0, let first else { return nil }
        return "\(count) cell edge\(count == 1 ? "" : "s") cannot be seen (the cell's colour there is the background's), e.g. \(first); "
            + (columns == nil ? "each such cell is judged where its content is" : "each is taken where the design has it, not judged")
    }
}
