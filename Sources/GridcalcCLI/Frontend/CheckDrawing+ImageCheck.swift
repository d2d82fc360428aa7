// CheckDrawing+ImageCheck: a screenshot's drawing made from its check, the one place the reports'
// values are read out of the checker.

import GridCore

extension CheckDrawing {
    /// What the reports draw of a screenshot judged by `check`; `pngBytes` its file (empty when no
    /// report embeds it).
    init(pngBytes: [UInt8], _ check: ImageCheck) {
        let r = check.cells.region
        let box = { (x: Int, y: Int, w: Int, h: Int) in CheckDrawing.Box(xPx: x, yPx: y, widthPx: w, heightPx: h) }
        self.init(pngBytes: pngBytes, widthPx: check.imageWidthPx, heightPx: check.imageHeightPx, region: box(r.xPx, r.yPx, r.widthPx, r.heightPx),
                  designColumns: check.check.design?.columns.map { (xPx: $0.x.px + r.xPx, widthPx: $0.width.px) } ?? [],
                  bands: check.cells.bands,
                  cells: check.cells.cells.map { box($0.leftPx, $0.topPx, $0.rightPx - $0.leftPx, $0.bottomPx - $0.topPx) },
                  labels: check.labels,
                  referenceCells: (check.check.snapshotReferencePx ?? []).map { box($0.xPx + r.xPx, ($0.yPx ?? 0) + r.yPx, $0.widthPx, $0.heightPx ?? 0) },
                  missing: check.missingCells.map { (box($0.xPx, $0.yPx, $0.widthPx, $0.heightPx), $0.what) }, findings: check.document.findings)
    }
}
