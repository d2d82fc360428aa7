// GridDocument: the result of a grid calculation, schema `gridcalc/grid@1` — GridCore's entry point
// for "how do N columns (and my items) land on the pixels of this screen".
//
// Rule: snap every requested length (PixelSnapping), lay out the columns in pixels (ColumnLayout) and
// the items under them (ItemGeometry), derive every point value from the pixels (`Length`), and add
// the platform's paste-ready block: `flow_layout` always (iOS), `android` for Android, `css` for
// the web (when a CSS grid rule can express the layout). The document holds every key of the schema
// and writes them in one place, `writeMembers`, in sorted order; the keys are snake_case and a
// length is `{"px": Int, "pt": Double}`. A sweep case prints the same document without its `input`.

/// The complete, Codable result of a grid calculation (`gridcalc/grid@1`).
///
/// ```swift
/// let grid = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7))
/// grid.columns.map(\.width.px)   // [176, 176, 176, 176, 176, 176, 176]
/// ```
public struct GridDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/grid@1"

    /// Always `gridcalc/grid@1`.
    public let schema: String
    /// The inputs after snapping to whole pixels (the document's JSON echo).
    @usableFromInline package let input: Input
    /// The scale the grid is laid out at: device pixels per point.
    public var scale: Scale { input.scale }
    /// The container width.
    public let container: Length
    /// The gap between adjacent columns.
    public let spacing: Length
    /// The base, narrowest and widest cell widths in device pixels.
    public let cell: CellWidths
    /// The leftover pixels R = A mod C.
    public let remainderPx: Int
    /// The insets after padding, by reading side and by physical side.
    @usableFromInline package let insets: Insets
    /// The columns in index order (index 0 is the leading column).
    public let columns: [Column]
    /// Point values to paste into a flow layout (iOS's paste-ready block, on every platform).
    public let flowLayout: FlowLayout
    /// What the calculation changed about the input.
    public let warnings: [GridWarning]
    /// The rows; present only when items were asked for.
    @usableFromInline package let rows: Rows?
    /// The items in index order; present only when items were asked for.
    public let items: [Item]?
    /// The separator bands in vertical order; present only when items were asked for.
    public let separators: [SeparatorBand]?
    /// The size of the whole content; present only when items were asked for.
    public let content: Size?
    /// The items and bands in the requested vertical range; present only when one was asked for.
    @usableFromInline package let visible: Visible?
    /// The platform's own paste-ready block beside `flow_layout` (which every platform has): the kind
    /// its definition names (`PlatformDefinition.pasteBlock`) — Android's `GridLayoutManager` values,
    /// or the web's CSS rule when one can express the layout (`CSS.init` says why it cannot); nil on iOS.
    @usableFromInline package private(set) var platformBlock: PlatformBlock?
    /// The `GridLayoutManager` padding, item offsets and dimens (`platformBlock` on Android).
    @usableFromInline package var android: Android? { if case .itemOffsets(let block)? = platformBlock { block } else { nil } }
    /// The CSS values and rule (`platformBlock` on the web, when a CSS grid rule can express the layout).
    @usableFromInline package var css: CSS? { if case .cssRule(let block)? = platformBlock { block } else { nil } }

    /// A platform's own paste-ready block, of the kind its definition names: the document's key
    /// `android` (`.itemOffsets`) or `css` (`.cssRule`).
    @usableFromInline package enum PlatformBlock: Sendable, Hashable {
        case itemOffsets(Android)
        case cssRule(CSS)
    }

    @usableFromInline enum CodingKeys: String, CodingKey {
        case android, cell, columns, container, content, css, flowLayout = "flow_layout", input, insets, items
        case remainderPx = "remainder_px", rows, schema, separators, spacing, visible, warnings
    }

    /// Calculates the grid for `request`.
    /// - Throws: `GridError` for a length that cannot be snapped or a grid with no room.
    public init(_ request: GridRequest) throws(GridError) {
        try self.init(request, css: true)
    }

    /// Calculates the grid for `request`, with the web's CSS block when `css` is true (a sweep
    /// case, which checks limits and is not pasted, leaves it out).
    package init(_ request: GridRequest, css: Bool) throws(GridError) {
        try request.validate()
        let scale = request.scale
        let resolved = try request.columnLayout()
        let layout = resolved.layout, borderPx = resolved.borderPx
        let flow = FlowLayout(layout: layout, scale: scale, borderPx: borderPx)
        var warnings = resolved.warnings
        var geometry: ItemGeometry? = nil
        var visible: Visible? = nil
        if let items = request.items {
            geometry = try items.geometry(under: layout, scale: scale, borderPx: borderPx)
            visible = try items.visible.map { (range) throws(GridError) in try Visible(range, in: geometry!) }
            warnings += geometry!.warnings
        }
        if !flow.fits {
            warnings.append(.flowLayoutDoesNotFit(excessPt: flow.sumPt - scale.points(layout.containerPx)))
        }
        var rule: ColumnsRule? = nil
        if let columnsRule = request.columnsRule, let cellPx = resolved.ruleCellPx { rule = columnsRule.snapped(toPx: cellPx) }
        var android: Android? = nil
        if request.platform.definition.pasteBlock == .itemOffsets {
            android = Android(layout: layout, scale: scale, rowHeightPx: geometry?.rowHeightPx, lineSpacingPx: geometry?.lineSpacingPx)
            if android!.hasNegativeOffsets { warnings.append(.negativeItemOffsets(spanCount: layout.columns.count)) }
        }
        self.init(layout: layout, scale: scale, requestedInsets: resolved.requestedInsetsPx,
                  device: request.device?.name, orientation: request.device == nil ? nil : request.orientation?.rawValue,
                  window: request.device == nil ? nil : request.window?.rawValue, flowLayout: flow, geometry: geometry, borderPx: borderPx,
                  visible: visible, columnsRule: rule, tracks: request.tracks, platform: request.platform, android: android,
                  warnings: warnings)
        // The web's block is made of the document itself.
        if css, request.platform.definition.pasteBlock == .cssRule { self.platformBlock = (try? CSS(self)).map(PlatformBlock.cssRule) }
    }

    /// The document for an already computed `layout` (the inputs are taken from it).
    /// `requestedInsets` are the leading and trailing insets before padding; `geometry` places the
    /// items, when there are any.
    package init(layout: ColumnLayout, scale: Scale, requestedInsets: (leading: Int, trailing: Int),
                 device: String? = nil, orientation: String? = nil, window: String? = nil, flowLayout: FlowLayout? = nil, geometry: ItemGeometry? = nil,
                 borderPx: Int = 0, visible: Visible? = nil, columnsRule: ColumnsRule? = nil,
                 tracks: [Track]? = nil, platform: Platform = .ios, android: Android? = nil, warnings: [GridWarning] = []) {
        let length = { (px: Int) in Length(px: px, scale: scale) }
        self.schema = Self.schemaID
        self.input = Input(width: length(layout.containerPx), scale: scale, columns: layout.columns.count,
                           spacing: length(layout.spacingPx), strategy: layout.strategy,
                           direction: layout.direction, insetLeading: length(requestedInsets.leading),
                           insetTrailing: length(requestedInsets.trailing), device: device, orientation: orientation, window: window,
                           columnsRule: columnsRule, borders: borderPx > 0 ? InsideBorders(width: .pixels(borderPx)) : nil,
                           platform: platform)
        self.container = length(layout.containerPx)
        self.spacing = length(layout.spacingPx)
        self.cell = CellWidths(basePx: layout.basePx, minPx: layout.minWidthPx, maxPx: layout.maxWidthPx)
        self.remainderPx = layout.remainderPx
        self.insets = Insets(leading: length(layout.insetLeadingPx), trailing: length(layout.insetTrailingPx),
                             left: length(layout.insetLeftPx), right: length(layout.insetRightPx))
        self.columns = layout.columns.map {
            let track: Track? = switch tracks?[$0.index] {
            case .flexible(let w)?: .flexible(thousandths: w)
            case .fixed?: .fixed(.pixels($0.widthPx))
            case nil: nil
            }
            return Column(index: $0.index, x: length($0.xPx), width: length($0.widthPx), extraPx: $0.extraPx, track: track)
        }
        self.flowLayout = flowLayout ?? FlowLayout(layout: layout, scale: scale, borderPx: borderPx)
        self.warnings = warnings
        self.rows = geometry.map { Rows(count: $0.rowCount, height: length($0.rowHeightPx), lineSpacing: length($0.lineSpacingPx)) }
        let elements = geometry?.allElements()
        self.items = elements?.items
        self.separators = elements?.bands
        self.content = geometry.map { Size(widthPx: $0.contentWidthPx, heightPx: $0.contentHeightPx, scale: scale) }
        self.visible = visible
        self.platformBlock = android.map(PlatformBlock.itemOffsets)
    }

    /// Reads `gridcalc/grid@1` (the keys `writeMembers` writes; `android` or `css` the platform's block).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schema = try c.decode(String.self, forKey: .schema)
        input = try c.decode(Input.self, forKey: .input)
        container = try c.decode(Length.self, forKey: .container)
        spacing = try c.decode(Length.self, forKey: .spacing)
        cell = try c.decode(CellWidths.self, forKey: .cell)
        remainderPx = try c.decode(Int.self, forKey: .remainderPx)
        insets = try c.decode(Insets.self, forKey: .insets)
        columns = try c.decode([Column].self, forKey: .columns)
        flowLayout = try c.decode(FlowLayout.self, forKey: .flowLayout)
        warnings = try c.decode([GridWarning].self, forKey: .warnings)
        rows = try c.decodeIfPresent(Rows.self, forKey: .rows)
        items = try c.decodeIfPresent([Item].self, forKey: .items)
        separators = try c.decodeIfPresent([SeparatorBand].self, forKey: .separators)
        content = try c.decodeIfPresent(Size.self, forKey: .content)
        visible = try c.decodeIfPresent(Visible.self, forKey: .visible)
        if let android = try c.decodeIfPresent(GridDocument.Android.self, forKey: .android) {
            platformBlock = .itemOffsets(android)
        } else {
            platformBlock = try c.decodeIfPresent(CSS.self, forKey: .css).map(PlatformBlock.cssRule)
        }
    }

    /// Encodes the document as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// Every key of `gridcalc/grid@1`, in sorted order.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try writeMembers(to: &s, withInput: true)
    }

    /// The one description of the document's keys; a sweep case leaves out `input` (it names its
    /// device, orientation and column count itself; its document has no CSS block).
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink, withInput: Bool) throws {
        try s.memberIfPresent(CodingKeys.android, android)
        try s.member(CodingKeys.cell, cell)
        try s.member(CodingKeys.columns, columns)
        try s.member(CodingKeys.container, container)
        try s.memberIfPresent(CodingKeys.content, content)
        try s.memberIfPresent(CodingKeys.css, css)
        try s.member(CodingKeys.flowLayout, flowLayout)
        if withInput { try s.member(CodingKeys.input, input) }
        try s.member(CodingKeys.insets, insets)
        try s.memberIfPresent(CodingKeys.items, items)
        try s.member(CodingKeys.remainderPx, remainderPx)
        try s.memberIfPresent(CodingKeys.rows, rows)
        try s.member(CodingKeys.schema, schema)
        try s.memberIfPresent(CodingKeys.separators, separators)
        try s.member(CodingKeys.spacing, spacing)
        try s.memberIfPresent(CodingKeys.visible, visible)
        try s.member(CodingKeys.warnings, warnings.map { $0.description(in: input.platform) })
    }
}

