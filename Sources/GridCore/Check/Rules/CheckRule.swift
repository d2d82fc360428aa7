// CheckRule: one rule of `check` — what it finds, stated once (its kind, when it fires, in the words
// of the docs' table of finding kinds, which is made from it), its examples (frames that make it fire
// and frames that do not: its tests), and where in the pipeline it looks.
//
// Rule: a check runs in four passes over what was read (`CheckContext`), each asking the rules of
// its list in `CheckRules` in order — so the findings come in the order every report has always had
// them: (1) frame by frame, (2) the layout before its rows (a staggered layout's columns, the rows'
// heights), (3) row by row, top to bottom, (4) the whole layout. A rule answers in the passes it
// belongs to; a new rule is one file and a line in `CheckRules`.

/// Where a rule looks.
package enum CheckPlace: Sendable {
    /// Frame `i`, in input order.
    case frame(Int)
    /// The layout, before its rows (its columns, when staggered; its rows' heights).
    case columns
    /// Row `k` of `CheckContext.rows`, top to bottom.
    case row(Int)
    /// The whole layout, after its rows.
    case layout
}

/// One rule of `check`.
package protocol CheckRule: Sendable {
    /// The kind of the findings it makes (some also make a second: `gap` makes `overlap` of a
    /// negative gap).
    static var kind: CheckDocument.Finding.Kind { get }
    /// The severity of its findings (before `--severity`).
    static var severity: CheckDocument.Finding.Severity { get }
    /// When it fires, in the words of the docs' table of finding kinds — the library's words, no
    /// flag's: the command line's docs add the flags of its `settings`.
    static var description: String { get }
    /// The settings of the request it reads (the tolerance, a row height, a reference …), which the
    /// command line names by its flags.
    static var settings: [CheckSetting] { get }
    /// Frames that make it fire: each is a test, and its docs.
    static var triggeringExamples: [CheckRuleExample] { get }
    /// Frames that do not.
    static var nonTriggeringExamples: [CheckRuleExample] { get }
    /// Its findings at `place` (none where it does not look).
    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding]
    /// Whether it explains a snapshot pair (what moved, was resized, came or went against the
    /// reference): the only rules run when a pair is explained (`CheckPolicy.explainsOnly`).
    static var explainsSnapshot: Bool { get }
}

extension CheckRule {
    package static var explainsSnapshot: Bool { false }
    package static var settings: [CheckSetting] { [] }
}

/// A setting of `CheckRequest` a rule reads, for the command line to name by its flag.
package enum CheckSetting: String, Sendable, CaseIterable {
    /// `CheckRequest.tolerancePx`.
    case tolerance
    /// `CheckRequest.rowHeight`.
    case rowHeight
    /// `CheckRequest.lineSpacing`.
    case lineSpacing
    /// The design's items (`GridRequest.items`).
    case items
    /// The design (`CheckRequest.design`).
    case design
    /// An expected layout (`CheckRequest.against`).
    case expected
    /// A reference screenshot (`CheckRequest.snapshotReference`).
    case reference
    /// A screenshot read (`ImageCheck`).
    case screenshot
    /// `CheckRequest.allowsEmpty`.
    case allowEmpty
    /// `CheckRequest.flowSum`.
    case flowSum
    /// `CheckRequest.severities`.
    case severity
}

/// What the rules read: the check (its frames, settings and readings) and what is computed once
/// for all of them — the rows, and the cells the container's scroller cuts.
package struct CheckContext {
    /// The check: frames, container, spacing, tolerance, design, readings.
    package let check: FrameCheck
    /// Its narrow parts, which a rule reads: the frames on the pixel grid, what they are judged
    /// against, how they were read.
    package var geometry: FrameGeometry { check.geometry }
    package var expectation: FrameExpectation { check.expectation }
    package var readings: FrameReadings { check.readings }
    /// The rows, top to bottom (none for a staggered layout).
    package let rows: [FrameCheck.Row]
    /// Each row's cells its sideways scroller cuts (`ScrollerClipRule`).
    package let cutInRow: [[Int]]
    /// Those cells together.
    package let clipped: Set<Int>
    /// The cells a vertical scroller cuts, with the edge it cuts (`VerticalClipRule`).
    package let verticalCut: [(frame: Int, edge: String)]
    /// The frames matched with a reference screenshot's cells (the snapshot rules), nil without one.
    package let snapshot: SnapshotMatch?

    /// What `check` reads, computed once.
    package init(_ check: FrameCheck) {
        self.check = check
        rows = check.staggered ? [] : check.rows()
        cutInRow = rows.map { ScrollerClipRule.clippedFrames(in: $0, check.geometry, check.readings) }
        clipped = Set(cutInRow.joined())
        verticalCut = check.staggered ? [] : VerticalClipRule.verticallyClipped(check.geometry, check.expectation, check.readings)
        snapshot = check.snapshot
    }
}

