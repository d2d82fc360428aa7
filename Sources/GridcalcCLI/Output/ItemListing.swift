// ItemListing: a grid's items and separator bands for people (table) and spreadsheets (CSV).
//
// Rule (Docs/rows-and-separators.md): one row per item and per band, in vertical order — a band before item i comes
// right before item i, a band before n (the item count) last. A band has no row or column; its index
// is the item it comes before. Points in the table are rounded to 3 decimals; CSV has full doubles.

import GridCore

package enum ItemListing {
    /// An item or a band, as listed.
    package enum Element {
        case item(GridItem)
        case separator(SeparatorBand)
    }

    /// The items and bands of `d` in vertical order (empty when the grid has no items).
    package static func elements(_ d: GridDocument) -> [Element] {
        let items = d.items ?? []
        var bands = (d.separators ?? [])[...]
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
        var out = "rows      \(rows.count) × \(describe(rows.height)), line spacing \(describe(rows.lineSpacing)); "
        out += "\(itemCount) item\(itemCount == 1 ? "" : "s"), \(bandCount) separator\(bandCount == 1 ? "" : "s")\n"
        out += "content   \(content.width.px) × \(content.height.px)px (\(decimalText(content.width.pt)) × \(decimalText(content.height.pt))pt)\n"
        let elements = elements(d)
        guard !elements.isEmpty else { return out }
        var table = TextTable(header: ["kind", "index", "row", "column", "x px", "y px", "width px", "height px",
                                       "x pt", "y pt", "width pt", "height pt"],
                              rightAligned: [false] + Array(repeating: true, count: 11))
        for element in elements {
            let (kind, index, row, column, x, y, width, height) = fields(element)
            table.append([kind, String(index), row.map(String.init) ?? "", column.map(String.init) ?? "",
                          String(x.px), String(y.px), String(width.px), String(height.px),
                          decimalText(x.pt), decimalText(y.pt), decimalText(width.pt), decimalText(height.pt)])
        }
        return out + "\n" + table.render()
    }

    package static let csvHeader = "kind,index,row,column,x_px,y_px,width_px,height_px,x_pt,y_pt,width_pt,height_pt"

    /// One CSV row per item and band, after a header.
    package static func csv(_ d: GridDocument) -> String {
        var out = csvHeader + "\n"
        for element in elements(d) {
            let (kind, index, row, column, x, y, width, height) = fields(element)
            out += "\(kind),\(index),\(row.map(String.init) ?? ""),\(column.map(String.init) ?? ""),"
            out += "\(x.px),\(y.px),\(width.px),\(height.px),\(x.pt),\(y.pt),\(width.pt),\(height.pt)\n"
        }
        return out
    }

    private static func fields(_ element: Element)
        -> (kind: String, index: Int, row: Int?, column: Int?, x: Length, y: Length, width: Length, height: Length) {
        switch element {
        case .item(let i): return ("item", i.index, i.row, i.column, i.frame.x, i.frame.y, i.frame.width, i.frame.height)
        case .separator(let s): return ("separator", s.beforeItem, nil, nil, s.frame.x, s.frame.y, s.frame.width, s.frame.height)
        }
    }
}
