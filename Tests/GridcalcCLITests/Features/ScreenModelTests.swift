// The screen read as a tree of boxes (issue 57): each test names a class of screen the band reading
// got wrong, and each failed on 2b7257f (the last main read by bands and runs). Screenshots are drawn
// here (`Canvas`); the rule each is held to is the drawing — where the cells are, which is broken.

import Foundation
import GridCore
import GridcalcTestSupport
import Testing

@Suite struct ScreenModelTests {
    static let blue: [UInt8] = [30, 90, 200]
    static let design = ["--columns", "3", "--spacing", "8px", "--scale", "1"]

    static func judge(_ canvas: Canvas, _ args: [String]) throws -> (status: Int32, kinds: [String], document: CheckDocument?, text: String) {
        try EarnedVerdictTests.judge(canvas, args)
    }

    /// The errors of a run: (kind, frames, edge).
    static func errors(_ run: (status: Int32, kinds: [String], document: CheckDocument?, text: String)) -> [(String, [Int], String)] {
        (run.document?.findings ?? []).filter { $0.severity == .error }.map { ($0.kind.rawValue, $0.frames, $0.edge) }
    }

    /// Three columns of 100px, 8px apart, two rows of 60px 8px apart, 10px from the top; `change`
    /// moves the edges (x0, y0, x1, y1) of the cell at (row 1, column 1): frame 4.
    static func grid(rows: Int = 2, change: (Int, Int, Int, Int) = (0, 0, 0, 0), background: [UInt8] = [255, 255, 255]) -> Canvas {
        EarnedVerdictTests.grid(columns: 3, rows: rows, w: 100, s: 8, h: 60, l: 8, top: 10, height: 10 + rows * 68 + 10, background: background) { r, k, c in
            r == 1 && k == 1 ? (c.0 + change.0, c.1 + change.1, c.2 + change.2, c.3 + change.3) : c
        }
    }

