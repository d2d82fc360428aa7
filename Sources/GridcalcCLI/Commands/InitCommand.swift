// InitCommand: `gridcalc init` — a starter `.gridcalc.json` from the dumps and screenshots given
// (Docs/ci.md, "The config file").
//
// Rule: one screen a file, named by the file's name without its extension (made unique), its
// `files` the path as given; the keys each format needs to run as it is: a screenshot `image` and
// `region: auto`; a view tree `container` and `select` with an example in its reader's attributes and
// a `$comment` saying to edit them; every screen `spacing: auto` (the gap the cells keep most often)
// until a design is written in. The file's format is found as `check` finds it (65 when it is none
// gridcalc reads, 66 when it cannot be opened). The config goes to stdout (`> .gridcalc.json`):
// nothing is written over.

import GridCore
import GridcalcImages

package enum InitCommand: Command {
    package static let name = "init"
    package static let abstract = "Print a starter .gridcalc.json (a screen per dump or screenshot given) for gridcalc check with no arguments."
    package static let operandUsage: String? = "[--] <file> …"
    package static let maxOperands = CheckConfig.maxScreens
    package static let operandHelp: String? = "file"
    package static let operandCompletion = OptionDeclaration.Completion.files
    package static let options: [OptionDeclaration] = [.help]
    package static let examples = """
          gridcalc init frames/home.json screenshots/cards.png > .gridcalc.json
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        guard !arguments.operands.isEmpty else {
            throw UsageError("init needs the dumps or screenshots the screens check", hint: "e.g. gridcalc init frames/home.json shot.png > .gridcalc.json")
        }
        var names: [String] = []
        var screens: [String] = []
        for path in arguments.operands {
            // A config names files; stdin has no name a config could hold (check refuses `-` there).
            if path == "-" {
                throw UsageError("init writes a config that names its files, and - (stdin) has none", hint: "give the dumps' and screenshots' paths, e.g. gridcalc init frames/home.json > .gridcalc.json")
            }
            let bytes = try InputFile.read(path, flag: "", standardInput: arguments.standardInput, pathBytes: arguments.bytes(of: path), limit: 1 << 20)
            let shownName = InputFile.displayName(path, bytes: arguments.bytes(of: path))
            var keys: [(String, String)] = []
            if bytes.starts(with: PNGImage.signature) {
                keys = [("image", "true"), ("region", "\"auto\"")]
            } else {
                let text = CheckInputText(bytes)
                let reader: any CheckInputReader.Type
                do { reader = try CheckInput.reader(for: text, format: .auto) } catch { throw CheckFrontend.dataError(error, name: shownName, hint: FramesReader.hint) }
                if reader.isTree {
                    let example = reader.format == .uiautomator ? ("resource-id=grid", "resource-id=cell")
                        : reader.format == .xcuitest ? ("type=CollectionView", "type=Cell") : ("UICollectionView", "UICollectionViewCell")
                    keys = [("$comment", JSONWriter.quoted("edit container and select: the node that holds the cells, and the cells (\(reader.format.rawValue) attributes: \(reader.selectorAttributes.joined(with: ", ")))")),
                            ("container", JSONWriter.quoted(example.0)), ("select", JSONWriter.quoted(example.1))]
                }
            }
            // The screen's name: the file's, without folders and extension, unique.
            let base = String(path.split(separator: "/").last ?? Substring(path))
            var stem = base.split(separator: ".").dropLast().joined(separator: ".")
            if stem.isEmpty { stem = base }
            var unique = stem
            var n = 2
            while names.contains(unique) { unique = "\(stem)-\(n)"; n += 1 }
            names.append(unique)
            let members = [("name", JSONWriter.quoted(unique)), ("files", "[" + JSONWriter.quoted(path) + "]")] + keys
            screens.append("    {" + members.map { "\(JSONWriter.quoted($0.0)): \($0.1)" }.joined(with: ", ") + "}")
        }
        let config = """
            {
              "$schema": "https://gridcalc.dev/schemas/config.schema.json",
              "$comment": "gridcalc check reads this file (Docs/ci.md). Add the design to a screen or here for all: \\"columns\\": 7, \\"spacing\\": \\"1px\\", \\"inset\\": \\"16pt\\"; until then the expected gap is the one the cells keep most often.",
              "spacing": "auto",
              "screens": [
            \(screens.joined(with: ",\n"))
              ]
            }

            """
        return Outcome(stdout: config)
    }
}
