// GridDocument: the result of the grid command, schema `gridcalc/grid@1` (SPEC §2).
//
// Rule: snap every requested length (§1), lay out the columns in pixels (`ColumnLayout`), derive every
// point value from the pixels, and add the paste-ready `flow_layout` values. The document holds every
// key of the schema; the JSON keys are snake_case and a length is `{"px": Int, "pt": Double}`.

/// The complete, Codable result of a grid calculation (`gridcalc/grid@1`).
public struct GridDocument: Sendable, Hashable, Codable {
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
    /// The columns in index order.
    public let columns: [ColumnFrame]
    /// Point values to paste into a flow layout.
    public let flowLayout: FlowLayoutValues
    /// What the calculation changed about the input, one line each.
    public let warnings: [String]
    /// The rows (SPEC §3); present only when items were asked for.
    public let rows: Rows?
    /// The item frames in index order; present only when items were asked for.
    public let items: [ItemFrameDocument]?
    /// The separator bands in vertical order; present only when items were asked for.
    public let separators: [SeparatorBandDocument]?
    /// The size of the whole content; present only when items were asked for.
    public let content: ContentSize?

    enum CodingKeys: String, CodingKey {
        case schema, input, container, spacing, cell, remainderPx = "remainder_px", insets, columns
        case flowLayout = "flow_layout", warnings, rows, items, separators, content
    }

    /// Calculates the grid for `request`.
    /// - Throws: `GridError` for a length that cannot be snapped or a grid with no room.
    public init(_ request: GridRequest) throws(GridError) {
        let scale = request.scale
        let width = try PixelSnapping.container(request.width, scale: scale, field: .width)
        let spacing = try PixelSnapping.gap(request.spacing, scale: scale, field: .spacing)
        let leading = try PixelSnapping.gap(request.insetLeading, scale: scale, field: .insetLeading)
        let trailing = try PixelSnapping.gap(request.insetTrailing, scale: scale, field: .insetTrailing)
        let layout = try ColumnLayout(containerPx: width.px, columns: request.columns, spacingPx: spacing.px,
                                      insetLeadingPx: leading.px, insetTrailingPx: trailing.px,
                                      strategy: request.strategy, direction: request.direction)
        let flow = FlowLayoutValues(layout: layout, scale: scale)
        var warnings = [width.warning, spacing.warning, leading.warning, trailing.warning].compactMap { $0 }
        if let device = request.device.flatMap(DevicePreset.named), let warning = device.warning(at: scale) {
            warnings.insert(warning, at: 0)
        }
        var itemLayout: ItemLayout? = nil
        if let items = request.items {
            let (laidOut, itemWarnings) = try items.layout(under: layout, scale: scale)
            itemLayout = laidOut
            warnings += itemWarnings
        }
        if !flow.fits {
            let exact = scale.points(layout.containerPx)
            warnings.append(.flowLayoutDoesNotFit(excessPt: flow.sumPt - exact))
        }
        self.init(layout: layout, scale: scale, requestedInsets: (leading.px, trailing.px),
                  device: request.device, flowLayout: flow, itemLayout: itemLayout,
                  warnings: warnings.map(\.description))
    }

    /// The document for an already computed `layout` (the inputs are taken from it).
    /// `requestedInsets` are the leading and trailing insets before padding.
    public init(layout: ColumnLayout, scale: Scale, requestedInsets: (leading: Int, trailing: Int),
                device: String? = nil, flowLayout: FlowLayoutValues? = nil, itemLayout: ItemLayout? = nil,
                warnings: [String] = []) {
        let length = { (px: Int) in Length(px: px, scale: scale) }
        self.schema = Self.schemaID
        self.input = GridInput(width: length(layout.containerPx), scale: scale, columns: layout.columns.count,
                               spacing: length(layout.spacingPx), strategy: layout.strategy,
                               direction: layout.direction, insetLeading: length(requestedInsets.leading),
                               insetTrailing: length(requestedInsets.trailing), device: device)
        self.container = length(layout.containerPx)
        self.spacing = length(layout.spacingPx)
        self.cell = CellWidths(basePx: layout.basePx, minPx: layout.minWidthPx, maxPx: layout.maxWidthPx)
        self.remainderPx = layout.remainderPx
        self.insets = Insets(leading: length(layout.insetLeadingPx), trailing: length(layout.insetTrailingPx),
                             left: length(layout.insetLeftPx), right: length(layout.insetRightPx))
        self.columns = layout.columns.map {
            ColumnFrame(index: $0.index, x: length($0.xPx), width: length($0.widthPx), extraPx: $0.extraPx)
        }
        self.flowLayout = flowLayout ?? FlowLayoutValues(layout: layout, scale: scale)
        self.warnings = warnings
        self.rows = itemLayout.map {
            Rows(count: $0.rowCount, height: length($0.rowHeightPx), lineSpacing: length($0.lineSpacingPx))
        }
        self.items = itemLayout?.items.map {
            ItemFrameDocument(index: $0.index, row: $0.row, column: $0.column, x: length($0.xPx), y: length($0.yPx),
                              width: length($0.widthPx), height: length($0.heightPx))
        }
        self.separators = itemLayout?.separators.map {
            SeparatorBandDocument(beforeItem: $0.beforeItem, x: length($0.xPx), y: length($0.yPx),
                                  width: length($0.widthPx), height: length($0.heightPx))
        }
        self.content = itemLayout.map { ContentSize(width: length($0.contentWidthPx), height: length($0.contentHeightPx)) }
    }
}

