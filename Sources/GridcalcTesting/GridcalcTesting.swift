// GridcalcTesting: a layout judged inside a test — Swift Testing or XCTest — with GridCore's rules,
// the failure recorded at the caller's line with every finding as the message (Docs/testing.md).
//
// Rule: `expectGrid(frames, design)` judges the cells' frames (points at the screen's scale, or
// device px) against a design (`GridDesign`: GridCore's `GridRequest`, or the short `.columns`)
// exactly as `gridcalc check --columns …` does, and records one failure when a finding is an error:
// in the Swift Testing test that is running (`Issue.record` at the caller's file, line and column),
// else as an XCTest failure (`XCTFail` at the caller's file and line). The message names each cell
// by its place (`row 1, column 3`), the expected and actual px, and the rule's own words. With
// `drawing:`, a failure also writes an SVG of the frames over the design beside the test file
// (`__GridDrawings__/<test file>-<line>.svg`, as swift-snapshot-testing keeps its artefacts) and
// names its path. Nothing but GridCore and the test frameworks is imported.

import GridCore
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Judges `frames` against `design` and records a failure at the caller when a finding is an error.
/// Returns GridCore's result (nil when the frames cannot be judged at all, which is recorded too).
@discardableResult
public func expectGrid(_ frames: GridFrames, _ design: GridDesign, drawing: GridDrawingPolicy = .none,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> CheckDocument? {
    let place = GridFailure.Place(fileID: fileID, filePath: filePath, line: line, column: column)
    let document: CheckDocument
    do {
        document = try CheckDocument(design.request(for: frames))
    } catch {
        GridFailure.record("gridcalc: the frames could not be judged: \(error)", at: place)
        return nil
    }
    guard !document.ok else { return document }
    var message = GridFailure.message(document, frames: frames)
    if case .beside = drawing, let path = GridDrawing.write(frames: frames, design: design, document: document, beside: "\(filePath)", line: Int(line)) {
        message += "\ndrawing: \(path)"
    }
    GridFailure.record(message, at: place)
    return document
}
