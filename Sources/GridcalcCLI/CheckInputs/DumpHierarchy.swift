// DumpHierarchy: a tool's view tree (uiautomator XML, UIKit's recursiveDescription), and the rule
// that picks the cells and their container out of it.
//
// Rule (Docs/check-inputs.md): `--container <sel>` names the container: exactly one node must
// match. The cells are the nodes matching `--select <sel>` inside the container's subtree (the
// whole tree without --container), outermost first: a node inside a matching node is part of that
// cell, not another cell. Without --select the cells are the container's children that have a
// frame. Each node's frame is in the tree's absolute coordinates; the container's origin is
// subtracted (`FramesDump.originX/Y`) and its width is the container width. A selector is
// `attr=value`, or a bare value for the format's default attribute; several attributes may name
// the same thing (`class` matches a view's class or its UIKit base class).

import GridCore

/// A node of a dumped view tree.
package struct DumpNode {
    /// The node's parent, nil for a root.
    package var parent: Int?
    /// The 1-based line the node starts on.
    package var line: Int
    /// The frame in the tree's absolute coordinates, in the dump's unit; nil when the node has none.
    package var frame: FramesDump.Frame?
    /// The attributes a selector can match (`resource-id`, `class`, …), each with its values.
    package var attributes: [(name: String, value: String)]
    /// How findings name the node: `TextView cell` or `MyCell 0x7fb4`.
    package var label: String
}

/// `--select`/`--container`: an attribute and the value it must have.
package struct NodeSelector: CustomStringConvertible {
    /// The attribute name (`resource-id`, `class`, `content-desc`).
    package let attribute: String
    /// The value it must have.
    package let value: String
    /// The text as typed, for messages.
    package let description: String
    /// `:id/` + value: a resource id in any package.
    private let idSuffix: String

    /// Parses `attr=value`, or a bare value for the first of `attributes` (the format's); the
    /// attribute must be one of them, else nil.
    package init?(_ text: String, attributes: [String]) {
        guard let defaultAttribute = attributes.first else { return nil }
        description = text
        if let equals = text.firstIndex(of: "="), attributes.contains(String(text[..<equals])) {
            attribute = String(text[..<equals])
            value = String(text[text.index(after: equals)...])
        } else if !text.contains("=") {
            attribute = defaultAttribute
            value = text
        } else {
            return nil
        }
        guard !value.isEmpty else { return nil }
        idSuffix = ":id/" + value
    }

    /// Whether `node` matches: an attribute of that name equal to the value; for `resource-id`, also
    /// the name after `:id/` (`cell` matches `com.example:id/cell`).
    package func matches(_ node: DumpNode) -> Bool {
        node.attributes.contains { name, v in
            name == attribute && (v == value || (attribute == "resource-id" && v.utf8.count > idSuffix.utf8.count && v.utf8.reversed().starts(with: idSuffix.utf8.reversed())))
        }
    }
}