extension GridDocument {
    /// The rows of a grid with items: how many, how tall, and the gap between them.
    @usableFromInline package struct Rows: Sendable, Hashable, Codable, DocumentObject {
        /// The number of rows that hold items.
        @usableFromInline package let count: Int
        /// The height of every row.
        @usableFromInline package let height: Length
        /// The gap between two rows, and between a row and the band after it.
        @usableFromInline package let lineSpacing: Length

        @usableFromInline enum CodingKeys: String, CodingKey { case count, height, lineSpacing = "line_spacing" }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"count", "height", "line_spacing"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.count, count)
            try s.member(CodingKeys.height, height)
            try s.member(CodingKeys.lineSpacing, lineSpacing)
        }
    }
}

extension GridDocument {
    /// The inputs of a grid, after snapping. JSON: `distribute` is null for padding, `align` for
    /// widen; `columns_rule` is `{"min_cell": L}` or `{"max_cell": L}` or null; `borders` is
    /// `{"style": "inside", "width": L}`, only with inside borders.
    @usableFromInline package struct Input: Sendable, Hashable, Codable, DocumentObject {
        /// The container width.
        @usableFromInline package let width: Length
        /// Device pixels per point.
        @usableFromInline package let scale: Scale
        /// The number of columns (chosen by `columnsRule` when it is set).
        @usableFromInline package let columns: Int
        /// The rule the column count was chosen by, its cell size snapped to whole pixels
        /// (`.pixels`), or nil when the count was given.
        @usableFromInline package let columnsRule: ColumnsRule?
        /// The gap between adjacent columns.
        @usableFromInline package let spacing: Length
        /// Where the leftover pixels went.
        @usableFromInline package let strategy: Strategy
        /// `ltr` or `rtl`.
        @usableFromInline package let direction: Direction
        /// The leading inset before padding.
        @usableFromInline package let insetLeading: Length
        /// The trailing inset before padding.
        @usableFromInline package let insetTrailing: Length
        /// The device preset's name, `nil` when width and scale were given directly.
        @usableFromInline package let device: String?
        /// The device's orientation (`portrait`, `landscape`), nil without a device.
        @usableFromInline package let orientation: String?
        /// The device's window the width is (`third`, `half`, `two-thirds`, `slide-over`,
        /// `safe-area`), nil for the whole screen.
        @usableFromInline package let window: String?
        /// The inside borders, their width snapped to whole pixels (`.pixels`); nil without them.
        @usableFromInline package let borders: InsideBorders?
        /// The platform the result is for (`ios` in a document written before platforms existed).
        @usableFromInline package let platform: Platform

        @usableFromInline enum CodingKeys: String, CodingKey {
            case align, borders, columns, columnsRule = "columns_rule", device, direction, distribute, insetLeading = "inset_leading"
            case insetTrailing = "inset_trailing", orientation, platform, scale, spacing, strategy, width, window
        }

        /// The echo of a grid's inputs.
        package init(width: Length, scale: Scale, columns: Int, spacing: Length, strategy: Strategy,
                    direction: Direction, insetLeading: Length, insetTrailing: Length, device: String?,
                    orientation: String? = nil, window: String? = nil,
                    columnsRule: ColumnsRule? = nil, borders: InsideBorders? = nil, platform: Platform = .ios) {
            self.width = width
            self.scale = scale
            self.columns = columns
            self.spacing = spacing
            self.strategy = strategy
            self.direction = direction
            self.insetLeading = insetLeading
            self.insetTrailing = insetTrailing
            self.device = device
            self.orientation = orientation
            self.window = window
            self.columnsRule = columnsRule
            self.borders = borders
            self.platform = platform
        }

        /// The width of the inside borders' lines, nil without them.
        @usableFromInline package var borderWidth: Length? { borders.map { echo($0.width) } }

        /// The cell size the column count was chosen from, nil when the count was given.
        @usableFromInline package var columnsRuleCell: Length? { columnsRule.map { echo($0.length) } }

        /// The keys inside `columns_rule` and `borders`.
        @usableFromInline enum NestedKeys: String, CodingKey { case maxCell = "max_cell", minCell = "min_cell", style, width }

        /// A length the input holds in whole pixels (`.pixels`), as the document writes it.
        @usableFromInline func echo(_ length: RequestedLength) -> Length {
            Length(px: Int(length.pixelAmount(at: scale).rounded(.toNearestOrAwayFromZero)), scale: scale)
        }

        /// Decodes `input`; a document without `platform` is for iOS.
        @usableFromInline package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            width = try c.decode(Length.self, forKey: .width)
            scale = try c.decode(Scale.self, forKey: .scale)
            columns = try c.decode(Int.self, forKey: .columns)
            spacing = try c.decode(Length.self, forKey: .spacing)
            switch try c.decode(String.self, forKey: .strategy) {
            case "padding": strategy = .padding(try c.decode(Strategy.Alignment.self, forKey: .align))
            case "widen": strategy = .widen(try c.decode(Strategy.Distribution.self, forKey: .distribute))
            case let other:
                throw DecodingError.dataCorruptedError(forKey: .strategy, in: c, debugDescription: "\(other) is not padding or widen")
            }
            direction = try c.decode(Direction.self, forKey: .direction)
            insetLeading = try c.decode(Length.self, forKey: .insetLeading)
            insetTrailing = try c.decode(Length.self, forKey: .insetTrailing)
            device = try c.decodeIfPresent(String.self, forKey: .device)
            orientation = try c.decodeIfPresent(String.self, forKey: .orientation)
            window = try c.decodeIfPresent(String.self, forKey: .window)
            var rule: ColumnsRule? = nil
            if c.contains(.columnsRule), try !c.decodeNil(forKey: .columnsRule) {
                let cell = try c.nestedContainer(keyedBy: NestedKeys.self, forKey: .columnsRule)
                if let min = try cell.decodeIfPresent(Length.self, forKey: .minCell) {
                    rule = .minCell(.pixels(min.px))
                } else {
                    rule = .maxCell(.pixels(try cell.decode(Length.self, forKey: .maxCell).px))
                }
            }
            columnsRule = rule
            if c.contains(.borders) {
                let lines = try c.nestedContainer(keyedBy: NestedKeys.self, forKey: .borders)
                borders = InsideBorders(width: .pixels(try lines.decode(Length.self, forKey: .width).px))
            } else {
                borders = nil
            }
            platform = try c.decodeIfPresent(Platform.self, forKey: .platform) ?? .ios
        }

