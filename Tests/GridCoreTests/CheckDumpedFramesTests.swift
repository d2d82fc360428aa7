// Property tests of how `check` judges frames an app dumped after layout, and paste-ready values
// (Docs/check-and-sweep.md): good layouts pass however their decimals were written, the double sum applies
// only to values meant to be pasted, and a tie at the tolerance is decided on the written decimal.
import Testing
import GridCore

@Suite struct CheckDumpedFramesTests {
    /// The layouts of the sweep that the properties run over (a sample of every dimension).
    static func layouts() -> [GridDocument] {
        var out: [GridDocument] = []
        for scale in Sweep.scales {
            for widthPt in stride(from: 120.0, through: 1400, by: 37.7) {
                for columns in [1, 2, 3, 5, 7, 9, 13, 24] {
                    for strategy in Sweep.strategies {
                        for direction in Direction.allCases {
                            let request = GridRequest(width: .points(widthPt), scale: try! Scale(scale), columns: columns,
                                                      strategy: strategy, direction: direction)
                            if let d = try? GridDocument(request) { out.append(d) }
                        }
                    }
                }
            }
        }
        return out
    }

    static func errors(_ d: CheckDocument) -> [String] { d.findings.filter { $0.severity == .error }.map(\.message) }

    /// Frames made from gridcalc's paste-ready values, placed as a flow layout places them (x₀ the
    /// left inset, each next x = x + width + spacing, in doubles), pass the check with the double
    /// sum on: the §2 guarantee holds for every prefix of the sum.
    @Test func pasteReadyValuesPassWithTheFlowSum() throws {
        var cases = 0
        for d in Self.layouts() {
            let f = d.flowLayout
            var x = f.insetLeftPt
            var frames: [FramesDump.Frame] = []
            for w in f.itemWidthsPt {
                frames.append(FramesDump.Frame(x: x, width: w))
                x = x + w + f.spacingPt
            }
            let dump = FramesDump(scale: d.input.scale.pixelsPerPoint, containerPt: d.container.pt, spacingPx: d.spacing.px, frames: frames)
            var request = CheckRequest(subject: .frames(dump), flowSum: true)
            // One column: one frame and no design judges nothing (a warning here); its edges are still checked.
            request.allowsEmpty = d.columns.count == 1
            let result = try CheckDocument(request)
            check(Self.errors(result).isEmpty, "paste-ready values fail: \(Self.errors(result))",
                  "\(d.container.px)px @\(d.input.scale)x × \(d.columns.count) \(d.input.strategy) \(d.input.direction)")
            cases += 1
        }
        #expect(cases > 20_000)
    }

    /// Pixel-exact frames an app dumped after layout pass whether they are written as px / S, with
    /// 3 decimals (58.667), or as float32 values: their pixel edges are on the grid.
    @Test func pixelExactDumpsPassHoweverTheyAreWritten() throws {
        let writings: [(String, (Double) -> Double)] = [
            ("exact", { $0 }),
            ("3 decimals", { ($0 * 1000).rounded(.toNearestOrAwayFromZero) / 1000 }),
            ("float32", { Double(Float($0)) }),
        ]
        var cases = 0
        for d in Self.layouts() where d.input.scale.pixelsPerPoint <= 3 {
            let s = d.input.scale
            for (name, write) in writings {
                let frames = d.columns.map { c in FramesDump.Frame(x: write(s.points(c.x.px)), width: write(s.points(c.width.px))) }
                let dump = FramesDump(scale: s.pixelsPerPoint, containerPt: write(d.container.pt), spacingPx: d.spacing.px, frames: frames)
                var request = CheckRequest(subject: .frames(dump))
                request.allowsEmpty = d.columns.count == 1
                let result = try CheckDocument(request)
                check(Self.errors(result).isEmpty, "a good layout fails: \(Self.errors(result))",
                      "\(name): \(d.container.px)px @\(s)x × \(d.columns.count) \(d.input.strategy) \(d.input.direction)")
                cases += 1
            }
        }
        #expect(cases > 30_000)
    }

    /// The negative control of the two properties above: one edge a pixel off is still found.
    @Test func aPixelOffIsStillFound() throws {
        let d = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7))
        var frames = d.columns.map { FramesDump.Frame(x: ($0.x.pt * 1000).rounded() / 1000, width: ($0.width.pt * 1000).rounded() / 1000) }
        frames[2].width += 1.0 / 3
        let result = try CheckDocument(CheckRequest(subject: .frames(FramesDump(scale: 3, containerPt: 414, spacingPx: 1, frames: frames))))
        #expect(result.findings.contains { $0.kind == .gap && $0.frames == [2, 3] })
    }

    /// An edge exactly at the tolerance is not a finding, decided on the decimal written: 0.67 × 3
    /// = 2.01 and 56.67 × 3 = 170.01 are both exactly 0.01 px off (their doubles are not).
    @Test func aTieAtTheToleranceIsDecidedOnTheWrittenDecimal() throws {
        let frames = [FramesDump.Frame(x: 0.67, width: 55.33), FramesDump.Frame(x: 56.67, width: 55.33)]
        let result = try CheckDocument(CheckRequest(subject: .frames(FramesDump(scale: 3, containerPt: 393, frames: frames))))
        #expect(!result.findings.contains { $0.kind == .offGrid })
        // Just past the tolerance is a finding, on both frames alike.
        let past = [FramesDump.Frame(x: 0.6701, width: 55.33), FramesDump.Frame(x: 56.6701, width: 55.33)]
        let flagged = try CheckDocument(CheckRequest(subject: .frames(FramesDump(scale: 3, containerPt: 393, frames: past))))
        #expect(flagged.findings.filter { $0.kind == .offGrid && $0.edge == "left" }.map(\.frames) == [[0], [1]])
        // Independent rule, over many decimals d with 2 places at scales with few decimals: the edge
        // d × S is off-grid exactly when its distance to the nearest integer, computed in integer
        // hundredths × scale-thousandths, exceeds 0.01 px.
        for scaleThousandths in [1000, 1500, 2000, 2625, 3000] {
            let scale = try Scale(Double(scaleThousandths) / 1000)
            for hundredths in 0..<3000 {
                let x = Double(hundredths) / 100
                let r = try CheckDocument(CheckRequest(subject: .frames(FramesDump(scale: scale.pixelsPerPoint, containerPt: 1000,
                                                                                      frames: [FramesDump.Frame(x: x, width: 1)])),
                                                       tolerancePx: 0.01))
                let product = hundredths * scaleThousandths            // x·S in 1e-5 px
                let remainder = product % 100_000
                let distance = min(remainder, 100_000 - remainder)     // in 1e-5 px
                let expected = distance > 1_000                        // 0.01 px = 1,000 × 1e-5
                let found = r.findings.contains { $0.kind == .offGrid && $0.edge == "left" }
                check(found == expected, "left edge off-grid \(found), expected \(expected)", "x \(x) at \(scale)x")
            }
        }
    }
}
