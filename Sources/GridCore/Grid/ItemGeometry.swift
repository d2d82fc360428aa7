// ItemGeometry: where each item and separator band of a grid sits, answered one question at a time
// without building every frame (Docs/visible.md, Docs/library.md).
//
// Rule (Docs/rows-and-separators.md, Docs/spans.md): items are placed in index order, row by row,
// C columns per row. An item spanning k columns that does not fit in what is left of the current
// row starts the next row, and the cells it skipped stay empty; a band before item i makes i start
// a new row and takes the place where that row would have started. Vertically, the first element
// starts at the top inset; between two rows, and between a row and the band after it, is the line
// spacing; a band is followed directly by what comes next; the content ends at the bottom of the
// last element plus the bottom inset.
//
// Groups: the items fall into groups — a run of 1-column items, or one spanning item — each
// starting a new group at item 0, at every band and at every spanning item (and right after it).
// A group is its band (if any), then its items from column c0 of its first row on:
//   item i of a run, p = c0 + (i − first):  row = firstRow + p div C,  column = p mod C,
//                                           y = rowsTop + (p div C)·(h + ls);
// a spanning item sits at column c0 of its group's row. A group keeps eight integers, so memory is
// O(C + s) for s bands and spans, independent of the item count. Groups share a row when one starts
// mid-row; their tops and bottoms still never decrease, in index order.
// `frame(ofItem:)` finds the group by binary search over first items: O(log s).
// `elements(from:to:)` finds the first group whose bottom is below y0 by binary search, then walks
// rows while their top is above y1: row r of a group meets y0 ≤ y < y1 exactly when
//   rowsTop + r·p + h > y0  and  rowsTop + r·p < y1     (p = h + ls),
// i.e. ⌊(y0 − rowsTop − h) / p⌋ + 1 ≤ r ≤ ⌈(y1 − rowsTop) / p⌉ − 1: O(log s + k) for k results.
//
// A frame spans its columns: from the physically leftmost to the rightmost, Σ widths + (k−1)·G.
// Inside borders of B px (InsideBorders): the view frames are the rows h + B tall with no line
// spacing between them, widened by B on the trailing side unless they end in the last column; the
// interiors (the items' cells) stay the spacing-B grid's. Bounds: ≤ 1,000,000 items, and lengths ≤
// 10⁶ px, so every y is below 10¹³ and no arithmetic here can overflow an Int.

/// The positions of a grid's items and separator bands, computed on demand: one item's frame in
/// O(log s) and the elements in a vertical range in O(log s + k), for s bands and k results, with
/// memory independent of the item count — what a custom `UICollectionViewLayout` needs for
/// `layoutAttributesForItem(at:)` and `layoutAttributesForElements(in:)`.
///
/// ```swift
/// var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
/// request.items = ItemRequest(count: 1_000_000, separatorsBefore: [500, 2_000])
/// let geometry = try ItemGeometry(request)
/// geometry.frame(ofItem: 999_999)            // the view's frame, px and pt
/// geometry.elements(inPoints: 1000..<1800)   // the items and bands in a screenful
/// ```
public struct ItemGeometry: Sendable, Hashable {
    /// One group: an optional band, then items `firstItem ..< endItem` in rows.
    @usableFromInline struct Group: Sendable, Hashable {
        /// The first item (the band's `before_item` when there is a band).
        let firstItem: Int
        /// One past the last item.
        let endItem: Int
        /// The columns each item covers: 1 for a run, k for a spanning item (alone in its group).
        let span: Int
        /// The column of the first item in its row.
        let firstColumn: Int
        /// The band's y, or nil when the group has no band before it.
        let bandYPx: Int?
        /// The top of the group's first row (its band's bottom when it has no items).
        let rowsTopPx: Int
        /// The global index of its first row.
        let firstRow: Int
        /// The top of its first element, and the bottom of its last.
        let topPx: Int, bottomPx: Int

        /// The rows its items reach into, from its first row.
        func rowCount(columns: Int) -> Int {
            endItem == firstItem ? 0 : (firstColumn + (endItem - firstItem) * span - 1) / columns + 1
        }
    }

