// ItemLayout: item frames in rows, and separator bands inserted before chosen items (Docs/rows-and-separators.md).
//
// Rule: items are laid row by row, C per row, item k of a row in column k (so x and width are the
// column's). A band before item i makes i start a new row (the rest of the row before it stays
// empty); the band spans x = left inset … container − right inset (insets after padding) and takes
// the place where that row would have started. Vertically:
//   - the first element (row or band) starts at the top inset;
//   - between two rows, and between a row and the band after it, is the line spacing;
//   - a band is followed directly by what comes next, with no spacing;
//   - content height = bottom of the last row or band + bottom inset (top + bottom with none).
// A band before index n (= the item count) comes after the last item; an index > n or a repeated one
// is an error. Every value is whole pixels; inputs are bounded (≤ 10⁶ px, ≤ 10⁴ items), so the
// largest y, about 10⁴ · 3·10⁶, is far inside an Int; a content height past `Limits.maxExtentPx`
// (10⁷ px) is refused before the layout is returned, so every position it reports is in bounds.

/// Item frames and separator bands laid out under a `ColumnLayout`; every value is whole pixels.
/// The integer engine behind `GridDocument`'s items; not public API.
package struct ItemLayout: Sendable, Hashable {
/// One item frame, in device pixels.
package struct Item: Sendable, Hashable {
    /// The item's index, 0 ..< items.
    package let index: Int
    /// The row it sits in (0 is the top row).
    package let row: Int
    /// The column it sits in (0 is the leading column).
    package let column: Int
    /// The physical x of its left edge (its column's x).
    package let xPx: Int
    /// The y of its top edge, from the top of the content.
    package let yPx: Int
    /// Its width (its column's width).
    package let widthPx: Int
    /// Its height (the row height).
    package let heightPx: Int
}

/// One full-width separator band, in device pixels.
package struct Band: Sendable, Hashable {
    /// The item it comes before (the item count for a band after the last item).
    package let beforeItem: Int
    /// The physical x of its left edge: the left inset after padding.
    package let xPx: Int
    /// The y of its top edge.
    package let yPx: Int
    /// Its width: container − left inset − right inset (after padding).
    package let widthPx: Int
    /// Its height (the separator height).
    package let heightPx: Int
}

    /// The number of rows that hold items.
    package let rowCount: Int
    /// The height of every row.
    package let rowHeightPx: Int
    /// The vertical gap between two rows, and between a row and the band after it.
    package let lineSpacingPx: Int
    /// The items in index order.
    package let items: [Item]
    /// The bands in vertical order (ascending `beforeItem`).
    package let separators: [Band]
    /// The content width: the container.
    package let contentWidthPx: Int
    /// The content height: the bottom of the last row or band plus the bottom inset.
    package let contentHeightPx: Int

    /// Lays out `items` items under `columns`.
    /// - Parameters:
    ///   - separatorsBefore: the item indices (0 ... items, each once, any order) with a band before.
    /// - Throws: `GridError` for a negative or too large count or length, a row or band height < 1px,
    ///   a separator index beyond the items, or one listed twice, or a content height past
    ///   `Limits.maxExtentPx`.
    package init(columns: ColumnLayout, items: Int, rowHeightPx: Int, lineSpacingPx: Int,
                insetTopPx: Int = 0, insetBottomPx: Int = 0,
                separatorsBefore: [Int] = [], separatorHeightPx: Int = 1) throws(GridError) {
        guard items >= 0 else { throw .negative(.items, value: String(items)) }
        guard items <= Limits.maxItems else {
            throw .tooLarge(.items, value: String(items), limit: String(Limits.maxItems))
        }
        try Limits.checkPixels(rowHeightPx, .rowHeight, minimum: 1)
        try Limits.checkPixels(lineSpacingPx, .lineSpacing, minimum: 0)
        try Limits.checkPixels(insetTopPx, .insetTop, minimum: 0)
        try Limits.checkPixels(insetBottomPx, .insetBottom, minimum: 0)
        try Limits.checkPixels(separatorHeightPx, .separatorHeight, minimum: 1)
        let bandBefore = try Self.bandFlags(separatorsBefore, items: items)

        let perRow = columns.columns.count
        let bandX = columns.insetLeftPx
        let bandWidth = columns.containerPx - columns.insetLeftPx - columns.insetRightPx
        enum Last { case nothing, row, band }
        var last = Last.nothing
        var y = insetTopPx          // the bottom of the last element (the top inset before any)
        var rowTop = 0
        var row = -1
        var column = perRow         // "the row is full": the next item starts a new row
        var frames: [Item] = []
        frames.reserveCapacity(items)
        var bands: [Band] = []
        for index in 0...items {
            if bandBefore[index] {
                if last == .row { y += lineSpacingPx }
                bands.append(Band(beforeItem: index, xPx: bandX, yPx: y, widthPx: bandWidth, heightPx: separatorHeightPx))
                y += separatorHeightPx
                last = .band
                column = perRow
            }
            guard index < items else { break }
            if column == perRow {
                if last == .row { y += lineSpacingPx }
                row += 1
                rowTop = y
                y += rowHeightPx
                last = .row
                column = 0
            }
            let c = columns.columns[column]
            frames.append(Item(index: index, row: row, column: column, xPx: c.xPx, yPx: rowTop,
                                    widthPx: c.widthPx, heightPx: rowHeightPx))
            column += 1
        }
        guard y + insetBottomPx <= Limits.maxExtentPx else {
            throw .contentTooTall(heightPx: y + insetBottomPx, limitPx: Limits.maxExtentPx)
        }
        self.rowCount = row + 1
        self.rowHeightPx = rowHeightPx
        self.lineSpacingPx = lineSpacingPx
        self.items = frames
        self.separators = bands
        self.contentWidthPx = columns.containerPx
        self.contentHeightPx = y + insetBottomPx
    }

    /// `flags[i]` is true when a band comes before item i (i in 0 ... items); throws for an index out
    /// of range or listed twice.
    static func bandFlags(_ indices: [Int], items: Int) throws(GridError) -> [Bool] {
        let listed = indices.map(String.init).joined(separator: ",")
        var flags = [Bool](repeating: false, count: items + 1)
        for index in indices {
            guard index >= 0 else { throw .negative(.separatorsBefore, value: listed) }
            guard index <= items else { throw .indexBeyondItems(value: listed, index: index, items: items) }
            guard !flags[index] else { throw .repeated(.separatorsBefore, value: listed, element: String(index)) }
            flags[index] = true
        }
        return flags
    }
}
