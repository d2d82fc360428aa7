// Unit tests of the writers: each output format of each command, from GridCore documents, checked
// against the documents they print (no process started).
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GridCore
import Testing
import GridcalcCLI

@Suite struct WriterTests {
    static let grid = try! GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7, strategy: .widen(.spread)))
    static let items = try! GridDocument(GridRequest(width: .points(375), scale: Scale(2), columns: 4, direction: .rtl,
                                                     items: ItemRequest(count: 9, separatorsBefore: [0, 5, 9])))

    /// The table: one row per column whose px and pt cells are the document's.
    @Test func gridTable() {
        let text = GridTable.render(Self.grid)
        let rows = text.split(separator: "\n").filter { $0.first == " " && $0.split(separator: " ").count == 6 }
        #expect(rows.count == 7)
        for (row, column) in zip(rows, Self.grid.columns) {
            let cells = row.split(separator: " ").map(String.init)
            #expect(cells[0] == String(column.index) && cells[1] == String(column.x.px) && cells[2] == String(column.width.px))
            #expect(cells[4] == decimalText(column.width.pt) && cells[5] == String(column.extraPx))
        }
        #expect(text.contains("grid      414pt = 1242px at 3x, 7 columns"))
        #expect(text.contains("flow layout (points to paste): item widths "))
    }

    /// CSV: the header, then each column with the full doubles (they read back exactly).
    @Test func gridCSV() {
        let lines = GridCSV.render(Self.grid).split(separator: "\n")
        #expect(lines.first == "index,x_px,width_px,x_pt,width_pt,extra_px" && lines.count == 8)
        for (line, column) in zip(lines.dropFirst(), Self.grid.columns) {
            let f = line.split(separator: ",").map(String.init)
            #expect(Int(f[1]) == column.x.px && Int(f[2]) == column.width.px)
            #expect(Double(f[3]) == column.x.pt && Double(f[4]) == column.width.pt)
        }
    }

    /// Items and bands in vertical order: a band before item i just before item i, y never decreasing.
    @Test func itemListing() throws {
        let csv = ItemListing.csv(Self.items).split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(csv.count == 9 + 3)
        #expect(csv.map { String($0[0]) } == ["separator"] + Array(repeating: "item", count: 5) + ["separator"] + Array(repeating: "item", count: 4) + ["separator"])
        let ys = csv.map { Int($0[5])! }
        #expect(ys == ys.sorted())
        #expect(ItemListing.table(Self.items).contains("rows      3 × "))
    }

    /// SVG: well-formed XML, one cell rectangle per item slot, 1 unit = 1 px, zoom scales the size.
    @Test func gridSVG() throws {
        let svg = GridSVG.render(Self.items, zoom: 3)
        final class Counter: NSObject, XMLParserDelegate {
            var rects: [[String: String]] = []
            var root: [String: String] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "rect" { rects.append(attributes) }
                if name == "svg" { root = attributes }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.root["viewBox"] == "0 0 \(Self.items.container.px) \(Self.items.content!.height.px)")
        #expect(counter.root["width"] == String(Self.items.container.px * 3))
        let cells = counter.rects.filter { [GridSVG.cellEven, GridSVG.cellOdd, GridSVG.empty].contains($0["fill"] ?? "") }
        #expect(cells.count == 3 * 4)
        #expect(counter.rects.filter { $0["fill"] == GridSVG.band }.count == 3)
    }

    @Test func otherCommandsTables() throws {
        let hairline = try HairlineDocument(scales: [Scale(3), Scale(2)], at: .points(10.2))
        let h = HairlineTable.render(hairline)
        #expect(h.contains("0.333333") && h.contains("fill rect"))
        let separator = try CellSeparatorDocument(CellSeparatorRequest(width: .points(375), scale: Scale(2), insetLeading: .points(16)))
        #expect(SeparatorTable.render(separator, scale: try Scale(2)).contains("separator  x 32px (16pt), y 87px (43.5pt), width 718px (359pt)"))
        let devices = DevicesTable.render(DevicesDocument())
        for preset in DevicePreset.all { #expect(devices.contains(preset.name)) }
        let sweep = try SweepDocument(template: GridRequest(width: .pixels(1), scale: Scale(1), columns: 1),
                                      devices: [DevicePreset.all[0]], orientations: [.portrait], columns: [3, 7],
                                      limits: SweepDocument.Limits(symmetric: true))
        let s = SweepTable.render(sweep)
        #expect(s.contains("sweep     2 cases") && s.split(separator: "\n").count == 4)
    }

    /// A finding whose difference is below the table's 4 decimals is shown with every digit.
    @Test func checkTableShowsTheDifference() throws {
        let widths = Array(repeating: 176.0 / 3 + 1e-9, count: 7)
        var x = 2.0 / 3
        var frames: [FramesDump.Frame] = []
        for w in widths { frames.append(FramesDump.Frame(x: x, width: w)); x += w + 1.0 / 3 }
        let check = try FrameCheck(CheckRequest(subject: .frames(FramesDump(scale: 3, containerPt: 1240.0 / 3, spacingPx: 1, frames: frames)), flowSum: true))
        let text = TableReporter.render(CheckDocument(check))
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("overflow") }, "\(text)")
        #expect(row.contains("e-") || row.contains("1242.0000"), "\(row)")
    }
}
