// The examples of Docs/library.md: the page's Swift blocks are this folder's files verbatim, they
// compile against GridCore's public API only (this target sees no `package` declarations: it has
// its own package name), and the numbers the page states hold.

import Foundation
import GridCore
import Testing

@Suite struct LibraryExamplesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The page's Swift blocks that are app code (they import GridCore or UIKit).
    static func pageBlocks() throws -> [String] {
        let page = try String(contentsOf: folder.appendingPathComponent("../../Docs/library.md").standardized, encoding: .utf8)
        return page.components(separatedBy: "```swift\n").dropFirst()
            .map { String($0.components(separatedBy: "```")[0]) }
            .filter { $0.contains("import GridCore") || $0.contains("canImport(UIKit)") || $0.contains("canImport(SwiftUI)") }
    }

    static func sources() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "LibraryExamplesTests.swift" }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test func everyBlockOfThePageIsCompiledHere() throws {
        let blocks = try Self.pageBlocks()
        let sources = try Self.sources()
        #expect(blocks.count == 10)
        for block in blocks {
            #expect(sources.contains { $0.contains(block) }, "not in Tests/LibraryExamples: \(block.prefix(80))")
        }
        // Negative control: a block changed by one character is found nowhere.
        let changed = blocks[0].replacingOccurrences(of: "spread", with: "spraed")
        #expect(!sources.contains { $0.contains(changed) })
    }

    /// The page opens with every public type of GridCore, and there are at most 40 (a small API:
    /// document parts are nested in their documents). The types are read from GridCore's sources.
    @Test func theLandingTableListsEveryPublicType() throws {
        let page = try String(contentsOf: Self.folder.appendingPathComponent("../../Docs/library.md").standardized, encoding: .utf8)
        let landing = page.components(separatedBy: "## The public types").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        let root = Self.folder.appendingPathComponent("../../Sources/GridCore").standardized
        var types: [String] = []
        for case let file as String in FileManager.default.enumerator(atPath: root.path)! where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.prefixMatch(of: /public (?:struct|enum|final class|class|protocol|typealias|actor) (\w+)/) {
                    types.append(String(match.1))
                }
            }
        }
        #expect(types.count >= 30 && types.count <= 40, "\(types.count) public top-level types: \(types.sorted())")
        for type in types { #expect(landing.contains("`\(type)`"), "the landing table lists \(type)") }
        #expect(!landing.contains("`DocumentSink`"), "the document protocols are the package's own")
    }

    /// 414pt at 3x = 1242px; 16pt insets = 48px each; six 1px gaps; 1242 − 96 − 6 = 1140px of cells
    /// = 7 × 162 + 6: six columns of 163px, one of 162px.
    @Test func columnMetricsAt414By3() throws {
        let metrics = try ColumnMetrics(widthPt: 414, scale: 3, columns: 7)
        let widthsPx = (0..<7).map { Int((metrics.itemWidthPt($0) * 3).rounded()) }
        #expect(widthsPx.sorted() == [162, 163, 163, 163, 163, 163, 163])
        #expect(metrics.itemWidthPt(7) == metrics.itemWidthPt(0) && metrics.itemWidthPt(13) == metrics.itemWidthPt(6))
        #expect(metrics.rowHeightPt == 54 && metrics.spacingPt == 1.0 / 3)
        #expect(metrics.insetLeftPt == 16 && metrics.insetRightPt == 16)
        // UIKit's sum, left to right in Double: never past the width.
        var sum = metrics.insetLeftPt
        for index in 0..<7 { sum += metrics.itemWidthPt(index) + (index < 6 ? metrics.spacingPt : 0) }
        sum += metrics.insetRightPt
        #expect(sum <= 414)
    }

    @Test func aRefusedWidthSaysWhy() {
        #expect(columnWidthsOrReason(widthPt: 414) == "176 176 176 176 176 176 176")
        let reason = columnWidthsOrReason(widthPt: 2)
        #expect(reason == "columns: no room: 6px container − 0px insets − 6 × 1px spacing leaves 0px for the cells, less than 1px for each of 7 columns")
    }

    @Test func checkCellsPassesTheLayoutAndFailsAShiftedFrame() throws {
        let metrics = try ColumnMetrics(widthPt: 414, scale: 3, columns: 7)
        let frames = metrics.document.columns.map { (x: $0.x.pt, width: $0.width.pt) }
        let good = try checkCells(frames, scale: 3, containerPt: 414)
        #expect(good.ok && good.frames == 7, "\(good.findings.map(\.message))")
        var shifted = frames
        shifted[3].x += 0.5 / 3
        let bad = try checkCells(shifted, scale: 3, containerPt: 414)
        #expect(!bad.ok && bad.findings.contains { $0.kind == .offGrid && $0.frames == [3] })
    }

    @Test func checkBrowserRectsJudgesAsPainted() throws {
        let xs = [0, 142.9479217529297, 285.8958435058594, 428.85418701171875, 571.8021240234375, 714.7604370117188, 857.7083740234375]
        let widths = [142.28125, 142.28125, 142.2916717529297, 142.28125, 142.2916717529297, 142.28125, 142.2916717529297]
        let rects = zip(xs, widths).map { (x: $0 + 8, width: $1) }
        let painted = try checkBrowserRects(rects, container: (x: 8, width: 1000), dpr: 1.5, gapPx: 1)
        #expect(painted.ok && painted.findings.isEmpty, "\(painted.findings.map(\.message))")
        let twoPixels = try checkBrowserRects(rects, container: (x: 8, width: 1000), dpr: 1.5, gapPx: 2)
        #expect(!twoPixels.ok && twoPixels.findings.filter { $0.kind == .gap }.count == 6)
    }

    /// 414pt at 3x, 4 columns of 100pt rows (300px) with 1px line spacing; bands before 500 and 2,000.
    /// Item 999,999 is in the last row: rows 0–124 (items 0–499), the band, rows 125–499 (500–1,999),
    /// the band, rows 500–249,999. Rows are 301px apart, and each band adds its 1px: y = 249,999 × 301 + 2.
    @Test func aMillionItemsOnePerQuery() throws {
        let grid = try SeparatedGrid(widthPt: 414, scale: 3, items: 1_000_000, bandsBefore: [500, 2_000])
        let frame = try #require(grid.frame(ofItem: 999_999))
        #expect(frame.y * 3 == 249_999 * 301 + 2 && frame.height == 100)
        // Row 124 (items 496–499) ends at 124 × 301 + 300 = 37,624px; the band is at 37,625px.
        let around = grid.visible(minY: 37_620.0 / 3, maxY: 37_627.0 / 3)
        #expect(around.items == [496, 497, 498, 499, 500, 501, 502, 503] && around.bands == [500])
        #expect(grid.frame(ofItem: 1_000_000) == nil && grid.contentHeightPt * 3 == 249_999 * 301 + 2 + 300)
    }

    /// 390pt at 3x, sections 2 and 3 (rows 132px): section 0's bottom line is dropped where it
    /// touches section 1 (Docs/table.md).
    @Test func groupedTableSeparators() throws {
        let lines = try separatorLines(widthPt: 390, scale: 3, sections: [2, 3])
        #expect(lines.map { Int(($0.yPt * 3).rounded()) } == [0, 131, 264, 395, 527, 659])
        #expect(lines.map(\.fullWidth) == [true, false, true, false, false, true])
    }

    /// 414pt at 3x, 4 columns: 1242 − 2 × 48 − 3 × 24 = 1074px of cells, edges at ⌊k × 1074/4 + ½⌋.
    /// Landscape, 896pt: 2688 − 96 − 72 = 2520px, 630px each.
    @Test func responsiveGridFollowsTheWidth() throws {
        let portrait = try ResponsiveGrid(widthPt: 414, scale: 3, columns: 4, items: 8, rowHeightPt: 100)
        #expect((0..<4).map { Int((portrait.frame(ofItem: $0)!.width * 3).rounded()) } == [269, 268, 269, 268])
        #expect(portrait.frame(ofItem: 0)!.x == 16 && portrait.contentHeightPt * 3 == 2 * 300 + 24)
        let landscape = try ResponsiveGrid(widthPt: 896, scale: 3, columns: 4, items: 8, rowHeightPt: 100)
        #expect((0..<4).map { Int((landscape.frame(ofItem: $0)!.width * 3).rounded()) } == [630, 630, 630, 630])
        #expect(portrait.fits(widthPt: 414, scale: 3, items: 8) && !portrait.fits(widthPt: 896, scale: 3, items: 8))
        #expect(portrait.items(minY: 0, maxY: 1) == [0, 1, 2, 3])
    }

    /// Whatever UIKit or SwiftUI hands a layout — a width of 0 before the first layout, negative,
    /// narrower than the insets, NaN or infinite from an unspecified proposal, a scale of 0 from a
    /// detached trait collection — ResponsiveGrid either lays out or throws a GridError, which the
    /// layouts on it turn into no items (`try?`): it never traps. Where it lays out, every frame is
    /// inside the width.
    @Test func responsiveGridNeverTraps() {
        let widths: [Double] = [0, -0.0, -1, -1e300, .nan, .infinity, -.infinity, 1e-300, 0.1, 31.9, 32, 40, 414, 1e6, 1e300, .greatestFiniteMagnitude]
        let scales: [Double] = [0, -1, .nan, .infinity, 1e-9, 0.01, 1, 3, 16, 17]
        var laidOut = 0, refused = 0
        for widthPt in widths {
            for scale in scales {
                for (columns, items) in [(4, 8), (1, 1), (0, 3), (-1, 3), (10_001, 3), (4, 0), (4, -1), (4, Int.max)] {
                    do {
                        let grid = try ResponsiveGrid(widthPt: widthPt, scale: scale, columns: columns, items: items, rowHeightPt: 50)
                        laidOut += 1
                        for i in 0..<min(items, 8) {
                            let f = grid.frame(ofItem: i)
                            #expect(f.map { $0.x >= 0 && $0.width > 0 && $0.x + $0.width <= widthPt + 1e-9 } ?? false, "\(widthPt)pt at \(scale)")
                        }
                    } catch {
                        refused += 1
                    }
                }
            }
        }
        #expect(laidOut > 0 && refused > 0)
    }

    /// Property: at every width and scale the frames are on device pixels, start at the leading
    /// inset, end at the trailing one, and differ by at most a pixel (the rule stated in the page).
    @Test(arguments: [2.0, 3.0, 2.625])
    func responsiveGridAtEveryWidth(scale: Double) throws {
        for widthPt in stride(from: 200.0, through: 1400, by: 7.25) {
            let columns = 1 + Int(widthPt) % 9
            let grid = try ResponsiveGrid(widthPt: widthPt, scale: scale, columns: columns, items: columns, rowHeightPt: 50)
            let widthPx = Int((widthPt * scale + 1e-9).rounded(.down))
            let insetPx = Int((16 * scale).rounded()), gapPx = Int((8 * scale).rounded())
            var xs: [Int] = [], ws: [Int] = []
            for i in 0..<columns {
                let f = try #require(grid.frame(ofItem: i))
                let x = f.x * scale, w = f.width * scale
                #expect(abs(x - x.rounded()) < 1e-6 && abs(w - w.rounded()) < 1e-6, "\(widthPt)pt at \(scale): column \(i)")
                xs.append(Int(x.rounded()))
                ws.append(Int(w.rounded()))
            }
            #expect(xs[0] == insetPx && xs[columns - 1] + ws[columns - 1] == widthPx - insetPx, "\(widthPt)pt at \(scale)")
            #expect(ws.max()! - ws.min()! <= 1 && zip(xs, xs.dropFirst()).allSatisfy { $1 > $0 })
            for i in 1..<max(columns, 1) where i < columns { #expect(xs[i] == xs[i - 1] + ws[i - 1] + gapPx) }
        }
    }
}