        /// Encodes the input as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key in sorted order, `null` for the options that do not apply (the schema requires
        /// them); `borders` only with inside borders, `orientation` only with a device, `window`
        /// only with a window of it.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.align, strategy.alignment?.rawValue)
            if let borders {
                try s.key(CodingKeys.borders.stringValue)
                try s.object { o in
                    try o.member(NestedKeys.style, "inside")
                    try o.member(NestedKeys.width, echo(borders.width))
                }
            }
            try s.member(CodingKeys.columns, columns)
            try s.key(CodingKeys.columnsRule.stringValue)
            switch columnsRule {
            case .minCell(let cell)?: try s.object { o in try o.member(NestedKeys.minCell, echo(cell)) }
            case .maxCell(let cell)?: try s.object { o in try o.member(NestedKeys.maxCell, echo(cell)) }
            case nil: try s.null()
            }
            try s.member(CodingKeys.device, device)
            try s.member(CodingKeys.direction, direction.rawValue)
            try s.member(CodingKeys.distribute, strategy.distribution?.rawValue)
            try s.member(CodingKeys.insetLeading, insetLeading)
            try s.member(CodingKeys.insetTrailing, insetTrailing)
            try s.memberIfPresent(CodingKeys.orientation, orientation)
            try s.member(CodingKeys.platform, platform)
            try s.member(CodingKeys.scale, scale)
            try s.member(CodingKeys.spacing, spacing)
            try s.member(CodingKeys.strategy, strategy.name)
            try s.member(CodingKeys.width, width)
            try s.memberIfPresent(CodingKeys.window, window)
        }
    }
}

