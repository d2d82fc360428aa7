// CheckSchemaKinds: the finding kinds of `gridcalc/check@1`'s JSON Schema (Docs/schemas/
// check.schema.json), made from GridCore's `Finding.Kind` — the registry the rules make them from —
// so that a new kind is in the schema the day it is in the code.
//
// Rule: the `enum` of the finding's `kind` property is replaced, one kind a line in the order of
// `Finding.Kind.allCases`; the rest of the schema is written by people.

import GridCore
import GridcalcCLI

public enum CheckSchemaKinds {
    /// The schema, relative to the repository's root.
    public static let path = "Docs/schemas/check.schema.json"

    static let opening = "\"kind\": {\n            \"enum\": [\n"
    static let closing = "\n            ]"

    /// `schema` with its finding kinds made from the registry (as it is when it has no such block).
    public static func render(_ schema: String) -> String {
        guard let start = schema.firstRange(ofText: opening), let end = String(schema[start.upperBound...]).firstRange(ofText: closing) else { return schema }
        let rest = String(schema[start.upperBound...])
        let kinds = CheckDocument.Finding.Kind.allCases.map { "              \"\($0.rawValue)\"" }.joined(with: ",\n")
        return String(schema[..<start.upperBound]) + kinds + String(rest[end.lowerBound...])
    }
}
