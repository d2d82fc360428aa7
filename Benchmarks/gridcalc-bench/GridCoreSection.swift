// Section 1: GridCore's layouts and documents per second, for 7, 24, 1000 and 10000 columns,
// padding and widen-spread, without and with 100 items.

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One case of section 1.
struct CoreCase {
    let columns: Int
    let strategy: Strategy
    let items: Int
    var name: String { "\(columns) columns, \(strategy.name == "padding" ? "padding" : "widen-spread")\(items > 0 ? ", \(items) items" : "")" }
}

/// Measures section 1 and prints its table; the rows for the results file.
func measureGridCore(_ timing: Timing) -> [[String: Any]] {
    var coreRows: [[String: Any]] = []
    print("GridCore (one core; median of \(timing.repetitions) × \(timing.secondsPerRepetition)s)")
    print(pad("case", 40) + pad("layouts/s", 14, right: true) + pad("ns/layout", 12, right: true) + pad("ns/column", 11, right: true)
          + pad("documents/s", 14, right: true) + pad("ns/document", 13, right: true))
    for columns in [7, 24, 1000, 10_000] {
        for strategy in [Strategy.padding(.center), .widen(.spread)] {
            for items in [0, 100] {
                let c = CoreCase(columns: columns, strategy: strategy, items: items)
                let containerPx = columns <= 24 ? 1242 : 1_000_000
                let scale = try! Scale(3)
                let layout = timing.medianRate {
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
                let document = timing.medianRate {
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
    return coreRows
}
