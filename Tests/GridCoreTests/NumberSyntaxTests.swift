import Testing
import GridCore

@Suite struct NumberSyntaxTests {
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

    @Test func moreDigitsWhenAsked() {
        #expect(decimalText(2.608, maxFractionDigits: 9) == "2.608")
        #expect(decimalText(0.3333333333333333, maxFractionDigits: 6) == "0.333333")
        #expect(decimalText(0.05, maxFractionDigits: 1) == "0.1")
    }
}
