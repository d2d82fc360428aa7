// DesignTokens: a W3C Design Tokens file read, so that `--spacing {spacing.md}` means its token.
//
// Rule (Docs/figma.md): a token is an object with `$value` (Tokens Studio: `value`) in nested
// groups; its path is the group names and its own joined by dots. A dimension is a string (`16px`,
// `1.5rem`, `8pt`, `8dp`, `8css`, or a bare number) or the 2025 format's `{"value": 16, "unit":
// "px"}`; a `$type` of `dimension`, `number`, `spacing`, `sizing`, `borderWidth` or none is taken.
// Tokens are written at 1x, so `px` is the design's logical px (gridcalc's `pt`, `dp` or `css`) and a
// `rem` is 16 of them. A value `{other.token}` is an alias, followed to its end; an alias to itself
// (however long the cycle) and a reference to no token are 64 naming it. In an option's text every
// `{path}` is replaced by its token's length.

import GridCore

/// A tokens file, read.
package struct DesignTokens {
    /// Each token's raw value by its path, and where it is.
    private var values: [String: JSONValue] = [:]
    /// The file as messages name it.
    let name: String

    /// The most tokens one file may hold, and the longest alias chain followed.
    static let maxTokens = 100_000, maxAliases = 64

    init(_ bytes: [UInt8], name: String) throws(UsageError) {
        self.name = name
        let document: JSONDocument
        do { document = try StrictJSON.read(bytes) } catch {
            throw UsageError("\(name) is not a design-tokens file: \(error.description)", hint: Self.hint)
        }
        guard document.root.kind == .object else { throw UsageError("\(name) is not a design-tokens file: expected an object of groups and tokens", hint: Self.hint) }
        var stack: [(prefix: String, value: JSONValue)] = [("", document.root)]
        while let (prefix, group) = stack.popLast() {
            for (key, value) in group.members where !key.hasPrefix("$") && value.kind == .object {
                let path = prefix.isEmpty ? key : prefix + "." + key
                if let token = value.member("$value") ?? value.member("value") {
                    values[path] = token
                    guard values.count <= Self.maxTokens else { throw UsageError("\(name) holds more than \(Self.maxTokens) tokens", hint: Self.hint) }
                } else {
                    stack.append((path, value))
                }
            }
        }
    }

    static let hint = "give a W3C Design Tokens file: {\"spacing\": {\"md\": {\"$value\": \"8px\", \"$type\": \"dimension\"}}} (Docs/figma.md)"

    /// The token at `path` as a gridcalc length (`8pt`), aliases followed.
    func length(_ path: String, in option: String) throws(UsageError) -> String {
        var path = path, seen: [String] = []
        while true {
            guard let value = values[path] else {
                throw UsageError("\(option) {\(shownLine(path, limitBytes: 120))}: \(name) has no token \(quoted(path))\(seen.isEmpty ? "" : " (an alias of \(seen.map { "{\($0)}" }.joined(with: " → ")))")",
                                 hint: closest(to: path, in: Array(values.keys)).map { "did you mean {\($0)}?" } ?? "the tokens are named by their groups, e.g. {spacing.md}")
            }
            if seen.contains(path) || seen.count > Self.maxAliases {
                throw UsageError("\(option): the token {\(shownLine(seen[0], limitBytes: 120))} is an alias of itself (\((seen + [path]).map { "{\($0)}" }.joined(with: " → ")))",
                                 hint: "give one token of the cycle a length")
            }
            seen.append(path)
            if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
                path = String(text.dropFirst().dropLast())
                continue
            }
            let via = seen.count > 1 ? " (\(seen.map { "{\($0)}" }.joined(with: " → ")))" : ""
            return try Self.length(value, token: seen[0], via: via, option: option, file: name)
        }
    }

    /// A token's value as a gridcalc length.
    static func length(_ value: JSONValue, token: String, via: String = "", option: String, file: String) throws(UsageError) -> String {
        var number: Double?, unit = ""
        switch value.kind {
        case .number: number = value.double
        case .string:
            let text = value.string ?? ""
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            number = Double(digits)
            unit = String(text.dropFirst(digits.count).drop { $0 == " " })
        case .object:
            number = value.member("value")?.double
            unit = value.member("unit")?.string ?? ""
        default: break
        }
        guard let n = number, n.isFinite else {
            throw UsageError("\(option) {\(shownLine(token, limitBytes: 120))}: the token\(via) in \(file) is \(shownLine(value.text, limitBytes: 60)), not a length",
                             hint: "a length token is a dimension such as \"8px\", \"0.5rem\" or {\"value\": 8, \"unit\": \"px\"}")
        }
        switch unit.lowercased() {
        case "", "px", "pt", "dp", "css": return decimalText(n, maxFractionDigits: 9) + "pt"
        case "rem", "em": return decimalText(n * 16, maxFractionDigits: 9) + "pt"
        default:
            throw UsageError("\(option) {\(shownLine(token, limitBytes: 120))}: the token\(via) in \(file) has the unit \(quoted(unit)), which is not a length gridcalc lays out",
                             hint: "use px, rem, pt or dp")
        }
    }

    /// `text` with every `{path}` replaced by its token's length.
    func resolved(_ text: String, option: String) throws(UsageError) -> String {
        guard text.contains("{") else { return text }
        var out = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw UsageError("\(option) \(quoted(text)): a { without its }", hint: "write a token as {group.token}")
            }
            out += try length(String(rest[rest.index(after: open)..<close]), in: option)
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
