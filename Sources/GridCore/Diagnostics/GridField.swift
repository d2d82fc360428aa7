// GridField: the name of an input, as the spec and the command line spell it.
//
// Rule: every error and warning that concerns one input names it with this value, so a front end
// can show the flag (`--width`) and an app can show its own label, without parsing messages.

/// An input of a GridCore calculation, named as `SPEC.md` names its flag (without the dashes).
public enum GridField: String, Sendable, Hashable, CaseIterable, Codable {
    /// The container width (`--width`), a length.
    case width
    /// Device pixels per point (`--scale`).
    case scale
    /// The number of columns (`--columns`).
    case columns
    /// The gap between adjacent columns (`--spacing`), a length.
    case spacing
    /// Both section insets at once (`--inset`), a length.
    case inset
    /// The section inset before the leading column (`--inset-leading`), a length.
    case insetLeading = "inset-leading"
    /// The section inset after the trailing column (`--inset-trailing`), a length.
    case insetTrailing = "inset-trailing"
    /// The number of item frames (`--items`), a count ≥ 0.
    case items
    /// The height of every row (`--row-height`), a length.
    case rowHeight = "row-height"
    /// The item shape W:H that gives the row height from the base cell width (`--aspect-ratio`).
    case aspectRatio = "aspect-ratio"
    /// The vertical gap between rows (`--line-spacing`), a length.
    case lineSpacing = "line-spacing"
    /// The inset above the first row or band (`--inset-top`), a length.
    case insetTop = "inset-top"
    /// The inset below the last row or band (`--inset-bottom`), a length.
    case insetBottom = "inset-bottom"
    /// The item indices that get a separator band before them (`--separator-before`).
    case separatorBefore = "separator-before"
    /// The height of every separator band (`--separator-height`), a length.
    case separatorHeight = "separator-height"
    /// A position to snap a hairline to (`hairline --at`), a length.
    case at
    /// The height of a table cell (`separator --cell-height`), a length.
    case cellHeight = "cell-height"
    /// The cell's layout margins, leading and trailing (`separator --margins`), lengths.
    case margins
}
