// GitHubReporter: `--format github` — GitHub Actions workflow commands.
//
// Rule (Docs/ci.md): one workflow command per finding, `::error` or `::warning`, with `file=` (not
// for stdin), `line=` (the line of the frame's node in a text or XML dump), `col=` (its column, when
// the line holds other nodes too: a one-line device dump) and `title=gridcalc check: <kind>`; data
// is escaped as GitHub requires (`%` `\r` `\n`, and in properties also `:` `,`); a plain line sums
// each file up (several files: one more line counts them, `gridcalc check: 3 files, 1 failed`);
// each setting that turned findings off or down is a `::notice` titled `gridcalc check: adjusted`.

import GridCore

package enum GitHubReporter: CheckReporter {
    package static let format = CheckFormat.github

    package static func report(_ files: [CheckedFile]) -> CheckReportBody { .text(render(files)) }

    /// GitHub Actions workflow commands: per file, one per finding (or one `::error` for a file
    /// that could not be checked) and its summary line; after several files, a line that counts them.
    package static func render(_ runs: [CheckedFile]) -> String {
        func data(_ text: String) -> String {
            CheckReport.escaped(text) { c in c == "%" ? "%25" : c == "\r" ? "%0D" : c == "\n" ? "%0A" : nil }
        }
        func property(_ text: String) -> String {
            data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
        }
        var out = ""
        for run in runs {
            let file = run.path == "-" ? [] : ["file=" + property(run.path)]
            guard let d = run.document else {
                let message = run.failure.map { "\($0.message) (\($0.hint))" } ?? "not checked"
                out += "::error \((file + ["title=" + property("gridcalc check: not checked")]).joined(with: ","))::\(data(message))\n"
                continue
            }
            for f in d.findings {
                var props = file
                if let frame = f.frames.last, frame < run.sources.count, let line = run.sources[frame].line {
                    props.append("line=\(line)")
                    if let column = run.sources[frame].column { props.append("col=\(column)") }
                }
                props.append("title=" + property("gridcalc check: \(f.kind.rawValue)"))
                out += "::\(f.severity == .error ? "error" : "warning") \(props.joined(with: ","))::\(data(f.message + CheckReport.origin(f.frames.last, run.sources)))\n"
            }
            // What was turned off or down is said where the findings are, as a notice.
            for line in CheckReport.adjustments(d) {
                out += "::notice \((file + ["title=" + property("gridcalc check: adjusted")]).joined(with: ","))::\(data(line))\n"
            }
            let named = runs.count > 1 ? " (\(data(run.path)))" : ""
            out += CheckReport.verdict([run]) + named + "\n"
        }
        if runs.count > 1 { out += CheckReport.summary(runs) + "\n" }
        return out
    }

}
