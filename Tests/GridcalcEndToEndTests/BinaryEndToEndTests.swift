// The shipped binary's dependencies: it imports nothing from Foundation, and nothing from the
// standard library's regular-expression engine (_StringProcessing, _RegexParser), which a single
// `firstRange(of:)` pulls in at about a megabyte, nor from the concurrency runtime, which one
// `@TaskLocal` pulls in at about 0.7 MB (Docs/performance.md).

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct BinaryEndToEndTests {
    /// The symbols `path` imports from shared libraries.
    static func importedSymbols(_ path: String) throws -> [Substring] {
        let run = try Gridcalc.shell("nm -D --undefined-only '\(path)'")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe"), "reads ELF imports with nm -D (Linux)"))
    func importsNoFoundationNoRegexEngineAndNoConcurrency() throws {
        let symbols = try Self.importedSymbols(Gridcalc.path)
        #expect(symbols.count > 100, "nm lists the binary's imports")
        for module in ["Foundation", "17_StringProcessing", "12_RegexParser", "swift_task_"] {
            #expect(!symbols.contains { $0.contains(module) }, "gridcalc imports from \(module)")
        }
        // Negative control: this test bundle uses Foundation, and the same look finds it.
        let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(try Self.importedSymbols(me).contains { $0.contains("Foundation") })
    }
}
