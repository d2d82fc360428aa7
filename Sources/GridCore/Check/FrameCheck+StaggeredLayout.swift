// FrameCheck+StaggeredLayout: frames that form columns, not rows — a staggered feed (Android's
// StaggeredGridLayoutManager, a Pinterest-style masonry), where each column stacks cells of their
// own heights and the tops of neighbouring columns do not line up (Docs/check-and-sweep.md).
//
// Rule: a column is the frames with equal left edges in whole px (zero-size frames left out), top
// to bottom. The frames are read as staggered only on evidence that they are: every frame has a top
// and a height, there are at least two columns, at least two frames stand below the first of their
// column, at most a quarter of those share their top with a frame of another column (in a grid every
// row lines up), the cells' heights differ (by more than 1px: a feed's cells are as tall as their
// content — equal cells whose columns are offset are a broken grid, not a feed), and the frames do
// not fit a grid: read as rows of equal tops, some row reaches past the top of the next (a list of
// full-width rows and half-width tiles is a grid whose rows never overlap). A reader's own rows (a
// screenshot's bands) are never staggered. `CheckRequest.staggered` decides instead. The note
// names the evidence: the heights seen and the rows that overlap. Staggered, the rules
// (ColumnGapRule, ColumnRowGapRule, ColumnWidthRule, UnevenRule, MismatchRule) are:
//   gap      two neighbouring columns whose gap (the next column's left edge less this column's
//            most common right edge) is not the spacing; and two frames one above the other in a
//            column whose vertical gap is not the one the layout keeps most often (`edge`
//            "row-gap": a feed's vertical spacing is often not its column gap — 13px under 12px
//            columns gaps in a shipped app —, so it is judged for being the same everywhere);
//   overlap  a frame that starts above the bottom of the frame before it in its column;
//   mismatch a frame whose right edge is not its column's (the edge most of its frames share): a
//            staggered layout's column has one width (a span's);
//   uneven   (a warning) widths that differ by more than 1px over the whole layout;
//   mismatch with a design without items, each frame against the design's column of its own
//            column's index; a different number of columns is one finding.
// With `CheckRequest.spacingAuto` the expected gap between columns is the most frequent one.

extension FrameCheck {
    /// The columns, left to right: each the indices of the frames with that left edge, top to bottom.
    func columns() -> [[Int]] {
        var byLeft: [Int: [Int]] = [:]
        for i in frames.indices where !isZeroSize(i) { byLeft[leftPx(i), default: []].append(i) }
        return byLeft.keys.sorted().map { left in byLeft[left]!.sorted { (topPx($0), $0) < (topPx($1), $1) } }
    }


    /// Whether every frame has a top and a height: only such frames can be read as staggered.
    var framesHaveHeights: Bool { frames.allSatisfy { $0.y != nil && $0.height != nil } }

    /// Whether frames with `columns` (from `columns()`) form a staggered layout (the rule above),
    /// and if so the evidence, for the note.
    func staggeredEvidence(_ columns: [[Int]]) -> String? {
        guard framesHaveHeights, rowOfFrame == nil, columns.count >= 2 else { return nil }
        // Each top, with the first column it stands in and whether a second one has it too: one
        // pass, so a dump of many columns costs no more than its frames.
        var columnsAtTop: [Int: (first: Int, several: Bool)] = [:]
        for (k, column) in columns.enumerated() {
            for i in column {
                let top = topPx(i)
                if let seen = columnsAtTop[top] { if seen.first != k { columnsAtTop[top]!.several = true } } else { columnsAtTop[top] = (k, false) }
            }
        }
        var below = 0, aligned = 0
        for column in columns {
            for i in column.dropFirst() {
                below += 1
                if columnsAtTop[topPx(i)]!.several { aligned += 1 }
            }
        }
        guard below >= 2, aligned * 4 <= below else { return nil }
        // The cells' heights differ: a feed's cells are as tall as their content.
        let heights = columns.joined().map { bottomPx($0) - topPx($0) }
        guard let low = heights.min(), let high = heights.max(), high - low > 1 + slackPx else { return nil }
        // Read as rows of equal tops, some row reaches past the next row's top.
        let rows = self.rows()
        guard let (upper, lower) = zip(rows, rows.dropFirst()).first(where: { ($0.bottomPx ?? $0.topPx) > $1.topPx + slackPx }) else { return nil }
        return "cells \(low)–\(high)px tall; read as rows, the row at y \(upper.topPx)px reaches \(upper.bottomPx ?? upper.topPx)px, past the next row's top at \(lower.topPx)px"
    }

    /// The right edge most frames of `column` share (the first such frame, and the edge).
    func commonRight(_ column: [Int]) -> (frame: Int, rightPx: Int) {
        var counts: [Int: Int] = [:]
        for i in column { counts[rightPx(i), default: 0] += 1 }
        let best = counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key
        return (column.first { rightPx($0) == best }!, best)
    }

    /// The gaps between neighbouring columns and between neighbours in a column, in px.
    func staggeredGaps(_ columns: [[Int]]) -> (between: [(a: Int, b: Int, gap: Int)], within: [(a: Int, b: Int, gap: Int)]) {
        var between: [(Int, Int, Int)] = [], within: [(Int, Int, Int)] = []
        for (left, right) in zip(columns, columns.dropFirst()) {
            let edge = commonRight(left)
            between.append((edge.frame, right[0], leftPx(right[0]) - edge.rightPx))
        }
        for column in columns {
            for (a, b) in zip(column, column.dropFirst()) { within.append((a, b, topPx(b) - bottomPx(a))) }
        }
        return (between, within)
    }

    /// The most frequent gap of 0 px or more among `columns` between neighbouring columns, or
    /// (`within`) between frames one above the other, a tie to the smaller; nil when there is none.
    func staggeredCommonGapPx(_ columns: [[Int]], within: Bool = false) -> Int? {
        let gaps = staggeredGaps(columns)
        var counts: [Int: Int] = [:]
        for g in within ? gaps.within : gaps.between where g.gap >= 0 { counts[g.gap, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

}

extension FrameReadings {
    /// Each of `count` frames' staggered column, by frame index (nil for a frame in none).
    func columnIndices(count: Int) -> [Int?] {
        var index = [Int?](repeating: nil, count: count)
        for (k, column) in staggeredColumns.enumerated() { for i in column { index[i] = k } }
        return index
    }
}
