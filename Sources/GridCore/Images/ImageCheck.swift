// ImageCheck: a screenshot judged — its cells (PaintedCells) checked by FrameCheck's rules and,
// with a design, against the design's columns or items, plus what only pixels show.
//
// Rule (Docs/check-images.md): the region is the container: the design is laid out at its width in
// device pixels, and every position is in image pixels from the region's top left. Each band is a
// row (`FramesDump.rowOfFrame`): a cell 1px lower or taller stays in its row. Each cell is judged
// - without items, against the design column it stands in (`FrameCheck.expectColumns`): its x and
//   width, the gaps to its neighbours, the row's evenness, overflow past the region; a design column
//   with no cell in a row is a `mismatch` of width 0 ("no cell where the design has column 5") —
//   except the trailing columns of the last row when its cells fill the leading ones (a partial
//   last row, said in a note);
// - with items (`--items`, `--row-height`), against the item it stands on (its band the item's
//   row, its column the item's; with `--region auto` the first row's top is the design's first
//   row's): x, width, y and height; every item no cell stands on is a `mismatch` ("no cell where
//   the design has item 8");
// - without a design, against the columns the rows themselves have: the run count most rows have
//   (in two rows or more), each column's edges the median of theirs. A cell across one of their
//   gaps is cells merged (a `mismatch`, "the gap … is closed"); a column a row has no cell in is
//   missing, but for the trailing columns of the last row.
// Besides FrameCheck's findings: `blurred` for each edge painted as a blend (its actual position is
// where the blend puts it, e.g. 120.5px), and `unseen` for each cell whose edges cannot be seen
// (only its content was found): its width is not judged — with a design, its edges are taken where
// the design has them so that its neighbours are judged — and the check does not pass on it
// (unless `unseen` is made a warning); nor does a reading whose background was guessed (`unseen`,
// `BackgroundChoice`). Without a design, a row's first or last cell at the region's side and narrower
// than the row's widest is cut by a sideways scroller (`clipped`, a warning: a carousel's last card).
// Nothing found at all is `nothing-judged`, with why; so is one cell found
// without a design (nothing to hold it to: a whole screen or a panel read as one cell).

