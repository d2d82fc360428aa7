import Foundation
import GridcalcTestSupport
import Testing

/// `check` with the design inline (SPEC §17): the grid's layout flags, laid out at the dump's
/// container width, judge the frames as `--against` a saved layout does — and `--report`.
@Suite struct CheckDesignInlineTests {
    /// A layout: the grid flags, and the container width and scale it is laid out at.
    struct Layout {
        var flags: [String]
        var widthPx: Int
        var scale: String
        var items: Int?
    }

    /// A random layout: columns or tracks, spacing, strategy, insets, direction, sometimes items
    /// with spans.
    static func layout(_ rng: inout SplitMix64) -> Layout {
        let scales = ["1", "2", "3", "2.625", "1.5"]
        var flags: [String] = []
        let columns = 1 + Int(rng.next() % 9)
        if rng.next() % 5 == 0 {
            let tracks = (0..<columns).map { i -> String in
                i % 3 == 1 ? "\(20 + rng.next() % 40)pt" : ["1fr", "2fr", "0.5fr", "1.5fr"][Int(rng.next() % 4)]
            }
            flags += ["--tracks", tracks.joined(separator: " ")]
            if !tracks.contains(where: { $0.hasSuffix("fr") }) { flags[1] += " 1fr" }
        } else {
            flags += ["--columns", "\(columns)"]
        }
        flags += ["--spacing", ["0px", "1px", "2px", "4pt", "8pt", "0.5pt"][Int(rng.next() % 6)]]
        switch rng.next() % 6 {
        case 0: flags += ["--strategy", "widen"]
        case 1: flags += ["--strategy", "widen", "--distribute", "spread"]
        case 2: flags += ["--strategy", "widen", "--distribute", ["trailing", "center"][Int(rng.next() % 2)]]
        case 3: flags += ["--align", ["leading", "trailing"][Int(rng.next() % 2)]]
        default: break
        }
        if rng.next() % 2 == 0 { flags += ["--inset", ["16pt", "3px", "10pt"][Int(rng.next() % 3)]] }
        if rng.next() % 3 == 0 { flags += ["--direction", "rtl"] }
        var items: Int?
        if rng.next() % 3 == 0 {
            let count = 1 + Int(rng.next() % 20)
            items = count
            flags += ["--items", "\(count)", "--row-height", ["44pt", "30px", "100pt"][Int(rng.next() % 3)]]
            if count > 3, !flags.contains("--tracks") { flags += ["--span", "1:\(min(2, columns))"] }
        }
        let widthPx = 240 + Int(rng.next() % 1_400)
        return Layout(flags: flags, widthPx: widthPx, scale: scales[Int(rng.next() % UInt64(scales.count))], items: items)
    }

    /// The frames of `document` (items, else columns) in px, a few moved by a pixel.
    static func frames(_ document: [String: Any], _ rng: inout SplitMix64) -> [(x: Int, y: Int, w: Int, h: Int)] {
        func px(_ o: Any?) -> Int { ((o as! [String: Any])["px"] as! NSNumber).intValue }
        var out: [(x: Int, y: Int, w: Int, h: Int)]
        if let items = document["items"] as? [[String: Any]] {
            out = items.map { (px($0["x"]), px($0["y"]), px($0["width"]), px($0["height"])) }
        } else {
            out = (document["columns"] as! [[String: Any]]).map { (px($0["x"]), 0, px($0["width"]), 40) }
        }
        for _ in 0..<Int(rng.next() % 3) where !out.isEmpty {
            let i = Int(rng.next() % UInt64(out.count))
            if rng.next() % 2 == 0 { out[i].x += rng.next() % 2 == 0 ? 1 : -1 } else { out[i].w += 1 }
        }
        return out
    }

