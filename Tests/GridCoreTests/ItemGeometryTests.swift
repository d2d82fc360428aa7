import Testing
import GridCore
import GridcalcTestSupport

/// `ItemGeometry` (Docs/visible.md): one item's frame and the elements in a vertical range, checked
/// against every frame built by a plain simulation of the row and band rule written here, and a
/// brute-force filter over those frames.
@Suite struct ItemGeometryTests {
    /// An element as the simulation places it: kind, index (item index or band's before_item), top,
    /// height, x and width of the view's frame.
    struct Placed: Hashable { let isBand: Bool, index: Int, y: Int, height: Int, x: Int, width: Int }

    /// The rule of Docs/rows-and-separators.md (with inside borders: rows h + B tall, no spacing
    /// between frames), element by element in vertical order — independent of GridCore's groups.
    /// Spans: item → k columns; the frame runs from the physically leftmost of its columns' view
    /// frames to the rightmost (`frameX`/`frameWidth` give each column's view frame as if it ended
    /// there; a span's frame is the union of its first and last column's).
    static func simulate(columnX: [Int], columnWidth: [Int], frameX: [Int], frameWidth: [Int], items: Int, bands: Set<Int>,
                         rowHeight: Int, lineSpacing: Int, top: Int, bandX: Int, bandWidth: Int, bandHeight: Int,
                         spans: [Int: Int] = [:], spanFrame: ((Int, Int) -> (x: Int, width: Int))? = nil)
        -> (elements: [Placed], bottom: Int) {
        var out: [Placed] = []
        let c = columnX.count
        var y = top, lastRow = false, column = c, rowTop = 0
        for index in 0...items {
            if bands.contains(index) {
                if lastRow { y += lineSpacing }
                out.append(Placed(isBand: true, index: index, y: y, height: bandHeight, x: bandX, width: bandWidth))
                y += bandHeight
                lastRow = false
                column = c
            }
            guard index < items else { break }
            let k = spans[index] ?? 1
            if column + k > c {
                if lastRow { y += lineSpacing }
                rowTop = y
                y += rowHeight
                lastRow = true
                column = 0
            }
            let (x, width) = k == 1 ? (frameX[column], frameWidth[column]) : spanFrame!(column, k)
            out.append(Placed(isBand: false, index: index, y: rowTop, height: rowHeight, x: x, width: width))
            column += k
        }
        return (out, y)
    }

    /// A random request small enough to simulate, with inside borders half of the time.
    static func randomRequest(_ rng: inout SplitMix64) throws -> GridRequest {
        let scale = try Scale([1, 2, 3, 2.625, 1.5][Int.random(in: 0..<5, using: &rng)])
        let columns = Int.random(in: 1...6, using: &rng)
        let items = Int.random(in: 0...40, using: &rng)
        var bands: [Int] = []
        for i in 0...items where Int.random(in: 0..<6, using: &rng) == 0 { bands.append(i) }
        bands.shuffle(using: &rng)
        var request = GridRequest(width: .pixels(Int.random(in: columns * 12...400, using: &rng)), scale: scale, columns: columns,
                                  spacing: .pixels(Int.random(in: 0...3, using: &rng)),
                                  strategy: Sweep.strategies.randomElement(using: &rng)!,
                                  insetLeading: .pixels(Int.random(in: 0...4, using: &rng)),
                                  insetTrailing: .pixels(Int.random(in: 0...4, using: &rng)),
                                  direction: Bool.random(using: &rng) ? .ltr : .rtl)
        request.items = ItemRequest(count: items, rowHeight: .length(.pixels(Int.random(in: 1...9, using: &rng))),
                                    lineSpacing: .pixels(Int.random(in: 0...3, using: &rng)),
                                    insetTop: .pixels(Int.random(in: 0...5, using: &rng)),
                                    insetBottom: .pixels(Int.random(in: 0...5, using: &rng)),
                                    separatorsBefore: bands, separatorHeight: .pixels(Int.random(in: 1...3, using: &rng)))
        if Bool.random(using: &rng) { request.borders = InsideBorders(width: .pixels(Int.random(in: 1...3, using: &rng))) }
        if Bool.random(using: &rng) {
            request.items?.spans = (0..<items).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
                .map { ItemRequest.Span(item: $0, columns: Int.random(in: 1...columns, using: &rng)) }
        }
        return request
    }

