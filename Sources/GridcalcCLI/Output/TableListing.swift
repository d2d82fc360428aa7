// TableListing: a table layout for people (table) and spreadsheets (CSV) (Docs/table.md).
//
// Rule: a summary (width, scale, style, sections, row height, separator counts, content height),
// then one line per element in vertical order: each section's header, its rows — each followed by
// the separators inside it, top to bottom — and its footer. A separator's row is the row it runs
// along, its anchor `after` (the row's bottom edge) or `before` (its top edge), its line `full`
// (the table's width) or `inset`. Points in the table are rounded to 3 decimals; CSV has full doubles.

import GridCore

package enum TableListing {
    /// One listed element.
    package struct Line {
        package let kind: String, section: Int, row: Int?, anchor: String, line: String
        package let frame: Frame
    }

    /// Every element of `d` in vertical order.
    package static func lines(_ d: TableDocument) -> [Line] {
        var out: [Line] = []
        for section in d.sections {
            let s = section.index
            if let header = section.header { out.append(Line(kind: "header", section: s, row: nil, anchor: "", line: "", frame: header)) }
            var separators = section.separators[...]
            for (r, row) in section.rows.enumerated() {
                out.append(Line(kind: "row", section: s, row: r, anchor: "", line: "", frame: row))
                while let sep = separators.first, (sep.afterRow ?? sep.beforeRow) == r {
                    out.append(Line(kind: "separator", section: s, row: r, anchor: sep.afterRow == nil ? "before" : "after",
                                    line: sep.fullWidth ? "full" : "inset", frame: sep.rect))
                    separators = separators.dropFirst()
                }
            }
            if let footer = section.footer { out.append(Line(kind: "footer", section: s, row: nil, anchor: "", line: "", frame: footer)) }
        }
        return out
    }

    /// The summary and the listing.
    package static func table(_ d: TableDocument, platform: Platform = .ios) -> String {
        let u = platform.unitSuffix
        let i = d.input
        let rows = i.sections.reduce(0, +)
        let separators = d.sections.flatMap(\.separators)
        let full = separators.filter(\.fullWidth).count
        var out = "table       \(decimalText(i.width.pt))\(u) = \(i.width.px)px at \(i.scale)x, \(i.style.rawValue), \(i.direction.rawValue)"
        out += (i.device.map { ", device \($0)" } ?? "") + "\n"
        out += "sections    \(i.sections.count) (\(rows) row\(rows == 1 ? "" : "s") in all)"
        out += ", rows \(describe(i.rowHeight, platform)), header \(describe(i.headerHeight, platform)), footer \(describe(i.footerHeight, platform))\n"
        out += "separators  \(separators.count): \(full) full width, \(separators.count - full) inset"
        if let inset = separators.first(where: { !$0.fullWidth }) {
            out += " (x \(inset.rect.x.px)px, width \(inset.rect.width.px)px)"
        }
        out += ", 1px at the \(i.position.rawValue) of their row\n"
        out += "content     \(i.width.px) × \(d.content.height.px)px (\(decimalText(i.width.pt)) × \(decimalText(d.content.height.pt))\(u))\n"
        let listed = lines(d)
        guard !listed.isEmpty else { return out }
        var table = TextTable(header: ["kind", "section", "row", "anchor", "line", "x px", "y px", "width px", "height px",
                                       "x \(u)", "y \(u)", "width \(u)", "height \(u)"],
                              rightAligned: [false, true, true, false, false] + Array(repeating: true, count: 8))
        for l in listed {
            table.append([l.kind, String(l.section), l.row.map(String.init) ?? "", l.anchor, l.line] + tableCells(l.frame))
        }
        return out + "\n" + table.render()
    }

    package static let csvHeader = "kind,section,row,anchor,line,x_px,y_px,width_px,height_px,x_pt,y_pt,width_pt,height_pt"

    /// One CSV row per element, after a header.
    package static func csv(_ d: TableDocument) -> String {
        var out = csvHeader + "\n"
        for l in lines(d) {
            out += "\(l.kind),\(l.section),\(l.row.map(String.init) ?? ""),\(l.anchor),\(l.line),\(csvFields(l.frame))\n"
        }
        return out
    }
}
