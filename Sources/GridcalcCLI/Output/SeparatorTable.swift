// SeparatorTable: a cell separator's frame for people, in px and the logical unit.

import GridCore

package enum SeparatorTable {
    package static func render(_ d: CellSeparatorDocument, scale: Scale, platform: Platform = .ios) -> String {
        let u = platform.unitSuffix
        var out = "cell       \(decimalText(d.cell.width.pt))\(u) × \(decimalText(d.cell.height.pt))\(u)"
        out += " = \(d.cell.width.px) × \(d.cell.height.px)px at \(scale)x\n"
        out += "separator  x \(describe(d.rect.x, platform)), y \(describe(d.rect.y, platform)), width \(describe(d.rect.width, platform)), height \(describe(d.rect.height, platform))\n"
        out += "insets     left \(describe(d.insets.left, platform)), right \(describe(d.insets.right, platform))"
        out += " (from the \(d.reference == .margins ? "layout margins" : "cell edges"), \(d.direction.rawValue), \(d.position.rawValue))\n"
        return out
    }
}
