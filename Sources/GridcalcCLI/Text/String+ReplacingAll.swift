// String+ReplacingAll: finding and replacing text, without Foundation or the standard library's
// _StringProcessing (whose collection searches pull a regular-expression engine of about a
// megabyte into the binary; Docs/performance.md).
//
// Rule: a search compares UTF-8 bytes, so it finds exactly the characters written (no Unicode
// normalisation is needed for the ASCII texts gridcalc searches for).

extension String {
    /// The range of the first occurrence of `needle`, or nil.
    package func firstRange(ofText needle: String) -> Range<String.Index>? {
        let pattern = Array(needle.utf8), bytes = utf8
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var i = bytes.startIndex
        while let start = bytes[i...].firstIndex(of: first) {
            guard let end = bytes.index(start, offsetBy: pattern.count, limitedBy: bytes.endIndex) else { return nil }
            if bytes[start ..< end].elementsEqual(pattern) { return start ..< end }
            i = bytes.index(after: start)
        }
        return nil
    }

    /// Whether `needle` occurs in this string.
    package func contains(text needle: String) -> Bool { firstRange(ofText: needle) != nil }

    /// This string with every `target` replaced by `replacement`.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        var out = "", rest = self[...]
        while let range = String(rest).firstRange(ofText: target) {
            let base = String(rest)
            out += base[..<range.lowerBound] + replacement
            rest = base[range.upperBound...]
        }
        return out + rest
    }
}
