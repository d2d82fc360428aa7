// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// Checks cells' frames (points, relative to the collection view) on a `containerPt`-wide view
/// at `scale`; `ok` is false when any finding is an error.
func checkCells(_ frames: [(x: Double, width: Double)], scale: Double, containerPt: Double) throws(CheckInputError) -> CheckDocument {
    let dump = FramesDump(scale: scale, containerPt: containerPt,
                          frames: frames.map { FramesDump.Frame(x: $0.x, width: $0.width) })
    return try CheckDocument(CheckRequest(subject: .frames(dump)))
}
