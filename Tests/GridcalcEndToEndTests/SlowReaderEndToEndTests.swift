// A slow, non-blocking reader on stdout gets every byte: through the built binary.

import Foundation
import GridcalcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct SlowReaderEndToEndTests {
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
}

