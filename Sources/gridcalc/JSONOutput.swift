// JSONOutput: documents as JSON for scripts.
//
// Rule: pretty-printed, keys sorted (so the same input always gives the same bytes, and documents
// diff cleanly in CI), slashes unescaped (`gridcalc/grid@1`), doubles in their shortest round-trip
// form. Written by `JSONWriter` (standard library only); reading JSON (`check`) uses
// FoundationEssentials' JSONDecoder.

enum JSONOutput {
    /// `value` as JSON text followed by a newline.
    static func encode<T: Encodable>(_ value: T) throws(UsageError) -> String {
        do {
            return try JSONWriter.string(value)
        } catch {
            // Only a non-finite double can fail here, and GridCore never produces one.
            throw UsageError("cannot encode the result as JSON: \(error)", hint: "please report this as a bug")
        }
    }
}
