// CSSSheet: the one model of the CSS gridcalc writes — the rule at one width (`GridDocument.CSS`)
// and the rule for every width (the command line's fluid CSS) — and its one printer.
//
// Rule: a sheet is its comment (`/* … */`, its lines as given), then its statements in order: a
// style rule (`selector {`, one declaration or comment a line, `}`), a one-line rule
// (`selector { name: value; }`), an at-rule (`@media …`, `@supports …`) holding statements one
// level deeper, or a comment on a line of its own. Each level is indented two spaces. Values are written as
// given: they are gridcalc's own, never a document's text.

/// A style sheet as gridcalc writes it.
package struct CSSSheet: Sendable {
    /// A line of a style rule.
    package enum Line: Sendable {
        /// `name: value;`
        case declaration(String, String)
        /// `/* text */` (its later lines as given).
        case comment(String)
    }

    /// A statement of the sheet or of an at-rule.
    package indirect enum Statement: Sendable {
        /// `selector { … }`, a line each.
        case rule(String, [Line])
        /// `selector { name: value; … }` on one line.
        case oneLineRule(String, [Line])
        /// `@media … { … }`: a prelude and statements one level deeper.
        case atRule(String, [Statement])
        /// `/* text */` on a line of its own.
        case comment(String)
    }

    /// The comment's text, between `/* ` and ` */`.
    package var comment: String
    /// The statements, in order.
    package var statements: [Statement]

    package init(comment: String, statements: [Statement] = []) {
        self.comment = comment
        self.statements = statements
    }

    /// The sheet as text.
    package var text: String {
        var out = "/* \(comment) */\n"
        for statement in statements { Self.write(statement, indent: "", into: &out) }
        return out
    }

    static func write(_ statement: Statement, indent: String, into out: inout String) {
        switch statement {
        case .rule(let selector, let lines):
            out += "\(indent)\(selector) {\n"
            for line in lines { out += indent + "  " + text(line) + "\n" }
            out += "\(indent)}\n"
        case .oneLineRule(let selector, let lines):
            out += "\(indent)\(selector) {" + lines.map { " " + text($0) }.joined() + " }\n"
        case .atRule(let prelude, let statements):
            out += "\(indent)\(prelude) {\n"
            for inner in statements { write(inner, indent: indent + "  ", into: &out) }
            out += "\(indent)}\n"
        case .comment(let text):
            out += "\(indent)/* \(text) */\n"
        }
    }

    static func text(_ line: Line) -> String {
        switch line {
        case .declaration(let name, let value): return "\(name): \(value);"
        case .comment(let text): return "/* \(text) */"
        }
    }
}
