// GridCommand: `gridcalc grid` (the default command) — its options read into `GridOptions`, the
// request built from them, and the result out.
//
// Rule (Docs/guide.md): every option of the grid table; a flag that does not apply to the chosen
// strategy is a usage error, as is `--json` together with `--format`. No arithmetic happens here:
// GridCore does it.

import GridCore

/// The grid command: its options, its help, and how it runs.
package enum GridCommand: Command {
    package static let name = "grid"
    package static let abstract = "Columns on the device-pixel grid: pixel widths, point values and where the leftover goes."
    package static let required = [UsageLine.Requirement([ScreenOptions.width, ScreenOptions.scale], [ScreenOptions.device]), UsageLine.Requirement([ColumnsOptions.columns], [ColumnsOptions.tracks])]

    package static let options: [OptionDeclaration] = {
        // Appended into one array of room enough (a chain of `+` copied it ten times at start-up).
        var all = [ScreenOptions.width, ScreenOptions.scale, ScreenOptions.device]
        all.reserveCapacity(72)
        all += PlatformOptions.options
        all += [ScreenOptions.orientation]
        all += ScreenOptions.windowOptions
        all += ColumnsOptions.options
        all += LayoutOptions.options
        all += ItemOptions.options
        all += LayoutOptions.borderOptions
        all += [ItemOptions.visible]
        all += DesignSourceOptions.options
        all += [GridFormat.option, OutputOptions.zoom, OutputOptions.name, OutputOptions.json, .help]
        return all
    }()

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
          gridcalc --device iphone-15 --orientation landscape --safe-area --columns 6
          gridcalc --device ipad-pro-12-9 --window third --columns 2
          gridcalc --platform web --width 1280css --scale 1.5 --columns 7 --format css
          gridcalc --platform web --columns 4 --spacing 12css --inset 16css --format css
          gridcalc --platform android --columns 3 --spacing 8dp --inset 16dp --format kotlin
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        // A design from a Figma frame or tokens: its values under the ones typed.
        let (values, frame) = try DesignSources.applied(arguments.values, options: options, bytes: arguments.bytes(of:),
                                                         standardInput: arguments.standardInput, withWidth: true)
        let arguments = arguments.with(values: values)
        // Code that computes the layout at run time takes no width: it is the app's, at run time.
        if let code = try RuntimeCode.Kind(arguments) { return try RuntimeCode.outcome(code, arguments) }
        if let name = arguments.text(OutputOptions.name) {
            throw UsageError("--name \(quoted(name)) applies only with --format kotlin", hint: "add --format kotlin, or drop --name")
        }
        let options = try GridOptions(arguments)
        let request = try options.request()
        let document: GridDocument
        do { document = try GridDocument(request) } catch { throw UsageError(error, typed: options.typed) }
        var outcome = try options.outcome(document)
        if let frame { outcome.warnings.insert(DesignSources.note(frame, document: document), at: 0) }
        return outcome
    }
}

/// grid's options, read: everything its request is made of, and how to print it.
package struct GridOptions {
    /// The screen: the device, the platform, the width (in its window) and the scale in force.
    package var screen: ScreenOptions
    /// The columns: a count, a rule, or tracks.
    package var columns: ColumnsOptions.Columns
    /// Spacing, strategy, insets, direction, borders.
    package var layout: LayoutOptions
    /// The items, nil without `--items`.
    package var items: ItemRequest?
    /// The output format.
    package var format: GridFormat
    /// `--zoom` (1 without it).
    package var zoom: Int
    /// What was typed for each GridCore input, for its errors.
    package var typed: TypedValues
    /// The arguments, for the code a format writes from them.
    package let arguments: ParsedArguments

    /// Reads `arguments` in the order their errors are reported: the screen, the columns, the
    /// format, the layout, the items, the zoom.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        var reader = OptionReader(arguments)
        screen = try ScreenOptions(&reader, usage: GridCommand.usage)
        columns = try ColumnsOptions(&reader, usage: GridCommand.usage).columns
        format = try GridFormat(reader)
        layout = try LayoutOptions(&reader)
        items = try ItemOptions.request(&reader)
        zoom = try OutputOptions.zoom(reader, isSVG: format == .svg)
        typed = reader.typed
    }

    /// `document` in the format asked for, its warnings on stderr in the platform's unit (JSON
    /// carries its own).
    package func outcome(_ document: GridDocument) throws(UsageError) -> Outcome {
        let warnings = document.warnings.map { $0.description(in: screen.platform) }
        switch format {
        case .json:
            return try JSONOutput.outcome(document)
        case .table:
            // The table is the output as rendered, not a copy joined to an empty listing.
            var text = GridTable.render(document)
            if document.items != nil { text += "\n" + ItemListing.table(document) }
            return Outcome(stdout: text, warnings: warnings)
        case .csv:
            return Outcome(stdout: document.items == nil ? GridCSV.render(document) : ItemListing.csv(document), warnings: warnings)
        case .css:
            do { return Outcome(stdout: try CSSOutput.render(.oneWidth(document)), warnings: warnings) } catch { throw UsageError(error, typed: typed) }
        case .kotlin:
            // The file computes the layout at run time: it takes no document (`RuntimeCode.Kind`).
            return try RuntimeCode.outcome(.kotlin, arguments)
        case .svg:
            let slots = GridSVG.slotCount(document)
            guard slots <= GridSVG.maxSlots else {
                throw UsageError("--format svg would draw \(document.rows?.count ?? 1) rows × \(document.columns.count) columns ="
                                    + " \(slots) cells and empty slots: too large (the limit is \(GridSVG.maxSlots))",
                                 hint: "draw fewer items, columns or separator bands, or use --format json or csv for the numbers")
            }
            return Outcome(stdout: GridSVG.render(document, zoom: zoom), warnings: warnings)
        }
    }

    /// The request these options describe.
    package func request() throws(UsageError) -> GridRequest {
        var request = layout.request(width: screen.width, scale: screen.scale, columns: 1, device: screen.device?.preset)
        columns.apply(to: &request)
        request.items = items
        request.platform = screen.platform
        request.orientation = screen.device?.orientation
        request.window = screen.window
        return request
    }
}
