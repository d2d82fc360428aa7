// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

#if canImport(UIKit)
import UIKit

/// A collection view layout on GridCore: laid out again on every bounds change that changes the
/// width, and when the screen's scale changes.
final class ResponsiveGridLayout: UICollectionViewLayout {
    let columns: Int
    let rowHeightPt: Double
    private var grid: ResponsiveGrid?

    init(columns: Int, rowHeightPt: Double) {
        self.columns = columns
        self.rowHeightPt = rowHeightPt
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        guard let collectionView else { return }
        let insets = collectionView.adjustedContentInset
        let widthPt = Double(collectionView.bounds.width - insets.left - insets.right)
        let scale = Double(collectionView.traitCollection.displayScale)
        let items = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        if let grid, grid.fits(widthPt: widthPt, scale: scale, items: items) { return }
        grid = try? ResponsiveGrid(widthPt: widthPt, scale: scale, columns: columns, items: items, rowHeightPt: rowHeightPt)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: grid?.widthPt ?? 0, height: grid?.contentHeightPt ?? 0)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = grid?.frame(ofItem: indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        grid?.items(minY: Double(rect.minY), maxY: Double(rect.maxY))
            .compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
}
#endif
