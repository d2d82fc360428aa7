// ItemGeometry: where each item and separator band of a grid sits, answered one question at a time
// without building every frame (Docs/visible.md, Docs/library.md).
//
// Rule (Docs/rows-and-separators.md): items are laid row by row, C per row; a band before item i
// makes i start a new row and takes the place where that row would have started. Vertically, the
// first element starts at the top inset; between two rows, and between a row and the band after it,
// is the line spacing; a band is followed directly by what comes next; the content ends at the
// bottom of the last element plus the bottom inset.
//
// Groups: the items fall into groups, one starting at item 0 and one at every band. A group is its
// band (if any) followed by its items in rows of C, so all of it is arithmetic on five numbers kept
// per group (first item, end item, band y, top of its first row, global index of that row):
//   item i of group g, k = i − first:  row = firstRow + k div C,  column = k mod C,
//                                      y = rowsTop + (k div C)·(h + ls).
// `frame(ofItem:)` finds the group by binary search over first items: O(log s) for s bands.
// `elements(from:to:)` finds the first group whose extent reaches past y0 by binary search, then
// walks rows while their top is above y1: row r of a group meets y0 ≤ y < y1 exactly when
//   rowsTop + r·p + h > y0  and  rowsTop + r·p < y1     (p = h + ls),
// i.e. ⌊(y0 − rowsTop − h) / p⌋ + 1 ≤ r ≤ ⌈(y1 − rowsTop) / p⌉ − 1: O(log s + k) for k results.
// Memory is O(C + s), independent of the item count.
//
// Inside borders of B px (InsideBorders): the view frames are the rows h + B tall with no line
// spacing between them, and each column widened by B on its trailing side except the last; the
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
        /// The band's y, or nil when the group has no band (only the first group can lack one).
        let bandYPx: Int?
        /// The top of the group's first row (its band's bottom when it has no items).
        let rowsTopPx: Int
        /// The global index of its first row.
        let firstRow: Int
        /// The top of its first element, and the bottom of its last.
        let topPx: Int, bottomPx: Int
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
    public var separatorCount: Int { groups.count - (groups.first?.bandYPx == nil ? 1 : 0) }

    /// The geometry of `request`'s items, which must be set, snapped and laid out as `GridDocument`
    /// does, for up to `Limits.maxGeometryItems` items (a document stops at `Limits.maxItems`).
    /// - Throws: `GridError` for what `GridDocument` refuses, or a request without items
    ///   (`notPositive(.items)`).
    public init(_ request: GridRequest) throws(GridError) {
        guard let items = request.items else { throw .notPositive(.items, value: "none") }
        try request.validate(maxItems: Limits.maxGeometryItems)
        let (columns, warnings) = try request.columnLayout()
        self = try items.geometry(under: columns, scale: request.scale, borderPx: try request.borderPx(),
                                  maxExtentPx: Int.max)
        self.warnings = warnings + self.warnings
    }

    /// The geometry of `items` items under `columns`, from whole pixels; `separatorsBefore` is
    /// sorted ascending, each index once, in 0 … items (checked by `ItemRequest.validate`).
    /// `borderPx` > 0 draws inside borders of that width (then `lineSpacingPx` must equal it).
    /// - Throws: `contentTooTall` when the content is taller than `maxExtentPx`.
    package init(columns: ColumnLayout, scale: Scale, items: Int, rowHeightPx: Int, lineSpacingPx: Int,
                 insetTopPx: Int, insetBottomPx: Int, separatorsBefore: [Int], separatorHeightPx: Int,
                 borderPx: Int = 0, maxExtentPx: Int = Limits.maxExtentPx, warnings: [GridWarning] = []) throws(GridError) {
        let perRow = columns.columns.count
        self.scale = scale
        self.itemCount = items
        self.columnCount = perRow
        self.rowHeightPx = rowHeightPx
        self.lineSpacingPx = lineSpacingPx
        self.borderPx = borderPx
        self.separatorHeightPx = separatorHeightPx
        self.warnings = warnings
        self.columns = columns.columns
        self.rightToLeft = columns.direction == .rtl
        self.bandXPx = columns.insetLeftPx
        self.bandWidthPx = columns.containerPx - columns.insetLeftPx - columns.insetRightPx
        self.frameHeightPx = rowHeightPx + borderPx
        self.frameSpacingPx = borderPx > 0 ? 0 : lineSpacingPx

        var groups: [Group] = []
        groups.reserveCapacity(separatorsBefore.count + 1)
        var y = insetTopPx            // the bottom of the last element (the top inset before any)
        var lastWasRow = false
        var row = 0
        let bandAtStart = separatorsBefore.first == 0
        let starts = [0] + separatorsBefore.drop(while: { $0 == 0 })
        for (g, first) in starts.enumerated() {
            let end = g + 1 < starts.count ? starts[g + 1] : items
            let hasBand = g > 0 || bandAtStart
            guard hasBand || end > first else { continue }
            var top: Int? = nil
            var bandY: Int? = nil
            if hasBand {
                if lastWasRow { y += frameSpacingPx }
                bandY = y
                top = y
                y += separatorHeightPx
                lastWasRow = false
            }
            let rows = (end - first + perRow - 1) / perRow
            if rows > 0, lastWasRow { y += frameSpacingPx }
            let rowsTop = y
            if rows > 0 {
                y += rows * frameHeightPx + (rows - 1) * frameSpacingPx
                lastWasRow = true
            }
            groups.append(Group(firstItem: first, endItem: end, bandYPx: bandY, rowsTopPx: rowsTop, firstRow: row,
                                topPx: top ?? rowsTop, bottomPx: y))
            row += rows
        }
        guard y + insetBottomPx <= maxExtentPx else {
            throw .contentTooTall(heightPx: y + insetBottomPx, limitPx: maxExtentPx)
        }
        self.groups = groups
        self.rowCount = row
        self.contentWidthPx = columns.containerPx
        self.contentHeightPx = y + insetBottomPx
    }

    /// The x of the view frame in `column`: the column's, or B px left of it on the trailing side in rtl.
    @inline(__always) func frameXPx(_ column: Int) -> Int {
        rightToLeft && column < columnCount - 1 ? columns[column].xPx - borderPx : columns[column].xPx
    }

    /// The width of the view frame in `column`: the column's, plus B except in the last column.
    @inline(__always) func frameWidthPx(_ column: Int) -> Int {
        column < columnCount - 1 ? columns[column].widthPx + borderPx : columns[column].widthPx
    }

    // MARK: One item

    /// Where item `index` sits: its row, its column and its row's top, in O(log s).
    /// - Precondition: `0 <= index < itemCount`.
    package func placement(ofItem index: Int) -> (row: Int, column: Int, yPx: Int) {
        // The last group whose first item is ≤ index; first items increase strictly.
        var lo = 0, hi = groups.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if groups[mid].firstItem <= index { lo = mid } else { hi = mid - 1 }
        }
        return placement(index, in: groups[lo])
    }

    @inline(__always)
    private func placement(_ index: Int, in g: Group) -> (row: Int, column: Int, yPx: Int) {
        let k = index - g.firstItem
        let rowInGroup = k / columnCount
        return (g.firstRow + rowInGroup, k - rowInGroup * columnCount, g.rowsTopPx + rowInGroup * (frameHeightPx + frameSpacingPx))
    }

    /// The frame of item `index`'s view — with inside borders, its lines included — or nil when
    /// there is no such item.
    public func frame(ofItem index: Int) -> Frame? {
        guard index >= 0, index < itemCount else { return nil }
        let (_, column, y) = placement(ofItem: index)
        return Frame(xPx: frameXPx(column), yPx: y, widthPx: frameWidthPx(column), heightPx: frameHeightPx, scale: scale)
    }

    /// Item `index` as a grid lists it: its row, its column and its cell (the interior, without lines),
    /// or nil when there is no such item.
    public func item(_ index: Int) -> GridItem? {
        guard index >= 0, index < itemCount else { return nil }
        let (row, column, y) = placement(ofItem: index)
        return GridItem(index: index, row: row, column: column,
                        frame: Frame(xPx: columns[column].xPx, yPx: y, widthPx: columns[column].widthPx, heightPx: rowHeightPx, scale: scale))
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
            case .band(let g, let y):
                out.append(.separator(beforeItem: g.firstItem,
                                      frame: Frame(xPx: bandXPx, yPx: y, widthPx: bandWidthPx, heightPx: separatorHeightPx, scale: scale)))
            case .item(let index, let column, let y):
                out.append(.item(index: index, frame: Frame(xPx: frameXPx(column), yPx: y, widthPx: frameWidthPx(column),
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
            case .band(let g, _): separators.append(g.firstItem)
            case .item(let index, _, _): items.append(index)
            }
        }
        return (items, separators)
    }

    private enum Found { case band(Group, y: Int), item(index: Int, column: Int, y: Int) }

    /// Calls `body` for every element meeting y0 ≤ y < y1, in vertical order.
    private func forEachElement(from y0: Int, to y1: Int, _ body: (Found) -> Void) {
        guard y0 < y1 else { return }
        // The first group whose extent reaches past y0 (bottoms never decrease).
        var lo = 0, hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groups[mid].bottomPx > y0 { hi = mid } else { lo = mid + 1 }
        }
        let pitch = frameHeightPx + frameSpacingPx
        var g = lo
        while g < groups.count, groups[g].topPx < y1 {
            let group = groups[g]
            if let bandY = group.bandYPx, bandY < y1, bandY + separatorHeightPx > y0 { body(.band(group, y: bandY)) }
            let rows = (group.endItem - group.firstItem + columnCount - 1) / columnCount
            let first = max(0, floorDiv(y0 - group.rowsTopPx - frameHeightPx, pitch) + 1)
            let last = min(rows - 1, ceilDiv(y1 - group.rowsTopPx, pitch) - 1)
            if first <= last {
                for r in first...last {
                    let start = group.firstItem + r * columnCount
                    let y = group.rowsTopPx + r * pitch
                    for index in start..<min(group.endItem, start + columnCount) {
                        body(.item(index: index, column: index - start, y: y))
                    }
                }
            }
            g += 1
        }
    }

    // MARK: Every frame

    /// Every item (interior frames, rows and columns) and band, in index order and vertical order:
    /// what a document lists. O(n + s).
    package func allElements() -> (items: [ItemLayout.Item], bands: [ItemLayout.Band]) {
        var items: [ItemLayout.Item] = []
        items.reserveCapacity(itemCount)
        var bands: [ItemLayout.Band] = []
        bands.reserveCapacity(groups.count)
        let pitch = frameHeightPx + frameSpacingPx
        for g in groups {
            if let bandY = g.bandYPx {
                bands.append(ItemLayout.Band(beforeItem: g.firstItem, xPx: bandXPx, yPx: bandY, widthPx: bandWidthPx,
                                             heightPx: separatorHeightPx))
            }
            var index = g.firstItem
            var row = g.firstRow
            var y = g.rowsTopPx
            while index < g.endItem {
                for column in 0..<min(columnCount, g.endItem - index) {
                    items.append(ItemLayout.Item(index: index, row: row, column: column, xPx: columns[column].xPx, yPx: y,
                                                 widthPx: columns[column].widthPx, heightPx: rowHeightPx))
                    index += 1
                }
                row += 1
                y += pitch
            }
        }
        return (items, bands)
    }

    /// The view frame and lines of the item at `column` whose row starts at `yPx`, with inside borders.
    package func borders(column: Int, yPx: Int) -> (frame: Frame, lines: [CellLine]) {
        let b = borderPx
        let frame = Frame(xPx: frameXPx(column), yPx: yPx, widthPx: frameWidthPx(column), heightPx: frameHeightPx, scale: scale)
        var lines: [CellLine] = []
        if column < columnCount - 1 {
            let x = frameXPx(column) == columns[column].xPx ? columns[column].xPx + columns[column].widthPx : frameXPx(column)
            lines.append(CellLine(edge: .trailing, rect: Frame(xPx: x, yPx: yPx, widthPx: b, heightPx: rowHeightPx, scale: scale),
                                  scale: scale))
        }
        lines.append(CellLine(edge: .bottom, rect: Frame(xPx: frameXPx(column), yPx: yPx + rowHeightPx, widthPx: frameWidthPx(column),
                                                         heightPx: b, scale: scale), scale: scale))
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
