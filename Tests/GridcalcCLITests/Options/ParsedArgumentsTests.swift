// ParsedArguments: how a command's arguments become options and operands (no process started).
import Testing
import GridcalcCLI

@Suite struct ParsedArgumentsTests {
    static let width = ScreenOptions.width, spacing = LayoutOptions.spacing, json = OutputOptions.json
    static let options = [width, spacing, json, OptionDeclaration.help]

    static func scan(_ arguments: [String], operands: Int = 0, version: Bool = false) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(ArraySlice(arguments), options: options, command: "grid", maxOperands: operands, takesVersion: version)
    }

    static func error(_ arguments: [String], operands: Int = 0) -> UsageError? {
        do { _ = try scan(arguments, operands: operands); return nil } catch { return error }
    }

    @Test func valuesSwitchesAndEquals() throws {
        let scanned = try Self.scan(["--width", "414", "--json"])
        #expect(scanned.text(Self.width) == "414" && scanned.has(Self.json) && !scanned.has(Self.spacing))
        #expect(scanned.text(Self.json) == "")
        #expect(try Self.scan(["--width=-1"]).text(Self.width) == "-1")
        // Split at the first "=" character: the first byte of an ASCII argument, the first "=" that
        // is a character of its own in any other (a combining mark after one makes another character).
        #expect(try Self.scan(["--width=a=b"]).text(Self.width) == "a=b")
        #expect(try Self.scan(["--width=é=1"]).text(Self.width) == "é=1")
        #expect(Self.error(["--width=\u{338}4"])?.message == "unknown option '--width=\u{338}4'")
        #expect(Self.error(["--width=\u{338}=4"])?.message == "unknown option '--width=\u{338}'")
        // A value may start with one dash (a negative number reaches the range check).
        #expect(try Self.scan(["--spacing", "-1"]).text(Self.spacing) == "-1")
        #expect(try Self.scan(["file.json"], operands: 1).operands == ["file.json"])
        #expect(try Self.scan(["-"], operands: 1).operands == ["-"])
        #expect(try Self.scan(["--width", "1", "--spacing", "2"]).given.map(\.text) == ["1", "2"])
    }

    /// `-h`/`--help` and `--version` count only where an option stands: as a value, or after `--`,
    /// they are data.
    @Test func helpIsAnOptionOnlyWhereAnOptionStands() throws {
        #expect(try Self.scan(["--width", "414", "-h"]).wantsHelp)
        #expect(try Self.scan(["--help"]).wantsHelp)
        let value = try Self.scan(["--width", "-h"])
        #expect(!value.wantsHelp && value.text(Self.width) == "-h")
        let operand = try Self.scan(["--", "--help", "-h"], operands: 2)
        #expect(!operand.wantsHelp && operand.operands == ["--help", "-h"])
        #expect(try Self.scan(["--", "--width"], operands: 1).operands == ["--width"])
        #expect(try Self.scan(["--version"], version: true).wantsVersion)
        #expect(Self.error(["--version"])?.message == "unknown option '--version'")
        // `--width --help`: the next option is not a value.
        #expect(Self.error(["--width", "--help"])?.message == "missing value for --width <length>")
    }

    @Test func mistakesAreUsageErrorsNamingTheOption() throws {
        let unknown = try #require(Self.error(["--widht", "414"]))
        #expect(unknown.message.contains("--widht") && unknown.hint.contains("--width") && unknown.exitCode == 64)
        let twice = try #require(Self.error(["--width", "1", "--width", "2"]))
        #expect(twice.message.contains("--width given more than once") && twice.message.contains("'1'") && twice.message.contains("'2'"))
        let missing = try #require(Self.error(["--spacing"]))
        #expect(missing.message.contains("missing value for --spacing") && missing.hint.contains("1px") && !missing.hint.contains("414"))
        let missingWidth = try #require(Self.error(["--width", "--json"]))
        #expect(missingWidth.hint.contains("414"))
        #expect(Self.error(["--width="])?.message == "missing value for --width <length>")
        let valued = try #require(Self.error(["--json=yes"]))
        #expect(valued.message.contains("--json does not take a value"))
        let stray = try #require(Self.error(["414"]))
        #expect(stray.message.contains("unexpected argument '414'"))
        #expect(Self.error(["a", "b"], operands: 1) != nil)
        #expect(Self.error(["--", "a", "b"], operands: 1) != nil)
    }

    /// Beside `--help`, each value is still checked by its declaration: a bad value is a usage
    /// error whatever else is on the line.
    @Test func valuesAreCheckedBeforeHelp() throws {
        #expect(throws: UsageError.self) { try Self.scan(["--width", "nan", "--help"]).checkValues() }
        #expect(throws: UsageError.self) { try Self.scan(["--width", "-h"]).checkValues() }
        try Self.scan(["--width", "414", "--spacing", "1.5css", "--help"]).checkValues()
    }

    /// An option is found by its declaration, never by its name: check's `--spacing <length|auto>`
    /// is not grid's `--spacing <length>`, and an option the command does not declare is never
    /// given. (Matching by name returned check's text for grid's declaration.)
    @Test func optionsAreFoundByIdentityNotByName() throws {
        let check = try ParsedArguments(["--spacing", "2px", "--columns", "3"], options: CheckCommand.options, command: "check")
        #expect(check.text(CheckInputOptions.spacing) == "2px")
        #expect(check.text(LayoutOptions.spacing) == nil)
        #expect(check.text(ColumnsOptions.columns) == "3")
        let twin = OptionDeclaration("--spacing", .text("<length|auto>"), help: "a twin of check's, with the same name")
        #expect(check.text(twin) == nil && check.texts(twin).isEmpty && !check.has(twin))
        let hairline = try ParsedArguments(["--device", "iphone-15"], options: HairlineCommand.options, command: "hairline")
        #expect(hairline.text(ScreenOptions.orientation) == nil)
    }
}
