// CheckDocument: the result of a check, schema `gridcalc/check@1`, and its findings.
//
// Rule (Docs/check-and-sweep.md): `ok` is true when no finding is an error; the findings come
// frame by frame in input order, then the row checks, then the mismatches against an expected
// layout (`FrameCheck.findings()` states each rule). A finding about one frame writes `frame`, one
// about several (or none) writes `frames`.

extension CheckDocument {
    /// One finding of a check.
    public struct Finding: Sendable, Hashable, Codable, DocumentObject {
        /// The kinds of finding.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// An edge further than the tolerance from a whole pixel.
            case offGrid = "off-grid"
            /// Neighbours in a row whose gap in whole px is not the spacing.
            case gap
            /// Neighbours (or consecutive rows) that overlap.
            case overlap
            /// A frame past the container, or paste-ready values whose double sum is.
            case overflow
            /// Widths in a row that differ by more than 1px (a warning).
            case uneven
            /// A frame whose px differ from the expected layout's, or a different frame count.
            case mismatch
            /// The first or last frame of a row cut at the container's edge by its scroller (a
            /// warning), left out of `uneven`.
            case clipped
            /// A frame of zero width or height in whole px (a warning): never a neighbour in the
            /// gap, overlap, evenness and clipping rules, so it cannot hide a gap.
            case zeroSize = "zero-size"
            /// A screenshot's cell edge painted as a blend of the cell's and the background's
            /// colours: the edge is not on a whole device pixel.
            case blurred
            /// A screenshot's cell edge that cannot be seen (the cell's colour is the background's
            /// there): the cell's width cannot be judged, so it is not vouched for.
            case unseen
            /// Nothing was judged: no frame, no cell found in the image, every frame zero-size. An
            /// error unless an empty screen is allowed (`CheckRequest.allowsEmpty`).
            case nothingJudged = "nothing-judged"
            /// Against a reference screenshot (a snapshot test's): a cell whose left or top edge moved.
            case moved
            /// Against a reference screenshot: a cell whose width or height changed.
            case resized
            /// Against a reference screenshot: a cell the reference has no cell for.
            case added
            /// Against a reference screenshot: a reference cell no cell stands on.
            case removed
        }
        /// `error` fails the check (`CheckDocument.ok` is false); `warning` does not.
        public enum Severity: String, Sendable, Hashable, Codable {
            /// Fails the check.
            case error
            /// Reported; the check still passes.
            case warning
        }

        /// What kind of problem.
        public let kind: Kind
        /// How bad.
        public let severity: Severity
        /// The frame indices concerned (input order): one, two neighbours, or none (a count mismatch).
        public let frames: [Int]
        /// The edge or quantity: `left`, `right`, `top`, `bottom`, `gap`, `width`, `x`, `y`, `height`,
        /// `sum` or `count`.
        public let edge: String
        /// The pixel value that was expected.
        public let expectedPx: Double
        /// The pixel value found.
        public let actualPx: Double
        /// `actualPx − expectedPx`.
        public let errorPx: Double
        /// One line for a person, naming the frame(s), the edge and both values.
        public let message: String
        /// For a view-tree dump, the node the finding is reported at: its last frame's source, where
        /// annotations point; nil (and absent from the JSON) otherwise.
        @usableFromInline package var source: CheckDocument.Source?
        /// For a finding about no frame (a cell missing from the design's column, a reference's cell
        /// gone, a row with too few cells), the place its message names — `row 2, column 3`,
        /// `reference row 1, cell 2` — so that it has an identity of its own (a baseline's); nil for
        /// a finding about frames, whose places name it. Not written to the JSON (the message says it).
        package var place: String?

        @usableFromInline enum CodingKeys: String, CodingKey {
            case actualPx = "actual_px", edge, errorPx = "error_px", expectedPx = "expected_px", frame, frames, kind, message, severity, source
        }

        /// The same finding with another severity.
        func with(severity: Severity) -> Finding {
            var copy = Finding(kind, frames, edge: edge, expected: expectedPx, actual: actualPx, error: errorPx, message: message, severity: severity, place: place)
            copy.source = source
            return copy
        }

