import Testing
import GridCore
import GridcalcTestSupport


@Suite struct ItemRowsTests {
    /// A layout's content height is at most `Limits.maxExtentPx`: checked against the height
    /// written out independently — top + rows × row height + line spacings + bands + bottom — for
    /// random requests near the limit; exactly the ones past it are refused, with that height.
    @Test func contentHeightIsBounded() throws {
        var random = SplitMix64(state: 7)
        for trial in 0..<300 {
            let columnCount = Int.random(in: 1...4, using: &random)
            let items = Int.random(in: 0...60, using: &random)
            let rowPx = Int.random(in: 1...Limits.maxPixels, using: &random)
            let lineSpacingPx = Int.random(in: 0...Limits.maxPixels / 4, using: &random)
            let topPx = Int.random(in: 0...Limits.maxPixels, using: &random)
            let bandPx = Int.random(in: 1...Limits.maxPixels / 2, using: &random)
            let bands = (0...items).filter { _ in Int.random(in: 0..<5, using: &random) == 0 }
            // Independently: rows start at item 0 and after each band, and every columnCount items.
            var rows = 0, inRow = columnCount
            var elements: [Bool] = []   // true: a row, false: a band, in vertical order
            for index in 0...items {
                if bands.contains(index) { elements.append(false); inRow = columnCount }
                if index < items {
                    if inRow == columnCount { rows += 1; elements.append(true); inRow = 0 }
                    inRow += 1
                }
            }
            var expected = topPx + topPx   // top and bottom insets are equal here
            for (k, element) in elements.enumerated() {
                expected += element ? rowPx : bandPx
                // Line spacing before a row that follows a row, or a band that follows a row.
                if k > 0, elements[k - 1] { expected += lineSpacingPx }
            }
            let columns = try ColumnLayout(containerPx: 1000, columns: columnCount, spacingPx: 1)
            let label = "trial \(trial): \(items) items in \(columnCount) columns, bands \(bands), height \(expected)px"
            if expected > Limits.maxExtentPx {
                #expect(throws: GridError.contentTooTall(heightPx: expected, limitPx: Limits.maxExtentPx), "\(label)") {
                    try Laid(columns: columns, items: items, rowHeightPx: rowPx, lineSpacingPx: lineSpacingPx,
                                   insetTopPx: topPx, insetBottomPx: topPx, separatorsBefore: bands, separatorHeightPx: bandPx)
                }
            } else {
                let layout = try Laid(columns: columns, items: items, rowHeightPx: rowPx, lineSpacingPx: lineSpacingPx,
                                            insetTopPx: topPx, insetBottomPx: topPx, separatorsBefore: bands, separatorHeightPx: bandPx)
                #expect(layout.contentHeightPx == expected && layout.rowCount == rows, "\(label)")
            }
        }
    }

    /// The checks that do not depend on the width, scale or columns, as `validate()` runs them.
    @Test func requestValidation() throws {
        #expect(throws: GridError.repeated(.separatorsBefore, value: "3,3", element: "3")) {
            try ItemRequest(count: 10, separatorsBefore: [3, 3]).validate()
        }
        #expect(throws: GridError.indexBeyondItems(value: "11", index: 11, items: 10)) {
            try ItemRequest(count: 10, separatorsBefore: [11]).validate()
        }
        #expect(throws: GridError.tooLarge(.items, value: "10001", limit: "10000")) { try ItemRequest(count: 10_001).validate() }
        #expect(throws: GridError.notPositive(.rowHeight, value: "0px")) { try ItemRequest(count: 1, rowHeight: .length(.pixels(0))).validate() }
        #expect(throws: GridError.notPositive(.separatorHeight, value: "0pt")) {
            try ItemRequest(count: 1, separatorHeight: .points(0)).validate()
        }
        try ItemRequest(count: 10, separatorsBefore: [0, 10, 4]).validate()
    }

    /// The worked example: 414pt @3x, 7 columns, padding, 10 items, a band before item 4.
    @Test func workedExample() throws {
        let request = GridRequest(width: .points(414), scale: try Scale(3), columns: 7,
                                  items: ItemRequest(count: 10, separatorsBefore: [4]))
        let d = try GridDocument(request)
        let items = try #require(d.items)
        #expect(items[0...3].allSatisfy { $0.row == 0 && $0.frame.y.px == 0 })
        #expect(items[4...9].allSatisfy { $0.row == 1 && $0.frame.y.px == 178 })
        #expect(items[4...9].map(\.column) == Array(0...5))
        #expect(items.allSatisfy { $0.frame.width.px == 176 && $0.frame.height.px == 176 })
        let band = try #require(d.separators?.first)
        #expect(d.separators?.count == 1)
        #expect(band.beforeItem == 4 && band.frame.y.px == 177 && band.frame.height.px == 1)
        #expect(band.frame.x.px == 2 && band.frame.width.px == 1242 - 2 - 2)
        #expect(d.rows?.count == 2 && d.rows?.height.px == 176 && d.rows?.lineSpacing.px == 1)
        #expect(d.content?.height.px == 354 && d.content?.width.px == 1242)
        #expect(d.content?.height.pt == 118)
    }

    /// Bands before item 0 and after the last item, several in a multi-column grid, and none.
    @Test func bandsAtTheEnds() throws {
        let columns = try ColumnLayout(containerPx: 100, columns: 3, spacingPx: 2, insetLeadingPx: 5, insetTrailingPx: 3)
        let l = try Laid(columns: columns, items: 4, rowHeightPx: 10, lineSpacingPx: 4, insetTopPx: 7,
                               insetBottomPx: 9, separatorsBefore: [4, 0, 3], separatorHeightPx: 2)
        // band 0 at the top inset; row 0 right after it; line spacing; band 3; row 1; line spacing; band 4.
        #expect(l.separators.map(\.beforeItem) == [0, 3, 4])
        #expect(l.separators.map(\.yPx) == [7, 7 + 2 + 10 + 4, 7 + 2 + 10 + 4 + 2 + 10 + 4])
        #expect(l.items.map(\.yPx) == [9, 9, 9, 25])
        #expect(l.items.map(\.row) == [0, 0, 0, 1])
        #expect(l.contentHeightPx == 39 + 2 + 9)  // band 4 ends at 41; plus the bottom inset
        let empty = try Laid(columns: columns, items: 0, rowHeightPx: 10, lineSpacingPx: 4, insetTopPx: 7, insetBottomPx: 9)
        #expect(empty.rowCount == 0 && empty.items.isEmpty && empty.contentHeightPx == 16)
        let onlyBand = try Laid(columns: columns, items: 0, rowHeightPx: 10, lineSpacingPx: 4, separatorsBefore: [0])
        #expect(onlyBand.separators.map(\.yPx) == [0] && onlyBand.contentHeightPx == 1)
    }

    @Test func badSeparatorIndicesAndCounts() throws {
        let columns = try ColumnLayout(containerPx: 100, columns: 3)
        #expect(throws: GridError.indexBeyondItems(value: "11", index: 11, items: 10)) {
            try Laid(columns: columns, items: 10, rowHeightPx: 10, lineSpacingPx: 1, separatorsBefore: [11])
        }
        #expect(throws: GridError.repeated(.separatorsBefore, value: "2,5,2", element: "2")) {
            try Laid(columns: columns, items: 10, rowHeightPx: 10, lineSpacingPx: 1, separatorsBefore: [2, 5, 2])
        }
        #expect(throws: GridError.negative(.separatorsBefore, value: "-1")) {
            try Laid(columns: columns, items: 10, rowHeightPx: 10, lineSpacingPx: 1, separatorsBefore: [-1])
        }
        #expect(throws: GridError.negative(.items, value: "-1")) {
            try Laid(columns: columns, items: -1, rowHeightPx: 10, lineSpacingPx: 1)
        }
        #expect(throws: GridError.tooLarge(.items, value: "10001", limit: "10000")) {
            try Laid(columns: columns, items: Limits.maxItems + 1, rowHeightPx: 10, lineSpacingPx: 1)
        }
        #expect(throws: GridError.notPositive(.rowHeight, value: "0px")) {
            try Laid(columns: columns, items: 1, rowHeightPx: 0, lineSpacingPx: 1)
        }
    }

    /// Docs/rows-and-separators.md's rules, checked for every item count 0…60 under sweeps of column layouts, row
    /// heights, line spacings, vertical insets and random separator sets. Expectations are derived
    /// from the rules directly (row breaks counted, elements sorted by y), not from the code.
    @Test func propertiesOverASweep() throws {
        var rng = SplitMix64(state: 0x5EED)
        var cases = 0
        for (containerPx, columnCount, strategy, direction) in [
            (1242, 7, Strategy.padding(.center), Direction.ltr), (1242, 7, .widen(.spread), .rtl),
            (750, 4, .padding(.trailing), .rtl), (1125, 5, .widen(.leading), .ltr), (100, 1, .padding(.leading), .ltr),
            (331, 3, .widen(.center), .ltr), (2048, 12, .padding(.center), .rtl),
        ] {
            let columns = try ColumnLayout(containerPx: containerPx, columns: columnCount, spacingPx: 1 + containerPx % 3,
                                           insetLeadingPx: containerPx % 5, insetTrailingPx: containerPx % 7,
                                           strategy: strategy, direction: direction)
            for items in 0...60 {
                for (rowHeightPx, lineSpacingPx, topPx, bottomPx, bandPx) in [(176, 1, 0, 0, 1), (1, 0, 3, 2, 4), (50, 12, 0, 5, 1)] {
                    var sets: [[Int]] = [[], [0], [items], Array(0...items)]
                    for _ in 0..<6 {
                        sets.append(Array((0...items).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }.shuffled(using: &rng)))
                    }
                    for bands in sets {
                        let l = try Laid(columns: columns, items: items, rowHeightPx: rowHeightPx, lineSpacingPx: lineSpacingPx,
                                               insetTopPx: topPx, insetBottomPx: bottomPx,
                                               separatorsBefore: bands, separatorHeightPx: bandPx)
                        checkProperties(l, columns: columns, items: items, bands: Set(bands), rowHeightPx: rowHeightPx,
                                        lineSpacingPx: lineSpacingPx, topPx: topPx, bottomPx: bottomPx, bandPx: bandPx,
                                        label: "\(containerPx)px × \(columnCount) \(strategy) \(direction), \(items) items, rows \(rowHeightPx)/\(lineSpacingPx), bands \(bands.sorted())")
                        cases += 1
                    }
                }
            }
        }
        #expect(cases > 10_000)
    }

    /// The same properties through `ItemRequest` (snapping and aspect ratios): columns 1…12 at
    /// three scales, items 0…60, four aspect ratios and two line spacings, random band sets.
    @Test func propertiesThroughTheRequest() throws {
        var rng = SplitMix64(state: 7)
        var cases = 0
        for scaleValue in [3.0, 2.0, 2.608] {
            let scale = try Scale(scaleValue)
            for columnCount in 1...12 {
                let columns = try ColumnLayout(containerPx: Int(414 * scaleValue), columns: columnCount,
                                               strategy: columnCount % 2 == 0 ? .widen(.spread) : .padding(.center),
                                               direction: columnCount % 3 == 0 ? .rtl : .ltr)
                for ratioText in ["1:1", "16:9", "3:4", "1.91:1"] {
                    let ratio = try AspectRatio(parsing: ratioText)
                    for lineSpacing in [RequestedLength.points(0), .points(8.2)] {
                        for items in stride(from: 0, through: 60, by: 3) {
                            let bands = (0...items).filter { _ in Int.random(in: 0..<5, using: &rng) == 0 }
                            let request = ItemRequest(count: items, rowHeight: .aspectRatio(ratio), lineSpacing: lineSpacing,
                                                      insetTop: .points(4), insetBottom: .points(0.5), separatorsBefore: bands)
                            let l = Laid(try request.geometry(under: columns, scale: scale))
                            let spacingPx = try PixelSnapping.gap(lineSpacing, scale: scale, field: .lineSpacing).px
                            let top = try PixelSnapping.gap(.points(4), scale: scale, field: .insetTop).px
                            let bottom = try PixelSnapping.gap(.points(0.5), scale: scale, field: .insetBottom).px
                            let expectedHeight = max(1, try ratio.rowHeight(basePx: columns.basePx).px)
                            let label = "\(scaleValue)x × \(columnCount), \(ratioText), \(items) items, bands \(bands)"
                            check(l.rowHeightPx == expectedHeight, "row height from the ratio", label)
                            checkProperties(l, columns: columns, items: items, bands: Set(bands), rowHeightPx: expectedHeight,
                                            lineSpacingPx: spacingPx, topPx: top, bottomPx: bottom, bandPx: 1, label: label)
                            cases += 1
                        }
                    }
                }
            }
        }
        #expect(cases > 5000)
    }

    fileprivate func checkProperties(_ l: Laid, columns: ColumnLayout, items: Int, bands: Set<Int>, rowHeightPx: Int,
                         lineSpacingPx: Int, topPx: Int, bottomPx: Int, bandPx: Int, label: @autoclosure () -> String) {
        let c = columns.columns.count
        check(l.items.map(\.index) == Array(0..<items), "every item once, in order", label())
        check(l.separators.map(\.beforeItem) == bands.sorted(), "every band once, in order", label())
        // Row breaks: a row starts at item 0, after C items of the current row, and at a band.
        var row = -1
        var rowStart = 0
        for i in 0..<items {
            if i == 0 || i - rowStart == c || bands.contains(i) {
                row += 1
                rowStart = i
            }
            let item = l.items[i]
            check(item.row == row && item.column == i - rowStart, "item \(i) in row \(row), column \(i - rowStart)", label())
            let column = columns.columns[i - rowStart]
            check(item.xPx == column.xPx && item.widthPx == column.widthPx && item.heightPx == rowHeightPx,
                  "item \(i) takes its column's x and width", label())
        }
        check(l.rowCount == row + 1, "row count", label())
        for band in l.separators {
            check(band.xPx == columns.insetLeftPx && band.xPx + band.widthPx == columns.containerPx - columns.insetRightPx
                  && band.heightPx == bandPx, "band \(band.beforeItem) spans the insets", label())
        }
        // The vertical rule: one element per row and per band, sorted by y.
        struct Element { let top: Int; let bottom: Int; let isBand: Bool }
        var elements = l.separators.map { Element(top: $0.yPx, bottom: $0.yPx + $0.heightPx, isBand: true) }
        var rowTops: [Int: Int] = [:]
        for item in l.items {
            if let top = rowTops[item.row] { check(top == item.yPx, "row \(item.row) shares one y", label()) } else { rowTops[item.row] = item.yPx }
        }
        elements += rowTops.values.map { Element(top: $0, bottom: $0 + rowHeightPx, isBand: false) }
        elements.sort { $0.top < $1.top }
        if let first = elements.first { check(first.top == topPx, "first element at the top inset", label()) }
        for (a, b) in zip(elements, elements.dropFirst()) {
            check(b.top - a.bottom == (a.isBand ? 0 : lineSpacingPx), "gap after the element at y \(a.top)", label())
        }
        check(l.contentHeightPx == (elements.last?.bottom ?? topPx) + bottomPx, "content height", label())
        // No overlap, everything inside the content (frames as rectangles).
        let rects = l.items.map { ($0.xPx, $0.yPx, $0.widthPx, $0.heightPx) } + l.separators.map { ($0.xPx, $0.yPx, $0.widthPx, $0.heightPx) }
        for r in rects {
            check(r.0 >= 0 && r.0 + r.2 <= l.contentWidthPx && r.1 >= topPx && r.1 + r.3 <= l.contentHeightPx - bottomPx,
                  "frame inside the content", label())
        }
        let byTop = rects.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        for (i, a) in byTop.enumerated() {
            for b in byTop[(i + 1)...] {
                if b.1 >= a.1 + a.3 { break }  // sorted by top: nothing later can overlap a vertically
                let overlapX = a.0 < b.0 + b.2 && b.0 < a.0 + a.2
                check(!overlapX, "frames at (\(a.0),\(a.1)) and (\(b.0),\(b.1)) overlap", label())
            }
        }
    }
}

