import Testing
import GridCore
import GridcalcTestSupport

@Suite struct NumberSyntaxTests {
    /// The value of a decimal is the correctly rounded double, as the standard library's parser
    /// (strtod) gives it, bit for bit — whether it is found by the fast path (digits up to 2^53,
    /// up to 22 after the point) or not: random digits, points and signs, and the edges of the path.
    @Test func decimalsAreTheStandardLibrarysDoubles() {
        var random = SplitMix64(state: 0x5EED_DEC1)
        var texts = ["0", "-0", "0.0", "-0.000", "9007199254740992", "9007199254740993", "900719925474099.3", "0.1",
                     "1.0000000000000000000001", "1.00000000000000000000001", "123456789012345678901234567890", "5e-324".filter { $0 != "e" }]
        for _ in 0 ..< 20_000 {
            let digits = Int.random(in: 1 ... 24, using: &random)
            var text = random.next() % 4 == 0 ? "-" : ""
            for _ in 0 ..< digits { text.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(random.next() % 10)))) }
            let point = Int.random(in: 0 ... digits, using: &random)
            if random.next() % 5 != 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -point)) }
            texts.append(text)
        }
        var fast = 0
        for text in texts {
            let expected = Double(text)
            let value = NumberSyntax.decimal(Substring(text))
            #expect(value?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: value)) against \(String(describing: expected))")
            if text.filter(\.isNumber).count <= 15 { fast += 1 }
        }
        #expect(fast > 5_000 && fast < texts.count - 5_000, "both paths are exercised: \(fast) of \(texts.count) short")
    }

    @Test("plain decimals are accepted", arguments: [
        ("414", 414.0), ("0.5", 0.5), (".5", 0.5), ("414.", 414.0), ("+3", 3.0), ("-2.25", -2.25),
        ("2.608", 2.608), ("0000001", 1.0),
    ])
    func accepted(text: String, value: Double) {
        #expect(NumberSyntax.decimal(Substring(text)) == value)
    }

    @Test("anything else is refused", arguments: [
        "", ".", "+", "-", "nan", "NaN", "inf", "-inf", "infinity", "1e3", "1E3", "0x10", "1.2.3", " 1", "1 ",
        "1,5", "1_000", "--1", "+-1", "1-", "١", "½", String(repeating: "9", count: 5000),
    ])
    func refused(text: String) {
        #expect(NumberSyntax.decimal(Substring(text)) == nil)
    }

    /// Property: every value the tool prints (shortest round-trip text of a finite double in plain
    /// notation) parses back to the same value.
    @Test func printedValuesParseBack() throws {
        for px in 0...5000 {
            for scale in [1.0, 2.0, 3.0, 1.5, 2.625, 2.608] {
                let pt = Double(px) / scale
                let text = pt.description
                guard !text.contains("e") else { continue }
                check(NumberSyntax.decimal(Substring(text)) == pt, "round trip", text)
            }
        }
    }

    @Test func wholeNumbers() {
        #expect(NumberSyntax.wholeNumber("7") == .value(7))
        #expect(NumberSyntax.wholeNumber("-3") == .value(-3))
        #expect(NumberSyntax.wholeNumber("9223372036854775807") == .value(Int.max))
        #expect(NumberSyntax.wholeNumber("9223372036854775808") == .overflow)
        #expect(NumberSyntax.wholeNumber("99999999999999999999") == .overflow)
        for bad in ["", "+", "7.0", "1e3", "0x7", "seven", " 7"] {
            #expect(NumberSyntax.wholeNumber(Substring(bad)) == nil, "\(bad)")
        }
    }
}

@Suite struct DecimalTextTests {
    @Test("three decimals, no trailing zeros", arguments: [
        (58.666666666666664, "58.667"), (414.0, "414"), (0.16666666666666666, "0.167"), (0.5, "0.5"),
        (-1.25, "-1.25"), (0.0004, "0"), (59.333333333333336, "59.333"), (1e300, "1e+300"),
    ])
    func formats(value: Double, text: String) {
        #expect(decimalText(value) == text)
    }

    /// The digits written are the rounded value's, the point before the last `digits` of them,
    /// trailing zeros dropped: against that rule spelled with Strings, over px / scale values at
    /// every density, random doubles of every size and sign, each number of digits and both roundings.
    @Test func digitsAreTheRoundedValuesDigits() {
        func expected(_ value: Double, _ digits: Int, _ rounding: FloatingPointRoundingRule) -> String {
            let factor = (0 ..< digits).reduce(1.0) { product, _ in product * 10 }
            let nearest = (value * factor).rounded(.toNearestOrAwayFromZero)
            let scaled = abs(value * factor - nearest) < 1e-6 ? nearest : (value * factor).rounded(rounding)
            guard value.isFinite, abs(scaled) < 9.0e15 else { return value.description }
            let units = Int(scaled)
            var text = String(units.magnitude)
            if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
            while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return (units < 0 ? "-" : "") + text
        }
        var random = SplitMix64(state: 0xDEC1_7E47)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 0.0004, -0.0004, 8.9e15, -8.9e15, 9.1e15, 1e300, .infinity, -.infinity, .nan]
        for _ in 0 ..< 4_000 {
            let scale = [1, 2, 3, 2.625, 1.25, 1.5, 0.75][Int(random.next() % 7)]
            values.append(Double(Int(random.next() % 20_000) - 10_000) / scale)
            values.append(Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (random.next() % 2 == 0 ? 1 : -1))
            values.append((Double(random.next() % 1_000_000_000) / 1e6 - 500) * pow10(Int(random.next() % 12)))
        }
        var checked = 0
        for value in values where !value.isNaN {
            for digits in 0 ... 9 {
                for rounding in [FloatingPointRoundingRule.toNearestOrAwayFromZero, .towardZero] {
                    let text = decimalText(value, maxFractionDigits: digits, rounding: rounding)
                    #expect(text == expected(value, digits, rounding), "\(value) to \(digits) digits \(rounding)")
                    checked += 1
                }
            }
        }
        #expect(decimalText(.nan) == Double.nan.description)
        #expect(checked > 200_000)
    }

    private func pow10(_ n: Int) -> Double { (0 ..< n).reduce(1.0) { product, _ in product * 10 } }

    @Test func moreDigitsWhenAsked() {
        #expect(decimalText(2.608, maxFractionDigits: 9) == "2.608")
        #expect(decimalText(0.3333333333333333, maxFractionDigits: 6) == "0.333333")
        #expect(decimalText(0.05, maxFractionDigits: 1) == "0.1")
    }
}
