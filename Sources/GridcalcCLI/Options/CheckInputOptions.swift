// CheckInputOptions: what `check` reads and how strictly — the input format, the selectors of a
// view tree, the tolerance, the expected layout and the flow-layout sum.
//
// Rule (Docs/check-inputs.md): `--input-format` is detected from the content by default;
// `--select`/`--container` apply only to the view-tree formats, which need one of them; the
// tolerance is a plain decimal from 0 to 0.5 px.

import GridCore

/// check's input options. The screen's options are check's own declarations: they override what
/// the document says, rather than set a screen.
package enum CheckInputOptions {
    package static let width = OptionDeclaration(
        "--width", .length(.width, default: nil), help: "Container width; overrides the document's container.", example: "414, 414pt or 1242px")
    package static let scale = OptionDeclaration(
        "--scale", .scale, help: "Device pixels per point (a browser's devicePixelRatio for css input), from 0.01 to 16; overrides the document's scale.")
    package static let device = OptionDeclaration(
        "--device", .text("<name>"),
        help: "Scale and container width from a device preset (see 'gridcalc devices'); --scale/--width override it; the width only where the dump gives none (a dump keeps its container's).",
        example: "iphone-15 (see 'gridcalc devices')", completion: .devices,
        check: { text, _ throws(UsageError) in _ = try ScreenOptions.preset(named: text, flag: "--device") })
    package static let pxMeans = OptionDeclaration(
        "--px-means", .choice(["device", "css"], default: nil),
        help: "With css input (a browser's rects): read px in --width and --spacing as device pixels or as CSS px (without it, px is refused: write 1css).")
    package static let platform = OptionDeclaration(
        "--platform", .choice(Platform.allCases.map(\.rawValue), default: nil),
        help: "The platform whose layout produced the frames, which a design inline is laid out for; on android a design without --strategy accepts any distribution of its leftover px (each cell ⌊ideal⌋ or ⌈ideal⌉ px).",
        defaultNote: "the --device preset's, else the input's: web for css, android for uiautomator, else ios")
    package static let layout = OptionDeclaration(
        "--layout", .choice(CheckOptions.Layout.allCases.map(\.rawValue), default: "auto"),
        help: "How the frames are read: a grid (rows of equal tops) or a staggered layout (columns of equal left edges whose tops do not line up, judged column by column).",
        defaultNote: "auto, from the frames")
    /// The screen's options, in help order.
    package static let screen = [width, scale, device, ScreenOptions.orientation, ScreenOptions.window, ScreenOptions.safeArea, platform]
    package static let inputFormat = OptionDeclaration(
        "--input-format", .choice(CheckInputFormat.allCases.map(\.rawValue), default: "auto"),
        help: "What the document is: a gridcalc document, frames in points, a browser's rects in CSS px (judged as painted), a uiautomator XML dump, an iOS page source (Appium/XCUITest XML), or UIKit's recursiveDescription.",
        defaultNote: "auto, from the content")
    package static let select = OptionDeclaration(
        "--select", .text("<attr=value>"),
        help: "The cells in a uiautomator, xcuitest or recursive-description dump: attr=value[,attr=value…][,instance=N] (resource-id, class, content-desc, text, bounds, package, index, or a state: clickable=true; an iOS element's type, name or label; a view's class or address); a bare value is a resource-id, a type, or a class name.",
        example: "resource-id=cell")
    package static let container = OptionDeclaration(
        "--container", .text("<attr=value>"),
        help: "The container in a dump, as --select names nodes (exactly one must match; instance=N picks one of several): its origin is subtracted and its width is the container's; without --select its children are the cells.",
        example: "resource-id=grid")
    package static let tolerance = OptionDeclaration(
        "--tolerance", .text("<px>"), help: "How far an edge may be from a whole pixel, 0 to 0.5.",
        defaultNote: "\(FrameCheck.defaultTolerancePx)", example: "0.01",
        check: { _, reader throws(UsageError) in _ = try CheckInputOptions.tolerance(reader) })
    package static let against = OptionDeclaration(
        "--against", .text("<grid.json>"), help: "An expected layout (gridcalc document or frames dump): report frames whose px x/width differ.",
        example: "expected.json", completion: .files)
    /// check's `--spacing`: a length, or `auto` (the gap the cells keep most often).
    package static let spacing = OptionDeclaration(
        "--spacing", .text("<length|auto>"),
        help: "Expected gap between neighbours in a row; overrides the document's; auto: the gap the cells keep most often (every other gap is then a finding).",
        defaultNote: "the document's, else 1px", example: "1px, or auto",
        check: { text, reader throws(UsageError) in if text != "auto" { _ = try reader.length(LayoutOptions.spacing, given: text) } })
    package static let image = OptionDeclaration(
        switch: "--image",
        help: "The files are PNG screenshots: their pixels are judged (the cells found between background columns, each edge crisp or blurred), not frames; the same as --input-format image.")
    package static let region = OptionDeclaration(
        "--region", .text("<x,y,width,height>|auto"),
        help: "image only: the part of the screenshot that is the grid's container, in image pixels, or auto (the whole image, the grid the set of sibling boxes the design fits best: its rows, not a heading or labels); the design is laid out at its width.",
        defaultNote: "the whole image", example: "0,120,1290,2400",
        check: { text, _ throws(UsageError) in _ = try CheckInputOptions.region(text) })
    package static let allowEmpty = OptionDeclaration(
        switch: "--allow-empty",
        help: "An empty screen is fine: a file, image or selection in which nothing is judged is a nothing-judged warning, not an error; and when no file pattern matches anything, nothing is checked and the exit is 0 (without it: exit 66).")
    package static let severity = OptionDeclaration(
        "--severity", .text("<kind>=error|warning|off"),
        help: "The severity of every finding of a kind (off leaves them out); repeatable. Kinds: \(CheckDocument.Finding.Kind.allCases.map(\.rawValue).joined(with: ", ")).",
        example: "unseen=warning", completion: .words(CheckDocument.Finding.Kind.allCases.flatMap { kind in ["error", "warning", "off"].map { "\(kind.rawValue)=\($0)" } }),
        repeatable: true,
        check: { text, _ throws(UsageError) in _ = try CheckInputOptions.severity(text) })
    /// The command these options are check's.
    package static let command = "check"
    package static let baseline = OptionDeclaration(
        "--baseline", .text("<path>"),
        help: "Findings already known (a file --write-baseline wrote): they are left out of the reports and the verdict; stderr says how many remain and which are gone.",
        example: "gridcalc-baseline.json", completion: .files)
    package static let writeBaseline = OptionDeclaration(
        "--write-baseline", .text("<path>"),
        help: "Write every finding of this run to a baseline file (its file, screen, kind and cells: no line numbers), for --baseline.",
        example: "gridcalc-baseline.json", completion: .files)
    package static let config = OptionDeclaration(
        "--config", .text("<path>"),
        help: "Check the screens of this config (.gridcalc.json: each screen's files and options; Docs/ci.md) instead of files; without files or --config, the nearest .gridcalc.json from here up to the repository's root is used.",
        example: ".gridcalc.json", completion: .files)
    package static let strict = OptionDeclaration(
        switch: "--strict",
        help: "No warning passes: every finding that is not off is an error, a kind --severity sets to warning included (--severity <kind>=off silences a kind); with --allow-empty, nothing-judged stays a warning.")
    package static let scroll = OptionDeclaration(
        "--scroll", .choice(["horizontal", "vertical", "none"], default: nil),
        help: "The container's scroll axis, instead of reading it from the dump (a cell its scroller cuts is clipped, not a finding); none: it does not scroll.",
        defaultNote: "read from the dump")
    package static let flowSum = OptionDeclaration(
        switch: "--flow-sum",
        help: "The frames are values to paste into a flow layout: each row's double sum x₀ + w₀ + s + w₁ + … must fit the container.")

    /// `--region`: `auto`, or four whole numbers x,y,width,height (x, y ≥ 0; width, height ≥ 1).
    package static func region(_ text: String) throws(UsageError) -> ImageCheck.RegionChoice {
        if text == "auto" { return .auto }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { part -> Int? in
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        guard parts.count == 4, values.count == 4, values[2] >= 1, values[3] >= 1 else {
            throw UsageError("invalid value \(quoted(text)) for --region: expected x,y,width,height in whole image pixels (width and height at least 1) or auto",
                             hint: "e.g. --region 0,120,1290,2400, or --region auto")
        }
        return .rectangle(PaintedCells.Region(xPx: values[0], yPx: values[1], widthPx: values[2], heightPx: values[3]))
    }

    /// One `--severity` value: a finding kind and its severity, nil for `off`.
    package static func severity(_ text: String) throws(UsageError) -> (CheckDocument.Finding.Kind, CheckDocument.Finding.Severity?) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let kinds = CheckDocument.Finding.Kind.allCases.map(\.rawValue)
        guard parts.count == 2, let kind = CheckDocument.Finding.Kind(rawValue: String(parts[0])), ["error", "warning", "off"].contains(parts[1]) else {
            throw UsageError("invalid value \(quoted(text)) for --severity: expected <kind>=error|warning|off, the kind one of \(kinds.joined(with: ", "))",
                             hint: "e.g. --severity unseen=warning" + (parts.count == 2 ? closest(to: String(parts[0]), in: kinds).map { " (did you mean \($0)?)" } ?? "" : ""))
        }
        return (kind, parts[1] == "off" ? nil : CheckDocument.Finding.Severity(rawValue: String(parts[1]))!)
    }

    /// `--tolerance`: a plain decimal from 0 to 0.5 (the default when not given).
    package static func tolerance(_ reader: OptionReader) throws(UsageError) -> Double {
        guard let text = reader.values.text(tolerance) else { return FrameCheck.defaultTolerancePx }
        guard let value = NumberSyntax.decimal(Substring(text)), value >= 0, value <= 0.5 else {
            throw UsageError("invalid value \(quoted(text)) for --tolerance: expected a plain decimal from 0 to 0.5 (pixels)",
                             hint: "e.g. --tolerance 0.01")
        }
        return value
    }
}

