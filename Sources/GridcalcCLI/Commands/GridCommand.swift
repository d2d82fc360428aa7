// GridCommand: `gridcalc grid` (the default command) — arguments to a GridRequest, and the result out.
//
// Rule (Docs/guide.md): every flag of the grid table; `--inset` sets both insets and `--inset-leading` /
// `--inset-trailing` override it per side; a flag that does not apply to the chosen strategy is a
// usage error, as is `--json` together with `--format`. No arithmetic happens here: GridCore does it.

import GridCore

/// The grid command: its options, its help, and how it runs.
package enum GridCommand {
    package static let spec = CommandSpec(name: name, abstract: abstract, usage: usage, options: options, examples: examples, run: run)
    package static let name = "grid"
    package static let abstract = "Columns on the device-pixel grid: pixel widths, point values and where the leftover goes."

    package static let options: [OptionSpec] = [
        OptionSpec(name: "--width", valueName: "<length>", help: "Container width; a bare number is the logical unit (414, 414pt, 411.43dp, 1280css; 1242px is device pixels). Floored to whole pixels."),
        OptionSpec(name: "--scale", valueName: "<number>", help: "Device pixels per logical unit (iOS scale, Android density, web devicePixelRatio), from 0.01 to 16 (2, 3, 2.625)."),
        OptionSpec(name: "--device", valueName: "<name>", help: "Width and scale from a device preset (see 'gridcalc devices'); --width/--scale override it."),
        OptionSpec.platform,
        OptionSpec.pxMeans,
        OptionSpec(name: "--orientation", valueName: "<portrait|landscape>", help: "Orientation of the --device preset; landscape swaps width and height.", defaultText: "portrait"),
        OptionSpec(name: "--columns", valueName: "<n|auto>", help: "Number of columns, 1 to \(Limits.maxColumns); auto chooses it with --min-cell or --max-cell."),
        OptionSpec(name: "--min-cell", valueName: "<length>", help: "With --columns auto: the most columns each at least this wide (CSS auto-fill minmax, SwiftUI adaptive minimum)."),
        OptionSpec(name: "--max-cell", valueName: "<length>", help: "With --columns auto: the fewest columns none wider than this (Flutter max cross-axis extent)."),
        OptionSpec(name: "--tracks", valueName: "<list>", help: "Instead of --columns: fixed and flexible column tracks separated by spaces, e.g. \"80pt 1fr 2fr\"."),
        OptionSpec(name: "--spacing", valueName: "<length>", help: "Gap between adjacent columns.", defaultText: "1px"),
        OptionSpec(name: "--strategy", valueName: "<padding|widen>", help: "Where leftover pixels go: equal cells and wider insets, or some cells 1px wider.", defaultText: "padding"),
        OptionSpec(name: "--distribute", valueName: "<leading|trailing|center|spread>", help: "widen only: which columns get the extra pixel.", defaultText: "leading"),
        OptionSpec(name: "--align", valueName: "<center|leading|trailing>", help: "padding only: where the equal columns sit.", defaultText: "center"),
        OptionSpec(name: "--inset", valueName: "<length>", help: "Both section insets (leading and trailing).", defaultText: "0"),
        OptionSpec(name: "--inset-leading", valueName: "<length>", help: "Section inset before the leading column; overrides --inset.", defaultText: "0"),
        OptionSpec(name: "--inset-trailing", valueName: "<length>", help: "Section inset after the trailing column; overrides --inset.", defaultText: "0"),
        OptionSpec(name: "--direction", valueName: "<ltr|rtl>", help: "Reading direction; rtl mirrors the columns.", defaultText: "ltr"),
        OptionSpec(name: "--items", valueName: "<n>", help: "Item frames laid out row by row, C per row, 0 to \(Limits.maxItems). The options below need it."),
        OptionSpec(name: "--row-height", valueName: "<length>", help: "Height of every row (instead of --aspect-ratio)."),
        OptionSpec(name: "--aspect-ratio", valueName: "<W:H>", help: "Item shape: row height = round-half-up(b·H/W), b = base cell px.", defaultText: "1:1"),
        OptionSpec(name: "--line-spacing", valueName: "<length>", help: "Gap between rows, and between a row and the separator after it.", defaultText: "the spacing"),
        OptionSpec(name: "--inset-top", valueName: "<length>", help: "Inset above the first row or separator.", defaultText: "0"),
        OptionSpec(name: "--inset-bottom", valueName: "<length>", help: "Inset below the last row or separator.", defaultText: "0"),
        OptionSpec(name: "--separator-before", valueName: "<i,j,…>", help: "Full-width separator bands before these items (0 to n; n is after the last)."),
        OptionSpec(name: "--separator-height", valueName: "<length>", help: "Height of every separator band.", defaultText: "1px"),
        OptionSpec(name: "--span", valueName: "<i:k,…>", help: "Item i covers k adjacent columns; an item that does not fit in its row starts the next one."),
        OptionSpec(name: "--borders", valueName: "<none|inside>", help: "inside: lines drawn inside the cells instead of gaps; spacing and line spacing become the border width, each cell's frame takes in its trailing and bottom lines.", defaultText: "none"),
        OptionSpec(name: "--border-width", valueName: "<length>", help: "With --borders inside: the width of every line.", defaultText: "1px"),
        OptionSpec(name: "--visible", valueName: "<y0>,<y1>", help: "With --items: only the items and separators whose frames meet y0 ≤ y < y1 (y0 floored, y1 ceiled to pixels)."),
        OptionSpec(name: "--format", valueName: "<table|json|csv|svg|css>", help: "Output format; svg draws the grid at 1 unit = 1 device pixel; css is a rule to paste, exact at the scale as devicePixelRatio.", defaultText: "table"),
        OptionSpec(name: "--zoom", valueName: "<n>", help: "svg only: draw every device pixel as an n×n block, 1 to \(maxZoom).", defaultText: "1"),
        OptionSpec.json,
        OptionSpec.help,
    ]

    package static let usage = "gridcalc grid (--width <length> --scale <number> | --device <name>) (--columns <n|auto> | --tracks <list>) [<options>]"

    package static let examples = """
          gridcalc --width 414 --scale 3 --columns 7
          gridcalc --width 414 --scale 3 --columns 7 --strategy widen --distribute spread
          gridcalc grid --width 375 --scale 2 --columns 4 --spacing 8 --inset 16 --json
          gridcalc --width 414 --scale 3 --columns 7 --items 10 --separator-before 4
          gridcalc --width 414 --scale 3 --tracks "80pt 1fr 2fr"
          gridcalc --width 414 --scale 3 --columns 4 --items 10 --span 0:2,5:3
          gridcalc --width 414 --scale 3 --columns 3 --items 9 --borders inside
          gridcalc --width 414 --scale 3 --columns 4 --items 200 --row-height 100 --visible 1000,1800
          gridcalc --device iphone-15 --orientation landscape --columns 12 --strategy widen
          gridcalc --device pixel-8 --columns 4 --spacing 8dp
          gridcalc --platform web --width 1280css --scale 1.5 --columns 7 --format css
        """

    /// Runs the grid command on `arguments` (everything after `grid`, or all of them).
    package static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Outcome {
        let scanned = try ScannedArguments(arguments, specs: options, command: name)
        let (request, format, typed) = try request(from: scanned)
        let zoom = try self.zoom(scanned, format: format)
        let document: GridDocument
        do {
            document = try GridDocument(request)
        } catch {
            throw UsageError(error, flagValues: typed)
        }
        // Warnings on stderr, in the platform's unit (JSON carries its own).
        let warnings = document.warnings.map { $0.description(in: request.platform) }
        switch format {
        case .json:
            return try JSONOutput.outcome(document)
        case .table:
            let listing = document.items == nil ? "" : "\n" + ItemListing.table(document)
            return Outcome(stdout: GridTable.render(document) + listing, warnings: warnings)
        case .csv:
            let csv = document.items == nil ? GridCSV.render(document) : ItemListing.csv(document)
            return Outcome(stdout: csv, warnings: warnings)
        case .css:
            return Outcome(stdout: CSSRule.render(document), warnings: warnings)
        case .svg, .github, .junit:  // github and junit are check's formats, not allowed above
            let slots = GridSVG.slotCount(document)
            guard slots <= GridSVG.maxSlots else {
                throw UsageError("--format svg would draw \(document.rows?.count ?? 1) rows × \(document.columns.count) columns ="
                                    + " \(slots) cells and empty slots: too large (the limit is \(GridSVG.maxSlots))",
                                 hint: "draw fewer items, columns or separator bands, or use --format json or csv for the numbers")
            }
            return Outcome(stdout: GridSVG.render(document, zoom: zoom), warnings: warnings)
        }
    }

    /// The request the options describe, the output format, and each GridCore input's flag and value
    /// as typed (so that errors repeat them exactly).
    package static func request(from scanned: ScannedArguments) throws(UsageError)
        -> (GridRequest, OutputFormat, [GridField: (flag: String, raw: String)]) {
        var reader = FlagReader(scanned)
        let device = try reader.device()
        let platform = try reader.platform(presets: device.map { [$0.preset] } ?? [], presetFlag: "--device")
        let (width, scale) = try reader.screen(device, usage: usage)
        let tracks = try self.tracks(&reader)
        if !scanned.has("--columns"), tracks == nil {
            throw UsageError("missing --columns <n> (or --tracks)", hint: "usage: \(usage)")
        }
        let rule = try columnsRule(&reader, auto: scanned.value("--columns") == "auto")
        var columns = tracks?.count ?? 1
        if tracks == nil, rule == nil { columns = try reader.count("--columns", .columns, minimum: 1, limit: Limits.maxColumns)! }
        let format = try OutputFormat(scanned, allowed: OutputFormat.allCases)
        var request = try layoutRequest(&reader, width: width, scale: scale, columns: columns, device: device?.preset)
        request.columnsRule = rule
        request.tracks = tracks
        request.platform = platform
        if format == .css { try cssApplies(request) }
        return (request, format, reader.typed)
    }

    /// `--format css` lays out columns, rows and spans; separator bands, inside borders and a
    /// visible range have no CSS grid equivalent here and are refused rather than left out.
    static func cssApplies(_ request: GridRequest) throws(UsageError) {
        let refused: [(String, Bool)] = [("--separator-before", !(request.items?.separatorsBefore.isEmpty ?? true)),
                                         ("--borders inside", request.borders != nil), ("--visible", request.items?.visible != nil)]
        if let (flag, _) = refused.first(where: \.1) {
            throw UsageError("--format css does not apply with \(flag)",
                             hint: "drop \(flag), or use --format json for the frames")
        }
    }

    /// `--tracks "80pt 1fr 2fr"` (Docs/tracks.md), or nil without it. It replaces `--columns`, and
    /// with `--items` it needs `--row-height` (an aspect ratio needs one cell width).
    package static func tracks(_ reader: inout FlagReader) throws(UsageError) -> [Track]? {
        let scanned = reader.scanned
        guard let text = reader.text("--tracks", .tracks) else { return nil }
        if let columns = scanned.value("--columns") {
            throw UsageError("--columns \(quoted(columns)) and --tracks \(quoted(text)) given together",
                             hint: "use one: --tracks sets the columns one by one, --columns makes them equal")
        }
        if scanned.has("--items"), !scanned.has("--row-height") {
            let ratio = scanned.value("--aspect-ratio").map { " (--aspect-ratio \(quoted($0)))" } ?? ""
            throw UsageError("--tracks with --items needs --row-height\(ratio): an aspect ratio needs one cell width, and tracks have several",
                             hint: "give --row-height <length>, e.g. --row-height 44")
        }
        do { return try Track.list(parsing: text) } catch { throw reader.usageError(error) }
    }

    /// `--columns auto` with exactly one of `--min-cell` and `--max-cell` (Docs/columns-auto.md), or
    /// nil when the count is given; either cell flag without `auto` is a usage error.
    package static func columnsRule(_ reader: inout FlagReader, auto: Bool) throws(UsageError) -> ColumnsRule? {
        let scanned = reader.scanned
        let given = ["--min-cell", "--max-cell"].filter(scanned.has)
        guard auto else {
            if let flag = given.first {
                throw UsageError("\(flag) \(quoted(scanned.value(flag) ?? "")) applies only with --columns auto",
                                 hint: "use --columns auto to choose the count from the cell size, or drop \(flag)")
            }
            return nil
        }
        reader.typed[.columns] = ("--columns", "auto")
        switch given.count {
        case 0:
            throw UsageError("--columns auto needs --min-cell <length> or --max-cell <length>",
                             hint: "e.g. --columns auto --min-cell 100 (the most columns of at least 100pt)")
        case 2:
            throw UsageError("--min-cell \(quoted(scanned.value("--min-cell") ?? "")) and --max-cell \(quoted(scanned.value("--max-cell") ?? "")) given together",
                             hint: "use one: --min-cell for the most columns at least that wide, --max-cell for the fewest at most that wide")
        default:
            let field: GridField = given[0] == "--min-cell" ? .minCell : .maxCell
            let length = try reader.length(given[0], field, .pixels(0))
            return field == .minCell ? .minCell(length) : .maxCell(length)
        }
    }

    /// The request made of the layout options (spacing, insets, strategy, direction, items) for a
    /// screen and column count given separately — shared with `sweep`, which varies those per case.
    package static func layoutRequest(_ reader: inout FlagReader, width: RequestedLength, scale: Scale, columns: Int,
                              device: DevicePreset?) throws(UsageError) -> GridRequest {
        let scanned = reader.scanned
        let borders = try self.borders(&reader)
        let spacing = try reader.length("--spacing", .spacing, .pixels(1))
        let inset = try reader.length("--inset", .inset, .pixels(0))
        if let both = reader.typed[.inset] {
            reader.typed[.insetLeading] = both
            reader.typed[.insetTrailing] = both
        }
        let insetLeading = try reader.length("--inset-leading", .insetLeading, inset)
        let insetTrailing = try reader.length("--inset-trailing", .insetTrailing, inset)

        let strategyName = try choice("--strategy", in: scanned, default: "padding", among: ["padding", "widen"])
        let strategy: Strategy
        if strategyName == "widen" {
            if scanned.has("--align") {
                throw UsageError("--align applies only with --strategy padding (the strategy here is widen)",
                                 hint: "use --distribute leading|trailing|center|spread to place widen's extra pixels, or drop --align")
            }
            strategy = .widen(try choice("--distribute", in: scanned, default: .leading))
        } else {
            if scanned.has("--distribute") {
                throw UsageError("--distribute applies only with --strategy widen (the strategy here is padding)",
                                 hint: "add --strategy widen, or use --align center|leading|trailing with padding")
            }
            strategy = .padding(try choice("--align", in: scanned, default: .center))
        }
        let direction: Direction = try choice("--direction", in: scanned, default: .ltr)
        let items = try itemRequest(&reader)
        return GridRequest(width: width, scale: scale, columns: columns, spacing: spacing, strategy: strategy,
                           insetLeading: insetLeading, insetTrailing: insetTrailing, direction: direction,
                           device: device, items: items, borders: borders)
    }

    /// `--borders inside` and `--border-width`, or nil without `--borders` (or with `none`). The
    /// border width is the spacing and the line spacing, so `--spacing` or `--line-spacing` with
    /// inside borders is a usage error, as is `--border-width` without them.
    package static func borders(_ reader: inout FlagReader) throws(UsageError) -> InsideBorders? {
        let scanned = reader.scanned
        let style = try choice("--borders", in: scanned, default: "none", among: ["none", "inside"])
        if style == "none", let width = scanned.value("--border-width") {
            throw UsageError("--border-width \(quoted(width)) applies only with --borders inside",
                             hint: "add --borders inside, or drop --border-width")
        }
        guard style == "inside" else { return nil }
        for flag in ["--spacing", "--line-spacing"] {
            if let value = scanned.value(flag) {
                throw UsageError("\(flag) \(quoted(value)) does not apply with --borders inside: the border width is the spacing between cells and rows",
                                 hint: "drop \(flag), and set the lines' width with --border-width (default 1px)")
            }
        }
        return InsideBorders(width: try reader.length("--border-width", .borderWidth, .pixels(1)))
    }

    /// The largest `--zoom`.
    package static let maxZoom = 32

    /// `--zoom`: a whole number 1 … `maxZoom`, only with `--format svg`.
    package static func zoom(_ scanned: ScannedArguments, format: OutputFormat) throws(UsageError) -> Int {
        guard let text = scanned.value("--zoom") else { return 1 }
        guard format == .svg else {
            throw UsageError("--zoom \(quoted(text)) applies only with --format svg", hint: "add --format svg, or drop --zoom")
        }
        guard case .value(let n)? = NumberSyntax.wholeNumber(Substring(text)), n >= 1, n <= maxZoom else {
            throw UsageError("invalid value \(quoted(text)) for --zoom: expected a whole number from 1 to \(maxZoom)", hint: "e.g. --zoom 4")
        }
        return n
    }

    /// The flags of Docs/rows-and-separators.md that need `--items`.
    package static let itemFlags = ["--row-height", "--aspect-ratio", "--line-spacing", "--inset-top", "--inset-bottom",
                            "--separator-before", "--separator-height", "--visible", "--span"]

    /// The §3 request the options describe, or nil without `--items`.
    package static func itemRequest(_ reader: inout FlagReader) throws(UsageError) -> ItemRequest? {
        try reader.requireFor(itemFlags, needs: "--items", hint: "add --items <n> to lay out item frames, e.g. --items 10")
        guard let count = try reader.count("--items", .items, minimum: 0, limit: Limits.maxItems) else { return nil }
        var request = ItemRequest(count: count)
        let scanned = reader.scanned
        if let height = scanned.value("--row-height"), let ratio = scanned.value("--aspect-ratio") {
            throw UsageError("--row-height \(quoted(height)) and --aspect-ratio \(quoted(ratio)) given together",
                             hint: "use one: --row-height sets the height, --aspect-ratio derives it from the cell width")
        }
        if scanned.has("--row-height") {
            request.rowHeight = .length(try reader.length("--row-height", .rowHeight, .pixels(0)))
        } else if let ratioText = reader.text("--aspect-ratio", .aspectRatio) {
            do { request.rowHeight = .aspectRatio(try AspectRatio(parsing: ratioText)) } catch { throw reader.usageError(error) }
        }
        if scanned.has("--line-spacing") { request.lineSpacing = try reader.length("--line-spacing", .lineSpacing, .pixels(0)) }
        request.insetTop = try reader.length("--inset-top", .insetTop, .pixels(0))
        request.insetBottom = try reader.length("--inset-bottom", .insetBottom, .pixels(0))
        request.separatorHeight = try reader.length("--separator-height", .separatorHeight, .pixels(1))
        request.separatorsBefore = try reader.indices("--separator-before", .separatorsBefore,
                                                      limit: "the item count, at most \(Limits.maxItems)")
        if let text = reader.text("--span", .spans) {
            var spans: [ItemSpan] = []
            for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, case .value(let item)? = NumberSyntax.wholeNumber(parts[0]),
                      case .value(let columns)? = NumberSyntax.wholeNumber(parts[1]) else {
                    let overflow = parts.contains { if case .overflow? = NumberSyntax.wholeNumber($0) { return true } else { return false } }
                    throw reader.usageError(overflow ? .tooLarge(.spans, value: text, limit: "\(Limits.maxColumns) columns and \(Limits.maxItems) items")
                                                     : .notAList(.spans, value: text))
                }
                spans.append(ItemSpan(item: item, columns: columns))
            }
            request.spans = spans
        }
        if let text = reader.text("--visible", .visible) {
            let (y0, y1) = try reader.lengthPair(text, .visible)
            request.visible = VisibleRange(y0: y0, y1: y1)
        }
        return request
    }
}
/// The value of an enumerated option, or `fallback` when it was not given.
package func choice<T: RawRepresentable & CaseIterable>(_ flag: String, in scanned: ScannedArguments, default fallback: T)
    throws(UsageError) -> T where T.RawValue == String {
    let name = try choice(flag, in: scanned, default: fallback.rawValue, among: T.allCases.map(\.rawValue))
    return T(rawValue: name)!
}

/// The value of an option that takes one of `names`, or `fallback` when it was not given.
package func choice(_ flag: String, in scanned: ScannedArguments, default fallback: String, among names: [String])
    throws(UsageError) -> String {
    guard let raw = scanned.value(flag) else { return fallback }
    guard names.contains(raw) else {
        throw UsageError("invalid value \(quoted(raw)) for \(flag): expected one of \(names.joined(separator: ", "))",
                         hint: closest(to: raw.lowercased(), in: names).map { "did you mean '\($0)'?" }
                            ?? "write \(flag) \(names.joined(separator: "|"))")
    }
    return raw
}
