// swift-tools-version:6.0
// gridcalc: a pixel-exact grid calculator. No package dependencies: everything here ships with the
// Swift toolchain (the standard library, FoundationEssentials to read JSON in the executable, Swift Testing).
import PackageDescription

let package = Package(
    name: "gridcalc",
    products: [
        .library(name: "GridCore", targets: ["GridCore"]),
        .executable(name: "gridcalc", targets: ["gridcalc"]),
    ],
    targets: [
        // The whole calculation: pure value types, integer pixel arithmetic, no Foundation.
        // `Double.rounded` calls libm, which Linux links only on request (Apple platforms always do).
        .target(name: "GridCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The command line: arguments -> GridCore -> table / JSON / CSV / SVG.
        .executableTarget(name: "gridcalc", dependencies: ["GridCore"]),
        // `make bench`: GridCore's layouts per second and the command line's cost against /bin/true.
        .executableTarget(name: "gridcalc-bench", dependencies: ["GridCore"], path: "Benchmarks/gridcalc-bench"),
        // Unit and property tests of the calculation.
        .testTarget(name: "GridCoreTests", dependencies: ["GridCore"]),
        // End-to-end tests that run the built gridcalc binary (depending on the target builds it first).
        .testTarget(name: "GridcalcEndToEndTests", dependencies: ["gridcalc", "GridCore"]),
    ]
)
