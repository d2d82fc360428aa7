// GridcalcCheck: `swift package gridcalc-check …` — `gridcalc check` with the same arguments, from
// any package that depends on gridcalc (Docs/ci.md, SPEC §19 and §25).
//
// Rule: the plugin builds the gridcalc tool of the package it comes from, runs `gridcalc check`
// with the arguments as given (paths relative to the directory `swift package` runs in; none: the
// screens of the nearest .gridcalc.json, as `gridcalc check` finds it), passes its stdout and
// stderr through, and fails when check does: exit 0 only when check exits 0. SwiftPM turns every
// plugin failure into exit 1 (swift-package-manager#7380), so the plugin's error says gridcalc's
// own exit code and what it means — a usage error (64) never reads as a finding (1). With neither
// arguments nor a .gridcalc.json the plugin says so (gridcalc would read stdin, which it has none of).

import Foundation
import PackagePlugin

@main
struct GridcalcCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // No arguments and no config: gridcalc would wait on stdin, which a plugin has none of.
        if arguments.isEmpty, !Self.configFound(from: FileManager.default.currentDirectoryPath) { throw NoConfig(folder: FileManager.default.currentDirectoryPath) }
        let tool = try context.tool(named: "gridcalc")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + arguments
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 else { throw Failure(status: status) }
    }

    /// Whether `gridcalc check` with no arguments finds a `.gridcalc.json`: in `folder` or a folder
    /// up to the repository's root (the one holding `.git`), as gridcalc looks for it.
    static func configFound(from folder: String) -> Bool {
        var url = URL(fileURLWithPath: folder, isDirectory: true)
        let files = FileManager.default
        for _ in 0..<32 {
            if files.fileExists(atPath: url.appendingPathComponent(".gridcalc.json").path) { return true }
            if files.fileExists(atPath: url.appendingPathComponent(".git").path) { return false }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return false }
            url = parent
        }
        return false
    }

    /// Neither arguments nor a config: nothing to check.
    struct NoConfig: Error, CustomStringConvertible {
        let folder: String
        var description: String {
            "no .gridcalc.json found in \(folder) or the folders up to the repository's root, and no arguments: nothing to check. "
                + "Give check's arguments (swift package gridcalc-check --columns 7 --spacing 1px frames.json), or write a config (gridcalc init <files> > .gridcalc.json; Docs/ci.md)"
        }
    }

    /// check's exit code, when it is not 0, and what it means (Docs/robustness.md).
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var meaning: String {
            switch status {
            case 1: return "a finding is an error: the frames are off the grid or off the design"
            case 64: return "a usage error: a flag, a value or the config (.gridcalc.json) is wrong; nothing was checked"
            case 65: return "a document could not be read (not a dump, a screenshot or a gridcalc document gridcalc reads)"
            case 66: return "a file could not be opened, or a pattern matched no file"
            case 74: return "a report could not be written"
            default: return "gridcalc did not finish (a signal or an unexpected status)"
            }
        }
        var description: String { "gridcalc check exited with \(status): \(meaning)" }
    }
}
