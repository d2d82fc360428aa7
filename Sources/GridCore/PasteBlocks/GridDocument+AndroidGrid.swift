// GridDocument.Android: the values that make a RecyclerView with a GridLayoutManager draw gridcalc's columns.
//
// Rule (Docs/android.md): GridLayoutManager splits the RecyclerView's width less its padding, T =
// width − paddingLeft − paddingRight, into spanCount C spans with AOSP's `calculateItemBorders`:
// q = T div C, r = T mod C, and for i = 1…C an accumulator a += r; when a > 0 and C − a < r the span
// gets q + 1 and a −= C, else q; border B[i] is the running sum (B[0] = 0, B[C] = T). A view in the
// span at physical position p (from the left; in RTL span index s sits at p = C−1−s) is laid out
// from paddingLeft + B[p] to paddingLeft + B[p+1], less its item offsets. So the offsets that put
// the view exactly on gridcalc's column p (x_p, width w_p) are
//     left  = x_p − paddingLeft − B[p]        right = paddingLeft + B[p+1] − (x_p + w_p).
// An item spanning physical columns p…p' takes the left offset of p and the right offset of p'.
// The padding is chosen so that no offset is negative when some padding allows it: first the
// grid's own insets (paddingLeft = x of the leftmost column, paddingRight = what is right of the
// rightmost), then every total T from the columns' extent up to that extent + spacing + 2 with the
// largest paddingLeft that keeps every offset ≥ 0. When none does, the insets are the padding and
// some offsets are negative, with a warning. The dimens are the same lengths in dp, each written
// with the fewest decimals that resolve to its px (getDimensionPixelSize rounds dp × density half
// up) with a margin of ¼px.

extension GridDocument {
    /// What a `GridLayoutManager` needs to draw the grid's columns exactly (`Platform.android`).
    @usableFromInline package struct Android: Sendable, Hashable, Codable, DocumentObject {
        /// The span count: the number of columns.
        @usableFromInline package let spanCount: Int
        /// The RecyclerView's left and right padding.
        @usableFromInline package let padding: SideInsets
        /// T: the width less the padding, which `calculateItemBorders` divides.
        @usableFromInline package let totalSpacePx: Int
        /// B[0…C]: the span borders `calculateItemBorders` computes for T.
        @usableFromInline package let spanBordersPx: [Int]
        /// Per span index (0 = the leading column): the `getItemOffsets` left and right in px.
        @usableFromInline package let itemOffsets: [ItemOffset]
        /// The padding, spacing, cell and row lengths as dp resources.
        @usableFromInline package let dimens: [Dimen]
        /// Whether some offset is negative (no padding avoids it).
        @usableFromInline package var hasNegativeOffsets: Bool { itemOffsets.contains { $0.leftPx < 0 || $0.rightPx < 0 } }

        /// The offsets of the views in one span, by span index.
        @usableFromInline package struct ItemOffset: Sendable, Hashable, Codable, DocumentObject {
            /// The span index (`GridLayoutManager.LayoutParams.getSpanIndex()`), the column's index.
            @usableFromInline package let spanIndex: Int
            /// `outRect.left` in px (may be negative).
            @usableFromInline package let leftPx: Int
            /// `outRect.right` in px (may be negative).
            @usableFromInline package let rightPx: Int
            @usableFromInline enum CodingKeys: String, CodingKey { case leftPx = "left_px", rightPx = "right_px", spanIndex = "span_index" }
            /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
                try s.member(CodingKeys.leftPx, leftPx)
                try s.member(CodingKeys.rightPx, rightPx)
                try s.member(CodingKeys.spanIndex, spanIndex)
            }
        }

