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
//   zero-size (a warning) a frame of zero width or height in whole px: it is left out of the rows,
//             so it is never a neighbour in the gap, overlap, evenness or clipping rules;
//   uneven    (a warning) widths in a row that differ by more than 1px (not for a gridcalc layout
//             with tracks or spans, or frames checked against one: those are uneven by design);
//   mismatch  with an expected layout: a frame whose px x or width (and y/height when both have
//             them) differs from the frame with the same index, or a different frame count. The
//             expected layout is a document (`against`) or the grid's request laid out here at the
//             container's width and scale (`design`: without items, frame i is expected on column
//             i mod C).
// Units (`FramesDump.Unit`): points are at v·S px, device px at v px, both relative to the container's
// origin; a browser's CSS px are judged as painted — each edge at round-half-up(v × DPR, taken to
// the browser's 1/64 px first) — and are never off-grid, since the browser snaps them itself.
// Rows are frames with equal y in whole px (all frames form one row when none has a y); frames may
// come in any order: each row is sorted by x. Pixel values of edges are rounded to the nearest pixel
// before gaps and widths are compared, so one misplaced edge gives one off-grid finding plus what
// it does to its neighbours. Every input is finite and bounded before any arithmetic (`init`).

extension FramesDump {
    /// A frame as an app (or a gridcalc document) reported it, in points.
    public struct Frame: Sendable, Hashable, Codable {
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

/// The inputs of a check, validated, in the parts the rules read: the frames on the pixel grid
/// (`FrameGeometry`), what they are judged against (`FrameExpectation`), how they were read
/// (`FrameReadings`, each reading with its evidence in `readingNotes`) and the user's policy.
package struct FrameCheck: Sendable {
    /// The frames and the pixel grid they are judged on.
    package private(set) var geometry: FrameGeometry
    /// What they are judged against.
    package private(set) var expectation: FrameExpectation
    /// How they were read.
    package private(set) var readings: FrameReadings
    /// The user's decisions about the findings.
    package var policy: CheckPolicy
    /// What the design lengths given to the check became on the pixel grid: a spacing or container
    /// width that does not land on whole device pixels is snapped as `grid` snaps it, with the
    /// same warning (`--spacing 0.5` at 3x expects 2px).
    package private(set) var warnings: [GridWarning] = []
    /// How the frames were read, for the reports: the design, the layout, the scroller, the resolution.
    package private(set) var readingNotes: [String] = []

    /// The default tolerance: 0.01 px.
    package static let defaultTolerancePx = CheckRequest.defaultTolerancePx

    /// The check `request` describes, its scale, container and spacing chosen by the precedence
    /// `CheckRequest` states, then read: the dump's rows and scrollers, a staggered layout, the design.
    package init(_ request: CheckRequest) throws(CheckInputError) {
        let scale = try Self.scale(of: request)
        let dump: FramesDump? = if case .frames(let dump) = request.subject { dump } else { nil }
        let lengths = try Lengths(request, scale: scale, dump: dump)
        let expected = request.against.map { against in
            against.expectedFrames(at: against.scale.flatMap { try? Scale($0) } ?? scale)
        }
        try self.init(scale: scale, containerWidth: lengths.containerWidth, spacingPx: lengths.spacingPx,
                      frames: request.subject.frames, unit: request.subject.unit, originX: dump?.originX ?? 0,
                      originY: dump?.originY ?? 0, tolerancePx: request.tolerancePx, flowLayout: request.subject.flowLayout,
                      expected: expected, flowSum: request.flowSum)
        warnings = lengths.warnings
        expectation.spacingIsAuto = lengths.spacingIsAuto
        expectation.paintedSpacingCss = lengths.paintedSpacingCss
        expectation.judgesEvenness = !request.subject.isUnevenByDesign && !(request.against?.isUnevenByDesign ?? false)
        readings = FrameReadings(dump)
        if let dump { geometry.read(dump) }
        expectation.reference = request.snapshotReference.map(referencePx)
        policy = CheckPolicy(request)
        try expectation.readRows(request, scale: scale, containerPx: containerPx)
        let staggeredEvidence = readStaggered(request)
        if let design = try expectation.readDesign(request, scale: scale, containerPx: containerPx),
           let document = expectation.design, document.items == nil, request.anyDistribution {
            readings.anyDistribution = AnyDistribution(design, document: document)
        }
        noteReadings(request, dump: dump, staggeredEvidence: staggeredEvidence)
        if expectation.reference != nil { readings.snapshot = snapshotMatch(rows: staggered ? [] : rows()) }
    }

    /// A check of frames in points in a `containerPt`-wide container.
    package init(scale: Scale, containerPt: Double, spacingPx: Int, frames: [FramesDump.Frame],
                 tolerancePx: Double = defaultTolerancePx, flowLayout: GridDocument.FlowLayout? = nil,
                 expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        try self.init(scale: scale, containerWidth: containerPt, spacingPx: spacingPx, frames: frames, unit: .points,
                      tolerancePx: tolerancePx, flowLayout: flowLayout, expected: expected, flowSum: flowSum)
    }

    /// Validates the inputs (`FrameGeometry`; a spacing in 0 … `Limits.maxPixels`). The container
    /// width and origin are in `unit`.
    /// - Throws: `CheckInputError` naming the first bad value.
    package init(scale: Scale, containerWidth: Double, spacingPx: Int, frames: [FramesDump.Frame],
                 unit: FramesDump.Unit, originX: Double = 0, originY: Double = 0,
                 tolerancePx: Double = defaultTolerancePx, flowLayout: GridDocument.FlowLayout? = nil,
                 expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        geometry = try FrameGeometry(scale: scale, containerWidth: containerWidth, frames: frames, unit: unit,
                                     originX: originX, originY: originY, tolerancePx: tolerancePx)
        expectation = try FrameExpectation(spacingPx: spacingPx, flowLayout: flowLayout, flowSum: flowSum, expected: expected)
        readings = FrameReadings(nil)
        policy = CheckPolicy(nil)
    }

    /// The scale: given, the device's, the document's, or 1 for device px when no length is in points.
    private static func scale(of request: CheckRequest) throws(CheckInputError) -> Scale {
        if let given = request.scale { return given }
        if let device = request.device {
            do { return try Scale(device.scale) } catch { throw .invalidScale(error) }
        }
        if let documented = request.subject.scale {
            do { return try Scale(documented) } catch { throw .invalidScale(error) }
        }
        guard request.subject.unit == .devicePixels else { throw .missingScale }
        for length in [request.container, request.spacing] {
            if case .points(let value)? = length, value != 0 { throw .lengthNeedsScale(value) }
        }
        return .one
    }

    /// The container width in the dump's unit and the spacing in px, by the request's precedence,
    /// with the warnings of their snapping.
    private struct Lengths {
        var containerWidth: Double
        var spacingPx: Int
        var spacingIsAuto = false
        var paintedSpacingCss: Double?
        var warnings: [GridWarning] = []

        init(_ request: CheckRequest, scale: Scale, dump: FramesDump?) throws(CheckInputError) {
            let unit = request.subject.unit
            let perUnit = unit == .devicePixels ? 1 / scale.pixelsPerPoint : 1
            if let container = request.container {
                containerWidth = unit == .devicePixels ? container.pixelAmount(at: scale) : container.points(at: scale)
            } else if let documented = request.subject.containerWidth {
                containerWidth = documented
            } else if let device = request.device {
                containerWidth = device.size(request.orientation).widthPt / perUnit
            } else {
                throw .missingContainer
            }
            spacingPx = request.subject.spacingPx ?? 1
            if let device = request.device, let screen = dump?.screenWidth {
                let screenPt = screen * perUnit, devicePt = device.size(request.orientation).widthPt
                if screenPt > devicePt + 0.5 {
                    warnings.append(.dumpWiderThanDevice(device: device.name, dumpWidthPt: screenPt, deviceWidthPt: devicePt))
                }
            }
            if let spacing = request.spacing {
                let snapped: SnappedLength
                do { snapped = try PixelSnapping.gap(spacing, scale: scale, field: .spacing) } catch { throw .invalidSpacing(error) }
                spacingPx = snapped.px
                if unit == .cssPainted, case .points(let css) = spacing, PixelSnapping.exactPixels(css * scale.pixelsPerPoint) == nil {
                    paintedSpacingCss = css
                }
                if let warning = snapped.warning { warnings.append(warning) }
            }
            if let container = request.container, let warning = (try? PixelSnapping.container(container, scale: scale, field: .width))?.warning {
                warnings.append(warning)
            }
            if request.spacingAuto, let common = FrameCheck.commonGapPx(request.subject.frames, unit: unit, scale: scale,
                                                                       originX: dump?.originX ?? 0, originY: dump?.originY ?? 0, rowOfFrame: dump?.rowOfFrame) {
                spacingPx = common
                spacingIsAuto = true
            }
        }
    }

    /// The columns, found once: what decides a staggered reading, and what it judges. Returns the
    /// evidence of a staggered layout found (nil when asked for, or not one).
    private mutating func readStaggered(_ request: CheckRequest) -> String? {
        let columns = request.staggered ?? framesHaveHeights ? self.columns() : []
        let evidence = request.staggered == nil ? staggeredEvidence(columns) : nil
        readings.staggered = request.staggered ?? (evidence != nil)
        guard readings.staggered else { return evidence }
        readings.staggeredColumns = columns
        readings.rowGapPx = staggeredCommonGapPx(columns, within: true)
        if request.spacingAuto, let common = staggeredCommonGapPx(columns) {
            expectation.spacingPx = common
            expectation.spacingIsAuto = true
        }
        return evidence
    }

    /// The reading notes, in the order the reports have always had them: the design, Android's
    /// distribution (judged here, once), the dump's resolution, the staggered layout, the scrollers, the rows.
    private mutating func noteReadings(_ request: CheckRequest, dump: FramesDump?, staggeredEvidence evidence: String?) {
        if let document = design { readingNotes.append(Self.designNote(document, containerPx: containerPx)) }
        if let d = anyDistribution {
            let judged = anyDistributionExpected(d)
            readings.distributionJudged = (judged.expected, judged.findings)
            readingNotes.append("the design's leftover px (any distribution, as Android's layouts hand them out; a named strategy judges one): "
                                + (judged.found ?? "no full row to name it by"))
        }
        if let resolution = dump?.resolution, resolution > 0 {
            readingNotes.append("the dump writes whole points, each frame rounded: a difference of up to 1pt (\(slackPx)px) cannot be "
                                + "told from rounding and is not a finding; one under 1pt cannot be seen")
        }
        if staggered {
            let rowGap = rowGapPx.map { ", \($0)px between the cells of a column (the most common)" } ?? ""
            readingNotes.append("read as a staggered layout\(request.staggered == true ? " (as asked)" : "")"
                                + ": columns of equal left edges whose tops do not line up\(evidence.map { " (\($0))" } ?? "")"
                                + "; judged column by column\(rowGap)")
        }
        let scroller = dump?.scrollEvidence.map { " (\($0))" } ?? ""
        if containerScrolls { readingNotes.append("the container scrolls sideways\(scroller): a cell cut at its left or right edge is clipped, not a finding") }
        if containerScrollsVertically, rowHeightPx != nil, let height = containerHeightPx {
            readingNotes.append("the container scrolls up and down\(scroller), \(height)px tall: a cell cut at its top or bottom edge is clipped, its height not judged")
        }
        if let rowHeightPx { readingNotes.append("rows: every cell \(rowHeightPx)px tall, \(lineSpacingPx)px between rows") }
    }

    /// Judges each frame against the design column it stands in (`columnOfFrame[i]`, as a
    /// screenshot's cells are found: by where they are, not by their order), not by its index in
    /// its row; a frame in no column keeps no expectation but the rules. Does nothing without a
    /// design's columns or where Android's any distribution judges the rows.
    package mutating func expectColumns(_ columnOfFrame: [Int?]) {
        guard let columns = designColumns, anyDistribution == nil, columnOfFrame.count == frames.count, !columns.isEmpty else { return }
        expectation.expected = columnOfFrame.map { columns[min(max($0 ?? 0, 0), columns.count - 1)] }
        expectation.expectedByIndex = true
        expectation.designColumns = nil
    }

    /// Judges each frame against `expected[i]` (a screenshot's cells matched to the design's items
    /// by where they stand, not by their order). Does nothing unless there is one per frame.
    package mutating func expectFrames(_ expected: [ExpectedFrame]) {
        guard expected.count == frames.count else { return }
        expectation.expected = expected
        expectation.expectedByIndex = true
        expectation.designColumns = nil
    }

    /// The design as the notes say it: its columns' widths, spacing, insets and strategy, in px.
    static func designNote(_ document: GridDocument, containerPx: Int) -> String {
        let widths = document.columns.map(\.width.px)
        let lo = widths.min() ?? 0, hi = widths.max() ?? 0
        let left = document.columns.map(\.x.px).min() ?? 0
        let right = containerPx - (document.columns.map { $0.x.px + $0.width.px }.max() ?? containerPx)
        let rtl = document.input.direction == .rtl
        return "design: \(widths.count) column\(widths.count == 1 ? "" : "s") of \(lo == hi ? "\(lo)" : "\(lo)–\(hi)")px, "
            + "spacing \(document.spacing.px)px, insets \(rtl ? right : left)px leading and \(rtl ? left : right)px trailing, "
            + "\(document.input.strategy)\(rtl ? ", rtl" : "")"
    }
}
