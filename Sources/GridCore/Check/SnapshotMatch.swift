// SnapshotMatch: a failed snapshot test explained — each cell of the new screenshot (or dump) matched
// with a cell of the reference, and what changed: cells moved, resized, added, removed.
//
// Rule: both sets of frames in whole px from the same origin (the reference's converted as the
// check's own frames are). Pairs are made greedily, the largest overlap first (intersection over
// union of the two boxes; in x alone when a frame has no height; ties to the lower indices), and a
// pair needs an overlap of more than a quarter: a cell that moved further than three quarters of
// itself is one removed and one added, never a guess. A pair whose left or top edge differs is
// `moved` (dx, dy); whose width or height differs, `resized` (dw, dh): a cell 1px wider whose
// neighbours then moved right 1px is said as both. A new frame in no pair is `added`, a reference
// frame in none `removed`. Cells are named by their place, `row 2, cell 3` (rows top to bottom, cells
// left to right; the reference's by its own rows). The summary says it per row in runs: "row 2:
// cells 3–7 moved right 1px", "row 2, cell 3 is 1px wider", "row 2: the gap after cell 2 went from
// 8px to 9px".

extension FrameCheck {
    /// The match of the frames with the reference (`CheckRequest.snapshotReference`), nil without one.
    func snapshotMatch(rows: [Row]) -> SnapshotMatch? {
        guard let reference = expectation.reference else { return nil }
        let boxes = frames.indices.map { i in SnapshotMatch.Box(x: leftPx(i), y: frames[i].y == nil ? nil : topPx(i), width: rightPx(i) - leftPx(i),
                                                                  height: frames[i].height == nil ? nil : bottomPx(i) - topPx(i)) }
        let referenceBoxes = reference.map { SnapshotMatch.Box(x: $0.xPx, y: $0.yPx, width: $0.widthPx, height: $0.heightPx) }
        return SnapshotMatch(boxes, places: Self.places(count: boxes.count, groups: rows.map(\.frames)), reference: referenceBoxes)
    }

    /// The reference's frames in whole px from the container's origin (`CheckRequest.snapshotReference`).
    package var snapshotReferencePx: [ExpectedFrame]? { expectation.reference }

    /// The reference's frames in whole px, converted as the check's own frames are.
    func referencePx(_ frames: [FramesDump.Frame]) -> [ExpectedFrame] {
        frames.map { f in
            let left = Int(model.x(f.x).rounded(.toNearestOrAwayFromZero)), right = Int(model.x(f.x, plus: f.width).rounded(.toNearestOrAwayFromZero))
            let top = f.y.map { Int(model.y($0).rounded(.toNearestOrAwayFromZero)) }
            let bottom = f.y.flatMap { y in f.height.map { Int(model.y(y, plus: $0).rounded(.toNearestOrAwayFromZero)) } }
            return ExpectedFrame(xPx: left, yPx: top, widthPx: right - left, heightPx: top.flatMap { t in bottom.map { $0 - t } })
        }
    }
}

