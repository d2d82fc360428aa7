// FrameCheck: the CI gate — find the off-by-one pixels in frames an app produced (Docs/check-and-sweep.md).
//
// Rule: frames are in points; an edge v pt is at v·S px. Findings:
//   off-grid  an edge (x, x+width, y, y+height) further than the tolerance from a whole pixel — an
//             edge exactly at the tolerance is decided on the decimals the document wrote (the
//             shortest decimal of each double), not on binary noise (`ExactDecimal`);
//   gap       two neighbours in a row whose gap, in whole px, is not the expected spacing;
//   overlap   neighbours (or consecutive rows) that overlap;
//   overflow  a frame whose pixel edge lies past the container by more than the tolerance; and, for
//             values meant to be pasted into a flow layout, a double sum that exceeds the container:
//             a gridcalc document's `flow_layout` summed left to right (§2), or, with `flowSum`, each
//             row's x₀ + w₀ + s + w₁ + … + wₙ₋₁ (s = spacing px / S) added strictly left to right.
//             Frames an app dumped after layout are its result, not its input: their written
//             decimals (58.667, float32 values) are judged by their pixel edges only;
//   uneven    (a warning) widths in a row that differ by more than 1px (not for a gridcalc layout
//             with tracks or spans, or frames checked against one: those are uneven by design);
//   mismatch  with an expected layout: a frame whose px x or width (and y/height when both have
//             them) differs from the frame with the same index, or a different frame count.
// Rows are frames with equal y in whole px (all frames form one row when none has a y); frames may
// come in any order: each row is sorted by x. Pixel values of edges are rounded to the nearest pixel
// before gaps and widths are compared, so one misplaced edge gives one off-grid finding plus what
// it does to its neighbours. Every input is finite and bounded before any arithmetic (`init`).

/// A frame as an app (or a gridcalc document) reported it, in points.
public struct CheckedFrame: Sendable, Hashable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge, if known.
    public var y: Double?
    /// The width.
    public var width: Double
    /// The height, if known.
    public var height: Double?

    /// A frame in points; `y` and `height` are optional.
    public init(x: Double, y: Double? = nil, width: Double, height: Double? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A frame of an expected layout, in whole device pixels (for `mismatch`); `y` and `height` are
/// optional, as in the frames checked. Not public API: a `CheckRequest` names its expected layout
/// as a `CheckSubject`.
package struct ExpectedFrame: Sendable, Hashable {
    /// The left edge.
    package let xPx: Int
    /// The top edge, if known.
    package let yPx: Int?
    /// The width.
    package let widthPx: Int
    /// The height, if known.
    package let heightPx: Int?

    /// A frame in whole pixels.
    package init(xPx: Int, yPx: Int? = nil, widthPx: Int, heightPx: Int? = nil) {
        self.xPx = xPx
        self.yPx = yPx
        self.widthPx = widthPx
        self.heightPx = heightPx
    }
}

/// What is wrong with a check's input before any check could run.
public struct CheckInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Sendable, Hashable {
        /// Neither the request, its device nor the subject gives a scale.
        case missingScale
        /// Neither the request, its device nor the subject gives a container width.
        case missingContainer
        /// A value is out of range or not finite; the description names it (`frames[2].width`).
        case invalidValue
    }
    /// What kind of problem.
    public let kind: Kind
    /// What is wrong, naming the key or frame.
    public let description: String

    /// An error of `kind` saying `description`.
    public init(_ description: String, kind: Kind = .invalidValue) {
        self.kind = kind
        self.description = description
    }
}

