// GridBands: which bands of a screenshot hold the grid — what `--region auto` judges.
//
// Rule (Docs/check-images.md, "--region auto"): a band is a row of the grid when
// - with a design: every run lies within the design's columns' span (2px either side), at least
//   half of the design's gaps are open (no run across them, from the column before to the one
//   after: not a bar across; a cell moved a pixel into a gap leaves it open), and at least half
//   of its columns are each covered over 80 % of their width by its runs, or but for 2px and over
//   half (a bar moved by a pixel) — a row of cells, not a heading's or a label's words, which cover
//   little of a column; and at least half of its columns each have a run on them, both its ends
//   within a fifth of the column's width (2px at least) of the column's (a bar on its column, not
//   letters across narrow columns);
// - without a design, or when no band fits the design (a screenshot scaled after capture): it looks
//   like a row of cells rather than a line of text — two runs or more, each at least 24px wide, the
//   widest at most twice the narrowest, the band at least 24px high.
// The grid is the rows that stand together (split where the space to the next row is more than a
// row's height and twice the usual space: a tab bar far below; the group of the most rows), from
// the first to the last: the rows, and between them any band
// as tall as a row (within a quarter of their median height: a row whose cells merged into one bar
// is judged, and fails); any band as tall as a row right above the first (no further from it than
// the usual space between rows, or a quarter of a row's height) whose runs lie within the first
// row's span (a first row that fits no design, judged and failing, not left out as a heading);
// then the band right after the last row when it is as tall as a row and its
// runs stand in the leading columns only (a partial last row). Labels and headings — shorter bands
// — are left out, and counted in the notes. No such row: nothing is judged (and the check says so).
//
// In a region drawn by hand (`--region x,y,w,h`, or the whole image), every band is judged but
// text: a band that looks like no row (of the design's, nor of cells) and is lower than three
// quarters of the median height of those that do — a heading, the labels under a row of photos,
// a chart's axis line. A band as tall as a row is judged whatever it holds (a row whose cells merged
// fails); when no band looks like a row, every band is judged.

extension PaintedCells {
    /// Which bands hold the grid.
    enum GridBands {
        /// A band of content and its runs, as the grid's reading sees it.
        struct Band {
            /// The band's rows, in image px.
            let rows: Range<Int>
            /// Its runs of non-background pixel columns, in px from the region's left.
            let runs: [Range<Int>]
            /// With a design: whether each of its columns is covered over 80 % by the runs.
            let covered: [Bool]
            /// Whether the band looks like a row of the design (without one: of cells).
            let isRowLike: Bool
            /// Whether it looks like a row of cells rather than text, whatever the design.
            let isCellLike: Bool

            init(rows: Range<Int>, runs: [Range<Int>], columns: [(xPx: Int, widthPx: Int)]?) {
                self.rows = rows
                self.runs = runs
                isCellLike = Self.cellLike(runs, heightPx: rows.count)
                guard let columns, let first = columns.map(\.xPx).min(), let last = columns.map({ $0.xPx + $0.widthPx }).max() else {
                    covered = []
                    isRowLike = isCellLike
                    return
                }
                covered = columns.map { c in
                    let covering = runs.reduce(0) { $0 + max(0, min($1.upperBound, c.xPx + c.widthPx) - max($1.lowerBound, c.xPx)) }
                    return 5 * covering >= 4 * c.widthPx || (covering >= c.widthPx - 2 && 2 * covering >= c.widthPx)
                }
                let inside = !runs.isEmpty && runs.allSatisfy { $0.lowerBound >= first - 2 && $0.upperBound <= last + 2 }
                let sorted = columns.sorted { $0.xPx < $1.xPx }
                let gaps = zip(sorted, sorted.dropFirst()).map { ($0.xPx + $0.widthPx, $1.xPx) }.filter { $0.0 < $0.1 }
                let open = gaps.count { gap in !runs.contains { $0.lowerBound < gap.0 && gap.1 < $0.upperBound } }
                // A run on a column: its ends within a fifth of the column's width (2px at least) of the column's.
                let aligned = columns.count { c in
                    let slack = max(2, c.widthPx / 5)
                    return runs.contains { abs($0.lowerBound - c.xPx) <= slack && abs($0.upperBound - c.xPx - c.widthPx) <= slack }
                }
                isRowLike = inside && 2 * open >= gaps.count && (gaps.isEmpty || runs.count >= 2) && 2 * covered.count(where: { $0 }) >= columns.count
                    && 2 * aligned >= columns.count
            }

