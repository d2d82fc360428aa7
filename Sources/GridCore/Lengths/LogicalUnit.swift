// LogicalUnit: how a platform's logical unit is written — after a number on input, in tables and
// messages, in a sentence.
//
// Rule (Docs/platforms.md): the logical unit is 1/S of a device pixel on every platform; only its
// names differ. iOS writes `414pt`, Android `411.429dp`, the web `1280 css px` (and `1280css` on
// input). Lengths and warnings are written in a unit, never in a platform, so they need not know
// what a platform is.

/// A logical unit's names.
package struct LogicalUnit: Sendable, Hashable {
    /// Its name in tables and messages: `pt`, `dp`, `css px`.
    package let label: String
    /// As written after a number on input: `pt`, `dp`, `css`.
    package let suffix: String
    /// In a sentence: `pt`, `dp`, `CSS px`.
    package let inProse: String
    /// Whether an amount puts a space between the number and the label (`1280 css px`).
    let spaced: Bool

    package init(label: String, suffix: String, inProse: String? = nil, spaced: Bool = false) {
        self.label = label
        self.suffix = suffix
        self.inProse = inProse ?? label
        self.spaced = spaced
    }

    /// A number of these units as tables and messages write it: `414pt`, `1280 css px`.
    package func amount(_ number: String) -> String { spaced ? number + " " + label : number + label }

    /// The point, iOS's unit: what a length or a warning says when no platform is named.
    package static let points = LogicalUnit(label: "pt", suffix: "pt")
}
