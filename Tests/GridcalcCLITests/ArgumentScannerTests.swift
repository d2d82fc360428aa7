// Unit tests of ArgumentScanner: how a command's arguments become options (no process started).
import Testing
import GridcalcCLI

@Suite struct ArgumentScannerTests {
    static let specs = [
        OptionSpec(name: "--width", valueName: "<length>", help: ""),
        OptionSpec(name: "--json", valueName: nil, help: ""),
    ]

    @Test func valuesSwitchesAndEquals() throws {
        let scanned = try ScannedArguments(["--width", "414", "--json"], specs: Self.specs, command: "grid")
        #expect(scanned.value("--width") == "414")
        #expect(scanned.has("--json"))
        let inline = try ScannedArguments(["--width=-1"], specs: Self.specs, command: "grid")
        #expect(inline.value("--width") == "-1")
    }
}
