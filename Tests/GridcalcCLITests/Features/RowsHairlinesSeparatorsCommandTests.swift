import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Docs/rows-and-separators.md and §4 through the built binary: items, bands, hairlines and cell separators.
@Suite struct RowsHairlinesSeparatorsCommandTests {
    static let example = "--width 414 --scale 3 --columns 7 --items 10 --separator-before 4"

    /// The JSON of the worked example is GridCore's document for the same request, and holds the
    /// issue's figures.
    @Test func workedExampleJSON() throws {
        let run = Tool.run(Tool.words(Self.example + " --json"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
        let expected = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7,
                                                    items: ItemRequest(count: 10, separatorsBefore: [4])))
        #expect(d == expected)
        #expect(d.items?.map(\.frame.y.px) == [0, 0, 0, 0] + Array(repeating: 178, count: 6))
        #expect(d.separators?.map(\.frame.y.px) == [177] && d.content?.height.px == 354)
    }

    @Test func tableListsItemsAndBandsInVerticalOrder() throws {
        let run = Tool.run(Tool.words(Self.example))
        #expect(run.status == 0)
        #expect(run.stdout.contains("rows      2 × 176px (58.667pt), line spacing 1px (0.333pt); 10 items, 1 separator"))
        #expect(run.stdout.contains("content   1242 × 354px (414 × 118pt)"))
        let kinds = run.stdout.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let kind = words.first, kind == "item" || kind == "separator" else { return nil }
            return "\(kind) \(words[1])"
        }
        #expect(kinds == (0..<4).map { "item \($0)" } + ["separator 4"] + (4..<10).map { "item \($0)" })
    }

    @Test func csvHasAKindColumn() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --items 3 --separator-before 0,3 --format csv"))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "kind,index,row,column,x_px,y_px,width_px,height_px,x_pt,y_pt,width_pt,height_pt")
        #expect(lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).prefix(6).joined(separator: ",") }
                == ["separator,0,,,2,0", "item,0,0,0,2,1", "item,1,0,1,179,1", "item,2,0,2,356,1", "separator,3,,,2,178"])
    }

    @Test func hairlineAt3x() throws {
        let table = Tool.run(["hairline", "--scale", "3"])
        #expect(table.status == 0 && table.stdout.contains("0.333333") && table.stdout.contains("0.166667"))
        let run = Tool.run(["hairline", "--scale", "3,2", "--at", "10.2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "gridcalc/hairline@1")
        let d = try JSONDecoder().decode(HairlineDocument.self, from: Data(run.stdout.utf8))
        #expect(d == (try HairlineDocument(scales: [Scale(3), Scale(2)], at: .points(10.2))))
        #expect(d.hairlines[0].thickness.pt == 1.0 / 3 && d.hairlines[0].strokeOffsetPt == 1.0 / 6)
        #expect(d.hairlines[0].at?.y.px == 30 && d.hairlines[0].at?.y.pt == 10)
        #expect(d.hairlines[1].at?.y.px == 20)
        let none = Tool.run(["hairline", "--scale", "3", "--json"])
        #expect(none.stdout.contains("\"at\": null"))
    }

    @Test("separator", arguments: [
        "--width 375 --scale 2 --inset-leading 16",
        "--width 414 --scale 3 --reference margins --margins 20,16 --inset-leading 44 --direction rtl --position top",
        "--width 414.5 --scale 2.608 --inset-trailing 15 --cell-height 60.3 --direction rtl",
        "--width=390 --scale=3 --reference=margins --margins=16pt,16pt --cell-height=1242px",
    ])
    func separator(arguments: String) throws {
        let run = Tool.run(["separator"] + Tool.words(arguments) + ["--json"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(CellSeparatorDocument.self, from: Data(run.stdout.utf8))
        #expect(d.rect.x == d.insets.left && d.rect.height.px == 1)
        #expect(d.rect.x.px + d.rect.width.px + d.insets.right.px == d.cell.width.px)
        let table = Tool.run(["separator"] + Tool.words(arguments))
        #expect(table.stdout.contains("separator  x \(d.rect.x.px)px"))
        #expect(table.stderr.split(separator: "\n").count == d.warnings.count)
    }

    static let badCommandLines: [(String, String)] = [
        ("--items -1", "--items"),
        ("--items 10001", "--items"),
        ("--items ten", "--items"),
        ("--items 99999999999999999999", "--items"),
        ("--items 5 --aspect-ratio 0", "--aspect-ratio"),
        ("--items 5 --aspect-ratio 1:0", "--aspect-ratio"),
        ("--items 5 --aspect-ratio 0:1", "--aspect-ratio"),
        ("--items 5 --aspect-ratio 16x9", "--aspect-ratio"),
        ("--items 5 --aspect-ratio 16/9:1", "--aspect-ratio"),
        ("--items 5 --aspect-ratio nan:1", "--aspect-ratio"),
        ("--items 5 --aspect-ratio 1:1000000", "--aspect-ratio"),
        ("--items 10 --separator-before 11", "--separator-before"),
        ("--items 10 --separator-before 3,3", "--separator-before"),
        ("--items 10 --separator-before 1,,2", "--separator-before"),
        ("--items 10 --separator-before -1", "--separator-before"),
        ("--items 10 --separator-before 99999999999999999999", "--separator-before"),
        ("--row-height 50", "--row-height"),
        ("--separator-before 0", "--separator-before"),
        ("--items 3 --row-height 50 --aspect-ratio 1:1", "--row-height"),
        ("--items 3 --row-height 0", "--row-height"),
        ("--items 3 --row-height 2000000px", "--row-height"),
        ("--items 3 --separator-height 0", "--separator-height"),
        ("--items 3 --line-spacing -1", "--line-spacing"),
        ("--items 3 --inset-top abc", "--inset-top"),
        ("--items 3 --inset-bottom 1e3", "--inset-bottom"),
    ]

    @Test("bad §3 command lines", arguments: badCommandLines)
    func badGridCommandLine(arguments: String, flag: String) throws {
        expectUsageError(Tool.run(Tool.words("--width 414 --scale 3 --columns 7 " + arguments)), naming: flag)
    }

    static let badSubcommandLines: [(String, String)] = [
        ("hairline", "--scale"),
        ("hairline --scale 3,3", "--scale"),
        ("hairline --scale 3,", "--scale"),
        ("hairline --scale 0", "--scale"),
        ("hairline --scale 3 --at -1", "--at"),
        ("hairline --scale 3 --at nan", "--at"),
        ("hairline --scale 3 --format csv", "--format"),
        ("hairline --scale 3 --columns 7", "--columns"),
        ("separator --scale 2", "--width"),
        ("separator --width 375 --scale 2 --margins 16,16", "--margins"),
        ("separator --width 375 --scale 2 --reference margins", "--margins"),
        ("separator --width 375 --scale 2 --reference margins --margins 16", "--margins"),
        ("separator --width 375 --scale 2 --reference margins --margins 16,x", "--margins"),
        ("separator --width 375 --scale 2 --reference edges", "--reference"),
        ("separator --width 375 --scale 2 --position middle", "--position"),
        ("separator --width 375 --scale 2 --direction up", "--direction"),
        ("separator --width 375 --scale 2 --inset-leading 200 --inset-trailing 175", "--inset-leading"),
        ("separator --width 375 --scale 2 --cell-height 0", "--cell-height"),
        ("separator --width 375 --scale 2 --cell-height 0.1", "--cell-height"),
    ]

    @Test("bad hairline and separator command lines", arguments: badSubcommandLines)
    func badSubcommandLine(arguments: String, flag: String) throws {
        expectUsageError(Tool.run(Tool.words(arguments)), naming: flag)
    }

    @Test("help for every command", arguments: ["hairline", "separator"])
    func help(command: String) throws {
        for arguments in [[command, "--help"], ["help", command], [command, "-h"]] {
            let run = Tool.run(arguments)
            #expect(run.status == 0 && run.stderr.isEmpty)
            for section in ["OVERVIEW:", "USAGE: gridcalc \(command)", "OPTIONS:", "EXAMPLES:"] { #expect(run.stdout.contains(section)) }
        }
        #expect(Tool.run(["--help"]).stdout.contains("  \(command) "))
    }
}
