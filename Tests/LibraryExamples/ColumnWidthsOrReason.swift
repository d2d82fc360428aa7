// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// The columns' widths in px, or why GridCore refused the width.
func columnWidthsOrReason(widthPt: Double) -> String {
    do {
        let document = try GridDocument(GridRequest(width: .points(widthPt), scale: try Scale(3), columns: 7))
        return document.columns.map { String($0.width.px) }.joined(separator: " ")
    } catch {
        return "\(error.field.label): \(error.reason)"
    }
}
