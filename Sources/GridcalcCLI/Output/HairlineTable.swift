// HairlineTable: one row per scale — the 1px thickness in points, the stroke offset, and where
// `--at` snapped the line.

import GridCore

package enum HairlineTable {
    /// One row per scale; the `--at` columns only when a position was asked for.
    package static func render(_ d: HairlineDocument, platform: Platform = .ios) -> String {
        let withAt = d.hairlines.first?.at != nil
        let u = platform.unitSuffix
        var header = ["scale", "1px in \(u)", "stroke offset \(u)"]
        if withAt { header += ["at \(u)", "y px", "y \(u)", "stroke center \(u)"] }
        var table = TextTable(header: header, rightAligned: Array(repeating: true, count: header.count))
        let pt = { (value: Double) in decimalText(value, maxFractionDigits: 6) }
        for h in d.hairlines {
            var row = [h.scale.description, pt(h.thickness.pt), pt(h.strokeOffsetPt)]
            if let at = h.at { row += [pt(at.requestedPt), String(at.y.px), pt(at.y.pt), pt(at.strokeCenterPt)] }
            table.append(row)
        }
        var out = "hairline  1 device pixel thick; a stroke's path sits 0.5px inside its pixel (Core Graphics centres strokes)\n\n"
        out += table.render()
        if withAt { out += "\nfill rect: y = y \(u), height = 1px in \(u); stroke: path at the stroke center, line width = 1px in \(u)\n" }
        return out
    }
}
