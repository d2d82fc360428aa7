// GeneratedDocsTests: every generated part of the docs is what `gridcalc-docs` (`make docs`) would
// write — the man page, the table of finding kinds, the usage blocks — and the usage blocks say
// what `--help` says. Negative controls: a block edited by hand, or naming no command, is caught.

import Foundation
import GridcalcCLI
import GridcalcDocs
import GridcalcTestSupport
import Testing

@Suite struct GeneratedDocsTests {
    static let pages = GeneratedDocs.pages(docsFolder: (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Docs"))) ?? [])

    @Test func everyPageIsWhatTheGeneratorWrites() {
        #expect(Self.pages.count > 20)
        for path in Self.pages {
            let page = Repository.text(path)
            #expect(GeneratedDocs.render(page, path: path) == page, "\(path) is not what make docs writes")
        }
    }

    /// The docs show check's and sweep's help, and the usage lines of check and table.
    @Test func theUsageBlocksAreThere() {
        let sweep = Repository.text("Docs/check-and-sweep.md")
        #expect(sweep.contains("<!-- help of check: made by make docs -->\n```\n" + "USAGE: " + CheckCommand.usage + "\n"))
        #expect(sweep.contains("<!-- help of sweep: made by make docs -->\n```\nUSAGE: " + SweepCommand.usage + "\n"))
        #expect(sweep.contains("--report <format>[=<path>]") && sweep.contains("junit, sarif, svg or html"))
        #expect(Repository.text("Docs/check-inputs.md").contains("```\n" + CheckCommand.usage + "\n```\n"))
        #expect(Repository.text("Docs/table.md").contains("```\n" + TableCommand.usage + "\n```\n"))
    }

    @Test func aBlockEditedByHandIsCaught() {
        let page = "intro\n<!-- usage of table: made by make docs -->\n```\ngridcalc table --width <length>\n```\n<!-- end of usage of -->\nrest\n"
        let made = UsageBlocks.render(page)
        #expect(made != page)
        #expect(made == "intro\n<!-- usage of table: made by make docs -->\n```\n" + TableCommand.usage + "\n```\n<!-- end of usage of -->\nrest\n")
        #expect(UsageBlocks.render(made) == made)
        #expect(UsageBlocks.render("<!-- usage of nothing: made by make docs -->\nx\n<!-- end of usage of -->\n").contains("(no command nothing)"))
        // Without markers a page is left as it is.
        #expect(UsageBlocks.render("```\ngridcalc table --width <length>\n```\n") == "```\ngridcalc table --width <length>\n```\n")
    }

    /// The USAGE lines, read independently of the generator: each names the options its command
    /// requires, as declared, and `[<options>]` for the rest.
    @Test func theUsageLinesAreTheDeclarations() {
        #expect(GridCommand.usage == "gridcalc grid (--width <length> --scale <number> | --device <name>) (--columns <n|auto> | --tracks <list>) [<options>]")
        #expect(TableCommand.usage == "gridcalc table (--width <length> --scale <number> | --device <name>) --sections <n,n,…> [<options>]")
        #expect(CheckCommand.usage == "gridcalc check [<options>] [--] [<file>|<pattern>|- …]")
        #expect(Completions.usage == "gridcalc completions <bash|zsh|fish>")
        for command in Commands.all {
            #expect(command.help.contains("\nUSAGE: \(command.usage)\n"))
            #expect(command.usage.hasPrefix("gridcalc \(command.name)"))
        }
    }
}
