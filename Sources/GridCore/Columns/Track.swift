// Track: columns of fixed and flexible widths, like CSS `grid-template-columns: 80px 1fr 2fr` or
// SwiftUI's `.fixed` beside `.flexible` (Docs/tracks.md).
//
// Rule: a track is a length (fixed, snapped like a spacing, more than 0) or `<w>fr` (flexible;
// 0 < w ≤ 10000, at most 3 decimals, so W_k = 1000·w is a whole number). With U = P − Il − It,
// F = U − (C−1)·G − Σ fixed px, K flexible tracks, W = Σ W_k and S_k = Σ_{j<k} W_j (flexible
// tracks in index order):
//   F < K (or a flexible track that would get 0px) is "no room";
//   base_k = ⌊F·W_k / W⌋, R = F − Σ base_k (0 ≤ R < K);
//   padding: every flexible track is base_k, and R goes to the insets by --align as in §2;
//   widen: leading / trailing / center give one more pixel to the first / last / middle R flexible
//     tracks (middle: from (K − R) div 2); spread: track k is ⌊(2F·S_{k+1} + W) / 2W⌋ −
//     ⌊(2F·S_k + W) / 2W⌋, each ideal edge F·S / W rounded half up;
//   with K = 0 the leftover F goes to the insets (padding; widen has nothing to widen: an error);
//   weights that sum below 1 (W < 1000) follow CSS, where a flex-factor sum below 1 hands out only
//   that fraction of the free space: the flexible tracks share F' = ⌊F·W / 1000⌋ by the rules
//   above (F' in place of F), and the other F − F' px go to the insets — by --align under padding
//   (with `leading`, what a browser paints), split as `center` would under widen.
// Equal weights and no fixed track give exactly the `--columns C` layout. Bounds: F ≤ 10⁶,
// W ≤ 10⁴ · 10⁷ = 10¹¹, so 2F·S ≤ 2·10¹⁷ fits an Int.

/// One column track, before snapping.
public enum Track: Sendable, Hashable, CustomStringConvertible {
    /// A column of this width (snapped like a spacing).
    case fixed(RequestedLength)
    /// A share of what the fixed tracks and the gaps leave, in thousandths of `fr` (`2fr` = 2000).
    case flexible(thousandths: Int)

    /// The largest weight, in `fr`.
    public static let maxWeight = 10_000

    /// `80pt`, `2fr`, `1.5fr`.
    public var description: String {
        switch self {
        case .fixed(let length): return length.description
        case .flexible(let w): return "\(decimalText(Double(w) / 1000, maxFractionDigits: 3))fr"
        }
    }

    /// The tracks of a list separated by spaces: `80pt 1fr 2fr` (a fixed track in `px` is device
    /// pixels here; the command line reads it as every other length on the web, `list(parsing:px:)`).
    /// - Throws: `notAList(.tracks)` for an empty list, `tooLarge(.tracks)` past `Limits.maxColumns`
    ///   tracks, `ambiguousPixels(.tracks)` for a track in `px` while `px` is ambiguous,
    ///   `invalidTrack` for a track that is neither a positive length nor a weight.
    public static func list(parsing text: String) throws(GridError) -> [Track] { try list(parsing: text, px: .device) }

