// Docs/library.md shows this file's code verbatim (LibraryExamplesTests checks that); edit both together.

import GridCore

/// Checks a browser's `getBoundingClientRect()` numbers (CSS px, relative to the viewport) as the
/// browser paints them at `dpr`: gaps of `gapPx` device pixels, nothing past the container.
func checkBrowserRects(_ rects: [(x: Double, width: Double)], container: (x: Double, width: Double),
                       dpr: Double, gapPx: Int) throws(CheckInputError) -> CheckDocument {
    let dump = FramesDump(unit: .cssPainted, scale: dpr, containerWidth: container.width, spacingPx: gapPx,
                          originX: container.x, frames: rects.map { FramesDump.Frame(x: $0.x, width: $0.width) })
    return try CheckDocument(CheckRequest(subject: .frames(dump)))
}
