// OptionDeclaration: one option of the command line, declared once — its name, its value and how
// it is read, its typed default, its help line, what a shell completes it to, and the example a
// "missing value" hint shows.
//
// Rule: `--help`, the completion scripts, the man page's check and every usage error about an
// option are made from its declaration; nothing else spells them. Declarations live in the option
// groups that commands share (ScreenOptions, LayoutOptions, ItemOptions, OutputOptions,
// CheckInputOptions, …); an option whose meaning differs between commands (sweep's `--columns`
// takes a range) is a declaration of its own in that command's group.

import GridCore

/// One option, declared once. A reference: commands and groups share one declaration, and
/// listing it costs a pointer (a grid run builds its option table at start-up).
package final class OptionDeclaration: Sendable {
    /// What the option's value is, which says how it is read and shown.
    package enum Value: Sendable {
        /// A switch, which takes no value.
        case none
        /// A length for the GridCore input `field` (`<length>`), and its default.
        case length(GridField, default: RequestedLength?)
        /// A scale (`<number>`).
        case scale
        /// A whole number, at least `minimum`, at most `limit` (GridCore checks it; this says it),
        /// optionally followed by `unit` (`6px`): `<n>` or the given placeholder.
        case count(GridField, minimum: Int, limit: Int, unit: String? = nil)
        /// One of `choices`, and the default.
        case choice([String], default: String?)
        /// Text in a grammar of its own, read by the command (a list, a selector, a file), for the
        /// GridCore input `field` when it is one: the placeholder.
        case text(String, field: GridField? = nil)

        /// Whether the option is a switch (it takes no value).
        package var isSwitch: Bool {
            if case .none = self { return true }
            return false
        }
    }

    /// What a shell completes the value to.
    package enum Completion: Sendable, Equatable {
        /// Nothing: free text.
        case none
        /// These words.
        case words([String])
        /// Device preset names and aliases.
        case devices
        /// Device groups, names and aliases.
        case deviceGroups
        /// File names.
        case files
    }

    /// The long name with its dashes: `--spacing`.
    package let name: String
    /// Its value.
    package let value: Value
    /// One line of help.
    package let help: String
    /// The default as help says it, where the typed default does not (`the spacing`).
    package let defaultNote: String?
    /// A real value for the "missing value" hint: `0,800`.
    package let example: String
    /// What a shell completes the value to (a choice completes to its choices).
    package let completion: Completion
    /// How a `.text` value is parsed before the command runs — the parser the command reads it with
    /// —, so that a bad value is a usage error even beside `--help`; nil where any text is a value
    /// (a path; a selector, checked against the document's format).
    package let check: Check?
    /// Whether the option may be given more than once (`--report`); each value is then read.
    package let repeatable: Bool

    /// A parser for a `.text` value: throws the usage error the command would.
    package typealias Check = @Sendable (_ text: String, _ reader: inout OptionReader) throws(UsageError) -> Void

    /// An option `name` whose value is `value`; `example` is a real value (by default one derived
    /// from the value: the first choice, `3` for a scale).
    package init(_ name: String, _ value: Value, help: String, defaultNote: String? = nil, example: String? = nil,
                 completion: Completion = .none, repeatable: Bool = false, check: Check? = nil) {
        self.name = name
        self.repeatable = repeatable
        self.check = check
        self.value = value
        self.help = help
        self.defaultNote = defaultNote
        switch value {
        case .choice(let choices, _): self.completion = .words(choices)
        default: self.completion = completion
        }
        switch (example, value) {
        case (let given?, _): self.example = given
        case (nil, .choice(let choices, _)): self.example = choices.first ?? ""
        case (nil, .scale): self.example = "3"
        case (nil, .count): self.example = "10"
        case (nil, .length): self.example = "1px, 8 or 0.5pt"
        case (nil, .none), (nil, .text): self.example = ""
        }
    }

    /// A switch.
    package convenience init(switch name: String, help: String) {
        self.init(name, .none, help: help)
    }

    /// The placeholder of the value (`<length>`), nil for a switch.
    package var placeholder: String? {
        switch value {
        case .none: return nil
        case .length: return "<length>"
        case .scale: return "<number>"
        case .count(_, _, _, let unit): return unit == nil ? "<n>" : "<\(unit!)>"
        case .choice(let choices, _): return "<" + choices.joined(with: "|") + ">"
        case .text(let placeholder, _): return placeholder
        }
    }

    /// The default as help shows it: the typed default (`1px`, `0`, `center`), or the note.
    package var defaultText: String? {
        if let defaultNote { return defaultNote }
        switch value {
        case .length(_, let length?): return length.isPositive ? length.description : "0"
        case .choice(_, let choice?): return choice
        default: return nil
        }
    }

    /// The GridCore input the option gives, if it gives one.
    package var field: GridField? {
        switch value {
        case .length(let field, _), .count(let field, _, _, _): return field
        case .text(_, let field): return field
        case .none, .scale, .choice: return nil
        }
    }

    /// The words a shell completes the value to, for `completion` kinds that are words.
    package var completionWords: [String]? {
        switch completion {
        case .words(let words): return words
        case .devices: return DevicePreset.allNames
        case .deviceGroups: return DevicePreset.groups.map(\.name) + DevicePreset.allNames
        case .none, .files: return nil
        }
    }

    /// `-h, --help`, which every command takes.
    package static let help = OptionDeclaration(switch: "--help", help: "Show help information.")
    /// `--version`, which the tool (and its default command) takes.
    package static let version = OptionDeclaration(switch: "--version", help: "Show the version.")
}
