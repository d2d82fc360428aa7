// End-to-end tests of the hardening classes (Docs/robustness.md): each class with cases of its own.

import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct HardeningEndToEndTests {
    /// A temporary condition on stdout is waited out: with stdout a non-blocking pipe whose reader
    /// is slow, every byte arrives and the run ends with 0 and nothing on stderr.
    @Test(arguments: [
        "sweep --devices all --orientation both --columns 1...12 --json",
        "--width 414 --scale 3 --columns 7 --items 5000 --json",
        "--width 414 --scale 3 --columns 7 --items 3000",
        "devices --format json",
    ])
    func slowNonBlockingReaderGetsEverything(_ arguments: String) throws {
        let expected = try Gridcalc.run(Gridcalc.words(arguments))
        #expect(expected.status == 0)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        #expect(fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Gridcalc.path)
        process.arguments = Gridcalc.words(arguments)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(fileDescriptor: writeEnd, closeOnDealloc: false)
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        close(writeEnd)
        // The slow reader: waits before the first read, then takes 4 KiB at a time with pauses.
        usleep(100_000)
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        var reads = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, 4096) }
            if n <= 0 { break }
            received += chunk[0..<n]
            reads += 1
            if reads % 16 == 0 { usleep(2_000) }
        }
        close(readEnd)
        process.waitUntilExit()
        let stderr = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(!stderr.contains("error:"), "\(stderr)")
        #expect(String(decoding: received, as: UTF8.self) == expected.stdout, "\(received.count) of \(expected.stdout.utf8.count) bytes")
    }

    /// User text in an error is escaped and bounded: whatever the value holds, stderr is exactly an
    /// `error:` line and a `hint:` line, with no control character but their two newlines, no
    /// terminal escape, and a bounded size; the value's control characters are shown escaped.
    @Test func userTextInErrorsIsEscapedAndBounded() throws {
        let zeros = String(repeating: "0", count: 100_000)
        let cases: [(arguments: [String], stdin: Data?, shows: String?)] = [
            (["--width", "414\nerror: injected", "--scale", "3", "--columns", "7"], nil, "414\\nerror: injected"),
            (["--width", "414", "--scale", "3\r\u{1b}[2K", "--columns", "7"], nil, "\\u{1b}"),
            (["--device", "\u{1b}[31mred", "--columns", "7"], nil, "\\u{1b}[31mred"),
            (["gri\u{7}d", "--width", "414"], nil, "\\u{7}"),
            (["--width", "414", "--scale", "3", "--columns", "7", "--strategy", "wid\ten"], nil, "wid\\ten"),
            (["check", "no\nsuch\u{1b}.json"], nil, "no\\nsuch\\u{1b}.json"),
            (["check", "-"], Data(#"{"schema":"gridcalc/\u001b[31mgrid@9","frames":[]}"#.utf8), nil),
            (["--columns", zeros + "7", "--width", "2", "--scale", "3"], nil, nil),
            (["--width", String(repeating: "\u{1b}[A", count: 20_000), "--scale", "3", "--columns", "7"], nil, nil),
            (["--width", "414", "--scale", "3", "--columns", "7", "--items", "5", "--separator-before", zeros + "1,\n2"], nil, nil),
        ]
        for (arguments, stdin, shows) in cases {
            let run = try Gridcalc.run(arguments, stdin: stdin)
            let label = arguments.joined(separator: " ").prefix(60)
            #expect(run.status != 0 && run.stdout.isEmpty, "\(label)")
            let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3 && lines[0].hasPrefix("error: ") && lines[1].hasPrefix("hint: ") && lines[2].isEmpty,
                    "\(label): \(run.stderr.prefix(300))")
            #expect(!run.stderr.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "\(label): a control character reached stderr")
            #expect(run.stderr.utf8.count < 9000, "\(label): \(run.stderr.utf8.count) bytes of stderr")
            if let shows { #expect(run.stderr.contains(shows), "\(label): \(run.stderr.prefix(300))") }
        }
    }

    /// Values are never silently changed: a px length is whole as written; a scale that overrides
    /// a panel that does not downsample draws no downsampling warning; a header shows the scale
    /// as given.
    @Test func valuesAreNotSilentlyChanged() throws {
        for (flag, value) in [("--width", "999999.99999999999px"), ("--spacing", "5.0000000000000001px"),
                              ("--inset", "16.00000000000000001px"), ("--width", "1242.0000000000000001px")] {
            var arguments = ["--width", "414", "--scale", "3", "--columns", "7"]
            if let index = arguments.firstIndex(of: flag) { arguments[index + 1] = value } else { arguments += [flag, value] }
            expectUsageError(try Gridcalc.run(arguments), naming: flag)
        }
        #expect(try Gridcalc.run(Gridcalc.words("--width 1242.000px --scale 3 --columns 7")).status == 0)
        for line in ["--device iphone-8 --scale 3 --columns 7", "--device iphone-x --scale 2 --columns 7",
                     "--device iphone-8-plus --scale 2.608 --columns 7", "hairline --device iphone-8 --scale 3",
                     "separator --device ipad --scale 3"] {
            let run = try Gridcalc.run(Gridcalc.words(line))
            #expect(run.status == 0 && !run.stderr.contains("downsampled"), "\(line): \(run.stderr)")
        }
        #expect(try Gridcalc.run(Gridcalc.words("--device iphone-8-plus --columns 7")).stderr.contains("downsampled"))
        for scale in ["3.0000000001", "2.608", "1.3333333333333333", "3"] {
            let run = try Gridcalc.run(["--width", "414", "--scale", scale, "--columns", "7"])
            #expect(run.stdout.contains("at \(scale)x"), "\(run.stdout.prefix(120))")
        }
    }
}
