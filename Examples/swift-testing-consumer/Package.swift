// swift-tools-version:6.0
// A package as an app's developers would write it: its layout code, and tests that judge the
// layout's frames with GridcalcTesting (gridcalc's package, depended on by path).
import PackageDescription

let package = Package(
    name: "swift-testing-consumer",
    dependencies: [.package(name: "gridcalc", path: "../..")],
    targets: [
        .target(name: "Gallery"),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", .product(name: "GridcalcTesting", package: "gridcalc")]),
    ],
    swiftLanguageModes: [.v6]
)
