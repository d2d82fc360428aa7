// GridCommand: `gridcalc grid` (the default command) — arguments to a GridRequest, and the result out.
//
// Rule (SPEC §2): every flag of the grid table; `--inset` sets both insets and `--inset-leading` /
// `--inset-trailing` override it per side; a flag that does not apply to the chosen strategy is a
// usage error, as is `--json` together with `--format`. No arithmetic happens here: GridCore does it.

import GridCore

/// The grid command: its options, its help, and how it runs.
enum GridCommand {
    static let name = "grid"
    static let abstract = "Columns on the device-pixel grid: pixel widths, point values and where the leftover goes."

    static let options: [OptionSpec] = [
        OptionSpec(name: "--width", valueName: "<length>", help: "Container width; a bare number is points (414, 414pt, 1242px). Floored to whole pixels."),
        OptionSpec(name: "--scale", valueName: "<number>", help: "Device pixels per point, above 0 and at most 16 (2, 3, 2.608)."),
        OptionSpec(name: "--device", valueName: "<name>", help: "Width and scale from a device preset (not available in this version: give --width and --scale)."),
        OptionSpec(name: "--orientation", valueName: "<portrait|landscape>", help: "Orientation of the --device preset."),
        OptionSpec(name: "--columns", valueName: "<n>", help: "Number of columns, 1 to \(Limits.maxColumns)."),
        OptionSpec(name: "--spacing", valueName: "<length>", help: "Gap between adjacent columns.", defaultText: "1px"),
        OptionSpec(name: "--strategy", valueName: "<padding|widen>", help: "Where leftover pixels go: equal cells and wider insets, or some cells 1px wider.", defaultText: "padding"),
        OptionSpec(name: "--distribute", valueName: "<leading|trailing|center|spread>", help: "widen only: which columns get the extra pixel.", defaultText: "leading"),
        OptionSpec(name: "--align", valueName: "<center|leading|trailing>", help: "padding only: where the equal columns sit.", defaultText: "center"),
        OptionSpec(name: "--inset", valueName: "<length>", help: "Both section insets (leading and trailing).", defaultText: "0"),
        OptionSpec(name: "--inset-leading", valueName: "<length>", help: "Section inset before the leading column; overrides --inset.", defaultText: "0"),
        OptionSpec(name: "--inset-trailing", valueName: "<length>", help: "Section inset after the trailing column; overrides --inset.", defaultText: "0"),
        OptionSpec(name: "--direction", valueName: "<ltr|rtl>", help: "Reading direction; rtl mirrors the columns.", defaultText: "ltr"),
        OptionSpec(name: "--format", valueName: "<table|json|csv>", help: "Output format.", defaultText: "table"),
        OptionSpec(name: "--json", valueName: nil, help: "Same as --format json."),
        OptionSpec(name: "--help", valueName: nil, help: "Show help information."),
    ]

    static let usage = "gridcalc grid --width <length> --scale <number> --columns <n> [<options>]"

    static let examples = """
          gridcalc --width 414 --scale 3 --columns 7
          gridcalc --width 414 --scale 3 --columns 7 --strategy widen --distribute spread
          gridcalc grid --width 375 --scale 2 --columns 4 --spacing 8 --inset 16 --json
        """

    /// Runs the grid command on `arguments` (everything after `grid`, or all of them).
    static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Outcome {
        let scanned = try ScannedArguments(arguments, specs: options, command: name)
        let (request, format, typed) = try request(from: scanned)
        let document: GridDocument
        do {
            document = try GridDocument(request)
        } catch {
            throw UsageError(error, flagValues: typed)
        }
        switch format {
        case .json:
            return Outcome(stdout: try JSONOutput.encode(document))
        case .table:
            return Outcome(stdout: GridTable.render(document), warnings: document.warnings)
        case .csv:
            return Outcome(stdout: GridCSV.render(document), warnings: document.warnings)
        }
    }

