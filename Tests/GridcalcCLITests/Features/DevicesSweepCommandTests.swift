import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Docs/check-and-sweep.md and §6, in process: devices, sweep, and --device on every screen command.
@Suite struct DevicesSweepCommandTests {
    @Test func devicesTableAndJSON() throws {
        let run = Tool.run(["devices", "--json"])
        #expect(run.status == 0)
        #expect(try JSONDecoder().decode(DevicesDocument.self, from: Data(run.stdout.utf8)) == DevicesDocument())
        let table = Tool.run(["devices"])
        for preset in DevicePreset.all { #expect(table.stdout.contains(preset.name)) }
        #expect(table.stdout.contains("iphone-se-3") && table.stdout.contains("2.608 *"))
    }

    @Test func deviceFlagOnEveryScreenCommand() throws {
        let grid = Tool.run(Tool.words("--device iphone-14 --columns 7 --json"))
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(grid.stdout.utf8))
        #expect(d.container.px == 1170 && d.input.device == "iphone-12" && d.warnings.isEmpty)
        let landscape = Tool.run(Tool.words("--device iphone-8-plus --orientation landscape --columns 7 --json"))
        let l = try JSONDecoder().decode(GridDocument.self, from: Data(landscape.stdout.utf8))
        #expect(l.container.px == 2208 && l.warnings.contains { $0.description.contains("2.608") })
        let table = Tool.run(Tool.words("--device iphone-8-plus --columns 7"))
        #expect(table.status == 0 && table.stderr.hasPrefix("warning: device iphone-8-plus renders at 3x"))
        let overridden = Tool.run(Tool.words("--device iphone-8 --width 100 --columns 2 --json"))
        #expect(try JSONDecoder().decode(GridDocument.self, from: Data(overridden.stdout.utf8)).container.px == 200)
        let separator = Tool.run(Tool.words("separator --device iphone-12-mini --json"))
        let s = try JSONDecoder().decode(CellSeparatorDocument.self, from: Data(separator.stdout.utf8))
        #expect(s.cell.width.px == 1125 && s.warnings.count == 1)
        let hairline = Tool.run(Tool.words("hairline --device iphone-8-plus --json"))
        #expect(try JSONDecoder().decode(HairlineDocument.self, from: Data(hairline.stdout.utf8)).warnings.count == 1)
        let check = Tool.run(["check", "--device", "iphone-15", "-"], stdin: Tool.run(Tool.words("--device iphone-15 --columns 4 --json")).stdout)
        #expect(check.status == 0)
        expectUsageError(Tool.run(Tool.words("--device iphone-99 --columns 7")), naming: "--device")
        #expect(Tool.run(Tool.words("--device iphone-99 --columns 7")).stderr.contains("closest names are"))
    }

    /// The acceptance sweep runs every case; a limit some cases break exits 1 naming them.
    @Test func sweepAllDevicesBothOrientations() throws {
        let run = Tool.run(Tool.words("sweep --devices all --orientation both --columns 1...12 --json"))
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.count == DevicePreset.all.count * 2 * 12 && object["ok"] as? Bool == true)
        #expect(cases.allSatisfy { ($0["layout"] as? [String: Any])?["input"] == nil && ($0["violations"] as? [Any])?.isEmpty == true })

        let limited = Tool.run(Tool.words("sweep --devices all --orientation both --columns 1...12 --max-inset 1 --symmetric"))
        #expect(limited.status == 1)
        let failing = limited.stdout.split(separator: "\n").filter { $0.contains("FAIL max-inset") || $0.contains("FAIL symmetric") }
        #expect(!failing.isEmpty && failing.allSatisfy { line in DevicePreset.all.contains { line.hasPrefix($0.name + " ") } })
        #expect(limited.stdout.contains("sweep     \(DevicePreset.all.count * 2 * 12) cases, \(failing.count) failed: FAIL"))
        let remainder = Tool.run(Tool.words("sweep --devices iphone-8 --columns 7 --max-remainder 1"))
        #expect(remainder.status == 1 && remainder.stdout.contains("leftover 2px is more than the max remainder 1px"))
    }

    static let badSweeps: [(String, String)] = [
        ("sweep --devices iphone-99", "--devices"),
        ("sweep --devices iphone-8,iphone-8", "--devices"),
        ("sweep --columns 12...1", "--columns"),
        ("sweep --columns 0...3", "--columns"),
        ("sweep --columns 1,1", "--columns"),
        ("sweep --columns 1...99999", "--columns"),
        ("sweep --orientation sideways", "--orientation"),
        ("sweep --max-inset -1", "--max-inset"),
        ("sweep --max-remainder x", "--max-remainder"),
        ("sweep --width 414", "--width"),
        ("sweep --strategy widen --align center", "--align"),
        ("check --tolerance 2", "--tolerance"),
        ("check --allow-empty=1 a.json", "--allow-empty"),
        ("check --format csv", "--format"),
        ("devices --all", "--all"),
    ]

    @Test("bad sweep, check and devices command lines", arguments: badSweeps)
    func badCommandLine(arguments: String, flag: String) throws {
        expectUsageError(Tool.run(Tool.words(arguments)), naming: flag)
    }
}

