import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// The defects a new user hit, each through the built binary: check's overflow rule on good
/// layouts, the tolerance tie, messages that could not show their difference, the paste line, the
/// limits, the spellings, help, and the SVG labels.
@Suite struct HelpAndMessagesTests {
    @Test func limitsAndErrorsSayWhatApplies() throws {
        let huge = Tool.run(Tool.words("--width 2000000000 --scale 3 --columns 7"))
        expectUsageError(huge, naming: "--width")
        #expect(huge.stderr.contains("1000000px") && !huge.stderr.contains("1000000000pt"), "\(huge.stderr)")
        let big = Tool.run(Tool.words("--width 400000 --scale 3 --columns 7"))
        expectUsageError(big, naming: "--width")
        #expect(big.stderr.contains("1000000px, 333333.333pt at 3x"), "\(big.stderr)")
        let spacing = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --spacing"))
        expectUsageError(spacing, naming: "--spacing")
        #expect(!spacing.stderr.contains("414") && spacing.stderr.contains("1px"), "\(spacing.stderr)")
    }

    @Test func checkDocumentErrorsNameTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).json").path
        try Data(#"{"frames":[{"x":0,"width":10}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = Tool.run(["check", path])
        #expect(run.status == 65 && run.stdout.isEmpty)
        #expect(run.stderr.contains(path) && run.stderr.contains("--scale or --device"), "\(run.stderr)")
        let bad = Tool.run(["check", "--scale", "3", "--width", "414", path.replacingOccurrences(of: ".json", with: "-missing.json")])
        #expect(bad.status == 66 && bad.stderr.contains("-missing.json"))
    }

    /// Accepted spellings give the same result as the plain ones; `1..12` is refused with a hint
    /// showing the range syntax.
    @Test func spellings() throws {
        let plain = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --items 4 --aspect-ratio 16:9 --json")).stdout
        for variant in ["--width 414PT --scale 3x --columns 7 --items 4 --aspect-ratio 16/9 --json",
                        "--width 414Pt --scale @3x --columns 7 --items 4 --aspect-ratio 16:9 --json"] {
            let run = Tool.run(Tool.words(variant))
            #expect(run.status == 0 && run.stdout == plain, "\(variant): \(run.stderr)")
        }
        let sweep = Tool.run(Tool.words("sweep --devices iphone-15 --columns 1..12"))
        expectUsageError(sweep, naming: "--columns")
        #expect(sweep.stderr.contains("1...12") && sweep.stderr.contains("three dots"), "\(sweep.stderr)")
        let remainder = Tool.run(Tool.words("sweep --devices iphone-15 --columns 7 --max-remainder 6px"))
        #expect(remainder.status == 0, "\(remainder.stderr)")
    }

    @Test func helpForEachCommand() throws {
        let grid = Tool.run(["--help", "grid"])
        let direct = Tool.run(["help", "grid"])
        #expect(grid.status == 0 && grid.stdout == direct.stdout && grid.stdout.contains("USAGE: gridcalc grid"))
        let check = Tool.run(["help", "check"]).stdout
        // The USAGE line is made from the declarations (`UsageLine`): check requires no option, so
        // it says `[<options>]`, and OPTIONS lists each one.
        let usage = try #require(check.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
        #expect(usage == "USAGE: gridcalc check [<options>] [--] [<file>|<pattern>|- …]")
        let options = check.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for flag in ["--device <name>", "--orientation <portrait|landscape>", "--format <table|json|github|junit|sarif|svg|html>", "--flow-sum", "--image", "--region", "--config <path>", "--baseline <path>", "--write-baseline <path>", "--strict", "--scroll <horizontal|vertical|none>"] {
            #expect(options.contains { $0.hasPrefix(flag) }, "\(flag) is not in check's OPTIONS")
        }
        for command in ["devices", "completions"] {
            #expect(!(Tool.run(["help", command]).stdout.contains("LENGTHS")), "\(command)")
        }
        #expect(Tool.run(["help", "grid"]).stdout.contains("LENGTHS"))
    }
}