@Suite struct AspectRatioTests {
    @Test(arguments: [("1:1", 176, 176), ("16:9", 176, 99), ("3:2", 176, 117), ("2:1", 3, 2), ("1.91:1", 1000, 524),
                      ("4:3", 100, 75), ("1:2", 176, 352)])
    func worked(ratio: String, basePx: Int, heightPx: Int) throws {
        #expect(try AspectRatio(parsing: ratio).rowHeight(basePx: basePx).px == heightPx)
    }

    /// round-half-up(b·H/W): the height h satisfies h − ½ ≤ b·H/W < h + ½, checked in integers
    /// (2hW − W ≤ 2bH < 2hW + W) for many ratios and bases.
    @Test func roundsHalfUp() throws {
        var rng = SplitMix64(state: 42)
        for _ in 0..<20_000 {
            let w = Int.random(in: 1...3000, using: &rng), h = Int.random(in: 1...3000, using: &rng)
            let hundredths = { (n: Int) in "\(n / 100)." + (n % 100 < 10 ? "0" : "") + "\(n % 100)" }
            let text = hundredths(w) + ":" + hundredths(h)
            guard w >= 100, h >= 100 else { continue }
            let ratio = try AspectRatio(parsing: text)
            let b = Int.random(in: 1...5000, using: &rng)
            let result = try ratio.rowHeight(basePx: b)
            let px = result.px
            if 2 * b * h + w < 2 * w { check(px == 1 && result.warning != nil, "raised to 1px", text) ; continue }
            check(2 * px * w - w <= 2 * b * h && 2 * b * h < 2 * px * w + w, "half-up for b \(b)", text)
            check(result.warning == nil, "no warning", text)
        }
    }

