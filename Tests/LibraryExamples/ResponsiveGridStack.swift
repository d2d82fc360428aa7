// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI layout on GridCore: its subviews on the grid's cells, laid out again for every width
/// it is given. Pass the screen's scale: `ResponsiveGridStack(columns: 4, rowHeightPt: 120,
/// scale: displayScale)` with `@Environment(\.displayScale) var displayScale` in the view using it.
@available(iOS 16.0, macOS 13.0, *)
struct ResponsiveGridStack: Layout {
    let columns: Int
    let rowHeightPt: Double
    let scale: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widthPt = Double(proposal.replacingUnspecifiedDimensions().width)
        guard let grid = try? ResponsiveGrid(widthPt: widthPt, scale: scale, columns: columns,
                                             items: subviews.count, rowHeightPt: rowHeightPt) else { return .zero }
        return CGSize(width: widthPt, height: grid.contentHeightPt)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let grid = try? ResponsiveGrid(widthPt: Double(bounds.width), scale: scale, columns: columns,
                                             items: subviews.count, rowHeightPt: rowHeightPt) else { return }
        for (index, subview) in subviews.enumerated() {
            guard let frame = grid.frame(ofItem: index) else { continue }
            subview.place(at: CGPoint(x: bounds.minX + frame.x, y: bounds.minY + frame.y), anchor: .topLeading,
                          proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}
#endif
