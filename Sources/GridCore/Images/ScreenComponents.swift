// ScreenComponents: the connected shapes of a box's interior — its pixels that are not its ground.
//
// Rule (Docs/check-images.md, "A tree of boxes"): in a rectangle of the image, a pixel is ground when
// it is the same colour (within the noise) as the ground of its row — a box's fill, or the page's
// colour row by row (a vertical gradient). The other pixels are found as runs along each row, and
// runs that touch across two rows (overlapping or diagonal columns: 8-connected — an antialiased
// corner of a ring touches only diagonally) are one shape. Each shape keeps
// its runs, its bounding box and its pixel count. The work is one pass over the rectangle's pixels
// and one over the runs; past `maximumRuns` runs (an image of noise, not a screen) the reading stops.

/// The shapes of not-ground pixels in a rectangle.
struct ScreenComponents {
    /// A run of not-ground pixels: row `y`, columns `x0 ..< x1` (image px).
    struct Run {
        var y: Int32, x0: Int32, x1: Int32
    }

    /// One shape: its bounding box (right and bottom exclusive), pixel count and runs.
    struct Shape {
        var left: Int, top: Int, right: Int, bottom: Int
        var pixels: Int
        /// Its runs in `ScreenComponents.runs`, row by row.
        var runs: Range<Int>
        var width: Int { right - left }
        var height: Int { bottom - top }
    }

    /// The runs, shape by shape, each shape's row by row.
    let runs: [Run]
    /// The shapes, by their first run (top to bottom, left to right).
    let shapes: [Shape]

    /// The shapes of `rect` (x, y, width, height in image px) whose pixels are not the same as
    /// `ground(y)` (nor as `also`, nor set in `grown`: one bit a pixel of the image, row by row);
    /// nil past `maximumRuns` runs.
    @_optimize(speed)
    init?(_ pixels: ScreenPixels, left: Int, top: Int, right: Int, bottom: Int, maximumRuns: Int, ground: (Int) -> UInt32, also: [UInt32] = [],
          grown: [UInt64] = []) {
        var runs: [Run] = []
        var rowStart: [Int] = []
        rowStart.reserveCapacity(max(0, bottom - top) + 1)
        let width = pixels.width, noise = pixels.noise
        var tooMany = false
        pixels.image.rgba.withUnsafeBufferPointer { p in
            for y in top..<bottom {
                rowStart.append(runs.count)
                let g = ground(y)
                var start = -1
                var o = (y * width + left) * 4
                var x = left
                let base = UnsafeRawPointer(p.baseAddress.unsafelyUnwrapped)
                if also.isEmpty, grown.isEmpty {
                    // The usual case, in two tight loops: a stretch of ground (two pixels at once
                    // while both are its exact colour), then a run of the rest.
                    let pair = g >> 24 == 0 ? UInt64.max : UInt64(g) | UInt64(g) << 32
                    let opaqueGround = Int(g >> 24) > noise
                    let ground16 = unsafeBitCast(SIMD4<UInt32>(repeating: g.littleEndian), to: SIMD16<UInt8>.self)
                    let noise16 = SIMD16<UInt8>(repeating: UInt8(min(255, noise)))
                    while x < right {
                        while x + 1 < right, UInt64(littleEndian: (base + o).loadUnaligned(as: UInt64.self)) == pair { x += 2; o += 8 }
                        while x < right, ScreenPixels.within(ScreenPixels.pack(p, o), g, noise) { x += 1; o += 4 }
                        guard x < right else { break }
                        let first = x
                        // Four pixels at once while none of them is within the noise of the ground
                        // (each has a channel farther: its 32-bit lane of the mask is not 0); the
                        // ground opaque beyond the noise, so a transparent pixel is never the ground.
                        if opaqueGround {
                            while x + 4 <= right {
                                let v = (base + o).loadUnaligned(as: SIMD16<UInt8>.self)
                                let far = (pointwiseMax(v, ground16) &- pointwiseMin(v, ground16)) .> noise16
                                let lanes = unsafeBitCast(far, to: SIMD4<UInt32>.self)
                                guard lanes[0] != 0, lanes[1] != 0, lanes[2] != 0, lanes[3] != 0 else { break }
                                x += 4
                                o += 16
                            }
                        }
                        while x < right, !ScreenPixels.within(ScreenPixels.pack(p, o), g, noise) { x += 1; o += 4 }
                        runs.append(Run(y: Int32(y), x0: Int32(first), x1: Int32(x)))
                    }
                    if runs.count > maximumRuns { tooMany = true; return }
                    continue
                }
                while x < right {
                    let pixel = ScreenPixels.pack(p, o)
                    let i = y &* width &+ x
                    let ground = ScreenPixels.within(pixel, g, noise) || (!also.isEmpty && also.contains { ScreenPixels.within(pixel, $0, noise) })
                        || (!grown.isEmpty && grown[i >> 6] & (1 << UInt64(i & 63)) != 0)
                    if !ground, start < 0 { start = x }
                    if ground, start >= 0 {
                        runs.append(Run(y: Int32(y), x0: Int32(start), x1: Int32(x)))
                        start = -1
                    }
                    x += 1
                    o += 4
                }
                if start >= 0 { runs.append(Run(y: Int32(y), x0: Int32(start), x1: Int32(right))) }
                if runs.count > maximumRuns { tooMany = true; return }
            }
            rowStart.append(runs.count)
        }
        if tooMany { return nil }
        self.init(runs: runs, rowStart: rowStart)
    }

