// GridDocument: the result of a grid calculation, schema `gridcalc/grid@1` — GridCore's entry point
// for "how do N columns (and my items) land on the pixels of this screen".
//
// Rule: snap every requested length (PixelSnapping), lay out the columns in pixels (ColumnLayout) and
// the items under them (ItemLayout), derive every point value from the pixels (`Length`), and add
// the paste-ready `flow_layout` values. The document holds every key of the schema and encodes them
// in one place, `encode(to:)`, in sorted order; the keys are snake_case and a length is
// `{"px": Int, "pt": Double}`. A sweep case prints the same document without its `input`.

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
    /// The inputs after snapping to whole pixels.
    public let input: GridInput
    /// The container width.
    public let container: Length
    /// The gap between adjacent columns.
    public let spacing: Length
    /// The base, narrowest and widest cell widths in device pixels.
    public let cell: CellWidths
    /// The leftover pixels R = A mod C.
    public let remainderPx: Int
    /// The insets after padding, by reading side and by physical side.
    public let insets: Insets
    /// The columns in index order (index 0 is the leading column).
    public let columns: [Column]
    /// Point values to paste into a flow layout.
    public let flowLayout: FlowLayoutValues
    /// What the calculation changed about the input.
    public let warnings: [GridWarning]
    /// The rows; present only when items were asked for.
    public let rows: Rows?
    /// The items in index order; present only when items were asked for.
    public let items: [GridItem]?
    /// The separator bands in vertical order; present only when items were asked for.
    public let separators: [SeparatorBand]?
    /// The size of the whole content; present only when items were asked for.
    public let content: Size?
    /// The items and bands in the requested vertical range; present only when one was asked for.
    public let visible: VisibleElements?
    /// The `GridLayoutManager` padding, item offsets and dimens; present only for `platform` android.
    public let android: AndroidGrid?

    @usableFromInline enum CodingKeys: String, CodingKey {
        case android, cell, columns, container, content, flowLayout = "flow_layout", input, insets, items
        case remainderPx = "remainder_px", rows, schema, separators, spacing, visible, warnings
    }

    /// Calculates the grid for `request`.
    /// - Throws: `GridError` for a length that cannot be snapped or a grid with no room.
    public init(_ request: GridRequest) throws(GridError) {
        try request.validate()
        let scale = request.scale
        let resolved = try request.columnLayout()
        let layout = resolved.layout, borderPx = resolved.borderPx
        let flow = FlowLayoutValues(layout: layout, scale: scale, borderPx: borderPx)
        var warnings = resolved.warnings
        var itemLayout: ItemLayout? = nil
        var visible: VisibleElements? = nil
        if let items = request.items {
            let geometry = try items.geometry(under: layout, scale: scale, borderPx: borderPx)
            visible = try items.visible.map { (range) throws(GridError) in try VisibleElements(range, in: geometry) }
            itemLayout = ItemLayout(geometry)
            warnings += geometry.warnings
        }
        if !flow.fits {
            warnings.append(.flowLayoutDoesNotFit(excessPt: flow.sumPt - scale.points(layout.containerPx)))
        }
        var rule: ColumnsRuleInput? = nil
        if let columnsRule = request.columnsRule, let cellPx = resolved.ruleCellPx {
            rule = ColumnsRuleInput(columnsRule, cell: Length(px: cellPx, scale: scale))
        }
        var android: AndroidGrid? = nil
        if request.platform == .android {
            android = AndroidGrid(layout: layout, scale: scale, rowHeightPx: itemLayout?.rowHeightPx, lineSpacingPx: itemLayout?.lineSpacingPx)
            if android!.hasNegativeOffsets { warnings.append(.negativeItemOffsets(spanCount: layout.columns.count)) }
        }
        self.init(layout: layout, scale: scale, requestedInsets: resolved.requestedInsetsPx,
                  device: request.device?.name, flowLayout: flow, itemLayout: itemLayout, borderPx: borderPx,
                  visible: visible, columnsRule: rule, tracks: request.tracks, platform: request.platform, android: android,
                  warnings: warnings)
    }

    /// The document for an already computed `layout` (the inputs are taken from it).
    /// `requestedInsets` are the leading and trailing insets before padding.
    package init(layout: ColumnLayout, scale: Scale, requestedInsets: (leading: Int, trailing: Int),
                 device: String? = nil, flowLayout: FlowLayoutValues? = nil, itemLayout: ItemLayout? = nil,
                 borderPx: Int = 0, visible: VisibleElements? = nil, columnsRule: ColumnsRuleInput? = nil,
                 tracks: [Track]? = nil, platform: Platform = .ios, android: AndroidGrid? = nil, warnings: [GridWarning] = []) {
        let length = { (px: Int) in Length(px: px, scale: scale) }
        self.schema = Self.schemaID
        self.input = GridInput(width: length(layout.containerPx), scale: scale, columns: layout.columns.count,
                               spacing: length(layout.spacingPx), strategy: layout.strategy,
                               direction: layout.direction, insetLeading: length(requestedInsets.leading),
                               insetTrailing: length(requestedInsets.trailing), device: device,
                               columnsRule: columnsRule, borders: borderPx > 0 ? BordersInput(width: length(borderPx)) : nil,
                               platform: platform)
        self.container = length(layout.containerPx)
        self.spacing = length(layout.spacingPx)
        self.cell = CellWidths(basePx: layout.basePx, minPx: layout.minWidthPx, maxPx: layout.maxWidthPx)
        self.remainderPx = layout.remainderPx
        self.insets = Insets(leading: length(layout.insetLeadingPx), trailing: length(layout.insetTrailingPx),
                             left: length(layout.insetLeftPx), right: length(layout.insetRightPx))
        self.columns = layout.columns.map {
            let track: ColumnTrack? = switch tracks?[$0.index] {
            case .flexible(let w)?: ColumnTrack(thousandths: w)
            case .fixed?: ColumnTrack(fixed: length($0.widthPx))
            case nil: nil
            }
            return Column(index: $0.index, x: length($0.xPx), width: length($0.widthPx), extraPx: $0.extraPx, track: track)
        }
        self.flowLayout = flowLayout ?? FlowLayoutValues(layout: layout, scale: scale, borderPx: borderPx)
        self.warnings = warnings
        self.rows = itemLayout.map {
            Rows(count: $0.rowCount, height: length($0.rowHeightPx), lineSpacing: length($0.lineSpacingPx))
        }
        self.items = itemLayout.map { l in
            let spans = l.geometry.hasSpans
            return l.items.map {
                let frame = Frame(xPx: $0.xPx, yPx: $0.yPx, widthPx: $0.widthPx, heightPx: $0.heightPx, scale: scale)
                guard borderPx > 0 else {
                    return GridItem(index: $0.index, row: $0.row, column: $0.column, frame: frame, span: spans ? $0.span : nil)
                }
                let (view, lines) = l.geometry.borders(column: $0.column, span: $0.span, yPx: $0.yPx)
                return GridItem(index: $0.index, row: $0.row, column: $0.column, frame: frame, viewFrame: view, lines: lines,
                                span: spans ? $0.span : nil)
            }
        }
        self.separators = itemLayout?.separators.map {
            SeparatorBand(beforeItem: $0.beforeItem,
                          frame: Frame(xPx: $0.xPx, yPx: $0.yPx, widthPx: $0.widthPx, heightPx: $0.heightPx, scale: scale))
        }
        self.content = itemLayout.map { Size(widthPx: $0.contentWidthPx, heightPx: $0.contentHeightPx, scale: scale) }
        self.visible = visible
        self.android = android
    }

    /// Every key of `gridcalc/grid@1`, in sorted order.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try writeMembers(to: &s, withInput: true)
    }

    /// The one description of the document's keys; a sweep case leaves out `input` (it names its
    /// device, orientation and column count itself).
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink, withInput: Bool) throws {
        try s.memberIfPresent(CodingKeys.android, android)
        try s.member(CodingKeys.cell, cell)
        try s.member(CodingKeys.columns, columns)
        try s.member(CodingKeys.container, container)
        try s.memberIfPresent(CodingKeys.content, content)
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

/// The rows of a grid with items: how many, how tall, and the gap between them.
public struct Rows: Sendable, Hashable, Codable, DocumentObject {
    /// The number of rows that hold items.
    public let count: Int
    /// The height of every row.
    public let height: Length
    /// The gap between two rows, and between a row and the band after it.
    public let lineSpacing: Length

    @usableFromInline enum CodingKeys: String, CodingKey { case count, height, lineSpacing = "line_spacing" }

    /// `{"count", "height", "line_spacing"}`.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.count, count)
        try s.member(CodingKeys.height, height)
        try s.member(CodingKeys.lineSpacing, lineSpacing)
    }
}