    /// `list(parsing:)` with `px` read as `px` says.
    package static func list(parsing text: String, px: RequestedLength.PixelUnit) throws(GridError) -> [Track] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !words.isEmpty else { throw .notAList(.tracks, value: text) }
        guard words.count <= Limits.maxColumns else {
            throw .tooLarge(.tracks, value: "\(words.count) tracks", limit: "\(Limits.maxColumns) tracks")
        }
        var tracks: [Track] = []
        tracks.reserveCapacity(words.count)
        for word in words { tracks.append(try Track(parsing: word, in: text, px: px)) }
        return tracks
    }

    /// One track: a length, or a weight with `fr`. `list` is the whole list, for the error.
    init(parsing word: Substring, in list: String, px: RequestedLength.PixelUnit) throws(GridError) {
        func bad(_ why: String) -> GridError { .invalidTrack(value: list, track: String(word), why: why) }
        if word.lowercased().hasSuffix("fr") {
            let number = word.dropLast(2)
            let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
            guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
                  parts.count == 1 || !fraction.isEmpty else {
                throw bad("a weight is a plain decimal before fr, e.g. 1fr or 2.5fr")
            }
            guard fraction.count <= 3 else { throw bad("a weight has at most 3 decimals") }
            let digits = whole.drop { $0 == "0" }
            guard digits.count <= 5, let units = Int(digits.isEmpty ? "0" : String(digits)), units <= Self.maxWeight else {
                throw bad("a weight is at most \(Self.maxWeight)fr")
            }
            let thousandths = units * 1000 + (Int(String(fraction) + String(repeating: "0", count: 3 - fraction.count)) ?? 0)
            guard thousandths > 0, thousandths <= Self.maxWeight * 1000 else {
                throw bad(thousandths == 0 ? "a weight must be greater than 0" : "a weight is at most \(Self.maxWeight)fr")
            }
            self = .flexible(thousandths: thousandths)
        } else {
            let length: RequestedLength
            do {
                length = try RequestedLength(parsing: String(word), for: .tracks, px: px)
            } catch {
                if case .ambiguousPixels = error { throw error }
                throw bad(error.reason)
            }
            guard length.isPositive else { throw bad("a fixed track must be wider than 0") }
            self = .fixed(length)
        }
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension ColumnLayout {
    /// A track in pixels: fixed px, or a flexible weight in thousandths.
    package enum TrackPx: Sendable, Hashable {
        case fixed(Int)
        case flexible(Int)
    }

    /// Lays out `tracks` as the rule at the top of this file says. All lengths are device pixels.
    /// - Throws: `GridError` for a bad length, no room (F < K, or a flexible track of 0px), or
    ///   widen without a flexible track.
    package init(containerPx: Int, tracks: [TrackPx], spacingPx: Int, insetLeadingPx: Int, insetTrailingPx: Int,
                 strategy: Strategy, direction: Direction) throws(GridError) {
        try Limits.checkPixels(containerPx, .width, minimum: 1)
        try Limits.checkPixels(spacingPx, .spacing, minimum: 0)
        try Limits.checkPixels(insetLeadingPx, .insetLeading, minimum: 0)
        try Limits.checkPixels(insetTrailingPx, .insetTrailing, minimum: 0)
        let count = tracks.count
        guard count >= 1, count <= Limits.maxColumns else {
            throw .tooLarge(.tracks, value: "\(count) tracks", limit: "\(Limits.maxColumns) tracks")
        }
        var fixedPx = 0, flexible = 0, totalWeight = 0
        for track in tracks {
            switch track {
            case .fixed(let px): try Limits.checkPixels(px, .tracks, minimum: 1); fixedPx += px
            case .flexible(let w): flexible += 1; totalWeight += w
            }
        }
        let freePx = containerPx - insetLeadingPx - insetTrailingPx - (count - 1) * spacingPx - fixedPx
        let noRoom = GridError.tracksNoRoom(containerPx: containerPx, insetsPx: insetLeadingPx + insetTrailingPx,
                                            gapsPx: (count - 1) * spacingPx, fixedPx: fixedPx, freePx: freePx, flexible: flexible)
        guard freePx >= flexible else { throw noRoom }
        if flexible == 0, strategy.distribution != nil { throw .noFlexibleTrack }

        // Weights below 1fr in all share only that fraction of the free space (CSS); the rest is unused.
        let unused = flexible > 0 && totalWeight < 1000 ? freePx - freePx * totalWeight / 1000 : 0
        let free = freePx - unused
        // Flexible widths: base_k = ⌊F·W_k / W⌋ and the leftover R.
        var bases: [Int] = []
        bases.reserveCapacity(flexible)
        for case .flexible(let w) in tracks { bases.append(free * w / totalWeight) }
        let shared = flexible == 0 ? free : free - bases.reduce(0, +)
        var widths = bases
        switch strategy {
        case .padding: break
        case .widen(.spread):
            let edge = { (s: Int) in (2 * free * s + totalWeight) / (2 * totalWeight) }
            var before = 0, k = 0
            for case .flexible(let w) in tracks {
                widths[k] = edge(before + w) - edge(before)
                before += w
                k += 1
            }
        case .widen(let distribution):
            for k in 0..<flexible {
                widths[k] += Self.extraPixel(index: k, columns: flexible, remainder: shared, strategy: .widen(distribution))
            }
        }
        guard widths.allSatisfy({ $0 >= 1 }) else { throw noRoom }

        // Padding sends the leftover and the unused space to the insets by its alignment; widen
        // has used its leftover, and centres the unused space.
        let remainder: Int
        let (leading, trailing): (Int, Int)
        if case .padding = strategy {
            remainder = shared + unused
            (leading, trailing) = Self.padded(insetLeadingPx, insetTrailingPx, remainder: remainder, strategy: strategy)
        } else {
            remainder = shared
            (leading, trailing) = Self.padded(insetLeadingPx, insetTrailingPx, remainder: unused, strategy: .padding(.center))
        }
        var k = 0
        let columnWidths: [(width: Int, extra: Int)] = tracks.map {
            switch $0 {
            case .fixed(let px): return (px, 0)
            case .flexible:
                defer { k += 1 }
                return (widths[k], widths[k] - bases[k])
            }
        }
        self.init(containerPx: containerPx, spacingPx: spacingPx, strategy: strategy, direction: direction,
                  remainderPx: remainder, insetLeadingPx: leading, insetTrailingPx: trailing, widths: columnWidths)
    }
}