            /// Two runs or more, each at least `minimumCellPx` wide, the widest at most twice the
            /// narrowest, the band at least `minimumCellPx` high.
            static func cellLike(_ runs: [Range<Int>], heightPx: Int) -> Bool {
                guard runs.count >= 2, heightPx >= minimumCellPx, let narrowest = runs.map(\.count).min(), let widest = runs.map(\.count).max() else { return false }
                return narrowest >= minimumCellPx && widest <= 2 * narrowest
            }

            /// Whether its runs stand in the design's leading columns only (`covered` a prefix, at
            /// least one), or without a design start where the grid's rows start.
            func isPartialRow(startPx: Int?) -> Bool {
                guard !covered.isEmpty else {
                    return !runs.isEmpty && runs.allSatisfy { $0.count >= minimumCellPx } && abs(runs[0].lowerBound - (startPx ?? runs[0].lowerBound)) <= 2
                }
                guard let k = covered.firstIndex(of: false), k > 0 else { return false }
                return covered[k...].allSatisfy { !$0 }
            }
        }

        /// The indices of `bands` that hold the grid (the rule above), top to bottom.
        static func grid(_ bands: [Band], columns: [(xPx: Int, widthPx: Int)]?) -> [Int] {
            var rows = bands.indices.filter { bands[$0].isRowLike }
            if rows.isEmpty, columns != nil { rows = bands.indices.filter { bands[$0].isCellLike } }
            rows = largestCluster(rows, bands)
            guard let first = rows.first, let last = rows.last else { return [] }
            let median = medianHeight(rows, bands)
            let asTall = { (i: Int) in 4 * abs(bands[i].rows.count - median) <= median }
            let isRow = Set(rows)
            var out = Array(first...last).filter { isRow.contains($0) || asTall($0) }
            // A band as tall as a row right above the grid, within its runs' span: a first row that
            // fits no design (cells merged, one missing), judged — not left out as a heading.
            let spaces = zip(out, out.dropFirst()).map { bands[$1].rows.lowerBound - bands[$0].rows.upperBound }.sorted()
            let near = max(spaces.isEmpty ? 0 : spaces[spaces.count / 2], median / 4)
            let span = (bands[first].runs.first?.lowerBound ?? 0) - 2...(bands[first].runs.last?.upperBound ?? 0) + 2
            var above = first - 1
            while above >= 0, asTall(above), bands[out[0]].rows.lowerBound - bands[above].rows.upperBound <= near,
                  bands[above].runs.allSatisfy({ span.contains($0.lowerBound) && span.contains($0.upperBound) }) {
                out.insert(above, at: 0)
                above -= 1
            }
            let start = bands[first].runs.first?.lowerBound
            if last + 1 < bands.count, asTall(last + 1), bands[last + 1].isPartialRow(startPx: start) { out.append(last + 1) }
            return out
        }

        /// The median height of the bands `rows` (not empty), in px: the upper one of an even count.
        static func medianHeight(_ rows: [Int], _ bands: [Band]) -> Int {
            let heights = rows.map { bands[$0].rows.count }.sorted()
            return heights[heights.count / 2]
        }

        /// The indices of `bands` judged in a region drawn by hand (the rule above): all but text.
        static func rowsInRegion(_ bands: [Band]) -> [Int] {
            let rows = bands.indices.filter { bands[$0].isRowLike || bands[$0].isCellLike }
            guard !rows.isEmpty else { return Array(bands.indices) }
            let median = medianHeight(rows, bands)
            return bands.indices.filter { bands[$0].isRowLike || bands[$0].isCellLike || 4 * bands[$0].rows.count >= 3 * median }
        }

        /// The rows (band indices, top to bottom) that stand together: split where the space from
        /// one row to the next is more than a row's height and twice the usual space between rows
        /// (a tab bar or a second strip far below the grid); the group of the most rows, the first
        /// on a tie.
        static func largestCluster(_ rows: [Int], _ bands: [Band]) -> [Int] {
            guard rows.count > 2 else { return rows }
            let spaces = zip(rows, rows.dropFirst()).map { bands[$1].rows.lowerBound - bands[$0].rows.upperBound }
            let usual = spaces.sorted()[spaces.count / 2], height = medianHeight(rows, bands)
            var clusters: [[Int]] = [[rows[0]]]
            for (space, row) in zip(spaces, rows.dropFirst()) {
                if space > max(height, 2 * usual) { clusters.append([row]) } else { clusters[clusters.count - 1].append(row) }
            }
            return clusters.max { $0.count < $1.count }!
        }
    }
}
