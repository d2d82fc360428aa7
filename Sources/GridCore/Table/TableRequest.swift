// TableRequest: the inputs of a table layout, as the user gave them (Docs/table.md).
//
// Rule: lengths stay as requested until `TableDocument` snaps them: the width like a container
// (floored), the row, header and footer heights and the separator insets like a spacing (nearest
// pixel, a positive one never 0px). Defaults are UIKit's: rows 44pt, no header or footer, grouped
// style, separators inset 16pt on the leading side, at the bottom of their cell.

extension TableRequest {
    /// How a table separates its sections.
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        /// Inset lines between rows only: n − 1 per section of n rows.
        case plain
        /// Also a full-width line above the first row and below the last row of every section: n + 1
        /// per section, except where two sections touch (the upper one then drops its bottom line).
        case grouped
    }
}

/// Everything a table layout needs, before any snapping (`TableDocument(_:)` computes it).
public struct TableRequest: Sendable, Hashable {
    /// The table width (floored to whole pixels when inexact).
    public var width: RequestedLength
    /// Device pixels per point.
    public var scale: Scale
    /// The number of rows of each section, in order (each ≥ 0).
    public var sections: [Int]
    /// Plain or grouped.
    public var style: TableRequest.Style
    /// The height of every row; at least 2px (its separator and one pixel of content).
    public var rowHeight: RequestedLength
    /// The height of every section header; 0 for none.
    public var headerHeight: RequestedLength
    /// The height of every section footer; 0 for none.
    public var footerHeight: RequestedLength
    /// The inset of the lines between rows on the leading side.
    public var separatorInsetLeading: RequestedLength
    /// The inset of the lines between rows on the trailing side.
    public var separatorInsetTrailing: RequestedLength
    /// The edge of its cell each separator runs along.
    public var position: CellSeparatorRequest.Position
    /// The reading direction (rtl mirrors the insets).
    public var direction: Direction
    /// The device preset the width and scale came from, if any.
    public var device: DevicePreset?

    /// The row height when none is given: UIKit's default.
    public static let defaultRowHeight = RequestedLength.points(44)
    /// The leading inset of the lines between rows when none is given: UIKit's default.
    public static let defaultSeparatorInsetLeading = RequestedLength.points(16)

    /// A request with UIKit's defaults for everything but the width, scale and sections.
    public init(width: RequestedLength, scale: Scale, sections: [Int], style: TableRequest.Style = .grouped,
                rowHeight: RequestedLength = defaultRowHeight, headerHeight: RequestedLength = .zero,
                footerHeight: RequestedLength = .zero, separatorInsetLeading: RequestedLength = defaultSeparatorInsetLeading,
                separatorInsetTrailing: RequestedLength = .zero, position: CellSeparatorRequest.Position = .bottom,
                direction: Direction = .ltr, device: DevicePreset? = nil) {
        self.width = width
        self.scale = scale
        self.sections = sections
        self.style = style
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.separatorInsetLeading = separatorInsetLeading
        self.separatorInsetTrailing = separatorInsetTrailing
        self.position = position
        self.direction = direction
        self.device = device
    }

    /// Checks what does not depend on the width or the scale: at most `Limits.maxItems` sections and
    /// rows in all, no negative count, and a row height asked to be more than 0.
    public func validate() throws(GridError) {
        func listed() -> String { sections.prefix(20).map(String.init).joined(with: ",") + (sections.count > 20 ? ",…" : "") }
        guard sections.count <= Limits.maxItems else {
            throw .tooLarge(.sections, value: "\(sections.count) sections", limit: "\(Limits.maxItems) sections")
        }
        var total = 0
        for n in sections {
            guard n >= 0 else { throw .negative(.sections, value: listed()) }
            total += min(n, Limits.maxItems + 1)
            guard total <= Limits.maxItems else {
                throw .tooLarge(.sections, value: listed(), limit: "\(Limits.maxItems) rows in all")
            }
        }
        guard rowHeight.isPositive else { throw .notPositive(.rowHeight, value: rowHeight.description) }
    }
}
