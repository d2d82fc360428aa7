// LibraryWordsTests: GridCore knows nothing of the command line — no text it writes (a rule's
// description, a message, a note) names a flag; the command line's docs add the flags of a rule's
// settings (`CheckSetting.flag`).

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct LibraryWordsTests {
    /// Every string literal of GridCore's sources, comments left out: none holds `--<word>`.
    @Test func gridCoreNamesNoFlag() throws {
        let root = Repository.path("Sources/GridCore")
        let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        var named: [String] = []
        for file in files {
            for (n, line) in try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line)
                if Self.flagInLiteral(code) { named.append("\(file):\(n + 1): \(line.trimmingCharacters(in: .whitespaces).prefix(120))") }
            }
        }
        #expect(named.isEmpty, "GridCore names flags:\n\(named.joined(separator: "\n"))")
        // Negative control: the look finds a flag in a literal, not in a comment or code.
        #expect(Self.flagInLiteral(#"message: "give --columns 3""#) && !Self.flagInLiteral("x -= 1 // --columns") && !Self.flagInLiteral("a--b"))
    }

    /// Whether a line holds `--` and a letter inside a string literal (before any `//` outside one).
    static func flagInLiteral(_ line: String) -> Bool {
        var inString = false, previous: Character = " "
        let chars = Array(line)
        for (i, c) in chars.enumerated() {
            if !inString, c == "/", previous == "/" { return false }
            if c == "\"", previous != "\\" { inString.toggle() }
            if inString, c == "-", previous == "-", i + 1 < chars.count, chars[i + 1].isLetter { return true }
            previous = c
        }
        return false
    }
}
