// KindsTable: the docs' table of finding kinds (Docs/check-and-sweep.md), made from the rules' own
// descriptions (`CheckRules.all`): a row per kind in `Finding.Kind`'s order, its severity (a warning
// when every rule of that kind makes warnings), what each of its rules says, joined, and the first
// two triggering examples of its rules with the first finding each states (the examples are tests).
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
        var out = "| kind | severity | when | for example (the rules' own examples, each a test) |\n|---|---|---|---|\n"
        for kind in CheckDocument.Finding.Kind.allCases {
            let rules = CheckRules.all.filter { $0.kind == kind }
            let severity = CheckRules.severity(of: kind).rawValue
            let when = rules.map { CheckSetting.described($0.description, $0.settings) }.filter { !$0.isEmpty }.joined(with: "; ")
            var examples: [CheckRuleExample] = []
            for rule in rules { examples += rule.triggeringExamples }
            let shown = examples.prefix(2).map { Self.example($0) }.joined(with: "; ")
            out += "| `\(kind.rawValue)` | \(severity) | \(when) | \(shown) |\n"
        }
        return out
    }

    /// An example as the table says it: what it shows, and the first finding it states.
    static func example(_ example: CheckRuleExample) -> String {
        guard let first = example.expected.first else { return example.note }
        let frames = first.frames.isEmpty ? "" : " of frame\(first.frames.count == 1 ? "" : "s") \(first.frames.map(String.init).joined(with: ", "))"
        return "\(example.note): \(first.edge)\(frames), “\(first.saying)”"
    }
}