    /// The shapes of the pixels of `shape` (of `parent`) that `keep` keeps (a pixel and its row):
    /// its runs cut where `keep` does not, joined again where they touch.
    @_optimize(speed)
    init(_ parent: ScreenComponents, _ shape: Shape, pixels: ScreenPixels, keep: (UInt32, Int) -> Bool) {
        var runs: [Run] = []
        var rowStart: [Int] = []
        var y = shape.top - 1
        for run in parent.runs[shape.runs] {
            while y < Int(run.y) { rowStart.append(runs.count); y += 1 }
            var start = -1
            for x in Int(run.x0)..<Int(run.x1) {
                let kept = keep(pixels[x, y], y)
                if kept, start < 0 { start = x }
                if !kept, start >= 0 { runs.append(Run(y: Int32(y), x0: Int32(start), x1: Int32(x))); start = -1 }
            }
            if start >= 0 { runs.append(Run(y: run.y, x0: Int32(start), x1: run.x1)) }
        }
        rowStart.append(runs.count)
        self.init(runs: runs, rowStart: rowStart)
    }

    /// The shapes of `runs` (row by row, left to right in a row; `rowStart[r]` the first run of
    /// the r-th row, one past the last row at the end): union-find over runs that overlap across rows.
    @_optimize(speed)
    private init(runs: [Run], rowStart: [Int]) {
        // Union-find over the runs: a run joins every run of the row above whose columns it overlaps
        // or touches at a corner.
        var parent = Array(0..<runs.count)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        if rowStart.count > 2 {
            for r in 1..<(rowStart.count - 1) {
                var a = rowStart[r - 1], b = rowStart[r]
                let aEnd = rowStart[r], bEnd = rowStart[r + 1]
                // Rows not adjacent (an empty row between) never touch.
                if a < aEnd, b < bEnd, runs[b].y != runs[a].y + 1 { continue }
                while a < aEnd, b < bEnd {
                    if runs[a].x0 <= runs[b].x1, runs[b].x0 <= runs[a].x1 {
                        let ra = find(a), rb = find(b)
                        if ra != rb { if ra < rb { parent[rb] = ra } else { parent[ra] = rb } }
                    }
                    if runs[a].x1 <= runs[b].x1 { a += 1 } else { b += 1 }
                }
            }
        }
        // Shapes: the runs grouped by their root, in the order of each root's first run.
        var shapeOf = [Int](repeating: -1, count: runs.count)
        var counts: [Int] = []
        for i in runs.indices {
            let r = find(i)
            if shapeOf[r] < 0 { shapeOf[r] = counts.count; counts.append(0) }
            shapeOf[i] = shapeOf[r]
            counts[shapeOf[i]] += 1
        }
        var start = [Int](repeating: 0, count: counts.count + 1)
        for k in counts.indices { start[k + 1] = start[k] + counts[k] }
        var fill = start
        var ordered = [Run](repeating: Run(y: 0, x0: 0, x1: 0), count: runs.count)
        var shapes = (0..<counts.count).map { k in Shape(left: Int.max, top: Int.max, right: Int.min, bottom: Int.min, pixels: 0, runs: start[k]..<start[k + 1]) }
        for (i, run) in runs.enumerated() {
            let k = shapeOf[i]
            ordered[fill[k]] = run
            fill[k] += 1
            shapes[k].left = min(shapes[k].left, Int(run.x0))
            shapes[k].right = max(shapes[k].right, Int(run.x1))
            shapes[k].top = min(shapes[k].top, Int(run.y))
            shapes[k].bottom = max(shapes[k].bottom, Int(run.y) + 1)
            shapes[k].pixels += Int(run.x1 - run.x0)
        }
        self.runs = ordered
        self.shapes = shapes
    }

