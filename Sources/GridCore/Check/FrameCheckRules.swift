// FrameCheckRules: the findings of a check, one function per rule (each rule is stated in
// FrameCheck.swift's header), and the order they are reported in: for each frame its off-grid
// edges and overflow, then for each row (top to bottom) its gaps, unevenness, flow-layout sum and
// overlap with the row above, then a gridcalc document's flow-layout sum, then the mismatches.

extension FrameCheck {
    /// Everything the rules find, in a stable order.
    package func findings() -> [CheckDocument.Finding] {
        var out: [CheckDocument.Finding] = []
        let rows = staggered ? [] : rows()
        let cutInRow = rows.map(clippedFrames)  // once: the frames a scroller cuts, row by row
        let clipped = Set(cutInRow.joined())
        for i in frames.indices {
            if unit != .cssPainted { out += offGridEdges(of: i) }  // a browser snaps its rects itself
            if let visible = visibleFrames[i] { out += cutFindings(i, visible: visible) }
            if !clipped.contains(i) { out += overflow(of: i) }  // a scroller's cut cell is not past it
            if isZeroSize(i) { out.append(zeroSizeFinding(i)) }
        }
        if staggered { out += staggeredFindings() }
        let verticalCut = staggered ? [] : verticallyClipped()
        for (i, edge) in verticalCut { out.append(verticallyClippedFinding(i, edge: edge)) }
        out += rowHeightFindings(rows, cut: Set(verticalCut.map(\.frame)))
        var above: Row?
        for (row, cut) in zip(rows, cutInRow) {
            out += gaps(in: row)
            for i in cut { out.append(clippedFinding(i)) }
            let whole = cut.isEmpty ? row : Row(topPx: row.topPx, frames: row.frames.filter { !cut.contains($0) }, bottomPx: row.bottomPx)
            if judgesEvenness, let finding = unevenWidths(of: whole.frames, in: "row at y \(row.topPx)px") { out.append(finding) }
            if flowSum, unit == .points, flowLayout == nil, let finding = rowSumOverflow(of: row) { out.append(finding) }
            if let above, let finding = overlap(of: row, below: above) { out.append(finding) }
            above = row.bottomPx == nil ? nil : row
        }
        if let finding = flowLayoutOverflow() { out.append(finding) }
        out += mismatches(rows: rows)
        return out
    }

    /// A row: frames with equal top edges in whole px (all frames when none has a y), left to right.
    struct Row {
        /// The row's top edge in px (0 without y values).
        let topPx: Int
        /// Its frames' indices, by left edge (then index).
        let frames: [Int]
        /// The lowest bottom edge among its frames with a height, in whole px.
        let bottomPx: Int?
    }

    // MARK: Pixels of a frame

    /// A number as px: the value × scale.
    private func px(_ value: Double) -> Double { value * scale.pixelsPerPoint }
    /// A px value for a message: at most 4 decimals.
    private func text(_ value: Double) -> String { decimalText(value, maxFractionDigits: 4) }
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

    // MARK: Rules about one frame

    /// off-grid: each edge further than the tolerance from a whole pixel.
    func offGridEdges(of i: Int) -> [CheckDocument.Finding] {
        let f = frames[i], m = model
        var edges = [("left", m.x(f.x), m.terms([f.x], origin: m.originX)),
                     ("right", m.x(f.x, plus: f.width), m.terms([f.x, f.width], origin: m.originX))]
        if let y = f.y {
            edges.append(("top", m.y(y), m.terms([y], origin: m.originY)))
            if let h = f.height { edges.append(("bottom", m.y(y, plus: h), m.terms([y, h], origin: m.originY))) }
        }
        return edges.compactMap { edge, value, terms in
            guard isOffGrid(value, written: terms) else { return nil }
            let nearest = value.rounded(.toNearestOrAwayFromZero)
            return CheckDocument.Finding(.offGrid, [i], edge: edge, expected: nearest, actual: value,
                                message: "frame \(i): \(edge) edge at \(text(value))px, \(text(abs(value - nearest)))px off the pixel grid (nearest \(text(nearest))px)")
        }
    }