/// The inputs of a grid, after snapping; `distribute` is null for padding, `align` for widen.
public struct GridInput: Sendable, Hashable, Codable, DocumentObject {
    /// The container width.
    public let width: Length
    /// Device pixels per point.
    public let scale: Scale
    /// The number of columns (chosen by `columnsRule` when it is set).
    public let columns: Int
    /// The cell size the column count was chosen from, or nil when it was given.
    public let columnsRule: ColumnsRuleInput?
    /// The gap between adjacent columns.
    public let spacing: Length
    /// `padding` or `widen`.
    public let strategy: String
    /// The widen distribution, `nil` under padding.
    public let distribute: Strategy.Distribution?
    /// The padding alignment, `nil` under widen.
    public let align: Strategy.Alignment?
    /// `ltr` or `rtl`.
    public let direction: Direction
    /// The leading inset before padding.
    public let insetLeading: Length
    /// The trailing inset before padding.
    public let insetTrailing: Length
    /// The device preset's name, `nil` when width and scale were given directly.
    public let device: String?
    /// The inside borders, `nil` without them (and then absent from the JSON).
    public let borders: BordersInput?
    /// The platform the result is for (`ios` in a document written before platforms existed).
    public let platform: Platform

    @usableFromInline enum CodingKeys: String, CodingKey {
        case align, borders, columns, columnsRule = "columns_rule", device, direction, distribute, insetLeading = "inset_leading"
        case insetTrailing = "inset_trailing", platform, scale, spacing, strategy, width
    }

