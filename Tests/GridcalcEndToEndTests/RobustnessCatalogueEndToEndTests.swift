import Foundation
import GridcalcTestSupport
import Testing

/// Docs/robustness.md's catalogue of hostile inputs, row by row, through the built binary: each
/// case exits with the catalogue's code, prints one `error:` line that names the problem (and a
/// `hint:`), prints nothing on stdout, and shows no sign of a crash or a sanitizer.
@Suite struct RobustnessCatalogueEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let row: String
        let command: String   // a shell command line; $GRIDCALC is the binary, $f a scratch file
        let status: Int32
        let says: String
        var testDescription: String { "\(row): \(command.prefix(70))" }
    }

    static let g = "\"$GRIDCALC\""
    static let grid = "\"$GRIDCALC\" --width 414 --scale 3"

    static let cases: [Case] = [
        // 1. Not a number
        Case(row: "not a number", command: "\(grid) --columns seven", status: 64, says: "--columns"),
        Case(row: "not a number", command: "\(g) --width '' --scale 3 --columns 7", status: 64, says: "--width"),
        Case(row: "not a number", command: "\(g) --width ' 414' --scale 3 --columns 7", status: 64, says: "--width"),
        Case(row: "not a number", command: "\(g) hairline --scale three", status: 64, says: "--scale"),
        // 2. NaN and infinity
        Case(row: "NaN and infinity", command: "\(g) --width nan --scale 3 --columns 7", status: 64, says: "--width"),
        Case(row: "NaN and infinity", command: "\(g) --width 414 --scale inf --columns 7", status: 64, says: "--scale"),
        Case(row: "NaN and infinity", command: "\(g) separator --width -inf --scale 2", status: 64, says: "--width"),
        Case(row: "NaN and infinity", command: "\(g) hairline --scale 3 --at infinity", status: 64, says: "--at"),
        // 3. Exponents and hex
        Case(row: "exponents and hex", command: "\(g) --width 1e400 --scale 3 --columns 7", status: 64, says: "--width"),
        Case(row: "exponents and hex", command: "\(grid) --columns 0x10", status: 64, says: "--columns"),
        Case(row: "exponents and hex", command: "\(grid) --columns 7 --spacing 1e-3", status: 64, says: "--spacing"),
        // 4. Zero and negative
        Case(row: "zero and negative", command: "\(grid) --columns 0", status: 64, says: "--columns"),
        Case(row: "zero and negative", command: "\(g) --width 414 --scale 0 --columns 7", status: 64, says: "--scale"),
        Case(row: "zero and negative", command: "\(grid) --columns 7 --items -1", status: 64, says: "--items"),
        Case(row: "zero and negative", command: "\(grid) --columns 7 --items 3 --row-height 0", status: 64, says: "--row-height"),
        // 5. Huge numbers and counts
        Case(row: "huge numbers", command: "\(grid) --columns 99999999999999999999", status: 64, says: "--columns"),
        Case(row: "huge numbers", command: "\(grid) --columns 1000000000", status: 64, says: "--columns"),
        Case(row: "huge numbers", command: "\(g) --width 1000000001 --scale 1 --columns 7", status: 64, says: "--width"),
        Case(row: "huge numbers", command: "\(g) --width 400000 --scale 3 --columns 7", status: 64, says: "--width"),
        Case(row: "huge numbers", command: "\(grid) --columns 7 --items 10001", status: 64, says: "--items"),
        Case(row: "huge numbers", command: "\(g) --width 414 --scale 17 --columns 7", status: 64, says: "--scale"),
        // 6. Fractional pixels
        Case(row: "fractional pixels", command: "\(grid) --columns 7 --spacing 0.5px", status: 64, says: "--spacing"),
        // 7. Arithmetic that would overflow
        Case(row: "overflow", command: "\(g) --width 1000000px --scale 1 --columns 10000 --spacing 1000000px", status: 64, says: "--columns"),
        Case(row: "overflow", command: "\(grid) --columns 7 --items 5 --aspect-ratio 1:1000000", status: 64, says: "--aspect-ratio"),
        Case(row: "overflow", command: "\(g) hairline --scale 16 --at 1000000000", status: 64, says: "--at"),
        // 8. No room
        Case(row: "no room", command: "\(g) --width 2px --scale 1 --columns 3", status: 64, says: "no room"),
        Case(row: "no room", command: "\(grid) --columns 7 --inset 300", status: 64, says: "no room"),
        Case(row: "no room", command: "\(g) separator --width 100 --scale 2 --inset-leading 60 --inset-trailing 40", status: 64, says: "at least 1px"),
        // 9. Enormous arguments
        Case(row: "enormous arguments", command: "\(g) --width \"$(head -c 100000 /dev/zero | tr '\\0' 9)\" --scale 3 --columns 7", status: 64, says: "(100000 bytes)"),
        // 10. Invalid UTF-8
        Case(row: "invalid UTF-8", command: "\(g) --width \"$(printf '4\\377')\" --scale 3 --columns 7", status: 64, says: "--width"),
        Case(row: "invalid UTF-8", command: "\(g) \"$(printf 'gr\\377d')\"", status: 64, says: "unknown subcommand"),
        // 11. Flags
        Case(row: "flags", command: "\(grid) --columns 7 --columns 8", status: 64, says: "more than once"),
        Case(row: "flags", command: "\(grid) --columns", status: 64, says: "missing value"),
        Case(row: "flags", command: "\(grid) --columns 7 --bogus", status: 64, says: "unknown option"),
        Case(row: "flags", command: "\(grid) --columns 7 --distribute spread", status: 64, says: "applies only"),
        Case(row: "flags", command: "\(grid) --columns 7 stray", status: 64, says: "unexpected argument"),
        // 12. Unknown names
        Case(row: "unknown names", command: "\(g) frobnicate", status: 64, says: "unknown subcommand"),
        Case(row: "unknown names", command: "\(g) --device iphone-99 --columns 7", status: 64, says: "unknown device"),
        Case(row: "unknown names", command: "\(g) completions tcsh", status: 64, says: "unknown shell"),
        // 13. Lists
        Case(row: "lists", command: "\(grid) --columns 7 --items 10 --separator-before 3,3", status: 64, says: "more than once"),
        Case(row: "lists", command: "\(grid) --columns 7 --items 10 --separator-before 11", status: 64, says: "beyond"),
        Case(row: "lists", command: "\(g) hairline --scale \"$(seq -s, 1 65 | sed 's/[0-9]*/0.2/g')\"", status: 64, says: "--scale"),
        Case(row: "lists", command: "\(g) sweep --devices iphone-8,", status: 64, says: "unknown device"),
        // 14. Ratios
        Case(row: "ratios", command: "\(grid) --columns 7 --items 3 --aspect-ratio 1:0", status: 64, says: "--aspect-ratio"),
        Case(row: "ratios", command: "\(grid) --columns 7 --items 3 --aspect-ratio 1.1234567:1", status: 64, says: "--aspect-ratio"),
        // 15. Sizes of work
        Case(row: "sizes of work", command: "\(g) sweep --devices all --orientation both --columns 1...111", status: 64, says: "2000 cases"),
        Case(row: "sizes of work", command: "\(g) sweep --devices all --orientation both --columns 500,600", status: 64, says: "columns in all"),
        Case(row: "sizes of work", command: "\(grid) --columns 7 --format svg --zoom 1000", status: 64, says: "--zoom"),
        Case(row: "sizes of work", command: "\(g) sweep --devices all --orientation both --columns 1...12 --items 10000 --json", status: 64, says: "items and bands in all"),
        Case(row: "sizes of work", command: "\(g) --width 3000px --scale 1 --columns 1000 --items 200 --format svg --separator-before $(seq -s, 0 199)", status: 64, says: "--format svg"),
        Case(row: "sizes of work", command: "\(grid) --columns 1 --items 10000 --row-height 1000px", status: 64, says: "10000000px"),
        // 16. check documents
        Case(row: "check documents", command: ": > \"$f\"; \(g) check \"$f\"", status: 65, says: "is empty"),
        Case(row: "check documents", command: "printf '{\"frames\":[{\"x\":NaN,\"width\":1}],\"scale\":3}' > \"$f\"; \(g) check \"$f\"", status: 65, says: "not valid JSON"),
        Case(row: "check documents", command: "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":0,\"width\":-5}]}' > \"$f\"; \(g) check \"$f\"", status: 65, says: "frames[0].width"),
        Case(row: "check documents", command: "printf '\"just a string\"' | \(g) check -", status: 65, says: "expected an object"),
        Case(row: "check documents", command: "head -c 17000000 /dev/zero > \"$f\"; \(g) check \"$f\"", status: 65, says: "16 MiB"),
        Case(row: "check documents", command: "python3 -c 'print(\"[\" * 1000000)' | \(g) check", status: 65, says: "not valid JSON"),
        Case(row: "check documents", command: "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":0,\"width\":1,}]}' | \(g) check -", status: 65, says: "frames[0]"),
        Case(row: "check documents", command: "printf '{\"scale\":3,\"scale\":2,\"container_pt\":414,\"frames\":[]}' | \(g) check -", status: 65, says: "twice"),
        Case(row: "check documents", command: "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":0,\"width\":1e-400}]}' | \(g) check -", status: 65, says: "frames[0].width"),
        Case(row: "check documents", command: "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[{\"x\":0,\"width\":1,\"id\":\"a\tb\"}]}' | \(g) check -", status: 65, says: "frames[0].id"),
        // 17. check files
        Case(row: "check files", command: "\(g) check /nonexistent/frames.json", status: 66, says: "cannot open"),
        Case(row: "check files", command: "\(g) check --against /nonexistent.json - < /dev/null", status: 65, says: "stdin is empty"),
        Case(row: "check files", command: "printf '{\"scale\":3,\"container_pt\":414,\"frames\":[]}' > \"$f\"; \(g) check --against /nonexistent.json \"$f\"", status: 66, says: "--against"),
        Case(row: "check files", command: "\(g) check /", status: 66, says: "Is a directory"),
        // 19. Values that cannot be shown
        Case(row: "values that cannot be shown", command: "\(g) hairline --scale 0.$(printf '0%.0s' $(seq 320))1 --json", status: 64, says: "--scale"),
        Case(row: "values that cannot be shown", command: "printf '{\"scale\":1e-300,\"container_pt\":414,\"frames\":[]}' | \(g) check -", status: 65, says: "scale"),
        // 20. Shared flags
        Case(row: "shared flags", command: "\(g) sweep --items 10 --separator-before 3,3", status: 64, says: "--separator-before"),
        Case(row: "shared flags", command: "\(g) sweep --items 10 --separator-before 11", status: 64, says: "--separator-before"),
        // 27. Tools' dumps
        Case(row: "tools' dumps", command: "printf '<!DOCTYPE l [<!ENTITY a \"b\">]>\\n<hierarchy>&a;</hierarchy>' | \(g) check --select cell", status: 65, says: "stdin:1: a document type declaration"),
        Case(row: "tools' dumps", command: "printf '<hierarchy>\\n<node text=\"&xxe;\"/></hierarchy>' | \(g) check --select cell", status: 65, says: "stdin:2: the entity &xxe;"),
        Case(row: "tools' dumps", command: "python3 -c 'print(\"<hierarchy>\" + \"<node/>\" * 1000000 + \"</hierarchy>\")' | \(g) check --select cell", status: 65, says: "more than 100000 elements"),
        Case(row: "tools' dumps", command: "printf '<hierarchy><node resource-id=\"cell\" bounds=\"[1,2][0,0]\"/></hierarchy>' | \(g) check --select cell", status: 65, says: "bounds='[1,2][0,0]'"),
        Case(row: "tools' dumps", command: "printf '<hierarchy><node resource-id=\"c\" bounds=\"[0,0][1,1]\"/></hierarchy>' | \(g) check --select cell", status: 65, says: "no node matches --select 'cell'"),
        Case(row: "tools' dumps", command: "python3 -c 'print(\"<A: 0x1; frame = (0 0; 1 1)>\\n   | <\" + \"B\" * 100000 + \": 0x2; frame = (0 0; 1 1)>\")' | \(g) check --select B --scale 2 --width 1", status: 65, says: "stdin:2:"),
        Case(row: "tools' dumps", command: "printf '<A: 0x1; frame = (0 0; 1 1)>\\n   | <B: 0x2; frame = (0 0; \\377 1)>' | \(g) check --select B --scale 2 --width 1", status: 65, says: "stdin:2: invalid UTF-8"),
        Case(row: "tools' dumps", command: "printf '{\"frames\": []}' | \(g) check --select cell", status: 64, says: "--select"),
        Case(row: "tools' dumps", command: "printf '{\"dpr\": 2, \"frames\": []}' | \(g) check --spacing 1px --width 10css", status: 64, says: "--spacing"),
        Case(row: "tools' dumps", command: "printf 'hello' | \(g) check", status: 65, says: "cannot tell its format"),
        // 35. Run-time code that cannot be written
        Case(row: "run-time code", command: "\(g) --columns auto --min-cell 100css --format css", status: 64, says: "--columns auto"),
        Case(row: "run-time code", command: "\(g) --tracks '1fr 2fr' --format css", status: 64, says: "--tracks"),
        Case(row: "run-time code", command: "\(g) --columns 3 --items 9 --format css", status: 64, says: "--row-height"),
        Case(row: "run-time code", command: "\(g) --width 400 --scale 1,2 --columns 3", status: 64, says: "--scale"),
        // 36. The design and the reports
        Case(row: "design and reports", command: "printf '{\"scale\":1,\"container_pt\":9,\"frames\":[]}' | \(g) check --against x.json --columns 7", status: 64, says: "--against"),
        Case(row: "design and reports", command: "printf '{}' | \(g) check --report json --report table", status: 64, says: "stdout"),
        Case(row: "design and reports", command: "printf '{}' | \(g) check --report junit=/missing/dir/r.xml", status: 74, says: "--report"),
        // 37. Windows a preset does not have
        Case(row: "windows", command: "\(g) --device pixel-8 --safe-area --columns 3", status: 64, says: "--safe-area"),
        Case(row: "windows", command: "\(g) --device ipad-pro-12-9 --orientation landscape --window two-thirds --columns 3", status: 64, says: "--window two-thirds"),
        Case(row: "windows", command: "\(g) --device windows-1080p-125 --scrollbar 1600css --columns 3", status: 64, says: "--scrollbar"),
        // 38. Selectors and dumps as pasted
        Case(row: "selectors", command: "printf '<hierarchy/>' | \(g) check --select 'instance=-1'", status: 64, says: "--select"),
        Case(row: "selectors", command: "printf '<hierarchy/>' | \(g) check --select 'cell,instance=1,instance=2'", status: 64, says: "--select"),
        Case(row: "selectors", command: "printf '<hierarchy/>' | \(g) check --select 'id=cell'", status: 64, says: "--select"),
        Case(row: "selectors", command: "printf '<hierarchy/>' | \(g) check --select 'resource-id=cell,instance=1234567'", status: 64, says: "--select"),
        Case(row: "selectors", command: "printf '<A: 0x1; frame = (0 0; 9 9)>' | \(g) check --select 'B,address=' --scale 2", status: 64, says: "--select"),
        Case(row: "selectors", command: "printf '<hierarchy><node class=\"L\" bounds=\"[0,0][9,9]\"><node bounds=\"[0,0][4,9]\"/></node></hierarchy>' | \(g) check --container 'class=L,instance=1'", status: 65, says: "stdin: no node matches --container"),
        Case(row: "pasted dumps", command: "printf '<hierarchy><node bounds=\"[0,0][9,9]\"/></hierarchy>\\nUI dumped to: x' | \(g) check --select x", status: 65, says: "stdin:2: text outside the root element"),
        Case(row: "pasted dumps", command: "printf 'a\\nb\\nc\\nd\\ne\\nf\\n<hierarchy/>' | \(g) check --select x", status: 65, says: "cannot tell its format"),
        Case(row: "pasted dumps", command: "printf '[iPhone::App ]-> \"<A: 0x1; frame = (0 0; 9 9)>\\\\n   | <B: 0x2; frame = (nan 0; 1 1)>\"' | \(g) check --select B --scale 2", status: 65, says: "stdin:1: frame"),
        Case(row: "pasted dumps", command: "printf '`<A: 0x1; frame = (0 0; 9 9)>\\n   | <<B: 0x2; frame = (0 0; 1 1e999)>`' | \(g) check --select B --scale 2", status: 65, says: "stdin:2: frame"),
        Case(row: "pasted dumps", command: "printf '<A: 0x1; frame = (0 0; 9 9)>\\n  <B: 0x2; frame = (0 0; 1 1)>\\n    <C: 0x3; frame = (0 0; 1)>' | \(g) check --select C --scale 2", status: 65, says: "stdin:3: frame"),
        // 39. Files a gate must not skip, and reports that are not files
        Case(row: "files a gate must not skip", command: "d=$(mktemp -d); mkfifo \"$d/p\"; \(g) check --spacing 1px \"$d/p\"; s=$?; rm -rf \"$d\"; exit $s", status: 66, says: "is a named pipe (FIFO)"),
        Case(row: "files a gate must not skip", command: "d=$(mktemp -d); p=\"$d\"; for i in $(seq 34); do p=\"$p/d\"; done; mkdir -p \"$p\"; \(g) check --spacing 1px \"$d/**/*.json\"; s=$?; rm -rf \"$d\"; exit $s", status: 64, says: "more than 32 folders deep"),
        Case(row: "files a gate must not skip", command: "d=$(mktemp -d); echo '{}' > \"$d/a.json\"; \(g) check --allow-empty \"$d/a.json\" \"$d/none/*.json\"; s=$?; rm -rf \"$d\"; exit $s", status: 66, says: "other operands do"),
        Case(row: "files a gate must not skip", command: "d=$(mktemp -d); echo keep > \"$d/t\"; ln -s \"$d/t\" \"$d/r.xml\"; \(g) check --report junit=\"$d/r.xml\" - < /dev/null; s=$?; rm -rf \"$d\"; exit $s", status: 74, says: "it is a symbolic link"),
        Case(row: "files a gate must not skip", command: "printf '<hierarchy><node resource-id=\"g\" bounds=\"[0,0][100,100]\"><node resource-id=\"c\" bounds=\"[0,0][100,100]\"/></node></hierarchy>' | \(g) check --container g --select c --columns 1 --inset 16dp -", status: 64, says: "--inset"),
    ]

    @Test("catalogue", arguments: cases)
    func hostile(_ c: Case) throws {
        let run = try Gridcalc.shell("f=$(mktemp); \(c.command); s=$?; rm -f \"$f\"; exit $s")
        #expect(run.status == c.status, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "stdout must be empty: \(run.stdout.prefix(200))")
        let lines = run.errorLines
        #expect(lines.count == 2 && lines[0].hasPrefix("error: ") && lines[1].hasPrefix("hint: "), "\(run.stderr)")
        #expect(lines.first?.contains(c.says) == true, "the error names \(c.says): \(run.stderr)")
        for sign in ["Fatal error", "fatal error", "Stack dump", "Illegal instruction", "Segmentation", "Sanitizer", "💣"] {
            #expect(!run.stderr.contains(sign), "crash sign \(sign)")
        }
    }

    /// Row 18, output: a closed pipe is quiet, a full device is exit 74, and a result is never
    /// half-printed and then followed by an error.
    @Test func output() throws {
        let head = try Gridcalc.shell("\(Self.g) --width 1000000px --scale 1 --columns 10000 --json | head -1")
        #expect(head.status == 0 && head.stderr.isEmpty && head.stdout == "{\n")
        for command in ["\(Self.grid) --columns 7", "\(Self.g) devices", "\(Self.g) sweep --columns 7", "\(Self.g) hairline --scale 3"] {
            let full = try Gridcalc.shell("\(command) > /dev/full")
            #expect(full.status == 74 && full.stderr.hasPrefix("error: cannot write output: ") && full.errorLines.count == 2, "\(command): \(full.stderr)")
        }
        // The reader stops after one byte of a 3 MiB result: gridcalc exits 0 and says nothing.
        let quiet = try Gridcalc.shell("f=$(mktemp); { \(Self.g) sweep --devices all --orientation both --columns 1...12 --json; echo $? > \"$f\"; } | head -c 1 > /dev/null; cat \"$f\"; rm -f \"$f\"")
        #expect(quiet.stdout == "0\n" && quiet.stderr.isEmpty, "\(quiet.stdout) \(quiet.stderr)")
    }
}
