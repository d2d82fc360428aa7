// gridcalc-bench: what gridcalc costs (`make bench`; Docs/performance.md).
//
//   0. Start-up: the shipped gridcalc (stripped, static) against a stripped static Swift
//      hello-world, in paired runs (StartupSection says how); `make bench-startup` runs this alone.
//   1. GridCore: layouts per second — ColumnLayout (+ ItemGeometry with items) and the whole
//      GridDocument — for 7, 24, 1000 and 10000 columns, padding and widen-spread, without and with
//      100 items. Each case runs for at least a second per repetition (ContinuousClock), the median
//      of 5 repetitions is reported, and every result feeds a checksum that is printed, so the
//      optimiser cannot drop the work.
//   2. The command line: the median wall time of 200 runs of
//      `gridcalc --width 414 --scale 3 --columns 7 --format json` against 200 runs of /bin/true in the
//      same process, as a ratio; and the peak resident memory of one run (/usr/bin/time -v).
//   3. `gridcalc sweep --devices all --orientation both --columns 1...12 --format json` against one
//      grid run, as a ratio.
//   4. The strict JSON reader `check` runs first: MB/s over frames dumps of 100, 1,000 and 10,000
//      frames (cost against size), and `gridcalc check` on the 10,000-frame dump: wall time and peak
//      resident memory; the same dump checked against the design inline and --against a saved
//      layout; `sweep --windows` over every preset; `check` of 1, 10 and 100 files of 1,000 frames
//      given as one pattern (one JUnit document and the annotations): ms per file and peak memory.
//   5. ItemGeometry for 100,000 and 1,000,000 items with 10,000 separator bands: the time to build
//      it, the median time of one screenful query (elements(from:to:) over 2,000px, about 28 items)
//      and of frame(ofItem:), and the peak resident memory of a process that builds it and queries
//      it (this program re-run with --geometry-peak <items>, under /usr/bin/time -v, against a run
//      with 0 items). Then tables (TableDocument) of 100, 1,000 and 10,000 rows, and a grid of 100
//      items with and without --borders inside, and grids of 12, 120 and 1,200 tracks (a quarter
//      fixed), padding and widen-spread, and of 1,000 and 10,000 items of which every tenth spans 2
//      or 3 columns: documents per second.
//   6. The code that computes the layout at run time: fluid CSS and the Kotlin file for 7, 100 and
//      1,000 columns (documents per second, bytes, ns per byte, peak memory at 1,000 columns), and
//      the fluid rule's bytes per devicePixelRatio of its ladder.
// Prints a table and writes the same figures as JSON to bench/results/ (ignored by git).
// Usage: gridcalc-bench --gridcalc <path> [--shipped <path> --hello <path>] [--startup-only] [--out <dir>] [--quick]
//        gridcalc-bench --geometry-peak <items>   (internal: the process section 5 measures)

// Each section is a file: StartupSection, GridCoreSection, ReaderSection, DocumentsSection, CommandLineSection,
// RuntimeCodeSection; how
// they measure is in Timing, what they measure in Workloads, the results file in Report.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var gridcalcPath = ".build-static/release/gridcalc"
var outDirectory = "bench/results"
var quick = false
var shippedPath: String?
var helloPath: String?
var startupOnly = false
var argumentIndex = 1
let arguments = CommandLine.arguments
while argumentIndex < arguments.count {
    switch arguments[argumentIndex] {
    case "--gridcalc": argumentIndex += 1; gridcalcPath = arguments[argumentIndex]
    case "--out": argumentIndex += 1; outDirectory = arguments[argumentIndex]
    case "--quick": quick = true
    case "--shipped": argumentIndex += 1; shippedPath = arguments[argumentIndex]
    case "--hello": argumentIndex += 1; helloPath = arguments[argumentIndex]
    case "--startup-only": startupOnly = true
    case "--geometry-peak":
        argumentIndex += 1
        print(geometryWorkload(items: Int(arguments[argumentIndex]) ?? 0))
        exit(0)
    default:
        print("usage: gridcalc-bench --gridcalc <path> [--shipped <path> --hello <path>] [--startup-only] [--out <dir>] [--quick]")
        exit(64)
    }
    argumentIndex += 1
}
// glibc returns freed memory at the top of the heap to the system (trimming) and serves blocks over
// 128 KiB with mmap; a loop that builds and frees a 10000-column document (~0.5 MiB of arrays) then
// takes page faults on every iteration, which a long-lived app's heap does not. Keep freed memory,
// as an app's steady state does (Docs/performance.md gives both figures).
#if canImport(Glibc)
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
_ = mallopt(-1 /* M_TRIM_THRESHOLD */, 512 << 20)
_ = mallopt(-3 /* M_MMAP_THRESHOLD */, 64 << 20)
#endif

let timing = Timing(repetitions: quick ? 3 : 5, secondsPerRepetition: quick ? 0.2 : 1.0, processRuns: quick ? 50 : 200)

let startup = shippedPath.flatMap { shipped in
    helloPath.map { measureStartup(gridcalcPath: shipped, helloPath: $0, pairs: quick ? 300 : 1000) }
}
/// Writes the results file: when and where the run was, its mode, `sections`, and start-up's figures.
@MainActor func writeRun(_ sections: [String: Any]) {
    let (stamp, machineName) = stampAndMachine()
    var result: [String: Any] = ["schema": "gridcalc/bench@1", "timestamp_utc": stamp, "machine": machineName,
                                 "cores": Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), "quick": quick ? "yes" : "no"]
    result.merge(sections) { a, _ in a }
    result.merge(startup?.results ?? [:]) { a, _ in a }
    writeResults(result, to: outDirectory, stamp: stamp)
}
if startupOnly {
    writeRun([:])
    exit(0)
}

let coreRows = measureGridCore(timing)
let readerRows = measureStrictReader(timing)
let dumpRows = measureDumps(timing)
var geometryRows = measureItemGeometry(timing)
let tableRows = measureTables(timing)
let trackRows = measureTracks(timing)
let spanRows = measureSpans(timing)
let platformRows = measurePlatforms(timing)
let bordersRows = measureBorders(timing)
let runtimeRows = measureRuntimeCode(timing, gridcalcPath: gridcalcPath)
let ladderBytes = measureLadderBytes()

let figures = measureCommandLine(gridcalcPath, timing, quick: quick)
printReaderTables(timing, readerRows: readerRows, dumpRows: dumpRows)
print("gridcalc check (10000-frame dump) --format json: \(format(figures.checkNs / 1e6, 1)) ms, peak \(figures.checkPeak.map { "\($0) KiB" } ?? "n/a")")
print("gridcalc check (10000-node uiautomator dump) --format junit: \(format(figures.checkXMLNs / 1e6, 1)) ms, peak \(figures.checkXMLPeak.map { "\($0) KiB" } ?? "n/a")")
measureGeometryPeaks(&geometryRows, selfPath: arguments[0])
printDocumentTables(tableRows: tableRows, trackRows: trackRows, spanRows: spanRows, bordersRows: bordersRows, platformRows: platformRows)
printRuntimeCodeTables(runtimeRows, ladder: ladderBytes)
print("checksum \(checksum)")

var sections: [String: Any] = [
    "gridcore": coreRows, "strict_reader": readerRows,
    "item_geometry": geometryRows, "table": tableRows, "borders": bordersRows, "tracks": trackRows, "spans": spanRows, "platforms": platformRows,
    "dumps": dumpRows, "runtime_code": runtimeRows, "fluid_css_ladder": ladderBytes, "checksum": checksum,
]
sections.merge(figures.results(timing)) { a, _ in a }
writeRun(sections)
