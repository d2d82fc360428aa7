// SARIFReporter: `--format sarif` — a SARIF 2.1.0 log, which GitHub code scanning shows on a pull
// request's diff (Docs/ci.md, "SARIF"), built as a value (`JSONTree`) and written by `JSONWriter`.
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
        (try? JSONWriter.string(log(runs))) ?? ""
    }

    /// The SARIF log of `runs` as a value (written by `JSONWriter`: keys sorted once, there).
    package static func log(_ runs: [CheckedFile]) -> JSONTree {
        let kinds = CheckDocument.Finding.Kind.allCases
        let rules: [JSONTree] = kinds.map { kind in
            let makers = CheckRules.all.filter { $0.kind == kind }
            let text = makers.map { CheckSetting.described($0.description, $0.settings) }.joined(with: "; ")
            let level = CheckRules.severity(of: kind).rawValue
            return .object(["defaultConfiguration": .object(["level": .string(level)]), "fullDescription": .object(["text": .text(text)]),
                            "help": .object(["text": .text(text + " (Docs/check-and-sweep.md, finding kinds)")]), "id": .string(kind.rawValue),
                            "shortDescription": .object(["text": .text("gridcalc check: \(kind.rawValue)")])])
        }
        func location(_ run: CheckedFile) -> JSONTree { .object(["uri": .string(uri(run))]) }
        // Errors first, so that what GitHub keeps of a huge run is what fails it.
        var findings: [(run: CheckedFile, finding: CheckDocument.Finding)] = []
        for run in runs { for f in run.document?.findings ?? [] where f.severity == .error { findings.append((run, f)) } }
        for run in runs { for f in run.document?.findings ?? [] where f.severity != .error { findings.append((run, f)) } }
        var results: [JSONTree] = []
        for (run, f) in findings.prefix(maxResults) {
            var physical: [String: JSONTree] = ["artifactLocation": location(run)]
            if let frame = f.frames.last, frame < run.sources.count, let line = run.sources[frame].line {
                var region: [String: JSONTree] = ["startLine": .int(line)]
                if let column = run.sources[frame].column { region["startColumn"] = .int(column) }
                physical["region"] = .object(region)
            }
            var result: [String: JSONTree] = [
                "level": .string(f.severity == .error ? "error" : "warning"),
                "locations": .array([.object(["physicalLocation": .object(physical)])]),
                "message": .object(["text": .text(f.message + CheckReport.origin(f.frames.last, run.sources))]),
                "ruleId": .string(f.kind.rawValue), "ruleIndex": .int(kinds.firstIndex(of: f.kind) ?? 0),
            ]
            if let frame = f.frames.last, let cells = run.drawing?.cells, frame < cells.count {
                let c = cells[frame]
                let rectangle: JSONTree = .object(["bottom": .int(c.yPx + c.heightPx), "left": .int(c.xPx), "right": .int(c.xPx + c.widthPx), "top": .int(c.yPx)])
                result["attachments"] = .array([.object(["artifactLocation": location(run), "rectangles": .array([rectangle])])])
                result["properties"] = .object(["imageRegion": rectangle])
            }
            results.append(.object(result))
        }
        var notes: [JSONTree] = []
        for run in runs { if let failure = run.failure {
            notes.append(.object(["level": .string("error"), "locations": .array([.object(["physicalLocation": .object(["artifactLocation": location(run)])])]),
                                  "message": .object(["text": .text("not checked: \(failure.message) (\(failure.hint))")])]))
        } }
        if findings.count > maxResults {
            notes.append(.object(["level": .string("warning"),
                                  "message": .object(["text": .text("\(findings.count - maxResults) of \(findings.count) findings left out: GitHub code scanning takes at most \(maxResults) results a run")])]))
        }
        // Every kind turned off or down: the rule's effective level (an override of the
        // invocation) and a notification per file saying who did it and what it took out.
        var overrides: [JSONTree] = [], overridden: [String] = []
        var configured: [JSONTree] = []
        for run in runs {
            for (a, line) in zip(run.document?.adjustments ?? [], run.document.map(CheckReport.adjustments) ?? []) {
                var note: [String: JSONTree] = ["level": .string("note"), "locations": .array([.object(["physicalLocation": .object(["artifactLocation": location(run)])])]),
                                                "message": .object(["text": .text(line)])]
                if let k = a.kind, let index = kinds.firstIndex(where: { $0.rawValue == k }) {
                    note["associatedRule"] = .object(["id": .string(k), "index": .int(index)])
                }
                configured.append(.object(note))
                guard a.effect == "off" || a.effect == "warning", let k = a.kind, let index = kinds.firstIndex(where: { $0.rawValue == k }),
                      !overridden.contains(k + a.effect) else { continue }
                overridden.append(k + a.effect)
                let configuration: JSONTree = a.effect == "off" ? .object(["enabled": .bool(false), "level": .string("none")]) : .object(["level": .string("warning")])
                overrides.append(.object(["configuration": configuration, "descriptor": .object(["id": .string(k), "index": .int(index)])]))
            }
        }
        var invocation: [String: JSONTree] = [
            "executionSuccessful": .bool(!runs.contains { $0.failure != nil }), "exitCode": .int(Int(runs.map(\.exitCode).max() ?? 0)),
            "toolConfigurationNotifications": .array(configured), "toolExecutionNotifications": .array(notes),
        ]
        if !overrides.isEmpty { invocation["ruleConfigurationOverrides"] = .array(overrides) }
        let run: JSONTree = .object([
            "invocations": .array([.object(invocation)]), "results": .array(results),
            "tool": .object(["driver": .object(["name": .string("gridcalc"), "rules": .array(rules), "semanticVersion": .string(ToolVersion.number)])]),
        ])
        return .object(["$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"), "runs": .array([run]), "version": .string("2.1.0")])
    }
}
