// KindsTable: the docs' table of finding kinds (Docs/check-and-sweep.md), made from the rules' own
// descriptions (`CheckRules.all`): a row per kind in `Finding.Kind`'s order, its severity (a warning
// when every rule of that kind makes warnings), and what each of its rules says, joined.
//
// Rule: the table is the block `finding kinds` of the page (`MarkedBlock`); the rest of the page is
// written by people.

import GridCore
import GridcalcCLI

public enum KindsTable {
    /// `page` with its table of finding kinds made from the rules.
    public static func render(_ page: String) -> String {
        MarkedBlock.replace("finding kinds", in: page) { _ in table() }
    }

    /// The table.
    public static func table() -> String {
        var out = "| kind | severity | when |\n|---|---|---|\n"
        for kind in CheckDocument.Finding.Kind.allCases {
            let rules = CheckRules.all.filter { $0.kind == kind }
            let severity = !rules.isEmpty && rules.allSatisfy { $0.severity == .warning } ? "warning" : "error"
            let when = rules.map { $0.description }.filter { !$0.isEmpty }.joined(with: "; ")
            out += "| `\(kind.rawValue)` | \(severity) | \(when) |\n"
        }
        return out
    }
}