/// The rows of a grid with items: how many, how tall, and the gap between them.
public struct Rows: Sendable, Hashable, Codable {
    /// The number of rows that hold items.
    public let count: Int
    /// The height of every row.
    public let height: Length
    /// The gap between two rows, and between a row and the band after it.
    public let lineSpacing: Length

    enum CodingKeys: String, CodingKey { case count, height, lineSpacing = "line_spacing" }
}

/// One item frame on output.
public struct ItemFrameDocument: Sendable, Hashable, Codable {
    /// The item's index.
    public let index: Int
    /// Its row (0 is the top row).
    public let row: Int
    /// Its column (0 is the leading column).
    public let column: Int
    /// The physical x of its left edge.
    public let x: Length
    /// The y of its top edge, from the top of the content.
    public let y: Length
    /// Its width.
    public let width: Length
    /// Its height.
    public let height: Length
}

/// One separator band on output.
public struct SeparatorBandDocument: Sendable, Hashable, Codable {
    /// The item the band comes before (the item count: after the last item).
    public let beforeItem: Int
    /// The physical x of its left edge (the left inset after padding).
    public let x: Length
    /// The y of its top edge.
    public let y: Length
    /// Its width (container − left − right inset).
    public let width: Length
    /// Its height.
    public let height: Length

    enum CodingKeys: String, CodingKey { case beforeItem = "before_item", x, y, width, height }
}

/// The size of a grid's whole content: the container width and the height of every row and band
/// plus the vertical insets.
public struct ContentSize: Sendable, Hashable, Codable {
    /// The container width.
    public let width: Length
    /// The bottom of the last row or band plus the bottom inset.
    public let height: Length
}

/// The inputs of a grid, after snapping; `distribute` is null for padding, `align` for widen.
public struct GridInput: Sendable, Hashable, Codable {
    /// The container width.
    public let width: Length
    /// Device pixels per point.
    public let scale: Scale
    /// The number of columns.
    public let columns: Int
    /// The gap between adjacent columns.
    public let spacing: Length
    /// `padding` or `widen`.
    public let strategy: String
    /// The widen distribution, `nil` under padding.
    public let distribute: Distribution?
    /// The padding alignment, `nil` under widen.
    public let align: Alignment?
    /// `ltr` or `rtl`.
    public let direction: Direction
    /// The leading inset before padding.
    public let insetLeading: Length
    /// The trailing inset before padding.
    public let insetTrailing: Length
    /// The device preset, `nil` when width and scale were given directly.
    public let device: String?

    enum CodingKeys: String, CodingKey {
        case width, scale, columns, spacing, strategy, distribute, align, direction
        case insetLeading = "inset_leading", insetTrailing = "inset_trailing", device
    }

    /// The echo of a grid's inputs.
    public init(width: Length, scale: Scale, columns: Int, spacing: Length, strategy: Strategy,
                direction: Direction, insetLeading: Length, insetTrailing: Length, device: String?) {
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
    }

    /// Encodes every key, writing `null` for the options that do not apply (the schema requires them).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width, forKey: .width)
        try c.encode(scale, forKey: .scale)
        try c.encode(columns, forKey: .columns)
        try c.encode(spacing, forKey: .spacing)
        try c.encode(strategy, forKey: .strategy)
        try c.encode(distribute, forKey: .distribute)
        try c.encode(align, forKey: .align)
        try c.encode(direction, forKey: .direction)
        try c.encode(insetLeading, forKey: .insetLeading)
        try c.encode(insetTrailing, forKey: .insetTrailing)
        try c.encode(device, forKey: .device)
    }
}

/// Cell widths in device pixels: the base b = A div C and the narrowest and widest column.
public struct CellWidths: Sendable, Hashable, Codable {
    /// b = A div C.
    public let basePx: Int
    /// The narrowest column (always b).
    public let minPx: Int
    /// The widest column (b + 1 when widen had a leftover, else b).
    public let maxPx: Int

    enum CodingKeys: String, CodingKey { case basePx = "base_px", minPx = "min_px", maxPx = "max_px" }
}

/// Section insets after padding, by reading side and by physical side (`rtl`: left = trailing).
public struct Insets: Sendable, Hashable, Codable {
    /// Before the leading column.
    public let leading: Length
    /// After the trailing column.
    public let trailing: Length
    /// On the physical left.
    public let left: Length
    /// On the physical right.
    public let right: Length
}

/// One column on output: its index, physical x and width, and the extra pixel it received.
public struct ColumnFrame: Sendable, Hashable, Codable {
    /// 0 is the leading column.
    public let index: Int
    /// The physical x of the left edge.
    public let x: Length
    /// The width.
    public let width: Length
    /// 1 when `widen` gave this column an extra pixel, else 0.
    public let extraPx: Int

    enum CodingKeys: String, CodingKey { case index, x, width, extraPx = "extra_px" }
}
