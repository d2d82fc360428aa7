// GridJSON: grid@1 and sweep@1 documents written straight to bytes — the fast path of JSON output.
//
// Rule: exactly the text `JSONWriter` writes for the same document (keys sorted, two-space indent,
// `"key": value`, `[]` when empty, shortest round-trip doubles), but without building a tree: the
// keys of each object are written in their sorted order by hand. A sweep prints hundreds of grid
// documents, and this path is several times faster than the generic one. The end-to-end tests
// compare both paths byte for byte (GRIDCALC_GENERIC_JSON=1 selects the generic one).

import GridCore

package struct GridJSON {
    private let out = JSONOutputBytes()

    /// `document` as grid@1 JSON followed by a newline.
    package static func grid(_ document: GridDocument) throws -> JSONOutputBytes {
        var w = GridJSON()
        try w.grid(document, indent: 0, withInput: true)
        return w.finish()
    }

    /// `document` as sweep@1 JSON followed by a newline.
    package static func sweep(_ document: SweepDocument) throws -> JSONOutputBytes {
        var w = GridJSON()
        w.out.reserveCapacity(document.cases.count * 3072 + document.cases.reduce(0) { $0 + $1.columns * 200 })
        w.open()
        w.key("cases", 0, first: true)
        try w.array(document.cases, 4) { w, c, indent in
            w.open()
            w.key("columns", indent, first: true); w.int(c.columns)
            w.key("device", indent); w.string(c.device)
            w.key("layout", indent)
            if let layout = c.layout { try w.grid(layout, indent: indent + 2, withInput: false) } else { w.out.add("null") }
            w.key("orientation", indent); w.string(c.orientation.rawValue)
            w.key("violations", indent)
            w.array(c.violations, indent + 4) { w, v, indent in
                w.open()
                w.key("actual_px", indent, first: true); w.optionalInt(v.actualPx)
                w.key("kind", indent); w.string(v.kind)
                w.key("limit_px", indent); w.optionalInt(v.limitPx)
                w.key("message", indent); w.string(v.message)
                w.close(indent)
            }
            w.close(indent)
        }
        w.key("ok", 0); w.bool(document.ok)
        w.key("schema", 0); w.string(SweepDocument.schemaID)
        w.close(0)
        return w.finish()
    }

    private mutating func finish() -> JSONOutputBytes {
        out.add("\n")
        return out
    }

    /// A grid document whose members are indented by `indent + 2` spaces.
    private mutating func grid(_ d: GridDocument, indent: Int, withInput: Bool) throws {
        let i = indent
        open()
        key("cell", i, first: true)
        open(); key("base_px", i + 2, first: true); int(d.cell.basePx); key("max_px", i + 2); int(d.cell.maxPx)
        key("min_px", i + 2); int(d.cell.minPx); close(i + 2)
        key("columns", i)
        try array(d.columns, i + 4) { w, c, indent in
            w.open()
            w.key("extra_px", indent, first: true); w.int(c.extraPx)
            w.key("index", indent); w.int(c.index)
            w.key("width", indent); try w.length(c.width, indent + 2)
            w.key("x", indent); try w.length(c.x, indent + 2)
            w.close(indent)
        }
        key("container", i); try length(d.container, i + 2)
        if let content = d.content {
            key("content", i)
            open(); key("height", i + 2, first: true); try length(content.height, i + 4)
            key("width", i + 2); try length(content.width, i + 4); close(i + 2)
        }
        key("flow_layout", i)
        let f = d.flowLayout
        open()
        key("fits", i + 2, first: true); bool(f.fits)
        key("inset_left_pt", i + 2); try double(f.insetLeftPt)
        key("inset_right_pt", i + 2); try double(f.insetRightPt)
        key("item_widths_pt", i + 2)
        try array(f.itemWidthsPt, i + 6) { w, value, _ in try w.double(value) }
        key("spacing_pt", i + 2); try double(f.spacingPt)
        key("sum_pt", i + 2); try double(f.sumPt)
        close(i + 2)
        if withInput {
            let p = d.input
            key("input", i)
            open()
            key("align", i + 2, first: true); optionalString(p.align?.rawValue)
            key("columns", i + 2); int(p.columns)
            key("device", i + 2); optionalString(p.device)
            key("direction", i + 2); string(p.direction.rawValue)
            key("distribute", i + 2); optionalString(p.distribute?.rawValue)
            key("inset_leading", i + 2); try length(p.insetLeading, i + 4)
            key("inset_trailing", i + 2); try length(p.insetTrailing, i + 4)
            key("scale", i + 2); try double(p.scale.pixelsPerPoint)
            key("spacing", i + 2); try length(p.spacing, i + 4)
            key("strategy", i + 2); string(p.strategy)
            key("width", i + 2); try length(p.width, i + 4)
            close(i + 2)
        }
        key("insets", i)
        open()
        key("leading", i + 2, first: true); try length(d.insets.leading, i + 4)
        key("left", i + 2); try length(d.insets.left, i + 4)
        key("right", i + 2); try length(d.insets.right, i + 4)
        key("trailing", i + 2); try length(d.insets.trailing, i + 4)
        close(i + 2)
        if let items = d.items {
            key("items", i)
            try array(items, i + 4) { w, item, indent in
                w.open()
                w.key("column", indent, first: true); w.int(item.column)
                w.key("height", indent); try w.length(item.height, indent + 2)
                w.key("index", indent); w.int(item.index)
                w.key("row", indent); w.int(item.row)
                w.key("width", indent); try w.length(item.width, indent + 2)
                w.key("x", indent); try w.length(item.x, indent + 2)
                w.key("y", indent); try w.length(item.y, indent + 2)
                w.close(indent)
            }
        }
        key("remainder_px", i); int(d.remainderPx)
        if let rows = d.rows {
            key("rows", i)
            open()
            key("count", i + 2, first: true); int(rows.count)
            key("height", i + 2); try length(rows.height, i + 4)
            key("line_spacing", i + 2); try length(rows.lineSpacing, i + 4)
            close(i + 2)
        }
        key("schema", i); string(d.schema)
        if let separators = d.separators {
            key("separators", i)
            try array(separators, i + 4) { w, s, indent in
                w.open()
                w.key("before_item", indent, first: true); w.int(s.beforeItem)
                w.key("height", indent); try w.length(s.height, indent + 2)
                w.key("width", indent); try w.length(s.width, indent + 2)
                w.key("x", indent); try w.length(s.x, indent + 2)
                w.key("y", indent); try w.length(s.y, indent + 2)
                w.close(indent)
            }
        }
        key("spacing", i); try length(d.spacing, i + 2)
        key("warnings", i)
        array(d.warnings, i + 4) { w, text, _ in w.string(text) }
        close(i)
    }

    // MARK: Pieces. An object's "indent" is its own indentation; its members sit 2 spaces deeper.

    private mutating func open() { out.add("{") }

    /// `,\n` (or `\n` for the first member), the members' indentation (`indent + 2` for an object
    /// at `indent`), and `"name": `.
    private mutating func key(_ name: StaticString, _ indent: Int, first: Bool = false) {
        out.addMember(name, indent: indent + 2, first: first)
    }

    /// Closes an object whose own indentation is `indent` (its members were at `indent + 2`).
    private mutating func close(_ indent: Int) {
        out.addNewline(indent: indent)
        out.add(byte: UInt8(ascii: "}"))
    }

    /// An array whose elements sit at `indent` spaces (its closing bracket at `indent − 2`);
    /// `element` writes one element, given that indentation.
    private mutating func array<T>(_ values: [T], _ indent: Int, _ element: (inout GridJSON, T, Int) throws -> Void) rethrows {
        guard !values.isEmpty else { out.add("[]"); return }
        out.add("[")
        for (n, value) in values.enumerated() {
            out.addNewline(indent: indent)
            try element(&self, value, indent)
            if n < values.count - 1 { out.add(byte: UInt8(ascii: ",")) }
        }
        out.addNewline(indent: indent - 2)
        out.add(byte: UInt8(ascii: "]"))
    }

    /// A length object whose own indentation is `indent`; its braces open at the current position.
    private mutating func length(_ l: Length, _ indent: Int) throws {
        open(); key("pt", indent, first: true); try double(l.pt)
        key("px", indent); int(l.px); close(indent)
    }

    private mutating func int(_ v: Int) { out.add(v) }
    private mutating func optionalInt(_ v: Int?) { if let v { int(v) } else { out.add("null") } }
    private mutating func bool(_ v: Bool) { out.add(v ? "true" : "false") }
    private mutating func double(_ v: Double) throws { try out.add(v) }
    private mutating func string(_ s: String) { JSONWriter.writeQuoted(s, to: out) }
    private mutating func optionalString(_ s: String?) { if let s { string(s) } else { out.add("null") } }
}
