// TestPNG: PNG files written for the tests, independently of gridcalc's reader: 8-bit RGBA, the
// image data in stored (uncompressed) deflate blocks, with this file's own CRC-32 and Adler-32
// (bit by bit, from their definitions). Enough for images of a few thousand pixels.

/// A PNG encoder for test images.
public enum TestPNG {
    /// The PNG file of `rgba` (`width × height × 4` bytes, rows from the top).
    public static func rgba(width: Int, height: Int, _ rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        var raw: [UInt8] = []
        for y in 0..<height { raw.append(0); raw += rgba[y * width * 4..<(y + 1) * width * 4] }
        var stream: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let n = min(65535, raw.count - at)
            stream += [at + n == raw.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            stream += raw[at..<at + n]
            at += n
        } while at < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        stream += be32(b << 16 | a)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0]) + chunk("IDAT", stream) + chunk("IEND", [])
    }

    /// A grid drawn on white: `columns` cells of `cellPx`, `spacingPx` apart from x = `insetPx`, in
    /// `rows` rows of `rowPx` with 4px between and around them; `paint` may change a cell's
    /// (left, right) edges (return nil to leave the cell out).
    public static func grid(columns: Int, cellPx: Int, spacingPx: Int, insetPx: Int = 0, rows: Int = 2, rowPx: Int = 10,
                            paint: (_ row: Int, _ column: Int, _ left: Int, _ right: Int) -> (Int, Int)? = { _, _, l, r in (l, r) }) -> [UInt8] {
        let width = 2 * insetPx + columns * cellPx + (columns - 1) * spacingPx, height = 4 + rows * (rowPx + 4)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for r in 0..<rows {
            for c in 0..<columns {
                let left = insetPx + c * (cellPx + spacingPx)
                guard let (l, rr) = paint(r, c, left, left + cellPx) else { continue }
                for y in 4 + r * (rowPx + 4)..<4 + r * (rowPx + 4) + rowPx {
                    for x in max(0, l)..<min(width, rr) { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [30, 90, 200]) }
                }
            }
        }
        return rgba(width: width, height: height, pixels)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return be32(UInt32(data.count)) + body + be32(~crc)
    }
}

/// A screenshot drawn for a test: RGB colours on a background, rectangles and rounded rectangles
/// (anti-aliased by 4 × 4 supersampling, as a browser paints a curve), written with `TestPNG`.
public struct Canvas {
    public let widthPx: Int, heightPx: Int
    public private(set) var rgba: [UInt8]

    /// A canvas of `background` (R, G, B).
    public init(_ widthPx: Int, _ heightPx: Int, background: [UInt8] = [255, 255, 255]) {
        self.widthPx = widthPx
        self.heightPx = heightPx
        rgba = [UInt8](repeating: 255, count: widthPx * heightPx * 4)
        for y in 0..<heightPx { for x in 0..<widthPx { set(x, y, background) } }
    }

    /// Pixel (x, y) painted `colour` over what is there, by `coverage` (0 … 1).
    public mutating func set(_ x: Int, _ y: Int, _ colour: [UInt8], coverage: Double = 1) {
        guard x >= 0, x < widthPx, y >= 0, y < heightPx else { return }
        let o = (y * widthPx + x) * 4
        for k in 0..<3 { rgba[o + k] = UInt8((Double(rgba[o + k]) * (1 - coverage) + Double(colour[k]) * coverage).rounded()) }
    }

    /// x in [x0, x1), y in [y0, y1) filled with `colour(x, y)`.
    public mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ colour: (Int, Int) -> [UInt8]) {
        for y in max(0, y0)..<min(heightPx, y1) where y1 > y0 { for x in max(0, x0)..<min(widthPx, x1) where x1 > x0 { set(x, y, colour(x, y)) } }
    }

    /// x in [x0, x1), y in [y0, y1) filled with `colour`.
    public mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ colour: [UInt8]) { fill(x0, y0, x1, y1) { _, _ in colour } }

    /// A rectangle with corners of `radius` px, anti-aliased.
    public mutating func rounded(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, radius: Double, _ colour: [UInt8]) {
        for y in max(0, y0)..<min(heightPx, y1) {
            for x in max(0, x0)..<min(widthPx, x1) {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                        let cx = min(max(px, Double(x0) + radius), Double(x1) - radius), cy = min(max(py, Double(y0) + radius), Double(y1) - radius)
                        if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius { inside += 1 }
                    }
                }
                if inside > 0 { set(x, y, colour, coverage: Double(inside) / 16) }
            }
        }
    }

    /// The canvas as a PNG file.
    public var png: [UInt8] { TestPNG.rgba(width: widthPx, height: heightPx, rgba) }
}