    /// The request the options describe, the output format, and each GridCore input's flag and value
    /// as typed (so that errors repeat them exactly).
    static func request(from scanned: ScannedArguments) throws(UsageError)
        -> (GridRequest, OutputFormat, [GridField: (flag: String, raw: String)]) {
        if let device = scanned.value("--device") {
            throw UsageError("--device \(quoted(device)): device presets are not available in this version of gridcalc",
                             hint: "give the screen as --width <length> --scale <number>, e.g. --width 414 --scale 3")
        }
        if let orientation = scanned.value("--orientation") {
            throw UsageError("--orientation \(quoted(orientation)) applies only with --device",
                             hint: "drop --orientation, or pass the landscape width as --width")
        }
        for required in ["--width", "--scale", "--columns"] where !scanned.has(required) {
            throw UsageError("missing \(required) \(options.first { $0.name == required }!.valueName!)",
                             hint: "usage: \(usage)")
        }
        var typed: [GridField: (flag: String, raw: String)] = [:]
        func length(_ flag: String, _ field: GridField, default fallback: RequestedLength) throws(UsageError) -> RequestedLength {
            guard let raw = scanned.value(flag) else { return fallback }
            typed[field] = (flag, raw)
            do { return try RequestedLength(parsing: raw, for: field) } catch { throw UsageError(error, flagValues: typed) }
        }

        let width = try length("--width", .width, default: .pixels(0))
        let scaleText = scanned.value("--scale")!
        typed[.scale] = ("--scale", scaleText)
        let scale: Scale
        do { scale = try Scale(parsing: scaleText) } catch { throw UsageError(error, flagValues: typed) }
        let columnsText = scanned.value("--columns")!
        typed[.columns] = ("--columns", columnsText)
        let columns = try count(columnsText, flag: "--columns", field: .columns)

        let spacing = try length("--spacing", .spacing, default: .pixels(1))
        let inset = try length("--inset", .inset, default: .pixels(0))
        if let both = typed[.inset] {
            typed[.insetLeading] = both
            typed[.insetTrailing] = both
        }
        let insetLeading = try length("--inset-leading", .insetLeading, default: inset)
        let insetTrailing = try length("--inset-trailing", .insetTrailing, default: inset)

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
        let format = try OutputFormat(scanned)

        let request = GridRequest(width: width, scale: scale, columns: columns, spacing: spacing, strategy: strategy,
                                  insetLeading: insetLeading, insetTrailing: insetTrailing, direction: direction)
        return (request, format, typed)
    }

    /// A count such as `--columns`: whole digits, at least 1, at most the GridCore limit.
    static func count(_ raw: String, flag: String, field: GridField) throws(UsageError) -> Int {
        switch NumberSyntax.wholeNumber(Substring(raw)) {
        case .value(let n):
            guard n >= 1 else { throw UsageError(GridError.notPositive(field, value: raw), flagValues: [field: (flag, raw)]) }
            return n
        case .overflow:
            throw UsageError(GridError.tooLarge(field, value: raw, limit: String(Limits.maxColumns)), flagValues: [field: (flag, raw)])
        case nil:
            throw UsageError(GridError.notAWholeNumber(field, value: raw), flagValues: [field: (flag, raw)])
        }
    }
}

/// The value of an enumerated option, or `fallback` when it was not given.
func choice<T: RawRepresentable & CaseIterable>(_ flag: String, in scanned: ScannedArguments, default fallback: T)
    throws(UsageError) -> T where T.RawValue == String {
    let name = try choice(flag, in: scanned, default: fallback.rawValue, among: T.allCases.map(\.rawValue))
    return T(rawValue: name)!
}

/// The value of an option that takes one of `names`, or `fallback` when it was not given.
func choice(_ flag: String, in scanned: ScannedArguments, default fallback: String, among names: [String])
    throws(UsageError) -> String {
    guard let raw = scanned.value(flag) else { return fallback }
    guard names.contains(raw) else {
        throw UsageError("invalid value \(quoted(raw)) for \(flag): expected one of \(names.joined(separator: ", "))",
                         hint: closest(to: raw.lowercased(), in: names).map { "did you mean '\($0)'?" }
                            ?? "write \(flag) \(names.joined(separator: "|"))")
    }
    return raw
}
