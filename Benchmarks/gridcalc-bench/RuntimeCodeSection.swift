// Section 6: the code that computes the layout at run time (SPEC §16) — fluid CSS and the Kotlin
// file — emitted for 7, 100 and 1,000 columns: documents per second, bytes, and nanoseconds per
// byte (linear: the cost per byte stays flat as the columns grow); the fluid rule's bytes per
// devicePixelRatio of its ladder (one @media block each); the peak memory of a process emitting
// the largest.

import GridcalcCLI

/// The emitting rates, sizes and peaks.
func measureRuntimeCode(_ timing: Timing, gridcalcPath: String) -> [[String: Any]] {
    var rows: [[String: Any]] = []
    for columns in [7, 100, 1_000] {
        let cases: [(String, [String])] = [
            ("fluid css, padding", ["--platform", "web", "--columns", "\(columns)", "--spacing", "12css", "--inset", "16css", "--format", "css"]),
            ("fluid css, widen spread", ["--platform", "web", "--columns", "\(columns)", "--strategy", "widen", "--distribute", "spread", "--format", "css"]),
            ("kotlin, widen spread", ["--platform", "android", "--columns", "\(columns)", "--strategy", "widen", "--distribute", "spread", "--format", "kotlin"]),
        ]
        for (name, arguments) in cases {
            let bytes = GridcalcTool.outcome(arguments[...]).stdout.utf8.count
            let rate = timing.medianRate { GridcalcTool.outcome(arguments[...]).stdout.utf8.count }
            rows.append(["output": name, "columns": columns, "bytes": bytes, "documents_per_second": rate.perSecond,
                         "ns_per_byte": rate.nanoseconds / Double(bytes), "ns_per_column": rate.nanoseconds / Double(columns),
                         "peak_kib": (columns == 1_000 ? peakKiB([gridcalcPath] + arguments) : nil) as Int? as Any])
        }
    }
    return rows
}

/// The fluid rule's bytes for a ladder of 1 DPR and of the default 23: the difference per DPR.
func measureLadderBytes() -> [String: Any] {
    let base = ["--platform", "web", "--tracks", "80css 1fr 2fr", "--strategy", "widen", "--spacing", "12css", "--inset", "16css", "--format", "css"]
    let one = GridcalcTool.outcome((base + ["--scale", "1.5"])[...]).stdout.utf8.count
    let all = GridcalcTool.outcome(base[...]).stdout.utf8.count
    let dprs = 23
    return ["bytes_one_dpr": one, "bytes_default_ladder": all, "dprs": dprs, "bytes_per_dpr": Double(all - one) / Double(dprs - 1)]
}

/// Prints section 6.
func printRuntimeCodeTables(_ rows: [[String: Any]], ladder: [String: Any]) {
    print("\nRun-time code (documents per second; bytes; ns per byte)")
    for row in rows {
        let peak = (row["peak_kib"] as? Int).map { ", peak \($0) KiB" } ?? ""
        print(pad("\(row["output"]!), \(row["columns"]!) columns", 40) + pad(format(row["documents_per_second"] as! Double), 14, right: true)
              + pad("\(row["bytes"]!) B", 12, right: true) + pad(format(row["ns_per_byte"] as! Double, 2) + " ns/B", 14, right: true)
              + pad(format(row["ns_per_column"] as! Double, 0) + " ns/col", 14, right: true) + peak)
    }
    print("fluid css, tracks '80css 1fr 2fr' widen: \(ladder["bytes_one_dpr"]!) B at one DPR, \(ladder["bytes_default_ladder"]!) B with the default ladder of \(ladder["dprs"]!) DPRs: \(format(ladder["bytes_per_dpr"] as! Double, 1)) B per DPR")
}
