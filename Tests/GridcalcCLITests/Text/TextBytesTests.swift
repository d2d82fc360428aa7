// TextBytesTests: text interpolated as bytes is the text String interpolation gives — an Int's
// digits as `String(n)` writes them (against the standard library, over random and edge values),
// literals of one character and many, Strings of any script — and `+=` and `append` add to it.

import GridcalcCLI
import GridcalcTestSupport
import Testing

@Suite struct TextBytesTests {
    /// An Int is written as `String(n)` writes it: sign, no leading zeros, every magnitude.
    @Test func anIntIsItsDecimalDigits() {
        var random = SplitMix64(state: 0x7E47_B17E)
        var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        for _ in 0 ..< 18 {
            power *= 10
            values += [power - 1, power, power + 1, -power]
        }
        for _ in 0 ..< 20_000 {
            let bits = Int(truncatingIfNeeded: random.next())
            // Every length of number, not only 19-digit ones.
            values.append(bits >> Int(random.next() % 64))
        }
        for n in values {
            let text: TextBytes = "\(n)"
            #expect(text.text == String(n), "\(n)")
        }
    }

    /// Literals (one character, which Swift may hold as a scalar, and more), Strings of any
    /// script and other TextBytes, in order.
    @Test func piecesAreWrittenInOrder() {
        let one: TextBytes = "x"
        let accent: TextBytes = "é"
        let empty: TextBytes = ""
        #expect(one.text == "x" && accent.text == "é" && empty.text.isEmpty)
        let name = "日本 👍🏽 e\u{301}"
        let long = String(repeating: "wide ", count: 40)
        var text: TextBytes = "× \(name) – \(one)\(long)"
        #expect(text.text == "× \(name) – x\(long)")
        text += "\n\(-58)px"
        text.append("…end")
        #expect(text.text == "× \(name) – x\(long)\n-58px…end")
        #expect(text.bytes == Array(text.text.utf8))
    }
}
