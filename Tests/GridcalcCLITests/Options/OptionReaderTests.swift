// OptionReader: scanned values into GridCore inputs by their declarations, and GridCore's errors
// reported against the option and the value exactly as typed.
import GridCore
import Testing
import GridcalcCLI

@Suite struct OptionReaderTests {
    static func reader(_ arguments: String) throws(UsageError) -> OptionReader {
        OptionReader(try ParsedArguments(ArraySlice(arguments.split(separator: " ").map(String.init)), options: GridCommand.options, command: "grid"))
    }

    @Test func lengthsScalesCountsAndDefaults() throws {
        var r = try Self.reader("--width 414PT --scale @3x --spacing 2px --items 10 --strategy widen")
        #expect(try r.length(ScreenOptions.width) == .points(414))
        #expect(try r.scale(ScreenOptions.scale) == Scale(3))
        #expect(try r.length(LayoutOptions.spacing) == .pixels(2))
        // Not given: the declared default, or nil without one.
        #expect(try r.length(LayoutOptions.inset) == .zero)
        #expect(try r.length(orDefault: ItemOptions.separatorHeight) == ItemRequest.defaultSeparatorHeight)
        #expect(try r.length(ItemOptions.rowHeight) == nil)
        #expect(try r.count(ItemOptions.items) == 10)
        #expect(try r.choice(LayoutOptions.strategy) == "widen")
        #expect(try r.choice(LayoutOptions.direction, as: Direction.self) == .ltr)
        #expect(r.typed[.width]?.text == "414PT" && r.typed[.spacing]?.option == "--spacing")
    }

    @Test func errorsRepeatTheOptionAndTheValueAsTyped() throws {
        func message(_ arguments: String, _ read: (inout OptionReader) throws(UsageError) -> Void) -> String? {
            do {
                var r = try Self.reader(arguments)
                try read(&r)
                return nil
            } catch { return error.message + " | " + error.hint }
        }
        #expect(message("--width 41x4") { r throws(UsageError) in _ = try r.length(ScreenOptions.width) }?
            .hasPrefix("invalid value '41x4' for --width: not a length") == true)
        #expect(message("--items 99999999999999999999999") { r throws(UsageError) in _ = try r.count(ItemOptions.items) }?
            .contains("for --items: too large") == true)
        #expect(message("--items -1") { r throws(UsageError) in _ = try r.count(ItemOptions.items) }?
            .contains("cannot be negative") == true)
        #expect(message("--separator-before 1,x") { r throws(UsageError) in _ = try r.indices(ItemOptions.separatorBefore, limit: "10") }?
            .contains("--separator-before 0,4,10") == true)
        #expect(message("--strategy widn") { r throws(UsageError) in _ = try r.choice(LayoutOptions.strategy) }?
            .contains("did you mean 'widen'?") == true)
        #expect(message("--orientation landscape") { r throws(UsageError) in _ = try ScreenOptions.device(r) }?
            .contains("applies only with --device") == true)
        #expect(message("--device iphone-99") { r throws(UsageError) in _ = try ScreenOptions.device(r) }?
            .contains("unknown device 'iphone-99'") == true)
        #expect(message("--columns 7") { r throws(UsageError) in _ = try ScreenOptions(&r, usage: "u") }?
            .contains("missing --width") == true)
    }

    /// A GridCore error raised after reading (no room) names every option that shaped it.
    @Test func noRoomNamesTheOptionsThatShapedIt() throws {
        let options = try GridOptions(try ParsedArguments(["--width", "10px", "--scale", "1", "--columns", "7", "--spacing", "2px"],
                                                          options: GridCommand.options, command: "grid"))
        let request = try options.request()
        do {
            _ = try GridDocument(request)
            Issue.record("no room expected")
        } catch {
            let usage = UsageError(error, typed: options.typed)
            #expect(usage.message.hasPrefix("--columns 7 (--width 10px, --spacing 2px): no room"))
            #expect(usage.hint == "use at most 4 columns, less spacing, or smaller insets")  // 10 − 3 × 2 = 4 ≥ 4; 10 − 4 × 2 < 5
        }
    }
}
