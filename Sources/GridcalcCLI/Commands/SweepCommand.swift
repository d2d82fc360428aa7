// SweepCommand: `gridcalc sweep` — one grid over devices × orientations × column counts, failing
// the build when a case breaks a limit (Docs/check-and-sweep.md).
//
// Rule: `--devices all|apple|android|web|a,b` (groups, names or aliases, each preset once; by
// default the presets of `--platform` when it is given, else all; a preset of another platform than
// `--platform` is refused), `--orientation portrait|landscape|both`,
// `--columns 1...12` (a closed range) or `2,3,4` (a list), every layout flag of `grid`, and the
// limits `--max-inset`, `--max-remainder`, `--symmetric`. One line per case; exit 1 when any case
// breaks a limit. Table or JSON (`gridcalc/sweep@1`).

import GridCore

package enum SweepCommand: Command {
    package static let name = "sweep"
    package static let abstract = "Run one grid over devices × orientations × column counts; exit 1 when a case breaks a limit."

    package static let devices = OptionDeclaration(
        "--devices", .text("<all|apple|android|web|a,b,…>"), help: "Device presets: a group, or names and aliases (see 'gridcalc devices').",
        defaultNote: "all, or the --platform's group", example: "all", completion: .deviceGroups,
        check: { text, _ throws(UsageError) in _ = try SweepCommand.devices(text) })
    package static let windows = OptionDeclaration(
        switch: "--windows", help: "Also run each preset in every window and safe area it has (Split View, Slide Over, an iPhone's landscape safe area).")
    package static let orientation = OptionDeclaration(
        "--orientation", .choice(["portrait", "landscape", "both"], default: nil), help: "Orientations to run.",
        defaultNote: "each preset's own: portrait for phones and tablets, landscape for web screens")
    package static let columns = OptionDeclaration(
        "--columns", .text("<lo...hi|a,b,…|auto>"),
        help: "Column counts: a closed range or a list; auto: one count per device and orientation, from --min-cell or --max-cell.",
        defaultNote: "1...12", example: "1...12, 2,3,4 or auto",
        check: { text, _ throws(UsageError) in if text != "auto" { _ = try SweepCommand.columns(text) } })
    package static let maxInset = OptionDeclaration(
        "--max-inset", .length(.maxInset, default: nil), help: "Limit: the largest leading or trailing inset (after padding).", example: "20, 20pt or 60px")
    package static let maxRemainder = OptionDeclaration(
        "--max-remainder", .count(.maxRemainder, minimum: 0, limit: Limits.maxPixels, unit: "px"),
        help: "Limit: the largest leftover R in pixels.", example: "2")
    package static let symmetric = OptionDeclaration(switch: "--symmetric", help: "Limit: leading and trailing insets must be equal.")

    package static let options: [OptionDeclaration] =
        [devices, orientation, windows, columns, maxInset, maxRemainder, symmetric] + PlatformOptions.options
        + [ColumnsOptions.minCell, ColumnsOptions.maxCell] + LayoutOptions.options + ItemOptions.options + LayoutOptions.borderOptions
        + TableOrJSON.options + [.help]

    package static let examples = """
          gridcalc sweep --devices all --orientation both --columns 1...12
          gridcalc sweep --devices apple --orientation both --windows --columns 2...4
          gridcalc sweep --columns 2,3,4 --spacing 8 --inset 16 --max-inset 20 --symmetric
          gridcalc sweep --devices iphone-8,iphone-15 --columns 7 --strategy widen --json
          gridcalc sweep --devices all --orientation both --columns auto --min-cell 100
          gridcalc sweep --devices android --columns 2...6 --spacing 8dp --max-remainder 2
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        let options = try SweepOptions(arguments)
        let document = try options.document()
        var outcome: Outcome
        switch options.format {
        case .json: outcome = try JSONOutput.outcome(document)
        case .table: outcome = Outcome(stdout: SweepTable.render(document), warnings: SweepTable.uniqueWarnings(document))
        }
        outcome.exitCode = document.ok ? ExitCode.success : ExitCode.findings
        return outcome
    }

    /// Groups (`all`, `apple`, `android`, `web`), names and aliases separated by commas; each
    /// preset once.
    package static func devices(_ text: String) throws(UsageError) -> [DevicePreset] {
        var result: [DevicePreset] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let presets = DevicePreset.group(name) ?? DevicePreset.named(name).map({ [$0] }) else {
                let names = nearest(to: name.lowercased(), in: DevicePreset.groups.map(\.name) + DevicePreset.allNames, count: 3)
                throw UsageError("unknown device \(quoted(name)) in --devices \(quoted(text))",
                                 hint: "the closest names are \(names.joined(with: ", ")); 'gridcalc devices' lists them all, or use --devices all|apple|android|web")
            }
            for preset in presets {
                guard !result.contains(preset) else {
                    throw UsageError("--devices \(quoted(text)) lists \(preset.name) more than once", hint: "list each device once")
                }
                result.append(preset)
            }
        }
        return result
    }

    /// `lo...hi` (1 ≤ lo ≤ hi) or `a,b,c` (each ≥ 1, each once).
    package static func columns(_ text: String) throws(UsageError) -> [Int] {
        let bad = UsageError("invalid value \(quoted(text)) for --columns: expected a range lo...hi or a list a,b,c of counts ≥ 1",
                             hint: text.contains(text: "..") || text.contains(text: "-")
                                ? "a range is written with three dots, lo...hi (both ends included), e.g. --columns 1...12"
                                : "e.g. --columns 1...12 or --columns 2,3,4")
        func count(_ part: Substring) throws(UsageError) -> Int {
            guard case .value(let n)? = NumberSyntax.wholeNumber(part), n >= 1 else { throw bad }
            guard n <= Limits.maxColumns else {
                throw UsageError("invalid value \(quoted(text)) for --columns: \(part) is more than \(Limits.maxColumns) columns",
                                 hint: "use counts up to \(Limits.maxColumns)")
            }
            return n
        }
        if let range = text.firstRange(ofText: "...") {
            let lo = try count(text[..<range.lowerBound]), hi = try count(text[range.upperBound...])
            guard lo <= hi else { throw bad }
            guard hi - lo < SweepDocument.maxCases else {
                throw UsageError("--columns \(quoted(text)) has \(hi - lo + 1) counts: too many cases (at most \(SweepDocument.maxCases))",
                                 hint: "sweep a shorter range")
            }
            return Array(lo...hi)
        }
        var result: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let n = try count(part)
            guard !result.contains(n) else {
                throw UsageError("--columns \(quoted(text)) lists \(n) more than once", hint: "list each count once")
            }
            result.append(n)
            if result.count > SweepDocument.maxCases { throw UsageError("--columns lists too many counts", hint: "list at most \(SweepDocument.maxCases)") }
        }
        return result
    }
}

/// sweep's options, read: the cases (devices × orientations × column counts, windows), the
/// layout every case shares, the limits, and the format.
package struct SweepOptions {
    /// The presets, each once.
    package var devices: [DevicePreset]
    /// The orientations; empty for each preset's own.
    package var orientations: [DevicePreset.Orientation]
    /// The column counts (`[1]` with `--columns auto`, whose rule chooses the count per case).
    package var counts: [Int]
    /// Whether every window and safe area of a preset is a case too.
    package var windows: Bool
    /// The limits a case must keep.
    package var limits: SweepDocument.Limits
    /// The output format.
    package var format: TableOrJSON
    /// The layout of the device presets' cases (px a device pixel) and of the web's (px as
    /// `--px-means` says); width, scale and columns are set per case.
    package var template: GridRequest, webTemplate: GridRequest
    /// What was typed for each GridCore input, for its errors.
    package var typed: TypedValues
    /// The arguments, to name the cases' options in a refusal.
    package let arguments: ParsedArguments

    /// Reads `arguments`: the devices (by default the presets of `--platform` when it is given,
    /// else all), the platform, the orientations, the counts, the limits, the format, the layout.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        var reader = OptionReader(arguments)
        let platformGroup = arguments.text(PlatformOptions.platform).flatMap { given in
            DevicePreset.groups.first { $0.platform?.rawValue == given }?.name
        }
        devices = try SweepCommand.devices(arguments.text(SweepCommand.devices) ?? platformGroup ?? "all")
        let pixels = try PlatformOptions(&reader, presets: devices, presetOption: SweepCommand.devices).webPixelUnit
        switch try reader.choice(SweepCommand.orientation) {
        case "both": orientations = [.portrait, .landscape]
        case let one?: orientations = [DevicePreset.Orientation(rawValue: one)!]
        case nil: orientations = []  // each preset's own
        }
        let auto = arguments.text(SweepCommand.columns) == "auto"
        counts = auto ? [1] : try SweepCommand.columns(arguments.text(SweepCommand.columns) ?? "1...12")
        limits = SweepDocument.Limits(symmetric: reader.has(SweepCommand.symmetric))
        limits.maxInset = try reader.length(SweepCommand.maxInset)
        limits.maxRemainderPx = try reader.count(SweepCommand.maxRemainder)
        format = try TableOrJSON(reader)
        windows = reader.has(SweepCommand.windows)
        // px is read per case, as grid reads it on that case's device: on the web by --px-means,
        // elsewhere as device pixels. A sweep with both needs the lengths read both ways.
        webTemplate = try Self.template(&reader, auto: auto)
        template = webTemplate
        if pixels != .device, devices.contains(where: { !$0.platform.definition.pxIsAmbiguous }) {
            reader.pixelUnit = .device
            template = try Self.template(&reader, auto: auto)
        }
        typed = reader.typed
    }

    /// The layout every case shares; width, scale and columns are set per case (these
    /// placeholders never reach a layout).
    private static func template(_ reader: inout OptionReader, auto: Bool) throws(UsageError) -> GridRequest {
        var template = try LayoutOptions(&reader).request(width: .pixels(1), scale: .one, columns: 1, device: nil)
        template.items = try ItemOptions.request(&reader, takesVisible: false)
        if auto { template.columnsRule = try ColumnsOptions.rule(&reader) } else { try ColumnsOptions.refuseCellSizes(reader) }
        return template
    }

    /// Every case laid out and judged: too many cases is a usage error naming the options that
    /// made them, as is an input that is wrong in every case (as in `grid`).
    package func document() throws(UsageError) -> SweepDocument {
        do {
            return try SweepDocument(template: template, webTemplate: webTemplate, devices: devices, orientations: orientations,
                                     columns: counts, limits: limits, windows: windows)
        } catch where error.field == .sweepCases {
            let given = [SweepCommand.devices, SweepCommand.orientation, SweepCommand.columns, ItemOptions.items, ItemOptions.separatorBefore]
                .compactMap { option in arguments.text(option).map { "\(option.name) \(quoted($0))" } }
            throw UsageError("the sweep\(given.isEmpty ? "" : " " + given.joined(with: " ")) is \(error.value): \(error.reason)",
                             hint: "sweep fewer devices, orientations, column counts or items (at most \(SweepDocument.maxCases) cases,"
                                + " \(SweepDocument.maxTotalColumns) columns and \(SweepDocument.maxTotalItems) items and bands in all)")
        } catch {
            throw UsageError(error, typed: typed)
        }
    }
}
