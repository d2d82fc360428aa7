import Testing
import GridCore
import GridcalcTestSupport

/// The fixed-width rule's WebKit block (`WebKitUnits`) laid out by a model of WebKit written here, not
/// by the arithmetic under test: each length of the block's text truncated to 1/64 CSS px (parsed
/// as the float WebKit keeps), the tracks placed one after another from the content box's start
/// (rtl: from its right edge, leftwards), and every edge painted at round(3·u/64) from the page's
/// origin. For every offset of the grid's left (top) edge within a CSS px (64 positions: a CSS px
/// is 3 whole device px), the painted cells must be the document's, except where web.md says no
/// length can be exact (29/64 to 31/64 of a device pixel past a whole one). The browsers check the
/// same in `make test-engines` (Tests/css/check_random.py); this needs none.
@Suite struct WebKitUnitsTests {
    /// Offsets c (64ths of a device pixel) where an edge may move: web.md, "WebKit at 3x".
    static let named: Set<Int> = [29, 30, 31]

    @Test func everyRandomGridIsExactAtEveryOtherOffset() throws {
        var rng = SplitMix64(state: 48)
        var grids = 0, rows = 0, movedOnNamed = 0, movedWithoutBlock = 0
        let strategies: [Strategy] = [.padding(.center), .padding(.leading), .padding(.trailing),
                                      .widen(.leading), .widen(.trailing), .widen(.center), .widen(.spread)]
        for _ in 0..<600 {
            let columns = Int.random(in: 1...30, using: &rng)
            var request = GridRequest(width: .pixels(Int.random(in: 200...3000, using: &rng)), scale: try Scale(3), columns: columns,
                                      spacing: .pixels(Int.random(in: 0...7, using: &rng)), strategy: strategies.randomElement(using: &rng)!,
                                      insetLeading: .pixels(Int.random(in: 0...20, using: &rng)), insetTrailing: .pixels(Int.random(in: 0...20, using: &rng)),
                                      direction: Bool.random(using: &rng) ? .ltr : .rtl)
            request.platform = .web
            if Bool.random(using: &rng) {
                request.items = ItemRequest(count: Int.random(in: 1...(3 * columns), using: &rng),
                                            rowHeight: .length(.pixels(Int.random(in: 4...90, using: &rng))),
                                            lineSpacing: .pixels(Int.random(in: 0...5, using: &rng)),
                                            insetTop: .pixels(Int.random(in: 0...7, using: &rng)), insetBottom: .pixels(Int.random(in: 0...7, using: &rng)))
            }
            guard let document = try? GridDocument(request), let css = document.css else { continue }
            let parts = css.rule.components(separatedBy: "@supports (-webkit-line-box-contain: block)")
            #expect(parts.count == 2, "one WebKit block at DPR 3")
            guard parts.count == 2 else { continue }
            let block = Self.declarations(parts[1]), main = Self.declarations(parts[0])
            let rtl = request.direction == .rtl
            let expectedX = document.columns.sorted { $0.x.px < $1.x.px }.flatMap { [$0.x.px, $0.width.px] }
            for offset in 0..<64 {
                let c = 3 * offset % 64
                let painted = Self.paint(block, across: true, rtl: rtl, origin: offset)
                if Self.named.contains(c) {
                    movedOnNamed += painted.container != document.container.px || painted.cells != expectedX ? 1 : 0
                } else {
                    #expect(painted.container == document.container.px && painted.cells == expectedX,
                            "\(columns) columns, \(request.strategy), \(request.direction) in \(document.container.px)px at offset \(offset)/64")
                }
                let bare = Self.paint(main, across: true, rtl: rtl, origin: offset)
                movedWithoutBlock += bare.container != document.container.px || bare.cells != expectedX ? 1 : 0
            }
            if let items = document.items, let top = items.first?.frame.y.px, let r = document.rows {
                let expectedY = (0..<r.count).flatMap { [top + $0 * (r.height.px + r.lineSpacing.px), r.height.px] }
                for offset in 0..<64 where !Self.named.contains(3 * offset % 64) {
                    let painted = Self.paint(block, across: false, rtl: false, origin: offset)
                    #expect(painted.cells == expectedY && painted.container == document.content?.height.px, "rows at offset \(offset)/64")
                }
                rows += 1
            }
            grids += 1
        }
        #expect(grids > 550 && rows > 250)
        // Negative controls: the named offsets are real, and the block is what makes the rest exact.
        #expect(movedOnNamed > 0)
        #expect(movedWithoutBlock > 0)
    }

    @Test func aLengthIsItsUnitsAndAGapTheNearestUnit() throws {
        let units = try #require(WebKitUnits(scale: 3))
        #expect(WebKitUnits(scale: 2) == nil && WebKitUnits(scale: 2.625) == nil)
        // 1 device px is 21⅓ units: up 22, one past 22; 3 px is 64 units: up 64, one past 65.
        #expect(units.units(1, .up) == 22 && units.units(1, .pastUp) == 22 && units.units(3, .up) == 64 && units.units(3, .pastUp) == 65)
        #expect(units.gapUnits(1) == 21 && units.gapUnits(2) == 43 && units.gapUnits(3) == 64)
        // A 1px gap is ⅓ unit short: forward, the edge before it is rounded one past.
        #expect(units.rounding(gapPx: 1, forward: true) == .pastUp && units.rounding(gapPx: 1, forward: false) == .up)
        #expect(WebKitUnits.css(22) == "0.34375px" && WebKitUnits.css(0) == "0")
    }

    /// `name: value;` of one block's `.grid` rule (the first of each name).
    static func declarations(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let colon = trimmed.firstIndex(of: ":"), trimmed.hasSuffix(";"), !trimmed.hasPrefix("/*") else { continue }
            let name = String(trimmed[..<colon])
            if out[name] == nil { out[name] = String(trimmed[trimmed.index(after: colon)...].dropFirst().dropLast()) }
        }
        return out
    }

    /// WebKit's units of a CSS length: `0`, or `<n>px` truncated to 1/64 as a float.
    static func units(_ text: String) -> Int {
        text == "0" ? 0 : Int(Float(Double(text.dropLast(2))!) * 64)
    }

    /// A track list with `repeat(k, v)` expanded.
    static func tracks(_ text: String) -> [Int] {
        var out: [Int] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix("repeat(") {
                let close = rest.firstIndex(of: ")")!
                let inside = rest[rest.index(rest.startIndex, offsetBy: 7)..<close].split(separator: ",")
                out += Array(repeating: units(inside[1].trimmingPrefix(" ").description), count: Int(inside[0])!)
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex(of: " ") ?? rest.endIndex
                out.append(units(String(rest[..<end])))
                rest = rest[end...]
            }
        }
        return out
    }

    /// The painted container (device px) and cells (x or y, size, in order, flattened) from its painted
    /// edge, in the model.
    static func paint(_ d: [String: String], across: Bool, rtl: Bool, origin: Int) -> (container: Int, cells: [Int]) {
        func device(_ u: Int) -> Int { (3 * u + 32) / 64 }  // round(3u/64), half up, u ≥ 0
        let padding = (d[across ? "padding-inline" : "padding-block"] ?? "0 0").split(separator: " ").map { units(String($0)) }
        let list = tracks(d[across ? "grid-template-columns" : "grid-template-rows"] ?? "")
        let gap = units(d[across ? "column-gap" : "row-gap"] ?? "0")
        let size = across ? units(d["width"]!) : padding[0] + list.reduce(0, +) + max(0, list.count - 1) * gap + padding[1]
        var cells: [(Int, Int)] = []
        var at = padding[0]
        for length in list {
            // From the content's start: the left edge in ltr (and down), the right edge in rtl.
            let (a, b) = rtl ? (size - at - length, size - at) : (at, at + length)
            let left = device(origin + a) - device(origin), right = device(origin + b) - device(origin)
            cells.append((left, right - left))
            at += length + gap
        }
        return (device(origin + size) - device(origin), cells.sorted { $0.0 < $1.0 }.flatMap { [$0.0, $0.1] })
    }
}
