// The repository's folders, found from this file's own place (Tests/TestSupport/), so a test reads
// Docs/ and the samples wherever its own file lives.

import Foundation

/// Paths inside the repository this test support was built from.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of `relative` (e.g. `"Docs/ci.md"`) inside the repository.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The text of the repository file at `relative`, or "" when it cannot be read.
    public static func text(_ relative: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }
}
