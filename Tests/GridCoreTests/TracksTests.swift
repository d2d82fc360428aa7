import Testing
import GridCore
import GridcalcTestSupport

/// `--tracks` (Docs/tracks.md): fixed and flexible tracks, checked over random track lists against
/// the invariants and against edges rounded half up, written here with a quotient and a remainder.
@Suite struct TracksTests {
    /// A random list of 1–12 tracks: fixed lengths in pt or px, and weights with up to 3 decimals.
    static func randomTracks(_ rng: inout SplitMix64) -> [Track] {
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .fixed(.points(Double(Int.random(in: 1...120, using: &rng)) + [0, 0.5, 1.0 / 3].randomElement(using: &rng)!))
            case 1: return .fixed(.pixels(Int.random(in: 1...90, using: &rng)))
            default: return .flexible(thousandths: [1000, 2000, 500, 1, 333, 10_000_000, Int.random(in: 1...5000, using: &rng)].randomElement(using: &rng)!)
            }
        }
    }

    /// Edge at weight prefix `s` of `w` for `f` free pixels, rounded half up: q + 1 when the
    /// remainder is at least half of w (an independent statement of Yoga's cumulative rounding).
    static func roundedEdge(_ f: Int, _ s: Int, _ w: Int) -> Int {
        let q = f * s / w, r = f * s % w
        return q + (2 * r >= w ? 1 : 0)
    }

    /// Over random tracks, widths, scales, spacings, insets, every strategy and both directions (the
    /// free space F' the flexible tracks share is F, or ⌊F·W/1000⌋ when the weights sum below 1fr,
    /// the rest in the insets):
    ///   - Il + Σw + (C−1)G + It = P, every gap G, rtl the mirror of ltr;
    ///   - fixed tracks keep their snapped px; flexible tracks are within 1px of their exact share
    ///     F·W_k/W (strictly under padding and spread, where nothing is added by position);
    ///   - spread equals rounding each cumulative edge half up (the Yoga rule), computed here;
    ///   - equal weights and no fixed track give exactly the `--columns` layout.
    @Test func invariantsOverRandomTracks() throws {
        var rng = SplitMix64(state: 15)
        var checked = 0, spreadChecked = 0, belowOne = 0
        for _ in 0..<30_000 {
            let tracks = Self.randomTracks(&rng)
            let scale = try Scale(Sweep.scales.randomElement(using: &rng)!)
            let strategy = Sweep.strategies.randomElement(using: &rng)!
            var request = GridRequest(width: .points(Double(Int.random(in: 100...1400, using: &rng))), scale: scale, columns: tracks.count,
                                      spacing: .pixels(Int.random(in: 0...6, using: &rng)), strategy: strategy,
                                      insetLeading: .pixels(Int.random(in: 0...9, using: &rng)), insetTrailing: .pixels(Int.random(in: 0...9, using: &rng)),
                                      direction: Bool.random(using: &rng) ? .ltr : .rtl)
            request.tracks = tracks
            guard let d = try? GridDocument(request) else { continue }
            let p = d.container.px, g = d.spacing.px, c = d.columns.count
            #expect(d.insets.leading.px + d.columns.map(\.width.px).reduce(0, +) + (c - 1) * g + d.insets.trailing.px == p)
            let physical = d.columns.sorted { $0.x.px < $1.x.px }
            for (a, b) in zip(physical, physical.dropFirst()) { #expect(b.x.px - a.x.px - a.width.px == g) }
            var mirrored = request
            mirrored.direction = request.direction == .ltr ? .rtl : .ltr
            let m = try GridDocument(mirrored)
            #expect(zip(d.columns, m.columns).allSatisfy { $0.x.px == p - $1.x.px - $1.width.px && $0.width == $1.width })

            var fixedPx: [Int] = []
            var weights: [Int] = []
            for track in tracks {
                switch track {
                case .fixed(let l): fixedPx.append(try PixelSnapping.gap(l, scale: scale, field: .tracks).px)
                case .flexible(let w): weights.append(w)
                }
            }
            let total = weights.reduce(0, +)
            // CSS: weights that sum below 1fr share only that fraction of the free space (§11).
            let allFree = p - d.input.insetLeading.px - d.input.insetTrailing.px - (c - 1) * g - fixedPx.reduce(0, +)
            let free = !weights.isEmpty && total < 1000 ? allFree * total / 1000 : allFree
            let unused = allFree - free
            if unused > 0 {
                belowOne += 1
                #expect(d.insets.leading.px + d.insets.trailing.px >= d.input.insetLeading.px + d.input.insetTrailing.px + unused,
                        "the unused space is in the insets")
            }
            var fixedIndex = 0, flexIndex = 0, prefix = 0
            for (column, track) in zip(d.columns, tracks) {
                switch track {
                case .fixed:
                    #expect(column.width.px == fixedPx[fixedIndex], "fixed track keeps its px")
                    #expect(column.track == .fixed(.pixels(column.width.px)))
                    fixedIndex += 1
                case .flexible(let w):
                    // |width − F·w/W| < 1  ⟺  |width·W − F·w| < W  (≤ W when a pixel is added by position).
                    let error = abs(column.width.px * total - free * w)
                    if strategy.distribution == nil || strategy == .widen(.spread) { #expect(error < total) } else { #expect(error <= total) }
                    if strategy == .widen(.spread) {
                        #expect(column.width.px == Self.roundedEdge(free, prefix + w, total) - Self.roundedEdge(free, prefix, total), "spread = Yoga's edges")
                        spreadChecked += 1
                    }
                    #expect(column.track == .flexible(thousandths: w))
                    prefix += w
                    flexIndex += 1
                }
            }
            checked += 1
        }
        #expect(checked > 10_000 && spreadChecked > 3_000 && belowOne > 500, "\(checked) layouts, \(spreadChecked) spread tracks, \(belowOne) below 1fr")
    }

    /// Equal weights, no fixed track: the same pixels as `--columns C`, for every strategy.
    @Test func equalWeightsAreColumns() throws {
        for widthPt in stride(from: 50.0, through: 1500, by: 17.3) {
            for scale in Sweep.scales {
                for count in [1, 2, 3, 7, 12] {
                    for strategy in Sweep.strategies {
                        let plain = GridRequest(width: .points(widthPt), scale: try Scale(scale), columns: count, strategy: strategy, direction: .rtl)
                        guard let columns = try? GridDocument(plain) else { continue }
                        var tracked = plain
                        tracked.tracks = Array(repeating: .flexible(thousandths: 2500), count: count)
                        let d = try GridDocument(tracked)
                        #expect(d.columns.map(\.x) == columns.columns.map(\.x) && d.columns.map(\.width) == columns.columns.map(\.width))
                        #expect(d.insets == columns.insets && d.remainderPx == columns.remainderPx)
                    }
                }
            }
        }
    }

    /// 414pt at 3x, "80pt 1fr 2fr", 1px gaps: F = 1242 − 2 − 240 = 1000 for W = 3000. Padding:
    /// 333 and 666 with 1px left for the insets; spread: edges 333.33 → 333 and 1000 → 667 wide.
    @Test func workedExample() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 3)
        request.tracks = try Track.list(parsing: "80pt 1fr 2fr")
        #expect(try GridDocument(request).columns.map(\.width.px) == [240, 333, 666])
        request.strategy = .widen(.spread)
        #expect(try GridDocument(request).columns.map(\.width.px) == [240, 333, 667])
        // All fixed: the leftover goes to the insets; widen has nothing to widen.
        request.tracks = try Track.list(parsing: "100pt 100pt")
        request.strategy = .padding(.center)
        let fixed = try GridDocument(request)
        #expect(fixed.columns.map(\.width.px) == [300, 300] && fixed.insets.leading.px + fixed.insets.trailing.px == 1242 - 601)
        request.strategy = .widen(.leading)
        #expect(throws: GridError.noFlexibleTrack) { try GridDocument(request) }
        // Weights below 1fr in all (the reported case): 1000px, "0.25fr 0.5fr" shares 750px as a
        // browser does — 250 and 500 — and leaves 250px empty, at the end with --align leading.
        var css = GridRequest(width: .pixels(1000), scale: try Scale(1), columns: 2, spacing: .pixels(0), strategy: .padding(.leading))
        css.tracks = try Track.list(parsing: "0.25fr 0.5fr")
        let quarter = try GridDocument(css)
        #expect(quarter.columns.map(\.width.px) == [250, 500] && quarter.insets.trailing.px == 250 && quarter.insets.leading.px == 0)
        // No room: the fixed tracks leave less than 1px for each flexible one.
        request.tracks = try Track.list(parsing: "413pt 1fr 1fr")
        #expect(throws: GridError.tracksNoRoom(containerPx: 1242, insetsPx: 0, gapsPx: 2, fixedPx: 1239, freePx: 1, flexible: 2)) {
            try GridDocument(request)
        }
        // Items need a row height with tracks.
        request.tracks = try Track.list(parsing: "1fr 1fr")
        request.items = ItemRequest(count: 3)
        #expect(throws: GridError.aspectRatioWithTracks) { try GridDocument(request) }
    }

    @Test(arguments: ["0fr", "-1fr", "1e3fr", "1.2345fr", "", "   ", "1.fr", "fr", "10001fr", "0pt", "abc", "1.5px", "nanfr", "1fr 0.0001fr", "٣fr"])
    func refused(text: String) {
        #expect(throws: GridError.self) { try Track.list(parsing: text) }
    }

    @Test func accepted() throws {
        #expect(try Track.list(parsing: "80pt  1fr\t2.5fr .5fr 10000fr 0.001fr 3px 44") ==
                [.fixed(.points(80)), .flexible(thousandths: 1000), .flexible(thousandths: 2500), .flexible(thousandths: 500),
                 .flexible(thousandths: 10_000_000), .flexible(thousandths: 1), .fixed(.pixels(3)), .fixed(.points(44))])
        #expect(throws: GridError.tooLarge(.tracks, value: "100000 tracks", limit: "10000 tracks")) {
            try Track.list(parsing: Array(repeating: "1fr", count: 100_000).joined(separator: " "))
        }
    }
}
