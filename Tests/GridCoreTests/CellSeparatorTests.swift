import Testing
import GridCore

@Suite struct CellSeparatorTests {
    @Test func cellEdgesLTRBottom() throws {
        let d = try CellSeparatorDocument(CellSeparatorRequest(width: .points(375), scale: Scale(2), insetLeading: .points(16)))
        #expect(d.cell.width.px == 750 && d.cell.height.px == 88)
        #expect(d.rect.x.px == 32 && d.rect.width.px == 718 && d.rect.y.px == 87 && d.rect.height.px == 1)
        #expect(d.rect.height.pt == 0.5 && d.rect.y.pt == 43.5)
        #expect(d.insets.left.px == 32 && d.insets.right.px == 0 && d.warnings.isEmpty)
    }

    @Test func marginsRTLTop() throws {
        var r = CellSeparatorRequest(width: .points(414), scale: try Scale(3), insetLeading: .points(44), insetTrailing: .points(4))
        r.reference = .margins
        r.margins = CellSeparatorRequest.Margins(leading: .points(20), trailing: .points(16))
        r.direction = .rtl
        r.position = .top
        let d = try CellSeparatorDocument(r)
        // leading offset 20 + 44 = 64pt = 192px, trailing 16 + 4 = 20pt = 60px; rtl: left = trailing.
        #expect(d.insets.left.px == 60 && d.insets.right.px == 192)
        #expect(d.rect.x.px == 60 && d.rect.width.px == 1242 - 60 - 192 && d.rect.y.px == 0)
    }

    /// A fractional scale: 414pt @2.608 is 1079.712px, floored to 1079; a 15pt inset is 39.12px,
    /// rounded to 39; the default 44pt cell is 114.752px, floored to 114 — each with a warning.
    @Test func fractionalScaleSnapsWithWarnings() throws {
        let d = try CellSeparatorDocument(CellSeparatorRequest(width: .points(414), scale: Scale(2.608), insetLeading: .points(15)))
        #expect(d.cell.width.px == 1079 && d.cell.height.px == 114 && d.rect.x.px == 39 && d.rect.y.px == 113)
        #expect(d.rect.width.px == 1079 - 39)
        #expect(d.warnings.count == 3)
    }

    /// Over scales × widths × insets × margins × both references, directions and positions: the
    /// rect runs from the left offset to the right offset, 1px high, on the chosen edge; rtl is the
    /// mirror image of ltr; the margins reference adds the margins to the cell-edge offsets.
    @Test func propertiesOverASweep() throws {
        var cases = 0
        for scaleValue in Sweep.scales {
            let scale = try Scale(scaleValue)
            for widthPt in stride(from: 100.0, through: 1366, by: 37.5) {
                for (lead, trail) in [(0.0, 0.0), (16, 0), (15, 20.5), (0.2, 44)] {
                    for (mLead, mTrail) in [(16.0, 16.0), (20, 8.3)] {
                        for position in CellSeparatorRequest.Position.allCases {
                            var r = CellSeparatorRequest(width: .points(widthPt), scale: scale, insetLeading: .points(lead),
                                                         insetTrailing: .points(trail), cellHeight: .points(44), position: position)
                            let label = "\(widthPt)pt @\(scaleValue)x insets \(lead)/\(trail) margins \(mLead)/\(mTrail) \(position)"
                            let edges = try CellSeparatorDocument(r)
                            r.direction = .rtl
                            let edgesRTL = try CellSeparatorDocument(r)
                            r.reference = .margins
                            r.margins = CellSeparatorRequest.Margins(leading: .points(mLead), trailing: .points(mTrail))
                            let marginsRTL = try CellSeparatorDocument(r)
                            r.direction = .ltr
                            let margins = try CellSeparatorDocument(r)
                            for d in [edges, edgesRTL, margins, marginsRTL] {
                                check(d.rect.x == d.insets.left && d.rect.x.px + d.rect.width.px + d.insets.right.px == d.cell.width.px,
                                      "rect spans the offsets", label)
                                check(d.rect.height.px == 1 && d.rect.width.px >= 1, "1px high", label)
                                check(d.rect.y.px == (position == .bottom ? d.cell.height.px - 1 : 0), "edge", label)
                            }
                            check(edgesRTL.rect.x.px == edges.cell.width.px - edges.rect.x.px - edges.rect.width.px
                                  && edgesRTL.rect.width == edges.rect.width, "rtl mirrors ltr", label)
                            check(marginsRTL.insets.left == margins.insets.right && marginsRTL.insets.right == margins.insets.left,
                                  "rtl swaps sides", label)
                            let mLeadPx = try PixelSnapping.gap(.points(mLead), scale: scale, field: .margins).px
                            let mTrailPx = try PixelSnapping.gap(.points(mTrail), scale: scale, field: .margins).px
                            check(margins.insets.left.px == edges.insets.left.px + mLeadPx
                                  && margins.insets.right.px == edges.insets.right.px + mTrailPx, "margins add", label)
                            cases += 1
                        }
                    }
                }
            }
        }
        #expect(cases > 2000)
    }

    @Test func badCombinations() throws {
        var r = CellSeparatorRequest(width: .points(100), scale: try Scale(2), insetLeading: .points(60), insetTrailing: .points(40))
        #expect(throws: GridError.separatorNoRoom(cellPx: 200, leftPx: 120, rightPx: 80)) { try CellSeparatorDocument(r) }
        r.insetTrailing = .points(39.5)
        #expect(try CellSeparatorDocument(r).rect.width.px == 1)
        r.margins = CellSeparatorRequest.Margins(leading: .points(16), trailing: .points(16))
        #expect(throws: GridError.marginsWithoutReference(value: "16pt,16pt")) { try CellSeparatorDocument(r) }
        r.margins = nil
        r.reference = .margins
        #expect(throws: GridError.self) { try CellSeparatorDocument(r) }
    }
}
