// LayoutOptions: how the columns share the width — spacing, strategy, insets, direction, borders —
// for `grid` and `sweep`.
//
// Rule (Docs/guide.md): `--inset` sets both insets and `--inset-leading`/`--inset-trailing`
// override it per side; `--distribute` applies only to widen and `--align` only to padding;
// `--borders inside` makes the border width the spacing and the line spacing, so `--spacing` and
// `--line-spacing` are refused with it, and `--border-width` needs it.

import GridCore

/// The layout options, read.
package struct LayoutOptions {
    package static let spacing = OptionDeclaration(
        "--spacing", .length(.spacing, default: GridRequest.defaultSpacing), help: "Gap between adjacent columns.", example: "1px, 8 or 0.5pt")
    package static let strategy = OptionDeclaration(
        "--strategy", .choice(["padding", "widen"], default: "padding"),
        help: "Where leftover pixels go: equal cells and wider insets, or some cells 1px wider.")
    package static let distribute = OptionDeclaration(
        "--distribute", .choice(["leading", "trailing", "center", "spread"], default: "leading"),
        help: "widen only: which columns get the extra pixel.")
    package static let align = OptionDeclaration(
        "--align", .choice(["center", "leading", "trailing"], default: "center"),
        help: "padding only: where the equal columns sit.")
    package static let inset = OptionDeclaration(
        "--inset", .length(.inset, default: .zero), help: "Both section insets (leading and trailing).", example: "16, 16pt or 48px")
    package static let insetLeading = OptionDeclaration(
        "--inset-leading", .length(.insetLeading, default: .zero), help: "Section inset before the leading column; overrides --inset.",
        example: "16, 16pt or 48px")
    package static let insetTrailing = OptionDeclaration(
        "--inset-trailing", .length(.insetTrailing, default: .zero), help: "Section inset after the trailing column; overrides --inset.",
        example: "16, 16pt or 48px")
    package static let direction = OptionDeclaration(
        "--direction", .choice(["ltr", "rtl"], default: "ltr"),
        help: "Reading direction; rtl mirrors the layout (columns, insets, left and right).")
    package static let borders = OptionDeclaration(
        "--borders", .choice(["none", "inside"], default: "none"),
        help: "inside: lines drawn inside the cells instead of gaps; spacing and line spacing become the border width, each cell's frame takes in its trailing and bottom lines.")
    package static let borderWidth = OptionDeclaration(
        "--border-width", .length(.borderWidth, default: InsideBorders.defaultWidth), help: "With --borders inside: the width of every line.")

    /// The options before the items' (`--spacing` … `--direction`), in help order.
    package static let options = [spacing, strategy, distribute, align, inset, insetLeading, insetTrailing, direction]
    /// The border options, in help order (after the items' in grid's help).
    package static let borderOptions = [borders, borderWidth]

    /// The gap between columns (the border width with inside borders, which GridCore uses instead).
    package var spacing: RequestedLength
    /// Where the leftover goes.
    package var strategy: Strategy
    /// The fixed leading inset.
    package var insetLeading: RequestedLength
    /// The fixed trailing inset.
    package var insetTrailing: RequestedLength
    /// The reading direction.
    package var direction: Direction
    /// Inside borders, nil for gaps.
    package var borders: InsideBorders?

    /// The options `reader` gives (see the rule above).
    package init(_ reader: inout OptionReader) throws(UsageError) {
        borders = try Self.borders(&reader)
        spacing = try reader.length(orDefault: Self.spacing)
        let inset = try reader.length(orDefault: Self.inset)
        if let both = reader.typed[.inset] {
            reader.typed[.insetLeading] = both
            reader.typed[.insetTrailing] = both
        }
        insetLeading = reader.has(Self.insetLeading) ? try reader.length(orDefault: Self.insetLeading) : inset
        insetTrailing = reader.has(Self.insetTrailing) ? try reader.length(orDefault: Self.insetTrailing) : inset
        if try reader.choice(Self.strategy) == "widen" {
            if reader.has(Self.align) {
                throw UsageError("--align applies only with --strategy padding (the strategy here is widen)",
                                 hint: "use --distribute leading|trailing|center|spread to place widen's extra pixels, or drop --align")
            }
            strategy = .widen(try reader.choice(Self.distribute, as: Strategy.Distribution.self)!)
        } else {
            if reader.has(Self.distribute) {
                throw UsageError("--distribute applies only with --strategy widen (the strategy here is padding)",
                                 hint: "add --strategy widen, or use --align center|leading|trailing with padding")
            }
            strategy = .padding(try reader.choice(Self.align, as: Strategy.Alignment.self)!)
        }
        direction = try reader.choice(Self.direction, as: Direction.self)!
    }

    /// `--borders inside` and `--border-width`, or nil without `--borders` (or with `none`).
    private static func borders(_ reader: inout OptionReader) throws(UsageError) -> InsideBorders? {
        let style = try reader.choice(borders)
        if style == "none", let width = reader.values.text(borderWidth) {
            throw UsageError("--border-width \(quoted(width)) applies only with --borders inside",
                             hint: "add --borders inside, or drop --border-width")
        }
        guard style == "inside" else { return nil }
        for option in [spacing, ItemOptions.lineSpacing] {
            if let value = reader.values.text(option) {
                throw UsageError("\(option.name) \(quoted(value)) does not apply with --borders inside: the border width is the spacing between cells and rows",
                                 hint: "drop \(option.name), and set the lines' width with --border-width (default 1px)")
            }
        }
        return InsideBorders(width: try reader.length(orDefault: borderWidth))
    }

    /// A request for `width` × `scale` with `columns` columns laid out by these options (the
    /// column rule, tracks, items and platform are the caller's).
    package func request(width: RequestedLength, scale: Scale, columns: Int, device: DevicePreset?) -> GridRequest {
        GridRequest(width: width, scale: scale, columns: columns, spacing: spacing, strategy: strategy,
                    insetLeading: insetLeading, insetTrailing: insetTrailing, direction: direction,
                    device: device, borders: borders)
    }
}

