// Sections 2 and 3, and the whole-process half of 4 and 5: gridcalc's start-up against /bin/true,
// the all-preset sweep against one grid run, check on 10,000-frame and 10,000-node dumps, and the
// peak memory of a process that builds an ItemGeometry.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole-process figures, in nanoseconds of median wall time and KiB of peak resident memory.
struct CommandLineFigures {
    var trueNs = 0.0, gridNs = 0.0, sweepNs = 0.0
    var gridPeak: Int?, sweepPeak: Int?
    var checkNs = 0.0, checkXMLNs = 0.0
    var checkPeak: Int?, checkXMLPeak: Int?

    /// The figures as the results file records them.
    func results(_ timing: Timing) -> [String: Any] {
        [
            "command_line": ["runs": timing.processRuns, "true_ms": trueNs / 1e6, "grid_json_ms": gridNs / 1e6, "grid_over_true": gridNs / trueNs,
                             "peak_kib": gridPeak as Any, "sweep_ms": sweepNs / 1e6, "sweep_over_grid": sweepNs / gridNs,
                             "sweep_peak_kib": sweepPeak as Any] as [String: Any],
            "check_10000_frames": ["ms": checkNs / 1e6, "peak_kib": checkPeak as Any] as [String: Any],
            "check_10000_uiautomator_junit": ["ms": checkXMLNs / 1e6, "peak_kib": checkXMLPeak as Any] as [String: Any],
        ]
    }
}

/// Runs gridcalc at `gridcalcPath` as a process and prints the start-up table.
func measureCommandLine(_ gridcalcPath: String, _ timing: Timing, quick: Bool) -> CommandLineFigures {
    var figures = CommandLineFigures()
    let grid = [gridcalcPath, "--width", "414", "--scale", "3", "--columns", "7", "--format", "json"]
    let sweep = [gridcalcPath, "sweep", "--devices", "all", "--orientation", "both", "--columns", "1...12", "--format", "json"]
    figures.trueNs = medianWall(["/bin/true"], runs: timing.processRuns)
    figures.gridNs = medianWall(grid, runs: timing.processRuns)
    figures.sweepNs = medianWall(sweep, runs: quick ? 20 : 50)
    figures.gridPeak = peakKiB(grid)
    figures.sweepPeak = peakKiB(sweep)
    print("\nCommand line (\(gridcalcPath); median wall time)")
    print(pad("what", 58) + pad("ms", 10, right: true) + pad("ratio", 14, right: true))
    print(pad("/bin/true (\(timing.processRuns) runs)", 58) + pad(format(figures.trueNs / 1e6, 3), 10, right: true) + pad("1", 14, right: true))
    print(pad("gridcalc --width 414 --scale 3 --columns 7 --format json", 58) + pad(format(figures.gridNs / 1e6, 3), 10, right: true)
          + pad(format(figures.gridNs / figures.trueNs, 2) + "× true", 14, right: true))
    print(pad("gridcalc sweep --devices all --orientation both … --json", 58) + pad(format(figures.sweepNs / 1e6, 3), 10, right: true)
          + pad(format(figures.sweepNs / figures.gridNs, 2) + "× grid", 14, right: true))
    print("peak resident memory: grid \(figures.gridPeak.map { "\($0) KiB" } ?? "n/a"), sweep \(figures.sweepPeak.map { "\($0) KiB" } ?? "n/a") (/usr/bin/time -v)")

    let dumpPath = "/tmp/gridcalc-bench-dump-\(getpid()).json"
    write(framesDump(10_000), to: dumpPath)
    let check = [gridcalcPath, "check", dumpPath, "--format", "json"]
    figures.checkNs = medianWall(check, runs: quick ? 10 : 30)
    figures.checkPeak = peakKiB(check)
    unlink(dumpPath)

    let xmlDumpPath = "/tmp/gridcalc-bench-dump-\(getpid()).xml"
    write(dumps(10_000)[0].bytes, to: xmlDumpPath)
    let checkXML = [gridcalcPath, "check", "--select", "cell", "--container", "grid", xmlDumpPath, "--format", "junit"]
    figures.checkXMLNs = medianWall(checkXML, runs: quick ? 10 : 30)
    figures.checkXMLPeak = peakKiB(checkXML)
    unlink(xmlDumpPath)
    return figures
}

/// Adds each row's peak memory (this program re-run with --geometry-peak <items>, against a run
/// with 0 items) and prints the ItemGeometry table.
func measureGeometryPeaks(_ geometryRows: inout [[String: Any]], selfPath: String) {
    let baselinePeak = peakKiB([selfPath, "--geometry-peak", "0"])
    print("\nItemGeometry (414pt at 3x, 4 columns, 100pt rows, 10,000 bands; screenful = 2,000px)")
    print(pad("items", 12) + pad("build ms", 11, right: true) + pad("query ns", 11, right: true) + pad("results", 10, right: true)
          + pad("frame ns", 11, right: true) + pad("peak KiB", 11, right: true) + pad("over idle", 11, right: true))
    for (i, row) in geometryRows.enumerated() {
        let peakRun = peakKiB([selfPath, "--geometry-peak", "\(row["items"]!)"])
        geometryRows[i]["peak_kib"] = peakRun as Any
        geometryRows[i]["idle_peak_kib"] = baselinePeak as Any
        print(pad("\(row["items"]!)", 12) + pad(format(row["build_ms"] as! Double, 3), 11, right: true)
              + pad(format(row["query_ns"] as! Double, 0), 11, right: true) + pad(format(row["results_per_query"] as! Double, 1), 10, right: true)
              + pad(format(row["frame_ns"] as! Double, 1), 11, right: true) + pad(peakRun.map(String.init) ?? "n/a", 11, right: true)
              + pad(peakRun.flatMap { p in baselinePeak.map { String(p - $0) } } ?? "n/a", 11, right: true))
    }
}
