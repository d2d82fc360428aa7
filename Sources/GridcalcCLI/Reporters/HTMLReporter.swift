// HTMLReporter: `--report html[=path]` — one self-contained page of a whole run for a reviewer: each
// file's verdict, its picture with every cell and finding drawn over it, the findings as a table
// linked to their cells, the baseline's state, the severities in force.
//
// Rule (Docs/testing.md): one HTML5 file that loads nothing — no script, no stylesheet, no font, no
// image but its own `data:` PNGs — and says so in a Content-Security-Policy (`default-src 'none'`).
// Each file is a section: its name, screen and verdict; its picture (a screenshot embedded whole, or
// a dump's frames in device px on its container) as inline SVG, 1 unit = 1 image pixel, scaled to
// the page's width: the design's columns pale green, every cell a grey outline with its place as a
// tooltip, each cell a finding names in red; against a reference screenshot (`--against-image`) the
// reference beside it with its cells. Under it the findings: kind, severity, the cells as links
// (`#f<file>-c<frame>`, which the CSS `:target` outlines), expected and actual px, the message, and
// the baseline's state (new; known ones listed after, and entries gone). Everything a document
// supplies is escaped. Keyboard: every link is reachable with Tab and shows its focus; the page
// reads at 320 px wide (the pictures shrink, the tables scroll).

import GridCore

