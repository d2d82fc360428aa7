// GridDocument.FlowLayout: point values that are safe to paste into a flow layout (Docs/guide.md).
//
// Rule: the exact values are `px / S`. Summed as IEEE-754 doubles left to right —
//   inset_left + w[0] + spacing + w[1] + … + w[C−1] + inset_right
// — they can exceed the container's `P / S` by a rounding error, and a flow layout then wraps the
// last item. When they do, the *smallest* adjustment is taken: the right inset (or the last item when
// that inset is 0) becomes the largest double ≤ its exact value for which the sum fits. The adjusted
// value stays within 1e-9 pt of exact; when no such value exists (only for extreme inputs), the
// exact values are kept and `fits` is false, with a warning.
//
// Search: the sum is monotone in the adjusted value, and positive doubles are ordered as their bit
// patterns, so a binary search over bit patterns finds the largest fitting value in ≤ 64 steps.

extension GridDocument {
    /// Point values for `UICollectionViewFlowLayout`: item widths, spacing and left/right insets.
    public struct FlowLayout: Sendable, Hashable, Codable, DocumentObject {
        /// The item widths in points, in index order. Each is within 1e-9 pt of `px / S`.
        public let itemWidthsPt: [Double]
        /// `minimumInteritemSpacing` in points: exactly `G / S`.
        public let spacingPt: Double
        /// `sectionInset.left` in points: exactly the physical left inset `/ S`.
        public let insetLeftPt: Double
        /// `sectionInset.right` in points: within 1e-9 pt of the physical right inset `/ S`.
        public let insetRightPt: Double
        /// The double sum evaluated left to right, as a flow layout would add the values.
        public let sumPt: Double
        /// Whether `sumPt ≤` the container's points (`P / S`).
        public let fits: Bool

        /// The largest distance, in points, between a reported value and its exact pixel value.
        public static let tolerancePt: Double = 1e-9

        @usableFromInline enum CodingKeys: String, CodingKey {
            case fits, insetLeftPt = "inset_left_pt", insetRightPt = "inset_right_pt", itemWidthsPt = "item_widths_pt"
            case spacingPt = "spacing_pt", sumPt = "sum_pt"
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"fits", "inset_left_pt", "inset_right_pt", "item_widths_pt", "spacing_pt", "sum_pt"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.fits, fits)
            try s.member(CodingKeys.insetLeftPt, insetLeftPt)
            try s.member(CodingKeys.insetRightPt, insetRightPt)
            try s.member(CodingKeys.itemWidthsPt, itemWidthsPt)
            try s.member(CodingKeys.spacingPt, spacingPt)
            try s.member(CodingKeys.sumPt, sumPt)
        }

        /// The values for `layout` at `scale`, adjusted as the rule above says. With inside borders of
        /// `borderPx` (> 0), the items are the cells' frames — every column but the last widened by
        /// the border — and the spacing is 0: the cells touch and draw their own lines.
        package init(layout: ColumnLayout, scale: Scale, borderPx: Int = 0) {
            let last = layout.columns.count - 1
            self.init(widthsPx: layout.columns.map { borderPx > 0 && $0.index < last ? $0.widthPx + borderPx : $0.widthPx },
                      spacingPx: borderPx > 0 ? 0 : layout.spacingPx, insetLeftPx: layout.insetLeftPx,
                      insetRightPx: layout.insetRightPx, containerPx: layout.containerPx, scale: scale)
        }

        /// The values for item widths (index order), spacing and physical insets in pixels that sum to
        /// `containerPx`, at `scale`.
        package init(widthsPx: [Int], spacingPx: Int, insetLeftPx: Int, insetRightPx: Int, containerPx: Int, scale: Scale) {
            let containerPt = scale.points(containerPx)
            var widths = widthsPx.map { scale.points($0) }
            let spacing = scale.points(spacingPx)
            let left = scale.points(insetLeftPx)
            var right = scale.points(insetRightPx)

            // Everything before the value that may be adjusted, summed left to right.
            var prefix = left
            for (i, w) in widths.enumerated() {
                if i > 0 { prefix += spacing }
                if i < widths.count - 1 || insetRightPx > 0 { prefix += w }
            }
            let adjustsRightInset = insetRightPx > 0
            let original = adjustsRightInset ? right : widths[widths.count - 1]
            // The full sum when the adjustable value is `x` (the last item is followed by `+ right`, 0).
            let sum = { (x: Double) -> Double in adjustsRightInset ? prefix + x : prefix + x + right }

            var fits = sum(original) <= containerPt
            if !fits, let adjusted = Self.largestFitting(original, sum: sum, limit: containerPt) {
                if adjustsRightInset { right = adjusted } else { widths[widths.count - 1] = adjusted }
                fits = true
            }
            self.itemWidthsPt = widths
            self.spacingPt = spacing
            self.insetLeftPt = left
            self.insetRightPt = right
            self.sumPt = sum(adjustsRightInset ? right : widths[widths.count - 1])
            self.fits = fits
        }

        /// The double sum of `values` left to right, in the order the rule above states.
        public static func leftToRightSum(insetLeftPt: Double, itemWidthsPt: [Double], spacingPt: Double,
                                          insetRightPt: Double) -> Double {
            var sum = insetLeftPt
            for (i, w) in itemWidthsPt.enumerated() {
                if i > 0 { sum += spacingPt }
                sum += w
            }
            return sum + insetRightPt
        }

        /// The largest double x in [exact − 1e-9, exact) with `sum(x) ≤ limit`, or nil when none is.
        private static func largestFitting(_ exact: Double, sum: (Double) -> Double, limit: Double) -> Double? {
            var low = max(0, exact - tolerancePt)
            if exact - low > tolerancePt { low = low.nextUp }
            guard sum(low) <= limit else { return nil }
            // Invariant: bits `lo` fits, bits `hi` does not (hi is the exact value).
            var lo = low.bitPattern
            var hi = exact.bitPattern
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2
                if sum(Double(bitPattern: mid)) <= limit { lo = mid } else { hi = mid }
            }
            return Double(bitPattern: lo)
        }
    }
}
