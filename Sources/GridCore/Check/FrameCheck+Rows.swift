// FrameCheck+Rows: each frame's pixels and the rows the rules judge (Rules/, `CheckRules`).
//
// Rule: an edge is rounded to the nearest pixel (half away from zero) before gaps and widths are
// compared, so one misplaced edge gives one off-grid finding plus what it does to its neighbours. A
// row is the frames with equal top in whole px (all frames one row when none has a y), or the rows
// the reader found (a screenshot's bands), each sorted by left edge; a frame of no width or height
// is in no row.

extension FrameCheck {
    /// A row: frames with equal top edges in whole px (all frames when none has a y), left to right.
    package struct Row: Sendable {
        /// The row's top edge in px (0 without y values).
        package let topPx: Int
        /// Its frames' indices, by left edge (then index).
        package let frames: [Int]
        /// The lowest bottom edge among its frames with a height, in whole px.
        package let bottomPx: Int?
    }

    // MARK: Pixels of a frame (`FrameGeometry`'s, which the rules read)

    func leftPx(_ i: Int) -> Int { geometry.leftPx(i) }
    func rightPx(_ i: Int) -> Int { geometry.rightPx(i) }
    func topPx(_ i: Int) -> Int { geometry.topPx(i) }
    func bottomPx(_ i: Int) -> Int { geometry.bottomPx(i) }
    package func pixelBoxes() -> [(leftPx: Int, topPx: Int, rightPx: Int, bottomPx: Int)] { geometry.pixelBoxes() }
    func isZeroSize(_ i: Int) -> Bool { geometry.isZeroSize(i) }

    /// Each frame's place as reports name it: `row r, cell k` (rows top to bottom, cells left to
    /// right), a staggered layout's `column c, cell k`, and `frame i` for one in neither (zero-size).
    package func cellPlaces() -> [String] {
        staggered ? Self.places(count: frames.count, groups: staggeredColumns, word: "column")
            : Self.places(count: frames.count, groups: rows().map(\.frames))
    }

    /// `count` frames named by their place in `groups` (`row 2, cell 3`), `frame i` in none.
    package static func places(count: Int, groups: [[Int]], word: String = "row") -> [String] {
        var places = (0..<count).map { "frame \($0)" }
        for (g, group) in groups.enumerated() { for (k, i) in group.enumerated() where i < count { places[i] = "\(word) \(g + 1), cell \(k + 1)" } }
        return places
    }

    /// The rows, top to bottom, of the frames that have a size (`isZeroSize` ones are left out):
    /// frames of equal top, or the rows the reader found (`rowOfFrame`: a screenshot's bands).
    func rows() -> [Row] {
        let m = model
        var byRow: [Int: [Int]] = [:]
        for i in frames.indices where !isZeroSize(i) { byRow[rowOfFrame?[i] ?? topPx(i), default: []].append(i) }
        return byRow.keys.sorted().map { key in
            let members = byRow[key]!.sorted { (leftPx($0), $0) < (leftPx($1), $1) }
            let bottoms = members.compactMap { i in frames[i].height.map { m.y(frames[i].y ?? m.originY, plus: $0) } }
            let top = rowOfFrame == nil ? key : members.map(topPx).min() ?? 0
            return Row(topPx: top, frames: members, bottomPx: bottoms.map { Int($0.rounded(.toNearestOrAwayFromZero)) }.max())
        }
    }
}

extension FrameGeometry {
    // Each frame's pixels: what every rule reads of the geometry.

    /// A number as px: the value × scale.
    func px(_ value: Double) -> Double { value * scale.pixelsPerPoint }
    /// A px value for a message: at most 4 decimals.
    func text(_ value: Double) -> String { decimalText(value, maxFractionDigits: 4) }
    /// Frame `i`'s left edge, in whole px from the container's left.
    func leftPx(_ i: Int) -> Int { Int(model.x(frames[i].x).rounded(.toNearestOrAwayFromZero)) }
    /// Frame `i`'s right edge, in whole px from the container's left.
    func rightPx(_ i: Int) -> Int { Int(model.x(frames[i].x, plus: frames[i].width).rounded(.toNearestOrAwayFromZero)) }
    /// Frame `i`'s top edge in whole px from the container's top (0 without a y).
    func topPx(_ i: Int) -> Int { Int((frames[i].y.map { model.y($0) } ?? 0).rounded(.toNearestOrAwayFromZero)) }
    /// Frame `i`'s bottom edge in whole px (its top without a y or a height).
    func bottomPx(_ i: Int) -> Int {
        guard let y = frames[i].y, let h = frames[i].height else { return topPx(i) }
        return Int(model.y(y, plus: h).rounded(.toNearestOrAwayFromZero))
    }

    /// Every frame's edges in whole px from the container's left and top, by index (what a report
    /// draws of a dump).
    package func pixelBoxes() -> [(leftPx: Int, topPx: Int, rightPx: Int, bottomPx: Int)] {
        frames.indices.map { (leftPx($0), topPx($0), rightPx($0), bottomPx($0)) }
    }

    /// Whether frame `i` has no width, or no height, in whole px: it is nobody's neighbour.
    func isZeroSize(_ i: Int) -> Bool {
        guard rightPx(i) != leftPx(i) else { return true }
        guard let y = frames[i].y, let h = frames[i].height else { return false }
        return model.y(y).rounded(.toNearestOrAwayFromZero) == model.y(y, plus: h).rounded(.toNearestOrAwayFromZero)
    }

}
