// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// The frames a custom layout needs for a million items with separator bands: computed per query,
/// never all at once.
struct SeparatedGrid {
    let geometry: ItemGeometry

    init(widthPt: Double, scale: Double, items: Int, bandsBefore: [Int]) throws {
        var request = GridRequest(width: .points(widthPt), scale: try Scale(scale), columns: 4)
        request.items = ItemRequest(count: items, rowHeight: .length(.points(100)),
                                    separatorsBefore: bandsBefore, separatorHeight: .pixels(1))
        geometry = try ItemGeometry(request)
    }

    /// `layoutAttributesForItem(at:)`: one item's frame in points, O(log s).
    func frame(ofItem index: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        geometry.frame(ofItem: index).map { ($0.x.pt, $0.y.pt, $0.width.pt, $0.height.pt) }
    }

    /// `layoutAttributesForElements(in:)`: what a rect from minY to maxY shows, O(log s + k).
    func visible(minY: Double, maxY: Double) -> (items: [Int], bands: [Int]) {
        var items: [Int] = [], bands: [Int] = []
        for element in geometry.elements(inPoints: minY..<maxY) {
            switch element {
            case .item(let index, _): items.append(index)
            case .separator(let beforeItem, _): bands.append(beforeItem)
            }
        }
        return (items, bands)
    }

    var contentHeightPt: Double { geometry.scale.points(geometry.contentHeightPx) }
}
