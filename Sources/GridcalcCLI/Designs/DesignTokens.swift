// DesignTokens: a design-tokens file read, so that `--spacing {spacing.md}` means its token.
//
// Rule (Docs/figma.md; the W3C Design Tokens Format 2025.10 and Tokens Studio's JSON):
// - A token is an object with `$value` (Tokens Studio: `value`) or a `$ref`, in nested groups; its
//   path is the group names and its own joined by dots; a group's `$root` token is `group.$root`.
// - A group's `$type` is the type of every token under it that names none; a group's `$extends`
//   (`"{other.group}"`) gives it the other group's tokens it does not define itself.
// - A Tokens Studio file of sets (`$metadata.tokenSetOrder`): each set's tokens by their own paths,
//   a later set's over an earlier one's, and by `set.path`.
// - A length is a token of type `dimension`, `number`, `spacing`, `sizing`, `borderWidth`,
//   `borderRadius` or none; another type (`color`, `duration`, …) is 64 naming it. Its value is a
//   dimension (`16px`, `1.5rem`, `8pt`, `8dp`, a bare number, or the 2025 object `{"value": 16,
//   "unit": "px"}`), an alias `{other.token}` (followed to its end), a JSON Pointer
//   (`{"$ref": "#/spacing/md/$value"}`), or Tokens Studio's math on them (`{spacing.base} * 2`:
//   + − * / and brackets).
// - Tokens are written at 1x, so `px` is the design's logical px (gridcalc's `pt`, `dp` or `css`)
//   and a `rem` is 16 of them.
// - An alias of itself (however long the cycle), a reference to no token and a unit that is not a
//   length are 64 naming the token and the chain. Each token is resolved once a run (an alias used
//   twice is not resolved twice), so the work is linear in the file.

import GridCore

