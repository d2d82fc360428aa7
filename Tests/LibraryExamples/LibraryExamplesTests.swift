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
            .filter { $0.contains("import GridCore") || $0.contains("canImport(UIKit)") }
    }

    static func sources() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "LibraryExamplesTests.swift" }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test func everyBlockOfThePageIsCompiledHere() throws {
        let blocks = try Self.pageBlocks()
        let sources = try Self.sources()
        #expect(blocks.count == 4)
        for block in blocks {
            #expect(sources.contains { $0.contains(block) }, "not in Tests/LibraryExamples: \(block.prefix(80))")
        }
        // Negative control: a block changed by one character is found nowhere.
        let changed = blocks[0].replacingOccurrences(of: "spread", with: "spraed")
        #expect(!sources.contains { $0.contains(changed) })
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
}
