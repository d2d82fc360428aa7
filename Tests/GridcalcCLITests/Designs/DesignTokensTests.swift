// DesignTokens against the formats' own examples: the W3C Design Tokens Format 2025.10 (its
// dimension, alias, JSON Pointer, `$root`, `$type` and `$extends` examples, with lengths where the
// spec's examples hold colours) and Tokens Studio's JSON (`value`/`type`, sets in
// `$metadata.tokenSetOrder`, math). Each case is run through `gridcalc --tokens … --spacing {token}`
// and the spacing's device px compared with the length worked out here by hand (3x: 1 logical px is
// 3 device px; a rem is 16 logical px); each mistake is 64 naming the token, with an empty stdout.
import Foundation
import GridcalcTestSupport
import Testing

@Suite struct DesignTokensTests {
    /// The spacing `reference` resolves to in `tokens`, in device px at 3x; or the run, when it failed.
    static func spacingPx(_ tokens: String, _ reference: String) -> Result<Int, RunFailure> {
        let run = Tool.run(["--tokens", "-", "--width", "414", "--scale", "3", "--columns", "2", "--spacing", reference, "--json"], stdin: tokens)
        guard run.status == 0, let doc = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
              let px = (doc["spacing"] as? [String: Any])?["px"] as? Int else { return .failure(RunFailure(run: run)) }
        return .success(px)
    }

    struct RunFailure: Error { let run: Run }

    static func expect(_ tokens: String, _ reference: String, px: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        switch spacingPx(tokens, reference) {
        case .success(let got): #expect(got == px, "\(reference)", sourceLocation: sourceLocation)
        case .failure(let f): Issue.record("\(reference): \(f.run.status) \(f.run.stderr)", sourceLocation: sourceLocation)
        }
    }

