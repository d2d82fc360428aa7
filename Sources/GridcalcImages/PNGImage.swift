// PNGImage: a PNG file (ISO/IEC 15948, W3C PNG 2nd edition) read into 8-bit RGBA pixels — the
// screenshot `check --image` judges — without Foundation or zlib.
//
// Rule: the signature, then chunks each of length, type, data and a CRC-32 that must match; IHDR
// first (width, height 1 … 65535, at most `maxPixels` pixels; every bit depth and colour type the
// standard allows; compression and filter method 0; interlace none or Adam7), PLTE before the data
// for a palette image, IDAT chunks in one run, IEND last; ancillary chunks are skipped, an unknown
// critical chunk is refused. The data inflate to exactly the size the header gives (`Inflate`):
// the filtered rows of the image, or of each of Adam7's seven passes. Each row's filter (None, Sub,
// Up, Average, Paeth) is undone in place; samples become 8-bit RGBA: 16-bit samples keep their high
// byte, gray repeats in R, G, B, fewer than 8 bits scale to 0…255, a palette index looks up PLTE
// (and tRNS's alpha) and must be one of its entries, tRNS's colour in a gray or RGB image is transparent. Every refusal names the
// chunk and its byte offset in the file. Memory: the file, the inflated rows (the decoded size or
// less, for 8-bit RGBA reused as the pixels) and the pixels.
// (The unfiltering loops are optimised for speed in a binary optimised for size, as `Inflate`'s are.)

import GridCore

