// swift-tools-version:6.0
// An app's package as a gridcalc user has one: it depends on gridcalc (here by path) and runs the
// gate with `swift package gridcalc-check …` (Tests/plugin/check_plugin.sh).
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [.package(path: "../../..")],
    targets: [.target(name: "SampleApp")]
)
