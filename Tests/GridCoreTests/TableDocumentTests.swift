import Testing
import GridCore
import GridcalcTestSupport

/// `gridcalc table` (Docs/table.md): sections, rows and separators, checked over random tables
/// against the rule restated here, and a worked example counted by hand.
@Suite struct TableDocumentTests {
    /// Over random tables (both styles, positions and directions, with and without headers and
    /// footers, empty sections included):
    ///   - headers, rows and footers follow each other from y = 0 with no gap or overlap, span the
    ///     table's width, and end at the content height;
    ///   - a section of n ≥ 1 rows has n + 1 separators (grouped) — n when the next section with rows
    ///     touches it (no header, no footer), its bottom line dropped — or n − 1 (plain); 0 for n = 0;
    ///   - every separator is 1px, inside the row it names, on that row's top or bottom edge as its
    ///     anchor says; inter-row lines follow --position; full-width ones span the table, inset ones
    ///     sit at the snapped insets, mirrored in rtl;
    ///   - no two separators of the whole table share a pixel row, and no two are adjacent across a
    ///     section boundary (they would read as one 2px line).
    @Test func propertiesOverRandomTables() throws {
        var rng = SplitMix64(state: 13)
        for t in 0..<20_000 {
            let sections = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...5, using: &rng) }
            let scale = try Scale(Sweep.scales.randomElement(using: &rng)!)
            var request = TableRequest(width: .points(Double(Int.random(in: 200...1400, using: &rng)) + [0, 0.5, 1.0 / 3].randomElement(using: &rng)!),
                                       scale: scale, sections: sections)
            request.style = Bool.random(using: &rng) ? .plain : .grouped
            request.position = Bool.random(using: &rng) ? .top : .bottom
            request.direction = Bool.random(using: &rng) ? .ltr : .rtl
            request.rowHeight = .points([44, 30.5, 2, 60].randomElement(using: &rng)!)
            request.headerHeight = Int.random(in: 0..<3, using: &rng) == 0 ? .points(28) : .pixels(0)
            request.footerHeight = Int.random(in: 0..<3, using: &rng) == 0 ? .points(0.5) : .pixels(0)
            request.separatorInsetLeading = .points([16, 0, 60.25].randomElement(using: &rng)!)
            request.separatorInsetTrailing = .pixels(Int.random(in: 0...9, using: &rng))
            let d = try TableDocument(request)
            try check(d, request: request, label: "table \(t): \(sections) \(request.style) \(request.position) \(request.direction)")
        }
    }

    func check(_ d: TableDocument, request: TableRequest, label: String) throws {
        let w = d.input.width.px, h = d.input.rowHeight.px
        let hh = d.input.headerHeight.px, fh = d.input.footerHeight.px
        #expect(d.sections.map(\.rows.count) == request.sections, "\(label): rows")
        var y = 0
        var allSeparatorRows: [Int] = []
        let touching = hh == 0 && fh == 0
        for (s, section) in d.sections.enumerated() {
            let elements = [section.header].compactMap { $0 } + section.rows + [section.footer].compactMap { $0 }
            for e in elements {
                #expect(e.y.px == y && e.x.px == 0 && e.width.px == w, "\(label): section \(s) starts where the previous ends")
                y = e.maxYPx
            }
            #expect((section.header?.height.px ?? 0) == hh && (section.footer?.height.px ?? 0) == fh)
            #expect(section.rows.allSatisfy { $0.height.px == h })
            let n = section.rows.count
            let laterRows = d.sections[(s + 1)...].contains { !$0.rows.isEmpty }
            let expected = n == 0 ? 0 : request.style == .plain ? n - 1 : (touching && laterRows ? n : n + 1)
            #expect(section.separators.count == expected, "\(label): section \(s) has \(section.separators.count) separators")
            let leading = d.input.separatorInsetLeading.px, trailing = d.input.separatorInsetTrailing.px
            let (left, right) = request.direction == .ltr ? (leading, trailing) : (trailing, leading)
            for sep in section.separators {
                #expect((sep.afterRow == nil) != (sep.beforeRow == nil))
                let r = sep.afterRow ?? sep.beforeRow!
                let row = section.rows[r]
                #expect(sep.rect.height.px == 1)
                #expect(sep.rect.y.px == (sep.afterRow != nil ? row.maxYPx - 1 : row.y.px), "\(label): on its row's edge")
                if sep.fullWidth {
                    #expect(sep.rect.x.px == 0 && sep.rect.width.px == w && request.style == .grouped)
                    #expect(sep.beforeRow == 0 || sep.afterRow == n - 1, "\(label): full width only at a section's ends")
                } else {
                    #expect(sep.rect.x.px == left && sep.rect.width.px == w - left - right, "\(label): insets (mirrored in rtl)")
                    #expect(request.position == .bottom ? (sep.afterRow.map { $0 < n - 1 } ?? false) : (sep.beforeRow.map { $0 >= 1 } ?? false))
                }
                allSeparatorRows.append(sep.rect.y.px)
            }
            #expect(section.separators.map(\.rect.y.px) == section.separators.map(\.rect.y.px).sorted(), "\(label): vertical order")
        }
        #expect(d.content.height.px == y)
        #expect(Set(allSeparatorRows).count == allSeparatorRows.count, "\(label): two separators on one pixel row")
        if request.style == .grouped {
            let sorted = allSeparatorRows.sorted()
            for (a, b) in zip(sorted, sorted.dropFirst()) where b == a + 1 {
                // Adjacent lines are allowed only inside one row of 2px (its top and bottom edge).
                #expect(h == 2, "\(label): lines at \(a) and \(b) read as one 2px line")
            }
        }
    }

    /// 390pt at 3x, sections 2 and 3, grouped, separators inset 16pt = 48px: rows of 132px.
    /// Section 0: a full line at y 0, an inset line at 131 (bottom of row 0), and no line at 263 —
    /// section 1 touches it and keeps its own top line at 264. Section 1: full at 264, inset at 395
    /// and 527, full at 659. Content 5 × 132 = 660px.
    @Test func workedExample() throws {
        let d = try TableDocument(TableRequest(width: .points(390), scale: try Scale(3), sections: [2, 3]))
        #expect(d.sections[0].separators.map(\.rect.y.px) == [0, 131])
        #expect(d.sections[0].separators.map(\.fullWidth) == [true, false])
        #expect(d.sections[1].separators.map(\.rect.y.px) == [264, 395, 527, 659])
        #expect(d.sections[1].separators.map(\.fullWidth) == [true, false, false, true])
        #expect(d.sections[1].separators[1].rect.x.px == 48 && d.sections[1].separators[1].rect.width.px == 1122)
        #expect(d.content.height.px == 660)
        // With a 10pt footer the sections no longer touch: section 0 keeps its bottom line at 263.
        var footed = TableRequest(width: .points(390), scale: try Scale(3), sections: [2, 3])
        footed.footerHeight = .points(10)
        #expect(try TableDocument(footed).sections[0].separators.map(\.rect.y.px) == [0, 131, 263])
        // Plain, top position, rtl: only the lines between rows, along the top of rows 1 and 2.
        let plain = try TableDocument(TableRequest(width: .points(390), scale: try Scale(3), sections: [3], style: .plain,
                                                   position: .top, direction: .rtl))
        #expect(plain.sections[0].separators.map(\.beforeRow) == [1, 2])
        #expect(plain.sections[0].separators.map(\.rect.x.px) == [0, 0] && plain.sections[0].separators[0].rect.width.px == 1122)
    }

    /// Hostile tables are refused with the input named, before anything is built.
    @Test func refusals() throws {
        let scale = try Scale(3)
        func table(_ change: (inout TableRequest) -> Void) throws -> TableDocument {
            var request = TableRequest(width: .points(390), scale: scale, sections: [2, 3])
            change(&request)
            return try TableDocument(request)
        }
        #expect(throws: GridError.tooLarge(.sections, value: "1000000 sections", limit: "10000 sections")) {
            try table { $0.sections = Array(repeating: 0, count: 1_000_000) }
        }
        #expect(throws: GridError.self) { try table { $0.sections = [Int.max, Int.max] } }
        #expect(throws: GridError.self) { try table { $0.sections = [5_000, 5_001] } }
        #expect(throws: GridError.negative(.sections, value: "2,-1")) { try table { $0.sections = [2, -1] } }
        #expect(throws: GridError.tooSmall(.rowHeight, value: "1px", limit: "2px")) { try table { $0.rowHeight = .pixels(1) } }
        #expect(throws: GridError.notPositive(.rowHeight, value: "0px")) { try table { $0.rowHeight = .pixels(0) } }
        #expect(throws: GridError.negative(.headerHeight, value: "-5pt")) { try table { $0.headerHeight = .points(-5) } }
        #expect(throws: GridError.separatorNoRoom(cellPx: 1170, leftPx: 1170, rightPx: 0)) { try table { $0.separatorInsetLeading = .points(390) } }
        #expect(throws: GridError.contentTooTall(heightPx: 10_000 * 1_000_000, limitPx: Limits.maxExtentPx)) {
            try table { $0.sections = [10_000]; $0.rowHeight = .pixels(1_000_000) }
        }
        #expect(try table { $0.sections = [] }.content.height.px == 0)
    }
}
