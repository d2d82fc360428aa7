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
    /// The number of columns, 1 ... `Limits.maxColumns`.
    public var columns: Int
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
    /// Item frames, rows and separator bands, or `nil` for columns only.
    public var items: ItemRequest?

    /// A request with the defaults for everything but width, scale and columns.
    public init(width: RequestedLength, scale: Scale, columns: Int,
                spacing: RequestedLength = .pixels(1), strategy: Strategy = .default,
                insetLeading: RequestedLength = .pixels(0), insetTrailing: RequestedLength = .pixels(0),
                direction: Direction = .ltr, device: DevicePreset? = nil, items: ItemRequest? = nil) {
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
    }

    /// The spacing and the two insets snapped at `scale` (`PixelSnapping.gap`), for the layout and
    /// for a sweep's check before its cases.
    package func snappedGaps(at scale: Scale) throws(GridError) -> (spacing: SnappedLength, leading: SnappedLength, trailing: SnappedLength) {
        (try PixelSnapping.gap(spacing, scale: scale, field: .spacing),
         try PixelSnapping.gap(insetLeading, scale: scale, field: .insetLeading),
         try PixelSnapping.gap(insetTrailing, scale: scale, field: .insetTrailing))
    }

    /// Snaps every length of the request but the width at `scale`, as `GridDocument` does, and
    /// throws the first error: a length past `Limits.maxPixels` at that scale. A sweep runs it for
    /// each device scale before any case, so a length no case can use is refused as `grid` refuses it.
    package func validateLengths(at scale: Scale) throws(GridError) {
        _ = try snappedGaps(at: scale)
        _ = try items?.snappedLengths(at: scale)
    }
}
