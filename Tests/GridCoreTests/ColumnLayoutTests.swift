import Testing
import GridCore

/// Docs/guide.md's invariants, checked for every case of the sweep through the whole pipeline
/// (snapping, layout, points, flow layout), one parameterized case per scale × strategy.
@Suite struct ColumnLayoutTests {
    @Test("§2 invariants over the sweep", arguments: Sweep.scales, Sweep.strategies)
    func invariantsOverSweep(scaleValue: Double, strategy: Strategy) throws {
        let scale = try Scale(scaleValue)
        var cases = 0
        var noRoom = 0
        for widthPt in Sweep.widthsPt {
            for columns in Sweep.columnCounts {
                for direction in Direction.allCases {
                    let request = GridRequest(width: .points(widthPt), scale: scale, columns: columns,
                                              strategy: strategy, direction: direction)
                    let document: GridDocument
                    do {
                        document = try GridDocument(request)
                    } catch {
                        // The only refusal possible here is a container too narrow for the columns.
                        let containerPx = Int((widthPt * scaleValue + 1e-6).rounded(.down))
                        guard case .noRoom = error else {
                            Issue.record("unexpected \(error) for \(widthPt)pt @\(scaleValue)x × \(columns)")
                            return
                        }
                        #expect(containerPx - (columns - 1) < columns, "noRoom for \(widthPt)pt @\(scaleValue)x × \(columns)")
                        noRoom += 1
                        continue
                    }
                    checkInvariants(document, widthPt: widthPt, scale: scaleValue, strategy: strategy)
                    cases += 1
                }
            }
        }
        // The sweep really ran, and both outcomes occurred.
        #expect(cases > 100_000)
        #expect(noRoom > 0)
    }

    /// Checks one document against §1 and §2; records an issue naming the case on any failure.
    func checkInvariants(_ d: GridDocument, widthPt: Double, scale: Double, strategy: Strategy) {
        let label = { "\(widthPt)pt @\(scale)x × \(d.columns.count) \(strategy) \(d.input.direction)" }
        let p = d.container.px
        let g = d.spacing.px
        let c = d.columns.count
        let widths = d.columns.map(\.width.px)

        // §1: the container is L·S floored (or exact within 1e-6px).
        let exact = widthPt * scale
        let nearest = exact.rounded()
        let expectedP = abs(exact - nearest) <= 1e-6 ? Int(nearest) : Int(exact.rounded(.down))
        check(p == expectedP, "container", label())
        check(d.warnings.isEmpty == (abs(exact - nearest) <= 1e-6), "warning iff inexact", label())

        // Pixels add up, cells are ≥ 1px and differ by at most 1px.
        check(d.insets.leading.px + widths.reduce(0, +) + (c - 1) * g + d.insets.trailing.px == p, "sum", label())
        check(widths.allSatisfy { $0 >= 1 }, "min width", label())
        check(widths.max()! - widths.min()! <= 1, "even", label())
        check(widths.min()! == d.cell.minPx && widths.max()! == d.cell.maxPx, "cell", label())

        // Physical order: every gap is exactly G, insets on both sides, index 0 on the leading side.
        let physical = d.input.direction == .ltr ? d.columns : d.columns.reversed()
        check(physical.first!.x.px == d.insets.left.px, "left inset", label())
        check(physical.last!.x.px + physical.last!.width.px + d.insets.right.px == p, "right inset", label())
        for (a, b) in zip(physical, physical.dropFirst()) where b.x.px - (a.x.px + a.width.px) != g {
            Issue.record("gap between \(a.index) and \(b.index) is not \(g)px: \(label())")
        }
        let (leftSide, rightSide) = d.input.direction == .ltr ? (d.insets.leading, d.insets.trailing) : (d.insets.trailing, d.insets.leading)
        check(leftSide == d.insets.left && rightSide == d.insets.right, "physical insets", label())

        // Where the leftover went: an independent statement of each rule.
        let a = p - (c - 1) * g   // no fixed insets in the sweep
        let r = a % c
        check(d.remainderPx == r && d.cell.basePx == a / c, "b and R", label())
        switch strategy {
        case .padding(let alignment):
            check(widths.allSatisfy { $0 == a / c }, "padding widths", label())
            let expected: (Int, Int) = switch alignment {
            case .center: (r / 2, r - r / 2)
            case .leading: (0, r)
            case .trailing: (r, 0)
            }
            check(d.insets.leading.px == expected.0 && d.insets.trailing.px == expected.1, "padding insets", label())
        case .widen(let distribution):
            check(d.insets.leading.px == 0 && d.insets.trailing.px == 0, "widen insets", label())
            let extras = d.columns.map(\.extraPx)
            check(extras.reduce(0, +) == r, "Σe = R", label())
            let widened = extras.indices.filter { extras[$0] == 1 }
            switch distribution {
            case .leading: check(widened == Array(0..<r), "leading", label())
            case .trailing: check(widened == Array((c - r)..<c), "trailing", label())
            case .center:
                check(widened == Array(((c - r) / 2)..<((c - r) / 2 + r)), "center", label())
                // Centred: the widened block is as far from one end as from the other, give or take 1.
                if r > 0 { check(abs(widened.first! - (c - 1 - widened.last!)) <= 1, "center symmetric", label()) }
            case .spread:
                // Yoga's rule: cumulative edges are the ideal edges i·A/C rounded half-up.
                var edge = 0
                for i in 0..<c {
                    edge += widths[i]
                    let ideal = Double((i + 1) * a) / Double(c)
                    check(edge == Int((ideal + 0.5).rounded(.down)), "spread edge \(i)", label())
                }
            }
            for column in d.columns { check(column.width.px == a / c + column.extraPx, "extra", label()) }
        }

        // §1: every point value is px / S, exactly.
        for column in d.columns {
            check(column.x.pt == Double(column.x.px) / scale && column.width.pt == Double(column.width.px) / scale, "pt", label())
        }

        FlowLayoutValuesTests.checkGuarantee(d, label: label)
    }

