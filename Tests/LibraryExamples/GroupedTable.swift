// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// Where a grouped table's separators go: each as a y in points and whether it spans the table.
func separatorLines(widthPt: Double, scale: Double, sections: [Int]) throws -> [(yPt: Double, fullWidth: Bool)] {
    let table = try TableDocument(TableRequest(width: .points(widthPt), scale: try Scale(scale),
                                               sections: sections, style: .grouped))
    return table.sections.flatMap(\.separators).map { ($0.rect.y.pt, $0.fullWidth) }
}
