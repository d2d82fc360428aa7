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
    package static let name = "check"
    package static let abstract = "Check frames an app produced (or a gridcalc document, or a PNG screenshot) for off-grid edges, gaps, overlaps, overflow and blurred edges."
    package static let operandUsage: String? = "[--] [<file>|<pattern>|- …]"
    package static let maxOperands = Int.max
    package static let operandHelp: String? = "file"
    package static let operandCompletion = OptionDeclaration.Completion.files

    package static let options: [OptionDeclaration] =
        [CheckInputOptions.inputFormat, CheckInputOptions.image, CheckInputOptions.region, CheckInputOptions.select, CheckInputOptions.container, CheckInputOptions.layout] + CheckInputOptions.screen
        + [CheckInputOptions.spacing] + DesignOptions.checkOptions
        + [CheckInputOptions.pxMeans, CheckInputOptions.tolerance, CheckInputOptions.against, CheckInputOptions.flowSum, CheckInputOptions.allowEmpty, CheckInputOptions.severity]
        + CheckFormat.options + [CheckReports.option, .help]

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

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        let options = try CheckOptions(arguments)
        guard !options.files.isEmpty else {
            return Outcome(stdout: "", warnings: ["no file matches the patterns (--allow-empty): nothing checked"])
        }
        try options.checkSVGInputs()
        let outputs = try options.reportFiles()
        let runs = try CheckFrontend.judged(options)
        var outcome = Outcome(stdout: "")
        for (report, output) in zip(options.reports, outputs) {
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
        // The verdict is the worst file's (64, 65, 66 over a finding's 1 over a pass).
        outcome.exitCode = runs.map(\.exitCode).max() ?? ExitCode.success
        // Every report went to a file: the verdict is still said, on stderr.
        if options.reports.allSatisfy({ $0.path != nil }) { outcome.errorText = CheckReport.verdict(runs) + "\n" + outcome.errorText }
        return outcome
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
