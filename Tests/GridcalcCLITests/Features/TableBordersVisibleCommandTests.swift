import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `gridcalc table`, `--borders inside` and `--visible` through the built binary (Docs/table.md,
/// Docs/borders.md, Docs/visible.md): the documents equal GridCore's, the listings show what the
/// documents hold, and every hostile value of a new flag is a usage error naming it.
@Suite struct TableBordersVisibleCommandTests {
    @Test func tableJSONIsGridCoresDocument() throws {
        let run = Tool.run(Tool.words("table --width 390 --scale 3 --sections 2,3 --direction rtl --json"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(TableDocument.self, from: Data(run.stdout.utf8))
        #expect(d == (try TableDocument(TableRequest(width: .points(390), scale: Scale(3), sections: [2, 3], direction: .rtl))))
        #expect(d.sections.map(\.separators.count) == [2, 4])
    }

    @Test func tableListingAndCSV() throws {
        let run = Tool.run(Tool.words("table --width 390 --scale 3 --sections 2,3"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.contains("separators  6: 3 full width, 3 inset (x 48px, width 1122px), 1px at the bottom of their row"))
        let kinds = run.stdout.split(separator: "\n").filter { $0.hasPrefix("row ") || $0.hasPrefix("separator ") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(kinds == ["row 0 0", "separator 0 0", "separator 0 0", "row 0 1", "row 1 0", "separator 1 0", "separator 1 0",
                          "row 1 1", "separator 1 1", "row 1 2", "separator 1 2"])
        let csv = Tool.run(Tool.words("table --width 390 --scale 3 --sections 1 --header-height 20 --format csv"))
        #expect(csv.stdout.split(separator: "\n") == [
            "kind,section,row,anchor,line,x_px,y_px,width_px,height_px,x_pt,y_pt,width_pt,height_pt",
            "header,0,,,,0,0,1170,60,0.0,0.0,390.0,20.0",
            "row,0,0,,,0,60,1170,132,0.0,20.0,390.0,44.0",
            "separator,0,0,before,full,0,60,1170,1,0.0,20.0,390.0,0.3333333333333333",
            "separator,0,0,after,full,0,191,1170,1,0.0,63.666666666666664,390.0,0.3333333333333333"])
    }

    @Test func bordersJSONAndListing() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns 3 --items 4 --borders inside --json"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 3, items: ItemRequest(count: 4))
        request.borders = InsideBorders()
        #expect(d == (try GridDocument(request)))
        #expect(d.items?.first?.lines?.count == 2)
        let table = Tool.run(Tool.words("--width 414 --scale 3 --columns 3 --items 4 --borders inside"))
        let kinds = table.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }.filter { ["item", "frame", "line-trailing", "line-bottom"].contains($0) }
        #expect(kinds.prefix(4) == ["item", "frame", "line-trailing", "line-bottom"])
        #expect(kinds.count == 4 + 4 + 3 + 4)   // 4 items, 4 frames, 3 trailing lines (not in the last column), 4 bottom lines
        #expect(table.stdout.contains("item widths 138 (items 0–1), 137.666667 (item 2), spacing 0"))
        // A sweep takes --borders too, and every case's columns are the spacing-1px grid's.
        let sweep = Tool.run(Tool.words("sweep --devices iphone-15 --columns 3 --borders inside --json"))
        #expect(sweep.status == 0 && sweep.stdout.contains("\"spacing_pt\": 0,"), "\(sweep.stdout.prefix(300))")
    }

    @Test func visibleRangeListsOnlyThatRange() throws {
        let base = "--width 414 --scale 3 --columns 4 --items 20 --row-height 100 --separator-before 8 --visible 190,320"
        let run = Tool.run(Tool.words(base + " --format csv"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        let listed = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: " ") }
        #expect(listed == (4..<8).map { "item \($0)" } + ["separator 8"] + (8..<16).map { "item \($0)" })
        let json = Tool.run(Tool.words(base + " --json"))
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(json.stdout.utf8))
        #expect(d.visible?.items == Array(4..<16) && d.visible?.separators == [8] && d.visible?.y0.px == 570 && d.visible?.y1.px == 960)
        #expect(d.items?.count == 20)
        let table = Tool.run(Tool.words(base))
        #expect(table.stdout.contains("visible   y 570px (190pt) ..< 960px (320pt): 12 items, 1 separator"))
    }

    /// Every new flag's hostile values: exit 64, an error naming the flag, a hint, nothing on stdout.
    @Test(arguments: [
        ("table --width 390 --scale 3 --sections " + Array(repeating: "0", count: 60_000).joined(separator: ","), "--sections"),
        ("table --width 390 --scale 3 --sections 5000,5001", "--sections"),
        ("table --width 390 --scale 3 --sections 1,-2", "--sections"),
        ("table --width 390 --scale 3 --sections 1,,2", "--sections"),
        ("table --width 390 --scale 3 --sections 99999999999999999999", "--sections"),
        ("table --width 390 --scale 3 --sections nan", "--sections"),
        ("table --width 390 --scale 3", "--sections"),
        ("table --width 390 --scale 3 --sections 2 --row-height -44", "--row-height"),
        ("table --width 390 --scale 3 --sections 2 --row-height 1px", "--row-height"),
        ("table --width 390 --scale 3 --sections 2 --row-height NaN", "--row-height"),
        ("table --width 390 --scale 3 --sections 2 --row-height 0", "--row-height"),
        ("table --width 390 --scale 3 --sections 2 --header-height -1", "--header-height"),
        ("table --width 390 --scale 3 --sections 2 --footer-height 1e3", "--footer-height"),
        ("table --width 390 --scale 3 --sections 2 --separator-inset-leading 400", "--separator-inset-leading"),
        ("table --width 390 --scale 3 --sections 2 --separator-inset-trailing inf", "--separator-inset-trailing"),
        ("table --width 390 --scale 3 --sections 2 --style inset", "--style"),
        ("table --width 390 --scale 3 --sections 2 --position middle", "--position"),
        ("table --width 390 --scale 3 --sections 2 --zoom 3", "--zoom"),
        ("table --width 390 --scale 3 --sections 10000 --row-height 1001px", "--sections"),
        ("table --width 390 --scale 0 --sections 2", "--scale"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible 800,100", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible nan,5", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible 1", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible 0,100,200", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible 0,1e9", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible -10000001px,10", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 20 --visible 0,99999999", "--visible"),
        ("--width 414 --scale 3 --columns 4 --visible 0,100", "--visible"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders outside", "--borders"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders inside --border-width 0", "--border-width"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders inside --border-width -1", "--border-width"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders inside --border-width 1.5px", "--border-width"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders inside --border-width 2000000px", "--border-width"),
        ("--width 414 --scale 3 --columns 4 --items 4 --border-width 2", "--border-width"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders none --border-width 2", "--border-width"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders inside --spacing 2", "--spacing"),
        ("--width 414 --scale 3 --columns 4 --items 4 --borders inside --line-spacing 2", "--line-spacing"),
        ("--width 414 --scale 3 --columns 400 --items 4 --borders inside --border-width 3px", "--columns"),
        ("sweep --columns 3 --items 4 --borders inside --border-width 0", "--border-width"),
        ("sweep --columns 3 --items 4 --visible 0,100", "--visible"),
    ])
    func hostileInputs(_ line: String, flag: String) throws {
        expectUsageError(Tool.run(Tool.words(line)), naming: flag)
    }
}
