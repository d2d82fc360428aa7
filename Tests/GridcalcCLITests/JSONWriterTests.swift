// Unit tests of JSONWriter: every document shape gridcalc prints, written with its keys checked,
// compared with what Foundation's JSONEncoder makes of the same document (through its Codable
// conformance), and read back with JSONDecoder.
import Foundation
import GridCore
import Testing
import GridcalcCLI

@Suite struct JSONWriterTests {
    /// One of every document shape, with every optional member present somewhere.
    static func documents() throws -> [(String, any DocumentValue)] {
        let grid = try GridDocument(GridRequest(width: .points(414.1), scale: Scale(3), columns: 7, spacing: .points(0.5)))
        let items = try GridDocument(GridRequest(width: .points(414), scale: Scale(2.608), columns: 7,
                                                 strategy: .widen(.spread), direction: .rtl,
                                                 device: DevicePreset.named("iphone-8-plus"),
                                                 items: ItemRequest(count: 10, separatorsBefore: [0, 4, 10])))
        let sweep = try SweepDocument(template: GridRequest(width: .pixels(1), scale: Scale(1), columns: 1, spacing: .points(40)),
                                      devices: Array(DevicePreset.all.prefix(3)), orientations: [.portrait, .landscape],
                                      columns: [1, 7, 12], limits: SweepDocument.Limits(maxInset: .pixels(1), maxRemainderPx: 1, symmetric: true))
        let hairline = try HairlineDocument(scales: [Scale(3), Scale(2.608)], at: .points(10.2), device: DevicePreset.named("iphone-8-plus"))
        let plain = try HairlineDocument(scales: [Scale(2)])
        let separator = try CellSeparatorDocument(CellSeparatorRequest(width: .points(414.5), scale: Scale(3), insetLeading: .points(15.3),
                                                                       reference: .margins, margins: CellSeparatorRequest.Margins(leading: .points(20), trailing: .points(16)),
                                                                       direction: .rtl))
        var frames = CheckSubject.grid(grid).frames
        frames[3].x += 0.5
        let check = try CheckDocument(CheckRequest(subject: .frames(FramesDump(scale: 3, containerPt: 414, spacingPx: 2, frames: frames)),
                                                   against: .grid(grid)))
        // Each platform's own paste-ready block: Android's offsets (with items, its row values), the web's CSS rule.
        var androidRequest = GridRequest(width: .pixels(1080), scale: try Scale(2.625), columns: 4, spacing: .pixels(21), items: ItemRequest(count: 6))
        androidRequest.platform = .android
        var webRequest = GridRequest(width: .points(390), scale: try Scale(3), columns: 3, spacing: .points(8))
        webRequest.platform = .web
        let android = try GridDocument(androidRequest), web = try GridDocument(webRequest)
        #expect(android.android != nil && android.css == nil && web.css != nil && web.android == nil)
        return [("grid", grid), ("grid with items", items), ("android grid", android), ("web grid", web), ("sweep", sweep), ("hairline", hairline), ("hairline without at", plain),
                ("separator", separator), ("devices", DevicesDocument()), ("check", check)]
    }

