// GridLines: the lines a bordered panel draws between touching cells — rules across a band, and
// the panel's own frame — are gaps, in no cell.
//
// Rule (Docs/check-images.md, "Screens as apps draw them": tiles that touch across lines): tiles
// that touch across lines of one colour (a dashboard, a calendar, a keyboard, a table) are one band
// of content whose lines are the gaps between them:
// - A rule is a row of a band, one or two pixels high, one colour (not the background's) from the
//   band's first column of content to its last, that the rows beside it do not continue (each
//   differs from it in at least half of those columns). A band with a rule inside it is split at
//   its rules, and the rules are in neither part: the rows above a rule are one row of cells, those
//   below another; a rule at its top or bottom is then the panel's frame, left out the same way.
//   Without a rule inside, the band is one row and keeps its lines (a bordered card's own).
// - Down a band, a divider is a column one or two pixels wide of one colour that neither column
//   beside it continues (`PaintedCells.runs`); when a run holds a divider, a line of the divider's
//   colour at the run's first or last column is the panel's frame, and is in no cell either —
//   unless it is a blend of the background and the pixel inside it (an edge painted half a pixel
//   off, next to a gap it closed: blurred, not a frame).
// A shared line belongs to neither cell: the design's gap is the line (`--spacing 1px` for tiles
// that share 1px lines).

extension PaintedCells {
    /// `band` (image rows) split at its rules, the rules left out.
    static func splitAtRules(_ band: Range<Int>, xs: Range<Int>, pixels: Pixels, background: Background, regionY: Int) -> [Range<Int>] {
        guard band.count >= 3 else { return [band] }
        // The band's columns of content: from its first to its last.
        func content(_ x: Int) -> Bool { band.contains { !pixels.same(pixels[x, $0], background.at($0, regionY: regionY)) } }
        guard let first = xs.first(where: content), let last = xs.reversed().first(where: content), last - first >= 4 else { return [band] }
        let span = first...last
        /// Row `y` is one colour across the span, not the background's.
        func uniform(_ y: Int) -> UInt32? {
            let c = pixels[first, y]
            guard !pixels.same(c, background.at(y, regionY: regionY)), span.allSatisfy({ pixels.same(pixels[$0, y], c) }) else { return nil }
            return c
        }
        /// Row `y` differs from colour `c` in at least half the span (or lies outside the band).
        func unlike(_ y: Int, _ c: UInt32) -> Bool {
            guard band.contains(y) else { return true }
            return 2 * span.count { !pixels.same(pixels[$0, y], c) } >= span.count
        }
        var rules: [Range<Int>] = []
        var y = band.lowerBound
        while y < band.upperBound {
            guard let c = uniform(y) else { y += 1; continue }
            // A rule of one or two rows.
            let height = unlike(y - 1, c) && unlike(y + 1, c) ? 1
                : y + 1 < band.upperBound && uniform(y + 1).map({ pixels.same($0, c) }) == true && unlike(y - 1, c) && unlike(y + 2, c) ? 2 : 0
            guard height > 0 else { y += 1; continue }
            rules.append(y..<y + height)
            y += height
        }
        // Without a rule inside, the band is one row (a bordered card's top line is its own).
        guard rules.contains(where: { $0.lowerBound > band.lowerBound && $0.upperBound < band.upperBound }) else { return [band] }
        var parts: [Range<Int>] = []
        var from = band.lowerBound
        for rule in rules {
            if rule.lowerBound > from { parts.append(from..<rule.lowerBound) }
            from = rule.upperBound
        }
        if from < band.upperBound { parts.append(from..<band.upperBound) }
        return parts
    }
}
