// GridRequest: the inputs of a grid calculation, as the user gave them (Docs/guide.md).
//
// Rule: lengths stay as requested (points or pixels) until `GridDocument` snaps them against the
// scale; the strategy type admits only the options that apply to it (no `align` with `widen`).

/// Everything a grid calculation needs, before any snapping (`GridDocument(_:)` computes it).
public struct GridRequest: Sendable, Hashable {
    /// The container width (floored to whole pixels when inexact).
    public var width: RequestedLength
    /// Device pixels per point.
    public var scale: Scale
    /// The number of columns, 1 ... `Limits.maxColumns` (not used when `columnsRule` is set).
    public var columns: Int
    /// Choose the column count from a cell size instead (Docs/columns-auto.md); nil: use `columns`.
    public var columnsRule: ColumnsRule?
    /// Fixed and flexible column tracks instead of `columns` equal ones (Docs/tracks.md); the
    /// column count is then the number of tracks.
    public var tracks: [Track]?
    /// The gap between adjacent columns; the default is 1px.
    public var spacing: RequestedLength
    /// Where the leftover pixels go; the default is `padding` centred.
    public var strategy: Strategy
    /// The fixed inset before the leading column.
    public var insetLeading: RequestedLength
    /// The fixed inset after the trailing column.
    public var insetTrailing: RequestedLength
    /// The reading direction.
    public var direction: Direction
    /// The device preset the width and scale came from, if any (reported in `input.device`; its
    /// downsampling warning is added when the scale is not its panel's).
    public var device: DevicePreset?
    /// The orientation of `device` the width is for (reported in `input.orientation`); nil without
    /// a device.
    public var orientation: DevicePreset.Orientation?
    /// The window of `device` the width is (a Split View side, Slide Over, or the safe area:
    /// reported in `input.window`); nil for the whole screen.
    package var window: DeviceWindow.Kind?
    /// Item frames, rows and separator bands, or `nil` for columns only.
    public var items: ItemRequest?
    /// The platform the result is for (Docs/platforms.md): names the logical unit in warnings, and
    /// `android` adds the `GridLayoutManager` values (`GridDocument.android`). Default `ios`.
    public var platform: Platform = .ios
    /// Lines drawn inside the cells instead of gaps: their width replaces the spacing and the line
    /// spacing (`spacing` and `items.lineSpacing` are then not used). `nil` for plain gaps.
    public var borders: InsideBorders?

    /// The spacing when none is given: one device pixel, the hairline gap.
    public static let defaultSpacing = RequestedLength.pixels(1)

    /// A request with the defaults for everything but width, scale and columns.
    public init(width: RequestedLength, scale: Scale, columns: Int,
                spacing: RequestedLength = defaultSpacing, strategy: Strategy = .default,
                insetLeading: RequestedLength = .zero, insetTrailing: RequestedLength = .zero,
                direction: Direction = .ltr, device: DevicePreset? = nil, items: ItemRequest? = nil,
                borders: InsideBorders? = nil) {
        self.width = width
        self.scale = scale
        self.columns = columns
        self.spacing = spacing
        self.strategy = strategy
        self.insetLeading = insetLeading
        self.insetTrailing = insetTrailing
        self.direction = direction
        self.device = device
        self.items = items
        self.borders = borders
    }

    /// The spacing (the border width with inside borders) and the two insets snapped at `scale`
    /// (`PixelSnapping.gap`), for the layout and for a sweep's check before its cases.
    package func snappedGaps(at scale: Scale) throws(GridError) -> (spacing: SnappedLength, leading: SnappedLength, trailing: SnappedLength) {
        (try borders == nil ? PixelSnapping.gap(spacing, scale: scale, field: .spacing)
            : PixelSnapping.gap(borders!.width, scale: scale, field: .borderWidth),
         try PixelSnapping.gap(insetLeading, scale: scale, field: .insetLeading),
         try PixelSnapping.gap(insetTrailing, scale: scale, field: .insetTrailing))
    }

    /// Checks every input whose validity does not depend on the width or the scale: the column
    /// count (1 ... `Limits.maxColumns`), the items (`ItemRequest.validate`) and a border width
    /// asked to be more than 0. Every output runs it before any work — a grid, a sweep once
    /// before its cases, fluid CSS, the Kotlin file and check's design inline — so every limit
    /// holds on every path, not only where a layout is computed.
    public func validate(maxItems: Int = Limits.maxItems) throws(GridError) {
        if columnsRule == nil, tracks == nil {
            guard columns >= 1 else { throw .notPositive(.columns, value: String(columns)) }
            guard columns <= Limits.maxColumns else { throw .tooLarge(.columns, value: String(columns), limit: String(Limits.maxColumns)) }
        }
        if let borders, !borders.width.isPositive { throw .notPositive(.borderWidth, value: borders.width.description) }
        if let rule = columnsRule, !rule.length.isPositive { throw .notPositive(rule.field, value: rule.length.description) }
        if tracks != nil, case .aspectRatio? = items?.rowHeight { throw .aspectRatioWithTracks }
        if let tracks, tracks.isEmpty { throw .notAList(.tracks, value: "") }
        try items?.validate(maxItems: maxItems)
    }

