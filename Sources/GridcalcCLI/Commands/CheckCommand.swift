// CheckCommand: `gridcalc check` — the CI gate for off-by-one pixels (Docs/check-and-sweep.md).
//
// Rule: each document (a file, or `-`/nothing for stdin) is read and judged by the front end
// (`CheckFrontend`: a PNG screenshot by its pixels, Docs/check-images.md; flags override its
// scale, container and spacing; GridCore's `FrameCheck`, optionally `--against` an expected layout
// or with the design inline), then handed to the reporters (`CheckReporters`: a table,
// `gridcalc/check@1`, GitHub annotations, JUnit, SVG) — several at once with `--report`, each to
// stdout or a file. Exit 0 when no
// finding is an error, 1 when one is, 65 for a document that cannot be checked, 66 for a file that
// cannot be opened.

import GridCore

package enum CheckCommand: Command {
    package static let name = CheckInputOptions.command
    package static let abstract = "Check frames an app produced (or a gridcalc document, or a PNG screenshot) for off-grid edges, gaps, overlaps, overflow and blurred edges."
    package static let operandUsage: String? = "[--] [<file>|<pattern>|- …]"
    package static let maxOperands = Int.max
    package static let operandHelp: String? = "file"
    package static let operandCompletion = OptionDeclaration.Completion.files

    package static let options: [OptionDeclaration] = CheckInputOptions.all

    package static let examples = """
          gridcalc --width 414 --scale 3 --columns 7 --json | gridcalc check -
          gridcalc check frames.json --against expected.json
          gridcalc check --columns 7 --spacing 1px --inset 16pt --scale 3 frames.json
          gridcalc check --columns 4 --spacing 1px --report github --report junit=report.xml frames.json
          gridcalc check --device iphone-15 --spacing 1px --json frames.json
          gridcalc check --input-format css --scale 1.5 --spacing 1px --px-means device rects.json
          gridcalc check --select resource-id=cell --container resource-id=grid --spacing 1px window_dump.xml
          gridcalc check --select GridCell --container UICollectionView --scale 3 --format github views.txt
          gridcalc check --columns 4 --spacing 1px --report github --report junit=report.xml -- 'frames/**/*.json'
          gridcalc check --image --region auto --columns 3 --spacing 8pt --inset 16pt --scale 2 --report svg=check.svg shot.png
        """

    /// plan → judge → filter → report → exit code: the files and reports planned (every output
    /// opened, the baseline read, before anything is judged), each file judged, the known findings
    /// filtered out, the reports written.
    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        let commandLine = CheckSettings(arguments)
        if let config = try CheckConfig.find(commandLine) { return try run(config, commandLine) }
        let options = try CheckOptions(try designed(commandLine))
        guard !options.files.isEmpty else {
            return Outcome(stdout: "", warnings: ["no file matches the patterns (--allow-empty): nothing checked"])
        }
        try options.checkSVGInputs()
        let outputs = try options.reportFiles()
        let known = try CheckBaseline.known(options.settings)
        let runs: [CheckedFile]
        do { runs = try CheckFrontend.judged(options) } catch where error.exitCode != ExitCode.usage {
            try reportUnchecked(error, options: options, outputs: outputs)
        }
        return try report(runs, known: known, options: options, outputs: outputs)
    }

    /// `settings` with the design `--figma` and `--tokens` name filled in (`DesignSources`): the
    /// frame's layout flags under the ones given, every `{token}` resolved.
    static func designed(_ settings: CheckSettings) throws(UsageError) -> CheckSettings {
        var designed = settings
        designed.values = try DesignSources.applied(settings.values, options: CheckInputOptions.all, bytes: settings.bytes(of:),
                                                    standardInput: settings.standardInput, withWidth: false).values
        return designed
    }

    /// A file that cannot be checked is a verdict (65, 66): the report files say it too (a SARIF
    /// notification, a JUnit error), so that the job's upload finds them; stdout stays empty, the
    /// error on stderr.
    static func reportUnchecked(_ error: UsageError, options: CheckOptions, outputs: (reports: [OutputFile?], baseline: OutputFile?)) throws(UsageError) -> Never {
        var failed = [CheckedFile(path: options.files[0].shown, pathBytes: options.files[0].bytes, failure: CheckedFile.Failure(error))]
        if options.reports.contains(where: { $0.format == .sarif }) { failed = try locate(failed, root: options.settings) }
        for (report, output) in zip(options.reports, outputs.reports) {
            guard let output, report.format != .json, case .text(let text) = CheckReporters.reporter(for: report.format).report(failed) else { continue }
            try output.commit(text)
        }
        throw error
    }

    /// The screens of `config`, each checked with its options (the command line's over them), in
    /// one set of reports: a screen's file that cannot be checked is its own verdict.
    static func run(_ config: CheckConfig, _ commandLine: CheckSettings) throws(UsageError) -> Outcome {
        var screens: [(CheckConfig.Screen, CheckOptions)] = []
        // The command line's own reports first: a mistake typed there is not a screen's.
        _ = try CheckReports(OptionReader(commandLine.values))
        // One walk of the tree for every screen's patterns.
        let walk = FilePatterns.Walk()
        for screen in config.screens {
            do {
                screens.append((screen, try CheckOptions(try designed(config.settings(for: screen, commandLine: commandLine)), walk: walk)))
            } catch {
                throw config.error(error, screen: screen)
            }
        }
        let files = screens.flatMap { $0.1.files }
        // A screen whose patterns match nothing beside screens that match files is a typo (66), as
        // one pattern among others on the command line is: --allow-empty passes a run with no
        // file at all, or a screen whose own key allows it to be empty.
        if !files.isEmpty, let (screen, _) = screens.first(where: { $0.1.files.isEmpty && !$0.0.ownOptions.contains(CheckInputOptions.allowEmpty.name) }) {
            var error = UsageError("\(InputFile.displayName(config.path, bytes: nil)): \(screen.path) (\(shown(screen.name, limitBytes: 64))): no file matches its patterns (\(screen.patterns.map { shown($0, limitBytes: 120) }.joined(with: ", "))), and other screens' do: --allow-empty passes only a run with no file at all",
                                   hint: "check the screen's files (gridcalc expands *, ? and [...] itself), or set \"allow-empty\": true in that screen if it may have none")
            error.exitCode = ExitCode.noInput
            throw error
        }
        guard files.count <= FilePatterns.maxFiles else {
            throw UsageError("\(config.path): the screens name \(files.count) files, and one check reads at most \(FilePatterns.maxFiles)", hint: "split the screens into configs of their own (--config)")
        }
        let options = screens[0].1
        if files.count > 1, options.reports.contains(where: { $0.format == .json }) {
            throw UsageError("--format json writes one gridcalc/check@1 document, for one file; the config's screens name \(files.count)",
                             hint: "use --report sarif=<path>, --report junit=<path> or --report github for several")
        }
        for (_, screenOptions) in screens { try screenOptions.checkSVGInputs() }
        // One set of inputs for the whole run: every screen's files, expected layouts, reference
        // screenshots, Figma frames and tokens, and the config; no report or baseline may be any of
        // them, whichever screen names it.
        let others = files.map { OutputFile.Input(path: $0.path, bytes: $0.bytes) } + [OutputFile.Input(path: config.path, bytes: nil)]
            + screens.flatMap { $0.1.readFiles }
        let outputs = try options.reportFiles(otherInputs: others)
        let known = try CheckBaseline.known(options.settings)
        var runs: [CheckedFile] = []
        var warnings: [String] = []
        var framesJudged = 0
        for (screen, screenOptions) in screens {
            if screenOptions.files.isEmpty { warnings.append("screen \(shownLine(screen.name, limitBytes: 64)): no file matches its patterns (allow-empty): nothing checked") }
            for run in CheckFrontend.judgedEach(screenOptions, framesJudged: &framesJudged, hint: "split the screens into configs of their own (--config)") {
                // The baseline names a file from the config's folder, as the file system resolves both.
                let name = run.baselinePath == "-" ? "-" : FileStatus.relative(run.baselinePath, from: config.folder) ?? run.baselinePath
                runs.append(run.with(screen: .some(screen.name), baselinePath: name))
            }
        }
        var outcome = try report(runs, known: known, options: options, outputs: outputs)
        outcome.warnings = warnings + outcome.warnings
        return outcome
    }

    /// The reports of `runs` (to stdout or `outputs`), the baseline written, the `known` findings
    /// filtered out, the notes and errors on stderr, and the verdict.
    static func report(_ judged: [CheckedFile], known: CheckBaseline.Known?, options: CheckOptions,
                       outputs: (reports: [OutputFile?], baseline: OutputFile?)) throws(UsageError) -> Outcome {
        try outputs.baseline?.commit(CheckBaseline.text(judged))
        var (runs, baselineLines) = known.map { CheckBaseline.apply($0.entries, to: judged, name: $0.name) } ?? (judged, [])
        if options.reports.contains(where: { $0.format == .sarif }) { runs = try locate(runs, root: options.settings) }
        var outcome = Outcome(stdout: "")
        for (report, output) in zip(options.reports, outputs.reports) {
            let rendered = try Self.outcome(CheckReporters.reporter(for: report.format), runs)
            if let output { try output.commit(rendered.stdout) } else { outcome = rendered }
        }
        let prefixed = runs.count > 1
        for run in runs {
            let prefix = prefixed ? "\(shown(run.path, limitBytes: 240)): " : ""
            // How the design was snapped, on stderr beside every report (JSON carries it too), as grid says it.
            if options.reports.contains(where: { $0.format != .json }) { outcome.warnings += run.designNotes.map { prefix + $0 } }
            outcome.warnings += run.warnings.map { prefix + $0 }
            // The message names the file already.
            if let failure = run.failure { outcome.errorText += "error: \(shownLine(failure.message))\nhint: \(shownLine(failure.hint))\n" }
        }
        outcome.warnings += baselineLines
        // The verdict is the worst file's (64, 65, 66 over a finding's 1 over a pass).
        outcome.exitCode = runs.map(\.exitCode).max() ?? ExitCode.success
        // Every report went to a file: the verdict is still said, on stderr.
        if options.reports.allSatisfy({ $0.path != nil }) { outcome.errorText = CheckReport.verdict(runs) + "\n" + outcome.errorText }
        return outcome
    }

    /// Each file named from the repository's root (`--sarif-root`, else the nearest folder up
    /// holding `.git`, else this one), as SARIF's URIs name it: GitHub places a result by that path;
    /// a file outside the root by its absolute path.
    static func locate(_ runs: [CheckedFile], root settings: CheckSettings) throws(UsageError) -> [CheckedFile] {
        var root = CheckConfig.repositoryRoot() ?? ""
        if let given = settings.text(CheckReports.sarifRoot) {
            guard FileStatus.isFolder(settings.bytes(of: given) ?? Array(given.utf8)) else {
                var error = UsageError("--sarif-root \(quotedPath(given)) is not a folder", hint: "give the repository's root, e.g. --sarif-root .")
                error.exitCode = ExitCode.noInput
                throw error
            }
            root = given.hasSuffix("/") ? given : given + "/"
        }
        return runs.map { run in
            guard run.path != "-" else { return run }
            let bytes = run.pathBytes ?? Array(run.path.utf8)
            // A file outside the root is named by its absolute path (a `file://` URI), never `../`.
            guard let relative = FileStatus.relative(bytes, from: root), !relative.starts(with: Array("../".utf8)) else {
                return run.with(rootRelativePath: .some(FileStatus.relative(bytes, from: "/").map { [UInt8(ascii: "/")] + $0 }))
            }
            return run.with(rootRelativePath: .some(relative))
        }
    }

    /// What `reporter` writes of `runs`, refused (64) when it cannot report one of them.
    static func outcome(_ reporter: any CheckReporter.Type, _ runs: [CheckedFile]) throws(UsageError) -> Outcome {
        if let refusal = runs.lazy.compactMap(reporter.refusal).first { throw UsageError(refusal.message, hint: refusal.hint) }
        switch reporter.report(runs) {
        case .text(let text): return Outcome(stdout: text)
        case .json(let document): return try JSONOutput.outcome(document)
        }
    }
}
