import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Paste-ready values checked by gridcalc itself, in process: frames from the printed values pass
/// check, the tolerance tie, sums that show their digits, the paste line, the SVG labels and the CI
/// recipe's sweeps.
@Suite struct PasteReadyValuesTests {
    static func json(_ arguments: String) throws -> [String: Any] {
        let run = Tool.run(Tool.words(arguments))
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    static func pt(_ length: Any?) throws -> Double { try #require((length as? [String: Any])?["pt"] as? Double) }

    /// Frames made of each column's x.pt and the flow layout's item widths pass gridcalc's own
    /// check, with and without --flow-sum (the left-to-right sum no longer fails them by 2.3e-13 px).
    @Test func framesFromPasteReadyValuesPassTheirOwnCheck() throws {
        let d = try Self.json("--width 320 --scale 3 --columns 7 --strategy widen --json")
        let columns = try #require(d["columns"] as? [[String: Any]])
        let widths = try #require((d["flow_layout"] as? [String: Any])?["item_widths_pt"] as? [Double])
        let frames = try zip(columns, widths).map { ["x": try Self.pt($0.0["x"]), "width": $0.1] }
        let dump = try JSONSerialization.data(withJSONObject: ["scale": 3, "container_pt": 320, "frames": frames])
        for flags in [["check", "-"], ["check", "--flow-sum", "-"]] {
            let run = Tool.run(flags, stdin: dump)
            #expect(run.status == 0 && run.stdout.contains("result    ok"), "\(flags): \(run.stdout)")
        }
    }

    /// Pixel-exact frames written with 3 decimals pass; with --flow-sum, values a nanopoint too
    /// wide are found, and the message shows enough digits to see by how much.
    @Test func dumpedDecimalsPassAndSumsShowTheirDigits() throws {
        let frames = (0..<7).map { i in ["x": Double(i) * 59 + 0.667, "width": 58.667] }
        let dump = try JSONSerialization.data(withJSONObject: ["scale": 3, "container_pt": 414, "frames": frames])
        let run = Tool.run(["check", "-"], stdin: dump)
        #expect(run.status == 0, "\(run.stdout)")
        let d = try Self.json("--width 1432px --scale 3 --columns 14 --strategy widen --distribute trailing --direction rtl --json")
        let columns = try #require(d["columns"] as? [[String: Any]])
        let tooWide = try columns.map { ["x": try Self.pt($0["x"]), "width": try Self.pt($0["width"]) + 1e-9] }
        let data = try JSONSerialization.data(withJSONObject: ["scale": 3, "container_pt": try Self.pt(d["container"]), "frames": tooWide])
        let sum = Tool.run(["check", "--flow-sum", "-"], stdin: data)
        #expect(sum.status == 1)
        let message = try #require(sum.stdout.split(separator: "\n").first { $0.contains("sum to") })
        let numbers = message.matches(of: /(\d+\.\d+)pt/).map { String($0.1) }
        #expect(numbers.count >= 2 && numbers[0] != numbers[1], "the sum and the container differ in the message: \(message)")
        #expect(!message.contains("   0  row"), "the table shows the error: \(message)")
    }

    /// A value exactly at the tolerance: both frames alike, neither flagged.
    @Test func aTieAtTheToleranceIsDecidedAlike() throws {
        let stdin = Data(#"{"scale":3,"container_pt":393,"frames":[{"x":0.67,"width":55.33},{"x":56.67,"width":55.33}]}"#.utf8)
        let run = Tool.run(["check", "--json", "-"], stdin: stdin)
        let d = try JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
        #expect(!d.findings.contains { $0.kind == .offGrid })
    }

    /// The paste line lists one width per item, in index order, the adjusted one in full.
    @Test func pasteLineListsItemsInIndexOrder() throws {
        let run = Tool.run(Tool.words("--device iphone-15 --columns 7 --strategy widen"))
        let line = try #require(run.stdout.split(separator: "\n").last)
        #expect(line.contains("item widths 56 (items 0–3), 55.666667 (items 4–5), 55.66666666666666 (item 6, adjusted to fit)"), "\(line)")
    }

    /// Every label of a drawing has the same font size, so a 53px cell never looks narrower than
    /// a 52px one.
    @Test func svgLabelsShareOneFontSize() throws {
        let run = Tool.run(Tool.words("--device iphone-se-1 --columns 12 --strategy widen --distribute spread --format svg"))
        let sizes = Set(run.stdout.matches(of: /font-size="([0-9.]+)"/).map { String($0.1) })
        #expect(run.status == 0 && sizes.count == 1, "\(sizes)")
    }

    /// Every sweep in Docs/ci.md's recipes passes as printed: the shell step's (joined across its
    /// `\` continuation) and the GitHub job's (its redirection to a file dropped).
    @Test func ciRecipeSweepsPassAsPrinted() throws {
        let page = try String(contentsOfFile: Repository.path("Docs/ci.md"), encoding: .utf8)
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
            let run = Tool.run(Array(words.dropFirst()))
            #expect(run.status == 0, "\(command): \(run.stdout.suffix(300))")
        }
    }
}

