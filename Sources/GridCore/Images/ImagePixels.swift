// ImagePixels: a screenshot's pixels as `check --image` compares them.
//
// Rule: a pixel is one UInt32 (R in the low byte, then G, B, A). Two colours are the same when no
// channel differs by more than the noise (8 of 255 by default: what a lossy step leaves on a flat
// colour); a row is of one colour when every two of its pixels are. A blend of two colours has
// every channel between theirs (within the noise) and is the same as neither; where it lies between
// them is measured on the channel where they differ most.

extension PaintedCells {
    /// The image's pixels as UInt32s, compared within the noise.
    struct Pixels {
        let image: RasterImage
        let noise: Int
        var width: Int { image.widthPx }

        subscript(x: Int, y: Int) -> UInt32 {
            let o = (y * image.widthPx + x) * 4
            return image.rgba.withUnsafeBufferPointer { p in
                UInt32(p[o]) | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2]) << 16 | UInt32(p[o + 3]) << 24
            }
        }

        /// Whether no channel of `a` and `b` differs by more than the noise.
        @inline(__always) func same(_ a: UInt32, _ b: UInt32) -> Bool {
            if a == b { return true }
            for shift in stride(from: UInt32(0), to: 32, by: 8) where abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) > noise { return false }
            return true
        }

        /// The first pixel of row `y` across `xs` when every two pixels of it are the same (no
        /// channel spans more than the noise), else nil.
        func oneColour(_ xs: Range<Int>, _ y: Int) -> UInt32? {
            let first = self[xs.lowerBound, y]
            var low = first, high = first
            for x in xs {
                let p = self[x, y]
                if p == first { continue }
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let c = p >> shift & 0xFF
                    if c < low >> shift & 0xFF { low = low & ~(0xFF << shift) | c << shift }
                    if c > high >> shift & 0xFF { high = high & ~(0xFF << shift) | c << shift }
                }
                if !same(low, high) { return nil }
            }
            return first
        }

        /// The largest difference of one channel of `a` and `b`.
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            var d = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) { d = max(d, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))) }
            return d
        }

        /// Where `p` lies from `a` (0) to `b` (1), on the channel where they differ most.
        func fraction(_ p: UInt32, from a: UInt32, to b: UInt32) -> Double {
            var best = 0, span = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let d = Int(b >> shift & 0xFF) - Int(a >> shift & 0xFF)
                if abs(d) > abs(span) { span = d; best = Int(p >> shift & 0xFF) - Int(a >> shift & 0xFF) }
            }
            return span == 0 ? 1 : min(1, max(0, Double(best) / Double(span)))
        }

        /// Whether `p` is a blend of `a` and `b`: each channel between theirs (within the noise),
        /// and `p` the same as neither.
        func isBlend(_ p: UInt32, of a: UInt32, and b: UInt32) -> Bool {
            guard !same(p, a), !same(p, b) else { return false }
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let pc = Int(p >> shift & 0xFF), ac = Int(a >> shift & 0xFF), bc = Int(b >> shift & 0xFF)
                if pc < min(ac, bc) - noise || pc > max(ac, bc) + noise { return false }
            }
            return true
        }

        /// The colour `t` (0 … 1) of the way from `a` to `b`, channel by channel.
        static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
            var out: UInt32 = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let ac = Double(a >> shift & 0xFF), bc = Double(b >> shift & 0xFF)
                out |= UInt32(min(255, max(0, (ac + (bc - ac) * t).rounded()))) << shift
            }
            return out
        }
    }
}
