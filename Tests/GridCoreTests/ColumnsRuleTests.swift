import Testing
import GridCore
import GridcalcTestSupport

/// `--columns auto` (Docs/columns-auto.md): the chosen count is extremal, checked by laying out the
/// neighbouring counts with `--columns` and measuring their widths after the strategy.
@Suite struct ColumnsRuleTests {
    /// Over widths, scales, spacings, insets, every strategy and cell sizes from 1px to wider than
    /// the screen:
    ///   - min-cell: every column of the chosen C is at least m (unless C = 1 with the warning, when
    ///     even one column is narrower), and C + 1 columns would make some column narrower than m
    ///     (or leave no room);
    ///   - max-cell: no column of C is wider than M, and C − 1 columns under the same strategy would
    ///     make some column wider than M (padding puts its leftover in the insets, so it may need
    ///     fewer columns than widen, §11).
    ///   - the document is the `--columns C` document, plus the rule.
    @Test func chosenCountIsExtremal() throws {
        var rng = SplitMix64(state: 11)
        var checked = 0
        for widthPt in stride(from: 100.0, through: 1500, by: 23.7) {
            for scale in Sweep.scales {
                let strategy = Sweep.strategies.randomElement(using: &rng)!
                let spacing = RequestedLength.pixels(Int.random(in: 0...12, using: &rng))
                let inset = RequestedLength.points(Double(Int.random(in: 0...20, using: &rng)))
                let cell = RequestedLength.points([1, 20, 44, 100, 150.5, 333, 2000][Int.random(in: 0..<7, using: &rng)])
                for rule in [ColumnsRule.minCell(cell), .maxCell(cell)] {
                    var request = GridRequest(width: .points(widthPt), scale: try Scale(scale), columns: 1, spacing: spacing,
                                              strategy: strategy, insetLeading: inset, insetTrailing: inset)
                    request.columnsRule = rule
                    guard let d = try? GridDocument(request) else { continue }
                    let c = d.columns.count
                    let cellPx = try PixelSnapping.gap(cell, scale: Scale(scale), field: .minCell).px
                    var fixed = request
                    fixed.columnsRule = nil
                    func widths(_ count: Int, strategy: Strategy? = nil) -> [Int]? {
                        var request = fixed
                        request.columns = count
                        if let strategy { request.strategy = strategy }
                        return (try? GridDocument(request))?.columns.map(\.width.px)
                    }
                    #expect(d.columns.map(\.width.px) == widths(c), "same pixels as --columns \(c)")
                    switch rule {
                    case .minCell:
                        let warned = d.warnings.contains { $0.description.contains("between the insets") }
                        if warned { #expect(c == 1) } else { #expect(d.columns.allSatisfy { $0.width.px >= cellPx }, "\(widthPt)pt \(scale)x: C = \(c)") }
                        if c < Limits.maxColumns, let more = widths(c + 1) { #expect(more.min()! < cellPx, "\(widthPt)pt \(scale)x: C + 1 = \(c + 1) still fits \(cellPx)px") }
                    case .maxCell:
                        #expect(d.columns.allSatisfy { $0.width.px <= cellPx }, "\(widthPt)pt \(scale)x: C = \(c) has a column over \(cellPx)px")
                        if c > 1, let fewer = widths(c - 1) {
                            #expect(fewer.max()! > cellPx, "\(widthPt)pt \(scale)x: C − 1 = \(c - 1) is enough")
                        }
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 600)
    }

    /// 414pt at 3x, 1px spacing: U = 1242px. min cell 100pt = 300px: ⌊1243 / 301⌋ = 4 columns of 309px;
    /// max cell 100pt: ⌈1243 / 301⌉ = 5 columns of 247px; min cell 500pt: 1 column with a warning.
    @Test func workedExamples() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 1)
        request.columnsRule = .minCell(.points(100))
        var d = try GridDocument(request)
        #expect(d.columns.map(\.width.px) == [309, 309, 309, 309] && d.input.columnsRule == .minCell(.pixels(300)) && d.input.columnsRuleCell?.px == 300)
        request.columnsRule = .maxCell(.points(100))
        d = try GridDocument(request)
        #expect(d.columns.map(\.width.px) == [247, 247, 247, 247, 247] && d.input.columnsRule == .maxCell(.pixels(300)) && d.input.columnsRuleCell?.px == 300)
        // The reported case: 883px, 16px gaps, max cell 48px. Padding needs 14 columns of 48px (the
        // leftover goes to the insets); widen, which keeps every pixel in the columns, needs 15.
        var padded = GridRequest(width: .pixels(883), scale: try Scale(1), columns: 1, spacing: .pixels(16), strategy: .padding(.center))
        padded.columnsRule = .maxCell(.pixels(48))
        #expect(try GridDocument(padded).columns.map(\.width.px) == Array(repeating: 48, count: 14))
        padded.strategy = .widen(.spread)
        #expect(try GridDocument(padded).columns.count == 15)
        request.columnsRule = .minCell(.points(500))
        d = try GridDocument(request)
        #expect(d.columns.count == 1 && d.warnings.map(\.description) == ["min cell 1500px is wider than the 1242px between the insets: 1 column, narrower than the min cell"])
        request.columnsRule = .minCell(.pixels(0))
        #expect(throws: GridError.notPositive(.minCell, value: "0px")) { try GridDocument(request) }
        request.width = .pixels(1_000_000)
        request.columnsRule = .minCell(.pixels(1))
        #expect(throws: GridError.self) { try GridDocument(request) }   // 500,000 columns: past the limit
    }
}
