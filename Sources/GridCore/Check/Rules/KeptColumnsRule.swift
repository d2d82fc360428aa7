// KeptColumnsRule: `mismatch` — without a design, a screenshot's cell off the columns its rows keep.
//
// Rule: without a design, the columns the rows keep are the design: the cell count most rows have (in
// two rows or more), each column's left and right edges the median of those rows'. A cell whose left
// edge (else right edge) is not its column's is a finding (a row 1px off them, a cell 2px narrower);
// a cell across one of their gaps is cells merged; a column a row has no cell in is missing, but the
// trailing columns of a section's last row (the last row, or one a heading follows). In a grid of one
// row, a cell 2px or more off the width most of its whole cells have is a finding (1px is a leftover
// pixel: `uneven` says it). Cut and unseen cells are not held to a width.

struct KeptColumnsRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "a screenshot without a design: a cell off the columns its rows keep (a row 1px off, cells merged across their gap, a column a row has no cell in but a section's last row's trailing ones); in one row, a cell 2px or more off the width most of its cells have"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two rows of three cards, the second row 1px to the right",
                         image: { ExampleImage.draw(width: 160, height: 110, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40), .init(110, 10, 40, 40),
                                                                                     .init(11, 60, 40, 40), .init(61, 60, 40, 40), .init(111, 60, 40, 40)]) }) {
            $0.spacingAuto = true
        }
            .expecting(.mismatch, [0], "x", saying: "x 10px, the other rows' column 1 starts at 11px")
            .expecting(.mismatch, [1], "x", saying: "x 60px, the other rows' column 2 starts at 61px")
            .expecting(.mismatch, [2], "x", saying: "x 110px, the other rows' column 3 starts at 111px"),
        CheckRuleExample("one row of four cards, the third 2px narrower",
                         image: { ExampleImage.draw(width: 210, height: 60, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40), .init(110, 10, 38, 40),
                                                                                    .init(160, 10, 40, 40)]) }) {
            $0.spacingAuto = true
        }
            .expecting(.mismatch, [2], "width", saying: "width 38px, most cells of its row are 40px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("two rows of three cards, the last row holding two",
                         image: { ExampleImage.draw(width: 160, height: 110, boxes: [.init(10, 10, 40, 40), .init(60, 10, 40, 40), .init(110, 10, 40, 40),
                                                                                     .init(10, 60, 40, 40), .init(60, 60, 40, 40)]) }) {
            $0.spacingAuto = true
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place else { return [] }
        return keptColumns(clipped: context.clipped, context.geometry, context.readings)?.findings ?? []
    }
}

extension KeptColumnsRule {
    /// The columns a screenshot's rows keep, when it has no design: their edges (px from the
    /// container's left), how many rows keep them, the findings, and the columns rows have no cell in.
    package struct KeptColumns {
        package let lefts: [Int], rights: [Int], rows: Int
        package let findings: [CheckDocument.Finding]
        package let missing: [(row: Int, column: Int)]
    }