    @Test func tinyHeightBecomesOnePixelWithAWarning() throws {
        let r = try AspectRatio(parsing: "1000:1").rowHeight(basePx: 176)
        #expect(r.px == 1 && r.warning != nil)
        #expect(throws: GridError.tooLarge(.aspectRatio, value: "1:1000000", limit: "a row height of 1000000px")) {
            try AspectRatio(parsing: "1:1000000").rowHeight(basePx: 176)
        }
    }

    @Test(arguments: ["0", "1", "1:0", "0:1", "0.0:1", "1:", ":1", "1:1:1", "-1:1", "1e3:1", "nan:1", "inf:1",
                      "1.1234567:1", "1000001:1", "16/9/1", "16:9/1", " 1:1", "1:1 ", "+1:1", "0x10:1", ""])
    func rejected(text: String) {
        #expect(throws: GridError.self) { try AspectRatio(parsing: text) }
    }
}

/// An `ItemGeometry` with every element built, as the tests above read it.
private struct Laid {
    let geometry: ItemGeometry
    let items: [GridDocument.Item]
    let separators: [GridDocument.SeparatorBand]
    var rowCount: Int { geometry.rowCount }
    var rowHeightPx: Int { geometry.rowHeightPx }
    var lineSpacingPx: Int { geometry.lineSpacingPx }
    var contentWidthPx: Int { geometry.contentWidthPx }
    var contentHeightPx: Int { geometry.contentHeightPx }

