import Foundation
import GridcalcTestSupport
import Testing

/// Docs/svg.md's companions: the man page matches `--help` (neither drifts) and renders without
/// warnings; the completion scripts load in their shells and complete commands, flags and values.
@Suite struct ManPageAndCompletionsEndToEndTests {
    static let commands = ["grid", "hairline", "separator", "table", "devices", "check", "sweep", "init", "completions"]
    static let manPage: String = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.appendingPathComponent("Docs/gridcalc.1").path
    }()

    /// The long flags in the OPTIONS section of a help text.
    static func flags(inHelp text: String) -> Set<String> {
        let options = text.components(separatedBy: "OPTIONS:\n").last?.components(separatedBy: "\n\n").first ?? ""
        var found: Set<String> = []
        for line in options.split(separator: "\n") {
            // An option line starts with its flag (`  --width <length>`, `  -h, --help`).
            if let match = line.prefixMatch(of: /\ \ (?:-h, )?(--[a-z-]+)/) { found.insert(String(match.1)) }
        }
        return found
    }

    @Test func manPageDocumentsEveryFlagOfEveryCommand() throws {
        let page = try String(contentsOfFile: Self.manPage, encoding: .utf8)
        var helpFlags: Set<String> = ["--version"]
        for command in Self.commands {
            let help = try Gridcalc.run(["help", command])
            #expect(help.status == 0)
            #expect(page.contains(".SS \(command)"), "the man page has a section for \(command)")
            let flags = Self.flags(inHelp: help.stdout)
            #expect(!flags.isEmpty)
            helpFlags.formUnion(flags)
            // Within the command's section, every flag of its help.
            let section = page.components(separatedBy: ".SS \(command)\n").last?.components(separatedBy: "\n.SS ").first ?? ""
            for flag in flags {
                #expect(section.contains("\\fB\(flag.replacingOccurrences(of: "-", with: "\\-"))\\fR"), "\(command) \(flag) in the man page")
            }
        }
        // And the other way round: every flag the man page documents exists.
        let documented = page.matches(of: /\\fB((?:\\-){2}[a-z\\-]+)\\fR/).map { String($0.1).replacingOccurrences(of: "\\-", with: "-") }
        #expect(!documented.isEmpty)
        for flag in Set(documented) { #expect(helpFlags.contains(flag), "the man page documents \(flag), which no --help lists") }
    }

    @Test func manPageRendersWithoutWarnings() throws {
        let run = try Gridcalc.shell("MANWIDTH=80 man --warnings -E UTF-8 -l '\(Self.manPage)'")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("EXIT STATUS") && run.stdout.contains("--separator-before"))
    }

    /// Asks bash's completion function what it offers for a command line ending in `current`.
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let list = words.map { "\"\($0)\"" }.joined(separator: " ")
        let run = try Gridcalc.shell("""
            f=$(mktemp); "$GRIDCALC" completions bash > "$f"; \
            bash -c 'source "$1" && COMP_WORDS=(gridcalc \(list)) && COMP_CWORD=\(words.count) && _gridcalc && printf "%s\\n" "${COMPREPLY[@]}"' _ "$f"; \
            s=$?; rm -f "$f"; exit $s
            """)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsFlagsAndValues() throws {
        #expect(try Self.bashCompletions([""]).starts(with: ["grid", "hairline", "separator", "table", "devices", "check", "sweep", "init", "completions", "help"]))
        #expect(try Self.bashCompletions(["table", "--style", ""]) == ["plain", "grouped"])
        #expect(try Self.bashCompletions(["--borders", ""]) == ["none", "inside"])
        #expect(try Self.bashCompletions(["--columns", ""]) == ["auto"])
        #expect(try Self.bashCompletions(["--strategy", ""]) == ["padding", "widen"])
        #expect(try Self.bashCompletions(["--distr"]) == ["--distribute"])
        #expect(try Self.bashCompletions(["sweep", "--orientation", ""]) == ["portrait", "landscape", "both"])
        #expect(try Self.bashCompletions(["--format", ""]) == ["table", "json", "csv", "svg", "css", "kotlin"])
        #expect(try Self.bashCompletions(["--platform", ""]) == ["ios", "android", "web"])
        #expect(try Self.bashCompletions(["sweep", "--devices", "an"]) == ["android"])
        #expect(try Self.bashCompletions(["hairline", "--format", ""]) == ["table", "json"])
        #expect(try Self.bashCompletions(["--device", "iphone-8"]) == ["iphone-8", "iphone-8-plus"])
        #expect(try Self.bashCompletions(["sweep", "--devices", "al"]) == ["all"])
        #expect(try Self.bashCompletions(["separator", "--ref"]) == ["--reference"])
        #expect(try Self.bashCompletions(["completions", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.bashCompletions(["--width", ""]).isEmpty)
    }

    @Test func zshAndFishScriptsLoadAndComplete() throws {
        let zsh = try Gridcalc.shell("f=$(mktemp); \"$GRIDCALC\" completions zsh > \"$f\"; zsh -n \"$f\"; s=$?; grep -c -- '--separator-before' \"$f\"; rm -f \"$f\"; exit $s")
        #expect(zsh.status == 0 && zsh.stderr.isEmpty, "\(zsh.stderr)")
        let fish = try Gridcalc.shell("""
            f=$(mktemp); "$GRIDCALC" completions fish > "$f"; fish -n "$f" && fish -c "source $f; complete -C'gridcalc --strategy '; complete -C'gridcalc sweep --orientation '"; s=$?; rm -f "$f"; exit $s
            """)
        #expect(fish.status == 0, "\(fish.stderr)")
        let offered = fish.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(offered == ["padding", "widen", "both", "landscape", "portrait"])
        expectUsageError(try Gridcalc.run(["completions", "tcsh"]), naming: "tcsh")
        expectUsageError(try Gridcalc.run(["completions"]), naming: "shell")
    }

    @Test func installAndUninstall() throws {
        // The Makefile's install step, with a fresh PREFIX: binary, man page, completions and docs land;
        // the installed binary has no symbols and no unwind tables and answers as the built one does.
        let repository = URL(fileURLWithPath: Self.manPage).deletingLastPathComponent().deletingLastPathComponent().path
        let run = try Gridcalc.shell("""
            p=$(mktemp -d) && cp "$GRIDCALC" "$p/built" && \
            make -s -C '\(repository)' install-files PREFIX="$p" BUILT="$p/built" >/dev/null && \
            "$p/bin/gridcalc" --version && test -f "$p/share/man/man1/gridcalc.1" && \
            { ! command -v readelf >/dev/null || ! readelf -S "$p/bin/gridcalc" | grep -q -e '\\.symtab' -e '\\.eh_frame'; } && \
            test "$("$p/bin/gridcalc" --device iphone-15 --columns 4 --json)" = "$("$GRIDCALC" --device iphone-15 --columns 4 --json)" && \
            { "$p/bin/gridcalc" --columns 0 2>"$p/e1"; echo $?; } > "$p/s1" && { "$GRIDCALC" --columns 0 2>"$p/e2"; echo $?; } > "$p/s2" && \
            cmp -s "$p/s1" "$p/s2" && cmp -s "$p/e1" "$p/e2" && \
            test -s "$p/share/bash-completion/completions/gridcalc" && test -s "$p/share/zsh/site-functions/_gridcalc" && \
            test -s "$p/share/fish/vendor_completions.d/gridcalc.fish" && test -s "$p/share/doc/gridcalc/LICENSE.txt" && \
            test -s "$p/share/doc/gridcalc/devices.md" && \
            make -s -C '\(repository)' uninstall PREFIX="$p" >/dev/null && test ! -e "$p/bin/gridcalc" && \
            test ! -e "$p/share/man/man1/gridcalc.1" && test ! -e "$p/share/doc/gridcalc"; s=$?; rm -rf "$p"; exit $s
            """)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.hasPrefix("gridcalc "))
    }

    @Test func benchRunsEveryBenchmark() throws {
        // `make bench` runs the benchmark program and every script in Benchmarks/ (a recipe once lost
        // two of them to the rule after it), and on Linux measures start-up against the hello-world;
        // `make bench-startup` runs that section alone. Read from make's dry run: nothing is built.
        let repository = URL(fileURLWithPath: Self.manPage).deletingLastPathComponent().deletingLastPathComponent().path
        let run = try Gridcalc.shell("make -n -C '\(repository)' bench; echo '--- startup'; make -n -C '\(repository)' bench-startup")
        #expect(run.status == 0, "\(run.stderr)")
        let (bench, startup) = (run.stdout.components(separatedBy: "--- startup")[0], run.stdout.components(separatedBy: "--- startup").last ?? "")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: repository + "/Benchmarks").filter { $0.hasSuffix(".py") }
        #expect(scripts.count >= 2)
        // Each script runs in bench's own recipe, after the benchmark program (not in a prerequisite's).
        let program = try #require(bench.range(of: "gridcalc-bench\" --gridcalc"))
        for script in scripts {
            #expect(bench.range(of: "Benchmarks/\(script)").map { $0.lowerBound > program.upperBound } == true, "make bench runs \(script)")
        }
        #expect(startup.contains("--startup-only") && !startup.contains("image_bench.py"))
        #if os(Linux)
        #expect(bench.contains("--hello bench/startup/hello") && startup.contains("--shipped bench/startup/gridcalc"))
        #endif
    }

    @Test func distTarball() throws {
        // `make dist`'s packaging step from the built binary: a tarball whose checksum holds, with a
        // stripped binary that runs, the man page, the completions, the license and docs, and SHA256SUMS that hold.
        let repository = URL(fileURLWithPath: Self.manPage).deletingLastPathComponent().deletingLastPathComponent().path
        let run = try Gridcalc.shell("""
            p=$(mktemp -d) && make -s -C '\(repository)' dist-files BUILT="$GRIDCALC" DIST_DIR="$p" >/dev/null && cd "$p" && \
            sha256sum -c ./*.tar.gz.sha256 >/dev/null && tar xzf ./*.tar.gz && cd gridcalc-*/ && sha256sum -c SHA256SUMS >/dev/null && \
            ./bin/gridcalc --version && test -s share/man/man1/gridcalc.1 && test -s share/bash-completion/completions/gridcalc && \
            test -s share/zsh/site-functions/_gridcalc && test -s share/fish/vendor_completions.d/gridcalc.fish && \
            test -s share/doc/gridcalc/LICENSE.txt && test -s share/doc/gridcalc/README.md && test -s share/doc/gridcalc/CHANGELOG.md && \
            { ! command -v readelf >/dev/null || ! readelf -S bin/gridcalc | grep -q '\\.symtab'; } && \
            echo corrupt >> share/man/man1/gridcalc.1 && ! sha256sum -c SHA256SUMS >/dev/null 2>&1; s=$?; rm -rf "$p"; exit $s
            """)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.hasPrefix("gridcalc "))
    }
}
