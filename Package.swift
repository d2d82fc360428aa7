// swift-tools-version:6.0
// gridcalc: a pixel-exact grid calculator. No package dependencies: everything here ships with the
// Swift toolchain (the standard library, Swift Testing).
import PackageDescription

let package = Package(
    name: "gridcalc",
    products: [
        .library(name: "GridCore", targets: ["GridCore"]),
        // `expectGrid(frames, design)` in a Swift Testing or XCTest suite (Docs/testing.md).
        .library(name: "GridcalcTesting", targets: ["GridcalcTesting"]),
        .executable(name: "gridcalc", targets: ["gridcalc"]),
        // `swift package gridcalc-check …` in a package that depends on gridcalc.
        .plugin(name: "GridcalcCheck", targets: ["GridcalcCheck"]),
    ],
    targets: [
        // The whole calculation: pure value types, integer pixel arithmetic, no Foundation, no words
        // of the command line. `Double.rounded` calls libm, which Linux links only on request.
        .target(name: "GridCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The command line as a library: arguments -> GridCore -> table / JSON / CSV / SVG, errors ->
        // exit codes. Unit-tested without starting a process (Tests/GridcalcCLITests).
        .target(name: "GridcalcCLI", dependencies: ["GridCore", "GridcalcImages"]),
        // The PNG decoder `check --image` reads screenshots with (zlib inflate, filters, colour types),
        // a target of its own with its tests (Tests/GridcalcImagesTests).
        .target(name: "GridcalcImages", dependencies: ["GridCore"]),
        // A layout judged inside a test, its failure recorded at the caller's line: GridCore and the
        // toolchain's test frameworks only (Swift Testing, XCTest).
        .target(name: "GridcalcTesting", dependencies: ["GridCore"]),
        // main.swift only: calls GridcalcCLI and exits.
        .executableTarget(name: "gridcalc", dependencies: ["GridcalcCLI"]),
        // The command plugin: builds gridcalc and runs `gridcalc check` with the arguments given.
        .plugin(name: "GridcalcCheck",
                capability: .command(intent: .custom(verb: "gridcalc-check",
                                                     description: "Check frames an app produced with gridcalc check (same arguments).")),
                dependencies: ["gridcalc"]),
        // The generated parts of the docs (the man page's COMMANDS, the table of finding kinds, the
        // usage blocks), made from the declarations, and `gridcalc-docs`, which writes them (`make docs`).
        .target(name: "GridcalcDocs", dependencies: ["GridCore", "GridcalcCLI"]),
        .executableTarget(name: "gridcalc-docs", dependencies: ["GridcalcDocs"]),
        // `make bench`: GridCore's layouts per second and the command line's cost against /bin/true.
        .executableTarget(name: "gridcalc-bench", dependencies: ["GridCore", "GridcalcCLI"], path: "Benchmarks/gridcalc-bench"),
        // `make fuzz`: libFuzzer targets over the command line and the check reader. Built only with
        // `-sanitize=fuzzer` (which supplies `main`); in other builds it is a stub that says so.
        .executableTarget(name: "gridcalc-fuzz", dependencies: ["GridCore", "GridcalcCLI", "GridcalcImages"], path: "Tests/Fuzz",
                          exclude: ["corpus"]),
        // What the test suites share: the in-process runner (`Tool.run`), the error shapes, and one
        // deterministic generator.
        .target(name: "GridcalcTestSupport", dependencies: ["GridcalcCLI"], path: "Tests/TestSupport"),
        // Unit and property tests of the calculation.
        .testTarget(name: "GridCoreTests", dependencies: ["GridCore", "GridcalcTestSupport"]),
        // The command line in process, by feature: options, every writer, each command's output and
        // refusals (no process started).
        .testTarget(name: "GridcalcCLITests", dependencies: ["GridcalcCLI", "GridCore", "GridcalcTestSupport", "GridcalcDocs"]),
        // The PNG decoder against PNGs written in the test (every colour type, depth, filter, interlace).
        .testTarget(name: "GridcalcImagesTests", dependencies: ["GridcalcImages", "GridCore", "GridcalcTestSupport"]),
        // Docs/library.md's examples, compiled as an app would compile them: a package name of their
        // own hides GridCore's `package` declarations, so only the public API is in reach.
        .testTarget(name: "LibraryExamples", dependencies: ["GridCore"], path: "Tests/LibraryExamples",
                    swiftSettings: [.unsafeFlags(["-package-name", "gridcalc_library_examples"])]),
        // What only the built binary shows: exit codes as a shell sees them, streams and signals, the
        // shells' completion, the man page, install (depending on the target builds it first).
        .testTarget(name: "GridcalcEndToEndTests", dependencies: ["gridcalc", "GridCore", "GridcalcTestSupport"]),
    ],
    // Swift 6 language mode: full data-race checking on every target.
    swiftLanguageModes: [.v6]
)
