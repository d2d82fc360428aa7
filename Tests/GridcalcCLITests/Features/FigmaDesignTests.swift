// The design from Figma and design tokens: a frame's COLUMNS layout grid (every alignment) and
// horizontal auto layout, read from the REST API's JSON, give the columns the same design typed as
// flags gives; Figma's own fractional columns (written again here from Figma's documentation) are each
// within a device pixel of the exact ones; tokens resolve, with their aliases; every mistake is 64
// naming the node or token and the field, with an empty stdout.
import Foundation
import GridcalcTestSupport
import Testing

@Suite struct FigmaDesignTests {
    /// A `GET /v1/files/:key/nodes` response holding one frame `width` wide with `grid`, or with an
    /// auto layout's `extra` keys.
    static func nodes(width: Double, grid: [String: Any]? = nil, extra: [String: Any] = [:], name: String = "Home", id: String = "1:23") -> String {
        var frame: [String: Any] = ["id": id, "name": name, "type": "FRAME", "absoluteBoundingBox": ["x": 0, "y": 0, "width": width, "height": 800],
                                    "children": [Any]()]
        if let grid { frame["layoutGrids"] = [grid.merging(["visible": true, "color": ["r": 1, "g": 0, "b": 0, "a": 0.1]]) { a, _ in a }] }
        for (k, v) in extra { frame[k] = v }
        let response: [String: Any] = ["name": "Design", "nodes": [id: ["document": frame, "components": [String: Any]()]]]
        return String(data: try! JSONSerialization.data(withJSONObject: response), encoding: .utf8)!
    }

    /// Each column's x and width in px, from `gridcalc … --json`.
    static func columns(_ run: Run) -> [[Int]]? {
        guard run.status == 0, let doc = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
              let columns = doc["columns"] as? [[String: Any]] else { return nil }
        return columns.map { c in [((c["x"] as? [String: Any])?["px"] as? Int) ?? -1, ((c["width"] as? [String: Any])?["px"] as? Int) ?? -1] }
    }

    /// The flags the Figma documentation's grid stands for, written here independently of the reader.
    static func flags(alignment: String, count: Int, gutter: Double, offset: Double, section: Double, width: Double) -> [String] {
        let pt = { (v: Double) in "\(v)pt" }
        var out = ["--width", pt(width), "--spacing", pt(gutter)]
        switch alignment {
        case "STRETCH": out += ["--columns", "\(count)", "--inset", pt(offset), "--strategy", "widen", "--distribute", "spread"]
        default:
            out += ["--tracks", Array(repeating: pt(section), count: count).joined(separator: " "), "--strategy", "padding",
                    "--align", ["MIN": "leading", "MAX": "trailing", "CENTER": "center"][alignment]!]
            if alignment == "MIN" { out += ["--inset-leading", pt(offset)] }
            if alignment == "MAX" { out += ["--inset-trailing", pt(offset)] }
        }
        return out
    }

    /// Figma's own columns, in the frame's units (Figma's documentation: STRETCH shares the width
    /// less the offsets and gutters; MIN and MAX start at the offset from their edge; CENTER centres).
    static func figmaColumns(alignment: String, count: Int, gutter: Double, offset: Double, section: Double, width: Double) -> [(x: Double, width: Double)] {
        let n = Double(count)
        switch alignment {
        case "STRETCH":
            let w = (width - 2 * offset - (n - 1) * gutter) / n
            return (0..<count).map { (offset + Double($0) * (w + gutter), w) }
        default:
            let span = n * section + (n - 1) * gutter
            let start = alignment == "MIN" ? offset : alignment == "MAX" ? width - offset - span : (width - span) / 2
            return (0..<count).map { (start + Double($0) * (section + gutter), section) }
        }
    }