    /// The columns the rows keep (the rule above), nil without a screenshot's reading, with a design,
    /// or for a staggered layout; `clipped`: the cells a scroller cuts.
    static func keptColumns(clipped: Set<Int>, _ g: FrameGeometry, _ r: FrameReadings) -> KeptColumns? {
        let frames = g.frames, leftPx = g.leftPx, rightPx = g.rightPx, isZeroSize = g.isZeroSize
        guard let painted = r.painted, painted.designColumns == nil, !r.staggered, painted.cells.count == frames.count else { return nil }
        var byRow = [[Int]](repeating: [], count: painted.rows.count)
        for i in frames.indices where painted.cells[i].seen && painted.cells[i].row < byRow.count && !isZeroSize(i) { byRow[painted.cells[i].row].append(i) }
        for k in byRow.indices { byRow[k].sort { leftPx($0) < leftPx($1) } }
        var counts: [Int: Int] = [:]
        for members in byRow where members.count >= 2 { counts[members.count, default: 0] += 1 }
        var findings: [CheckDocument.Finding] = []
        let whole = { (i: Int) in !clipped.contains(i) && painted.cells[i].cut[0] == nil && painted.cells[i].cut[2] == nil }
        guard let (n, rows) = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), rows >= 2 else {
            // One row: the width most of its whole cells have.
            for members in byRow where members.count >= 3 {
                let kept = members.filter(whole)
                var widths: [Int: Int] = [:]
                for i in kept { widths[rightPx(i) - leftPx(i), default: 0] += 1 }
                guard let (common, k) = widths.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }), 2 * k > kept.count else { continue }
                for i in kept where abs(rightPx(i) - leftPx(i) - common) >= 2 {
                    findings.append(CheckDocument.Finding(.mismatch, [i], edge: "width", expected: Double(common), actual: Double(rightPx(i) - leftPx(i)),
                                                          message: "frame \(i): width \(rightPx(i) - leftPx(i))px, most cells of its row are \(common)px"))
                }
            }
            return KeptColumns(lefts: [], rights: [], rows: 0, findings: findings, missing: [])
        }
        let full = byRow.filter { $0.count == n }
        func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
        let lefts = (0..<n).map { k in median(full.map { leftPx($0[k]) }) }
        let rights = (0..<n).map { k in median(full.map { rightPx($0[k]) }) }
        var missing: [(row: Int, column: Int)] = []
        for (row, members) in byRow.enumerated() where !members.isEmpty {
            var present = Set<Int>()
            for i in members {
                let spanned = (0..<n).filter { lefts[$0] < rightPx(i) && leftPx(i) < rights[$0] }
                present.formUnion(spanned)
                guard let first = spanned.first, let last = spanned.last else { continue }
                if last > first {
                    let closed = (first..<last).map { "x \(rights[$0])–\(lefts[$0 + 1])px" }
                    findings.append(CheckDocument.Finding(.mismatch, [i], edge: "width", expected: Double(rights[first] - lefts[first]), actual: Double(rightPx(i) - leftPx(i)),
                                                          message: "frame \(i): cells \(first + 1)–\(last + 1) of the row merged into one \(rightPx(i) - leftPx(i))px wide: the gap\(closed.count == 1 ? "" : "s") the other rows keep at \(closed.joined(with: ", ")) \(closed.count == 1 ? "is" : "are") closed"))
                    continue
                }
                guard !clipped.contains(i) else { continue }
                if painted.cells[i].cut[0] == nil, leftPx(i) != lefts[first] {
                    findings.append(CheckDocument.Finding(.mismatch, [i], edge: "x", expected: Double(lefts[first]), actual: Double(leftPx(i)),
                                                          message: "frame \(i): x \(leftPx(i))px, the other rows' column \(first + 1) starts at \(lefts[first])px"))
                } else if painted.cells[i].cut[2] == nil, rightPx(i) != rights[first] {
                    findings.append(CheckDocument.Finding(.mismatch, [i], edge: "width", expected: Double(rights[first] - lefts[first]), actual: Double(rightPx(i) - leftPx(i)),
                                                          message: "frame \(i): width \(rightPx(i) - leftPx(i))px, the other rows' column \(first + 1) is \(rights[first] - lefts[first])px (x \(lefts[first])–\(rights[first])px)"))
                }
            }
            let absent = (0..<n).filter { !present.contains($0) }
            let ends = row < painted.endsSection.count && painted.endsSection[row]
            if ends, let firstAbsent = absent.first, absent == Array(firstAbsent..<n) { continue }
            for k in absent {
                missing.append((row, k))
                let top = painted.rows[row].lowerBound - painted.originYPx
                findings.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(rights[k] - lefts[k]), actual: 0,
                                                      message: "row \(row + 1) (y \(top)px): no cell where the other rows have their column \(k + 1) (x \(lefts[k])–\(rights[k])px)",
                                                      place: "row \(row + 1), column \(k + 1)"))
            }
        }
        return KeptColumns(lefts: lefts, rights: rights, rows: rows, findings: findings, missing: missing)
    }
}