    init(_ geometry: ItemGeometry) {
        self.geometry = geometry
        (items, separators) = geometry.allElements()
    }

    /// The geometry of whole-pixel inputs, at 1 px per point.
    init(columns: ColumnLayout, items: Int, rowHeightPx: Int, lineSpacingPx: Int, insetTopPx: Int = 0, insetBottomPx: Int = 0,
         separatorsBefore: [Int] = [], separatorHeightPx: Int = 1) throws(GridError) {
        self.init(try ItemGeometry(columns: columns, scale: .one, items: items, rowHeightPx: rowHeightPx, lineSpacingPx: lineSpacingPx,
                                   insetTopPx: insetTopPx, insetBottomPx: insetBottomPx, separatorsBefore: separatorsBefore,
                                   separatorHeightPx: separatorHeightPx))
    }
}

/// A frame's edges in px, as the tests above compare them.
private extension GridDocument.Item {
    var xPx: Int { frame.x.px }
    var yPx: Int { frame.y.px }
    var widthPx: Int { frame.width.px }
    var heightPx: Int { frame.height.px }
}
private extension GridDocument.SeparatorBand {
    var xPx: Int { frame.x.px }
    var yPx: Int { frame.y.px }
    var widthPx: Int { frame.width.px }
    var heightPx: Int { frame.height.px }
}