/// `--report <format>[=<path>]`, repeatable: every report of one check (SPEC §17).
///
/// Rule: each value is a format check writes, alone (to stdout) or with `=<path>` (to that file);
/// at most one report goes to stdout, no path is named twice, and `--report` replaces
/// `--format`/`--json` (giving both is a usage error). Without `--report`, the one report is
/// `--format`'s, on stdout.
package struct CheckReports {
    /// `--sarif-root`: the folder SARIF's URIs are relative to.
    package static let sarifRoot = OptionDeclaration(
        "--sarif-root", .text("<folder>"),
        help: "The folder a SARIF report's file URIs are relative to (GitHub places a result by its path from the repository's root).",
        defaultNote: "the repository's root (the nearest folder up holding .git), else the current folder", example: ".", completion: .files)

    package static let option = OptionDeclaration(
        "--report", .text("<format>[=<path>]"),
        help: "A report to write: " + CheckFormat.names.dropLast().joined(with: ", ") + " or " + (CheckFormat.names.last ?? "")
            + ", on stdout or to =<path>; repeatable (at most one on stdout).",
        example: "github, or junit=report.xml", completion: .words(CheckFormat.names), repeatable: true,
        check: { text, _ throws(UsageError) in _ = try CheckReports.parse(text) })

    /// One report: its format, and its file (nil: stdout).
    package struct Report {
        package let format: CheckFormat
        package let path: String?
    }

    /// The reports, in the order given.
    package let reports: [Report]

    /// `format[=path]`.
    static func parse(_ text: String) throws(UsageError) -> Report {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let format = CheckFormat(rawValue: String(parts[0])) else {
            throw UsageError("invalid value \(quoted(text)) for --report: the format is one of \(CheckFormat.names.joined(with: ", "))",
                             hint: "e.g. --report github --report junit=report.xml")
        }
        if parts.count == 2, parts[1].isEmpty {
            throw UsageError("invalid value \(quoted(text)) for --report: no path after '='", hint: "write --report \(format.rawValue)=<path>, or --report \(format.rawValue) for stdout")
        }
        return Report(format: format, path: parts.count == 2 ? String(parts[1]) : nil)
    }

    /// The reports `reader`'s arguments ask for.
    package init(_ reader: OptionReader) throws(UsageError) {
        let texts = reader.values.texts(Self.option)
        guard !texts.isEmpty else {
            reports = [Report(format: try CheckFormat(reader), path: nil)]
            return
        }
        for other in [CheckFormat.option, OutputOptions.json] where reader.has(other) {
            throw UsageError("--report and \(other.name) given together", hint: "use --report \(reader.values.text(CheckFormat.option) ?? "json") for stdout beside the other reports")
        }
        var reports: [Report] = []
        for text in texts {
            let report = try Self.parse(text)
            if report.path == nil, let earlier = reports.first(where: { $0.path == nil }) {
                throw UsageError("--report \(report.format.rawValue) and --report \(earlier.format.rawValue) both go to stdout",
                                 hint: "send all but one to a file: --report \(report.format.rawValue)=<path>")
            }
            if let path = report.path, reports.contains(where: { $0.path == path }) {
                throw UsageError("--report names \(quotedPath(path)) twice", hint: "give each report its own path")
            }
            reports.append(report)
        }
        self.reports = reports
    }
}

