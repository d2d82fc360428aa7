import Foundation
import GridCore
import Testing

/// The defects a new user hit, each through the built binary: check's overflow rule on good
/// layouts, the tolerance tie, messages that could not show their difference, the paste line, the
/// limits, the spellings, help, and the SVG labels.
@Suite struct NewUserDefectsEndToEndTests {
    static func json(_ arguments: String) throws -> [String: Any] {
        let run = try Gridcalc.run(Gridcalc.words(arguments))
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    }

    static func pt(_ length: Any?) -> Double { (length as! [String: Any])["pt"] as! Double }

    /// Frames made of each column's x.pt and the flow layout's item widths pass gridcalc's own
    /// check, with and without --flow-sum (the left-to-right sum no longer fails them by 2.3e-13 px).
    @Test func framesFromPasteReadyValuesPassTheirOwnCheck() throws {
        let d = try Self.json("--width 320 --scale 3 --columns 7 --strategy widen --json")
        let columns = d["columns"] as! [[String: Any]]
        let widths = (d["flow_layout"] as! [String: Any])["item_widths_pt"] as! [Double]
        let frames = zip(columns, widths).map { ["x": Self.pt($0.0["x"]), "width": $0.1] }
        let dump = try JSONSerialization.data(withJSONObject: ["scale": 3, "container_pt": 320, "frames": frames])
        for flags in [["check", "-"], ["check", "--flow-sum", "-"]] {
            let run = try Gridcalc.run(flags, stdin: dump)
            #expect(run.status == 0 && run.stdout.contains("result    ok"), "\(flags): \(run.stdout)")
        }
    }

    /// Pixel-exact frames written with 3 decimals pass; with --flow-sum, values a nanopoint too
    /// wide are found, and the message shows enough digits to see by how much.
    @Test func dumpedDecimalsPassAndSumsShowTheirDigits() throws {
        let frames = (0..<7).map { i in ["x": Double(i) * 59 + 0.667, "width": 58.667] }
        let dump = try JSONSerialization.data(withJSONObject: ["scale": 3, "container_pt": 414, "frames": frames])
        let run = try Gridcalc.run(["check", "-"], stdin: dump)
        #expect(run.status == 0, "\(run.stdout)")
        let d = try Self.json("--width 1432px --scale 3 --columns 14 --strategy widen --distribute trailing --direction rtl --json")
        let columns = d["columns"] as! [[String: Any]]
        let tooWide = columns.map { ["x": Self.pt($0["x"]), "width": Self.pt($0["width"]) + 1e-9] }
        let data = try JSONSerialization.data(withJSONObject: ["scale": 3, "container_pt": Self.pt(d["container"]), "frames": tooWide])
        let sum = try Gridcalc.run(["check", "--flow-sum", "-"], stdin: data)
        #expect(sum.status == 1)
        let message = try #require(sum.stdout.split(separator: "\n").first { $0.contains("sum to") })
        let numbers = message.matches(of: /(\d+\.\d+)pt/).map { String($0.1) }
        #expect(numbers.count >= 2 && numbers[0] != numbers[1], "the sum and the container differ in the message: \(message)")
        #expect(!message.contains("   0  row"), "the table shows the error: \(message)")
    }

    /// A value exactly at the tolerance: both frames alike, neither flagged.
    @Test func aTieAtTheToleranceIsDecidedAlike() throws {
        let stdin = Data(#"{"scale":3,"container_pt":393,"frames":[{"x":0.67,"width":55.33},{"x":56.67,"width":55.33}]}"#.utf8)
        let run = try Gridcalc.run(["check", "--json", "-"], stdin: stdin)
        let d = try JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
        #expect(!d.findings.contains { $0.kind == .offGrid })
    }

    /// The paste line lists one width per item, in index order, the adjusted one in full.
    @Test func pasteLineListsItemsInIndexOrder() throws {
        let run = try Gridcalc.run(Gridcalc.words("--device iphone-15 --columns 7 --strategy widen"))
        let line = try #require(run.stdout.split(separator: "\n").last)
        #expect(line.contains("item widths 56 (items 0–3), 55.666667 (items 4–5), 55.66666666666666 (item 6, adjusted to fit)"), "\(line)")
    }

    @Test func limitsAndErrorsSayWhatApplies() throws {
        let huge = try Gridcalc.run(Gridcalc.words("--width 2000000000 --scale 3 --columns 7"))
        expectUsageError(huge, naming: "--width")
        #expect(huge.stderr.contains("1000000px") && !huge.stderr.contains("1000000000pt"), "\(huge.stderr)")
        let big = try Gridcalc.run(Gridcalc.words("--width 400000 --scale 3 --columns 7"))
        expectUsageError(big, naming: "--width")
        #expect(big.stderr.contains("1000000px, 333333.333pt at 3x"), "\(big.stderr)")
        let spacing = try Gridcalc.run(Gridcalc.words("--width 414 --scale 3 --columns 7 --spacing"))
        expectUsageError(spacing, naming: "--spacing")
        #expect(!spacing.stderr.contains("414") && spacing.stderr.contains("1px"), "\(spacing.stderr)")
    }

    @Test func checkDocumentErrorsNameTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).json").path
        try Data(#"{"frames":[{"x":0,"width":10}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Gridcalc.run(["check", path])
        #expect(run.status == 65 && run.stdout.isEmpty)
        #expect(run.stderr.contains(path) && run.stderr.contains("--scale or --device"), "\(run.stderr)")
        let bad = try Gridcalc.run(["check", "--scale", "3", "--width", "414", path.replacingOccurrences(of: ".json", with: "-missing.json")])
        #expect(bad.status == 66 && bad.stderr.contains("-missing.json"))
    }

