// CheckReport: a check's findings for a CI system — GitHub Actions annotations and a JUnit report.
//
// Rule (Docs/ci.md): `--format github` prints one workflow command per finding, `::error` or
// `::warning`, with `file=` (not for stdin), `line=` (the line of the frame's node in a text or
// XML dump), `col=` (its column, when the line holds other nodes too: a one-line device dump) and
// `title=gridcalc check: <kind>`; a frame's node is named by its label, line, column and path; data is escaped as GitHub requires (`%` `\r` `\n`,
// and in properties also `:` `,`), and a plain line sums each file up (several files: one more
// line counts them, `gridcalc check: 3 files, 1 failed`). `--format junit` writes a JUnit
// XML report that the published JUnit schema (Jenkins' junit-10.xsd) accepts: one `<testsuite>`
// per file (named by its path; a file that could not be checked holds one `<error>`), one
// `<testcase>` per frame, named by its index (and its node and line in a dump); a finding is a
// `<failure>` (an error) or a line of `<system-out>` (a warning) of the last frame it names, and
// findings about no frame (a count mismatch, a flow-layout sum) go to one more test case, `layout`.

import GridCore

package enum CheckReport {
    /// The report `format` of `runs`: JSON (one file's), the table, annotations or JUnit.
    package static func outcome(_ format: CheckFormat, _ runs: [CheckCommand.Judged]) throws(UsageError) -> Outcome {
        switch format {
        case .json: return try JSONOutput.outcome(runs[0].document!)
        case .github: return Outcome(stdout: github(runs))
        case .junit: return Outcome(stdout: junit(runs))
        case .table: return Outcome(stdout: CheckTable.render(runs))
        case .svg:
            if let run = runs.first(where: { $0.image == nil && $0.error == nil }) {
                throw UsageError("--report svg draws screenshots, and \(shownLine(run.path, limitBytes: 120)) is a dump of frames",
                                 hint: "use --report svg with --image (PNG screenshots), or another report for dumps")
            }
            return Outcome(stdout: CheckImageSVG.render(runs))
        }
    }

    /// Who a finding's frame is, for people: ` (MyCell 0x7fb4, line 12)`, or "" for JSON frames.
    static func origin(_ frame: Int?, _ sources: [FrameSource]) -> String {
        guard let frame, frame < sources.count else { return "" }
        let s = sources[frame]
        // A path is shown to `FrameSource.pathBytes` here; the JSON report writes it whole.
        let parts = [s.label, s.line.map { "line \($0)" }, s.column.map { "column \($0)" },
                     s.path.map { shownLine($0, limitBytes: FrameSource.pathBytes) }].compactMap { $0 }
        return parts.isEmpty ? "" : " (" + parts.joined(with: ", ") + ")"
    }

    /// GitHub Actions workflow commands: per file, one per finding (or one `::error` for a file
    /// that could not be checked) and its summary line; after several files, a line that counts them.
    package static func github(_ runs: [CheckCommand.Judged]) -> String {
        func data(_ text: String) -> String {
            escaped(text) { c in c == "%" ? "%25" : c == "\r" ? "%0D" : c == "\n" ? "%0A" : nil }
        }
        func property(_ text: String) -> String {
            data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
        }
        var out = ""
        for run in runs {
            let file = run.path == "-" ? [] : ["file=" + property(run.path)]
            guard let d = run.document else {
                let message = run.error.map { "\($0.message) (\($0.hint))" } ?? "not checked"
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
                out += "::\(f.severity == .error ? "error" : "warning") \(props.joined(with: ","))::\(data(f.message + origin(f.frames.last, run.sources)))\n"
            }
            let named = runs.count > 1 ? " (\(data(run.path)))" : ""
            out += verdict([run]) + named + "\n"
        }
        if runs.count > 1 { out += summary(runs) + "\n" }
        return out
    }

    /// The verdict in one line: one file's (`gridcalc check: FAIL, 2 errors, 0 warnings in 9
    /// frames`), or several files' count (`gridcalc check: 3 files, 1 failed`).
    static func verdict(_ runs: [CheckCommand.Judged]) -> String {
        guard runs.count == 1, let d = runs[0].document else { return summary(runs) }
        let errors = d.findings.filter { $0.severity == .error }.count
        return "gridcalc check: \(d.ok ? "ok" : "FAIL"), \(errors) error\(errors == 1 ? "" : "s"), \(d.findings.count - errors) warning\(d.findings.count - errors == 1 ? "" : "s") in \(d.frames) frame\(d.frames == 1 ? "" : "s")"
    }

    /// `gridcalc check: N files, M failed` (a file that could not be checked counts as failed).
    static func summary(_ runs: [CheckCommand.Judged]) -> String {
        let failed = runs.filter { $0.exitCode != ExitCode.success }.count
        let unread = runs.filter { $0.document == nil }.count
        return "gridcalc check: \(runs.count) file\(runs.count == 1 ? "" : "s"), \(failed) failed\(unread > 0 ? " (\(unread) not checked)" : "")"
    }

    /// A JUnit XML report: one test suite per file, named by its path; one test case per frame
    /// (and `layout` for findings about no frame); a file that could not be checked is a suite
    /// with one test case, `document`, holding an `<error>`.
    package static func junit(_ runs: [CheckCommand.Judged]) -> String {
        var suites = ""
        var allTests = 0, allFailures = 0, allErrors = 0
        for run in runs {
            let suite = xml(run.path == "-" ? "stdin" : run.path)
            guard let d = run.document else {
                let message = run.error?.message ?? "not checked"
                suites += "  <testsuite name=\"gridcalc check \(suite)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
                suites += "    <testcase name=\"document\" classname=\"gridcalc.check\">\n"
                // The message and the hint on lines of their own (each escaped: a line end in either is `\n`).
                suites += "      <error type=\"not checked\" message=\"\(xml(message))\">\(xml(message))\n\(xml(run.error?.hint ?? ""))</error>\n"
                suites += "    </testcase>\n  </testsuite>\n"
                allTests += 1
                allErrors += 1
                continue
            }
            var cases = Array(repeating: (failures: [CheckDocument.Finding](), warnings: [CheckDocument.Finding]()), count: d.frames + 1)
            for f in d.findings {
                let index = f.frames.last.map { min($0, d.frames) } ?? d.frames
                if f.severity == .error { cases[index].failures.append(f) } else { cases[index].warnings.append(f) }
            }
            let hasLayout = !cases[d.frames].failures.isEmpty || !cases[d.frames].warnings.isEmpty
            let total = d.frames + (hasLayout ? 1 : 0)
            let failing = cases.prefix(total).filter { !$0.failures.isEmpty }.count
            allTests += total
            allFailures += failing
            suites += "  <testsuite name=\"gridcalc check \(suite)\" tests=\"\(total)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">\n"
            for index in 0..<total {
                let title = index == d.frames ? "layout" : "frame \(index)\(origin(index, run.sources))"
                let (failures, warnings) = cases[index]
                suites += "    <testcase name=\"\(xml(title))\" classname=\"gridcalc.check\""
                guard !failures.isEmpty || !warnings.isEmpty else { suites += "/>\n"; continue }
                suites += ">\n"
                for f in failures {
                    suites += "      <failure type=\"\(f.kind.rawValue)\" message=\"\(xml(f.message))\">\(xml(f.message))</failure>\n"
                }
                if !warnings.isEmpty {
                    suites += "      <system-out>" + warnings.map { xml("warning: \($0.kind.rawValue): \($0.message)") }.joined(with: "\n") + "</system-out>\n"
                }
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"gridcalc check\" tests=\"\(allTests)\" failures=\"\(allFailures)\" errors=\"\(allErrors)\">\n"
            + suites + "</testsuites>\n"
    }

    /// Text as XML character data or an attribute value: the five markup characters as references,
    /// controls escaped by `shownLine` (XML 1.0 allows no C0 control but tab and line ends).
    package static func xml(_ text: String) -> String {
        escaped(text) { c in
            switch c {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\u{FFFE}", "\u{FFFF}": return "\\u{" + String(c.value, radix: 16) + "}"
            default: return nil
            }
        }
    }

    /// `text` made safe by `shownLine`, each scalar `replacement` names replaced; a text with
    /// nothing to replace is returned as it is (found in one pass; most messages are plain).
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        let safe = shownLine(text)
        guard safe.unicodeScalars.contains(where: { replacement($0) != nil }) else { return safe }
        var out = ""
        out.reserveCapacity(safe.utf8.count + 16)
        for c in safe.unicodeScalars {
            if let r = replacement(c) { out += r } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
