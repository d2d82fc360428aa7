// GridOptions: grid's options read into a typed value, and the one function that builds the
// request from it, against requests written out by hand.
import GridCore
import Testing
import GridcalcCLI

@Suite struct GridOptionsTests {
    static func options(_ line: String) throws(UsageError) -> GridOptions {
        try GridOptions(try ParsedArguments(ArraySlice(line.split(separator: " ").map(String.init)), options: GridCommand.options, command: "grid"))
    }

    @Test func requestsAreWhatTheOptionsSay() throws {
        let plain = try Self.options("--width 414 --scale 3 --columns 7").request()
        #expect(plain == GridRequest(width: .points(414), scale: try Scale(3), columns: 7))
        let laid = try Self.options("--width 375 --scale 2 --columns 4 --spacing 8 --inset 16 --inset-trailing 2px --strategy widen --distribute spread --direction rtl").request()
        #expect(laid == GridRequest(width: .points(375), scale: try Scale(2), columns: 4, spacing: .points(8), strategy: .widen(.spread),
                                    insetLeading: .points(16), insetTrailing: .pixels(2), direction: .rtl))
        var auto = GridRequest(width: .points(414), scale: try Scale(3), columns: 1)
        auto.columnsRule = .minCell(.points(100))
        #expect(try Self.options("--width 414 --scale 3 --columns auto --min-cell 100").request() == auto)
        let tracks = try GridOptions(try ParsedArguments(["--width", "414", "--scale", "3", "--tracks", "80pt 1fr"],
                                                         options: GridCommand.options, command: "grid")).request()
        #expect(tracks.tracks == [.fixed(.points(80)), .flexible(thousandths: 1000)] && tracks.columns == 2)
        let items = try Self.options("--width 414 --scale 3 --columns 4 --items 10 --span 0:2 --row-height 100 --visible 0,800").request()
        #expect(items.items == ItemRequest(count: 10, rowHeight: .length(.points(100)), visible: ItemRequest.VisibleRange(y0: .points(0), y1: .points(800)),
                                           spans: [ItemRequest.Span(item: 0, columns: 2)]))
        let device = try Self.options("--device pixel-8 --columns 3 --spacing 8dp").request()
        #expect(device.platform == .android && device.device == DevicePreset.named("pixel-8") && device.spacing == .points(8))
        let web = try Self.options("--platform web --width 1280css --scale 1.5 --columns 7 --format css").request()
        #expect(web.platform == .web && web.width == .points(1280))
    }

    @Test func combinationsTheRequestCannotHoldAreRefused() {
        func refusal(_ line: String) -> String? {
            do { _ = try Self.options(line).request(); return nil } catch { return error.message }
        }
        #expect(refusal("--width 414 --scale 3 --columns 7 --distribute spread")?.contains("applies only with --strategy widen") == true)
        #expect(refusal("--width 414 --scale 3 --columns 7 --tracks 1fr")?.contains("given together") == true)
        #expect(refusal("--width 414 --scale 3 --columns 7 --min-cell 40")?.contains("applies only with --columns auto") == true)
        #expect(refusal("--width 414 --scale 3")?.hasPrefix("missing --columns") == true)
        #expect(refusal("--scale 3 --columns 7")?.hasPrefix("missing --width") == true)
        #expect(refusal("--platform web --width 1280px --scale 1.5 --columns 7")?.contains("'1280px' for --width") == true)
    }
}
