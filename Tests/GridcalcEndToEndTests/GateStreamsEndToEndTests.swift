// What only a real process shows of the gate: output that
// stays linear in message length, memory that stays a small multiple of the input, and streams —
// a file-size limit, a non-blocking stdin whose writer is late, a file name that is not UTF-8.

import Foundation
import GridcalcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct GateStreamsEndToEndTests {
    /// A folder of its own for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gate-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A recursiveDescription of `cells` cells in rows of 7, one of whose addresses is `longAddress`
    /// hex digits long, every cell a third of a point off the grid (a finding per cell).
    static func description(cells: Int, longAddress: Int) -> String {
        var text = "<UIWindow: 0x1; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x2>>\n"
        text += "   | <UICollectionView: 0x3; frame = (0 70; 414 826); layer = <CALayer: 0x4>>\n"
        for i in 0..<cells {
            let address = i == 3 ? String(repeating: "a", count: longAddress) : String(1000 + i, radix: 16)
            text += "   |    | <App.Cell: 0x\(address); baseClass = UICollectionViewCell; frame = (\(Double(i % 7) * 59 + 0.5) \(i / 7 * 59); 58 58); layer = <CALayer: 0x5>>\n"
        }
        return text
    }

    /// every report format is linear in message length. A 1 MB description whose one
    /// address is 100,000 characters long took 603 s as a table (each row padded to the widest
    /// message, trimmed a Character at a time); every format now prints it at once. The bound is a
    /// generous minute — this is a hang detector, not a benchmark (Docs/robustness.md has the figures).
    @Test(.timeLimit(.minutes(1)))
    func longMessagesPrintInLinearTime() throws {
        let url = try Self.folder().appendingPathComponent("long.txt")
        try Data(Self.description(cells: 7_000, longAddress: 100_000).utf8).write(to: url)
        for format in ["table", "github", "junit", "json"] {
            let run = try Gridcalc.run(["check", "--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3",
                                        "--format", format, url.path])
            #expect(run.status == 1 && run.stderr.isEmpty, "\(format): \(run.stderr.prefix(300))")
            // The long label is cut where any document text is, not printed whole.
            #expect(!run.stdout.contains(String(repeating: "a", count: 1_000)), "\(format)")
        }
    }

    /// a reader's memory is a small multiple of its input. 16 MiB of line ends (LF, then
    /// CRLF) in a recursiveDescription took 550 MiB (one slice per line); the peak must stay under
    /// 4 × the input plus the process's own 16 MiB.
    @Test(arguments: ["\n", "\r\n"])
    func lineEndsCostNoMemoryPerLine(_ end: String) throws {
        let url = try Self.folder().appendingPathComponent("ends.txt")
        let head = "<UIView: 0x1; frame = (0 0; 414 896); layer = <CALayer: 0x2>>\n"
        let input = head + String(repeating: end, count: (16 << 20) / end.utf8.count - head.utf8.count)
        try Data(input.utf8).write(to: url)
        // The child's peak resident memory, from the operating system's accounting of it.
        let probe = "import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let run = try Gridcalc.shell("python3 -c '\(probe)' \"$GRIDCALC\" check --select UIView --width 414 --scale 3 '\(url.path)'")
        let peakKiB = try #require(Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(run.stdout) \(run.stderr)")
        #expect(peakKiB < 4 * (16 << 10) + (16 << 10), "peak \(peakKiB) KiB for a 16 MiB input")
    }

    /// a file-size limit is a write error (exit 74 with a message), not a signal that
    /// kills the process half-way through its output.
    @Test func fileSizeLimitIsAWriteError() throws {
        let out = try Self.folder().appendingPathComponent("out.json").path
        let run = try Gridcalc.shell("ulimit -f 1; \"$GRIDCALC\" sweep --devices all --columns 1...12 --json > '\(out)'")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("error: cannot write output: "), "\(run.stderr)")
    }

    /// a non-blocking stdin whose writer is late is waited for (it was exit 66).
    @Test func lateWriterOnANonBlockingStdin() throws {
        let document = try Gridcalc.run(["--width", "414", "--scale", "3", "--columns", "7", "--json"]).stdout
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        #expect(fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Gridcalc.path)
        process.arguments = ["check", "-"]
        process.standardInput = FileHandle(fileDescriptor: readEnd, closeOnDealloc: false)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        close(readEnd)
        usleep(300_000)  // the writer is late
        _ = document.withCString { write(writeEnd, $0, strlen($0)) }
        close(writeEnd)
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stdout.contains("result    ok"), "\(stdout)")
    }

    /// a file name that is not UTF-8 is opened by the bytes given, and shown escaped.
    @Test func fileNamesThatAreNotUTF8() throws {
        let folder = try Self.folder().path
        let run = try Gridcalc.shell("""
            f="\(folder)/caf$(printf '\\351').json"
            printf '{"scale": 3, "container_pt": 414, "frames": [{"x": 0.1, "width": 10}]}' > "$f"
            "$GRIDCALC" check "$f"
            """)
        #expect(run.status == 1 && run.stdout.contains("result    FAIL"), "\(run.stderr)")
        let missing = try Gridcalc.shell("\"$GRIDCALC\" check \"\(folder)/nof$(printf '\\351').json\"")
        #expect(missing.status == 66 && missing.stderr.contains("nof\\xE9.json': No such file"), "\(missing.stderr)")
        let github = try Gridcalc.shell("\"$GRIDCALC\" check --format github \"\(folder)/caf$(printf '\\351').json\"")
        #expect(github.status == 1 && github.stdout.contains("file=\(folder)/caf\\xE9.json"), "\(github.stdout)")
    }
}
