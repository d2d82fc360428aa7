// LayeringTests: GridcalcCLI's folders are floors, and GridCore's, and a file uses only what the floors below its
// own declare — no circle between folders. The table below is the layering; the test reads the
// sources to find every arrow (a type, a free function, or a labelled member a folder adds to a
// standard type, used from another folder) and fails on one that points up.
//
// Rule: a symbol belongs to the one folder that declares it at the top level (a name two folders
// declare is no one's); comments and string literals are not read; a folder may use its own
// symbols and those of any floor below it.

import Foundation
import GridcalcTestSupport
import Testing

@Suite struct LayeringTests {
    /// The floors, lowest first: the text helpers, the errors and exit codes, files and streams,
    /// JSON, the text outputs, the readers of dumps, the options, the reporters, the front end, the
    /// config and baseline, the commands, and the tool's entry (`.`, the target's own folder).
    static let floors = ["Text", "Diagnostics", "IO", "JSON", "Output", "CheckInputs", "Options", "Designs", "Reporters", "Frontend", "Config", "Commands", "."]

    /// GridCore's floors, lowest first: the document writer, the errors and limits, lengths and
    /// their units (and the warnings about snapping them), the platforms (a unit's names, rounding,
    /// code), the devices (each platform's screens), the column arithmetic, the grid document and its
    /// items, lines, tables, the paste-ready blocks (CSS, Android), sweeps, check, screenshots.
    static let coreFloors = ["Documents", "Diagnostics", "Lengths", "Platforms", "Devices", "Columns", "Grid", "Lines", "Table", "PasteBlocks", "Sweep",
                             "Check", "Images", "."]

