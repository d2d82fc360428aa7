// Section 5: ItemGeometry for 100,000 and 1,000,000 items with 10,000 bands (build, a screenful
// query, frame(ofItem:)); tables, tracks, spans, inside borders and each platform's block, as
// documents per second.

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ItemGeometry built and queried; peak memory is added by the command-line section.
func measureItemGeometry(_ timing: Timing) -> [[String: Any]] {
    var geometryRows: [[String: Any]] = []
    for items in [100_000, 1_000_000] {
        let request = geometryRequest(items: items)
        let build = timing.medianRate { try! ItemGeometry(request).contentHeightPx }
        let geometry = try! ItemGeometry(request)
        var state: UInt64 = 1
        let starts = (0..<4_096).map { _ -> Int in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(geometry.contentHeightPx))
        }
        var next = 0
        var results = 0, queries = 0
        let query = timing.medianRate {
            next = (next + 1) & 4_095
            let found = geometry.elements(from: starts[next], to: starts[next] + 2_000).count
            results += found
            queries += 1
            return found
        }
        let frame = timing.medianRate {
            next = (next + 1) & 4_095
            return geometry.frame(ofItem: starts[next] % items)?.y.px ?? 0
        }
        geometryRows.append(["items": items, "bands": geometry.separatorCount, "build_ms": build.nanoseconds / 1e6,
                             "query_ns": query.nanoseconds, "results_per_query": Double(results) / Double(queries),
                             "frame_ns": frame.nanoseconds])
    }
    return geometryRows
}

/// Tables of 100, 1,000 and 10,000 rows in sections of 10.
func measureTables(_ timing: Timing) -> [[String: Any]] {
    var tableRows: [[String: Any]] = []
    for rows in [100, 1_000, 10_000] {
        let request = TableRequest(width: .points(390), scale: try! Scale(3), sections: Array(repeating: 10, count: rows / 10))
        let rate = timing.medianRate { try! TableDocument(request).content.height.px }
        tableRows.append(["rows": rows, "documents_per_second": rate.perSecond, "ns_per_row": rate.nanoseconds / Double(rows)])
    }
    return tableRows
}

/// Grids of 12, 120 and 1,200 tracks, a quarter fixed, padding and widen-spread.
func measureTracks(_ timing: Timing) -> [[String: Any]] {
    var trackRows: [[String: Any]] = []
    for count in [12, 120, 1_200] {
        // A quarter of the tracks fixed (20px), the rest flexible with weights 1, 2 and 3.5 in turn.
        let tracks: [Track] = (0..<count).map { $0 % 4 == 0 ? .fixed(.pixels(20)) : .flexible(thousandths: [1000, 2000, 3500][$0 % 3]) }
        for strategy in [Strategy.padding(.center), .widen(.spread)] {
            var request = GridRequest(width: .pixels(count * 100), scale: try! Scale(3), columns: count, strategy: strategy)
            request.tracks = tracks
            let rate = timing.medianRate { try! GridDocument(request).columns[count - 1].x.px }
            trackRows.append(["tracks": count, "strategy": strategy.name == "padding" ? "padding" : "widen-spread",
                              "documents_per_second": rate.perSecond, "ns_per_track": rate.nanoseconds / Double(count)])
        }
    }
    return trackRows
}

/// Grids of 1,000 and 10,000 items of which every tenth spans 2 or 3 columns.
func measureSpans(_ timing: Timing) -> [[String: Any]] {
    var spanRows: [[String: Any]] = []
    for items in [1_000, 10_000] {
        // 7 columns; every tenth item spans 2 or 3 columns.
        var request = GridRequest(width: .points(414), scale: try! Scale(3), columns: 7)
        request.items = ItemRequest(count: items, rowHeight: .length(.points(44)),
                                    spans: stride(from: 0, to: items, by: 10).map { ItemRequest.Span(item: $0, columns: 2 + ($0 / 10) % 2) })
        let rate = timing.medianRate { try! GridDocument(request).content?.height.px ?? 0 }
        spanRows.append(["items": items, "documents_per_second": rate.perSecond, "ns_per_item": rate.nanoseconds / Double(items)])
    }
    return spanRows
}

/// Each platform's block over a plain document, for 7, 100 and 1,000 columns.
func measurePlatforms(_ timing: Timing) -> [[String: Any]] {
    var platformRows: [[String: Any]] = []
    for columns in [7, 100, 1_000] {
        // Android: the GridLayoutManager values (a padding search over T, each O(C)); web: the CSS values.
        var request = GridRequest(width: .pixels(columns * 150), scale: try! Scale(2.625), columns: columns, strategy: .widen(.spread))
        request.platform = .android
        let android = timing.medianRate { try! GridDocument(request).android!.totalSpacePx }
        request.platform = .ios
        let plain = timing.medianRate { try! GridDocument(request).columns.count }
        let document = try! GridDocument(request)
        let css = timing.medianRate { try! GridDocument.CSS(document).columns.count }
        platformRows.append(["columns": columns, "ios_ns": plain.nanoseconds, "android_ns": android.nanoseconds, "css_values_ns": css.nanoseconds,
                             "android_ns_per_column": (android.nanoseconds - plain.nanoseconds) / Double(columns),
                             "css_ns_per_column": css.nanoseconds / Double(columns)])
    }
    return platformRows
}

/// A grid of 100 items with and without inside borders.
func measureBorders(_ timing: Timing) -> [[String: Any]] {
    var bordersRows: [[String: Any]] = []
    for borders in [false, true] {
        var request = GridRequest(width: .points(414), scale: try! Scale(3), columns: 7, items: ItemRequest(count: 100))
        if borders { request.borders = InsideBorders() }
        let rate = timing.medianRate { try! GridDocument(request).content?.height.px ?? 0 }
        bordersRows.append(["borders": borders ? "inside" : "none", "documents_per_second": rate.perSecond, "ns_per_document": rate.nanoseconds])
    }
    return bordersRows
}

/// Prints section 5's document tables.
func printDocumentTables(tableRows: [[String: Any]], trackRows: [[String: Any]], spanRows: [[String: Any]],
                         bordersRows: [[String: Any]], platformRows: [[String: Any]]) {
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
}