/// grid's `--columns`, `--min-cell`, `--max-cell` and `--tracks`: how many columns, and how wide
/// each may be.
package struct ColumnsOptions {
    package static let columns = OptionDeclaration(
        "--columns", .text("<n|auto>", field: .columns),
        help: "Number of columns, 1 to \(Limits.maxColumns); auto chooses it with --min-cell or --max-cell.",
        example: "7, or auto with --min-cell 100", completion: .words(["auto"]),
        check: { text, reader throws(UsageError) in if text != "auto" { _ = try reader.count(ColumnsOptions.count, given: text) } })
    package static let minCell = OptionDeclaration(
        "--min-cell", .length(.minCell, default: nil),
        help: "With --columns auto: the most columns each at least this wide (CSS auto-fill minmax, SwiftUI adaptive minimum).",
        example: "100, 100pt or 300px")
    package static let maxCell = OptionDeclaration(
        "--max-cell", .length(.maxCell, default: nil),
        help: "With --columns auto: the fewest columns none wider than this (Flutter max cross-axis extent).",
        example: "100, 100pt or 300px")
    package static let tracks = OptionDeclaration(
        "--tracks", .text("<list>", field: .tracks),
        help: "Instead of --columns: fixed and flexible column tracks separated by spaces, e.g. \"80pt 1fr 2fr\".",
        example: "\"80pt 1fr 2fr\"",
        check: { text, reader throws(UsageError) in
            do throws(GridError) { _ = try Track.list(parsing: text, px: reader.pixelUnit) } catch { throw reader.usageError(error) }
        })
    /// The group, in help order.
    package static let options = [columns, minCell, maxCell, tracks]
    /// The count a `--columns` value gives, in the words of a count's errors.
    fileprivate static let count = OptionDeclaration("--columns", .count(.columns, minimum: 1, limit: Limits.maxColumns), help: "")

    /// A given count, a rule that chooses it, or tracks.
    package enum Columns {
        case count(Int)
        case rule(ColumnsRule)
        case tracks([Track])

        /// `request` with these columns: the count, the rule, or the tracks (one column each).
        package func apply(to request: inout GridRequest) {
            switch self {
            case .count(let count): request.columns = count
            case .rule(let rule): request.columnsRule = rule
            case .tracks(let tracks): request.tracks = tracks; request.columns = tracks.count
            }
        }
    }

    /// How the columns are given.
    package var columns: Columns

    /// The columns `reader` gives: `--columns n`, `--columns auto` with exactly one of `--min-cell`
    /// and `--max-cell`, or `--tracks` (with `--items` it needs `--row-height`: an aspect ratio
    /// needs one cell width).
    package init(_ reader: inout OptionReader, usage: @autoclosure () -> String) throws(UsageError) {
        let given = reader.values.text(Self.columns)
        if let text = reader.text(Self.tracks) {
            if let given {
                throw UsageError("--columns \(quoted(given)) and --tracks \(quoted(text)) given together",
                                 hint: "use one: --tracks sets the columns one by one, --columns makes them equal")
            }
            if reader.has(ItemOptions.items), !reader.has(ItemOptions.rowHeight) {
                let ratio = reader.values.text(ItemOptions.aspectRatio).map { " (--aspect-ratio \(quoted($0)))" } ?? ""
                throw UsageError("--tracks with --items needs --row-height\(ratio): an aspect ratio needs one cell width, and tracks have several",
                                 hint: "give --row-height <length>, e.g. --row-height 44")
            }
            try Self.refuseCellSizes(reader)
            do { columns = .tracks(try Track.list(parsing: text, px: reader.pixelUnit)) } catch { throw reader.usageError(error) }
            return
        }
        guard let given else { throw UsageError("missing --columns <n> (or --tracks)", hint: "usage: \(usage())") }
        if given == "auto" {
            columns = .rule(try Self.rule(&reader))
        } else {
            try Self.refuseCellSizes(reader)
            columns = .count(try reader.count(Self.count, given: given)!)
        }
    }

    /// `--min-cell`/`--max-cell` without `--columns auto` is a usage error.
    package static func refuseCellSizes(_ reader: OptionReader) throws(UsageError) {
        guard let option = [minCell, maxCell].first(where: reader.has) else { return }
        throw UsageError("\(option.name) \(quoted(reader.values.text(option) ?? "")) applies only with --columns auto",
                         hint: "use --columns auto to choose the count from the cell size, or drop \(option.name)")
    }

    /// The rule `--columns auto` takes from exactly one of `--min-cell` and `--max-cell`.
    package static func rule(_ reader: inout OptionReader) throws(UsageError) -> ColumnsRule {
        reader.typed[.columns] = ("--columns", "auto")
        let given = [minCell, maxCell].filter(reader.has)
        switch given.count {
        case 0:
            throw UsageError("--columns auto needs --min-cell <length> or --max-cell <length>",
                             hint: "e.g. --columns auto --min-cell 100 (the most columns of at least 100pt)")
        case 2:
            throw UsageError("--min-cell \(quoted(reader.values.text(minCell) ?? "")) and --max-cell \(quoted(reader.values.text(maxCell) ?? "")) given together",
                             hint: "use one: --min-cell for the most columns at least that wide, --max-cell for the fewest at most that wide")
        default:
            let length = try reader.length(given[0])!
            return given[0] === minCell ? .minCell(length) : .maxCell(length)
        }
    }
}