    /// Device pixels per point.
    public let scale: Scale
    /// The number of items.
    public let itemCount: Int
    /// The number of columns C.
    public let columnCount: Int
    /// The number of rows that hold items.
    public let rowCount: Int
    /// The height of every row's interior (the cell without its lines).
    public let rowHeightPx: Int
    /// The gap between two rows' interiors, and between a row and the band after it (the border
    /// width with inside borders).
    public let lineSpacingPx: Int
    /// The inside borders' width B, or 0 without them.
    public let borderPx: Int
    /// The height of every band.
    public let separatorHeightPx: Int
    /// The content width (the container) and height (the last element's bottom + the bottom inset).
    public let contentWidthPx: Int, contentHeightPx: Int
    /// What snapping the request's lengths changed (empty for a geometry built from pixels).
    public internal(set) var warnings: [GridWarning]

    /// The columns (index order): the interiors' x and width, shared with the `ColumnLayout`.
    let columns: [ColumnLayout.Column]
    /// Whether the trailing side is the left (frames then start B px left of their column).
    let rightToLeft: Bool
    /// The bands' x and width: from the left inset to the right inset (after padding).
    let bandXPx: Int, bandWidthPx: Int
    /// A row's frame height (h, or h + B) and the spacing between row frames (ls, or 0).
    let frameHeightPx: Int, frameSpacingPx: Int
    /// The groups in vertical order.
    let groups: [Group]

    /// The number of separator bands.
    public let separatorCount: Int
    /// Whether any item spans more than one column.
    public let hasSpans: Bool

    /// The geometry of `request`'s items, which must be set, snapped and laid out as `GridDocument`
    /// does, for up to `Limits.maxGeometryItems` items (a document stops at `Limits.maxItems`).
    /// - Throws: `GridError` for what `GridDocument` refuses, or a request without items
    ///   (`notPositive(.items)`).
    public init(_ request: GridRequest) throws(GridError) {
        guard let items = request.items else { throw .notPositive(.items, value: "none") }
        try request.validate(maxItems: Limits.maxGeometryItems)
        let resolved = try request.columnLayout()
        self = try items.geometry(under: resolved.layout, scale: request.scale, borderPx: resolved.borderPx,
                                  maxItems: Limits.maxGeometryItems, maxExtentPx: Int.max)
        self.warnings = resolved.warnings + self.warnings
    }

