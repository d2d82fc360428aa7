// UsageError+GridError: a GridCore error in the command line's words — the flags named as typed.
//
// Rule: an error about the room a layout needs names every flag that takes room (each once); any
// other names the one flag of its field with its value as typed (`typed`), else the field's flag.

import GridCore

extension UsageError {
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
}
