// SnapshotPairs: the screenshots `check --against-image` compares — one new image and its reference,
// or the pairs a snapshot tool leaves in a folder when its tests fail (Docs/snapshot-failures.md).
//
// Rule: `--against-image reference.png new.png` is one pair. Given a folder, the pairs are found by
// the tools' own naming, with patterns gridcalc expands itself (`FilePatterns`: bounded, no shell):
//   - `--against-image auto <folder>`: Playwright's `test-results` (`<name>-actual.png` beside
//     `<name>-expected.png`) and Roborazzi's output folder (`<name>_actual.png` beside the reference
//     `<name>.png`, the `_compare.png` composite left alone), anywhere below the folder;
//   - `--against-image <references> <folder>`: every PNG below the folder with the PNG at the same
//     path below `references` — swift-snapshot-testing's failure artefacts
//     (`$SNAPSHOT_ARTIFACTS/<File>/<test>.<n>.png`) against its `__Snapshots__` folder.
// A new image whose reference is missing is its own failure (66); a folder with no pair is 66
// unless `--allow-empty`.

package enum SnapshotPairs {
    package static let option = OptionDeclaration(
        "--against-image", .text("<png>|<folder>|auto"),
        help: "image only: a reference screenshot (a snapshot test's): each cell is matched with one of its cells and reported moved, resized, added or removed, and cells whose content changed are noted; with a folder of new images, the references at the same paths below it; auto: the pairs Playwright and Roborazzi leave in the folder given (Docs/snapshot-failures.md).",
        example: "reference.png", completion: .files)

    /// The new images to judge, and each one's reference (by the new image's path).
    package static func pairs(_ operands: [String], reference: String, settings: CheckSettings) throws(UsageError) -> (files: [FilePatterns.File], references: [String: String]) {
        guard operands.count == 1, let given = operands.first, given != "-" else {
            throw UsageError("--against-image compares one screenshot, or one folder of them, with its reference; \(operands.count) inputs are given",
                             hint: "give one new image (or one folder) and --against-image <reference.png|folder|auto>")
        }
        let allowEmpty = settings.has(CheckInputOptions.allowEmpty)
        guard FileStatus.isFolder(Array(given.utf8)) else {
            guard reference != "auto", !FileStatus.isFolder(Array(reference.utf8)) else {
                throw UsageError("--against-image \(quotedPath(reference)) is \(reference == "auto" ? "auto" : "a folder"), and \(quotedPath(given)) is a file",
                                 hint: "give a folder of new images with a folder or auto, or a reference PNG with one new PNG")
            }
            // The same file twice compares an image with itself: it could only pass.
            if let image = OutputFile.identity(of: OutputFile.cPath(given, settings.bytes(of: given))),
               image == OutputFile.identity(of: OutputFile.cPath(reference, settings.bytes(of: reference))) {
                throw UsageError("--against-image \(quotedPath(reference)) and the image \(quotedPath(given)) are the same file: the image would be compared with itself",
                                 hint: "give the reference screenshot (the snapshot test's golden) and the new one")
            }
            return ([FilePatterns.File(path: given, bytes: settings.bytes(of: given))], [given: reference])
        }
        let folder = given.hasSuffix("/") ? given : given + "/"
        var files: [FilePatterns.File] = []
        var references: [String: String] = [:]
        if reference == "auto" {
            for (suffix, replacement) in [("-actual.png", "-expected.png"), ("_actual.png", ".png")] {
                for file in try FilePatterns.files([FilePatterns.prefixed(folder, to: "**/*" + suffix)], argumentBytes: nil, allowEmpty: true) {
                    files.append(file)
                    references[file.path] = String(file.path.dropLast(suffix.count)) + replacement
                }
            }
        } else {
            guard FileStatus.isFolder(Array(reference.utf8)) else {
                throw UsageError("--against-image \(quotedPath(reference)) is not a folder, and \(quotedPath(given)) is one",
                                 hint: "give the folder of references (a __Snapshots__ folder), or auto for Playwright's and Roborazzi's folders")
            }
            let base = reference.hasSuffix("/") ? reference : reference + "/"
            for file in try FilePatterns.files([FilePatterns.prefixed(folder, to: "**/*.png")], argumentBytes: nil, allowEmpty: true) {
                files.append(file)
                references[file.path] = base + String(file.path.dropFirst(folder.count))
            }
        }
        if files.isEmpty, !allowEmpty {
            var error = UsageError("no snapshot pair in \(quotedPath(given)) (--against-image \(shown(reference, limitBytes: 64)))",
                                   hint: reference == "auto" ? "give the folder the failed tests left (Playwright's test-results, Roborazzi's build/outputs/roborazzi), or --allow-empty"
                                       : "give the folder of failure artefacts (SNAPSHOT_ARTIFACTS), or --allow-empty")
            error.exitCode = ExitCode.noInput
            throw error
        }
        guard files.count <= FilePatterns.maxFiles else {
            throw UsageError("more than \(FilePatterns.maxFiles) snapshot pairs in \(quotedPath(given))", hint: "check a smaller folder in one run")
        }
        return (files, references)
    }
}