    /// Property: over random frames, grids and scales, `--figma` gives the columns the same design
    /// typed as flags gives; where the gutter, offset and section are whole device px, each exact
    /// column edge is within 1 px of Figma's fractional one.
    @Test func aFramesGridIsTheSameDesignAsItsFlags() {
        var rng = SplitMix64(state: 61)
        let scales = [1.0, 1.5, 2, 2.625, 3, 3.5]
        var compared = 0, within = 0
        for _ in 0..<160 {
            let scale = scales[Int(rng.next() % UInt64(scales.count))]
            let alignment = ["STRETCH", "MIN", "MAX", "CENTER"][Int(rng.next() % 4)]
            let count = Int(rng.next() % 12) + 1
            let whole = rng.next() % 2 == 0
            let gutterPx = Double(rng.next() % 30), offsetPx = Double(rng.next() % 60), sectionPx = Double(rng.next() % 200 + 20)
            let gutter = whole ? gutterPx / scale : Double(rng.next() % 25), offset = whole ? offsetPx / scale : Double(rng.next() % 33)
            let section = whole ? sectionPx / scale : Double(rng.next() % 100 + 20)
            let widthPx = Double(rng.next() % 3000 + 300)
            let width = (widthPx / scale * 8).rounded() / 8
            let span = alignment == "STRETCH" ? 2 * offset + Double(count - 1) * gutter + Double(count) : Double(count) * section + Double(count - 1) * gutter + offset
            guard span < width - 2 else { continue }
            var grid: [String: Any] = ["pattern": "COLUMNS", "alignment": alignment, "gutterSize": gutter, "offset": offset, "count": count]
            if alignment != "STRETCH" { grid["sectionSize"] = section }
            let figma = Tool.run(["--figma", "-", "--scale", "\(scale)", "--json"], stdin: Self.nodes(width: width, grid: grid))
            let typed = Tool.run(Self.flags(alignment: alignment, count: count, gutter: gutter, offset: offset, section: section, width: width)
                                 + ["--scale", "\(scale)", "--json"])
            #expect(Self.columns(figma) != nil && Self.columns(figma) == Self.columns(typed),
                    "\(alignment) ×\(count) gutter \(gutter) offset \(offset) section \(section) in \(width) at \(scale)x: \(figma.stderr)\(typed.stderr)")
            compared += 1
            guard whole, let exact = Self.columns(figma), Double(Int(width * scale)) == width * scale else { continue }
            for (e, f) in zip(exact, Self.figmaColumns(alignment: alignment, count: count, gutter: gutter, offset: offset, section: section, width: width)) {
                #expect(abs(Double(e[0]) - f.x * scale) <= 1 && abs(Double(e[0] + e[1]) - (f.x + f.width) * scale) <= 1,
                        "\(alignment) ×\(count) in \(width) at \(scale)x: exact \(e), Figma's \(f.x * scale)…\((f.x + f.width) * scale)")
            }
            within += 1
        }
        #expect(compared > 100 && within > 20)
    }

    /// Worked example: a 414-wide frame, 7 STRETCH columns 1 apart, at 3x — Figma draws 58.2857
    /// (174.857 px); exactly 174 and 175 px, said on stderr.
    @Test func theStretchGridOfAnIPhoneFrame() {
        let run = Tool.run(["--figma", "-", "--scale", "3", "--json"], stdin: Self.nodes(width: 414, grid: ["pattern": "COLUMNS", "alignment": "STRETCH", "gutterSize": 1, "offset": 0, "count": 7]))
        #expect(Self.columns(run)?.map { $0[1] } == [175, 175, 175, 174, 175, 175, 175])
        #expect(run.stderr == "warning: figma: Home (1:23): 7 STRETCH columns, gutter 1, offset 0 in a 414-wide frame: Figma draws columns 58.2857 (174.8571px) wide at 3x; exactly 174px and 175px here (widen (distribute spread))\n")
        // A flag beside it replaces the frame's value (and its alternatives).
        let four = Tool.run(["--figma", "-", "--scale", "3", "--columns", "4", "--json"], stdin: Self.nodes(width: 414, grid: ["pattern": "COLUMNS", "alignment": "MIN", "sectionSize": 80, "gutterSize": 8, "offset": 16, "count": 3]))
        #expect(Self.columns(four)?.count == 4)
    }

    /// A GRID pattern (Figma's square grid, drawn from the frame's top left corner): as many whole
    /// squares across as fit, no gutter, sharing their span, the rest of a square the trailing inset; its rows are the
    /// cells' rows. Property over random frames, square sizes and scales, against the rule written
    /// here: the columns are those of the same design typed as flags, and each square edge Figma
    /// draws is within a device px of gridcalc's.
    @Test func aSquareGridIsItsWholeSquares() {
        var rng = SplitMix64(state: 28)
        var compared = 0
        for _ in 0..<40 {
            let scale = [1.0, 2, 2.625, 3][Int(rng.next() % 4)]
            let size = [4.0, 8, 10, 12, 24, 7.5][Int(rng.next() % 6)], width = Double(rng.next() % 1200 + 200), height = Double(rng.next() % 160 + 40)
            let columns = Int((width / size).rounded(.down)), rows = Int((height / size).rounded(.down))
            var frame = Self.nodes(width: width, grid: ["pattern": "GRID", "sectionSize": size])
            frame = frame.replacingOccurrences(of: "\"height\":800", with: "\"height\":\(Int(height))")
            let figma = Tool.run(["--figma", "-", "--scale", "\(scale)", "--json"], stdin: frame)
            var flags = ["--width", "\(width)pt", "--columns", "\(columns)", "--spacing", "0", "--inset-trailing", "\(width - Double(columns) * size)pt",
                         "--strategy", "widen", "--distribute", "spread", "--scale", "\(scale)", "--json"]
            if rows * columns <= 10_000 { flags += ["--items", "\(rows * columns)", "--row-height", "\(size)pt"] }
            let typed = Tool.run(flags)
            #expect(Self.columns(figma) != nil && Self.columns(figma) == Self.columns(typed), "GRID \(size) in \(width)×\(height) at \(scale)x: \(figma.stderr)\(typed.stderr)")
            // Figma's lines are at k × size; each column's edges within a device px of them (the
            // frame's own width a whole number of px, as Figma's frames at these scales are here).
            for (k, column) in (Self.columns(figma) ?? []).enumerated() where Double(Int(width * scale)) == width * scale {
                #expect(abs(Double(column[0]) - Double(k) * size * scale) <= 1 && abs(Double(column[0] + column[1]) - Double(k + 1) * size * scale) <= 1,
                        "column \(k) of GRID \(size) in \(width) at \(scale)x: \(column)")
            }
            if rows * columns <= 10_000, let doc = try? JSONSerialization.jsonObject(with: Data(figma.stdout.utf8)) as? [String: Any] {
                #expect((doc["items"] as? [Any])?.count == rows * columns, "GRID \(size) in \(width)×\(height)")
            }
            compared += 1
        }
        #expect(compared == 40)
        // Worked example: a 414 × 896 frame with an 8-point GRID at 3x: 51 squares of 24 px, 18 px left at the right.
        let run = Tool.run(["--figma", "-", "--scale", "3", "--json"], stdin: Self.nodes(width: 414, grid: ["pattern": "GRID", "sectionSize": 8]))
        #expect(Self.columns(run)?.count == 51 && Self.columns(run)?.allSatisfy { $0[1] == 24 } == true && Self.columns(run)?.last?[0] == 1200)
        #expect(run.stderr.contains("a GRID of 8 squares: 51 columns and 100 rows"), "\(run.stderr)")
        for (grid, message) in [(["pattern": "GRID"] as [String: Any], "layoutGrids[0].sectionSize: missing: a GRID needs its squares' size"),
                                (["pattern": "GRID", "sectionSize": 500], "layoutGrids[0].sectionSize: squares of 500 are wider than the 414-wide frame"),
                                (["pattern": "GRID", "sectionSize": 0], "layoutGrids[0].sectionSize: 0 is not a square's size > 0")] {
            let bad = Tool.run(["--figma", "-", "--scale", "3"], stdin: Self.nodes(width: 414, grid: grid))
            #expect(bad.status == 64 && bad.stdout.isEmpty && bad.stderr.contains(message), "\(bad.stderr)")
        }
    }

    /// Auto counts as the REST API writes them (-1; the plugin API's Infinity): a grid of fixed
    /// sections holds as many as fit in the frame less its offset (Figma's own fit, written here:
    /// n × section + (n − 1) × gutter ≤ width − offset), the same design as that count typed.
    @Test func anAutoCountIsAsManyAsFit() {
        var rng = SplitMix64(state: 1)
        for _ in 0..<40 {
            let alignment = ["MIN", "MAX", "CENTER"][Int(rng.next() % 3)]
            let section = Double(rng.next() % 120 + 20), gutter = Double(rng.next() % 30), offset = Double(rng.next() % 40)
            let width = Double(rng.next() % 1200 + 300)
            var n = 0
            while Double(n + 1) * section + Double(n) * gutter <= width - (alignment == "CENTER" ? 0 : offset) { n += 1 }
            let grid: [String: Any] = ["pattern": "COLUMNS", "alignment": alignment, "sectionSize": section, "gutterSize": gutter, "offset": offset]
            let auto = Tool.run(["--figma", "-", "--scale", "2", "--json"], stdin: Self.nodes(width: width, grid: grid.merging(["count": -1]) { a, _ in a }))
            let counted = Tool.run(["--figma", "-", "--scale", "2", "--json"], stdin: Self.nodes(width: width, grid: grid.merging(["count": n]) { a, _ in a }))
            #expect(Self.columns(auto)?.count == n && Self.columns(auto) == Self.columns(counted), "\(alignment) \(section)+\(gutter) offset \(offset) in \(width): \(auto.stderr)")
        }
    }

    /// Grids as real files hold them (seen in public Figma REST fixtures): a grid style made for a
    /// wider frame (its columns have no width here), an Auto STRETCH grid beside real ones, an
    /// Auto ROWS grid: each passed over for the next grid that makes columns or rows, and the note
    /// says which and why; when none does, the first one's mistake.
    @Test func aGridThatMakesNoColumnsIsPassedOver() {
        let wide: [String: Any] = ["pattern": "COLUMNS", "alignment": "STRETCH", "count": 6, "gutterSize": 50, "offset": 240, "sectionSize": -3]
        let content: [String: Any] = ["pattern": "COLUMNS", "alignment": "STRETCH", "count": 1, "gutterSize": 0, "offset": 200, "sectionSize": 312]
        let frame = Self.nodes(width: 712, extra: ["layoutGrids": [wide, content]])
        let run = Tool.run(["--figma", "-", "--scale", "2", "--json"], stdin: frame)
        #expect(Self.columns(run) == [[400, 624]], "\(run.stderr)")
        #expect(run.stderr.contains("1 STRETCH columns, gutter 0, offset 200 (passed over layoutGrids[0]: 6 columns with gutter 50 and offset 240 leave no width in a 712-wide frame)"), "\(run.stderr)")
        let autoStretch: [String: Any] = ["pattern": "COLUMNS", "alignment": "STRETCH", "count": -1, "gutterSize": 0, "offset": 4, "sectionSize": 1.1e-8]
        let autoRows: [String: Any] = ["pattern": "ROWS", "alignment": "STRETCH", "count": -1, "gutterSize": 0, "offset": 4, "sectionSize": 1.1e-8]
        let box: [String: Any] = ["pattern": "COLUMNS", "alignment": "STRETCH", "count": 1, "gutterSize": 1, "offset": 4]
        let boxRows: [String: Any] = ["pattern": "ROWS", "alignment": "STRETCH", "count": 1, "gutterSize": 1, "offset": 4]
        let component = Self.nodes(width: 32, extra: ["layoutGrids": [autoStretch, autoRows, box, boxRows, ["pattern": "GRID", "sectionSize": 4]]])
        let icon = Tool.run(["--figma", "-", "--scale", "2", "--json"], stdin: component)
        #expect(Self.columns(icon) == [[8, 48]], "\(icon.stderr)")
        #expect(icon.stderr.contains("(passed over layoutGrids[1].count: Auto with STRETCH") && icon.stderr.contains("(passed over layoutGrids[0].count: Auto with STRETCH"), "\(icon.stderr)")
        let none = Tool.run(["--figma", "-", "--scale", "2"], stdin: Self.nodes(width: 712, extra: ["layoutGrids": [wide, autoStretch]]))
        #expect(none.status == 64 && none.stdout.isEmpty && none.stderr.contains("layoutGrids[0]: 6 columns with gutter 50 and offset 240 leave no width in a 712-wide frame"), "\(none.stderr)")
    }

    /// An auto layout row: filling children are `1fr` tracks, fixed ones their width, the item
    /// spacing and the padding as typed.
    @Test func aHorizontalAutoLayout() {
        let child = { (fill: Bool, w: Double) -> [String: Any] in
            ["id": "2:\(Int(w))", "name": "c", "type": "FRAME", "absoluteBoundingBox": ["x": 0, "y": 0, "width": w, "height": 40],
             "layoutSizingHorizontal": fill ? "FILL" : "FIXED", "layoutGrow": fill ? 1 : 0]
        }
        let extra: [String: Any] = ["layoutMode": "HORIZONTAL", "itemSpacing": 8, "paddingLeft": 16, "paddingRight": 12,
                                    "children": [child(true, 100), child(false, 120), child(true, 100)]]
        let figma = Tool.run(["--figma", "-", "--scale", "2.625", "--json"], stdin: Self.nodes(width: 411.5, extra: extra))
        let typed = Tool.run(["--width", "411.5pt", "--scale", "2.625", "--tracks", "1fr 120pt 1fr", "--spacing", "8pt", "--inset-leading", "16pt",
                              "--inset-trailing", "12pt", "--strategy", "widen", "--distribute", "spread", "--json"])
        #expect(Self.columns(figma) != nil && Self.columns(figma) == Self.columns(typed), "\(figma.stderr)")
    }

    /// A ROWS grid beside the columns gives the cells' rows: as many items as cells, the row height,
    /// the gutter as line spacing, the top where the alignment puts the first row.
    @Test func aRowsGridGivesTheRows() {
        func items(_ run: Run) -> [[Int]]? {
            guard run.status == 0, let doc = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
                  let items = doc["items"] as? [[String: Any]] else { return nil }
            return items.map { i in ["x", "y", "width", "height"].map { ((i[$0] as? [String: Any])?["px"] as? Int) ?? -1 } }
        }
        for (alignment, top) in [("MIN", 16.0), ("MAX", 896 - 16 - 376.0), ("CENTER", (896 - 376) / 2.0)] {
            let json = Self.nodes(width: 414, grid: ["pattern": "COLUMNS", "alignment": "STRETCH", "gutterSize": 8, "offset": 16, "count": 2],
                                  extra: ["absoluteBoundingBox": ["x": 0, "y": 0, "width": 414, "height": 896]])
                .replacingOccurrences(of: "\"layoutGrids\":[", with: "\"layoutGrids\":[{\"pattern\":\"ROWS\",\"alignment\":\"\(alignment)\",\"count\":3,\"sectionSize\":120,\"gutterSize\":8,\"offset\":16},")
            let figma = Tool.run(["--figma", "-", "--scale", "3", "--json"], stdin: json)
            let typed = Tool.run(["--width", "414pt", "--scale", "3", "--columns", "2", "--spacing", "8pt", "--inset", "16pt", "--strategy", "widen", "--distribute", "spread",
                                  "--items", "6", "--row-height", "120pt", "--line-spacing", "8pt", "--inset-top", "\(top)pt", "--json"])
            #expect(items(figma)?.count == 6 && items(figma) == items(typed), "\(alignment): \(figma.stderr)")
        }
    }

    /// check takes the design from the frame: a dump laid out to it passes, one 1px narrower fails.
    @Test func checkAgainstTheFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/design", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.nodes(width: 414, grid: ["pattern": "COLUMNS", "alignment": "STRETCH", "gutterSize": 1, "offset": 0, "count": 7]).write(toFile: folder + "/design/home.json", atomically: true, encoding: .utf8)
        let exact = try #require(Self.columns(Tool.run(["--figma", folder + "/design/home.json", "--scale", "3", "--json"])))
        func dump(_ columns: [[Int]]) -> String {
            "{\"scale\": 3, \"container_pt\": 414, \"frames\": [" + columns.map { "{\"x\": \(Double($0[0]) / 3), \"width\": \(Double($0[1]) / 3)}" }.joined(separator: ", ") + "]}"
        }
        try dump(exact).write(toFile: folder + "/good.json", atomically: true, encoding: .utf8)
        var narrow = exact
        narrow[2][1] -= 1
        try dump(narrow).write(toFile: folder + "/narrow.json", atomically: true, encoding: .utf8)
        #expect(Tool.run(["check", "--figma", folder + "/design/home.json", folder + "/good.json"]).status == 0)
        let bad = Tool.run(["check", "--figma", folder + "/design/home.json", folder + "/narrow.json"])
        #expect(bad.status == 1 && bad.stdout.contains("frame 2: width 174px, the expected layout has 175px"), "\(bad.stdout)\(bad.stderr)")
        // In a config: the screen's `figma`, relative to the config's folder.
        try "{\"screens\": [{\"name\": \"home\", \"files\": [\"narrow.json\"], \"figma\": \"design/home.json\"}]}".write(toFile: folder + "/.gridcalc.json", atomically: true, encoding: .utf8)
        let config = Tool.run(["check", "--config", folder + "/.gridcalc.json"])
        #expect(config.status == 1 && config.stdout.contains("frame 2: width 174px"), "\(config.stdout)\(config.stderr)")
        // The frame is an input: no report may be written over it, named on the command line or by a screen.
        let frameBefore = try String(contentsOfFile: folder + "/design/home.json", encoding: .utf8)
        for arguments in [["check", "--figma", folder + "/design/home.json", "--report", "html=" + folder + "/design/home.json", folder + "/good.json"],
                          ["check", "--config", folder + "/.gridcalc.json", "--report", "junit=" + folder + "/design/home.json"]] {
            let run = Tool.run(arguments)
            #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains("is the same file as the input"), "\(arguments): \(run.stderr)")
        }
        #expect(try String(contentsOfFile: folder + "/design/home.json", encoding: .utf8) == frameBefore)
    }

    /// Every mistake is 64 with an empty stdout, naming the node or the field.
    @Test func mistakesNameTheNodeAndTheField() {
        let two = "{\"document\": {\"id\": \"0:0\", \"type\": \"DOCUMENT\", \"children\": [{\"id\": \"0:1\", \"type\": \"CANVAS\", \"children\": ["
            + "{\"id\": \"1:2\", \"name\": \"A\", \"type\": \"FRAME\", \"absoluteBoundingBox\": {\"width\": 400}, \"layoutGrids\": [{\"pattern\": \"COLUMNS\", \"alignment\": \"STRETCH\", \"count\": 4, \"gutterSize\": 8}]},"
            + "{\"id\": \"1:3\", \"name\": \"B\", \"type\": \"FRAME\", \"absoluteBoundingBox\": {\"width\": 400}, \"layoutGrids\": [{\"pattern\": \"COLUMNS\", \"alignment\": \"MIN\", \"count\": 3, \"sectionSize\": 80, \"gutterSize\": 8}]}]}]}}"
        let cases: [([String], String, String)] = [
            (["--figma", "-", "--scale", "3"], "[1, 2]", "stdin is not Figma JSON: expected an object"),
            (["--figma", "-", "--scale", "3"], two, "holds 2 frames with a design: the frames are A (1:2): COLUMNS STRETCH ×4; B (1:3): COLUMNS MIN ×3"),
            (["--figma", "-", "--node", "9:9", "--scale", "3"], two, "--node '9:9': stdin has no frame with that id or name; the frames are A (1:2)"),
            (["--figma", "-", "--scale", "3"], Self.nodes(width: 400, grid: ["pattern": "ROWS", "alignment": "STRETCH", "count": 4, "gutterSize": 8]), "Home (1:23): layoutGrids: only ROWS grids: gridcalc lays out columns"),
            (["--figma", "-", "--scale", "3"], Self.nodes(width: 400, grid: ["pattern": "COLUMNS", "alignment": "STRETCH", "count": 4.5, "gutterSize": 8]), "layoutGrids[0].count: 4.5 is not a whole count of columns"),
            (["--figma", "-", "--scale", "3"], Self.nodes(width: 400, grid: ["pattern": "COLUMNS", "alignment": "MIN", "count": 4, "gutterSize": 8]), "layoutGrids[0].sectionSize: missing"),
            (["--figma", "-", "--scale", "3"], Self.nodes(width: 100, grid: ["pattern": "COLUMNS", "alignment": "STRETCH", "count": 12, "gutterSize": 20]), "layoutGrids[0]: 12 columns with gutter 20 and offset 0 leave no width in a 100-wide frame"),
            (["--figma", "-", "--scale", "3"], Self.nodes(width: 400, extra: ["layoutMode": "HORIZONTAL", "primaryAxisAlignItems": "SPACE_BETWEEN",
                                                                                "children": [["id": "2:1", "type": "FRAME", "absoluteBoundingBox": ["width": 40]]]]), "primaryAxisAlignItems: 'SPACE_BETWEEN' spreads the children apart"),
            (["--node", "1:2", "--width", "400", "--scale", "3", "--columns", "4"], "", "--node '1:2' applies only with --figma"),
        ]
        for (arguments, stdin, message) in cases {
            let run = Tool.run(arguments, stdin: stdin)
            #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        // A ROWS grid beside no COLUMNS one says what it has.
        let rows = Tool.run(["--figma", "-", "--scale", "3"], stdin: Self.nodes(width: 400, extra: ["layoutGrids": [["pattern": "ROWS", "alignment": "STRETCH", "count": 4, "gutterSize": 8]], "layoutMode": "VERTICAL"]))
        #expect(rows.status == 64 && rows.stderr.contains("only ROWS grids: gridcalc lays out columns"), "\(rows.stderr)")
    }

    /// Tokens: the W3C format (groups, `$value`, `$type`, aliases, the 2025 object dimension) and
    /// Tokens Studio's (`value`, `type`); px and rem are the design's logical px; a cycle, an unknown
    /// token and a unit that is not a length are 64 naming them.
    @Test func tokensResolve() {
        let tokens = """
            {"spacing": {"$type": "dimension", "xs": {"$value": "2px"}, "md": {"$value": "{spacing.base}"}, "base": {"$value": {"value": 8, "unit": "px"}}},
             "layout": {"margin": {"value": "1rem", "type": "spacing"}, "a": {"$value": "{layout.b}"}, "b": {"$value": "{layout.a}"}, "pct": {"$value": "50%"}}}
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString).json").path
        try? tokens.write(toFile: folder, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resolved = Tool.run(["--tokens", folder, "--width", "414", "--scale", "3", "--columns", "4", "--spacing", "{spacing.md}", "--inset", "{layout.margin}", "--json"])
        let typed = Tool.run(["--width", "414", "--scale", "3", "--columns", "4", "--spacing", "8pt", "--inset", "16pt", "--json"])
        #expect(Self.columns(resolved) != nil && Self.columns(resolved) == Self.columns(typed), "\(resolved.stderr)")
        for (value, message) in [("{layout.a}", "the token {layout.a} is an alias of itself ({layout.a} → {layout.b} → {layout.a})"),
                                 ("{spacing.mdd}", "has no token 'spacing.mdd'"), ("{layout.pct}", "has the unit '%', which is not a length")] {
            let run = Tool.run(["--tokens", folder, "--width", "414", "--scale", "3", "--columns", "4", "--spacing", value])
            #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains(message), "\(value): \(run.stderr)")
        }
        let notTokens = Tool.run(["--tokens", "-", "--width", "414", "--scale", "3", "--columns", "4", "--spacing", "{a}"], stdin: "[1]")
        #expect(notTokens.status == 64 && notTokens.stderr.contains("is not a design-tokens file"))
    }
}