        init(_ kind: Kind, _ frames: [Int], edge: String, expected: Double, actual: Double, error: Double? = nil,
             message: String, severity: Severity = .error, place: String? = nil) {
            self.kind = kind
            self.place = place
            self.severity = severity
            self.frames = frames
            self.edge = edge
            self.expectedPx = expected
            self.actualPx = actual
            self.errorPx = error ?? actual - expected
            self.message = message
        }

        /// Decodes `frame` (one index) or `frames` (several).
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            kind = try c.decode(Kind.self, forKey: .kind)
            severity = try c.decode(Severity.self, forKey: .severity)
            frames = try c.decodeIfPresent(Int.self, forKey: .frame).map { [$0] } ?? c.decode([Int].self, forKey: .frames)
            edge = try c.decode(String.self, forKey: .edge)
            expectedPx = try c.decode(Double.self, forKey: .expectedPx)
            actualPx = try c.decode(Double.self, forKey: .actualPx)
            errorPx = try c.decode(Double.self, forKey: .errorPx)
            message = try c.decode(String.self, forKey: .message)
            source = try c.decodeIfPresent(CheckDocument.Source.self, forKey: .source)
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `frame` for a finding about one frame, `frames` otherwise; keys in sorted order.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.actualPx, actualPx)
            try s.member(CodingKeys.edge, edge)
            try s.member(CodingKeys.errorPx, errorPx)
            try s.member(CodingKeys.expectedPx, expectedPx)
            if frames.count == 1 { try s.member(CodingKeys.frame, frames[0]) } else { try s.member(CodingKeys.frames, frames) }
            try s.member(CodingKeys.kind, kind.rawValue)
            try s.member(CodingKeys.message, message)
            try s.member(CodingKeys.severity, severity.rawValue)
            try s.memberIfPresent(CodingKeys.source, source)
        }
    }
}

extension CheckDocument {
    /// What a check judged, and what it could not: a verdict needs something judged (the JSON's
    /// `judged`; an app reads it as `CheckDocument.judgedCells` and the others).
    @usableFromInline package struct Judged: Sendable, Hashable, Codable, DocumentObject {
        /// Cells (frames) judged by at least one edge.
        @usableFromInline package let cells: Int
        /// Rows of cells judged (a staggered layout's columns).
        @usableFromInline package let rows: Int
        /// Cell edges judged (left and right; top and bottom where the frames have them).
        @usableFromInline package let edges: Int
        /// Cells not judged at all (zero-size frames, cells whose edges cannot be seen).
        @usableFromInline package let cellsNotJudged: Int
        /// Edges not judged, each for a reason the notes and findings give (cut by a scroller,
        /// unseen in a screenshot).
        @usableFromInline package let edgesNotJudged: Int

        /// The counts.
        @usableFromInline package init(cells: Int, rows: Int, edges: Int, cellsNotJudged: Int, edgesNotJudged: Int) {
            self.cells = cells
            self.rows = rows
            self.edges = edges
            self.cellsNotJudged = cellsNotJudged
            self.edgesNotJudged = edgesNotJudged
        }

        @usableFromInline enum CodingKeys: String, CodingKey {
            case cells, cellsNotJudged = "cells_not_judged", edges, edgesNotJudged = "edges_not_judged", rows
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"cells", "cells_not_judged", "edges", "edges_not_judged", "rows"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.cells, cells)
            try s.member(CodingKeys.cellsNotJudged, cellsNotJudged)
            try s.member(CodingKeys.edges, edges)
            try s.member(CodingKeys.edgesNotJudged, edgesNotJudged)
            try s.member(CodingKeys.rows, rows)
        }
    }
}

