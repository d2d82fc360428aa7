import Testing
import GridCore

@Suite struct FrameCheckTests {
    /// A gridcalc document's columns (or items) as the points an app would report.
    static func frames(_ d: GridDocument) -> [FramesDump.Frame] {
        if let items = d.items { return items.map { FramesDump.Frame(x: $0.frame.x.pt, y: $0.frame.y.pt, width: $0.frame.width.pt, height: $0.frame.height.pt) } }
        return d.columns.map { FramesDump.Frame(x: $0.x.pt, width: $0.width.pt) }
    }

    static func expected(_ d: GridDocument) -> [ExpectedFrame] {
        if let items = d.items { return items.map { ExpectedFrame(xPx: $0.frame.x.px, yPx: $0.frame.y.px, widthPx: $0.frame.width.px, heightPx: $0.frame.height.px) } }
        return d.columns.map { ExpectedFrame(xPx: $0.x.px, widthPx: $0.width.px) }
    }

    static func check(_ d: GridDocument, frames: [FramesDump.Frame]? = nil, flow: GridDocument.FlowLayout? = nil, against: Bool = false) throws -> CheckDocument {
        CheckDocument(try FrameCheck(scale: d.input.scale, containerPt: d.container.pt, spacingPx: d.spacing.px,
                                     frames: frames ?? Self.frames(d), flowLayout: flow ?? d.flowLayout,
                                     expected: against ? Self.expected(d) : nil))
    }

    /// Round trip: every layout gridcalc makes passes its own check, against itself too.
    @Test func gridcalcLayoutsPassTheirOwnCheck() throws {
        var cases = 0
        for scaleValue in Sweep.scales {
            for widthPt in stride(from: 100.0, through: 1400, by: 61.3) {
                for columns in [1, 2, 3, 5, 7, 12, 24] {
                    for strategy in Sweep.strategies {
                        for items in [nil, 0, 13] as [Int?] {
                            let request = GridRequest(width: .points(widthPt), scale: try Scale(scaleValue), columns: columns,
                                                      strategy: strategy, direction: columns % 2 == 0 ? .rtl : .ltr,
                                                      items: items.map { ItemRequest(count: $0, separatorsBefore: $0 > 4 ? [4] : []) })
                            guard let d = try? GridDocument(request) else { continue }
                            let result = try Self.check(d, against: true)
                            let label = "\(widthPt)pt @\(scaleValue)x × \(columns) \(strategy) items \(String(describing: items))"
                            if items == 0 {
                                // No frame: nothing judged, which is not a pass.
                                GridCoreTests.check(!result.ok && result.findings.map(\.kind) == [.nothingJudged], "nothing judged, got \(result.findings.map(\.message))", label)
                                continue
                            }
                            GridCoreTests.check(result.ok && result.findings.filter { $0.kind != .uneven }.isEmpty,
                                                "no findings, got \(result.findings.map(\.message))", label)
                            cases += 1
                        }
                    }
                }
            }
        }
        #expect(cases > 5000)
    }

