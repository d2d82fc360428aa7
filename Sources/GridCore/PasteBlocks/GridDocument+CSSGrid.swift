// GridDocument.CSS: a grid's lengths as CSS px values that a browser lays out on exactly the same pixels,
// and the rule to paste — the web's paste-ready block (`GridDocument.css`, `--format css`).
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
// A CSS grid here lays out columns, rows and spans; separator bands, inside borders and a visible
// range have no equivalent in the rule, so a grid with one of them has no CSS: the initializer
// throws `GridError.notExpressible` rather than leave it out.
//
// JSON (`css` in a web grid document): `{"column_gap", "columns", "padding_inline": {"end",
// "start"}, "rows": {"gap", "height", "padding_end", "padding_start"} | null, "rule", "spans":
// [{"columns", "item"}], "width"}`, every length a CSS px value as the rule writes it, without `px`.

extension GridDocument {
    /// A grid's CSS values in CSS px for the devicePixelRatio it was computed at, and the rule.
    @usableFromInline package struct CSS: Sendable, Hashable, Codable, DocumentObject {
        /// The container's width (with `box-sizing: border-box`, it includes the padding).
        @usableFromInline package let width: String
        /// `padding-inline`: the leading and trailing insets after padding.
        @usableFromInline package let paddingInline: Padding
        /// One value per column, leading first (the order of `grid-template-columns`).
        @usableFromInline package let columns: [String]
        /// `column-gap`.
        @usableFromInline package let columnGap: String
        /// With items: `padding-block`, `grid-auto-rows` and `row-gap`; nil without items.
        @usableFromInline package let rows: Rows?
        /// With spans: each item (0-based) that covers more than one column, and how many.
        @usableFromInline package let spans: [ItemRequest.Span]
        /// The rule to paste: a comment naming the layout and the devicePixelRatio it is exact at, then
        /// `.grid { … }` (equal neighbouring tracks as `repeat(k, v)`), and one `grid-column: span k`
        /// rule per spanning item.
        @usableFromInline package let rule: String

        /// The two ends of a padding, in CSS px.
        @usableFromInline package struct Padding: Sendable, Hashable, Codable, DocumentObject {
            /// The leading (inline) or top (block) padding.
            @usableFromInline package let start: String
            /// The trailing (inline) or bottom (block) padding.
            @usableFromInline package let end: String

            @usableFromInline enum CodingKeys: String, CodingKey { case end, start }

            /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

            /// `{"end", "start"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
                try s.member(CodingKeys.end, end)
                try s.member(CodingKeys.start, start)
            }
        }