extension CheckDocument {
    /// The facts a check judged by — what its frames are in, the scale, the container, the spacing,
    /// the tolerance, the layout, the severity in force for each kind — so that a report (the
    /// table's header) and the JSON (`header`) say them without the checker.
    @usableFromInline package struct Header: Sendable, Hashable, Codable, DocumentObject {
        /// The frames' unit (`points`, `px`, `css`).
        @usableFromInline package let unit: FramesDump.Unit
        /// Device pixels per unit.
        @usableFromInline package let scale: Scale
        /// The container's width in device px, and in the frames' unit.
        @usableFromInline package let containerPx: Int
        @usableFromInline package let containerUnits: Double
        /// The expected gap, and whether it is the one the cells keep most often (`spacingAuto`).
        @usableFromInline package let spacingPx: Int
        @usableFromInline package let spacingAuto: Bool
        /// How far an edge may be from a whole pixel.
        @usableFromInline package let tolerancePx: Double
        /// Whether the frames were read as a staggered layout (columns, not rows).
        @usableFromInline package let staggered: Bool
        /// Each kind's severity in force (`error`, `warning`, `off`): the rules' own, as the request set them.
        @usableFromInline package let severities: [String: String]

        @usableFromInline enum CodingKeys: String, CodingKey {
            case containerPx = "container_px", containerUnits = "container_units", scale, severities, spacingAuto = "spacing_auto", spacingPx = "spacing_px",
                 staggered, tolerancePx = "tolerance_px", unit
        }

        package init(_ check: FrameCheck) {
            unit = check.unit
            scale = check.scale
            containerPx = check.containerPx
            containerUnits = check.containerPt
            spacingPx = check.spacingPx
            spacingAuto = check.spacingIsAuto
            tolerancePx = check.tolerancePx
            staggered = check.staggered
            var severities: [String: String] = [:]
            for kind in Finding.Kind.allCases {
                severities[kind.rawValue] = check.kindsOff.contains(kind) ? "off" : (check.severities[kind] ?? CheckRules.severity(of: kind)).rawValue
            }
            self.severities = severities
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"container_px", "container_units", "scale", "severities", "spacing_auto", "spacing_px", "staggered", "tolerance_px", "unit"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.containerPx, containerPx)
            try s.member(CodingKeys.containerUnits, containerUnits)
            try s.member(CodingKeys.scale, scale)
            try s.key(CodingKeys.severities.stringValue)
            s.beginObject()
            for key in severities.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                try s.key(key)
                try s.string(severities[key]!)
            }
            s.endObject()
            try s.member(CodingKeys.spacingAuto, spacingAuto)
            try s.member(CodingKeys.spacingPx, spacingPx)
            try s.member(CodingKeys.staggered, staggered)
            try s.member(CodingKeys.tolerancePx, tolerancePx)
            try s.member(CodingKeys.unit, unit.rawValue)
        }
    }
}

