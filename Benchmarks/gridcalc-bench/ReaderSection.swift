// Section 4: the strict JSON reader over frames dumps of 100, 1,000 and 10,000 frames, and every
// format check reads (uiautomator, recursiveDescription, browser rects) read and checked in process.

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The strict reader's rate over frames dumps (cost against size); the rows for the results file.
func measureStrictReader(_ timing: Timing) -> [[String: Any]] {
    var readerRows: [[String: Any]] = []
    for frames in [100, 1_000, 10_000] {
        let document = framesDump(frames)
        let rate = timing.medianRate {
            do { try StrictJSON.validate(document) } catch { fatalError("\(error)") }
            return document.count
        }
        readerRows.append(["frames": frames, "bytes": document.count, "documents_per_second": rate.perSecond,
                           "mb_per_second": rate.perSecond * Double(document.count) / 1e6,
                           "ns_per_byte": rate.nanoseconds / Double(document.count)])
    }
    return readerRows
}

/// Each tool's dump of the same cells read and checked in process; the rows for the results file.
func measureDumps(_ timing: Timing) -> [[String: Any]] {
    var dumpRows: [[String: Any]] = []
    for cells in [100, 1_000, 10_000] {
        for dump in dumps(cells) {
            let rate = timing.medianRate {
                let input = try! CheckFrontend.readInput(dump.bytes, name: "bench", format: .auto,
                                                        selectors: DumpSelectors(select: dump.select, container: dump.container)).0
                return try! CheckDocument(CheckRequest(subject: input.subject, scale: try! Scale(3), spacing: .pixels(1))).findings.count
            }
            dumpRows.append(["format": dump.name, "cells": cells, "bytes": dump.bytes.count, "documents_per_second": rate.perSecond,
                             "ns_per_cell": rate.nanoseconds / Double(cells), "mb_per_second": rate.perSecond * Double(dump.bytes.count) / 1e6])
        }
    }
    return dumpRows
}

/// Prints section 4's in-process tables.
func printReaderTables(_ timing: Timing, readerRows: [[String: Any]], dumpRows: [[String: Any]]) {
    print("\nStrict JSON reader (check documents; median of \(timing.repetitions) × \(timing.secondsPerRepetition)s)")
    print(pad("frames dump", 24) + pad("bytes", 12, right: true) + pad("MB/s", 10, right: true) + pad("ns/byte", 10, right: true))
    for row in readerRows {
        print(pad("\(row["frames"]!) frames", 24) + pad("\(row["bytes"]!)", 12, right: true)
              + pad(format(row["mb_per_second"] as! Double, 1), 10, right: true) + pad(format(row["ns_per_byte"] as! Double, 2), 10, right: true))
    }
    print("\nTools' dumps: read and checked in-process, cells of 176px in rows of 7 at 3x (median of \(timing.repetitions) × \(timing.secondsPerRepetition)s)")
    print(pad("format", 24) + pad("cells", 8, right: true) + pad("bytes", 10, right: true) + pad("docs/s", 10, right: true)
          + pad("ns/cell", 10, right: true) + pad("MB/s", 8, right: true))
    for row in dumpRows {
        print(pad("\(row["format"]!)", 24) + pad("\(row["cells"]!)", 8, right: true) + pad("\(row["bytes"]!)", 10, right: true)
              + pad(format(row["documents_per_second"] as! Double), 10, right: true) + pad(format(row["ns_per_cell"] as! Double, 0), 10, right: true)
              + pad(format(row["mb_per_second"] as! Double, 1), 8, right: true))
    }
}
