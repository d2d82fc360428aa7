// ScreenPair: a snapshot pair's two trees matched level by level — the reference's cells are found
// where the new screenshot's are, not read again on their own.
//
// Rule (Docs/snapshot-failures.md, "Two trees"):
// - The new screenshot's grid is read as `check --image` reads it: its cells are the children of one
//   box (`ScreenGrid.parent`). That box's place in its tree — the page, a panel in it, a section in
//   that — is followed down the reference's tree: at each level, the reference's box child that
//   overlaps the new one most (intersection over union, over a half) is its match. Where a level
//   has no match, the deepest box matched holds the reference's candidates, at any depth.
// - The reference's candidates are the box children of the matched box (a lattice's cells by the
//   new grid's own convention for its lines), each kept when it overlaps a new cell by over a
//   quarter; when it holds two new cells side by side or one above the other (each three quarters
//   inside it) — cells that touched and now part — it is split between them at the seam its pixels
//   show between their middles (the middle of the new gap when none shows); when it
//   overlaps no new box of the grid's parent and is a cell's size (within a quarter of the new
//   cells' widths and heights), it is a cell that went. Any other box (a heading, a bar, matched by
//   a new box that is no cell) is not a cell of either. A new cell of which only content was found
//   (unseen: no box) is matched with such a cell of the reference's own reading.
// - Inside a matched cell whose frame did not change but whose pixels did, the two cells' own boxes
//   are matched the same way, and what moved or was resized there is said: a widget shrunk inside
//   an unmoved section is a box resized, not "content".

