// ReporterTests: each reporter's output for the same checked files, written out in full here (as
// SwiftLint's ReporterTests keep canned reports): one file with a gap, one that could not be read.
// The reporters are handed `CheckedFile`s only — no command line — and every format has one.

import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

@Suite struct ReporterTests {
    /// Two frames 2px apart where the spacing is 1px, and a file that could not be opened.
    static func files() throws -> [CheckedFile] {
        let check = try FrameCheck(scale: .one, containerPt: 202, spacingPx: 1,
                                   frames: [FramesDump.Frame(x: 0, width: 100), FramesDump.Frame(x: 102, width: 100)])
        return [
            CheckedFile(path: "shots/a, b.json", document: CheckDocument(check), cellPlaces: check.cellPlaces()),
            CheckedFile(path: "missing.json", failure: .init(message: "cannot open missing.json: no such file", hint: "check the path", exitCode: 66)),
        ]
    }

    static let gapMessage = "frames 0 and 1: gap 2px, expected 1px (frame 0 ends at 100px, frame 1 starts at 102px)"

    static func text(_ reporter: any CheckReporter.Type, _ files: [CheckedFile]) -> String {
        guard case .text(let text) = reporter.report(files) else { return "(not text)" }
        return text
    }

    @Test func everyFormatHasOneReporter() {
        for format in CheckFormat.allCases {
            #expect(CheckReporters.all.filter { $0.format == format }.count == 1, "\(format)")
            #expect(CheckReporters.reporter(for: format).format == format)
        }
        #expect(CheckReporters.all.count == CheckFormat.allCases.count)
    }

    @Test func github() throws {
        #expect(Self.text(GitHubReporter.self, try Self.files()) == """
            ::error file=shots/a%2C b.json,title=gridcalc check%3A gap::\(Self.gapMessage)
            gridcalc check: FAIL, 1 error, 0 warnings in 2 frames (shots/a, b.json)
            ::error file=missing.json,title=gridcalc check%3A not checked::cannot open missing.json: no such file (check the path)
            gridcalc check: 2 files, 2 failed (1 not checked)

            """)
    }

    @Test func junit() throws {
        #expect(Self.text(JUnitReporter.self, try Self.files()) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="gridcalc check" tests="3" failures="1" errors="1">
              <testsuite name="gridcalc check shots/a, b.json" tests="2" failures="1" errors="0" skipped="0">
                <testcase name="frame 0" classname="gridcalc.check"/>
                <testcase name="frame 1" classname="gridcalc.check">
                  <failure type="gap" message="\(Self.gapMessage)">\(Self.gapMessage)</failure>
                </testcase>
              </testsuite>
              <testsuite name="gridcalc check missing.json" tests="1" failures="0" errors="1" skipped="0">
                <testcase name="document" classname="gridcalc.check">
                  <error type="not checked" message="cannot open missing.json: no such file">cannot open missing.json: no such file
            check the path</error>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    /// SARIF, canned but for the rules (one a finding kind, each with the rules' own description:
    /// checked by id here, their text by the docs' table of kinds).
    @Test func sarif() throws {
        let text = Self.text(SARIFReporter.self, try Self.files())
        var log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var runs = try #require(log["runs"] as? [[String: Any]])
        var tool = try #require(runs[0]["tool"] as? [String: Any])
        var driver = try #require(tool["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == CheckDocument.Finding.Kind.allCases.map(\.rawValue))
        driver["rules"] = nil
        tool["driver"] = driver
        runs[0]["tool"] = tool
        log["runs"] = runs
        let canned = """
            {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{
              "invocations": [{"executionSuccessful": false, "exitCode": 66, "toolConfigurationNotifications": [], "toolExecutionNotifications": [
                {"level": "error", "locations": [{"physicalLocation": {"artifactLocation": {"uri": "missing.json"}}}],
                 "message": {"text": "not checked: cannot open missing.json: no such file (check the path)"}}]}],
              "results": [{"level": "error", "locations": [{"physicalLocation": {"artifactLocation": {"uri": "shots/a%2C%20b.json"}}}],
                           "message": {"text": "\(Self.gapMessage)"}, "ruleId": "gap", "ruleIndex": 1}],
              "tool": {"driver": {"name": "gridcalc", "semanticVersion": "\(HelpText.version)"}}}]}
            """
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(canned.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: log).isEqual(to: expected), "\(text)")
        // Written as every document is: two-space indentation, keys sorted.
        #expect(text.hasPrefix("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"runs\": [\n    {\n      \"invocations\""), "\(text.prefix(200))")
    }

    @Test func table() throws {
        let files = try Self.files()
        #expect(Self.text(TableReporter.self, files) == """
            file      shots/a, b.json
            check     2 frames in points at 1x, container 202px (202pt), spacing 1px, tolerance 0.01px
            judged    2 cells in 1 row, 4 edges
            result    FAIL: 1 error, 0 warnings

