// SARIFReporter: `--format sarif` — a SARIF 2.1.0 log, which GitHub code scanning shows on a pull
// request's diff (Docs/ci.md, "SARIF").
//
// Rule: one run of the tool `gridcalc`; its rules are the finding kinds, each with the description
// of the rules that make it (`CheckRules.all`: the docs' table of kinds, so the help is the rules'
// own); one result per finding, `ruleId` its kind, `level` its severity, its message with the node's
// origin, and one location: the file (a relative URI, percent-encoded) with, for a dump, the line
// and column of the frame's node; for a screenshot the cell's rectangle in image pixels, as an
// attachment's `rectangles` (SARIF's region has no rectangle) and in the result's properties. A file
// that could not be checked is an error notification of the invocation, which is then not
// successful. A kind turned off or down is a `ruleConfigurationOverrides` entry (its effective
// level) and, for every setting that took findings out (`--severity`, `--tolerance`, `--scroll`),
// a `toolConfigurationNotifications` note naming the flag or key and the count. URIs are the
// files' names from the repository's root (`--sarif-root`), their bytes percent-encoded. GitHub takes at most 25,000 results per run: past `maxResults` (errors first) the rest
// are left out and a notification says how many.

import GridCore

package enum SARIFReporter: CheckReporter {
    package static let format = CheckFormat.sarif
    /// GitHub code scanning rejects a run of more results (Docs/ci.md cites its limits).
    package static let maxResults = 25_000

    package static func report(_ files: [CheckedFile]) -> CheckReportBody { .text(render(files)) }

    /// `text` as a JSON string.
    static func json(_ text: String) -> String { JSONWriter.quoted(shownLine(text)) }

    /// A file's URI: its name from the repository's root (`CheckedFile.rootRelativePath`), its bytes
    /// percent-encoded; `stdin` for standard input.
    static func uri(_ run: CheckedFile) -> String {
        if run.path == "-" { return uri(Array("stdin".utf8)) }
        let path = run.rootRelativePath ?? run.pathBytes ?? Array(run.path.utf8)
        return (path.first == UInt8(ascii: "/") ? "file://" : "") + uri(path)
    }

    /// A path as a relative URI reference: every byte but unreserved ones and `/` percent-encoded.
    static func uri(_ path: [UInt8]) -> String {
        var out = ""
        for byte in (path.starts(with: Array("./".utf8)) ? Array(path.dropFirst(2)) : path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    package static func render(_ runs: [CheckedFile]) -> String {
        let kinds = CheckDocument.Finding.Kind.allCases
        var rules: [String] = []
        for kind in kinds {
            let makers = CheckRules.all.filter { $0.kind == kind }
            let text = makers.map { $0.description }.joined(with: "; ")
            let level = makers.first.map { $0.severity == .error ? "error" : "warning" } ?? "error"
            rules.append("        {\"defaultConfiguration\": {\"level\": \"\(level)\"}, \"fullDescription\": {\"text\": \(json(text))}, "
                         + "\"help\": {\"text\": \(json(text + " (Docs/check-and-sweep.md, finding kinds)"))}, \"id\": \"\(kind.rawValue)\", "
                         + "\"shortDescription\": {\"text\": \(json("gridcalc check: \(kind.rawValue)"))}}")
        }
        // Errors first, so that what GitHub keeps of a huge run is what fails it.
        var findings: [(run: CheckedFile, finding: CheckDocument.Finding)] = []
        for run in runs { for f in run.document?.findings ?? [] where f.severity == .error { findings.append((run, f)) } }
        for run in runs { for f in run.document?.findings ?? [] where f.severity != .error { findings.append((run, f)) } }
        var results: [String] = []
        for (run, f) in findings.prefix(maxResults) {
            let index = kinds.firstIndex(of: f.kind) ?? 0
            var location = "{\"artifactLocation\": {\"uri\": \(json(uri(run)))}"
            var extra = ""
            if let frame = f.frames.last, frame < run.sources.count, let line = run.sources[frame].line {
                location += ", \"region\": {\"startLine\": \(line)\(run.sources[frame].column.map { ", \"startColumn\": \($0)" } ?? "")}"
            }
            location += "}"
            if let frame = f.frames.last, let cells = run.image?.check.cells.cells, frame < cells.count {
                let c = cells[frame]
                let rectangle = "\"bottom\": \(c.bottomPx), \"left\": \(c.leftPx), \"right\": \(c.rightPx), \"top\": \(c.topPx)"
                extra = ", \"attachments\": [{\"artifactLocation\": {\"uri\": \(json(uri(run)))}, \"rectangles\": [{\(rectangle)}]}]"
                    + ", \"properties\": {\"imageRegion\": {\(rectangle)}}"
            }
            let message = f.message + CheckReport.origin(f.frames.last, run.sources)
            results.append("        {\(extra.isEmpty ? "" : String(extra.dropFirst(2)) + ", ")\"level\": \"\(f.severity == .error ? "error" : "warning")\", "
                           + "\"locations\": [{\"physicalLocation\": \(location)}], \"message\": {\"text\": \(json(message))}, "
                           + "\"ruleId\": \"\(f.kind.rawValue)\", \"ruleIndex\": \(index)}")
        }
        var notes: [String] = []
        for run in runs { if let failure = run.failure {
            notes.append("          {\"level\": \"error\", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(json(uri(run)))}}}], "
                         + "\"message\": {\"text\": \(json("not checked: \(failure.message) (\(failure.hint))"))}}")
        } }
        // Every kind turned off or down: the rule's effective level (an override of the
        // invocation) and a notification per file saying who did it and what it took out.
        var overrides: [String] = []
        var configured: [String] = []
        for run in runs {
            for (a, line) in zip(run.document?.adjustments ?? [], run.document.map(CheckReport.adjustments) ?? []) {
                configured.append("          {\"level\": \"note\", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(json(uri(run)))}}}], "
                                  + "\"message\": {\"text\": \(json(line))}\(a.kind.flatMap { k in kinds.firstIndex { $0.rawValue == k }.map { ", \"associatedRule\": {\"id\": \"\(k)\", \"index\": \($0)}" } } ?? "")}")
                guard a.effect == "off" || a.effect == "warning", let k = a.kind, let index = kinds.firstIndex(where: { $0.rawValue == k }) else { continue }
                let level = a.effect == "off" ? "\"enabled\": false, \"level\": \"none\"" : "\"level\": \"warning\""
                let entry = "          {\"configuration\": {\(level)}, \"descriptor\": {\"id\": \"\(k)\", \"index\": \(index)}}"
                if !overrides.contains(entry) { overrides.append(entry) }
            }
        }
        if findings.count > maxResults {
            notes.append("          {\"level\": \"warning\", \"message\": {\"text\": \(json("\(findings.count - maxResults) of \(findings.count) findings left out: GitHub code scanning takes at most \(maxResults) results a run"))}}")
        }
        let successful = !runs.contains { $0.failure != nil }
        let exitCode = runs.map(\.exitCode).max() ?? 0
        let notifications = notes.isEmpty ? "" : "\n" + notes.joined(with: ",\n") + "\n        "
        let configurations = configured.isEmpty ? "" : "\n" + configured.joined(with: ",\n") + "\n        "
        let overrideList = overrides.isEmpty ? "" : "\"ruleConfigurationOverrides\": [\n" + overrides.joined(with: ",\n") + "\n        ], "
        let resultList = results.isEmpty ? "" : "\n" + results.joined(with: ",\n") + "\n      "
        let ruleList = rules.joined(with: ",\n")
        return """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "invocations": [{"executionSuccessful": \(successful), "exitCode": \(exitCode), \(overrideList)"toolConfigurationNotifications": [\(configurations)], "toolExecutionNotifications": [\(notifications)]}],
                  "results": [\(resultList)],
                  "tool": {
                    "driver": {
                      "name": "gridcalc",
                      "rules": [
            \(ruleList)
                      ],
                      "semanticVersion": "\(HelpText.version)"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """
    }
}
