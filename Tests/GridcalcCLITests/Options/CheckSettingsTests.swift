// CheckSettings and OptionValues: one check's settings, merged per option from a config's top level,
// a screen and the command line, each value holding where it was set; nothing past decoding reads
// an argument.
import Foundation
import GridcalcTestSupport
import Testing
import GridcalcCLI

@Suite struct CheckSettingsTests {
    static let columns = ColumnsOptions.columns, tracks = ColumnsOptions.tracks, spacing = CheckInputOptions.spacing
    static let severity = CheckInputOptions.severity, strict = CheckInputOptions.strict, tolerance = CheckInputOptions.tolerance
    static let pool = [columns, tracks, spacing, severity, strict, tolerance]
    static let groups = [[columns, tracks]]

    /// The merge, written again: for each option, the highest level that sets it or an option of
    /// its group (or clears it) supplies its values; a repeatable option's values add up, lowest first.
    static func expected(_ levels: [[(OptionDeclaration, String)]], cleared: [[OptionDeclaration]]) -> [(OptionDeclaration, String)] {
        var out: [(OptionDeclaration, String)] = []
        for option in pool {
            let group = groups.first { $0.contains { $0 === option } } ?? [option]
            if option.repeatable {
                out += levels.flatMap { $0.filter { $0.0 === option } }
                continue
            }
            guard let top = levels.indices.last(where: { i in levels[i].contains { e in group.contains { $0 === e.0 } } || cleared[i].contains { $0 === option } }) else { continue }
            out += levels[top].filter { $0.0 === option }
        }
        return out
    }

    static func values(_ entries: [(OptionDeclaration, String)], origin: String) -> OptionValues {
        var values = OptionValues()
        for (option, text) in entries { values.append(option, text, origin: origin) }
        return values
    }

    /// Property: top level < screen < command line, per option, against the rule above, for random
    /// settings at each level.
    @Test func mergedPerOptionTopScreenCommandLine() {
        var generator = SplitMix64(state: 59)
        for _ in 0..<500 {
            var levels: [[(OptionDeclaration, String)]] = []
            var cleared: [[OptionDeclaration]] = [[], [], []]
            for level in 0..<3 {
                var entries: [(OptionDeclaration, String)] = []
                for option in Self.pool where generator.next() % 3 == 0 {
                    for k in 0..<(option.repeatable ? Int(generator.next() % 3) + 1 : 1) { entries.append((option, "\(option.name)@\(level).\(k)")) }
                }
                if level == 1, generator.next() % 4 == 0, !entries.contains(where: { $0.0 === Self.strict }) { cleared[1] = [Self.strict] }
                levels.append(entries)
            }
            let top = Self.values(levels[0], origin: "top"), screen = Self.values(levels[1], origin: "screen"), line = Self.values(levels[2], origin: "")
            let merged = line.over(screen.over(top, alternatives: Self.groups, cleared: cleared[1]), alternatives: Self.groups)
            let got = Self.pool.flatMap { option in merged.texts(option).map { (option.name, $0) } }
            let want = Self.expected(levels, cleared: cleared).map { ($0.0.name, $0.1) }
            #expect(got.map(\.0) == want.map(\.0) && got.map(\.1) == want.map(\.1), "levels \(levels.map { $0.map(\.1) })")
        }
    }

    /// Worked example: the command line's `--tracks` replaces a screen's `columns`; its severity
    /// comes after the config's; every value says where it was set.
    @Test func commandLineOverAScreenNamesEachOrigin() throws {
        var screen = OptionValues()
        screen.append(Self.columns, "4", origin: "'.gridcalc.json': screens[0].columns")
        screen.append(Self.severity, "gap=warning", origin: "'.gridcalc.json': severity.gap")
        screen.append(Self.tolerance, "0.1", origin: "'.gridcalc.json': screens[0].tolerance")
        let arguments = try ParsedArguments(["--tracks", "1fr,2fr", "--severity", "gap=off", "frames.json"], options: CheckInputOptions.all,
                                            command: "check", maxOperands: 9)
        let settings = CheckSettings(arguments).over(screen, files: ["a.json"])
        #expect(!settings.has(Self.columns) && settings.text(Self.tracks) == "1fr,2fr")
        #expect(settings.texts(Self.severity) == ["gap=warning", "gap=off"])
        #expect(settings.values.entries(Self.severity).map(\.origin) == ["'.gridcalc.json': severity.gap", nil])
        #expect(settings.values.origin(of: Self.tolerance) == "'.gridcalc.json': screens[0].tolerance")
        #expect(settings.operands == ["a.json"])
    }

