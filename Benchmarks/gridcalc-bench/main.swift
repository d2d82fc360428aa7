// gridcalc-bench: what gridcalc costs (`make bench`; Docs/performance.md).
//
//   1. GridCore: layouts per second — ColumnLayout (+ ItemLayout with items) and the whole
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
//      resident memory.
//   5. ItemGeometry for 100,000 and 1,000,000 items with 10,000 separator bands: the time to build
//      it, the median time of one screenful query (elements(from:to:) over 2,000px, about 28 items)
//      and of frame(ofItem:), and the peak resident memory of a process that builds it and queries
//      it (this program re-run with --geometry-peak <items>, under /usr/bin/time -v, against a run
//      with 0 items). Then tables (TableDocument) of 100, 1,000 and 10,000 rows, and a grid of 100
//      items with and without --borders inside, and grids of 12, 120 and 1,200 tracks (a quarter
//      fixed), padding and widen-spread, and of 1,000 and 10,000 items of which every tenth spans 2
//      or 3 columns: documents per second.
// Prints a table and writes the same figures as JSON to bench/results/ (ignored by git).
// Usage: gridcalc-bench --gridcalc <path> [--out <dir>] [--quick]
//        gridcalc-bench --geometry-peak <items>   (internal: the process section 5 measures)

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Arguments

/// 10,000 distinct band positions in 0 … items (a fixed linear congruential sequence).
func bandPositions(items: Int) -> [Int] {
    guard items > 0 else { return [] }
    var seen = Set<Int>(), state: UInt64 = 0x2545_F491_4F6C_DD1D
    while seen.count < min(10_000, items + 1) {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        seen.insert(Int((state >> 33) % UInt64(items + 1)))
    }
    return seen.sorted()
}

/// The request of section 5: 414pt at 3x, 4 columns, 100pt rows, `items` items, 10,000 bands.
func geometryRequest(items: Int) -> GridRequest {
    var request = GridRequest(width: .points(414), scale: try! Scale(3), columns: 4)
    request.items = ItemRequest(count: items, rowHeight: .length(.points(100)), separatorsBefore: bandPositions(items: items))
    return request
}

/// Builds the geometry and runs 10,000 screenful queries: the process whose peak memory is measured.
func geometryWorkload(items: Int) -> Int {
    guard items > 0 else { return 0 }
    let geometry = try! ItemGeometry(geometryRequest(items: items))
    var sum = 0
    for i in 0..<10_000 { sum &+= geometry.elements(from: i &* 7919 % geometry.contentHeightPx, to: i &* 7919 % geometry.contentHeightPx + 2_000).count }
    return sum
}

