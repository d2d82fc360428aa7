// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// Items in `columns` columns with 8pt gaps and 16pt insets, laid out for one width and scale —
/// make a new one whenever either changes (rotation, Split View, a resized window). Frames are in
/// points and land on device pixels; the columns differ by at most one pixel (`widen` + `spread`).
struct ResponsiveGrid: Sendable {
    let widthPt: Double
    let scale: Double
    let items: Int
    let geometry: ItemGeometry

    init(widthPt: Double, scale: Double, columns: Int, items: Int, rowHeightPt: Double) throws(GridError) {
        var request = GridRequest(width: .points(widthPt), scale: try Scale(scale), columns: columns,
                                  spacing: .points(8), strategy: .widen(.spread),
                                  insetLeading: .points(16), insetTrailing: .points(16))
        request.items = ItemRequest(count: items, rowHeight: .length(.points(rowHeightPt)))
        geometry = try ItemGeometry(request)
        self.widthPt = widthPt
        self.scale = scale
        self.items = items
    }

    /// Whether this layout is the one for `widthPt` at `scale` with `items` items.
    func fits(widthPt: Double, scale: Double, items: Int) -> Bool {
        self.widthPt == widthPt && self.scale == scale && self.items == items
    }

    /// Item `index`'s frame in points, from the container's top left.
    func frame(ofItem index: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        geometry.frame(ofItem: index).map { ($0.x.pt, $0.y.pt, $0.width.pt, $0.height.pt) }
    }

    /// The items a rect from `minY` to `maxY` (points) shows.
    func items(minY: Double, maxY: Double) -> [Int] {
        geometry.elements(inPoints: minY..<maxY).compactMap { element in
            if case .item(let index, _) = element { return index } else { return nil }
        }
    }

    var contentHeightPt: Double { geometry.scale.points(geometry.contentHeightPx) }
}
