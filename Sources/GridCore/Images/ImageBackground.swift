// ImageBackground: what is background in a region of a screenshot, row by row — known before
// any cell is sought.
//
// Rule: a row of one colour (every pixel the same as its first, within the noise) is a background
// row when its colour is the chosen background colour, or continues the background rows above it
// (or, sweeping up, below it) within the noise: the colour their last 16 rows predict there (a
// vertical gradient carried on at its slope, across a row of cells too), or their last colour. Any
// other row is content: rows of cells, a bar across (a row of one other colour), text. In a run of
// content rows (a band) the background of each row is the blend of the background rows just above
// and below it, in proportion to its place between them (a gradient goes on behind the cells), or
// the one that exists at the region's edge. A horizontal gradient has no row of one colour: its
// background is not read (the side columns' colour is taken, as for any region without such rows).

extension PaintedCells {
    /// The background of a region, per row.
    struct Background {
        /// The colour chosen (a gradient's: the one it was chosen by).
        let colour: UInt32
        /// Each region row's background colour (index 0 is the region's top row).
        let rows: [UInt32]
        /// Whether each region row is a background row (false: content, a band's row).
        let isBackground: [Bool]
        /// Whether the background rows are not all the same colour (a gradient).
        let isGradient: Bool
        /// The first and last background rows' colours, for the note.
        let top: UInt32, bottom: UInt32

        /// The background for `colour` in a region whose rows of one colour are `rowColour` (nil:
        /// not of one colour), by the rule above.
        init(_ colour: UInt32, rowColour: [UInt32?], pixels: Pixels) {
            self.colour = colour
            let n = rowColour.count
            var isBackground = [Bool](repeating: false, count: n)
            // Down, then up: a row continues the background rows before it in the sweep — the colour
            // they predict there, their last colour carried on at the slope of the last 16 of them.
            for order in [Array(0..<n), Array((0..<n).reversed())] {
                var run: [(index: Int, colour: UInt32)] = []
                for i in order {
                    guard let c = rowColour[i] else { continue }
                    var continues = false
                    if let last = run.last {
                        let first = run[max(0, run.count - 16)]
                        let steps = abs(last.index - first.index)
                        let predicted = steps == 0 ? last.colour
                            : Pixels.mix(first.colour, last.colour, Double(abs(i - first.index)) / Double(steps))
                        continues = pixels.same(c, predicted) || pixels.same(c, last.colour)
                    }
                    if pixels.same(c, colour) || continues || isBackground[i] {
                        isBackground[i] = true
                        run.append((i, c))
                        if run.count > 16 { run.removeFirst() }
                    }
                }
            }
            var rows = [UInt32](repeating: colour, count: n)
            var i = 0
            while i < n {
                if isBackground[i] { rows[i] = rowColour[i]!; i += 1; continue }
                var end = i
                while end < n, !isBackground[end] { end += 1 }
                let above = i > 0 ? rowColour[i - 1] : nil, below = end < n ? rowColour[end] : nil
                for k in i..<end {
                    switch (above, below) {
                    case let (a?, b?): rows[k] = Pixels.mix(a, b, Double(k - i + 1) / Double(end - i + 1))
                    case let (a?, nil): rows[k] = a
                    case let (nil, b?): rows[k] = b
                    case (nil, nil): rows[k] = colour
                    }
                }
                i = end
            }
            let background = (0..<n).filter { isBackground[$0] }.map { rows[$0] }
            self.rows = rows
            self.isBackground = isBackground
            top = background.first ?? colour
            bottom = background.last ?? colour
            isGradient = background.contains { !pixels.same($0, colour) }
        }

        /// The bands of content rows, in image rows (the region's top is `regionY`).
        func bands(regionY: Int) -> [Range<Int>] {
            var bands: [Range<Int>] = []
            var start: Int?
            for i in 0...isBackground.count {
                let content = i < isBackground.count && !isBackground[i]
                if content, start == nil { start = i }
                if !content, let s = start {
                    bands.append(regionY + s..<regionY + i)
                    start = nil
                }
            }
            return bands
        }

        /// The background at image row `y` of a region whose top is `regionY`.
        @inline(__always) func at(_ y: Int, regionY: Int) -> UInt32 { rows[y - regionY] }
    }
}
