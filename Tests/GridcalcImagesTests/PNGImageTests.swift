// PNGImageTests: the PNG reader against Tests/samples/png — every colour type and bit depth, each
// filter, stored/fixed/dynamic blocks, split IDAT, Adam7, tRNS — whose expected pixels the sample
// generator computed from the samples it encoded (make_png_samples.py, Python's zlib), never from
// a decoder; and every malformed sample refused with the words its manifest gives.

import Foundation
import GridCore
import GridcalcImages
import GridcalcTestSupport
import Testing

@Suite struct PNGImageTests {
    struct Manifest: Decodable {
        struct Bad: Decodable { let name: String; let words: String }
        let good: [String]
        let bad: [Bad]
    }

    static let folder = Repository.path("Tests/samples/png")
    static let manifest: Manifest = try! JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")))

    static func bytes(_ name: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: folder + "/" + name) ?? Data()) }

    @Test func everyFormatDecodesToTheEncodedPixels() throws {
        #expect(Self.manifest.good.count >= 40)
        for name in Self.manifest.good {
            let image = try PNGImage.decode(Self.bytes(name + ".png"))
            let expected = Self.bytes(name + ".rgba")
            #expect(image.widthPx == 13 && image.heightPx == 11, "\(name)")
            if image.rgba != expected {
                let first = zip(image.rgba, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
                Issue.record("\(name): pixel \(first / 4) channel \(first % 4) is \(first >= 0 ? image.rgba[first] : 0), expected \(first >= 0 ? expected[first] : 0)")
            }
        }
    }

    @Test func aChangedPixelIsSeen() throws {
        // Negative control: the comparison above fails when one sample differs.
        var expected = Self.bytes("rgba-filter4.rgba")
        expected[57] ^= 1
        #expect(try PNGImage.decode(Self.bytes("rgba-filter4.png")).rgba != expected)
    }

    @Test func everyMalformedImageIsRefusedSayingWhy() {
        #expect(Self.manifest.bad.count >= 12)
        for bad in Self.manifest.bad {
            do {
                _ = try PNGImage.decode(Self.bytes(bad.name + ".png"))
                Issue.record("\(bad.name): decoded")
            } catch {
                #expect(error.reason.contains(bad.words), "\(bad.name): \(error.reason)")
            }
        }
    }

    @Test func everyPrefixOfAnImageIsRefusedNotTrapped() {
        let whole = Self.bytes("type6-8bit-adam7.png")
        for count in 0..<whole.count {
            #expect(throws: PNGImage.Failure.self) { try PNGImage.decode(Array(whole[..<count])) }
        }
    }

    @Test func everyFlippedByteIsRefusedOrDecoded() {
        // A byte changed anywhere: the CRC (or the signature) catches it; nothing traps.
        let whole = Self.bytes("type3-4bit.png")
        for i in whole.indices {
            var bytes = whole
            bytes[i] ^= 0x20
            #expect(throws: PNGImage.Failure.self, "byte \(i)") { try PNGImage.decode(bytes) }
        }
    }

    @Test func crcAndAdlerMatchTheirDefinitions() {
        // CRC-32 of "123456789" is 0xCBF43926; Adler-32 of "Wikipedia" is 0x11E60398.
        let digits = Array("123456789".utf8)
        #expect(CRC32.checksum(digits, 0..<digits.count) == 0xCBF4_3926)
        let word = Array("Wikipedia".utf8)
        #expect(word.withUnsafeBufferPointer { Inflate.adler32($0) } == 0x11E6_0398)
    }
}