/// One finding of a check.
public struct CheckFinding: Sendable, Hashable, Codable, DocumentObject {
    /// The kinds of finding.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case offGrid = "off-grid", gap, overlap, overflow, uneven, mismatch
    }
    /// `error` fails the check (`CheckDocument.ok` is false); `warning` does not.
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning }

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

    @usableFromInline enum CodingKeys: String, CodingKey {
        case actualPx = "actual_px", edge, errorPx = "error_px", expectedPx = "expected_px", frame, frames, kind, message, severity
    }

    init(_ kind: Kind, _ frames: [Int], edge: String, expected: Double, actual: Double, error: Double? = nil,
         message: String, severity: Severity = .error) {
        self.kind = kind
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
    }

    /// `frame` for a finding about one frame, `frames` otherwise; keys in sorted order.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.actualPx, actualPx)
        try s.member(CodingKeys.edge, edge)
        try s.member(CodingKeys.errorPx, errorPx)
        try s.member(CodingKeys.expectedPx, expectedPx)
        if frames.count == 1 { try s.member(CodingKeys.frame, frames[0]) } else { try s.member(CodingKeys.frames, frames) }
        try s.member(CodingKeys.kind, kind.rawValue)
        try s.member(CodingKeys.message, message)
        try s.member(CodingKeys.severity, severity.rawValue)
    }
}

/// The `gridcalc/check@1` document.
public struct CheckDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/check@1"
    /// Always `gridcalc/check@1`.
    public let schema: String
    /// True when no finding is an error.
    public let ok: Bool
    /// How many frames were checked.
    public let frames: Int
    /// What was found, frame by frame in input order, then row checks, then mismatches.
    public let findings: [CheckFinding]

    @usableFromInline enum CodingKeys: String, CodingKey { case findings, frames, ok, schema }

    /// `{"findings", "frames", "ok", "schema"}`.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.findings, findings)
        try s.member(CodingKeys.frames, frames)
        try s.member(CodingKeys.ok, ok)
        try s.member(CodingKeys.schema, schema)
    }

    /// Checks what `request` describes: GridCore's entry point for "are these frames on the pixel
    /// grid, evenly spaced, inside the container, and do they fit when summed".
    /// - Throws: `CheckInputError` when no scale or container is known, or a value is out of range.
    public init(_ request: CheckRequest) throws(CheckInputError) {
        self.init(try FrameCheck(request))
    }

    /// Runs `check` and records its findings.
    public init(_ check: FrameCheck) {
        let findings = check.findings()
        self.schema = Self.schemaID
        self.ok = !findings.contains { $0.severity == .error }
        self.frames = check.frames.count
        self.findings = findings
    }
}

/// The inputs of a check, validated.
public struct FrameCheck: Sendable {
    /// Device pixels per point.
    public let scale: Scale
    /// The container width in whole pixels.
    public let containerPx: Int
    /// The container width in points, as the document gave it (for the double-sum check).
    public let containerPt: Double
    /// The expected gap between neighbours in a row.
    public let spacingPx: Int
    /// How far (in px) an edge may be from a whole pixel before it is off-grid.
    public let tolerancePx: Double
    /// The frames, in input order.
    public let frames: [CheckedFrame]
    /// For a gridcalc document, its flow-layout values (checked instead of the per-row sum).
    public let flowLayout: FlowLayoutValues?
    /// The expected layout, for `mismatch`.
    package let expected: [ExpectedFrame]?
    /// Whether each row's double sum is checked (the frames are paste-ready values).
    public let flowSum: Bool
    /// Whether widths in a row must be within 1px (`uneven`): not when the layout checked, or the
    /// one it is checked against, has tracks or spans, which are uneven by design.
    public private(set) var judgesEvenness = true

    /// The default tolerance: 0.01 px.
    public static let defaultTolerancePx = 0.01