    /// The frames as a document of `format`, and the flags that read it.
    static func dump(_ frames: [(x: Int, y: Int, w: Int, h: Int)], format: String, widthPx: Int, scale: String) -> (String, [String]) {
        let s = Double(scale)!
        let heightPx = (frames.map { $0.y + $0.h }.max() ?? 0) + 10
        func pt(_ v: Int) -> String { "\(Double(v) / s)" }
        switch format {
        case "frames":
            let list = frames.map { "{\"x\": \(pt($0.x)), \"y\": \(pt($0.y)), \"width\": \(pt($0.w)), \"height\": \(pt($0.h))}" }
            return ("{\"scale\": \(scale), \"container_pt\": \(pt(widthPx)), \"frames\": [\(list.joined(separator: ", "))]}", [])
        case "css":
            let list = frames.map { "{\"x\": \(pt($0.x)), \"y\": \(pt($0.y)), \"width\": \(pt($0.w)), \"height\": \(pt($0.h))}" }
            return ("{\"dpr\": \(scale), \"container\": {\"x\": 0, \"y\": 0, \"width\": \(pt(widthPx)), \"height\": \(pt(heightPx))}, \"frames\": [\(list.joined(separator: ", "))]}", ["--px-means", "device"])
        case "uiautomator":
            var xml = "<?xml version='1.0' encoding='UTF-8'?>\n<hierarchy rotation=\"0\">\n<node resource-id=\"app:id/grid\" class=\"androidx.recyclerview.widget.RecyclerView\" bounds=\"[0,0][\(widthPx),\(heightPx)]\">\n"
            for f in frames { xml += "<node resource-id=\"app:id/cell\" class=\"android.widget.FrameLayout\" bounds=\"[\(f.x),\(f.y)][\(f.x + f.w),\(f.y + f.h)]\"/>\n" }
            return (xml + "</node>\n</hierarchy>\n", ["--select", "resource-id=app:id/cell", "--container", "resource-id=app:id/grid"])
        default:
            var text = "<UICollectionView: 0x1000; frame = (0 0; \(pt(widthPx)) \(pt(heightPx))); layer = <CALayer: 0x2000>>\n"
            for (i, f) in frames.enumerated() {
                text += "   | <UICollectionViewCell: 0x\(String(0x3000 + i, radix: 16)); frame = (\(pt(f.x)) \(pt(f.y)); \(pt(f.w)) \(pt(f.h))); layer = <CALayer: 0x9000>>\n"
            }
            return (text, ["--select", "UICollectionViewCell", "--container", "UICollectionView"])
        }
    }

