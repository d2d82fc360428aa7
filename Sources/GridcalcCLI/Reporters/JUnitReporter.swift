// JUnitReporter: `--format junit` — a JUnit XML report that the published JUnit schema (Jenkins'
// junit-10.xsd) accepts.
//
// Rule (Docs/ci.md): one `<testsuite>` per file (named by its path; a file that could not be
// checked holds one `<error>`, its message and hint on lines of their own), one `<testcase>` per
// frame, named by its index (and its node and line in a dump); a finding is a `<failure>` (an
// error) or a line of `<system-out>` (a warning) of the last frame it names, and findings about no
// frame (a count mismatch, a flow-layout sum) go to one more test case, `layout`. Each setting that
// turned findings off or down is a suite property, `gridcalc.adjusted`.

import GridCore

package enum JUnitReporter: CheckReporter {
    package static let format = CheckFormat.junit

    package static func report(_ files: [CheckedFile]) -> CheckReportBody { .text(render(files)) }

    /// A JUnit XML report: one test suite per file, named by its path; one test case per frame
    /// (and `layout` for findings about no frame); a file that could not be checked is a suite
    /// with one test case, `document`, holding an `<error>`.
    package static func render(_ runs: [CheckedFile]) -> String {
        var suites = ""
        var allTests = 0, allFailures = 0, allErrors = 0
        for run in runs {
            let suite = CheckReport.xml(run.path == "-" ? "stdin" : run.path)
            guard let d = run.document else {
                let message = run.failure?.message ?? "not checked"
                suites += "  <testsuite name=\"gridcalc check \(suite)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
                suites += "    <testcase name=\"document\" classname=\"gridcalc.check\">\n"
                // The message and the hint on lines of their own (each escaped: a line end in either is `\n`).
                suites += "      <error type=\"not checked\" message=\"\(CheckReport.xml(message))\">\(CheckReport.xml(message))\n\(CheckReport.xml(run.failure?.hint ?? ""))</error>\n"
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
            // What was turned off or down: the suite's properties (first, as the schema orders them).
            let adjusted = CheckReport.adjustments(d)
            if !adjusted.isEmpty {
                suites += "    <properties>\n" + adjusted.map { "      <property name=\"gridcalc.adjusted\" value=\"\(CheckReport.xml($0))\"/>\n" }.joined() + "    </properties>\n"
            }
            for index in 0..<total {
                let title = index == d.frames ? "layout" : "frame \(index)\(CheckReport.origin(index, run.sources))"
                let (failures, warnings) = cases[index]
                suites += "    <testcase name=\"\(CheckReport.xml(title))\" classname=\"gridcalc.check\""
                guard !failures.isEmpty || !warnings.isEmpty else { suites += "/>\n"; continue }
                suites += ">\n"
                for f in failures {
                    suites += "      <failure type=\"\(f.kind.rawValue)\" message=\"\(CheckReport.xml(f.message))\">\(CheckReport.xml(f.message))</failure>\n"
                }
                if !warnings.isEmpty {
                    suites += "      <system-out>" + warnings.map { CheckReport.xml("warning: \($0.kind.rawValue): \($0.message)") }.joined(with: "\n") + "</system-out>\n"
                }
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"gridcalc check\" tests=\"\(allTests)\" failures=\"\(allFailures)\" errors=\"\(allErrors)\">\n"
            + suites + "</testsuites>\n"
    }

}
