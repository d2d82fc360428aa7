// CoverEvidence: why a cell of a dump of visible bounds (uiautomator) is smaller than its content —
// found in the dump, or the cell is judged as reported.
//
// Rule (Docs/check-and-sweep.md, "What each excuse needs"): a cell whose content (the union of its
// descendants' frames) passes one of its edges is cut there only on evidence:
// - a scroller's edge: an ancestor that scrolls (up to the container) has its edge on that side
//   where the cell's visible edge is (within one unit), and the content passes it; or
// - a cover: a node drawn after the cell (later in the dump, not inside it) whose frame holds the
//   whole strip the cell lost — along the cut edge, from the visible edge to the content's edge
//   (within one unit) — and whose own edge is where the cell's visible edge is: what cuts a cell
//   begins where the cell stops showing (a scrim over the whole screen holds every strip and cuts
//   nothing).
// A cell cut on two opposite sides (left and right, or top and bottom) is cut by nothing a screen
// has: no excuse. Each edge with evidence is restored to the content's, and the reports cite the
// evidence (the node's line and frame); an edge without it is judged as reported. The search is
// bounded: at most `maxComparisons` node frames looked at in one dump (past it, no more evidence).

import GridCore

/// The evidence for cut cells in one dump's nodes.
struct CoverEvidence {
    /// The most node frames the search looks at in one dump.
    static let maxComparisons = 10_000_000

    private let nodes: [DumpNode]
    private let unit: FramesDump.Unit
    private let cells: Set<Int>
    private var budget = maxComparisons
    /// Where each node's subtree ends (exclusive) in the dump's depth-first order, found once when
    /// first needed.
    private var subtreeEnd: [Int] = []
    /// The nodes that may cover a cell (outside every cell, with a frame), by the 256-unit rows of
    /// the screen they span (a node spanning more than 64 such rows is in `tall`), in document order.
    private var covers: [Int: [Int]] = [:]
    private var tall: [Int] = []

    /// The evidence in `nodes` for the cut cells among `cells`.
    init(_ nodes: [DumpNode], unit: FramesDump.Unit, cells: Set<Int>) {
        self.nodes = nodes
        self.unit = unit
        self.cells = cells
    }

    /// The subtrees and the covers' index, built once, when the first cut cell needs them.
    private mutating func index() {
        guard subtreeEnd.isEmpty else { return }
        subtreeEnd = nodes.indices.map { $0 + 1 }
        for k in nodes.indices.reversed() { if let p = nodes[k].parent { subtreeEnd[p] = max(subtreeEnd[p], subtreeEnd[k]) } }
        var k = 0
        while k < nodes.count {
            if cells.contains(k) { k = subtreeEnd[k]; continue }  // a cell and what is inside it
            if let f = nodes[k].frame, let y = f.y, let h = f.height {
                let first = Self.row(y), last = Self.row(y + h)
                if last - first > 64 { tall.append(k) } else { for r in first...last { covers[r, default: []].append(k) } }
            }
            k += 1
        }
    }

    /// The 256-unit row of the screen a coordinate is in.
    private static func row(_ v: Double) -> Int { v.isFinite ? Int(min(max((v / 256).rounded(.down), -1e7), 1e7)) : 0 }

    /// Cell `i`'s frame grown to `content` on each edge with evidence, and what cuts it; nil when
    /// no edge has any.
    mutating func restored(_ i: Int, frame: FramesDump.Frame, content: FramesDump.Frame) -> (frame: FramesDump.Frame, because: [String: String])? {
        guard let y = frame.y, let h = frame.height, let cy = content.y, let ch = content.height else { return nil }
        var left = frame.x, right = frame.x + frame.width, top = y, bottom = y + h
        let cut = (left: content.x < left, right: content.x + content.width > right, top: cy < top, bottom: cy + ch > bottom)
        // Both sides of one axis: nothing on a screen does that.
        let horizontal = cut.left != cut.right, vertical = cut.top != cut.bottom
        var because: [String: String] = [:]
        // The strip lost on each side, as (x0, y0, x1, y1).
        if horizontal, cut.left, let why = evidence(i, side: .left, strip: (content.x, top, left, bottom)) { left = content.x; because["left"] = why }
        if horizontal, cut.right, let why = evidence(i, side: .right, strip: (right, top, content.x + content.width, bottom)) { right = content.x + content.width; because["right"] = why }
        if vertical, cut.top, let why = evidence(i, side: .top, strip: (left, cy, right, top)) { top = cy; because["top"] = why }
        if vertical, cut.bottom, let why = evidence(i, side: .bottom, strip: (left, bottom, right, cy + ch)) { bottom = cy + ch; because["bottom"] = why }
        guard !because.isEmpty else { return nil }
        return (FramesDump.Frame(x: left, y: top, width: right - left, height: bottom - top), because)
    }

    private enum Side { case left, right, top, bottom }

    /// What cuts cell `i` on `side`, losing `strip`: a scrolling ancestor's edge, or a node drawn
    /// over the strip; nil when the dump shows neither.
    private mutating func evidence(_ i: Int, side: Side, strip: (x0: Double, y0: Double, x1: Double, y1: Double)) -> String? {
        let slack = unit == .devicePixels ? 1.0 : 0.5
        let visibleEdge: Double
        switch side {
        case .left: visibleEdge = strip.x1
        case .right: visibleEdge = strip.x0
        case .top: visibleEdge = strip.y1
        case .bottom: visibleEdge = strip.y0
        }
        // A scroller's edge: an ancestor that scrolls, its edge where the cell's visible edge is.
        var at = nodes[i].parent
        while let a = at, budget > 0 {
            budget -= 1
            if nodes[a].scrolls != .none, let f = nodes[a].frame, let fy = f.y, let fh = f.height {
                let edge: Double
                switch side {
                case .left: edge = f.x
                case .right: edge = f.x + f.width
                case .top: edge = fy
                case .bottom: edge = fy + fh
                }
                if abs(edge - visibleEdge) <= slack { return "cut by its scroller's \(side) edge (\(nodes[a].label), line \(nodes[a].line))" }
            }
            at = nodes[a].parent
        }
        // A cover: a node after the cell's subtree, outside every cell, whose frame holds the strip.
        index()
        for k in (tall + (covers[Self.row((strip.y0 + strip.y1) / 2)] ?? [])) where k >= subtreeEnd[i] {
            guard budget > 0 else { break }
            budget -= 1
            // It holds the strip, and its edge is where the cell's visible edge is: it is what cuts
            // the cell there (a scrim over the whole screen holds every strip and cuts nothing).
            guard let f = nodes[k].frame, let fy = f.y, let fh = f.height else { continue }
            let edge: Double
            switch side {
            case .left: edge = f.x + f.width
            case .right: edge = f.x
            case .top: edge = fy + fh
            case .bottom: edge = fy
            }
            if abs(edge - visibleEdge) <= slack,
               f.x <= strip.x0 + slack, f.x + f.width >= strip.x1 - slack, fy <= strip.y0 + slack, fy + fh >= strip.y1 - slack {
                return "covered by \(nodes[k].label) at line \(nodes[k].line) (\(DumpSelection.box(nodes[k], unit)))"
            }
        }
        return nil
    }

}
