// StrictJSON: the RFC 8259 gate of check documents, against independent rules written here — the
// number grammar as a regular expression, UTF-8 validity from the standard library, JSONDecoder on
// everything the gate lets through — plus worked examples of each refusal and its path.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GridcalcCLI
import GridcalcTestSupport
import GridCore
import Testing

/// Any JSON value, as JSONDecoder reads it: the differential oracle.
private indirect enum AnyJSON: Decodable {
    case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([AnyJSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: AnyJSON].self)) }
    }
}

private func failure(_ text: String) -> StrictJSON.Failure? {
    failure(Array(text.utf8))
}

private func failure(_ bytes: [UInt8]) -> StrictJSON.Failure? {
    do { try StrictJSON.validate(bytes); return nil } catch { return error }
}

@Suite struct StrictJSONTests {
    /// Each refusal with the path and position it reports (positions counted by hand).
    @Test func workedExamples() {
        let f = failure("{\"frames\": [{\"x\": 0, \"width\": 10},\n  {\"x\": 1e-400}]}")
        #expect(f?.path == "frames[1].x" && f?.line == 2 && f?.column == 9, "\(String(describing: f))")
        #expect(f?.reason.contains("too small to be told from 0") == true)
        #expect(failure("[1, 2,]")?.path == "[2]")
        #expect(failure("{\"a\": 1,}")?.path == "the document")
        #expect(failure("{\"a\": {\"b\": 1, \"b\": 2}}")?.path == "a.b")
        #expect(failure("{\"a\": \"x\u{9}y\"}")?.description == "not valid JSON: a (line 1, column 9): a raw control character U+0009 in a string; write it as an escape (\\n, \\t, \\u00XX)")
        #expect(failure("{\"a b\": [0, 01]}")?.path == "['a b'][1]")
        #expect(failure("{\"a\": 1000000000.5}")?.reason.contains("at most 1000000000") == true)
        #expect(failure("{\"a\": -1e9}") == nil && failure("{\"a\": 1e9}") == nil && failure("{\"a\": -0.0e-999}") == nil)
        #expect(failure(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
        let deep = failure(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        #expect(deep?.reason.contains("deep") == true && deep?.path == "[0][0][0][0]…[0][0][0][0][0][0]", "\(String(describing: deep))")
        #expect(failure("{\"a\": 1, \"a\": 2}")?.isSyntax == false && failure("{\"a\": 1e-999}")?.isSyntax == false)
        #expect(failure("{\"a\": 1,}")?.isSyntax == true)
        // At most 1,000,000 values, the array itself included.
        #expect(failure("[" + String(repeating: "0,", count: 999_998) + "0]") == nil)
        #expect(failure("[" + String(repeating: "0,", count: 999_999) + "0]")?.reason.contains("more than 1000000 values") == true)
        // The fast path for short numbers agrees with the full conversion at its edges.
        #expect(failure("[999999999.999, -999999999, 0.\(String(repeating: "0", count: 299))1]") == nil)
        #expect(failure("[0.\(String(repeating: "0", count: 400))1]")?.reason.contains("told from 0") == true)
        #expect(failure("[1000000000.001]") != nil && failure("[9999999999]") != nil)
        #expect(failure("")?.reason.contains("end of the input") == true)
        #expect(failure("  \n ")?.line == 2)
        #expect(failure([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == nil)
        #expect(failure("{}\u{0}") != nil && failure("{} {}") != nil && failure("nul") != nil && failure("True") != nil)
        #expect(failure("\"\\ud83d\\ude00\"") == nil && failure("\"\\ude00\"") != nil && failure("\"\\ud83dx\"") != nil)
        #expect(failure("[\(String(repeating: "1", count: 9)).\(String(repeating: "0", count: 1200))]")?.reason.contains("1210 characters") == true)
    }

    /// A zero written with an exponent is valid JSON (`0e9`, `0.00e5`), which the toolchain's
    /// JSONDecoder refuses for some exponents: the reader reads it as 0, and every other number as
    /// its decimal says.
    @Test func zerosWithAnExponentAreZero() throws {
        let document = try StrictJSON.read(Array("[0e9, 0.00e5, -0E1, 0e-0, 1e2, 0.0, 10e1]".utf8))
        #expect(document.root.elements.map(\.double) == [0, 0, -0.0, 0, 100, 0, 100])
        // The toolchain's decoder still refuses one of them; if it stops, this can go.
        #expect(throws: (any Error).self) { try JSONDecoder().decode([Double].self, from: Data("[0e9]".utf8)) }
    }

    /// Numbers: accepted exactly when the RFC grammar (a regular expression written here) matches
    /// and the value is one gridcalc can use — finite, at most 10⁹, and 0 only when written as 0.
    @Test func numbersFollowTheGrammarAndTheValueRule() throws {
        let grammar = try Regex(#"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#)
        let alphabet = Array("0123456789.-+eE1209")
        var random = SplitMix64(state: 11)
        var accepted = 0
        for _ in 0..<20_000 {
            let text = String((0..<Int.random(in: 1...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            var expected = (try? grammar.wholeMatch(in: text)) != nil
            if expected, let value = Double(text) {
                let mantissa = text.prefix { $0 != "e" && $0 != "E" }
                expected = value.isFinite && abs(value) <= 1e9 && (value != 0 || !mantissa.contains { "123456789".contains($0) })
            }
            let refused = failure("[\(text)]")
            #expect((refused == nil) == expected, "\(text): \(String(describing: refused))")
            if refused == nil { accepted += 1 }
        }
        #expect(accepted > 500, "the generator makes valid numbers too (\(accepted))")
    }

    /// Strings: random bytes between quotes are accepted exactly when they are valid UTF-8 (the
    /// standard library's decoder) with no control character; quotes and backslashes are left out.
    @Test func stringsAreValidUTF8WithoutControlCharacters() {
        var random = SplitMix64(state: 5)
        let pieces: [[UInt8]] = [[0x41], [0x20], [0x7F], [0xC3, 0xA9], [0xC3], [0xA9], [0xE2, 0x82, 0xAC], [0xED, 0xA0, 0x80],
                                 [0xF0, 0x9F, 0x99, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xFF],
                                 [0x09], [0x0A], [0x00], [0x1F], [0xEF, 0xBF, 0xBF], [0xF0, 0x9F]]
        var outcomes = Set<Bool>()
        for _ in 0..<5_000 {
            let content = (0..<Int.random(in: 0...5, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            let valid = String(validating: content, as: UTF8.self) != nil && !content.contains { $0 < 0x20 }
            let refused = failure([0x22] + content + [0x22])
            #expect((refused == nil) == valid, "\(content): \(String(describing: refused))")
            outcomes.insert(valid)
        }
        #expect(outcomes == [true, false])
    }

    /// Random documents: the gate accepts every valid one and JSONDecoder reads each of those; a
    /// trailing comma, a repeated key or a raw control character put into one is refused (a negative
    /// control for the acceptance above), a repeated key at its own path.
    @Test func randomDocumentsAndTheirBrokenTwins() throws {
        var random = SplitMix64(state: 3)
        for trial in 0..<400 {
            var text = ""
            func write(depth: Int) {
                switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
                case 0: text += ["null", "true", "false"].randomElement(using: &random)!
                case 1: text += ["0", "-1.5", "414", "2.608e0", "1E-3", "-0", "999999999"].randomElement(using: &random)!
                case 2: text += ["\"\"", "\"a\\n\\u00e9\"", "\"🙂 x\"", "\"\\ud83d\\ude00\""].randomElement(using: &random)!
                case 3: text += "\"s\""
                case 4:
                    text += "[ "
                    for i in 0..<Int.random(in: 0...3, using: &random) {
                        if i > 0 { text += ",\n" }
                        write(depth: depth + 1)
                    }
                    text += "]"
                default:
                    let count = Int.random(in: 0...3, using: &random)
                    text += "{"
                    for i in 0..<count {
                        if i > 0 { text += ", " }
                        text += "\"k\(i)\" :\t"
                        write(depth: depth + 1)
                    }
                    text += "}"
                }
            }
            write(depth: 0)
            #expect(failure(text) == nil, "trial \(trial): \(text)")
            #expect((try? JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8))) != nil, "trial \(trial): JSONDecoder refuses \(text)")

            // A trailing comma before the last closing bracket or brace.
            if let last = text.lastIndex(where: { $0 == "]" || $0 == "}" }) {
                var broken = text
                broken.insert(",", at: last)
                #expect(failure(broken) != nil, "trial \(trial): \(broken)")
            }
            // A raw tab inside the first string.
            if let quote = text.firstIndex(of: "\"") {
                var broken = text
                broken.insert("\t", at: text.index(after: quote))
                #expect(failure(broken)?.reason.contains("control character") == true, "trial \(trial): \(broken)")
            }
            // The first key of an object repeated: refused at that key's path.
            if let range = text.range(of: "{\"k0\" :\t") {
                var broken = text
                broken.replaceSubrange(range, with: "{\"k0\" : 1, \"k0\" :\t")
                let f = failure(broken)
                #expect(f?.reason.contains("twice") == true && f?.path.hasSuffix("k0") == true, "trial \(trial): \(broken) \(String(describing: f))")
            }
        }
    }
}