        /// A `<dimen>` resource: its name, its value in dp as written, and the px it resolves to.
        @usableFromInline package struct Dimen: Sendable, Hashable, Codable, DocumentObject {
            /// The resource name, e.g. `grid_spacing`.
            @usableFromInline package let name: String
            /// The value in dp as written, e.g. `0.381dp`.
            @usableFromInline package let value: String
            /// The whole device pixels it resolves to at the document's density.
            @usableFromInline package let px: Int
            @usableFromInline enum CodingKeys: String, CodingKey { case name, px, value }
            /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
                try s.member(CodingKeys.name, name)
                try s.member(CodingKeys.px, px)
                try s.member(CodingKeys.value, value)
            }
        }

        @usableFromInline enum CodingKeys: String, CodingKey {
            case dimens, itemOffsets = "item_offsets", padding, spanBordersPx = "span_borders_px", spanCount = "span_count"
            case totalSpacePx = "total_space_px"
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"dimens", "item_offsets", "padding", "span_borders_px", "span_count", "total_space_px"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.dimens, dimens)
            try s.member(CodingKeys.itemOffsets, itemOffsets)
            try s.member(CodingKeys.padding, padding)
            try s.member(CodingKeys.spanBordersPx, spanBordersPx)
            try s.member(CodingKeys.spanCount, spanCount)
            try s.member(CodingKeys.totalSpacePx, totalSpacePx)
        }

        /// The span borders `calculateItemBorders` gives `spanCount` spans over `totalSpace` px.
        @usableFromInline package static func spanBorders(spanCount: Int, totalSpace: Int) -> [Int] {
            let size = totalSpace / spanCount, remainder = totalSpace % spanCount
            var borders = [0], consumed = 0, additional = 0
            borders.reserveCapacity(spanCount + 1)
            for _ in 0..<spanCount {
                additional += remainder
                var span = size
                if additional > 0 && spanCount - additional < remainder {
                    span += 1
                    additional -= spanCount
                }
                consumed += span
                borders.append(consumed)
            }
            return borders
        }

        /// The values for `layout` at `scale`; `rowHeightPx` and `lineSpacingPx` add their dimens.
        package init(layout: ColumnLayout, scale: Scale, rowHeightPx: Int? = nil, lineSpacingPx: Int? = nil) {
            let count = layout.columns.count
            // Physical order, left to right: ltr is index order, rtl the reverse.
            let physical = layout.direction == .ltr ? layout.columns : layout.columns.reversed()
            let starts = physical.map(\.xPx), ends = physical.map { $0.xPx + $0.widthPx }
            let containerPx = layout.containerPx
            let naturalLeft = starts[0], extent = ends[count - 1] - starts[0]

            /// The largest paddingLeft ≤ the natural one for which every offset is ≥ 0 with total T.
            func paddingLeft(total: Int, borders: [Int]) -> Int? {
                var low = max(0, ends[count - 1] - total), high = min(naturalLeft, containerPx - total)
                for p in 0..<count where low <= high {
                    high = min(high, starts[p] - borders[p])
                    low = max(low, ends[p] - borders[p + 1])
                }
                return low <= high ? high : nil
            }
            var chosen: (left: Int, total: Int, borders: [Int])? = nil
            var total = extent
            while chosen == nil, total <= min(containerPx, extent + layout.spacingPx + 2) {
                let borders = Self.spanBorders(spanCount: count, totalSpace: total)
                if let left = paddingLeft(total: total, borders: borders) { chosen = (left, total, borders) }
                total += 1
            }
            let (left, totalPx, borders) = chosen ?? (naturalLeft, extent, Self.spanBorders(spanCount: count, totalSpace: extent))
            var offsets = [ItemOffset](repeating: ItemOffset(spanIndex: 0, leftPx: 0, rightPx: 0), count: count)
            for p in 0..<count {
                let index = physical[p].index
                offsets[index] = ItemOffset(spanIndex: index, leftPx: starts[p] - left - borders[p], rightPx: left + borders[p + 1] - ends[p])
            }
            let right = containerPx - left - totalPx
            spanCount = count
            padding = SideInsets(left: Length(px: left, scale: scale), right: Length(px: right, scale: scale))
            totalSpacePx = totalPx
            spanBordersPx = borders
            itemOffsets = offsets
            var dimens = [("gridcalc_padding_left", left), ("gridcalc_padding_right", right),
                          ("gridcalc_spacing", layout.spacingPx), ("gridcalc_cell_width", layout.basePx)]
            if let rowHeightPx { dimens.append(("gridcalc_row_height", rowHeightPx)) }
            if let lineSpacingPx { dimens.append(("gridcalc_line_spacing", lineSpacingPx)) }
            self.dimens = dimens.map { Dimen(name: $0.0, value: Self.dpText(px: $0.1, density: scale.pixelsPerPoint), px: $0.1) }
        }

        /// `px` at `density` as a dp value with the fewest decimals (at most 6) whose dp × density is
        /// within ¼px of `px`, so that getDimensionPixelSize's round-half-up gives `px` back — rounded
        /// toward zero, never above `px / density`, so that the dimens as printed add up to no more
        /// than the pixels they stand for (the padding, cells and spacing fit the container as
        /// printed, not only once Android has rounded them).
        static func dpText(px: Int, density: Double) -> String {
            let exact = Double(px) / density
            for digits in 0...6 {
                let text = decimalText(exact, maxFractionDigits: digits, rounding: .towardZero)
                if let candidate = Double(text), abs(candidate * density - Double(px)) < 0.25 { return text + "dp" }
            }
            return decimalText(exact, maxFractionDigits: 6, rounding: .towardZero) + "dp"
        }
    }
}
