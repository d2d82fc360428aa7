import Testing
import GridCore

/// `CSSGrid.value` against the rule it states, checked here independently: value × S is px exactly
/// (a multiple of 1/64) or px + 0.05/64 … 0.45/64 in double and in single precision, and one fewer
/// decimal would not do.
@Suite struct CSSGridValueTests {
    @Test func everyValueLandsAndIsShortest() throws {
        var checked = 0
        for scale in [1.0, 1.25, 1.33125, 1.5, 1.75, 2, 2.25, 2.608, 2.625, 2.75, 3, 3.5, 4, 16] {
            for px in Array(0...400) + [1079, 1080, 1242, 1920, 2560, 9999, 123_457] {
                let text = CSSGrid.value(px: px, scale: scale)
                let value = try #require(Double(text), "\(text)")
                let excess = (value * scale - Double(px)) * 64
                // Past 2^14 px only the double is in the window (a float's step is wider than it).
                let single = px > 16_384 ? excess : (Double(Float(value) * Float(scale)) - Double(px)) * 64
                let exact = value * scale == Double(px) && (value * 64).rounded() == value * 64
                #expect(exact || (excess >= 0.05 && excess <= 0.45 && single >= 0.05 && single <= 0.45), "\(px)px at \(scale): \(text)")
                let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
                #expect(decimals <= 6, "\(px)px at \(scale): \(text)")
                if decimals > 0, !exact {
                    // No decimal with one digit fewer is in the window.
                    var power = 1.0
                    for _ in 0..<(decimals - 1) { power *= 10 }
                    let lowest = ((Double(px) + 0.05 / 64) / scale * power).rounded(.up) / power
                    let e = (lowest * scale - Double(px)) * 64
                    let s = px > 16_384 ? e : (Double(Float(lowest) * Float(scale)) - Double(px)) * 64
                    #expect(!(e >= 0.05 && e <= 0.45 && s >= 0.05 && s <= 0.45), "\(px)px at \(scale): \(text) is not the shortest")
                }
                checked += 1
            }
        }
        #expect(checked == 14 * 408)
    }
}