    /// A config's value is checked by its option's declaration, with the command line's message.
    @Test func aValueIsCheckedByItsDeclarationWhereverItComesFrom() throws {
        func message(_ body: () throws(UsageError) -> Void) -> String? {
            do { try body(); return nil } catch { return error.message }
        }
        let fromConfig = message { () throws(UsageError) in try OptionValues.checked(Self.columns, "0") }
        let fromLine = message { () throws(UsageError) in
            try ParsedArguments(["--columns", "0"], options: CheckInputOptions.all, command: "check").checkValues()
        }
        #expect(fromConfig != nil && fromConfig == fromLine)
        #expect(message { () throws(UsageError) in try OptionValues.checked(Self.columns, "") } == "missing value for --columns <n|auto>")
        #expect(message { () throws(UsageError) in try OptionValues.checked(Self.columns, "7") } == nil)
    }

    /// Past decoding nothing reads an argument: the check's options, front end, config, baseline and
    /// reporters never name `ParsedArguments`, and the command names it only where it decodes.
    @Test func nothingPastDecodingReadsAnArgument() throws {
        let root = Repository.path("Sources/GridcalcCLI")
        var readers: [String] = []
        for folder in ["Frontend", "Config", "Reporters", "CheckInputs"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder) where name.hasSuffix(".swift") {
                if try Self.readsArguments(String(contentsOfFile: root + "/" + folder + "/" + name, encoding: .utf8)) { readers.append(folder + "/" + name) }
            }
        }
        for file in ["Options/CheckOptions.swift", "Options/SnapshotPairs.swift"] where try Self.readsArguments(String(contentsOfFile: root + "/" + file, encoding: .utf8)) {
            readers.append(file)
        }
        #expect(readers.isEmpty, "files past decoding that read arguments: \(readers)")
        let command = try String(contentsOfFile: root + "/Commands/CheckCommand.swift", encoding: .utf8)
        let lines = command.split(separator: "\n").filter { $0.contains("ParsedArguments") }
        #expect(lines.count == 1 && lines[0].contains("static func run(_ arguments: ParsedArguments)"), "\(lines)")
        // Negative control.
        #expect(Self.readsArguments("func f(_ a: ParsedArguments) {}") && !Self.readsArguments("// ParsedArguments\nlet s: CheckSettings"))
    }

    /// Reporters read results only: no reporter names one of GridCore's checkers or readings (the
    /// front end turns them into `CheckedFile`, `CheckDrawing` and the document's header).
    @Test func noReporterNamesAChecker() throws {
        let checkers = ["FrameCheck", "ImageCheck", "CheckRequest", "ScreenPair", "SnapshotMatch", "PaintedCells", "ScreenGrid", "ScreenTree",
                        "FrameGeometry", "FrameExpectation", "FrameReadings", "CheckPolicy", "OptionReader", "CheckOptions", "CheckSettings"]
        let root = Repository.path("Sources/GridcalcCLI/Reporters")
        var named: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: root) where name.hasSuffix(".swift") {
            let code = try String(contentsOfFile: root + "/" + name, encoding: .utf8).split(separator: "\n").map { $0.components(separatedBy: "//")[0] }
            for checker in checkers where code.contains(where: { Self.names($0, checker) }) { named.append("\(name): \(checker)") }
        }
        #expect(named.isEmpty, "\(named)")
        #expect(Self.names("let c: FrameCheck? = nil", "FrameCheck") && !Self.names("let c: FrameCheckName", "FrameCheck"))
    }

    /// Whether `code` names the type `type` (a whole word).
    static func names(_ code: String, _ type: String) -> Bool {
        code.ranges(of: type).contains { r in
            let before = r.lowerBound == code.startIndex ? nil : code[code.index(before: r.lowerBound)]
            let after = r.upperBound == code.endIndex ? nil : code[r.upperBound]
            return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
        }
    }

    /// Whether `source` (outside comments) names the scanned command line.
    static func readsArguments(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let code = line.components(separatedBy: "//")[0]
            return code.contains("ParsedArguments")
        }
    }
}
