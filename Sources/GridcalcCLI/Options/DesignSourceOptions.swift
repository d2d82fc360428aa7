// DesignSourceOptions: where a design comes from when it is not typed — a Figma frame's JSON
// (`--figma`, `--node`) and a design-tokens file or folder (`--tokens`) — declared once for grid and check.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--figma`, `--node` and `--tokens`.
package enum DesignSourceOptions {
    package static let figma = OptionDeclaration(
        "--figma", .text("<frame.json>"),
        help: "The design from a Figma frame's JSON (the REST API's file or nodes response, or a plugin's export): its COLUMNS layout grid, or its horizontal auto layout, made exact on device pixels; flags given beside it override it.",
        example: "design/home.json", completion: .files)
    package static let node = OptionDeclaration(
        "--node", .text("<id|name>"),
        help: "With --figma: the frame, by its id (1:23) or its name, when the file holds more than one with a grid.",
        example: "1:23")
    package static let tokens = OptionDeclaration(
        "--tokens", .text("<tokens.json|folder>"),
        help: "A W3C Design Tokens file, or Tokens Studio's (a file, or a folder of set files): a length written {group.token} resolves to its token (px and rem are the design's logical px).",
        example: "tokens.json", completion: .files)

    package static let options = [figma, node, tokens]

    /// The files `--tokens path` reads: the file, or every `*.json` in the folder and below it
    /// (sorted by name; regular files only; the patterns' bounds) and the folder, ending in `/`.
    package static func tokenFiles(_ path: String, bytes: [UInt8]?) throws(UsageError) -> (files: [FilePatterns.File], folder: String?) {
        guard path != "-", FileStatus.type(FileStatus.cString(bytes ?? Array(path.utf8))) == S_IFDIR else {
            return ([FilePatterns.File(path: path, bytes: bytes)], nil)
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        let files = try FilePatterns.files([FilePatterns.prefixed(folder, to: "**/*.json")], argumentBytes: nil, allowEmpty: true)
        guard !files.isEmpty else {
            var error = UsageError("--tokens \(quotedPath(path)) is a folder with no .json file in it", hint: "give a tokens file, or the folder Tokens Studio syncs its sets to")
            error.exitCode = ExitCode.noInput
            throw error
        }
        return (files, folder)
    }
}
