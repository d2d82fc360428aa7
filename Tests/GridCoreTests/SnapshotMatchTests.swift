// SnapshotMatch: a failed snapshot explained. Property: random grids of cells changed one way —
// a cell widened (the rest of its row pushed), a row moved down, a cell added or taken away at a
// row's end — and the findings are exactly what the change did, by an independent rule written here
// (the change's own bookkeeping), never more.
import GridCore
import GridcalcTestSupport
import Testing

@Suite struct SnapshotMatchTests {
    struct Cell { var x: Int, y: Int, width: Int, height: Int }

    static func findings(_ now: [Cell], reference: [Cell], width: Int) throws -> [CheckDocument.Finding] {
        let frames = now.map { FramesDump.Frame(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
        var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, containerWidth: Double(width), frames: frames)))
        request.snapshotReference = reference.map { FramesDump.Frame(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
        request.severities = [:]
        let kinds: Set<CheckDocument.Finding.Kind> = [.moved, .resized, .added, .removed]
        return try CheckDocument(request).findings.filter { kinds.contains($0.kind) }
    }

    @Test func findingsAreExactlyTheChange() throws {
        var rng = SplitMix64(state: 25)
        for trial in 0..<400 {
            let rows = Int.random(in: 1...4, using: &rng), perRow = Int.random(in: 2...8, using: &rng)
            let width = Int.random(in: 20...60, using: &rng), gap = Int.random(in: 2...10, using: &rng), height = Int.random(in: 20...50, using: &rng)
            var reference: [Cell] = []
            for r in 0..<rows { for k in 0..<perRow { reference.append(Cell(x: 4 + k * (width + gap), y: 4 + r * (height + gap), width: width, height: height)) } }
            var now = reference
            // What the change did, by index of `now`: edges moved and sizes changed, cells added/removed.
            var moved: [String] = [], resized: [String] = [], added = 0, removed = 0
            let r = Int.random(in: 0..<rows, using: &rng), k = Int.random(in: 0..<perRow, using: &rng), d = Int.random(in: 1...3, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:  // cell k of row r wider by d, the rest of its row pushed right
                now[r * perRow + k].width += d
                resized.append("\(r * perRow + k) width \(d)")
                for j in k + 1 ..< perRow { now[r * perRow + j].x += d; moved.append("\(r * perRow + j) x \(d)") }
            case 1:  // row r moved down by d
                for j in 0..<perRow { now[r * perRow + j].y += d; moved.append("\(r * perRow + j) y \(d)") }
            case 2:  // a cell taken away at the end of row r
                now.remove(at: r * perRow + perRow - 1)
                removed = 1
            default:  // a cell added at the end of row r
                now.insert(Cell(x: 4 + perRow * (width + gap), y: 4 + r * (height + gap), width: width, height: height), at: r * perRow + perRow)
                added = 1
            }
            let containerPx = 8 + (perRow + 1) * (width + gap) + 3
            let found = try Self.findings(now, reference: reference, width: containerPx)
            let foundMoved = found.filter { $0.kind == .moved }.map { "\($0.frames[0]) \($0.edge) \(Int($0.errorPx))" }
            let foundResized = found.filter { $0.kind == .resized }.map { "\($0.frames[0]) \($0.edge) \(Int($0.errorPx))" }
            check(foundMoved.sorted() == moved.sorted(), "moved", "trial \(trial): \(foundMoved) vs \(moved)")
            check(foundResized == resized, "resized", "trial \(trial): \(foundResized) vs \(resized)")
            check(found.count { $0.kind == .added } == added && found.count { $0.kind == .removed } == removed, "added/removed", "trial \(trial): \(found.map(\.message))")
            // Negative control: the reference against itself finds nothing.
            check(try Self.findings(reference, reference: reference, width: containerPx).isEmpty, "the reference against itself", "trial \(trial)")
        }
    }

    /// The summary says a run of cells once: "row 1: cells 3–5 moved right 2px".
    @Test func summaryGroupsRuns() {
        let reference = (0..<5).map { SnapshotMatch.Box(x: $0 * 30, y: 0, width: 28, height: 20) }
        var now = reference
        now[1] = SnapshotMatch.Box(x: 30, y: 0, width: 30, height: 20)
        for k in 2..<5 { now[k] = SnapshotMatch.Box(x: k * 30 + 2, y: 0, width: 28, height: 20) }
        let match = SnapshotMatch(now, places: FrameCheck.places(count: now.count, groups: [Array(0..<5)]), reference: reference)
        #expect(match.summary() == ["row 1: cells 3–5 moved right 2px", "row 1, cell 2 is 2px wider"])
        // A cell that moved further than three quarters of itself is one removed and one added.
        let far = SnapshotMatch([SnapshotMatch.Box(x: 100, y: 0, width: 20, height: 20)], places: ["row 1, cell 1"], reference: [SnapshotMatch.Box(x: 0, y: 0, width: 20, height: 20)])
        #expect(far.pairs.isEmpty && far.added == [0] && far.removed == [0])
    }
}
