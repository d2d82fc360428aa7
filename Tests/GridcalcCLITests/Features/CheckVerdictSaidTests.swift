// check's verdict is always said: with every report in a file, its line is on stderr; a JUnit
// `<error>` holds the message and the hint on lines of their own; `--report svg` refuses a dump
// before anything is judged.

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct CheckVerdictSaidTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-said-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let failing = "{\"scale\": 1, \"container_pt\": 202, \"frames\": [{\"x\": 0, \"width\": 100}, {\"x\": 102, \"width\": 100}]}"
    static let passing = "{\"scale\": 1, \"container_pt\": 201, \"frames\": [{\"x\": 0, \"width\": 100}, {\"x\": 101, \"width\": 100}]}"

    @Test func withEveryReportInAFileTheVerdictIsOnStderr() throws {
        let dir = try Self.folder()
        let report = dir.appendingPathComponent("r.xml").path
        let one = Tool.run(["check", "--spacing", "1px", "--report", "junit=" + report, "-"], stdin: Self.failing)
        #expect(one.status == 1 && one.stdout.isEmpty && one.stderr == "gridcalc check: FAIL, 1 error, 0 warnings in 2 frames\n", "\(one.stderr)")
        let ok = Tool.run(["check", "--spacing", "1px", "--report", "json=" + dir.appendingPathComponent("r.json").path, "-"], stdin: Self.passing)
        #expect(ok.status == 0 && ok.stderr == "gridcalc check: ok, 0 errors, 0 warnings in 2 frames\n", "\(ok.stderr)")
        // A report on stdout says it there: stderr stays as it was.
        let table = Tool.run(["check", "--spacing", "1px", "--report", "junit=" + report, "--report", "table", "-"], stdin: Self.failing)
        #expect(table.status == 1 && table.stderr.isEmpty && table.stdout.contains("result    FAIL"), "\(table.stderr)")
        // Several files: the count, then each file's error.
        let a = dir.appendingPathComponent("a.json"), b = dir.appendingPathComponent("b.json")
        try Data(Self.failing.utf8).write(to: a)
        try Data(Self.passing.utf8).write(to: b)
        let several = Tool.run(["check", "--spacing", "1px", "--report", "junit=" + report, a.path, b.path, dir.appendingPathComponent("none.json").path])
        #expect(several.status == 66 && several.stderr.hasPrefix("gridcalc check: 3 files, 2 failed (1 not checked)\nerror: cannot open "), "\(several.stderr)")
        // The JUnit error: message, then hint, each on its own line.
        let junit = try String(contentsOfFile: report, encoding: .utf8)
        #expect(junit.contains("No such file or directory\ngive a readable file, or - for stdin</error>"), "\(junit)")
    }

    @Test func anSVGReportRefusesADumpBeforeJudging() throws {
        let dir = try Self.folder()
        let dump = dir.appendingPathComponent("frames.json")
        try Data(Self.failing.utf8).write(to: dump)
        let svg = dir.appendingPathComponent("r.svg").path
        let run = Tool.run(["check", "--spacing", "1px", "--report", "svg=" + svg, dump.path])
        expectUsageError(run, naming: "--report svg")
        #expect(!FileManager.default.fileExists(atPath: svg))
    }
}
