// GridTable: the grid result for people.
//
// Rule: a summary (container in pt and px, scale, columns, strategy, spacing), the cell widths, the
// insets after padding and the leftover, then one aligned row per column (index, x px, width px, x pt,
// width pt, extra px), then the paste-ready flow-layout values. Points are shown to 3 decimals;
// JSON and CSV carry the full doubles.

import GridCore

package enum GridTable {
    /// ` (landscape, window half)`: the device's orientation and window, as the input records them.
    static func screenPart(_ input: GridDocument.Input) -> String {
        let parts = [input.orientation, input.window.map { $0 == "safe-area" ? "safe area" : "window \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "" : " (" + parts.joined(with: ", ") + ")"
    }

    package static func render(_ d: GridDocument) -> String {
        // Written as bytes (TextBytes says why). The summary, a line per column and the paste
        // values: room for them all at once, so the text is not copied as it grows.
        var out: TextBytes = ""
        out.reserveCapacity(512 + 64 * d.columns.count)
        let unit = d.input.platform
        out += "grid      \(unit.amount(decimalText(d.container.pt))) = \(d.container.px)px at \(d.input.scale.description)x, "
        out += "\(d.columns.count) column\(d.columns.count == 1 ? "" : "s")"
        if let rule = d.input.columnsRule, let cell = d.input.columnsRuleCell {
            out += " (auto: \(rule.field == .minCell ? "min" : "max") cell \(describing(cell, unit)))"
        }
        out += ", spacing \(describing(d.spacing, unit)), \(strategyText(d)), \(d.input.direction.rawValue)"
        if let device = d.input.device { out += ", device \(device)\(Self.screenPart(d.input))" }
        out += "\ncells     "
        cellSummary(d, to: &out)
        out += "\ninsets    leading \(describing(d.insets.leading, unit)), trailing \(describing(d.insets.trailing, unit))"
        if d.input.direction == .rtl { out += " (left \(d.insets.left.px)px, right \(d.insets.right.px)px)" }
        out += "\nleftover  \(d.remainderPx)px"
        if d.remainderPx > 0 {
            if d.input.strategy.alignment != nil {
                out += " (to the insets)"
            } else {
                out += " (one each to \(d.remainderPx) column\(d.remainderPx == 1 ? "" : "s"))"
            }
        }
        out += "\n\n"

        let tracks = d.columns.first?.track != nil
        var header = ["column", "x px", "width px", "x \(unit.unitSuffix)", "width \(unit.unitSuffix)", "extra px"]
        if tracks { header.append("track") }
        var table = TextTable(header: header, rightAligned: Array(repeating: true, count: header.count))
        for c in d.columns {
            var row = [String(c.index), String(c.x.px), String(c.width.px), decimalText(c.x.pt), decimalText(c.width.pt), String(c.extraPx)]
            if c.track != nil { row.append(trackText(c, unit)) }
            table.append(row)
        }
        table.write(to: &out)

        switch unit.definition.pasteBlock {
        case .itemOffsets: out += "\n\(AndroidListing.render(d))"
        case .cssRule: out += "\nCSS to paste: the same command with --format css\n"
        case .flowLayout:
            let paste = PasteValues(d)
            out += "\nflow layout (points to paste): item widths "
            itemWidths(paste, to: &out)
            out += ", spacing \(paste.spacing), insets left \(paste.insetLeft) right \(paste.insetRight)"
            out += "; sum \(decimalText(paste.sumPt, maxFractionDigits: 6))pt \(d.flowLayout.fits ? "fits" : "DOES NOT FIT")\n"
        }
        return out.text
    }

    /// The flow-layout values as the table prints them, chosen so that they fit *as printed*: their
    /// double sum left to right (inset left + w₀ + spacing + w₁ + … + inset right, as a flow layout
    /// adds them) is at most the container's points. Rule: 6 decimals rounded to the nearest; when
    /// those overflow (58.666667 × 7 + … = 414.000001 in a 414pt container), 6 decimals rounded
    /// toward zero; then 7, 8, … decimals toward zero; at the last, the exact values of the
    /// document's `flow_layout` (which fit by its own rule). A value the document adjusted to make
    /// its sum fit is printed in full, marked.
    struct PasteValues {
        /// The item widths' texts, in index order.
        let widths: [String]
        /// Whether each item width is one the document adjusted to make the sum fit (printed in
        /// full, and marked).
        let adjusted: [Bool]
        let spacing: String
        let insetLeft: String
        let insetRight: String
        /// The double sum of the printed values, left to right.
        let sumPt: Double

        init(_ d: GridDocument) {
            let f = d.flowLayout
            let borderPx = d.input.borderWidth?.px ?? 0
            let last = f.itemWidthsPt.count - 1
            // Whether each width is its exact px / S (else the document adjusted it to fit).
            let exact = f.itemWidthsPt.indices.map { i in
                f.itemWidthsPt[i] == d.input.scale.points(d.columns[i].width.px + (i < last ? borderPx : 0))
            }
            let rightIsExact = f.insetRightPt == d.insets.right.pt
            func texts(_ digits: Int?, _ rounding: FloatingPointRoundingRule) -> [String] {
                func text(_ value: Double, _ isExact: Bool) -> String {
                    guard isExact, let digits else { return value.description }
                    return decimalText(value, maxFractionDigits: digits, rounding: rounding)
                }
                var all = [text(f.insetLeftPt, true), text(f.spacingPt, true), text(f.insetRightPt, rightIsExact)]
                all.reserveCapacity(3 + f.itemWidthsPt.count)
                for i in f.itemWidthsPt.indices {
                    // Equal neighbours (most of a grid's items) share one text.
                    let same = i > 0 && f.itemWidthsPt[i] == f.itemWidthsPt[i - 1] && exact[i] == exact[i - 1]
                    all.append(same ? all[all.count - 1] : text(f.itemWidthsPt[i], exact[i]))
                }
                return all
            }
            // The double sum of the texts as printed, left to right as a flow layout adds them.
            func sum(_ t: [String]) -> Double {
                let value = { (text: String) in NumberSyntax.decimal(Substring(text)) ?? Double(text) ?? .infinity }
                var total = value(t[0])
                let spacing = value(t[1])
                var width = 0.0
                for i in 3 ..< t.count {
                    if i > 3 { total += spacing }
                    if i == 3 || t[i] != t[i - 1] { width = value(t[i]) }
                    total += width
                }
                return total + value(t[2])
            }
            // Six decimals to the nearest, then 6, 7, 8, 9 toward zero: the first that fits; when
            // none does, every digit.
            var chosen: [String] = [], chosenSumPt = 0.0, fitted = false
            for attempt in 0..<5 where !fitted {
                let candidate = texts(6 + max(attempt - 1, 0), attempt == 0 ? .toNearestOrAwayFromZero : .towardZero)
                let total = sum(candidate)
                if !f.fits || total <= d.container.pt {
                    (chosen, chosenSumPt, fitted) = (candidate, total, true)
                }
            }
            if !fitted {
                chosen = texts(nil, .towardZero)
                chosenSumPt = sum(chosen)
            }
            insetLeft = chosen[0]
            spacing = chosen[1]
            insetRight = chosen[2] + (rightIsExact ? "" : " (adjusted to fit)")
            widths = Array(chosen[3...])
            adjusted = exact.map { !$0 }
            sumPt = chosenSumPt
        }
    }

    /// `padding (align center)` or `widen (distribute spread)`: the document's strategy, as
    /// `Strategy` names itself (its `description`; a test holds them equal), written as bytes.
    package static func strategyText(_ d: GridDocument) -> TextBytes {
        switch d.input.strategy {
        case .padding(let alignment): return "padding (align \(alignment.rawValue))"
        case .widen(let distribution): return "widen (distribute \(distribution.rawValue))"
        }
    }

    /// The item widths as printed, in index order, equal neighbours as one run: `56 (item 0),
    /// 55.666667 (items 1–6)`. A value adjusted to make the sum fit is shown in full, so it can be
    /// told from its neighbours.
    static func itemWidths(_ paste: PasteValues, to out: inout TextBytes) {
        let widths = paste.widths, adjusted = paste.adjusted
        var first = 0
        while first < widths.count {
            var last = first
            while last + 1 < widths.count, widths[last + 1] == widths[first], adjusted[last + 1] == adjusted[first] { last += 1 }
            if first > 0 { out += ", " }
            out += "\(widths[first]) ("
            if first == last { out += "item \(first)" } else { out += "items \(first)–\(last)" }
            out += adjusted[first] ? ", adjusted to fit)" : ")"
            first = last + 1
        }
    }

    /// `7 × 176px (58.667pt)` or `4 × 177px (59pt), 3 × 176px (58.667pt)`.
    package static func cellSummary(_ d: GridDocument, to out: inout TextBytes) {
        var widths: [Int] = [], counts: [Int] = []
        for c in d.columns {
            if let i = widths.firstIndex(of: c.width.px) { counts[i] += 1 } else { widths.append(c.width.px); counts.append(1) }
        }
        var first = true
        while let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) {
            if !first { out += ", " }
            out += "\(counts[widest]) × \(describing(Length(px: widths[widest], scale: d.input.scale), d.input.platform))"
            widths.remove(at: widest)
            counts.remove(at: widest)
            first = false
        }
    }

}
