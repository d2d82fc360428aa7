// Runs the built gridcalc binary and captures what it printed.
//
// The binary is $GRIDCALC_BIN when set (e.g. to test an installed or release build), otherwise the
// `gridcalc` next to this test bundle in the build folder (the test target depends on the executable,
// so SwiftPM builds it first).

import Foundation
import GridcalcTestSupport
import Testing

enum Gridcalc {
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["GRIDCALC_BIN"], !path.isEmpty { return path }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: me).deletingLastPathComponent()
        // On Darwin the tests live inside a .xctest bundle: climb out of it.
        while directory.path.contains(".xctest") { directory = directory.deletingLastPathComponent() }
        return directory.appendingPathComponent("gridcalc").path
    }()

    /// Runs gridcalc with `arguments` directly (no shell), stdin from /dev/null or `stdin`'s bytes.
    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Run {
        try capture(stdin: stdin) { process in
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
    }

    /// Runs `/bin/sh -c "( <command> )"` with `$GRIDCALC` set, so tests can use pipes and
    /// redirections; the command's own redirections take precedence over the capture.
    static func shell(_ command: String) throws -> Run {
        try capture { process in
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "( \(command) )"]
            process.environment = ["GRIDCALC": path, "PATH": "/usr/bin:/bin"]
        }
    }

    /// Runs the process `configure` sets up, with stdout and stderr captured through files.
    private static func capture(stdin: Data? = nil, _ configure: (Process) -> Void) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gridcalc-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let err = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        configure(process)
        if let stdin {
            let input = directory.appendingPathComponent("in")
            try stdin.write(to: input)
            process.standardInput = try FileHandle(forReadingFrom: input)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self),
                   status: process.terminationStatus)
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Splits a command line written as one string (no quoting needed in these tests).
    static func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }
}
