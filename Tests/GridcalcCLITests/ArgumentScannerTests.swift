// Unit tests of ArgumentScanner: how a command's arguments become options (no process started).
import Testing
import GridcalcCLI

@Suite struct ArgumentScannerTests {
    static let specs = [
        OptionSpec(name: "--width", valueName: "<length>", help: ""),
        OptionSpec(name: "--spacing", valueName: "<length>", help: ""),
        OptionSpec(name: "--json", valueName: nil, help: ""),
    ]

    static func scan(_ arguments: [String], positionals: Int = 0) throws(UsageError) -> ScannedArguments {
        try ScannedArguments(ArraySlice(arguments), specs: specs, command: "grid", maxPositionals: positionals)
    }

    static func error(_ arguments: [String], positionals: Int = 0) -> UsageError? {
        do { _ = try scan(arguments, positionals: positionals); return nil } catch { return error }
    }

    @Test func valuesSwitchesAndEquals() throws {
        let scanned = try Self.scan(["--width", "414", "--json"])
        #expect(scanned.value("--width") == "414" && scanned.has("--json") && !scanned.has("--spacing"))
        #expect(try Self.scan(["--width=-1"]).value("--width") == "-1")
        // A value may start with one dash (a negative number reaches the range check).
        #expect(try Self.scan(["--spacing", "-1"]).value("--spacing") == "-1")
        #expect(try Self.scan(["file.json"], positionals: 1).positionals == ["file.json"])
    }

    @Test func mistakesAreUsageErrorsNamingTheFlag() throws {
        let unknown = try #require(Self.error(["--widht", "414"]))
        #expect(unknown.message.contains("--widht") && unknown.hint.contains("--width") && unknown.exitCode == 64)
        let twice = try #require(Self.error(["--width", "1", "--width", "2"]))
        #expect(twice.message.contains("--width given more than once") && twice.message.contains("'1'") && twice.message.contains("'2'"))
        let missing = try #require(Self.error(["--spacing"]))
        #expect(missing.message.contains("missing value for --spacing") && missing.hint.contains("1px") && !missing.hint.contains("414"))
        let missingWidth = try #require(Self.error(["--width", "--json"]))
        #expect(missingWidth.hint.contains("414"))
        let valued = try #require(Self.error(["--json=yes"]))
        #expect(valued.message.contains("--json does not take a value"))
        let stray = try #require(Self.error(["414"]))
        #expect(stray.message.contains("unexpected argument '414'"))
        #expect(Self.error(["a", "b"], positionals: 1) != nil)
    }
}
