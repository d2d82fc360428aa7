// Hostile values and documents (Docs/robustness.md), in process: each class with cases of its own.

import Foundation
import GridcalcCLI
import GridcalcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct HostileInputTests {
    /// User text in an error is escaped and bounded: whatever the value holds, stderr is exactly an
    /// `error:` line and a `hint:` line, with no control character but their two newlines, no
    /// terminal escape, and a bounded size; the value's control characters are shown escaped.
    @Test func userTextInErrorsIsEscapedAndBounded() throws {
        let zeros = String(repeating: "0", count: 100_000)
        let cases: [(arguments: [String], stdin: Data?, shows: String?)] = [
            (["--width", "414\nerror: injected", "--scale", "3", "--columns", "7"], nil, "414\\nerror: injected"),
            (["--width", "414", "--scale", "3\r\u{1b}[2K", "--columns", "7"], nil, "\\u{1b}"),
            (["--device", "\u{1b}[31mred", "--columns", "7"], nil, "\\u{1b}[31mred"),
            (["gri\u{7}d", "--width", "414"], nil, "\\u{7}"),
            (["--width", "414", "--scale", "3", "--columns", "7", "--strategy", "wid\ten"], nil, "wid\\ten"),
            (["check", "no\nsuch\u{1b}.json"], nil, "no\\nsuch\\u{1b}.json"),
            (["check", "-"], Data(#"{"schema":"gridcalc/\u001b[31mgrid@9","frames":[]}"#.utf8), nil),
            (["--columns", zeros + "7", "--width", "2", "--scale", "3"], nil, nil),
            (["--width", String(repeating: "\u{1b}[A", count: 20_000), "--scale", "3", "--columns", "7"], nil, nil),
            (["--width", "414", "--scale", "3", "--columns", "7", "--items", "5", "--separator-before", zeros + "1,\n2"], nil, nil),
        ]
        for (arguments, stdin, shows) in cases {
            let run = Tool.run(arguments, stdin: stdin ?? Data())
            let label = arguments.joined(separator: " ").prefix(60)
            #expect(run.status != 0 && run.stdout.isEmpty, "\(label)")
            let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3 && lines[0].hasPrefix("error: ") && lines[1].hasPrefix("hint: ") && lines[2].isEmpty,
                    "\(label): \(run.stderr.prefix(300))")
            #expect(!run.stderr.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "\(label): a control character reached stderr")
            #expect(run.stderr.utf8.count < 9000, "\(label): \(run.stderr.utf8.count) bytes of stderr")
            if let shows { #expect(run.stderr.contains(shows), "\(label): \(run.stderr.prefix(300))") }
        }
    }

    /// Values are never silently changed: a px length is whole as written; a scale that overrides
    /// a panel that does not downsample draws no downsampling warning; a header shows the scale
    /// as given.
    @Test func valuesAreNotSilentlyChanged() throws {
        for (flag, value) in [("--width", "999999.99999999999px"), ("--spacing", "5.0000000000000001px"),
                              ("--inset", "16.00000000000000001px"), ("--width", "1242.0000000000000001px")] {
            var arguments = ["--width", "414", "--scale", "3", "--columns", "7"]
            if let index = arguments.firstIndex(of: flag) { arguments[index + 1] = value } else { arguments += [flag, value] }
            expectUsageError(Tool.run(arguments), naming: flag)
        }
        #expect(Tool.run(Tool.words("--width 1242.000px --scale 3 --columns 7")).status == 0)
        for line in ["--device iphone-8 --scale 3 --columns 7", "--device iphone-x --scale 2 --columns 7",
                     "--device iphone-8-plus --scale 2.608 --columns 7", "hairline --device iphone-8 --scale 3",
                     "separator --device ipad --scale 3"] {
            let run = Tool.run(Tool.words(line))
            #expect(run.status == 0 && !run.stderr.contains("downsampled"), "\(line): \(run.stderr)")
        }
        #expect(Tool.run(Tool.words("--device iphone-8-plus --columns 7")).stderr.contains("downsampled"))
        for scale in ["3.0000000001", "2.608", "1.3333333333333333", "3"] {
            let run = Tool.run(["--width", "414", "--scale", scale, "--columns", "7"])
            #expect(run.stdout.contains("at \(scale)x"), "\(run.stdout.prefix(120))")
        }
    }

    // MARK: the total work of a command is bounded before it is done

    /// A product past its documented limit is a usage error that names the product, before any
    /// work: a sweep's cases × (items + bands), an SVG's rows × columns, a layout's height.
    @Test func productsPastTheirLimitsAreRefusedByName() throws {
        let everyItem = (0..<10_000).map(String.init).joined(separator: ",")
        let twoHundred = (0..<200).map(String.init).joined(separator: ",")
        let hundred = (0..<100).map(String.init).joined(separator: ",")
        let cases: [(arguments: [String], names: [String])] = [
            (Tool.words("sweep --devices all --orientation both --columns 1...27 --items 10000 --json"), ["sweep", "--items", "items and bands in all"]),
            (Tool.words("sweep --devices iphone-15,ipad --orientation both --columns 1...30 --items 1000"), ["sweep", "120000 in all"]),
            (Tool.words("sweep --devices all --columns 1...12 --items 400") + ["--separator-before", hundred], ["--separator-before", "500 items and bands each"]),
            (Tool.words("--width 1000000px --scale 1 --columns 10000 --items 10000 --format svg") + ["--separator-before", everyItem], ["--format svg", "10000 rows × 10000 columns"]),
            (Tool.words("--width 3000px --scale 1 --columns 1000 --items 200 --format svg --zoom 2") + ["--separator-before", twoHundred], ["--format svg", "200000 cells"]),
            (Tool.words("--width 414 --scale 3 --columns 1 --items 10000 --row-height 1000px"), ["--items 10000", "--row-height 1000px", "10000000px"]),
            (Tool.words("--width 414 --scale 3 --columns 2 --items 30 --row-height 1000000px --line-spacing 1000000px --json"), ["--line-spacing", "more than the 10000000px"]),
            (Tool.words("sweep --devices all --orientation both --columns 500,600"), ["sweep", "columns in all"]),
        ]
        for (arguments, names) in cases {
            let run = Tool.run(arguments)
            expectUsageError(run, naming: names[0])
            for name in names.dropFirst() { #expect(run.stderr.contains(name), "\(name): \(run.stderr.prefix(400))") }
        }
    }

    /// The largest products that are allowed still run, whole.
    @Test func productsAtTheirLimitsRun() throws {
        let tenRows = stride(from: 1000, to: 10_000, by: 1000).map(String.init).joined(separator: ",")
        let svg = Tool.run(Tool.words("--width 1000000px --scale 1 --columns 10000 --items 10000 --format svg --separator-before " + tenRows))
        #expect(svg.status == 0 && svg.stdout.hasSuffix("</svg>\n"), "\(svg.stderr)")
        #expect(svg.stdout.components(separatedBy: "<rect ").count - 1 >= 100_000)
        let sweep = Tool.run(Tool.words("sweep --devices iphone-15 --columns 2...11 --items 10000 --json"))
        #expect(sweep.status == 0 && sweep.stdout.hasSuffix("}\n"), "\(sweep.stderr)")
        let tall = Tool.run(Tool.words("--width 414 --scale 3 --columns 1 --items 10000 --row-height 999px --line-spacing 0 --inset-top 10000px --json"))
        #expect(tall.status == 0 && tall.stdout.contains("\"px\": 10000000\n"), "\(tall.stderr)")
    }

    // MARK: nothing that cannot be shown is computed

    /// A scale so small that px / S would overflow (or print absurd numbers) is refused with its
    /// name, on the command line (64) and in a document (65); what is allowed never prints inf or nan.
    @Test func valuesThatCannotBeShownAreRefused() throws {
        let tiny = "0." + String(repeating: "0", count: 320) + "1"
        for arguments in [["hairline", "--scale", tiny, "--json"], ["hairline", "--scale", tiny], ["hairline", "--scale", "3,0.001"],
                          ["--width", "414", "--scale", "0.009", "--columns", "7"], ["separator", "--width", "414", "--scale", "0.00001"],
                          ["check", "--scale", "0.0001", "-"]] {
            expectUsageError(Tool.run(arguments, stdin: Data("{\"frames\":[]}".utf8)), naming: "--scale")
        }
        let grid = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --json")).stdout
        /// The grid document with its first flow-layout item width replaced by `value`.
        func flowWidth(_ value: String) -> String {
            let parts = grid.components(separatedBy: "\"item_widths_pt\": [")
            guard parts.count == 2, let first = parts[1].range(of: "58.666666666666664") else { return "" }
            return parts[0] + "\"item_widths_pt\": [" + parts[1].replacingCharacters(in: first, with: value)
        }
        let documents: [(String, String)] = [
            (grid.replacingOccurrences(of: "\"scale\" : 3", with: "\"scale\" : 1e-300").replacingOccurrences(of: "\"scale\": 3", with: "\"scale\": 1e-300"), "scale"),
            (flowWidth("1e308"), "flow_layout.item_widths_pt[0]"),
            (flowWidth("-1e10"), "flow_layout.item_widths_pt[0]"),
            (#"{"scale": 0.005, "container_pt": 414, "frames": [{"x": 0, "width": 10}]}"#, "scale"),
            (#"{"scale": 3, "container_pt": 414, "frames": [{"x": 0, "width": 1.7976931348623157e308}]}"#, "frames[0].width"),
            (#"{"scale": 3, "container_pt": -1e309, "frames": []}"#, "container_pt"),
        ]
        for (document, path) in documents {
            expectDataError(Tool.run(["check", "-"], stdin: document), path: path)
        }
        for line in ["--width 100000000 --scale 0.01 --columns 7 --json", "hairline --scale 0.01,16 --json", "hairline --scale 0.01",
                     "--width 1000000px --scale 0.01 --columns 3 --items 3 --row-height 1000000px --format csv",
                     "separator --width 1000 --cell-height 1000 --scale 0.01 --json"] {
            let run = Tool.run(Tool.words(line))
            #expect(run.status == 0, "\(line): \(run.stderr)")
            #expect(!run.stdout.lowercased().contains("inf") && !run.stdout.lowercased().contains("nan"), "\(line)")
        }
    }

    // MARK: check reads JSON as RFC 8259 defines it, and nothing more

    /// Each of these is not valid JSON, or holds a number gridcalc cannot use: exit 65 with the path
    /// of the value and what is wrong.
    @Test func documentsThatAreNotStrictJSONAreRefusedWithTheirPath() throws {
        let head = #"{"scale": 3, "container_pt": 414, "frames": [{"x": 0, "width": 10}, {"x": 10.333, "width": 10}, "#
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        let cases: [(document: [UInt8], path: String, says: String)] = [
            (Array((head + #"{"x": 20.667, "width": 10,}]}"#).utf8), "frames[2]", "trailing comma"),
            (Array((head + #"{"x": 20.667, "width": 10}],}"#).utf8), "the document", "trailing comma"),
            (Array((head + #"{"x": 20.667, "width": 10}, ]}"#).utf8), "frames[3]", "trailing comma"),
            (Array((head + "{\"x\": 20.667, \"width\": 10, \"id\": \"a\tb\"}]}").utf8), "frames[2].id", "control character"),
            (Array((head + "{\"x\": 20.667, \"width\": 10, \"id\": \"").utf8) + [0xC3, 0x28] + Array("\"}]}".utf8), "frames[2].id", "UTF-8"),
            (Array((head + "{\"x\": 20.667, \"width\": 10, \"id\": \"").utf8) + [0xED, 0xA0, 0x80] + Array("\"}]}".utf8), "frames[2].id", "UTF-8"),
            (Array((head + #"{"x": 20.667, "width": 10, "x": 30}]}"#).utf8), "frames[2].x", "twice"),
            (Array(#"{"scale": 3, "scale": 2, "container_pt": 414, "frames": []}"#.utf8), "scale", "twice"),
            (Array(#"{"scale": 3, "sc\u0061le": 2, "container_pt": 414, "frames": []}"#.utf8), "scale", "twice"),
            (Array((head + #"{"x": 20.667, "width": 1e-400}]}"#).utf8), "frames[2].width", "0"),
            (Array((head + #"{"x": 20.667, "width": 10e999}]}"#).utf8), "frames[2].width", "magnitude"),
            (Array((head + #"{"x": 20.667, "width": 12345678901234567890}]}"#).utf8), "frames[2].width", "magnitude"),
            (Array((head + #"{"x": 020.667, "width": 10}]}"#).utf8), "frames[2].x", "leading zero"),
            (Array((head + #"{"x": NaN, "width": 10}]}"#).utf8), "frames[2].x", "expected a value"),
            (Array((head + #"{"x": 20.667, "width": 10}]} // done"#).utf8), "the document", "end of the document"),
            (Array(#"{'scale': 3}"#.utf8), "the document", "single quote"),
            (Array((head + #"{"x": 20.667, "width": 10, "id": "\ud83d"}]}"#).utf8), "frames[2].id", "surrogate"),
            (Array((head + #"{"x": 20.667, "width": 10, "id": "\q"}]}"#).utf8), "frames[2].id", "not an escape"),
            (Array((head + #"{"x": 20.667, "width": 10}"#).utf8), "frames", "ends too early"),
            (Array(#"{"frames": "#.utf8) + Array(deep.utf8) + Array("}".utf8), "frames", "deep"),
            (Array((head + #"{"x": +20.667, "width": 10}]}"#).utf8), "frames[2].x", "expected a value"),
            (Array((head + #"{"x": 20., "width": 10}]}"#).utf8), "frames[2].x", "decimal point"),
        ]
        for (document, path, says) in cases {
            let run = Tool.run(["check", "-"], stdin: Data(document))
            expectDataError(run, path: path)
            #expect(run.stderr.contains(says), "\(says): \(run.stderr)")
            #expect(run.stderr.contains("line "), "a line number: \(run.stderr)")
        }
    }

    /// What RFC 8259 allows is read: a byte order mark, every escape, a surrogate pair, exponents,
    /// -0, any whitespace between tokens.
    @Test func strictJSONStillReadsValidDocuments() throws {
        let document = "\u{FEFF}\r\n{ \"scale\" :\t3 , \"container_pt\" : 4.14E2, \"name\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00 ok\","
            + " \"frames\" : [ { \"x\" : -0, \"width\" : 413e-2 , \"y\": 0.0, \"height\": 1E+0 } ] }\n"
        let run = Tool.run(["check", "-"], stdin: document)
        #expect(run.status != 65 && run.status != 64, "\(run.stderr)")
        #expect(run.stdout.contains("1 frame"), "\(run.stdout)")
    }

    // MARK: flags shared by several commands are validated once, the same way

    /// The same bad value of a shared flag is the same usage error in `grid` and in `sweep`, before
    /// any case runs (never a sweep whose every case FAILs with exit 1).
    @Test func sharedFlagsMeanTheSameInGridAndSweep() throws {
        for flags in ["--items 10 --separator-before 3,3", "--items 10 --separator-before 11", "--items 0 --separator-before 1",
                      "--items 10 --row-height 0", "--items 10 --separator-height 0pt", "--items 10 --separator-before 4,2,4",
                      "--items 5 --separator-before 0,5,6", "--items 10 --row-height 0px --aspect-ratio 1:1"] {
            let grid = Tool.run(Tool.words("--width 414 --scale 3 --columns 3 " + flags))
            let sweep = Tool.run(Tool.words("sweep --columns 1...4 " + flags))
            #expect(grid.status == 64 && sweep.status == 64, "\(flags): grid \(grid.status), sweep \(sweep.status) \(sweep.stderr)")
            #expect(grid.stderr == sweep.stderr, "\(flags):\n\(grid.stderr)\(sweep.stderr)")
            #expect(sweep.stdout.isEmpty)
        }
        // A length past the pixel limit at a device's scale: a usage error naming the flag, as in
        // `grid` on that device, not a sweep of failed cases.
        for (flags, flag) in [("--inset 500000", "--inset"), ("--spacing 400000", "--spacing"),
                              ("--items 3 --row-height 600000", "--row-height"), ("--items 3 --line-spacing 999999pt", "--line-spacing"),
                              ("--items 3 --inset-bottom 340000", "--inset-bottom"), ("--items 3 --separator-height 500001", "--separator-height")] {
            expectUsageError(Tool.run(Tool.words("sweep --columns 1...4 " + flags)), naming: flag)
            expectUsageError(Tool.run(Tool.words("--device iphone-15 --columns 3 " + flags)), naming: flag)
        }
        // Valid at every scale of the sweep: the cases run.
        #expect(Tool.run(Tool.words("sweep --devices iphone-8 --columns 1 --inset 100000")).status != 64)
    }
}

