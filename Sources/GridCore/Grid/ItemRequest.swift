// ItemRequest: the §3 inputs of the grid command — items, row height, line spacing, vertical insets
// and separator bands — as the user gave them, before snapping.
//
// Rule (Docs/rows-and-separators.md): the row height is a length, or an aspect ratio W:H applied to the base cell width
// (default 1:1, square cells); the line spacing defaults to the grid's spacing; the vertical insets
// default to 0 and the separator height to 1px. Lengths snap as §1 says for spacings and insets
// (nearest pixel, never a positive length to 0px); a row or band height must be more than 0.

extension ItemRequest {
    /// How tall each row is.
    public enum RowHeight: Sendable, Hashable {
        /// A fixed length.
        case length(RequestedLength)
        /// An item shape: height px = round-half-up(b·H/W) for the base cell width b.
        case aspectRatio(AspectRatio)
    }
}

/// The item, row and separator inputs of a grid.
public struct ItemRequest: Sendable, Hashable {
    /// The number of items, 0 ... `Limits.maxItems`.
    public var count: Int
    /// The row height; the default is square cells (`1:1`).
    public var rowHeight: ItemRequest.RowHeight
    /// The gap between rows; `nil` means the grid's spacing (after snapping).
    public var lineSpacing: RequestedLength?
    /// The inset above the first row or band.
    public var insetTop: RequestedLength
    /// The inset below the last row or band.
    public var insetBottom: RequestedLength
    /// The item indices (0 ... count, each once) that get a separator band before them.
    public var separatorsBefore: [Int]
    /// The height of every band.
    public var separatorHeight: RequestedLength
    /// A vertical range whose items and bands the document lists in `visible`, or nil.
    public var visible: ItemRequest.VisibleRange?
    /// Items that cover more than one column (Docs/spans.md): item index → columns (1 … C).
    public var spans: [ItemRequest.Span]

    /// The height of a separator band when none is given: one device pixel.
    public static let defaultSeparatorHeight = RequestedLength.pixels(1)

    /// A request with the defaults for everything but the count.
    public init(count: Int, rowHeight: ItemRequest.RowHeight = .aspectRatio(.square), lineSpacing: RequestedLength? = nil,
                insetTop: RequestedLength = .zero, insetBottom: RequestedLength = .zero,
                separatorsBefore: [Int] = [], separatorHeight: RequestedLength = defaultSeparatorHeight, visible: ItemRequest.VisibleRange? = nil,
                spans: [ItemRequest.Span] = []) {
        self.count = count
        self.rowHeight = rowHeight
        self.lineSpacing = lineSpacing
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.separatorsBefore = separatorsBefore
        self.separatorHeight = separatorHeight
        self.visible = visible
        self.spans = spans
    }

    /// Checks every input whose validity does not depend on the width, the scale or the column
    /// count: the item count (0 … `maxItems`), the separator indices (each once, 0 … count), and a
    /// row or band height asked to be more than 0. A grid runs it first, and a sweep once before any
    /// case, so the same input is refused the same way by both.
    /// - Throws: the `GridError` the layout would throw for that input.
    public func validate(maxItems: Int = Limits.maxItems) throws(GridError) {
        guard count >= 0 else { throw .negative(.items, value: String(count)) }
        guard count <= maxItems else { throw .tooLarge(.items, value: String(count), limit: String(maxItems)) }
        _ = try Self.sortedBands(separatorsBefore, items: count)
        _ = try sortedSpans(columns: nil)
        if case .length(let length) = rowHeight, !length.isPositive { throw .notPositive(.rowHeight, value: length.description) }
        if !separatorHeight.isPositive { throw .notPositive(.separatorHeight, value: separatorHeight.description) }
    }

    /// The band indices sorted ascending, after checking each (in the order given) is in 0 … items
    /// and listed once. Indices given in ascending order (the usual case) are checked in one pass;
    /// others with a set. Memory O(s), whatever the item count.
    static func sortedBands(_ indices: [Int], items: Int) throws(GridError) -> [Int] {
        func listed() -> String { indices.map(String.init).joined(with: ",") }
        var ascending = true
        for (k, index) in indices.enumerated() {
            guard index >= 0 else { throw .negative(.separatorsBefore, value: listed()) }
            guard index <= items else { throw .indexBeyondItems(value: listed(), index: index, items: items) }
            if k > 0, indices[k - 1] >= index { ascending = false }
        }
        if ascending { return indices }
        var seen = Set<Int>(minimumCapacity: indices.count)
        for index in indices where !seen.insert(index).inserted {
            throw .repeated(.separatorsBefore, value: listed(), element: String(index))
        }
        return indices.sorted()
    }

    /// The spans sorted by item, each item once and in 0 ..< count, each covering 1 … `columns`
    /// columns (unchecked against the column count when it is nil).
    package func sortedSpans(columns: Int?) throws(GridError) -> [(item: Int, columns: Int)] {
        func listed() -> String {
            spans.prefix(20).map { "\($0.item):\($0.columns)" }.joined(with: ",") + (spans.count > 20 ? ",…" : "")
        }
        var seen = Set<Int>(minimumCapacity: spans.count)
        for span in spans {
            guard span.item >= 0, span.item < count else { throw .spanBeyondItems(value: listed(), item: span.item, items: count) }
            guard span.columns >= 1 else { throw .notPositive(.spans, value: listed()) }
            if let columns, span.columns > columns { throw .spanTooWide(value: listed(), item: span.item, span: span.columns, columns: columns) }
            guard seen.insert(span.item).inserted else { throw .repeated(.spans, value: listed(), element: String(span.item)) }
        }
        return spans.sorted { $0.item < $1.item }.map { ($0.item, $0.columns) }
    }

