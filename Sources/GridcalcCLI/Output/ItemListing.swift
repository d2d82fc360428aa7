// ItemListing: a grid's items and separator bands for people (table) and spreadsheets (CSV).
//
// Rule (Docs/rows-and-separators.md): one row per item and per band, in vertical order — a band before item i comes
// right before item i, a band before n (the item count) last. A band has no row or column; its index
// is the item it comes before. With inside borders (Docs/borders.md) each item (its cell, the
// interior) is followed by its view's `frame` and its lines (`line-trailing`, `line-bottom`), with
// the item's index, row and column. With spans (Docs/spans.md) a last column `span` gives the
// columns each item covers (its `column` is the first, leading one). With a visible range (Docs/visible.md) only the items and bands
// in it are listed. Points in the table are rounded to 3 decimals; CSV has full doubles.

import GridCore

package enum ItemListing {
    /// An item or a band, as listed.
    package enum Element {
        case item(GridDocument.Item)
        case separator(GridDocument.SeparatorBand)
    }

    /// The items and bands of `d` in vertical order (empty when the grid has no items), only those
    /// in its visible range when it has one.
    package static func elements(_ d: GridDocument) -> [Element] {
        var items = d.items ?? []
        var bands = (d.separators ?? [])[...]
        if let visible = d.visible {
            items = visible.items.map { items[$0] }
            let shown = Set(visible.separators)
            bands = bands.filter { shown.contains($0.beforeItem) }[...]
        }
        var out: [Element] = []
        out.reserveCapacity(items.count + bands.count)
        for item in items {
            while let band = bands.first, band.beforeItem <= item.index {
                out.append(.separator(band))
                bands = bands.dropFirst()
            }
            out.append(.item(item))
        }
        out += bands.map(Element.separator)
        return out
    }

    /// The rows summary and the listing table.
    package static func table(_ d: GridDocument) -> String {
        guard let rows = d.rows, let content = d.content else { return "" }
        let itemCount = d.items?.count ?? 0
        let bandCount = d.separators?.count ?? 0
        let unit = d.input.platform
        var out = "rows      \(rows.count) × \(describe(rows.height, unit)), line spacing \(describe(rows.lineSpacing, unit)); "
        out += "\(itemCount) item\(itemCount == 1 ? "" : "s"), \(bandCount) separator\(bandCount == 1 ? "" : "s")\n"
        out += "content   \(content.width.px) × \(content.height.px)px (\(unit.amount("\(decimalText(content.width.pt)) × \(decimalText(content.height.pt))")))\n"
        if let width = d.input.borderWidth {
            out += "borders   inside, \(describe(width, unit)): each item's frame takes in its trailing line (not in the last column) and its bottom line\n"
        }
        if let visible = d.visible {
            out += "visible   y \(describe(visible.y0, unit)) ..< \(describe(visible.y1, unit)): \(visible.items.count) item\(visible.items.count == 1 ? "" : "s"),"
            out += " \(visible.separators.count) separator\(visible.separators.count == 1 ? "" : "s")\n"
        }
        let elements = elements(d)
        guard !elements.isEmpty else { return out }
        let spans = d.items?.first?.span != nil
        var table = TextTable(header: ["kind", "index", "row", "column", "x px", "y px", "width px", "height px",
                                       "x \(unit.unitSuffix)", "y \(unit.unitSuffix)", "width \(unit.unitSuffix)", "height \(unit.unitSuffix)"] + (spans ? ["span"] : []),
                              rightAligned: [false] + Array(repeating: true, count: spans ? 12 : 11))
        for line in lines(elements) {
            let (kind, index, row, column, f, span) = line
            table.append([kind, String(index), row.map(String.init) ?? "", column.map(String.init) ?? ""] + tableCells(f)
                         + (spans ? [span.map(String.init) ?? ""] : []))
        }
        return out + "\n" + table.render()
    }

    package static let csvHeader = "kind,index,row,column,x_px,y_px,width_px,height_px,x_pt,y_pt,width_pt,height_pt"

    /// One CSV row per item and band, after a header.
    package static func csv(_ d: GridDocument) -> String {
        let spans = d.items?.first?.span != nil
        var out = csvHeader + (spans ? ",span\n" : "\n")
        for (kind, index, row, column, f, span) in lines(elements(d)) {
            out += "\(kind),\(index),\(row.map(String.init) ?? ""),\(column.map(String.init) ?? ""),\(csvFields(f))"
            out += spans ? ",\(span.map(String.init) ?? "")\n" : "\n"
        }
        return out
    }

    /// The listing's lines: an item, then (with inside borders) its view frame and its lines; a band.
    private static func lines(_ elements: [Element]) -> [(kind: String, index: Int, row: Int?, column: Int?, frame: Frame, span: Int?)] {
        var out: [(kind: String, index: Int, row: Int?, column: Int?, frame: Frame, span: Int?)] = []
        out.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .item(let i):
                out.append(("item", i.index, i.row, i.column, i.frame, i.span))
                if let view = i.viewFrame { out.append(("frame", i.index, i.row, i.column, view, nil)) }
                for line in i.lines ?? [] { out.append(("line-\(line.edge.rawValue)", i.index, i.row, i.column, line.rect, nil)) }
            case .separator(let s):
                out.append(("separator", s.beforeItem, nil, nil, s.frame, nil))
            }
        }
        return out
    }
}
