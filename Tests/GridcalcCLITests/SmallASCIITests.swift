// SmallASCII reads a string's bytes from its representation; these tests hold it to `utf8` for
// strings of every length and kind, so a platform whose String layout differs fails here.
import GridcalcCLI
import Testing

@Suite struct SmallASCIITests {
    static func bytes(_ small: SmallASCII) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 16)
        buffer.withUnsafeMutableBufferPointer { small.store(at: $0.baseAddress!) }
        return Array(buffer.prefix(small.count))
    }

    @Test func shortASCIIStringsAreReadExactly() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz_ABCXYZ0123456789-@/".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0...15 {
            for _ in 0..<50 {
                let text = String(decoding: (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 33) % alphabet.count]
                }, as: UTF8.self)
                let small = SmallASCII(text)
                #expect(small != nil && small.map(Self.bytes) == Array(text.utf8), "\(text)")
            }
        }
        // A key from a CodingKeys raw value, as documents write them.
        #expect(SmallASCII("inset_right_pt").map(Self.bytes) == Array("inset_right_pt".utf8))
    }

    @Test func otherStringsTakeTheGeneralPath() {
        #expect(SmallASCII(String(repeating: "a", count: 16)) == nil)
        #expect(SmallASCII("a much longer string than fifteen bytes") == nil)
        #expect(SmallASCII("é") == nil)  // inline, but not ASCII
        #expect(SmallASCII("ab\u{1F600}") == nil)
    }

    /// Against the rule written out: a byte below 0x20, a quote or a backslash, at any position.
    @Test func needsEscapingMatchesTheBytewiseRule() {
        for length in 1...15 {
            for position in 0..<length {
                for byte in UInt8(0)...UInt8(127) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: length)
                    bytes[position] = byte
                    let text = String(decoding: bytes, as: UTF8.self)
                    guard let small = SmallASCII(text) else {
                        Issue.record("not small: \(bytes)")
                        return
                    }
                    let expected = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    if small.needsEscaping != expected {
                        Issue.record("byte \(byte) at \(position) of \(length)")
                        return
                    }
                }
            }
        }
        #expect(SmallASCII("")?.needsEscaping == false)
    }
}
