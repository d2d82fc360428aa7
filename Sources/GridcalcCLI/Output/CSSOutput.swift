// CSSOutput: `--format css` — one model and one printer (GridCore's `CSSSheet`), two modes
// (Docs/web.md): the rule at one width, and the rule for every width.
//
// Rule: at one width (`--width` or `--device`) the rule is GridCore's (`GridDocument.CSS.rule`,
// also in a web grid's JSON), made from the laid-out document; a layout CSS cannot express
// (separator bands, inside borders, a visible range) is GridCore's error, which the command
// reports against the option that asked for it. At every width the rule is `FluidCSS`: GridCore's
// integer rule written in CSS arithmetic for a ladder of devicePixelRatios. `RuntimeCode.Kind`
// decides the mode from the options.

import GridCore

package enum CSSOutput {
    /// Which rule.
    package enum Mode {
        /// The rule of a document laid out at one width, at its scale.
        case oneWidth(GridDocument)
        /// The rule that computes the tracks at every width, exact at each DPR of `ladder`;
        /// `commandLine` regenerates it (its header).
        case everyWidth(GridRequest, ladder: [Scale], commandLine: String)
    }

    /// The rule `mode` asks for.
    package static func render(_ mode: Mode) throws(GridError) -> String {
        switch mode {
        case .oneWidth(let document):
            if let css = document.css { return css.rule }
            return try GridDocument.CSS(document).rule
        case .everyWidth(let request, let ladder, let commandLine):
            return try FluidCSS.render(request, ladder: ladder, commandLine: commandLine)
        }
    }
}
