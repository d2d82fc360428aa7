// Arguments only the operating system can pass: bytes that are not UTF-8 reach the binary's argv
// as they are (a Swift String in a test cannot hold them), so this runs the built binary.

import GridcalcTestSupport
import Testing

@Suite struct ArgumentsEndToEndTests {
    /// A flag value with a byte that is not UTF-8 is a usage error naming the flag, never a trap.
    @Test func invalidUTF8InAFlagValue() throws {
        let run = try Gridcalc.shell("\"$GRIDCALC\" --width \"$(printf '4\\377')\" --scale 3 --columns 7")
        expectUsageError(run, naming: "--width")
        #expect(run.stderr.hasPrefix("error: invalid value"))
    }
}