    /// Whether an edge at `value` px, written as the sum of the numbers `written` (in `unit`), is
    /// further than the tolerance from a whole pixel. Within 1e-9 px of the tolerance the doubles
    /// cannot tell, and the decimals the document wrote decide (`ExactDecimal`).
    func isOffGrid(_ value: Double, written: [Double]) -> Bool {
        let distance = abs(value - value.rounded(.toNearestOrAwayFromZero))
        guard abs(distance - tolerancePx) <= 1e-9,
              let s = ExactDecimal(model.pixelsPerUnit), let tolerance = ExactDecimal(tolerancePx),
              var edge = written.first.flatMap(ExactDecimal.init) else { return distance > tolerancePx }
        for term in written.dropFirst() {
            guard let t = ExactDecimal(term) else { return distance > tolerancePx }
            edge = edge + t
        }
        return (edge * s).distanceToNearestInteger > tolerance
    }

    /// overflow: a left edge before the container's, or a right edge past it, by more than the
    /// tolerance.
    func overflow(of i: Int) -> [CheckDocument.Finding] {
        let left = model.x(frames[i].x), right = model.x(frames[i].x, plus: frames[i].width)
        var out: [CheckDocument.Finding] = []
        let slack = Double(slackPx)
        if left < -tolerancePx - slack {
            out.append(CheckDocument.Finding(.overflow, [i], edge: "left", expected: 0, actual: left,
                                    message: "frame \(i): left edge at \(text(left))px, before the container's 0px"))
        }
        if right > Double(containerPx) + tolerancePx + slack {
            out.append(CheckDocument.Finding(.overflow, [i], edge: "right", expected: Double(containerPx), actual: right,
                                    message: "frame \(i): right edge at \(text(right))px, past the container's \(containerPx)px"))
        }
        return out
    }

    // MARK: Rules about a row

    /// Whether frame `i` has no width, or no height, in whole px: it is nobody's neighbour.
    func isZeroSize(_ i: Int) -> Bool {
        guard rightPx(i) != leftPx(i) else { return true }
        guard let y = frames[i].y, let h = frames[i].height else { return false }
        return model.y(y).rounded(.toNearestOrAwayFromZero) == model.y(y, plus: h).rounded(.toNearestOrAwayFromZero)
    }

