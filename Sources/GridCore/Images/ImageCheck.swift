// ImageCheck: a screenshot judged — its cells (PaintedCells: the screen read as a tree of boxes, the
// grid its sibling boxes make) checked by FrameCheck's rules and, with a design, against the design's
// columns or items, plus what only pixels show.
//
// Rule (Docs/check-images.md): the region is the container: the design is laid out at its width in
// device pixels, and every position is in image pixels from the region's top left (`--region auto`:
// the whole image, and the grid is wherever its cells best fit the design). Each row of the grid is
// a row of the check. Each cell is judged
// - without items, against the design column it stands on (`FrameCheck.expectColumns`): its x and
//   width, the gaps to its neighbours, the row's evenness, overflow past the region; a design column
//   with no cell in a row is a `mismatch` of width 0 ("no cell where the design has column 5") —
//   except the trailing columns of the last row of a section when its cells fill the leading ones and
//   the grid has another row (a partial last row, said in a note); a column that holds only content
//   (text, an icon) is a cell whose edges cannot be seen (`unseen`), its edges taken where the design
//   has them so that its neighbours are judged;
// - with items (`--items`, `--row-height`), against the item it stands on (its row the item's row,
//   its column the item's; the first row's top is the design's first row's): x, width, y and height;
//   every item no cell stands on is a `mismatch` ("no cell where the design has item 8");
// - without a design, against the columns the rows themselves have: the cell count most rows have
//   (in two rows or more), each column's edges the median of theirs; a cell whose left or right edge
//   is not its column's is a `mismatch` (a row 1px off); a cell across one of their gaps is cells
//   merged; a column a row has no cell in is missing, but for the trailing columns of a section's
//   last row. In a grid of one row, a cell 2px or more narrower or wider than most of the row's is a
//   `mismatch`.
// - in every row of two cells or more where most cells share a top (a bottom), a cell whose top
//   (bottom) is another is a `mismatch` of `y` (`height`), with or without `--items` (a row of bars of
//   different heights shares only its bottom); a side cut by the region or the image is not judged.
// Besides FrameCheck's findings: `blurred` for each of a cell's four edges painted as a blend (at
// where the blend puts it, e.g. 120.5px) and `unseen` for each cell of which only content was found:
// the check does not pass on it (unless `unseen` is made a warning). Without a design, a cell at the
// region's left or right side cut there (narrower than its row's widest) is cut by a sideways
// scroller (`clipped`, a warning: a carousel's last card). Nothing found at all is `nothing-judged`,
// with why; so is one cell found without a design (nothing to hold it to).

