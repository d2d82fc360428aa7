// GridcalcCheck: `swift package gridcalc-check …` — `gridcalc check` with the same arguments, from
// any package that depends on gridcalc (Docs/ci.md, SPEC §19).
//
// Rule: the plugin builds the gridcalc tool of the package it comes from, runs `gridcalc check`
// with the arguments as given (paths relative to the directory `swift package` runs in), passes
// its stdout and stderr through, and fails when check does: exit 0 only when check exits 0.

import Foundation
import PackagePlugin

@main
struct GridcalcCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "gridcalc")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + arguments
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 else { throw Failure(status: status) }
    }

    /// check's exit code, when it is not 0.
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "gridcalc check exited with \(status)" }
    }
}
