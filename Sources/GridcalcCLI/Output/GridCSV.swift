// GridCSV: the grid result as comma-separated values, one row per column.
//
// Rule: a header row, then one row per column; pixels as integers, points as the full IEEE-754
// double (shortest text that reads back to the same value), so nothing is lost to rounding. With
// tracks (Docs/tracks.md) a last column `track` says which: `2fr` or `80pt` (its fixed width in pt).

import GridCore

package enum GridCSV {
    package static let header = "index,x_px,width_px,x_pt,width_pt,extra_px"

    package static func render(_ d: GridDocument) -> String {
        let tracks = d.columns.first?.track != nil
        var out = header + (tracks ? ",track\n" : "\n")
        for c in d.columns {
            out += "\(c.index),\(c.x.px),\(c.width.px),\(c.x.pt),\(c.width.pt),\(c.extraPx)"
            out += c.track == nil ? "\n" : ",\(trackText(c, d.input.platform))\n"
        }
        return out
    }
}

/// A column's track as written on the command line: `2fr`, `1.5fr`, or its fixed width `80pt`;
/// "" for a column of equal columns.
package func trackText(_ column: GridDocument.Column, _ platform: Platform) -> String {
    switch column.track {
    case .flexible(let thousandths)?: return "\(decimalText(Double(thousandths) / 1000, maxFractionDigits: 3))fr"
    case .fixed?: return "\(decimalText(column.width.pt))\(platform.unitSuffix)"
    case nil: return ""
    }
}
