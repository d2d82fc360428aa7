import Testing

/// A check for the inner loops of property sweeps: `#expect` captures and describes its expression
/// on every call, which costs more than the layout being checked; this records an issue (with the
/// case's label, built only then) when, and only when, `condition` is false.
@inline(__always)
func check(_ condition: Bool, _ what: @autoclosure () -> String, _ label: @autoclosure () -> String,
           sourceLocation: SourceLocation = #_sourceLocation) {
    if !condition { Issue.record("\(what()): \(label())", sourceLocation: sourceLocation) }
}
