// CheckFrontend: `check`'s front end — each input read and judged on its own, into a `CheckedFile`
// that the reporters read; nothing here prints or knows which reports were asked for but the SVG's
// need of the image's bytes.
//
// Rule: a file is read (66 when it cannot be), its format detected or taken from
// `--input-format`, its selectors checked before it is read (64), then read (65 naming what is
// wrong) and judged by GridCore (`FrameCheck`, `ImageCheck` for a PNG). One file: its error is the
// run's. Several: each file's error is its own verdict, and every file's findings are kept for the
// reports, so the frames judged in one run are bounded (`maxFramesPerRun`): the files past the
// bound are not checked (65), never passed. The `--against` layout is read once, after the first
// document (whose errors come first).

import GridCore
import GridcalcImages

package enum CheckFrontend {
    /// The most frames one run of several files judges (the files after are not checked): every
    /// file's findings are kept until the reports are written, so their total is bounded.
    package static let maxFramesPerRun = 100_000

    /// Every file judged. One file: its error is the run's. Several: each file's error is its own
    /// verdict, and every file's findings are kept for the reports, so the frames judged in one
    /// run are bounded: the files past the bound are not checked (65), never passed.
    static func judged(_ options: CheckOptions) throws(UsageError) -> [CheckedFile] {
        if options.files.count == 1 { return [try judged(options.files[0], options: options, against: againstReader(options))] }
        var framesJudged = 0
        return judgedEach(options, framesJudged: &framesJudged, hint: "check fewer files in one run: split the patterns")
    }

    /// The expected layout, read once for every file, after the first document (whose errors come first).
    static func againstReader(_ options: CheckOptions) -> () throws(UsageError) -> CheckSubject? {
        var againstCache: CheckSubject?
        return { () throws(UsageError) -> CheckSubject? in
            guard let path = options.againstPath else { return nil }
            if againstCache == nil { againstCache = try readAgainst(path, settings: options.settings) }
            return againstCache
        }
    }

    /// Each file judged, its error its own verdict; `framesJudged` the frames judged so far in the
    /// run (a config's screens share one bound): past `maxFramesPerRun` a file is not checked (65,
    /// `hint` says what to do).
    static func judgedEach(_ options: CheckOptions, framesJudged: inout Int, hint: String) -> [CheckedFile] {
        let against = againstReader(options)
        var runs: [CheckedFile] = []
        for file in options.files {
            guard framesJudged < maxFramesPerRun else {
                var error = UsageError("\(InputFile.displayName(file.path, bytes: file.bytes)) is not checked: this run has judged \(framesJudged) frames, and one judges at most \(maxFramesPerRun)",
                                       hint: hint)
                error.exitCode = ExitCode.data
                runs.append(CheckedFile(path: file.shown, pathBytes: file.bytes, failure: CheckedFile.Failure(error)))
                continue
            }
            do throws(UsageError) {
                let run = try judged(file, options: options, against: against)
                framesJudged += run.document?.frames ?? 0
                runs.append(run)
            } catch {
                runs.append(CheckedFile(path: file.shown, pathBytes: file.bytes, failure: CheckedFile.Failure(options.located(error))))
            }
        }
        return runs
    }

    /// The `--against` layout, read once for every file.
    static func readAgainst(_ path: String, settings: CheckSettings) throws(UsageError) -> CheckSubject {
        let bytes = settings.bytes(of: path)
        let name = InputFile.displayName(path, bytes: bytes)
        let text = CheckInputText(try InputFile.read(path, flag: "--against", standardInput: settings.standardInput, pathBytes: bytes))
        do {
            return try CheckInput.reader(for: text, format: .auto, among: CheckInput.jsonReaders).read(text, selectors: DumpSelectors()).subject
        } catch {
            throw dataError(error, name: name, hint: FramesReader.hint)
        }
    }

    /// `file` read and judged with the options; a document that cannot be read or checked throws
    /// (65, 66, or 64 for an option its format does not take).
    static func judged(_ file: FilePatterns.File, options: CheckOptions, against: () throws(UsageError) -> CheckSubject?) throws(UsageError) -> CheckedFile {
        let name = InputFile.displayName(file.path, bytes: file.bytes)
        let bytes = try InputFile.read(file.path, flag: "", standardInput: options.settings.standardInput, pathBytes: file.bytes)
        if options.inputFormat == .image || (options.inputFormat == .auto && bytes.starts(with: PNGImage.signature)) {
            return try judgedImage(bytes, file: file, name: name, options: options)
        }
        if options.settings.has(CheckInputOptions.region) {
            throw UsageError("--region applies to screenshots, and \(name) is not a PNG image", hint: "drop --region, or give a PNG screenshot")
        }
        let (input, inputReader) = try readInput(bytes, name: name, format: options.inputFormat, selectors: options.selectors)
        let (request, typed) = try options.request(for: input, against: try against())
        let check = try checked(request, typed: typed, input: input, name: name, hint: inputReader.hint, options: options) { () throws(CheckInputError) in
            try FrameCheck(request)
        }
        var document = CheckDocument(check)
        options.adjust(&document, request: request)
        if inputReader.isTree {
            // One frame selected from a tree and no design is a nothing-judged finding (GridCore),
            // located at its node like every other.
            document.locate(by: input.sources.map { CheckDocument.Source(label: $0.label, line: $0.line, column: $0.column, path: $0.path) })
        }
        // The HTML report draws a dump's frames too.
        let drawing = options.reports.contains { $0.format == .html }
            ? CheckDrawing(dump: check, labels: input.sources.map { $0.label ?? "" }, findings: document.findings) : nil
        return CheckedFile(path: file.shown, pathBytes: file.bytes, document: document, cellPlaces: check.cellPlaces(), sources: input.sources,
                           designNotes: document.warnings ?? [], drawing: drawing)
    }

    /// What `body` (a check of `request`) returns, its errors in the command line's words: a
    /// design that cannot be laid out at the container's width or a logical length without a
    /// density is the flags' problem (64), anything else the document's (65).
    static func checked<T>(_ request: CheckRequest, typed: TypedValues, input: CheckInput, name: String, hint: String, options: CheckOptions,
                           _ body: () throws(CheckInputError) -> T) throws(UsageError) -> T {
        do {
            return try body()
        } catch .design(let error, let containerPx) {
            let usage = UsageError(error, typed: typed)
            throw UsageError("\(usage.message) (at the container's \(containerPx)px)", hint: usage.hint)
        } catch .lengthNeedsScale(let value) {
            // A flag's logical length on a dump in device px: the command line's problem (64).
            let isContainer: Bool
            if case .points(value)? = request.container { isContainer = true } else { isContainer = false }
            let option = isContainer ? CheckInputOptions.width : CheckInputOptions.spacing
            throw UsageError("\(option.name) \(quoted(options.settings.text(option) ?? decimalText(value))) is a logical length, and this \(input.format.rawValue) input is in device px with no density to convert it",
                             hint: "give it in px (e.g. \(option.name) 3px), or add --scale <density> or --device <name>")
        } catch {
            throw dataError(input.readError(for: error, hint: hint), name: name, hint: hint)
        }
    }

    /// A screenshot read and judged: the PNG decoded (65 naming what is wrong), the region inside
    /// it, the design laid out at the region's width, the cells found and checked (`ImageCheck`).
    static func judgedImage(_ bytes: [UInt8], file: FilePatterns.File, name: String, options: CheckOptions) throws(UsageError) -> CheckedFile {
        try options.checkImageFlags()
        let hint = "give a PNG screenshot (Docs/check-images.md)"
        if !bytes.starts(with: PNGImage.signature) {
            _ = try readInput(bytes, name: name, format: .image, selectors: DumpSelectors())  // says what the file is
        }
        let image: RasterImage
        do { image = try PNGImage.decode(bytes) } catch { throw dataError(CheckReadError(documentIs: "", hint: hint).with(reason: error.reason), name: name, hint: hint) }
        let region = try options.region(inImageOf: image.widthPx, image.heightPx, name: name)
        let input = CheckInput(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), format: .image, sources: [])
        let (request, typed) = try options.request(for: input, against: nil)
        // A snapshot's reference: read as the new image is, in the same region.
        var reference: (image: RasterImage, check: ImageCheck)?
        var referenceBytes: [UInt8] = []
        if let path = options.references[file.path] {
            let referenceName = InputFile.displayName(path, bytes: nil)
            let bytes = try InputFile.read(path, flag: "--against-image", standardInput: options.settings.standardInput)
            let referenceImage: RasterImage
            do { referenceImage = try PNGImage.decode(bytes) } catch {
                throw dataError(CheckReadError(documentIs: "", hint: hint).with(reason: error.reason), name: referenceName, hint: hint)
            }
            let referenceRegion = try options.region(inImageOf: referenceImage.widthPx, referenceImage.heightPx, name: referenceName)
            let read = try checked(request, typed: typed, input: input, name: referenceName, hint: hint, options: options) { () throws(CheckInputError) in
                try ImageCheck(referenceImage, region: referenceRegion, request: request)
            }
            reference = (referenceImage, read)
            if options.reports.contains(where: { $0.format == .html }) { referenceBytes = bytes }
        }
        var judged = try checked(request, typed: typed, input: input, name: name, hint: hint, options: options) { () throws(CheckInputError) in
            try ImageCheck(image, region: region, request: request, reference: reference)
        }
        options.adjust(&judged.document, request: request)
        // The file's bytes are kept only for a report that embeds them (SVG, HTML).
        let embeds = options.reports.contains { $0.format == .svg || $0.format == .html }
        var drawing = CheckDrawing(pngBytes: embeds ? bytes : [], judged)
        if let reference {
            // The reference drawn as a screenshot is: its image and its cells.
            let r = CheckDrawing(pngBytes: referenceBytes, reference.check)
            drawing.reference = (r.pngBytes, r.widthPx, r.heightPx, r.cells)
        }
        return CheckedFile(path: file.shown, pathBytes: file.bytes, document: judged.document, cellPlaces: judged.check.cellPlaces(),
                           sources: judged.labels.map { FrameSource(line: nil, label: $0) }, designNotes: judged.document.warnings ?? [],
                           drawing: drawing)
    }

    /// The document `bytes` (named `name`) read as `format` (detected for `auto`), and its reader:
    /// a selector the format does not take, or one it needs, is a usage error before the document
    /// is read; what the reader refuses is exit 65.
    package static func readInput(_ bytes: [UInt8], name: String, format: CheckInputFormat, selectors: DumpSelectors)
        throws(UsageError) -> (CheckInput, any CheckInputReader.Type) {
        let text = CheckInputText(bytes)
        let reader: any CheckInputReader.Type
        do { reader = try CheckInput.reader(for: text, format: format) } catch { throw dataError(error, name: name, hint: FramesReader.hint) }
        try checkSelectors(selectors, for: reader)
        do { return (try reader.read(text, selectors: selectors), reader) } catch { throw dataError(error, name: name, hint: reader.hint) }
    }

    /// `--select`/`--container` for `reader`'s format: only a view tree takes them, and it needs one
    /// of them; each must parse in its attributes. Checked before the document is read.
    static func checkSelectors(_ selectors: DumpSelectors, for reader: any CheckInputReader.Type) throws(UsageError) {
        let given = [("--select", selectors.select), ("--container", selectors.container)].compactMap { flag, text in text.map { (flag, $0) } }
        guard reader.isTree else {
            if let (flag, _) = given.first {
                let trees = CheckInputFormat.allCases.filter { $0.reader?.isTree == true }.map(\.rawValue)
                throw UsageError("\(flag) applies to \(trees.joined(with: " and ")) input, not \(reader.format.rawValue)",
                                 hint: "drop \(flag), or give --input-format \(trees.joined(with: "|"))")
            }
            return
        }
        guard !given.isEmpty else {
            throw UsageError("\(reader.format.rawValue) input needs --select (the cells) or --container (whose children are the cells)",
                             hint: reader.format == .recursiveDescription ? "e.g. --select UICollectionViewCell --container UICollectionView"
                                : reader.format == .xcuitest ? "e.g. --select type=Cell --container type=CollectionView"
                                : "e.g. --select resource-id=cell --container resource-id=grid")
        }
        let attributes = reader.selectorAttributes
        for (flag, text) in given where NodeSelector(text, attributes: attributes) == nil {
            throw UsageError("invalid value \(quoted(text)) for \(flag): expected <attribute>=<value>[,<attribute>=<value>…][,instance=<n>] or <value>, the attribute one of \(attributes.joined(with: ", "))",
                             hint: reader.format == .uiautomator ? "e.g. \(flag) resource-id=cell" : reader.format == .xcuitest ? "e.g. \(flag) type=Cell" : "e.g. \(flag) class=MyCell")
        }
    }

    /// A reader's error as the usage error of exit 65, naming the document `name`.
    static func dataError(_ error: CheckReadError, name: String, hint: String) -> UsageError {
        var usage = UsageError(error.message(name: name), hint: error.hint ?? hint)
        usage.exitCode = ExitCode.data
        return usage
    }
}
