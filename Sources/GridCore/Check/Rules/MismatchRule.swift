// MismatchRule: `mismatch` — a frame not where the expected layout has it.
//
// Rule: against an expected layout (`--against`, or the design inline), each frame whose px x or
// width (y and height when both have them) differs from its expected frame (by more than the dump's
// resolution). Against a design's columns, each cell is held to the column it stands on (the
// nearest by its left edge, in its row), never to the one of its index: a cell more in a row (no
// column left for it) is one finding of its own, a column no cell of a row stands on is one finding
// (`row 2, column 3`) — unless it ends the last row of several, the row's cells in the leading
// columns (a partial last row) — and every other cell is still compared. Against an expected
// layout (a document, or a design's items), each frame is held to the expected frame it stands on
// (the nearest row by top, then the nearest in it by left edge), each expected frame no frame
// stands on a finding naming it; a screenshot's cells come matched by the reader already. A staggered layout's columns, or
// Android's distribution, with a different count of cells than the design's columns is one finding.

struct MismatchRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "against an expected layout or a design: frame i's px x or width (y/height when both have them) differs from the expected frame, or the frame counts differ"
    static let settings: [CheckSetting] = [.expected, .design]
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a cell 1px wider than the design's 100px columns", frames: "0 100; 101 101", containerPt: 202) { request, _ in
            request.design = GridRequest(width: .pixels(1), scale: .one, columns: 2, spacing: .pixels(1))
        }
            .expecting(.mismatch, [1], "width", saying: "width 101px, the expected layout has 100px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the design's two columns of 100px, 1px apart", frames: "0 100; 101 100", containerPt: 201) { request, _ in
            request.design = GridRequest(width: .pixels(1), scale: .one, columns: 2, spacing: .pixels(1))
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place else { return [] }
        return mismatches(rows: context.rows, Parts(context))
    }
}

extension MismatchRule {
    /// What the rule reads: the frames on the pixel grid, what they are judged against, how they
    /// were read (a staggered layout's columns, an Android distribution judged).
    struct Parts {
        let g: FrameGeometry, e: FrameExpectation, r: FrameReadings
        init(_ context: CheckContext) { (g, e, r) = (context.geometry, context.expectation, context.readings) }
    }

    /// mismatch: the rule above.
    static func mismatches(rows: [FrameCheck.Row], _ p: Parts) -> [CheckDocument.Finding] {
        let frames = p.g.frames, designColumns = p.e.designColumns, staggered = p.r.staggered, staggeredColumns = p.r.staggeredColumns
        let distributionJudged = p.r.distributionJudged, leftPx = p.g.leftPx, rightPx = p.g.rightPx, topPx = p.g.topPx, bottomPx = p.g.bottomPx
        let slackPx = p.g.slackPx
        var expected: [ExpectedFrame?]? = p.e.expected.map { $0.map(Optional.some) }
        var out: [CheckDocument.Finding] = []
        if let columns = designColumns {
            let widest = staggered ? staggeredColumns.count : rows.map(\.frames.count).max() ?? 0
            if staggered || distributionJudged != nil, widest > columns.count || (widest < columns.count && (staggered || rows.count > 1)) {
                let what = staggered ? "the frames stand in \(widest) columns" : "rows have \(widest) cell\(widest == 1 ? "" : "s")"
                return [CheckDocument.Finding(.mismatch, [], edge: "count", expected: Double(columns.count), actual: Double(widest),
                                              message: "\(what), the design has \(columns.count) column\(columns.count == 1 ? "" : "s")", place: "count")]
            }
            if let judged = distributionJudged, !staggered {
                expected = judged.expected
                out += judged.findings
            } else if staggered {
                let index = p.r.columnIndices(count: frames.count)
                expected = frames.indices.map { i in columns[(index[i] ?? i) % columns.count] }
            } else {
                let held = heldToColumns(rows: rows, columns: columns, p)
                expected = held.expected
                out += held.findings
            }
        } else if let list = p.e.expected, !p.e.expectedByIndex {
            let held = heldToExpected(rows: rows, expected: list, p)
            expected = held.expected
            out += held.findings
        }
        guard let expected else { return out }
        for (i, (f, e)) in zip(frames, expected).enumerated() {
            guard let e else { continue }
            var pairs = [("x", leftPx(i), e.xPx), ("width", rightPx(i) - leftPx(i), e.widthPx)]
            if f.y != nil, let ey = e.yPx {
                pairs.append(("y", topPx(i), ey))
                if f.height != nil, let eh = e.heightPx { pairs.append(("height", bottomPx(i) - topPx(i), eh)) }
            }
            for (edge, actual, wanted) in pairs where abs(actual - wanted) > slackPx {
                out.append(CheckDocument.Finding(.mismatch, [i], edge: edge, expected: Double(wanted), actual: Double(actual),
                                        message: "frame \(i): \(edge) \(actual)px, the expected layout has \(wanted)px"))
            }
        }
        return out
    }

