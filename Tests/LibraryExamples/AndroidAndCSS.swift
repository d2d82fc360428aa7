// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// The item offsets a GridLayoutManager needs for `columns` equal columns on a `widthPx` panel at
/// `density`, by span index, and the same grid as CSS track widths for a devicePixelRatio.
func platformValues(widthPx: Int, density: Double, columns: Int) throws -> (offsets: [(left: Int, right: Int)], cssTracks: [String]) {
    var request = GridRequest(width: .pixels(widthPx), scale: try Scale(density), columns: columns)
    request.platform = .android
    let grid = try GridDocument(request)
    let offsets = grid.android?.itemOffsets.map { ($0.leftPx, $0.rightPx) } ?? []
    return (offsets, try GridDocument.CSS(grid).columns.map { $0 + "px" })
}