package enum ScreenPair {
    /// A reference cell: its box in the reference's image (right and bottom exclusive), and the box of
    /// the reference's tree it is, when it is one whole.
    package struct Frame: Sendable, Hashable {
        package var left: Int, top: Int, right: Int, bottom: Int
        package var box: Int?
        var width: Int { right - left }
        var height: Int { bottom - top }
    }

    /// The reference's cells for the new screenshot's `grid`, from the reference's tree, by the rule
    /// above — for the grid's parent, and for each section beside it whose cells were added
    /// (`PaintedCells.addPeerSections`).
    package static func referenceCells(new grid: PaintedCells, reference: PaintedCells, referenceImage: RasterImage) -> [Frame] {
        let own = reference.cells.map { Frame(left: $0.leftPx, top: $0.topPx, right: $0.rightPx, bottom: $0.bottomPx, box: $0.box) }
        guard let parent = grid.parent, !grid.cells.isEmpty else { return own }
        let tree = grid.tree
        /// The holder a cell's box descends from: a section beside the grid's, else the grid's parent.
        func holder(_ cell: PaintedCells.Cell) -> Int {
            var at = cell.box.flatMap { tree.boxes[$0].parent }
            while let i = at { if grid.peers.contains(i) { return i }; at = tree.boxes[i].parent }
            return parent
        }
        var out: [Frame] = []
        var seen = Set<Frame>()
        for h in [parent] + grid.peers {
            let cells = grid.cells.filter { holder($0) == h }.map { Frame(left: $0.leftPx, top: $0.topPx, right: $0.rightPx, bottom: $0.bottomPx, box: $0.box) }
            guard !cells.isEmpty else { continue }
            for f in referenceCells(of: h, cells: cells, grid: grid, reference: reference, referenceImage: referenceImage) where seen.insert(f).inserted { out.append(f) }
        }
        // Cells of which only content was found (no box): the reference's own such cells where they are.
        for cell in grid.cells where cell.box == nil {
            let frame = Frame(left: cell.leftPx, top: cell.topPx, right: cell.rightPx, bottom: cell.bottomPx)
            for old in reference.cells where !old.seen {
                let f = Frame(left: old.leftPx, top: old.topPx, right: old.rightPx, bottom: old.bottomPx)
                if overlap(frame, f) > 0.25, seen.insert(f).inserted { out.append(f) }
            }
        }
        return out.sorted { ($0.top, $0.left) < ($1.top, $1.left) }
    }

    /// The reference's cells for `cells`, the children of box `parent` of the new tree.
    static func referenceCells(of parent: Int, cells: [Frame], grid: PaintedCells, reference: PaintedCells, referenceImage: RasterImage) -> [Frame] {
        let newTree = grid.tree, refTree = reference.tree
        // The parent's place, page first, followed down the reference's tree.
        var chain: [Int] = []
        var at: Int? = parent
        while let i = at { chain.insert(i, at: 0); at = newTree.boxes[i].parent }
        var matched = 0, complete = true
        for n in chain.dropFirst() {
            guard let m = best(newTree.boxes[n], among: refTree.childBoxes(matched).map { (refTree.boxes[$0], $0) }, least: 0.5) else { complete = false; break }
            matched = m
        }
        let gaps = grid.lines == "gaps"
        var holders = [matched]
        if !complete {
            // Every box under the deepest match holds candidates.
            var k = 0
            while k < holders.count, holders.count < 4096 { holders += refTree.childBoxes(holders[k]); k += 1 }
        }
        let candidates = holders.flatMap { ScreenGrid.candidates(refTree, parent: $0, region: reference.region, linesAreGaps: gaps) }
        let siblings = ScreenGrid.candidates(newTree, parent: parent, region: grid.region, linesAreGaps: gaps)
            .map { Frame(left: $0.leftPx, top: $0.topPx, right: $0.rightPx, bottom: $0.bottomPx, box: $0.box) }
        let widths = (cells.map(\.width).min()!, cells.map(\.width).max()!), heights = (cells.map(\.height).min()!, cells.map(\.height).max()!)
        var out: [Frame] = []
        var seen = Set<Frame>()
        for c in candidates {
            let frame = Frame(left: c.leftPx, top: c.topPx, right: c.rightPx, bottom: c.bottomPx, box: c.box)
            guard seen.insert(frame).inserted else { continue }
            let held = cells.filter { inside($0, frame) >= 0.75 }
            if held.count >= 2, let pieces = split(frame, at: held, image: referenceImage) {
                out += pieces
            } else if cells.contains(where: { overlap($0, frame) > 0.25 }) {
                out.append(frame)
            } else if !siblings.contains(where: { overlap($0, frame) > 0.25 }),
                      4 * frame.width >= 3 * widths.0, 4 * frame.width <= 5 * widths.1, 4 * frame.height >= 3 * heights.0, 4 * frame.height <= 5 * heights.1 {
                out.append(frame)
            }
        }
        return out
    }

    /// Intersection over union of two frames.
    static func overlap(_ a: Frame, _ b: Frame) -> Double {
        let w = min(a.right, b.right) - max(a.left, b.left), h = min(a.bottom, b.bottom) - max(a.top, b.top)
        guard w > 0, h > 0 else { return 0 }
        let i = Double(w * h)
        return i / (Double(a.width * a.height + b.width * b.height) - i)
    }

    /// The share of `a` inside `b`.
    static func inside(_ a: Frame, _ b: Frame) -> Double {
        let w = min(a.right, b.right) - max(a.left, b.left), h = min(a.bottom, b.bottom) - max(a.top, b.top)
        guard w > 0, h > 0, a.width > 0, a.height > 0 else { return 0 }
        return Double(w * h) / Double(a.width * a.height)
    }

    /// The box of `boxes` that overlaps `box` most, over `least`.
    static func best(_ box: ScreenBox, among boxes: [(ScreenBox, Int)], least: Double) -> Int? {
        let a = Frame(left: box.left, top: box.top, right: box.right, bottom: box.bottom)
        var found: (Double, Int)?
        for (b, i) in boxes {
            let o = overlap(a, Frame(left: b.left, top: b.top, right: b.right, bottom: b.bottom))
            if o > least, o > found?.0 ?? 0 { found = (o, i) }
        }
        return found?.1
    }

    /// `frame` split between the cells it holds, side by side (or one above the other): between
    /// each two of them (from one's middle to the other's), where the reference's pixels change
    /// sharply across three fifths of the frame at least (a seam between two photos), the most; else
    /// at the middle of their gap. Nil when they are neither.
    static func split(_ frame: Frame, at held: [Frame], image: RasterImage) -> [Frame]? {
        let across = held.sorted { $0.left < $1.left }
        let sideBySide = zip(across, across.dropFirst()).allSatisfy { $0.right <= $1.left + 1 }
        let down = held.sorted { $0.top < $1.top }
        let stacked = zip(down, down.dropFirst()).allSatisfy { $0.bottom <= $1.top + 1 }
        guard sideBySide || stacked else { return nil }
        let cells = sideBySide ? across : down
        /// On how many lines across the frame the pixels change sharply (over 24 levels in all)
        /// between line `k - 1` and `k`: a seam changes on nearly all of them, a photo's own edge not.
        func change(_ k: Int) -> Int {
            var n = 0
            let span = sideBySide ? frame.top..<frame.bottom : frame.left..<frame.right
            for t in span {
                let (x0, y0, x1, y1) = sideBySide ? (k - 1, t, k, t) : (t, k - 1, t, k)
                guard x0 >= 0, y0 >= 0, x1 < image.widthPx, y1 < image.heightPx else { continue }
                let a = (y0 * image.widthPx + x0) * 4, b = (y1 * image.widthPx + x1) * 4
                var sum = 0
                for c in 0..<3 { sum += abs(Int(image.rgba[a + c]) - Int(image.rgba[b + c])) }
                if sum > 24 { n += 1 }
            }
            return n
        }
        var seams: [Int] = []
        let (low, high) = sideBySide ? (frame.left, frame.right) : (frame.top, frame.bottom)
        let lines = sideBySide ? frame.height : frame.width
        for (a, b) in zip(cells, cells.dropFirst()) {
            let end = sideBySide ? a.right : a.bottom, start = sideBySide ? b.left : b.top
            // Between the two cells' middles: where their shared edge was before they parted.
            let from = max(low + 1, sideBySide ? (a.left + a.right) / 2 : (a.top + a.bottom) / 2)
            let to = min(high - 1, sideBySide ? (b.left + b.right) / 2 : (b.top + b.bottom) / 2)
            guard from <= to else { return nil }
            let middle = (end + start) / 2
            let sharpest = (from...to).max { (change($0), -abs($0 - middle)) < (change($1), -abs($1 - middle)) }!
            seams.append(5 * change(sharpest) >= 3 * lines ? sharpest : middle)
        }
        let bounds = [low] + seams + [high]
        return zip(bounds, bounds.dropFirst()).map { s, e in
            sideBySide ? Frame(left: s, top: frame.top, right: e, bottom: frame.bottom) : Frame(left: frame.left, top: s, right: frame.right, bottom: e)
        }
    }

    /// What changed inside a cell whose frame did not (`newBox` of `newTree`, `referenceBox` of
    /// `referenceTree`): its boxes matched (over a quarter), each that moved or was resized said, up
    /// to three; boxes added or gone counted. Empty when its boxes are the reference's.
    package static func inside(_ newBox: Int, of newTree: ScreenTree, _ referenceBox: Int, of referenceTree: ScreenTree) -> [String] {
        func frames(_ tree: ScreenTree, _ box: Int) -> [Frame] {
            tree.childBoxes(box).map { let b = tree.boxes[$0]; return Frame(left: b.left, top: b.top, right: b.right, bottom: b.bottom, box: $0) }
                .filter { $0.width >= 4 && $0.height >= 4 }
        }
        let now = frames(newTree, newBox), before = frames(referenceTree, referenceBox)
        var pairs: [(Double, Int, Int)] = []
        for (i, a) in now.enumerated() { for (j, b) in before.enumerated() { let o = overlap(a, b); if o > 0.25 { pairs.append((o, i, j)) } } }
        pairs.sort { ($0.0, -$0.1, -$0.2) > ($1.0, -$1.1, -$1.2) }
        var usedNew = Set<Int>(), usedOld = Set<Int>()
        var said: [String] = []
        var changed = 0
        for (_, i, j) in pairs where !usedNew.contains(i) && !usedOld.contains(j) {
            usedNew.insert(i); usedOld.insert(j)
            let a = now[i], b = before[j]
            guard a.left != b.left || a.top != b.top || a.width != b.width || a.height != b.height else { continue }
            changed += 1
            guard said.count < 3 else { continue }
            var words: [String] = []
            if a.left != b.left || a.top != b.top { words.append("moved \(a.left - b.left >= 0 ? "+" : "")\(a.left - b.left), \(a.top - b.top >= 0 ? "+" : "")\(a.top - b.top)px") }
            if a.width != b.width { words.append("\(abs(a.width - b.width))px \(a.width < b.width ? "narrower" : "wider")") }
            if a.height != b.height { words.append("\(abs(a.height - b.height))px \(a.height < b.height ? "shorter" : "taller")") }
            said.append("the \(b.width) × \(b.height)px box at x \(b.left), y \(b.top) \(words.joined(separator: ", "))")
        }
        let added = now.count - usedNew.count, gone = before.count - usedOld.count
        if changed > said.count { said.append("\(changed - said.count) more moved or resized") }
        if added > 0 { said.append("\(added) box\(added == 1 ? "" : "es") new") }
        if gone > 0 { said.append("\(gone) box\(gone == 1 ? "" : "es") gone") }
        return said
    }
}
