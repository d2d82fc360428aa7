// ItemOptions: item frames in rows under the columns (Docs/rows-and-separators.md) — `--items` and
// the options that need it.
//
// Rule: every item option needs `--items`; `--row-height` and `--aspect-ratio` are exclusive;
// `--span` is `i:k,…`, `--visible` is `y0,y1`, `--separator-before` a list of indices.

import GridCore

/// The item options, read.
package struct ItemOptions {
    package static let items = OptionDeclaration(
        "--items", .count(.items, minimum: 0, limit: Limits.maxItems),
        help: "Item frames laid out row by row, C per row, 0 to \(Limits.maxItems). The options below need it.")
    package static let rowHeight = OptionDeclaration(
        "--row-height", .length(.rowHeight, default: nil), help: "Height of every row (instead of --aspect-ratio).", example: "44, 44pt or 132px")
    package static let aspectRatio = OptionDeclaration(
        "--aspect-ratio", .text("<W:H>", field: .aspectRatio), help: "Item shape: row height = round-half-up(b·H/W), b = base cell px.",
        defaultNote: "1:1", example: "16:9",
        check: { text, reader throws(UsageError) in
            do throws(GridError) { _ = try AspectRatio(parsing: text) } catch { throw reader.usageError(error) }
        })
    package static let lineSpacing = OptionDeclaration(
        "--line-spacing", .length(.lineSpacing, default: nil), help: "Gap between rows, and between a row and the separator after it.",
        defaultNote: "the spacing")
    package static let insetTop = OptionDeclaration(
        "--inset-top", .length(.insetTop, default: .zero), help: "Inset above the first row or separator.")
    package static let insetBottom = OptionDeclaration(
        "--inset-bottom", .length(.insetBottom, default: .zero), help: "Inset below the last row or separator.")
    package static let separatorBefore: OptionDeclaration = OptionDeclaration(
        "--separator-before", .text("<i,j,…>", field: .separatorsBefore), help: "Full-width separator bands before these items (0 to n; n is after the last).",
        example: "0,4",
        check: { _, reader throws(UsageError) in _ = try reader.indices(ItemOptions.separatorBefore, limit: ItemOptions.separatorLimit) })
    /// How an index past an Int is said: the limit of a separator index.
    static let separatorLimit = "the item count, at most \(Limits.maxItems)"
    package static let separatorHeight = OptionDeclaration(
        "--separator-height", .length(.separatorHeight, default: ItemRequest.defaultSeparatorHeight), help: "Height of every separator band.")
    package static let span = OptionDeclaration(
        "--span", .text("<i:k,…>", field: .spans), help: "Item i covers k adjacent columns; an item that does not fit in its row starts the next one.",
        example: "0:2,5:3",
        check: { text, reader throws(UsageError) in
            do throws(GridError) { _ = try ItemRequest.Span.list(parsing: text) } catch { throw reader.usageError(error) }
        })
    package static let visible = OptionDeclaration(
        "--visible", .text("<y0>,<y1>", field: .visible),
        help: "With --items: only the items and separators whose frames meet y0 ≤ y < y1 (y0 floored, y1 ceiled to pixels).", example: "0,800",
        check: { text, reader throws(UsageError) in _ = try reader.lengthPair(text, .visible) })
    /// The group, in help order (`--visible` last, after the border options in grid's help).
    package static let options = [items, rowHeight, aspectRatio, lineSpacing, insetTop, insetBottom, separatorBefore, separatorHeight, span]

    /// The request `reader` gives, or nil without `--items`; `takesVisible` says whether the command
    /// reads `--visible` (sweep does not); `rowsWithoutItems` lets `--row-height` and
    /// `--line-spacing` stand without `--items` (check's rows of a list, read by the command).
    package static func request(_ reader: inout OptionReader, takesVisible: Bool = true, rowsWithoutItems: Bool = false) throws(UsageError) -> ItemRequest? {
        let needing = options.dropFirst().filter { !rowsWithoutItems || ($0 !== rowHeight && $0 !== lineSpacing) }
        try reader.requireFor(needing + (takesVisible ? [visible] : []), needs: items,
                              hint: "add --items <n> to lay out item frames, e.g. --items 10")
        guard let count = try reader.count(items) else { return nil }
        var request = ItemRequest(count: count)
        if let height = reader.values.text(rowHeight), let ratio = reader.values.text(aspectRatio) {
            throw UsageError("--row-height \(quoted(height)) and --aspect-ratio \(quoted(ratio)) given together",
                             hint: "use one: --row-height sets the height, --aspect-ratio derives it from the cell width")
        }
        if let height = try reader.length(rowHeight) {
            request.rowHeight = .length(height)
        } else if let ratioText = reader.text(aspectRatio) {
            do { request.rowHeight = .aspectRatio(try AspectRatio(parsing: ratioText)) } catch { throw reader.usageError(error) }
        }
        request.lineSpacing = try reader.length(lineSpacing)
        request.insetTop = try reader.length(orDefault: insetTop)
        request.insetBottom = try reader.length(orDefault: insetBottom)
        request.separatorHeight = try reader.length(orDefault: separatorHeight)
        request.separatorsBefore = try reader.indices(separatorBefore, limit: separatorLimit)
        if let text = reader.text(span) {
            do { request.spans = try ItemRequest.Span.list(parsing: text) } catch { throw reader.usageError(error) }
        }
        if takesVisible, let text = reader.text(visible) {
            let (y0, y1) = try reader.lengthPair(text, .visible)
            request.visible = ItemRequest.VisibleRange(y0: y0, y1: y1)
        }
        return request
    }
}
