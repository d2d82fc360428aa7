import Foundation
import GridcalcTestSupport
import Testing

/// Real windows (SPEC §18): an iPhone's landscape safe area, an iPad's Split View and Slide Over, a
/// browser's classic scrollbar, and `sweep --windows`. The figures are Docs/devices.md's (each cited).
@Suite struct WindowsTests {
    /// A saved layout says what it was made for: the device's orientation and window in `input`
    /// (absent without a device, and `window` absent for the whole screen), and in the table's header.
    @Test(arguments: [
        (["--device", "iphone-15", "--orientation", "landscape", "--safe-area"], "landscape", "safe-area", "device iphone-15 (landscape, safe area)"),
        (["--device", "ipad-pro-12-9", "--window", "third"], "portrait", "third", "device ipad-pro-12-9 (portrait, window third)"),
        (["--device", "pixel-8"], "portrait", nil, "device pixel-8 (portrait)"),
        (["--width", "414", "--scale", "3"], nil, nil, "ltr\n"),
    ] as [([String], String?, String?, String)])
    func theInputRecordsTheScreen(_ flags: [String], _ orientation: String?, _ window: String?, _ header: String) throws {
        let run = Tool.run(flags + ["--columns", "3", "--json"])
        let input = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["input"] as? [String: Any])
        #expect(input["orientation"] as? String == orientation && input["window"] as? String == window, "\(input)")
        #expect(input.keys.contains("orientation") == (orientation != nil) && input.keys.contains("window") == (window != nil))
        let table = Tool.run(flags + ["--columns", "3"])
        #expect(table.stdout.split(separator: "\n").first.map { ($0 + "\n").contains(header) } == true, "\(table.stdout)")
    }

    /// The container each option gives, in device px (independent arithmetic: points × scale).
    @Test(arguments: [
        (["--device", "iphone-15", "--orientation", "landscape", "--safe-area"], (852 - 2 * 59) * 3),
        (["--device", "iphone-15", "--safe-area"], 393 * 3),
        (["--device", "iphone-x", "--orientation", "landscape", "--safe-area"], (812 - 2 * 44) * 3),
        (["--device", "ipad-pro-12-9", "--window", "third"], 375 * 2),
        (["--device", "ipad-pro-12-9", "--window", "two-thirds"], 639 * 2),
        (["--device", "ipad-pro-12-9", "--orientation", "landscape", "--window", "half"], 678 * 2),
        (["--device", "ipad-pro-12-9", "--orientation", "landscape", "--window", "slide-over"], 375 * 2),
        // 1920px at 125 % is 1536css; less 15css is 1521css = 1901.25px, floored.
        (["--device", "windows-1080p-125", "--scrollbar", "15css"], 1901),
        (["--device", "macbook-pro-14", "--scrollbar", "15css"], (1512 - 15) * 2),
        (["--platform", "web", "--width", "1000css", "--scale", "2", "--scrollbar", "0css"], 2000),
    ])
    func containerWidth(_ flags: [String], _ expectedPx: Int) throws {
        let run = Tool.run(flags + ["--columns", "3", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let container = document["container"] as! [String: Any]
        #expect((container["px"] as! NSNumber).intValue == expectedPx, "\(flags)")
    }

    @Test(arguments: [
        ("--device pixel-8 --safe-area --columns 3", "--safe-area"),
        ("--device ipad-pro-12-9 --orientation landscape --window two-thirds --columns 3", "--window two-thirds"),
        ("--device iphone-15 --window half --columns 3", "--window half"),
        ("--width 400 --scale 2 --window third --columns 3", "--window third"),
        ("--width 400 --scale 2 --safe-area --columns 3", "--safe-area"),
        ("--device ipad-pro-12-9 --window third --safe-area --columns 3", "--window"),
        ("--device ipad-pro-12-9 --window quarter --columns 3", "--window"),
        ("--device windows-1080p-125 --scrollbar 1600css --columns 3", "--scrollbar"),
        ("--device windows-1080p-125 --scrollbar -3css --columns 3", "--scrollbar"),
        ("--device iphone-15 --scrollbar 15 --columns 3", "--scrollbar"),
    ])
    func refusals(_ line: String, _ flag: String) {
        expectUsageError(Tool.run(Tool.words(line)), naming: flag)
    }

    /// `sweep --windows` adds each window a preset has in each orientation, named in the table and
    /// the JSON; without it the cases (and their JSON) are as before.
    @Test func sweepRunsEveryWindow() throws {
        let plain = Tool.run(["sweep", "--devices", "iphone-15,ipad-pro-12-9,pixel-8", "--orientation", "both", "--columns", "3", "--json"])
        let windows = Tool.run(["sweep", "--devices", "iphone-15,ipad-pro-12-9,pixel-8", "--orientation", "both", "--windows", "--columns", "3", "--json"])
        #expect(plain.status == 0 && windows.status == 0, "\(windows.stderr)")
        let cases = { (run: Run) -> [[String: Any]] in
            (try! JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any])["cases"] as! [[String: Any]]
        }
        // 3 devices × 2 orientations, plus iphone-15's 2 safe areas and the iPad's 6 windows.
        #expect(cases(plain).count == 6 && cases(windows).count == 6 + 2 + 6)
        #expect(!plain.stdout.contains("\"window\""))
        let half = cases(windows).first { $0["window"] as? String == "half" }
        let layout = half?["layout"] as? [String: Any], container = layout?["container"] as? [String: Any]
        #expect((container?["px"] as? NSNumber)?.intValue == 1356)
        let table = Tool.run(["sweep", "--devices", "ipad-pro-12-9", "--windows", "--columns", "3"]).stdout
        #expect(table.contains("ipad-pro-12-9 (two-thirds)") && table.contains("ipad-pro-12-9 (slide-over)"), "\(table)")
    }
}
