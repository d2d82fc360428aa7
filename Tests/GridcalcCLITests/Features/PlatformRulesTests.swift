import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// One px rule and one set of labels, applied by every command to each
/// case as `grid` applies them on that case's device.
@Suite struct PlatformRulesTests {
    /// A sweep document's cases, as JSON objects.
    static func cases(_ run: Run) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return try #require(root["cases"] as? [[String: Any]])
    }

    /// Each case's spacing in px.
    static func spacingPx(_ cases: [[String: Any]]) -> [Int?] {
        cases.map { (($0["layout"] as? [String: Any])?["spacing"] as? [String: Any])?["px"] as? Int }
    }

    /// On a web preset a length in px is ambiguous unless --px-means says what it is — in grid,
    /// table, separator, hairline and in each web case of a sweep; off the web px is a device pixel.
    @Test func pxOnTheWebNeedsItsMeaningInEveryCommand() throws {
        for arguments in [["--device", "windows-1080p-150", "--columns", "7", "--spacing", "1px"],
                          ["table", "--device", "windows-1080p-150", "--sections", "2", "--row-height", "44px"],
                          ["separator", "--device", "windows-1080p-150", "--inset-leading", "16px"],
                          ["hairline", "--device", "windows-1080p-150", "--at", "10px"],
                          ["sweep", "--devices", "all", "--columns", "7", "--spacing", "1px"],
                          ["sweep", "--devices", "iphone-15,windows-1080p-150", "--columns", "3", "--inset", "16px"]] {
            let run = Tool.run(arguments)
            #expect(run.status == 64 && run.stderr.contains("on the web px is ambiguous"), "\(arguments): \(run.stderr)")
        }
        // --px-means applies wherever the web is among the cases, a mixed sweep included.
        let mixed = Tool.run(["sweep", "--devices", "iphone-15,windows-1080p-150", "--columns", "3", "--spacing", "1px", "--px-means", "css", "--json"])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        let sweep = try Self.spacingPx(Self.cases(mixed))
        // iOS reads 1px as a device pixel; the web case, told px means CSS px, as 1.5 device px (2).
        #expect(sweep == [1, 2])
        let device = try Self.spacingPx(Self.cases(Tool.run(["sweep", "--devices", "all", "--columns", "7", "--spacing", "1px", "--px-means", "device", "--json"])))
        #expect(device.count > 30 && device.allSatisfy { $0 == 1 })
        // The same value gives the same pixels in grid and in that sweep's case.
        let grid = try JSONDecoder().decode(GridDocument.self, from: Data(Tool.run(["--device", "windows-1080p-150", "--columns", "3", "--spacing", "1px",
                                                                                   "--px-means", "css", "--json"]).stdout.utf8))
        #expect(grid.spacing.px == sweep[1])
        expectUsageError(Tool.run(["sweep", "--devices", "apple", "--px-means", "device"]), naming: "--px-means")
    }

    /// Labels say the platform's unit: dp and CSS px, never pt, in table, separator, hairline and
    /// a fixed track's label.
    @Test func labelsSayThePlatformsUnit() throws {
        let table = Tool.run(["table", "--device", "windows-1080p-150", "--sections", "2"]).stdout
        #expect(table.hasPrefix("table       1280css = 1920px") && table.contains("(44 css px)") && !table.contains("pt"), "\(table)")
        let separator = Tool.run(["separator", "--device", "pixel-8"]).stdout
        #expect(separator.contains("dp") && !separator.contains("pt"), "\(separator)")
        let hairline = Tool.run(["hairline", "--device", "pixel-8", "--at", "10"]).stdout
        #expect(hairline.contains("1px in dp") && !hairline.contains(" pt"), "\(hairline)")
        let tracks = Tool.run(["--device", "pixel-8", "--tracks", "72dp 1fr 2fr"])
        #expect(tracks.stdout.contains("72dp") && !tracks.stdout.contains("72pt"))
        let csv = Tool.run(["--device", "pixel-8", "--tracks", "72dp 1fr 2fr", "--format", "csv"]).stdout
        #expect(csv.contains(",72dp") && !csv.contains("72pt"))
    }

    /// A screen's own orientation is landscape: a web preset without --orientation is its wide
    /// side across (1536 CSS px at 125 %), and --orientation portrait is the monitor turned (864).
    @Test func webScreensAreLandscapeUnlessTurned() throws {
        func width(_ extra: [String]) throws -> Int {
            try JSONDecoder().decode(GridDocument.self, from: Data(Tool.run(["--device", "windows-1080p-125", "--columns", "3", "--json"] + extra).stdout.utf8)).container.px
        }
        #expect(try width([]) == 1920 && width(["--orientation", "landscape"]) == 1920 && width(["--orientation", "portrait"]) == 1080)
        let preset = try #require(DevicePreset.named("windows-1080p-125"))
        #expect(preset.naturalOrientation == .landscape && preset.size(.portrait).widthPt == 864 && preset.size(.landscape).widthPt == 1536)
        for phone in DevicePreset.all where phone.platform != .web {
            #expect(phone.naturalOrientation == .portrait && phone.widthPx <= phone.heightPx, "\(phone.name)")
        }
        for screen in DevicePreset.all where screen.platform == .web { #expect(screen.widthPx <= screen.heightPx, "\(screen.name): portrait is the narrow side") }
        // A sweep without --orientation runs each preset in its own.
        let sweep = try Self.cases(Tool.run(["sweep", "--devices", "iphone-15,windows-1080p-125", "--columns", "3", "--json"]))
        #expect(sweep.map { $0["orientation"] as? String } == ["portrait", "landscape"])
    }
}