    @Test(arguments: [("Sources/GridcalcCLI", floors, 60), ("Sources/GridCore", coreFloors, 90)])
    func noFolderUsesAFloorAboveIt(target: String, floors: [String], atLeast: Int) throws {
        let root = Repository.path(target)
        let paths = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var files: [(folder: String, name: String, text: String)] = []
        for path in paths {
            let folder = path.contains("/") ? String(path.split(separator: "/")[0]) : "."
            files.append((folder, path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
        }
        #expect(Set(files.map(\.folder)).isSubset(of: Set(floors)), "a folder the table does not place: \(Set(files.map(\.folder)).subtracting(floors))")
        let upward = Self.upwardArrows(files, floors: floors)
        #expect(upward.isEmpty, "arrows that point up:\n\(upward.joined(separator: "\n"))")
        #expect(files.count > atLeast)
    }

    /// Negative control: a use of a floor above is found, one of a floor below is not, and a name in
    /// a comment or a string is not a use.
    @Test func anUpwardArrowIsFound() {
        let files = [
            (folder: "Text", name: "Text/A.swift", text: "package func shown(_ s: String) -> String { s }\npackage enum Low {}\n"),
            (folder: "Options", name: "Options/B.swift", text: "package struct High { let x = shown(\"Low\") }\n// High, Low\n"),
            (folder: "Text", name: "Text/C.swift", text: "let y = \"High\"\nlet z: Low? = nil\n"),
        ]
        #expect(Self.upwardArrows(files, floors: ["Text", "Options"]).isEmpty)
        let wrong = files + [(folder: "Text", name: "Text/D.swift", text: "let w: High? = nil\n")]
        #expect(Self.upwardArrows(wrong, floors: ["Text", "Options"]) == ["Text/D.swift uses High (Options)"])
        // A type declared under an attribute alone is declared all the same.
        let attributed = files + [(folder: "Options", name: "Options/E.swift", text: "@usableFromInline struct Higher {}\n"),
                                  (folder: "Text", name: "Text/F.swift", text: "let v: Higher? = nil\n")]
        #expect(Self.upwardArrows(attributed, floors: ["Text", "Options"]) == ["Text/F.swift uses Higher (Options)"])
    }

    /// A file that only extends is named for what it extends (`Type+Topic.swift`), and a file so
    /// named extends that type: a reader finds an extension where its name says.
    @Test func extensionFilesAreNamedForTheirType() throws {
        var files: [(name: String, text: String)] = []
        for target in ["Sources", "Tests"] {
            let root = Repository.path(target)
            for path in FileManager.default.enumerator(atPath: root)!.compactMap({ $0 as? String }) where path.hasSuffix(".swift") {
                files.append((target + "/" + path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
            }
        }
        let misnamed = files.compactMap { Self.misnamedExtensionFile($0.name, $0.text) }
        #expect(misnamed.isEmpty, "\(misnamed.joined(separator: "\n"))")
        #expect(files.count { ($0.name as NSString).lastPathComponent.contains("+") } >= 3)
    }

    /// Negative control: an extension-only file under another name, and a `Type+Topic` file that
    /// does not extend Type, are found; a well-named one and a file that declares a type are not.
    @Test func aMisnamedExtensionFileIsFound() {
        let extending = "// Scale, said in a comment\nextension Scale {\n    struct Inner {}\n}\n"
        #expect(Self.misnamedExtensionFile("Sources/A/Presets.swift", extending) != nil)
        #expect(Self.misnamedExtensionFile("Sources/A/Scale+Presets.swift", extending) == nil)
        #expect(Self.misnamedExtensionFile("Sources/A/Length+Presets.swift", extending) != nil)
        #expect(Self.misnamedExtensionFile("Sources/A/Presets.swift", "struct Presets {}\nextension Scale {}\n") == nil)
        #expect(Self.misnamedExtensionFile("Tests/A/PresetTests.swift", "@Suite struct PresetTests {}\nprivate extension Scale {}\n") == nil)
    }

    /// Why `name` is misnamed for the top-level declarations of `text`, or nil.
    static func misnamedExtensionFile(_ name: String, _ text: String) -> String? {
        let top = matches(regex(#"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|public|internal|private|fileprivate|final|indirect)\s+)*(struct|enum|class|protocol|typealias|actor|func|let|var|extension)\s+([A-Za-z_][\w.]*)"#), strip(text))
        let extended = Set(top.filter { $0[1] == "extension" }.map { String($0[2].split(separator: ".")[0]) })
        let file = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        if let plus = file.firstIndex(of: "+") {
            let type = String(file[..<plus])
            return extended.contains(type) ? nil : "\(name) is named for \(type) but does not extend it"
        }
        guard !top.isEmpty, top.allSatisfy({ $0[1] == "extension" }) else { return nil }
        return "\(name) only extends \(extended.sorted().joined(separator: ", ")): name it \(extended.sorted()[0])+Topic.swift"
    }

    /// Every use of a symbol whose folder is above the using file's.
    static func upwardArrows(_ files: [(folder: String, name: String, text: String)], floors: [String]) -> [String] {
        let stripped = files.map { (folder: $0.folder, name: $0.name, text: strip($0.text)) }
        var declared: [String: Set<String>] = [:]
        let typeDeclaration = regex(#"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|public|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)"#)
        let freeFunction = regex(#"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|public|internal|private|fileprivate)\s+)*func\s+(\w+)\s*(?:<[^>]*>)?\("#)
        let labelledMember = regex(#"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\(\s*(\w+)\s+\w+\s*:"#)
        let extensionStart = regex(#"^extension\s+([\w.]+)\b[^{]*\{"#)
        for file in stripped {
            for m in matches(typeDeclaration, file.text) { declared[m[1], default: []].insert(file.folder) }
            for m in matches(freeFunction, file.text) { declared[m[1] + "(", default: []].insert(file.folder) }
        }
        // Members a folder adds to a type the target does not declare (String, Array): by name and first label.
        for file in stripped {
            // `extension GridDocument.Item` extends the target's own type (its first name is declared).
            for m in matches(extensionStart, file.text) where declared[m[1]] == nil && declared[String(m[1].split(separator: ".")[0])] == nil {
                let body = block(after: m[0], in: file.text)
                for member in matches(labelledMember, body) { declared[member[1] + "(" + member[2] + ":", default: []].insert(file.folder) }
            }
        }
        let owner = declared.compactMapValues { $0.count == 1 ? $0.first : nil }
        let typeUse = regex(#"\b[A-Z]\w*"#), labelledUse = regex(#"\b(\w+)\(\s*(\w+)\s*:"#), callUse = regex(#"(?<![.\w])(\w+)\("#)
        var out: [String] = []
        for file in stripped {
            guard let rank = floors.firstIndex(of: file.folder) else { continue }
            var used = Set<String>()
            for m in matches(typeUse, file.text) { used.insert(m[0]) }
            for m in matches(labelledUse, file.text) { used.insert(m[1] + "(" + m[2] + ":") }
            for m in matches(callUse, file.text) { used.insert(m[1] + "(") }
            for symbol in used.sorted() {
                guard let folder = owner[symbol], folder != file.folder, let other = floors.firstIndex(of: folder), other > rank else { continue }
                out.append("\(file.name) uses \(symbol) (\(folder))")
            }
        }
        return out.sorted()
    }

    /// The source without comments and string literals (multi-line ones included).
    static func strip(_ source: String) -> String {
        var text = source.replacingOccurrences(of: #"\"\"\"[\s\S]*?\"\"\""#, with: "\"\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #"//.*"#, with: "", options: .regularExpression)
        return text.replacingOccurrences(of: #""(?:\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
    }

    /// The text of the `{ … }` block that `opening` (ending in `{`) starts in `text`.
    static func block(after opening: String, in text: String) -> String {
        guard let start = text.range(of: opening)?.upperBound else { return "" }
        var depth = 1, end = start
        while depth > 0, end < text.endIndex {
            if text[end] == "{" { depth += 1 } else if text[end] == "}" { depth -= 1 }
            end = text.index(after: end)
        }
        return String(text[start..<end])
    }

    static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    }

    /// Each match's groups (0: the whole match), missing groups empty.
    static func matches(_ regex: NSRegularExpression, _ text: String) -> [[String]] {
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }
}
