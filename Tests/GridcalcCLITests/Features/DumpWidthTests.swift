import Foundation
import GridcalcTestSupport
import Testing

/// Issue 29, "know less up front": a device dump's root gives the screen width, so `--select`
/// alone needs no `--width`; `--device` gives the scale and leaves the dump's container its own
/// width; a root wider than the device's screen is a warning naming both.
@Suite struct DumpWidthTests {
    /// A 1080px screen with a 900px-wide grid at x 90 of three 296px cells 6px apart.
    static let dump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]"><node index="0" class="androidx.recyclerview.widget.RecyclerView" resource-id="app:id/grid" bounds="[90,200][990,600]"><node index="0" class="android.widget.ImageView" resource-id="app:id/cell" bounds="[90,200][386,496]"/><node index="1" class="android.widget.ImageView" resource-id="app:id/cell" bounds="[392,200][688,496]"/><node index="2" class="android.widget.ImageView" resource-id="app:id/cell" bounds="[694,200][990,496]"/></node></node></hierarchy>
        """

    /// The table's header line (it names the container width) and the run.
    static func header(_ arguments: [String]) -> (String, Run) {
        let run = Tool.run(["check"] + arguments + ["-"], stdin: Data(dump.utf8))
        return (run.stdout.split(separator: "\n").first.map(String.init) ?? "", run)
    }

    @Test func theRootIsTheScreen() {
        let (header, run) = Self.header(["--select", "cell", "--spacing", "6px"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(header.contains("container 1080px"), "\(header)")
    }

    @Test func theDeviceGivesTheScaleNotTheWidth() {
        // pixel-6 is 412dp at 2.625: its screen is 1081.5px, yet the grid keeps its 900px.
        let (header, run) = Self.header(["--container", "grid", "--select", "cell", "--spacing", "6px", "--device", "pixel-6"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(header.contains("container 900px"), "\(header)")
    }

    @Test func aRootWiderThanTheDeviceIsAWarning() {
        // iphone-8 is 375pt at 2x (750px): the 1080px root is 540pt.
        let (header, run) = Self.header(["--container", "grid", "--select", "cell", "--spacing", "6px", "--device", "iphone-8"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(header.contains("container 900px"), "\(header)")
        #expect(run.stderr.contains("warning: the dump's root is 540pt wide, wider than the 375pt screen of device iphone-8"), "\(run.stderr)")
        // A control: in landscape the screen is 667pt, wider than the root: no warning.
        let landscape = Self.header(["--container", "grid", "--select", "cell", "--spacing", "6px", "--device", "iphone-8", "--orientation", "landscape"]).1
        #expect(landscape.status == 0 && landscape.stderr.isEmpty, "\(landscape.stderr)")
    }
}
