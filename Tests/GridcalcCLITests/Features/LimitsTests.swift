import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Limits: each limit is said once, and the command line applies the one the docs state.
@Suite struct LimitsTests {
    /// `--visible` reaches as far as a layout may (10,000,000 px, Docs/visible.md) and starts above
    /// the content when asked (a bouncing scroll view, §12); past the limit is refused by name.
    @Test func visibleRangesReachTheLayoutLimitAndAboveTheContent() throws {
        let tall = ["--width", "414", "--scale", "3", "--columns", "4", "--items", "10000", "--row-height", "1000px"]
        let far = Tool.run(tall + ["--visible", "2000000px,2000800px", "--json"])
        #expect(far.status == 0, "\(far.stderr)")
        let d = try JSONDecoder().decode(GridDocument.self, from: Data(far.stdout.utf8))
        #expect(d.visible?.items.first == 7_992 && d.visible?.y0.px == 2_000_000)
        let above = Tool.run(["--width", "414", "--scale", "3", "--columns", "4", "--items", "8", "--row-height", "100", "--visible", "-100,80", "--json"])
        let a = try JSONDecoder().decode(GridDocument.self, from: Data(above.stdout.utf8))
        #expect(above.status == 0 && a.visible?.y0.px == -300 && a.visible?.items == [0, 1, 2, 3], "\(above.stderr)")
        let wholly = Tool.run(["--width", "414", "--scale", "3", "--columns", "4", "--items", "8", "--row-height", "100", "--visible", "-100,-20", "--json"])
        #expect(try JSONDecoder().decode(GridDocument.self, from: Data(wholly.stdout.utf8)).visible?.items == [])
        for range in ["0,10000001px", "-10000001px,0", "0,99999999"] {
            expectUsageError(Tool.run(tall + ["--visible", range]), naming: "--visible")
        }
        // Other lengths stay non-negative.
        expectUsageError(Tool.run(["--width", "414", "--scale", "3", "--columns", "4", "--inset", "-1"]), naming: "--inset")
    }

    /// The spellings the docs promise: `16/9` is the aspect ratio 16:9; a count below its minimum,
    /// however many digits, says what the minimum is; `help -h` is help and `help grid extra` is 64.
    @Test func spellingsAndMessagesAsDocumented() throws {
        let base = ["--width", "414", "--scale", "3", "--columns", "4", "--items", "4", "--json"]
        #expect(Tool.run(base + ["--aspect-ratio", "16/9"]).stdout == Tool.run(base + ["--aspect-ratio", "16:9"]).stdout)
        for value in ["-1", "-99999999999999999999", "0"] {
            let run = Tool.run(["--width", "414", "--scale", "3", "--columns", value])
            expectUsageError(run, naming: "--columns")
            #expect(run.stderr.contains("must be at least 1") && run.stderr.contains("hint: a count is a whole number from 1 to"), "\(run.stderr)")
        }
        let items = Tool.run(["--width", "414", "--scale", "3", "--columns", "4", "--items", "-99999999999999999999"])
        #expect(items.stderr.contains("cannot be negative"), "\(items.stderr)")
        for words in [["help", "-h"], ["help", "--help"], ["-h", "help"]] {
            let run = Tool.run(words)
            #expect(run.status == 0 && run.stdout.hasPrefix("OVERVIEW: gridcalc"), "\(words)")
        }
        #expect(Tool.run(["help", "grid", "extra"]).status == 64)
    }
}
