// The man page is a file (Docs/gridcalc.1), written for people; its option lists must say what the
// declarations say: per command, the same options in the same order with the same placeholders.
import Foundation
import GridcalcTestSupport
import Testing
import GridcalcCLI

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

    @Test func everyCommandsOptionsAreTheDeclaredOnes() {
        #expect(!Self.page.isEmpty)
        for command in Commands.all {
            #expect(Self.options(inSection: command.name) == command.options.map(HelpText.label),
                    "the man page's \(command.name) options differ from the declarations")
        }
    }
}
