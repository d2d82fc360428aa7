import Testing
import GridCore
import GridcalcTestSupport

/// `--span` (Docs/spans.md): items covering several columns, placed in order like CSS grid's sparse
/// auto-placement, checked over random layouts for the placement rule's three promises.
@Suite struct SpansTests {
    /// Over random column counts, strategies, directions, items, bands and spans:
    ///   - no two items in a row overlap, and every item stays inside its row (first column + span ≤ C);
    ///   - a spanning item's frame runs from its first to its last column: Σ widths + (k − 1)·G;
    ///   - items keep index order along each row, and a row ends early (a hole) only when the next
    ///     item does not fit in what is left of it, or a band comes next.
    @Test func placementRule() throws {
        var rng = SplitMix64(state: 12)
        var holes = 0
        for _ in 0..<20_000 {
            let columns = Int.random(in: 1...8, using: &rng)
            let count = Int.random(in: 0...40, using: &rng)
            var request = GridRequest(width: .pixels(Int.random(in: columns * 5...900, using: &rng)), scale: try Scale(2), columns: columns,
                                      spacing: .pixels(Int.random(in: 0...4, using: &rng)), strategy: Sweep.strategies.randomElement(using: &rng)!,
                                      direction: Bool.random(using: &rng) ? .ltr : .rtl)
            let spans = (0..<count).filter { _ in Bool.random(using: &rng) }.map { ItemRequest.Span(item: $0, columns: Int.random(in: 1...columns, using: &rng)) }
            let bands = (0...count).filter { _ in Int.random(in: 0..<8, using: &rng) == 0 }
            request.items = ItemRequest(count: count, rowHeight: .length(.pixels(5)), separatorsBefore: bands, spans: spans)
            guard let d = try? GridDocument(request), let items = d.items else { continue }
            let spanOf = Dictionary(uniqueKeysWithValues: spans.map { ($0.item, $0.columns) })
            let g = d.spacing.px
            for item in items {
                let k = spanOf[item.index] ?? 1
                #expect(item.span == (spans.isEmpty ? nil : k))
                #expect(item.column + k <= columns, "inside its row")
                let covered = d.columns[item.column..<(item.column + k)]
                #expect(item.frame.width.px == covered.map(\.width.px).reduce(0, +) + (k - 1) * g)
                #expect(item.frame.x.px == covered.map(\.x.px).min()!)
            }
            for (a, b) in zip(items, items.dropFirst()) {
                let ka = spanOf[a.index] ?? 1, kb = spanOf[b.index] ?? 1
                if a.row == b.row {
                    #expect(b.column == a.column + ka, "no overlap, no hole inside a row")
                } else {
                    #expect(b.row == a.row + 1 && b.column == 0)
                    let left = columns - a.column - ka
                    if left > 0 {
                        #expect(kb > left || bands.contains(b.index), "a hole only where the next item does not fit")
                        holes += 1
                    }
                }
            }
        }
        #expect(holes > 1_000)
    }

    /// 414pt at 3x, 4 columns of 309px: item 0 spans 2 (619px), items 1–2 fill the row; item 3 spans
    /// 3 (929px) and item 4 takes the last column; item 5 spans 4 and needs a row of its own.
    @Test func workedExample() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
        request.items = ItemRequest(count: 8, rowHeight: .length(.points(100)), spans: [ItemRequest.Span(item: 0, columns: 2), ItemRequest.Span(item: 3, columns: 3), ItemRequest.Span(item: 5, columns: 4)])
        let d = try GridDocument(request)
        let items = try #require(d.items)
        #expect(items.map(\.row) == [0, 0, 0, 1, 1, 2, 3, 3] && items.map(\.column) == [0, 2, 3, 0, 3, 0, 0, 1])
        #expect(items.map(\.frame.width.px) == [619, 309, 309, 929, 309, 1239, 309, 309] && items.map(\.span) == [2, 1, 1, 3, 1, 4, 1, 1])
        // rtl: the same columns, mirrored; a span's x is its leftmost column's.
        request.direction = .rtl
        let r = try GridDocument(request)
        #expect(r.items?.first?.frame.x.px == 1242 - 1 - 619 - 1 + 1)
    }

    @Test func refusals() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
        request.items = ItemRequest(count: 8, spans: [ItemRequest.Span(item: 0, columns: 5)])
        #expect(throws: GridError.spanTooWide(value: "0:5", item: 0, span: 5, columns: 4)) { try GridDocument(request) }
        request.items = ItemRequest(count: 8, spans: [ItemRequest.Span(item: 8, columns: 2)])
        #expect(throws: GridError.spanBeyondItems(value: "8:2", item: 8, items: 8)) { try GridDocument(request) }
        request.items = ItemRequest(count: 8, spans: [ItemRequest.Span(item: 1, columns: 2), ItemRequest.Span(item: 1, columns: 3)])
        #expect(throws: GridError.repeated(.spans, value: "1:2,1:3", element: "1")) { try GridDocument(request) }
        request.items = ItemRequest(count: 8, spans: [ItemRequest.Span(item: 1, columns: 0)])
        #expect(throws: GridError.notPositive(.spans, value: "1:0")) { try GridDocument(request) }
    }
}