/// A PNG file's pixels.
package enum PNGImage {
    /// Why a file is not a PNG that can be read: what is wrong, where.
    package struct Failure: Error {
        package let reason: String
    }

    /// The most pixels an image may have: 40 megapixels (160 MB of RGBA), above every phone's and
    /// tablet's screen (an iPad Pro 13" is 2064 × 2752, 5.7 megapixels) and most full-page
    /// screenshots.
    package static let maxPixels = 40_000_000

    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header's fields.
    struct Header {
        var width = 0, height = 0, bitDepth = 0, colorType = 0, interlaced = false
        /// Samples per pixel.
        var channels: Int { [1, 0, 3, 1, 2, 0, 4][colorType] }
        /// Bits per pixel.
        var bitsPerPixel: Int { channels * bitDepth }
        /// The filter's byte distance: the bytes of one pixel, at least 1.
        var filterStride: Int { max(1, bitsPerPixel / 8) }
        /// The bytes of a row `width` pixels wide, without its filter byte.
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// Adam7's passes: (first x, first y, x step, y step).
    static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The image `bytes` hold, or why they cannot be read.
    @_optimize(speed)
    package static func decode(_ bytes: [UInt8]) throws(Failure) -> RasterImage {
        guard bytes.starts(with: signature) else { throw Failure(reason: "is not a PNG image (no PNG signature)") }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var data: [Range<Int>] = []
        var dataEnded = false
        var offset = signature.count
        var ended = false
        while !ended {
            guard offset + 12 <= bytes.count else {
                throw Failure(reason: "ends at byte \(bytes.count) inside a chunk's header, before IEND")
            }
            let length = Int(read32(bytes, offset))
            let typeBytes = bytes[offset + 4..<offset + 8]
            let type = String(decoding: typeBytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            let at = "chunk \(type) at byte \(offset)"
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw Failure(reason: "has a chunk at byte \(offset) whose type is not four letters")
            }
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else {
                throw Failure(reason: "has a \(at) of \(length) bytes, past the file's end (\(bytes.count) bytes)")
            }
            let body = offset + 8..<offset + 8 + length
            let stored = read32(bytes, body.upperBound)
            guard stored == CRC32.checksum(bytes, offset + 4..<body.upperBound) else { throw Failure(reason: "has a \(at) whose CRC is wrong") }
            if header == nil, type != "IHDR" { throw Failure(reason: "has \(at) before IHDR, which must come first") }
            switch type {
            case "IHDR":
                guard header == nil else { throw Failure(reason: "has a second IHDR (\(at))") }
                header = try readHeader(bytes, body, at: at)
            case "PLTE":
                guard length % 3 == 0, length >= 3, length / 3 <= 1 << min(8, header!.bitDepth) || header!.colorType != 3, length <= 768 else {
                    throw Failure(reason: "has a \(at) of \(length) bytes: a palette is 1 to \(header!.colorType == 3 ? 1 << header!.bitDepth : 256) entries of 3 bytes")
                }
                guard data.isEmpty else { throw Failure(reason: "has a \(at) after the image data") }
                palette = Array(bytes[body])
            case "tRNS":
                transparency = Array(bytes[body])
            case "IDAT":
                guard !dataEnded else { throw Failure(reason: "has a \(at) after other chunks followed the image data: IDAT chunks must be consecutive") }
                data.append(body)
            case "IEND":
                ended = true
            default:
                // Ancillary chunks (a lowercase first letter) are skipped; a critical one is not understood.
                guard typeBytes.first! & 0x20 != 0 else { throw Failure(reason: "has a critical \(at) that this reader does not know") }
            }
            if !data.isEmpty, type != "IDAT" { dataEnded = true }
            offset = body.upperBound + 4
        }
        let h = header!
        guard !data.isEmpty else { throw Failure(reason: "has no image data (IDAT chunk)") }
        if h.colorType == 3, palette.isEmpty { throw Failure(reason: "is a palette image without a palette (PLTE chunk)") }
        // The filtered rows: one filter byte and the row's bytes per row, of the image or of each pass.
        var expected = 0
        for (width, height) in subimages(h) where width > 0 && height > 0 { expected += height * (1 + h.rowBytes(width)) }
        var rows: [UInt8]
        do { rows = try Inflate.zlib(bytes, ranges: data, expectedCount: expected) } catch {
            throw Failure(reason: "has image data (IDAT from byte \(data[0].lowerBound - 8)) that cannot be inflated: \(error.reason) (compressed byte \(error.offset))")
        }
        return try pixels(&rows, header: h, palette: palette, transparency: transparency)
    }

    /// The size of the image, or of each of Adam7's passes.
    static func subimages(_ h: Header) -> [(Int, Int)] {
        guard h.interlaced else { return [(h.width, h.height)] }
        return passes.map { p in ((h.width - p.x + p.dx - 1) / p.dx, (h.height - p.y + p.dy - 1) / p.dy) }
    }

    static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func readHeader(_ bytes: [UInt8], _ body: Range<Int>, at: String) throws(Failure) -> Header {
        guard body.count == 13 else { throw Failure(reason: "has an \(at) of \(body.count) bytes (IHDR has 13)") }
        let b = body.lowerBound
        var h = Header()
        h.width = Int(read32(bytes, b))
        h.height = Int(read32(bytes, b + 4))
        h.bitDepth = Int(bytes[b + 8])
        h.colorType = Int(bytes[b + 9])
        guard (1...65535).contains(h.width), (1...65535).contains(h.height) else {
            throw Failure(reason: "is \(h.width) × \(h.height) pixels: each side is 1 to 65535 here")
        }
        guard h.width * h.height <= maxPixels else {
            throw Failure(reason: "is \(h.width) × \(h.height) pixels, more than the \(maxPixels / 1_000_000) megapixels gridcalc reads")
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[h.colorType], allowed.contains(h.bitDepth) else {
            throw Failure(reason: "has colour type \(h.colorType) with bit depth \(h.bitDepth), which PNG does not define (\(at))")
        }
        guard bytes[b + 10] == 0, bytes[b + 11] == 0 else { throw Failure(reason: "has a compression or filter method other than 0 (\(at))") }
        guard bytes[b + 12] <= 1 else { throw Failure(reason: "has interlace method \(bytes[b + 12]) (0 or 1) (\(at))") }
        h.interlaced = bytes[b + 12] == 1
        return h
    }

    /// The rows unfiltered and converted to RGBA: in place for an 8-bit RGBA image that is not
    /// interlaced, else into a new buffer.
    @_optimize(speed)
    static func pixels(_ rows: inout [UInt8], header h: Header, palette: [UInt8], transparency: [UInt8]?) throws(Failure) -> RasterImage {
        var start = 0
        for (width, height) in subimages(h) where width > 0 && height > 0 {
            try unfilter(&rows, start: start, rowBytes: h.rowBytes(width), height: height, stride: h.filterStride)
            start += height * (1 + h.rowBytes(width))
        }
        if !h.interlaced, h.colorType == 6, h.bitDepth == 8 {
            // Each row moves left over the filter bytes before it: the buffer becomes the pixels.
            let rowBytes = h.width * 4
            rows.withUnsafeMutableBufferPointer { p in
                for y in 0..<h.height {
                    let from = p.baseAddress! + y * (rowBytes + 1) + 1
                    (p.baseAddress! + y * rowBytes).update(from: from, count: rowBytes)
                }
            }
            rows.removeLast(h.height)
            return RasterImage(widthPx: h.width, heightPx: h.height, rgba: rows)
        }
        let convert = Converter(header: h, palette: palette, transparency: transparency)
        if h.colorType == 3 {
            // Every index must name an entry of the palette (PNG §11.2.3): one past it has no colour.
            var highest = 0
            rows.withUnsafeBufferPointer { src in
                var start = 0
                for (width, height) in subimages(h) where width > 0 && height > 0 {
                    let rowBytes = h.rowBytes(width)
                    for row in 0..<height {
                        let line = start + row * (rowBytes + 1) + 1
                        for column in 0..<width { highest = max(highest, convert.sample(src, line: line, index: column, 0)) }
                    }
                    start += height * (rowBytes + 1)
                }
            }
            guard highest < palette.count / 3 else {
                throw Failure(reason: "has a pixel of palette index \(highest), past its palette's \(palette.count / 3) entries (PLTE)")
            }
        }
        var rgba = [UInt8](repeating: 0, count: h.width * h.height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            rows.withUnsafeBufferPointer { src in
                var start = 0
                for (pass, (width, height)) in subimages(h).enumerated() where width > 0 && height > 0 {
                    let p = h.interlaced ? passes[pass] : (x: 0, y: 0, dx: 1, dy: 1)
                    let rowBytes = h.rowBytes(width)
                    for row in 0..<height {
                        let line = start + row * (rowBytes + 1) + 1
                        let y = p.y + row * p.dy
                        for column in 0..<width {
                            convert.pixel(src, line: line, index: column, into: out, at: (y * h.width + p.x + column * p.dx) * 4)
                        }
                    }
                    start += height * (rowBytes + 1)
                }
            }
        }
        return RasterImage(widthPx: h.width, heightPx: h.height, rgba: rgba)
    }

    /// The sum of `a` and `b` byte by byte, modulo 256 in each byte (no carry crosses a byte).
    @inline(__always) static func bytewiseSum<T: FixedWidthInteger & UnsignedInteger>(_ a: T, _ b: T) -> T {
        let high = T.max / 255 * 0x80, low = ~high
        return ((a & low) &+ (b & low)) ^ ((a ^ b) & high)
    }

    /// Undoes each row's filter in place (the filter byte before each row is left as it is).
    @_optimize(speed)
    static func unfilter(_ rows: inout [UInt8], start: Int, rowBytes: Int, height: Int, stride bpp: Int) throws(Failure) {
        var bad: (row: Int, filter: UInt8)?
        rows.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress! + start
            for y in 0..<height {
                let line = base + y * (rowBytes + 1)
                let filter = line[0]
                let row = line + 1
                // The row above; the first row's is zeros (a row of zeros read as Up does nothing).
                let above: UnsafeMutablePointer<UInt8>? = y > 0 ? row - (rowBytes + 1) : nil
                switch filter {
                case 0: break
                case 1:
                    var i = bpp
                    if bpp == 4 {
                        // Four bytes at once, added byte by byte without carries between them.
                        var previous = UnsafeRawPointer(row).loadUnaligned(as: UInt32.self)
                        while i + 4 <= rowBytes {
                            previous = bytewiseSum(UnsafeRawPointer(row + i).loadUnaligned(as: UInt32.self), previous)
                            UnsafeMutableRawPointer(row + i).storeBytes(of: previous, as: UInt32.self)
                            i += 4
                        }
                    }
                    while i < rowBytes { row[i] &+= row[i - bpp]; i += 1 }
                case 2:
                    guard let above else { break }
                    var i = 0
                    while i + 8 <= rowBytes {
                        let sum = bytewiseSum(UnsafeRawPointer(row + i).loadUnaligned(as: UInt64.self), UnsafeRawPointer(above + i).loadUnaligned(as: UInt64.self))
                        UnsafeMutableRawPointer(row + i).storeBytes(of: sum, as: UInt64.self)
                        i += 8
                    }
                    while i < rowBytes { row[i] &+= above[i]; i += 1 }
                case 3:
                    for i in 0..<rowBytes {
                        let left = i >= bpp ? Int(row[i - bpp]) : 0, up = above.map { Int($0[i]) } ?? 0
                        row[i] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
                    }
                case 4:
                    if let above {
                        for i in 0..<min(bpp, rowBytes) { row[i] &+= above[i] }
                        var i = bpp
                        while i < rowBytes {
                            let a = Int(row[i - bpp]), b = Int(above[i]), c = Int(above[i - bpp])
                            let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                            row[i] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                            i += 1
                        }
                    } else {
                        // No row above: Paeth predicts from the left alone.
                        var i = bpp
                        while i < rowBytes { row[i] &+= row[i - bpp]; i += 1 }
                    }
                default:
                    if bad == nil { bad = (y, filter) }
                }
            }
        }
        if let bad { throw Failure(reason: "has row \(bad.row) with filter type \(bad.filter) (0 to 4) in its image data") }
    }

    /// One pixel's samples as 8-bit RGBA.
    struct Converter {
        let header: Header
        /// 256 RGBA entries: the palette with tRNS's alpha, or each gray level for gray images.
        var lookup: [UInt8] = []
        /// tRNS's colour in a gray or RGB image, as samples at the image's depth.
        var transparentSample: [Int]?

        init(header: Header, palette: [UInt8], transparency: [UInt8]?) {
            self.header = header
            if header.colorType == 3 {
                lookup = [UInt8](repeating: 0, count: 1024)
                for i in 0..<palette.count / 3 {
                    lookup[i * 4] = palette[i * 3]; lookup[i * 4 + 1] = palette[i * 3 + 1]; lookup[i * 4 + 2] = palette[i * 3 + 2]
                    lookup[i * 4 + 3] = i < (transparency?.count ?? 0) ? transparency![i] : 255
                }
            } else if let t = transparency, header.colorType == 0 || header.colorType == 2 {
                let count = header.colorType == 0 ? 1 : 3
                if t.count >= count * 2 { transparentSample = (0..<count).map { Int(t[$0 * 2]) << 8 | Int(t[$0 * 2 + 1]) } }
            }
        }

        /// Sample `i` of the pixel at `index` of the row starting at `line`, at the image's depth.
        @inline(__always) func sample(_ src: UnsafeBufferPointer<UInt8>, line: Int, index: Int, _ i: Int) -> Int {
            let depth = header.bitDepth
            let n = index * header.channels + i
            switch depth {
            case 16: return Int(src[line + n * 2]) << 8 | Int(src[line + n * 2 + 1])
            case 8: return Int(src[line + n])
            default:
                let bit = n * depth
                return Int(src[line + bit / 8] >> UInt8(8 - depth - bit % 8)) & (1 << depth - 1)
            }
        }

        /// A sample at the image's depth as 8 bits.
        @inline(__always) func eight(_ value: Int) -> UInt8 {
            switch header.bitDepth {
            case 16: return UInt8(value >> 8)
            case 8: return UInt8(value)
            default: return UInt8(value * 255 / (1 << header.bitDepth - 1))
            }
        }

        @_optimize(speed)
        func pixel(_ src: UnsafeBufferPointer<UInt8>, line: Int, index: Int, into out: UnsafeMutableBufferPointer<UInt8>, at o: Int) {
            switch header.colorType {
            case 3:
                let entry = sample(src, line: line, index: index, 0) * 4
                for k in 0..<4 { out[o + k] = lookup[entry + k] }
            case 0, 4:
                let g = sample(src, line: line, index: index, 0)
                out[o] = eight(g); out[o + 1] = out[o]; out[o + 2] = out[o]
                out[o + 3] = header.colorType == 4 ? eight(sample(src, line: line, index: index, 1)) : (transparentSample == [g] ? 0 : 255)
            default:
                let r = sample(src, line: line, index: index, 0), g = sample(src, line: line, index: index, 1), b = sample(src, line: line, index: index, 2)
                out[o] = eight(r); out[o + 1] = eight(g); out[o + 2] = eight(b)
                out[o + 3] = header.colorType == 6 ? eight(sample(src, line: line, index: index, 3)) : (transparentSample == [r, g, b] ? 0 : 255)
            }
        }
    }
}

/// CRC-32 (ISO 3309, as PNG and zlib compute it), eight bytes at a time (slicing by 8).
package enum CRC32 {
    static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 { for n in 0..<256 { t[k * 256 + n] = (t[(k - 1) * 256 + n] >> 8) ^ t[Int(t[(k - 1) * 256 + n] & 0xFF)] } }
        return t
    }()

    @_optimize(speed)
    package static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        tables.withUnsafeBufferPointer { t in
            bytes.withUnsafeBufferPointer { b in
                var i = range.lowerBound
                while i + 8 <= range.upperBound {
                    let lo = c ^ (UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24)
                    c = t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int(lo >> 8 & 0xFF)] ^ t[5 * 256 + Int(lo >> 16 & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                        ^ t[3 * 256 + Int(b[i + 4])] ^ t[2 * 256 + Int(b[i + 5])] ^ t[256 + Int(b[i + 6])] ^ t[Int(b[i + 7])]
                    i += 8
                }
                while i < range.upperBound {
                    c = t[Int((c ^ UInt32(b[i])) & 0xFF)] ^ (c >> 8)
                    i += 1
                }
            }
        }
        return ~c
    }
}
