// CheckDrawing+ImageCheck: a screenshot's drawing made from its check, the one place the reports'
// values are read out of the checker.

import GridCore

extension CheckDrawing {
    /// What the reports draw of a screenshot judged by `check`; `pngBytes` its file (empty when no
    /// report embeds it).
    package init(pngBytes: [UInt8], _ check: ImageCheck) {
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

    /// What the HTML report draws of a dump judged by `check`: its frames in px on the container,
    /// the design's columns, the expected layout's frames as the reference, a frame with no height
    /// a band `barPx` tall.
    package init(dump check: FrameCheck, labels: [String], findings: [CheckDocument.Finding]) {
        let barPx = 24
        let boxes = check.pixelBoxes().map { b in
            CheckDrawing.Box(xPx: b.leftPx, yPx: b.topPx, widthPx: b.rightPx - b.leftPx, heightPx: b.bottomPx > b.topPx ? b.bottomPx - b.topPx : barPx)
        }
        let heightPx = max(barPx, boxes.map(\.bottomPx).max() ?? barPx)
        let expected = (check.expected ?? []).map { CheckDrawing.Box(xPx: $0.xPx, yPx: $0.yPx ?? 0, widthPx: $0.widthPx, heightPx: $0.heightPx ?? barPx) }
        self.init(isScreenshot: false, pngBytes: [], widthPx: max(1, check.containerPx), heightPx: heightPx,
                  region: CheckDrawing.Box(xPx: 0, yPx: 0, widthPx: max(1, check.containerPx), heightPx: heightPx),
                  designColumns: check.design?.columns.map { (xPx: $0.x.px, widthPx: $0.width.px) } ?? [], bands: [],
                  cells: boxes, labels: labels, referenceCells: expected, missing: [], findings: findings)
    }
}
