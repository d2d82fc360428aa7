// ScaleTests: a scale is 0.01 to 16, and its text is the shortest decimal that reads back to it —
// the standard library's shortest round-trip text without its `.0` — whichever way the text is
// made: over short decimals (the scales people give), their neighbours one ulp away, and random
// doubles of every bit pattern in range.

import GridCore
import GridcalcTestSupport
import Testing

@Suite struct ScaleTests {
    @Test func range() throws {
        #expect(try Scale(parsing: "2.608").pixelsPerPoint == 2.608)
        #expect(try Scale(parsing: "16").pixelsPerPoint == 16)
        #expect(throws: GridError.notPositive(.scale, value: "0")) { try Scale(parsing: "0") }
        #expect(throws: GridError.notPositive(.scale, value: "-3")) { try Scale(parsing: "-3") }
        #expect(throws: GridError.tooLarge(.scale, value: "16.5", limit: "16")) { try Scale(parsing: "16.5") }
        #expect(throws: GridError.notANumber(.scale, value: "nan")) { try Scale(parsing: "nan") }
        #expect(throws: GridError.self) { try Scale(.nan) }
        #expect(throws: GridError.self) { try Scale(.infinity) }
    }

    /// The smallest scale is 0.01: below it, px / S for the largest extent would pass 10⁹ (and far
    /// below, overflow to infinity); at it, every point value of the largest layout is finite and
    /// within the input limit.
    @Test func smallestScale() throws {
        #expect(try Scale(parsing: "0.01").pixelsPerPoint == 0.01)
        #expect(throws: GridError.tooSmall(.scale, value: "0.0099999", limit: "0.01")) { try Scale(parsing: "0.0099999") }
        let tiny = "0." + String(repeating: "0", count: 320) + "1"
        #expect(throws: GridError.tooSmall(.scale, value: tiny, limit: "0.01")) { try Scale(parsing: tiny) }
        #expect(throws: GridError.tooSmall(.scale, value: "1e-300", limit: "0.01")) { try Scale(1e-300) }
        #expect(throws: GridError.tooSmall(.scale, value: "5e-324", limit: "0.01")) { try Scale(.leastNonzeroMagnitude) }
        let smallest = try Scale(Limits.minScale)
        let largest = smallest.points(Limits.maxExtentPx)
        #expect(largest.isFinite && largest <= Limits.maxNumber)
    }

    /// The rule, from the standard library: the shortest round-trip text, less a trailing `.0`.
    static func expected(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    @Test func descriptionIsTheShortestTextThatReadsBack() throws {
        var random = SplitMix64(state: 0x5CA1E)
        var values: [Double] = [0.01, 16, 1, 2, 3, 2.625, 1.25, 2.608, 1.5, 0.75, 3.0000000001, 2.6250000001, 15.999999999]
        for _ in 0 ..< 20_000 {
            // A short decimal: up to 9 fraction digits, and its neighbours one ulp away.
            let digits = Int(random.next() % 10)
            var factor = 1.0
            for _ in 0 ..< digits { factor *= 10 }
            let short = (Double(random.next() % UInt64(16 * factor)) + 1) / factor
            values += [short, short.nextUp, short.nextDown]
            // Any double in range.
            let low = (0.01).bitPattern, high = (16.0).bitPattern
            values.append(Double(bitPattern: low + random.next() % (high - low)))
        }
        for value in values where value >= 0.01 && value <= 16 {
            #expect(try Scale(value).description == Self.expected(value), "\(value)")
        }
    }
}
