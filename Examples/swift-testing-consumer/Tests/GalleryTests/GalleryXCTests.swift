// The same layout judged with GridcalcTesting in XCTest; the deliberate defect runs only when
// GRIDCALC_CONSUMER_FAIL=1.
import Gallery
import GridcalcTesting
import XCTest

final class GalleryXCTests: XCTestCase {
    func testSevenColumnsLandOnDevicePixels() {
        let cells = galleryFrames(count: 21, columns: 7, widthPt: 414, scale: 3)
        XCTAssertEqual(expectGrid(gridFrames(cells), .columns(7, spacing: .pixels(1)))?.ok, true)
    }

    func testDeliberateDefectXCTest() throws {
        try XCTSkipUnless(deliberateDefects, "the deliberate defect runs with GRIDCALC_CONSUMER_FAIL=1")
        var cells = galleryFrames(count: 7, columns: 7, widthPt: 414, scale: 3)
        cells[2].width -= 1.0 / 3
        expectGrid(gridFrames(cells), .columns(7, spacing: .pixels(1)))  // XCTEST-FAILURE-LINE
    }
}