            kind  severity  frames  edge  expected px  actual px  error px  message
            gap   error        0,1  gap             1          2         1  \(Self.gapMessage)

            file      missing.json
            result    not checked: cannot open missing.json: no such file

            gridcalc check: 2 files, 2 failed (1 not checked)

            """)
        // One file: its table alone.
        #expect(Self.text(TableReporter.self, [files[0]]).hasPrefix("check     2 frames in points at 1x"))
    }

    @Test func json() throws {
        let files = try Self.files()
        guard case .json(let document) = JSONReporter.report(files) else { Issue.record("not a document"); return }
        #expect(document == files[0].document)
    }

    /// The SVG draws screenshots: a dump of frames is refused, a file not judged is not.
    /// The HTML page: self-contained (a CSP that allows nothing outside it, no script), each file a
    /// section with its counts, the finding's cells linked to the picture's ids, every text a document
    /// supplies escaped; a file not checked says why.
    @Test func html() throws {
        let check = try FrameCheck(scale: .one, containerPt: 202, spacingPx: 1,
                                   frames: [FramesDump.Frame(x: 0, width: 100), FramesDump.Frame(x: 102, width: 100)])
        let document = CheckDocument(check)
        let drawing = CheckDrawing(dump: check, labels: ["<b>cell</b>", ""], findings: document.findings)
        let files = [
            CheckedFile(path: "shots/<script>alert(1)</script>.json", document: document, cellPlaces: check.cellPlaces(), drawing: drawing),
            CheckedFile(path: "missing.json", failure: .init(message: "cannot open missing.json: no such file", hint: "check the path", exitCode: 66)),
        ]
        let page = Self.text(HTMLReporter.self, files)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\""))
        #expect(!page.contains("<script") && page.contains("&lt;script&gt;alert(1)&lt;/script&gt;.json"))
        #expect(page.contains("&lt;b&gt;cell&lt;/b&gt;"))
        #expect(page.contains("<section id=\"file-0\" class=\"fail\" data-errors=\"1\" data-warnings=\"0\" data-known=\"0\">"))
        #expect(page.contains("<rect id=\"f0-c0\" class=\"cell bad\"") && page.contains("<rect id=\"f0-c1\" class=\"cell bad\""))
        #expect(page.contains("<td><a href=\"#f0-c0\">row 1, cell 1</a>, <a href=\"#f0-c1\">row 1, cell 2</a></td><td>1</td><td>2</td>"))
        #expect(page.contains("<section id=\"file-1\" class=\"fail\"") && page.contains("cannot open missing.json: no such file"))
        #expect(page.contains("<nav aria-label=\"files\">") && page.hasSuffix("</html>\n"))
    }

    @Test func svgRefusesDumps() throws {
        let files = try Self.files()
        #expect(SVGReporter.refusal(files[0])?.message == "--report svg draws screenshots, and shots/a, b.json is a dump of frames")
        #expect(SVGReporter.refusal(files[1]) == nil)
        #expect(CheckReporters.all.filter { $0.refusal(files[0]) != nil }.map { $0.format } == [.svg])
        #expect(Self.text(SVGReporter.self, [files[1]]).contains("missing.json — not checked: cannot open missing.json: no such file"))
    }

    /// The reporters know nothing of the command line: no command, option or usage error in them.
    @Test func reportersKnowNothingOfTheCommand() throws {
        let folder = Repository.path("Sources/GridcalcCLI/Reporters")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 7)
        for file in files {
            let code = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for word in ["CheckCommand", "CheckOptions", "ParsedArguments", "UsageError(", "Outcome"] where file != "CheckedFile.swift" || word != "UsageError(" {
                #expect(!code.contains(word), "\(file) mentions \(word)")
            }
        }
    }
}
