// OutputOptions: how a command prints its result — `--format` among the formats that command
// writes, `--json`, and `--zoom` for pictures.
//
// Rule: each command has its own set of formats (`GridFormat`, `CheckFormat`, …), so a format it
// cannot write is a usage error naming the ones it can, and every `switch` over its formats is
// exhaustive. `--json` is `--format json`; giving both is a usage error rather than a guess.
// `--zoom` applies only to svg.

import GridCore

/// The formats one command writes; `table` is the default.
package protocol OutputFormatSet: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The formats' names, in help order (the cases' raw values, written out: an array of the
    /// cases would cost start-up; a test holds the two together).
    static var names: [String] { get }
    /// What `--format`'s help says about these formats.
    static var formatHelp: String { get }
    /// `--format` for these formats, declared once (`makeOption()`): options are found by identity.
    static var option: OptionDeclaration { get }
}

extension OutputFormatSet {
    /// A `--format` declaration for these formats.
    package static func makeOption() -> OptionDeclaration {
        OptionDeclaration("--format", .choice(names, default: "table"), help: formatHelp)
    }
    /// `--format` and `--json`, in help order.
    package static var options: [OptionDeclaration] { [option, OutputOptions.json] }

    /// The format `--format`/`--json` ask for.
    package init(_ reader: OptionReader) throws(UsageError) {
        if reader.has(OutputOptions.json) {
            if let format = reader.values.text(Self.option) {
                throw UsageError("--json and --format \(quoted(format)) given together", hint: "use one of them: --json is --format json")
            }
            self.init(rawValue: "json")!
        } else {
            self.init(rawValue: try reader.choice(Self.option)!)!
        }
    }
}

/// grid's formats.
package enum GridFormat: String, OutputFormatSet {
    case table, json, csv, svg, css, kotlin
    package static let names = ["table", "json", "csv", "svg", "css", "kotlin"]
    package static let formatHelp = "Output format; svg draws the grid at 1 unit = 1 device pixel; css is a rule to paste (without --width or --device, one that computes its tracks at any width, exact at the devicePixelRatios of --scale 1,1.5,2,…); kotlin is a file that computes the columns at run time."
    package static let option = makeOption()
}

/// table's formats.
package enum TableFormat: String, OutputFormatSet {
    case table, json, csv, svg
    package static let names = ["table", "json", "csv", "svg"]
    package static let formatHelp = "Output format; svg draws the table at 1 unit = 1 device pixel."
    package static let option = makeOption()
}

/// check's formats.
package enum CheckFormat: String, OutputFormatSet {
    case table, json, github, junit, sarif, svg, html
    package static let names = ["table", "json", "github", "junit", "sarif", "svg", "html"]
    package static let formatHelp = "Output format: github prints workflow annotations, junit a JUnit XML report, sarif a SARIF 2.1.0 log (GitHub code scanning), svg (screenshots only) each screenshot with the design's edges and the findings drawn over it, html one self-contained page of the whole run for a reviewer."
    package static let option = makeOption()
}

/// The formats of the commands that print a table or a document.
package enum TableOrJSON: String, OutputFormatSet {
    case table, json
    package static let names = ["table", "json"]
    package static let formatHelp = "Output format."
    package static let option = makeOption()
}

/// `--json` and `--zoom`.
package enum OutputOptions {
    /// `--name`: the Kotlin object `--format kotlin` writes.
    package static let name = OptionDeclaration(
        "--name", .text("<identifier>"), help: "kotlin only: the name of the object the file declares: a Kotlin identifier, not a keyword nor a name the file uses itself (Int, frames, …).",
        defaultNote: "PixelGrid", example: "PixelGrid", check: { text, _ throws(UsageError) in _ = try OutputOptions.kotlinName(text) })

    /// A `--name` value: a Kotlin identifier of letters, digits and underscores, not starting with a
    /// digit, at most 64 characters, not only underscores (Kotlin reserves those), neither one of
    /// Kotlin's hard keywords nor a name the file itself uses (`KotlinFile.usedNames`): the object
    /// would hide it and the file would not compile.
    package static func kotlinName(_ text: String) throws(UsageError) -> String {
        let bytes = Array(text.utf8)
        let isLetter = { (b: UInt8) in (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        guard !bytes.isEmpty, bytes.count <= 64, isLetter(bytes[0]), bytes.allSatisfy({ isLetter($0) || ($0 >= 48 && $0 <= 57) }) else {
            throw UsageError("invalid value \(quoted(text)) for --name: not a Kotlin identifier (letters, digits and _, not starting with a digit, at most 64)",
                             hint: "e.g. --name PixelGrid")
        }
        if bytes.allSatisfy({ $0 == 95 }) {
            throw UsageError("invalid value \(quoted(text)) for --name: Kotlin reserves names made only of underscores", hint: "e.g. --name PixelGrid")
        }
        if KotlinFile.hardKeywords.contains(text) {
            throw UsageError("invalid value \(quoted(text)) for --name: a Kotlin keyword", hint: "e.g. --name \(text.prefix(1).uppercased() + text.dropFirst())Grid")
        }
        if KotlinFile.usedNames.contains(text) {
            throw UsageError("invalid value \(quoted(text)) for --name: the file uses \(text) itself (a type, function or value the object would hide)",
                             hint: "e.g. --name \(text)Grid")
        }
        return text
    }

    package static let json = OptionDeclaration(switch: "--json", help: "Same as --format json.")
    /// The largest `--zoom`.
    package static let maxZoom = 32
    package static let zoom = OptionDeclaration(
        "--zoom", .text("<n>"), help: "svg only: draw every device pixel as an n×n block, 1 to \(maxZoom).",
        defaultNote: "1", example: "4", check: { text, _ throws(UsageError) in _ = try OutputOptions.zoom(text) })

    /// `--zoom`: a whole number 1 … `maxZoom` (1 when not given), only when `isSVG`.
    package static func zoom(_ reader: OptionReader, isSVG: Bool) throws(UsageError) -> Int {
        guard let text = reader.values.text(zoom) else { return 1 }
        guard isSVG else { throw UsageError("--zoom \(quoted(text)) applies only with --format svg", hint: "add --format svg, or drop --zoom") }
        return try zoom(text)
    }

    /// A `--zoom` value: a whole number 1 … `maxZoom`.
    private static func zoom(_ text: String) throws(UsageError) -> Int {
        guard case .value(let n)? = NumberSyntax.wholeNumber(Substring(text)), n >= 1, n <= maxZoom else {
            throw UsageError("invalid value \(quoted(text)) for --zoom: expected a whole number from 1 to \(maxZoom)", hint: "e.g. --zoom 4")
        }
        return n
    }
}