    /// The echo of a grid's inputs.
    public init(width: Length, scale: Scale, columns: Int, spacing: Length, strategy: Strategy,
                direction: Direction, insetLeading: Length, insetTrailing: Length, device: String?,
                columnsRule: ColumnsRuleInput? = nil, borders: BordersInput? = nil, platform: Platform = .ios) {
        self.width = width
        self.scale = scale
        self.columns = columns
        self.spacing = spacing
        self.strategy = strategy.name
        self.distribute = strategy.distribution
        self.align = strategy.alignment
        self.direction = direction
        self.insetLeading = insetLeading
        self.insetTrailing = insetTrailing
        self.device = device
        self.columnsRule = columnsRule
        self.borders = borders
        self.platform = platform
    }

    /// Decodes `input`; a document without `platform` is for iOS.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Length.self, forKey: .width)
        scale = try c.decode(Scale.self, forKey: .scale)
        columns = try c.decode(Int.self, forKey: .columns)
        columnsRule = try c.decodeIfPresent(ColumnsRuleInput.self, forKey: .columnsRule)
        spacing = try c.decode(Length.self, forKey: .spacing)
        strategy = try c.decode(String.self, forKey: .strategy)
        distribute = try c.decodeIfPresent(Strategy.Distribution.self, forKey: .distribute)
        align = try c.decodeIfPresent(Strategy.Alignment.self, forKey: .align)
        direction = try c.decode(Direction.self, forKey: .direction)
        insetLeading = try c.decode(Length.self, forKey: .insetLeading)
        insetTrailing = try c.decode(Length.self, forKey: .insetTrailing)
        device = try c.decodeIfPresent(String.self, forKey: .device)
        borders = try c.decodeIfPresent(BordersInput.self, forKey: .borders)
        platform = try c.decodeIfPresent(Platform.self, forKey: .platform) ?? .ios
    }

    /// Every key in sorted order, `null` for the options that do not apply (the schema requires
    /// them); `borders` only with inside borders.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.align, align?.rawValue)
        try s.memberIfPresent(CodingKeys.borders, borders)
        try s.member(CodingKeys.columns, columns)
        try s.member(CodingKeys.columnsRule, columnsRule)
        try s.member(CodingKeys.device, device)
        try s.member(CodingKeys.direction, direction.rawValue)
        try s.member(CodingKeys.distribute, distribute?.rawValue)
        try s.member(CodingKeys.insetLeading, insetLeading)
        try s.member(CodingKeys.insetTrailing, insetTrailing)
        try s.member(CodingKeys.platform, platform)
        try s.member(CodingKeys.scale, scale)
        try s.member(CodingKeys.spacing, spacing)
        try s.member(CodingKeys.strategy, strategy)
        try s.member(CodingKeys.width, width)
    }
}

