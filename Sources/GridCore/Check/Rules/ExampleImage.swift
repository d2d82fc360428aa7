// ExampleImage: the drawn screenshots the screenshot rules show (their triggering and non-triggering
// examples): boxes of flat colours on a page, a blended column or row where an edge is painted off a
// whole pixel, a few dots where a cell holds only text.
//
// Rule: `width` × `height` device px of the page's colour (0xRRGGBB, opaque); each box fills its
// rectangle; a blend of fraction f paints its column (or row) f of the way from the page to its
// box's colour; text is three 2 × 2 dots in the middle of its rectangle.

package enum ExampleImage {
    /// A rectangle to paint: where, and its colour (0xRRGGBB).
    package struct Box: Sendable {
        package let x: Int, y: Int, width: Int, height: Int, colour: UInt32
        package init(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ colour: UInt32 = 0x3F6FDE) {
            self.x = x; self.y = y; self.width = width; self.height = height; self.colour = colour
        }
    }

    /// What is drawn besides boxes.
    package enum Mark: Sendable {
        /// Column `x` (rows `y ..< y + height`) painted `fraction` of the way from the page to `colour`.
        case blendColumn(x: Int, y: Int, height: Int, colour: UInt32, fraction: Double)
        /// Row `y` (columns `x ..< x + width`) likewise.
        case blendRow(x: Int, y: Int, width: Int, colour: UInt32, fraction: Double)
        /// Three dots of text in the middle of the rectangle.
        case text(x: Int, y: Int, width: Int, height: Int)
    }

    /// The image: the page, then the boxes, then the marks.
    package static func draw(width: Int, height: Int, page: UInt32 = 0xF2F3F5, boxes: [Box], marks: [Mark] = []) -> RasterImage {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        func paint(_ x: Int, _ y: Int, _ c: UInt32) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let o = (y * width + x) * 4
            rgba[o] = UInt8(c >> 16 & 0xFF); rgba[o + 1] = UInt8(c >> 8 & 0xFF); rgba[o + 2] = UInt8(c & 0xFF); rgba[o + 3] = 255
        }
        func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
            var out: UInt32 = 0
            for shift in [UInt32(16), 8, 0] {
                let ac = Double(a >> shift & 0xFF), bc = Double(b >> shift & 0xFF)
                out |= UInt32((ac + (bc - ac) * t).rounded()) << shift
            }
            return out
        }
        for y in 0..<height { for x in 0..<width { paint(x, y, page) } }
        for b in boxes { for y in b.y..<b.y + b.height { for x in b.x..<b.x + b.width { paint(x, y, b.colour) } } }
        for m in marks {
            switch m {
            case let .blendColumn(x, y, h, colour, f): for yy in y..<y + h { paint(x, yy, mix(page, colour, f)) }
            case let .blendRow(x, y, w, colour, f): for xx in x..<x + w { paint(xx, y, mix(page, colour, f)) }
            case let .text(x, y, w, h):
                for k in 0..<3 { for dy in 0..<2 { for dx in 0..<2 { paint(x + w / 2 - 5 + 4 * k + dx, y + h / 2 + dy, 0x1F2328) } } }
            }
        }
        return RasterImage(widthPx: width, heightPx: height, rgba: rgba)
    }
}