    /// Each row's frames held to the design's columns they stand on; the cells with no column left
    /// and the columns no cell stands on (but a partial last row's) as findings.
    static func heldToColumns(rows: [FrameCheck.Row], columns: [ExpectedFrame], _ p: Parts) -> (expected: [ExpectedFrame?], findings: [CheckDocument.Finding]) {
        let frames = p.g.frames, leftPx = p.g.leftPx
        var expected = [ExpectedFrame?](repeating: nil, count: frames.count)
        var findings: [CheckDocument.Finding] = []
        var budget = Self.maxAlignmentInAll
        let rtl = p.e.design?.input.direction == .rtl
        for (r, row) in rows.enumerated() {
            let owner = Self.nearest(row.frames, lefts: row.frames.map(leftPx), slots: columns.map(\.xPx), budget: &budget)
            for (k, i) in owner.slots.enumerated() { if let i { expected[i] = columns[k] } }
            for i in owner.stray { findings.append(strayFinding(i, row: r, p)) }
            let absent = columns.indices.filter { owner.slots[$0] == nil }
            guard !absent.isEmpty else { continue }
            // A partial last row: the last of several rows, its cells in the leading columns.
            let leading = rtl ? Array(columns.indices.reversed()) : Array(columns.indices)
            let present = columns.count - absent.count
            if r == rows.count - 1, rows.count > 1, present > 0, Set(leading.suffix(absent.count)) == Set(absent) { continue }
            for k in absent {
                findings.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(columns[k].widthPx), actual: 0,
                                                      message: "row \(r + 1) (y \(row.topPx)px): no frame where the design has column \(k + 1) (x \(columns[k].xPx)–\(columns[k].xPx + columns[k].widthPx)px)\(rows.count == 1 && r == 0 ? "; a grid of one row is whole unless the design's items say where they end" : "")",
                                                      place: "row \(r + 1), column \(k + 1)"))
            }
        }
        return (expected, findings)
    }

    /// Each frame held to the expected frame it stands on (the nearest expected row by top, then the
    /// nearest in it by left edge), when the counts differ; the frames with none left and the
    /// expected frames none stands on as findings.
    static func heldToExpected(rows: [FrameCheck.Row], expected list: [ExpectedFrame], _ p: Parts) -> (expected: [ExpectedFrame?], findings: [CheckDocument.Finding]) {
        let frames = p.g.frames, leftPx = p.g.leftPx
        var expected = [ExpectedFrame?](repeating: nil, count: frames.count)
        var findings: [CheckDocument.Finding] = []
        // The expected rows: equal tops (all one row without y).
        var byTop: [Int: [Int]] = [:]
        for (k, e) in list.enumerated() { byTop[e.yPx ?? 0, default: []].append(k) }
        let tops = byTop.keys.sorted()
        var rowOf = [Int](repeating: 0, count: frames.count)
        for (r, row) in rows.enumerated() { for i in row.frames { rowOf[i] = r } }
        // An expected layout of no frame: every frame is one more than it has.
        guard !tops.isEmpty else { return (expected, rows.flatMap(\.frames).sorted().map { strayFinding($0, row: rowOf[$0], p) }) }
        var framesOfRow: [Int: [Int]] = [:]
        var budget = Self.maxAlignmentInAll
        for row in rows {
            let top = list.contains { $0.yPx != nil } ? row.topPx : 0
            framesOfRow[tops[Self.nearestIndex(of: top, in: tops)], default: []] += row.frames
        }
        for top in tops {
            let slots = byTop[top]!.sorted { list[$0].xPx < list[$1].xPx }
            let members = (framesOfRow[top] ?? []).sorted { (leftPx($0), $0) < (leftPx($1), $1) }
            let owner = Self.nearest(members, lefts: members.map(leftPx), slots: slots.map { list[$0].xPx }, budget: &budget)
            for (s, i) in owner.slots.enumerated() { if let i { expected[i] = list[slots[s]] } }
            for i in owner.stray { findings.append(strayFinding(i, row: rowOf[i], p)) }
            for (s, k) in slots.enumerated() where owner.slots[s] == nil {
                let e = list[k]
                findings.append(CheckDocument.Finding(.mismatch, [], edge: "width", expected: Double(e.widthPx), actual: 0,
                                                      message: "no frame where the expected layout has its frame \(k) (x \(e.xPx)–\(e.xPx + e.widthPx)px\(e.yPx.map { ", y \($0)px" } ?? ""); \(frames.count) frames, the expected layout has \(list.count))",
                                                      place: "expected frame \(k)"))
            }
        }
        return (expected, findings)
    }

    /// A frame no slot of the expected layout is left for (a cell more in its row).
    static func strayFinding(_ i: Int, row r: Int, _ p: Parts) -> CheckDocument.Finding {
        CheckDocument.Finding(.mismatch, [i], edge: "count", expected: 0, actual: 1,
                              message: "frame \(i): a cell more in row \(r + 1) (x \(p.g.leftPx(i))px): the expected layout has no place left for it")
    }

    /// Frames (`members`, sorted by their left edges `lefts`) each held to a slot (`slots`: the
    /// slots' left edges) in the order they stand: as many frames as slots, the k-th frame the
    /// k-th slot from the left; else the order-keeping match of as many as can be that is nearest
    /// in all (the frames left over `stray`, the slots left over empty) — or, past `maxAlignment`
    /// frame-slot pairs, each frame the nearest slot, the nearer frame keeping a slot two want.
    /// `slots[k]`: the frame slot k holds.
    static func nearest(_ members: [Int], lefts: [Int], slots: [Int], budget: inout Int) -> (slots: [Int?], stray: [Int]) {
        var owner = [Int?](repeating: nil, count: slots.count)
        let order = slots.indices.sorted { (slots[$0], $0) < (slots[$1], $1) }
        if members.count == slots.count {
            for (i, k) in zip(members, order) { owner[k] = i }
            return (owner, [])
        }
        let n = members.count, m = order.count
        guard n > 0, m > 0 else { return (owner, members.sorted()) }
        if n * m <= maxAlignment, n * m <= budget {
            budget -= n * m
            // dp[i][j]: the least cost of the first i frames against the first j slots; a frame or a
            // slot left alone costs more than any distance, so as many pairs as can be are made.
            let alone = 1 << 40
            var dp = [Int](repeating: 0, count: (n + 1) * (m + 1))
            for i in 0...n { dp[i * (m + 1)] = i * alone }
            for j in 0...m { dp[j] = j * alone }
            for i in 1...n {
                for j in 1...m {
                    let pair = dp[(i - 1) * (m + 1) + j - 1] + abs(lefts[i - 1] - slots[order[j - 1]])
                    dp[i * (m + 1) + j] = min(pair, dp[(i - 1) * (m + 1) + j] + alone, dp[i * (m + 1) + j - 1] + alone)
                }
            }
            var i = n, j = m, stray: [Int] = []
            while i > 0 || j > 0 {
                if i > 0, j > 0, dp[i * (m + 1) + j] == dp[(i - 1) * (m + 1) + j - 1] + abs(lefts[i - 1] - slots[order[j - 1]]) {
                    owner[order[j - 1]] = members[i - 1]
                    i -= 1
                    j -= 1
                } else if i > 0, dp[i * (m + 1) + j] == dp[(i - 1) * (m + 1) + j] + alone {
                    stray.append(members[i - 1])
                    i -= 1
                } else {
                    j -= 1
                }
            }
            return (owner, stray.sorted())
        }
        var distance = [Int](repeating: Int.max, count: slots.count)
        var stray: [Int] = []
        for (i, left) in zip(members, lefts) {
            // The first slot at or right of `left`, and the one before it.
            var lo = 0, hi = order.count
            while lo < hi { let mid = (lo + hi) / 2; if slots[order[mid]] < left { lo = mid + 1 } else { hi = mid } }
            let candidates = [lo - 1, lo].filter { order.indices.contains($0) }.map { order[$0] }
            let k = candidates.min { abs(slots[$0] - left) < abs(slots[$1] - left) }!
            let d = abs(slots[k] - left)
            if let held = owner[k] {
                if d < distance[k] { stray.append(held); owner[k] = i; distance[k] = d } else { stray.append(i) }
            } else {
                owner[k] = i
                distance[k] = d
            }
        }
        return (owner, stray.sorted())
    }

    /// The most frame-slot pairs one row is aligned over (the order-keeping match), and all rows of
    /// one check together; past either, each frame the nearest slot (O(frames · log slots)).
    static let maxAlignment = 1 << 20
    static let maxAlignmentInAll = 1 << 23

    /// The index in `sorted` (ascending, not empty) of the value nearest `value` (the lower on a tie).
    static func nearestIndex(of value: Int, in sorted: [Int]) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi { let mid = (lo + hi) / 2; if sorted[mid] < value { lo = mid + 1 } else { hi = mid } }
        if lo == sorted.count { return sorted.count - 1 }
        if lo > 0, value - sorted[lo - 1] <= sorted[lo] - value { return lo - 1 }
        return lo
    }
}
