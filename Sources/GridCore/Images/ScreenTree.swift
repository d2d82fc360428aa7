// ScreenTree: a screenshot read as a tree of boxes — the page, its panels and sections, their cells,
// and the content inside each — before any grid is sought.
//
// Rule (Docs/check-images.md, "A tree of boxes"):
// - The page's ground is the colour of most of the image's lines of one colour from side to side
//   (columns top to bottom, rows side to side: the gaps and margins between boxes — not a band of
//   them that is a box across the image: a bar between two gaps, a cell between dividers — nor the
//   dividers) when it has two or more; else the colour most of the image's outer band (its 8 outermost rows and columns) has,
//   when a fifth of it has it; else the colour most of the image has. It is followed row by row,
//   down and up from the first row a quarter of which is that colour: a row's ground is the mean of
//   its pixels within the noise of the ground of the row before, when a quarter of them are (a
//   vertical gradient, a dithered page) — or, when a thirty-second of them are (two at least: a
//   gradient seen only in the gaps between boxes), the colour over half of those are exactly (a
//   shadow's faint edge beside the page pulls nothing along) — else the row before's.
//   Beyond the noise, a pixel within 8 levels of its row's ground that steps at most 1 level from a
//   ground neighbour is ground (`grownGround`: a radial or side to side gradient).
// - A box is read inside its border: the pixels that are not its ground (its fill) form shapes
//   (`ScreenComponents`), and each shape is classified (`BoxShapes`): a solid box (it covers most of
//   its outline, and its outline most of its bounding box), an outlined box (a ring of lines on its
//   four sides around the ground), a lattice (full-span lines, its cells between them), or content.
// - A solid shape without its shadow (`BoxShapes.core`): pixels that are the ground darkened are a
//   shadow when they are fewer than the shape's other pixels; what is left is one box, or several
//   (two cards joined through their shadows); a shape mostly of shade is a grey box, whole.
// - A solid box's fill is the colour most of its inside has; with none covering a third of it, it is
//   a photo, not read inside. Else its border (lines of another colour at its four edges, up to 4px)
//   is its own, and its inside is read the same way with its fill as the ground.
// - An outlined box and a lattice's cell are read inside their lines like a solid box, their ground
//   the parent's (what lies inside them is read there, even where it touches their lines: bars on a
//   chart's axis). A ring whose only child box fills it but for 1 to 4px of the ground inside its
//   border on each side (up to 12px when a sibling is a box of the child's size, and the child half
//   the ring's inside at least) is a focus ring:
//   the child takes its place.
// - The tree is bounded: at most `maximumDepth` levels, `maximumRuns` runs in all (past them the
//   reading says the screen has too much texture to be read).

