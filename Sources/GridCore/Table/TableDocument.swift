// TableDocument: a table view's sections laid out in whole pixels, with every separator's frame —
// schema `gridcalc/table@1` (Docs/table.md).
//
// Rule: W = the width in px; h, hh, fh = the row, header and footer heights in px (h ≥ 2).
//   Vertically, from y = 0, each section is its header (when hh > 0), its n rows, its footer (when
//   fh > 0); every element starts where the previous one ends. Headers, rows and footers span x = 0 … W.
//   Separators are 1px, inside a row, along its bottom (y = row top + h − 1) or top (y = row top) edge:
//   - between rows r and r+1 of a section: inset, `after_row` r at the bottom of row r (position
//     bottom) or `before_row` r+1 at the top of row r+1 (position top); x = left, width = W − left −
//     right (≥ 1px), where ltr: left = leading inset, right = trailing inset, and rtl swaps them;
//   - grouped only: full width, `before_row` 0 at the top of the first row and `after_row` n−1 at the
//     bottom of the last row of every section with n ≥ 1 rows — except where two sections touch
//     (hh = fh = 0 and a later section has rows): the two lines would read as one 2px line, so the
//     section below keeps its top line and the one above drops its bottom line.
// So a section has n + 1 (grouped; n when its bottom line is dropped) or n − 1 (plain) separators,
// 0 when n = 0; every separator sits in a row of its own section, and no two share a pixel row
// (a row of h ≥ 2 px holds at most its top and its bottom line). Listed in vertical order.

