// The verdict is earned (issue 45): nothing judged never passes, an excuse needs its evidence, row
// heights are judged, and correct screens (a partial last row, a heading, a gradient) pass. Each test
// names the class it covers; every one failed on 202227d. Screenshots are drawn here (`Canvas`), and
// the rule each is held to is the drawing: where the cells are.

import Foundation
import GridCore
import GridcalcTestSupport
import Testing

@Suite struct EarnedVerdictTests {
    static let blue: [UInt8] = [30, 90, 200]

    /// `check --image` of `canvas` with `args`, as JSON: the exit code, the findings' kinds and the document.
    static func judge(_ canvas: Canvas, _ args: [String]) throws -> (status: Int32, kinds: [String], document: CheckDocument?, text: String) {
        let run = Tool.run(["check", "--image", "--json"] + args + ["-"], stdin: canvas.png)
        let document = try? JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
        return (run.status, document?.findings.map { "\($0.kind.rawValue)/\($0.severity.rawValue)" } ?? [], document, run.stdout + run.stderr)
    }

    /// Cells `w` wide, `s` apart from x = 0, in rows `h` tall `l` apart from y = `top`; `paint` may
    /// change a cell's (x0, y0, x1, y1), or leave it out (nil).
    static func grid(columns: Int, rows: Int, w: Int, s: Int, h: Int, l: Int, top: Int = 0, height: Int? = nil, background: [UInt8] = [255, 255, 255],
                     paint: (Int, Int, (Int, Int, Int, Int)) -> (Int, Int, Int, Int)? = { _, _, c in c }) -> Canvas {
        var canvas = Canvas(columns * w + (columns - 1) * s, height ?? top + rows * h + (rows - 1) * l, background: background)
        for r in 0..<rows {
            for k in 0..<columns {
                let cell = (k * (w + s), top + r * (h + l), k * (w + s) + w, top + r * (h + l) + h)
                guard let (x0, y0, x1, y1) = paint(r, k, cell) else { continue }
                canvas.fill(x0, y0, x1, y1, blue)
            }
        }
        return canvas
    }

    // MARK: 2. Nothing judged never passes

    @Test func nothingJudgedIsAFailure() throws {
        let blank = Canvas(300, 100)
        for args in [["--columns", "3", "--spacing", "8px", "--scale", "1"], ["--region", "auto", "--columns", "3", "--spacing", "8px", "--scale", "1"],
                     ["--spacing", "auto"], ["--region", "auto", "--spacing", "auto"]] {
            let judged = try Self.judge(blank, args)
            #expect(judged.status == 1 && judged.kinds == ["nothing-judged/error"], "\(args): \(judged.text)")
            #expect(judged.document?.judged.cells == 0)
            let allowed = try Self.judge(blank, args + ["--allow-empty"])
            #expect(allowed.status == 0 && allowed.kinds == ["nothing-judged/warning"], "\(args): \(allowed.text)")
        }
        // Cells within the noise of the background are no cells.
        var faint = Canvas(300, 100)
        for k in 0..<3 { faint.fill(k * 102, 10, k * 102 + 94, 90, [250, 250, 250]) }
        #expect(try Self.judge(faint, ["--columns", "3", "--spacing", "8px", "--scale", "1"]).status == 1)
        // Narrow bars (a chart's 8px bars, as real fl_chart goldens draw them) are a row of cells:
        // judged, all 20 — and one bar 1px wider fails.
        var bars = Canvas(300, 100)
        for k in 0..<20 { bars.fill(5 + k * 14, 20, 13 + k * 14, 90, Self.blue) }
        let judgedBars = try Self.judge(bars, ["--region", "auto", "--spacing", "auto"])
        #expect(judgedBars.status == 0 && judgedBars.document?.judged.cells == 20, "\(judgedBars.text)")
        bars.fill(13 + 7 * 14, 20, 14 + 7 * 14, 90, Self.blue)
        #expect(try Self.judge(bars, ["--region", "auto", "--spacing", "auto"]).status == 1)
        // A frames dump with no frame, and a design.
        let empty = Tool.run(["check", "--columns", "3", "--spacing", "1px", "--json", "-"], stdin: "{\"scale\": 3, \"container_pt\": 414, \"frames\": []}")
        #expect(empty.status == 1 && empty.stdout.contains("\"nothing-judged\""), "\(empty.stdout)")
        #expect(Tool.run(["check", "--allow-empty", "--spacing", "1px", "-"], stdin: "{\"scale\": 3, \"container_pt\": 414, \"frames\": []}").status == 0)
    }

