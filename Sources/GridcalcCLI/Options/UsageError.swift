// UsageError: a command line that cannot run, said the way Docs/robustness.md asks.
//
// Rule: stderr gets `error: <what is wrong, naming the flag and the value>` and a `hint:` line (the
// usage, the nearest valid value, or the grammar); stdout gets nothing; the exit code is 64.

import GridCore

/// A usage error: the message for the `error:` line, the `hint:` line, and the exit code.
package struct UsageError: Error {
    /// What is wrong, naming the flag and the value.
    package let message: String
    /// What to do instead.
    package let hint: String
    /// The exit code (64, EX_USAGE, for every usage error).
    package var exitCode: Int32 = ExitCode.usage

    /// A GridCore error, reworded to name the option and the value exactly as typed.
    package init(_ error: GridError, typed: TypedValues) {
        /// `--option value` for each of `fields` the command line gave, comma-separated.
        /// One flag a few fields share (`--inset` is both insets) is said once.
        func given(_ fields: [GridField]) -> [String] {
            var out: [String] = []
            for field in fields { if let t = typed[field] { let word = "\(t.option) \(shown(t.text, limitBytes: 64))"; if !out.contains(word) { out.append(word) } } }
            return out
        }
        switch error {
        case .noRoom:
            let used = given([.width, .spacing, .borderWidth, .insetLeading, .insetTrailing, .inset, .minCell, .maxCell])
            let columns = given([.columns]).first ?? "--columns \(shown(error.value, limitBytes: 64))"
            message = "\(columns)\(used.isEmpty ? "" : " (\(used.joined(with: ", ")))"): \(error.reason)"
        case .separatorNoRoom:
            message = "\(given([.width, .insetLeading, .insetTrailing, .margins]).joined(with: ", ")): \(error.reason)"
        case .tracksNoRoom:
            let used = given([.width, .spacing, .insetLeading, .insetTrailing, .inset])
            message = "\(given([.tracks]).first ?? "--tracks"): \(used.isEmpty ? "" : "with \(used.joined(with: ", ")): ")\(error.reason)"
        case .notExpressible(let field, _):
            // The CSS (the one paste-ready block that can refuse) names the option that asked for it.
            let option = field == .borderWidth ? "--borders inside" : typed[field]?.option ?? field.option
            message = "--format css does not apply with \(option)"
            hint = "drop \(option), or use --format json for the frames"
            return
        case .contentTooTall:
            // No single flag is to blame: name every one that adds height.
            let used = given([.items, .columns, .sections, .rowHeight, .aspectRatio, .headerHeight, .footerHeight, .lineSpacing,
                              .borderWidth, .insetTop, .insetBottom, .separatorsBefore, .separatorHeight])
            message = "\(used.isEmpty ? "the layout" : used.joined(with: ", ")): \(error.reason)"
        default:
            let shownValue = typed[error.field] ?? (error.field.option, error.value)
            message = "invalid value \(quoted(shownValue.text)) for \(shownValue.option): \(error.reason)"
        }
        hint = error.hint
    }

    package init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}

/// A file name in single quotes for a message: paths are longer than flag values, so up to 240
/// bytes are shown whole.
package func quotedPath(_ path: String) -> String { quoted(path, limit: 240) }

/// The exit codes of Docs/robustness.md (the BSD sysexits values).
package enum ExitCode {
    /// Success.
    package static let success: Int32 = 0
    /// `check`/`sweep` found what it exists to find.
    package static let findings: Int32 = 1
    /// EX_USAGE: a bad command line.
    package static let usage: Int32 = 64
    /// EX_DATAERR: an input document that is not valid.
    package static let data: Int32 = 65
    /// EX_NOINPUT: an input file that cannot be opened.
    package static let noInput: Int32 = 66
    /// EX_IOERR: output that cannot be written.
    package static let ioError: Int32 = 74
}