/// The inside borders of a grid, on input: `{"style": "inside", "width": L}`.
public struct BordersInput: Sendable, Hashable, Codable, DocumentObject {
    /// Always `inside`: the cells draw their own lines.
    public let style: String
    /// The width of every line.
    public let width: Length

    /// Inside borders of `width`.
    public init(width: Length) {
        self.style = "inside"
        self.width = width
    }

    @usableFromInline enum CodingKeys: String, CodingKey { case style, width }

    /// `{"style", "width"}`.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.style, style)
        try s.member(CodingKeys.width, width)
    }
}

/// Cell widths in device pixels: the base b = A div C and the narrowest and widest column.
public struct CellWidths: Sendable, Hashable, Codable, DocumentObject {
    /// b = A div C.
    public let basePx: Int
    /// The narrowest column (always b).
    public let minPx: Int
    /// The widest column (b + 1 when widen had a leftover, else b).
    public let maxPx: Int

    @usableFromInline enum CodingKeys: String, CodingKey { case basePx = "base_px", maxPx = "max_px", minPx = "min_px" }

    /// `{"base_px", "max_px", "min_px"}`.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.basePx, basePx)
        try s.member(CodingKeys.maxPx, maxPx)
        try s.member(CodingKeys.minPx, minPx)
    }
}

/// Section insets after padding, by reading side and by physical side (`rtl`: left = trailing).
public struct Insets: Sendable, Hashable, Codable, DocumentObject {
    /// Before the leading column.
    public let leading: Length
    /// After the trailing column.
    public let trailing: Length
    /// On the physical left.
    public let left: Length
    /// On the physical right.
    public let right: Length

    @usableFromInline enum CodingKeys: String, CodingKey { case leading, left, right, trailing }

    /// `{"leading", "left", "right", "trailing"}`.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.leading, leading)
        try s.member(CodingKeys.left, left)
        try s.member(CodingKeys.right, right)
        try s.member(CodingKeys.trailing, trailing)
    }
}

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
    /// With tracks, the track this column is (its weight, or its fixed width); else nil.
    public let track: ColumnTrack?

    /// A column at `x` of `width`.
    public init(index: Int, x: Length, width: Length, extraPx: Int, track: ColumnTrack? = nil) {
        self.index = index
        self.x = x
        self.width = width
        self.extraPx = extraPx
        self.track = track
    }

    @usableFromInline enum CodingKeys: String, CodingKey { case extraPx = "extra_px", index, track, width, x }

    /// `{"extra_px", "index", "width", "x"}`, and `"track"` with tracks.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.extraPx, extraPx)
        try s.member(CodingKeys.index, index)
        try s.memberIfPresent(CodingKeys.track, track)
        try s.member(CodingKeys.width, width)
        try s.member(CodingKeys.x, x)
    }
}
