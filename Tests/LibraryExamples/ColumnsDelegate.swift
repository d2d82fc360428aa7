// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

#if canImport(UIKit)
import UIKit

final class ColumnsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let columns: Int
    private var cached: ColumnMetrics?

    init(columns: Int) { self.columns = columns }

    private func metrics(for collectionView: UICollectionView) -> ColumnMetrics? {
        let widthPt = Double(collectionView.bounds.width)
        let scale = Double(collectionView.traitCollection.displayScale)
        if let cached, cached.widthPt == widthPt, cached.scale == scale { return cached }
        cached = try? ColumnMetrics(widthPt: widthPt, scale: scale, columns: columns)
        return cached
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let metrics = metrics(for: collectionView) else { return .zero }
        return CGSize(width: metrics.itemWidthPt(indexPath.item), height: metrics.rowHeightPt)
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        guard let metrics = metrics(for: collectionView) else { return .zero }
        return UIEdgeInsets(top: 0, left: metrics.insetLeftPt, bottom: 0, right: metrics.insetRightPt)
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        metrics(for: collectionView)?.spacingPt ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        metrics(for: collectionView)?.spacingPt ?? 0
    }
}
#endif
