// gridcalc-docs: writes the generated parts of the docs (`GeneratedDocs`) from the declarations —
// `make docs`. Run from the repository's root; `--check` writes nothing and exits 1 when a file
// differs from what it would write. A developer's tool: it is not installed.

import Foundation
import GridcalcDocs

let check = CommandLine.arguments.dropFirst().first == "--check"
let pages = GeneratedDocs.pages(docsFolder: (try? FileManager.default.contentsOfDirectory(atPath: "Docs")) ?? [])
var stale: [String] = []
for path in pages {
    guard let page = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("gridcalc-docs: cannot read \(path) (run it from the repository's root)\n".utf8))
        exit(66)
    }
    let generated = GeneratedDocs.render(page, path: path)
    guard generated != page else { continue }
    stale.append(path)
    if !check { try generated.write(toFile: path, atomically: true, encoding: .utf8) }
}
for path in stale { print(check ? "\(path) is not what gridcalc-docs writes" : "wrote \(path)") }
exit(check && !stale.isEmpty ? 1 : 0)
