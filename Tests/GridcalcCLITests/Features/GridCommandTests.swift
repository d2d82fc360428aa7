import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

@Suite struct GridCommandTests {
    /// The acceptance example, read from the table a person sees.
    @Test func sevenColumnsAt3x() throws {
        let run = Tool.run(["--width", "414", "--scale", "3", "--columns", "7"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.contains("414pt = 1242px at 3x, 7 columns, spacing 1px (0.333pt), padding (align center)"))
        #expect(run.stdout.contains("cells     7 × 176px (58.667pt)"))
        #expect(run.stdout.contains("insets    leading 2px (0.667pt), trailing 2px (0.667pt)"))
        #expect(run.stdout.contains("leftover  4px"))
        // One row per column: index, x px, width px, x pt, width pt, extra px.
        let rows = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            .filter { $0.count == 6 && Int($0[0]) != nil }
        #expect(rows.map { $0[0] } == (0..<7).map(String.init))
        #expect(rows.allSatisfy { $0[2] == "176" && $0[4] == "58.667" && $0[5] == "0" })
        #expect(rows.map { $0[1] } == ["2", "179", "356", "533", "710", "887", "1064"])
    }

    @Test func widenGivesTheFirstColumnsOneMorePixel() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --strategy widen --format csv"))
        #expect(run.status == 0)
        let widths = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[2] }
        #expect(widths == ["177", "177", "177", "177", "176", "176", "176"])
    }

    @Test("spread on whole-pixel containers", arguments: [
        ("--width 100px --scale 1 --columns 3 --spacing 0", ["33", "34", "33"]),
        ("--width 113px --scale 1 --columns 5 --spacing 0", ["23", "22", "23", "22", "23"]),
    ])
    func spread(arguments: String, widths: [String]) throws {
        let run = Tool.run(Tool.words(arguments + " --strategy widen --distribute spread --format csv"))
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[2]) } == widths)
    }

    /// The JSON document is exactly what GridCore computes for the same request (the command line
    /// translates the flags faithfully and adds nothing), and every key of the schema is present.
    @Test("JSON equals the library's document", arguments: [
        "--width 414 --scale 3 --columns 7",
        "--width 414 --scale 3 --columns 7 --strategy widen --distribute spread --direction rtl",
        "--width 375 --scale 2 --columns 4 --spacing 8 --inset 16 --inset-trailing 4pt --align trailing",
        "--width 414.1 --scale 2.608 --columns 5 --spacing 0.5 --json",
        "grid --width=1242px --scale=3 --columns=24 --spacing=0 --format=json --strategy=widen --distribute=center",
    ])
    func jsonMatchesLibrary(arguments: String) throws {
        var words = Tool.words(arguments)
        if !words.contains("--json") && !words.contains("--format=json") { words += ["--format", "json"] }
        let run = Tool.run(words)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "JSON mode keeps warnings in the document")
        let document = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
        #expect(document == (try GridDocument(Self.request(words))))

        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schema", "input", "container", "spacing", "cell", "remainder_px", "insets",
                                     "columns", "flow_layout", "warnings"])
        let input = try #require(object["input"] as? [String: Any])
        #expect(Set(input.keys) == ["width", "scale", "columns", "columns_rule", "platform", "spacing", "strategy", "distribute", "align",
                                    "direction", "inset_leading", "inset_trailing", "device"])
        #expect(input["device"] is NSNull && input["columns_rule"] is NSNull)
        #expect((input["strategy"] as? String == "padding") == (input["distribute"] is NSNull))
        #expect((input["strategy"] as? String == "widen") == (input["align"] is NSNull))
    }

    /// The request these tests' flags describe, built directly with GridCore.
    static func request(_ words: [String]) throws -> GridRequest {
        var values: [String: String] = [:]
        var i = 0
        while i < words.count {
            let word = words[i]
            if word.contains("=") {
                let parts = word.split(separator: "=", maxSplits: 1)
                values[String(parts[0])] = String(parts[1])
            } else if word.hasPrefix("--"), i + 1 < words.count, !words[i + 1].hasPrefix("--") {
                values[word] = words[i + 1]
                i += 1
            }
            i += 1
        }
        func length(_ flag: String, _ fallback: RequestedLength) throws -> RequestedLength {
            try values[flag].map { try RequestedLength(parsing: $0, for: .width) } ?? fallback
        }
        let inset = try length("--inset", .pixels(0))
        let strategy: Strategy = values["--strategy"] == "widen"
            ? .widen(Strategy.Distribution(rawValue: values["--distribute"] ?? "leading")!)
            : .padding(Strategy.Alignment(rawValue: values["--align"] ?? "center")!)
        return GridRequest(width: try length("--width", .pixels(0)), scale: try Scale(parsing: values["--scale"]!),
                           columns: Int(values["--columns"]!)!, spacing: try length("--spacing", .pixels(1)),
                           strategy: strategy, insetLeading: try length("--inset-leading", inset),
                           insetTrailing: try length("--inset-trailing", inset),
                           direction: Direction(rawValue: values["--direction"] ?? "ltr")!)
    }

    @Test func csvHasAHeaderAndARowPerColumn() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --format csv --direction rtl"))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "index,x_px,width_px,x_pt,width_pt,extra_px")
        #expect(lines.count == 8)
        // rtl: column 0 is on the right, 2px from the edge; its point values are full doubles.
        #expect(lines[1] == "0,1064,176,354.6666666666667,58.666666666666664,0")
        #expect(lines[7] == "6,2,176,0.6666666666666666,58.666666666666664,0")
    }

    @Test func warningsGoToStderrInTableModeAndIntoTheDocumentInJSON() throws {
        let args = Tool.words("--width 414.1 --scale 3 --columns 7 --spacing 0.5")
        let table = Tool.run(args)
        #expect(table.status == 0)
        #expect(table.errorLines == [
            "warning: width 414.1pt is 1242.3px at 3x, not a whole pixel: floored to 1242px (414pt)",
            "warning: spacing 0.5pt is 1.5px at 3x, not a whole pixel: rounded to 2px (0.667pt)",
        ])
        let json = Tool.run(args + ["--json"])
        #expect(json.stderr.isEmpty)
        let document = try JSONDecoder().decode(GridDocument.self, from: Data(json.stdout.utf8))
        #expect(document.warnings.count == 2 && document.spacing.px == 2 && document.container.px == 1242)
    }

    @Test func gridIsTheDefaultCommandAndBothValueSpellingsWork() throws {
        let implicit = Tool.run(Tool.words("--width 390 --scale 3 --columns 5 --json"))
        let explicit = Tool.run(Tool.words("grid --width=390 --scale=3 --columns=5 --format=json"))
        #expect(implicit.status == 0 && implicit.stdout == explicit.stdout)
    }

    // MARK: Help and version

    @Test("help", arguments: [["--help"], ["-h"], ["grid", "--help"], ["grid", "-h"], ["help", "grid"], ["help"],
                              ["--width", "414", "--help"]])
    func help(arguments: [String]) throws {
        let run = Tool.run(arguments)
        #expect(run.status == 0 && run.stderr.isEmpty)
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:"] { #expect(run.stdout.contains(section)) }
    }

    @Test func gridHelpListsEveryFlagOfTheSpec() throws {
        let run = Tool.run(["grid", "--help"])
        let flags = ["--width", "--scale", "--device", "--orientation", "--columns", "--spacing", "--strategy",
                     "--distribute", "--align", "--inset", "--inset-leading", "--inset-trailing", "--direction",
                     "--format", "--json", "-h, --help"]
        for flag in flags { #expect(run.stdout.contains("  \(flag) ") || run.stdout.contains("  \(flag)\n"), "\(flag)") }
        #expect(Tool.run(["--help"]).stdout.contains("SUBCOMMANDS:"))
    }

    @Test func version() throws {
        let run = Tool.run(["--version"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.wholeMatch(of: /gridcalc \d+\.\d+\.\d+\n/) != nil)
    }

    // MARK: Output robustness
}