    @Test func theHeaderSaysWhatWasJudged() throws {
        let run = Tool.run(["check", "--spacing", "1px", "-"], stdin: "{\"scale\": 1, \"container_pt\": 201, \"frames\": [{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 10}, {\"x\": 101, \"y\": 0, \"width\": 100, \"height\": 10}, {\"x\": 201, \"y\": 0, \"width\": 0, \"height\": 10}]}")
        #expect(run.stdout.contains("judged    2 cells in 1 row, 8 edges; not judged: 1 cell\n"), "\(run.stdout)")
    }

    @Test func aRegionAutoThatFitsNoDesignRowIsJudgedAnyway() throws {
        // Four columns painted where the design has three, under a title bar: the rows are judged and fail.
        var canvas = Canvas(300, 200)
        canvas.fill(0, 0, 300, 30, [40, 40, 40])
        for r in 0..<2 { for k in 0..<4 { let x = k * 69 + k * 8; canvas.fill(x, 50 + r * 70, x + 69, 110 + r * 70, Self.blue) } }
        let judged = try Self.judge(canvas, ["--region", "auto", "--columns", "3", "--spacing", "8px", "--scale", "1"])
        #expect(judged.status == 1 && (judged.document?.judged.cells ?? 0) >= 6, "\(judged.text)")
    }

    // MARK: 3. An unseen edge never vouches for a width

