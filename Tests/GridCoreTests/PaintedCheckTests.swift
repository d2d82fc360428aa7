// FrameCheck's painted model for a browser's rects (FramesDump.Unit.cssPainted), against the rule written
// here in integer arithmetic: a position of L/64 device px paints at floor((L + 32) / 64), and a
// rect's CSS-px numbers are L/64/DPR as a float (Chromium reports float32 values).

import GridCore
import Testing

@Suite("Painted model")
struct PaintedCheckTests {
    /// Chromium's LayoutUnit::Round: (L + 32) >> 6, a floor for negative L too.
    private func rule(_ l: Int) -> Int { (l + 32) >= 0 ? (l + 32) / 64 : -((-(l + 32) + 63) / 64) }

    @Test("the issue's example: DPR 1.5, x = 142.9479217529297 and width 142.28125 paint 214 … 428")
    func example() {
        #expect(FrameCheck.paintedPx(142.9479217529297, dpr: 1.5) == 214)
        #expect(FrameCheck.paintedPx(142.9479217529297, plus: 142.28125, dpr: 1.5) == 428)
        #expect(FrameCheck.paintedPx(1.0 / 3, dpr: 1.5) == 1, "a tie rounds up")
        #expect(FrameCheck.paintedPx(-1.0 / 3, dpr: 1.5) == 0, "a negative tie rounds up too")
        #expect(FrameCheck.paintedPx(-0.5, dpr: 3) == -1)
    }

    @Test("every 1/64 position, reported as a double or a float32, paints where the integer rule says", arguments: [1, 1.25, 1.5, 1.75, 2, 2.625, 3, 3.5])
    func property(dpr: Double) {
        for l in stride(from: -4096, through: 200_000, by: 7) {
            let css = Double(l) / 64 / dpr
            #expect(FrameCheck.paintedPx(css, dpr: dpr) == rule(l))
            let reported = Double(Float(css))  // what getBoundingClientRect hands a script
            #expect(FrameCheck.paintedPx(reported, dpr: dpr) == rule(l), "L = \(l) at \(dpr)")
        }
    }

    @Test("a naive 7-column grid at 1.5 is judged on painted pixels: no off-grid, gaps as painted")
    func naiveGrid() throws {
        // repeat(7, 1fr) in 1000 CSS px with a 2/3 CSS px gap, as Chromium reports it at DPR 1.5.
        let xs = [0, 142.9479217529297, 285.8958435058594, 428.85418701171875, 571.8021240234375, 714.7604370117188, 857.7083740234375]
        let widths = [142.28125, 142.28125, 142.2916717529297, 142.28125, 142.2916717529297, 142.28125, 142.2916717529297]
        let frames = zip(xs, widths).map { FramesDump.Frame(x: $0, width: $1) }
        let painted = FramesDump(unit: .cssPainted, scale: 1.5, containerWidth: 1000, frames: frames)
        #expect(try CheckDocument(CheckRequest(subject: .frames(painted), spacing: .pixels(1))).findings.isEmpty)
        let asPoints = try CheckDocument(CheckRequest(subject: .frames(FramesDump(scale: 1.5, containerPt: 1000, frames: frames)), spacing: .pixels(1)))
        #expect(asPoints.findings.contains { $0.kind == .offGrid }, "as points, the fractions are off-grid")
        let wrongGap = try CheckDocument(CheckRequest(subject: .frames(painted), spacing: .pixels(2)))
        #expect(wrongGap.findings.filter { $0.kind == .gap }.count == 6)
        // Shifted by a container at 8 CSS px: the same pixels relative to it.
        let shifted = FramesDump(unit: .cssPainted, scale: 1.5, containerWidth: 1000, originX: 8, frames: frames.map { FramesDump.Frame(x: $0.x + 8, width: $0.width) })
        #expect(try CheckDocument(CheckRequest(subject: .frames(shifted), spacing: .pixels(1))).findings.isEmpty)
    }
}
