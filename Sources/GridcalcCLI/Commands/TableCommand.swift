// TableCommand: `gridcalc table` — a table view's sections, rows and separators in whole pixels
// (Docs/table.md).
//
// Rule: `--sections n,n,…` (required) and the screen (`--width`/`--scale` or `--device`), plus the
// style, heights, separator insets, position and direction of the table; table, JSON
// (`gridcalc/table@1`), CSV or SVG. No arithmetic happens here: GridCore's `TableDocument` does it.

import GridCore

package enum TableCommand: Command {
    package static let name = "table"
    package static let abstract = "A table view's headers, rows, footers and separators in whole pixels: none doubled, none missing."
    package static let usage = "gridcalc table (--width <length> --scale <number> | --device <name>) --sections <n,n,…> [<options>]"

    package static let sections: OptionDeclaration = OptionDeclaration(
        "--sections", .text("<n,n,…>", field: .sections), help: "The row count of each section, at most \(Limits.maxItems) sections and rows in all.",
        example: "2,3", check: { _, reader throws(UsageError) in _ = try reader.indices(TableCommand.sections, limit: TableCommand.sectionsLimit) })
    /// How a row count past an Int is said.
    static let sectionsLimit = "\(Limits.maxItems) rows in all"
    package static let style = OptionDeclaration(
        "--style", .choice(["plain", "grouped"], default: "grouped"),
        help: "plain: inset lines between rows (n−1 per section); grouped: also a full-width line above and below each section (n+1).")
    package static let rowHeight = OptionDeclaration(
        "--row-height", .length(.rowHeight, default: TableRequest.defaultRowHeight), help: "Height of every row, at least 2px.",
        example: "44, 44pt or 132px")
    package static let headerHeight = OptionDeclaration(
        "--header-height", .length(.headerHeight, default: .zero), help: "Height of every section header; 0 for none.", example: "38, 38pt or 114px")
    package static let footerHeight = OptionDeclaration(
        "--footer-height", .length(.footerHeight, default: .zero), help: "Height of every section footer; 0 for none.", example: "38, 38pt or 114px")
    package static let separatorInsetLeading = OptionDeclaration(
        "--separator-inset-leading", .length(.insetLeading, default: TableRequest.defaultSeparatorInsetLeading),
        help: "Inset of the lines between rows on the leading side.", example: "16, 16pt or 48px")
    package static let separatorInsetTrailing = OptionDeclaration(
        "--separator-inset-trailing", .length(.insetTrailing, default: .zero),
        help: "Inset of the lines between rows on the trailing side.", example: "16, 16pt or 48px")

    package static let options: [OptionDeclaration] =
        ScreenOptions.options + PlatformOptions.options + [sections, style, rowHeight, headerHeight, footerHeight, separatorInsetLeading, separatorInsetTrailing,
                                 SeparatorCommand.position, LayoutOptions.direction, TableFormat.option, OutputOptions.zoom, OutputOptions.json, .help]

    package static let examples = """
          gridcalc table --width 390 --scale 3 --sections 2,3
          gridcalc table --device iphone-15 --sections 4,1,6 --style plain --separator-inset-leading 60
          gridcalc table --width 375 --scale 2 --sections 3,3 --header-height 38 --direction rtl --json
          gridcalc table --width 390 --scale 3 --sections 2,3 --format svg --zoom 2 > table.svg
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        var reader = OptionReader(arguments)
        let screen = try ScreenOptions(&reader, usage: usage)
        let (width, scale, platform) = (screen.width, screen.scale, screen.platform)
        guard reader.has(sections) else {
            throw UsageError("missing --sections <n,n,…>", hint: "give each section's row count, e.g. --sections 2,3; usage: \(usage)")
        }
        var request = TableRequest(width: width, scale: scale, sections: try reader.indices(sections, limit: sectionsLimit))
        request.device = screen.device?.preset
        request.style = try reader.choice(style, as: TableRequest.Style.self)!
        request.rowHeight = try reader.length(orDefault: rowHeight)
        request.headerHeight = try reader.length(orDefault: headerHeight)
        request.footerHeight = try reader.length(orDefault: footerHeight)
        request.separatorInsetLeading = try reader.length(orDefault: separatorInsetLeading)
        request.separatorInsetTrailing = try reader.length(orDefault: separatorInsetTrailing)
        request.position = try reader.choice(SeparatorCommand.position, as: CellSeparatorRequest.Position.self)!
        request.direction = try reader.choice(LayoutOptions.direction, as: Direction.self)!
        let format = try TableFormat(reader)
        let zoom = try OutputOptions.zoom(reader, isSVG: format == .svg)
        let document: TableDocument
        do { document = try TableDocument(request) } catch { throw reader.usageError(error) }
        let warnings = document.warnings.map { $0.description(in: platform) }
        switch format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: TableListing.table(document, platform: platform), warnings: warnings)
        case .csv: return Outcome(stdout: TableListing.csv(document), warnings: warnings)
        case .svg: return Outcome(stdout: TableSVG.render(document, zoom: zoom), warnings: warnings)
        }
    }
}
