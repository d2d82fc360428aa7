// ToolVersion: gridcalc's version, the one place it is written (help, the man page, SARIF's driver,
// the headers of generated code).

package enum ToolVersion {
    /// The semantic version of this build.
    package static let number = "1.2.0"
    /// The day that version was released (CHANGELOG.md's `## 1.2.0 — <date>`; a test holds them
    /// together): the man page's date.
    package static let date = "2026-11-27"
}
