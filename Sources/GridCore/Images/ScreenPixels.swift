// ScreenPixels: a screenshot's pixels as the screen's reading compares them.
//
// Rule (Docs/check-images.md, "Colours"): a pixel is one UInt32 (R in the low byte, then G, B, A);
// every fully transparent pixel is the same colour (0), whatever RGB it keeps. Two colours are the
// same when no channel differs by more than the noise: what the page's ground varies by from pixel
// to pixel (`measuredNoise`: 1 for a lossless screenshot, more for a dithered or lossy one), at
// most 8 of 255. Whether a pixel at an edge is a blend is judged relative to the two colours the
// edge separates: it lies between them on every channel (within a quarter of their difference, at
// most the noise) and is neither — so a half-covered pixel between `#fcfcfc` and `#f4eff4` is a
// blend although both are within the noise of it. Where a blend lies between its two colours is
// measured on the channel where they differ most.

/// The pixels of a decoded image, compared within the noise.
package struct ScreenPixels: Sendable {
    /// The image.
    package let image: RasterImage
    /// The noise, in levels of 255 per channel.
    package let noise: Int
    /// The image's size.
    package var width: Int { image.widthPx }
    package var height: Int { image.heightPx }

    package init(_ image: RasterImage, noise: Int) {
        self.image = image
        self.noise = noise
    }

    /// The pixel at (x, y), transparent pixels as 0.
    @inline(__always) package subscript(x: Int, y: Int) -> UInt32 {
        let o = (y &* image.widthPx &+ x) &* 4
        return image.rgba.withUnsafeBufferPointer { p in Self.pack(p, o) }
    }

    /// The pixel at byte offset `o` of `p`, transparent pixels as 0.
    @inline(__always) static func pack(_ p: UnsafeBufferPointer<UInt8>, _ o: Int) -> UInt32 {
        // One load of the four bytes (R first in memory: the low byte).
        let v = UInt32(littleEndian: UnsafeRawPointer(p.baseAddress.unsafelyUnwrapped + o).loadUnaligned(as: UInt32.self))
        return v >> 24 == 0 ? 0 : v
    }

    /// Whether no channel of `a` and `b` differs by more than the noise.
    @inline(__always) package func same(_ a: UInt32, _ b: UInt32) -> Bool { Self.within(a, b, noise) }

    /// Whether no channel of `a` and `b` differs by more than `limit`.
    @inline(__always) static func within(_ a: UInt32, _ b: UInt32, _ limit: Int) -> Bool {
        if a == b { return true }
        var s: UInt32 = 0
        while s < 32 {
            let d = Int(a >> s & 0xFF) - Int(b >> s & 0xFF)
            if d > limit || d < -limit { return false }
            s += 8
        }
        return true
    }

    /// The largest difference of one channel of `a` and `b`.
    @inline(__always) static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var d = 0, s: UInt32 = 0
        while s < 32 {
            let c = Int(a >> s & 0xFF) - Int(b >> s & 0xFF)
            d = max(d, c < 0 ? -c : c)
            s += 8
        }
        return d
    }

    /// The tolerance for telling `p` from `a` and `b` at an edge between them: a quarter of their
    /// difference, at most the noise, at least 1 — and none between two colours 2 or 3 levels apart
    /// (a pixel strictly between them is the blend).
    static func tolerance(_ a: UInt32, _ b: UInt32, noise: Int) -> Int {
        let d = distance(a, b)
        return d < 4 ? 0 : max(1, min(noise, d / 4))
    }

    /// Whether `p` is a blend of `a` and `b`: every channel between theirs within the relative
    /// tolerance, and `p` neither of them.
    func isBlend(_ p: UInt32, of a: UInt32, and b: UInt32) -> Bool {
        let t = Self.tolerance(a, b, noise: noise)
        guard Self.distance(a, b) > max(1, 2 * t), !Self.within(p, a, t), !Self.within(p, b, t) else { return false }
        var s: UInt32 = 0
        while s < 32 {
            let pc = Int(p >> s & 0xFF), ac = Int(a >> s & 0xFF), bc = Int(b >> s & 0xFF)
            if pc < min(ac, bc) - t || pc > max(ac, bc) + t { return false }
            s += 8
        }
        return true
    }

    /// Where `p` lies from `a` (0) to `b` (1), on the channel where they differ most.
    static func fraction(_ p: UInt32, from a: UInt32, to b: UInt32) -> Double {
        var best = 0, span = 0, s: UInt32 = 0
        while s < 32 {
            let d = Int(b >> s & 0xFF) - Int(a >> s & 0xFF)
            if abs(d) > abs(span) { span = d; best = Int(p >> s & 0xFF) - Int(a >> s & 0xFF) }
            s += 8
        }
        return span == 0 ? 0 : min(1, max(0, Double(best) / Double(span)))
    }

    /// The colour `t` (0 … 1) of the way from `a` to `b`, channel by channel.
    static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
        var out: UInt32 = 0, s: UInt32 = 0
        while s < 32 {
            let ac = Double(a >> s & 0xFF), bc = Double(b >> s & 0xFF)
            out |= UInt32(min(255, max(0, (ac + (bc - ac) * t).rounded()))) << s
            s += 8
        }
        return out
    }

    /// Whether `p` is `back` darkened (a shadow on it): every channel `back`'s times one factor
    /// 0.6 … 1 (within the noise, 2 levels at least: each channel is rounded), not the same as `back`.
    @inline(__always) func isShade(_ p: UInt32, of back: UInt32) -> Bool {
        guard !same(p, back), p >> 24 != 0 || back >> 24 == 0 else { return false }
        // The factor is the brightest channel's (the first of equals): integers throughout, every
        // comparison multiplied by that channel's value.
        let b0 = Int(back & 0xFF), b1 = Int(back >> 8 & 0xFF), b2 = Int(back >> 16 & 0xFF)
        let p0 = Int(p & 0xFF), p1 = Int(p >> 8 & 0xFF), p2 = Int(p >> 16 & 0xFF)
        var (top, value) = (b0, p0)
        if b1 > top { (top, value) = (b1, p1) }
        if b2 > top { (top, value) = (b2, p2) }
        guard top >= 64, value < top, 10 * value >= 6 * top else { return false }
        // Each channel rounded on its own: within 2 levels of the factor's, or the noise.
        let slack = max(2, noise) * top
        return abs(p0 * top - b0 * value) <= slack && abs(p1 * top - b1 * value) <= slack && abs(p2 * top - b2 * value) <= slack
    }

    /// How much the page's ground varies from pixel to pixel: over a grid of samples, the
    /// differences between neighbours both within 2 levels of `ground`, the least that 99 % of them
    /// are within — 1 when it is 0 or 1, else one more (a dither's spread about the ground), at
    /// most `limit`. A lossless screenshot of flat colours is 1 (a card
    /// 2 levels lighter than its page has an edge); a dithered or lossy page more.
    package static func measuredNoise(_ image: RasterImage, ground: UInt32, limit: Int) -> Int {
        var counts = [Int](repeating: 0, count: limit + 1)
        let w = image.widthPx, h = image.heightPx
        let stepX = max(1, w / 256), stepY = max(1, h / 256)
        image.rgba.withUnsafeBufferPointer { p in
            for y in stride(from: 0, to: h, by: stepY) {
                for x in stride(from: 0, to: w - 1, by: stepX) {
                    let o = (y * w + x) * 4
                    let a = pack(p, o), b = pack(p, o + 4)
                    guard within(a, ground, 2), within(b, ground, 2) else { continue }
                    counts[min(limit, distance(a, b))] += 1
                }
            }
        }
        let total = counts.reduce(0, +)
        guard total > 0 else { return limit }
        var seen = 0
        for d in 0...limit {
            seen += counts[d]
            // Two levels from pixel to pixel is a dither: one more is its spread about the ground.
            if 100 * seen >= 99 * total { return d <= 1 ? 1 : min(limit, d + 1) }
        }
        return limit
    }

    /// `#rrggbb` (and ` (alpha a)` when not opaque).
    static func hex(_ c: UInt32) -> String {
        func two(_ v: UInt32) -> String { let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }
        return "#" + two(c & 0xFF) + two(c >> 8 & 0xFF) + two(c >> 16 & 0xFF) + (c >> 24 == 255 ? "" : " (alpha \(c >> 24))")
    }
}