    static func expectRefused(_ tokens: String, _ reference: String, saying message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = Tool.run(["--tokens", "-", "--width", "414", "--scale", "3", "--columns", "2", "--spacing", reference], stdin: tokens)
        #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.hasPrefix("error: --spacing") && run.stderr.contains(message),
                "\(reference): \(run.status) \(run.stderr)", sourceLocation: sourceLocation)
    }

    /// The spec's dimension example (types.md, "Dimension"): px and rem in the 2025 object form.
    @Test func w3cDimension() {
        let tokens = """
            {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
             "spacing-stack-0": {"$value": {"value": 0, "unit": "px"}, "$type": "dimension"},
             "spacing-stack-1": {"$value": {"value": 0.5, "unit": "rem"}, "$type": "dimension"}}
            """
        Self.expect(tokens, "{spacing-stack-0}", px: 0)
        Self.expect(tokens, "{spacing-stack-1}", px: 24)   // 0.5rem = 8 logical px = 24 device px
    }

    /// The spec's alias examples (aliases.md): curly-brace references, chained; a colour where a
    /// length is asked is refused by its type, its own or its group's.
    @Test func w3cAliases() {
        let tokens = """
            {"base": {"primary": {"$value": {"value": 4, "unit": "px"}, "$type": "dimension"}},
             "semantic": {"brand": {"$value": "{base.primary}"}, "link": {"$value": "{semantic.brand}"}},
             "colors": {"blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}, "$type": "color"},
                        "alias": {"$value": "{colors.blue}"}},
             "palette": {"$type": "color", "gap": {"$value": "8px"}}}
            """
        Self.expect(tokens, "{semantic.link}", px: 12)
        Self.expectRefused(tokens, "{colors.alias}", saying: "the token ({colors.alias} → {colors.blue}) in stdin is a color token, not a length")
        Self.expectRefused(tokens, "{palette.gap}", saying: "is a color token, not a length")
    }

    /// The spec's JSON Pointer examples (aliases.md): `$ref` to a whole token (an alias), to its
    /// `$value`, and to a property inside it (a bare number: logical px); one outside the file is refused.
    @Test func w3cJSONPointer() {
        let tokens = """
            {"spacing": {"md": {"$value": {"value": 5, "unit": "px"}, "$type": "dimension"}},
             "semantic": {"gap": {"$ref": "#/spacing/md"},
                          "value": {"$value": {"$ref": "#/spacing/md/$value"}, "$type": "dimension"},
                          "whole": {"$value": {"$ref": "#/spacing/md/$value"}, "$type": "dimension"},
                          "number": {"$value": {"$ref": "#/spacing/md/$value/value"}, "$type": "number"},
                          "away": {"$value": {"$ref": "https://example.com/tokens.json#/a"}, "$type": "dimension"},
                          "nowhere": {"$ref": "#/spacing/lg"}}}
            """
        Self.expect(tokens, "{semantic.gap}", px: 15)
        Self.expect(tokens, "{semantic.value}", px: 15)   // a token named "value" in a W3C group: a token, not Tokens Studio's value
        Self.expect(tokens, "{semantic.whole}", px: 15)
        Self.expect(tokens, "{semantic.number}", px: 15)
        Self.expectRefused(tokens, "{semantic.away}", saying: "not a place in this file")
        Self.expectRefused(tokens, "{semantic.nowhere}", saying: "refers to '#/spacing/lg', which is not in the file")
    }

    /// The spec's groups (groups.md): a `$root` token, a group's `$type` inherited, `$extends`
    /// (inherited tokens, overridden ones, and a cycle of groups refused).
    @Test func w3cGroups() {
        let tokens = """
            {"space": {"$type": "dimension", "$root": {"$value": "2px"}, "wide": {"$value": "6px"}},
             "button": {"$type": "dimension", "padding": {"$value": "8px"}, "gap": {"$value": "4px"}},
             "button-large": {"$extends": "{button}", "padding": {"$value": "16px"}},
             "loop-a": {"$extends": "{loop-b}"}, "loop-b": {"$extends": "{loop-a}"}}
            """
        Self.expect(tokens, "{space.$root}", px: 6)
        Self.expect(tokens, "{space.wide}", px: 18)
        Self.expect(tokens, "{button-large.padding}", px: 48)
        Self.expect(tokens, "{button-large.gap}", px: 12)
        Self.expectRefused(tokens, "{loop-a.gap}", saying: "has no token 'loop-a.gap'")
    }

    /// Tokens Studio: `value` and `type`, sets in `$metadata.tokenSetOrder` (a later set over an
    /// earlier one; `set.path` names one set's token), and its math.
    @Test func tokensStudioSetsAndMath() {
        let tokens = """
            {"global": {"spacing": {"base": {"value": "4", "type": "spacing"},
                                    "md": {"value": "{spacing.base} * 2", "type": "spacing"},
                                    "inset": {"value": "({spacing.base} + 2px) * 2 - 1", "type": "spacing"},
                                    "rem": {"value": "1rem / 4", "type": "sizing"},
                                    "area": {"value": "{spacing.rem} * 2px", "type": "spacing"},
                                    "zero": {"value": "{spacing.base} / 0", "type": "spacing"},
                                    "bad": {"value": "{spacing.base} *", "type": "spacing"}},
                        "color": {"brand": {"value": "#ff0000", "type": "color"}}},
             "mobile": {"spacing": {"base": {"value": "6", "type": "spacing"}}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["global", "mobile"]}}
            """
        Self.expect(tokens, "{spacing.base}", px: 18)          // mobile's 6 over global's 4
        Self.expect(tokens, "{global.spacing.base}", px: 12)
        Self.expect(tokens, "{spacing.md}", px: 36)            // 6 × 2
        Self.expect(tokens, "{spacing.inset}", px: 45)         // (6 + 2) × 2 − 1 = 15
        Self.expect(tokens, "{spacing.rem}", px: 12)           // 16 / 4
        Self.expectRefused(tokens, "{spacing.area}", saying: "is {spacing.rem} * 2px, not a length")
        Self.expectRefused(tokens, "{spacing.zero}", saying: "not a length")
        Self.expectRefused(tokens, "{spacing.bad}", saying: "not a length")
        Self.expectRefused(tokens, "{color.brand}", saying: "is a color token, not a length")
    }

    /// Tokens Studio's folder (its sync's layout): each `*.json` a set named by its path without
    /// `.json`, `$metadata.json` ordering them, `$themes.json` no set; a report may replace none of
    /// its files; an empty folder is 66.
    @Test func tokensStudioFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (file, text) in [("$metadata.json", #"{"tokenSetOrder": ["brand/wide", "primitive/space"]}"#),
                             ("$themes.json", #"[{"name": "wide", "selectedTokenSets": {"brand/wide": "enabled"}}]"#),
                             ("primitive/space.json", #"{"space": {"sm": {"value": "4", "type": "spacing"}, "gap": {"value": "{space.sm}", "type": "spacing"}}}"#),
                             ("brand/wide.json", #"{"space": {"sm": {"value": "10", "type": "spacing"}}}"#)] {
            try FileManager.default.createDirectory(atPath: (folder + "/" + file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        let spacing = { (reference: String) -> Int? in
            let run = Tool.run(["--tokens", folder, "--width", "414", "--scale", "3", "--columns", "2", "--spacing", reference, "--json"])
            return (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]).flatMap { ($0["spacing"] as? [String: Any])?["px"] as? Int }
        }
        #expect(spacing("{space.gap}") == 12)            // primitive/space is listed last: its 4 over brand/wide's 10
        #expect(spacing("{brand/wide.space.sm}") == 30)
        #expect(spacing("{primitive/space.space.sm}") == 12)
        let grid = Tool.run(["--width", "414", "--scale", "3", "--columns", "2", "--json"]).stdout
        try grid.write(toFile: folder + "/grid.json", atomically: true, encoding: .utf8)
        let overwrite = Tool.run(["check", "--tokens", folder, "--report", "json=\(folder)/primitive/space.json", folder + "/grid.json"])
        #expect(overwrite.status == 64 && overwrite.stderr.contains("--report"), "\(overwrite.stderr)")
        #expect(try String(contentsOfFile: folder + "/primitive/space.json", encoding: .utf8).contains("\"sm\""))
        let empty = folder + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = Tool.run(["--tokens", empty, "--width", "414", "--scale", "3", "--columns", "2", "--spacing", "{a}"])
        #expect(none.status == 66 && none.stdout.isEmpty && none.stderr.contains("is a folder with no .json file in it"))
    }

    /// The limit counts each token once: two sets of 50,000 are the 100,000 allowed (a set's
    /// tokens are named twice, by their path and by the set's), one more is refused.
    @Test func theLimitCountsATokenOnce() {
        func sets(_ second: Int) -> String {
            let set = { (n: Int) in "{\"spacing\": {" + (0..<n).map { "\"t\($0)\": {\"value\": \"1\"}" }.joined(separator: ",") + "}}" }
            return "{\"a\": \(set(50_000)), \"b\": \(set(second)), \"$metadata\": {\"tokenSetOrder\": [\"a\", \"b\"]}}"
        }
        Self.expect(sets(50_000), "{spacing.t7}", px: 3)
        let over = Tool.run(["--tokens", "-", "--width", "414", "--scale", "3", "--columns", "2", "--spacing", "{spacing.t7}"], stdin: sets(50_001))
        #expect(over.status == 64 && over.stdout.isEmpty && over.stderr.hasPrefix("error: --tokens stdin holds more than 100000 tokens"), "\(over.stderr)")
    }

    /// An alias of itself through math is a cycle; an alias used many times is resolved once (60
    /// tokens each using the one before three times: 3^60 evaluations if not).
    @Test func cyclesAndSharedAliasesAreBounded() {
        Self.expectRefused(#"{"a": {"$value": "{b} + 1px"}, "b": {"$value": "{a} * 2"}}"#, "{a}",
                           saying: "the token {a} is an alias of itself ({a} → {b} → {a})")
        var chain = [#""t0": {"$value": "1px"}"#]
        for i in 1...60 { chain.append("\"t\(i)\": {\"$value\": \"{t\(i - 1)} + {t\(i - 1)} - {t\(i - 1)}\"}") }
        Self.expect("{" + chain.joined(separator: ", ") + "}", "{t60}", px: 3)
    }
}