/// A screenshot checked.
package struct ImageCheck: Sendable {
    /// Where to look.
    package enum RegionChoice: Sendable, Hashable {
        /// The whole image.
        case whole
        /// A rectangle of the image (inside it).
        case rectangle(PaintedCells.Region)
        /// The whole image's width, only its bands that hold the grid (`PaintedCells.GridBands`).
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
    package let document: CheckDocument
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
        var cells = PaintedCells(image, region: region, columns: columns, noiseLevels: noiseLevels, onlyRowLike: regionChoice == .auto)
        guard cells.cellsFound <= Limits.maxItems else { throw .tooManyFrames(cells.cellsFound) }
        let unseen = Self.unseenCells(&cells, columns: columns, region: region)
        let frames = cells.cells.map {
            FramesDump.Frame(x: Double($0.leftPx), y: Double($0.topPx), width: Double($0.rightPx - $0.leftPx), height: Double($0.bottomPx - $0.topPx))
        }
        // Without a design, a cell at the region's left or right side is one a sideways scroller
        // cuts (a carousel's last card), when it is narrower than its row's widest (ScrollerClipRule):
        // the evidence is the cell at the side. With a design, the design says where cells end.
        // A scroll axis the caller gives (`FramesDump.scrollEvidence` set: `--scroll`) replaces that reading.
        let given: FramesDump? = if case .frames(let d) = original, d.scrollEvidence != nil { d } else { nil }
        let scrolls = given?.scrolls ?? (columns == nil && cells.cells.contains { $0.leftPx == region.xPx || $0.rightPx == region.xPx + region.widthPx })
        request.subject = Self.dump(frames, rows: cells.cells.map(\.band), region: region, scrolls: scrolls, given: given)
        request.snapshotReference = reference.map { r in
            r.check.cells.cells.map { FramesDump.Frame(x: Double($0.leftPx), y: Double($0.topPx), width: Double($0.rightPx - $0.leftPx), height: Double($0.bottomPx - $0.topPx)) }
        }
        var check = try FrameCheck(request)
        var found = Self.expectDesign(design, columns: columns, cells: cells, region: region, auto: regionChoice == .auto, in: &check)
        found.findings += Self.imageFindings(cells, unseen: unseen, designed: columns != nil, region: region)
        var notes = [Self.readingNote(cells, choice: regionChoice, noiseLevels: noiseLevels)] + found.notes
        if let reference, let match = check.snapshot {
            notes += SnapshotContent.notes(match, image: image, reference: reference.image, cells: cells.cells, noiseLevels: noiseLevels)
        }
        let blurredEdges = found.findings.count { $0.kind == .blurred }, edges = 2 * cells.cells.count
        if blurredEdges >= 4, 4 * blurredEdges >= 3 * edges {
            notes.append("\(blurredEdges) of the \(edges) cell edges are blurred: an image scaled after it was captured (a snapshot tool's thumbnail, "
                         + "a 1x copy of a 3x screen) blurs every edge; judge the capture at device pixels")
        }
        if cells.cells.isEmpty { check.emptyReason = Self.emptyReason(cells, noiseLevels: noiseLevels) }
        var judged = Self.judged(check, unseen: unseen.count)
        // One cell and no design: nothing to hold it to (no gap, no neighbour, no column) — a whole
        // screen or a panel read as one cell judges nothing, and is not a pass by itself.
        if design == nil, cells.cells.count == 1, judged.cells == 1, let c = cells.cells.first {
            check.emptyReason = "one cell found (\(c.rightPx - c.leftPx) × \(c.bottomPx - c.topPx)px at x \(c.leftPx), y \(c.topPx)) and no design to hold it to: "
                + "a whole screen or a panel read as one cell; give the design, or a region around the grid's cells"
            judged = CheckDocument.Judged(cells: 0, rows: 0, edges: 0, cellsNotJudged: judged.cellsNotJudged + 1, edgesNotJudged: judged.edgesNotJudged + judged.edges)
        }
        labels = Self.labels(cells)
        var document = CheckDocument(check, adding: found.findings, notes: notes, judged: judged)
        document.locate(by: labels.map { CheckDocument.Source(label: $0, line: nil, column: nil, path: nil) })
        self.cells = cells
        self.check = check
        self.document = document
        missingCells = found.missing
        imageWidthPx = image.widthPx
        imageHeightPx = image.heightPx
    }

    /// The region `choice` names in `image`: a rectangle, or the whole image.
    static func region(_ choice: RegionChoice, of image: RasterImage) -> PaintedCells.Region {
        if case .rectangle(let r) = choice { return r }
        return PaintedCells.Region(xPx: 0, yPx: 0, widthPx: image.widthPx, heightPx: image.heightPx)
    }

    /// Cells whose edges cannot be seen — not a shape, or with a design a shape less than half its
    /// column's width (an icon or a label's box on a cell of the background's colour) —: with a
    /// design, taken where it has them (not judged).
    static func unseenCells(_ cells: inout PaintedCells, columns: [(xPx: Int, widthPx: Int)]?, region: PaintedCells.Region) -> [Int] {
        let unseen = cells.cells.indices.filter { i in
            let c = cells.cells[i]
            if !c.leftSeen || !c.rightSeen { return true }
            guard let columns, let k = c.column, k < columns.count else { return false }
            return 2 * (c.rightPx - c.leftPx) < columns[k].widthPx
        }
        guard let columns else { return unseen }
        for i in unseen {
            guard let k = cells.cells[i].column, k < columns.count else { continue }
            cells.cells[i].leftPx = columns[k].xPx + region.xPx
            cells.cells[i].rightPx = columns[k].xPx + columns[k].widthPx + region.xPx
        }
        return unseen
    }

    /// What the cells are judged against — the design's items, its columns, or the columns the rows
    /// keep — set on `check`, and the cells the design (or the rows) has that the image has not.
    static func expectDesign(_ design: GridDocument?, columns: [(xPx: Int, widthPx: Int)]?, cells: PaintedCells, region: PaintedCells.Region,
                             auto: Bool, in check: inout FrameCheck) -> (findings: [CheckDocument.Finding], missing: [Missing], notes: [String]) {
        var found: (findings: [CheckDocument.Finding], missing: [Missing], notes: [String]) = ([], [], [])
        if let design, let items = design.items {
            let matched = matchItems(cells, items: items, region: region, auto: auto)
            check.expectFrames(matched.expected)
            for k in matched.unmatched {
                let f = items[k].frame
                let m = Missing(xPx: f.x.px + region.xPx, yPx: f.y.px + matched.offsetPx + region.yPx, widthPx: f.width.px, heightPx: f.height.px,
                                what: "no cell where the design has item \(k + 1)")
                found.missing.append(m)
                let at = "x \(m.xPx - region.xPx)–\(m.xPx - region.xPx + m.widthPx)px, y \(m.yPx - region.yPx)–\(m.yPx - region.yPx + m.heightPx)px"
                found.findings.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(f.width.px), actual: 0, message: "\(m.what) (\(at))"))
            }
        } else if let columns {
            check.expectColumns(cells.cells.map(\.column))
            let gaps = missingColumns(cells, count: columns.count, leading: Array(columns.indices))
            for (band, k) in gaps.missing {
                let rows = cells.bands[band], c = columns[k]
                let m = Missing(xPx: c.xPx + region.xPx, yPx: rows.lowerBound, widthPx: c.widthPx, heightPx: rows.count, what: "no cell where the design has column \(k + 1)")
                found.missing.append(m)
                found.findings.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(c.widthPx), actual: 0,
                                                            message: "row \(band + 1) (y \(rows.lowerBound)px): \(m.what) (x \(c.xPx)–\(c.xPx + c.widthPx)px)"))
            }
            if let partial = gaps.partial { found.notes.append(partial) }
        } else {
            found = inferredColumns(cells)
        }
        return found
    }

    /// What only pixels show: `unseen` for each cell whose edges cannot be seen, `blurred` for each
    /// edge painted as a blend (at where the blend puts it: a left edge pixel covered by a fraction
    /// f is painted from x + 1 − f).
    static func imageFindings(_ cells: PaintedCells, unseen: [Int], designed: Bool, region: PaintedCells.Region) -> [CheckDocument.Finding] {
        var out: [CheckDocument.Finding] = []
        for i in unseen {
            let c = cells.cells[i]
            out.append(CheckDocument.Finding(.unseen, [i], edge: "width", expected: Double(c.rightPx - c.leftPx), actual: 0,
                                             message: "frame \(i): its edges cannot be seen (the cell's colour is the background's, and no border draws it: "
                                                + "only its content was found), so its width is not judged" + (designed ? "; its edges are taken where the design has them" : "")))
        }
        if cells.backgroundSource == .sides, !cells.cells.isEmpty {
            out.append(CheckDocument.Finding(.unseen, [], edge: "background", expected: 1, actual: 0,
                                             message: "the background was guessed from the region's side columns, which may be a cell's (no row of one colour, "
                                                + "no colour around the region that a gap inside it shows, no gap of the design): no edge read against it is vouched for; "
                                                + "read a region with a margin of background around the cells, or give the design"))
        }
        for (i, c) in cells.cells.enumerated() {
            for (edge, blurred, xPx, coverage) in [("left", c.leftBlurred, c.leftPx, c.leftCoverage), ("right", c.rightBlurred, c.rightPx, c.rightCoverage)] where blurred {
                let at = Double(xPx - region.xPx) + (edge == "left" ? 1 - coverage : coverage - 1)
                out.append(CheckDocument.Finding(.blurred, [i], edge: edge, expected: Double(xPx - region.xPx), actual: at,
                                                 message: "frame \(i): \(edge) edge blurred, a blend of the cell's and the background's colours: "
                                                    + "painted at about \(decimalText(at, maxFractionDigits: 2))px, not on a whole pixel"))
            }
        }
        return out
    }

    /// Why no cell was found, for `nothing-judged`.
    static func emptyReason(_ cells: PaintedCells, noiseLevels: Int) -> String {
        "no cell found in the image (" + (cells.bands.isEmpty && cells.bandsLeftOut == 0
            ? "every row is the background's colour, within \(noiseLevels) levels of 255"
            : "\(cells.bandsLeftOut) band\(cells.bandsLeftOut == 1 ? "" : "s") of content, none a row of cells") + ")"
    }

    /// Each frame's place in the image, as reports name it. Cells come band by band, so a cell's
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

    /// The cells as a dump in device px of the region, each in its band's row; `scrolls`: its
    /// container scrolls sideways.
    static func dump(_ frames: [FramesDump.Frame], rows: [Int]?, region: PaintedCells.Region, scrolls: Bool = false, given: FramesDump? = nil) -> CheckSubject {
        var dump = FramesDump(unit: .devicePixels, containerWidth: Double(region.widthPx), originX: Double(region.xPx),
                              originY: Double(region.yPx), frames: frames)
        dump.rowOfFrame = rows
        dump.scrolls = scrolls
        if let given {
            dump.scrollsVertically = given.scrollsVertically
            dump.scrollEvidence = given.scrollEvidence
            dump.containerHeight = Double(region.heightPx)
        }
        return .frames(dump)
    }

    /// Each band's design columns with no cell, but the trailing ones of the last band when its
    /// cells stand in the leading columns (`leading`: the column indices, leading first), and the
    /// note that says so.
    static func missingColumns(_ cells: PaintedCells, count: Int, leading: [Int]) -> (missing: [(band: Int, column: Int)], partial: String?) {
        var present = [Set<Int>](repeating: [], count: cells.bands.count)
        for c in cells.cells { if let k = c.column { present[c.band].insert(k) } }
        var missing: [(band: Int, column: Int)] = []
        var partial: String?
        for band in cells.bands.indices where !present[band].isEmpty {
            let absent = leading.filter { !present[band].contains($0) }
            if band == cells.bands.count - 1, !absent.isEmpty, Array(leading.prefix(present[band].count)).allSatisfy(present[band].contains) {
                partial = "the last row (y \(cells.bands[band].lowerBound)px) has \(present[band].count) of the design's \(count) cells, in its leading columns: a partial last row, not a finding"
                continue
            }
            missing += absent.map { (band, $0) }
        }
        return (missing, partial)
    }

    /// Each cell's expected frame among `items` (the item in its band's design row and its column,
    /// the rows matched top to bottom from the first — whose top, with `auto`, is the first band's),
    /// the items no cell stands on, and the vertical offset used.
    static func matchItems(_ cells: PaintedCells, items: [GridDocument.Item], region: PaintedCells.Region, auto: Bool)
        -> (expected: [ExpectedFrame], unmatched: [Int], offsetPx: Int) {
        // The design's rows: items grouped by their top, top to bottom.
        var byTop: [Int: [Int]] = [:]
        for (k, item) in items.enumerated() { byTop[item.frame.y.px, default: []].append(k) }
        let tops = byTop.keys.sorted()
        let offset = auto ? (cells.bands.first.map { $0.lowerBound - region.yPx } ?? 0) - (tops.first ?? 0) : 0
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

    /// Without a design: the columns the rows themselves have, and the cells that break them — a
    /// cell across one of their gaps (merged), a column a row has no cell in (but the trailing
    /// ones of the last row) — with the note that names the columns.
    static func inferredColumns(_ cells: PaintedCells) -> (findings: [CheckDocument.Finding], missing: [Missing], notes: [String]) {
        var byBand = [[Int]](repeating: [], count: cells.bands.count)
        for (i, c) in cells.cells.enumerated() { byBand[c.band].append(i) }
        var counts: [Int: Int] = [:]
        for members in byBand where members.count >= 2 { counts[members.count, default: 0] += 1 }
        guard let (n, rows) = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), rows >= 2 else { return ([], [], []) }
        let full = byBand.filter { $0.count == n }
        func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
        let lefts = (0..<n).map { k in median(full.map { cells.cells[$0[k]].leftPx }) }
        let rights = (0..<n).map { k in median(full.map { cells.cells[$0[k]].rightPx }) }
        var findings: [CheckDocument.Finding] = []
        var missing: [Missing] = []
        for (band, members) in byBand.enumerated() where members.count != n && !members.isEmpty {
            var present = Set<Int>()
            for i in members {
                let c = cells.cells[i]
                let spanned = (0..<n).filter { lefts[$0] < c.rightPx && c.leftPx < rights[$0] }
                present.formUnion(spanned)
                guard let first = spanned.first, let last = spanned.last, last > first else { continue }
                let closed = (first..<last).map { "x \(rights[$0] - cells.region.xPx)–\(lefts[$0 + 1] - cells.region.xPx)px" }
                findings.append(CheckDocument.Finding(.mismatch, [i], edge: "width", expected: Double(rights[first] - lefts[first]), actual: Double(c.rightPx - c.leftPx),
                                                      message: "frame \(i): cells \(first + 1)–\(last + 1) of the row merged into one \(c.rightPx - c.leftPx)px wide: the gap\(closed.count == 1 ? "" : "s") the other rows keep at \(closed.joined(with: ", ")) \(closed.count == 1 ? "is" : "are") closed"))
            }
            let absent = (0..<n).filter { !present.contains($0) }
            if band == cells.bands.count - 1, let firstAbsent = absent.first, absent == Array(firstAbsent..<n) { continue }
            for k in absent {
                let rowsOfBand = cells.bands[band]
                let m = Missing(xPx: lefts[k], yPx: rowsOfBand.lowerBound, widthPx: rights[k] - lefts[k], heightPx: rowsOfBand.count,
                                what: "no cell where the other rows have their column \(k + 1)")
                missing.append(m)
                findings.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(m.widthPx), actual: 0,
                                                      message: "row \(band + 1) (y \(rowsOfBand.lowerBound)px): \(m.what) (x \(lefts[k] - cells.region.xPx)–\(rights[k] - cells.region.xPx)px)"))
            }
        }
        let shown = (0..<n).map { "\(lefts[$0] - cells.region.xPx)–\(rights[$0] - cells.region.xPx)" }.joined(with: ", ")
        return (findings, missing, ["columns read from the rows themselves: \(n) in \(rows) rows, at x \(shown)px"])
    }

    /// Where the image was read and what was found there.
    static func readingNote(_ cells: PaintedCells, choice: RegionChoice, noiseLevels: Int) -> String {
        let r = cells.region
        func hex(_ c: UInt32) -> String {
            "#" + [c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF].map { v in String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16) }.joined()
                + (c >> 24 == 255 ? "" : " (alpha \(c >> 24))")
        }
        let bands = cells.bands.prefix(6).map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ") + (cells.bands.count > 6 ? ", …" : "")
        let place = choice == .auto ? "the bands that hold the grid, across x \(r.xPx)–\(r.xPx + r.widthPx)px"
            : "x \(r.xPx)–\(r.xPx + r.widthPx)px, y \(r.yPx)–\(r.yPx + r.heightPx)px"
        let background = cells.gradient.map { "a gradient from \(hex($0.top)) to \(hex($0.bottom))" } ?? hex(cells.background)
        let leftOutBands = cells.leftOutBands.prefix(6).map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ") + (cells.bandsLeftOut > 6 ? ", …" : "")
        let leftOut = cells.bandsLeftOut > 0
            ? " (\(cells.bandsLeftOut) other band\(cells.bandsLeftOut == 1 ? "" : "s") of content left out, at y \(leftOutBands)px: lower than a row, not rows of cells — text, labels or a rule)" : ""
        return "image read in \(place): background \(background) (from \(cells.backgroundSource.words)), "
            + "\(cells.bands.count) row\(cells.bands.count == 1 ? "" : "s") of cells\(cells.bands.isEmpty ? "" : " at y \(bands)px")\(leftOut); colours within \(noiseLevels) levels of 255 are the same"
    }
}
