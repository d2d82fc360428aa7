import GridcalcCLI
import GridcalcTestSupport
import Testing

/// Docs/robustness.md: every bad command line exits 64 with an `error:` line naming the flag and a hint, and
/// nothing on stdout. Each case is (arguments, the flag the error must name).
@Suite struct UsageErrorTests {
    static let base = "--width 414 --scale 3 --columns 7"

    static let cases: [(String, String)] = [
        ("--width 0 --scale 3 --columns 7", "--width"),
        ("--width -414 --scale 3 --columns 7", "--width"),
        ("--width nan --scale 3 --columns 7", "--width"),
        ("--width NaN --scale 3 --columns 7", "--width"),
        ("--width inf --scale 3 --columns 7", "--width"),
        ("--width 1e400 --scale 3 --columns 7", "--width"),
        ("--width 1e3 --scale 3 --columns 7", "--width"),
        ("--width 0x10 --scale 3 --columns 7", "--width"),
        ("--width 414em --scale 3 --columns 7", "--width"),
        ("--width 1.5px --scale 3 --columns 7", "--width"),
        ("--width 0.1 --scale 3 --columns 1", "--width"),
        ("--width 99999999999999999999 --scale 3 --columns 7", "--width"),
        ("--width 414 --scale 0 --columns 7", "--scale"),
        ("--width 414 --scale -2 --columns 7", "--scale"),
        ("--width 414 --scale 17 --columns 7", "--scale"),
        ("--width 414 --scale nan --columns 7", "--scale"),
        ("--width 414 --scale 3xx --columns 7", "--scale"),
        ("--width 414 --scale @@3 --columns 7", "--scale"),
        ("--width 414 --scale 3 --columns 0", "--columns"),
        ("--width 414 --scale 3 --columns -7", "--columns"),
        ("--width 414 --scale 3 --columns 7.5", "--columns"),
        ("--width 414 --scale 3 --columns 99999999999999999999", "--columns"),
        ("--width 414 --scale 3 --columns 1000000000", "--columns"),
        ("--width 2 --scale 1 --columns 5", "--columns"),
        ("--width 414 --scale 3 --columns 7 --spacing 500", "--spacing"),
        ("--width 414 --scale 3 --columns 7 --inset 300", "--inset"),
        ("--width 414 --scale 3 --columns 7 --spacing -1", "--spacing"),
        ("--width 414 --scale 3 --columns 7 --spacing 1.5px", "--spacing"),
        ("--width 414 --scale 3 --columns 7 --inset-leading abc", "--inset-leading"),
        ("--width 414 --scale 3 --columns 7 --inset-trailing -2px", "--inset-trailing"),
        ("--width 414 --scale 3 --columns 7 --distribute spread", "--distribute"),
        ("--width 414 --scale 3 --columns 7 --strategy widen --align center", "--align"),
        ("--width 414 --scale 3 --columns 7 --strategy wide", "--strategy"),
        ("--width 414 --scale 3 --columns 7 --strategy widen --distribute middle", "--distribute"),
        ("--width 414 --scale 3 --columns 7 --align middle", "--align"),
        ("--width 414 --scale 3 --columns 7 --direction up", "--direction"),
        ("--width 414 --scale 3 --columns 7 --format xml", "--format"),
        ("--width 414 --scale 3 --columns 7 --json --format csv", "--json"),
        ("--width 414 --scale 3 --columns 7 --json=yes", "--json"),
        ("--width 414 --scale 3 --columns 7 --colums 3", "--colums"),
        ("--width 414 --scale 3 --columns 7 --frobnicate", "--frobnicate"),
        ("--width 414 --width 375 --scale 3 --columns 7", "--width"),
        ("--width 414 --scale 3 --columns 7 --spacing 1 --spacing 2", "--spacing"),
        ("--width 414 --scale 3 --columns", "--columns"),
        ("--width --scale 3 --columns 7", "--width"),
        ("--width= --scale 3 --columns 7", "--width"),
        ("--scale 3 --columns 7", "--width"),
        ("--width 414 --columns 7", "--scale"),
        ("--width 414 --scale 3", "--columns"),
        ("--width 414 --scale 3 --columns 7 --device iphone-99", "--device"),
        ("--device iphone-8 --orientation sideways --columns 7", "--orientation"),
        ("--device iphone-8", "--columns"),
        ("--width 414 --scale 3 --columns 7 --orientation landscape", "--orientation"),
        ("--width 414 --scale 3 --columns 7 stray", "stray"),
        ("--width 414 --scale 3 --columns 7 -x", "-x"),
    ]

    @Test("bad command lines", arguments: cases)
    func badCommandLine(arguments: String, flag: String) throws {
        expectUsageError(Tool.run(Tool.words(arguments)), naming: flag)
    }

    @Test func suggestionsForNearMisses() throws {
        let flag = Tool.run(Tool.words(Self.base + " --spaceing 2"))
        #expect(flag.errorLines.last == "hint: did you mean '--spacing'?")
        let value = Tool.run(Tool.words(Self.base + " --strategy widne"))
        #expect(value.errorLines.last == "hint: did you mean 'widen'?")
        let command = Tool.run(Tool.words("gird --width 1"))
        #expect(command.status == 64 && command.errorLines.last == "hint: did you mean 'grid'?")
    }

    @Test func errorsRepeatTheValueAsTyped() throws {
        let run = Tool.run(Tool.words("--width 414.0000 --scale 3 --columns 7 --spacing 0.20px"))
        #expect(run.errorLines.first == "error: invalid value '0.20px' for --spacing: device pixels are whole; a pixel length cannot have a fraction")
    }

    @Test func noArgumentsAndUnknownCommands() throws {
        let none = Tool.run([])
        #expect(none.status == 64 && none.stdout.isEmpty && none.stderr.hasPrefix("error: missing --width"))
        let unknown = Tool.run(["frobnicate"])
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("error: unknown subcommand 'frobnicate'"))
    }

    @Test func hugeAndHostileArguments() throws {
        // A 100,000-digit value (Linux allows 128 KiB per argument), and an argument that is only a dash.
        let long = Tool.run(["--width", String(repeating: "9", count: 100_000), "--scale", "3", "--columns", "7"])
        #expect(long.status == 64 && long.stdout.isEmpty && long.errorLines.first == "error: invalid value '\(String(repeating: "9", count: 64))…' (100000 bytes) for --width: not a length")
        expectUsageError(Tool.run(Tool.words(Self.base + " -")), naming: "'-'")
    }
}

