// GalleryLayout: a photo gallery's cells, laid out the way a collection view's layout would — in
// whole device pixels: equal cells, 1px apart, the pixels left over split between the two sides.

/// A cell's frame in points.
public struct CellFrame: Sendable, Equatable {
    public var x: Double, y: Double, width: Double, height: Double
}

/// `count` cells in `columns` columns of a `widthPt`-wide view at `scale`, each row `rowHeightPt`
/// high, cells `spacingPx` device pixels apart.
public func galleryFrames(count: Int, columns: Int, widthPt: Double, scale: Double, spacingPx: Int = 1, rowHeightPt: Double = 100) -> [CellFrame] {
    let widthPx = Int((widthPt * scale).rounded(.down))
    let cellPx = (widthPx - (columns - 1) * spacingPx) / columns
    let leftoverPx = widthPx - columns * cellPx - (columns - 1) * spacingPx
    let leadingPx = leftoverPx / 2
    return (0..<count).map { i in
        let column = i % columns, row = i / columns
        let xPx = leadingPx + column * (cellPx + spacingPx)
        return CellFrame(x: Double(xPx) / scale, y: Double(row) * (rowHeightPt + Double(spacingPx) / scale),
                         width: Double(cellPx) / scale, height: rowHeightPt)
    }
}
