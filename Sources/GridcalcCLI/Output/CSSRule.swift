// CSSRule: `--format css` — a grid as a CSS rule to paste (Docs/web.md).
//
// Rule: a comment naming the layout and the devicePixelRatio it is exact at, then `.grid { … }`
// with display, box-sizing, width, padding-inline, grid-template-columns (equal neighbours as
// `repeat(k, v)`), column-gap, and with items padding-block, grid-auto-rows and row-gap; then one
// `grid-column: span k` rule per spanning item. The values are GridCore's `CSSGrid`.

import GridCore

package enum CSSRule {
    package static func render(_ d: GridDocument) -> String {
        let css = CSSGrid(d)
        let px = { (value: String) in value == "0" ? "0" : value + "px" }
        var out = "/* gridcalc: \(d.container.px)px at devicePixelRatio \(d.input.scale) (\(decimalText(d.container.pt)) CSS px),"
        out += " \(d.columns.count) column\(d.columns.count == 1 ? "" : "s"), spacing \(d.spacing.px)px, \(GridTable.strategyText(d)), \(d.input.direction.rawValue)"
        if let rows = d.rows { out += "; \(d.items?.count ?? 0) items in \(rows.count) rows of \(rows.height.px)px" }
        out += ".\n   Exact at devicePixelRatio \(d.input.scale) only; rename .grid to your container. */\n"
        out += ".grid {\n"
        out += "  display: grid;\n"
        out += "  box-sizing: border-box;\n"
        out += "  width: \(px(css.width));\n"
        out += "  padding-inline: \(px(css.paddingInline.start)) \(px(css.paddingInline.end));\n"
        out += "  grid-template-columns: \(trackList(css.columns.map(px)));\n"
        out += "  column-gap: \(px(css.columnGap));\n"
        if let rows = css.rows {
            out += "  padding-block: \(px(rows.paddingStart)) \(px(rows.paddingEnd));\n"
            out += "  grid-auto-rows: \(px(rows.height));\n"
            out += "  row-gap: \(px(rows.gap));\n"
        }
        out += "}\n"
        for span in css.spans {
            out += ".grid > :nth-child(\(span.item + 1)) { grid-column: span \(span.columns); }\n"
        }
        return out
    }

    /// `a a a b` → `repeat(3, a) b`.
    static func trackList(_ values: [String]) -> String {
        var parts: [String] = []
        var i = 0
        while i < values.count {
            var j = i
            while j + 1 < values.count, values[j + 1] == values[i] { j += 1 }
            parts.append(j > i ? "repeat(\(j - i + 1), \(values[i]))" : values[i])
            i = j + 1
        }
        return parts.joined(with: " ")
    }
}