    /// The simulation of `request`, from its document's columns and rows (pixels only).
    static func simulate(_ request: GridRequest) throws -> (elements: [Placed], contentHeight: Int) {
        let d = try GridDocument(request)
        let b = d.input.borderWidth?.px ?? 0
        let columns = d.columns
        let last = columns.count - 1
        let rtl = d.input.direction == .rtl
        let frameX = columns.map { b > 0 && rtl && $0.index != last ? $0.x.px - b : $0.x.px }
        let frameWidth = columns.map { $0.index == last ? $0.width.px : $0.width.px + b }
        let rows = try #require(d.rows)
        let items = request.items!
        guard case .length(.pixels(let h)) = items.rowHeight, case .pixels(let top) = items.insetTop,
              case .pixels(let bottom) = items.insetBottom, case .pixels(let bandHeight) = items.separatorHeight else {
            Issue.record("pixel lengths expected")
            return ([], 0)
        }
        // A span's view frame: from its first column to its last, plus the trailing line unless the
        // last is the last column.
        func spanFrame(_ first: Int, _ k: Int) -> (x: Int, width: Int) {
            let a = columns[first], z = columns[first + k - 1]
            let left = min(a.x.px, z.x.px), right = max(a.x.px + a.width.px, z.x.px + z.width.px)
            let line = first + k - 1 == last ? 0 : b
            return rtl ? (left - line, right - left + line) : (left, right - left + line)
        }
        let (elements, end) = simulate(columnX: columns.map(\.x.px), columnWidth: columns.map(\.width.px), frameX: frameX,
                                       frameWidth: frameWidth, items: items.count, bands: Set(items.separatorsBefore),
                                       rowHeight: h + b, lineSpacing: b > 0 ? 0 : rows.lineSpacing.px, top: top,
                                       bandX: d.insets.left.px, bandWidth: d.container.px - d.insets.left.px - d.insets.right.px,
                                       bandHeight: bandHeight, spans: Dictionary(uniqueKeysWithValues: items.spans.map { ($0.item, $0.columns) }),
                                       spanFrame: spanFrame)
        return (elements, end + bottom)
    }

    /// ≥ 100,000 random layouts and ranges: `elements(from:to:)` is exactly the brute-force filter
    /// (top < y1 and bottom > y0) over the simulated frames, in vertical order; `frame(ofItem:)`
    /// is the simulated frame of every item. The ranges include ones that start or end exactly on a
    /// row's edge, on a band, in the top or bottom inset, before 0 and past the content.
    @Test func rangesEqualABruteForceFilter() throws {
        var rng = SplitMix64(state: 14)
        var ranges = 0
        for layout in 0..<6_000 {
            let request = try Self.randomRequest(&rng)
            let geometry = try ItemGeometry(request)
            let (elements, contentHeight) = try Self.simulate(request)
            #expect(geometry.contentHeightPx == contentHeight, "layout \(layout)")
            for e in elements where !e.isBand {
                let f = geometry.frame(ofItem: e.index)
                #expect(f?.x.px == e.x && f?.y.px == e.y && f?.width.px == e.width && f?.height.px == e.height, "layout \(layout) item \(e.index)")
            }
            #expect(geometry.frame(ofItem: -1) == nil && geometry.frame(ofItem: request.items!.count) == nil)
            // Edges worth hitting: every element's top and bottom, ± 1, the ends of the content.
            var edges = [-3, -1, 0, 1, contentHeight - 1, contentHeight, contentHeight + 1, contentHeight + 50]
            for e in elements { edges += [e.y - 1, e.y, e.y + 1, e.y + e.height - 1, e.y + e.height, e.y + e.height + 1] }
            for _ in 0..<17 {
                let y0 = Bool.random(using: &rng) ? edges.randomElement(using: &rng)! : Int.random(in: -5...contentHeight + 5, using: &rng)
                let y1 = Bool.random(using: &rng) ? edges.randomElement(using: &rng)! : y0 + Int.random(in: 0...40, using: &rng)
                let expected = elements.filter { $0.y < y1 && $0.y + $0.height > y0 }
                let got = geometry.elements(from: y0, to: y1).map { element -> Placed in
                    switch element {
                    case .item(let index, let f): return Placed(isBand: false, index: index, y: f.y.px, height: f.height.px, x: f.x.px, width: f.width.px)
                    case .separator(let index, let f): return Placed(isBand: true, index: index, y: f.y.px, height: f.height.px, x: f.x.px, width: f.width.px)
                    }
                }
                #expect(got == (y1 > y0 ? expected : []), "layout \(layout): \(y0) ..< \(y1)")
                ranges += 1
            }
        }
        #expect(ranges >= 100_000)
    }

