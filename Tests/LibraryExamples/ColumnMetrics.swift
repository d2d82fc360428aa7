// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// The flow-layout values for `columns` columns across `widthPt` points at `scale`, with 1px gaps
/// and 16pt insets. Every value is in points and lands on a device pixel.
struct ColumnMetrics: Sendable {
    let widthPt: Double
    let scale: Double
    let document: GridDocument

    init(widthPt: Double, scale: Double, columns: Int) throws(GridError) {
        self.widthPt = widthPt
        self.scale = scale
        document = try GridDocument(GridRequest(
            width: .points(widthPt), scale: try Scale(scale), columns: columns,
            spacing: .pixels(1), strategy: .widen(.spread),
            insetLeading: .points(16), insetTrailing: .points(16)))
    }

    /// The width of item `index`: items fill the columns row by row.
    func itemWidthPt(_ index: Int) -> Double {
        let widths = document.flowLayout.itemWidthsPt
        return widths[index % widths.count]
    }

    /// One height for every row: the narrowest cell, so that cells are square or a pixel wider.
    var rowHeightPt: Double { document.scale.points(document.cell.minPx) }
    var spacingPt: Double { document.flowLayout.spacingPt }
    var insetLeftPt: Double { document.flowLayout.insetLeftPt }
    var insetRightPt: Double { document.flowLayout.insetRightPt }
}
