// OutputFormat: table for people, JSON for scripts, CSV for spreadsheets.
//
// Rule: `--format table|json|csv`, default table; `--json` is `--format json`; giving both is a
// usage error rather than a guess about which one was meant.

/// How a command prints its result.
package enum OutputFormat: String, CaseIterable {
    case table, json, csv, svg, css, github, junit

    /// The format `--format`/`--json` ask for, among the formats the command `allowed`.
    package init(_ scanned: ScannedArguments, allowed: [OutputFormat] = [.table, .json, .csv]) throws(UsageError) {
        if scanned.has("--json") {
            if let format = scanned.value("--format") {
                throw UsageError("--json and --format \(format) given together", hint: "use one of them: --json is --format json")
            }
            self = .json
            return
        }
        let name = try choice("--format", in: scanned, default: "table", among: allowed.map(\.rawValue))
        self = OutputFormat(rawValue: name)!
    }
}