/// The `gridcalc/check@1` document.
public struct CheckDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/check@1"
    /// How far an edge may be from a whole pixel unless a tolerance is given: what an adjustment's
    /// `tolerance` is measured against.
    package static let defaultTolerancePx = CheckRequest.defaultTolerancePx
    /// Always `gridcalc/check@1`.
    public let schema: String
    /// True when no finding is an error.
    public private(set) var ok: Bool
    /// How many frames were checked.
    public let frames: Int
    /// How many cells, rows and edges were judged, and how many were not (the JSON's `judged`).
    @usableFromInline package private(set) var judged: Judged
    /// The facts the check judged by (unit, scale, container, spacing, tolerance, severities).
    @usableFromInline package let header: Header?
    /// Cells judged: none means the check judged nothing (a `nothing-judged` finding says so).
    public var judgedCells: Int { judged.cells }
    /// Rows of cells judged (a staggered layout's columns).
    public var judgedRows: Int { judged.rows }
    /// Cell edges judged.
    public var judgedEdges: Int { judged.edges }
    /// Cells not judged (zero-size frames, a screenshot's cells whose edges cannot be seen).
    public var cellsNotJudged: Int { judged.cellsNotJudged }
    /// Edges not judged (cut by a scroller, unseen in a screenshot).
    public var edgesNotJudged: Int { judged.edgesNotJudged }
    /// What was found, frame by frame in input order, then row checks, then mismatches.
    public private(set) var findings: [CheckDocument.Finding]
    /// How the design lengths given to the check were snapped, when one did not land on whole
    /// device pixels (`FrameCheck.warnings`); nil (and absent from the JSON) when none.
    public let warnings: [String]?
    /// How the frames were read, when there is something to say: the design judged (its columns,
    /// spacing, insets and rule), the distribution of its leftover pixels found on Android, a
    /// staggered layout, a container that scrolls sideways, a dump's resolution; nil (and absent
    /// from the JSON) when none.
    public private(set) var notes: [String]?
    /// What the user turned off or down, each with the flag or key that did it and how many
    /// findings it took out of the verdict (`--severity gap=off`, `--tolerance`, `--scroll`); nil
    /// (and absent from the JSON) when nothing was.
    @usableFromInline package private(set) var adjustments: [Adjustment]?

    /// One setting that changed what the verdict counts.
    @usableFromInline package struct Adjustment: Sendable, Hashable, Codable, DocumentObject {
        /// The flag or config key, as the user wrote it: `--severity gap=off`, `.gridcalc.json: screens[0].severity.gap`.
        @usableFromInline package let setting: String
        /// The finding kind it applies to (`gap`), nil for a setting of the whole check (`--tolerance`).
        @usableFromInline package let kind: String?
        /// `off` (left out), `warning` (an error made a warning), `tolerance` (edges this far off
        /// pass), `scroll` (cells cut at the container's edge are clipped, not overflow).
        @usableFromInline package let effect: String
        /// How many findings it took out of the verdict (left out, made warnings, or excused).
        @usableFromInline package let findings: Int

        @usableFromInline package init(setting: String, kind: String?, effect: String, findings: Int) {
            self.setting = setting
            self.kind = kind
            self.effect = effect
            self.findings = findings
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case effect, findings, kind, setting }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"effect", "findings", "kind", "setting"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.effect, effect)
            try s.member(CodingKeys.findings, findings)
            try s.member(CodingKeys.kind, kind)
            try s.member(CodingKeys.setting, setting)
        }
    }

    /// Adds a setting the command line applied (`--tolerance`, `--scroll`), said beside the severities'.
    package mutating func adjust(_ adjustment: Adjustment) {
        adjustments = (adjustments ?? []) + [adjustment]
    }

    /// Where each frame came from in a view-tree dump (`sources[i]` for frame i), so a finding's
    /// frame index names a node; nil (and absent from the JSON) for frames from a JSON document.
    @usableFromInline package var sources: [CheckDocument.Source]?

    /// Names each frame's node: `sources[i]` for frame i, and on each finding the source of its
    /// last frame (where annotations point). `sources` has one entry per frame.
    package mutating func locate(by sources: [CheckDocument.Source]) {
        self.sources = sources
        for i in findings.indices {
            if let frame = findings[i].frames.last, frame < sources.count { findings[i].source = sources[frame] }
        }
    }

    /// The document without the findings at `offsets` (a baseline's known ones), its verdict again.
    package mutating func removeFindings(at offsets: Set<Int>) {
        findings = findings.indices.filter { !offsets.contains($0) }.map { findings[$0] }
        ok = !findings.contains { $0.severity == .error }
    }

    /// A frame's node in the dump it was read from.
    @usableFromInline package struct Source: Sendable, Hashable, Codable, DocumentObject {
        /// How reports name the node (`LinearLayout cell`, `PhotoCell 0x10501a000`), escaped and cut.
        @usableFromInline package let label: String?
        /// The 1-based line of the node.
        @usableFromInline package let line: Int?
        /// The 1-based column, when the node shares its line with others (a one-line device dump).
        @usableFromInline package let column: Int?
        /// The node's path from the root (`hierarchy/node[0]/node[3]`), where the dump has one.
        @usableFromInline package let path: String?

        /// A frame's source.
        @usableFromInline package init(label: String?, line: Int?, column: Int?, path: String?) {
            self.label = label
            self.line = line
            self.column = column
            self.path = path
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case column, label, line, path }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"column", "label", "line", "path"}`, each null when unknown.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.column, column)
            try s.member(CodingKeys.label, label)
            try s.member(CodingKeys.line, line)
            try s.member(CodingKeys.path, path)
        }
    }

    @usableFromInline enum CodingKeys: String, CodingKey { case adjustments, findings, frames, header, judged, notes, ok, schema, sources, warnings }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"adjustments"?, "findings", "frames", "header", "judged", "notes"?, "ok", "schema", "sources"?, "warnings"?}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.memberIfPresent(CodingKeys.adjustments, adjustments)
        try s.member(CodingKeys.findings, findings)
        try s.member(CodingKeys.frames, frames)
        try s.memberIfPresent(CodingKeys.header, header)
        try s.member(CodingKeys.judged, judged)
        try s.memberIfPresent(CodingKeys.notes, notes)
        try s.member(CodingKeys.ok, ok)
        try s.member(CodingKeys.schema, schema)
        try s.memberIfPresent(CodingKeys.sources, sources)
        try s.memberIfPresent(CodingKeys.warnings, warnings)
    }

    /// Checks what `request` describes: GridCore's entry point for "are these frames on the pixel
    /// grid, evenly spaced, inside the container, and do they fit when summed".
    /// - Throws: `CheckInputError` when no scale or container is known, or a value is out of range.
    public init(_ request: CheckRequest) throws(CheckInputError) {
        self.init(try FrameCheck(request))
    }

    /// Runs `check` and records its findings, then `more` (a screenshot's own: blurred edges,
    /// missing cells) and `notes` after the check's; `judged` replaces the check's counts (a
    /// screenshot's unseen edges are not judged).
    package init(_ check: FrameCheck, adding more: [CheckDocument.Finding], notes: [String], judged: Judged? = nil) {
        self.init(check, more: more, judged: judged)
        let all = (self.notes ?? []) + notes
        self.notes = all.isEmpty ? nil : all
    }

    /// Runs `check` and records its findings.
    package init(_ check: FrameCheck) {
        self.init(check, more: [], judged: nil)
    }

    /// The check's findings and `more`, a `nothing-judged` error when nothing was judged, each
    /// finding's severity as the request sets it (`CheckRequest.severities`, `kindsOff`).
    private init(_ check: FrameCheck, more: [CheckDocument.Finding], judged: Judged?) {
        var check = check
        var findings = check.findings() + more
        var judged = judged ?? check.judgedCounts()
        var about: [Int] = []
        // One frame and no design or expected layout: nothing to hold it to (no neighbour, no gap,
        // no column) — a selector that picked one node judges nothing, as a screenshot's one cell
        // does (`ImageCheck`), and is not a pass by itself.
        if judged.cells == 1, check.design == nil, check.expected == nil, check.designColumns == nil, check.expectation.reference == nil,
           let i = check.frames.indices.first(where: { !check.isZeroSize($0) }) {
            let height = check.frames[i].height != nil ? " × \(check.bottomPx(i) - check.topPx(i))" : ""
            check.emptyReason = "one frame (frame \(i): \(check.rightPx(i) - check.leftPx(i))\(height)px at x \(check.leftPx(i))px) and no design to hold it to: "
                + "a selector that picks one node, or one cell; give the design or an expected layout, or select the cells"
            judged = Judged(cells: 0, rows: 0, edges: 0, cellsNotJudged: judged.cellsNotJudged + 1, edgesNotJudged: judged.edgesNotJudged + judged.edges)
            about = [i]
        }
        if judged.cells == 0 { findings.append(check.nothingJudgedFinding(about: about)) }
        // Every kind turned off or down is said, with who did it and how many findings it took
        // out or made warnings (0 included: the kind was not judged as an error).
        var removed: [Finding.Kind: Int] = [:], lowered: [Finding.Kind: Int] = [:]
        findings = findings.compactMap { f in
            if check.kindsOff.contains(f.kind) { removed[f.kind, default: 0] += 1; return nil }
            if let level = check.severities[f.kind], level != f.severity {
                if level == .warning { lowered[f.kind, default: 0] += 1 }
                return f.with(severity: level)
            }
            return f
        }
        var adjustments: [Adjustment] = []
        for kind in Finding.Kind.allCases {
            let by = check.policy.severitySources[kind] ?? "severity \(kind.rawValue)"
            if check.kindsOff.contains(kind) {
                adjustments.append(Adjustment(setting: by, kind: kind.rawValue, effect: "off", findings: removed[kind] ?? 0))
            } else if check.severities[kind] == .warning {
                adjustments.append(Adjustment(setting: by, kind: kind.rawValue, effect: "warning", findings: lowered[kind] ?? 0))
            }
        }
        self.adjustments = adjustments.isEmpty ? nil : adjustments
        self.schema = Self.schemaID
        self.ok = !findings.contains { $0.severity == .error }
        self.frames = check.frames.count
        self.judged = judged
        self.header = Header(check)
        self.findings = findings
        self.warnings = check.warnings.isEmpty ? nil : check.warnings.map(\.description)
        self.notes = check.readingNotes.isEmpty ? nil : check.readingNotes
        self.sources = nil
    }
}
