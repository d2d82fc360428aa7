// BoxShapes: what a shape on a box's ground is — a solid box, an outlined box, a lattice of cells, or
// content — and its edges without its shadow.
//
// Rule (Docs/check-images.md, "A tree of boxes"), for a shape of not-ground pixels:
// - Its outline is, row by row, its first to its last column. It is solid when its pixels cover at
//   least 80 % of its outline and the outline 70 % of its bounding box (a card, a rounded card, a
//   capsule, a circle, a bar, a photo); its box's sides are where its lines hold them (`heldExtent`).
// - Otherwise it is drawn by lines. With lines of one colour (`uniformLines`) at three sides at least
//   and two inside — or one inside twice as wide as its frame's, where two tiles' borders touch — it
//   is a lattice: its cells are the rectangles between consecutive lines (`latticeLines`). With such
//   lines at its four sides and none inside, it is an outlined box (what it holds may touch its
//   lines: a photo in a frame). A column (row) of it is also a line when the shape covers at least
//   90 % of its height (width): with lines at its four sides only — or, for
//   rounded corners, a side line over half its side with straight opposite sides — it is an outlined
//   box, its border the lines' width.
// - A shape of no box's outline that is boxes joined through their shadows (three cards, the fourth
//   missing: an L) is those boxes (`unshadowed`).
// - A large shape (48px or more each way, covering a quarter of its box: not a net of lines) of no
//   box's outline, one colour filling a third of its pixels, is a panel (chrome joining a window's parts): its inside is read on that colour, and on
//   its ancestors' (what of its box is not the panel).
// - Anything else is content: text, glyphs, icons, a rule.
// - A solid shape's shadow: its pixels that are the ground darkened (`ScreenPixels.isShade`), in a
//   ramp or along its outline (within 3px of its box's sides: an eighth of that band at least) —
//   not three fifths of them one colour within 2 levels inside it: a table's lines. When they are
//   fewer than half of it, the rest (its core) is read as shapes again: each that is not small
//   beside the largest (a quarter of its width or height, a tenth of its pixels) is a box, with a
//   shadow outside it — two cards joined through their shadows are two, when 3px or more of shade
//   part them (a line between two parts is a line of the box). What is taken off all four sides
//   alike, one colour all round — or 2px at most on every side, not fading outward — is the box's
//   border, not a shadow. A shape mostly of shade is a
//   grey box, whole.
// - A solid shape with holes (a twentieth of its box) is split where a gap runs across it
//   (`splitAtGaps`): two cards an overlay joins are two.
// - A solid box's fill is the colour most of its inside has (sampled on a grid); when none covers a
//   third of it, it is a photo (four straight sides, or a disc; else a glyph: content); when it is the ground's, the shape is
//   content (strokes on the ground). Its border: at five places along the middle half of each side, the
//   pixels from its edge inward that are not its fill, up to 4; a side's border is the width most of
//   its places have (a 1px one that blends the outside and the fill is a blurred edge, unless it is
//   one colour on all four sides: a ring).