/// A table laid out on the device-pixel grid (`gridcalc/table@1`).
///
/// ```swift
/// let table = try TableDocument(TableRequest(width: .points(390), scale: try Scale(3), sections: [2, 3]))
/// table.sections[0].separators.count   // 3: a full-width line above, one inset line, a full-width line below
/// ```
public struct TableDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/table@1"

    /// Always `gridcalc/table@1`.
    public let schema: String
    /// The inputs after snapping.
    @usableFromInline package let input: Input
    /// The height of the whole table.
    @usableFromInline package let content: Content
    /// The sections in order.
    public let sections: [Section]
    /// What snapping changed about the input.
    public let warnings: [GridWarning]

    @usableFromInline enum CodingKeys: String, CodingKey { case content, input, schema, sections, warnings }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// Every key of `gridcalc/table@1`, in sorted order.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.content, content)
        try s.member(CodingKeys.input, input)
        try s.member(CodingKeys.schema, schema)
        try s.member(CodingKeys.sections, sections)
        try s.member(CodingKeys.warnings, warnings)
    }

    /// Lays out the table of `request`.
    /// - Throws: `GridError` for a bad section list, a length that cannot be snapped, a row under
    ///   2px, separator insets that leave less than 1px, or a table taller than `Limits.maxExtentPx`.
    public init(_ request: TableRequest) throws(GridError) {
        try request.validate()
        let scale = request.scale
        var warnings: [GridWarning] = request.device?.warning(at: scale).map { [$0] } ?? []
        func snap(_ length: RequestedLength, _ field: GridField) throws(GridError) -> Int {
            let snapped = try PixelSnapping.gap(length, scale: scale, field: field)
            if let warning = snapped.warning { warnings.append(warning) }
            return snapped.px
        }
        let width = try PixelSnapping.container(request.width, scale: scale, field: .width)
        if let warning = width.warning { warnings.append(warning) }
        let w = width.px
        let h = try snap(request.rowHeight, .rowHeight)
        guard h >= 2 else { throw .tooSmall(.rowHeight, value: request.rowHeight.description, limit: "2px") }
        let hh = try snap(request.headerHeight, .headerHeight)
        let fh = try snap(request.footerHeight, .footerHeight)
        let leading = try snap(request.separatorInsetLeading, .insetLeading)
        let trailing = try snap(request.separatorInsetTrailing, .insetTrailing)
        let (left, right) = request.direction == .ltr ? (leading, trailing) : (trailing, leading)
        guard w - left - right >= 1 else { throw .separatorNoRoom(cellPx: w, leftPx: left, rightPx: right) }

        // The height is bounded before any frame is built: at most 10⁴ sections and rows of ≤ 10⁶ px.
        let rowsInAll = request.sections.reduce(0, +)
        let heightPx = rowsInAll * h + request.sections.count * (hh + fh)
        guard heightPx <= Limits.maxExtentPx else { throw .contentTooTall(heightPx: heightPx, limitPx: Limits.maxExtentPx) }

        let lastWithRows = request.sections.lastIndex { $0 > 0 } ?? -1
        let touching = hh == 0 && fh == 0
        let frame = { (x: Int, y: Int, width: Int, height: Int) in Frame(xPx: x, yPx: y, widthPx: width, heightPx: height, scale: scale) }
        var y = 0
        var sections: [Section] = []
        sections.reserveCapacity(request.sections.count)
        for (index, n) in request.sections.enumerated() {
            let header = hh > 0 ? frame(0, y, w, hh) : nil
            y += hh
            let rowsTop = y
            let rows = (0..<n).map { frame(0, rowsTop + $0 * h, w, h) }
            y += n * h
            let footer = fh > 0 ? frame(0, y, w, fh) : nil
            y += fh

            var separators: [Separator] = []
            let grouped = request.style == .grouped && n > 0
            if grouped { separators.append(Separator(beforeRow: 0, fullWidth: true, rect: frame(0, rowsTop, w, 1))) }
            for r in 0..<max(n - 1, 0) {
                separators.append(request.position == .bottom
                    ? Separator(afterRow: r, fullWidth: false, rect: frame(left, rowsTop + r * h + h - 1, w - left - right, 1))
                    : Separator(beforeRow: r + 1, fullWidth: false, rect: frame(left, rowsTop + (r + 1) * h, w - left - right, 1)))
            }
            if grouped, !(touching && index < lastWithRows) {
                separators.append(Separator(afterRow: n - 1, fullWidth: true, rect: frame(0, rowsTop + n * h - 1, w, 1)))
            }
            sections.append(Section(index: index, header: header, footer: footer, rows: rows, separators: separators))
        }
        let length = { (px: Int) in Length(px: px, scale: scale) }
        self.schema = Self.schemaID
        self.input = Input(width: length(w), scale: scale, sections: request.sections, style: request.style,
                           rowHeight: length(h), headerHeight: length(hh), footerHeight: length(fh),
                           separatorInsetLeading: length(leading), separatorInsetTrailing: length(trailing),
                           position: request.position, direction: request.direction, device: request.device?.name)
        self.content = Content(height: length(y))
        self.sections = sections
        self.warnings = warnings
    }

    /// The inputs of a table, after snapping.
    @usableFromInline package struct Input: Sendable, Hashable, Codable, DocumentObject {
        /// The table width.
        @usableFromInline package let width: Length
        /// Device pixels per point.
        @usableFromInline package let scale: Scale
        /// The row count of each section.
        @usableFromInline package let sections: [Int]
        /// Plain or grouped.
        @usableFromInline package let style: TableRequest.Style
        /// The height of every row.
        @usableFromInline package let rowHeight: Length
        /// The height of every header (0: none).
        @usableFromInline package let headerHeight: Length
        /// The height of every footer (0: none).
        @usableFromInline package let footerHeight: Length
        /// The inter-row separators' leading inset.
        @usableFromInline package let separatorInsetLeading: Length
        /// The inter-row separators' trailing inset.
        @usableFromInline package let separatorInsetTrailing: Length
        /// The edge of its row each separator runs along.
        @usableFromInline package let position: CellSeparatorRequest.Position
        /// The reading direction.
        @usableFromInline package let direction: Direction
        /// The device preset's name, `nil` when width and scale were given directly.
        @usableFromInline package let device: String?

        @usableFromInline enum CodingKeys: String, CodingKey {
            case device, direction, footerHeight = "footer_height", headerHeight = "header_height", position
            case rowHeight = "row_height", scale, sections, separatorInsetLeading = "separator_inset_leading"
            case separatorInsetTrailing = "separator_inset_trailing", style, width
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key in sorted order.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.device, device)
            try s.member(CodingKeys.direction, direction.rawValue)
            try s.member(CodingKeys.footerHeight, footerHeight)
            try s.member(CodingKeys.headerHeight, headerHeight)
            try s.member(CodingKeys.position, position.rawValue)
            try s.member(CodingKeys.rowHeight, rowHeight)
            try s.member(CodingKeys.scale, scale)
            try s.member(CodingKeys.sections, sections)
            try s.member(CodingKeys.separatorInsetLeading, separatorInsetLeading)
            try s.member(CodingKeys.separatorInsetTrailing, separatorInsetTrailing)
            try s.member(CodingKeys.style, style.rawValue)
            try s.member(CodingKeys.width, width)
        }
    }

    /// The table's size along its scrolling axis.
    @usableFromInline package struct Content: Sendable, Hashable, Codable, DocumentObject {
        /// The bottom of the last section.
        @usableFromInline package let height: Length

        @usableFromInline enum CodingKeys: String, CodingKey { case height }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"height"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.height, height)
        }
    }

    /// One section: its header, rows, footer and separators.
    public struct Section: Sendable, Hashable, Codable, DocumentObject {
        /// The section's index.
        public let index: Int
        /// The header's frame, nil without headers.
        public let header: Frame?
        /// The footer's frame, nil without footers.
        public let footer: Frame?
        /// The rows' frames, top to bottom.
        public let rows: [Frame]
        /// The separators in vertical order.
        public let separators: [Separator]

        @usableFromInline enum CodingKeys: String, CodingKey { case footer, header, index, rows, separators }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key in sorted order; `header` and `footer` are null when absent.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.footer, footer)
            try s.member(CodingKeys.header, header)
            try s.member(CodingKeys.index, index)
            try s.member(CodingKeys.rows, rows)
            try s.member(CodingKeys.separators, separators)
        }
    }

    /// One 1px separator inside a row of its section.
    public struct Separator: Sendable, Hashable, Codable, DocumentObject {
        /// The row it runs along the bottom of, or nil.
        public let afterRow: Int?
        /// The row it runs along the top of, or nil (exactly one of the two is set).
        public let beforeRow: Int?
        /// Whether it spans the table (grouped sections' top and bottom lines) or is inset.
        public let fullWidth: Bool
        /// Its frame, in the table's coordinates.
        public let rect: Frame

        /// A separator along the bottom of row `afterRow`.
        public init(afterRow: Int, fullWidth: Bool, rect: Frame) {
            self.afterRow = afterRow
            self.beforeRow = nil
            self.fullWidth = fullWidth
            self.rect = rect
        }

        /// A separator along the top of row `beforeRow`.
        public init(beforeRow: Int, fullWidth: Bool, rect: Frame) {
            self.afterRow = nil
            self.beforeRow = beforeRow
            self.fullWidth = fullWidth
            self.rect = rect
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case afterRow = "after_row", beforeRow = "before_row", fullWidth = "full_width", rect }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `after_row` or `before_row` (whichever is set), `full_width`, `rect`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.memberIfPresent(CodingKeys.afterRow, afterRow)
            try s.memberIfPresent(CodingKeys.beforeRow, beforeRow)
            try s.member(CodingKeys.fullWidth, fullWidth)
            try s.member(CodingKeys.rect, rect)
        }
    }
}
