// CheckOptions: check's options read into one typed value — the files, the reports, how each
// document is read and what it is judged against — and the request each document is judged by.
//
// Rule (Docs/check-and-sweep.md): the options are read in the order their errors are reported (the
// device, the reports, the input format, the tolerance, the layout flags, the files), then the
// rules between them are checked in `validate`: `--spacing auto` or `--against` with a design, `-`
// twice, stdin for both the frames and `--against`, JSON for several files. What depends on the
// document — its unit (a browser's px), its platform, its dump's density — is read per document in
// `request(for:)`, with the same declarations.

import GridCore
import GridcalcImages

/// check's options, read.
package struct CheckOptions {
    /// `--layout`: how the frames are read.
    package enum Layout: String, CaseIterable { case auto, grid, staggered }

    /// The files to judge, in order (`-` for stdin); none when patterns matched nothing and
    /// `--allow-empty` was given.
    package var files: [FilePatterns.File]
    /// The reports to write, each to stdout or a file.
    package var reports: [CheckReports.Report]
    /// The input format (`auto`: from each document's content).
    package var inputFormat: CheckInputFormat
    /// `--select` and `--container`.
    package var selectors: DumpSelectors
    /// `--device` and `--orientation`.
    package var device: ScreenOptions.Device?
    /// How far an edge may be from a whole pixel.
    package var tolerancePx: Double
    /// The `--against` file, if given.
    package var againstPath: String?
    /// With `--against-image`: each new screenshot's reference, by its path (`SnapshotPairs`).
    package var references: [String: String] = [:]
    /// `--region`: where a screenshot is judged (`--image` only).
    package var region: ImageCheck.RegionChoice = .whole
    /// The first layout flag that makes a design inline, if one is given.
    package var designFlag: OptionDeclaration?
    /// The settings, for what is read per document: each option's value and where it was set.
    package let settings: CheckSettings

    /// Reads `settings` (see the rule above) and checks the rules between the options.
    /// `walk`: the folders the run's patterns looked into, shared by a config's screens.
    package init(_ settings: CheckSettings, walk: FilePatterns.Walk = FilePatterns.Walk()) throws(UsageError) {
        self.settings = settings
        let reader = OptionReader(settings.values)
        device = try ScreenOptions.device(reader, option: CheckInputOptions.device)
        reports = try CheckReports(reader).reports
        inputFormat = try reader.choice(CheckInputOptions.inputFormat, as: CheckInputFormat.self)!
        if settings.has(CheckInputOptions.image) {
            guard inputFormat == .auto || inputFormat == .image else {
                throw UsageError("--image and --input-format \(inputFormat.rawValue) given together: --image reads PNG screenshots",
                                 hint: "drop one of them")
            }
            inputFormat = .image
        }
        if let text = settings.text(CheckInputOptions.region) { region = try CheckInputOptions.region(text) }
        tolerancePx = try CheckInputOptions.tolerance(reader)
        designFlag = DesignOptions.given(settings.values)
        try Self.validate(design: designFlag, settings)
        // The files: names byte for byte, patterns expanded here (never by a shell); none is stdin.
        if let reference = settings.text(SnapshotPairs.option) {
            guard inputFormat == .auto || inputFormat == .image else {
                throw UsageError("--against-image and --input-format \(inputFormat.rawValue) given together: --against-image compares PNG screenshots",
                                 hint: "drop --input-format, or drop --against-image")
            }
            inputFormat = .image
            (files, references) = try SnapshotPairs.pairs(settings.operands, reference: reference, settings: settings)
        } else {
            files = settings.operands.isEmpty ? [FilePatterns.File(path: "-", bytes: nil)]
                : try FilePatterns.files(settings.operands, argumentBytes: settings.argumentBytes, allowEmpty: settings.has(CheckInputOptions.allowEmpty), walk: walk)
        }
        againstPath = settings.text(CheckInputOptions.against)
        selectors = DumpSelectors(select: settings.text(CheckInputOptions.select), container: settings.text(CheckInputOptions.container))
        try validate()
    }

    /// `error` (64, an option's value that a file shows wrong) naming where a config set the
    /// options it names: `…; --columns is .gridcalc.json: screens[1].columns`.
    package func located(_ error: UsageError) -> UsageError {
        guard error.exitCode == ExitCode.usage else { return error }
        let named = settings.values.all.filter { $0.option !== CheckInputOptions.severity && !$0.origin.isEmpty && error.message.contains(text: $0.option.name) }
            .sorted { $0.option.name < $1.option.name }
        guard !named.isEmpty else { return error }
        var located = UsageError(error.message + " (" + named.map { "\($0.option.name) is \($0.origin)" }.joined(with: ", ") + ")", hint: error.hint)
        located.exitCode = error.exitCode
        return located
    }

    /// Says in `document` what `--tolerance` and `--scroll` took out of the verdict (the severities
    /// say their own, GridCore): the off-grid findings the default tolerance would report and this
    /// one does not (the frames judged again at the default), the cells a `--scroll` axis excuses
    /// as clipped.
    package func adjust(_ document: inout CheckDocument, request: CheckRequest) {
        if settings.has(CheckInputOptions.tolerance), request.tolerancePx != CheckRequest.defaultTolerancePx {
            var strict = request
            strict.tolerancePx = CheckRequest.defaultTolerancePx
            let offGrid = { (d: CheckDocument) in d.findings.count { $0.kind == .offGrid } }
            // A screenshot's edges are whole pixels: no tolerance changes them.
            let atDefault = request.subject.frames.isEmpty ? offGrid(document) : ((try? FrameCheck(strict)).map { offGrid(CheckDocument($0)) } ?? offGrid(document))
            document.adjust(.init(setting: settings.values.origin(of: CheckInputOptions.tolerance) ?? "--tolerance \(shownLine(settings.text(CheckInputOptions.tolerance) ?? "", limitBytes: 32))",
                                  kind: CheckDocument.Finding.Kind.offGrid.rawValue, effect: "tolerance", findings: max(0, atDefault - offGrid(document))))
        }
        if let axis = settings.text(CheckInputOptions.scroll) {
            document.adjust(.init(setting: settings.values.origin(of: CheckInputOptions.scroll) ?? "--scroll \(axis)", kind: CheckDocument.Finding.Kind.clipped.rawValue,
                                  effect: "scroll", findings: document.findings.count { $0.kind == .clipped }))
        }
    }

    /// A design inline is the expected layout: it takes no `--spacing auto` and no `--against`.
    private static func validate(design designFlag: OptionDeclaration?, _ settings: CheckSettings) throws(UsageError) {
        guard let designFlag else { return }
        if settings.text(CheckInputOptions.spacing) == "auto" {
            throw UsageError("--spacing auto and \(designFlag.name) given together: the design's spacing is the expected gap",
                             hint: "give the design's spacing (--spacing 1px), or drop the layout flags to expect the most common gap")
        }
        if settings.has(CheckInputOptions.against) {
            throw UsageError("--against and \(designFlag.name) given together: the expected layout is the document or the layout flags, not both",
                             hint: "drop --against to lay the design out from the flags, or drop the layout flags to read it from the document")
        }
    }

    /// The flags a screenshot does not take (its region is the container; it has no tree, no
    /// expected document, no browser px): each a usage error, checked when an image is read.
    package func checkImageFlags() throws(UsageError) {
        let dumpOnly = [CheckInputOptions.select, CheckInputOptions.container, CheckInputOptions.against, CheckInputOptions.flowSum,
                        CheckInputOptions.pxMeans, CheckInputOptions.width, CheckInputOptions.layout, ScreenOptions.window, ScreenOptions.safeArea]
        if let flag = dumpOnly.first(where: { settings.has($0) }) {
            throw UsageError("\(flag.name) applies to dumps of frames, not to a screenshot (--image)",
                             hint: flag.name == CheckInputOptions.width.name ? "give the container as --region x,y,width,height in image pixels" : "drop \(flag.name)")
        }
    }

    /// `--region` in an image of `width` × `height` px named `name`: inside it, or a usage error.
    package func region(inImageOf width: Int, _ height: Int, name: String) throws(UsageError) -> ImageCheck.RegionChoice {
        if case .rectangle(let r) = region, r.xPx + r.widthPx > width || r.yPx + r.heightPx > height {
            throw UsageError("--region \(r.xPx),\(r.yPx),\(r.widthPx),\(r.heightPx) is not inside \(name), which is \(width) × \(height) px",
                             hint: "give a region inside the image: x + width ≤ \(width), y + height ≤ \(height)")
        }
        return region
    }

    /// The rules between the files and the reports.
    private func validate() throws(UsageError) {
        if files.count(where: { $0.path == "-" }) > 1 {
            throw UsageError("- given more than once: stdin can be read once", hint: "give - once, the other documents as files")
        }
        if againstPath == "-", files.contains(where: { $0.path == "-" }) {
            throw UsageError("--against - and the input - would both read stdin",
                             hint: "give the expected layout or the frames as a file, e.g. --against expected.json -")
        }
        if inputFormat != .image, inputFormat != .auto, settings.has(CheckInputOptions.region) {
            throw UsageError("--region applies to screenshots (--image)", hint: "add --image, or drop --region")
        }
        if files.count > 1, reports.contains(where: { $0.format == .json }) {
            throw UsageError("--format json writes one gridcalc/check@1 document, for one file; \(files.count) files are given",
                             hint: "check each file on its own for JSON, or use --report junit=<path> and --report github for several")
        }
    }

    /// `--report svg` draws screenshots: every file given by name that is not a PNG is refused
    /// (64) before anything is judged (stdin is looked at when it is read).
    package func checkSVGInputs() throws(UsageError) {
        guard reports.contains(where: { $0.format == .svg }) else { return }
        for file in files where file.path != "-" {
            let head = (try? InputFile.read(file.path, flag: "", pathBytes: file.bytes, limit: 8)) ?? []
            guard !head.isEmpty, !head.starts(with: PNGImage.signature) else { continue }  // unreadable: its own error later
            throw UsageError("--report svg draws screenshots, and \(shownLine(file.shown, limitBytes: 120)) is not a PNG",
                             hint: "use --report svg with --image (PNG screenshots), or another report for dumps")
        }
    }

    /// The files the check reads besides the ones it judges: the expected layout, the baseline, the
    /// Figma frame, the tokens, the reference screenshots.
    package var readFiles: [OutputFile.Input] {
        let read = [againstPath] + [CheckInputOptions.baseline, DesignSourceOptions.figma].map(settings.text)
        // A tokens folder: each of its set files (a report in the folder may replace none of them).
        let tokens = settings.text(DesignSourceOptions.tokens).map { path in
            (try? DesignSourceOptions.tokenFiles(path, bytes: settings.bytes(of: path)))?.files.map { OutputFile.Input(path: $0.path, bytes: $0.bytes) }
                ?? [OutputFile.Input(path: path, bytes: settings.bytes(of: path))]
        } ?? []
        return read.compactMap { $0.map { OutputFile.Input(path: $0, bytes: settings.bytes(of: $0)) } } + tokens + references.values.map { OutputFile.Input(path: $0, bytes: nil) }
    }

    /// The report files, each a temporary file beside its path, opened before anything is read
    /// (74), renamed into place only when whole; no report may be an input or another report (64).
    /// `otherInputs`: the files of a config's other screens, and the config. A baseline to write
    /// is prepared the same way (`baselineFile`), and may be no input, report or `--baseline`.
    package func reportFiles(otherInputs: [OutputFile.Input] = []) throws(UsageError) -> (reports: [OutputFile?], baseline: OutputFile?) {
        let named = { (path: String) in OutputFile.Input(path: path, bytes: settings.bytes(of: path)) }
        let inputs = files.map { OutputFile.Input(path: $0.path, bytes: $0.bytes) } + otherInputs + readFiles
        let reportPaths = reports.compactMap { $0.path.map(named) }
        try OutputFile.checkDistinct(reportPaths, inputs: inputs, flag: "--report")
        let baselinePath = settings.text(CheckInputOptions.writeBaseline)
        if let baselinePath { try OutputFile.checkDistinct(reportPaths + [named(baselinePath)], inputs: inputs, flag: "--write-baseline") }
        var outputs: [OutputFile?] = []
        for report in reports {
            outputs.append(try report.path.map { path throws(UsageError) in try OutputFile(path, bytes: settings.bytes(of: path), flag: "--report") })
        }
        let baseline = try baselinePath.map { path throws(UsageError) in try OutputFile(path, bytes: settings.bytes(of: path), flag: "--write-baseline") }
        // One document per stream: a report or baseline written to stdout's own file beside a
        // report on stdout (or another such file) would mix two documents in one stream.
        let onStdout = reports.filter { $0.path == nil }.map { "--report \($0.format.rawValue)" }
            + zip(reports, outputs).compactMap { report, output in output?.isStandardOutput == true ? "--report \(report.format.rawValue)=\(shownLine(report.path ?? "", limitBytes: 64))" : nil }
            + (baseline?.isStandardOutput == true ? ["--write-baseline \(shownLine(baselinePath ?? "", limitBytes: 64))"] : [])
        if onStdout.count > 1 {
            throw UsageError("\(onStdout.joined(with: " and ")) would all write to stdout: one stream holds one document",
                             hint: "write all but one of them to a file (--report <format>=<path>, --write-baseline <path>)")
        }
        return (outputs, baseline)
    }

    /// The request `input` is judged by: the flags override the document's scale, container and
    /// spacing; a browser's px is read by `--px-means`; the design is laid out on the input's
    /// platform. `against` is the expected layout, read once for every file.
    package func request(for input: CheckInput, against: CheckSubject?) throws(UsageError) -> (CheckRequest, typed: TypedValues) {
        var reader = OptionReader(settings.values)
        let flowSum = reader.has(CheckInputOptions.flowSum)
        if flowSum, input.subject.unit != .points {
            throw UsageError("--flow-sum applies to frames in points, not to \(input.format.rawValue) input",
                             hint: "drop --flow-sum: a browser's or uiautomator's frames are a layout's result")
        }
        // In a browser's rects px is ambiguous (§ web): CSS px, or device px with --px-means device.
        if input.subject.unit == .cssPainted {
            reader.pixelUnit = try PlatformOptions.pxMeans(reader, option: CheckInputOptions.pxMeans) ?? .ambiguous
        } else if let meaning = settings.text(CheckInputOptions.pxMeans) {
            throw UsageError("--px-means \(quoted(meaning)) applies only to css input (a browser's rects); in \(input.format.rawValue) input px is a device pixel",
                             hint: "drop --px-means")
        }
        var request = CheckRequest(subject: input.subject, device: device?.preset, orientation: device?.orientation ?? .portrait,
                                   tolerancePx: tolerancePx, flowSum: flowSum)
        request.scale = try reader.scale(CheckInputOptions.scale)
        request.container = try reader.length(CheckInputOptions.width)
        if let spacing = settings.text(CheckInputOptions.spacing) {
            if spacing == "auto" { request.spacingAuto = true } else { request.spacing = try reader.length(LayoutOptions.spacing, given: spacing) }
        } else if !references.isEmpty, designFlag == nil {
            // Against a reference screenshot without a design, the gap expected is the one the cells keep.
            request.spacingAuto = true
        }
        // The window of the device: like the device's width, only where neither --width nor the dump gives one.
        if let window = try ScreenOptions.window(reader, device: device), request.container == nil, input.subject.containerWidth == nil {
            request.container = window.width
        }
        switch try reader.choice(CheckInputOptions.layout, as: Layout.self) ?? .auto {
        case .auto: break
        case .grid: request.staggered = false
        case .staggered: request.staggered = true
        }
        request.against = against
        if let axis = try reader.choice(CheckInputOptions.scroll), case .frames(var dump) = request.subject {
            // The flag is the evidence the excuse cites (a cell cut at the scroller's edge is clipped).
            dump.scrolls = axis == "horizontal"
            dump.scrollsVertically = axis == "vertical"
            dump.scrollEvidence = "--scroll \(axis)"
            request.subject = .frames(dump)
        }
        request.allowsEmpty = settings.has(CheckInputOptions.allowEmpty)
        for (text, origin) in settings.values.entries(CheckInputOptions.severity) {
            let (kind, severity) = try CheckInputOptions.severity(text)
            if let severity { request.severities[kind] = severity; request.kindsOff.remove(kind) } else { request.kindsOff.insert(kind); request.severities[kind] = nil }
            request.severitySources[kind] = origin ?? "--severity \(shownLine(text, limitBytes: 64))"
        }
        // --strict: no warning passes — every kind is an error, a kind --severity set to `warning`
        // included (as SwiftLint's --strict); `=off` is how a kind is silenced. An empty screen
        // --allow-empty allows stays a warning.
        if settings.has(CheckInputOptions.strict) {
            for kind in CheckDocument.Finding.Kind.allCases where !request.kindsOff.contains(kind) && !(kind == .nothingJudged && request.allowsEmpty) {
                request.severities[kind] = .error
            }
        }
        if designFlag != nil {
            let platform = try reader.choice(CheckInputOptions.platform, as: Platform.self) ?? device?.preset.platform ?? input.platform
            request.design = try DesignOptions.request(&reader, platform: platform, spacing: request.spacing, items: true, rowsWithoutItems: true)
            // Without --items, --row-height and --line-spacing are the rows of a list: every cell's
            // height and the gap between rows, whichever items are on screen.
            if request.design?.items == nil {
                request.rowHeight = try reader.length(ItemOptions.rowHeight)
                request.lineSpacing = try reader.length(ItemOptions.lineSpacing)
                if request.rowHeight == nil, let spacing = settings.text(ItemOptions.lineSpacing) {
                    throw UsageError("--line-spacing \(quoted(spacing)) without --items or --row-height: the gap between rows needs their height",
                                     hint: "add --row-height <length> (every row's height), or --items <n>")
                }
            }
            // Android's layouts hand the leftover px out each their own way: without a rule named,
            // any of them is right.
            let rule = [LayoutOptions.strategy, LayoutOptions.distribute, LayoutOptions.align]
            request.anyDistribution = platform.definition.layoutsDistributeLeftover && !rule.contains { settings.has($0) }
        }
        try Self.requireDensity(request, input: input, settings: settings, reader: reader)
        return (request, reader.typed)
    }

    /// A length in logical units (pt, dp, css) among the design flags, for a dump in device px
    /// with no density from a flag, a device or the dump: 64 naming the flag — `--inset 16dp` is
    /// not 16px (as `--spacing 2pt` is not).
    private static func requireDensity(_ request: CheckRequest, input: CheckInput, settings: CheckSettings, reader: OptionReader) throws(UsageError) {
        guard input.subject.unit == .devicePixels, request.scale == nil, request.device == nil, input.subject.scale == nil else { return }
        var copy = reader
        for option in DesignOptions.checkOptions + [CheckInputOptions.width, CheckInputOptions.spacing] where settings.has(option) {
            let length: RequestedLength?
            if case .length = option.value {
                length = try copy.length(option)
            } else if option === CheckInputOptions.spacing, let text = settings.text(option), text != "auto" {
                length = try copy.length(LayoutOptions.spacing, given: text)
            } else if option === ColumnsOptions.tracks, let text = settings.text(option) {
                let tracks = (try? Track.list(parsing: text, px: copy.pixelUnit)) ?? []
                length = tracks.lazy.compactMap { if case .fixed(let l) = $0, case .points(let v) = l, v != 0 { return l } else { return nil } }.first
            } else {
                continue
            }
            guard case .points(let value)? = length, value != 0 else { continue }
            throw UsageError("\(option.name) \(quoted(settings.text(option) ?? decimalText(value))) is a logical length, and this \(input.format.rawValue) input is in device px with no density to convert it",
                             hint: "give it in px (e.g. \(option.name) \(max(1, Int(value.rounded())))px), or add --scale <density> or --device <name>")
        }
    }
}
