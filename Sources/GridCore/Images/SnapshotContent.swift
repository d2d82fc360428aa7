// SnapshotContent: what a failed snapshot's pixels say beside its cells' frames — the summary of
// what moved (`SnapshotMatch.summary`), and the cells whose frame did not change but whose content did.
//
// Rule: a matched cell with the reference's exact box is compared pixel by pixel inside it (a
// channel more than the noise levels apart is a change); when any pixel did, its own boxes are
// matched with the reference cell's (`ScreenPair.inside`) and what moved or was resized there is
// said; else its content changed — text or an image, not the layout. Two screenshots of different sizes are said to be so. The work
// is one pass over the cells' pixels, at most the image's.

package enum SnapshotContent {
    /// The notes for `match` of `image`'s `cells` against `reference`.
    package static func notes(_ match: SnapshotMatch, image: RasterImage, reference: RasterImage, cells: [PaintedCells.Cell], noiseLevels: Int,
                              trees: (new: ScreenTree, reference: ScreenTree)? = nil, referenceBoxes: [Int?] = []) -> [String] {
        var notes: [String] = []
        if image.widthPx != reference.widthPx || image.heightPx != reference.heightPx {
            notes.append("the screenshots differ in size: \(reference.widthPx) × \(reference.heightPx)px in the reference, \(image.widthPx) × \(image.heightPx)px now")
        }
        notes += match.summary().map { "against the reference: " + $0 }
        var changed: [String] = []
        var unchanged = 0
        for p in match.pairs where match.boxes[p.new] == match.reference[p.reference] && p.new < cells.count {
            let c = cells[p.new]
            if differs(image, reference, left: c.leftPx, top: c.topPx, right: c.rightPx, bottom: c.bottomPx, noiseLevels: noiseLevels) {
                // What inside it moved or was resized, when its boxes say (`ScreenPair.inside`).
                if let trees, let box = c.box, p.reference < referenceBoxes.count, let old = referenceBoxes[p.reference] {
                    let inside = ScreenPair.inside(box, of: trees.new, old, of: trees.reference)
                    if !inside.isEmpty {
                        notes.append("against the reference: inside \(match.places[p.new]) (its frame unchanged): \(inside.joined(separator: "; "))")
                        continue
                    }
                }
                changed.append(match.places[p.new])
            } else {
                unchanged += 1
            }
        }
        if !changed.isEmpty {
            notes.append("content changed inside unmoved cells (text or images, not the layout): \(SnapshotMatch.listed(changed, separator: "; "))")
        }
        if match.pairs.count > 0 { notes.append("\(unchanged) of \(match.pairs.count) matched cells are the reference's, frame and pixels") }
        return notes
    }

    /// Whether any pixel of the box differs between the two images by more than `noiseLevels` in a channel.
    static func differs(_ a: RasterImage, _ b: RasterImage, left: Int, top: Int, right: Int, bottom: Int, noiseLevels: Int) -> Bool {
        guard right <= min(a.widthPx, b.widthPx), bottom <= min(a.heightPx, b.heightPx), left >= 0, top >= 0 else { return true }
        for y in top..<bottom {
            var ia = (y * a.widthPx + left) * 4, ib = (y * b.widthPx + left) * 4
            for _ in left..<right {
                for k in 0..<4 where abs(Int(a.rgba[ia + k]) - Int(b.rgba[ib + k])) > noiseLevels { return true }
                ia += 4
                ib += 4
            }
        }
        return false
    }
}
