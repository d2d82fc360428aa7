// AspectRatio: the shape W:H of an item, which gives a row's height from the base cell width.
//
// Rule (Docs/rows-and-separators.md): height px = round-half-up(b·H/W), b = the base cell width in px. Each term is a plain
// decimal above 0 with at most `Limits.maxRatioFractionDigits` decimals and at most
// `Limits.maxRatioTerm`, so the ratio is held exactly as two integers in millionths and
//   height = ⌊(2·b·H′ + W′) / (2·W′)⌋     (H′, W′ = the terms × 10⁶)
// is exact integer arithmetic: b ≤ 10⁶ and H′ ≤ 10¹² keep 2·b·H′ below 2^63. A height that rounds to 0
// becomes 1px (a row is never empty), with a warning; one above `Limits.maxPixels` is an error.

/// An item shape `W:H` held exactly (each term in millionths), e.g. `1:1`, `16:9`, `1.91:1`.
public struct AspectRatio: Sendable, Hashable, CustomStringConvertible {
    /// The width term × 10⁶ (≥ 1).
    public let widthMillionths: Int
    /// The height term × 10⁶ (≥ 1).
    public let heightMillionths: Int
    /// The ratio as written, e.g. `16:9`.
    public let description: String

    /// Square items, the seed's cells and the default.
    public static let square = AspectRatio(widthMillionths: 1_000_000, heightMillionths: 1_000_000, description: "1:1")

    private init(widthMillionths: Int, heightMillionths: Int, description: String) {
        self.widthMillionths = widthMillionths
        self.heightMillionths = heightMillionths
        self.description = description
    }

    /// Parses `W:H` (or `W/H`, as CSS's `aspect-ratio` writes it) for `field`. Throws `notARatio`
    /// when the text is not two plain decimals around one colon or slash or a term has too many
    /// decimals, `notPositive` for a term ≤ 0, `tooLarge` beyond the limit.
    public init(parsing text: String, for field: GridField = .aspectRatio) throws(GridError) {
        let separator: Character = text.contains(":") ? ":" : "/"
        let terms = text.split(separator: separator, omittingEmptySubsequences: false)
        guard terms.count == 2 else { throw .notARatio(field, value: text) }
        var millionths: [Int] = []
        for term in terms {
            guard let value = NumberSyntax.decimal(term) else { throw .notARatio(field, value: text) }
            guard value > 0 else { throw .notPositive(field, value: text) }
            guard value <= Double(Limits.maxRatioTerm) else {
                throw .tooLarge(field, value: text, limit: "\(Limits.maxRatioTerm) for each term")
            }
            guard let exact = Self.millionths(term) else { throw .notARatio(field, value: text) }
            guard exact > 0 else { throw .notPositive(field, value: text) }
            millionths.append(exact)
        }
        self.init(widthMillionths: millionths[0], heightMillionths: millionths[1], description: text)
    }

    /// The row height for a base cell width of `basePx`: round-half-up(b·H/W), at least 1px.
    /// - Returns: the height and, when the exact height rounded to 0, the warning that it became 1px.
    /// - Throws: `tooLarge` when the height exceeds `Limits.maxPixels`.
    package func rowHeight(basePx: Int) throws(GridError) -> SnappedLength {
        let b = min(max(basePx, 0), Limits.maxPixels)
        // 2·b·H′ ≤ 2·10⁶·10¹² = 2·10¹⁸ < 2^63, so this cannot overflow; checked anyway.
        let (twiceBH, o1) = (2 * b).multipliedReportingOverflow(by: heightMillionths)
        let (numerator, o2) = twiceBH.addingReportingOverflow(widthMillionths)
        let heightPx = numerator / (2 * widthMillionths)
        guard !o1, !o2, heightPx <= Limits.maxPixels else {
            throw .tooLarge(.aspectRatio, value: description, limit: "a row height of \(Limits.maxPixels)px")
        }
        if heightPx == 0 {
            return SnappedLength(px: 1, warning: .rowHeightRaisedToOnePixel(ratio: self, basePx: b))
        }
        return SnappedLength(px: heightPx, warning: nil)
    }

    /// The plain decimal `term` (digits with at most one point, no sign) × 10⁶, or nil when it has
    /// a sign or more than `Limits.maxRatioFractionDigits` decimals.
    private static func millionths(_ term: Substring) -> Int? {
        var whole = 0
        var fraction = 0
        var fractionDigits = 0
        var afterPoint = false
        for byte in term.utf8 {
            switch byte {
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if afterPoint {
                    fractionDigits += 1
                    guard fractionDigits <= Limits.maxRatioFractionDigits else { return nil }
                    fraction = fraction * 10 + digit
                } else {
                    whole = whole * 10 + digit
                    guard whole <= Limits.maxRatioTerm else { return nil }
                }
            default: return nil
            }
        }
        var scale = 1
        for _ in fractionDigits..<Limits.maxRatioFractionDigits { scale *= 10 }
        return whole * 1_000_000 + fraction * scale
    }
}
