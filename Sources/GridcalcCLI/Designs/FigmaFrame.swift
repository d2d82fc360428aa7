// FigmaFrame: a Figma frame's design read from the JSON Figma's REST API returns, as gridcalc's layout
// flags — each value holding the field it came from.
//
// Rule (Docs/figma.md): the JSON is `GET /v1/files/:key` (`document`), `GET /v1/files/:key/nodes`
// (`nodes.{id}.document`), or one node as a plugin exports it. The frames are the FRAME, COMPONENT,
// COMPONENT_SET and INSTANCE nodes with a COLUMNS or GRID layout grid or a horizontal auto layout; `--node`
// picks one by id or name, else the file must hold exactly one (a mistake lists them). Figma's units
// are the design's logical px (gridcalc's pt, dp or css). The first visible COLUMNS grid:
//   STRETCH — `count` columns share the frame's width less `offset` on both sides and the
//             `gutterSize` gutters: `--columns count --spacing g --inset offset --strategy widen
//             --distribute spread` (the columns take every whole pixel; each 1 px at most from Figma's);
//   MIN / MAX — `count` columns of `sectionSize` from the left (right) edge at `offset`:
//             `--tracks` of the section size, `--align leading` (`trailing`), the offset that inset;
//   CENTER — the same columns centred (Figma ignores `offset`): `--align center`.
// Without a COLUMNS grid, a HORIZONTAL auto layout: a child that fills (`layoutGrow` 1 or
// `layoutSizingHorizontal` FILL) is a `1fr` track, any other its width; `itemSpacing` the spacing,
// `paddingLeft`/`Right` the insets; filling children take the leftover (`widen`, `spread`), else
// `primaryAxisAlignItems` places the row (MIN, CENTER, MAX; SPACE_BETWEEN is refused). Else a GRID
// grid: squares of `sectionSize` from the top left corner, as many whole columns (and rows) as fit,
// no gutter, sharing their span (`widen`, `spread`), the rest of a square the trailing inset. An Auto
// `count` (the REST API's -1) of MIN, MAX or CENTER sections: as many as fit. A COLUMNS (ROWS) grid
// that makes no columns (rows) is passed over for the next one, the note saying so. A ROWS grid
// alone, a fractional `count` or Auto with STRETCH, a STRETCH grid wider than its frame (with no
// other grid to read): 64, naming the node and the field. The frame's width is `--width` for grid (a device given replaces it). A
// ROWS grid beside the columns gives the cells' rows: as many items as cells, its section (or, for
// STRETCH, the frame's height shared) the row height, its gutter the line spacing, and the top inset
// where MIN, MAX or CENTER puts the first row.

import GridCore