    /// Accepted spellings give the same result as the plain ones; `1..12` is refused with a hint
    /// showing the range syntax.
    @Test func spellings() throws {
        let plain = try Gridcalc.run(Gridcalc.words("--width 414 --scale 3 --columns 7 --items 4 --aspect-ratio 16:9 --json")).stdout
        for variant in ["--width 414PT --scale 3x --columns 7 --items 4 --aspect-ratio 16/9 --json",
                        "--width 414Pt --scale @3x --columns 7 --items 4 --aspect-ratio 16:9 --json"] {
            let run = try Gridcalc.run(Gridcalc.words(variant))
            #expect(run.status == 0 && run.stdout == plain, "\(variant): \(run.stderr)")
        }
        let sweep = try Gridcalc.run(Gridcalc.words("sweep --devices iphone-15 --columns 1..12"))
        expectUsageError(sweep, naming: "--columns")
        #expect(sweep.stderr.contains("1...12") && sweep.stderr.contains("three dots"), "\(sweep.stderr)")
        let remainder = try Gridcalc.run(Gridcalc.words("sweep --devices iphone-15 --columns 7 --max-remainder 6px"))
        #expect(remainder.status == 0, "\(remainder.stderr)")
    }

    @Test func helpForEachCommand() throws {
        let grid = try Gridcalc.run(["--help", "grid"])
        let direct = try Gridcalc.run(["help", "grid"])
        #expect(grid.status == 0 && grid.stdout == direct.stdout && grid.stdout.contains("USAGE: gridcalc grid"))
        let check = try Gridcalc.run(["help", "check"]).stdout
        let usage = try #require(check.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
        for flag in ["--device", "--orientation", "--format", "--flow-sum"] { #expect(usage.contains(flag), "\(usage)") }
        for command in ["devices", "completions"] {
            #expect(!(try Gridcalc.run(["help", command]).stdout.contains("LENGTHS")), "\(command)")
        }
        #expect(try Gridcalc.run(["help", "grid"]).stdout.contains("LENGTHS"))
    }

    /// Every label of a drawing has the same font size, so a 53px cell never looks narrower than
    /// a 52px one.
    @Test func svgLabelsShareOneFontSize() throws {
        let run = try Gridcalc.run(Gridcalc.words("--device iphone-se-1 --columns 12 --strategy widen --distribute spread --format svg"))
        let sizes = Set(run.stdout.matches(of: /font-size="([0-9.]+)"/).map { String($0.1) })
        #expect(run.status == 0 && sizes.count == 1, "\(sizes)")
    }

    /// Every sweep in Docs/ci.md's recipes passes as printed: the shell step's (joined across its
    /// `\` continuation) and the GitHub job's (its redirection to a file dropped).
    @Test func ciRecipeSweepsPassAsPrinted() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: repository.appendingPathComponent("Docs/ci.md"), encoding: .utf8)
        var commands: [String] = []
        var pending: String?
        for raw in page.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("run: ") { line.removeFirst(5) }
            guard pending != nil || line.hasPrefix("gridcalc sweep ") else { continue }
            let continued = line.hasSuffix("\\")
            if continued { line.removeLast() }
            pending = (pending.map { $0 + " " } ?? "") + line
            if !continued { commands.append(pending!); pending = nil }
        }
        #expect(commands.count >= 2, "\(commands)")
        for command in commands {
            let words = command.split(separator: ">").first!.split(separator: " ").map(String.init)
            let run = try Gridcalc.run(Array(words.dropFirst()))
            #expect(run.status == 0, "\(command): \(run.stdout.suffix(300))")
        }
    }
}
