// CSSGrid: a grid's lengths as CSS px values that a browser lays out on exactly the same pixels.
//
// Rule (Docs/web.md): a browser multiplies a CSS length by the devicePixelRatio S and keeps the
// result in 1/64 device px (Chromium's LayoutUnit), truncating or rounding; it paints an edge on the
// device pixel it falls in. So a value is exact when value × S is N device px plus less than half a
// 1/64: each length of N px is written as the decimal with the fewest digits whose value × S lies
// within [N + 0.05/64, N + 0.45/64] (checked in double and in single precision, as a browser may
// hold it), or is exactly N when the decimal is a multiple of 1/64. Every track, gap and padding
// then becomes exactly its N×64 units and their sums stay on whole pixels however many columns
// there are. A value with too few digits (117.333px at 3x is 351.999 px, 1/64 short) loses up to
// 1/64 px per value and the losses add up across a row.

/// A grid's CSS values in CSS px, for the devicePixelRatio it was computed at.
public struct CSSGrid: Sendable {
    /// The container's width (with `box-sizing: border-box`, it includes the padding).
    public let width: String
    /// `padding-inline`: the leading and trailing insets after padding.
    public let paddingInline: (start: String, end: String)
    /// One value per column, leading first (the order of `grid-template-columns`).
    public let columns: [String]
    /// `column-gap`.
    public let columnGap: String
    /// With items: `padding-block` (top, bottom), `grid-auto-rows` and `row-gap`.
    public let rows: (paddingStart: String, paddingEnd: String, height: String, gap: String)?
    /// With spans: each spanning item (0-based) and how many columns it covers.
    public let spans: [ItemSpan]

    /// The values of `document`, at its scale.
    public init(_ document: GridDocument) {
        let scale = document.input.scale.pixelsPerPoint
        // Columns share one or two widths: each distinct length is written once.
        var written: [Int: String] = [:]
        let css = { (px: Int) -> String in
            if let text = written[px] { return text }
            let text = Self.value(px: px, scale: scale)
            written[px] = text
            return text
        }
        width = css(document.container.px)
        paddingInline = (css(document.insets.leading.px), css(document.insets.trailing.px))
        columns = document.columns.map { css($0.width.px) }
        columnGap = css(document.spacing.px)
        if let rows = document.rows, let content = document.content, let items = document.items {
            let top = items.first?.frame.y.px ?? 0
            let lastBottom = items.map { $0.frame.y.px + $0.frame.height.px }.max() ?? top
            self.rows = (css(top), css(content.height.px - lastBottom), css(rows.height.px), css(rows.lineSpacing.px))
            spans = items.compactMap { item in item.span.flatMap { $0 > 1 ? ItemSpan(item: item.index, columns: $0) : nil } }
        } else {
            rows = nil
            spans = []
        }
    }

    /// `px` device pixels as CSS px at `scale`: `0`, an exact multiple of 1/64, or the shortest
    /// decimal whose value × scale is px plus 0.05/64 to 0.45/64 (at most 9 decimals; a window
    /// 0.4/64 px wide always holds a decimal of 5 digits at a scale up to 16).
    public static func value(px: Int, scale: Double) -> String {
        guard px != 0 else { return "0" }
        let exact = Double(px) / scale
        // `exact` itself lands only as a multiple of 1/64 (its excess is 0): at most 6 decimals.
        if lands(exact, on: px, scale: scale) { return decimalText(exact, maxFractionDigits: 6) }
        // The window of values whose × scale is px + 0.05/64 … px + 0.45/64: the first decimal in it.
        let low = (Double(px) + 0.05 / 64) / scale
        for digits in 0...9 {
            var power = 1.0
            for _ in 0..<digits { power *= 10 }
            var candidate = (low * power).rounded(.up) / power
            for _ in 0..<3 where !lands(candidate, on: px, scale: scale) { candidate += 1 / power }
            if lands(candidate, on: px, scale: scale) { return decimalText(candidate, maxFractionDigits: digits) }
        }
        return decimalText(exact, maxFractionDigits: 9)
    }

    /// Whether `value` CSS px at `scale` is `px` device px plus less than half a 1/64, in double and
    /// (up to `singlePrecisionLimitPx`) in single precision: exactly, for a multiple of 1/64, or from
    /// 0.05/64 to 0.45/64 above.
    static func lands(_ value: Double, on px: Int, scale: Double) -> Bool {
        let units = value * 64
        if units == units.rounded(), value * scale == Double(px) { return true }
        let excess = (value * scale - Double(px)) * 64
        guard excess >= 0.05 && excess <= 0.45 else { return false }
        // Past 2^14 px a single-precision length cannot hold 1/64 px; only the double is checked.
        guard px <= Self.singlePrecisionLimitPx else { return true }
        let single = (Double(Float(value) * Float(scale)) - Double(px)) * 64
        return single >= 0.05 && single <= 0.45
    }

    /// The largest length checked in single precision too (2^14 px): beyond it a float's step is
    /// more than the window, and a browser that keeps lengths in floats cannot be exact there.
    public static let singlePrecisionLimitPx = 16_384
}