    static let base = try! GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7))
    static let widen = try! GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7, strategy: .widen(.leading)))

    @Test func movingOneFrameByOnePixelIsAGap() throws {
        var frames = Self.frames(Self.base)
        frames[3].x += 1.0 / 3
        let r = try Self.check(Self.base, frames: frames, against: true)
        #expect(!r.ok)
        #expect(r.findings.contains { $0.kind == .gap && $0.frames == [2, 3] && $0.actualPx == 2 && $0.errorPx == 1 })
        #expect(r.findings.contains { $0.kind == .gap && $0.frames == [3, 4] && $0.actualPx == 0 && $0.errorPx == -1 })
        #expect(r.findings.contains { $0.kind == .mismatch && $0.frames == [3] && $0.edge == "x" && $0.errorPx == 1 })
        #expect(!r.findings.contains { $0.kind == .offGrid })
    }

    @Test func halfAPixelIsOffGrid() throws {
        var frames = Self.frames(Self.base)
        frames[5].x += 0.5 / 3
        let r = try Self.check(Self.base, frames: frames)
        let offGrid = r.findings.filter { $0.kind == .offGrid }
        #expect(offGrid.map(\.frames) == [[5], [5]] && offGrid.map(\.edge) == ["left", "right"])
        #expect(offGrid.allSatisfy { abs(abs($0.errorPx) - 0.5) < 1e-9 })
        #expect(!r.ok)
    }

    @Test func movingOneEdgeNarrowsTheCell() throws {
        var frames = Self.frames(Self.base)
        frames[0].width -= 1.0 / 3   // the right edge moves left by 1px
        let r = try Self.check(Self.base, frames: frames, against: true)
        #expect(r.findings.contains { $0.kind == .gap && $0.frames == [0, 1] && $0.actualPx == 2 })
        #expect(r.findings.contains { $0.kind == .mismatch && $0.frames == [0] && $0.edge == "width" && $0.errorPx == -1 })
    }

    @Test func wideningACellOverlapsWithoutSpacing() throws {
        let d = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7, spacing: .pixels(0)))
        var frames = Self.frames(d)
        frames[2].width += 2.0 / 3
        let r = try Self.check(d, frames: frames)
        #expect(r.findings.contains { $0.kind == .overlap && $0.frames == [2, 3] && $0.actualPx == -2 })
        #expect(r.findings.contains { $0.kind == .uneven && $0.severity == .warning && $0.actualPx == 179 })
    }

    @Test func swappingTwoCellsIsAMismatchAndMovesTheGaps() throws {
        var frames = Self.frames(Self.widen)
        (frames[0].x, frames[6].x) = (frames[6].x, frames[0].x)   // a 177px cell where a 176px one was
        let r = try Self.check(Self.widen, frames: frames, against: true)
        // Each cell is held to the slot it stands on: each is the other's width there.
        #expect(r.findings.contains { $0.kind == .mismatch && $0.frames == [0] && $0.edge == "width" })
        #expect(r.findings.contains { $0.kind == .mismatch && $0.frames == [6] && $0.edge == "width" })
        #expect(r.findings.contains { $0.kind == .overflow && $0.frames == [0] && $0.edge == "right" && $0.errorPx == 1 })
        // Frames in any order: shuffling without moving anything finds nothing.
        let shuffled = Self.frames(Self.widen).reversed()
        #expect(try Self.check(Self.widen, frames: Array(shuffled)).findings.isEmpty)
    }

    /// Adding 1e-9pt to every width is invisible in pixels but makes the double sum exceed the
    /// container: a flow layout would wrap the last item.
    @Test func aNanopointPerWidthOverflowsTheDoubleSum() throws {
        let f = Self.widen.flowLayout
        let bumped = GridDocument.FlowLayout.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: f.itemWidthsPt.map { $0 + 1e-9 },
                                                     spacingPt: f.spacingPt, insetRightPt: f.insetRightPt)
        #expect(bumped > 414)
        var frames = Self.frames(Self.widen)
        for i in frames.indices { frames[i].width += 1e-9 }
        // As paste-ready values (flowSum): the row's double sum overflows.
        let r = CheckDocument(try FrameCheck(scale: Scale(3), containerPt: 414, spacingPx: 1, frames: frames, flowSum: true))
        #expect(r.findings.map(\.kind) == [.overflow] && r.findings[0].edge == "sum" && r.findings[0].frames == [6])
        #expect(!r.findings.contains { $0.kind == .offGrid })
        // As frames dumped after layout: every pixel edge is on the grid, so nothing is found.
        let dumped = CheckDocument(try FrameCheck(scale: Scale(3), containerPt: 414, spacingPx: 1, frames: frames))
        #expect(dumped.findings.isEmpty)
    }

    @Test func badInputsAreDataErrors() throws {
        let scale = try Scale(3)
        for frames in [[FramesDump.Frame(x: .nan, width: 1)], [FramesDump.Frame(x: 0, width: -1)], [FramesDump.Frame(x: 0, width: .infinity)],
                       [FramesDump.Frame(x: 1e300, width: 1)], Array(repeating: FramesDump.Frame(x: 0, width: 1), count: 10_001)] {
            #expect(throws: CheckInputError.self) { try FrameCheck(scale: scale, containerPt: 414, spacingPx: 1, frames: frames) }
        }
        #expect(throws: CheckInputError.self) { try FrameCheck(scale: scale, containerPt: -1, spacingPx: 1, frames: []) }
        #expect(throws: CheckInputError.self) { try FrameCheck(scale: scale, containerPt: 414, spacingPx: 1, frames: [], tolerancePx: 2) }
    }
}
