// JSONOutput: documents as JSON for scripts.
//
// Rule: pretty-printed, keys sorted (so the same input always gives the same bytes, and documents
// diff cleanly in CI), slashes unescaped (`gridcalc/grid@1`), doubles in their shortest round-trip
// form. Written by `GridJSON` (grid and sweep documents, the large ones) or `JSONWriter` (the rest),
// standard library only; reading JSON (`check`) uses
// FoundationEssentials' JSONDecoder.

import GridCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum JSONOutput {
    /// The outcome that prints a grid or sweep document as JSON: through the fast `GridJSON`, whose
    /// bytes are written as they are (no String in between), or the generic writer when asked.
    package static func outcome(grid: GridDocument? = nil, sweep: SweepDocument? = nil) throws(UsageError) -> Outcome {
        do {
            if generic { return Outcome(stdout: try grid.map(JSONWriter.string) ?? JSONWriter.string(sweep!)) }
            var outcome = Outcome(stdout: "")
            outcome.stdoutBytes = try grid.map(GridJSON.grid) ?? GridJSON.sweep(sweep!)
            return outcome
        } catch {
            throw UsageError("cannot encode the result as JSON: \(error)", hint: "please report this as a bug")
        }
    }

    /// GRIDCALC_GENERIC_JSON=1 writes grid and sweep documents through the generic `JSONWriter`
    /// instead of `GridJSON` (the tests compare the two byte for byte).
    package static let generic = getenv("GRIDCALC_GENERIC_JSON").map { String(cString: $0) == "1" } ?? false

    /// `value` as JSON text followed by a newline.
    package static func encode<T: Encodable>(_ value: T) throws(UsageError) -> String {
        do {
            return try JSONWriter.string(value)
        } catch {
            // Only a non-finite double can fail here, and GridCore never produces one.
            throw UsageError("cannot encode the result as JSON: \(error)", hint: "please report this as a bug")
        }
    }
}
