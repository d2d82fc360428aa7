// How the benchmark measures: in-process rates (the median of repeated timed batches) and whole
// processes (median wall time of posix_spawn runs, CPU time and page faults from wait4, peak
// resident memory from /usr/bin/time -v).

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything measured flows into this, and it is printed at the end, so the optimiser cannot drop
/// the work.
nonisolated(unsafe) var checksum = 0

/// How long each in-process measurement runs.
struct Timing {
    /// Timed repetitions of each case; the median is reported.
    let repetitions: Int
    /// The minimum length of one repetition, in seconds.
    let secondsPerRepetition: Double
    /// Runs of a whole process for a start-up figure.
    let processRuns: Int

    /// Runs `body` in batches until `secondsPerRepetition` have passed, `repetitions` times; the median rate per second.
    func medianRate(_ body: () -> Int) -> (perSecond: Double, nanoseconds: Double) {
        let clock = ContinuousClock()
        var rates: [Double] = []
        for _ in 0..<repetitions {
            var count = 0
            var batch = 1
            let start = clock.now
            var elapsed = Duration.zero
            while elapsed < .milliseconds(Int(secondsPerRepetition * 1000)) {
                for _ in 0..<batch { checksum &+= body() }
                count += batch
                elapsed = clock.now - start
                if batch < 1 << 20 { batch *= 2 }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(count) / seconds)
        }
        let median = rates.sorted()[rates.count / 2]
        return (median, 1e9 / median)
    }
}

/// One finished run: wall time, user + system CPU time (ns), and minor page faults.
struct ProcessRun {
    var wallNs: Double
    var cpuNs: Double
    var minorFaults: Int
}

/// Runs `argv` with stdout and stderr on /dev/null, and reads its rusage when it ends (every
/// process the bench times is run by this).
func runMeasured(_ argv: [String]) -> ProcessRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for p in cArguments { free(p) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ) == 0 else {
        print("error: cannot run \(argv[0])")
        exit(1)
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = clock.now - start
    let wall = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
    return ProcessRun(wallNs: wall, cpuNs: cpu, minorFaults: Int(usage.ru_minflt))
}

/// Drops `path` from the page cache (Linux; elsewhere nothing), so it is read afresh. Written back
/// first: the kernel keeps a page that is not yet on disk, so a binary just built or copied would
/// otherwise stay as its writer left it — and such a binary measured up to a fifth faster here
/// (fewer page faults) than the same bytes read back from disk, which is how a fresh build timed
/// against an old file flatters the build.
func evictFromPageCache(_ path: String) {
    #if canImport(Glibc)
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
    close(fd)
    #endif
}

/// The median of `values` (the upper one of an even count).
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Runs `argv` with stdout and stderr on /dev/null; its wall time in nanoseconds.
func runOnce(_ argv: [String]) -> Double { runMeasured(argv).wallNs }

/// The median wall time of `runs` runs of `argv`, after one run that warms the page cache, in ns.
func medianWall(_ argv: [String], runs: Int) -> Double {
    _ = runOnce(argv)  // warm the page cache
    return (0..<runs).map { _ in runOnce(argv) }.sorted()[runs / 2]
}

/// Peak resident memory of one run, from /usr/bin/time -v, in KiB (nil when unavailable).
func peakKiB(_ argv: [String]) -> Int? {
    let log = "/tmp/gridcalc-bench-time-\(getpid())"
    _ = runOnce(["/bin/sh", "-c", "/usr/bin/time -v -o \(log) \(argv.joined(separator: " ")) > /dev/null 2>&1"])
    defer { unlink(log) }
    guard let file = fopen(log, "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, 512, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains("Maximum resident set size") {
            return Int(text.split(separator: ":").last!.trimmingPrefix(" ").prefix { $0.isNumber })
        }
    }
    return nil
}
