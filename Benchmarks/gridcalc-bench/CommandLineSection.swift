// Sections 2 and 3, and the whole-process half of 4 and 5: gridcalc's start-up against /bin/true,
// the all-preset sweep against one grid run, check on 10,000-frame and 10,000-node dumps, and the
// peak memory of a process that builds an ItemGeometry.

import GridcalcCLI

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
    var checkInlineNs = 0.0, checkAgainstNs = 0.0, sweepWindowsNs = 0.0
    var checkInlinePeak: Int?, checkAgainstPeak: Int?
    var checkPeak: Int?, checkXMLPeak: Int?
    /// `check` of 1, 10 and 100 files of 1,000 frames through one pattern: median wall ns and peak KiB.
    var filesNs: [(files: Int, ns: Double, peak: Int?)] = []

    /// The figures as the results file records them.
    func results(_ timing: Timing) -> [String: Any] {
        [
            "command_line": ["runs": timing.processRuns, "true_ms": trueNs / 1e6, "grid_json_ms": gridNs / 1e6, "grid_over_true": gridNs / trueNs,
                             "peak_kib": gridPeak as Any, "sweep_ms": sweepNs / 1e6, "sweep_over_grid": sweepNs / gridNs,
                             "sweep_peak_kib": sweepPeak as Any] as [String: Any],
            "check_10000_frames": ["ms": checkNs / 1e6, "peak_kib": checkPeak as Any] as [String: Any],
            "check_10000_uiautomator_junit": ["ms": checkXMLNs / 1e6, "peak_kib": checkXMLPeak as Any] as [String: Any],
            "check_10000_design": ["inline_ms": checkInlineNs / 1e6, "against_ms": checkAgainstNs / 1e6, "inline_over_against": checkInlineNs / checkAgainstNs,
                                   "inline_peak_kib": checkInlinePeak as Any, "against_peak_kib": checkAgainstPeak as Any] as [String: Any],
            "sweep_windows_980_cases": ["ms": sweepWindowsNs / 1e6, "over_sweep_984_cases": sweepWindowsNs / sweepNs] as [String: Any],
            "check_files_by_pattern": filesNs.map { ["files": $0.files, "ms": $0.ns / 1e6, "ms_per_file": $0.ns / 1e6 / Double($0.files),
                                                     "peak_kib": $0.peak as Any] as [String: Any] },
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
    // The same dump against the design: inline (the layout flags) and --against a saved layout.
    let design = ["--columns", "7", "--spacing", "1px", "--items", "10000", "--row-height", "176px"]
    let savedPath = "/tmp/gridcalc-bench-design-\(getpid()).json"
    write(Array(GridcalcTool.outcome((["--width", "414", "--scale", "3"] + design + ["--json"])[...]).stdout.utf8), to: savedPath)
    let inline = [gridcalcPath, "check", dumpPath, "--format", "json"] + design
    let against = [gridcalcPath, "check", dumpPath, "--format", "json", "--spacing", "1px", "--against", savedPath]
    figures.checkInlineNs = medianWall(inline, runs: quick ? 10 : 30)
    figures.checkAgainstNs = medianWall(against, runs: quick ? 10 : 30)
    figures.checkInlinePeak = peakKiB(inline)
    figures.checkAgainstPeak = peakKiB(against)
    print(pad("check 10000 frames, the design inline", 58) + pad(format(figures.checkInlineNs / 1e6, 3), 10, right: true)
          + pad(format(figures.checkInlineNs / figures.checkAgainstNs, 2) + "× against", 14, right: true))
    print(pad("check 10000 frames --against a saved layout", 58) + pad(format(figures.checkAgainstNs / 1e6, 3), 10, right: true))
    unlink(savedPath)
    unlink(dumpPath)
    // 41 presets × 2 orientations plus their 16 windows = 98 screens × 10 counts = 980 cases (the limit is 1,000).
    let sweepWindows = [gridcalcPath, "sweep", "--devices", "all", "--orientation", "both", "--windows", "--columns", "1...10", "--format", "json"]
    figures.sweepWindowsNs = medianWall(sweepWindows, runs: quick ? 20 : 50)
    print(pad("gridcalc sweep … --windows --columns 1...10 (980 cases)", 58) + pad(format(figures.sweepWindowsNs / 1e6, 3), 10, right: true)
          + pad(format(figures.sweepWindowsNs / figures.sweepNs, 2) + "× sweep", 14, right: true))

    let xmlDumpPath = "/tmp/gridcalc-bench-dump-\(getpid()).xml"
    write(dumps(10_000)[0].bytes, to: xmlDumpPath)
    let checkXML = [gridcalcPath, "check", "--select", "cell", "--container", "grid", xmlDumpPath, "--format", "junit"]
    figures.checkXMLNs = medianWall(checkXML, runs: quick ? 10 : 30)
    figures.checkXMLPeak = peakKiB(checkXML)
    unlink(xmlDumpPath)

    // Several files through one pattern gridcalc expands itself, one JUnit document and GitHub
    // annotations: the cost per file should not grow with the number of files.
    let folder = "/tmp/gridcalc-bench-files-\(getpid())"
    print(pad("check N files of 1000 frames, one pattern, junit + github", 58) + pad("ms", 10, right: true) + pad("ms per file", 14, right: true))
    for count in [1, 10, 100] {
        mkdir(folder, 0o755)
        for i in 0..<count { write(framesDump(1_000), to: "\(folder)/dump-\(i).json") }
        let files = [gridcalcPath, "check", "--report", "junit=\(folder).xml", "--report", "github", "--", "\(folder)/*.json"]
        let ns = medianWall(files, runs: quick ? 5 : 15)
        figures.filesNs.append((count, ns, peakKiB(files)))
        print(pad("  \(count) file\(count == 1 ? "" : "s")", 58) + pad(format(ns / 1e6, 3), 10, right: true) + pad(format(ns / 1e6 / Double(count), 3), 14, right: true)
              + "   peak \(figures.filesNs.last!.peak.map { "\($0) KiB" } ?? "n/a")")
        for i in 0..<count { unlink("\(folder)/dump-\(i).json") }
        rmdir(folder)
        unlink("\(folder).xml")
    }
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
