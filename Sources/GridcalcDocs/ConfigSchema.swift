// ConfigSchema: the JSON Schema of `.gridcalc.json` (Docs/schemas/config.schema.json), made from the
// declarations the config is read by (`CheckConfig.settable`): a key per option check takes, its
// type as the config takes it (a switch `true`/`false`, a choice its words, any other value a
// string or a number), `severity` an object of finding kinds.
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
        var options: [String] = []
        for option in CheckConfig.settable {
            let key = String(option.name.dropFirst(2))
            let help = JSONWriter.quoted(option.help)
            let type: String
            switch option.value {
            case .none: type = "\"type\": \"boolean\""
            case .choice(let words, _): type = "\"enum\": [\(words.map(JSONWriter.quoted).joined(separator: ", "))]"
            default: type = "\"type\": [\"string\", \"number\"]"
            }
            options.append("    \"\(key)\": {\"description\": \(help), \(type)}")
        }
        let kinds = CheckDocument.Finding.Kind.allCases.map { "        \"\($0.rawValue)\": {\"enum\": [\"error\", \"warning\", \"off\"]}" }
        return """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "https://gridcalc.dev/schemas/config.schema.json",
              "title": "gridcalc config (.gridcalc.json)",
              "description": "The screens gridcalc check judges (Docs/ci.md). Made by make docs from check's declarations.",
              "type": "object",
              "required": ["screens"],
              "properties": {
                "$schema": {"type": "string"},
                "$comment": {"type": "string"},
                "screens": {"type": "array", "minItems": 1, "maxItems": \(CheckConfig.maxScreens), "items": {"$ref": "#/$defs/screen"}}
              },
              "$ref": "#/$defs/options",
              "unevaluatedProperties": false,
              "$defs": {
                "screen": {
                  "type": "object",
                  "required": ["name", "files"],
                  "properties": {
                    "name": {"type": "string", "minLength": 1},
                    "$comment": {"type": "string"},
                    "files": {"oneOf": [{"$ref": "#/$defs/file"}, {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/file"}}]}
                  },
                  "$ref": "#/$defs/options",
                  "unevaluatedProperties": false
                },
                "file": {"type": "string", "minLength": 1, "not": {"const": "-"}},
                "options": {
                  "properties": {
                    "severity": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
            \(kinds.joined(separator: ",\n"))
                      }
                    },
            \(options.map { "        " + $0.dropFirst(4) }.joined(separator: ",\n"))
                  }
                }
              }
            }

            """
    }
}
