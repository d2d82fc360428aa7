// DumpHierarchy: a tool's view tree (uiautomator XML, UIKit's recursiveDescription), and the rule
// that picks the cells and their container out of it.
//
// Rule (Docs/check-inputs.md): `--container <sel>` names the container: exactly one node must
// match. The cells are the nodes matching `--select <sel>` inside the container's subtree (the
// whole tree without --container), outermost first: a node inside a matching node is part of that
// cell, not another cell. Without --select the cells are the container's children that have a
// frame. Each node's frame is in the tree's absolute coordinates; the container's origin is
// subtracted (`FramesDump.originX/Y`) and its width is the container width. Without --container,
// the first root with a frame (a device dump's screen, a pasted tree's first view) is the container. A selector is
// `attr=value[,attr=value…]` (all must match) with an optional `instance=N` (the N-th match in
// document order, from 0, as uiautomator's `UiSelector.instance`), or a bare value for the
// format's default attribute; several attributes may name the same thing (`class` matches a view's
// class or its UIKit base class). A container that matches several nodes is an error that lists
// them with their instance numbers and bounds.

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
    /// The 1-based column of the node on its line, when the dump has one.
    package var column: Int? = nil
    /// The node's own step of its path from the root (`node[3]`), when the dump has paths; the
    /// path is its ancestors' steps and its own joined by `/` (`DumpHierarchy.path(of:in:)`).
    package var pathStep: String? = nil
    /// How the node scrolls, as far as the dump says (uiautomator's `scrollable="true"`, a
    /// `UIScrollView`'s `contentSize`).
    package var scrolls = ScrollAxis.none

    /// How a node scrolls.
    package enum ScrollAxis: Sendable {
        /// It does not scroll.
        case none
        /// Sideways: a cell at its left or right edge can be cut.
        case horizontal
        /// Up and down: its cells are cut at the top and bottom, never at the sides.
        case vertical
        /// It scrolls, the dump does not say which way (a RecyclerView's `scrollable="true"`).
        case unknown
    }

    package init(parent: Int?, line: Int, frame: FramesDump.Frame?, attributes: [(name: String, value: String)], label: String,
                 column: Int? = nil, pathStep: String? = nil, scrolls: ScrollAxis = .none) {
        self.parent = parent
        self.line = line
        self.frame = frame
        self.attributes = attributes
        self.label = label
        self.column = column
        self.pathStep = pathStep
        self.scrolls = scrolls
    }
}

