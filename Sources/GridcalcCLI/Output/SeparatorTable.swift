// SeparatorTable: a cell separator's frame for people, in px and the logical unit.

import GridCore

package enum SeparatorTable {
    package static func render(_ d: CellSeparatorDocument, scale: Scale) -> String {
        var out = "cell       \(decimalText(d.cell.width.pt))pt × \(decimalText(d.cell.height.pt))pt"
        out += " = \(d.cell.width.px) × \(d.cell.height.px)px at \(scale)x\n"
        out += "separator  x \(describe(d.rect.x)), y \(describe(d.rect.y)), width \(describe(d.rect.width)), height \(describe(d.rect.height))\n"
        out += "insets     left \(describe(d.insets.left)), right \(describe(d.insets.right))"
        out += " (from the \(d.reference == .margins ? "layout margins" : "cell edges"), \(d.direction.rawValue), \(d.position.rawValue))\n"
        return out
    }
}
