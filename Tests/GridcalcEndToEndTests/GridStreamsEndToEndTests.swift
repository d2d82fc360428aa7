// Output streams through the built binary: a full device is an I/O error, a closed pipe is quiet.

import Foundation
import GridCore
import GridcalcTestSupport
import Testing

@Suite struct GridStreamsEndToEndTests {
    @Test func fullDeviceIsAnIOError() throws {
        let run = try Gridcalc.shell("\"$GRIDCALC\" --width 414 --scale 3 --columns 7 >/dev/full")
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("error: cannot write output: "))
    }

    @Test func closedPipeIsQuiet() throws {
        let run = try Gridcalc.shell("\"$GRIDCALC\" --width 100000 --scale 3 --columns 10000 --json | head -c 1")
        #expect(run.stdout == "{")
        #expect(run.stderr.isEmpty)
    }
}

