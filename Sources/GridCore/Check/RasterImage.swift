// RasterImage: a screenshot's pixels, as `check --image` judges them.
//
// Rule: `widthPx` × `heightPx` device pixels, row by row from the top left, each four bytes R, G,
// B, A (8 bits, alpha not premultiplied). A pixel is one UInt32 (R in the low byte) for comparing.

/// A decoded image: device pixels in 8-bit RGBA.
package struct RasterImage: Sendable {
    /// The image's width in device pixels (≥ 1).
    package let widthPx: Int
    /// The image's height in device pixels (≥ 1).
    package let heightPx: Int
    /// `widthPx × heightPx × 4` bytes: R, G, B, A per pixel, rows from the top.
    package let rgba: [UInt8]

    package init(widthPx: Int, heightPx: Int, rgba: [UInt8]) {
        precondition(widthPx > 0 && heightPx > 0 && rgba.count == widthPx * heightPx * 4, "RasterImage: \(widthPx)×\(heightPx) needs \(widthPx * heightPx * 4) bytes")
        self.widthPx = widthPx
        self.heightPx = heightPx
        self.rgba = rgba
    }
}
