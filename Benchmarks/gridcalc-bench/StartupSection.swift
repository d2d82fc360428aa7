// Section 0: gridcalc's start-up against the floor of any Swift program, a stripped static
// hello-world (`print("hello")`, `swiftc -O -static-executable`, `strip`), both as shipped.
//
// The two commands run in turn, A B A B …, and each pair's wall-time ratio is taken; the median of
// those ratios is the figure. Pairing keeps the ratio honest when the machine's speed drifts during
// the measurement (a shared machine's load, the CPU's clock), which comparing two medians measured
// one after the other does not. Each run's CPU time and minor page faults come from the kernel's
// own accounting of the finished child (`wait4`'s rusage). Before timing, each file is written back,
// dropped from the page cache and run once, so both binaries are read the same way: the page
// cache's history moves a static binary's start-up by up to a fifth (evictFromPageCache).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The start-up figures: medians over `pairs` paired runs.
struct StartupFigures {
    var pairs = 0
    var wallRatio = 0.0, cpuRatio = 0.0
    var gridWallNs = 0.0, helloWallNs = 0.0, gridCpuNs = 0.0, helloCpuNs = 0.0
    var gridFaults = 0, helloFaults = 0

    var results: [String: Any] {
        ["startup": ["pairs": pairs, "wall_ratio_median": wallRatio, "cpu_ratio_median": cpuRatio,
                     "grid_wall_ms": gridWallNs / 1e6, "hello_wall_ms": helloWallNs / 1e6,
                     "grid_cpu_ms": gridCpuNs / 1e6, "hello_cpu_ms": helloCpuNs / 1e6,
                     "grid_minor_faults": gridFaults, "hello_minor_faults": helloFaults] as [String: Any]]
    }
}

/// Times `gridcalc --width 414 --scale 3 --columns 7` (the shipped binary at `gridcalcPath`)
/// against the hello-world at `helloPath` in `pairs` paired runs, and prints the table.
func measureStartup(gridcalcPath: String, helloPath: String, pairs: Int) -> StartupFigures {
    let grid = [gridcalcPath, "--width", "414", "--scale", "3", "--columns", "7"]
    let hello = [helloPath]
    for command in [grid, hello] {
        evictFromPageCache(command[0])
        _ = runMeasured(command)
    }
    var gridRuns: [ProcessRun] = [], helloRuns: [ProcessRun] = []
    for _ in 0..<pairs {
        gridRuns.append(runMeasured(grid))
        helloRuns.append(runMeasured(hello))
    }
    var figures = StartupFigures()
    figures.pairs = pairs
    figures.wallRatio = median(zip(gridRuns, helloRuns).map { $0.wallNs / $1.wallNs })
    figures.cpuRatio = median(zip(gridRuns, helloRuns).map { $1.cpuNs > 0 ? $0.cpuNs / $1.cpuNs : 1 })
    figures.gridWallNs = median(gridRuns.map(\.wallNs))
    figures.helloWallNs = median(helloRuns.map(\.wallNs))
    figures.gridCpuNs = median(gridRuns.map(\.cpuNs))
    figures.helloCpuNs = median(helloRuns.map(\.cpuNs))
    figures.gridFaults = Int(median(gridRuns.map { Double($0.minorFaults) }))
    figures.helloFaults = Int(median(helloRuns.map { Double($0.minorFaults) }))

    print("\nStart-up (\(pairs) paired runs, A B A B …; the median of the pairs' ratios; both binaries stripped, static)")
    print(pad("what", 58) + pad("wall ms", 10, right: true) + pad("cpu ms", 10, right: true) + pad("faults", 8, right: true))
    print(pad("hello-world (print(\"hello\"))", 58) + pad(format(figures.helloWallNs / 1e6, 3), 10, right: true)
          + pad(format(figures.helloCpuNs / 1e6, 3), 10, right: true) + pad("\(figures.helloFaults)", 8, right: true))
    print(pad("gridcalc --width 414 --scale 3 --columns 7", 58) + pad(format(figures.gridWallNs / 1e6, 3), 10, right: true)
          + pad(format(figures.gridCpuNs / 1e6, 3), 10, right: true) + pad("\(figures.gridFaults)", 8, right: true))
    print("gridcalc / hello-world, median of the paired ratios: wall \(format(figures.wallRatio, 3))×, cpu \(format(figures.cpuRatio, 3))×")
    return figures
}
