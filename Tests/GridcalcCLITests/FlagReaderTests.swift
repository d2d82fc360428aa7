// Unit tests of FlagReader: scanned values into GridCore inputs, and GridCore's errors reported
// against the flag and the value exactly as typed.
import GridCore
import Testing
import GridcalcCLI

@Suite struct FlagReaderTests {
    static let specs = GridCommand.options

    static func reader(_ arguments: String) throws(UsageError) -> FlagReader {
        FlagReader(try ScannedArguments(ArraySlice(arguments.split(separator: " ").map(String.init)), specs: specs, command: "grid"))
    }

    @Test func lengthsScalesAndCounts() throws {
        var r = try Self.reader("--width 414PT --scale @3x --spacing 2px --columns 7 --items 10")
        #expect(try r.length("--width", .width, .pixels(0)) == .points(414))
        #expect(try r.scale() == Scale(3))
        #expect(try r.length("--spacing", .spacing, .pixels(1)) == .pixels(2))
        #expect(try r.length("--inset", .inset, .pixels(0)) == .pixels(0))
        #expect(try r.count("--columns", .columns, minimum: 1, limit: 10_000) == 7)
        #expect(try r.count("--row-height", .rowHeight, minimum: 1, limit: 1) == nil)
    }

    @Test func errorsRepeatTheFlagAndTheValueAsTyped() throws {
        func message(_ arguments: String, _ read: (inout FlagReader) throws(UsageError) -> Void) -> String? {
            do {
                var r = try Self.reader(arguments)
                try read(&r)
                return nil
            } catch { return error.message + " | " + error.hint }
        }
        #expect(message("--width 41x4") { r throws(UsageError) in _ = try r.length("--width", .width, .pixels(0)) }?
            .hasPrefix("invalid value '41x4' for --width: not a length") == true)
        #expect(message("--columns 99999999999999999999999") { r throws(UsageError) in _ = try r.count("--columns", .columns, minimum: 1, limit: 10_000) }?
            .contains("for --columns: too large") == true)
        #expect(message("--columns 0") { r throws(UsageError) in _ = try r.count("--columns", .columns, minimum: 1, limit: 10_000) }?
            .contains("must be at least 1") == true)
        #expect(message("--separator-before 1,x") { r throws(UsageError) in _ = try r.indices("--separator-before", .separatorsBefore, limit: "10") }?
            .contains("--separator-before 0,4,10") == true)
        #expect(message("--orientation landscape") { r throws(UsageError) in _ = try r.device() }?
            .contains("applies only with --device") == true)
        #expect(message("--device iphone-99") { r throws(UsageError) in _ = try r.device() }?
            .contains("unknown device 'iphone-99'") == true)
        #expect(message("--columns 7") { r throws(UsageError) in _ = try r.screen(nil, usage: "u") }?
            .contains("missing --width") == true)
    }

    /// A GridCore error raised after reading (no room) names every flag that shaped it.
    @Test func noRoomNamesTheFlagsThatShapedIt() throws {
        var r = try Self.reader("--width 10px --scale 1 --columns 7 --spacing 2px")
        let request = GridRequest(width: try r.length("--width", .width, .pixels(0)), scale: try r.scale(),
                                  columns: try r.count("--columns", .columns, minimum: 1, limit: 10_000)!,
                                  spacing: try r.length("--spacing", .spacing, .pixels(1)))
        do {
            _ = try GridDocument(request)
            Issue.record("no room expected")
        } catch {
            let usage = r.usageError(error)
            #expect(usage.message.hasPrefix("--columns 7 (--width 10px, --spacing 2px): no room"))
            #expect(usage.hint == "use at most 4 columns, less spacing, or smaller insets")  // 10 − 3 × 2 = 4 ≥ 4; 10 − 4 × 2 < 5
        }
    }
}
