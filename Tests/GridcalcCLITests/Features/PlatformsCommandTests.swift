import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Platforms through the binary (Docs/platforms.md): `dp` and `css` are `pt` under other names in
/// every output, `--platform` relabels and adds its block, and every misuse is a usage error.
@Suite struct PlatformsCommandTests {
    /// A random decimal with up to 3 decimals in 0 ..< `below`.
    static func decimal(_ rng: inout some RandomNumberGenerator, below: Int) -> String {
        let whole = Int.random(in: 0..<below, using: &rng), fraction = Int.random(in: 0..<1000, using: &rng)
        return fraction == 0 ? String(whole) : "\(whole).\(String(fraction).leftPadded(3))"
    }

    /// Property: the same lengths written with pt, dp, css (and DP, Css) give byte-identical
    /// output in every format and the same exit status, for random widths, scales, spacings, insets,
    /// row heights and cell sizes; the reference is the pt spelling, which the platform does not change.
    @Test func dpAndCSSEqualTheirPointTwins() throws {
        var rng = SystemRandomNumberGenerator()
        var compared = 0
        for _ in 0..<24 {
            let width = Self.decimal(&rng, below: 1400), spacing = Self.decimal(&rng, below: 9), inset = Self.decimal(&rng, below: 30)
            let scale = ["1", "1.25", "1.5", "2", "2.625", "3", "3.5"].randomElement(using: &rng)!
            let row = Self.decimal(&rng, below: 120)
            let shapes: [[String]] = [
                ["--columns", String(Int.random(in: 1...12, using: &rng))],
                ["--columns", "auto", "--min-cell", "U\(Self.decimal(&rng, below: 200))"],
                ["--columns", "4", "--items", "9", "--row-height", "U\(row)", "--span", "1:2", "--line-spacing", "U\(spacing)"],
                ["--tracks", "U\(Self.decimal(&rng, below: 100)) 1fr 2fr"],
            ]
            let shape = shapes.randomElement(using: &rng)!
            for format in ["table", "json", "csv", "css"] {
                func spelled(_ unit: String) -> [String] {
                    var out = ["--width", width + unit, "--scale", scale, "--spacing", spacing + unit, "--inset-leading", inset + unit, "--format", format]
                    for word in shape {
                        // "U<number>" is a length in the unit; inside a track list only the first word is one.
                        out.append(word.split(separator: " ").map { $0.hasPrefix("U") ? $0.dropFirst() + unit : $0 }.joined(separator: " "))
                    }
                    return out
                }
                let reference = Tool.run(spelled("pt"))
                for unit in ["dp", "css", "DP", "Css"] {
                    let run = Tool.run(spelled(unit))
                    #expect(run.status == reference.status && run.stdout == reference.stdout, "\(spelled(unit))")
                    // Warnings repeat the value as written; with the unit put back they are the same.
                    #expect(run.stderr.replacingOccurrences(of: unit, with: "pt") == reference.stderr, "\(spelled(unit))")
                    compared += 1
                }
            }
        }
        #expect(compared == 24 * 4 * 4)
    }

    /// `--platform android` and `web` relabel the logical unit; JSON keeps `pt` and says the platform.
    @Test func labelsAndJSON() throws {
        let android = Tool.run(["--device", "pixel-8", "--columns", "3"])
        #expect(android.status == 0 && android.stdout.hasPrefix("grid      411.429dp = 1080px at 2.625x, 3 columns"))
        #expect(android.stdout.contains("x dp  width dp") && android.stdout.contains("android (RecyclerView + GridLayoutManager, spanCount 3)"))
        #expect(!android.stdout.contains("flow layout"))
        let json = Tool.run(["--device", "pixel-8", "--columns", "3", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["input"] as? [String: Any])?["platform"] as? String == "android" && object["android"] != nil)
        let web = Tool.run(["--platform", "web", "--width", "1280.3css", "--scale", "1.5", "--columns", "7"])
        #expect(web.status == 0 && web.stdout.hasPrefix("grid      1280 css px = 1920px at 1.5x"))
        #expect(web.stderr == "warning: width 1280.3css is 1920.45px at 1.5x, not a whole pixel: floored to 1920px (1280 css px)\n")
        let ios = Tool.run(["--width", "414", "--scale", "3", "--columns", "7", "--json"])
        let iosObject = try #require(try JSONSerialization.jsonObject(with: Data(ios.stdout.utf8)) as? [String: Any])
        #expect((iosObject["input"] as? [String: Any])?["platform"] as? String == "ios" && iosObject["android"] == nil)
        // --px-means css reads px as CSS px; device as device pixels.
        let css = Tool.run(["--platform", "web", "--px-means", "css", "--width", "1280px", "--scale", "1.5", "--columns", "7", "--json"])
        let device = Tool.run(["--platform", "web", "--px-means", "device", "--width", "1920px", "--scale", "1.5", "--columns", "7", "--json"])
        #expect(css.status == 0 && css.stdout == device.stdout)
    }