    /// The `zero-size` finding (a warning) for frame `i`.
    func zeroSizeFinding(_ i: Int) -> CheckDocument.Finding {
        let width = rightPx(i) - leftPx(i)
        let edge = width == 0 ? "width" : "height"
        return CheckDocument.Finding(.zeroSize, [i], edge: edge, expected: 1, actual: 0,
                                     message: "frame \(i): \(edge) 0px (at x \(leftPx(i))px): left out of the gap, overlap and width rules",
                                     severity: .warning)
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

    /// gap and overlap: each pair of neighbours whose gap in whole px is not the spacing — or, for
    /// a browser's rects with a spacing that is not whole device px, not the gap a browser paints
    /// after frame `a`'s right edge (its layout units plus the gap's, rounded as it paints).
    func gaps(in row: Row) -> [CheckDocument.Finding] {
        zip(row.frames, row.frames.dropFirst()).compactMap { a, b in
            let gap = leftPx(b) - rightPx(a)
            let expected = expectedGapPx(after: a)
            let ends = "frame \(a) ends at \(rightPx(a))px, frame \(b) starts at \(leftPx(b))px"
            if abs(gap - expected) <= slackPx { return nil }
            if gap < 0 {
                return CheckDocument.Finding(.overlap, [a, b], edge: "gap", expected: Double(expected), actual: Double(gap),
                                    message: "frames \(a) and \(b) overlap by \(-gap)px (\(ends))")
            }
            guard gap != expected else { return nil }
            let painted = paintedSpacingCss.map { " (\(decimalText($0, maxFractionDigits: 6))css as painted here)" } ?? ""
            return CheckDocument.Finding(.gap, [a, b], edge: "gap", expected: Double(expected), actual: Double(gap),
                                message: "frames \(a) and \(b): gap \(gap)px, expected \(expected)px\(painted) (\(ends))")
        }
    }

    /// The gap expected after frame `a`: the spacing, or for a browser's rects with a spacing of
    /// `paintedSpacingCss` CSS px that is not whole device px, what a browser paints — the next
    /// frame's left edge at a's right edge plus the gap in layout units (1/64 px), rounded half up,
    /// less a's painted right edge.
    func expectedGapPx(after a: Int) -> Int {
        guard let css = paintedSpacingCss else { return spacingPx }
        let f = frames[a], dpr = scale.pixelsPerPoint
        let right = PixelModel.layoutUnits(f.x, dpr) + PixelModel.layoutUnits(f.width, dpr)
        let next = right + PixelModel.layoutUnits(css, dpr)
        return Int((next + 0.5).rounded(.down)) - Int((right + 0.5).rounded(.down))
    }

    /// clipped: in a container that scrolls sideways, the first or last frame of a row that reaches
    /// the container's edge — past it (a list that reports whole cells), or at it and narrower than
    /// the row's widest frame by any amount (one that reports what is visible) — is a cell its
    /// scroller cuts: a warning, left out of `uneven` and `overflow`. A container that does not
    /// scroll keeps every rule: a narrow last column there is a finding.
    func clippedFrames(in row: Row) -> [Int] {
        guard containerScrolls, let first = row.frames.first, let last = row.frames.last else { return [] }
        let widest = row.frames.map { rightPx($0) - leftPx($0) }.max() ?? 0
        let narrower = { (i: Int) in rightPx(i) - leftPx(i) < widest }
        var out: [Int] = []
        if leftPx(first) < 0 || (leftPx(first) == 0 && narrower(first)) { out.append(first) }
        if last != first || out.isEmpty, rightPx(last) > containerPx || (rightPx(last) == containerPx && narrower(last)) { out.append(last) }
        return out
    }

    /// The `clipped` finding (a warning) for frame `i`.
    func clippedFinding(_ i: Int) -> CheckDocument.Finding {
        let atLeft = leftPx(i) <= 0
        let width = rightPx(i) - leftPx(i)
        return CheckDocument.Finding(.clipped, [i], edge: atLeft ? "left" : "right", expected: Double(atLeft ? 0 : containerPx),
                                     actual: Double(atLeft ? leftPx(i) : rightPx(i)),
                                     message: "frame \(i): \(width)px wide, cut at the container's \(atLeft ? "left" : "right") edge (clipped by its scroller): left out of the width comparison",
                                     severity: .warning)
    }

    /// The `clipped` findings (warnings) for frame `i`, reported smaller than its content: one per
    /// edge its content passes, which it is judged by, each citing what the dump shows cuts it.
    func cutFindings(_ i: Int, visible v: FramesDump.Frame) -> [CheckDocument.Finding] {
        func evidence(_ edge: String) -> String { coveredBy[i]?[edge] ?? "cut" }
        let m = model, px = { (value: Double) in Int(value.rounded(.toNearestOrAwayFromZero)) }
        let f = frames[i]
        var edges = [("left", px(m.x(f.x)), px(m.x(v.x))), ("right", px(m.x(f.x, plus: f.width)), px(m.x(v.x, plus: v.width)))]
        if let y = f.y, let vy = v.y {
            edges.append(("top", px(m.y(y)), px(m.y(vy))))
            if let h = f.height, let vh = v.height { edges.append(("bottom", px(m.y(y, plus: h)), px(m.y(vy, plus: vh)))) }
        }
        return edges.filter { $0.1 != $0.2 }.map { edge, content, visible in
            CheckDocument.Finding(.clipped, [i], edge: edge, expected: Double(content), actual: Double(visible),
                                  message: "frame \(i): its \(edge) edge is seen at \(visible)px but its content reaches \(content)px (\(evidence(edge))): judged where its content is",
                                  severity: .warning)
        }
    }

    /// uneven (a warning): widths among `members` that differ by more than 1px; expected is the
    /// narrowest, actual the widest, the error their spread.
    func unevenWidths(of members: [Int], in place: String) -> CheckDocument.Finding? {
        let widths = members.map { rightPx($0) - leftPx($0) }
        guard let lo = widths.min(), let hi = widths.max(), hi - lo > 1 + slackPx else { return nil }
        let narrow = members[widths.firstIndex(of: lo)!], wide = members[widths.firstIndex(of: hi)!]
        return CheckDocument.Finding(.uneven, [narrow, wide], edge: "width", expected: Double(lo), actual: Double(hi),
                            message: "\(place): widths from \(lo)px (frame \(narrow)) to \(hi)px (frame \(wide)) differ by \(hi - lo)px, more than \(1 + slackPx)px",
                            severity: .warning)
    }

    /// overflow of a row's paste-ready values: the double sum a flow layout evaluates, strictly
    /// left to right, x₀ + w₀ + s + w₁ + …, past the container.
    func rowSumOverflow(of row: Row) -> CheckDocument.Finding? {
        guard let first = row.frames.first, let last = row.frames.last else { return nil }
        let spacingPt = scale.points(spacingPx)
        var sum = frames[first].x
        for (n, i) in row.frames.enumerated() {
            if n > 0 { sum += spacingPt }
            sum += frames[i].width
        }
        guard sum > containerPt else { return nil }
        return CheckDocument.Finding(.overflow, [last], edge: "sum", expected: px(containerPt), actual: px(sum), error: px(sum - containerPt),
                            message: "row at y \(row.topPx)px: x₀ + widths + spacings sum to \(sum.description)pt as doubles,"
                                + " more than the container's \(containerPt.description)pt (by \((sum - containerPt).description)pt):"
                                + " a flow layout wraps frame \(last)")
    }

    /// overlap of rows: the row above ends below this row's top.
    func overlap(of row: Row, below above: Row) -> CheckDocument.Finding? {
        guard let bottom = above.bottomPx, bottom > row.topPx + slackPx else { return nil }
        let first = above.frames[0]
        return CheckDocument.Finding(.overlap, [first, row.frames[0]], edge: "bottom", expected: Double(row.topPx), actual: Double(bottom),
                            message: "the row of frame \(first) ends at \(bottom)px, below the top of the next row (frame \(row.frames[0])) at \(row.topPx)px")
    }

    // MARK: Rules about the whole layout

    /// overflow of a gridcalc document's paste-ready values: its `flow_layout` summed left to right
    /// past the container (the §2 guarantee).
    func flowLayoutOverflow() -> CheckDocument.Finding? {
        guard let f = flowLayout else { return nil }
        let sum = GridDocument.FlowLayout.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: f.itemWidthsPt,
                                                  spacingPt: f.spacingPt, insetRightPt: f.insetRightPt)
        guard sum > containerPt else { return nil }
        return CheckDocument.Finding(.overflow, [max(0, f.itemWidthsPt.count - 1)], edge: "sum", expected: px(containerPt), actual: px(sum), error: px(sum - containerPt),
                            message: "flow_layout values sum to \(sum.description)pt as doubles, more than the"
                                + " container's \(containerPt.description)pt (by \((sum - containerPt).description)pt): a flow layout wraps the last item")
    }