    /// The check `request` describes, its scale, container and spacing chosen by the precedence
    /// `CheckRequest` states.
    public init(_ request: CheckRequest) throws(CheckInputError) {
        let scale: Scale
        if let given = request.scale {
            scale = given
        } else if let device = request.device {
            do { scale = try Scale(device.scale) } catch { throw CheckInputError("scale: \(error.reason)") }
        } else if let documented = request.subject.scale {
            do { scale = try Scale(documented) } catch { throw CheckInputError("scale \(error.value): \(error.reason)") }
        } else {
            throw CheckInputError("the document has no \"scale\"", kind: .missingScale)
        }
        let containerPt: Double
        if let container = request.container {
            containerPt = container.points(at: scale)
        } else if let device = request.device {
            containerPt = device.size(request.orientation).widthPt
        } else if let documented = request.subject.containerPt {
            containerPt = documented
        } else {
            throw CheckInputError("the document has no \"container_pt\"", kind: .missingContainer)
        }
        var spacingPx = request.subject.spacingPx ?? 1
        if let spacing = request.spacing {
            do { spacingPx = try PixelSnapping.gap(spacing, scale: scale, field: .spacing).px } catch {
                throw CheckInputError("spacing \(error.value): \(error.reason)")
            }
        }
        let expected = request.against.map { against in
            against.expectedFrames(at: against.scale.flatMap { try? Scale($0) } ?? scale)
        }
        try self.init(scale: scale, containerPt: containerPt, spacingPx: spacingPx, frames: request.subject.frames,
                      tolerancePx: request.tolerancePx, flowLayout: request.subject.flowLayout, expected: expected,
                      flowSum: request.flowSum)
        judgesEvenness = !request.subject.isUnevenByDesign && !(request.against?.isUnevenByDesign ?? false)
    }

    /// Validates the inputs: every number finite and at most `Limits.maxNumber` in magnitude, widths
    /// and heights ≥ 0, at most `Limits.maxItems` frames, a tolerance in 0 … 0.5 px.
    /// - Throws: `CheckInputError` naming the first bad value.
    package init(scale: Scale, containerPt: Double, spacingPx: Int, frames: [CheckedFrame],
                tolerancePx: Double = defaultTolerancePx, flowLayout: FlowLayoutValues? = nil,
                expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        func bounded(_ value: Double, _ what: @autoclosure () -> String, minimum: Double = -Limits.maxNumber) throws(CheckInputError) {
            guard value.isFinite, value >= minimum, value <= Limits.maxNumber else {
                throw CheckInputError("\(what()) is \(value.isFinite ? decimalText(value, maxFractionDigits: 6) : "\(value)"):"
                                      + " expected a finite number from \(decimalText(minimum)) to \(decimalText(Limits.maxNumber))")
            }
        }
        try bounded(containerPt, "container_pt", minimum: 0)
        guard spacingPx >= 0, spacingPx <= Limits.maxPixels else {
            throw CheckInputError("spacing_px is \(spacingPx): expected 0 to \(Limits.maxPixels)")
        }
        guard frames.count <= Limits.maxItems else {
            throw CheckInputError("\(frames.count) frames: at most \(Limits.maxItems) can be checked")
        }
        guard tolerancePx.isFinite, tolerancePx >= 0, tolerancePx <= 0.5 else {
            throw CheckInputError("tolerance \(tolerancePx)px: expected 0 to 0.5 px")
        }
        for (i, f) in frames.enumerated() {
            try bounded(f.x, "frames[\(i)].x")
            try bounded(f.width, "frames[\(i)].width", minimum: 0)
            if let y = f.y { try bounded(y, "frames[\(i)].y") }
            if let h = f.height { try bounded(h, "frames[\(i)].height", minimum: 0) }
        }
        let containerAmount = containerPt * scale.pixelsPerPoint
        guard containerAmount < Double(Limits.maxPixels) + 0.5 else {
            throw CheckInputError("container_pt \(decimalText(containerPt)) is more than \(Limits.maxPixels)px at \(scale)x")
        }
        self.scale = scale
        self.containerPt = containerPt
        // The container's edge is judged like any edge: within the tolerance of a whole pixel it is
        // that pixel (a dump writes 195.333 for 586px at 3x), else the pixels it fully covers.
        let nearest = containerAmount.rounded(.toNearestOrAwayFromZero)
        self.containerPx = abs(containerAmount - nearest) <= max(tolerancePx, PixelSnapping.exactnessPx)
            ? Int(nearest) : Int(containerAmount.rounded(.down))
        self.spacingPx = spacingPx
        self.tolerancePx = tolerancePx
        self.frames = frames
        self.flowLayout = flowLayout
        self.expected = expected
        self.flowSum = flowSum
    }

