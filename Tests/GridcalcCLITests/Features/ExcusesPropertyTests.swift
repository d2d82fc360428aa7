// Every excuse `check` grants is proven from the input, so none hides a defect: random grids with one
// cell off by 1–3px in x, y, width or height, dressed as the screens that earn an excuse — Android's
// distribution of leftover pixels, a floating bar over some cells, a list scrolled so that its first
// and last rows are cut, a staggered feed — fail; the same grids without the defect pass, and earn
// their excuse (the note or warning that names its evidence). The grids are uiautomator dumps written
// here; the rule each is held to is written here too (where the cells are), never read back from
// gridcalc.

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct ExcusesPropertyTests {
    enum Dress: CaseIterable { case android, overlay, scroller, staggered }
    enum Defect: CaseIterable { case x, y, width, height }

    /// A cell's bounds in device px, and its content's (a child), if other than its own.
    struct Cell { var l: Int, t: Int, r: Int, b: Int; var content: (l: Int, t: Int, r: Int, b: Int)? = nil }

    /// A uiautomator dump: the container `grid` (`scrollable` as given) holding the cells, each with
    /// an ImageView child (its content), then `after` (nodes drawn over the grid).
    static func dump(_ cells: [Cell], container: (w: Int, h: Int), scrollable: Bool, after: String = "") -> [UInt8] {
        func node(_ id: String, _ cls: String, _ b: (Int, Int, Int, Int), scroll: Bool = false, _ inner: String = "") -> String {
            "<node index=\"0\" text=\"\" resource-id=\"com.example:id/\(id)\" class=\"\(cls)\" package=\"com.example\" content-desc=\"\" clickable=\"false\" enabled=\"true\" scrollable=\"\(scroll)\" bounds=\"[\(b.0),\(b.1)][\(b.2),\(b.3)]\">\(inner)</node>\n"
        }
        var body = ""
        for c in cells {
            let content = c.content ?? (c.l, c.t, c.r, c.b)
            body += node("cell", "android.widget.FrameLayout", (c.l, c.t, c.r, c.b), node("photo", "android.widget.ImageView", content))
        }
        let grid = node("grid", "androidx.recyclerview.widget.RecyclerView", (0, 0, container.w, container.h), scroll: scrollable, body)
        let xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
            + node("root", "android.widget.FrameLayout", (0, 0, container.w, container.h + 400), grid + after) + "</hierarchy>\n"
        return Array(xml.utf8)
    }

    /// The check's verdict and findings' kinds and notes.
    static func judge(_ xml: [UInt8], _ args: [String]) throws -> (status: Int32, kinds: [String], text: String) {
        let run = Tool.run(["check", "--container", "resource-id=grid", "--select", "resource-id=cell", "--json"] + args + ["-"], stdin: xml)
        guard let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] else {
            return (run.status, [], run.stderr)
        }
        let findings = object["findings"] as? [[String: Any]] ?? []
        return (run.status, findings.map { "\($0["kind"]!)/\($0["severity"]!)" }, run.stdout)
    }

    /// `cell` with `defect` of `amount` px (a signed 1–3).
    static func apply(_ defect: Defect, _ amount: Int, to c: Cell) -> Cell {
        var d = c
        switch defect {
        case .x: d.l += amount; d.r += amount
        case .y: d.t += amount; d.b += amount
        case .width: d.r += amount
        case .height: d.b += amount
        }
        return d
    }

    @Test func noExcuseHidesADefect() throws {
        var rng = SplitMix64(state: 45)
        var counts: [Dress: (clean: Int, defects: Int)] = [:]
        for trial in 0..<240 {
            let dress = Dress.allCases[trial % Dress.allCases.count]
            let columns = Int.random(in: 2...4, using: &rng), rows = Int.random(in: 3...5, using: &rng)
            let spacing = Int.random(in: 0...12, using: &rng), inset = Int.random(in: 0...16, using: &rng)
            let lineSpacing = Int.random(in: 0...12, using: &rng), height = Int.random(in: 120...300, using: &rng)
            let base = Int.random(in: 150...300, using: &rng)
            let leftover = dress == .android ? Int.random(in: 0..<columns, using: &rng) : 0
            let width = 2 * inset + columns * base + (columns - 1) * spacing + leftover
            // GridLayoutManager's widths (calculateItemBorders: a running remainder), the same every row.
            var widths: [Int] = []
            var extra = 0
            for _ in 0..<columns {
                extra += leftover
                let wide = extra > 0 && columns - extra < leftover
                if wide { extra -= columns }
                widths.append(base + (wide ? 1 : 0))
            }
            var lefts: [Int] = []
            var x = inset
            for w in widths { lefts.append(x); x += w + spacing }
            let design = ["--columns", "\(columns)", "--spacing", "\(spacing)px", "--inset", "\(inset)px",
                          "--row-height", "\(height)px", "--line-spacing", "\(lineSpacing)px"]
            var cells: [Cell] = []
            var args = design
            var containerHeight = rows * height + (rows - 1) * lineSpacing
            var after = ""
            var eligible: [Int] = []
            var lastInColumn = Set<Int>()
            switch dress {
            case .android, .overlay:
                for r in 0..<rows {
                    for k in 0..<columns {
                        cells.append(Cell(l: lefts[k], t: r * (height + lineSpacing), r: lefts[k] + widths[k], b: r * (height + lineSpacing) + height))
                    }
                }
                eligible = Array(cells.indices)
                if dress == .overlay {
                    // A floating bar over the lower part of the last row's cells but the first: they
                    // are reported cut at its top, their content whole.
                    let top = containerHeight - height / 3
                    after = "<node index=\"1\" text=\"\" resource-id=\"com.example:id/floating_bar\" class=\"android.widget.LinearLayout\" package=\"com.example\" content-desc=\"\" clickable=\"true\" enabled=\"true\" scrollable=\"false\" bounds=\"[\(lefts[1] - spacing),\(top)][\(width),\(containerHeight)]\"/>\n"
                    for i in (rows - 1) * columns + 1..<rows * columns {
                        cells[i].content = (cells[i].l, cells[i].t, cells[i].r, cells[i].b)
                        cells[i].b = top
                    }
                }
            case .scroller:
                // Scrolled by `offset`: the first row cut at the container's top, the last at its
                // bottom; taller than wide, as a list that scrolls up and down is.
                let offset = Int.random(in: 1..<height, using: &rng)
                var rows = rows
                while (rows - 1) * (height + lineSpacing) - offset + height / 2 <= width { rows += 1 }
                containerHeight = (rows - 1) * (height + lineSpacing) - offset + height / 2
                for r in 0..<rows {
                    let top = r * (height + lineSpacing) - offset
                    for k in 0..<columns {
                        let t = max(top, 0), b = min(top + height, containerHeight)
                        guard b > t else { continue }
                        if top >= 0 && top + height <= containerHeight { eligible.append(cells.count) }
                        cells.append(Cell(l: lefts[k], t: t, r: lefts[k] + widths[k], b: b))
                    }
                }
            case .staggered:
                // Columns of cells as tall as their content, `lineSpacing` apart in a column.
                args = ["--spacing", "\(spacing)px"]
                var tallest = 0
                for k in 0..<columns {
                    var y = Int.random(in: 0...40, using: &rng)
                    let count = Int.random(in: 3...5, using: &rng)
                    for n in 0..<count {
                        let h = Int.random(in: 100...400, using: &rng)
                        if n == count - 1 { lastInColumn.insert(cells.count) }
                        cells.append(Cell(l: lefts[k], t: y, r: lefts[k] + widths[k], b: y + h))
                        y += h + lineSpacing
                    }
                    tallest = max(tallest, y)
                }
                containerHeight = tallest
                // A cell's height is its content's: only a gap shows it, so not the last of a column.
                eligible = cells.indices.filter { !lastInColumn.contains($0) }
            }
            let scrollable = dress == .scroller
            let clean = try Self.judge(Self.dump(cells, container: (width, containerHeight), scrollable: scrollable, after: after), args)
            let label = "trial \(trial), \(dress): \(columns) columns of \(widths) px, spacing \(spacing), inset \(inset), rows \(rows) × \(height) px + \(lineSpacing)"
            #expect(clean.status == 0, "\(label), clean: \(clean.kinds) \(clean.text.prefix(1500))")
            // The excuse is earned, and names its evidence.
            switch dress {
            case .android: #expect(clean.text.contains("every row is held to it"), "\(label): \(clean.text.prefix(800))")
            case .overlay: #expect(clean.kinds.filter { $0 == "clipped/warning" }.count == columns - 1 && clean.text.contains("covered by LinearLayout floating_bar"), "\(label): \(clean.text.prefix(1500))")
            case .scroller: #expect(clean.kinds.contains("clipped/warning") && clean.text.contains("cut at the container's top edge"), "\(label): \(clean.text.prefix(1500))")
            case .staggered: #expect(clean.text.contains("read as a staggered layout"), "\(label): \(clean.text.prefix(800))")
            }
            let target = eligible[Int.random(in: 0..<eligible.count, using: &rng)]
            let defect = Defect.allCases[Int.random(in: 0..<Defect.allCases.count, using: &rng)]
            let amount = Int.random(in: 1...3, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            var broken = cells
            broken[target] = Self.apply(defect, amount, to: cells[target])
            if let content = cells[target].content {
                let moved = Self.apply(defect, amount, to: Cell(l: content.l, t: content.t, r: content.r, b: content.b))
                broken[target].content = (moved.l, moved.t, moved.r, moved.b)
                if defect == .height { broken[target].b = cells[target].b }  // the bar still cuts it where it did
            }
            let judged = try Self.judge(Self.dump(broken, container: (width, containerHeight), scrollable: scrollable, after: after), args)
            #expect(judged.status == 1 && judged.kinds.contains { $0.hasSuffix("/error") },
                    "\(label), cell \(target) \(defect) \(amount)px: exit \(judged.status), \(judged.kinds) \(judged.text.prefix(1500))")
            counts[dress, default: (0, 0)].clean += 1
            counts[dress, default: (0, 0)].defects += 1
        }
        #expect(counts.count == Dress.allCases.count)
    }

    /// Every cell 1px narrower than the design with its content at the design's width: nothing in the
    /// dump covers the strip, so no cell is excused — they are judged as reported, and fail.
    @Test func aCutWithoutACoverIsNoExcuse() throws {
        var cells: [Cell] = []
        for i in 0..<9 {
            let r = i / 3, k = i % 3, l = k * 362, t = r * 362
            cells.append(Cell(l: l, t: t, r: l + 355, b: t + 356, content: (l, t, l + 356, t + 356)))
        }
        let judged = try Self.judge(Self.dump(cells, container: (1080, 1080), scrollable: false), ["--columns", "3", "--spacing", "6px"])
        #expect(judged.status == 1 && !judged.kinds.contains("clipped/warning"), "\(judged.kinds)")
        // A scrim over the whole screen, drawn after the grid, holds every strip but cuts nothing:
        // its edges are not where the cells stop showing.
        let scrim = "<node index=\"1\" text=\"\" resource-id=\"com.example:id/scrim\" class=\"android.view.View\" package=\"com.example\" content-desc=\"\" clickable=\"true\" enabled=\"true\" scrollable=\"false\" bounds=\"[0,0][1080,1480]\"/>\n"
        let scrimmed = try Self.judge(Self.dump(cells, container: (1080, 1080), scrollable: false, after: scrim), ["--columns", "3", "--spacing", "6px"])
        #expect(scrimmed.status == 1 && !scrimmed.kinds.contains("clipped/warning"), "\(scrimmed.kinds)")
        // Cut on both sides at once (content wider on the left and the right): nothing on a screen does that.
        cells = (0..<3).map { k in Cell(l: k * 362 + 1, t: 0, r: k * 362 + 355, b: 356, content: (k * 362, 0, k * 362 + 356, 356)) }
        let after = "<node index=\"1\" text=\"\" resource-id=\"com.example:id/veil\" class=\"android.view.View\" package=\"com.example\" content-desc=\"\" clickable=\"false\" enabled=\"true\" scrollable=\"false\" bounds=\"[0,0][1080,400]\"/>\n"
        let both = try Self.judge(Self.dump(cells, container: (1080, 356), scrollable: false, after: after), ["--columns", "3", "--spacing", "6px"])
        #expect(both.status == 1 && !both.kinds.contains("clipped/warning"), "\(both.kinds)")
    }
}