    /// The findings of a check@1 document, as JSON text (their order is the check's).
    /// The verdict and the findings, each whole but the message of a finding about no frame: a
    /// design's missing cell names its column, an expected layout's its frame.
    static func findings(_ run: Run) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] else { return "unreadable: \(run.stderr)" }
        let findings = (object["findings"] as? [[String: Any]] ?? []).map { f in
            var f = f
            if (f["frames"] as? [Int])?.isEmpty == true { f["message"] = nil }
            return f
        }
        let data = try! JSONSerialization.data(withJSONObject: ["ok": object["ok"]!, "findings": findings], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Property: for random layouts and every input format, check with the layout flags finds
    /// exactly what check `--against` a saved `gridcalc grid --json` of the same flags finds, at
    /// the dump's container width.
    @Test func theDesignInlineFindsWhatTheSavedLayoutFinds() throws {
        var rng = SplitMix64(state: 0x5EED_2817)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gridcalc-design-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var compared = 0, withFindings = 0, layouts = 0
        while layouts < 320 {
            let layout = Self.layout(&rng)
            let grid = Tool.run(["grid", "--width", "\(layout.widthPx)px", "--scale", layout.scale] + layout.flags + ["--json"])
            guard grid.status == 0 else { continue }
            layouts += 1
            let saved = directory.appendingPathComponent("expected.json")
            try Data(grid.stdout.utf8).write(to: saved)
            let document = try JSONSerialization.jsonObject(with: Data(grid.stdout.utf8)) as! [String: Any]
            let frames = Self.frames(document, &rng)
            for format in ["frames", "css", "uiautomator", "recursive-description"] {
                let (text, readFlags) = Self.dump(frames, format: format, widthPx: layout.widthPx, scale: layout.scale)
                let common = ["check", "--scale", layout.scale] + readFlags + ["--json", "-"]
                // On a uiautomator dump the design is Android's, which accepts any distribution of
                // the leftover px unless a rule is named: name the saved layout's (padding by default).
                let rule = format == "uiautomator" && !layout.flags.contains("--strategy") ? ["--strategy", "padding"] : []
                let inline = Tool.run(common + layout.flags + rule, stdin: Data(text.utf8))
                let against = Tool.run(common + ["--spacing", layout.flags[layout.flags.firstIndex(of: "--spacing")! + 1], "--against", saved.path],
                                       stdin: Data(text.utf8))
                #expect(inline.status == against.status && Self.findings(inline) == Self.findings(against),
                        "\(format) \(layout.widthPx)px at \(layout.scale): \(layout.flags.joined(separator: " "))\ninline: \(inline.stderr)\(Self.findings(inline))\nagainst: \(Self.findings(against))")
                compared += 1
                if inline.status == 1 { withFindings += 1 }
            }
            // A gridcalc document as the input: another layout's with as many frames, against this one's flags.
            let count = frames.count
            let otherFlags = layout.items == nil ? ["--columns", "\(count)", "--spacing", "\(layouts % 3)px"]
                : ["--columns", "\(1 + layouts % 4)", "--items", "\(count)", "--row-height", "44pt"]
            let other = Tool.run(["grid", "--width", "\(layout.widthPx)px", "--scale", layout.scale] + otherFlags + ["--json"])
            let inline = Tool.run(["check", "--json", "-"] + layout.flags, stdin: Data(other.stdout.utf8))
            let against = Tool.run(["check", "--json", "--spacing", layout.flags[layout.flags.firstIndex(of: "--spacing")! + 1], "--against", saved.path, "-"],
                                   stdin: Data(other.stdout.utf8))
            #expect(inline.status == against.status && Self.findings(inline) == Self.findings(against), "gridcalc input: \(layout.flags.joined(separator: " ")) \(layout.widthPx) \(layout.scale) \(otherFlags)\nINLINE \(Self.findings(inline))\nAGAINST \(Self.findings(against))")
            compared += 1
        }
        // The property can fail: most runs moved a frame, and those must have been found.
        #expect(compared >= 1_500 && withFindings > compared / 4, "\(compared) compared, \(withFindings) with findings")
    }

    /// A cell 1px too wide fails without a saved layout; the same dump as laid out passes.
    @Test func aCellOnePixelTooWideFails() {
        // 414pt at 3x, 7 columns, 1px gaps, padding: 1242 − 6 = 1236 = 7 × 176 + 4: insets 2 and 2px.
        let good = (0..<7).map { "{\"x\": \(Double(2 + $0 * 177) / 3), \"width\": \(176.0 / 3)}" }
        var bad = good
        bad[3] = "{\"x\": \(Double(2 + 3 * 177) / 3), \"width\": \(177.0 / 3)}"
        let document = { (frames: [String]) in Data("{\"scale\": 3, \"container_pt\": 414, \"frames\": [\(frames.joined(separator: ","))]}".utf8) }
        let pass = Tool.run(["check", "--columns", "7", "--spacing", "1px", "-"], stdin: document(good))
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        let fail = Tool.run(["check", "--columns", "7", "--spacing", "1px", "--json", "-"], stdin: document(bad))
        #expect(fail.status == 1 && fail.stdout.contains("\"mismatch\""), "\(fail.stdout)")
    }

    @Test(arguments: [
        ("check --columns 3 --against x.json -", "--against"), ("check --columns 0 -", "--columns"),
        ("check --distribute spread --columns 3 -", "--distribute"), ("check --inset 16 -", "--columns"),
        ("check --report junit --report json -", "--report"), ("check --report junit=a.xml --report json=a.xml -", "--report"),
        ("check --report xml -", "--report"), ("check --report junit= -", "--report"), ("check --report json --json -", "--report"),
        ("check --report table --format json -", "--report"), ("check --columns 3 --aspect-ratio x -", "--aspect-ratio"),
    ])
    func refusals(_ line: String, _ flag: String) {
        expectUsageError(Tool.run(Tool.words(line), stdin: Data("{\"scale\": 3, \"container_pt\": 10, \"frames\": []}".utf8)), naming: flag)
    }

    /// A design that does not fit the dump's container is a usage error naming the flags and the width.
    @Test func aDesignWiderThanTheContainer() {
        let run = Tool.run(["check", "--columns", "20", "--spacing", "1px", "-"],
                           stdin: Data("{\"scale\": 1, \"container_pt\": 30, \"frames\": [{\"x\": 0, \"width\": 1}]}".utf8))
        expectUsageError(run, naming: "--columns 20")
        #expect(run.stderr.contains("container's 30px"), "\(run.stderr)")
    }

    /// `--report` writes every report of one run; the exit code is the check's; a path that cannot
    /// be written is exit 74 before the document is read.
    @Test func everyReportAtOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gridcalc-report-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = directory.appendingPathComponent("report.xml").path, json = directory.appendingPathComponent("report.json").path
        let frames = Data("{\"scale\": 1, \"container_pt\": 30, \"frames\": [{\"x\": 0, \"width\": 10}, {\"x\": 12, \"width\": 10}]}".utf8)
        let run = Tool.run(["check", "--spacing", "1px", "--report", "github", "--report", "junit=" + junit, "--report", "json=" + json, "-"], stdin: frames)
        #expect(run.status == 1 && run.stdout.contains("::error"), "\(run.stdout)\(run.stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8), document = try String(contentsOfFile: json, encoding: .utf8)
        #expect(xml.contains("<testsuite") && xml.contains("failure") && document.contains("\"gridcalc/check@1\""))
        // Only files: nothing on stdout.
        let quiet = Tool.run(["check", "--spacing", "2px", "--report", "table=" + junit, "-"], stdin: frames)
        let table = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && table.contains("ok"), "\(table)")
        // A folder that does not exist: 74, before reading (stdin here is not even JSON).
        let unwritable = Tool.run(["check", "--report", "junit=/nonexistent/dir/r.xml", "-"], stdin: Data("not json".utf8))
        #expect(unwritable.status == 74 && unwritable.stdout.isEmpty && unwritable.stderr.contains("--report"), "\(unwritable.stderr)")
    }
}
