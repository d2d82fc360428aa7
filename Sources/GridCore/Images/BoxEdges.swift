// BoxEdges: where each of a cell's four edges is painted — on a whole pixel, or as a blend.
//
// Rule (Docs/check-images.md, "Blurred"): an edge is judged along its straight part (the middle
// three fifths of the side, clear of rounded corners), line by line across it. Outside it is the
// pixel next to it — the parent's fill, a shadow on it, a line the box stands on, a neighbour it
// touches (at the image's side, the parent's fill). In a line the edge is blended
// when the box's first pixel is a blend of what is outside and the pixel inside it, 10–90 % of the
// way (the fraction of the pixel the box covers), and steps to the pixel inside by more than the
// box's own colour changes over the next pixel plus the edge's tolerance (a photo's gradient is not a blend);
// or when the pixel just outside the box is a blend of what is beyond it and the box's first pixel
// (a blend the reading left outside: the two colours are close). A pixel of the box's border colour
// is its border, never a blend (over a shadow it lies between the two). Blends are judged relative to the
// two colours (`ScreenPixels.isBlend`). The edge is blurred when, of the lines where the box differs
// from what is outside, at least half are blended alike — within 0.15 of the median blend (a
// straight edge off a whole pixel blends every line alike; a curve — a rounded end, a circle —
// blends them by different amounts) —, at least two, and at least 40 % of the side's lines. Its painted position is the mean of the lines' (a box's first pixel covered by f
// puts the edge at 1 − f into it). A cut side, a side the reading did not see, is not judged.

enum BoxEdges {
    /// The four edges (left, top, right, bottom) of the box `left ..< right`, `top ..< bottom`, on a
    /// parent whose fill is `outside(y)`; `judged[k]` false for a side not judged (cut, unseen).
    static func measure(left: Int, top: Int, right: Int, bottom: Int, judged: [Bool], border: UInt32?, pixels: ScreenPixels,
                        outside: (Int) -> UInt32) -> [PaintedReading.Edge] {
        var edges = [PaintedReading.Edge(paintedPx: Double(left)), PaintedReading.Edge(paintedPx: Double(top)), PaintedReading.Edge(paintedPx: Double(right)), PaintedReading.Edge(paintedPx: Double(bottom))]
        let w = pixels.width, h = pixels.height
        /// One side: `line(j)` gives, for its j-th line across, the pixel at a depth d (negative
        /// outside, 0 the box's first pixel) and that line's row (for the ground).
        func side(_ lines: Range<Int>, edgePx: Int, direction: Int, at: (Int, Int) -> (x: Int, y: Int)?) -> PaintedReading.Edge {
            var considered = 0
            var blends: [(fraction: Double, position: Double)] = []
            for j in lines {
                guard let e = at(j, 0), let i = at(j, 1) else { continue }
                let p = pixels[e.x, e.y], q = pixels[i.x, i.y]
                // What is outside: the pixel next to the box (the parent's fill, a shadow on it, a line
                // it stands on, a neighbour it touches), or at the image's side the parent's fill.
                let back = at(j, -1).map { pixels[$0.x, $0.y] } ?? outside(e.y)
                if pixels.same(q, back), pixels.same(p, back) { continue }
                considered += 1
                // The box's first pixel a blend of the outside and the pixel inside it — not its border's colour.
                if border.map({ pixels.same(p, $0) }) != true, pixels.isBlend(p, of: back, and: q) {
                    let f = ScreenPixels.fraction(p, from: back, to: q)
                    let onward = at(j, 2).map { ScreenPixels.distance(q, pixels[$0.x, $0.y]) } ?? 0
                    if f >= 0.1, f <= 0.9, ScreenPixels.distance(p, q) > onward + ScreenPixels.tolerance(back, q, noise: pixels.noise) {
                        blends.append((f, Double(edgePx) + Double(direction) * (1 - f)))
                        continue
                    }
                }
                // The pixel just outside a blend of what is beyond it and the box's first pixel.
                if let o = at(j, -1), let beyond = at(j, -2) {
                    let po = pixels[o.x, o.y], pb = pixels[beyond.x, beyond.y]
                    if pixels.isBlend(po, of: pb, and: p) {
                        let f = ScreenPixels.fraction(po, from: pb, to: p)
                        let onward = ScreenPixels.distance(p, q)
                        if f >= 0.1, f <= 0.9, ScreenPixels.distance(po, p) > onward + ScreenPixels.tolerance(pb, p, noise: pixels.noise) {
                            blends.append((-f, Double(edgePx) - Double(direction) * f))
                        }
                    }
                }
            }
            // One straight edge off a whole pixel blends every line alike; a curve (a rounded end, a
            // circle) blends its lines by different amounts: the lines that count are those within
            // 0.15 of the median blend.
            let median = blends.map(\.fraction).sorted().dropFirst(blends.count / 2).first ?? 0
            let alike = blends.filter { abs($0.fraction - median) <= 0.15 }
            let blurred = considered > 0 && 2 * alike.count >= considered && alike.count >= 2 && 5 * alike.count >= 2 * lines.count
            return PaintedReading.Edge(blurred: blurred, paintedPx: blurred ? alike.reduce(0) { $0 + $1.position } / Double(alike.count) : Double(edgePx))
        }
        func straight(_ low: Int, _ high: Int) -> Range<Int> {
            let n = high - low
            return low + n / 5..<max(low + n / 5 + 1, high - n / 5)
        }
        func inImage(_ x: Int, _ y: Int) -> (x: Int, y: Int)? { x >= 0 && x < w && y >= 0 && y < h ? (x, y) : nil }
        let ys = straight(top, bottom), xs = straight(left, right)
        if judged[0] { edges[0] = side(ys, edgePx: left, direction: 1) { j, d in inImage(left + d, j) } }
        if judged[1] { edges[1] = side(xs, edgePx: top, direction: 1) { j, d in inImage(j, top + d) } }
        if judged[2] { edges[2] = side(ys, edgePx: right, direction: -1) { j, d in inImage(right - 1 - d, j) } }
        if judged[3] { edges[3] = side(xs, edgePx: bottom, direction: -1) { j, d in inImage(j, bottom - 1 - d) } }
        return edges
    }
}
