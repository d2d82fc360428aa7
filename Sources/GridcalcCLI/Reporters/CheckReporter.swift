// CheckReporter: a report of checked files — one type a format (`TableReporter`, `JSONReporter`,
// `GitHubReporter`, `JUnitReporter`, `SVGReporter`), each reading `CheckedFile`s and knowing nothing
// of the command line; a new report is one file and a line in `CheckReporters.all`. What they
// share: the verdict line, the count of files, where a frame came from, XML escaping.
//
// Rule: every text a document supplies (a path, a label, a message) is escaped (`shownLine`)
// before a reporter adds its own markup, and escaped once more as the format requires.

import GridCore

/// A report: text, or a document written as JSON as it is turned into text.
package enum CheckReportBody {
    case text(String)
    case json(CheckDocument)
}

/// One format of `check`'s reports.
package protocol CheckReporter: Sendable {
    /// The format it writes (`--format`, `--report`).
    static var format: CheckFormat { get }
    /// Why it cannot report `file` (the SVG draws screenshots only), or nil: it can.
    static func refusal(_ file: CheckedFile) -> (message: String, hint: String)?
    /// The report of `files`.
    static func report(_ files: [CheckedFile]) -> CheckReportBody
}

extension CheckReporter {
    package static func refusal(_ file: CheckedFile) -> (message: String, hint: String)? { nil }
}

/// The reporters, one line each.
package enum CheckReporters {
    package static let all: [any CheckReporter.Type] = [
        TableReporter.self,
        JSONReporter.self,
        GitHubReporter.self,
        JUnitReporter.self,
        SARIFReporter.self,
        SVGReporter.self,
        HTMLReporter.self,
    ]

    /// The reporter of `format`.
    package static func reporter(for format: CheckFormat) -> any CheckReporter.Type {
        all.first { $0.format == format } ?? TableReporter.self
    }
}

/// What the reporters share.
package enum CheckReport {
    /// Who a finding's frame is, for people: ` (MyCell 0x7fb4, line 12)`, or "" for JSON frames.
    static func origin(_ frame: Int?, _ sources: [FrameSource]) -> String {
        guard let frame, frame < sources.count else { return "" }
        let s = sources[frame]
        // A path is shown to `FrameSource.pathBytes` here; the JSON report writes it whole.
        let parts = [s.label, s.line.map { "line \($0)" }, s.column.map { "column \($0)" },
                     s.path.map { shownLine($0, limitBytes: FrameSource.pathBytes) }].compactMap { $0 }
        return parts.isEmpty ? "" : " (" + parts.joined(with: ", ") + ")"
    }

    /// The verdict in one line: one file's (`gridcalc check: FAIL, 2 errors, 0 warnings in 9
    /// frames`), or several files' count (`gridcalc check: 3 files, 1 failed`).
    package static func verdict(_ runs: [CheckedFile]) -> String {
        guard runs.count == 1, let d = runs[0].document else { return summary(runs) }
        let errors = d.findings.filter { $0.severity == .error }.count
        return "gridcalc check: \(d.ok ? "ok" : "FAIL"), \(errors) error\(errors == 1 ? "" : "s"), \(d.findings.count - errors) warning\(d.findings.count - errors == 1 ? "" : "s") in \(d.frames) frame\(d.frames == 1 ? "" : "s")"
    }

    /// `gridcalc check: N files, M failed` (a file that could not be checked counts as failed).
    static func summary(_ runs: [CheckedFile]) -> String {
        let failed = runs.filter { $0.exitCode != ExitCode.success }.count
        let unread = runs.filter { $0.document == nil }.count
        return "gridcalc check: \(runs.count) file\(runs.count == 1 ? "" : "s"), \(failed) failed\(unread > 0 ? " (\(unread) not checked)" : "")"
    }

    /// Each setting that turned findings off or down, in one line for people: `--severity gap=off:
    /// gap off, 2 findings left out of the verdict` (Docs/ci.md, "Every downgrade is said").
    package static func adjustments(_ d: CheckDocument) -> [String] {
        (d.adjustments ?? []).map { a in
            let n = a.findings, s = n == 1 ? "" : "s"
            let kind = a.kind ?? "every kind"
            let what: String
            switch a.effect {
            case "off": what = "\(kind) off, \(n) finding\(s) left out of the verdict"
            case "warning": what = "\(kind) made a warning, \(n) error\(s) reported as warning\(s)"
            case "tolerance": what = "edges this far off the pixel grid pass, \(n) off-grid finding\(s) of the default \(decimalText(CheckDocument.defaultTolerancePx))px left out"
            case "scroll": what = "cells its scroller cuts are clipped, \(n) clipped cell\(s) not judged as overflow"
            default: what = "\(kind) \(a.effect), \(n) finding\(s)"
            }
            return "\(shownLine(a.setting, limitBytes: 160)): \(what)"
        }
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
    static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
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
