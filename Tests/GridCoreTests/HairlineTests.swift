import Testing
import GridCore

@Suite struct HairlineTests {
    /// The issue's figures: at 3x, 1px = 0.333…pt and the stroke sits 0.1666…pt inside; `--at 10.2`
    /// is 30.6px, snapped down to 30px (10pt), stroke centre 30.5px = 10.1666…pt.
    @Test func workedExampleAt3x() throws {
        let d = try HairlineDocument(scales: [Scale(3)], at: .points(10.2))
        let h = try #require(d.hairlines.first)
        #expect(h.thickness.px == 1 && h.thickness.pt == 1.0 / 3)
        #expect(h.strokeOffsetPt == 1.0 / 6)
        #expect(h.at?.y.px == 30 && h.at?.y.pt == 10 && h.at?.requestedPt == 10.2)
        #expect(h.at?.strokeCenterPt == 30.5 / 3)
        #expect(d.schema == "gridcalc/hairline@1")
    }

    /// For every scale of the sweep and many positions: 1px thick, the stroke offset half a pixel,
    /// the snapped y the pixel the requested y falls in, the stroke centre in the middle of it.
    @Test func propertiesOverScalesAndPositions() throws {
        for scaleValue in Sweep.scales + [2.75, 2.88, 16, 0.5] {
            let scale = try Scale(scaleValue)
            for tenths in 0...3000 {
                let requested = Double(tenths) / 10
                let h = try HairlineDocument.Hairline(scale: scale, at: .points(requested))
                let label = "\(requested)pt @\(scaleValue)x"
                check(h.thickness.px == 1 && h.thickness.pt == 1 / scaleValue, "1px thick", label)
                check(h.strokeOffsetPt == 0.5 / scaleValue, "offset ½px", label)
                guard let at = h.at else { Issue.record("no position: \(label)"); continue }
                let exactPx = requested * scaleValue
                check(Double(at.y.px) <= exactPx + 1e-6 && exactPx < Double(at.y.px + 1) - 1e-6 || abs(exactPx - Double(at.y.px)) <= 1e-6,
                      "y is the pixel that holds \(exactPx)px, got \(at.y.px)", label)
                check(at.y.pt == Double(at.y.px) / scaleValue, "y pt", label)
                check(at.strokeCenterPt > at.y.pt && at.strokeCenterPt < Double(at.y.px + 1) / scaleValue, "centre inside the pixel", label)
                check(at.strokeCenterPt == (Double(at.y.px) + 0.5) / scaleValue, "centre formula", label)
            }
        }
    }

    @Test func pixelPositionsAndOrder() throws {
        let d = try HairlineDocument(scales: [Scale(2), Scale(3), Scale(2.608)], at: .pixels(30))
        #expect(d.hairlines.map(\.scale.pixelsPerPoint) == [2, 3, 2.608])
        #expect(d.hairlines.allSatisfy { $0.at?.y.px == 30 })
        #expect(d.hairlines[0].at?.requestedPt == 15)
        #expect(try HairlineDocument(scales: [Scale(3)]).hairlines[0].at == nil)
    }

    @Test func badScaleLists() throws {
        #expect(throws: GridError.repeated(.scale, value: "3,2,3", element: "3")) {
            try HairlineDocument(scales: [Scale(3), Scale(2), Scale(3)])
        }
        #expect(throws: GridError.self) { try HairlineDocument(scales: []) }
        let many = try (1...65).map { (i: Int) throws(GridError) in try Scale(Double(i) / 5) }
        #expect(throws: GridError.self) { try HairlineDocument(scales: many) }
    }
}