/// The cells and container a selection picked from a tree.
package struct DumpSelection {
    /// The cells' frames relative to the container's origin, with the origin to subtract.
    package var dump: FramesDump
    /// Where each cell came from, for annotations.
    package var sources: [FrameSource]

    /// Picks the container and cells of `nodes` (see the rule above) by `selectors`, which the
    /// command has checked (`NodeSelector.parse`): at least one is given, each valid for `reader`.
    package init(_ nodes: [DumpNode], unit: FramesDump.Unit, selectors: DumpSelectors, reader: any CheckInputReader.Type) throws(CheckReadError) {
        let select = selectors.select.flatMap { NodeSelector($0, attributes: reader.selectorAttributes) }
        let container = selectors.container.flatMap { NodeSelector($0, attributes: reader.selectorAttributes) }
        var scope: ((Int) -> Bool) = { _ in true }
        var containerIndex: Int?
        if let container {
            let found = nodes.indices.filter { container.matches(nodes[$0]) }
            guard let first = found.first else {
                throw CheckReadError("no node matches --container \(quoted(container.description))\(Self.seen(nodes, container.attribute))",
                                                   hint: "name the container by one of the values above")
            }
            guard found.count == 1 else {
                let lines = found.prefix(5).map { "\(nodes[$0].line)" }.joined(with: ", ")
                throw CheckReadError("--container \(quoted(container.description)) matches \(found.count) nodes (lines \(lines)\(found.count > 5 ? ", …" : ""))",
                                                   hint: "name one container, e.g. by its resource-id or a subclass")
            }
            guard nodes[first].frame != nil else {
                throw CheckReadError(line: nodes[first].line, "the container has no frame", hint: "choose a node with a frame")
            }
            containerIndex = first
            // Depth-first order: the subtree of `first` is the run of nodes after it whose ancestor it is.
            var inside = Set([first])
            for i in nodes.indices where i > first { if let p = nodes[i].parent, inside.contains(p) { inside.insert(i) } }
            inside.remove(first)
            scope = { inside.contains($0) }
        }
        var cells: [Int] = []
        if let select {
            var taken = Set<Int>()
            for i in nodes.indices where scope(i) {
                if let p = nodes[i].parent, taken.contains(p) { taken.insert(i); continue }  // inside a cell
                if select.matches(nodes[i]) { cells.append(i); taken.insert(i) }
            }
            guard !cells.isEmpty else {
                throw CheckReadError("no node\(container == nil ? "" : " inside the container") matches --select \(quoted(select.description))\(Self.seen(nodes, select.attribute, in: scope))",
                                                   hint: "select the cells by one of the values above")
            }
        } else if let containerIndex {
            cells = nodes.indices.filter { nodes[$0].parent == containerIndex && nodes[$0].frame != nil }
            guard !cells.isEmpty else {
                throw CheckReadError(line: nodes[containerIndex].line, "the container has no child with a frame", hint: "select the cells with --select")
            }
        } else {
            throw CheckReadError("nothing to select by: give --select or --container")  // the command refuses this before reading
        }
        var frames: [FramesDump.Frame] = []
        for i in cells {
            guard let frame = nodes[i].frame else {
                throw CheckReadError(line: nodes[i].line, "the selected node \(nodes[i].label) has no frame", hint: "select nodes with a frame")
            }
            frames.append(frame)
        }
        let box = containerIndex.flatMap { nodes[$0].frame }
        dump = FramesDump(unit: unit, containerWidth: box?.width, originX: box?.x ?? 0, originY: box?.y ?? 0, frames: frames)
        sources = cells.map { FrameSource(line: nodes[$0].line, label: nodes[$0].label) }
    }

    /// ` (values of attr here: a, b, c)`, for a selector that matched nothing.
    private static func seen(_ nodes: [DumpNode], _ attribute: String, in scope: (Int) -> Bool = { _ in true }) -> String {
        var values: [String] = []
        for (i, node) in nodes.enumerated() where scope(i) {
            for (name, value) in node.attributes where name == attribute && !value.isEmpty && !values.contains(value) {
                values.append(value)
            }
            if values.count > 6 { break }
        }
        guard !values.isEmpty else { return " (no node here has a \(attribute))" }
        return " (\(attribute) values here: " + values.prefix(6).map { quoted($0, limit: 48) }.joined(with: ", ") + (values.count > 6 ? ", …" : "") + ")"
    }
}

/// Where a checked frame came from: its line in the document (nil for JSON) and how to name it.
package struct FrameSource: Sendable, Hashable {
    /// The 1-based line, for a text or XML dump.
    package var line: Int?
    /// A short name: the node's class and id, or nil for a JSON frame. Text from the document, so
    /// it is kept as `shown` makes it — control characters escaped, at most `labelBytes` bytes —
    /// and every report format prints it as it is.
    package var label: String?
    /// The most bytes of a label (longer ones are cut, with their length).
    package static let labelBytes = 120

    package init(line: Int?, label: String?) {
        self.line = line
        self.label = label.map { shown($0, limitBytes: Self.labelBytes) }
    }
}