    /// The document's `visible` answer is the same filter, with y0 floored and y1 ceiled.
    @Test func documentVisibleRangeSnapsOutwards() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
        request.items = ItemRequest(count: 20, rowHeight: .length(.points(100)), separatorsBefore: [8],
                                    visible: ItemRequest.VisibleRange(y0: .points(200.2), y1: .points(200.5)))
        let d = try GridDocument(request)
        // 200.2pt = 600.6px → 600 (row 1 spans 301 ..< 601); 200.5pt = 601.5px → 602 (the band is 602 ..< 603).
        #expect(d.visible?.y0.px == 600 && d.visible?.y1.px == 602)
        #expect(d.visible?.items == [4, 5, 6, 7] && d.visible?.separators == [])
        request.items?.visible = ItemRequest.VisibleRange(y0: .pixels(601), y1: .pixels(603))
        #expect(try GridDocument(request).visible?.items == [] && GridDocument(request).visible?.separators == [8])
        request.items?.visible = ItemRequest.VisibleRange(y0: .pixels(700), y1: .pixels(699))
        #expect(throws: GridError.reversedRange(.visible, value: "700px,699px", startPx: 700, endPx: 699)) { try GridDocument(request) }
        request.items?.visible = ItemRequest.VisibleRange(y0: .pixels(0), y1: .pixels(Limits.maxExtentPx + 1))
        #expect(throws: GridError.self) { try GridDocument(request) }
    }

    /// A million items with 10,000 bands: every frame asked for equals the simulated one, and
    /// screenful queries equal the brute-force filter over all million frames.
    @Test func aMillionItems() throws {
        var rng = SplitMix64(state: 1_000_000)
        let items = Limits.maxGeometryItems
        var bands = Set<Int>()
        while bands.count < 10_000 { bands.insert(Int.random(in: 0...items, using: &rng)) }
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4, direction: .rtl)
        request.items = ItemRequest(count: items, rowHeight: .length(.pixels(300)), lineSpacing: .pixels(2),
                                    separatorsBefore: Array(bands), separatorHeight: .pixels(5))
        let geometry = try ItemGeometry(request)
        #expect(geometry.separatorCount == 10_000 && geometry.itemCount == items)
        var small = request
        small.items?.count = 10
        small.items?.separatorsBefore = []
        let d = try GridDocument(small)
        let (elements, bottom) = Self.simulate(columnX: d.columns.map(\.x.px), columnWidth: d.columns.map(\.width.px),
                                               frameX: d.columns.map(\.x.px), frameWidth: d.columns.map(\.width.px),
                                               items: items, bands: bands, rowHeight: 300, lineSpacing: 2, top: 0,
                                               bandX: d.insets.left.px, bandWidth: d.container.px - d.insets.left.px - d.insets.right.px,
                                               bandHeight: 5)
        #expect(geometry.contentHeightPx == bottom)
        let itemElements = elements.filter { !$0.isBand }
        for _ in 0..<2_000 {
            let e = itemElements.randomElement(using: &rng)!
            let f = geometry.frame(ofItem: e.index)
            #expect(f?.x.px == e.x && f?.y.px == e.y && f?.width.px == e.width)
        }
        for _ in 0..<200 {
            let y0 = Int.random(in: 0...bottom, using: &rng), y1 = y0 + 2_532
            let expected = elements.filter { $0.y < y1 && $0.y + $0.height > y0 }.map { "\($0.isBand ? "band" : "item") \($0.index)" }
            let got = geometry.elements(from: y0, to: y1).map { element -> String in
                switch element {
                case .item(let index, _): return "item \(index)"
                case .separator(let index, _): return "band \(index)"
                }
            }
            #expect(got == expected, "\(y0) ..< \(y1)")
        }
    }

    /// Points: a rect's minY ..< maxY snaps outwards; NaN, infinities and empty ranges give nothing.
    @Test func pointRanges() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
        request.items = ItemRequest(count: 8, rowHeight: .length(.pixels(300)), lineSpacing: .pixels(0))
        let g = try ItemGeometry(request)
        #expect(g.elements(inPoints: 99.9 ..< 100.1).count == 8)          // 299.7 → 299, 300.3 → 301: both rows
        #expect(g.elements(inPoints: 0 ..< 100).count == 4)               // exactly row 0
        #expect(g.elements(inPoints: 100 ..< 100).isEmpty)
        #expect(g.elements(inPoints: -.infinity ..< .infinity).isEmpty)
        #expect(g.elements(inPoints: -1e300 ..< 1e300).count == 8)
        #expect(g.elements(inPoints: 1000 ..< 2000).isEmpty)
    }

    /// A geometry refuses what a document refuses, and more than a million items.
    @Test func refusals() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
        #expect(throws: GridError.self) { try ItemGeometry(request) }
        request.items = ItemRequest(count: Limits.maxGeometryItems + 1)
        #expect(throws: GridError.tooLarge(.items, value: "1000001", limit: "1000000")) { try ItemGeometry(request) }
        request.items = ItemRequest(count: 10, separatorsBefore: [3, 3])
        #expect(throws: GridError.repeated(.separatorsBefore, value: "3,3", element: "3")) { try ItemGeometry(request) }
        request.items = ItemRequest(count: 20_000)
        #expect(throws: GridError.tooLarge(.items, value: "20000", limit: "10000")) { try GridDocument(request) }
        #expect(try ItemGeometry(request).itemCount == 20_000)
    }
}