/// `--select`/`--container`: the attributes a node must have, in uiautomator's own terms
/// (`attr=value[,attr=value…]`, all must match), and optionally which of the matches
/// (`instance=N`, counting from 0 in document order, as `UiSelector.instance` does).
package struct NodeSelector: CustomStringConvertible {
    /// The conditions, each an attribute and the value it must have.
    package let conditions: [(attribute: String, value: String)]
    /// The match to take, nil for every match.
    package let instance: Int?
    /// The text as typed, for messages.
    package let description: String
    /// The first condition's attribute (for "values here" in messages).
    package var attribute: String { conditions.first?.attribute ?? "class" }

    /// Parses `attr=value[,attr=value…][,instance=N]`, where the first may be a bare value for the
    /// first of `attributes` (the format's); each attribute must be one of them, else nil. A comma splits
    /// only where a known attribute follows it, so values (bounds `[0,0][10,10]`, a text) keep theirs.
    package init?(_ text: String, attributes: [String]) {
        guard let defaultAttribute = attributes.first, !text.isEmpty else { return nil }
        description = text
        let names = attributes + ["instance"]
        // A bare value first is the default attribute's (`UICollectionView,instance=1`); a bare
        // value may not hold `=` (`id=cell` names no attribute of the format).
        let bare = !names.contains(where: { text.hasPrefix($0 + "=") })
        // Split at each comma followed by `name=`.
        var parts: [Substring] = []
        var rest = Substring(bare ? defaultAttribute + "=" + text : text)
        while let comma = rest.indices.first(where: { i in
            rest[i] == "," && names.contains { rest[rest.index(after: i)...].hasPrefix($0 + "=") }
        }) {
            parts.append(rest[..<comma])
            rest = rest[rest.index(after: comma)...]
        }
        parts.append(rest)
        if bare, parts[0].dropFirst(defaultAttribute.utf8.count + 1).contains("=") { return nil }
        var conditions: [(String, String)] = []
        var instance: Int?
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            let name = String(part[..<equals]), value = String(part[part.index(after: equals)...])
            guard !value.isEmpty else { return nil }
            if name == "instance" {
                guard instance == nil, value.utf8.count <= 6, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
                instance = Int(value)
            } else {
                guard attributes.contains(name) else { return nil }
                conditions.append((name, value))
            }
        }
        guard !conditions.isEmpty || instance != nil else { return nil }
        self.conditions = conditions
        self.instance = instance
    }

    /// Whether `node` has every attribute: equal to the value; for `resource-id`, also the name
    /// after `:id/` (`cell` matches `com.example:id/cell`); for `address`, with or without `0x`.
    package func matches(_ node: DumpNode) -> Bool {
        conditions.allSatisfy { attribute, value in
            node.attributes.contains { name, v in
                guard name == attribute else { return false }
                if v == value { return true }
                if attribute == "resource-id" { return v.hasSuffix(":id/" + value) }
                if attribute == "type" { return v == "XCUIElementType" + value }
                if attribute == "address" {
                    let bare = { (a: String) in a.lowercased().hasPrefix("0x") ? String(a.lowercased().dropFirst(2)) : a.lowercased() }
                    return bare(v) == bare(value)
                }
                return false
            }
        }
    }

    /// The indices of `nodes` (among those `scope` admits) this selector picks: every match, or
    /// the `instance`-th.
    package func pick(_ nodes: [DumpNode], in scope: (Int) -> Bool = { _ in true }) -> [Int] {
        let found = nodes.indices.filter { scope($0) && matches(nodes[$0]) }
        guard let instance else { return found }
        return instance < found.count ? [found[instance]] : []
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
            let found = container.pick(nodes)
            guard let first = found.first else {
                let matches = container.instance == nil ? [] : NodeSelector(instanceDropped: container).map { $0.pick(nodes) } ?? []
                throw CheckReadError("no node matches --container \(quoted(container.description))"
                                        + (matches.isEmpty ? Self.seen(nodes, container.attribute) : " (\(matches.count) without instance=, numbered from 0)"),
                                     hint: "name the container by one of the values above")
            }
            guard found.count == 1 else {
                let listed = found.prefix(6).enumerated().map { n, i in "instance=\(n): line \(nodes[i].line), \(Self.box(nodes[i], unit))" }
                throw CheckReadError("--container \(quoted(container.description)) matches \(found.count) nodes: \(listed.joined(with: "; "))\(found.count > 6 ? "; …" : "")",
                                     hint: "pick one by adding ,instance=N (counting from 0), e.g. --container '\(container.description),instance=1', or by its bounds")
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
            if let instance = select.instance { cells = instance < cells.count ? [cells[instance]] : [] }
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
        var visible: [Int: FramesDump.Frame] = [:]
        var coveredBy: [Int: [String: String]] = [:]
        // A dump of visible bounds (uiautomator) reports a cell an overlay or its scroller cuts
        // smaller than its own content: where the dump shows what cuts it (`CoverEvidence`), the
        // cell is judged where its content is, and reported clipped, citing it.
        let content = reader.reportsVisibleBounds ? Self.contentBoxes(nodes, of: Set(cells)) : [:]
        var evidence = CoverEvidence(nodes, unit: unit, cells: Set(cells))
        for i in cells {
            guard let frame = nodes[i].frame else {
                throw CheckReadError(line: nodes[i].line, "the selected node \(nodes[i].label) has no frame", hint: "select nodes with a frame")
            }
            if let box = content[i], let found = evidence.restored(i, frame: frame, content: box) {
                visible[frames.count] = frame
                coveredBy[frames.count] = found.because
                frames.append(found.frame)
            } else {
                frames.append(frame)
            }
        }
        // Without --container the root (the screen, or the pasted view) is the container.
        let root = nodes.firstIndex { $0.frame != nil }  // depth-first: the outermost node with a frame
        let outer = containerIndex ?? root
        let box = outer.flatMap { nodes[$0].frame }
        dump = FramesDump(unit: unit, containerWidth: box?.width, originX: box?.x ?? 0, originY: box?.y ?? 0, frames: frames)
        dump.visibleFrames = visible
        dump.coveredBy = coveredBy
        let axis = outer.map { nodes[$0].scrolls } ?? .none
        dump.scrolls = Self.scrollsSideways(axis, box: box, cells: frames)
        dump.scrollsVertically = !dump.scrolls && axis != .none
        if let outer, axis != .none {
            // What the dump says, for the note: a scroller is an excuse only on evidence.
            let why: String
            switch axis {
            case .horizontal: why = "it scrolls sideways"
            case .vertical: why = "it scrolls up and down"
            default: why = "it scrolls, the dump does not say which way; " + (dump.scrolls ? "read as sideways (its cells pass its side edges, or it is wider than tall)" : "read as up and down (its cells pass its top and bottom, or it is taller than wide)")
            }
            dump.scrollEvidence = "\(nodes[outer].label) at line \(nodes[outer].line): \(why)"
        }
        dump.containerHeight = box?.height
        dump.screenWidth = root.flatMap { nodes[$0].frame?.width }
        // A column says where only when the line does not: when another node shares the line (a
        // device dump is one line).
        // Counted only on the cells' lines: a dictionary of every node's line would cost more than
        // the nodes themselves.
        var perLine: [Int: Int] = [:]
        for i in cells { perLine[nodes[i].line] = 0 }
        for node in nodes where perLine[node.line] != nil { perLine[node.line]! += 1 }
        // Every path whole (a locator must find its node), unless the cells' paths together pass
        // `FrameSource.maxPathBytes`: then each is cut at `FrameSource.pathBytes`, with its length.
        let total = cells.reduce(0) { $0 + (Self.path(of: $1, in: nodes, limit: 0)?.bytes ?? 0) }
        let limit = total <= FrameSource.maxPathBytes ? Int.max : FrameSource.pathBytes
        sources = cells.map { i in
            let path = Self.path(of: i, in: nodes, limit: limit)
            return FrameSource(line: nodes[i].line, label: nodes[i].label, column: perLine[nodes[i].line, default: 0] > 1 ? nodes[i].column : nil,
                               path: path?.prefix, pathBytes: path?.bytes)
        }
    }

    /// Whether a container scrolls sideways: when the dump says so; when it scrolls and does not
    /// say which way (a RecyclerView's `scrollable="true"`), the way its content passes both of its
    /// edges (a list scrolled to the middle, whose tool writes whole items: Compose) — one cell past
    /// one edge is an overflow, not a scroll —, else its shape: wider than tall is a carousel or a
    /// strip (of one row or several), taller than wide a list or a grid that scrolls up and down.
    static func scrollsSideways(_ axis: DumpNode.ScrollAxis, box: FramesDump.Frame?, cells: [FramesDump.Frame]) -> Bool {
        switch axis {
        case .horizontal: return true
        case .vertical, .none: return false
        case .unknown:
            guard let box else { return false }
            let slack = 1e-3  // a point's decimals written and read back
            let pastX = cells.contains { $0.x < box.x - slack } && cells.contains { $0.x + $0.width > box.x + box.width + slack }
            let pastY: Bool
            if let top = box.y, let height = box.height {
                pastY = cells.contains { ($0.y ?? top) < top - slack } && cells.contains { ($0.y ?? top) + ($0.height ?? 0) > top + height + slack }
            } else {
                pastY = false
            }
            if pastX != pastY { return pastX }
            return box.width > (box.height ?? 0)
        }
    }

    /// The union of the frames inside each of `cells` (its descendants'), in one pass from the
    /// leaves up; a cell without a descendant with a frame has none.
    static func contentBoxes(_ nodes: [DumpNode], of cells: Set<Int>) -> [Int: FramesDump.Frame] {
        guard !cells.isEmpty else { return [:] }
        var union = [FramesDump.Frame?](repeating: nil, count: nodes.count)
        for i in nodes.indices.reversed() {
            guard let parent = nodes[i].parent else { continue }
            let own = [nodes[i].frame, union[i]].compactMap { $0 }
            for f in own { union[parent] = union[parent].map { Self.union($0, f) } ?? f }
        }
        var out: [Int: FramesDump.Frame] = [:]
        for i in cells { if let box = union[i] { out[i] = box } }
        return out
    }

    /// The smallest frame holding `a` and `b` (a missing y or height is taken as 0).
    private static func union(_ a: FramesDump.Frame, _ b: FramesDump.Frame) -> FramesDump.Frame {
        let left = min(a.x, b.x), right = max(a.x + a.width, b.x + b.width)
        let top = min(a.y ?? 0, b.y ?? 0), bottom = max((a.y ?? 0) + (a.height ?? 0), (b.y ?? 0) + (b.height ?? 0))
        return FramesDump.Frame(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Node `i`'s path from the root, its steps joined by `/`: at most the first `limit` bytes and
    /// one step more, and how many bytes the whole path has — without building more of it, so a
    /// cut path of a deep tree of long names costs no memory per level. Nil when the dump has no paths.
    static func path(of i: Int, in nodes: [DumpNode], limit: Int) -> (prefix: String, bytes: Int)? {
        guard nodes[i].pathStep != nil else { return nil }
        var chain: [Int] = []
        var at: Int? = i
        var bytes = -1
        while let node = at {
            chain.append(node)
            bytes += (nodes[node].pathStep?.utf8.count ?? 0) + 1
            at = nodes[node].parent
        }
        var prefix = ""
        for node in chain.reversed() {
            if !prefix.isEmpty { prefix += "/" }
            prefix += nodes[node].pathStep ?? ""
            if prefix.utf8.count > limit { break }
        }
        return (prefix, bytes)
    }

    /// A node's frame as its dump writes it: `[l,t][r,b]` in device px, `(x y; w h)` in points.
    static func box(_ node: DumpNode, _ unit: FramesDump.Unit) -> String {
        guard let f = node.frame else { return "no frame" }
        let n = { (v: Double) in decimalText(v, maxFractionDigits: 3) }
        if unit == .devicePixels { return "bounds [\(n(f.x)),\(n(f.y ?? 0))][\(n(f.x + f.width)),\(n((f.y ?? 0) + (f.height ?? 0)))]" }
        return "frame (\(n(f.x)) \(n(f.y ?? 0)); \(n(f.width)) \(n(f.height ?? 0)))"
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

    /// The 1-based column, when the node shares its line with others (a one-line device dump).
    package var column: Int?
    /// The node's path from the root (`hierarchy/node[0]/node[3]`), for a dump whose elements have one.
    package var path: String?

    /// The most bytes of a path a table or an annotation shows (longer ones are cut there, with
    /// their length); the JSON report writes it whole.
    package static let pathBytes = 400
    /// The most bytes of the paths of one dump's cells together: past it (a deep tree of long
    /// names, many cells) each path is cut at `pathBytes`, with its length, in every report.
    package static let maxPathBytes = 16 << 20

    /// `path` is the path, or its first bytes when `pathBytes` (the whole path's length) says it is
    /// longer: a whole path is kept whole, a prefix cut at `Self.pathBytes`.
    package init(line: Int?, label: String?, column: Int? = nil, path: String? = nil, pathBytes: Int? = nil) {
        self.line = line
        self.label = label.map { shown($0, limitBytes: Self.labelBytes) }
        self.column = column
        // A whole path is kept whole (escaped); a prefix is cut at `pathBytes`, with the whole length.
        self.path = path.map { p in
            let whole = pathBytes.map { p.utf8.count >= $0 } ?? true
            return whole ? shown(p, limitBytes: Int.max) : shown(p, limitBytes: Self.pathBytes, totalBytes: pathBytes)
        }
    }
}

extension NodeSelector {
    /// The same conditions without `instance=`, nil when there are none.
    init?(instanceDropped selector: NodeSelector) {
        guard !selector.conditions.isEmpty else { return nil }
        conditions = selector.conditions
        instance = nil
        description = selector.description
    }
}