    /// The geometry of `items` items (0 … `maxItems`) under `columns`, from whole pixels: rows at
    /// least 1px tall, spacings and insets 0 or more, bands at least 1px, all within `Limits`;
    /// `separatorsBefore` in 0 … items, each index once, in any order; `spans` maps an item to
    /// the columns it covers (1 … C, sorted by item; checked by `ItemRequest`). `borderPx` > 0 draws
    /// inside borders of that width (then `lineSpacingPx` must equal it).
    /// - Throws: `GridError` for a count or length out of range, a separator index beyond the items
    ///   or listed twice, and `contentTooTall` when the content is taller than `maxExtentPx`.
    package init(columns: ColumnLayout, scale: Scale, items: Int, rowHeightPx: Int, lineSpacingPx: Int,
                 insetTopPx: Int = 0, insetBottomPx: Int = 0, separatorsBefore: [Int] = [], separatorHeightPx: Int = 1,
                 spans: [(item: Int, columns: Int)] = [], borderPx: Int = 0, maxItems: Int = Limits.maxItems,
                 maxExtentPx: Int = Limits.maxExtentPx, warnings: [GridWarning] = []) throws(GridError) {
        guard items >= 0 else { throw .negative(.items, value: String(items)) }
        guard items <= maxItems else { throw .tooLarge(.items, value: String(items), limit: String(maxItems)) }
        try Limits.checkPixels(rowHeightPx, .rowHeight, minimum: 1)
        try Limits.checkPixels(lineSpacingPx, .lineSpacing, minimum: 0)
        try Limits.checkPixels(insetTopPx, .insetTop, minimum: 0)
        try Limits.checkPixels(insetBottomPx, .insetBottom, minimum: 0)
        try Limits.checkPixels(separatorHeightPx, .separatorHeight, minimum: 1)
        let separatorsBefore = try ItemRequest.sortedBands(separatorsBefore, items: items)
        let perRow = columns.columns.count
        self.scale = scale
        self.itemCount = items
        self.columnCount = perRow
        self.rowHeightPx = rowHeightPx
        self.lineSpacingPx = lineSpacingPx
        self.borderPx = borderPx
        self.separatorHeightPx = separatorHeightPx
        self.separatorCount = separatorsBefore.count
        self.hasSpans = !spans.isEmpty
        self.warnings = warnings
        self.columns = columns.columns
        self.rightToLeft = columns.direction == .rtl
        self.bandXPx = columns.insetLeftPx
        self.bandWidthPx = columns.containerPx - columns.insetLeftPx - columns.insetRightPx
        let fh = rowHeightPx + borderPx, fs = borderPx > 0 ? 0 : lineSpacingPx, pitch = fh + fs
        self.frameHeightPx = fh
        self.frameSpacingPx = fs

        var groups: [Group] = []
        groups.reserveCapacity(separatorsBefore.count + 2 * spans.count + 1)
        var y = insetTopPx          // the bottom of the last element (the top inset before any)
        var lastWasRow = false      // the last element is a row (so the next row or band is spaced)
        var row = -1, rowTop = 0
        var cursor = perRow         // the next free column; C: the next item starts a new row
        var pendingBand: Int? = nil // a band placed, waiting for the group it belongs to
        func newRow() {
            if lastWasRow { y += fs }
            row += 1
            rowTop = y
            y += fh
            lastWasRow = true
            cursor = 0
        }
        func group(_ first: Int, _ end: Int, span: Int) {
            let band = pendingBand
            pendingBand = nil
            if end > first, cursor + span > perRow { newRow() }   // the first item does not fit in this row
            let firstColumn = end > first ? cursor : 0, firstRow = end > first ? row : row + 1
            let rowsTop = end > first ? rowTop : y
            if end > first {
                let past = cursor + (end - first) * span          // one past the last position, from this row
                let more = (past - 1) / perRow                      // rows after the first
                row += more
                rowTop += more * pitch
                if more > 0 { y = rowTop + fh }
                cursor = past - more * perRow
            }
            groups.append(Group(firstItem: first, endItem: end, span: span, firstColumn: firstColumn, bandYPx: band,
                                rowsTopPx: rowsTop, firstRow: firstRow, topPx: band ?? rowsTop, bottomPx: y))
        }
        var b = 0, sp = 0, next = 0
        while next < items || b < separatorsBefore.count {
            if b < separatorsBefore.count, separatorsBefore[b] == next {
                // The band belongs to the group starting at `next` (indices are unique, so no
                // second band comes before that group); a band after the last item is a group alone.
                if lastWasRow { y += fs }
                pendingBand = y
                y += separatorHeightPx
                lastWasRow = false
                cursor = perRow
                b += 1
                if next == items { group(next, next, span: 1) }
                continue
            }
            if sp < spans.count, spans[sp].item == next {
                group(next, next + 1, span: spans[sp].columns)
                sp += 1
                next += 1
                continue
            }
            // A run of 1-column items up to the next band or span.
            var end = items
            if b < separatorsBefore.count { end = min(end, separatorsBefore[b]) }
            if sp < spans.count { end = min(end, spans[sp].item) }
            group(next, end, span: 1)
            next = end
        }
        guard y + insetBottomPx <= maxExtentPx else {
            throw .contentTooTall(heightPx: y + insetBottomPx, limitPx: maxExtentPx)
        }
        self.groups = groups
        self.rowCount = row + 1
        self.contentWidthPx = columns.containerPx
        self.contentHeightPx = y + insetBottomPx
    }

    /// The physical x of the cell covering `span` columns from `column`: its leftmost column's.
    @inline(__always) func cellXPx(_ column: Int, _ span: Int) -> Int {
        rightToLeft ? columns[column + span - 1].xPx : columns[column].xPx
    }

    /// The width of that cell: its columns' widths and the gaps between them.
    @inline(__always) func cellWidthPx(_ column: Int, _ span: Int) -> Int {
        let first = columns[column], last = columns[column + span - 1]
        return rightToLeft ? first.xPx + first.widthPx - last.xPx : last.xPx + last.widthPx - first.xPx
    }

    /// The x of the view frame: the cell's, or B px left of it on the trailing side in rtl (unless
    /// the cell ends in the last column).
    @inline(__always) func frameXPx(_ column: Int, _ span: Int) -> Int {
        rightToLeft && column + span < columnCount ? cellXPx(column, span) - borderPx : cellXPx(column, span)
    }

    /// The width of the view frame: the cell's, plus B unless it ends in the last column.
    @inline(__always) func frameWidthPx(_ column: Int, _ span: Int) -> Int {
        column + span < columnCount ? cellWidthPx(column, span) + borderPx : cellWidthPx(column, span)
    }

    // MARK: One item

