import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Class 10: `check` no longer snaps the design silently. A spacing or width that does
/// not land on whole device pixels is snapped as `grid` snaps it, with grid's warning (on stderr
/// beside every report, in the JSON document); for a browser's rects each gap is judged as it paints.
@Suite struct CheckDesignSnappingTests {
    static let frames = #"{"scale": 3, "container_pt": 414, "frames": [{"x": 0, "width": 58}, {"x": 58.6667, "width": 58}]}"#

    @Test func designLengthsOffThePixelGridAreWarnedAbout() throws {
        let table = Tool.run(["check", "--spacing", "0.5", "-"], stdin: Self.frames)
        #expect(table.stderr.contains("warning: spacing 0.5pt is 1.5px at 3x, not a whole pixel: rounded to 2px"), "\(table.stderr)")
        let json = Tool.run(["check", "--spacing", "0.5", "--width", "414.2", "--json", "-"], stdin: Self.frames)
        let document = try JSONDecoder().decode(CheckDocument.self, from: Data(json.stdout.utf8))
        #expect(document.warnings?.count == 2 && json.stderr.isEmpty, "\(json.stdout.suffix(300))")
        #expect(document.warnings?.last?.contains("414.2pt is 1242.6px at 3x") == true, "\(document.warnings ?? [])")
        for format in ["github", "junit"] {
            #expect(Tool.run(["check", "--spacing", "0.5", "--format", format, "-"], stdin: Self.frames).stderr.hasPrefix("warning: spacing 0.5pt"))
        }
        // Lengths on the grid say nothing, and the document has no warnings member.
        let quiet = Tool.run(["check", "--spacing", "2px", "--json", "-"], stdin: Self.frames)
        #expect(quiet.stderr.isEmpty && !quiet.stdout.contains("\"warnings\""))
    }

    /// `--spacing 12css` at DPR 2.625 is 31.5 device px: Chromium paints each gap 31 or 32 by where
    /// the frame before it ends. Rects laid out by that rule pass, gap by gap; one rect a device
    /// pixel off is still caught.
    @Test func cssGapsAreJudgedAsPainted() throws {
        let dpr = 2.625
        var x = 0.0
        var rects: [String] = []
        for _ in 0..<8 {
            rects.append(#"{"x": \#(x), "y": 0, "width": 40.5, "height": 20}"#)
            x += 40.5 + 12
        }
        let page = #"{"dpr": \#(dpr), "container": {"x": 0, "y": 0, "width": 420, "height": 20}, "frames": [\#(rects.joined(separator: ","))]}"#
        let run = Tool.run(["check", "--input-format", "css", "--spacing", "12css", "--json", "-"], stdin: page)
        let d = try JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
        #expect(!d.findings.contains { $0.kind == .gap }, "\(d.findings.map(\.message))")
        // The painted gaps really differ (so one rounded number could not have judged them).
        let edges = (0..<8).map { i in (FrameCheck.paintedPx(Double(i) * 52.5, dpr: dpr), FrameCheck.paintedPx(Double(i) * 52.5, plus: 40.5, dpr: dpr)) }
        #expect(Set(zip(edges, edges.dropFirst()).map { $1.0 - $0.1 }) == [31, 32])
        // A rect one device pixel to the right: its gap is one more than painted there.
        var moved = rects
        moved[4] = #"{"x": \#(4 * 52.5 + 1 / dpr), "y": 0, "width": 40.5, "height": 20}"#
        let shifted = #"{"dpr": \#(dpr), "container": {"x": 0, "y": 0, "width": 420, "height": 20}, "frames": [\#(moved.joined(separator: ","))]}"#
        let caught = try JSONDecoder().decode(CheckDocument.self, from: Data(Tool.run(["check", "--input-format", "css", "--spacing", "12css", "--json", "-"], stdin: shifted).stdout.utf8))
        #expect(caught.findings.contains { $0.kind == .gap && $0.frames == [3, 4] }, "\(caught.findings.map(\.message))")
    }

    /// Property: rects placed as a browser places grid tracks — positions accumulated in layout
    /// units of 1/64 device px (track, gap, track, …), reported in CSS px — pass `check` with no gap
    /// finding whatever the DPR and however the gap falls between device pixels; the model here is
    /// the browser's, written independently of gridcalc's.
    @Test func randomBrowserLayoutsPassGapByGap() throws {
        var rng = SplitMix64(state: 26)
        var uneven = 0
        for _ in 0..<300 {
            let dpr = [1.25, 1.5, 1.75, 2.625, 3, 3.5].randomElement(using: &rng)!
            let widthCss = Double(Int.random(in: 200...9000, using: &rng)) / 100
            let gapCss = Double(Int.random(in: 1...2000, using: &rng)) / 100
            let widthUnits = (widthCss * dpr * 64).rounded(), gapUnits = (gapCss * dpr * 64).rounded()
            var units = 0.0
            var rects: [String] = []
            for _ in 0..<Int.random(in: 2...12, using: &rng) {
                rects.append(#"{"x": \#(units / 64 / dpr), "y": 0, "width": \#(widthUnits / 64 / dpr), "height": 10}"#)
                units += widthUnits + gapUnits
            }
            let page = #"{"dpr": \#(dpr), "container": {"x": 0, "y": 0, "width": \#(units / 64 / dpr + 1), "height": 10}, "frames": [\#(rects.joined(separator: ","))]}"#
            let run = Tool.run(["check", "--input-format", "css", "--spacing", "\(gapCss)css", "--json", "-"], stdin: page)
            let d = try JSONDecoder().decode(CheckDocument.self, from: Data(run.stdout.utf8))
            #expect(!d.findings.contains { $0.kind == .gap || $0.kind == .overlap }, "DPR \(dpr), \(widthCss)css tracks, \(gapCss)css gaps: \(d.findings.first?.message ?? "")")
            if (gapCss * dpr).rounded() != gapCss * dpr { uneven += 1 }
        }
        #expect(uneven > 200, "most gaps fall between device pixels")
    }
}
