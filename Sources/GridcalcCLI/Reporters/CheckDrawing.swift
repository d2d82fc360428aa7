// CheckDrawing: what a screenshot's reports draw of it — the image, the region judged, the design's
// columns, the cells found and their labels, the reference's cells, the cells missing — as plain
// values, so that no reporter reads the checker that found them.
//
// Rule: every position is in image pixels; the design's columns and the reference's cells are
// already placed in the image (the region's origin added). The front end makes it from the
// screenshot's check (`Frontend/CheckDrawing+ImageCheck.swift`).

import GridCore

/// A screenshot as the SVG and SARIF reports draw and place it.
package struct CheckDrawing: Sendable {
    /// A rectangle in image pixels.
    package struct Box: Sendable, Equatable {
        package let xPx: Int, yPx: Int, widthPx: Int, heightPx: Int
        package init(xPx: Int, yPx: Int, widthPx: Int, heightPx: Int) {
            self.xPx = xPx
            self.yPx = yPx
            self.widthPx = widthPx
            self.heightPx = heightPx
        }
        package var leftPx: Int { xPx }
        package var topPx: Int { yPx }
        package var rightPx: Int { xPx + widthPx }
        package var bottomPx: Int { yPx + heightPx }
    }

    /// Whether it is a screenshot (the SVG report draws only these); a dump's drawing is its frames
    /// in px on a blank container.
    package let isScreenshot: Bool
    /// The PNG file's bytes (empty when no report embeds them, and for a dump).
    package let pngBytes: [UInt8]
    /// With `--against-image`: the reference screenshot's bytes (empty when no report embeds them),
    /// its size, and its cells in its own pixels.
    package var reference: (pngBytes: [UInt8], widthPx: Int, heightPx: Int, cells: [Box])?
    /// The image's size.
    package let widthPx: Int, heightPx: Int
    /// The region judged.
    package let region: Box
    /// The design's columns, each its left edge and width.
    package let designColumns: [(xPx: Int, widthPx: Int)]
    /// The bands of rows the cells stand in, top to bottom.
    package let bands: [Range<Int>]
    /// The cells found, by frame, and how each is named.
    package let cells: [Box]
    package let labels: [String]
    /// With `--against-image`: the reference's cells.
    package let referenceCells: [Box]
    /// Where the design or the other rows have a cell and the screenshot has none, and what says so.
    package let missing: [(box: Box, what: String)]
    /// The findings drawn over the image: every one the screenshot's check made (a baseline's known
    /// ones included: the picture shows the screen as judged).
    package let findings: [CheckDocument.Finding]

    package init(isScreenshot: Bool = true, pngBytes: [UInt8], widthPx: Int, heightPx: Int, region: Box, designColumns: [(xPx: Int, widthPx: Int)], bands: [Range<Int>],
                 cells: [Box], labels: [String], referenceCells: [Box], missing: [(box: Box, what: String)], findings: [CheckDocument.Finding]) {
        self.isScreenshot = isScreenshot
        self.pngBytes = pngBytes
        self.widthPx = widthPx
        self.heightPx = heightPx
        self.region = region
        self.designColumns = designColumns
        self.bands = bands
        self.cells = cells
        self.labels = labels
        self.referenceCells = referenceCells
        self.missing = missing
        self.findings = findings
    }
}
