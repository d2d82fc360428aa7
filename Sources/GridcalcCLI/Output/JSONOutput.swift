// JSONOutput: documents as JSON for scripts.
//
// Rule: pretty-printed, keys sorted (so the same input always gives the same bytes, and documents
// diff cleanly in CI), slashes unescaped (`gridcalc/grid@1`), doubles in their shortest round-trip
// form. Every document goes through the one streaming `JSONWriter`; its bytes are written to stdout
// as they are (no String in between).

import GridCore

package enum JSONOutput {
    /// The outcome that prints `document` as JSON; `capacity` is a guess of its size in bytes.
    package static func outcome<T: DocumentValue>(_ document: T, capacity: Int = 1 << 16) throws(UsageError) -> Outcome {
        var outcome = Outcome(stdout: "")
        do {
            outcome.stdoutBytes = try JSONWriter.bytes(document, capacity: capacity)
        } catch {
            throw UsageError("cannot encode the result as JSON: \(error)", hint: "please report this as a bug")
        }
        return outcome
    }
}
