// SweepTable: a sweep for people — one row per case (device, orientation, columns, pixels, result),
// a summary line, and each distinct warning once.

import GridCore

package enum SweepTable {
    package static func render(_ d: SweepDocument) -> String {
        var table = TextTable(header: ["device", "orientation", "columns", "container px", "cells px", "insets px", "leftover px", "result"],
                              rightAligned: [false, false, true, true, true, true, true, false])
        for c in d.cases {
            var row = [c.device + (c.window.map { " (\($0.rawValue))" } ?? ""), c.orientation.rawValue, String(c.columns)]
            if let l = c.layout {
                let cells = l.cell.minPx == l.cell.maxPx ? "\(l.cell.minPx)" : "\(l.cell.minPx)–\(l.cell.maxPx)"
                row += [String(l.container.px), cells, "\(l.insets.leading.px) / \(l.insets.trailing.px)", String(l.remainderPx)]
            } else {
                row += ["", "", "", ""]
            }
            row.append(c.violations.isEmpty ? "ok" : "FAIL " + c.violations.map { "\($0.kind.rawValue): \($0.message)" }.joined(with: "; "))
            table.append(row)
        }
        let failed = d.cases.filter { !$0.violations.isEmpty }.count
        return table.render() + "\nsweep     \(d.cases.count) cases, \(failed) failed: \(d.ok ? "ok" : "FAIL")\n"
    }

    /// Each distinct warning of the cases once (the downsampling warning would repeat per case).
    package static func uniqueWarnings(_ d: SweepDocument) -> [String] {
        var seen: [String] = []
        for c in d.cases {
            guard let layout = c.layout else { continue }
            for w in layout.warnings.map({ $0.description(in: layout.input.platform) }) where !seen.contains(w) { seen.append(w) }
        }
        return seen
    }
}