/// A screenshot's boxes, the page first.
package struct ScreenTree: Sendable {
    /// The boxes: index 0 is the page; each box's children follow it in reading order.
    package private(set) var boxes: [ScreenBox]
    /// The page's ground, row by row.
    package let pageGround: [UInt32]
    /// Whether some box's inside could not be read (too many runs): the reading is partial.
    package private(set) var unreadable: [Int] = []

    /// The deepest the tree goes.
    static let maximumDepth = 8

    /// The tree of `pixels`; `maximumRuns` bounds the runs of all the reading.
    /// The pixels as read: compared within the noise the page's ground shows (`ScreenPixels.measuredNoise`).
    package let pixels: ScreenPixels

    package init(_ given: ScreenPixels, maximumRuns: Int) {
        // The ground first with the most noise, then the noise its pixels show, then the ground again.
        let first = Self.pageGround(given, followingRows: false)
        let pixels = ScreenPixels(given.image, noise: ScreenPixels.measuredNoise(given.image, ground: first.colour, limit: given.noise))
        self.pixels = pixels
        let ground = Self.pageGround(pixels)
        pageGround = ground.rows
        boxes = [ScreenBox(left: 0, top: 0, right: pixels.width, bottom: pixels.height, kind: .page, fill: ground.colour)]
        var budget = maximumRuns
        read(0, pixels: pixels, budget: &budget)
        pageLines(pixels)
    }

    /// Tiles that fill the image and touch across their borders (the page's ground is their borders'
    /// colour): when the ground forms lines across the whole image (`BoxShapes.uniformLines`), at its
    /// four sides and inside it, every inside line twice as wide as the sides' (each tile's own border,
    /// touching), the page is a lattice of them.
    mutating func pageLines(_ pixels: ScreenPixels) {
        let page = boxes[0]
        // Its frame first: the image's first column and first row lines of the ground.
        let firstColumn = (0..<page.bottom).count { pixels.same(pixels[0, $0], page.fill) }, firstRow = (0..<page.right).count { pixels.same(pixels[$0, 0], page.fill) }
        guard 100 * firstColumn >= 98 * page.bottom, 100 * firstRow >= 98 * page.right else { return }
        let found = BoxShapes.uniformLines(left: 0, top: 0, right: page.right, bottom: page.bottom, pixels: pixels, percent: 98, distinct: true)
        let vs = found.vertical.filter { pixels.same($0.colour, page.fill) }.map(\.range)
        let hs = found.horizontal.filter { pixels.same($0.colour, page.fill) }.map(\.range)
        let frame = (vs + hs).filter { $0.lowerBound == 0 || $0.upperBound == page.right && vs.contains($0) || $0.upperBound == page.bottom && hs.contains($0) }
        let inside = (vs + hs).filter { l in !frame.contains(l) }
        // Its frame on all four sides (tiles that fill the image).
        let sides = [vs.first?.lowerBound == 0, hs.first?.lowerBound == 0, vs.last?.upperBound == page.right, hs.last?.upperBound == page.bottom]
        guard sides.allSatisfy({ $0 }), let f = frame.map(\.count).min(), !inside.isEmpty, frame.allSatisfy({ $0.count == f }),
              inside.allSatisfy({ $0.count == 2 * f }) else { return }
        boxes[0].verticalLines = vs
        boxes[0].horizontalLines = hs
    }

    /// The page's ground colour and each row's.
    @_optimize(speed)
    static func pageGround(_ pixels: ScreenPixels, followingRows: Bool = true) -> (colour: UInt32, rows: [UInt32]) {
        let w = pixels.width, h = pixels.height
        // Lines across the whole image of one colour: the space between boxes (gaps, margins). Lines
        // of one colour with none of another between them (content may cross between) are a band;
        // bands that touch are neighbours. A band is not the ground when it is a box across the
        // image: with one other colour on both sides (a bar between two gaps), or thin bands on both
        // sides (a cell between dividers, or a divider and a margin) — nor a thin band between two
        // such boxes (the divider).
        func lines(count: Int, length: Int, at: (Int, Int) -> UInt32) -> [UInt32] {
            var colours = [UInt32?](repeating: nil, count: count)
            for i in 0..<count {
                let c = at(i, length / 2)
                var j = 0
                while j < length, pixels.same(at(i, j), c) { j += 1 }
                if j == length { colours[i] = c }
            }
            var bands: [(colour: UInt32, start: Int, end: Int)] = []
            var i = 0
            while i < count {
                guard let c = colours[i] else { i += 1; continue }
                var end = i, j = i + 1
                while j < count, colours[j].map({ pixels.same($0, c) }) ?? true {
                    if colours[j] != nil { end = j }
                    j += 1
                }
                bands.append((c, i, end))
                i = end + 1
            }
            func width(_ k: Int) -> Int { bands[k].end - bands[k].start + 1 }
            func before(_ k: Int) -> Int? { k > 0 && bands[k - 1].end == bands[k].start - 1 ? k - 1 : nil }
            func after(_ k: Int) -> Int? { k + 1 < bands.count && bands[k + 1].start == bands[k].end + 1 ? k + 1 : nil }
            func thin(_ n: Int, beside k: Int) -> Bool { width(n) <= 8 && 4 * width(n) <= width(k) }
            let box = bands.indices.map { k -> Bool in
                guard let l = before(k), let r = after(k) else { return false }
                let bar = pixels.same(bands[l].colour, bands[r].colour) && !pixels.same(bands[l].colour, bands[k].colour)
                return bar || (thin(l, beside: k) && thin(r, beside: k))
            }
            var kept: [UInt32] = []
            for k in bands.indices where !box[k] {
                if let l = before(k), let r = after(k), box[l], box[r], width(k) <= 8 { continue }
                kept += colours[bands[k].start...bands[k].end].compactMap { $0 }
            }
            return kept
        }
        let all = lines(count: w, length: h) { pixels[$0, $1] } + lines(count: h, length: w) { pixels[$1, $0] }
        var colour = Self.mostCommon(all, pixels: pixels)
        if colour.count < 2 {
            // The outer band: its 8 outermost rows and columns (a cell that touches the image's side
            // shows its border in the outermost ones, and its inside further in).
            var ring: [UInt32] = []
            let stepX = max(1, w / 256), stepY = max(1, h / 256), band = 8
            for d in 0..<min(band, (h + 1) / 2) { for x in stride(from: 0, to: w, by: stepX) { ring.append(pixels[x, d]); ring.append(pixels[x, h - 1 - d]) } }
            for d in 0..<min(band, (w + 1) / 2) { for y in stride(from: 0, to: h, by: stepY) { ring.append(pixels[d, y]); ring.append(pixels[w - 1 - d, y]) } }
            colour = Self.mostCommon(ring, pixels: pixels)
            if 5 * colour.count < ring.count {
                var all: [UInt32] = []
                for y in stride(from: 0, to: h, by: max(1, h / 128)) { for x in stride(from: 0, to: w, by: max(1, w / 128)) { all.append(pixels[x, y]) } }
                colour = Self.mostCommon(all, pixels: pixels)
            }
        }
        var rows = [UInt32](repeating: colour.colour, count: h)
        guard followingRows else { return (colour.colour, rows) }
        let step = max(1, w / 128)
        /// The mean of row `y`'s pixels within the noise of `previous`, when a quarter of them are
        /// — or, a gradient seen only in the gaps between boxes, when a thirty-second of them are.
        func follow(_ y: Int, from previous: UInt32) -> UInt32? {
            var sums = [0, 0, 0, 0], count = 0, total = 0
            var matched: [UInt32] = []
            for x in stride(from: 0, to: w, by: step) {
                total += 1
                let p = pixels[x, y]
                guard pixels.same(p, previous) else { continue }
                count += 1
                matched.append(p)
                for k in 0..<4 { sums[k] += Int(p >> UInt32(8 * k) & 0xFF) }
            }
            guard count > 0 else { return nil }
            if 4 * count >= total {
                var mean: UInt32 = 0
                for k in 0..<4 { mean |= UInt32((sums[k] + count / 2) / count) << UInt32(8 * k) }
                return mean >> 24 == 0 ? 0 : mean
            }
            // Seen in a few places only (the gaps between boxes): the colour most of them are
            // exactly, so a shadow's faint edge beside the page does not pull the ground along.
            guard count >= 2, 32 * count >= total else { return nil }
            matched.sort()
            var best = (colour: previous, count: 0), run = 0
            for (i, c) in matched.enumerated() {
                run = i > 0 && matched[i - 1] == c ? run + 1 : 1
                if run > best.count { best = (c, run) }
            }
            return 2 * best.count > count ? best.colour : previous
        }
        // Followed down and up from the first row that shows the ground.
        let seed = (0..<h).first { y in
            let n = stride(from: 0, to: w, by: step).count { pixels.same(pixels[$0, y], colour.colour) }
            return 4 * n >= (w + step - 1) / step
        } ?? 0
        // The page's own colour where a row shows it (its margins beside a shadow's ramp), else
        // the row before's followed.
        func next(_ y: Int, _ previous: UInt32) -> UInt32 {
            if !pixels.same(previous, colour.colour), let g = follow(y, from: colour.colour) { return g }
            return follow(y, from: previous) ?? previous
        }
        var previous = colour.colour
        for y in seed..<h {
            previous = next(y, previous)
            rows[y] = previous
        }
        previous = rows[seed]
        for y in stride(from: seed - 1, through: 0, by: -1) {
            previous = next(y, previous)
            rows[y] = previous
        }
        return (colour.colour, rows)
    }

    /// The page's ground beyond the noise: a gradient across the image (a radial one, a side to side
    /// one — a row's ground follows only one down the image). A pixel within 8 levels of its row's
    /// ground but past the noise is ground when a neighbour is, and no channel steps more than 1
    /// level from it; found by sweeps down and back up, until none changes (at most 6). One bit a
    /// pixel, row by row; empty when the noise is 8 already, or when fewer than one in a hundred of
    /// a grid of samples (every 4th pixel of every 4th row) is near the ground but past the noise.
    @_optimize(speed)
    static func grownGround(_ pixels: ScreenPixels, rows: [UInt32]) -> [UInt64] {
        let w = pixels.width, h = pixels.height, limit = 8
        guard pixels.noise < limit else { return [] }
        // Only where the page shows such pixels: one in a hundred of a grid of samples at least.
        var sampled = 0, nearby = 0
        for y in stride(from: 0, to: h, by: 4) {
            let g = rows[y]
            for x in stride(from: 0, to: w, by: 4) {
                let c = pixels[x, y]
                sampled += 1
                if !ScreenPixels.within(c, g, pixels.noise), ScreenPixels.within(c, g, limit) { nearby += 1 }
            }
        }
        guard 100 * nearby >= sampled else { return [] }
        var bits = [UInt64](repeating: 0, count: (w * h + 63) / 64)
        func isSet(_ i: Int) -> Bool { bits[i >> 6] & (1 << UInt64(i & 63)) != 0 }
        // The pixels near the ground but past the noise (one bit each, like `bits`): the only ones a
        // sweep visits, word by word.
        var near = [UInt64](repeating: 0, count: bits.count)
        var any = false
        pixels.image.rgba.withUnsafeBufferPointer { p in
            for y in 0..<h {
                let g = rows[y]
                for x in 0..<w {
                    let c = ScreenPixels.pack(p, (y * w + x) * 4)
                    if ScreenPixels.within(c, g, pixels.noise) {
                        let i = y * w + x
                        bits[i >> 6] |= 1 << UInt64(i & 63)
                    } else if ScreenPixels.within(c, g, limit) {
                        let i = y * w + x
                        near[i >> 6] |= 1 << UInt64(i & 63)
                        any = true
                    }
                }
            }
            guard any else { return }
            for _ in 0..<6 {
                var changed = false
                for forward in [true, false] {
                    for k in near.indices {
                        let word = forward ? k : near.count - 1 - k
                        guard near[word] != 0 else { continue }
                        for b in 0..<64 {
                            let bit = forward ? b : 63 - b
                            guard near[word] & (1 << UInt64(bit)) != 0 else { continue }
                            let i = word << 6 | bit
                            let y = i / w, x = i % w
                            guard !isSet(i) else { continue }
                            let c = ScreenPixels.pack(p, i * 4)
                            // The neighbours already swept: left and above going down, right and below going up.
                            let (ax, bx, by) = forward ? (x - 1, x, y - 1) : (x + 1, x, y + 1)
                            var grown = false
                            if ax >= 0, ax < w { let n = y * w + ax; grown = isSet(n) && ScreenPixels.within(c, ScreenPixels.pack(p, n * 4), 1) }
                            if !grown, by >= 0, by < h { let n = by * w + bx; grown = isSet(n) && ScreenPixels.within(c, ScreenPixels.pack(p, n * 4), 1) }
                            if grown {
                                bits[i >> 6] |= 1 << UInt64(i & 63)
                                changed = true
                            }
                        }
                    }
                }
                if !changed { break }
            }
        }
        // Only what the noise alone would not call ground is kept (the rest is tested as usual).
        return any ? bits : []
    }

    /// The colour most of `colours` are, and how many are within the noise of it: one that three
    /// quarters of them are exactly (a flat fill); else of the eight colours seen most often
    /// exactly, the one the most are within 2 levels of (a dithered fill; within the noise when it
    /// is less), the first on a tie.
    @_optimize(speed)
    static func mostCommon(_ colours: [UInt32], pixels: ScreenPixels) -> (colour: UInt32, count: Int) {
        // One colour exactly three quarters of them at least (a flat fill): it, at once.
        if let first = colours.first {
            for candidate in [first, colours[colours.count / 2]] {
                let exact = colours.count { $0 == candidate }
                if 4 * exact >= 3 * colours.count { return (candidate, colours.count { pixels.same($0, candidate) }) }
            }
        }
        // Each colour and how often it is seen: the colours sorted, counted by runs (no hashing).
        var counts: [(key: UInt32, value: Int)] = []
        for c in colours.sorted() {
            if let last = counts.last, last.key == c { counts[counts.count - 1].value += 1 } else { counts.append((c, 1)) }
        }
        // The eight seen most often (the lower colour first on a tie), without sorting them all.
        var top: [(key: UInt32, value: Int)] = []
        for entry in counts {
            guard top.count < 8 || entry.value > top[7].value || (entry.value == top[7].value && entry.key < top[7].key) else { continue }
            let at = top.firstIndex { entry.value > $0.value || (entry.value == $0.value && entry.key < $0.key) } ?? top.count
            top.insert(entry, at: at)
            if top.count > 8 { top.removeLast() }
        }
        var best: (colour: UInt32, count: Int) = (0, 0)
        for (colour, _) in top {
            let near = counts.reduce(0) { ScreenPixels.within($1.key, colour, min(2, pixels.noise)) ? $0 + $1.value : $0 }
            if near > best.count { best = (colour, near) }
        }
        return (best.colour, counts.reduce(0) { pixels.same($1.key, best.colour) ? $0 + $1.value : $0 })
    }

    /// Reads the inside of box `index`: its shapes, classified, each box read in turn.
    @_optimize(speed)
    mutating func read(_ index: Int, pixels: ScreenPixels, budget: inout Int) {
        let box = boxes[index]
        guard box.depth < Self.maximumDepth else { return }
        let left = box.left + box.border[0], top = box.top + box.border[1]
        let right = box.right - box.border[2], bottom = box.bottom - box.border[3]
        guard right - left >= 3, bottom - top >= 3 else { return }
        let page = pageGround, fill = box.fill
        let ground: (Int) -> UInt32 = box.kind == .page ? { page[$0] } : { _ in fill }
        // A panel's inside: its ancestors' fills are ground too.
        var also: [UInt32] = []
        if box.panel {
            var a = box.parent
            while let i = a { also.append(boxes[i].kind == .page ? page[(box.top + box.bottom) / 2] : boxes[i].fill); a = boxes[i].parent }
        }
        guard let shapes = ScreenComponents(pixels, left: left, top: top, right: right, bottom: bottom, maximumRuns: budget, ground: ground,
                                            also: also, grown: box.kind == .page ? Self.grownGround(pixels, rows: page) : []) else {
            unreadable.append(index)
            budget = 0
            return
        }
        budget -= shapes.runs.count
        var found: [ScreenBox] = []
        for shape in shapes.shapes {
            found += BoxShapes.boxes(of: shape, in: shapes, pixels: pixels, ground: ground)
        }
        adopt(found, into: index, pixels: pixels, budget: &budget)
    }

    /// Makes `found` (the boxes and content of one box's inside) its children: what lies inside the
    /// ring of an outlined box or a lattice's cell is read again inside it (its lines may touch what
    /// it holds); a lattice's cells are its children; every box is read inside; a ring that turns
    /// out to be a focus ring gives way to its box.
    mutating func adopt(_ found: [ScreenBox], into parent: Int, pixels: ScreenPixels, budget: inout Int) {
        let items = found
        let rings = items.indices.filter { items[$0].kind == .outlined || items[$0].kind == .cell }
        let lattices = items.indices.filter { items[$0].kind == .lattice }.sorted { items[$0].area < items[$1].area }
        var dropped = [Bool](repeating: false, count: items.count)
        var holder = [Int?](repeating: nil, count: items.count)
        for i in items.indices {
            // Inside a ring: read again with the ring's inside.
            if rings.contains(where: { r in r != i && items[r].inside.contains(items[i]) && items[i].area < items[r].area }) {
                dropped[i] = true
                continue
            }
            holder[i] = lattices.first { $0 != i && items[$0].contains(items[i]) && items[i].area < items[$0].area }
        }
        // Insert in reading order, parents before their children.
        var indexOf = [Int](repeating: -1, count: items.count)
        func insert(_ i: Int) {
            guard indexOf[i] < 0, !dropped[i] else { return }
            let p: Int
            if let h = holder[i] { insert(h); p = indexOf[h] } else { p = parent }
            var b = items[i]
            b.parent = p
            b.depth = boxes[p].depth + 1
            indexOf[i] = boxes.count
            boxes.append(b)
            boxes[p].children.append(indexOf[i])
        }
        let order = items.indices.sorted { (items[$0].top, items[$0].left) < (items[$1].top, items[$1].left) }
        for i in order { insert(i) }
        // Boxes are read inside, with their fill as the ground; then focus rings give way.
        for i in order where !dropped[i] && [.solid, .outlined, .cell].contains(items[i].kind) {
            read(indexOf[i], pixels: pixels, budget: &budget)
            if items[i].kind == .outlined { collapseFocusRing(indexOf[i]) }
        }
    }

    /// A focus ring: an outlined box whose only box child fills it but for 1 to 4px of the ground
    /// on each side inside its border (12px when a sibling of the ring is a box of the child's size
    /// and the child fills half of the ring's inside)
    /// gives way to that child, in its place among its parent's children.
    mutating func collapseFocusRing(_ ring: Int) {
        let kids = childBoxes(ring)
        guard kids.count == 1, let k = kids.first, let parent = boxes[ring].parent else { return }
        let r = boxes[ring], kid = boxes[k]
        // Between the ring and its box, 1 to 4px of the ground (a frame the box touches is its border)
        // — or up to 12px (a ring offset by 3 to 4pt at 3x), when a sibling of the ring is a box of
        // the box's size (the one focused among its peers).
        let gaps = [kid.left - r.left - r.border[0], kid.top - r.top - r.border[1], r.right - r.border[2] - kid.right, r.bottom - r.border[3] - kid.bottom]
        let peer = boxes[parent].children.contains { i in
            let b = boxes[i]
            return i != ring && b.isBox && b.kind != .outlined && abs(b.width - kid.width) <= 2 && abs(b.height - kid.height) <= 2
        }
        let inner = (r.width - r.border[0] - r.border[2]) * (r.height - r.border[1] - r.border[3])
        guard gaps.allSatisfy({ $0 >= 1 && $0 <= (peer && 2 * kid.area >= inner ? 12 : 4) }) else { return }
        boxes[ring].kind = .content
        boxes[ring].children.removeAll { $0 == k }
        boxes[k].parent = parent
        if let at = boxes[parent].children.firstIndex(of: ring) { boxes[parent].children.insert(k, at: at) }
    }

    /// The children of box `index` that are boxes.
    package func childBoxes(_ index: Int) -> [Int] { boxes[index].children.filter { boxes[$0].isBox } }

    /// The tree as text, one box a line, indented by depth (for the notes and the tests).
    package func describe(maximumLines: Int = 400, minimumPx: Int = 0) -> String {
        var lines: [String] = []
        func walk(_ i: Int) {
            guard lines.count < maximumLines else { return }
            let b = boxes[i]
            if b.kind != .content, b.width >= minimumPx, b.height >= minimumPx {
                let content = b.children.count { boxes[$0].kind == .content }
                lines.append(String(repeating: "  ", count: b.depth) + "\(b.kind) \(b.words) fill \(ScreenPixels.hex(b.fill))"
                             + (b.border.max()! > 0 ? " border \(b.border)" : "") + (b.shadow ? " shadow" : "")
                             + (content > 0 ? " content \(content)" : ""))
            }
            for c in b.children { walk(c) }
        }
        walk(0)
        return lines.joined(separator: "\n")
    }
}
