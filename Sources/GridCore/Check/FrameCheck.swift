// FrameCheck: the CI gate — find the off-by-one pixels in frames an app produced (Docs/check-and-sweep.md).
//
// Rule: frames are in points; an edge v pt is at v·S px (other units below). Findings:
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
// Units (`FrameUnit`): points are at v·S px, device px at v px, both relative to the container's
// origin; a browser's CSS px are judged as painted — each edge at round-half-up(v × DPR, taken to
// the browser's 1/64 px first) — and are never off-grid, since the browser snaps them itself.
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
    /// The index of the frame whose value is wrong, when it is a frame's; the description then
    /// starts with `frames[i].`.
    public let frame: Int?

    /// An error of `kind` saying `description`, about `frame` when it is one frame's.
    public init(_ description: String, kind: Kind = .invalidValue, frame: Int? = nil) {
        self.kind = kind
        self.description = description
        self.frame = frame
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
    /// Device pixels per logical unit (a browser's DPR for CSS px).
    public let scale: Scale
    /// The container width in whole pixels.
    public let containerPx: Int
    /// The container width in logical units (points, dp or CSS px), as the document gave it (for the
    /// double-sum check); a device-px dump's width divided by the scale.
    public let containerPt: Double
    /// The expected gap between neighbours in a row.
    public let spacingPx: Int
    /// How far (in px) an edge may be from a whole pixel before it is off-grid.
    public let tolerancePx: Double
    /// The frames, in input order, in `unit`.
    public let frames: [CheckedFrame]
    /// The unit of the frames, which decides how their edges become pixels.
    public let unit: FrameUnit
    /// For a gridcalc document, its flow-layout values (checked instead of the per-row sum).
    public let flowLayout: FlowLayoutValues?
    /// The expected layout, for `mismatch`.
    package let expected: [ExpectedFrame]?
    /// Whether each row's double sum is checked (the frames are paste-ready values).
    public let flowSum: Bool
    /// Whether widths in a row must be within 1px (`uneven`): not when the layout checked, or the
    /// one it is checked against, has tracks or spans, which are uneven by design.
    public private(set) var judgesEvenness = true
    /// How the frames' numbers become pixels relative to the container.
    let model: PixelModel

    /// The default tolerance: 0.01 px.
    public static let defaultTolerancePx = 0.01

    /// The check `request` describes, its scale, container and spacing chosen by the precedence
    /// `CheckRequest` states. A device-px dump needs no scale (it is then 1) unless a length is
    /// given in logical units.
    public init(_ request: CheckRequest) throws(CheckInputError) {
        let unit = request.subject.unit
        let scale: Scale
        if let given = request.scale {
            scale = given
        } else if let device = request.device {
            do { scale = try Scale(device.scale) } catch { throw CheckInputError("scale: \(error.reason)") }
        } else if let documented = request.subject.scale {
            do { scale = try Scale(documented) } catch { throw CheckInputError("scale \(error.value): \(error.reason)") }
        } else if unit == .devicePixels {
            for length in [request.container, request.spacing] {
                if case .points(let value)? = length, value != 0 {
                    throw CheckInputError("a length in logical units (\(decimalText(value))) needs the density of the device px", kind: .missingScale)
                }
            }
            scale = .one
        } else {
            throw CheckInputError("the document has no \"scale\"", kind: .missingScale)
        }
        // The container width in the dump's unit.
        let perUnit = unit == .devicePixels ? 1 / scale.pixelsPerPoint : 1
        let containerWidth: Double
        if let container = request.container {
            containerWidth = unit == .devicePixels ? container.pixelAmount(at: scale) : container.points(at: scale)
        } else if let device = request.device {
            containerWidth = device.size(request.orientation).widthPt / perUnit
        } else if let documented = request.subject.containerWidth {
            containerWidth = documented
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
        var originX = 0.0, originY = 0.0
        if case .frames(let dump) = request.subject { (originX, originY) = (dump.originX, dump.originY) }
        try self.init(scale: scale, containerWidth: containerWidth, spacingPx: spacingPx, frames: request.subject.frames,
                      unit: unit, originX: originX, originY: originY,
                      tolerancePx: request.tolerancePx, flowLayout: request.subject.flowLayout, expected: expected,
                      flowSum: request.flowSum)
        judgesEvenness = !request.subject.isUnevenByDesign && !(request.against?.isUnevenByDesign ?? false)
    }

    /// A check of frames in points in a `containerPt`-wide container.
    package init(scale: Scale, containerPt: Double, spacingPx: Int, frames: [CheckedFrame],
                 tolerancePx: Double = defaultTolerancePx, flowLayout: FlowLayoutValues? = nil,
                 expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        try self.init(scale: scale, containerWidth: containerPt, spacingPx: spacingPx, frames: frames, unit: .points,
                      tolerancePx: tolerancePx, flowLayout: flowLayout, expected: expected, flowSum: flowSum)
    }

    /// Validates the inputs: every number finite and at most `Limits.maxNumber` in magnitude, widths
    /// and heights ≥ 0, at most `Limits.maxItems` frames, a tolerance in 0 … 0.5 px. The container
    /// width and origin are in `unit`.
    /// - Throws: `CheckInputError` naming the first bad value.
    package init(scale: Scale, containerWidth: Double, spacingPx: Int, frames: [CheckedFrame],
                 unit: FrameUnit, originX: Double = 0, originY: Double = 0,
                 tolerancePx: Double = defaultTolerancePx, flowLayout: FlowLayoutValues? = nil,
                 expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        func bounded(_ value: Double, _ what: @autoclosure () -> String, minimum: Double = -Limits.maxNumber,
                     frame: Int? = nil) throws(CheckInputError) {
            guard value.isFinite, value >= minimum, value <= Limits.maxNumber else {
                throw CheckInputError("\(what()) is \(value.isFinite ? decimalText(value, maxFractionDigits: 6) : "\(value)"):"
                                      + " expected a finite number from \(decimalText(minimum)) to \(decimalText(Limits.maxNumber))", frame: frame)
            }
        }
        try bounded(containerWidth, "container_pt", minimum: 0)
        try bounded(originX, "container.x")
        try bounded(originY, "container.y")
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
            try bounded(f.x, "frames[\(i)].x", frame: i)
            try bounded(f.width, "frames[\(i)].width", minimum: 0, frame: i)
            if let y = f.y { try bounded(y, "frames[\(i)].y", frame: i) }
            if let h = f.height { try bounded(h, "frames[\(i)].height", minimum: 0, frame: i) }
        }
        let model = PixelModel(unit, scale: scale, originX: originX, originY: originY)
        let containerAmount = model.x(originX, plus: containerWidth)
        guard containerAmount < Double(Limits.maxPixels) + 0.5 else {
            throw CheckInputError("container_pt \(decimalText(containerWidth)) is more than \(Limits.maxPixels)px at \(scale)x")
        }
        self.scale = scale
        self.unit = unit
        self.model = model
        self.containerPt = unit == .devicePixels ? containerWidth / scale.pixelsPerPoint : containerWidth
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

    /// Where a browser paints an edge at `value` CSS px (a `getBoundingClientRect()` number) at
    /// `dpr`, in whole device pixels.
    ///
    /// Rule (Chromium's `LayoutUnit::Round` and `PixelSnappedIntRect`): layout keeps positions in
    /// 1/64 of a device pixel, so value × DPR is first taken to the nearest 1/64 (which undoes the
    /// float error of the CSS-px number the page reported), then rounded half up: 214.421875 paints
    /// at 214, 214.5 at 215, −0.5 at 0. A box's right edge is its left edge plus its width, each in
    /// 1/64 px, rounded the same way, so its painted width is the difference of its painted edges.
    public static func paintedPx(_ value: Double, plus length: Double = 0, dpr: Double) -> Int {
        Int((PixelModel.layoutUnits(value, dpr) + PixelModel.layoutUnits(length, dpr) + 0.5).rounded(.down))
    }

    /// How a dump's numbers become device-pixel positions relative to the container's origin.
    struct PixelModel: Sendable {
        let unit: FrameUnit
        let pixelsPerUnit: Double
        let originX: Double
        let originY: Double

        init(_ unit: FrameUnit, scale: Scale, originX: Double, originY: Double) {
            self.unit = unit
            self.pixelsPerUnit = unit == .devicePixels ? 1 : scale.pixelsPerPoint
            self.originX = originX
            self.originY = originY
        }

        /// value × DPR to the nearest 1/64 px (a browser's layout unit).
        static func layoutUnits(_ value: Double, _ dpr: Double) -> Double { (value * dpr * 64).rounded() / 64 }

        /// The edge at `start` (+ `length`) on the x axis, in px from the container's left edge.
        func x(_ start: Double, plus length: Double = 0) -> Double { edge(start, length, originX) }
        /// The edge at `start` (+ `length`) on the y axis, in px from the container's top edge.
        func y(_ start: Double, plus length: Double = 0) -> Double { edge(start, length, originY) }

        private func edge(_ start: Double, _ length: Double, _ origin: Double) -> Double {
            switch unit {
            case .points, .devicePixels:
                return (length == 0 ? start - origin : start + length - origin) * pixelsPerUnit
            case .cssPainted:
                return Double(FrameCheck.paintedPx(start, plus: length, dpr: pixelsPerUnit) - FrameCheck.paintedPx(origin, dpr: pixelsPerUnit))
            }
        }

        /// The written numbers whose sum × `pixelsPerUnit` is the edge, for the exact tie-break.
        func terms(_ written: [Double], origin: Double) -> [Double] { origin == 0 ? written : written + [-origin] }
    }

    /// Whether an edge at `value` px, written as the sum of the numbers `written` (in `unit`), is
    /// further than the tolerance from a whole pixel. Within 1e-9 px of the tolerance the doubles
    /// cannot tell, and the decimals the document wrote decide (`ExactDecimal`).
    func isOffGrid(_ value: Double, written: [Double]) -> Bool {
        let distance = abs(value - value.rounded(.toNearestOrAwayFromZero))
        guard abs(distance - tolerancePx) <= 1e-9,
              let s = ExactDecimal(model.pixelsPerUnit), let tolerance = ExactDecimal(tolerancePx),
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
        let m = model

        // Off-grid edges (not for a browser's rects, which are judged as painted) and frames past the container.
        for (i, f) in frames.enumerated() {
            if unit != .cssPainted {
                var edges = [("left", m.x(f.x), m.terms([f.x], origin: m.originX)),
                             ("right", m.x(f.x, plus: f.width), m.terms([f.x, f.width], origin: m.originX))]
                if let y = f.y {
                    edges.append(("top", m.y(y), m.terms([y], origin: m.originY)))
                    if let h = f.height { edges.append(("bottom", m.y(y, plus: h), m.terms([y, h], origin: m.originY))) }
                }
                for (edge, value, terms) in edges {
                    let nearest = value.rounded(.toNearestOrAwayFromZero)
                    if isOffGrid(value, written: terms) {
                        out.append(CheckFinding(.offGrid, [i], edge: edge, expected: nearest, actual: value,
                                                message: "frame \(i): \(edge) edge at \(text(value))px, \(text(abs(value - nearest)))px off the pixel grid (nearest \(text(nearest))px)"))
                    }
                }
            }
            let left = m.x(f.x), right = m.x(f.x, plus: f.width)
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
        let rowKey = { (f: CheckedFrame) -> Int in Int((f.y.map { m.y($0) } ?? 0).rounded(.toNearestOrAwayFromZero)) }
        var rows: [Int: [Int]] = [:]
        for (i, f) in frames.enumerated() { rows[rowKey(f), default: []].append(i) }
        let leftPx = { (i: Int) in Int(m.x(frames[i].x).rounded(.toNearestOrAwayFromZero)) }
        let rightPx = { (i: Int) in Int(m.x(frames[i].x, plus: frames[i].width).rounded(.toNearestOrAwayFromZero)) }
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
            if flowSum, unit == .points, flowLayout == nil, let first = row.first, let last = row.last {
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
            let bottoms = row.compactMap { i in frames[i].height.map { m.y(frames[i].y ?? m.originY, plus: $0) } }
            if let previous = previousRow, previous.bottom > key {
                out.append(CheckFinding(.overlap, [previous.first, row[0]], edge: "bottom", expected: Double(key), actual: Double(previous.bottom),
                                        message: "the row of frame \(previous.first) ends at \(previous.bottom)px, below the top of the next row (frame \(row[0])) at \(key)px"))
            }
            if let bottom = bottoms.map({ Int($0.rounded(.toNearestOrAwayFromZero)) }).max() {
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
                    let top = Int(m.y(y).rounded(.toNearestOrAwayFromZero))
                    pairs.append(("y", top, ey))
                    if let h = f.height, let eh = e.heightPx {
                        pairs.append(("height", Int(m.y(y, plus: h).rounded(.toNearestOrAwayFromZero)) - top, eh))
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
