// GridField: which input of a calculation an error or a warning is about.
//
// Rule: every error and warning that concerns one input names it with this value, so that a front
// end can show its own spelling of the input (a command line its flag, an app its label) without
// parsing messages. The raw value is the name of the request property that holds the input;
// `label` is how a person reads it.

/// An input of a GridCore calculation.
public enum GridField: String, Sendable, Hashable, CaseIterable, Codable {
    /// The container width (`GridRequest.width`), a length.
    case width
    /// Device pixels per point.
    case scale
    /// The number of columns.
    case columns
    /// The gap between adjacent columns, a length.
    case spacing
    /// Both section insets at once, a length.
    case inset
    /// The section inset before the leading column, a length.
    case insetLeading
    /// The section inset after the trailing column, a length.
    case insetTrailing
    /// The number of item frames, a count ≥ 0.
    case items
    /// The height of every row, a length.
    case rowHeight
    /// The item shape W:H that gives the row height from the base cell width.
    case aspectRatio
    /// The vertical gap between rows, a length.
    case lineSpacing
    /// The inset above the first row or band, a length.
    case insetTop
    /// The inset below the last row or band, a length.
    case insetBottom
    /// The item indices that get a separator band before them.
    case separatorsBefore
    /// The height of every separator band, a length.
    case separatorHeight
    /// A position to snap a hairline to, a length.
    case at
    /// The height of a table cell, a length.
    case cellHeight
    /// The cell's layout margins, leading and trailing, lengths.
    case margins
    /// A sweep's largest allowed inset, a length.
    case maxInset
    /// A sweep's largest allowed leftover, in pixels.
    case maxRemainder
    /// The cases of a sweep (devices × orientations × column counts).
    case sweepCases
    /// The width of the lines drawn inside the cells, a length.
    case borderWidth
    /// A vertical range `y0,y1` whose elements are asked for, two lengths.
    case visible
    /// A table's sections: the row count of each.
    case sections
    /// The height of every section header of a table, a length.
    case headerHeight
    /// The height of every section footer of a table, a length.
    case footerHeight
    /// The smallest cell width a chosen column count must keep, a length.
    case minCell
    /// The largest cell width a chosen column count may give, a length.
    case maxCell
    /// The column tracks, fixed lengths and `fr` weights.
    case tracks
    /// The items that span more than one column, `i:k` pairs.
    case spans

    /// The input as a person reads it, e.g. `leading inset`.
    public var label: String {
        switch self {
        case .width: return "width"
        case .scale: return "scale"
        case .columns: return "columns"
        case .spacing: return "spacing"
        case .inset: return "inset"
        case .insetLeading: return "leading inset"
        case .insetTrailing: return "trailing inset"
        case .items: return "items"
        case .rowHeight: return "row height"
        case .aspectRatio: return "aspect ratio"
        case .lineSpacing: return "line spacing"
        case .insetTop: return "top inset"
        case .insetBottom: return "bottom inset"
        case .separatorsBefore: return "separators before"
        case .separatorHeight: return "separator height"
        case .at: return "position"
        case .cellHeight: return "cell height"
        case .margins: return "margins"
        case .maxInset: return "max inset"
        case .maxRemainder: return "max remainder"
        case .sweepCases: return "sweep"
        case .borderWidth: return "border width"
        case .visible: return "visible range"
        case .sections: return "sections"
        case .headerHeight: return "header height"
        case .footerHeight: return "footer height"
        case .minCell: return "min cell"
        case .maxCell: return "max cell"
        case .tracks: return "tracks"
        case .spans: return "spans"
        }
    }

    /// Whether a length for this input may be below 0: only a visible range's ends (a scroll view
    /// that bounces or pulls to refresh asks for a rect above its content, §12).
    public var allowsNegative: Bool { self == .visible }

    /// The most pixels a length for this input may snap to: `Limits.maxExtentPx` for a position in
    /// the content (a visible range), `Limits.maxPixels` for every width, height, spacing and inset.
    public var pixelLimit: Int { self == .visible ? Limits.maxExtentPx : Limits.maxPixels }
}
