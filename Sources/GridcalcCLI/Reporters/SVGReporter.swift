// SVGReporter: `--report svg[=path]` — each screenshot checked, with what was judged drawn over
// it, for a reviewer to look at in a browser rather than read.
//
// Rule (Docs/check-images.md): one SVG, 1 unit = 1 image pixel; each screenshot is embedded whole
// as it was read (a `data:image/png;base64,` URI, drawn pixelated), the files one under another,
// each under a caption line (its name and verdict). Over it: the region (a dashed blue outline),
// the design's column edges in each row of cells (thin green lines), every cell found (a thin grey
// outline), each finding in red — a frame's outline, a blurred edge as a thick line, a missing cell
// as a dashed box where the design has it — each with its message as a tooltip (`<title>`); against
// a reference screenshot (`--against-image`), the reference's cells as dashed violet outlines. A file
// that is not a screenshot, or could not be checked, is a caption line alone.

import GridCore

package enum SVGReporter: CheckReporter {
    package static let format = CheckFormat.svg

    package static func report(_ files: [CheckedFile]) -> CheckReportBody { .text(render(files)) }

    /// A dump of frames: nothing to draw on.
    package static func refusal(_ file: CheckedFile) -> (message: String, hint: String)? {
        guard file.drawing?.isScreenshot != true, file.failure == nil else { return nil }
        return ("--report svg draws screenshots, and \(shownLine(file.path, limitBytes: 120)) is a dump of frames",
                "use --report svg with --image (PNG screenshots), or another report for dumps")
    }

    static let captionPx = 22
    /// The most image bytes one report embeds: 64 MiB (four of the largest screenshots check reads).
    static let maxEmbeddedBytes = 64 << 20

    static func render(_ runs: [CheckedFile]) -> String {
        let width = runs.compactMap { $0.drawing?.widthPx }.max() ?? 400
        var body = ""
        var y = 0
        var embedded = 0
        for run in runs {
            let verdict: String
            if let d = run.document {
                let errors = d.findings.count { $0.severity == .error }
                verdict = d.ok ? "ok" : "FAIL: \(errors) error\(errors == 1 ? "" : "s")"
            } else {
                verdict = "not checked: \(shownLine(run.failure?.message ?? "", limitBytes: 200))"
            }
            let bytes = run.drawing?.pngBytes ?? []
            let embeds = embedded + bytes.count <= maxEmbeddedBytes
            if embeds { embedded += bytes.count }
            let note = run.drawing != nil && !embeds ? " (image not embedded: the report holds at most \(maxEmbeddedBytes >> 20) MiB of images)" : ""
            body += "<text x=\"4\" y=\"\(y + 16)\" font-family=\"monospace\" font-size=\"13\" fill=\"#000\">\(CheckReport.xml(shownLine(run.path, limitBytes: 240))) — \(CheckReport.xml(verdict + note))</text>\n"
            y += captionPx
            guard let drawing = run.drawing else { continue }
            body += "<g transform=\"translate(0 \(y))\">\n" + picture(embeds ? bytes : [], drawing) + "</g>\n"
            y += drawing.heightPx
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(max(width, 400))\" height=\"\(y)\" viewBox=\"0 0 \(max(width, 400)) \(y)\">\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n" + body + "</svg>\n"
    }

    /// One screenshot and what was judged on it.
    static func picture(_ bytes: [UInt8], _ d: CheckDrawing) -> String {
        let r = d.region
        var out = bytes.isEmpty ? "<rect width=\"\(d.widthPx)\" height=\"\(d.heightPx)\" fill=\"#eee\"/>\n"
            : "<image width=\"\(d.widthPx)\" height=\"\(d.heightPx)\" style=\"image-rendering:pixelated\" href=\"data:image/png;base64," + base64(bytes) + "\"/>\n"
        out += "<rect x=\"\(r.xPx)\" y=\"\(r.yPx)\" width=\"\(r.widthPx)\" height=\"\(r.heightPx)\" fill=\"none\" stroke=\"#06f\" stroke-width=\"1\" stroke-dasharray=\"6 4\"><title>region</title></rect>\n"
        for band in d.bands {
            for c in d.designColumns {
                for x in [c.xPx, c.xPx + c.widthPx] {
                    out += "<line x1=\"\(x)\" y1=\"\(band.lowerBound)\" x2=\"\(x)\" y2=\"\(band.upperBound)\" stroke=\"#0a0\" stroke-width=\"0.5\"/>\n"
                }
            }
        }
        let cells = d.cells
        for (i, c) in cells.enumerated() {
            out += "<rect x=\"\(c.leftPx)\" y=\"\(c.topPx)\" width=\"\(c.rightPx - c.leftPx)\" height=\"\(c.bottomPx - c.topPx)\" fill=\"none\" stroke=\"#888\" stroke-width=\"0.5\"><title>frame \(i): \(CheckReport.xml(d.labels[i]))</title></rect>\n"
        }
        for f in d.findings where f.severity == .error {
            let title = "<title>\(CheckReport.xml(shownLine(f.message, limitBytes: 400)))</title>"
            if f.kind == .blurred, let i = f.frames.first, i < cells.count {
                let x = f.edge == "left" ? cells[i].leftPx : cells[i].rightPx
                out += "<line x1=\"\(x)\" y1=\"\(cells[i].topPx)\" x2=\"\(x)\" y2=\"\(cells[i].bottomPx)\" stroke=\"#e00\" stroke-width=\"3\">\(title)</line>\n"
            } else if !f.frames.isEmpty {
                for i in Set(f.frames).sorted() where i < cells.count {
                    let c = cells[i]
                    out += "<rect x=\"\(c.leftPx)\" y=\"\(c.topPx)\" width=\"\(c.rightPx - c.leftPx)\" height=\"\(c.bottomPx - c.topPx)\" fill=\"#e00\" fill-opacity=\"0.15\" stroke=\"#e00\" stroke-width=\"1.5\">\(title)</rect>\n"
                }
            }
        }
        // A snapshot's reference: its cells as dashed violet outlines, where the new cells are drawn grey.
        for e in d.referenceCells {
            out += "<rect x=\"\(e.xPx)\" y=\"\(e.yPx)\" width=\"\(e.widthPx)\" height=\"\(e.heightPx)\" fill=\"none\" stroke=\"#90c\" stroke-width=\"1\" stroke-dasharray=\"3 2\"><title>the reference's cell</title></rect>\n"
        }
        // Missing cells: where the design (or the other rows) has a cell and the screenshot has none.
        for (m, what) in d.missing {
            out += "<rect x=\"\(m.xPx)\" y=\"\(m.yPx)\" width=\"\(m.widthPx)\" height=\"\(m.heightPx)\" fill=\"none\" stroke=\"#e00\" stroke-width=\"2\" stroke-dasharray=\"4 3\"><title>\(CheckReport.xml(what))</title></rect>\n"
        }
        return out
    }

    /// RFC 4648 base64 of `bytes`, in one pass.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out = [UInt8]()
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], alphabet[n & 63]]
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let n = Int(bytes[i]) << 16 | (rest == 2 ? Int(bytes[i + 1]) << 8 : 0)
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63], rest == 2 ? alphabet[n >> 6 & 63] : UInt8(ascii: "="), UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