    /// The columns in whole pixels and what snapping found on the way: the one place the
    /// container, spacing, insets, rule and tracks become a `ColumnLayout`.
    package struct ResolvedColumns {
        package let layout: ColumnLayout
        /// The warnings of snapping and of the rule, the device's first.
        package let warnings: [GridWarning]
        /// The leading and trailing insets before padding.
        package let requestedInsetsPx: (leading: Int, trailing: Int)
        /// The snapped cell size of `columnsRule`, nil without one.
        package let ruleCellPx: Int?
        /// The inside borders' width (the layout's spacing with borders), 0 without them.
        package let borderPx: Int
    }

    /// The container, the spacing (the border width with inside borders) and the insets snapped
    /// at the request's scale, with their warnings in that order.
    private func snappedFrame() throws(GridError) -> (widthPx: Int, spacingPx: Int, leadingPx: Int, trailingPx: Int, warnings: [GridWarning]) {
        let width = try PixelSnapping.container(self.width, scale: scale, field: .width)
        let (spacing, leading, trailing) = try snappedGaps(at: scale)
        var warnings: [GridWarning] = []
        if let warning = width.warning { warnings.append(warning) }
        if let warning = spacing.warning { warnings.append(warning) }
        if let warning = leading.warning { warnings.append(warning) }
        if let warning = trailing.warning { warnings.append(warning) }
        return (width.px, spacing.px, leading.px, trailing.px, warnings)
    }

    /// The columns in whole pixels (`ResolvedColumns`).
    package func columnLayout() throws(GridError) -> ResolvedColumns {
        let frame = try snappedFrame()
        var warnings = frame.warnings
        var ruleCellPx: Int? = nil
        let layout: ColumnLayout
        if let tracks {
            var trackPx: [ColumnLayout.TrackPx] = []
            trackPx.reserveCapacity(tracks.count)
            for track in tracks {
                switch track {
                case .flexible(let w): trackPx.append(.flexible(w))
                case .fixed(let length):
                    let snapped = try PixelSnapping.gap(length, scale: scale, field: .tracks)
                    if let warning = snapped.warning { warnings.append(warning) }
                    trackPx.append(.fixed(snapped.px))
                }
            }
            layout = try ColumnLayout(containerPx: frame.widthPx, tracks: trackPx, spacingPx: frame.spacingPx,
                                      insetLeadingPx: frame.leadingPx, insetTrailingPx: frame.trailingPx,
                                      strategy: strategy, direction: direction)
        } else {
            let chosen = try columnCount(usablePx: frame.widthPx - frame.leadingPx - frame.trailingPx, spacingPx: frame.spacingPx)
            warnings += chosen.warnings
            ruleCellPx = chosen.cellPx
            layout = try ColumnLayout(containerPx: frame.widthPx, columns: chosen.count, spacingPx: frame.spacingPx,
                                      insetLeadingPx: frame.leadingPx, insetTrailingPx: frame.trailingPx,
                                      strategy: strategy, direction: direction)
        }
        if let warning = device?.warning(at: scale) { warnings.insert(warning, at: 0) }
        return ResolvedColumns(layout: layout, warnings: warnings, requestedInsetsPx: (frame.leadingPx, frame.trailingPx),
                               ruleCellPx: ruleCellPx, borderPx: borders == nil ? 0 : frame.spacingPx)
    }

    /// The column count: `columns`, or the one `columnsRule` chooses for `usablePx` between the
    /// insets, with the warnings of snapping the cell size and of the rule.
    package func columnCount(usablePx: Int, spacingPx: Int) throws(GridError) -> (count: Int, warnings: [GridWarning], cellPx: Int?) {
        guard let rule = columnsRule else { return (columns, [], nil) }
        let cell = try snappedCell(rule)
        let (count, warning) = try rule.columns(usablePx: usablePx, spacingPx: spacingPx, cellPx: cell.px, strategy: strategy)
        return (count, [cell.warning, warning].compactMap { $0 }, cell.px)
    }

    /// The rule's cell size snapped like a spacing; it must be more than 0.
    package func snappedCell(_ rule: ColumnsRule) throws(GridError) -> SnappedLength {
        guard rule.length.isPositive else { throw .notPositive(rule.field, value: rule.length.description) }
        return try PixelSnapping.gap(rule.length, scale: scale, field: rule.field)
    }

    /// The column count this request lays out at its width and scale (what a sweep case reports).
    package func resolvedColumnCount() throws(GridError) -> Int {
        guard columnsRule != nil else { return columns }
        let frame = try snappedFrame()
        return try columnCount(usablePx: frame.widthPx - frame.leadingPx - frame.trailingPx, spacingPx: frame.spacingPx).count
    }

    /// Snaps every length of the request but the width at `scale`, as `GridDocument` does, and
    /// throws the first error: a length past `Limits.maxPixels` at that scale. A sweep runs it for
    /// each device scale before any case, so a length no case can use is refused as `grid` refuses it.
    package func validateLengths(at scale: Scale) throws(GridError) {
        _ = try snappedGaps(at: scale)
        _ = try items?.snappedLengths(at: scale)
        if let rule = columnsRule { _ = try PixelSnapping.gap(rule.length, scale: scale, field: rule.field) }
        for case .fixed(let length) in tracks ?? [] { _ = try PixelSnapping.gap(length, scale: scale, field: .tracks) }
    }
}
