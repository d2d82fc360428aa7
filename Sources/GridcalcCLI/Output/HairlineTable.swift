// HairlineTable: one row per scale — the 1px thickness in points, the stroke offset, and where
// `--at` snapped the line.

import GridCore

package enum HairlineTable {
    /// One row per scale; the `--at` columns only when a position was asked for.
    package static func render(_ d: HairlineDocument) -> String {
        let withAt = d.hairlines.first?.at != nil
        var header = ["scale", "1px in pt", "stroke offset pt"]
        if withAt { header += ["at pt", "y px", "y pt", "stroke center pt"] }
        var table = TextTable(header: header, rightAligned: Array(repeating: true, count: header.count))
        let pt = { (value: Double) in decimalText(value, maxFractionDigits: 6) }
        for h in d.hairlines {
            var row = [h.scale.description, pt(h.thickness.pt), pt(h.strokeOffsetPt)]
            if let at = h.at { row += [pt(at.requestedPt), String(at.y.px), pt(at.y.pt), pt(at.strokeCenterPt)] }
            table.append(row)
        }
        var out = "hairline  1 device pixel thick; a stroke's path sits 0.5px inside its pixel (Core Graphics centres strokes)\n\n"
        out += table.render()
        if withAt { out += "\nfill rect: y = y pt, height = 1px in pt; stroke: path at the stroke center, line width = 1px in pt\n" }
        return out
    }
}