extension GridDocument {
    /// Cell widths in device pixels: the base b = A div C and the narrowest and widest column.
    public struct CellWidths: Sendable, Hashable, Codable, DocumentObject {
        /// b = A div C.
        public let basePx: Int
        /// The narrowest column (always b).
        public let minPx: Int
        /// The widest column (b + 1 when widen had a leftover, else b).
        public let maxPx: Int

        @usableFromInline enum CodingKeys: String, CodingKey { case basePx = "base_px", maxPx = "max_px", minPx = "min_px" }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"base_px", "max_px", "min_px"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.basePx, basePx)
            try s.member(CodingKeys.maxPx, maxPx)
            try s.member(CodingKeys.minPx, minPx)
        }
    }
}

extension GridDocument {
    /// Section insets after padding, by reading side and by physical side (`rtl`: left = trailing).
    @usableFromInline package struct Insets: Sendable, Hashable, Codable, DocumentObject {
        /// Before the leading column.
        @usableFromInline package let leading: Length
        /// After the trailing column.
        @usableFromInline package let trailing: Length
        /// On the physical left.
        @usableFromInline package let left: Length
        /// On the physical right.
        @usableFromInline package let right: Length

        @usableFromInline enum CodingKeys: String, CodingKey { case leading, left, right, trailing }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"leading", "left", "right", "trailing"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.leading, leading)
            try s.member(CodingKeys.left, left)
            try s.member(CodingKeys.right, right)
            try s.member(CodingKeys.trailing, trailing)
        }
    }
}

