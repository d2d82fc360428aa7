import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `--tracks` through the binary (Docs/tracks.md): the document is GridCore's, the listings name
/// each column's track, and every hostile track list is a usage error naming `--tracks`.
@Suite struct TracksCommandTests {
    @Test func jsonTableAndCSV() throws {
        let run = Tool.run(["--width", "414", "--scale", "3", "--tracks", "80pt 1fr 2fr", "--strategy", "widen", "--distribute", "spread", "--json"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 3, strategy: .widen(.spread))
        request.tracks = [.fixed(.points(80)), .flexible(thousandths: 1000), .flexible(thousandths: 2000)]
        #expect(d == (try GridDocument(request)) && d.columns.map(\.width.px) == [240, 333, 667])
        let csv = Tool.run(["--width", "414", "--scale", "3", "--tracks", "80pt 1fr 2fr", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n") == ["index,x_px,width_px,x_pt,width_pt,extra_px,track",
                                                     "0,0,240,0.0,80.0,0,80pt", "1,241,333,80.33333333333333,111.0,0,1fr",
                                                     "2,575,666,191.66666666666666,222.0,0,2fr"])
        let items = Tool.run(["--width", "414", "--scale", "3", "--tracks", "80pt 1fr 2fr", "--items", "4", "--row-height", "44", "--json"])
        let withItems = try JSONDecoder().decode(GridDocument.self, from: Data(items.stdout.utf8))
        #expect(withItems.items?.map(\.frame.width.px) == [240, 333, 666, 240])
    }

    @Test(arguments: [
        ["--tracks", "0fr"], ["--tracks", "-1fr"], ["--tracks", "1e3fr"], ["--tracks", "1.2345fr"], ["--tracks", ""],
        ["--tracks", Array(repeating: "1fr", count: 30_000).joined(separator: " ")], ["--tracks", "1fr nan"], ["--tracks", "1fr 0pt"],
        ["--tracks", "10001fr"], ["--tracks", "1fr 1.5px"],
        ["--tracks", "414pt 1fr"], ["--tracks", "100pt 100pt", "--strategy", "widen"],
        ["--tracks", "1fr 2fr", "--columns", "2"], ["--tracks", "1fr 2fr", "--items", "4"],
        ["--tracks", "1fr 2fr", "--items", "4", "--aspect-ratio", "1:1"],
    ])
    func hostileTracks(_ extra: [String]) throws {
        let run = Tool.run(["--width", "414", "--scale", "3"] + extra)
        let flag = extra.contains("--columns") ? "--columns" : extra.contains("--items") ? "--row-height" : "--tracks"
        expectUsageError(run, naming: flag)
    }

    @Test func sweepDoesNotTakeTracks() throws {
        expectUsageError(Tool.run(["sweep", "--tracks", "1fr 2fr"]), naming: "--tracks")
    }
}