    /// A cell 1 device px shorter, taller or lower than the others of its row fails, with a design and
    /// without one, and without `--items`: its top or bottom is compared with its row's.
    @Test func heightsWithinARowAreJudgedWithoutItems() throws {
        for args in [Self.design, ["--spacing", "auto"], ["--region", "auto", "--spacing", "auto"]] {
            #expect(try Self.judge(Self.grid(), args).status == 0, "\(args)")
            for (name, change, edges) in [("1px shorter", (0, 0, 0, -1), ["height"]), ("1px taller", (0, 0, 0, 1), ["height"]),
                                          ("1px lower", (0, 1, 0, 1), ["y", "height"])] {
                let run = try Self.judge(Self.grid(change: change), args)
                let errors = Self.errors(run)
                #expect(run.status == 1 && !errors.isEmpty && errors.allSatisfy { $0.0 == "mismatch" && $0.1 == [4] && edges.contains($0.2) },
                        "\(name) \(args): \(run.text)")
            }
        }
    }

    /// Under `--region auto`, a grid's last row exactly a row's height is a row of the grid: broken
    /// (a cell 1px wider, or 1px lower), it fails; and so does the last row of a second section.
    @Test func lastRowsAndSectionsAreJudgedUnderRegionAuto() throws {
        let auto = ["--region", "auto"] + Self.design
        func heading(_ canvas: inout Canvas, y: Int) { for glyph in 0..<8 { canvas.fill(4 + glyph * 12, y, 11 + glyph * 12, y + 18, [20, 20, 20]) } }
        for (name, change) in [("1px wider", (0, 0, 1, 0)), ("1px lower", (0, 1, 0, 1))] {
            var canvas = EarnedVerdictTests.grid(columns: 3, rows: 3, w: 100, s: 8, h: 60, l: 8, top: 40, height: 40 + 3 * 68 + 12) { r, k, c in
                r == 2 && k == 1 ? (c.0 + change.0, c.1 + change.1, c.2 + change.2, c.3 + change.3) : c
            }
            heading(&canvas, y: 10)
            let run = try Self.judge(canvas, auto)
            #expect(run.status == 1 && run.document?.judged.cells == 9 && Self.errors(run).contains { $0.1.contains(7) }, "last row \(name): \(run.text)")
        }
        // Two sections: a heading, one row; a heading, two rows — the second section's last row broken.
        for broken in [false, true] {
            var canvas = Canvas(316, 300)
            heading(&canvas, y: 8)
            heading(&canvas, y: 110)
            for (r, top) in [60, 140, 208].enumerated().map({ ($0.offset, $0.element == 60 ? 36 : $0.element) }) {
                for k in 0..<3 {
                    let x = k * 108, wider = broken && r == 2 && k == 0 ? 1 : 0
                    canvas.fill(x, top, x + 100 + wider, top + 60, Self.blue)
                }
            }
            let run = try Self.judge(canvas, auto)
            #expect(run.status == (broken ? 1 : 0) && run.document?.judged.cells == 9, "sections, broken \(broken): \(run.text)")
        }
    }

    /// White cards with a 1px grey border on a grey page (GitHub's boxes): each gap is the space
    /// between two borders, not two borders wider — the design passes, a card 1px wider fails.
    @Test func borderedCardsOnAGreyPagePass() throws {
        func drawn(wider: Bool) -> Canvas {
            var canvas = Canvas(360, 200, background: [240, 240, 240])
            for r in 0..<2 { for k in 0..<3 {
                let x = 10 + k * 116, y = 10 + r * 96, w = 108 + (wider && r == 0 && k == 1 ? 1 : 0)
                canvas.fill(x, y, x + w, y + 88, [221, 221, 221])
                canvas.fill(x + 1, y + 1, x + w - 1, y + 87, [255, 255, 255])
                canvas.fill(x + 10, y + 12, x + 61, y + 21, [31, 35, 40])
            } }
            return canvas
        }
        let design = ["--columns", "3", "--spacing", "8px", "--scale", "1"]
        for region in [["--inset", "10px"], ["--region", "auto", "--inset", "10px"], ["--region", "10,10,340,184"]] {
            let run = try Self.judge(drawn(wider: false), design + region)
            #expect(run.status == 0 && run.document?.judged.cells == 6, "\(region): \(run.text)")
            let wide = try Self.judge(drawn(wider: true), design + region)
            #expect(wide.status == 1 && Self.errors(wide).contains { $0.0 == "mismatch" && $0.1 == [1] }, "\(region): \(wide.text)")
        }
    }

    /// A `#fcfcfc` card over `#f4eff4` with an edge half a device px off (a 50 % blend, inside an
    /// 8-level noise the band reading assumed) is `blurred` — sideways and up and down — and the
    /// crisp grid passes.
    @Test func halfPixelEdgesAtLowContrastAreBlurred() throws {
        let page: [UInt8] = [244, 239, 244], card: [UInt8] = [252, 252, 252]
        func drawn(_ half: String?) -> Canvas {
            var canvas = Canvas(340, 100, background: page)
            for k in 0..<3 {
                let x = 10 + k * 108
                canvas.fill(x, 10, x + 100, 90, card)
                canvas.fill(x + 10, 20, x + 50, 28, [30, 30, 30])
                guard k == 1, let half else { continue }
                if half == "right" {
                    canvas.fill(x, 10, x + 1, 90, page)
                    for y in 10..<90 { canvas.set(x, y, card, coverage: 0.5); canvas.set(x + 100, y, card, coverage: 0.5) }
                } else {
                    canvas.fill(x, 10, x + 100, 11, page)
                    for xx in x..<(x + 100) { canvas.set(xx, 10, card, coverage: 0.5); canvas.set(xx, 90, card, coverage: 0.5) }
                }
            }
            return canvas
        }
        let args = Self.design + ["--inset-leading", "10px", "--inset-trailing", "14px"]
        #expect(try Self.judge(drawn(nil), args).status == 0)
        for (half, edges) in [("right", ["left", "right"]), ("down", ["top", "bottom"])] {
            let run = try Self.judge(drawn(half), args)
            #expect(run.status == 1 && Self.errors(run).contains { $0.0 == "blurred" && $0.1 == [1] && edges.contains($0.2) }, "\(half): \(run.text)")
        }
    }

    /// Without a design, the columns the rows share are the design: a row 1px right of them (the
    /// middle one of three) fails, and only it,
    /// and a cell 2px narrower than its siblings is an error, not a warning.
    @Test func aRowOnePxOffFailsWithoutADesign() throws {
        var wide = Canvas(318, 230)
        for r in 0..<3 { for k in 0..<3 { let x = k * 108 + (r == 1 ? 1 : 0); wide.fill(x, 10 + r * 68, x + 100, 70 + r * 68, Self.blue) } }
        let run = try Self.judge(wide, ["--spacing", "auto"])
        #expect(run.status == 1 && Self.errors(run).contains { $0.0 == "mismatch" && $0.1 == [3] }
                && !Self.errors(run).contains { !$0.1.contains { (3...5).contains($0) } }, "\(run.text)")
        let narrow = try Self.judge(Self.grid(change: (0, 0, -2, 0)), ["--spacing", "auto"])
        #expect(narrow.status == 1 && Self.errors(narrow).contains { $0.0 == "mismatch" && $0.1 == [4] }, "\(narrow.text)")
    }

    /// Two cards joined through their shadows are two cells; a card 1 device px low among shadowed
    /// cards fails; a shadow never adds a `blurred` or `gap` error.
    @Test func shadowsBelongToTheirCards() throws {
        func drawn(low: Bool) -> Canvas {
            var canvas = Canvas(340, 120, background: [242, 243, 245])
            for k in 0..<3 {
                let x = 10 + k * 108, y = 20 + (low && k == 2 ? 1 : 0)
                // A soft shadow 6px wide under and beside the card, darker near it: the gaps close.
                for d in (1...6).reversed() {
                    let shade = UInt8(242 - (7 - d) * 4)
                    canvas.fill(x - d, y - d + 2, x + 100 + d, y + 80 + d + 2, [shade, shade, UInt8(min(245, Int(shade) + 2))])
                }
            }
            for k in 0..<3 { let x = 10 + k * 108, y = 20 + (low && k == 2 ? 1 : 0); canvas.fill(x, y, x + 100, y + 80, [255, 255, 255]); canvas.fill(x + 10, y + 10, x + 40, y + 18, [20, 20, 20]) }
            return canvas
        }
        let args = Self.design + ["--inset-leading", "10px", "--inset-trailing", "14px"]
        let run = try Self.judge(drawn(low: false), args)
        #expect(run.status == 0 && run.document?.judged.cells == 3, "\(run.text)")
        let low = try Self.judge(drawn(low: true), args)
        let errors = Self.errors(low)
        #expect(low.status == 1 && errors.contains { $0.1 == [2] && ["y", "height"].contains($0.2) } && !errors.contains { ["blurred", "gap"].contains($0.0) }, "\(low.text)")
    }

    /// A pagination's ellipsis (text where the design has a cell) is `unseen`, never `blurred`: an
    /// edge not seen is not judged; and a row of cards that runs to the image's bottom edge (an iPad
    /// carousel's only row) is a row like any other under `--region auto`.
    @Test func unseenCellsAreNeverBlurredAndRowsAtTheImagesEdgeAreRows() throws {
        // forui's pagination: outlined rounded buttons on white (the selected one dark), an ellipsis
        // in slot 7, the region through the buttons' straight sides.
        var pages = Canvas(400, 60)
        for k in 0..<9 where k != 6 {
            let x = 4 + k * 44
            pages.rounded(x, 10, x + 40, 50, radius: 8, [228, 228, 231])
            pages.rounded(x + 1, 11, x + 39, 49, radius: 7, k == 1 ? [24, 24, 27] : [255, 255, 255])
            pages.fill(x + 17, 25, x + 23, 35, k == 1 ? [250, 250, 250] : [20, 20, 20])
        }
        for dx in [15, 19, 23] { pages.fill(268 + dx, 29, 270 + dx, 31, [20, 20, 20]) }
        let run = try Self.judge(pages, ["--columns", "9", "--spacing", "4px", "--scale", "1", "--region", "4,20,392,20"])
        #expect(run.status == 1 && Self.errors(run).map(\.0) == ["unseen"] && Self.errors(run).first?.1 == [6], "\(run.text)")
        var carousel = Canvas(400, 120)
        for k in 0..<4 { carousel.fill(10 + k * 100, 40, 10 + k * 100 + 90, 120, Self.blue) }
        let row = try Self.judge(carousel, ["--region", "auto", "--spacing", "auto"])
        #expect(row.status == 0 && row.document?.judged.cells == 4, "\(row.text)")
    }
}
