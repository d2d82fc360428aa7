// The man page is a file (Docs/gridcalc.1): its prose written for people, its COMMANDS section
// generated from the declarations (`ManPage`, `make docs`). The file must be exactly what the
// generator writes — the text of every option, not only its label — and the labels must be the
// declared ones (an independent reading of the file).
import Foundation
import GridcalcTestSupport
import Testing
import GridcalcCLI
import GridcalcDocs

@Suite struct ManPageTests {
    static let page = Repository.text("Docs/gridcalc.1")

    /// The options a `.SS` section lists, as `--name <placeholder>` in the order it lists them.
    static func options(inSection command: String) -> [String] {
        guard let section = page.components(separatedBy: ".SS \(command)\n").dropFirst().first?.components(separatedBy: "\n.SS ").first?
            .components(separatedBy: "\n.SH ").first else { return [] }
        var found: [String] = []
        let lines = section.components(separatedBy: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) where line == ".TP" {
            // `\fB\-\-width\fR \fI<length>\fR`, `\fB\-h\fR, \fB\-\-help\fR`
            let text = next.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\fB", with: "")
                .replacingOccurrences(of: "\\fI", with: "").replacingOccurrences(of: "\\fR", with: "")
            found.append(text)
        }
        return found
    }

    /// The file is what `make docs` (gridcalc-docs) writes.
    @Test func thePageIsGeneratedFromTheDeclarations() throws {
        #expect(ManPage.render(Self.page) == Self.page, "Docs/gridcalc.1 differs from the declarations: run make docs")
        // The help text of an option reaches the page (escaped), not only its label.
        #expect(Self.page.contains(ManPage.escaped(LayoutOptions.strategy.help)))
        // Negative control: a page whose one help line was edited by hand is not what the generator writes.
        let edited = Self.page.replacingOccurrences(of: ManPage.escaped(LayoutOptions.strategy.help), with: "Where leftover pixels go.")
        #expect(edited != Self.page && ManPage.render(edited) != edited)
    }

    /// The page's date is the release's: the version's line in CHANGELOG.md (`## 1.2.0 — <date>`).
    @Test func theDateIsTheReleases() {
        let changelog = Repository.text("CHANGELOG.md")
        #expect(changelog.contains("\n## \(ToolVersion.number) — \(ToolVersion.date)\n"), "CHANGELOG.md has no line ## \(ToolVersion.number) — \(ToolVersion.date)")
        #expect(Self.page.hasPrefix(".TH GRIDCALC 1 \"\(ToolVersion.date)\" \"gridcalc \(ToolVersion.number)\""), "\(Self.page.prefix(80))")
    }

    @Test func everyCommandsOptionsAreTheDeclaredOnes() {
        #expect(!Self.page.isEmpty)
        for command in Commands.all {
            #expect(Self.options(inSection: command.name) == command.options.map(HelpText.label),
                    "the man page's \(command.name) options differ from the declarations")
        }
    }
}