/// A screenshot checked.
package struct ImageCheck: Sendable {
    /// Where to look.
    package enum RegionChoice: Sendable, Hashable {
        /// The whole image.
        case whole
        /// A rectangle of the image (inside it).
        case rectangle(PaintedCells.Region)
        /// The whole image: the grid wherever its cells best fit the design.
        case auto
    }

    /// A cell the design has and the screenshot does not: where, in image px, and how the finding names it.
    package struct Missing: Sendable, Hashable {
        package let xPx: Int, yPx: Int, widthPx: Int, heightPx: Int
        package let what: String
    }

    /// The cells found.
    package let cells: PaintedCells
    /// The check of their frames.
    package let check: FrameCheck
    /// The result, with the image's own findings and notes.
    package var document: CheckDocument
    /// The image's size in px.
    package let imageWidthPx: Int, imageHeightPx: Int
    /// The design's cells no cell stands in, in finding order.
    package let missingCells: [Missing]
    /// Each frame's place in the image, as reports name it (`row 2, cell 3 at x 120, y 300`).
    package let labels: [String]

    /// Judges `image` in `regionChoice` by `request` (its subject is replaced by the cells found).
    /// `reference`: a reference screenshot (a snapshot test's) and its reading: each cell is matched
    /// with one of its cells (`SnapshotMatch`: moved, resized, added, removed), and the notes say it
    /// row by row, and which unmoved cells' content changed (`SnapshotContent`).
    package init(_ image: RasterImage, region regionChoice: RegionChoice, request: CheckRequest,
                 noiseLevels: Int = PaintedCells.defaultNoiseLevels, reference: (image: RasterImage, check: ImageCheck)? = nil) throws(CheckInputError) {
        let region = Self.region(regionChoice, of: image)
        var request = request
        request.container = .pixels(region.widthPx)
        let original = request.subject
        request.subject = Self.dump([], rows: nil, region: region)
        // The design at the region's width: its columns in px from the region's left, and its items.
        let design = try FrameCheck(request).design
        let columns = design.map { d in d.columns.map { (xPx: $0.x.px, widthPx: $0.width.px) } }
        let drawn = if case .rectangle = regionChoice { true } else { false }
        var cells = PaintedCells(image, region: region, columns: columns, noiseLevels: noiseLevels, fitting: !drawn)
        // A pair explained: what changed is the finding, not the new screenshot's own grid — unless
        // a design or a spacing was asked for; every section of the screen is explained.
        let explains = reference != nil && request.design == nil && request.spacingAuto
        if explains { cells.addPeerSections() }
        guard cells.cellsFound <= Limits.maxItems else { throw .tooManyFrames(cells.cellsFound) }
        let frames = cells.cells.map {
            FramesDump.Frame(x: Double($0.leftPx), y: Double($0.topPx), width: Double($0.rightPx - $0.leftPx), height: Double($0.bottomPx - $0.topPx))
        }
        // A scroll axis the caller gives (`FramesDump.scrollEvidence` set: `--scroll`) is kept.
        let given: FramesDump? = if case .frames(let d) = original, d.scrollEvidence != nil { d } else { nil }
        var painted = PaintedReading(cells: cells.cells.map { c in
            PaintedReading.Cell(edges: c.edges, seen: c.seen, cut: c.cut, row: c.band, column: c.column)
        }, originXPx: region.xPx, originYPx: region.yPx, designColumns: columns?.count)
        painted.rows = cells.bands
        painted.endsSection = cells.endsSection
        painted.missing = cells.missing.map { PaintedReading.Missing(row: $0.row, column: $0.column, leftPx: $0.leftPx, rightPx: $0.rightPx, topPx: $0.topPx, bottomPx: $0.bottomPx) }
        var matched: (expected: [ExpectedFrame], unmatched: [Int], offsetPx: Int)?
        if let items = design?.items {
            let m = Self.matchItems(cells, items: items, region: region)
            matched = m
            painted.missing = m.unmatched.map { k in
                let f = items[k].frame
                return PaintedReading.Missing(row: 0, column: nil, item: k, leftPx: f.x.px + region.xPx, rightPx: f.x.px + f.width.px + region.xPx,
                                              topPx: f.y.px + m.offsetPx + region.yPx, bottomPx: f.y.px + f.height.px + m.offsetPx + region.yPx)
            }
        }
        // A staggered feed is read column by column (FrameCheck's staggered layout), not by rows.
        if cells.staggered {
            request.staggered = true
            painted.missing = []
        }
        request.subject = Self.dump(frames, rows: cells.staggered ? nil : cells.cells.map(\.band), region: region, scrolls: given?.scrolls ?? false,
                                    given: given, painted: painted)
        // The reference's cells: where the new cells are, in the reference's tree (`ScreenPair`).
        let referenceCells = reference.map { ScreenPair.referenceCells(new: cells, reference: $0.check.cells, referenceImage: $0.image) }
        request.snapshotReference = referenceCells.map { frames in
            frames.map { FramesDump.Frame(x: Double($0.left), y: Double($0.top), width: Double($0.right - $0.left), height: Double($0.bottom - $0.top)) }
        }
        var check = try FrameCheck(request)
        check.explainsOnly = explains
        if let matched { check.expectFrames(matched.expected) } else if columns != nil { check.expectColumns(cells.cells.map(\.column)) }
        var notes = [Self.readingNote(cells, choice: regionChoice, noiseLevels: cells.noise)]
        var missing: [Missing] = []
        if let columns {
            let partial = painted.partialRows(leading: Array(columns.indices))
            for k in partial.sorted() {
                let present = Set(cells.cells.filter { $0.band == k && $0.seen }.compactMap(\.column)).count
                notes.append("row \(k + 1) (y \(cells.bands[k].lowerBound - region.yPx)px) has \(present) of the design's \(columns.count) cells, in its leading columns: "
                             + "a partial last row (of \(k + 1 == cells.bands.count ? "the grid" : "a section")), not a finding")
            }
            missing = painted.missing.filter { $0.item != nil || !partial.contains($0.row) }.map { m in
                Missing(xPx: m.leftPx, yPx: m.topPx, widthPx: m.rightPx - m.leftPx, heightPx: m.bottomPx - m.topPx,
                        what: m.item.map { "no cell where the design has item \($0 + 1)" } ?? "no cell where the design has column \((m.column ?? 0) + 1)")
            }
        } else if let kept = KeptColumnsRule.keptColumns(clipped: CheckContext(check).clipped, check.geometry, check.readings), kept.rows >= 2 {
            let shown = zip(kept.lefts, kept.rights).map { "\($0)–\($1)" }.joined(with: ", ")
            notes.append("columns read from the rows themselves: \(kept.lefts.count) in \(kept.rows) rows, at x \(shown)px")
            missing = kept.missing.map { m in
                Missing(xPx: kept.lefts[m.column] + region.xPx, yPx: cells.bands[m.row].lowerBound, widthPx: kept.rights[m.column] - kept.lefts[m.column],
                        heightPx: cells.bands[m.row].count, what: "no cell where the other rows have their column \(m.column + 1)")
            }
        }
        let cut = cells.cells.count { c in c.cut.contains { $0 != nil } }
        if cut > 0 { notes.append("\(cut) cell\(cut == 1 ? "" : "s") cut at a side (by the region, the image's side or a scroller): the cut sides are not judged") }
        if let reference, let match = check.snapshot {
            notes += SnapshotContent.notes(match, image: image, reference: reference.image, cells: cells.cells, noiseLevels: noiseLevels,
                                           trees: (cells.tree, reference.check.cells.tree), referenceBoxes: referenceCells?.map(\.box) ?? [])
        }
        let blurredEdges = cells.cells.reduce(0) { $0 + ($1.seen ? $1.edges.count(where: \.blurred) : 0) }, edges = 4 * cells.cells.count { $0.seen }
        if blurredEdges >= 4, 2 * blurredEdges >= edges {
            notes.append("\(blurredEdges) of the \(edges) cell edges are blurred: an image scaled after it was captured (a snapshot tool's thumbnail, "
                         + "a 1x copy of a 3x screen) blurs every edge; judge the capture at device pixels")
        }
        if cells.cells.isEmpty { check.emptyReason = Self.emptyReason(cells) }
        let unseen = cells.cells.count { !$0.seen }
        var judged = Self.judged(check, unseen: unseen)
        // One cell and no design: nothing to hold it to (no gap, no neighbour, no column) — a whole
        // screen or a panel read as one cell judges nothing, and is not a pass by itself.
        if design == nil, cells.cells.count == 1, judged.cells == 1, let c = cells.cells.first {
            check.emptyReason = "one cell found (\(c.rightPx - c.leftPx) × \(c.bottomPx - c.topPx)px at x \(c.leftPx), y \(c.topPx)) and no design to hold it to: "
                + "a whole screen or a panel read as one cell; give the design, or a region around the grid's cells"
            judged = CheckDocument.Judged(cells: 0, rows: 0, edges: 0, cellsNotJudged: judged.cellsNotJudged + 1, edgesNotJudged: judged.edgesNotJudged + judged.edges)
        }
        labels = Self.labels(cells)
        var document = CheckDocument(check, adding: [], notes: notes, judged: judged)
        document.locate(by: labels.map { CheckDocument.Source(label: $0, line: nil, column: nil, path: nil) })
        self.cells = cells
        self.check = check
        self.document = document
        missingCells = missing
        imageWidthPx = image.widthPx
        imageHeightPx = image.heightPx
    }

    /// The region `choice` names in `image`: a rectangle, or the whole image.
    static func region(_ choice: RegionChoice, of image: RasterImage) -> PaintedCells.Region {
        if case .rectangle(let r) = choice { return r }
        return PaintedCells.Region(xPx: 0, yPx: 0, widthPx: image.widthPx, heightPx: image.heightPx)
    }

    /// Why no cell was found, for `nothing-judged`.
    static func emptyReason(_ cells: PaintedCells) -> String {
        let boxes = cells.tree.boxes.count { $0.isBox }
        if !cells.tree.unreadable.isEmpty {
            return "no cell found in the image: it has too much texture to be read as boxes (noise, not a screen)"
        }
        return boxes == 0 ? "no cell found in the image (no box: only the page\(cells.tree.boxes.count > 1 ? " and content — text, icons — on it" : ""))"
            : "no cell found in the region: \(boxes) box\(boxes == 1 ? "" : "es") in the image, none a cell there"
    }

    /// Each frame's place in the image, as reports name it. Cells come row by row, so a cell's
    /// place in its row is a running count.
    static func labels(_ cells: PaintedCells) -> [String] {
        var labels: [String] = []
        var place = 0
        for (i, c) in cells.cells.enumerated() {
            place = i > 0 && cells.cells[i - 1].band == c.band ? place + 1 : 1
            labels.append("row \(c.band + 1), cell \(place) at x \(c.leftPx), y \(c.topPx) \(c.rightPx - c.leftPx) x \(c.bottomPx - c.topPx) px")
        }
        return labels
    }

    /// What was judged: the check's counts less the unseen cells (and their four edges).
    static func judged(_ check: FrameCheck, unseen: Int) -> CheckDocument.Judged {
        let base = check.judgedCounts()
        return CheckDocument.Judged(cells: base.cells - unseen, rows: base.rows, edges: max(0, base.edges - 4 * unseen),
                                    cellsNotJudged: base.cellsNotJudged + unseen, edgesNotJudged: base.edgesNotJudged + 4 * unseen)
    }

    /// The cells as a dump in device px of the region, each in its row, with the screenshot's reading
    /// of them; `scrolls`: its container scrolls sideways.
    static func dump(_ frames: [FramesDump.Frame], rows: [Int]?, region: PaintedCells.Region, scrolls: Bool = false, given: FramesDump? = nil,
                     painted: PaintedReading? = nil) -> CheckSubject {
        var dump = FramesDump(unit: .devicePixels, containerWidth: Double(region.widthPx), originX: Double(region.xPx),
                              originY: Double(region.yPx), frames: frames)
        dump.rowOfFrame = rows
        dump.scrolls = scrolls
        dump.painted = painted
        if let given {
            dump.scrollsVertically = given.scrollsVertically
            dump.scrollEvidence = given.scrollEvidence
            dump.containerHeight = Double(region.heightPx)
        }
        return .frames(dump)
    }

    /// Each cell's expected frame among `items` (the item in its row's design row and its column,
    /// the rows matched top to bottom from the first — whose top is the first row's), the items no
    /// cell stands on, and the vertical offset used.
    static func matchItems(_ cells: PaintedCells, items: [GridDocument.Item], region: PaintedCells.Region)
        -> (expected: [ExpectedFrame], unmatched: [Int], offsetPx: Int) {
        // The design's rows: items grouped by their top, top to bottom.
        var byTop: [Int: [Int]] = [:]
        for (k, item) in items.enumerated() { byTop[item.frame.y.px, default: []].append(k) }
        let tops = byTop.keys.sorted()
        let offset = (cells.bands.first.map { $0.lowerBound - region.yPx } ?? 0) - (tops.first ?? 0)
        var taken = Set<Int>()
        let expected = cells.cells.map { c -> ExpectedFrame in
            // The design row whose top is nearest the cell's (relative to the region, less the offset).
            let top = c.topPx - region.yPx - offset
            var lo = 0, hi = tops.count - 1
            while lo < hi { let mid = (lo + hi) / 2; if tops[mid] < top { lo = mid + 1 } else { hi = mid } }
            let row = [lo - 1, lo].filter { $0 >= 0 && $0 < tops.count }.min { abs(tops[$0] - top) < abs(tops[$1] - top) }
            let left = c.leftPx - region.xPx, right = c.rightPx - region.xPx
            let candidates = row.map { byTop[tops[$0]]! } ?? []
            let best = candidates.max { a, b in
                let fa = items[a].frame, fb = items[b].frame
                return min(right, fa.x.px + fa.width.px) - max(left, fa.x.px) < min(right, fb.x.px + fb.width.px) - max(left, fb.x.px)
            }
            guard let k = best else { return ExpectedFrame(xPx: left, yPx: top + offset, widthPx: right - left, heightPx: c.bottomPx - c.topPx) }
            taken.insert(k)
            let f = items[k].frame
            return ExpectedFrame(xPx: f.x.px, yPx: f.y.px + offset, widthPx: f.width.px, heightPx: f.height.px)
        }
        return (expected, items.indices.filter { !taken.contains($0) }, offset)
    }

    /// Where the image was read and what was found there.
    static func readingNote(_ cells: PaintedCells, choice: RegionChoice, noiseLevels: Int) -> String {
        let r = cells.region
        let bands = cells.bands.prefix(6).map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ") + (cells.bands.count > 6 ? ", …" : "")
        let place = choice == .auto ? "the whole image (the grid where its cells fit best)" : "x \(r.xPx)–\(r.xPx + r.widthPx)px, y \(r.yPx)–\(r.yPx + r.heightPx)px"
        let boxes = cells.tree.boxes.count { $0.isBox }
        let lines = cells.lines.map { convention in
            switch convention {
            case "split": "; the cells touch across lines, each line split between them (each cell's own border)"
            case "gaps": "; the cells stand between lines, each line a gap (dividers)"
            default: "; the cells touch across lines, each line the start of the cell after it (one line between cells, the frame's last line in none)"
            }
        } ?? ""
        return "image read in \(place) as a tree of \(boxes) box\(boxes == 1 ? "" : "es") on the page's \(ScreenPixels.hex(cells.tree.boxes[0].fill)); "
            + "the grid: \(cells.cells.count) cell\(cells.cells.count == 1 ? "" : "s") of \(cells.parentWords), fill \(ScreenPixels.hex(cells.background)), "
            + "\(cells.bands.count) row\(cells.bands.count == 1 ? "" : "s")\(cells.bands.isEmpty ? "" : " at y \(bands)px")\(lines); colours within \(noiseLevels) levels of 255 are the same"
    }
}