        /// The rows of a grid with items, in CSS px.
        @usableFromInline package struct Rows: Sendable, Hashable, Codable, DocumentObject {
            /// `padding-block`: above the first row, below the last.
            @usableFromInline package let padding: Padding
            /// `grid-auto-rows`.
            @usableFromInline package let height: String
            /// `row-gap`.
            @usableFromInline package let gap: String

            @usableFromInline enum CodingKeys: String, CodingKey { case gap, height, padding = "padding_block" }

            /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

            /// `{"gap", "height", "padding_block"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
                try s.member(CodingKeys.gap, gap)
                try s.member(CodingKeys.height, height)
                try s.member(CodingKeys.padding, padding)
            }
        }

        @usableFromInline enum CodingKeys: String, CodingKey {
            case columnGap = "column_gap", columns, paddingInline = "padding_inline", rows, rule, spans, width
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key, in sorted order.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.columnGap, columnGap)
            try s.member(CodingKeys.columns, columns)
            try s.member(CodingKeys.paddingInline, paddingInline)
            try s.member(CodingKeys.rows, rows)
            try s.member(CodingKeys.rule, rule)
            try s.member(CodingKeys.spans, spans)
            try s.member(CodingKeys.width, width)
        }

        /// The values of `document`, at its scale.
        /// - Throws: `GridError.notExpressible` for a grid with separator bands, inside borders or a
        ///   visible range, which a CSS grid rule here cannot express.
        @usableFromInline package init(_ document: GridDocument) throws(GridError) {
            if document.separators?.isEmpty == false { throw .notExpressible(.separatorsBefore, code: Platform.web.definition.codeName) }
            if document.input.borders != nil { throw .notExpressible(.borderWidth, code: Platform.web.definition.codeName) }
            if document.visible != nil { throw .notExpressible(.visible, code: Platform.web.definition.codeName) }
            let scale = document.input.scale.pixelsPerPoint
            // Columns share one or two widths: each distinct length is written once.
            var writtenPx: [Int] = [], writtenText: [String] = []
            let css = { (px: Int) -> String in
                if let i = writtenPx.firstIndex(of: px) { return writtenText[i] }
                let text = Self.value(px: px, scale: scale)
                writtenPx.append(px)
                writtenText.append(text)
                return text
            }
            width = css(document.container.px)
            paddingInline = Padding(start: css(document.insets.leading.px), end: css(document.insets.trailing.px))
            columns = document.columns.map { css($0.width.px) }
            columnGap = css(document.spacing.px)
            if let rows = document.rows, let content = document.content, let items = document.items {
                let top = items.first?.frame.y.px ?? 0
                let lastBottom = items.map { $0.frame.y.px + $0.frame.height.px }.max() ?? top
                self.rows = Rows(padding: Padding(start: css(top), end: css(content.height.px - lastBottom)),
                                 height: css(rows.height.px), gap: css(rows.lineSpacing.px))
                spans = items.compactMap { item in item.span.flatMap { $0 > 1 ? ItemRequest.Span(item: item.index, columns: $0) : nil } }
            } else {
                rows = nil
                spans = []
            }
            rule = Self.rule(document, width: width, paddingInline: paddingInline, columns: columns, columnGap: columnGap,
                             rows: rows, spans: spans)
        }

        /// The rule: the comment, `.grid { … }` and the span rules.
        private static func rule(_ d: GridDocument, width: String, paddingInline: Padding, columns: [String], columnGap: String,
                                 rows: Rows?, spans: [ItemRequest.Span]) -> String {
            let px = { (value: String) in value == "0" ? "0" : value + "px" }
            var comment = "gridcalc: \(d.container.px)px at devicePixelRatio \(d.input.scale) (\(decimalText(d.container.pt)) CSS px),"
            comment += " \(d.columns.count) column\(d.columns.count == 1 ? "" : "s"), spacing \(d.spacing.px)px, \(d.input.strategy), \(d.input.direction.rawValue)"
            if let rowsIn = d.rows { comment += "; \(d.items?.count ?? 0) items in \(rowsIn.count) rows of \(rowsIn.height.px)px" }
            comment += ".\n   Exact at devicePixelRatio \(d.input.scale) only; rename .grid to your container."
            var lines: [CSSSheet.Line] = [
                .declaration("display", "grid"),
                .declaration("box-sizing", "border-box"),
                .declaration("width", px(width)),
                .declaration("padding-inline", "\(px(paddingInline.start)) \(px(paddingInline.end))"),
                .declaration("grid-template-columns", trackList(columns.map(px))),
                .declaration("column-gap", px(columnGap)),
            ]
            if let rows {
                lines += [.declaration("padding-block", "\(px(rows.padding.start)) \(px(rows.padding.end))"),
                          .declaration("grid-auto-rows", px(rows.height)), .declaration("row-gap", px(rows.gap))]
            }
            var sheet = CSSSheet(comment: comment, statements: [.rule(".grid", lines)])
            sheet.statements += spans.map { .oneLineRule(".grid > :nth-child(\($0.item + 1))", [.declaration("grid-column", "span \($0.columns)")]) }
            if let units = WebKitUnits(scale: d.input.scale.pixelsPerPoint) { sheet.statements += webKitBlock(d, units) }
            return sheet.text
        }

        /// WebKit at a devicePixelRatio that does not divide 64 (3): the same grid in whole layout
        /// units, telescoped (`WebKitUnits`), in a block only WebKit applies.
        static func webKitBlock(_ d: GridDocument, _ units: WebKitUnits) -> [CSSSheet.Statement] {
            let css = WebKitUnits.css
            let forward = d.input.direction == .ltr
            let columns = d.columns.map { (start: forward ? $0.x.px : $0.x.px + $0.width.px, end: forward ? $0.x.px + $0.width.px : $0.x.px) }
            let across = units.telescoped(columns, gapPx: d.spacing.px, forward: forward, sizePx: d.container.px)
            var lines: [CSSSheet.Line] = [
                .declaration("width", css(across.sizeUnits)),
                .declaration("padding-inline", "\(css(across.leadingUnits)) \(css(across.trailingUnits))"),
                .declaration("grid-template-columns", trackList(across.lengthUnits.map(css))),
                .declaration("column-gap", css(across.gapUnits)),
            ]
            if let rows = d.rows, let content = d.content, let top = d.items?.first?.frame.y.px {
                lines += units.rowDeclarations(count: rows.count, topPx: top, heightPx: rows.height.px, gapPx: rows.lineSpacing.px, sizePx: content.height.px)
            }
            return [
                .comment("WebKit (Safari) at devicePixelRatio \(units.scale) lays out in 1/64 CSS px: each edge above on its own whole\n"
                         + "   1/64, the tracks telescoped (Docs/web.md, \"WebKit at 3x\"). Only WebKit applies this block. Exact unless\n"
                         + "   the grid's left or top edge lies 0.15625-0.171875, 0.484375-0.5 or 0.828125-0.84375 CSS px past a\n"
                         + "   whole CSS px, where no CSS length can be."),
                WebKitUnits.onlyInWebKit([.rule(".grid", lines)]),
            ]
        }

        /// `a a a b` → `repeat(3, a) b`.
        @usableFromInline package static func trackList(_ values: [String]) -> String {
            var out = ""
            var i = 0
            while i < values.count {
                var j = i
                while j + 1 < values.count, values[j + 1] == values[i] { j += 1 }
                out += (out.isEmpty ? "" : " ") + (j > i ? "repeat(\(j - i + 1), \(values[i]))" : values[i])
                i = j + 1
            }
            return out
        }

        /// `px` device pixels as CSS px at `scale`: `0`, an exact multiple of 1/64, or the shortest
        /// decimal whose value × scale is px plus 0.05/64 to 0.45/64 (at most 9 decimals; a window
        /// 0.4/64 px wide always holds a decimal of 5 digits at a scale up to 16).
        @usableFromInline package static func value(px: Int, scale: Double) -> String {
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
        @usableFromInline package static let singlePrecisionLimitPx = 16_384
    }
}