var gridcalcPath = ".build-static/release/gridcalc"
var outDirectory = "bench/results"
var quick = false
var argumentIndex = 1
let arguments = CommandLine.arguments
while argumentIndex < arguments.count {
    switch arguments[argumentIndex] {
    case "--gridcalc": argumentIndex += 1; gridcalcPath = arguments[argumentIndex]
    case "--out": argumentIndex += 1; outDirectory = arguments[argumentIndex]
    case "--quick": quick = true
    case "--geometry-peak":
        argumentIndex += 1
        print(geometryWorkload(items: Int(arguments[argumentIndex]) ?? 0))
        exit(0)
    default:
        print("usage: gridcalc-bench --gridcalc <path> [--out <dir>] [--quick]")
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

let repetitions = quick ? 3 : 5
let secondsPerRepetition = quick ? 0.2 : 1.0
let processRuns = quick ? 50 : 200

// MARK: 1. GridCore

/// Everything measured flows into this, and it is printed at the end.
nonisolated(unsafe) var checksum = 0

struct CoreCase {
    let columns: Int
    let strategy: Strategy
    let items: Int
    var name: String { "\(columns) columns, \(strategy.name == "padding" ? "padding" : "widen-spread")\(items > 0 ? ", \(items) items" : "")" }
}

/// Runs `body` in batches until `seconds` have passed, `repetitions` times; the median rate per second.
func medianRate(_ body: () -> Int) -> (perSecond: Double, nanoseconds: Double) {
    let clock = ContinuousClock()
    var rates: [Double] = []
    for _ in 0..<repetitions {
        var count = 0
        var batch = 1
        let start = clock.now
        var elapsed = Duration.zero
        while elapsed < .milliseconds(Int(secondsPerRepetition * 1000)) {
            for _ in 0..<batch { checksum &+= body() }
            count += batch
            elapsed = clock.now - start
            if batch < 1 << 20 { batch *= 2 }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        rates.append(Double(count) / seconds)
    }
    let median = rates.sorted()[rates.count / 2]
    return (median, 1e9 / median)
}

var coreRows: [[String: Any]] = []
print("GridCore (one core; median of \(repetitions) × \(secondsPerRepetition)s)")
print(pad("case", 40) + pad("layouts/s", 14, right: true) + pad("ns/layout", 12, right: true) + pad("ns/column", 11, right: true)
      + pad("documents/s", 14, right: true) + pad("ns/document", 13, right: true))
for columns in [7, 24, 1000, 10_000] {
    for strategy in [Strategy.padding(.center), .widen(.spread)] {
        for items in [0, 100] {
            let c = CoreCase(columns: columns, strategy: strategy, items: items)
            let containerPx = columns <= 24 ? 1242 : 1_000_000
            let scale = try! Scale(3)
            let layout = medianRate {
                let l = try! ColumnLayout(containerPx: containerPx, columns: columns, spacingPx: 1, strategy: strategy)
                var sum = l.columns[columns - 1].xPx &+ l.insetLeadingPx
                if items > 0 {
                    let geometry = try! ItemGeometry(columns: l, scale: scale, items: items, rowHeightPx: l.basePx, lineSpacingPx: 1,
                                                     insetTopPx: 0, insetBottomPx: 0, separatorsBefore: [items / 2], separatorHeightPx: 1)
                    sum &+= geometry.contentHeightPx &+ geometry.allElements().items[items - 1].frame.y.px
                }
                return sum
            }
            let request = GridRequest(width: .pixels(containerPx), scale: scale, columns: columns, strategy: strategy,
                                      items: items > 0 ? ItemRequest(count: items, separatorsBefore: [items / 2]) : nil)
            let document = medianRate {
                let d = try! GridDocument(request)
                return d.columns[columns - 1].x.px &+ (d.content?.height.px ?? 0) &+ (d.flowLayout.fits ? 1 : 0)
            }
            print(pad(c.name, 40) + pad(format(layout.perSecond), 14, right: true) + pad(format(layout.nanoseconds, 1), 12, right: true)
                  + pad(format(layout.nanoseconds / Double(columns), 2), 11, right: true)
                  + pad(format(document.perSecond), 14, right: true) + pad(format(document.nanoseconds, 1), 13, right: true))
            coreRows.append(["columns": columns, "strategy": strategy.name == "padding" ? "padding" : "widen-spread", "items": items,
                             "layouts_per_second": layout.perSecond, "ns_per_layout": layout.nanoseconds,
                             "ns_per_column": layout.nanoseconds / Double(columns),
                             "documents_per_second": document.perSecond, "ns_per_document": document.nanoseconds])
        }
    }
}

// MARK: 4. The strict reader (run here, reported after the command line)

/// A frames dump of `count` frames in rows of 7, as an app would write it (one frame a line).
func framesDump(_ count: Int) -> [UInt8] {
    var text = "{\"scale\": 3, \"container_pt\": 414, \"spacing_px\": 1, \"frames\": [\n"
    for i in 0..<count {
        let x = Double(i % 7) * 59.0 + 0.6666666666666666
        let y = Double(i / 7) * 59.0
        text += "  {\"x\": \(x), \"y\": \(y), \"width\": 58.666666666666664, \"height\": 58.666666666666664}\(i == count - 1 ? "" : ",")\n"
    }
    return Array((text + "]}\n").utf8)
}

var readerRows: [[String: Any]] = []
for frames in [100, 1_000, 10_000] {
    let document = framesDump(frames)
    let rate = medianRate {
        do { try StrictJSON.validate(document) } catch { fatalError("\(error)") }
        return document.count
    }
    readerRows.append(["frames": frames, "bytes": document.count, "documents_per_second": rate.perSecond,
                       "mb_per_second": rate.perSecond * Double(document.count) / 1e6,
                       "ns_per_byte": rate.nanoseconds / Double(document.count)])
}
let dumpPath = "/tmp/gridcalc-bench-dump-\(getpid()).json"
if let file = fopen(dumpPath, "w") {
    let bytes = framesDump(10_000)
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

// MARK: 4b. Tools' dumps: the same grid of cells (rows of 7 at 3x) in each format check reads

/// `count` cells of 176 px in rows of 7 with 1 px gaps, as uiautomator XML, recursiveDescription
/// text and a browser's rects (CSS px at DPR 3).
func dumps(_ count: Int) -> [(name: String, bytes: [UInt8], select: String?, container: String?)] {
    var xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
    xml += "<node index=\"0\" resource-id=\"com.example:id/grid\" class=\"androidx.recyclerview.widget.RecyclerView\" bounds=\"[0,210][1242,99999]\">\n"
    var text = "<UIWindow: 0x1; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x2>>\n   | <UICollectionView: 0x3; frame = (0 70; 414 826); layer = <CALayer: 0x4>>\n"
    var css = "{\"dpr\": 3, \"container\": {\"x\": 0, \"y\": 70, \"width\": 414, \"height\": 826}, \"frames\": [\n"
    for i in 0..<count {
        let x = 2 + (i % 7) * 177, y = (i / 7) * 177
        xml += "  <node index=\"\(i)\" text=\"\" resource-id=\"com.example:id/cell\" class=\"android.widget.FrameLayout\" content-desc=\"\" bounds=\"[\(x),\(210 + y)][\(x + 176),\(386 + y)]\" />\n"
        text += "   |    | <App.Cell: 0x\(1000 + i); baseClass = UICollectionViewCell; frame = (\(Double(x) / 3) \(Double(y) / 3); 58.6667 58.6667); layer = <CALayer: 0x5>>\n"
        css += "  {\"x\": \(Double(x) / 3), \"y\": \(70 + Double(y) / 3), \"width\": 58.666666666666664, \"height\": 58.666666666666664}\(i == count - 1 ? "" : ",")\n"
    }
    return [("uiautomator", Array((xml + "</node>\n</hierarchy>\n").utf8), "cell", "grid"),
            ("recursive-description", Array(text.utf8), "UICollectionViewCell", "UICollectionView"),
            ("css", Array((css + "]}\n").utf8), nil, nil)]
}

var dumpRows: [[String: Any]] = []
for cells in [100, 1_000, 10_000] {
    for dump in dumps(cells) {
        let rate = medianRate {
            let input = try! CheckCommand.readInput(dump.bytes, name: "bench", format: .auto,
                                                    selectors: DumpSelectors(select: dump.select, container: dump.container)).0
            return try! CheckDocument(CheckRequest(subject: input.subject, scale: try! Scale(3), spacing: .pixels(1))).findings.count
        }
        dumpRows.append(["format": dump.name, "cells": cells, "bytes": dump.bytes.count, "documents_per_second": rate.perSecond,
                         "ns_per_cell": rate.nanoseconds / Double(cells), "mb_per_second": rate.perSecond * Double(dump.bytes.count) / 1e6])
    }
}
let xmlDumpPath = "/tmp/gridcalc-bench-dump-\(getpid()).xml"
if let file = fopen(xmlDumpPath, "w") {
    let bytes = dumps(10_000)[0].bytes
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

// MARK: 5. ItemGeometry, tables and borders (reported last)

var geometryRows: [[String: Any]] = []
for items in [100_000, 1_000_000] {
    let request = geometryRequest(items: items)
    let build = medianRate { try! ItemGeometry(request).contentHeightPx }
    let geometry = try! ItemGeometry(request)
    var state: UInt64 = 1
    let starts = (0..<4_096).map { _ -> Int in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(geometry.contentHeightPx))
    }
    var next = 0
    var results = 0, queries = 0
    let query = medianRate {
        next = (next + 1) & 4_095
        let found = geometry.elements(from: starts[next], to: starts[next] + 2_000).count
        results += found
        queries += 1
        return found
    }
    let frame = medianRate {
        next = (next + 1) & 4_095
        return geometry.frame(ofItem: starts[next] % items)?.y.px ?? 0
    }
    geometryRows.append(["items": items, "bands": geometry.separatorCount, "build_ms": build.nanoseconds / 1e6,
                         "query_ns": query.nanoseconds, "results_per_query": Double(results) / Double(queries),
                         "frame_ns": frame.nanoseconds])
}

var tableRows: [[String: Any]] = []
for rows in [100, 1_000, 10_000] {
    let request = TableRequest(width: .points(390), scale: try! Scale(3), sections: Array(repeating: 10, count: rows / 10))
    let rate = medianRate { try! TableDocument(request).content.height.px }
    tableRows.append(["rows": rows, "documents_per_second": rate.perSecond, "ns_per_row": rate.nanoseconds / Double(rows)])
}
var trackRows: [[String: Any]] = []
for count in [12, 120, 1_200] {
    // A quarter of the tracks fixed (20px), the rest flexible with weights 1, 2 and 3.5 in turn.
    let tracks: [Track] = (0..<count).map { $0 % 4 == 0 ? .fixed(.pixels(20)) : .flexible(thousandths: [1000, 2000, 3500][$0 % 3]) }
    for strategy in [Strategy.padding(.center), .widen(.spread)] {
        var request = GridRequest(width: .pixels(count * 100), scale: try! Scale(3), columns: count, strategy: strategy)
        request.tracks = tracks
        let rate = medianRate { try! GridDocument(request).columns[count - 1].x.px }
        trackRows.append(["tracks": count, "strategy": strategy.name == "padding" ? "padding" : "widen-spread",
                          "documents_per_second": rate.perSecond, "ns_per_track": rate.nanoseconds / Double(count)])
    }
}
var spanRows: [[String: Any]] = []
for items in [1_000, 10_000] {
    // 7 columns; every tenth item spans 2 or 3 columns.
    var request = GridRequest(width: .points(414), scale: try! Scale(3), columns: 7)
    request.items = ItemRequest(count: items, rowHeight: .length(.points(44)),
                                spans: stride(from: 0, to: items, by: 10).map { ItemRequest.Span(item: $0, columns: 2 + ($0 / 10) % 2) })
    let rate = medianRate { try! GridDocument(request).content?.height.px ?? 0 }
    spanRows.append(["items": items, "documents_per_second": rate.perSecond, "ns_per_item": rate.nanoseconds / Double(items)])
}
var platformRows: [[String: Any]] = []
for columns in [7, 100, 1_000] {
    // Android: the GridLayoutManager values (a padding search over T, each O(C)); web: the CSS values.
    var request = GridRequest(width: .pixels(columns * 150), scale: try! Scale(2.625), columns: columns, strategy: .widen(.spread))
    request.platform = .android
    let android = medianRate { try! GridDocument(request).android!.totalSpacePx }
    request.platform = .ios
    let plain = medianRate { try! GridDocument(request).columns.count }
    let document = try! GridDocument(request)
    let css = medianRate { try! GridDocument.CSS(document).columns.count }
    platformRows.append(["columns": columns, "ios_ns": plain.nanoseconds, "android_ns": android.nanoseconds, "css_values_ns": css.nanoseconds,
                         "android_ns_per_column": (android.nanoseconds - plain.nanoseconds) / Double(columns),
                         "css_ns_per_column": css.nanoseconds / Double(columns)])
}
var bordersRows: [[String: Any]] = []
for borders in [false, true] {
    var request = GridRequest(width: .points(414), scale: try! Scale(3), columns: 7, items: ItemRequest(count: 100))
    if borders { request.borders = InsideBorders() }
    let rate = medianRate { try! GridDocument(request).content?.height.px ?? 0 }
    bordersRows.append(["borders": borders ? "inside" : "none", "documents_per_second": rate.perSecond, "ns_per_document": rate.nanoseconds])
}

// MARK: 2 and 3. The command line

/// Runs `argv` with stdout and stderr on /dev/null; its wall time in nanoseconds.
func runOnce(_ argv: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for p in cArguments { free(p) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ) == 0 else {
        print("error: cannot run \(argv[0])")
        exit(1)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

func medianWall(_ argv: [String], runs: Int) -> Double {
    _ = runOnce(argv)  // warm the page cache
    return (0..<runs).map { _ in runOnce(argv) }.sorted()[runs / 2]
}

/// Peak resident memory of one run, from /usr/bin/time -v, in KiB (nil when unavailable).
func peakKiB(_ argv: [String]) -> Int? {
    let log = "/tmp/gridcalc-bench-time-\(getpid())"
    _ = runOnce(["/bin/sh", "-c", "/usr/bin/time -v -o \(log) \(argv.joined(separator: " ")) > /dev/null 2>&1"])
    defer { unlink(log) }
    guard let file = fopen(log, "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, 512, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains("Maximum resident set size") {
            return Int(text.split(separator: ":").last!.trimmingPrefix(" ").prefix { $0.isNumber })
        }
    }
    return nil
}

let grid = [gridcalcPath, "--width", "414", "--scale", "3", "--columns", "7", "--format", "json"]
let sweep = [gridcalcPath, "sweep", "--devices", "all", "--orientation", "both", "--columns", "1...12", "--format", "json"]
let trueNs = medianWall(["/bin/true"], runs: processRuns)
let gridNs = medianWall(grid, runs: processRuns)
let sweepNs = medianWall(sweep, runs: quick ? 20 : 50)
let peak = peakKiB(grid)
let sweepPeak = peakKiB(sweep)

print("\nCommand line (\(gridcalcPath); median wall time)")
print(pad("what", 58) + pad("ms", 10, right: true) + pad("ratio", 14, right: true))
print(pad("/bin/true (\(processRuns) runs)", 58) + pad(format(trueNs / 1e6, 3), 10, right: true) + pad("1", 14, right: true))
print(pad("gridcalc --width 414 --scale 3 --columns 7 --format json", 58) + pad(format(gridNs / 1e6, 3), 10, right: true)
      + pad(format(gridNs / trueNs, 2) + "× true", 14, right: true))
print(pad("gridcalc sweep --devices all --orientation both … --json", 58) + pad(format(sweepNs / 1e6, 3), 10, right: true)
      + pad(format(sweepNs / gridNs, 2) + "× grid", 14, right: true))
print("peak resident memory: grid \(peak.map { "\($0) KiB" } ?? "n/a"), sweep \(sweepPeak.map { "\($0) KiB" } ?? "n/a") (/usr/bin/time -v)")
let check = [gridcalcPath, "check", dumpPath, "--format", "json"]
let checkNs = medianWall(check, runs: quick ? 10 : 30)
let checkPeak = peakKiB(check)
unlink(dumpPath)
print("\nStrict JSON reader (check documents; median of \(repetitions) × \(secondsPerRepetition)s)")
print(pad("frames dump", 24) + pad("bytes", 12, right: true) + pad("MB/s", 10, right: true) + pad("ns/byte", 10, right: true))
for row in readerRows {
    print(pad("\(row["frames"]!) frames", 24) + pad("\(row["bytes"]!)", 12, right: true)
          + pad(format(row["mb_per_second"] as! Double, 1), 10, right: true) + pad(format(row["ns_per_byte"] as! Double, 2), 10, right: true))
}
print("gridcalc check (10000-frame dump) --format json: \(format(checkNs / 1e6, 1)) ms, peak \(checkPeak.map { "\($0) KiB" } ?? "n/a")")
let checkXML = [gridcalcPath, "check", "--select", "cell", "--container", "grid", xmlDumpPath, "--format", "junit"]
let checkXMLNs = medianWall(checkXML, runs: quick ? 10 : 30)
let checkXMLPeak = peakKiB(checkXML)
unlink(xmlDumpPath)
print("\nTools' dumps: read and checked in-process, cells of 176px in rows of 7 at 3x (median of \(repetitions) × \(secondsPerRepetition)s)")
print(pad("format", 24) + pad("cells", 8, right: true) + pad("bytes", 10, right: true) + pad("docs/s", 10, right: true)
      + pad("ns/cell", 10, right: true) + pad("MB/s", 8, right: true))
for row in dumpRows {
    print(pad("\(row["format"]!)", 24) + pad("\(row["cells"]!)", 8, right: true) + pad("\(row["bytes"]!)", 10, right: true)
          + pad(format(row["documents_per_second"] as! Double), 10, right: true) + pad(format(row["ns_per_cell"] as! Double, 0), 10, right: true)
          + pad(format(row["mb_per_second"] as! Double, 1), 8, right: true))
}
print("gridcalc check (10000-node uiautomator dump) --format junit: \(format(checkXMLNs / 1e6, 1)) ms, peak \(checkXMLPeak.map { "\($0) KiB" } ?? "n/a")")
let selfPath = arguments[0]
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
print("\nTables and borders (documents per second)")
for row in tableRows {
    print(pad("table, \(row["rows"]!) rows in sections of 10", 40) + pad(format(row["documents_per_second"] as! Double), 14, right: true)
          + pad(format(row["ns_per_row"] as! Double, 1) + " ns/row", 16, right: true))
}
for row in trackRows {
    print(pad("grid, \(row["tracks"]!) tracks, \(row["strategy"]!)", 40) + pad(format(row["documents_per_second"] as! Double), 14, right: true)
          + pad(format(row["ns_per_track"] as! Double, 1) + " ns/track", 16, right: true))
}
for row in spanRows {
    print(pad("grid, 7 columns, \(row["items"]!) items, 10 % spanning", 40) + pad(format(row["documents_per_second"] as! Double), 14, right: true)
          + pad(format(row["ns_per_item"] as! Double, 1) + " ns/item", 16, right: true))
}
for row in bordersRows {
    print(pad("grid, 7 columns, 100 items, borders \(row["borders"]!)", 40) + pad(format(row["documents_per_second"] as! Double), 14, right: true)
          + pad(format(row["ns_per_document"] as! Double, 0) + " ns", 16, right: true))
}
print("\nPlatforms (2.625x, widen spread): a document, and what each platform adds")
for row in platformRows {
    print(pad("grid, \(row["columns"]!) columns", 24) + pad(format(row["ios_ns"] as! Double) + " ns ios", 16, right: true)
          + pad(format(row["android_ns"] as! Double) + " ns android", 20, right: true)
          + pad(format(row["android_ns_per_column"] as! Double, 1) + " ns/col more", 18, right: true)
          + pad(format(row["css_values_ns"] as! Double) + " ns css values", 22, right: true)
          + pad(format(row["css_ns_per_column"] as! Double, 1) + " ns/col", 14, right: true))
}
print("checksum \(checksum)")

// MARK: Results as JSON

func json(_ value: Any, indent: String = "") -> String {
    switch value {
    case let d as [String: Any]:
        let inner = indent + "  "
        return "{\n" + d.keys.sorted().map { "\(inner)\"\($0)\": \(json(d[$0]!, indent: inner))" }.joined(separator: ",\n") + "\n\(indent)}"
    case let a as [Any]:
        let inner = indent + "  "
        return "[\n" + a.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case let s as String: return "\"\(s)\""
    case let d as Double: return d.isFinite ? "\(d)" : "null"
    case let i as Int: return "\(i)"
    case let o as Int?: return o.map { "\($0)" } ?? "null"
    default: return "null"
    }
}

var now = time(nil)
var utc = tm()
gmtime_r(&now, &utc)
let stamp = String(format4(Int(utc.tm_year) + 1900)) + two(Int(utc.tm_mon) + 1) + two(Int(utc.tm_mday)) + "-" + two(Int(utc.tm_hour)) + two(Int(utc.tm_min)) + two(Int(utc.tm_sec))
var machine = utsname()
uname(&machine)
let machineName = withUnsafeBytes(of: machine.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
let result: [String: Any] = [
    "schema": "gridcalc/bench@1", "timestamp_utc": stamp, "machine": machineName, "cores": Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))),
    "quick": quick ? "yes" : "no", "gridcore": coreRows,
    "command_line": ["runs": processRuns, "true_ms": trueNs / 1e6, "grid_json_ms": gridNs / 1e6, "grid_over_true": gridNs / trueNs,
                     "peak_kib": peak as Any, "sweep_ms": sweepNs / 1e6, "sweep_over_grid": sweepNs / gridNs, "sweep_peak_kib": sweepPeak as Any]
        as [String: Any],
    "strict_reader": readerRows,
    "item_geometry": geometryRows, "table": tableRows, "borders": bordersRows, "tracks": trackRows, "spans": spanRows, "platforms": platformRows,
    "check_10000_frames": ["ms": checkNs / 1e6, "peak_kib": checkPeak as Any] as [String: Any],
    "dumps": dumpRows,
    "check_10000_uiautomator_junit": ["ms": checkXMLNs / 1e6, "peak_kib": checkXMLPeak as Any] as [String: Any],
    "checksum": checksum,
]
mkdir(outDirectory.split(separator: "/").first.map(String.init) ?? outDirectory, 0o755)
mkdir(outDirectory, 0o755)
for name in ["bench-\(stamp).json", "latest.json"] {
    if let file = fopen("\(outDirectory)/\(name)", "w") {
        fputs(json(result) + "\n", file)
        fclose(file)
    }
}
print("results: \(outDirectory)/bench-\(stamp).json")

// MARK: Formatting

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}

func format(_ value: Double, _ decimals: Int = 0) -> String {
    guard decimals > 0 else {
        // Thousands separated by spaces: 3 412 000.
        var digits = String(Int(value.rounded()))
        var groups: [String] = []
        while digits.count > 3 { groups.insert(String(digits.suffix(3)), at: 0); digits.removeLast(3) }
        groups.insert(digits, at: 0)
        return groups.joined(separator: " ")
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    }
    return text
}

func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
func format4(_ n: Int) -> String { String(n) }
