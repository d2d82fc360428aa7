import Foundation
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// One walk of the tree for a whole run (issue 58): a config's screens share it.
@Suite struct GateWalkTests {
    static func folder() throws -> String { try ConfigAndBaselineTests.folder() }
    static func write(_ text: String, to path: String) throws { try ConfigAndBaselineTests.write(text, to: path) }
    static func grid(columns: Int, rows: Int) -> String { GateContractTests.grid(columns: columns, rows: rows) }

    /// One walk of the tree for a whole run: a hundred screens' `**` patterns list each folder once
    /// (the config's screens share the walk, and its bound on the entries looked at).
    @Test func everyScreenSharesOneWalkOfTheTree() throws {
        let dir = try Self.folder()
        for sub in ["a", "a/b", "c"] {
            try FileManager.default.createDirectory(atPath: dir + "/t/" + sub, withIntermediateDirectories: true)
            try Self.write(Self.grid(columns: 3, rows: 1), to: dir + "/t/" + sub + "/x.json")
        }
        let walk = FilePatterns.Walk()
        let first = try FilePatterns.files([dir + "/t/**/*.json"], argumentBytes: nil, allowEmpty: false, walk: walk)
        #expect(first.count == 3)
        let listed = walk.foldersRead
        #expect(listed == 4, "t, a, a/b, c")
        for _ in 0..<99 { #expect(try FilePatterns.files([dir + "/t/**/*.json"], argumentBytes: nil, allowEmpty: false, walk: walk) == first) }
        #expect(walk.foldersRead == listed)
        // A config of 100 screens over the tree: judged, each screen its files.
        let screens = (0..<100).map { #"{"name": "s\#($0)", "files": "t/**/*.json"}"# }.joined(separator: ", ")
        try Self.write(#"{"columns": 3, "spacing": "1px", "screens": [\#(screens)]}"#, to: dir + "/c.json")
        let run = Tool.run(["check", "--config", dir + "/c.json", "--format", "github"])
        #expect(run.status == 0, "\(run.stderr)")
    }
}