/// The new frames matched with the reference's.
package struct SnapshotMatch: Sendable {
    /// A frame in whole px.
    package struct Box: Sendable, Hashable {
        package let x: Int, y: Int?, width: Int, height: Int?

        package init(x: Int, y: Int?, width: Int, height: Int?) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }
    /// The reference the rules' examples use: two cells of 100 × 50, 1px apart.
    static let exampleReference = [FramesDump.Frame(x: 0, y: 0, width: 100, height: 50), FramesDump.Frame(x: 101, y: 0, width: 100, height: 50)]

    /// Matched frames: the new one's index and the reference's.
    package let pairs: [(new: Int, reference: Int)]
    /// New frames in no pair.
    package let added: [Int]
    /// Reference frames in no pair.
    package let removed: [Int]
    /// The frames, the reference's, and each one's place (`row 2, cell 3`).
    package let boxes: [Box], reference: [Box], places: [String], referencePlaces: [String]

    /// Matches `boxes` (named by `places`) with `reference` by the rule above.
    package init(_ boxes: [Box], places: [String], reference: [Box]) {
        self.boxes = boxes
        self.reference = reference
        self.places = places
        referencePlaces = FrameCheck.places(count: reference.count, groups: Self.rows(reference))
        // Every overlapping pair, largest overlap first. The reference sorted by x, each box looks only
        // from the first reference box that can reach it (x ≥ its x − the widest reference width) to
        // the first that starts past its right edge: the cells of its column, not the whole screen.
        var candidates: [(overlap: Double, new: Int, reference: Int)] = []
        let byX = reference.indices.sorted { reference[$0].x < reference[$1].x }
        let widest = reference.map(\.width).max() ?? 0
        for (i, a) in boxes.enumerated() {
            var low = 0, high = byX.count
            while low < high { let mid = (low + high) / 2; if reference[byX[mid]].x < a.x - widest { low = mid + 1 } else { high = mid } }
            for j in byX[low...] {
                let b = reference[j]
                if b.x >= a.x + max(a.width, 1) { break }
                let overlap = Self.overlap(a, b)
                if overlap > 0.25 { candidates.append((overlap, i, j)) }
            }
        }
        candidates.sort { ($0.overlap, -$0.new, -$0.reference) > ($1.overlap, -$1.new, -$1.reference) }
        var newTaken = [Bool](repeating: false, count: boxes.count), referenceTaken = [Bool](repeating: false, count: reference.count)
        var pairs: [(new: Int, reference: Int)] = []
        for c in candidates where !newTaken[c.new] && !referenceTaken[c.reference] {
            newTaken[c.new] = true
            referenceTaken[c.reference] = true
            pairs.append((c.new, c.reference))
        }
        self.pairs = pairs.sorted { $0.new < $1.new }
        added = boxes.indices.filter { !newTaken[$0] }
        removed = reference.indices.filter { !referenceTaken[$0] }
    }

    /// Intersection over union (in x alone when either has no height); 0 for boxes apart.
    static func overlap(_ a: Box, _ b: Box) -> Double {
        func shared(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Int { max(0, min(a1, b1) - max(a0, b0)) }
        let wx = shared(a.x, a.x + a.width, b.x, b.x + b.width)
        guard let ay = a.y, let ah = a.height, let by = b.y, let bh = b.height else {
            let union = a.width + b.width - wx
            return union > 0 ? Double(wx) / Double(union) : 0
        }
        let inter = Double(wx) * Double(shared(ay, ay + ah, by, by + bh))
        let union = Double(a.width) * Double(ah) + Double(b.width) * Double(bh) - inter
        return union > 0 ? inter / union : 0
    }

    /// Rows of `boxes` when none are given: boxes whose vertical ranges overlap the row's first,
    /// top to bottom, each left to right.
    static func rows(_ boxes: [Box]) -> [[Int]] {
        let order = boxes.indices.sorted { (boxes[$0].y ?? 0, boxes[$0].x) < (boxes[$1].y ?? 0, boxes[$1].x) }
        var rows: [[Int]] = []
        var bottom = Int.min
        for i in order {
            let top = boxes[i].y ?? 0
            if rows.isEmpty || top >= bottom { rows.append([i]); bottom = top + max(boxes[i].height ?? 0, 1) } else { rows[rows.count - 1].append(i) }
        }
        return rows.map { $0.sorted { boxes[$0].x < boxes[$1].x } }
    }

    /// The first twelve of `items` joined, and how many there are when there are more: a note stays one short line.
    package static func listed(_ items: [String], separator: String) -> String {
        items.prefix(12).joined(separator: separator) + (items.count > 12 ? "\(separator)… (\(items.count) in all)" : "")
    }

    /// `n px` with its direction word.
    static func amount(_ d: Int, _ positive: String, _ negative: String) -> String { "\(d > 0 ? positive : negative) \(abs(d))px" }

    /// `n px` before its comparative: `1px wider`.
    static func size(_ d: Int, _ positive: String, _ negative: String) -> String { "\(abs(d))px \(d > 0 ? positive : negative)" }

    /// A change of one quantity: its edge, the reference's value, the new one's, and how it is said
    /// (from the difference and both values).
    typealias Change = (edge: String, then: Int?, now: Int?, say: (Int, Int, Int) -> String)

    /// A finding of `kind` for each pair and each of `quantities` (new box, reference box) that differs.
    func changes(_ kind: CheckDocument.Finding.Kind, _ quantities: (Box, Box) -> [Change]) -> [CheckDocument.Finding] {
        pairs.flatMap { p in
            quantities(boxes[p.new], reference[p.reference]).compactMap { q -> CheckDocument.Finding? in
                guard let then = q.then, let now = q.now, then != now else { return nil }
                return CheckDocument.Finding(kind, [p.new], edge: q.edge, expected: Double(then), actual: Double(now),
                                             message: "\(places[p.new]) \(q.say(now - then, then, now))")
            }
        }
    }

    /// Where a box is, for a message: `x 120, y 300, 228 × 192px`.
    static func at(_ b: Box) -> String { "x \(b.x)\(b.y.map { ", y \($0)" } ?? ""), \(b.width)\(b.height.map { " × \($0)" } ?? " wide")px" }

    /// The summary, row by row: runs of cells moved alike, cells resized, gaps changed.
    package func summary() -> [String] {
        var referenceOf = [Int?](repeating: nil, count: boxes.count)
        for p in pairs { referenceOf[p.new] = p.reference }
        var lines: [String] = []
        var rowsSeen: [String: [Int]] = [:]
        var rowOrder: [String] = []
        for (i, place) in places.enumerated() {
            let row = place.hasPrefix("row ") ? String(place.prefix { $0 != "," }) : place
            if rowsSeen[row] == nil { rowOrder.append(row) }
            rowsSeen[row, default: []].append(i)
        }
        func cellNumber(_ i: Int) -> String { places[i].split(separator: " ").last.map(String.init) ?? "\(i)" }
        for row in rowOrder {
            let cells = (rowsSeen[row] ?? []).sorted { boxes[$0].x < boxes[$1].x }
            // Runs of neighbours moved by the same (dx, dy).
            var k = 0
            while k < cells.count {
                guard let j = referenceOf[cells[k]] else { k += 1; continue }
                let move = (boxes[cells[k]].x - reference[j].x, (boxes[cells[k]].y ?? 0) - (reference[j].y ?? 0))
                var end = k
                while end + 1 < cells.count, let n = referenceOf[cells[end + 1]],
                      (boxes[cells[end + 1]].x - reference[n].x, (boxes[cells[end + 1]].y ?? 0) - (reference[n].y ?? 0)) == move { end += 1 }
                if move != (0, 0) {
                    let which = k == end ? "cell \(cellNumber(cells[k]))" : "cells \(cellNumber(cells[k]))–\(cellNumber(cells[end]))"
                    let parts = [move.0 == 0 ? nil : Self.amount(move.0, "right", "left"), move.1 == 0 ? nil : Self.amount(move.1, "down", "up")].compactMap { $0 }
                    lines.append("\(row): \(which) moved \(parts.joined(separator: " and "))")
                }
                k = end + 1
            }
            for i in cells { if let j = referenceOf[i], boxes[i].width != reference[j].width {
                lines.append("\(row), cell \(cellNumber(i)) is \(Self.size(boxes[i].width - reference[j].width, "wider", "narrower"))")
            } }
            for (a, b) in zip(cells, cells.dropFirst()) {
                guard let ra = referenceOf[a], let rb = referenceOf[b] else { continue }
                let now = boxes[b].x - (boxes[a].x + boxes[a].width), then = reference[rb].x - (reference[ra].x + reference[ra].width)
                if now != then { lines.append("\(row): the gap after cell \(cellNumber(a)) went from \(then)px to \(now)px") }
            }
            let new = cells.filter { referenceOf[$0] == nil }.map(cellNumber)
            if !new.isEmpty { lines.append("\(row): \(new.count == 1 ? "cell \(new[0]) is" : "cells \(Self.listed(new, separator: ", ")) are") new") }
        }
        if !removed.isEmpty { lines.append("gone from the reference: " + Self.listed(removed.map { referencePlaces[$0] }, separator: "; ")) }
        return lines
    }
}
