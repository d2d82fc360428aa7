// JUnitReporter: `--format junit` — a JUnit XML report that the published JUnit schema (Jenkins'
// junit-10.xsd) accepts, built as a value (`XMLElement`) and written in one place.
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
        var suites: [XMLElement] = []
        var allTests = 0, allFailures = 0, allErrors = 0
        for run in runs {
            let suite = "gridcalc check " + (run.path == "-" ? "stdin" : run.path)
            guard let d = run.document else {
                let message = run.failure?.message ?? "not checked"
                // The message and the hint on lines of their own.
                let error = XMLElement("error", [("type", "not checked"), ("message", message)], text: [message, run.failure?.hint ?? ""])
                suites.append(XMLElement("testsuite", [("name", suite), ("tests", "1"), ("failures", "0"), ("errors", "1"), ("skipped", "0")],
                                         children: [XMLElement("testcase", [("name", "document"), ("classname", "gridcalc.check")], children: [error])]))
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
            var children: [XMLElement] = []
            // What was turned off or down: the suite's properties (first, as the schema orders them).
            let adjusted = CheckReport.adjustments(d)
            if !adjusted.isEmpty { children.append(XMLElement("properties", children: adjusted.map { XMLElement("property", [("name", "gridcalc.adjusted"), ("value", $0)]) })) }
            for index in 0..<total {
                let title = index == d.frames ? "layout" : "frame \(index)\(CheckReport.origin(index, run.sources))"
                let (failures, warnings) = cases[index]
                var inside = failures.map { XMLElement("failure", [("type", $0.kind.rawValue), ("message", $0.message)], text: [$0.message]) }
                if !warnings.isEmpty { inside.append(XMLElement("system-out", text: warnings.map { "warning: \($0.kind.rawValue): \($0.message)" })) }
                children.append(XMLElement("testcase", [("name", title), ("classname", "gridcalc.check")], children: inside))
            }
            suites.append(XMLElement("testsuite", [("name", suite), ("tests", "\(total)"), ("failures", "\(failing)"), ("errors", "0"), ("skipped", "0")], children: children))
        }
        return XMLElement("testsuites", [("name", "gridcalc check"), ("tests", "\(allTests)"), ("failures", "\(allFailures)"), ("errors", "\(allErrors)")],
                          children: suites).document()
    }
}
