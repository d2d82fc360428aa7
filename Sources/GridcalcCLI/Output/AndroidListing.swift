// AndroidListing: the `android` block for people — what to set on a RecyclerView with a
// GridLayoutManager so its items land on gridcalc's columns (Docs/android.md).
//
// Rule: the span count and padding, the span borders GridLayoutManager computes, the
// `getItemOffsets` left/right px per span index, and the dimens as `<dimen>` lines to paste.

import GridCore

package enum AndroidListing {
    package static func render(_ d: GridDocument) -> String {
        guard let a = d.android else { return "" }
        var out = "android (RecyclerView + GridLayoutManager, spanCount \(a.spanCount)):"
        out += " padding left \(a.padding.left.px)px, right \(a.padding.right.px)px; total space \(a.totalSpacePx)px,"
        out += " span borders \(a.spanBordersPx.map(String.init).joined(with: " "))\n"
        var table = TextTable(header: ["span index", "offset left px", "offset right px"], rightAligned: [true, true, true])
        for offset in a.itemOffsets {
            table.append([String(offset.spanIndex), String(offset.leftPx), String(offset.rightPx)])
        }
        out += table.render()
        out += "getItemOffsets: outRect.left and outRect.right from the row of the view's span index"
        out += d.input.direction == .rtl
            ? " (an item spanning several columns, in RTL: left of its last span, right of its first)\n"
            : " (an item spanning several columns: left of its first span, right of its last)\n"
        out += "dimens:\n"
        for dimen in a.dimens {
            out += "  <dimen name=\"\(dimen.name)\">\(dimen.value)</dimen>  <!-- \(dimen.px)px -->\n"
        }
        return out
    }
}