package enum HTMLReporter: CheckReporter {
    package static let format = CheckFormat.html

    package static func report(_ files: [CheckedFile]) -> CheckReportBody { .text(render(files)) }

    /// The most image bytes one page embeds: 64 MiB, as the SVG report.
    static let maxEmbeddedBytes = SVGReporter.maxEmbeddedBytes

    static func render(_ runs: [CheckedFile]) -> String {
        let verdict = CheckReport.verdict(runs)
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
            <title>\(CheckReport.xml(verdict))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>\(CheckReport.xml(verdict))</h1>

            """
        if runs.count > 1 {
            out += "<nav aria-label=\"files\"><ol>\n"
            for (i, run) in runs.enumerated() {
                out += "<li><a href=\"#file-\(i)\">\(CheckReport.xml(shownLine(run.path, limitBytes: 240)))</a> — \(CheckReport.xml(fileVerdict(run)))</li>\n"
            }
            out += "</ol></nav>\n"
        }
        out += "</header>\n<main>\n"
        var embedded = 0
        for (i, run) in runs.enumerated() { out += section(run, index: i, embedded: &embedded) }
        return out + "</main>\n</body>\n</html>\n"
    }

    /// A file's verdict in a few words.
    static func fileVerdict(_ run: CheckedFile) -> String {
        guard let d = run.document else { return "not checked" }
        let errors = d.findings.count { $0.severity == .error }, warnings = d.findings.count - errors
        return "\(d.ok ? "ok" : "FAIL"), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// One file's section.
    static func section(_ run: CheckedFile, index f: Int, embedded: inout Int) -> String {
        let d = run.document
        let errors = d?.findings.count { $0.severity == .error } ?? 0
        var out = "<section id=\"file-\(f)\" class=\"\(d?.ok == true ? "ok" : "fail")\" data-errors=\"\(errors)\" data-warnings=\"\((d?.findings.count ?? 0) - errors)\" data-known=\"\(run.known.count)\">\n"
        out += "<h2>\(CheckReport.xml(shownLine(run.path, limitBytes: 240)))\(run.screen.map { " <small>screen \(CheckReport.xml(shownLine($0, limitBytes: 64)))</small>" } ?? "")</h2>\n"
        out += "<p class=\"verdict\">\(CheckReport.xml(fileVerdict(run)))</p>\n"
        guard let d else {
            let failure = run.failure
            return out + "<p class=\"error\">\(CheckReport.xml(shownLine(failure?.message ?? "", limitBytes: 2000)))</p>\n<p>\(CheckReport.xml(shownLine(failure?.hint ?? "", limitBytes: 2000)))</p>\n</section>\n"
        }
        out += facts(d)
        if let drawing = run.drawing { out += pictures(drawing, run: run, index: f, embedded: &embedded) }
        out += findingsTable(d.findings, known: run.known, run: run, index: f)
        if !run.baselineGone.isEmpty {
            out += "<h3>Baseline entries gone</h3>\n<ul class=\"gone\">\n"
                + run.baselineGone.map { "<li>\(CheckReport.xml(shownLine($0, limitBytes: 400)))</li>\n" }.joined() + "</ul>\n"
        }
        return out + "</section>\n"
    }

    /// The header's facts, the severities in force and what was adjusted.
    static func facts(_ d: CheckDocument) -> String {
        var items: [String] = ["judged: \(d.judgedCells) cell\(d.judgedCells == 1 ? "" : "s") in \(d.judgedRows) row\(d.judgedRows == 1 ? "" : "s"), \(d.judgedEdges) edge\(d.judgedEdges == 1 ? "" : "s")"]
        if let h = d.header {
            items.append("scale \(h.scale), container \(h.containerPx)px, spacing \(h.spacingPx)px\(h.spacingAuto ? " (found)" : ""), tolerance \(decimalText(h.tolerancePx))px")
            let changed = h.severities.filter { kind, level in
                CheckDocument.Finding.Kind(rawValue: kind).map { CheckRules.severity(of: $0).rawValue != level } ?? true
            }.sorted { $0.key < $1.key }
            items.append("severities: " + (changed.isEmpty ? "every kind its own" : changed.map { "\($0.key) \($0.value)" }.joined(with: ", ")))
        }
        items += CheckReport.adjustments(d).map { "adjusted: " + $0 }
        return "<ul class=\"facts\">\n" + items.map { "<li>\(CheckReport.xml($0))</li>\n" }.joined() + "</ul>\n"
    }

    /// The picture of a file (and its reference beside it), cells linked by id.
    static func pictures(_ p: CheckDrawing, run: CheckedFile, index f: Int, embedded: inout Int) -> String {
        let embeds = embedded + p.pngBytes.count + (p.reference?.pngBytes.count ?? 0) <= maxEmbeddedBytes
        if embeds { embedded += p.pngBytes.count + (p.reference?.pngBytes.count ?? 0) }
        var wrong: [Int: [String]] = [:]
        for finding in p.findings where finding.severity == .error { for i in finding.frames { wrong[i, default: []].append(finding.message) } }
        var svg = "<svg viewBox=\"0 0 \(p.widthPx) \(p.heightPx)\" role=\"img\" aria-label=\"\(p.isScreenshot ? "the screenshot" : "the frames") with the cells found\">\n"
        if p.isScreenshot {
            svg += image(embeds ? p.pngBytes : [], widthPx: p.widthPx, heightPx: p.heightPx)
        } else {
            svg += "<rect class=\"container\" width=\"\(p.widthPx)\" height=\"\(p.heightPx)\"/>\n"
        }
        for c in p.designColumns { svg += "<rect class=\"column\" x=\"\(c.xPx)\" y=\"\(p.region.yPx)\" width=\"\(c.widthPx)\" height=\"\(p.region.heightPx)\"/>\n" }
        for c in p.referenceCells where !p.isScreenshot || p.reference == nil { svg += "<rect class=\"expected\" \(box(c))><title>expected</title></rect>\n" }
        for (i, c) in p.cells.enumerated() {
            let place = i < run.cellPlaces.count ? run.cellPlaces[i] : "frame \(i)"
            let title = ([place + (i < p.labels.count && !p.labels[i].isEmpty ? " — " + p.labels[i] : "")] + (wrong[i] ?? [])).joined(separator: "\n")
            svg += "<rect id=\"f\(f)-c\(i)\" class=\"cell\(wrong[i] == nil ? "" : " bad")\" \(box(c))><title>\(CheckReport.xml(shownLine(title, limitBytes: 2000)))</title></rect>\n"
        }
        for (m, what) in p.missing { svg += "<rect class=\"missing\" \(box(m))><title>\(CheckReport.xml(shownLine(what, limitBytes: 400)))</title></rect>\n" }
        svg += "</svg>\n"
        var out = "<div class=\"pictures\">\n"
        if let r = p.reference {
            var left = "<svg viewBox=\"0 0 \(r.widthPx) \(r.heightPx)\" role=\"img\" aria-label=\"the reference screenshot with its cells\">\n"
            left += image(embeds ? r.pngBytes : [], widthPx: r.widthPx, heightPx: r.heightPx)
            for (k, c) in r.cells.enumerated() { left += "<rect id=\"f\(f)-r\(k)\" class=\"reference\" \(box(c))><title>reference cell \(k + 1)</title></rect>\n" }
            left += "</svg>\n"
            out += "<figure><figcaption>reference</figcaption>\n\(left)</figure>\n"
        }
        out += "<figure><figcaption>\(p.isScreenshot ? (p.reference == nil ? "screenshot" : "new") : "frames, device px")\(embeds ? "" : " (image not embedded: the page holds at most \(maxEmbeddedBytes >> 20) MiB of images)")</figcaption>\n\(svg)</figure>\n"
        return out + "</div>\n"
    }

    /// An embedded PNG, or a grey box when it is not embedded.
    static func image(_ bytes: [UInt8], widthPx: Int, heightPx: Int) -> String {
        bytes.isEmpty ? "<rect width=\"\(widthPx)\" height=\"\(heightPx)\" fill=\"#eee\"/>\n"
            : "<image width=\"\(widthPx)\" height=\"\(heightPx)\" href=\"data:image/png;base64,\(SVGReporter.base64(bytes))\"/>\n"
    }

    /// A box's attributes.
    static func box(_ b: CheckDrawing.Box) -> String { "x=\"\(b.xPx)\" y=\"\(b.yPx)\" width=\"\(b.widthPx)\" height=\"\(b.heightPx)\"" }

    /// The findings (new, then those the baseline knew) as a table linked to their cells.
    static func findingsTable(_ findings: [CheckDocument.Finding], known: [CheckDocument.Finding], run: CheckedFile, index f: Int) -> String {
        guard !findings.isEmpty || !known.isEmpty else { return "<p>No findings.</p>\n" }
        var out = "<div class=\"table\"><table>\n<caption>Findings</caption>\n"
            + "<thead><tr><th scope=\"col\">kind</th><th scope=\"col\">severity</th><th scope=\"col\">cells</th><th scope=\"col\">expected px</th><th scope=\"col\">actual px</th><th scope=\"col\">message</th><th scope=\"col\">baseline</th></tr></thead>\n<tbody>\n"
        let linked = run.drawing?.cells.count ?? 0
        for (state, list) in [("new", findings), ("known", known)] {
            for finding in list {
                let cells = finding.frames.map { i -> String in
                    let place = CheckReport.xml(i < run.cellPlaces.count ? run.cellPlaces[i] : "frame \(i)")
                    return i < linked ? "<a href=\"#f\(f)-c\(i)\">\(place)</a>" : place
                }.joined(separator: ", ")
                let amounts = finding.expectedPx.isFinite && finding.actualPx.isFinite
                    ? (decimalText(finding.expectedPx, maxFractionDigits: 4), decimalText(finding.actualPx, maxFractionDigits: 4)) : ("", "")
                out += "<tr class=\"\(finding.severity.rawValue) \(state)\" data-state=\"\(state)\"><td>\(finding.kind.rawValue)</td><td>\(finding.severity.rawValue)</td>"
                    + "<td>\(cells.isEmpty ? CheckReport.xml(shownLine(finding.place ?? "", limitBytes: 200)) : cells)</td><td>\(amounts.0)</td><td>\(amounts.1)</td>"
                    + "<td>\(CheckReport.xml(shownLine(finding.message + CheckReport.origin(finding.frames.last, run.sources), limitBytes: 2000)))</td><td>\(state)</td></tr>\n"
            }
        }
        return out + "</tbody>\n</table></div>\n"
    }

    /// The page's style: readable from 320 px up, focus visible, a linked cell outlined.
    static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;padding:12px;max-width:1200px;color:#111;background:#fff}
        h1{font-size:1.25rem}h2{font-size:1.1rem;overflow-wrap:anywhere}section{border-top:1px solid #ccc;padding:8px 0}
        section.fail .verdict{color:#b00;font-weight:600}section.ok .verdict{color:#060;font-weight:600}
        .pictures{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;flex:1 1 280px;min-width:0}figcaption{font-size:.85rem;color:#555}
        svg{width:100%;height:auto;display:block;border:1px solid #ddd}
        .container{fill:#f6f6f6}.column{fill:#8d8;fill-opacity:.25}.cell{fill:none;stroke:#888;stroke-width:1}
        .cell.bad{stroke:#e00;stroke-width:3}.missing{fill:none;stroke:#e00;stroke-width:2;stroke-dasharray:4 3}
        .expected,.reference{fill:none;stroke:#90c;stroke-width:1;stroke-dasharray:3 2}
        rect:target{stroke:#06f;stroke-width:6;fill:#06f;fill-opacity:.2}
        .table{overflow-x:auto}table{border-collapse:collapse;font-size:.9rem}th,td{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
        td:nth-child(6){min-width:16em}tr.known{color:#777}a{color:#05c}a:focus,a:hover{outline:3px solid #06f;outline-offset:1px}
        """
}
