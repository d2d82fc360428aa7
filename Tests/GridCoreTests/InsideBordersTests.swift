import GridcalcTestSupport
import Testing
import GridCore

/// Inside borders (Docs/borders.md): the lines a cell draws inside its own frame, checked against the
/// grid whose spacing and line spacing are the border width — computed separately, without borders.
@Suite struct InsideBordersTests {
    /// Over a sweep of widths, scales, column counts, strategies, directions, border widths, item
    /// counts and bands:
    ///   - every line is exactly B px across, and as long as its row (trailing) or its frame (bottom);
    ///   - the interiors are the spacing-B grid's cells, pixel for pixel;
    ///   - each trailing line fills exactly the gap the spacing grid leaves after that cell in
    ///     reading order; each bottom line fills the line spacing below the row over the frame's width;
    ///   - frame = interior + its lines, with no pixel counted twice;
    ///   - in every row the frames touch, with no gap or overlap, from the first to the last column;
    ///   - the flow-layout values (spacing 0, the frames' widths) keep the double-sum guarantee.
    @Test func bordersAreTheSpacingGridsGaps() throws {
        var rng = SplitMix64(state: 2024)
        var checked = 0
        for widthPt in stride(from: 120.0, through: 1400, by: 37.3) {
            for scale in Sweep.scales {
                for columns in [1, 2, 3, 4, 5, 7, 12] {
                    let strategy = Sweep.strategies.randomElement(using: &rng)!
                    let direction: Direction = Bool.random(using: &rng) ? .ltr : .rtl
                    let borderPx = Int.random(in: 1...3, using: &rng)
                    let count = Int.random(in: 0...30, using: &rng)
                    let bands = (0...count).filter { _ in Int.random(in: 0..<7, using: &rng) == 0 }
                    var items = ItemRequest(count: count, rowHeight: Bool.random(using: &rng) ? .aspectRatio(.square) : .length(.points(44)),
                                            insetTop: .pixels(Int.random(in: 0...3, using: &rng)), separatorsBefore: bands)
                    var plain = GridRequest(width: .points(widthPt), scale: try Scale(scale), columns: columns, spacing: .pixels(borderPx),
                                            strategy: strategy, direction: direction, items: items)
                    items.lineSpacing = .pixels(borderPx)
                    plain.items = items
                    var bordered = plain
                    bordered.spacing = .pixels(99)            // not used with borders
                    bordered.items?.lineSpacing = .pixels(77) // nor this
                    bordered.borders = InsideBorders(width: .pixels(borderPx))
                    guard let spacingGrid = try? GridDocument(plain) else { continue }
                    let d = try GridDocument(bordered)
                    try check(d, against: spacingGrid, borderPx: borderPx)
                    checked += 1
                }
            }
        }
        #expect(checked > 1_400)
    }

