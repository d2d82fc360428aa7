// JSONReporter: `--format json` — the file's `gridcalc/check@1` document (Docs/schemas), written
// as it is turned into text.

import GridCore

package enum JSONReporter: CheckReporter {
    package static let format = CheckFormat.json

    /// The first file's document (JSON reports one file: `CheckOptions` refuses it for several).
    package static func report(_ files: [CheckedFile]) -> CheckReportBody {
        guard let document = files.first?.document else { return .text("") }
        return .json(document)
    }
}
