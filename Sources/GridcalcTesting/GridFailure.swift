// GridFailure: a failed layout said in the test's own failure — where, and what.
//
// Rule: one failure a call, its message a line for the verdict and a line a finding that is an
// error: the cell's place (`row 1, column 3`, or the rule's own place for a finding about no cell),
// the expected and actual px, and the rule's words. Recorded in the Swift Testing test that is
// running, at the caller's source location; outside one, as an XCTest failure at its file and line.

import GridCore
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

enum GridFailure {
    /// Where the call stands in the test's source.
    struct Place {
        let fileID: String, filePath: StaticString, line: UInt, column: UInt
    }

    /// The failure's text for `document`'s errors.
    static func message(_ document: CheckDocument, frames: GridFrames) -> String {
        let places = frames.places
        let errors = document.findings.filter { $0.severity == .error }
        var lines = ["gridcalc: \(errors.count) finding\(errors.count == 1 ? "" : "s") in \(frames.frames.count) cells:"]
        for f in errors {
            let cells = f.frames.map { $0 < places.count ? "\(places[$0]) (frame \($0))" : "frame \($0)" }
            let place = cells.isEmpty ? (f.place ?? "the layout") : cells.joined(separator: " and ")
            let amounts = f.expectedPx.isFinite && f.actualPx.isFinite && f.expectedPx != f.actualPx
                ? " \(f.edge) \(number(f.actualPx))px, expected \(number(f.expectedPx))px:" : ""
            lines.append("  \(f.kind.rawValue): \(place):\(amounts) \(f.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// `value` as the messages write px: whole without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Records `message` as a failure of the test that is running.
    static func record(_ message: String, at place: Place) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: place.fileID, filePath: "\(place.filePath)", line: Int(place.line), column: Int(place.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: place.filePath, line: place.line)
        #else
        print("\(place.filePath):\(place.line): error: \(message)")
        #endif
    }
}
