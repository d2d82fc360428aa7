// CheckedFile: one input of `check` as the reporters read it — its document, where its frames came
// from, and why it was not judged — and nothing of the command line that produced it.

import GridCore

/// One file judged: its document and what the reports need, or why it was not judged. Made once and
/// only read (a class: the reports share it rather than copy its checks); a change is a new value
/// (`with`).
package final class CheckedFile {
    /// Why a file was not judged: what the reports say, and the exit code it stands for.
    package struct Failure: Sendable {
        package let message: String
        package let hint: String
        package let exitCode: Int32

        package init(message: String, hint: String, exitCode: Int32) {
            self.message = message
            self.hint = hint
            self.exitCode = exitCode
        }
    }

    /// The file as the reports name it (`-` for stdin; escaped bytes when not UTF-8).
    package let path: String
    /// The result, or nil when the file was not judged (less the findings a baseline knows).
    package let document: CheckDocument?
    /// The screen of the config it was checked for, if any.
    package let screen: String?
    /// The file as a baseline names it: relative to the config's folder in a config run.
    package let baselinePath: String
    /// The file's name as bytes (not necessarily UTF-8), for a report that encodes them.
    package let pathBytes: [UInt8]?
    /// The file's name from the repository's root (`--sarif-root`), as bytes: where SARIF's URIs
    /// point; nil for stdin or a name that cannot be resolved (then `path` is used).
    package let rootRelativePath: [UInt8]?
    /// Each frame's place in the layout (`row 2, column 3`), by frame index: a finding's identity
    /// in a baseline.
    package let cellPlaces: [String]
    /// Where each frame came from (a node, a line), by frame index.
    package let sources: [FrameSource]
    /// How the design was snapped (beside every report but JSON, which carries them).
    package let designNotes: [String]
    /// Warnings said whatever the report.
    package let warnings: [String]
    /// Why it was not judged.
    package let failure: Failure?
    /// The findings a baseline knew, taken out of `document` (the HTML report lists them as known).
    package let known: [CheckDocument.Finding]
    /// The baseline's entries for this file that no finding matched any more (`gone`).
    package let baselineGone: [String]
    /// A screenshot judged: what its reports draw of it, and where its cells are (SARIF's
    /// rectangles); nil for a dump.
    package let drawing: CheckDrawing?

    /// The file's verdict: its failure's code, 1 when a finding is an error, else 0.
    package var exitCode: Int32 { failure?.exitCode ?? (document?.ok == false ? ExitCode.findings : ExitCode.success) }

    package init(path: String, pathBytes: [UInt8]? = nil, document: CheckDocument? = nil, cellPlaces: [String] = [], sources: [FrameSource] = [],
                 designNotes: [String] = [], warnings: [String] = [], failure: Failure? = nil, drawing: CheckDrawing? = nil,
                 known: [CheckDocument.Finding] = [], baselineGone: [String] = [],
                 screen: String? = nil, baselinePath: String? = nil, rootRelativePath: [UInt8]? = nil) {
        self.path = path
        self.pathBytes = pathBytes
        self.baselinePath = baselinePath ?? path
        self.screen = screen
        self.rootRelativePath = rootRelativePath
        self.document = document
        self.cellPlaces = cellPlaces
        self.sources = sources
        self.designNotes = designNotes
        self.warnings = warnings
        self.failure = failure
        self.drawing = drawing
        self.known = known
        self.baselineGone = baselineGone
    }

    /// The same file with some of its values replaced (a value is made once and never changed:
    /// the command names the screen, the baseline filters the findings, each a new value).
    package func with(document: CheckDocument?? = nil, screen: String?? = nil, baselinePath: String? = nil, rootRelativePath: [UInt8]?? = nil,
                      known: [CheckDocument.Finding]? = nil, baselineGone: [String]? = nil) -> CheckedFile {
        CheckedFile(path: path, pathBytes: pathBytes, document: document ?? self.document, cellPlaces: cellPlaces, sources: sources, designNotes: designNotes,
                    warnings: warnings, failure: failure, drawing: drawing, known: known ?? self.known, baselineGone: baselineGone ?? self.baselineGone, screen: screen ?? self.screen, baselinePath: baselinePath ?? self.baselinePath,
                    rootRelativePath: rootRelativePath ?? self.rootRelativePath)
    }
}

extension CheckedFile.Failure {
    /// A usage or data error as a file's failure.
    package init(_ error: UsageError) {
        self.init(message: error.message, hint: error.hint, exitCode: error.exitCode)
    }
}
