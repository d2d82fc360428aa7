// CSSSheetTests: the one printer of gridcalc's CSS — each kind of statement, nested at-rules, and
// a comment whose later lines are its own — against text written out here.

import GridCore
import Testing

@Suite struct CSSSheetTests {
    @Test func everyStatementAsTheRuleSays() {
        let sheet = CSSSheet(comment: "gridcalc: a test.\n   Second line.", statements: [
            .rule(".grid", [.comment("One comment."), .declaration("display", "grid"), .declaration("column-gap", "1px")]),
            .oneLineRule(".grid > :nth-child(2)", [.declaration("grid-column", "span 3")]),
            .atRule("@media (min-resolution: 2dppx)", [.rule(".grid", [.declaration("--gc-gap", "2")])]),
            .comment("WebKit."),
            .atRule("@supports (x: y)", [.atRule("@media (z)", [.oneLineRule(".grid", [.declaration("--a", "1"), .declaration("--b", "2")])])]),
        ])
        #expect(sheet.text == """
            /* gridcalc: a test.
               Second line. */
            .grid {
              /* One comment. */
              display: grid;
              column-gap: 1px;
            }
            .grid > :nth-child(2) { grid-column: span 3; }
            @media (min-resolution: 2dppx) {
              .grid {
                --gc-gap: 2;
              }
            }
            /* WebKit. */
            @supports (x: y) {
              @media (z) {
                .grid { --a: 1; --b: 2; }
              }
            }

            """)
    }

    /// The rule at one width is this printer's: its comment, its rule and a span rule.
    @Test func theRuleAtOneWidthIsPrintedByIt() throws {
        var request = GridRequest(width: .points(414), scale: try Scale(3), columns: 7)
        request.platform = .web
        let document = try GridDocument(request)
        let rule = try #require(document.css?.rule)
        #expect(rule.hasPrefix("/* gridcalc: 1242px at devicePixelRatio 3 (414 CSS px), 7 columns"))
        #expect(rule.contains("\n.grid {\n  display: grid;\n  box-sizing: border-box;\n  width: 414px;\n"))
        #expect(rule.hasSuffix("}\n"))
    }
}
