// KindsTable: the docs' table of finding kinds (Docs/check-and-sweep.md), made from the rules' own
// descriptions (`CheckRules.all`): a row per kind in `Finding.Kind`'s order, its severity (a warning
// when every rule of that kind makes warnings), and what each of its rules says, joined.
//
// Rule: the table is what stands between the lines `<!-- finding kinds: made by make docs-tables -->`
// and `<!-- end of finding kinds -->`; the rest of the page is written by people.

import Foundation
import GridCore

public enum KindsTable {
    static let start = "<!-- finding kinds: made by make docs-tables -->\n", end = "<!-- end of finding kinds -->\n"

    /// `page` with its table of finding kinds made from the rules.
    public static func render(_ page: String) -> String {
        guard let from = page.range(of: start), let to = page.range(of: end), from.upperBound <= to.lowerBound else { return page }
        return String(page[..<from.upperBound]) + table() + String(page[to.lowerBound...])
    }

    /// The table.
    public static func table() -> String {
        var out = "| kind | severity | when |\n|---|---|---|\n"
        for kind in CheckDocument.Finding.Kind.allCases {
            let rules = CheckRules.all.filter { $0.kind == kind }
            let severity = !rules.isEmpty && rules.allSatisfy { $0.severity == .warning } ? "warning" : "error"
            let when = rules.map { $0.description }.filter { !$0.isEmpty }.joined(separator: "; ")
            out += "| `\(kind.rawValue)` | \(severity) | \(when) |\n"
        }
        return out
    }
}