    /// Whether an edge at `value` px, written as the sum of the point values `written`, is further
    /// than the tolerance from a whole pixel. Within 1e-9 px of the tolerance the doubles cannot
    /// tell, and the decimals the document wrote decide (`ExactDecimal`).
    func isOffGrid(_ value: Double, written: [Double]) -> Bool {
        let distance = abs(value - value.rounded(.toNearestOrAwayFromZero))
        guard abs(distance - tolerancePx) <= 1e-9,
              let s = ExactDecimal(scale.pixelsPerPoint), let tolerance = ExactDecimal(tolerancePx),
              var edge = written.first.flatMap(ExactDecimal.init) else { return distance > tolerancePx }
        for term in written.dropFirst() {
            guard let t = ExactDecimal(term) else { return distance > tolerancePx }
            edge = edge + t
        }
        return (edge * s).distanceToNearestInteger > tolerance
    }

    /// Everything the rule finds, in a stable order.
    public func findings() -> [CheckFinding] {
        let s = scale.pixelsPerPoint
        var out: [CheckFinding] = []
        let px = { (v: Double) in v * s }
        let text = { (v: Double) in decimalText(v, maxFractionDigits: 4) }

        // Off-grid edges and frames past the container.
        for (i, f) in frames.enumerated() {
            var edges = [("left", px(f.x), [f.x]), ("right", px(f.x + f.width), [f.x, f.width])]
            if let y = f.y {
                edges.append(("top", px(y), [y]))
                if let h = f.height { edges.append(("bottom", px(y + h), [y, h])) }
            }
            for (edge, value, terms) in edges {
                let nearest = value.rounded(.toNearestOrAwayFromZero)
                if isOffGrid(value, written: terms) {
                    out.append(CheckFinding(.offGrid, [i], edge: edge, expected: nearest, actual: value,
                                            message: "frame \(i): \(edge) edge at \(text(value))px, \(text(abs(value - nearest)))px off the pixel grid (nearest \(text(nearest))px)"))
                }
            }
            let left = px(f.x), right = px(f.x + f.width)
            if left < -tolerancePx {
                out.append(CheckFinding(.overflow, [i], edge: "left", expected: 0, actual: left,
                                        message: "frame \(i): left edge at \(text(left))px, before the container's 0px"))
            }
            if right > Double(containerPx) + tolerancePx {
                out.append(CheckFinding(.overflow, [i], edge: "right", expected: Double(containerPx), actual: right,
                                        message: "frame \(i): right edge at \(text(right))px, past the container's \(containerPx)px"))
            }
        }

        // Rows: equal y in whole pixels, each sorted by x.
        let rowKey = { (f: CheckedFrame) -> Int in Int((px(f.y ?? 0)).rounded(.toNearestOrAwayFromZero)) }
        var rows: [Int: [Int]] = [:]
        for (i, f) in frames.enumerated() { rows[rowKey(f), default: []].append(i) }
        let leftPx = { (i: Int) in Int(px(frames[i].x).rounded(.toNearestOrAwayFromZero)) }
        let rightPx = { (i: Int) in Int(px(frames[i].x + frames[i].width).rounded(.toNearestOrAwayFromZero)) }
        var previousRow: (key: Int, bottom: Int, first: Int)?
        for key in rows.keys.sorted() {
            let row = rows[key]!.sorted { (leftPx($0), $0) < (leftPx($1), $1) }
            for (a, b) in zip(row, row.dropFirst()) {
                let gap = leftPx(b) - rightPx(a)
                if gap < 0 {
                    out.append(CheckFinding(.overlap, [a, b], edge: "gap", expected: Double(spacingPx), actual: Double(gap),
                                            message: "frames \(a) and \(b) overlap by \(-gap)px (frame \(a) ends at \(rightPx(a))px, frame \(b) starts at \(leftPx(b))px)"))
                } else if gap != spacingPx {
                    out.append(CheckFinding(.gap, [a, b], edge: "gap", expected: Double(spacingPx), actual: Double(gap),
                                            message: "frames \(a) and \(b): gap \(gap)px, expected \(spacingPx)px (frame \(a) ends at \(rightPx(a))px, frame \(b) starts at \(leftPx(b))px)"))
                }
            }
            let widths = row.map { rightPx($0) - leftPx($0) }
            if judgesEvenness, let lo = widths.min(), let hi = widths.max(), hi - lo > 1 {
                let narrow = row[widths.firstIndex(of: lo)!], wide = row[widths.firstIndex(of: hi)!]
                out.append(CheckFinding(.uneven, [narrow, wide], edge: "width", expected: Double(lo + 1), actual: Double(hi),
                                        message: "row at y \(key)px: widths from \(lo)px (frame \(narrow)) to \(hi)px (frame \(wide)) differ by more than 1px",
                                        severity: .warning))
            }
            if flowSum, flowLayout == nil, let first = row.first, let last = row.last {
                // The double sum a flow layout evaluates, strictly left to right: x₀ + w₀ + s + w₁ + ….
                let spacingPt = scale.points(spacingPx)
                var sum = frames[first].x
                for (n, i) in row.enumerated() {
                    if n > 0 { sum += spacingPt }
                    sum += frames[i].width
                }
                if sum > containerPt {
                    out.append(CheckFinding(.overflow, [last], edge: "sum", expected: px(containerPt), actual: px(sum), error: px(sum - containerPt),
                                            message: "row at y \(key)px: x₀ + widths + spacings sum to \(sum.description)pt as doubles,"
                                                + " more than the container's \(containerPt.description)pt (by \((sum - containerPt).description)pt):"
                                                + " a flow layout wraps frame \(last)"))
                }
            }
            let heights = row.compactMap { i in frames[i].height.map { ((frames[i].y ?? 0) + $0) } }
            if let previous = previousRow, previous.bottom > key {
                out.append(CheckFinding(.overlap, [previous.first, row[0]], edge: "bottom", expected: Double(key), actual: Double(previous.bottom),
                                        message: "the row of frame \(previous.first) ends at \(previous.bottom)px, below the top of the next row (frame \(row[0])) at \(key)px"))
            }
            if let bottom = heights.map({ Int(px($0).rounded(.toNearestOrAwayFromZero)) }).max() {
                previousRow = (key, bottom, row[0])
            } else {
                previousRow = nil
            }
        }

        // The §2 guarantee for a gridcalc document: its paste-ready values fit when summed.
        if let f = flowLayout {
            let sum = FlowLayoutValues.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: f.itemWidthsPt,
                                                      spacingPt: f.spacingPt, insetRightPt: f.insetRightPt)
            if sum > containerPt {
                out.append(CheckFinding(.overflow, [max(0, f.itemWidthsPt.count - 1)], edge: "sum", expected: px(containerPt), actual: px(sum), error: px(sum - containerPt),
                                        message: "flow_layout values sum to \(sum.description)pt as doubles, more than the"
                                            + " container's \(containerPt.description)pt (by \((sum - containerPt).description)pt): a flow layout wraps the last item"))
            }
        }

        // Against an expected layout, index by index.
        if let expected {
            if expected.count != frames.count {
                out.append(CheckFinding(.mismatch, [], edge: "count", expected: Double(expected.count), actual: Double(frames.count),
                                        message: "\(frames.count) frames, but the expected layout has \(expected.count)"))
            }
            for (i, (f, e)) in zip(frames, expected).enumerated() {
                var pairs = [("x", leftPx(i), e.xPx), ("width", rightPx(i) - leftPx(i), e.widthPx)]
                if let y = f.y, let ey = e.yPx {
                    let top = Int(px(y).rounded(.toNearestOrAwayFromZero))
                    pairs.append(("y", top, ey))
                    if let h = f.height, let eh = e.heightPx {
                        pairs.append(("height", Int(px(y + h).rounded(.toNearestOrAwayFromZero)) - top, eh))
                    }
                }
                for (edge, actual, wanted) in pairs where actual != wanted {
                    out.append(CheckFinding(.mismatch, [i], edge: edge, expected: Double(wanted), actual: Double(actual),
                                            message: "frame \(i): \(edge) \(actual)px, the expected layout has \(wanted)px"))
                }
            }
        }
        return out
    }
}
