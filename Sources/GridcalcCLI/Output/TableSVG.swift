// TableSVG: a table layout drawn at device-pixel resolution (Docs/table.md, `--format svg`).
//
// Rule: as for the grid (Docs/svg.md), 1 SVG unit = 1 device pixel, whole-pixel rectangles and
// `shape-rendering="crispEdges"`; `--zoom N` draws each device pixel as an N×N block. Layers, bottom
// to top: headers and footers, rows (alternating two blues by row), then the separators, so every
// separator pixel shows its colour and a doubled or missing line can be seen. Colours (Docs/table.md):
//   header #FFD23F, footer #F4A259, rows #1F5FAD / #3E8EDE, inset separator #101010,
//   full-width separator #E8175D. An empty table is drawn 1px tall in the background #FFFFFF.

import GridCore

package enum TableSVG {
    package static let header = "#FFD23F", footer = "#F4A259", rowEven = "#1F5FAD", rowOdd = "#3E8EDE"
    package static let inset = "#101010", full = "#E8175D", background = "#FFFFFF"

    package static func render(_ d: TableDocument, zoom: Int) -> String {
        let width = d.input.width.px
        let height = max(d.content.height.px, 1)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width * zoom)\" height=\"\(height * zoom)\""
        out += " viewBox=\"0 0 \(width) \(height)\" shape-rendering=\"crispEdges\">\n"
        out += "<title>\(GridSVG.escaped("gridcalc table: \(decimalText(d.input.width.pt))pt = \(width)px at \(d.input.scale)x, \(d.input.style.rawValue), sections \(d.input.sections.map(String.init).joined(with: ","))"))</title>\n"
        out += "<desc>1 unit = 1 device pixel (zoom \(zoom)). Colours: header \(header), footer \(footer), rows \(rowEven)/\(rowOdd), inset separator \(inset), full-width separator \(full).</desc>\n"
        out += GridSVG.rect(0, 0, width, height, background, "background")
        var lines = ""
        for section in d.sections {
            if let h = section.header { out += rect(h, header, "section \(section.index) header") }
            for (r, row) in section.rows.enumerated() {
                out += rect(row, r % 2 == 0 ? rowEven : rowOdd, "section \(section.index) row \(r)")
            }
            if let f = section.footer { out += rect(f, footer, "section \(section.index) footer") }
            for s in section.separators {
                let anchor = s.afterRow.map { "after row \($0)" } ?? "before row \(s.beforeRow ?? 0)"
                lines += rect(s.rect, s.fullWidth ? full : inset,
                              "section \(section.index) \(s.fullWidth ? "full-width" : "inset") separator \(anchor): x \(s.rect.x.px)px, y \(s.rect.y.px)px, \(s.rect.width.px)px")
            }
        }
        return out + lines + "</svg>\n"
    }

    private static func rect(_ f: Frame, _ fill: String, _ what: String) -> String {
        GridSVG.rect(f.x.px, f.y.px, f.width.px, f.height.px, fill, what)
    }
}
