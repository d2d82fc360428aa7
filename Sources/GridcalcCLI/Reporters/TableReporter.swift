// TableReporter: `--format table` — a check's result for people — the header (what was checked, in which unit), the
// result line, and one aligned row per finding, each naming where its frame came from.

import GridCore

package enum TableReporter: CheckReporter {
    package static let format = CheckFormat.table

    package static func report(_ files: [CheckedFile]) -> CheckReportBody { .text(render(files)) }

    /// Each file's table; several files each under a `file` line, then a line that counts them.
    package static func render(_ runs: [CheckedFile]) -> String {
        guard runs.count > 1 || runs.first?.document == nil else {
            return render(runs[0].document!, sources: runs[0].sources)
        }
        var out = ""
        for run in runs {
            out += "file      \(shownLine(run.path))\n"
            if let d = run.document {
                out += render(d, sources: run.sources) + "\n"
            } else {
                out += "result    not checked: \(shownLine(run.failure?.message ?? ""))\n\n"
            }
        }
        return out + CheckReport.summary(runs) + "\n"
    }

    /// One document's table: its header from the facts it carries (`CheckDocument.Header`), the
    /// judged line, the notes, the result, the findings.
    package static func render(_ d: CheckDocument, sources: [FrameSource] = []) -> String {
        let errors = d.findings.filter { $0.severity == .error }.count
        let warnings = d.findings.count - errors
        var out = ""
        if let h = d.header {
            let what: String
            switch h.unit {
            case .points: what = "frame\(d.frames == 1 ? "" : "s") in points at \(h.scale)x"
            case .devicePixels: what = "frame\(d.frames == 1 ? "" : "s") in device px"
            case .cssPainted: what = "rect\(d.frames == 1 ? "" : "s") in CSS px, as painted at DPR \(h.scale)"
            }
            let logical = h.unit == .cssPainted ? "css" : "pt"
            out += "check     \(d.frames) \(what), container \(h.containerPx)px"
            out += h.unit == .devicePixels ? "" : " (\(decimalText(h.containerUnits))\(logical))"
            // A browser's rects are judged as painted: no edge is off the grid, so no tolerance applies.
            out += ", spacing \(h.spacingPx)px\(h.spacingAuto ? " (auto: the most common gap)" : "")" + (h.unit == .cssPainted ? "\n" : ", tolerance \(decimalText(h.tolerancePx, maxFractionDigits: 6))px\n")
        }
        out += "judged    \(judgedLine(d.judged, staggered: d.header?.staggered ?? false))\n"
        for note in d.notes ?? [] { out += "note      \(shownLine(note))\n" }
        for line in CheckReport.adjustments(d) { out += "adjusted  \(line)\n" }
        out += "result    \(d.ok ? "ok" : "FAIL"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        guard !d.findings.isEmpty else { return out }
        var table = TextTable(header: ["kind", "severity", "frames", "edge", "expected px", "actual px", "error px", "message"],
                              rightAligned: [false, false, true, false, true, true, true, false])
        for f in d.findings {
            // 4 decimals, or every digit where 4 would hide the difference (a double sum 1 ulp over).
            let short = [f.expectedPx, f.actualPx, f.errorPx].map { decimalText($0, maxFractionDigits: 4) }
            let hidden = (f.expectedPx != f.actualPx && short[0] == short[1]) || (f.errorPx != 0 && (short[2] == "0" || short[2] == "-0"))
            let numbers = hidden ? [f.expectedPx, f.actualPx, f.errorPx].map(\.description) : short
            table.append([f.kind.rawValue, f.severity.rawValue, f.frames.map(String.init).joined(with: ","), f.edge]
                         + numbers + [f.message + CheckReport.origin(f.frames.last, sources)])
        }
        return out + "\n" + table.render()
    }

    /// `6 cells in 2 rows, 24 edges`, and what was not judged: the header's `judged` line.
    package static func judgedLine(_ j: CheckDocument.Judged, staggered: Bool) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var line = "\(count(j.cells, "cell")) in \(count(j.rows, staggered ? "column" : "row")), \(count(j.edges, "edge"))"
        let not = [j.cellsNotJudged > 0 ? count(j.cellsNotJudged, "cell") : nil, j.edgesNotJudged > 0 ? count(j.edgesNotJudged, "edge") : nil].compactMap { $0 }
        if !not.isEmpty { line += "; not judged: " + not.joined(with: ", ") }
        return line
    }
}
