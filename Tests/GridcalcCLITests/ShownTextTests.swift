// ShownText: user text in messages, escaped and cut by bytes.
import GridcalcCLI
import Testing

@Suite struct ShownTextTests {
    @Test func controlsAreEscaped() {
        #expect(shown("a\nb\rc\td\\e", limitBytes: 64) == #"a\nb\rc\td\\e"#)
        #expect(shown("\u{1b}[31m\u{7}\u{0}\u{7f}\u{85}", limitBytes: 64) == #"\u{1b}[31m\u{7}\u{0}\u{7f}\u{85}"#)
        #expect(shown("x\u{202e}y\u{2028}", limitBytes: 64) == #"x\u{202e}y\u{2028}"#)
        #expect(shown("414pt é 🙂", limitBytes: 64) == "414pt é 🙂")
        // Every scalar below 0x20: none is left as it is.
        for value in UInt32(0)..<0x20 {
            let text = shown(String(Unicode.Scalar(value)!), limitBytes: 64)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 }, "\(value)")
        }
    }

    @Test func cutByBytesOnACharacterBoundary() {
        #expect(shown(String(repeating: "9", count: 100), limitBytes: 10) == "9999999999… (100 bytes)")
        #expect(quoted(String(repeating: "9", count: 100), limit: 10) == "'9999999999…' (100 bytes)")
        // é is 2 bytes: 5 of them fit in 10 bytes, never half of one.
        #expect(shown(String(repeating: "é", count: 8), limitBytes: 11) == "ééééé… (16 bytes)")
        // An escape counts with its own length.
        #expect(shown(String(repeating: "\n", count: 10), limitBytes: 5) == #"\n\n… (10 bytes)"#)
        #expect(shown("short", limitBytes: 5) == "short")
    }

    /// A megabyte of text gives a short result (the work looks at the first bytes only).
    @Test func hugeTextIsBounded() {
        let huge = String(repeating: "\u{1b}x", count: 500_000)
        let text = shown(huge, limitBytes: 64)
        #expect(text.utf8.count < 100 && text.hasSuffix("… (1000000 bytes)"))
        #expect(shownLine("error: " + huge).utf8.count < 4200)
    }
}
