// CSSRule: `--format css` — the web's paste-ready block, a CSS rule (Docs/web.md).
//
// Rule: the rule is GridCore's (`GridDocument.CSS.rule`, also in a web grid's JSON); a layout CSS
// cannot express (separator bands, inside borders, a visible range) is GridCore's error, which the
// command reports against the option that asked for it.

import GridCore

package enum CSSRule {
    /// The rule for `document`, at its scale.
    package static func render(_ document: GridDocument) throws(GridError) -> String {
        if let css = document.css { return css.rule }
        return try GridDocument.CSS(document).rule
    }
}
