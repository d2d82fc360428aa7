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
