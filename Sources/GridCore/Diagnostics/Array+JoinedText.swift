// Array+JoinedText: strings joined with a separator, for messages and listings.
//
// Rule: the same text as the standard library's `joined(separator:)`; written here because that
// one is generic over the collection and, called on an array, looks up its associated types at
// run time — a scan of every protocol conformance in the binary on first use, which cost a grid
// run a tenth of its start-up (Docs/performance.md).

extension Array where Element == String {
    /// The strings in order with `separator` between each two.
    package func joined(with separator: String) -> String {
        var out = ""
        for (i, part) in enumerated() {
            if i > 0 { out += separator }
            out += part
        }
        return out
    }
}