/// A finding an example must make: its kind, the frames it names, its edge, and a phrase its
/// message holds (the reason it gives).
package struct CheckRuleExpectation: Sendable, Equatable, CustomStringConvertible {
    package let kind: CheckDocument.Finding.Kind
    package let frames: [Int]
    package let edge: String
    package let saying: String

    package var description: String { "\(kind.rawValue) \(frames) \(edge) “\(saying)”" }
}

/// Frames a rule is shown on: a dump in points at a scale in a container, with what the test's
/// words say about them. `frames` is `x width` or `x y width height` per frame, `;` between frames.
/// A triggering example states the findings of its rule's kind it makes (`expecting`), in order:
/// the test compares them, kind, frames and edge, and the phrase each message must hold.
package struct CheckRuleExample: Sendable {
    /// What the frames show, for the docs.
    package let note: String
    /// The findings of the rule's kind it makes, in order (none for an example that does not trigger).
    package private(set) var expected: [CheckRuleExpectation] = []

    /// This example, stating one more finding it makes.
    package func expecting(_ kind: CheckDocument.Finding.Kind, _ frames: [Int], _ edge: String, saying: String) -> CheckRuleExample {
        var copy = self
        copy.expected.append(CheckRuleExpectation(kind: kind, frames: frames, edge: edge, saying: saying))
        return copy
    }
    /// Makes the request (kept as a recipe, not a value: the examples are for the tests and the
    /// docs, and a stored request would cost the shipped binary its copying code).
    private let make: @Sendable () -> CheckRequest

    /// The check they are read by.
    package var request: CheckRequest { make() }
    /// For a screenshot rule: the drawn screenshot judged (`ExampleImage`), and the region read
    /// (x, y, width, height; nil for the whole image) — `ImageCheck` reads it with `request`.
    package let image: (@Sendable () -> RasterImage)?
    package let regionPx: [Int]?

    /// Frames in points (`"0.5 58.667; 59.667 58.667"`) at `scale` in a `containerPt` container,
    /// `spacingPx` apart; `configure` sets the rest of the request (a design, a scroller).
    package init(_ note: String, frames: String, scale: Double = 1, containerPt: Double, spacingPx: Int = 1,
                 configure: @escaping @Sendable (inout CheckRequest, inout FramesDump) -> Void = { _, _ in }) {
        self.note = note
        image = nil
        regionPx = nil
        make = {
            let parsed = frames.split(separator: ";").map { frame -> FramesDump.Frame in
                let n = frame.split(separator: " ").compactMap { Double(String($0)) }
                return n.count == 4 ? FramesDump.Frame(x: n[0], y: n[1], width: n[2], height: n[3]) : FramesDump.Frame(x: n.first ?? 0, width: n.count > 1 ? n[1] : 0)
            }
            var dump = FramesDump(scale: scale, containerPt: containerPt, spacingPx: spacingPx, frames: parsed)
            var request = CheckRequest(subject: .frames(dump))
            configure(&request, &dump)
            request.subject = .frames(dump)
            return request
        }
    }

    /// A drawn screenshot (`ExampleImage.draw`) read in `region` (x, y, width, height; nil for the
    /// whole image); `configure` sets the request's design and options.
    package init(_ note: String, image: @escaping @Sendable () -> RasterImage, region: [Int]? = nil,
                 configure: @escaping @Sendable (inout CheckRequest) -> Void = { _ in }) {
        self.note = note
        self.image = image
        regionPx = region
        make = {
            var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, containerWidth: 1, frames: [])))
            request.scale = .one
            configure(&request)
            return request
        }
    }
}

extension FrameCheck {
    /// Everything the rules find, in the order of the passes (`CheckRules`).
    package func findings() -> [CheckDocument.Finding] {
        let context = CheckContext(self)
        var out: [CheckDocument.Finding] = []
        let only = explainsOnly
        for i in frames.indices { for rule in CheckRules.frames where !only || rule.explainsSnapshot { out += rule.findings(at: .frame(i), in: context) } }
        for rule in CheckRules.columns where !only || rule.explainsSnapshot { out += rule.findings(at: .columns, in: context) }
        for k in context.rows.indices { for rule in CheckRules.rows where !only || rule.explainsSnapshot { out += rule.findings(at: .row(k), in: context) } }
        for rule in CheckRules.layout where !only || rule.explainsSnapshot { out += rule.findings(at: .layout, in: context) }
        return out
    }
}