    // MARK: Worked examples (Docs/algorithm.md, Docs/guide.md)

    @Test func seedExamplePadding() throws {
        let d = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7))
        #expect(d.container == Length(px: 1242, scale: try Scale(3)))
        #expect(d.columns.map(\.width.px) == Array(repeating: 176, count: 7))
        #expect(d.columns.map(\.x.px) == [2, 179, 356, 533, 710, 887, 1064])
        #expect(d.insets.leading.px == 2 && d.insets.trailing.px == 2 && d.remainderPx == 4)
        #expect(d.columns[0].width.pt == 58.666666666666664)
        #expect(d.spacing.pt == 0.3333333333333333)
    }

    @Test func seedExampleWidenLeading() throws {
        let d = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7, strategy: .widen(.leading)))
        #expect(d.columns.map(\.width.px) == [177, 177, 177, 177, 176, 176, 176])
        #expect(d.insets.left.px == 0 && d.insets.right.px == 0)
    }

    @Test("spread matches Yoga's pixel-grid rounding", arguments: [
        (100, 3, [33, 34, 33]),
        (113, 5, [23, 22, 23, 22, 23]),
    ])
    func spreadExamples(containerPx: Int, columns: Int, expected: [Int]) throws {
        let layout = try ColumnLayout(containerPx: containerPx, columns: columns, spacingPx: 0, strategy: .widen(.spread))
        #expect(layout.columns.map(\.widthPx) == expected)
    }

    @Test func centerAndTrailingDistribution() throws {
        // A = 1242 − 6 = 1236 = 7·176 + 4: the 4 extra pixels sit in columns 1…4 (s = (7−4) div 2 = 1).
        let center = try ColumnLayout(containerPx: 1242, columns: 7, strategy: .widen(.center))
        #expect(center.columns.map(\.extraPx) == [0, 1, 1, 1, 1, 0, 0])
        let trailing = try ColumnLayout(containerPx: 1242, columns: 7, strategy: .widen(.trailing))
        #expect(trailing.columns.map(\.extraPx) == [0, 0, 0, 1, 1, 1, 1])
    }

    @Test func rtlMirrorsEachColumn() throws {
        let ltr = try ColumnLayout(containerPx: 1242, columns: 7, insetLeadingPx: 10, insetTrailingPx: 3, strategy: .widen(.spread))
        let rtl = try ColumnLayout(containerPx: 1242, columns: 7, insetLeadingPx: 10, insetTrailingPx: 3,
                                   strategy: .widen(.spread), direction: .rtl)
        for (l, r) in zip(ltr.columns, rtl.columns) {
            #expect(r.widthPx == l.widthPx && r.xPx == 1242 - l.xPx - l.widthPx)
        }
        #expect(rtl.insetLeftPx == 3 && rtl.insetRightPx == 10)
    }

    @Test func fixedInsetsComeBeforePadding() throws {
        // 375pt @2x = 750px, insets 16pt = 32px each, spacing 8pt = 16px, 4 columns:
        // A = 750 − 64 − 48 = 638 = 4·159 + 2 -> insets 33 and 33.
        let d = try GridDocument(GridRequest(width: .points(375), scale: Scale(2), columns: 4, spacing: .points(8),
                                             insetLeading: .points(16), insetTrailing: .points(16)))
        #expect(d.columns.map(\.width.px) == [159, 159, 159, 159])
        #expect(d.insets.leading.px == 33 && d.insets.trailing.px == 33)
        #expect(d.input.insetLeading.px == 32 && d.input.insetTrailing.px == 32)
    }

    // MARK: Refusals

    @Test func noRoomWhenCellsGetFewerPixelsThanColumns() throws {
        #expect(throws: GridError.noRoom(columns: 5, containerPx: 2, insetLeadingPx: 0, insetTrailingPx: 0, spacingPx: 1, cellsPx: -2)) {
            try ColumnLayout(containerPx: 2, columns: 5)
        }
        // Exactly one pixel per column is enough.
        let tight = try ColumnLayout(containerPx: 9, columns: 5)
        #expect(tight.columns.map(\.widthPx) == [1, 1, 1, 1, 1])
    }

    @Test("out-of-range pixel inputs are typed errors, not traps", arguments: [
        (0, 1, 1, 0), (10, 0, 1, 0), (10, -3, 1, 0), (10, 1, -1, 0), (10, 1, 1, -1),
        (Int.max, 1, 1, 0), (10, Int.max, 1, 0), (10, 2, Int.max, 0), (10, 2, 1, Int.min),
    ])
    func badPixelInputs(containerPx: Int, columns: Int, spacingPx: Int, insetPx: Int) {
        #expect(throws: GridError.self) {
            try ColumnLayout(containerPx: containerPx, columns: columns, spacingPx: spacingPx, insetLeadingPx: insetPx)
        }
    }

    @Test func noRoomNamesTheColumnsAndWhatIsLeft() {
        let error = GridError.noRoom(columns: 7, containerPx: 10, insetLeadingPx: 0, insetTrailingPx: 0, spacingPx: 1, cellsPx: 4)
        #expect(error.field == .columns && error.value == "7")
        #expect(error.reason.contains("leaves 4px for the cells"))
    }
}