    /// Each row of `shape`'s first and last column (right exclusive) and its pixel count, from its
    /// top row; a row it has no pixel in is (0, 0, 0).
    @_optimize(speed)
    func rowExtents(_ shape: Shape) -> [(left: Int, right: Int, count: Int)] {
        var rows = [(left: Int, right: Int, count: Int)](repeating: (Int.max, Int.min, 0), count: shape.height)
        for run in runs[shape.runs] {
            let r = Int(run.y) - shape.top
            rows[r].left = min(rows[r].left, Int(run.x0))
            rows[r].right = max(rows[r].right, Int(run.x1))
            rows[r].count += Int(run.x1 - run.x0)
        }
        return rows.map { $0.count == 0 ? (0, 0, 0) : $0 }
    }

    /// Each column of `shape`'s first and last row (bottom exclusive) and its pixel count, from its
    /// left column; a column it has no pixel in is (0, 0, 0). In time of its runs and its width, not
    /// its pixels: the counts by a difference array; each column's first row by the runs from the
    /// top, its last by the runs from the bottom, a column skipped once it has one (`next` links
    /// every column to the next one still without it).
    @_optimize(speed)
    func columnExtents(_ shape: Shape) -> [(top: Int, bottom: Int, count: Int)] {
        let w = shape.width
        var diff = [Int](repeating: 0, count: w + 1)
        for run in runs[shape.runs] { diff[Int(run.x0) - shape.left] += 1; diff[Int(run.x1) - shape.left] -= 1 }
        var columns = [(top: Int, bottom: Int, count: Int)](repeating: (0, 0, 0), count: w)
        var running = 0
        for c in 0..<w { running += diff[c]; columns[c].count = running }
        /// Sets `value` on the columns of each run (in `order`) that have none yet.
        func first(_ order: [Run], set: (inout (top: Int, bottom: Int, count: Int), Int) -> Void) {
            var next = Array(0...w)
            func find(_ c: Int) -> Int {
                var r = c
                while next[r] != r { r = next[r] }
                var k = c
                while next[k] != r { let n = next[k]; next[k] = r; k = n }
                return r
            }
            for run in order {
                var c = find(Int(run.x0) - shape.left)
                let end = Int(run.x1) - shape.left
                while c < end {
                    set(&columns[c], Int(run.y))
                    next[c] = c + 1
                    c = find(c + 1)
                }
            }
        }
        let mine = Array(runs[shape.runs])
        first(mine) { $0.top = $1 }
        first(mine.reversed()) { $0.bottom = $1 + 1 }
        return columns.map { $0.count == 0 ? (0, 0, 0) : $0 }
    }
}
