import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `--span` in process (Docs/spans.md): the document is GridCore's, the listings carry the
/// span, `check --against` a layout with spans and tracks passes itself and catches a moved frame,
/// and every hostile span list is a usage error naming `--span`.
@Suite struct SpansCommandTests {
    @Test func jsonAndCSV() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns 4 --items 8 --row-height 100 --span 0:2,3:3,5:4 --json"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 4)
        request.items = ItemRequest(count: 8, rowHeight: .length(.points(100)),
                                    spans: [ItemRequest.Span(item: 0, columns: 2), ItemRequest.Span(item: 3, columns: 3), ItemRequest.Span(item: 5, columns: 4)])
        #expect(d == (try GridDocument(request)))
        let csv = Tool.run(Tool.words("--width 414 --scale 3 --columns 4 --items 3 --row-height 100 --span 0:3 --format csv"))
        let lines: [String] = csv.stdout.split(separator: "\n").map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return fields.prefix(4).joined(separator: ",") + "," + (fields.last ?? "")
        }
        #expect(lines == ["kind,index,row,column,span", "item,0,0,0,3", "item,1,0,3,1", "item,2,1,0,1"])
    }

    @Test func checkAgainstALayoutWithSpansAndTracks() throws {
        let layout = Tool.run(["--width", "414", "--scale", "3", "--tracks", "80pt 1fr 2fr 1fr", "--items", "9", "--row-height", "44",
                                       "--span", "1:2,4:4", "--json"])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spans-\(UUID().uuidString).json").path
        try Data(layout.stdout.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let itself = Tool.run(["check", path, "--against", path])
        #expect(itself.status == 0 && itself.stdout.contains("ok: 0 errors, 0 warnings"), "\(itself.stdout)")
    }

    @Test(arguments: [
        "--span 0:5", "--span 12:2", "--span 1:2,1:3", "--span 1:0", "--span 1", "--span 1:2:3", "--span a:b", "--span ,",
        "--span 99999999999999999999:2", "--span 0:99999999999999999999", "--span -1:2", "--span 0:2,",
    ])
    func hostileSpans(_ flags: String) throws {
        expectUsageError(Tool.run(Tool.words("--width 414 --scale 3 --columns 4 --items 12 " + flags)), naming: "--span")
    }

    @Test func spanNeedsItems() throws {
        expectUsageError(Tool.run(Tool.words("--width 414 --scale 3 --columns 4 --span 0:2")), naming: "--span")
    }
}