    /// Where item `index` sits: its row, its first column, its row's top and its span, in O(log s).
    /// - Precondition: `0 <= index < itemCount`.
    package func placement(ofItem index: Int) -> (row: Int, column: Int, yPx: Int, span: Int) {
        // The last group whose first item is ≤ index; first items increase strictly.
        var lo = 0, hi = groups.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if groups[mid].firstItem <= index { lo = mid } else { hi = mid - 1 }
        }
        let g = groups[lo]
        let position = g.firstColumn + (index - g.firstItem) * g.span
        let r = position / columnCount
        return (g.firstRow + r, position - r * columnCount, g.rowsTopPx + r * (frameHeightPx + frameSpacingPx), g.span)
    }

    /// The frame of item `index`'s view — with inside borders, its lines included — or nil when
    /// there is no such item.
    public func frame(ofItem index: Int) -> Frame? {
        guard index >= 0, index < itemCount else { return nil }
        let (_, column, y, span) = placement(ofItem: index)
        return Frame(xPx: frameXPx(column, span), yPx: y, widthPx: frameWidthPx(column, span), heightPx: frameHeightPx, scale: scale)
    }

    /// Item `index` as a grid lists it: its row, its first column, its cell (the interior, without
    /// lines) and, with inside borders, its view frame and lines; nil when there is no such item.
    public func item(_ index: Int) -> GridDocument.Item? {
        guard index >= 0, index < itemCount else { return nil }
        let (row, column, y, span) = placement(ofItem: index)
        return item(index, row: row, column: column, yPx: y, span: span)
    }

    /// The one place an item is built: the cell of the item covering `span` columns from `column`
    /// in the row at `yPx`, its view frame and lines with inside borders, and its span when the
    /// grid has spans.
    private func item(_ index: Int, row: Int, column: Int, yPx: Int, span: Int) -> GridDocument.Item {
        let cell = Frame(xPx: cellXPx(column, span), yPx: yPx, widthPx: cellWidthPx(column, span), heightPx: rowHeightPx, scale: scale)
        let spanned = hasSpans ? span : nil
        guard borderPx > 0 else { return GridDocument.Item(index: index, row: row, column: column, frame: cell, span: spanned) }
        let (view, lines) = borders(column: column, span: span, yPx: yPx)
        return GridDocument.Item(index: index, row: row, column: column, frame: cell, viewFrame: view, lines: lines, span: spanned)
    }

    // MARK: A vertical range

    /// An item or a band whose frame meets a vertical range.
    public enum Element: Sendable, Hashable {
        /// Item `index` with its view's frame (lines included with inside borders).
        case item(index: Int, frame: Frame)
        /// The band before item `beforeItem`, with its frame.
        case separator(beforeItem: Int, frame: Frame)
    }

    /// The items and bands whose frames meet y0 ≤ y < y1 (device pixels), in vertical order (a band
    /// before the items after it; items in index order), in O(log s + k). Empty when y1 ≤ y0.
    public func elements(from y0Px: Int, to y1Px: Int) -> [Element] {
        var out: [Element] = []
        forEachElement(from: y0Px, to: y1Px) { element in
            switch element {
            case .band(let beforeItem, let y):
                out.append(.separator(beforeItem: beforeItem,
                                      frame: Frame(xPx: bandXPx, yPx: y, widthPx: bandWidthPx, heightPx: separatorHeightPx, scale: scale)))
            case .item(let index, let column, let y, let span):
                out.append(.item(index: index, frame: Frame(xPx: frameXPx(column, span), yPx: y, widthPx: frameWidthPx(column, span),
                                                            heightPx: frameHeightPx, scale: scale)))
            }
        }
        return out
    }

    /// The elements whose frames meet `range` in points (a rect's minY ..< maxY), its ends snapped
    /// outwards to device pixels (y0 down, y1 up; within 1e-6 px of a pixel edge counts as on it).
    /// A range that is empty, not finite, or outside the content gives no element.
    public func elements(inPoints range: Range<Double>) -> [Element] {
        let s = scale.pixelsPerPoint
        let limit = Double(contentHeightPx) + 1
        guard range.lowerBound.isFinite, range.upperBound.isFinite else { return [] }
        let y0 = min(max(range.lowerBound * s, -1), limit), y1 = min(max(range.upperBound * s, -1), limit)
        return elements(from: PixelSnapping.exactPixels(y0) ?? Int(y0.rounded(.down)),
                        to: PixelSnapping.exactPixels(y1) ?? Int(y1.rounded(.up)))
    }

    /// The indices of the items and the `before_item` of the bands whose frames meet y0 ≤ y < y1.
    package func indices(from y0Px: Int, to y1Px: Int) -> (items: [Int], separators: [Int]) {
        var items: [Int] = [], separators: [Int] = []
        forEachElement(from: y0Px, to: y1Px) { element in
            switch element {
            case .band(let beforeItem, _): separators.append(beforeItem)
            case .item(let index, _, _, _): items.append(index)
            }
        }
        return (items, separators)
    }

    private enum Found { case band(beforeItem: Int, y: Int), item(index: Int, column: Int, y: Int, span: Int) }

    /// Calls `body` for every element meeting y0 ≤ y < y1, in vertical order.
    private func forEachElement(from y0: Int, to y1: Int, _ body: (Found) -> Void) {
        guard y0 < y1 else { return }
        // The first group whose bottom is below y0 (bottoms never decrease).
        var lo = 0, hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groups[mid].bottomPx > y0 { hi = mid } else { lo = mid + 1 }
        }
        let pitch = frameHeightPx + frameSpacingPx
        var g = lo
        while g < groups.count, groups[g].topPx < y1 {
            let group = groups[g]
            if let bandY = group.bandYPx, bandY < y1, bandY + separatorHeightPx > y0 { body(.band(beforeItem: group.firstItem, y: bandY)) }
            let rows = group.rowCount(columns: columnCount)
            let first = max(0, floorDiv(y0 - group.rowsTopPx - frameHeightPx, pitch) + 1)
            let last = min(rows - 1, ceilDiv(y1 - group.rowsTopPx, pitch) - 1)
            if first <= last {
                let end = group.firstColumn + (group.endItem - group.firstItem) * group.span
                for r in first...last {
                    let y = group.rowsTopPx + r * pitch
                    var position = max(group.firstColumn, r * columnCount)
                    while position < min(end, (r + 1) * columnCount) {
                        body(.item(index: group.firstItem + (position - group.firstColumn) / group.span,
                                   column: position - r * columnCount, y: y, span: group.span))
                        position += group.span
                    }
                }
            }
            g += 1
        }
    }

    // MARK: Every frame

    /// Every item and band, in index order and vertical order: what a document lists. O(n + s).
    package func allElements() -> (items: [GridDocument.Item], bands: [GridDocument.SeparatorBand]) {
        var items: [GridDocument.Item] = []
        items.reserveCapacity(itemCount)
        var bands: [GridDocument.SeparatorBand] = []
        bands.reserveCapacity(separatorCount)
        let pitch = frameHeightPx + frameSpacingPx
        for g in groups {
            if let bandY = g.bandYPx {
                bands.append(GridDocument.SeparatorBand(beforeItem: g.firstItem, frame: Frame(xPx: bandXPx, yPx: bandY, widthPx: bandWidthPx,
                                                                                            heightPx: separatorHeightPx, scale: scale)))
            }
            var position = g.firstColumn
            for index in g.firstItem..<g.endItem {
                let r = position / columnCount, column = position - r * columnCount
                items.append(item(index, row: g.firstRow + r, column: column, yPx: g.rowsTopPx + r * pitch, span: g.span))
                position += g.span
            }
        }
        return (items, bands)
    }

    /// The view frame and lines of the item covering `span` columns from `column` in the row at
    /// `yPx`, with inside borders: its trailing line (unless it ends in the last column), then its
    /// bottom line across the frame.
    package func borders(column: Int, span: Int, yPx: Int) -> (frame: Frame, lines: [GridDocument.Item.Line]) {
        let b = borderPx
        let frame = Frame(xPx: frameXPx(column, span), yPx: yPx, widthPx: frameWidthPx(column, span), heightPx: frameHeightPx, scale: scale)
        var lines: [GridDocument.Item.Line] = []
        lines.reserveCapacity(2)
        if column + span < columnCount {
            let x = rightToLeft ? frameXPx(column, span) : cellXPx(column, span) + cellWidthPx(column, span)
            lines.append(GridDocument.Item.Line(edge: .trailing, rect: Frame(xPx: x, yPx: yPx, widthPx: b, heightPx: rowHeightPx, scale: scale),
                                  scale: scale))
        }
        lines.append(GridDocument.Item.Line(edge: .bottom, rect: Frame(xPx: frameXPx(column, span), yPx: yPx + rowHeightPx,
                                                         widthPx: frameWidthPx(column, span), heightPx: b, scale: scale), scale: scale))
        return (frame, lines)
    }
}

/// ⌊a / b⌋ for b > 0.
@inline(__always) func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && a < 0) ? q - 1 : q
}

/// ⌈a / b⌉ for b > 0.
@inline(__always) func ceilDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && a > 0) ? q + 1 : q
}
