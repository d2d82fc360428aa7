// ItemLayout: every item frame and separator band of a grid, as a document lists them
// (Docs/rows-and-separators.md).
//
// Rule: the positions are `ItemGeometry`'s (the one statement of the row and band rule); this is
// that geometry with every frame built, in index order for items and vertical order for bands.
// Inputs are bounded (≤ 10⁶ px, ≤ 10⁴ items), and a content height past `Limits.maxExtentPx`
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
    /// The columns it covers (1 unless it spans).
    package var span: Int = 1
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

    /// The positions every frame here was built from.
    package let geometry: ItemGeometry
    /// The number of rows that hold items.
    package var rowCount: Int { geometry.rowCount }
    /// The height of every row (its interior, without inside borders).
    package var rowHeightPx: Int { geometry.rowHeightPx }
    /// The vertical gap between two rows, and between a row and the band after it.
    package var lineSpacingPx: Int { geometry.lineSpacingPx }
    /// The items in index order.
    package let items: [Item]
    /// The bands in vertical order (ascending `beforeItem`).
    package let separators: [Band]
    /// The content width: the container.
    package var contentWidthPx: Int { geometry.contentWidthPx }
    /// The content height: the bottom of the last row or band plus the bottom inset.
    package var contentHeightPx: Int { geometry.contentHeightPx }

    /// Every frame of `geometry`.
    package init(_ geometry: ItemGeometry) {
        self.geometry = geometry
        (items, separators) = geometry.allElements()
    }

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
        let bands = try ItemRequest.sortedBands(separatorsBefore, items: items)
        self.init(try ItemGeometry(columns: columns, scale: .one, items: items, rowHeightPx: rowHeightPx,
                                   lineSpacingPx: lineSpacingPx, insetTopPx: insetTopPx, insetBottomPx: insetBottomPx,
                                   separatorsBefore: bands, separatorHeightPx: separatorHeightPx))
    }
}
