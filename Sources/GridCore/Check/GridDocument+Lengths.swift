// GridDocument+Lengths: a gridcalc document read back must say each length once — its `px` and its `pt`
// must agree.
//
// Rule: every length of a grid document is `{"px": n, "pt": n / S}` with `pt` the IEEE-754 quotient
// at the document's scale (§1). A document edited by hand in one unit only (a frame's `px` moved,
// its `pt` left) would be judged by one and compared by the other, so `check` refuses it: the
// lengths it reads — container, spacing, every column and every item frame — must have `pt` within
// 1e-9 pt (relative, for large values) of `px / S`. The first that does not is named by its JSON
// path.

extension GridDocument {
    /// The JSON path of the first length `check` reads whose `pt` is not its `px` at the document's
    /// scale (`columns[3].x`), or nil when every one agrees.
    package var firstInconsistentLength: String? {
        let scale = input.scale
        func agrees(_ length: Length) -> Bool {
            let expected = scale.points(length.px)
            return abs(length.pt - expected) <= 1e-9 * max(1, abs(expected))
        }
        if !agrees(container) { return "container" }
        if !agrees(spacing) { return "spacing" }
        for (i, column) in columns.enumerated() {
            if !agrees(column.x) { return "columns[\(i)].x" }
            if !agrees(column.width) { return "columns[\(i)].width" }
        }
        for (i, item) in (items ?? []).enumerated() {
            let frame = item.frame
            if !agrees(frame.x) { return "items[\(i)].x" }
            if !agrees(frame.y) { return "items[\(i)].y" }
            if !agrees(frame.width) { return "items[\(i)].width" }
            if !agrees(frame.height) { return "items[\(i)].height" }
        }
        return nil
    }
}