    @Test func cssRule() throws {
        let run = Tool.run(["--platform", "web", "--width", "1000css", "--scale", "1.5", "--columns", "7", "--format", "css"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        // 1500 − 6 = 1494 = 7 × 213 + 3: seven 213px tracks (142 CSS px), 1px gaps, insets 1px and 2px.
        #expect(run.stdout.contains("  grid-template-columns: repeat(7, 142px);\n  column-gap: 0.67px;\n"))
        #expect(run.stdout.contains("  width: 1000px;\n  padding-inline: 0.67px 1.334px;\n"))
        let spans = Tool.run(["--platform", "web", "--width", "390css", "--scale", "3", "--columns", "4", "--items", "6",
                                      "--row-height", "44css", "--span", "1:2", "--format", "css"])
        #expect(spans.stdout.contains("  grid-auto-rows: 44px;\n") && spans.stdout.contains("}\n.grid > :nth-child(2) { grid-column: span 2; }\n/* WebKit"))
        // WebKit at 3x: 1px gaps are 21 units (⅓ short), so each row ends one unit past its edge
        // (132px is 2816 units: 2817), and the next starts 21 units on (Docs/web.md, "WebKit at 3x").
        #expect(spans.stdout.hasSuffix("    grid-template-rows: 44.015625px 44px;\n    row-gap: 0.328125px;\n  }\n}\n"))
    }

    @Test(arguments: [
        (["--platform", "ipados", "--width", "400", "--scale", "2", "--columns", "3"], "--platform"),
        (["--platform", "web", "--width", "1280px", "--scale", "1.5", "--columns", "3"], "--width"),
        (["--platform", "web", "--width", "1280", "--scale", "1.5", "--columns", "3", "--spacing", "1px"], "--spacing"),
        (["--platform", "web", "--px-means", "pixels", "--width", "1280", "--scale", "1.5", "--columns", "3"], "--px-means"),
        (["--px-means", "device", "--width", "400", "--scale", "2", "--columns", "3"], "--px-means"),
        (["--platform", "android", "--px-means", "css", "--width", "400", "--scale", "2", "--columns", "3"], "--px-means"),
        (["--device", "pixel-8", "--platform", "ios", "--columns", "3"], "--device"),
        (["--device", "iphone-15", "--platform", "web", "--columns", "3"], "--device"),
        (["--device", "windows-1080p-150", "--platform", "android", "--columns", "3"], "--device"),
        (["--platform", "web", "--width", "1280", "--scale", "0", "--columns", "3"], "--scale"),
        (["--platform", "web", "--width", "1280", "--scale", "16.5", "--columns", "3"], "--scale"),
        (["--platform", "web", "--width", "1280", "--scale", "-1.5", "--columns", "3"], "--scale"),
        (["--width", "400dpx", "--scale", "2", "--columns", "3"], "--width"),
        (["--width", "cssdp", "--scale", "2", "--columns", "3"], "--width"),
        (["--width", "1e3css", "--scale", "2", "--columns", "3"], "--width"),
        (["--width", "-4dp", "--scale", "2", "--columns", "3"], "--width"),
        (["--width", "400", "--scale", "2", "--columns", "3", "--items", "4", "--separator-before", "2", "--format", "css"], "--format"),
        (["--width", "400", "--scale", "2", "--columns", "3", "--items", "4", "--borders", "inside", "--format", "css"], "--format"),
        (["--width", "400", "--scale", "2", "--columns", "3", "--items", "4", "--visible", "0,10", "--format", "css"], "--format"),
        (["sweep", "--devices", "android", "--platform", "ios", "--columns", "3"], "--devices"),
        (["sweep", "--devices", "androids", "--columns", "3"], "--devices"),
        (["sweep", "--devices", "web,windows-1080p-125", "--columns", "3"], "--devices"),
        (["sweep", "--platform", "web", "--columns", "3", "--spacing", "1px"], "--spacing"),
        (["devices", "--platform", "windows"], "--platform"),
    ])
    func misuse(arguments: [String], flag: String) throws {
        expectUsageError(Tool.run(arguments), naming: flag)
    }

    @Test func webPxErrorNamesBothSpellings() throws {
        let run = Tool.run(["--platform", "web", "--width", "1280px", "--scale", "1.5", "--columns", "7"])
        #expect(run.stdout.isEmpty && run.status == 64)
        #expect(run.stderr.contains("1280css") && run.stderr.contains("--px-means device"))
    }

    @Test func sweepGroupsAndDevicesByPlatform() throws {
        let sweep = Tool.run(["sweep", "--devices", "android", "--columns", "3", "--json"])
        #expect(sweep.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sweep.stdout.utf8)) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.map { $0["device"] as? String } == DevicePreset.all.filter { $0.platform == .android }.map(\.name))
        #expect(cases.allSatisfy { ($0["layout"] as? [String: Any])?["android"] != nil })
        let web = Tool.run(["sweep", "--platform", "web", "--columns", "2"])
        #expect(web.status == 0 && web.stdout.contains("windows-1080p-175") && !web.stdout.contains("iphone"))
        let devices = Tool.run(["devices", "--platform", "android", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(devices.stdout.utf8)) as? [String: Any])
        #expect((list["devices"] as? [[String: Any]])?.allSatisfy { $0["platform"] as? String == "android" } == true)
    }
}

extension String {
    func leftPadded(_ count: Int) -> String { String(repeating: "0", count: Swift.max(0, count - self.count)) + self }
}
