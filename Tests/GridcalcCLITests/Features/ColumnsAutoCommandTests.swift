import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `--columns auto` with `--min-cell` / `--max-cell` through the binary (Docs/columns-auto.md): in
/// grid and sweep, and every hostile combination a usage error naming its flag.
@Suite struct ColumnsAutoCommandTests {
    @Test func gridJSONIsGridCoresDocument() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns auto --min-cell 100 --json"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 1)
        request.columnsRule = .minCell(.points(100))
        #expect(d == (try GridDocument(request)) && d.input.columns == 4)
        let table = Tool.run(Tool.words("--width 414 --scale 3 --columns auto --max-cell 100"))
        #expect(table.stdout.hasPrefix("grid      414pt = 1242px at 3x, 5 columns (auto: max cell 300px (100pt)), spacing 1px"))
    }

    /// A sweep reports the chosen count per device and orientation: one case each.
    @Test func sweepChoosesPerDevice() throws {
        let run = Tool.run(Tool.words("sweep --devices iphone-15,ipad --orientation both --columns auto --min-cell 100 --json"))
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let cases = try #require(object?["cases"] as? [[String: Any]])
        #expect(cases.map { $0["columns"] as? Int } == [3, 8, 8, 10])
        #expect(cases.allSatisfy { (($0["layout"] as? [String: Any])?["columns"] as? [Any])?.count == $0["columns"] as? Int })
    }

    @Test(arguments: [
        ("--width 414 --scale 3 --columns auto", "--columns"),
        ("--width 414 --scale 3 --columns auto --min-cell 100 --max-cell 200", "--min-cell"),
        ("--width 414 --scale 3 --columns 4 --min-cell 100", "--min-cell"),
        ("--width 414 --scale 3 --columns 4 --max-cell 100", "--max-cell"),
        ("--width 414 --scale 3 --columns auto --min-cell 0", "--min-cell"),
        ("--width 414 --scale 3 --columns auto --min-cell -10", "--min-cell"),
        ("--width 414 --scale 3 --columns auto --max-cell nan", "--max-cell"),
        ("--width 414 --scale 3 --columns auto --max-cell 1e3", "--max-cell"),
        ("--width 414 --scale 3 --columns auto --max-cell 0.5px", "--max-cell"),
        ("--width 1000000px --scale 1 --columns auto --min-cell 1px --spacing 0", "--min-cell"),
        ("--width 414 --scale 3 --columns auto --min-cell 100 --inset 300", "--columns"),
        ("--width 414 --scale 3 --columns Auto --min-cell 100", "--columns"),
        ("sweep --columns auto", "--columns"),
        ("sweep --columns 3 --min-cell 100", "--min-cell"),
        ("sweep --columns auto --max-cell 0", "--max-cell"),
        ("sweep --columns auto --min-cell 1px --px-means device --spacing 0 --devices all --orientation both", "--columns"),
    ])
    func hostileInputs(_ line: String, flag: String) throws {
        expectUsageError(Tool.run(Tool.words(line)), naming: flag)
    }
}
