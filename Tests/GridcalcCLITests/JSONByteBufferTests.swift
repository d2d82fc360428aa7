// JSONByteBufferTests: a Double is written as exactly `JSONWriter.number`'s text, whether it is
// converted (the first few hundred of a document) or found in the memo of recent texts (after):
// thousands of values, repeated, colliding in the memo's slots, whole and fractional.

import GridcalcCLI
import GridcalcTestSupport
import Testing

@Suite struct JSONByteBufferTests {
    @Test func doublesAreTheirNumberTextBeforeAndAfterTheMemo() throws {
        var random = SplitMix64(state: 0xB0FF_E2)
        // A pool smaller than the values written, so most are written again (from the memo once
        // it is made), and larger than the memo's 1,024 slots, so slots are overwritten.
        let pool: [Double] = (0 ..< 3_000).map { i in
            switch i % 4 {
            case 0: return Double(Int(random.next() % 2_000)) / 3
            case 1: return Double(Int(random.next() % 100_000)) / 7 - 5_000
            case 2: return Double(bitPattern: random.next() >> 2)
            default: return Double(Int(random.next() % 1_000))  // whole: written as digits
            }
        }
        var buffer = JSONByteBuffer(capacity: 64)
        defer { buffer.deallocate() }
        var expected = ""
        for _ in 0 ..< 12_000 {
            let value = pool[Int(random.next() % UInt64(pool.count))]
            guard value.isFinite else { continue }
            try buffer.add(value)
            buffer.add(byte: UInt8(ascii: ","))
            expected += try JSONWriter.number(value) + ","
        }
        // Compared byte by byte, so that a failure names where (not two 100 KB texts).
        let written = Array(buffer.string().utf8), wanted = Array(expected.utf8)
        let common = min(written.count, wanted.count)
        let firstDifference = (0 ..< common).first { written[$0] != wanted[$0] } ?? (written.count == wanted.count ? nil : common)
        #expect(firstDifference == nil, "first different byte at \(firstDifference ?? 0): \(String(decoding: written[max(0, (firstDifference ?? 0) - 30) ..< min(written.count, (firstDifference ?? 0) + 30)], as: UTF8.self))")
    }
}
