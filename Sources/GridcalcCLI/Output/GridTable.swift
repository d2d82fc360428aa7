// GridTable: the grid result for people.
//
// Rule: a summary (container in pt and px, scale, columns, strategy, spacing), the cell widths, the
// insets after padding and the leftover, then one aligned row per column (index, x px, width px, x pt,
// width pt, extra px), then the paste-ready flow-layout values. Points are shown to 3 decimals;
// JSON and CSV carry the full doubles.

import GridCore

package enum GridTable {
    package static func render(_ d: GridDocument) -> String {
        var out = ""
        let unit = d.input.platform
        out += "grid      \(unit.amount(decimalText(d.container.pt))) = \(d.container.px)px at \(d.input.scale)x, "
        out += "\(d.columns.count) column\(d.columns.count == 1 ? "" : "s")"
        if let rule = d.input.columnsRule, let cell = d.input.columnsRuleCell {
            out += " (auto: \(rule.field == .minCell ? "min" : "max") cell \(describe(cell, unit)))"
        }
        out += ", spacing \(describe(d.spacing, unit)), "
        out += "\(strategyText(d)), \(d.input.direction.rawValue)" + (d.input.device.map { ", device \($0)" } ?? "") + "\n"
        out += "cells     \(cellSummary(d))\n"
        out += "insets    leading \(describe(d.insets.leading, unit)), trailing \(describe(d.insets.trailing, unit))"
        if d.input.direction == .rtl { out += " (left \(d.insets.left.px)px, right \(d.insets.right.px)px)" }
        out += "\n"
        let target = d.input.strategy.alignment != nil ? "to the insets" : "one each to \(d.remainderPx) column\(d.remainderPx == 1 ? "" : "s")"
        out += "leftover  \(d.remainderPx)px" + (d.remainderPx > 0 ? " (\(target))" : "") + "\n\n"

        let tracks = d.columns.first?.track != nil
        var table = TextTable(header: ["column", "x px", "width px", "x \(unit.unitSuffix)", "width \(unit.unitSuffix)", "extra px"] + (tracks ? ["track"] : []),
                              rightAligned: [true, true, true, true, true, true] + (tracks ? [true] : []))
        for c in d.columns {
            table.append([String(c.index), String(c.x.px), String(c.width.px),
                          decimalText(c.x.pt), decimalText(c.width.pt), String(c.extraPx)] + (c.track == nil ? [] : [trackText(c)]))
        }
        out += table.render()

        switch unit {
        case .android: return out + "\n" + AndroidListing.render(d)
        case .web: return out + "\nCSS to paste: the same command with --format css\n"
        case .ios: break
        }
        let f = d.flowLayout
        out += "\nflow layout (points to paste): item widths \(itemWidths(d)), spacing \(decimalText(f.spacingPt, maxFractionDigits: 6)),"
        out += " insets left \(decimalText(f.insetLeftPt, maxFractionDigits: 6)) right \(pasteValue(f.insetRightPt, exact: d.insets.right.pt))"
        out += "; sum \(decimalText(f.sumPt, maxFractionDigits: 6))pt " + (f.fits ? "fits\n" : "DOES NOT FIT\n")
        return out
    }

    /// `padding (align center)` or `widen (distribute spread)`: the document's strategy, as
    /// `Strategy` names itself.
    package static func strategyText(_ d: GridDocument) -> String {
        d.input.strategy.description
    }

    /// The item widths in index order, equal neighbours as one run: `56 (item 0), 55.666667 (items 1–6)`.
    /// A value adjusted to make the sum fit is shown in full, so it can be told from its neighbours.
    package static func itemWidths(_ d: GridDocument) -> String {
        let widths = d.flowLayout.itemWidthsPt
        // With inside borders the items are the cells' frames: every column but the last plus the border.
        let borderPx = d.input.borderWidth?.px ?? 0
        var out = ""
        var first = 0
        while first < widths.count {
            var last = first
            while last + 1 < widths.count, widths[last + 1] == widths[first] { last += 1 }
            let exact = d.input.scale.points(d.columns[first].width.px + (first < widths.count - 1 ? borderPx : 0))
            let items = first == last ? "item \(first)" : "items \(first)–\(last)"
            out += (first > 0 ? ", " : "") + (widths[first] == exact ? "\(decimalText(widths[first], maxFractionDigits: 6)) (\(items))"
                : "\(widths[first].description) (\(items), adjusted to fit)")
            first = last + 1
        }
        return out
    }

    /// A paste-ready value: 6 decimals, or every digit with "adjusted to fit" when it was moved off
    /// its exact value `px / S` to make the double sum fit.
    static func pasteValue(_ value: Double, exact: Double) -> String {
        value == exact ? decimalText(value, maxFractionDigits: 6) : "\(value.description) (adjusted to fit)"
    }

    /// `7 × 176px (58.667pt)` or `4 × 177px (59pt), 3 × 176px (58.667pt)`.
    package static func cellSummary(_ d: GridDocument) -> String {
        var widths: [Int] = [], counts: [Int] = []
        for c in d.columns {
            if let i = widths.firstIndex(of: c.width.px) { counts[i] += 1 } else { widths.append(c.width.px); counts.append(1) }
        }
        var out = ""
        while let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) {
            out += (out.isEmpty ? "" : ", ") + "\(counts[widest]) × \(describe(Length(px: widths[widest], scale: d.input.scale), d.input.platform))"
            widths.remove(at: widest)
            counts.remove(at: widest)
        }
        return out
    }

}
