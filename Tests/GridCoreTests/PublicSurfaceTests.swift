// GridCore's public surface: what an app can name. Every public type, nested ones included, is
// counted from the sources (an independent reading: the declarations as written), and kept at most
// 60 — a new public type replaces one, or a helper stays `package`.
import Foundation
import GridcalcTestSupport
import Testing

@Suite struct PublicSurfaceTests {
    /// Every `public struct|enum|class|protocol|typealias|actor` declaration in Sources/GridCore.
    static func publicTypes() throws -> [String] {
        let folder = Repository.path("Sources/GridCore")
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names: [String] = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                // `public [final|indirect] <kind> <Name>…`, words split at spaces and `:`/`<`/`{`.
                let words = line.split { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" }.filter { $0 != "final" && $0 != "indirect" }
                guard words.first == "public", words.count >= 3, kinds.contains(words[1]) else { continue }
                names.append(String(words[2]))
            }
        }
        return names
    }

    @Test func atMostSixtyPublicTypes() throws {
        let names = try Self.publicTypes()
        // Negative control: the reading finds the types every app uses.
        #expect(names.contains("GridDocument") && names.contains("GridRequest") && names.contains("Scale"))
        #expect(!names.contains("SweepDocument") && !names.contains("FrameCheck"), "package types are not public")
        #expect(names.count <= 60, "GridCore declares \(names.count) public types: \(names.sorted())")
    }
}