enum BoxShapes {
    /// The boxes (or content) `shape` of `shapes` is, on `ground` (a row's ground colour).
    static func boxes(of shape: ScreenComponents.Shape, in shapes: ScreenComponents, pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox] {
        func content() -> [ScreenBox] {
            [ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .content, fill: 0)]
        }
        guard shape.width >= 2, shape.height >= 2, shape.pixels >= 4 else { return content() }
        let rows = shapes.rowExtents(shape)
        let outline = rows.reduce(0) { $0 + $1.right - $1.left }
        let boxArea = shape.width * shape.height
        if 5 * shape.pixels >= 4 * outline, 10 * outline >= 7 * boxArea {
            guard straight(shape, rows: rows) || round(shape, outline: outline) else {
                return unshadowed(shape, in: shapes, pixels: pixels, ground: ground) ?? content()
            }
            return solid(shape, in: shapes, pixels: pixels, ground: ground)
        }
        // A disc that holds its parent's colour here and there (an avatar's photo): 70 % of it will do.
        if round(shape, outline: outline, filled: 70) { return solid(shape, in: shapes, pixels: pixels, ground: ground) }
        if let boxes = unshadowed(shape, in: shapes, pixels: pixels, ground: ground) { return boxes }
        if let lines = lined(shape, rows: rows, in: shapes, pixels: pixels, ground: ground) { return lines }
        if let panel = panel(shape, in: shapes, pixels: pixels, ground: ground) { return [panel] }
        return content()
    }

    /// A shape of no box's outline that is boxes joined by their shadows (three cards, one of a row
    /// missing: an L): a tenth of it at least, and under half, the ground darkened; without those
    /// pixels, its pieces (a tenth of the largest at least) each solid (`solid`) and 8px or more each
    /// way, with a shadow.
    @_optimize(speed)
    static func unshadowed(_ shape: ScreenComponents.Shape, in shapes: ScreenComponents, pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox]? {
        var shade = 0
        for run in shapes.runs[shape.runs] {
            let g = ground(Int(run.y))
            for x in Int(run.x0)..<Int(run.x1) where pixels.isShade(pixels[x, Int(run.y)], of: g) { shade += 1 }
        }
        guard 10 * shade >= shape.pixels, 2 * shade < shape.pixels else { return nil }
        let core = ScreenComponents(shapes, shape, pixels: pixels) { p, y in !pixels.isShade(p, of: ground(y)) }
        guard let largest = core.shapes.max(by: { $0.pixels < $1.pixels }) else { return nil }
        let kept = core.shapes.filter { 10 * $0.pixels >= largest.pixels }
        guard kept.count >= 2 else { return nil }
        for piece in kept {
            // Boxes, 8px or more each way — not the sides of a ring whose corners are faint.
            guard piece.width >= 8, piece.height >= 8 else { return nil }
            let rows = core.rowExtents(piece)
            let outline = rows.reduce(0) { $0 + $1.right - $1.left }
            guard 5 * piece.pixels >= 4 * outline, 10 * outline >= 7 * piece.width * piece.height, straight(piece, rows: rows) else { return nil }
        }
        return kept.flatMap { piece in
            solid(piece, in: core, pixels: pixels, ground: ground).map { var b = $0; b.shadow = true; return b }
        }
    }

    /// A large shape of no box's outline (panels joined by chrome: a window's sidebar, toolbar and
    /// content) read as a panel when one colour fills a third of its pixels: its inside is read with
    /// that colour as the ground.
    static func panel(_ shape: ScreenComponents.Shape, in shapes: ScreenComponents, pixels: ScreenPixels, ground: (Int) -> UInt32) -> ScreenBox? {
        guard shape.width >= 48, shape.height >= 48, 4 * shape.pixels >= shape.width * shape.height else { return nil }
        let step = max(1, shape.pixels / 4096)
        var samples: [UInt32] = []
        var k = 0
        for run in shapes.runs[shape.runs] {
            for x in Int(run.x0)..<Int(run.x1) {
                if k % step == 0 { samples.append(pixels[x, Int(run.y)]) }
                k += 1
            }
        }
        let fill = ScreenTree.mostCommon(samples, pixels: pixels)
        guard 3 * fill.count >= samples.count, !pixels.same(fill.colour, ground((shape.top + shape.bottom) / 2)) else { return nil }
        var box = ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .solid, fill: fill.colour)
        box.panel = true
        return box
    }

    /// Whether a pair of opposite sides of `shape` is straight: its left and right columns each hold
    /// the shape's first (last) pixel in half of its rows, or its top and bottom rows (or the next
    /// ones in) each span half of its width.
    static func straight(_ shape: ScreenComponents.Shape, rows: [(left: Int, right: Int, count: Int)]) -> Bool {
        let left = rows.count { $0.count > 0 && $0.left <= shape.left + 1 }, right = rows.count { $0.count > 0 && $0.right >= shape.right - 1 }
        if 2 * left >= rows.count, 2 * right >= rows.count { return true }
        func spans(_ r: Int) -> Bool { r >= 0 && r < rows.count && 2 * (rows[r].right - rows[r].left) >= shape.width }
        return (spans(0) || spans(1)) && (spans(rows.count - 1) || spans(rows.count - 2))
    }

    /// Whether `box` (a solid shape's core) has four straight sides, or is a disc (the middles of its
    /// sides in it, its corners not): a photo, not a glyph.
    static func square(_ box: ScreenBox, pixels: ScreenPixels, ground: (Int) -> UInt32) -> Bool {
        // Along each side, at 9 places over its middle, the pixel just inside is not ground.
        func inside(_ x: Int, _ y: Int) -> Bool { !pixels.same(pixels[x, y], ground(y)) }
        let ys = (1...9).map { box.top + $0 * box.height / 10 }, xs = (1...9).map { box.left + $0 * box.width / 10 }
        let sides = [ys.count { inside(box.left, $0) }, xs.count { inside($0, box.top) }, ys.count { inside(box.right - 1, $0) }, xs.count { inside($0, box.bottom - 1) }]
        if sides.allSatisfy({ $0 >= 7 }) { return true }
        // A disc: three of its sides' middles inside it (a badge may cover the fourth), its corners outside.
        let w = box.width, h = box.height
        guard 5 * w >= 4 * h, 5 * h >= 4 * w else { return false }
        let middles = [inside(box.left, box.top + h / 2), inside(box.left + w / 2, box.top), inside(box.right - 1, box.top + h / 2), inside(box.left + w / 2, box.bottom - 1)]
        let corners = [inside(box.left + 1, box.top + 1), inside(box.right - 2, box.top + 1), inside(box.left + 1, box.bottom - 2), inside(box.right - 2, box.bottom - 2)]
        return middles.count(where: { $0 }) >= 3 && corners.allSatisfy { !$0 }
    }

    /// Whether `shape` is a disc (an avatar): at least 12px, about as wide as tall, and filled.
    static func round(_ shape: ScreenComponents.Shape, outline: Int, filled: Int = 95) -> Bool {
        let w = shape.width, h = shape.height
        return w >= 12 && h >= 12 && 5 * w >= 4 * h && 5 * h >= 4 * w && 100 * shape.pixels >= filled * outline
            && 100 * outline >= 74 * w * h && 100 * outline <= 86 * w * h
    }

    /// A solid shape's boxes: without its shadow, each read for its fill and border.
    @_optimize(speed)
    static func solid(_ shape: ScreenComponents.Shape, in shapes: ScreenComponents, pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox] {
        // The shade's colours: a shadow is a ramp of them, or a line along the shape's outline; lines
        // of one darker colour inside it (a table's) or a fill are not.
        // Counted on every pixel of its outer band (within 4px of its box's sides: where a shadow
        // lies) and on at most 1,024 of the others (every `step`-th), scaled back.
        let step = max(1, shape.pixels / 1_024)
        var shade = 0, outer = 0, band = 0
        /// Each visited pixel that is shade (the ground darkened), and whether it lies in the band; its weight.
        func sampled(_ visit: (UInt32, Bool, Int) -> Void) {
            var k = 0
            for run in shapes.runs[shape.runs] {
                let y = Int(run.y), g = ground(y)
                let edgeRow = y - shape.top < 4 || shape.bottom - 1 - y < 4
                let x0 = Int(run.x0), x1 = Int(run.x1)
                let inner = edgeRow ? x1..<x1 : max(x0, shape.left + 4)..<max(max(x0, shape.left + 4), min(x1, shape.right - 4))
                for x in x0..<x1 where !inner.contains(x) {
                    band += 1
                    let p = pixels[x, y]
                    if pixels.isShade(p, of: g) { visit(p, true, 1) }
                }
                var x = inner.lowerBound + (step - k % step) % step
                k += inner.count
                while x < inner.upperBound {
                    let p = pixels[x, y]
                    if pixels.isShade(p, of: g) { visit(p, false, step) }
                    x += step
                }
            }
        }
        // A shadow shows on the shape's outermost pixels: none there that is shade, no shadow.
        let ring = (0..<16).flatMap { k -> [(Int, Int)] in
            let x = shape.left + k * (shape.width - 1) / 15, y = shape.top + k * (shape.height - 1) / 15
            return [(x, shape.top), (x, shape.bottom - 1), (shape.left, y), (shape.right - 1, y)]
        }
        if ring.contains(where: { pixels.isShade(pixels[$0.0, $0.1], of: ground($0.1)) }) {
            sampled { _, inBand, weight in shade += weight; if inBand { outer += 1 } }
        }
        // A shadow lines the shape's outline: an eighth of its outer band at least is shade (a
        // photo's grain darker than the page here and there is not).
        if 8 * outer < band { shade = 0 }
        if shade > 0, 10 * outer < 7 * shade {
            // Mostly inside it: of one colour (a table's lines), not a shadow.
            var shades: [UInt32: Int] = [:]
            band = 0
            sampled { p, _, weight in shades[p, default: 0] += weight }
            if let top = shades.max(by: { $0.value < $1.value })?.key {
                let near = shades.reduce(0) { ScreenPixels.within($1.key, top, 2) ? $0 + $1.value : $0 }
                if 5 * near >= 3 * shade { shade = 0 }
            }
        }
        let whole = heldExtent(shape, in: shapes)
        var rects: [(left: Int, top: Int, right: Int, bottom: Int, shadow: Bool)] = [(whole.left, whole.top, whole.right, whole.bottom, false)]
        if shade > 0, 2 * shade < shape.pixels {
            let core = ScreenComponents(shapes, shape, pixels: pixels) { p, y in !pixels.isShade(p, of: ground(y)) }
            if let largest = core.shapes.max(by: { $0.pixels < $1.pixels }) {
                var kept = core.shapes.filter { s in
                    s.pixels * 10 >= largest.pixels && 4 * s.width >= largest.width && 4 * s.height >= largest.height
                }
                // Two boxes only when shade 3px or more wide parts them (a line between is a line).
                if kept.count > 1, kept.contains(where: { a in kept.contains { b in
                    a.left != b.left || a.top != b.top ? separation(a, b) < 3 : false } }) {
                    kept = [largest]
                    kept[0].left = shape.left; kept[0].top = shape.top; kept[0].right = shape.right; kept[0].bottom = shape.bottom
                }
                let split = kept.count > 1 || (kept[0].left, kept[0].top, kept[0].right, kept[0].bottom) != (shape.left, shape.top, shape.right, shape.bottom)
                rects = kept.map { s in
                    let e = split ? heldExtent(s, in: core) : whole
                    return (e.left, e.top, e.right, e.bottom, split)
                }
                // What was taken off every side alike, one colour all round: the box's border, not a shadow.
                let inner = (rects[0].left, rects[0].top, rects[0].right, rects[0].bottom)
                if rects.count == 1, rects[0].shadow, uniformFrame(shape, inner: inner, pixels: pixels) || thinFrame(shape, inner: inner, pixels: pixels) {
                    rects = [(whole.left, whole.top, whole.right, whole.bottom, false)]
                }
            }
        }
        // Boxes an overlay joins (a spinner across the gap between two cards): split where the gap runs.
        if shape.width * shape.height > shape.pixels + shape.pixels / 20 {
            rects = rects.flatMap { r in
                splitAtGaps((r.left, r.top, r.right, r.bottom), pixels: pixels, ground: ground).map { ($0.left, $0.top, $0.right, $0.bottom, r.shadow) }
            }
        }
        return rects.flatMap { r -> [ScreenBox] in
            var box = ScreenBox(left: r.left, top: r.top, right: r.right, bottom: r.bottom, kind: .solid, fill: 0)
            box.shadow = r.shadow
            if let lattice = dividedLattice(box, pixels: pixels, ground: ground) { return lattice }
            return [filled(box, pixels: pixels, ground: ground)]
        }
    }

    /// A solid box with its fill and border read, or a photo (no fill covers a third of it: four
    /// straight sides, or a disc), or — without them, or under 6px — an antialiased glyph: content.
    static func filled(_ box: ScreenBox, pixels: ScreenPixels, ground: (Int) -> UInt32) -> ScreenBox {
        var box = box
        var fill = fillColour(box, pixels: pixels)
        // The colour that lines its inside, when most of its sides' inner band has it and a fifth
        // of it does: a panel whose cells cover most of it is the panel's colour, not its cells'.
        if let lining = lining(box, pixels: pixels), !pixels.same(lining, fill.colour) {
            let share = fillColour(box, pixels: pixels, without: nil, counting: lining)
            if 5 * share >= fill.samples { fill = (lining, share, fill.samples) }
        }
        box.fill = fill.colour
        if 3 * fill.share < fill.samples {
            box.kind = box.width >= 6 && box.height >= 6 && square(box, pixels: pixels, ground: ground) ? .photo : .content
            return box
        }
        // Its fill the ground's: the ground between its strokes — content; or, when the rest of it is
        // most of it (a disc's corners, the light parts of a photo), read without the ground.
        let g = ground((box.top + box.bottom) / 2)
        if pixels.same(fill.colour, g), box.kind == .solid {
            let rest = fillColour(box, pixels: pixels, without: g)
            guard 2 * rest.samples >= fill.samples else { box.kind = .content; return box }
            box.fill = rest.colour
            if 3 * rest.share < rest.samples {
                box.kind = box.width >= 6 && box.height >= 6 && square(box, pixels: pixels, ground: ground) ? .photo : .content
                return box
            }
        }
        (box.border, box.borderColour) = border(box, pixels: pixels)
        return box
    }

    /// The lines of one colour across a rectangle (image px, right and bottom exclusive): columns
    /// (rows) of one colour over `percent` of the rectangle's height (width) — with `corners`, of its
    /// middle four fifths, and over three quarters of the whole (the ends may be rounded corners) —,
    /// that the columns beside them do not continue (over half of them another colour, told apart to
    /// 3 levels: a border next to another of a close grey is two lines) — with `distinct`, one of them
    /// beyond the noise (in a solid box, a stripe of nearly its colour is not a line) —, at most 8px wide (lines
    /// within 3px of each other are one: a border and its shadow), with their colour.
    @_optimize(speed)
    static func uniformLines(left: Int, top: Int, right: Int, bottom: Int, pixels: ScreenPixels, percent: Int, corners: Bool = false, distinct: Bool = false)
        -> (vertical: [(range: Range<Int>, colour: UInt32)], horizontal: [(range: Range<Int>, colour: UInt32)]) {
        /// The lines across `count` positions, each uniform along `length` steps (`at(i, j)` the pixel).
        func lines(count: Int, length: Int, origin: Int, at: (Int, Int) -> UInt32) -> [(range: Range<Int>, colour: UInt32)] {
            // Five places along it, spaced unevenly (a lattice's lines at even steps across it are
            // not all hit at once).
            let (j1, j2, j3, j4, j5) = ((length - 1) * 137 / 1000, (length - 1) * 291 / 1000, (length - 1) * 453 / 1000, (length - 1) * 617 / 1000, (length - 1) * 829 / 1000)
            // Each position's colour by its samples, then the full scan only where a stripe of one
            // sampled colour is 8 wide at most (a wider one is a fill, never a line).
            var sampledColour = [UInt32?](repeating: nil, count: count)
            var uniform = [UInt32?](repeating: nil, count: count)
            for i in 0..<count {
                // Its colour: the first of five samples at least four of them are.
                let s1 = at(i, j1), s2 = at(i, j2), s3 = at(i, j3)
                // Four of five alike with one of them: two of any three are within twice the noise
                // of each other (a photo's column has no such pair).
                let twice = 2 * pixels.noise
                guard ScreenPixels.within(s1, s2, twice) || ScreenPixels.within(s1, s3, twice) || ScreenPixels.within(s2, s3, twice) else { continue }
                let s4 = at(i, j4), s5 = at(i, j5)
                func alike(_ c: UInt32) -> Int {
                    (pixels.same(s1, c) ? 1 : 0) + (pixels.same(s2, c) ? 1 : 0) + (pixels.same(s3, c) ? 1 : 0) + (pixels.same(s4, c) ? 1 : 0) + (pixels.same(s5, c) ? 1 : 0)
                }
                let c: UInt32
                if alike(s1) >= 4 { c = s1 } else if alike(s2) >= 4 { c = s2 } else if alike(s3) >= 4 { c = s3 }
                else if alike(s4) >= 4 { c = s4 } else if alike(s5) >= 4 { c = s5 } else { continue }
                sampledColour[i] = c
            }
            var from = 0
            while from < count {
                guard let c = sampledColour[from] else { from += 1; continue }
                var to = from + 1
                while to < count, let d = sampledColour[to], pixels.same(c, d) { to += 1 }
                defer { from = to }
                guard to - from <= 8 else { continue }
                for i in from..<to { if let c = sampledColour[i] { scan(i, c) } }
            }
            /// Whether position `i` is of colour `c` over `percent` of its length.
            func scan(_ i: Int, _ c: UInt32) {
                // One colour over `percent` of its length — of its middle four fifths when the ends may
                // be rounded corners (`corners`), and over three quarters of the whole then.
                var same = 0, middle = 0
                let inner = length / 10..<length - length / 10
                for j in 0..<length where pixels.same(at(i, j), c) { same += 1; if inner.contains(j) { middle += 1 } }
                if corners ? 100 * middle >= percent * inner.count && 4 * same >= 3 * length : 100 * same >= percent * length { uniform[i] = c }
            }
            var out: [(range: Range<Int>, colour: UInt32)] = []
            var i = 0
            while i < count {
                guard let c = uniform[i] else { i += 1; continue }
                var end = i + 1
                while end < count, let d = uniform[end], pixels.same(c, d) { end += 1 }
                /// Whether column `k` is another colour than the line over more than half of it, told
                /// apart to `levels`.
                func unlike(_ k: Int, _ levels: Int) -> Bool {
                    guard k >= 0, k < count else { return true }
                    var differ = 0
                    for j in 0..<length where !ScreenPixels.within(at(k, j), c, levels) { differ += 1 }
                    return 2 * differ > length
                }
                let close = min(3, pixels.noise)
                if end - i <= 8, unlike(i - 1, close), unlike(end, close), !distinct || unlike(i - 1, pixels.noise) || unlike(end, pixels.noise) {
                    // A line within 3px of the one before it (a border and its shadow) is one line with it.
                    if let last = out.last, origin + i - last.range.upperBound < 4 {
                        out[out.count - 1].range = last.range.lowerBound..<origin + end
                    } else {
                        out.append((origin + i..<origin + end, c))
                    }
                }
                i = end
            }
            return out.filter { $0.range.count <= 8 }
        }
        let w = right - left, h = bottom - top
        return (lines(count: w, length: h, origin: left) { pixels[left + $0, top + $1] },
                lines(count: h, length: w, origin: top) { pixels[left + $1, top + $0] })
    }

    /// Tiles that touch across lines (`GridLines`' dividers): a solid box with lines of one colour
    /// over 98 % of it (`uniformLines`) inside it, not only at its sides — a lattice. Nil when it has none inside,
    /// or when they are of the colour lining its inside (`lining`: gaps between what it holds).
    static func dividedLattice(_ box: ScreenBox, pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox]? {
        guard box.width >= 8, box.height >= 8 else { return nil }
        let found = uniformLines(left: box.left, top: box.top, right: box.right, bottom: box.bottom, pixels: pixels, percent: 98, distinct: true)
        let inside = found.vertical.contains { $0.range.lowerBound > box.left && $0.range.upperBound < box.right }
            || found.horizontal.contains { $0.range.lowerBound > box.top && $0.range.upperBound < box.bottom }
        guard inside, let colour = (found.vertical.first ?? found.horizontal.first)?.colour else { return nil }
        // Lines of the colour lining its inside are the gaps between what it holds (a panel's), not lines.
        if let lining = lining(box, pixels: pixels), pixels.same(lining, colour) { return nil }
        var lattice = box
        lattice.kind = .lattice
        lattice.fill = colour
        let (vs, hs) = latticeLines(found.vertical.map(\.range), found.horizontal.map(\.range), left: box.left, top: box.top, right: box.right, bottom: box.bottom)
        guard vs.contains(where: { $0.lowerBound > box.left && $0.upperBound < box.right }) || hs.contains(where: { $0.lowerBound > box.top && $0.upperBound < box.bottom })
        else { return nil }
        return cells(of: lattice, vertical: vs, horizontal: hs, colour: colour, pixels: pixels, ground: ground) { rows in
            let local = uniformLines(left: box.left, top: rows.lowerBound, right: box.right, bottom: rows.upperBound, pixels: pixels, percent: 98, distinct: true)
            return latticeLines(local.vertical.map(\.range), hs, left: box.left, top: box.top, right: box.right, bottom: box.bottom).0
        }
    }

    /// A lattice's lines: where lines inside are twice as wide as the narrowest of its frame (the
    /// lines at its sides), as many at least as those inside as wide as it — tiles with a border
    /// each, touching —, only those inside are its own (a line of another width inside a tile is the
    /// tile's: a header's rule); otherwise all of them (a table, one of whose lines may be wider).
    static func latticeLines(_ vs: [Range<Int>], _ hs: [Range<Int>], left: Int, top: Int, right: Int, bottom: Int) -> ([Range<Int>], [Range<Int>]) {
        func isFrame(_ l: Range<Int>, _ low: Int, _ high: Int) -> Bool { l.lowerBound == low || l.upperBound == high }
        let frame = vs.filter { isFrame($0, left, right) } + hs.filter { isFrame($0, top, bottom) }
        guard let f = frame.map(\.count).min() else { return (vs, hs) }
        // Touching tiles, each with its own border: lines inside twice the frame's, as many at least
        // as those inside as wide as the frame (else one line of a table is twice as wide: moved).
        let inside = vs.filter { !isFrame($0, left, right) } + hs.filter { !isFrame($0, top, bottom) }
        let double = inside.count { $0.count == 2 * f }
        guard double > 0, double >= inside.count(where: { $0.count == f }) else { return (vs, hs) }
        return (vs.filter { isFrame($0, left, right) || $0.count == 2 * f }, hs.filter { isFrame($0, top, bottom) || $0.count == 2 * f })
    }

    /// `lattice` with its cells: between consecutive lines, its sides standing for a line where it has
    /// none — in each row between its horizontal lines, the vertical lines across that row (`band`:
    /// a line moved in one row is still a line there), else the lattice's. A cell whose middle is the
    /// ground is a cell of the ground's colour; else a solid box, read.
    static func cells(of lattice: ScreenBox, vertical vs: [Range<Int>], horizontal hs: [Range<Int>], colour: UInt32, pixels: ScreenPixels,
                      ground: (Int) -> UInt32, band: ((Range<Int>) -> [Range<Int>])? = nil) -> [ScreenBox] {
        var lattice = lattice
        lattice.borderColour = colour
        lattice.horizontalLines = hs
        func edges(_ lines: [Range<Int>], from low: Int, to high: Int) -> [Range<Int>] {
            (lines.first?.lowerBound == low ? [] : [low..<low]) + lines + (lines.last?.upperBound == high ? [] : [high..<high])
        }
        let yEdges = edges(hs, from: lattice.top, to: lattice.bottom)
        var out: [ScreenBox] = []
        var allVertical = Set<Range<Int>>()
        for (top, bottom) in zip(yEdges, yEdges.dropFirst()) where bottom.lowerBound - top.upperBound >= 2 {
            // The row's own lines across it (one moved in this row is still a line here), else the lattice's.
            let rowLines = band.map { $0(top.upperBound..<bottom.lowerBound) } ?? vs
            let lines = rowLines.isEmpty ? vs : rowLines
            allVertical.formUnion(lines)
            let xEdges = edges(lines, from: lattice.left, to: lattice.right)
            for (left, right) in zip(xEdges, xEdges.dropFirst()) where right.lowerBound - left.upperBound >= 2 {
                var cell = ScreenBox(left: left.upperBound, top: top.upperBound, right: right.lowerBound, bottom: bottom.lowerBound, kind: .cell,
                                     fill: ground((top.upperBound + bottom.lowerBound) / 2))
                // A side with no line (the lattice's own side, where a cell covers its frame): the
                // cell ends where its own pixels do — its outer lines half the lines' colour or the
                // ground are not its own.
                func foreign(_ x: Int, _ y: Int) -> Bool { let p = pixels[x, y]; return pixels.same(p, colour) || pixels.same(p, ground(y)) }
                func outer(_ count: Int, _ at: (Int) -> (Int, Int)) -> Bool { 2 * (0..<count).count { k in let (x, y) = at(k); return foreign(x, y) } >= count }
                let xs = cell.width / 2, ys = cell.height / 2
                while left.isEmpty, cell.width > 2, outer(ys, { (cell.left, cell.top + ys / 2 + $0) }) { cell.left += 1 }
                while right.isEmpty, cell.width > 2, outer(ys, { (cell.right - 1, cell.top + ys / 2 + $0) }) { cell.right -= 1 }
                while top.isEmpty, cell.height > 2, outer(xs, { (cell.left + xs / 2 + $0, cell.top) }) { cell.top += 1 }
                while bottom.isEmpty, cell.height > 2, outer(xs, { (cell.left + xs / 2 + $0, cell.bottom - 1) }) { cell.bottom -= 1 }
                let middle = pixels[(cell.left + cell.right) / 2, (cell.top + cell.bottom) / 2]
                if pixels.same(middle, cell.fill) { out.append(cell); continue }
                var solid = cell
                solid.kind = .solid
                solid = filled(solid, pixels: pixels, ground: ground)
                if solid.kind == .content { solid.kind = .cell; solid.fill = cell.fill }
                out.append(solid)
            }
        }
        lattice.verticalLines = allVertical.sorted { $0.lowerBound < $1.lowerBound }
        return [lattice] + out
    }

    /// `rect` split where a gap runs across it: columns (then rows) at least 3 together, 8px or more
    /// from its sides, of which 80 % of the pixels are the ground or a shadow on it — what joins the
    /// parts there (an overlay, a spinner) covers less. Each part is then cut to its own rows (columns):
    /// those not 80 % ground at its ends are its own. `rect` alone when no gap runs across it.
    static func splitAtGaps(_ rect: (left: Int, top: Int, right: Int, bottom: Int), pixels: ScreenPixels, ground: (Int) -> UInt32)
        -> [(left: Int, top: Int, right: Int, bottom: Int)] {
        func gap(_ x: Int, _ y: Int) -> Bool { let p = pixels[x, y], g = ground(y); return pixels.same(p, g) || pixels.isShade(p, of: g) }
        func columnGap(_ x: Int, _ ys: Range<Int>) -> Bool { 5 * ys.count { gap(x, $0) } >= 4 * ys.count }
        func rowGap(_ y: Int, _ xs: Range<Int>) -> Bool { 5 * xs.count { gap($0, y) } >= 4 * xs.count }
        /// The parts of `low ..< high` between runs of 3 or more gap lines, 8px or more from its ends.
        func parts(_ low: Int, _ high: Int, _ isGap: (Int) -> Bool) -> [Range<Int>] {
            guard high - low >= 24 else { return [low..<high] }
            var out: [Range<Int>] = []
            var start = low, i = low + 8
            while i < high - 8 {
                guard isGap(i) else { i += 1; continue }
                var end = i
                while end < high, isGap(end) { end += 1 }
                if end - i >= 3, end < high - 8 { out.append(start..<i); start = end }
                i = end + 1
            }
            out.append(start..<high)
            return out
        }
        let columns = parts(rect.left, rect.right) { columnGap($0, rect.top..<rect.bottom) }
        var out: [(left: Int, top: Int, right: Int, bottom: Int)] = []
        for xs in columns {
            // Its own rows: the gap rows at its top and bottom left out.
            var top = rect.top, bottom = rect.bottom
            if columns.count > 1 {
                while top < bottom, rowGap(top, xs) { top += 1 }
                while bottom > top, rowGap(bottom - 1, xs) { bottom -= 1 }
            }
            guard bottom - top >= 2 else { continue }
            for ys in parts(top, bottom, { rowGap($0, xs) }) { out.append((xs.lowerBound, ys.lowerBound, xs.upperBound, ys.upperBound)) }
        }
        return out.isEmpty ? [rect] : out
    }

    /// A solid shape's box, its sides where its lines hold them: on each side, the furthest edge that
    /// at least 2 of its lines (5 % of them) reach — a stray antialiased pixel of a rounded end does
    /// not widen it.
    static func heldExtent(_ shape: ScreenComponents.Shape, in shapes: ScreenComponents) -> (left: Int, top: Int, right: Int, bottom: Int) {
        func held(_ values: [Int], lowest: Bool) -> Int? {
            // Counted in an array over the values' span (coordinates within the shape's box).
            guard let low = values.min(), let high = values.max() else { return nil }
            var counts = [Int](repeating: 0, count: high - low + 1)
            for v in values { counts[v - low] += 1 }
            let need = max(2, values.count / 20)
            let order = lowest ? Array(counts.indices) : counts.indices.reversed()
            return order.first { counts[$0] >= need }.map { $0 + low }
        }
        let rows = shapes.rowExtents(shape).filter { $0.count > 0 }
        let columns = shapes.columnExtents(shape).filter { $0.count > 0 }
        guard rows.count >= 4, columns.count >= 4 else { return (shape.left, shape.top, shape.right, shape.bottom) }
        return (held(rows.map(\.left), lowest: true) ?? shape.left, held(columns.map(\.top), lowest: true) ?? shape.top,
                held(rows.map(\.right), lowest: false) ?? shape.right, held(columns.map(\.bottom), lowest: false) ?? shape.bottom)
    }

    /// How far apart two shapes are: the larger of the gaps between them across and down (0 when
    /// they overlap in both).
    static func separation(_ a: ScreenComponents.Shape, _ b: ScreenComponents.Shape) -> Int {
        max(max(a.left, b.left) - min(a.right, b.right), max(a.top, b.top) - min(a.bottom, b.bottom), 0)
    }

    /// Whether the lines between `shape`'s edges and `inner` are the same on all four sides: as
    /// many on each, and one colour (sampled at the middle of each side).
    static func uniformFrame(_ shape: ScreenComponents.Shape, inner: (left: Int, top: Int, right: Int, bottom: Int), pixels: ScreenPixels) -> Bool {
        let d = [inner.left - shape.left, inner.top - shape.top, shape.right - inner.right, shape.bottom - inner.bottom]
        guard let first = d.first, first > 0, first <= 4, d.allSatisfy({ $0 == first }) else { return false }
        let mx = (shape.left + shape.right) / 2, my = (shape.top + shape.bottom) / 2
        let colours = (0..<first).flatMap { k in
            [pixels[shape.left + k, my], pixels[mx, shape.top + k], pixels[shape.right - 1 - k, my], pixels[mx, shape.bottom - 1 - k]]
        }
        return colours.allSatisfy { pixels.same($0, colours[0]) }
    }

    /// Whether what was taken off `shape`'s sides to leave `inner` is a thin frame of its own rather
    /// than a shadow: 2px at most on every side, on two sides at least, and where 2, not fading
    /// outward (a shadow's ramp is lighter away from its box; a border drawn with an antialiased
    /// outer line is as dark or darker).
    static func thinFrame(_ shape: ScreenComponents.Shape, inner: (left: Int, top: Int, right: Int, bottom: Int), pixels: ScreenPixels) -> Bool {
        let d = [inner.left - shape.left, inner.top - shape.top, shape.right - inner.right, shape.bottom - inner.bottom]
        guard d.allSatisfy({ $0 >= 0 && $0 <= 2 }), d.count(where: { $0 > 0 }) >= 2 else { return false }
        func light(_ c: UInt32) -> Int { (0..<3).reduce(0) { $0 + Int(c >> UInt32(8 * $1) & 0xFF) } }
        let mx = (shape.left + shape.right) / 2, my = (shape.top + shape.bottom) / 2
        let sides: [((Int, Int), (Int, Int))] = [((shape.left, my), (shape.left + 1, my)), ((mx, shape.top), (mx, shape.top + 1)),
                                                 ((shape.right - 1, my), (shape.right - 2, my)), ((mx, shape.bottom - 1), (mx, shape.bottom - 2))]
        for (k, (outer, next)) in sides.enumerated() where d[k] == 2 {
            if light(pixels[outer.0, outer.1]) > light(pixels[next.0, next.1]) + 3 * pixels.noise { return false }
        }
        return true
    }

    /// The colour most of `box`'s inside has, on a grid of at most 32 × 32 samples, with its share.
    /// The colour of `box`'s inner band: 6px in from each side, at ten places along the middle half of
    /// each, when three fifths of them have it.
    static func lining(_ box: ScreenBox, pixels: ScreenPixels) -> UInt32? {
        guard box.width >= 24, box.height >= 24 else { return nil }
        var band: [UInt32] = []
        for k in 0..<10 {
            let x = box.left + box.width / 4 + k * box.width / 20, y = box.top + box.height / 4 + k * box.height / 20
            band += [pixels[box.left + 5, y], pixels[box.right - 6, y], pixels[x, box.top + 5], pixels[x, box.bottom - 6]]
        }
        let top = ScreenTree.mostCommon(band, pixels: pixels)
        return 5 * top.count >= 3 * band.count ? top.colour : nil
    }

    /// How many of `fillColour`'s samples are the same as `colour`.
    @_optimize(speed)
    static func fillColour(_ box: ScreenBox, pixels: ScreenPixels, without ground: UInt32?, counting colour: UInt32) -> Int {
        let stepX = max(1, box.width / 32), stepY = max(1, box.height / 32)
        var n = 0
        for y in stride(from: box.top + stepY / 2, to: box.bottom, by: stepY) {
            for x in stride(from: box.left + stepX / 2, to: box.right, by: stepX) where pixels.same(pixels[x, y], colour) { n += 1 }
        }
        return n
    }

    @_optimize(speed)
    static func fillColour(_ box: ScreenBox, pixels: ScreenPixels, without ground: UInt32? = nil) -> (colour: UInt32, share: Int, samples: Int) {
        var samples: [UInt32] = []
        let stepX = max(1, box.width / 32), stepY = max(1, box.height / 32)
        for y in stride(from: box.top + stepY / 2, to: box.bottom, by: stepY) {
            for x in stride(from: box.left + stepX / 2, to: box.right, by: stepX) {
                let p = pixels[x, y]
                if let ground, pixels.same(p, ground) { continue }
                samples.append(p)
            }
        }
        let top = ScreenTree.mostCommon(samples, pixels: pixels)
        return (top.colour, top.count, samples.count)
    }

    /// `box`'s border on each side (left, top, right, bottom) and its colour: at five places along the
    /// middle half of each side, the pixels from the edge inward not of the fill, up to 4 — but a 1px
    /// one that is a blend of what is outside and the fill (a blurred edge).
    static func border(_ box: ScreenBox, pixels: ScreenPixels) -> ([Int], UInt32?) {
        guard box.width >= 8, box.height >= 8 else { return ([0, 0, 0, 0], nil) }
        func depth(_ at: (Int) -> (Int, Int)) -> Int {
            var d = 0
            while d < 4 {
                let (x, y) = at(d)
                if pixels.same(pixels[x, y], box.fill) { break }
                d += 1
            }
            return d == 4 ? 0 : d
        }
        func mode(_ values: [Int]) -> Int {
            var counts: [Int: Int] = [:]
            for v in values { counts[v, default: 0] += 1 }
            return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key
        }
        let ys = (0..<5).map { box.top + box.height / 4 + $0 * box.height / 10 }
        let xs = (0..<5).map { box.left + box.width / 4 + $0 * box.width / 10 }
        var sides = [
            mode(ys.map { y in depth { (box.left + $0, y) } }),
            mode(xs.map { x in depth { (x, box.top + $0) } }),
            mode(ys.map { y in depth { (box.right - 1 - $0, y) } }),
            mode(xs.map { x in depth { (x, box.bottom - 1 - $0) } }),
        ]
        // A 1px "border" that is a blend of what is outside and the fill is the edge painted off a
        // whole pixel (blurred), not a border.
        let middles: [(edge: (Int, Int), outside: (Int, Int))] = [
            ((box.left, box.top + box.height / 2), (box.left - 1, box.top + box.height / 2)),
            ((box.left + box.width / 2, box.top), (box.left + box.width / 2, box.top - 1)),
            ((box.right - 1, box.top + box.height / 2), (box.right, box.top + box.height / 2)),
            ((box.left + box.width / 2, box.bottom - 1), (box.left + box.width / 2, box.bottom)),
        ]
        var colour: UInt32?
        // One colour all round, 1px on every side: a ring drawn in a colour that lies between the
        // outside's and the fill's (a light outline on a dark button) — a border, not a blend.
        let edges = middles.map { pixels[$0.edge.0, $0.edge.1] }
        let ring = sides.allSatisfy { $0 == 1 } && edges.allSatisfy { ScreenPixels.within($0, edges[0], 2) }
        for k in 0..<4 where sides[k] > 0 {
            let (e, o) = middles[k]
            let edge = pixels[e.0, e.1]
            if sides[k] == 1, !ring, o.0 >= 0, o.1 >= 0, o.0 < pixels.width, o.1 < pixels.height, pixels.isBlend(edge, of: pixels[o.0, o.1], and: box.fill) {
                sides[k] = 0
            } else if colour == nil {
                colour = edge
            }
        }
        return (sides, colour)
    }

    /// A shape drawn by lines: a lattice and its cells, or an outlined box; nil for content.
    static func lined(_ shape: ScreenComponents.Shape, rows: [(left: Int, right: Int, count: Int)], in shapes: ScreenComponents,
                      pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox]? {
        guard shape.width >= 8, shape.height >= 8 else { return nil }
        let columns = shapes.columnExtents(shape)
        // Full-span lines: columns covered over 90 % of the height, rows over 90 % of the width.
        func lines(_ counts: [Int], span: Int, from origin: Int) -> [Range<Int>] {
            var out: [Range<Int>] = []
            for (i, c) in counts.enumerated() where 10 * c >= 9 * span {
                if let last = out.last, last.upperBound == origin + i { out[out.count - 1] = last.lowerBound..<origin + i + 1 } else { out.append(origin + i..<origin + i + 1) }
            }
            return out
        }
        let vertical = lines(columns.map(\.count), span: shape.height, from: shape.left).filter { $0.count <= 8 }
        let horizontal = lines(rows.map(\.count), span: shape.width, from: shape.top).filter { $0.count <= 8 }
        let framed = vertical.first?.lowerBound == shape.left && vertical.last?.upperBound == shape.right
            && horizontal.first?.lowerBound == shape.top && horizontal.last?.upperBound == shape.bottom && vertical.count >= 2 && horizontal.count >= 2
        let g = ground((shape.top + shape.bottom) / 2)
        // A lattice: lines of one colour at its four sides and inside it (a table; cells filled or not).
        let uniform = uniformLines(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, pixels: pixels, percent: 95, corners: true)
        // Its lines are drawn (not the ground's colour: the gaps between bars are not lines).
        let drawn = (vertical: uniform.vertical.filter { !pixels.same($0.colour, g) }, horizontal: uniform.horizontal.filter { !pixels.same($0.colour, g) })
        if let colour = drawn.vertical.first?.colour {
            let (vs, hs) = latticeLines(drawn.vertical.map(\.range), drawn.horizontal.map(\.range), left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom)
            let sides = [vs.first?.lowerBound == shape.left, hs.first?.lowerBound == shape.top, vs.last?.upperBound == shape.right, hs.last?.upperBound == shape.bottom]
            let frame = vs.filter { $0.lowerBound == shape.left || $0.upperBound == shape.right } + hs.filter { $0.lowerBound == shape.top || $0.upperBound == shape.bottom }
            let inside = vs.filter { $0.lowerBound > shape.left && $0.upperBound < shape.right } + hs.filter { $0.lowerBound > shape.top && $0.upperBound < shape.bottom }
            // Two lines inside at least (a table), or one where two borders touch (tiles side by side).
            let touching = inside.count == 1 && inside[0].count == 2 * (frame.map(\.count).min() ?? 0)
            if sides.count(where: { $0 }) >= 3, vs.count >= 2, hs.count >= 2, inside.count >= 2 || touching {
                let lattice = ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .lattice, fill: g)
                return cells(of: lattice, vertical: vs, horizontal: hs, colour: colour, pixels: pixels, ground: ground) { rows in
                    let local = uniformLines(left: shape.left, top: rows.lowerBound, right: shape.right, bottom: rows.upperBound, pixels: pixels, percent: 95)
                    let drawnHere = local.vertical.filter { !pixels.same($0.colour, g) }.map(\.range)
                    return latticeLines(drawnHere, hs, left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom).0
                }
            }
            // Lines of one colour at its four sides and none inside: a ring (what it holds may touch it).
            if sides.allSatisfy({ $0 }), let l = vs.first, let r = vs.last, let t = hs.first, let b = hs.last {
                var box = ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .outlined, fill: g)
                box.border = [l.count, t.count, r.count, b.count]
                box.borderColour = colour
                return ring(box, pixels: pixels, ground: ground)
            }
        }
        if framed, vertical.count == 2, horizontal.count == 2 {
            var box = ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .outlined, fill: g)
            box.border = [vertical[0].count, horizontal[0].count, vertical[1].count, horizontal[1].count]
            box.borderColour = pixels[shape.left, (shape.top + shape.bottom) / 2]
            return ring(box, pixels: pixels, ground: ground)
        }
        // Rounded: a side is a straight line over half of it, at most 8px from the edge; both pairs
        // of opposite sides straight.
        func side(_ counts: [Int], at indices: [Int], span: Int) -> Int? {
            indices.first { $0 >= 0 && $0 < counts.count && 2 * counts[$0] >= span }
        }
        /// How many lines from `start` on, stepping by `step`.
        func thickness(_ counts: [Int], from start: Int, step: Int, span: Int) -> Int {
            var i = start, n = 0
            while i >= 0, i < counts.count, 2 * counts[i] >= span { n += 1; i += step }
            return n
        }
        let w = shape.width, h = shape.height
        if let pill = closedRing(shape, rows: rows, columns: columns, in: shapes, pixels: pixels, ground: ground) { return pill }
        guard let l = side(columns.map(\.count), at: Array(0..<min(8, w)), span: h),
              let r = side(columns.map(\.count), at: Array((max(0, w - 8)..<w).reversed()), span: h),
              let t = side(rows.map(\.count), at: Array(0..<min(8, h)), span: w),
              let b = side(rows.map(\.count), at: Array((max(0, h - 8)..<h).reversed()), span: w), l < r, t < b else { return nil }
        // The inside (within the lines) mostly not the shape: a ring, not a blob.
        let insidePixels = rows.enumerated().reduce(0) { sum, row in
            row.offset > t && row.offset < b ? sum + row.element.count : sum
        }
        guard 2 * insidePixels <= (b - t) * w || shape.pixels <= (w + h) * 2 * 8 else { return nil }
        var box = ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .outlined, fill: g)
        guard l <= 2, t <= 2, w - 1 - r <= 2, h - 1 - b <= 2 else { return nil }
        let columnCounts = columns.map(\.count), rowCounts = rows.map(\.count)
        box.border = [l + thickness(columnCounts, from: l, step: 1, span: h), t + thickness(rowCounts, from: t, step: 1, span: w),
                      w - r + thickness(columnCounts, from: r, step: -1, span: h) - 1, h - b + thickness(rowCounts, from: b, step: -1, span: w) - 1]
        box.borderColour = pixels[shape.left + l, shape.top + h / 2]
        return ring(box, pixels: pixels, ground: ground)
    }

    /// A ring with no straight side (a pill, a circle drawn by a line): across the middle half of its
    /// rows and of its columns it is two thin walls (up to 8px, a sixth of its smaller side) near its
    /// outline's ends with nothing of it between, nine in ten of its pixels its colour blended with
    /// the ground; at least 16px each way. Its border is its walls' width at the middles of its
    /// sides, within 1px of each other.
    static func closedRing(_ shape: ScreenComponents.Shape, rows: [(left: Int, right: Int, count: Int)], columns: [(top: Int, bottom: Int, count: Int)],
                           in shapes: ScreenComponents, pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox]? {
        let w = shape.width, h = shape.height, wall = min(8, min(w, h) / 6)
        guard w >= 16, h >= 16, wall >= 1 else { return nil }
        let reach = min(w, h) / 4
        func walls(_ lines: ArraySlice<(Int, Int, Int)>, low: Int, high: Int) -> Bool {
            lines.allSatisfy { l in l.2 > 0 && l.2 <= 2 * wall && l.1 - l.0 - l.2 >= (high - low) / 2 && l.0 - low <= reach && high - l.1 <= reach }
        }
        let rowLines = rows.map { ($0.left, $0.right, $0.count) }, columnLines = columns.map { ($0.top, $0.bottom, $0.count) }
        guard walls(rowLines[(h / 4)..<(3 * h / 4)], low: shape.left, high: shape.right),
              walls(columnLines[(w / 4)..<(3 * w / 4)], low: shape.top, high: shape.bottom) else { return nil }
        // One colour, antialiased: nine in ten of its pixels blends of its colour (the one farthest
        // from the ground) and the ground.
        let g = ground(shape.top + h / 2)
        func channels(_ c: UInt32) -> [Int] { (0..<3).map { Int(c >> UInt32(8 * $0) & 0xFF) } }
        func distance(_ a: [Int], _ b: [Int]) -> Int { zip(a, b).reduce(0) { $0 + abs($1.0 - $1.1) } }
        var colours: [[Int]] = []
        for run in shapes.runs[shape.runs] { for x in Int(run.x0)..<Int(run.x1) { colours.append(channels(pixels[x, Int(run.y)])) } }
        let gc = channels(g)
        guard let far = colours.max(by: { distance($0, gc) < distance($1, gc) }) else { return nil }
        let span = distance(gc, far), slack = 6 + 3 * pixels.noise
        let blends = colours.count { distance($0, gc) + distance($0, far) <= span + slack }
        guard 10 * blends >= 9 * colours.count else { return nil }
        let colour = (colour: far.enumerated().reduce(UInt32(0xFF00_0000)) { $0 | UInt32($1.element) << UInt32(8 * $1.offset) }, count: blends)
        // The walls at the middles of the sides: the run from the outline inward.
        func depth(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> Int {
            var (x, y, d) = (x, y, 0)
            while d < 8, x >= shape.left, x < shape.right, y >= shape.top, y < shape.bottom, !pixels.same(pixels[x, y], ground(y)) { d += 1; x += dx; y += dy }
            return d
        }
        let midRow = rows[h / 2], midColumn = columns[w / 2], cx = shape.left + w / 2, cy = shape.top + h / 2
        var box = ScreenBox(left: shape.left, top: shape.top, right: shape.right, bottom: shape.bottom, kind: .outlined, fill: ground(cy))
        box.border = [depth(midRow.left, cy, 1, 0), depth(cx, midColumn.top, 0, 1), depth(midRow.right - 1, cy, -1, 0), depth(cx, midColumn.bottom - 1, 0, -1)]
        box.borderColour = colour.colour
        // Walls of one width all round (a glyph's strokes are thicker up and down than across).
        return box.border.contains(0) || box.border.max()! - box.border.min()! > 1 ? nil : [box]
    }

    /// An outlined box whose lines are a ring: thin beside it (its inside at least half of it — a
    /// glyph's strokes are not), without the shadow outside its border — on each side, the lines
    /// from outside that are the ground darkened and not the border's colour (the colour of the
    /// ring's pixels next to its inside, most often).
    static func ring(_ box: ScreenBox, pixels: ScreenPixels, ground: (Int) -> UInt32) -> [ScreenBox]? {
        var box = box
        guard box.border.max()! <= 8, 2 * (box.width - box.border[0] - box.border[2]) * (box.height - box.border[1] - box.border[3]) >= box.area else { return nil }
        // The border's colour: the ring's pixel next to its inside, most often along the four sides.
        let ys = (0..<5).map { box.top + box.height / 4 + $0 * box.height / 10 }
        let xs = (0..<5).map { box.left + box.width / 4 + $0 * box.width / 10 }
        var inner: [UInt32] = []
        for y in ys { inner.append(pixels[box.left + box.border[0] - 1, y]); inner.append(pixels[box.right - box.border[2], y]) }
        for x in xs { inner.append(pixels[x, box.top + box.border[1] - 1]); inner.append(pixels[x, box.bottom - box.border[3]]) }
        let colour = ScreenTree.mostCommon(inner, pixels: pixels).colour
        box.borderColour = colour
        func shadow(_ at: (Int) -> (Int, Int), limit: Int) -> Int {
            var d = 0
            while d < limit - 1 {
                let (x, y) = at(d)
                let p = pixels[x, y]
                guard pixels.isShade(p, of: ground(y)), !pixels.same(p, colour) else { break }
                d += 1
            }
            return d
        }
        func mode(_ values: [Int]) -> Int {
            var counts: [Int: Int] = [:]
            for v in values { counts[v, default: 0] += 1 }
            return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key
        }
        let cut = [
            mode(ys.map { y in shadow({ (box.left + $0, y) }, limit: box.border[0]) }),
            mode(xs.map { x in shadow({ (x, box.top + $0) }, limit: box.border[1]) }),
            mode(ys.map { y in shadow({ (box.right - 1 - $0, y) }, limit: box.border[2]) }),
            mode(xs.map { x in shadow({ (x, box.bottom - 1 - $0) }, limit: box.border[3]) }),
        ]
        if cut.max()! > 0 {
            box.left += cut[0]; box.top += cut[1]; box.right -= cut[2]; box.bottom -= cut[3]
            box.border = zip(box.border, cut).map { $0 - $1 }
            box.shadow = true
        }
        return [box]
    }
}
