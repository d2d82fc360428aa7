// GridDocument.Item and GridDocument.SeparatorBand: the elements of a grid with items, on output (Docs/rows-and-separators.md).
//
// Rule: an item sits in a row and a column; its frame is its column's x and width and the row's y and
// height. A band spans the container between the left and right insets (after padding), before the
// item it names (the item count: after the last item). JSON flattens the frame into the element:
// item `{"column", "height", "index", "row", "width", "x", "y"}` (with inside borders also "frame",
// the view, and "lines"), band
// `{"before_item", "height", "width", "x", "y"}`, keys in sorted order.

extension GridDocument {
    /// One item of a grid: where it sits and its frame.
    public struct Item: Sendable, Hashable, Codable, DocumentObject {
        /// The item's index, 0 ..< items.
        public let index: Int
        /// Its row (0 is the top row).
        public let row: Int
        /// Its column (0 is the leading column).
        public let column: Int
        /// Its cell: the column's x and width, the row's y and height (with inside borders, the
        /// interior the lines surround).
        public let frame: Frame
        /// With inside borders, the view's frame: the cell plus the lines it draws; else nil.
        public let viewFrame: Frame?
        /// With inside borders, the lines the cell draws (trailing, then bottom); else nil.
        public let lines: [GridDocument.Item.Line]?
        /// With spans, the columns it covers from `column` (1 for most items); nil when no item spans.
        public let span: Int?

        /// An item at `row` and `column` with `frame`, and with inside borders its view frame and lines.
        public init(index: Int, row: Int, column: Int, frame: Frame, viewFrame: Frame? = nil, lines: [GridDocument.Item.Line]? = nil, span: Int? = nil) {
            self.index = index
            self.row = row
            self.column = column
            self.frame = frame
            self.viewFrame = viewFrame
            self.lines = lines
            self.span = span
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case column, viewFrame = "frame", height, index, lines, row, span, width, x, y }

        /// Decodes the flat JSON form.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            index = try c.decode(Int.self, forKey: .index)
            row = try c.decode(Int.self, forKey: .row)
            column = try c.decode(Int.self, forKey: .column)
            frame = try Frame(from: decoder)
            viewFrame = try c.decodeIfPresent(Frame.self, forKey: .viewFrame)
            lines = try c.decodeIfPresent([GridDocument.Item.Line].self, forKey: .lines)
            span = try c.decodeIfPresent(Int.self, forKey: .span)
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// The flat JSON form, keys in sorted order.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.column, column)
            try s.memberIfPresent(CodingKeys.viewFrame, viewFrame)
            try s.member(CodingKeys.height, frame.height)
            try s.member(CodingKeys.index, index)
            try s.memberIfPresent(CodingKeys.lines, lines)
            try s.member(CodingKeys.row, row)
            try s.memberIfPresent(CodingKeys.span, span)
            try s.member(CodingKeys.width, frame.width)
            try s.member(CodingKeys.x, frame.x)
            try s.member(CodingKeys.y, frame.y)
        }
    }
}

extension GridDocument {
    /// One full-width separator band of a grid.
    public struct SeparatorBand: Sendable, Hashable, Codable, DocumentObject {
        /// The item it comes before (the item count: after the last item).
        public let beforeItem: Int
        /// Its frame: from the left inset to the right inset (after padding), the separator height.
        public let frame: Frame

        /// A band before item `beforeItem` with `frame`.
        public init(beforeItem: Int, frame: Frame) {
            self.beforeItem = beforeItem
            self.frame = frame
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case beforeItem = "before_item", height, width, x, y }

        /// Decodes the flat JSON form.
        public init(from decoder: any Decoder) throws {
            beforeItem = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .beforeItem)
            frame = try Frame(from: decoder)
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// The flat JSON form, keys in sorted order.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.beforeItem, beforeItem)
            try s.member(CodingKeys.height, frame.height)
            try s.member(CodingKeys.width, frame.width)
            try s.member(CodingKeys.x, frame.x)
            try s.member(CodingKeys.y, frame.y)
        }
    }
}
