// GridSVG: the grid drawn at device-pixel resolution (Docs/svg.md, `--format svg`).
//
// Rule: 1 SVG unit = 1 device pixel; every rectangle has whole-pixel edges and the drawing uses
// `shape-rendering="crispEdges"`, so a renderer fills exactly the pixels gridcalc computed. `--zoom N`
// sets the image size to N × the drawing (viewBox unchanged): each device pixel becomes an N×N block.
// Layers, bottom to top: the gap colour over everything (with inside borders, the lines' colour); the inset strips (left, right, top, bottom);
// one rectangle per cell (alternating two blues by its first column; a spanning item is one cell
// over its columns) or empty slot; separator bands; labels
// (white text, centred in cells large enough to hold it). Colours (documented in Docs/svg.md):
//   gap #E8175D, inset #FFD23F, cell #1F5FAD / #3E8EDE, empty slot #D0D7E1, band #101010, label #FFFFFF.
// Without items the drawing is one row of cells, as tall as the base cell width (at least 8px).
// Valid SVG 1.1; standard library only. A drawing has at most `maxSlots` cells and empty slots (rows ×
// columns), checked before anything is drawn, so the largest picture is about 30 MB.

import GridCore

package enum GridSVG {
    package static let gap = "#E8175D", inset = "#FFD23F", cellEven = "#1F5FAD", cellOdd = "#3E8EDE"
    package static let empty = "#D0D7E1", band = "#101010", label = "#FFFFFF"

    /// The most cells and empty slots (rows × columns) one drawing may have.
    package static let maxSlots = 100_000

    /// The cells and empty slots `render` draws: every slot of every row, or one row of cells.
    package static func slotCount(_ d: GridDocument) -> Int { (d.rows?.count ?? 1) * d.columns.count }

    package static func render(_ d: GridDocument, zoom: Int) -> String {
        let width = d.container.px
        let rowHeight = d.rows?.height.px ?? max(d.cell.basePx, 8)
        let height = d.content?.height.px ?? rowHeight
        let left = d.insets.left.px, right = d.insets.right.px
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width * zoom)\" height=\"\(height * zoom)\""
        out += " viewBox=\"0 0 \(width) \(height)\" shape-rendering=\"crispEdges\">\n"
        out += "<title>\(escaped(title(d)))</title>\n"
        out += "<desc>1 unit = 1 device pixel (zoom \(zoom)). Colours: gap \(gap), inset \(inset), cells \(cellEven)/\(cellOdd), empty slot \(empty), separator \(band).</desc>\n"
        out += rect(0, 0, width, height, gap, "gaps")
        out += rect(0, 0, left, height, inset, "left inset")
        out += rect(width - right, 0, right, height, inset, "right inset")

        var labels = ""
        // One font size for every label of the drawing, so that a wider cell never gets smaller
        // text than a narrower one (its label may simply be longer).
        let labelRowHeight = d.rows?.height.px ?? rowHeight
        let fontSize = labelFontSize(d.columns, rowHeight: labelRowHeight, platform: d.input.platform)
        func cell(_ column: GridDocument.Column, y: Int, h: Int, item: Int?) {
            let fill = item == nil ? empty : (column.index % 2 == 0 ? cellEven : cellOdd)
            let what = item.map { "item \($0)" } ?? "empty slot"
            out += rect(column.x.px, y, column.width.px, h, fill, "\(what), column \(column.index): x \(column.x.px)px, \(column.width.px)px × \(h)px")
            if item != nil { labels += label(column, y: y, h: h, size: fontSize, platform: d.input.platform) }
        }
        if let items = d.items, let rows = d.rows {
            // Rows: every slot of every row, filled or empty.
            var rowTops: [Int] = []
            for item in items where rowTops.last != item.frame.y.px { rowTops.append(item.frame.y.px) }
            // Every slot a row's items cover; a spanning item is drawn once, as one cell over its columns.
            var slots: [Int: [Int: GridDocument.Item]] = [:]
            for item in items {
                for c in item.column..<(item.column + (item.span ?? 1)) { slots[item.frame.y.px, default: [:]][c] = item }
            }
            for rowTop in rowTops {
                for column in d.columns {
                    guard let item = slots[rowTop]?[column.index] else { cell(column, y: rowTop, h: rows.height.px, item: nil); continue }
                    guard item.column == column.index else { continue }
                    let covering = (item.span ?? 1) == 1 ? column
                        : GridDocument.Column(index: column.index, x: item.frame.x, width: item.frame.width, extraPx: 0, track: column.track)
                    cell(covering, y: rowTop, h: rows.height.px, item: item.index)
                }
            }
            let bands = d.separators ?? []
            for s in bands { out += rect(s.frame.x.px, s.frame.y.px, s.frame.width.px, s.frame.height.px, band, "separator before item \(s.beforeItem)") }
            // The top and bottom insets: above the first element and below the last (all of it without any).
            let tops = rowTops + bands.map(\.frame.y.px)
            // With inside borders a row's frame takes in the line below it (gap-coloured, as the lines are).
            let rowExtent = rows.height.px + (d.input.borderWidth?.px ?? 0)
            let bottoms = rowTops.map { $0 + rowExtent } + bands.map { $0.frame.y.px + $0.frame.height.px }
            if let first = tops.min(), let last = bottoms.max() {
                out += rect(0, 0, width, first, inset, "top inset")
                out += rect(0, last, width, height - last, inset, "bottom inset")
            } else {
                out += rect(0, 0, width, height, inset, "top and bottom insets")
            }
        } else {
            for column in d.columns { cell(column, y: 0, h: rowHeight, item: column.index) }
        }
        return out + labels + "</svg>\n"
    }

    package static func title(_ d: GridDocument) -> String {
        "gridcalc: \(decimalText(d.container.pt))pt = \(d.container.px)px at \(d.input.scale)x, \(d.columns.count) columns,"
            + " spacing \(d.spacing.px)px, insets \(d.insets.left.px)px / \(d.insets.right.px)px"
            + (d.items.map { ", \($0.count) items" } ?? "")
    }

    package static func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ fill: String, _ what: String) -> String {
        guard w > 0, h > 0 else { return "" }
        return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"\(fill)\"><title>\(escaped(what))</title></rect>\n"
    }

    /// A cell's label: its track (with tracks), its width in px and pt.
    package static func labelText(_ column: GridDocument.Column, _ platform: Platform = .ios) -> String {
        (column.track == nil ? "" : trackText(column, platform) + " · ") + "\(column.width.px)px · \(decimalText(column.width.pt))\(platform.unitSuffix)"
    }

    /// The font size every label of a drawing gets: the largest that fits the tightest cell
    /// (width ÷ label length × 1.6) and a fifth of the row height.
    package static func labelFontSize(_ columns: [GridDocument.Column], rowHeight: Int, platform: Platform = .ios) -> Double {
        columns.reduce(Double(rowHeight) / 5) { size, column in
            min(size, Double(column.width.px) / Double(labelText(column, platform).count) * 1.6)
        }
    }

    /// A label of `size` centred in a cell, when that size can be read (at least 3 units).
    package static func label(_ column: GridDocument.Column, y: Int, h: Int, size: Double, platform: Platform = .ios) -> String {
        let text = labelText(column, platform)
        guard size >= 3 else { return "" }
        let x = Double(column.x.px) + Double(column.width.px) / 2
        let baseline = Double(y) + Double(h) / 2 + size / 3
        return "<text x=\"\(decimalText(x, maxFractionDigits: 2))\" y=\"\(decimalText(baseline, maxFractionDigits: 2))\" font-family=\"sans-serif\""
            + " font-size=\"\(decimalText(size, maxFractionDigits: 2))\" fill=\"\(label)\" text-anchor=\"middle\" shape-rendering=\"auto\">\(escaped(text))</text>\n"
    }

    package static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
