// ToolVersion: gridcalc's version, the one place it is written (help, the man page, SARIF's driver,
// the headers of generated code).

package enum ToolVersion {
    /// The semantic version of this build.
    package static let number = "1.2.0"
}