extension CheckSetting {
    /// The flag that gives this setting on the command line (the docs' table of kinds and SARIF's
    /// rule help name it beside the rule's own words).
    package var flag: String {
        switch self {
        case .tolerance: return CheckInputOptions.tolerance.name
        case .rowHeight: return ItemOptions.rowHeight.name
        case .lineSpacing: return ItemOptions.lineSpacing.name
        case .items: return ItemOptions.items.name
        case .design: return ColumnsOptions.columns.name
        case .expected: return CheckInputOptions.against.name
        case .reference: return SnapshotPairs.option.name
        case .screenshot: return CheckInputOptions.image.name
        case .allowEmpty: return CheckInputOptions.allowEmpty.name
        case .flowSum: return CheckInputOptions.flowSum.name
        case .severity: return CheckInputOptions.severity.name
        }
    }

    /// A rule's description with the flags of its settings: `… (--tolerance)`.
    package static func described(_ description: String, _ settings: [CheckSetting]) -> String {
        settings.isEmpty ? description : description + " (" + settings.map { "`\($0.flag)`" }.joined(with: ", ") + ")"
    }
}

extension CheckInputOptions {
    /// Every option of `check`, in the order its help lists them (`CheckCommand.options`; a config's keys are these).
    package static let all: [OptionDeclaration] =
        [CheckInputOptions.inputFormat, CheckInputOptions.image, CheckInputOptions.region, CheckInputOptions.select, CheckInputOptions.container, CheckInputOptions.layout] + CheckInputOptions.screen
        + [CheckInputOptions.spacing] + DesignOptions.checkOptions + DesignSourceOptions.options
        + [CheckInputOptions.pxMeans, CheckInputOptions.tolerance, CheckInputOptions.against, CheckInputOptions.flowSum, CheckInputOptions.allowEmpty, CheckInputOptions.severity, SnapshotPairs.option,
           CheckInputOptions.strict, CheckInputOptions.scroll, CheckInputOptions.config, CheckInputOptions.baseline, CheckInputOptions.writeBaseline]
        + CheckFormat.options + [CheckReports.option, CheckReports.sarifRoot, .help]
}