    func check(_ d: GridDocument, against g: GridDocument, borderPx b: Int) throws {
        let label = "\(d.container.px)px at \(d.input.scale)x, \(d.columns.count) columns, \(d.input.direction), B \(b)"
        #expect(d.columns == g.columns && d.insets == g.insets, "\(label): columns")
        let items = try #require(d.items), plainItems = try #require(g.items)
        #expect(items.map(\.frame) == plainItems.map(\.frame), "\(label): interiors")
        #expect(d.separators == g.separators, "\(label): bands")
        let last = d.columns.count - 1
        let rowHeight = try #require(d.rows).height.px
        // Reading order: the column after column i is i + 1; its physical gap to column i.
        func gapAfter(_ column: Int) -> (x: Int, width: Int) {
            let here = d.columns[column], next = d.columns[column + 1]
            return d.input.direction == .ltr ? (here.x.px + here.width.px, next.x.px - here.x.px - here.width.px)
                : (next.x.px + next.width.px, here.x.px - next.x.px - next.width.px)
        }
        for item in items {
            let view = try #require(item.viewFrame), lines = try #require(item.lines)
            let trailing = lines.filter { $0.edge == .trailing }, bottom = lines.filter { $0.edge == .bottom }
            #expect(trailing.count == (item.column == last ? 0 : 1) && bottom.count == 1, "\(label): item \(item.index) lines")
            if let t = trailing.first {
                let gap = gapAfter(item.column)
                #expect(t.rect.width.px == b && t.rect.x.px == gap.x && gap.width == b, "\(label): item \(item.index) trailing x")
                #expect(t.rect.y.px == item.frame.y.px && t.rect.height.px == rowHeight, "\(label): item \(item.index) trailing y")
                #expect(t.strokeCenterPt == (Double(t.rect.x.px) + Double(b) / 2) / d.input.scale.pixelsPerPoint)
            }
            let bl = try #require(bottom.first)
            #expect(bl.rect.height.px == b && bl.rect.y.px == item.frame.y.px + rowHeight, "\(label): item \(item.index) bottom")
            #expect(bl.rect.x.px == view.x.px && bl.rect.width.px == view.width.px, "\(label): bottom spans the frame")
            #expect(bl.lineWidthPt == Double(b) / d.input.scale.pixelsPerPoint)
            // The frame is the interior and its lines, each pixel once: areas add up and all lie inside.
            let area = { (f: Frame) in f.width.px * f.height.px }
            #expect(area(view) == area(item.frame) + lines.reduce(0) { $0 + area($1.rect) }, "\(label): item \(item.index) area")
            for f in [item.frame] + lines.map(\.rect) {
                #expect(f.x.px >= view.x.px && f.maxXPx <= view.maxXPx && f.y.px >= view.y.px && f.maxYPx <= view.maxYPx)
            }
            #expect(view.height.px == rowHeight + b)
        }
        // Rows: frames touch left to right, covering the columns of the items in that row.
        for row in Set(items.map(\.row)) {
            let frames = items.filter { $0.row == row }.compactMap(\.viewFrame).sorted { $0.x.px < $1.x.px }
            for (a, c) in zip(frames, frames.dropFirst()) { #expect(a.maxXPx == c.x.px, "\(label): row \(row) touches") }
        }
        // The content ends B below the spacing grid's when it ends with a row (the last row's line).
        let endsWithRow = (items.last?.frame.maxYPx ?? -1) > (d.separators?.last?.frame.maxYPx ?? -1)
        #expect(d.content?.height.px == (g.content?.height.px ?? 0) + (endsWithRow ? b : 0), "\(label): content")
        // Flow layout: the frames' widths in index order, spacing 0, the double sum fits.
        let f = d.flowLayout
        #expect(f.spacingPt == 0 && f.fits)
        for (i, w) in f.itemWidthsPt.enumerated() {
            let px = d.columns[i].width.px + (i == last ? 0 : b)
            #expect(abs(w - d.input.scale.points(px)) <= GridDocument.FlowLayout.tolerancePt, "\(label): flow width \(i)")
        }
        let sum = GridDocument.FlowLayout.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: f.itemWidthsPt, spacingPt: 0, insetRightPt: f.insetRightPt)
        #expect(sum <= d.container.pt && sum == f.sumPt, "\(label): sum")
    }

    /// The seed's case by hand: 414pt at 3x, 3 columns, 1px lines. A = 1242 − 2 = 1240 = 3 × 413 + 1;
    /// padding centred puts the leftover pixel on the trailing side. Column 0's frame is 414px (its
    /// 413px interior and the line at x 413), column 2's is 413px (no trailing line); the rows are
    /// 414px frames (413 + the bottom line at y 413), so 9 items make 3 rows and 1242px of content.
    @Test func workedExample() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 3, items: ItemRequest(count: 9))
        request.borders = InsideBorders()
        let d = try GridDocument(request)
        let items = try #require(d.items)
        #expect(items.map(\.frame.width.px) == Array(repeating: 413, count: 9))
        #expect(items.compactMap(\.viewFrame).map(\.width.px) == [414, 414, 413, 414, 414, 413, 414, 414, 413])
        #expect(items.compactMap(\.viewFrame).map(\.y.px) == [0, 0, 0, 414, 414, 414, 828, 828, 828])
        #expect(items[0].lines?.map(\.rect.x.px) == [413, 0] && items[0].lines?.map(\.rect.y.px) == [0, 413])
        #expect(items[0].lines?.first?.strokeCenterPt == 413.5 / 3)
        #expect(d.content?.height.px == 1242)
        #expect(d.flowLayout.itemWidthsPt == [138, 138, 413.0 / 3] && d.flowLayout.spacingPt == 0)
        let three = try Scale(3)
        #expect(d.input.borders == InsideBorders(width: .pixels(1)) && d.input.borderWidth == Length(px: 1, scale: three))
    }

    /// A border width that is not more than 0 is refused, by the grid and the geometry alike.
    @Test func zeroWidthIsRefused() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 3, items: ItemRequest(count: 9))
        request.borders = InsideBorders(width: .pixels(0))
        #expect(throws: GridError.notPositive(.borderWidth, value: "0px")) { try GridDocument(request) }
        #expect(throws: GridError.notPositive(.borderWidth, value: "0px")) { try ItemGeometry(request) }
        request.borders = InsideBorders(width: .points(0.1))   // 0.3px: raised to 1px with a warning
        #expect(try GridDocument(request).warnings.contains { $0.description.contains("border width") })
    }
}
