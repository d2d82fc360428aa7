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
}