extension GridDocument {
    /// One column of a grid: its index, physical x and width, and the extra pixel it received.
    public struct Column: Sendable, Hashable, Codable, DocumentObject {
        /// 0 is the leading column (the left in `ltr`, the right in `rtl`).
        public let index: Int
        /// The physical x of the left edge.
        public let x: Length
        /// The width (≥ 1 px).
        public let width: Length
        /// 1 when `widen` gave this column an extra pixel, else 0.
        public let extraPx: Int
        /// With tracks, the track this column is: its weight, or (fixed) its width in whole pixels
        /// (`.pixels`); else nil. JSON: `{"kind": "fr", "weight": 2}` or `{"kind": "fixed", "length": L}`.
        public let track: Track?

        /// A column at `x` of `width`.
        public init(index: Int, x: Length, width: Length, extraPx: Int, track: Track? = nil) {
            self.index = index
            self.x = x
            self.width = width
            self.extraPx = extraPx
            self.track = track
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case extraPx = "extra_px", index, track, width, x }
        /// The keys of `track`.
        @usableFromInline enum TrackKeys: String, CodingKey { case kind, length, weight }

        /// Decodes a column, and its track when it has one.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            index = try c.decode(Int.self, forKey: .index)
            x = try c.decode(Length.self, forKey: .x)
            width = try c.decode(Length.self, forKey: .width)
            extraPx = try c.decode(Int.self, forKey: .extraPx)
            guard c.contains(.track), try !c.decodeNil(forKey: .track) else { track = nil; return }
            let t = try c.nestedContainer(keyedBy: TrackKeys.self, forKey: .track)
            switch try t.decode(String.self, forKey: .kind) {
            case "fr": track = .flexible(thousandths: Int((try t.decode(Double.self, forKey: .weight) * 1000).rounded()))
            case "fixed": track = .fixed(.pixels(try t.decode(Length.self, forKey: .length).px))
            case let other: throw DecodingError.dataCorruptedError(forKey: .kind, in: t, debugDescription: "\(other) is not fr or fixed")
            }
        }

        /// Encodes the column as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"extra_px", "index", "width", "x"}`, and `"track"` with tracks.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.extraPx, extraPx)
            try s.member(CodingKeys.index, index)
            if let track {
                try s.key(CodingKeys.track.stringValue)
                try s.object { o in
                    switch track {
                    case .fixed:
                        try o.member(TrackKeys.kind, "fixed")
                        try o.member(TrackKeys.length, width)
                    case .flexible(let thousandths):
                        try o.member(TrackKeys.kind, "fr")
                        try o.member(TrackKeys.weight, Double(thousandths) / 1000)
                    }
                }
            }
            try s.member(CodingKeys.width, width)
            try s.member(CodingKeys.x, x)
        }
    }
}