    /// The request's lengths snapped at a scale, as `PixelSnapping.gap` snaps spacings, with their
    /// warnings in the order a layout reports them.
    package struct SnappedLengths {
        /// The row height; nil when it comes from an aspect ratio (that needs the cell width).
        package var rowHeightPx: Int?
        /// The line spacing; nil when it is the grid's spacing.
        package var lineSpacingPx: Int?
        package var insetTopPx: Int, insetBottomPx: Int, separatorHeightPx: Int
        package var warnings: [GridWarning]
    }

    /// Snaps every length of the request at `scale`: the one place their fields and order are
    /// written, for the layout and for a sweep's check before its cases.
    /// - Throws: `GridError` for a length past `Limits.maxPixels` at that scale.
    package func snappedLengths(at scale: Scale) throws(GridError) -> SnappedLengths {
        var warnings: [GridWarning] = []
        func snap(_ length: RequestedLength, _ field: GridField) throws(GridError) -> Int {
            let snapped = try PixelSnapping.gap(length, scale: scale, field: field)
            if let warning = snapped.warning { warnings.append(warning) }
            return snapped.px
        }
        var rowHeightPx: Int? = nil
        if case .length(let length) = rowHeight { rowHeightPx = try snap(length, .rowHeight) }
        let lineSpacingPx = try lineSpacing.map { (l) throws(GridError) in try snap(l, .lineSpacing) }
        let top = try snap(insetTop, .insetTop)
        let bottom = try snap(insetBottom, .insetBottom)
        let band = try snap(separatorHeight, .separatorHeight)
        return SnappedLengths(rowHeightPx: rowHeightPx, lineSpacingPx: lineSpacingPx, insetTopPx: top, insetBottomPx: bottom,
                              separatorHeightPx: band, warnings: warnings)
    }

    /// The geometry of the items under `columns`, for a request that passed `validate()`.
    /// `borderPx` > 0 draws inside borders of that width: the line spacing is then the border
    /// width, whatever `lineSpacing` says. The geometry's warnings are the snapping's.
    /// - Throws: `GridError` for a length past the limits, or content taller than `maxExtentPx`.
    package func geometry(under columns: ColumnLayout, scale: Scale, borderPx: Int = 0, maxItems: Int = Limits.maxItems,
                          maxExtentPx: Int = Limits.maxExtentPx) throws(GridError) -> ItemGeometry {
        let lengths = try snappedLengths(at: scale)
        var warnings: [GridWarning] = []
        let rowHeightPx: Int
        switch rowHeight {
        case .length:
            rowHeightPx = lengths.rowHeightPx ?? 0   // always set for a length
        case .aspectRatio(let ratio):
            let snapped = try ratio.rowHeight(basePx: columns.basePx)
            if let warning = snapped.warning { warnings.append(warning) }
            rowHeightPx = snapped.px
        }
        warnings += lengths.warnings
        try Limits.checkPixels(rowHeightPx, .rowHeight, minimum: 1)
        return try ItemGeometry(columns: columns, scale: scale, items: count, rowHeightPx: rowHeightPx,
                                lineSpacingPx: borderPx > 0 ? borderPx : lengths.lineSpacingPx ?? columns.spacingPx,
                                insetTopPx: lengths.insetTopPx, insetBottomPx: lengths.insetBottomPx,
                                separatorsBefore: separatorsBefore, separatorHeightPx: lengths.separatorHeightPx,
                                spans: try sortedSpans(columns: columns.columns.count), borderPx: borderPx,
                                maxItems: maxItems, maxExtentPx: maxExtentPx, warnings: warnings)
    }
}

extension ItemRequest {
    /// An item that covers more than one column: CSS `grid-column: span k`, Android's `SpanSizeLookup`.
    public struct Span: Sendable, Hashable, Codable, DocumentObject {
        /// The item's index.
        public var item: Int
        /// The columns it covers, 1 … C.
        public var columns: Int

        /// Item `item` covering `columns` columns.
        public init(item: Int, columns: Int) {
            self.item = item
            self.columns = columns
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case columns, item }

        /// Encodes the span as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"columns", "item"}` (the CSS block lists its spans so).
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.columns, columns)
            try s.member(CodingKeys.item, item)
        }

        /// The spans of a list `i:k,i:k,…` (each a whole item index and column count; which items and
        /// counts a layout takes is `ItemRequest.validate`'s to say).
        /// - Throws: `tooLarge(.spans)` for a number past an `Int`, `notAList(.spans)` for anything else
        ///   that is not such a list.
        public static func list(parsing text: String) throws(GridError) -> [ItemRequest.Span] {
            var spans: [ItemRequest.Span] = []
            for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = pair.split(separator: ":", omittingEmptySubsequences: false).map(NumberSyntax.wholeNumber)
                guard parts.count == 2, case .value(let item)? = parts[0], case .value(let columns)? = parts[1] else {
                    let overflow = parts.contains { if case .overflow? = $0 { return true } else { return false } }
                    throw overflow ? .tooLarge(.spans, value: text, limit: "\(Limits.maxColumns) columns and \(Limits.maxItems) items")
                                   : .notAList(.spans, value: text)
                }
                spans.append(ItemRequest.Span(item: item, columns: columns))
            }
            return spans
        }
    }
}