/// A Figma frame's design as gridcalc's options.
package struct FigmaFrame {
    /// The frame as messages name it: `Home (1:23)`.
    package let title: String
    /// Its width in the design's logical px.
    package let widthPt: Double
    /// The layout flags its grid or auto layout stands for (by name: grid's and check's `--spacing`
    /// are two declarations), each with its text and the field it came from.
    package let settings: [(option: String, text: String, origin: String)]
    /// Figma's own columns (fractional, logical px from the frame's left edge), and what they are.
    package let figmaColumns: [(x: Double, width: Double)]
    package let summary: String

    /// The most nodes read, and the most frames listed in a mistake.
    static let maxNodes = 1_000_000, maxListed = 20

    static let hint = "give the JSON of GET /v1/files/:key/nodes?ids=<frame id> (or the whole file and --node), Docs/figma.md"

    /// The frame `node` names (or the only one with a design) in `bytes`, a file called `name`.
    package init(_ bytes: [UInt8], name: String, node: String?) throws(UsageError) {
        let document: JSONDocument
        do { document = try StrictJSON.read(bytes) } catch {
            throw UsageError("\(name) is not Figma JSON: \(error.description)", hint: Self.hint)
        }
        let root = document.root
        guard root.kind == .object else { throw UsageError("\(name) is not Figma JSON: expected an object", hint: Self.hint) }
        // The roots to look in: the file's document, each requested node's document, or the node itself.
        var roots: [JSONValue] = []
        if let d = root.member("document") { roots.append(d) }
        if let nodes = root.member("nodes"), nodes.kind == .object { roots += nodes.members.compactMap { $0.value.member("document") } }
        if roots.isEmpty, root.member("type") != nil || root.member("layoutGrids") != nil { roots.append(root) }
        guard !roots.isEmpty else {
            throw UsageError("\(name) is not Figma JSON: no \"document\", no \"nodes\" and no node", hint: Self.hint)
        }
        let frame = try Self.frame(among: roots, name: name, node: node)
        let id = frame.member("id")?.string ?? "", frameName = frame.member("name")?.string ?? ""
        title = "\(shownLine(frameName, limitBytes: 80)) (\(shownLine(id, limitBytes: 40)))"
        var design = Design(at: "\(name): \(title)")
        guard let box = frame.member("absoluteBoundingBox") ?? frame.member("size"), let width = (box.member("width") ?? box.member("x"))?.double ?? frame.member("width")?.double,
              width.isFinite, width > 0 else {
            throw design.mistake("absoluteBoundingBox.width", "missing or not a positive width")
        }
        widthPt = width
        let grids = frame.member("layoutGrids")?.elements ?? []
        let columnGrids = Self.visible("COLUMNS", in: grids)
        if !columnGrids.isEmpty {
            // The first COLUMNS grid that makes columns; one that makes none (a grid style made for a
            // wider frame, an Auto count with STRETCH) is passed over, and the summary says so.
            let start = design
            let (read, passedOver) = try Self.firstThatReads(columnGrids, at: design.at) { (k: Int) throws(UsageError) in
                var attempt = start
                let (columns, summary) = try Self.columns(grids, at: k, width: width, box: box, into: &attempt)
                return (design: attempt, columns: columns, summary: summary)
            }
            design = read.design
            figmaColumns = read.columns
            summary = read.summary + passedOver
        } else if frame.member("layoutMode")?.string == "HORIZONTAL" {
            (figmaColumns, summary) = try Self.autoLayout(frame, into: &design)
        } else if let k = Self.visible("GRID", in: grids).first {
            (figmaColumns, summary) = try Self.squares(grids[k], field: "layoutGrids[\(k)]", width: width, box: box, into: &design)
        } else {
            let patterns = grids.compactMap { $0.member("pattern")?.string }
            throw design.mistake("layoutGrids", patterns.isEmpty ? "no layout grid and no horizontal auto layout"
                                   : "only \(patterns.joined(with: ", ")) grids: gridcalc lays out columns (a COLUMNS grid)",
                                 hint: "add a COLUMNS layout grid to the frame in Figma, or give the design by flags")
        }
        settings = design.settings
    }

    /// The layout flags a frame's design becomes as it is read, each with the field it came from.
    struct Design {
        /// The frame as messages name it: `'home.json': Home (1:23)`.
        let at: String
        var settings: [(option: String, text: String, origin: String)] = []

        mutating func set(_ option: OptionDeclaration, _ text: String, _ field: String) { settings.append((option.name, text, "\(at): \(field)")) }

        func mistake(_ field: String, _ what: String, hint: String = FigmaFrame.hint) -> UsageError { UsageError("\(at): \(field): \(what)", hint: hint) }
    }

    /// The frame `node` names among the nodes under `roots`, else the only one with a design (or
    /// the file's only frame, whose mistake then says what it has).
    static func frame(among roots: [JSONValue], name: String, node: String?) throws(UsageError) -> JSONValue {
        var frames: [JSONValue] = [], all: [JSONValue] = [], seen = 0
        var stack = roots
        while let n = stack.popLast() {
            seen += 1
            guard seen <= Self.maxNodes else { throw UsageError("\(name) holds more than \(Self.maxNodes) nodes", hint: "fetch the frame alone (GET /v1/files/:key/nodes?ids=…)") }
            let type = n.member("type")?.string ?? "FRAME"
            if ["FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE"].contains(type) {
                all.append(n)
                if Self.hasDesign(n) { frames.append(n) }
            }
            if let children = n.member("children") { stack += children.elements.reversed() }
        }
        if let node {
            guard let picked = all.first(where: { $0.member("id")?.string == node }) ?? all.first(where: { $0.member("name")?.string == node }) else {
                throw UsageError("--node \(quoted(node)): \(name) has no frame with that id or name; \(Self.listing(frames))", hint: "give one of the frames listed (--node <id>)")
            }
            return picked
        } else if frames.isEmpty, all.count == 1 {
            // The file's one frame, whose grids are not columns: its mistake says what it has.
            return all[0]
        } else {
            guard frames.count == 1 else {
                throw UsageError(frames.isEmpty ? "\(name): no frame has a COLUMNS or GRID layout grid or a horizontal auto layout"
                                    : "\(name) holds \(frames.count) frames with a design: \(Self.listing(frames))",
                                 hint: frames.isEmpty ? "add a column grid to the frame in Figma, or give the design by flags" : "pick one with --node <id>")
            }
            return frames[0]
        }
    }

    /// The COLUMNS grid at `k` of `grids` (and a ROWS grid beside it) as layout flags; Figma's own
    /// columns and what they are.
    static func columns(_ grids: [JSONValue], at k: Int, width: Double, box: JSONValue, into design: inout Design) throws(UsageError)
        -> (figmaColumns: [(x: Double, width: Double)], summary: String) {
        let figmaColumns: [(x: Double, width: Double)], summary: String
        let grid = grids[k], field = "layoutGrids[\(k)]"
        func number(_ key: String, default fallback: Double? = nil) throws(UsageError) -> Double {
            guard let v = grid.member(key)?.double ?? fallback, v.isFinite, v >= 0 else {
                throw design.mistake("\(field).\(key)", grid.member(key) == nil ? "missing" : "\(shownLine(grid.member(key)?.text ?? "", limitBytes: 40)) is not a length ≥ 0")
            }
            return v
        }
        let gutter = try number("gutterSize", default: 0), offset = try number("offset", default: 0)
        let alignment = grid.member("alignment")?.string ?? "STRETCH"
        let c = try Self.count(grid, field: field, alignment: alignment, length: width, gutter: gutter, offset: offset, limit: Limits.maxColumns, what: "columns", design: design)
        let count = Int(c)
        design.set(LayoutOptions.spacing, Self.pt(gutter), "\(field).gutterSize")
        switch alignment {
        case "STRETCH":
            let columnWidth = (width - 2 * offset - Double(count - 1) * gutter) / Double(count)
            guard columnWidth > 0 else { throw design.mistake(field, "\(count) columns with gutter \(decimalText(gutter)) and offset \(decimalText(offset)) leave no width in a \(decimalText(width))-wide frame") }
            design.set(ColumnsOptions.columns, String(count), "\(field).count")
            design.set(LayoutOptions.inset, Self.pt(offset), "\(field).offset")
            design.set(LayoutOptions.strategy, "widen", "\(field).alignment")
            design.set(LayoutOptions.distribute, "spread", "\(field).alignment")
            figmaColumns = (0..<count).map { (offset + Double($0) * (columnWidth + gutter), columnWidth) }
            summary = "\(count) STRETCH columns, gutter \(decimalText(gutter)), offset \(decimalText(offset))"
        case "MIN", "MAX", "CENTER":
            let section = try number("sectionSize")
            guard section > 0 else { throw design.mistake("\(field).sectionSize", "0: a column needs a width") }
            design.set(ColumnsOptions.tracks, Array(repeating: Self.pt(section), count: count).joined(with: " "), "\(field).sectionSize")
            design.set(LayoutOptions.strategy, "padding", "\(field).alignment")
            design.set(LayoutOptions.align, alignment == "MIN" ? "leading" : alignment == "MAX" ? "trailing" : "center", "\(field).alignment")
            if alignment == "MIN" { design.set(LayoutOptions.insetLeading, Self.pt(offset), "\(field).offset") }
            if alignment == "MAX" { design.set(LayoutOptions.insetTrailing, Self.pt(offset), "\(field).offset") }
            let span = Double(count) * section + Double(count - 1) * gutter
            let start = alignment == "MIN" ? offset : alignment == "MAX" ? width - offset - span : (width - span) / 2
            figmaColumns = (0..<count).map { (start + Double($0) * (section + gutter), section) }
            summary = "\(count) \(alignment) columns of \(decimalText(section)), gutter \(decimalText(gutter))\(alignment == "CENTER" ? "" : ", offset \(decimalText(offset))")"
        default:
            throw design.mistake("\(field).alignment", "\(quoted(alignment)) is not MIN, MAX, STRETCH or CENTER")
        }
        // A ROWS grid beside the columns: the cells' rows (as many items as cells) — the first that
        // makes rows (one that makes none is passed over, as a COLUMNS grid is); none that does: its mistake.
        let rowGrids = Self.visible("ROWS", in: grids)
        guard !rowGrids.isEmpty else { return (figmaColumns, summary) }
        let (rows, passedOver) = try Self.firstThatReads(rowGrids, at: design.at) { [design] (r: Int) throws(UsageError) in
            try Self.rows(grids[r], field: "layoutGrids[\(r)]", box: box, columns: count, design: design)
        }
        design.settings += rows
        return (figmaColumns, summary + passedOver)
    }

    /// The indices of the visible grids of `pattern` in `grids`.
    static func visible(_ pattern: String, in grids: [JSONValue]) -> [Int] {
        grids.indices.filter { grids[$0].member("pattern")?.string == pattern && grids[$0].member("visible")?.kind != .false }
    }

    /// What `read` makes of the first of the grids at `indices` it reads, and the note on the ones it
    /// passed over (` (passed over layoutGrids[0]: … and 1 more)`, or ""); when it reads none, the
    /// first one's mistake. `indices` is not empty (the callers ask only where there is a grid).
    static func firstThatReads<T>(_ indices: [Int], at: String, _ read: (Int) throws(UsageError) -> T) throws(UsageError) -> (T, String) {
        var first: UsageError?
        for (n, k) in indices.enumerated() {
            do throws(UsageError) {
                let value = try read(k)
                guard let first else { return (value, "") }
                return (value, " (passed over \(Self.reason(first, at: at))\(n > 1 ? " and \(n - 1) more" : ""))")
            } catch {
                first = first ?? error
            }
        }
        throw first!
    }

    /// What a grid's mistake says after the frame (`layoutGrids[0]: 6 columns … leave no width …`).
    static func reason(_ mistake: UsageError, at: String) -> String {
        mistake.message.hasPrefix(at + ": ") ? String(mistake.message.dropFirst(at.count + 2)) : mistake.message
    }

    /// A ROWS grid as the cells' rows under `columns` columns: the items, the row height (its
    /// section, or for STRETCH the frame's height shared), the line spacing and the top inset.
    static func rows(_ rows: JSONValue, field rowField: String, box: JSONValue, columns: Int, design: Design) throws(UsageError)
        -> [(option: String, text: String, origin: String)] {
        var design = Design(at: design.at)
        let height = (box.member("height") ?? box.member("y"))?.double ?? 0
        let g = rows.member("gutterSize")?.double ?? 0, o = rows.member("offset")?.double ?? 0
        guard g.isFinite, g >= 0, o.isFinite, o >= 0 else { throw design.mistake(rowField, "a gutter or offset that is not a length ≥ 0") }
        let rowAlignment = rows.member("alignment")?.string ?? "STRETCH"
        let n = try Self.count(rows, field: rowField, alignment: rowAlignment, length: height, gutter: g, offset: o,
                               limit: Limits.maxItems / columns, what: "rows", design: design)
        let rowHeight: Double
        if rowAlignment == "STRETCH" {
            rowHeight = (height - 2 * o - (n - 1) * g) / n
        } else {
            guard let h = rows.member("sectionSize")?.double, h.isFinite, h > 0 else { throw design.mistake("\(rowField).sectionSize", "missing: a \(rowAlignment) grid's rows need a height") }
            rowHeight = h
        }
        guard rowHeight > 0 else { throw design.mistake(rowField, "\(Int(n)) rows leave no height in a \(decimalText(height))-high frame") }
        let span = n * rowHeight + (n - 1) * g
        let top = rowAlignment == "MAX" ? height - o - span : rowAlignment == "CENTER" ? (height - span) / 2 : o
        design.set(ItemOptions.items, String(Int(n) * columns), "\(rowField).count")
        design.set(ItemOptions.rowHeight, Self.pt(rowHeight), rowAlignment == "STRETCH" ? rowField : "\(rowField).sectionSize")
        design.set(ItemOptions.lineSpacing, Self.pt(g), "\(rowField).gutterSize")
        design.set(ItemOptions.insetTop, Self.pt(max(0, top)), "\(rowField).offset")
        return design.settings
    }

    /// A grid's `count` of columns (rows): a whole number from 1 to `limit`, or Auto (the REST API's
    /// -1; JSON holds no Infinity, the plugin API's Auto) for a grid of fixed sections — as many as fit in `length` less
    /// the offset (none for CENTER), Figma's own fit.
    static func count(_ grid: JSONValue, field: String, alignment: String, length: Double, gutter: Double, offset: Double,
                      limit: Int, what: String, design: Design) throws(UsageError) -> Double {
        guard let c = grid.member("count")?.double else { throw design.mistake("\(field).count", "missing", hint: "give the count in Figma, or by flags (--columns)") }
        if c == -1 {
            guard alignment != "STRETCH", let section = grid.member("sectionSize")?.double, section.isFinite, section > 0 else {
                throw design.mistake("\(field).count", "Auto with \(alignment == "STRETCH" ? "STRETCH: no section size to fit" : "no section size"): Figma draws no \(what) to count",
                                     hint: "give the count in Figma, or by flags (--columns)")
            }
            let room = length - (alignment == "CENTER" ? 0 : offset)
            let fit = ((room + gutter) / (section + gutter) + 1e-9).rounded(.down)
            guard fit >= 1 else { throw design.mistake("\(field).count", "Auto: no \(what) of \(decimalText(section)) fit in \(decimalText(length))") }
            guard fit <= Double(limit) else { throw design.mistake("\(field).count", "Auto: \(Int(fit)) \(what) of \(decimalText(section)) are more than \(limit)") }
            return fit
        }
        guard c.isFinite, c >= 1, c == c.rounded(), c <= Double(limit) else {
            throw design.mistake("\(field).count", "\(decimalText(c)) is not a whole count of \(what) from 1 to \(limit)", hint: "give the count in Figma, or by flags (--columns)")
        }
        return c
    }

    /// A GRID pattern (without a COLUMNS grid or an auto layout): squares of `sectionSize` from the
    /// frame's top left corner, as Figma draws them across the frame — as many whole columns, and
    /// rows, as fit, with no gutter, sharing their span as STRETCH columns do; what is left of a
    /// square at the right is the trailing inset.
    /// The rows are the cells' rows when they stay within the items' limit.
    static func squares(_ grid: JSONValue, field: String, width: Double, box: JSONValue, into design: inout Design) throws(UsageError)
        -> (figmaColumns: [(x: Double, width: Double)], summary: String) {
        guard let size = grid.member("sectionSize")?.double, size.isFinite, size > 0 else {
            throw design.mistake("\(field).sectionSize", grid.member("sectionSize").map { "\(shownLine($0.text, limitBytes: 40)) is not a square's size > 0" } ?? "missing: a GRID needs its squares' size")
        }
        // Whole squares, a square that fits to within rounding counted (414 / (414 / 7) is 6.999…).
        let fit = { (length: Double) in (length / size + 1e-9).rounded(.down) }
        let columns = fit(width)
        guard columns >= 1, columns <= Double(Limits.maxColumns) else {
            throw design.mistake("\(field).sectionSize", columns < 1 ? "squares of \(decimalText(size)) are wider than the \(decimalText(width))-wide frame"
                                   : "squares of \(decimalText(size)) make more than \(Limits.maxColumns) columns")
        }
        // The squares' lines at whole multiples of the size: the columns share the squares' whole
        // span (its pixels spread, so each line is within 1 device px of Figma's), the rest of a
        // square at the right is the trailing inset. (A fixed track of 7.5pt at 1x would be 8 px
        // each: 119 of them 952 px where Figma draws 892.5.)
        design.set(ColumnsOptions.columns, String(Int(columns)), "\(field).sectionSize")
        design.set(LayoutOptions.spacing, "0pt", "\(field).pattern")
        design.set(LayoutOptions.insetLeading, "0pt", "\(field).pattern")
        design.set(LayoutOptions.insetTrailing, Self.pt(max(0, width - columns * size)), "\(field).sectionSize")
        design.set(LayoutOptions.strategy, "widen", "\(field).pattern")
        design.set(LayoutOptions.distribute, "spread", "\(field).pattern")
        let rows = fit((box.member("height") ?? box.member("y"))?.double ?? 0)
        var summary = "a GRID of \(decimalText(size)) squares: \(Int(columns)) columns"
        if rows >= 1, rows * columns <= Double(Limits.maxItems) {
            design.set(ItemOptions.items, String(Int(rows * columns)), "\(field).sectionSize")
            design.set(ItemOptions.rowHeight, Self.pt(size), "\(field).sectionSize")
            design.set(ItemOptions.lineSpacing, "0pt", "\(field).pattern")
            summary += " and \(Int(rows)) rows"
        } else if rows >= 1 {
            summary += " (its \(Int(rows)) rows left out: \(Int(rows * columns)) cells are more than \(Limits.maxItems))"
        }
        return ((0..<Int(columns)).map { (Double($0) * size, size) }, summary)
    }

    /// A horizontal auto layout as layout flags; its children's boxes and what it is.
    static func autoLayout(_ frame: JSONValue, into design: inout Design) throws(UsageError) -> (figmaColumns: [(x: Double, width: Double)], summary: String) {
        let children = (frame.member("children")?.elements ?? []).filter { $0.member("visible")?.kind != .false && $0.member("layoutPositioning")?.string != "ABSOLUTE" }
        guard !children.isEmpty else { throw design.mistake("children", "a horizontal auto layout with no child to lay out") }
        var tracks: [String] = [], figma: [(x: Double, width: Double)] = [], fills = 0
        for (k, child) in children.enumerated() {
            let fill = child.member("layoutGrow")?.double == 1 || child.member("layoutSizingHorizontal")?.string == "FILL"
            if fill { fills += 1; tracks.append("1fr") } else {
                guard let w = child.member("absoluteBoundingBox")?.member("width")?.double, w.isFinite, w >= 0 else {
                    throw design.mistake("children[\(k)].absoluteBoundingBox.width", "missing: a fixed child needs its width")
                }
                tracks.append(Self.pt(w))
            }
            let box = child.member("absoluteBoundingBox"), frameX = frame.member("absoluteBoundingBox")?.member("x")?.double ?? 0
            figma.append(((box?.member("x")?.double ?? 0) - frameX, box?.member("width")?.double ?? 0))
        }
        design.set(ColumnsOptions.tracks, tracks.joined(with: " "), "children")
        design.set(LayoutOptions.spacing, Self.pt(frame.member("itemSpacing")?.double ?? 0), "itemSpacing")
        design.set(LayoutOptions.insetLeading, Self.pt(frame.member("paddingLeft")?.double ?? 0), "paddingLeft")
        design.set(LayoutOptions.insetTrailing, Self.pt(frame.member("paddingRight")?.double ?? 0), "paddingRight")
        if fills > 0 {
            design.set(LayoutOptions.strategy, "widen", "children")
            design.set(LayoutOptions.distribute, "spread", "children")
        } else {
            let align = frame.member("primaryAxisAlignItems")?.string ?? "MIN"
            guard let placed = ["MIN": "leading", "CENTER": "center", "MAX": "trailing"][align] else {
                throw design.mistake("primaryAxisAlignItems", "\(quoted(align)) spreads the children apart, which a grid with one spacing cannot say",
                              hint: "use MIN, CENTER or MAX, or give the design by flags")
            }
            design.set(LayoutOptions.strategy, "padding", "primaryAxisAlignItems")
            design.set(LayoutOptions.align, placed, "primaryAxisAlignItems")
        }
        return (figma, "a horizontal auto layout of \(children.count) children (\(fills) filling), spacing \(decimalText(frame.member("itemSpacing")?.double ?? 0))")
    }

    /// A length in the design's logical px, as gridcalc reads it.
    static func pt(_ value: Double) -> String { decimalText(value, maxFractionDigits: 9) + "pt" }

    /// Whether a node has a design gridcalc reads.
    static func hasDesign(_ n: JSONValue) -> Bool {
        (n.member("layoutGrids")?.elements ?? []).contains { ["COLUMNS", "GRID"].contains($0.member("pattern")?.string) } || n.member("layoutMode")?.string == "HORIZONTAL"
    }

    /// The frames, for a mistake: `Home (1:23): COLUMNS STRETCH ×7`.
    static func listing(_ frames: [JSONValue]) -> String {
        guard !frames.isEmpty else { return "it has no frame with a COLUMNS or GRID grid or a horizontal auto layout" }
        let shown = frames.prefix(maxListed).map { f -> String in
            let grids = (f.member("layoutGrids")?.elements ?? []).map { g in
                "\(g.member("pattern")?.string ?? "?") \(g.member("alignment")?.string ?? "") ×\(g.member("count")?.text ?? "?")"
            }
            let design = grids.isEmpty ? "auto layout" : grids.joined(with: ", ")
            return "\(shownLine(f.member("name")?.string ?? "", limitBytes: 60)) (\(shownLine(f.member("id")?.string ?? "", limitBytes: 30))): \(design)"
        }
        return "the frames are " + shown.joined(with: "; ") + (frames.count > maxListed ? "; … and \(frames.count - maxListed) more" : "")
    }
}