/// A tokens file, read.
package struct DesignTokens {
    /// A token: its value, its type (its own or its group's), and the document it is in (where its
    /// JSON Pointers point).
    private struct Token {
        let value: JSONValue
        let type: String?
        let root: JSONValue
    }

    /// A resolved length in the design's logical px, and whether a unit (or a dimension) gave it.
    private struct Quantity {
        var px: Double
        var dimensioned: Bool
    }

    /// The tokens by path, and the groups' `$extends`.
    private var tokens: [String: Token] = [:]
    private var extends: [String: String] = [:]
    /// The file as messages name it.
    let name: String

    /// The most tokens one file may hold, the longest alias chain followed, the longest expression.
    static let maxTokens = 100_000, maxAliases = 64, maxExpressionBytes = 1_000
    /// The types a length may have (the W3C format's and Tokens Studio's).
    static let lengthTypes: Set<String> = ["dimension", "number", "spacing", "sizing", "borderWidth", "borderRadius"]

    /// One file: W3C tokens, or Tokens Studio's, its sets under `$metadata.tokenSetOrder` or not.
    init(_ bytes: [UInt8], name: String) throws(UsageError) {
        self.name = name
        let root = try Self.document(bytes, name: name)
        if let order = root.member("$metadata")?.member("tokenSetOrder"), order.kind == .array {
            let sets = root.members.filter { !$0.key.hasPrefix("$") && $0.value.kind == .object }.map { (set: $0.key, group: $0.value, root: root) }
            try add(sets, order: order.elements.compactMap(\.string))
        } else {
            var count = 0
            try walk(root, root: root, set: nil, count: &count)
        }
    }

    /// A folder of Tokens Studio sets (how its sync keeps them): each file a set named by its path
    /// in the folder without `.json`, in `order` (`$metadata.json`'s `tokenSetOrder`), then the
    /// others by name; each set over the ones before.
    init(sets files: [(set: String, name: String, bytes: [UInt8])], order: [String], name: String) throws(UsageError) {
        self.name = name
        var sets: [(set: String, group: JSONValue, root: JSONValue)] = []
        for file in files {
            let root = try Self.document(file.bytes, name: file.name)
            sets.append((file.set, root, root))
        }
        try add(sets, order: order)
    }

    /// Tokens Studio's sets: the ones `order` lists in its order, then the others as they come, each
    /// over the ones before.
    private mutating func add(_ sets: [(set: String, group: JSONValue, root: JSONValue)], order: [String]) throws(UsageError) {
        let listed = order.compactMap { name in sets.first { $0.set == name } }
        var count = 0
        for set in listed + sets.filter({ !order.contains($0.set) }) {
            try walk(set.group, root: set.root, set: set.set, count: &count)
        }
    }

    /// The JSON object a tokens file holds.
    private static func document(_ bytes: [UInt8], name: String) throws(UsageError) -> JSONValue {
        let document: JSONDocument
        do { document = try StrictJSON.read(bytes) } catch {
            throw UsageError("--tokens \(name) is not a design-tokens file: \(error.description)", hint: Self.hint)
        }
        guard document.root.kind == .object else { throw UsageError("--tokens \(name) is not a design-tokens file: expected an object of groups and tokens", hint: Self.hint) }
        return document.root
    }

    static let hint = "give a W3C Design Tokens file: {\"spacing\": {\"md\": {\"$value\": \"8px\", \"$type\": \"dimension\"}}} (Docs/figma.md)"

    /// Registers every token under `group` (without recursion: a stack of groups) by its path and,
    /// in a Tokens Studio `set`, by `set.path` too; `count` counts each token once.
    private mutating func walk(_ group: JSONValue, root: JSONValue, set: String?, count: inout Int) throws(UsageError) {
        var stack: [(path: String, value: JSONValue, type: String?)] = [("", group, nil)]
        while let (prefix, group, inherited) = stack.popLast() {
            let groupType = group.member("$type")?.string ?? inherited
            if let target = group.member("$extends")?.string {
                let target = target.hasPrefix("{") && target.hasSuffix("}") ? String(target.dropFirst().dropLast()) : target
                if !prefix.isEmpty { extends[prefix] = target }
                if let set { extends[prefix.isEmpty ? set : set + "." + prefix] = target }
            }
            for (key, value) in group.members where value.kind == .object && (!key.hasPrefix("$") || key == "$root") {
                let path = Self.path(prefix, key)
                if let raw = value.member("$value") ?? Self.studioValue(value) ?? (value.member("$ref") == nil ? nil : value) {
                    let token = Token(value: raw, type: value.member("$type")?.string ?? value.member("type")?.string ?? groupType, root: root)
                    tokens[path] = token
                    if let set { tokens[Self.path(set, path)] = token }
                    count += 1
                    guard count <= Self.maxTokens else { throw UsageError("--tokens \(name) holds more than \(Self.maxTokens) tokens", hint: Self.hint) }
                } else {
                    stack.append((path, value, groupType))
                }
            }
        }
    }

    /// `prefix.key`, or `key` at the top.
    private static func path(_ prefix: String, _ key: String) -> String { prefix.isEmpty ? key : prefix + "." + key }

    /// Tokens Studio's `value`, unless the object is a W3C group holding a token named `value`.
    private static func studioValue(_ object: JSONValue) -> JSONValue? {
        guard let value = object.member("value") else { return nil }
        if object.member("type") == nil, value.kind == .object, (value.member("$value") ?? value.member("$ref") ?? value.member("$type")) != nil { return nil }
        return value
    }

    /// The token at `path` as a gridcalc length (`8pt`), aliases followed.
    func length(_ path: String, in option: String) throws(UsageError) -> String {
        var memo: [String: Quantity] = [:], chain: [String] = []
        return decimalText(try quantity(path, chain: &chain, memo: &memo, option: option).px, maxFractionDigits: 9) + "pt"
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

    // MARK: - Resolving

    /// The token at `path` (through its groups' `$extends`), or nil.
    private func token(_ path: String) -> Token? {
        var path = path
        for _ in 0...Self.maxAliases {
            if let token = tokens[path] { return token }
            // The longest group of the path that extends another, read as that other.
            var groups = path.split(separator: ".", omittingEmptySubsequences: false).dropLast()
            while !groups.isEmpty, extends[groups.joined(separator: ".")] == nil { groups.removeLast() }
            guard !groups.isEmpty, let target = extends[groups.joined(separator: ".")] else { return nil }
            path = target + path.dropFirst(groups.joined(separator: ".").count)
        }
        return nil
    }

    private func quantity(_ path: String, chain: inout [String], memo: inout [String: Quantity], option: String) throws(UsageError) -> Quantity {
        if let known = memo[path] { return known }
        guard let token = token(path) else {
            let via = chain.isEmpty ? "" : " (an alias of \(chain.map { "{\($0)}" }.joined(with: " → ")))"
            throw UsageError("\(option) {\(shownLine(chain.first ?? path, limitBytes: 120))}: \(name) has no token \(quoted(path))\(via)",
                             hint: closest(to: path, in: Array(tokens.keys)).map { "did you mean {\($0)}?" } ?? "the tokens are named by their groups, e.g. {spacing.md}")
        }
        if chain.contains(path) || chain.count >= Self.maxAliases {
            throw UsageError("\(option): the token {\(shownLine(chain.first ?? path, limitBytes: 120))} is an alias of itself (\((chain + [path]).map { "{\($0)}" }.joined(with: " → ")))",
                             hint: "give one token of the cycle a length")
        }
        chain.append(path)
        defer { chain.removeLast() }
        if let type = token.type, !Self.lengthTypes.contains(type) {
            throw UsageError("\(option) {\(shownLine(chain[0], limitBytes: 120))}: the token\(via(chain)) in \(name) is a \(shownLine(type, limitBytes: 40)) token, not a length",
                             hint: "a length token has $type dimension (or number, spacing, sizing)")
        }
        let result = try quantity(of: token.value, root: token.root, chain: &chain, memo: &memo, option: option)
        memo[path] = result
        return result
    }

    /// " ({a} → {b})" when `chain` is an alias chain, for messages.
    private func via(_ chain: [String]) -> String {
        chain.count > 1 ? " (\(chain.map { "{\($0)}" }.joined(with: " → ")))" : ""
    }

    private func quantity(of value: JSONValue, root: JSONValue, chain: inout [String], memo: inout [String: Quantity], option: String) throws(UsageError) -> Quantity {
        switch value.kind {
        case .number:
            if let n = value.double { return Quantity(px: n, dimensioned: false) }
        case .string:
            let text = value.string ?? ""
            if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2, !text.dropFirst().contains("{") {
                return try quantity(String(text.dropFirst().dropLast()), chain: &chain, memo: &memo, option: option)
            }
            if text.contains("{") || text.drop(while: { $0 == " " }).dropFirst().contains(where: { "+-*/()".contains($0) }) {
                return try expression(text, chain: &chain, memo: &memo, option: option)
            }
            if let quantity = try dimension(text, chain: chain, option: option) { return quantity }
        case .object:
            if let pointer = value.member("$ref")?.string {
                return try reference(pointer, root: root, chain: &chain, memo: &memo, option: option)
            }
            if let n = value.member("value")?.double {
                return try Quantity(px: n * unitPx(value.member("unit")?.string ?? "", chain: chain, option: option), dimensioned: true)
            }
        default: break
        }
        throw notALength(value.text, chain: chain, option: option)
    }

    private func notALength(_ text: String, chain: [String], option: String) -> UsageError {
        UsageError("\(option) {\(shownLine(chain.first ?? "", limitBytes: 120))}: the token\(via(chain)) in \(name) is \(shownLine(text, limitBytes: 60)), not a length",
                   hint: "a length token is a dimension such as \"8px\", \"0.5rem\" or {\"value\": 8, \"unit\": \"px\"}")
    }

    /// `16px`, `1.5rem`, `8`: nil when it does not read as a number and a unit.
    private func dimension(_ text: String, chain: [String], option: String) throws(UsageError) -> Quantity? {
        let trimmed = text.drop { $0 == " " }.dropLast(text.reversed().prefix { $0 == " " }.count)
        let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
        guard let n = Double(digits), n.isFinite else { return nil }
        let unit = String(trimmed.dropFirst(digits.count).drop { $0 == " " })
        return Quantity(px: n * (try unitPx(unit, chain: chain, option: option)), dimensioned: !unit.isEmpty)
    }

    /// A unit's size in the design's logical px.
    private func unitPx(_ unit: String, chain: [String], option: String) throws(UsageError) -> Double {
        switch unit.lowercased() {
        case "", "px", "pt", "dp", "css": return 1
        case "rem", "em": return 16
        default:
            throw UsageError("\(option) {\(shownLine(chain.first ?? "", limitBytes: 120))}: the token\(via(chain)) in \(name) has the unit \(quoted(unit)), which is not a length gridcalc lays out",
                             hint: "use px, rem, pt or dp")
        }
    }

    /// A JSON Pointer (`#/spacing/md/$value`) into `root`, the token's own file: the value it points
    /// at; a token it points at is that token (an alias).
    private func reference(_ pointer: String, root: JSONValue, chain: inout [String], memo: inout [String: Quantity], option: String) throws(UsageError) -> Quantity {
        guard pointer.hasPrefix("#/") || pointer == "#" else {
            throw UsageError("\(option) {\(shownLine(chain.first ?? "", limitBytes: 120))}: the token\(via(chain)) in \(name) refers to \(quoted(pointer)), not a place in this file",
                             hint: "a $ref is a JSON Pointer into the same file: #/spacing/md/$value")
        }
        var target: JSONValue? = root, names: [String] = []
        for raw in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) where pointer != "#" {
            let key = String(raw).replacingAll("~1", with: "/").replacingAll("~0", with: "~")
            names.append(key)
            if target?.kind == .array, let i = Int(key), i >= 0, i < target!.count { target = target!.elements[i] } else { target = target?.member(key) }
        }
        guard let value = target else {
            throw UsageError("\(option) {\(shownLine(chain.first ?? "", limitBytes: 120))}: the token\(via(chain)) in \(name) refers to \(quoted(pointer)), which is not in the file",
                             hint: "a $ref names a place by its keys: #/spacing/md/$value")
        }
        if value.kind == .object, (value.member("$value") ?? Self.studioValue(value) ?? value.member("$ref")) != nil, names.last != "$value" {
            // A token: the alias of its path (its type checked, its cycle found).
            return try quantity(names.joined(separator: "."), chain: &chain, memo: &memo, option: option)
        }
        return try quantity(of: value, root: root, chain: &chain, memo: &memo, option: option)
    }

    // MARK: - Tokens Studio's math

    /// `{spacing.base} * 2 + 4px`: + − * / and brackets over numbers, dimensions and references; a
    /// length times a length, a division by zero and a length over a length are 64.
    private func expression(_ text: String, chain: inout [String], memo: inout [String: Quantity], option: String) throws(UsageError) -> Quantity {
        guard text.utf8.count <= Self.maxExpressionBytes else { throw notALength(text, chain: chain, option: option) }
        var parser = Expression(bytes: Array(text.utf8))
        let result = try parser.sum(depth: 0) { (piece: Expression.Piece) throws(UsageError) -> Quantity in
            switch piece {
            case .reference(let path): return try quantity(path, chain: &chain, memo: &memo, option: option)
            case .dimension(let literal):
                guard let q = try dimension(literal, chain: chain, option: option) else { throw notALength(text, chain: chain, option: option) }
                return q
            case .malformed: throw notALength(text, chain: chain, option: option)
            }
        }
        guard parser.atEnd, let value = result, value.px.isFinite else { throw notALength(text, chain: chain, option: option) }
        return value
    }

    /// A recursive-descent reader of Tokens Studio's math, bounded in depth.
    private struct Expression {
        enum Piece { case reference(String), dimension(String), malformed }
        let bytes: [UInt8]
        var at = 0
        var atEnd: Bool { bytes[at...].allSatisfy { $0 == 32 } }

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpaces() { while at < bytes.count, bytes[at] == 32 { at += 1 } }
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        mutating func sum(depth: Int, _ leaf: (Piece) throws(UsageError) -> Quantity) throws(UsageError) -> Quantity? {
            guard var total = try product(depth: depth, leaf) else { return nil }
            while true {
                let sign: Double
                if take(UInt8(ascii: "+")) { sign = 1 } else if take(UInt8(ascii: "-")) { sign = -1 } else { return total }
                guard let next = try product(depth: depth, leaf) else { return nil }
                total = Quantity(px: total.px + sign * next.px, dimensioned: total.dimensioned || next.dimensioned)
            }
        }

        mutating func product(depth: Int, _ leaf: (Piece) throws(UsageError) -> Quantity) throws(UsageError) -> Quantity? {
            guard var total = try factor(depth: depth, leaf) else { return nil }
            while true {
                let times: Bool
                if take(UInt8(ascii: "*")) { times = true } else if take(UInt8(ascii: "/")) { times = false } else { return total }
                guard let next = try factor(depth: depth, leaf) else { return nil }
                if times {
                    guard !(total.dimensioned && next.dimensioned) else { return nil }
                    total = Quantity(px: total.px * next.px, dimensioned: total.dimensioned || next.dimensioned)
                } else {
                    guard !next.dimensioned, next.px != 0 else { return nil }
                    total = Quantity(px: total.px / next.px, dimensioned: total.dimensioned)
                }
            }
        }

        mutating func factor(depth: Int, _ leaf: (Piece) throws(UsageError) -> Quantity) throws(UsageError) -> Quantity? {
            guard depth < 32 else { return nil }
            if take(UInt8(ascii: "-")) { return try factor(depth: depth + 1, leaf).map { Quantity(px: -$0.px, dimensioned: $0.dimensioned) } }
            if take(UInt8(ascii: "(")) {
                guard let inner = try sum(depth: depth + 1, leaf), take(UInt8(ascii: ")")) else { return nil }
                return inner
            }
            skipSpaces()
            let start = at
            if take(UInt8(ascii: "{")) {
                while at < bytes.count, bytes[at] != UInt8(ascii: "}") { at += 1 }
                guard at < bytes.count else { return try leaf(.malformed) }
                at += 1
                return try leaf(.reference(String(decoding: bytes[(start + 1)..<(at - 1)], as: UTF8.self)))
            }
            while at < bytes.count, !" +-*/()".utf8.contains(bytes[at]) { at += 1 }
            guard at > start else { return nil }
            return try leaf(.dimension(String(decoding: bytes[start..<at], as: UTF8.self)))
        }
    }
}
