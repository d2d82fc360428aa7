// JSONOutput: documents as JSON for scripts.
//
// Rule: pretty-printed, keys sorted (so the same input always gives the same bytes, and documents
// diff cleanly in CI), slashes unescaped (`gridcalc/grid@1`), doubles in their shortest round-trip
// form. Every document goes through the one streaming `JSONWriter`; its bytes go to stdout a buffer
// at a time (no String in between, and no megabyte of fresh memory for a large sweep).

import GridCore

package enum JSONOutput {
    /// The outcome that prints `document` as JSON, streamed to stdout when it is emitted. The
    /// document is checked first, so an error (a number JSON cannot hold) is reported before
    /// anything is printed.
    package static func outcome<T: DocumentValue>(_ document: T) throws(UsageError) -> Outcome {
        do {
            try JSONWriter.validate(document)
        } catch {
            throw UsageError("cannot encode the result as JSON: \(error)", hint: "please report this as a bug")
        }
        var outcome = Outcome(stdout: "")
        outcome.stdoutJSON = { out in try JSONWriter.write(document, into: &out) }
        return outcome
    }
}
