// FrameCheck+CommonGap: the gap a dump's own cells keep most often — the design gap `check --spacing auto`
// expects, when nobody wrote it down (Docs/check-inputs.md).
//
// Rule: rows are the frames with equal top in whole pixels (all frames one row when none has a
// top), or the rows the reader found (a screenshot's), each sorted by left edge; a gap is the next frame's left edge less this one's right edge,
// both rounded to the nearest pixel as the check rounds them; a frame of zero width or height is
// left out, as every neighbour rule leaves it out. The common gap is the most frequent
// gap of 0 px or more; a tie goes to the smaller gap. No pair of neighbours: no common gap.

extension FrameCheck {
    /// The most frequent gap in whole pixels between neighbours in a row of `frames` (in `unit` at
    /// `scale`, relative to `originX`/`originY`), or nil when no row has two frames.
    package static func commonGapPx(_ frames: [FramesDump.Frame], unit: FramesDump.Unit, scale: Scale,
                                     originX: Double = 0, originY: Double = 0, rowOfFrame: [Int]? = nil) -> Int? {
        let model = PixelModel(unit, scale: scale, originX: originX, originY: originY)
        let px = { (v: Double) -> Int in v.isFinite && abs(v) < 1e15 ? Int(v.rounded(.toNearestOrAwayFromZero)) : 0 }
        var rows: [Int: [(left: Int, right: Int)]] = [:]
        for (i, f) in frames.enumerated() {
            let top = rowOfFrame.map { i < $0.count ? $0[i] : 0 } ?? f.y.map { px(model.y($0)) } ?? 0
            let left = px(model.x(f.x)), right = px(model.x(f.x, plus: f.width))
            // A frame of zero width or height is nobody's neighbour (the `zero-size` rule).
            if left == right { continue }
            if let y = f.y, let h = f.height, px(model.y(y, plus: h)) == top { continue }
            rows[top, default: []].append((left, right))
        }
        var counts: [Int: Int] = [:]
        for (_, row) in rows {
            let sorted = row.sorted { $0.left < $1.left }
            for (a, b) in zip(sorted, sorted.dropFirst()) where b.left - a.right >= 0 {
                counts[b.left - a.right, default: 0] += 1
            }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}
