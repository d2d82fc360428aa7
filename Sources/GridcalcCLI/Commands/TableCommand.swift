// TableCommand: `gridcalc table` — a table view's sections, rows and separators in whole pixels
// (Docs/table.md).
//
// Rule: `--sections n,n,…` (required) and the screen (`--width`/`--scale` or `--device`), plus the
// style, heights, separator insets, position and direction of the table; table, JSON
// (`gridcalc/table@1`), CSV or SVG. No arithmetic happens here: GridCore's `TableDocument` does it.

import GridCore

package enum TableCommand {
    package static let spec = CommandSpec(
        name: "table",
        abstract: "A table view's headers, rows, footers and separators in whole pixels: none doubled, none missing.",
        usage: "gridcalc table (--width <length> --scale <number> | --device <name>) --sections <n,n,…> [<options>]",
        options: OptionSpec.screen(width: "Table width", fromDevice: "Width") + [
            OptionSpec(name: "--sections", valueName: "<n,n,…>", help: "The row count of each section, at most \(Limits.maxItems) sections and rows in all."),
            OptionSpec(name: "--style", valueName: "<plain|grouped>", help: "plain: inset lines between rows (n−1 per section); grouped: also a full-width line above and below each section (n+1).", defaultText: "grouped"),
            OptionSpec(name: "--row-height", valueName: "<length>", help: "Height of every row, at least 2px.", defaultText: "44pt"),
            OptionSpec(name: "--header-height", valueName: "<length>", help: "Height of every section header; 0 for none.", defaultText: "0"),
            OptionSpec(name: "--footer-height", valueName: "<length>", help: "Height of every section footer; 0 for none.", defaultText: "0"),
            OptionSpec(name: "--separator-inset-leading", valueName: "<length>", help: "Inset of the lines between rows on the leading side.", defaultText: "16pt"),
            OptionSpec(name: "--separator-inset-trailing", valueName: "<length>", help: "Inset of the lines between rows on the trailing side.", defaultText: "0"),
            OptionSpec(name: "--position", valueName: "<bottom|top>", help: "The edge of its row each separator runs along.", defaultText: "bottom"),
            OptionSpec(name: "--direction", valueName: "<ltr|rtl>", help: "Reading direction; rtl mirrors the insets.", defaultText: "ltr"),
            OptionSpec(name: "--format", valueName: "<table|json|csv|svg>", help: "Output format; svg draws the table at 1 unit = 1 device pixel.", defaultText: "table"),
            OptionSpec(name: "--zoom", valueName: "<n>", help: "svg only: draw every device pixel as an n×n block, 1 to \(GridCommand.maxZoom).", defaultText: "1"),
            OptionSpec.json,
            OptionSpec.help,
        ],
        examples: """
              gridcalc table --width 390 --scale 3 --sections 2,3
              gridcalc table --device iphone-15 --sections 4,1,6 --style plain --separator-inset-leading 60
              gridcalc table --width 375 --scale 2 --sections 3,3 --header-height 38 --direction rtl --json
              gridcalc table --width 390 --scale 3 --sections 2,3 --format svg --zoom 2 > table.svg
            """,
        run: run)

    package static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Outcome {
        let scanned = try ScannedArguments(arguments, specs: spec.options, command: spec.name)
        var reader = FlagReader(scanned)
        let device = try reader.device()
        let (width, scale) = try reader.screen(device, usage: spec.usage)
        guard scanned.has("--sections") else {
            throw UsageError("missing --sections <n,n,…>", hint: "give each section's row count, e.g. --sections 2,3; usage: \(spec.usage)")
        }
        var request = TableRequest(width: width, scale: scale,
                                   sections: try reader.indices("--sections", .sections, limit: "\(Limits.maxItems) rows in all"))
        request.device = device?.preset
        request.style = try choice("--style", in: scanned, default: .grouped)
        request.rowHeight = try reader.length("--row-height", .rowHeight, .points(44))
        request.headerHeight = try reader.length("--header-height", .headerHeight, .pixels(0))
        request.footerHeight = try reader.length("--footer-height", .footerHeight, .pixels(0))
        request.separatorInsetLeading = try reader.length("--separator-inset-leading", .insetLeading, .points(16))
        request.separatorInsetTrailing = try reader.length("--separator-inset-trailing", .insetTrailing, .pixels(0))
        request.position = try choice("--position", in: scanned, default: .bottom)
        request.direction = try choice("--direction", in: scanned, default: .ltr)
        let format = try OutputFormat(scanned, allowed: [.table, .json, .csv, .svg])
        let zoom = try GridCommand.zoom(scanned, format: format)
        let document: TableDocument
        do { document = try TableDocument(request) } catch { throw reader.usageError(error) }
        let warnings = document.warnings.map(\.description)
        switch format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: TableListing.table(document), warnings: warnings)
        case .csv: return Outcome(stdout: TableListing.csv(document), warnings: warnings)
        case .svg, .css, .github, .junit:  // only svg is allowed above
            return Outcome(stdout: TableSVG.render(document, zoom: zoom), warnings: warnings)
        }
    }
}