    @Test func roundedCardsAreMeasuredWhereBothEdgesShow() throws {
        // Capsules (radius half the height) and cards with a 48px radius, 3 columns at 2x; card 5
        // drawn 2px narrower: measured at its widest row, it fails; drawn right, all pass.
        for radius in [96.0, 48.0] {
            for narrow in [false, true] {
                var canvas = Canvas(780, 600, background: [242, 242, 247])
                for r in 0..<2 { for k in 0..<3 {
                    let x = 32 + k * 244, y = 100 + r * 208
                    canvas.rounded(x, y, x + 228 - (narrow && r * 3 + k == 4 ? 2 : 0), y + 192, radius: radius, [255, 255, 255])
                } }
                let judged = try Self.judge(canvas, ["--region", "auto", "--columns", "3", "--spacing", "8pt", "--inset", "16pt", "--scale", "2"])
                #expect(judged.status == (narrow ? 1 : 0), "radius \(radius), narrow \(narrow): \(judged.text)")
                if narrow { #expect(judged.document?.findings.contains { $0.kind == .mismatch && $0.frames == [4] && $0.actualPx == 226 } == true, "\(judged.text)") }
            }
        }
    }

    @Test func aShortCellIsJudgedOnItsOwnRows() throws {
        // A cell 20px tall in a row of 60px cells, 1px narrower than the design: measured, it fails.
        let canvas = Self.grid(columns: 3, rows: 1, w: 100, s: 8, h: 60, l: 0, top: 10, height: 80) { _, k, c in k == 1 ? (c.0, c.1 + 20, c.2 - 1, c.1 + 40) : c }
        let judged = try Self.judge(canvas, ["--columns", "3", "--spacing", "8px", "--scale", "1"])
        #expect(judged.status == 1 && judged.document?.findings.contains { $0.kind == .mismatch && $0.frames == [1] && $0.edge == "width" } == true, "\(judged.text)")
    }

    @Test func aCellOnlyItsContentShowsIsUnseenAndFails() throws {
        // The middle cell is the background's colour; only its label's strokes show.
        var canvas = Self.grid(columns: 3, rows: 1, w: 100, s: 8, h: 60, l: 0, top: 10, height: 80) { _, k, c in k == 1 ? nil : c }
        for stroke in 0..<4 { canvas.fill(140 + stroke * 8, 35, 142 + stroke * 8, 45, [0, 0, 0]) }
        let judged = try Self.judge(canvas, ["--columns", "3", "--spacing", "8px", "--scale", "1"])
        #expect(judged.status == 1 && judged.kinds == ["unseen/error"], "\(judged.text)")
        #expect(judged.document?.judged.cellsNotJudged == 1)
        let told = try Self.judge(canvas, ["--columns", "3", "--spacing", "8px", "--scale", "1", "--severity", "unseen=warning"])
        #expect(told.status == 0 && told.kinds == ["unseen/warning"], "\(told.text)")
    }

    // MARK: 4. Without a design, merged cells fail

    @Test func mergedCellsFailWithoutADesign() throws {
        for (name, merge) in [("a bar across", 0...2), ("two cells", 0...1)] {
            let canvas = Self.grid(columns: 3, rows: 3, w: 92, s: 12, h: 68, l: 8) { r, k, c in
                guard r == 1, merge.contains(k) else { return c }
                return k == merge.lowerBound ? (c.0, c.1, c.0 + merge.count * 104 - 12, c.3) : nil
            }
            for region in [[], ["--region", "auto"]] {
                let judged = try Self.judge(canvas, ["--spacing", "auto"] + region)
                #expect(judged.status == 1 && judged.document?.findings.contains { $0.kind == .mismatch && $0.message.contains("merged") } == true, "\(name) \(region): \(judged.text)")
            }
        }
        #expect(try Self.judge(Self.grid(columns: 3, rows: 3, w: 92, s: 12, h: 68, l: 8), ["--spacing", "auto"]).status == 0)
    }

    // MARK: 5. Row heights are judged

    @Test func rowHeightsAreJudgedCellByCell() throws {
        let design = ["--columns", "3", "--spacing", "8px", "--scale", "1", "--items", "9", "--row-height", "60px", "--line-spacing", "8px"]
        #expect(try Self.judge(Self.grid(columns: 3, rows: 3, w: 100, s: 8, h: 60, l: 8), design).status == 0)
        for (name, change, edge) in [("1px shorter", (0, 0, 0, -1), "height"), ("1px taller", (0, 0, 0, 1), "height"), ("1px lower", (0, 1, 0, 1), "y")] {
            let canvas = Self.grid(columns: 3, rows: 3, w: 100, s: 8, h: 60, l: 8) { r, k, c in
                r == 1 && k == 1 ? (c.0 + change.0, c.1 + change.1, c.2 + change.2, c.3 + change.3) : c
            }
            let judged = try Self.judge(canvas, design)
            let errors = judged.document?.findings.filter { $0.severity == .error } ?? []
            #expect(judged.status == 1 && errors.count == 1 && errors[0].frames == [4] && errors[0].edge == edge, "\(name): \(judged.text)")
        }
    }

    // MARK: 10. Correct screens pass

    @Test func aPartialLastRowIsNoMissingCell() throws {
        let canvas = Self.grid(columns: 3, rows: 3, w: 100, s: 8, h: 60, l: 8, top: 4, height: 212) { r, k, c in r == 2 && k == 2 ? nil : c }
        let design = ["--columns", "3", "--spacing", "8px", "--scale", "1"]
        let judged = try Self.judge(canvas, design)
        #expect(judged.status == 0 && judged.document?.notes?.contains { $0.contains("a partial last row") } == true, "\(judged.text)")
        let items = ["--items", "8", "--row-height", "60px", "--line-spacing", "8px", "--inset-top", "4px"]
        #expect(try Self.judge(canvas, design + items).status == 0)
        // Nine items: the ninth is missing, one finding.
        let nine = try Self.judge(canvas, design + ["--items", "9", "--row-height", "60px", "--line-spacing", "8px", "--inset-top", "4px"])
        #expect(nine.status == 1 && nine.document?.findings.filter { $0.severity == .error }.map(\.message) == ["no cell where the design has item 9 (x 216–316px, y 140–200px)"], "\(nine.text)")
        // A hole in a full row is a missing cell.
        let hole = Self.grid(columns: 3, rows: 3, w: 100, s: 8, h: 60, l: 8) { r, k, c in r == 1 && k == 1 ? nil : c }
        #expect(try Self.judge(hole, design).document?.findings.contains { $0.message.contains("no cell where the design has column 2") } == true)
    }

    @Test func aHeadingAboveTheGridIsLeftOut() throws {
        var canvas = Self.grid(columns: 3, rows: 2, w: 100, s: 8, h: 60, l: 8, top: 50, height: 200)
        for glyph in 0..<8 { canvas.fill(4 + glyph * 12, 8, 11 + glyph * 12, 30, [20, 20, 20]) }
        let judged = try Self.judge(canvas, ["--region", "auto", "--columns", "3", "--spacing", "8px", "--scale", "1"])
        #expect(judged.status == 0 && judged.document?.judged.cells == 6, "\(judged.text)")
    }

    @Test func aTabBarFarBelowTheGridIsLeftOut() throws {
        // Three rows of cells, and far below them a tab bar of four icons as wide as cells.
        var canvas = Self.grid(columns: 3, rows: 3, w: 100, s: 8, h: 60, l: 8, top: 20, height: 600)
        for k in 0..<4 { canvas.fill(20 + k * 76, 540, 60 + k * 76, 580, [90, 90, 90]) }
        let judged = try Self.judge(canvas, ["--region", "auto", "--spacing", "auto"])
        #expect(judged.status == 0 && judged.document?.judged.cells == 9, "\(judged.text)")
    }

    @Test func aGradientBackgroundIsFollowed() throws {
        var canvas = Canvas(316, 300)
        canvas.fill(0, 0, 316, 300) { _, y in [UInt8(255 - 60 * y / 300), UInt8(255 - 60 * y / 300), 255] }
        for i in 0..<9 { let r = i / 3, k = i % 3; canvas.fill(k * 108, 10 + r * 96, k * 108 + 100, 90 + r * 96, [200, 40, 40]) }
        #expect(try Self.judge(canvas, ["--columns", "3", "--spacing", "8px", "--scale", "1"]).status == 0)
        #expect(try Self.judge(canvas, ["--region", "auto", "--spacing", "auto"]).status == 0)
        // The same with one cell 1px wider fails.
        canvas.fill(100, 106, 101, 186, [200, 40, 40])
        #expect(try Self.judge(canvas, ["--columns", "3", "--spacing", "8px", "--scale", "1"]).status == 1)
    }

    @Test func cellsThatTouchAcrossADividerLineAreSeparateCells() throws {
        // Seven cells of alternating blues touching across 1px pink lines (the design's gaps), 2px
        // yellow insets, no row of one colour: each line is a divider; the design passes, the
        // same cells with the lines painted blue (no gap) fail.
        func drawn(line: [UInt8]) -> Canvas {
            var canvas = Canvas(1242, 60, background: [255, 210, 63])
            for k in 0..<7 {
                let x = 2 + k * 177
                canvas.fill(x, 0, x + 176, 60, k % 2 == 0 ? [30, 90, 200] : [60, 140, 220])
                canvas.fill(x + 40, 25, x + 120, 35, [255, 255, 255])  // a label
                if k < 6 { canvas.fill(x + 176, 0, x + 177, 60, line) }
            }
            return canvas
        }
        let design = ["--columns", "7", "--spacing", "1px", "--scale", "3"]
        for region in [[], ["--region", "auto"]] {
            let judged = try Self.judge(drawn(line: [230, 60, 160]), design + region)
            #expect(judged.status == 0 && judged.document?.judged.cells == 7, "\(region): \(judged.text)")
        }
        #expect(try Self.judge(drawn(line: [30, 90, 200]), design).status == 1)
    }

    // MARK: 7, 8, 11. Dumps

    static func uiautomator(_ cells: [(Int, Int, Int, Int)], container: (Int, Int)) -> String {
        var xml = "<hierarchy rotation=\"0\"><node resource-id=\"grid\" class=\"androidx.recyclerview.widget.RecyclerView\" scrollable=\"false\" bounds=\"[0,0][\(container.0),\(container.1)]\">"
        for c in cells { xml += "<node resource-id=\"cell\" class=\"android.widget.FrameLayout\" bounds=\"[\(c.0),\(c.1)][\(c.2),\(c.3)]\"/>" }
        return xml + "</node></hierarchy>"
    }

    @Test func everyAndroidRowHandsOutTheSamePixels() throws {
        func cells(_ rows: [[Int]]) -> [(Int, Int, Int, Int)] {
            rows.enumerated().flatMap { r, widths in
                var x = 0
                return widths.map { w in defer { x += w }; return (x, r * 400, x + w, r * 400 + 400) }
            }
        }
        let args = ["check", "--container", "grid", "--select", "cell", "--columns", "3", "--spacing", "0px", "-"]
        let jumping = Tool.run(args, stdin: Self.uiautomator(cells([[407, 406, 407], [406, 407, 407], [407, 407, 406]]), container: (1220, 1200)))
        #expect(jumping.status == 1, "\(jumping.stdout)")
        // The first row the odd one out: the rows that agree are the evidence, and it fails.
        let firstOdd = Tool.run(args, stdin: Self.uiautomator(cells([[406, 407, 407], [407, 406, 407], [407, 406, 407]]), container: (1220, 1200)))
        #expect(firstOdd.status == 1 && firstOdd.stdout.contains("407/406/407") && firstOdd.stdout.contains("frame 0: width 406px"), "\(firstOdd.stdout)")
        let same = Tool.run(args, stdin: Self.uiautomator(cells([[407, 406, 407], [407, 406, 407], [407, 406]]), container: (1220, 1200)))
        #expect(same.status == 0 && same.stdout.contains("407/406/407: spread as GridLayoutManager spreads them (seen in 3 of 3 rows; every row is held to it)"), "\(same.stdout)")
    }

    @Test func staggeredNeedsCellsOfTheirOwnHeights() throws {
        // Equal cells, the right column 7px lower in every row: a broken grid, not a feed.
        var offset: [(Int, Int, Int, Int)] = []
        for r in 0..<4 { for k in 0..<2 { let x = 12 + k * 412, y = r * 412 + (k == 1 ? 7 : 0); offset.append((x, y, x + 400, y + 400)) } }
        let broken = Tool.run(["check", "--container", "grid", "--select", "cell", "--columns", "2", "--spacing", "12px", "--inset", "12px", "-"],
                              stdin: Self.uiautomator(offset, container: (836, 2000)))
        #expect(broken.status == 1 && !broken.stdout.contains("staggered"), "\(broken.stdout)")
        // Full-width rows and pairs of half-width tiles: a grid whose rows never overlap.
        var list: [(Int, Int, Int, Int)] = []
        var y = 0
        for n in 0..<6 {
            if n % 3 == 0 { list.append((0, y, 1080, y + 120)); y += 120 } else { list.append((0, y, 540, y + 300)); list.append((540, y, 1080, y + 300)); y += 300 }
        }
        let tiles = Tool.run(["check", "--container", "grid", "--select", "cell", "--spacing", "0px", "-"], stdin: Self.uiautomator(list, container: (1080, 2400)))
        #expect(tiles.status == 0 && !tiles.stdout.contains("staggered"), "\(tiles.stdout)")
        // A feed of cells of their own heights is staggered, and says why.
        let feed: [(Int, Int, Int, Int)] = [(0, 0, 534, 300), (546, 0, 1080, 420), (0, 312, 534, 500), (546, 432, 1080, 700), (0, 512, 534, 900), (546, 712, 1080, 800)]
        let staggered = Tool.run(["check", "--container", "grid", "--select", "cell", "--spacing", "12px", "-"], stdin: Self.uiautomator(feed, container: (1080, 2400)))
        #expect(staggered.status == 0 && staggered.stdout.contains("read as a staggered layout") && staggered.stdout.contains("cells 88–420px tall"), "\(staggered.stdout)")
    }

    @Test func aLogicalLengthOnADumpInPxNeedsADensity() {
        let xml = Self.uiautomator([(0, 0, 300, 300), (306, 0, 606, 300)], container: (606, 300))
        for flag in [["--inset", "16dp"], ["--row-height", "300dp"], ["--tracks", "100dp 1fr"]] {
            let run = Tool.run(["check", "--container", "grid", "--select", "cell", "--spacing", "6px"] + (flag[0] == "--tracks" ? [] : ["--columns", "2"]) + flag + ["-"], stdin: xml)
            expectUsageError(run, naming: flag[0])
        }
        #expect(Tool.run(["check", "--container", "grid", "--select", "cell", "--spacing", "6px", "--columns", "2", "--inset", "0px", "-"], stdin: xml).status == 0)
    }

    @Test func anXHTMLPageIsAWebPage() {
        let page = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- saved -->\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>"
        let run = Tool.run(["check", "--select", "cell", "-"], stdin: page)
        #expect(run.status == 65 && run.stderr.contains("is an HTML page"), "\(run.stderr)")
        let root = Tool.run(["check", "--select", "cell", "-"], stdin: "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"/>")
        #expect(root.status == 65 && root.stderr.contains("is an HTML page"), "\(root.stderr)")
    }

    @Test func rowsOfAListThatScrollsAreJudgedWithoutItems() {
        // Two columns, rows 100px tall 10px apart, the list scrolled 40px: its first row cut at the top.
        var cells: [(Int, Int, Int, Int)] = []
        for r in 0..<5 { for k in 0..<2 { let top = r * 110 - 40; cells.append((k * 206, max(0, top), k * 206 + 200, min(500, top + 100))) } }
        var xml = Self.uiautomator(cells, container: (406, 500)).replacingOccurrences(of: "scrollable=\"false\"", with: "scrollable=\"true\"")
        let args = ["check", "--container", "grid", "--select", "cell", "--columns", "2", "--spacing", "6px", "--row-height", "100px", "--line-spacing", "10px", "-"]
        let run = Tool.run(args, stdin: xml)
        #expect(run.status == 0 && run.stdout.contains("cut at the container's top edge"), "\(run.stdout)")
        // One cell of a whole row 1px short fails.
        xml = xml.replacingOccurrences(of: "[206,180][406,280]", with: "[206,180][406,279]")
        #expect(Tool.run(args, stdin: xml).status == 1)
        // --line-spacing alone needs a row height.
        expectUsageError(Tool.run(["check", "--container", "grid", "--select", "cell", "--columns", "2", "--line-spacing", "10px", "-"], stdin: xml), naming: "--line-spacing")
    }
}
