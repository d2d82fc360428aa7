// Suggestion: "did you mean …?" for a mistyped flag, command or value.
//
// Rule: the closest candidate by edit distance (insertions, deletions, substitutions, and swaps of
// two neighbouring characters), offered only when it is within a third of the typed length (at
// least 1, at most 3 edits), or when the typed text is a prefix of exactly one candidate.

/// The candidate closest to `typed`, or nil when none is close enough to be what was meant.
package func closest(to typed: String, in candidates: [String]) -> String? {
    let prefixed = candidates.filter { $0.hasPrefix(typed) && typed.count >= 3 }
    if prefixed.count == 1 { return prefixed[0] }
    let allowed = min(3, max(1, typed.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(Array(typed.utf8), Array(candidate.utf8))
        if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
}

/// The optimal-string-alignment distance between `a` and `b`; inputs longer than 64 bytes are
/// never close to a flag, so they return a distance larger than any allowance without the O(n·m) work.
package func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.count > 64 || b.count > 64 { return Int.max / 2 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}

/// Up to `count` candidates nearest to `typed` by edit distance, nearest first (ties in list order);
/// a candidate that starts with `typed` counts as nearest.
package func nearest(to typed: String, in candidates: [String], count: Int) -> [String] {
    let typedBytes = Array(typed.utf8.prefix(64))
    let scored = candidates.enumerated().map { offset, candidate in
        (candidate, candidate.hasPrefix(typed) && !typed.isEmpty ? 0 : editDistance(typedBytes, Array(candidate.utf8)), offset)
    }
    return scored.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(count).map(\.0)
}
