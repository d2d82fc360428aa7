// GridCSV: the grid result as comma-separated values, one row per column.
//
// Rule: a header row, then one row per column; pixels as integers, points as the full IEEE-754
// double (shortest text that reads back to the same value), so nothing is lost to rounding.

import GridCore

package enum GridCSV {
    package static let header = "index,x_px,width_px,x_pt,width_pt,extra_px"

    package static func render(_ d: GridDocument) -> String {
        var out = header + "\n"
        for c in d.columns {
            out += "\(c.index),\(c.x.px),\(c.width.px),\(c.x.pt),\(c.width.pt),\(c.extraPx)\n"
        }
        return out
    }
}
