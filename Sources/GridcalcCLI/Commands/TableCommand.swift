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
    package static let required = [UsageLine.Requirement([ScreenOptions.width, ScreenOptions.scale], [ScreenOptions.device]), UsageLine.Requirement([sections])]

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
        let options = try TableOptions(arguments)
        let document: TableDocument
        do { document = try TableDocument(options.request) } catch { throw UsageError(error, typed: options.typed) }
        let platform = options.screen.platform
        let warnings = document.warnings.map { $0.description(in: platform) }
        switch options.format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: TableListing.table(document, platform: platform), warnings: warnings)
        case .csv: return Outcome(stdout: TableListing.csv(document), warnings: warnings)
        case .svg: return Outcome(stdout: TableSVG.render(document, zoom: options.zoom), warnings: warnings)
        }
    }
}

/// table's options, read: the screen, the request, the format and the zoom.
package struct TableOptions {
    /// The screen: the device, the platform, the width and scale in force.
    package var screen: ScreenOptions
    /// The table asked for.
    package var request: TableRequest
    /// The output format.
    package var format: TableFormat
    /// `--zoom` (1 without it).
    package var zoom: Int
    /// What was typed for each GridCore input, for its errors.
    package var typed: TypedValues

    /// Reads `arguments`: the screen, the sections (required), the style and heights, the
    /// separators' insets and position, the direction, the format, the zoom.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        typealias C = TableCommand
        var reader = OptionReader(arguments)
        screen = try ScreenOptions(&reader, usage: C.usage)
        guard reader.has(C.sections) else {
            throw UsageError("missing --sections <n,n,…>", hint: "give each section's row count, e.g. --sections 2,3; usage: \(C.usage)")
        }
        request = TableRequest(width: screen.width, scale: screen.scale, sections: try reader.indices(C.sections, limit: C.sectionsLimit))
        request.device = screen.device?.preset
        request.style = try reader.choice(C.style, as: TableRequest.Style.self)!
        request.rowHeight = try reader.length(orDefault: C.rowHeight)
        request.headerHeight = try reader.length(orDefault: C.headerHeight)
        request.footerHeight = try reader.length(orDefault: C.footerHeight)
        request.separatorInsetLeading = try reader.length(orDefault: C.separatorInsetLeading)
        request.separatorInsetTrailing = try reader.length(orDefault: C.separatorInsetTrailing)
        request.position = try reader.choice(SeparatorCommand.position, as: CellSeparatorRequest.Position.self)!
        request.direction = try reader.choice(LayoutOptions.direction, as: Direction.self)!
        format = try TableFormat(reader)
        zoom = try OutputOptions.zoom(reader, isSVG: format == .svg)
        typed = reader.typed
    }
}
