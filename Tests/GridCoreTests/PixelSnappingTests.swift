import Testing
import GridCore

@Suite struct RequestedLengthTests {
    @Test("units", arguments: [
        ("414", RequestedLength.points(414)), ("414pt", .points(414)), ("1242px", .pixels(1242)),
        (".5pt", .points(0.5)), ("0", .points(0)), ("0px", .pixels(0)), ("2.0px", .pixels(2)), ("5.000px", .pixels(5)),
    ])
    func parses(text: String, length: RequestedLength) throws {
        #expect(try RequestedLength(parsing: text, for: .width) == length)
    }

    @Test("refusals name the field and repeat the text", arguments: [
        ("abc", GridError.notALength(.spacing, value: "abc")),
        ("12em", .notALength(.spacing, value: "12em")),
        ("px", .notALength(.spacing, value: "px")),
        ("1e400", .notALength(.spacing, value: "1e400")),
        ("-1", .negative(.spacing, value: "-1")),
        ("-1px", .negative(.spacing, value: "-1px")),
        ("1.5px", .fractionalPixels(.spacing, value: "1.5px")),
        // Whole as written, not after conversion to a Double (both read back as whole numbers).
        ("5.0000000000000001px", .fractionalPixels(.spacing, value: "5.0000000000000001px")),
        ("999999.99999999999px", .fractionalPixels(.spacing, value: "999999.99999999999px")),
        ("0.00000000000000000001px", .fractionalPixels(.spacing, value: "0.00000000000000000001px")),
        ("2000000px", .tooLarge(.spacing, value: "2000000px", limit: "1000000px")),
        ("10000000000", .tooLarge(.spacing, value: "10000000000", limit: "1000000px")),
    ])
    func refuses(text: String, error: GridError) {
        #expect(throws: error) { try RequestedLength(parsing: text, for: .spacing) }
        #expect(error.description.hasPrefix("spacing \(text): "))
    }
}

/// Docs/guide.md, as properties over lengths 0…600pt in 1/8 pt steps and the sweep's scales.
@Suite struct PixelSnappingTests {
    static let lengthsPt = stride(from: 0.0, through: 600, by: 0.125).map { $0 } + [0.001, 0.1, 0.3333333333333333]

    @Test("containers floor, never using a pixel that is not there", arguments: Sweep.scales)
    func containerFloors(scaleValue: Double) throws {
        let scale = try Scale(scaleValue)
        for pt in Self.lengthsPt where pt > 0 {
            let exact = pt * scaleValue
            guard let snapped = try? PixelSnapping.container(.points(pt), scale: scale, field: .width) else {
                check(exact < 1 - 1e-6, "refused only below one pixel", "\(pt)pt")
                continue
            }
            let isExact = abs(exact - exact.rounded()) <= 1e-6
            check(Double(snapped.px) <= exact + 1e-6 && Double(snapped.px) > exact - 1, "floor", "\(pt)pt @\(scaleValue)")
            check((snapped.warning == nil) == isExact, "warning iff inexact", "\(pt)pt @\(scaleValue)")
        }
    }

    @Test("spacings and insets round to nearest, ties away, positive never 0", arguments: Sweep.scales)
    func gapsRound(scaleValue: Double) throws {
        let scale = try Scale(scaleValue)
        for pt in Self.lengthsPt {
            let snapped = try PixelSnapping.gap(.points(pt), scale: scale, field: .spacing)
            let exact = pt * scaleValue
            let isExact = abs(exact - exact.rounded()) <= 1e-6
            let label = "\(pt)pt @\(scaleValue)"
            if pt == 0 {
                check(snapped.px == 0 && snapped.warning == nil, "zero stays zero", label)
            } else if isExact && exact.rounded() >= 1 {
                check(snapped.px == Int(exact.rounded()) && snapped.warning == nil, "exact", label)
            } else {
                check(snapped.px >= 1, "positive never 0", label)
                check(snapped.warning != nil, "warning", label)
                if exact >= 0.5 { check(snapped.px == Int(exact.rounded(.toNearestOrAwayFromZero)), "nearest", label) }
            }
        }
    }

    @Test func examplesFromTheSpec() throws {
        let three = try Scale(3)
        // 0.5pt at 3x is 1.5px: a tie, away from zero -> 2px.
        #expect(try PixelSnapping.gap(.points(0.5), scale: three, field: .spacing).px == 2)
        // 0.1pt at 3x is 0.3px: would be 0, raised to 1px with a warning.
        let raised = try PixelSnapping.gap(.points(0.1), scale: three, field: .insetLeading)
        #expect(raised.px == 1)
        #expect(raised.warning?.description.contains("raised to 1px") == true)
        // 414.1pt at 3x is 1242.3px: floored to 1242px.
        let floored = try PixelSnapping.container(.points(414.1), scale: three, field: .width)
        #expect(floored.px == 1242)
        #expect(floored.warning?.description == "width 414.1pt is 1242.3px at 3x, not a whole pixel: floored to 1242px (414pt)")
        // A point value gridcalc printed (58.666666666666664 = 176px / 3) converts back exactly.
        #expect(try PixelSnapping.container(.points(58.666666666666664), scale: three, field: .width) == SnappedLength(px: 176, warning: nil))
        // Below one pixel, and far too large.
        #expect(throws: GridError.underOnePixel(.width, value: "0.2pt", scale: 3)) {
            try PixelSnapping.container(.points(0.2), scale: three, field: .width)
        }
        #expect(throws: GridError.self) { try PixelSnapping.container(.points(999_999_999), scale: Scale(16), field: .width) }
    }
}
