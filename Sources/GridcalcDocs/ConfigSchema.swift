// ConfigSchema: the JSON Schema of `.gridcalc.json` (Docs/schemas/config.schema.json), made from the
// declarations the config is read by (`CheckConfig.settable`): a key per option check takes, its
// type as the config takes it (a switch `true`/`false`, a choice its words, any other value a
// string or a number), `severity` an object of finding kinds (and `$comment`). Built as a value
// (`JSONTree`) and written by the JSON writer, as every document: keys sorted once, there.
//
// Rule: the file is this generator's, whole; GeneratedDocsTests fails when it is not what it writes,
// and the schema lane validates configs against it (with configs gridcalc refuses as controls).

import GridCore
import GridcalcCLI

public enum ConfigSchema {
    /// The schema's path, relative to the repository's root.
    public static let path = "Docs/schemas/config.schema.json"

    /// The schema.
    public static func render() -> String {
        (try? JSONWriter.string(schema())) ?? ""
    }

    /// The schema as a value.
    static func schema() -> JSONTree {
        let text = { (s: String) in JSONTree.string(s) }
        var options: [String: JSONTree] = [:]
        for option in CheckConfig.settable {
            var property: [String: JSONTree] = ["description": text(option.help)]
            switch option.value {
            case .none: property["type"] = text("boolean")
            case .choice(let words, _): property["enum"] = .array(words.map(text))
            default: property["type"] = .array([text("string"), text("number")])
            }
            options[String(option.name.dropFirst(2))] = .object(property)
        }
        let level: JSONTree = .object(["enum": .array([text("error"), text("warning"), text("off")])])
        var kinds: [String: JSONTree] = ["$comment": .object(["type": text("string")])]
        for kind in CheckDocument.Finding.Kind.allCases { kinds[kind.rawValue] = level }
        options["severity"] = .object(["type": text("object"), "additionalProperties": .bool(false), "properties": .object(kinds)])
        let file: JSONTree = .object(["type": text("string"), "minLength": .int(1), "not": .object(["const": text("-")])])
        let screen: JSONTree = .object([
            "type": text("object"), "required": .array([text("name"), text("files")]),
            "properties": .object([
                "name": .object(["type": text("string"), "minLength": .int(1)]),
                "$comment": .object(["type": text("string")]),
                "files": .object(["oneOf": .array([.object(["$ref": text("#/$defs/file")]),
                                                   .object(["type": text("array"), "minItems": .int(1), "items": .object(["$ref": text("#/$defs/file")])])])]),
            ]),
            "$ref": text("#/$defs/options"), "unevaluatedProperties": .bool(false),
        ])
        return .object([
            "$schema": text("https://json-schema.org/draft/2020-12/schema"),
            "$id": text("https://gridcalc.dev/schemas/config.schema.json"),
            "title": text("gridcalc config (.gridcalc.json)"),
            "description": text("The screens gridcalc check judges (Docs/ci.md). Made by make docs from check's declarations."),
            "type": text("object"),
            "required": .array([text("screens")]),
            "properties": .object([
                "$schema": .object(["type": text("string")]),
                "$comment": .object(["type": text("string")]),
                "screens": .object(["type": text("array"), "minItems": .int(1), "maxItems": .int(CheckConfig.maxScreens), "items": .object(["$ref": text("#/$defs/screen")])]),
            ]),
            "$ref": text("#/$defs/options"),
            "unevaluatedProperties": .bool(false),
            "$defs": .object(["screen": screen, "file": file, "options": .object(["properties": .object(options)])]),
        ])
    }
}