    @Test func everyDocumentHasSortedPlainKeysAndMatchesJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for (name, document) in try Self.documents() {
            let ours = try JSONWriter.string(document, checkingKeys: true)
            #expect(ours.hasSuffix("}\n"), "\(name)")
            let theirs = try encoder.encode(document)
            let a = try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? NSDictionary
            let b = try JSONSerialization.jsonObject(with: theirs) as? NSDictionary
            #expect(a != nil && a == b, "\(name): JSONWriter and JSONEncoder disagree")
            // Sorted keys, checked independently of the writer: every object's keys as printed.
            for line in ours.split(separator: "\n") where line.contains("\": ") {
                #expect(!line.contains(" : "), "\(name): \(line)")
            }
        }
    }

    @Test func documentsReadBackEqual() throws {
        let docs = try Self.documents()
        let decoder = JSONDecoder()
        for (name, document) in docs {
            let data = Data(try JSONWriter.string(document).utf8)
            switch document {
            case let d as GridDocument: #expect(try decoder.decode(GridDocument.self, from: data) == d, "\(name)")
            case let d as HairlineDocument: #expect(try decoder.decode(HairlineDocument.self, from: data) == d, "\(name)")
            case let d as CellSeparatorDocument: #expect(try decoder.decode(CellSeparatorDocument.self, from: data) == d, "\(name)")
            case let d as DevicesDocument: #expect(try decoder.decode(DevicesDocument.self, from: data) == d, "\(name)")
            case let d as CheckDocument: #expect(try decoder.decode(CheckDocument.self, from: data) == d, "\(name)")
            default: break
            }
        }
    }

    /// The exact text of a small document, written by hand from the rule (two-space indent,
    /// `"key": value`, sorted keys, integral doubles without `.0`, `[]` for an empty array).
    @Test func exactTextOfASmallDocument() throws {
        let d = try HairlineDocument(scales: [Scale(2)])
        let expected = """
        {
          "hairlines": [
            {
              "at": null,
              "scale": 2,
              "stroke_offset_pt": 0.25,
              "thickness": {
                "pt": 0.5,
                "px": 1
              }
            }
          ],
          "schema": "gridcalc/hairline@1",
          "warnings": []
        }

        """
        #expect(try JSONWriter.string(d) == expected)
    }

    /// Negative controls: the key check fails a document whose keys are out of order or need
    /// escaping, and a non-finite number cannot be written.
    @Test func theChecksCanFail() {
        struct Unsorted: DocumentValue {
            enum CodingKeys: String, CodingKey { case b, a, quote = "q\"" }
            let quoted: Bool
            func write<Sink: DocumentSink>(to sink: inout Sink) throws {
                try sink.object { s in
                    if quoted { try s.member(CodingKeys.quote, 1) } else { try s.member(CodingKeys.b, 1); try s.member(CodingKeys.a, 2) }
                }
            }
            func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }
        }
        #expect(throws: EncodingError.self) { try JSONWriter.string(Unsorted(quoted: false), checkingKeys: true) }
        #expect(throws: EncodingError.self) { try JSONWriter.string(Unsorted(quoted: true), checkingKeys: true) }
        #expect(throws: EncodingError.self) { try JSONWriter.string([1.0, Double.infinity]) }
        #expect(throws: Never.self) { try JSONWriter.string(Unsorted(quoted: false)) }
    }

    @Test func stringsAreEscaped() throws {
        #expect(try JSONWriter.string(["a\"b\\c\nd\u{1}é"]) == "[\n  \"a\\\"b\\\\c\\nd\\u0001é\"\n]\n")
    }

    /// Strings short and long, plain and needing escapes, against JSONEncoder's text of them.
    @Test func stringsOfEveryLengthMatchJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var texts: [String] = []
        for length in 0...40 {
            texts.append(String(repeating: "x", count: length))
            texts.append(String(repeating: "x", count: length) + "\"")
            texts.append("\t" + String(repeating: "é", count: length / 2))
            texts.append("gridcalc/grid@" + String(length))
        }
        for text in texts {
            let expected = String(decoding: try encoder.encode([text]), as: UTF8.self) + "\n"
            #expect(try JSONWriter.string([text]) == expected, "\(text.debugDescription)")
        }
    }

    /// Integers of every length, both signs and the extremes, as their decimal text.
    @Test func integersOfEveryLength() throws {
        var values = [0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        for value in values {
            #expect(try JSONWriter.string(value) == "\(value)\n")
        }
    }

    /// A buffer that flushes to a file whenever it is full writes the same bytes as one that keeps
    /// everything, however small it is; a failed write is kept as its errno and stops the output.
    @Test func streamingWritesTheSameBytes() throws {
        for (name, document) in try Self.documents() {
            let expected = try JSONWriter.string(document)
            for capacity in [64, 1000, 1 << 16] {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("gridcalc-stream-\(UUID().uuidString)").path
                let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                #expect(fd >= 0)
                var out = JSONByteBuffer(capacity: capacity, flushingTo: fd)
                try JSONWriter.write(document, into: &out)
                out.flush()
                #expect(out.flushError == 0)
                out.deallocate()
                close(fd)
                let written = try String(contentsOfFile: path, encoding: .utf8)
                try? FileManager.default.removeItem(atPath: path)
                #expect(written == expected, "\(name) through a \(capacity)-byte buffer")
            }
        }
        var closed = JSONByteBuffer(capacity: 64, flushingTo: 9999)  // not an open descriptor
        try JSONWriter.write(Array(repeating: 1.5, count: 100), into: &closed)
        closed.flush()
        #expect(closed.flushError == EBADF)
        closed.deallocate()
    }
}