    /// mismatch: against an expected layout, each frame whose px x or width (y and height when
    /// both have them) differs from the expected frame of its index; a different number of frames —
    /// or, against a design's columns, rows (or a staggered layout's columns) with a different number
    /// of cells than the design's columns — is one finding, and nothing is compared frame by frame.
    func mismatches(rows: [Row]) -> [CheckDocument.Finding] {
        var expected = self.expected
        var out: [CheckDocument.Finding] = []
        if let columns = designColumns {
            let widest = staggered ? staggeredColumns.count : rows.map(\.frames.count).max() ?? 0
            if widest > columns.count || (widest < columns.count && (staggered || rows.count > 1)) {
                let what = staggered ? "the frames stand in \(widest) columns" : "rows have \(widest) cell\(widest == 1 ? "" : "s")"
                return [CheckDocument.Finding(.mismatch, [], edge: "count", expected: Double(columns.count), actual: Double(widest),
                                              message: "\(what), the design has \(columns.count) column\(columns.count == 1 ? "" : "s")")]
            }
            if let judged = distributionJudged, !staggered {
                expected = judged.expected
                out += judged.findings
            } else if staggered {
                let index = columnIndices()
                expected = frames.indices.map { i in columns[(index[i] ?? i) % columns.count] }
            } else {
                expected = frames.indices.map { columns[$0 % columns.count] }
            }
        }
        guard let expected else { return out }
        if expected.count != frames.count {
            return [CheckDocument.Finding(.mismatch, [], edge: "count", expected: Double(expected.count), actual: Double(frames.count),
                                          message: "\(frames.count) frames, but the expected layout has \(expected.count)")]
        }
        for (i, (f, e)) in zip(frames, expected).enumerated() {
            var pairs = [("x", leftPx(i), e.xPx), ("width", rightPx(i) - leftPx(i), e.widthPx)]
            if f.y != nil, let ey = e.yPx {
                pairs.append(("y", topPx(i), ey))
                if f.height != nil, let eh = e.heightPx { pairs.append(("height", bottomPx(i) - topPx(i), eh)) }
            }
            for (edge, actual, wanted) in pairs where abs(actual - wanted) > slackPx {
                out.append(CheckDocument.Finding(.mismatch, [i], edge: edge, expected: Double(wanted), actual: Double(actual),
                                        message: "frame \(i): \(edge) \(actual)px, the expected layout has \(wanted)px"))
            }
        }
        return out
    }
}
