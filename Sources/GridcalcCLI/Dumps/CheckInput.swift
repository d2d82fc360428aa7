// CheckInput: what `gridcalc check` reads, in any of the formats real tools dump.
//
// Rule (Docs/check-inputs.md): `--input-format auto|gridcalc|frames|css|uiautomator|
// recursive-description`, default `auto`, which looks at the content: a view line `<Class: 0x…`
// among the first 50 lines is recursive-description; other markup (`<?xml`, `<hierarchy`) is
// uiautomator; JSON with a `schema` is a gridcalc document, with a `dpr` a browser's rects (css),
// else frames (a bare array too: give --input-format css for a browser's bare array). Anything else is exit 65 naming the formats.
// The tree formats need `--select` and/or `--container`, which only they accept.

import GridCore

/// A check's input, read: the subject, its format and where each frame came from.
package struct CheckInput {
    /// The formats `check` reads.
    package enum Format: String, CaseIterable {
        case auto, gridcalc, frames, css, uiautomator
        case recursiveDescription = "recursive-description"

        /// Whether the format is a view tree that `--select`/`--container` pick from.
        package var isTree: Bool { self == .uiautomator || self == .recursiveDescription }
    }

    /// What is checked.
    package var subject: CheckSubject
    /// The format the document was read as (never `auto`).
    package var format: Format
    /// Where each frame came from (its line and label), in frame order; empty for JSON.
    package var sources: [FrameSource]

    /// The data error about a value `FrameCheck` refused (`description` names `frames[i]`, the
    /// `frame` it is about, or `container_pt`): in a tree dump it names the line of the frame's
    /// node, or the container.
    package func dataError(_ description: String, frame: Int? = nil, name: String) -> UsageError {
        guard format.isTree else { return CheckInputDocument.dataError("\(name): \(description)") }
        var text = description, place = name
        if let i = frame, i < sources.count, let line = sources[i].line {
            place += ":\(line)"
            let key = "frames[\(i)]."
            text = "the frame of \(sources[i].label ?? "the node"): " + (text.hasPrefix(key) ? String(text.dropFirst(key.count)) : text)
        }
        text = text.replacingAll("container_pt", with: "the container's width")
            .replacingAll("the document has no \"scale\"", with: "its frames are in points, at a scale not given")
        return CheckInputDocument.dataError("\(place): \(text)", hint: format == .uiautomator ? UIAutomatorDump.hint : RecursiveDescription.hint)
    }

    /// Reads `bytes` (named `name` in errors) as `format`, detecting it for `auto`. `select` and
    /// `container` are the texts of --select and --container.
    package static func read(_ bytes: [UInt8], name: String, format: Format, select: String?, container: String?) throws(UsageError) -> CheckInput {
        var format = format == .auto ? try detect(bytes, name: name) : format
        // JSON is read once: StrictJSON and the look at its keys, which names the JSON format.
        let json = format.isTree ? nil : try CheckInputDocument.read(bytes, name: name, format: format)
        if let json { format = json.format }
        if !format.isTree, let flag = select != nil ? "--select" : container != nil ? "--container" : nil {
            throw UsageError("\(flag) applies to uiautomator and recursive-description input, not \(format.rawValue)",
                             hint: "drop \(flag), or give --input-format uiautomator|recursive-description")
        }
        if let json {
            return CheckInput(subject: try CheckInputDocument.subject(json.data, format: format, name: name), format: format, sources: [])
        }
        let uia = format == .uiautomator
        let attributes = uia ? UIAutomatorDump.attributes : RecursiveDescription.attributes
        func selector(_ flag: String, _ text: String?) throws(UsageError) -> NodeSelector? {
            guard let text else { return nil }
            guard let s = NodeSelector(text, defaultAttribute: attributes[0], attributes: attributes) else {
                throw UsageError("invalid value \(quoted(text)) for \(flag): expected <attribute>=<value> or <value>, the attribute one of \(attributes.joined(separator: ", "))",
                                 hint: uia ? "e.g. \(flag) resource-id=cell" : "e.g. \(flag) class=MyCell")
            }
            return s
        }
        let nodes = uia ? try UIAutomatorDump.nodes(bytes, name: name) : try RecursiveDescription.nodes(bytes, name: name)
        let selection = try DumpSelection(nodes, unit: uia ? .devicePixels : .points, select: try selector("--select", select),
                                          container: try selector("--container", container), name: name, format: format.rawValue)
        return CheckInput(subject: .frames(selection.dump), format: format, sources: selection.sources)
    }

    /// The format of `bytes`, from its first characters; `auto` for JSON, whose keys decide.
    private static func detect(_ bytes: [UInt8], name: String) throws(UsageError) -> Format {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let start = body.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard let first = start.first else {
            throw CheckInputDocument.dataError("\(name) is empty: expected a document to check", hint: formatsHint)
        }
        // JSON: an object or array, or any other JSON value (refused later with its path).
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "-")
            || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
            || ["true", "false", "null"].contains(where: { start.starts(with: $0.utf8) }) {
            return .auto
        }
        // A view line `<Class: 0x…` among the first lines (after an lldb prompt, say) is UIKit's text.
        for line in start.prefix(1 << 16).split(separator: 0x0A, maxSplits: 50, omittingEmptySubsequences: true).prefix(50) {
            let view = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "|") }
            guard view.first == UInt8(ascii: "<") else { continue }
            let head = String(decoding: view.prefix(1024), as: UTF8.self)
            if let colon = head.firstRange(of: ": 0x"),
               head[head.index(after: head.startIndex) ..< colon.lowerBound].allSatisfy({ !$0.isWhitespace && $0 != "=" && $0 != "\"" }) {
                return .recursiveDescription
            }
        }
        if first == UInt8(ascii: "<") { return .uiautomator }  // XML
        throw CheckInputDocument.dataError("\(name): cannot tell its format from its start (\(quoted(String(decoding: start.prefix(24), as: UTF8.self), limit: 24)))",
                                           hint: formatsHint)
    }

    private static let formatsHint = "give --input-format gridcalc, frames, css, uiautomator or recursive-description"
}
