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

/// The inputs of a check, validated.
package struct FrameCheck: Sendable {
    /// Device pixels per logical unit (a browser's DPR for CSS px).
    package let scale: Scale
    /// The container width in whole pixels.
    package let containerPx: Int
    /// The container width in logical units (points, dp or CSS px), as the document gave it (for the
    /// double-sum check); a device-px dump's width divided by the scale.
    package let containerPt: Double
    /// The expected gap between neighbours in a row (and, staggered, between frames in a column).
    package private(set) var spacingPx: Int
    /// How far (in px) an edge may be from a whole pixel before it is off-grid.
    package let tolerancePx: Double
    /// The frames, in input order, in `unit`.
    package let frames: [FramesDump.Frame]
    /// The unit of the frames, which decides how their edges become pixels.
    package let unit: FramesDump.Unit
    /// For a gridcalc document, its flow-layout values (checked instead of the per-row sum).
    package let flowLayout: GridDocument.FlowLayout?
    /// The expected layout, for `mismatch`.
    package private(set) var expected: [ExpectedFrame]?
    /// Whether `spacingPx` is the gap the frames keep most often (`--spacing auto`).
    package private(set) var spacingIsAuto = false
    /// The design laid out at the container's width, when the request gave one (`CheckRequest.design`).
    package private(set) var design: GridDocument?
    /// Whether each row's double sum is checked (the frames are paste-ready values).
    package let flowSum: Bool
    /// What the design lengths given to the check became on the pixel grid: a spacing or container
    /// width that does not land on whole device pixels is snapped as `grid` snaps it, with the
    /// same warning (`--spacing 0.5` at 3x expects 2px).
    package private(set) var warnings: [GridWarning] = []
    /// For a browser's rects, a spacing in CSS px that is not whole device px (12css at 2.625 is
    /// 31.5px): each gap is then judged as a browser paints it after the frame before it (31 or
    /// 32px by position), not against one rounded number.
    package private(set) var paintedSpacingCss: Double?
    /// Whether widths in a row must be within 1px (`uneven`): not when the layout checked, or the
    /// one it is checked against, has tracks or spans, which are uneven by design.
    package private(set) var judgesEvenness = true
    /// Whether the container scrolls sideways, so that a cell cut at its left or right edge is
    /// `clipped`, not `overflow` or `uneven` (`FramesDump.scrolls`).
    package private(set) var containerScrolls = false
    /// Whether the frames are read as a staggered layout (columns, not rows: `staggeredEvidence`).
    package private(set) var staggered = false
    /// A staggered layout's columns, left to right, each its frames top to bottom (`columns()`);
    /// empty for a grid.
    package private(set) var staggeredColumns: [[Int]] = []
    /// The vertical gap a staggered layout's columns keep most often, the one each is judged against.
    package private(set) var rowGapPx: Int?
    /// Frames reported smaller than their content, by index: the frame as reported (`FramesDump.visibleFrames`).
    package private(set) var visibleFrames: [Int: FramesDump.Frame] = [:]
    /// The design's columns at the container's width when the design has no items: frame i is
    /// expected on column i mod C in a grid, on the column it stands in when staggered.
    package private(set) var designColumns: [ExpectedFrame]?
    /// With `CheckRequest.anyDistribution`: what every distribution of the design's leftover
    /// pixels shares (`AnyDistribution`).
    package private(set) var anyDistribution: AnyDistribution?
    /// How many px an edge of the dump may be off by its resolution (`FramesDump.resolution`): a
    /// gap, overlap, overflow, width spread or mismatch within it is not a finding. 0 when exact.
    package private(set) var slackPx = 0
    /// How the frames were read, for the reports: the design, the layout, the scroller, the resolution.
    package private(set) var readingNotes: [String] = []
    /// With `anyDistribution`: each frame's expected px, and the rows that do not fill the design.
    private(set) var distributionJudged: (expected: [ExpectedFrame], findings: [CheckDocument.Finding])?
    /// Whether judging nothing is a warning rather than an error (`CheckRequest.allowsEmpty`).
    package private(set) var allowsEmpty = false
    /// Severities set per finding kind, and the kinds left out (`CheckRequest.severities`, `kindsOff`).
    package private(set) var severities: [CheckDocument.Finding.Kind: CheckDocument.Finding.Severity] = [:]
    package private(set) var kindsOff: Set<CheckDocument.Finding.Kind> = []
    /// Why nothing was judged, in the reader's words (a screenshot: the background, no row of
    /// cells), for the `nothing-judged` finding; nil: the frames say it.
    package var emptyReason: String?
    /// With `CheckRequest.rowHeight`: the height every cell must have and the gap between rows, in px.
    package private(set) var rowHeightPx: Int?
    package private(set) var lineSpacingPx = 0
    /// Whether the container scrolls up and down (`FramesDump.scrollsVertically`), and its height in px.
    package private(set) var containerScrollsVertically = false
    package private(set) var containerHeightPx: Int?
    /// Each frame's row as the reader found it (`FramesDump.rowOfFrame`), or nil: rows by top.
    package private(set) var rowOfFrame: [Int]?
    /// What covers each restored frame's cut edges (`FramesDump.coveredBy`).
    package private(set) var coveredBy: [Int: [String: String]] = [:]
    /// How the frames' numbers become pixels relative to the container.
    let model: PixelModel

    /// The default tolerance: 0.01 px.
    package static let defaultTolerancePx = CheckRequest.defaultTolerancePx

    /// The check `request` describes, its scale, container and spacing chosen by the precedence
    /// `CheckRequest` states. A device-px dump needs no scale (it is then 1) unless a length is
    /// given in logical units.
    package init(_ request: CheckRequest) throws(CheckInputError) {
        let unit = request.subject.unit
        let scale: Scale
        if let given = request.scale {
            scale = given
        } else if let device = request.device {
            do { scale = try Scale(device.scale) } catch { throw .invalidScale(error) }
        } else if let documented = request.subject.scale {
            do { scale = try Scale(documented) } catch { throw .invalidScale(error) }
        } else if unit == .devicePixels {
            for length in [request.container, request.spacing] {
                if case .points(let value)? = length, value != 0 {
                    throw .lengthNeedsScale(value)
                }
            }
            scale = .one
        } else {
            throw .missingScale
        }
        // The container width in the dump's unit.
        let perUnit = unit == .devicePixels ? 1 / scale.pixelsPerPoint : 1
        let containerWidth: Double
        if let container = request.container {
            containerWidth = unit == .devicePixels ? container.pixelAmount(at: scale) : container.points(at: scale)
        } else if let documented = request.subject.containerWidth {
            containerWidth = documented
        } else if let device = request.device {
            containerWidth = device.size(request.orientation).widthPt / perUnit
        } else {
            throw .missingContainer
        }
        var spacingPx = request.subject.spacingPx ?? 1
        var warnings: [GridWarning] = []
        // What only an app's dump has (nil for a gridcalc document): its container's origin, its
        // screen's width, whether it scrolls.
        let dump: FramesDump? = if case .frames(let dump) = request.subject { dump } else { nil }
        let originX = dump?.originX ?? 0, originY = dump?.originY ?? 0
        if let device = request.device, let screen = dump?.screenWidth {
            let screenPt = screen * perUnit, devicePt = device.size(request.orientation).widthPt
            if screenPt > devicePt + 0.5 {
                warnings.append(.dumpWiderThanDevice(device: device.name, dumpWidthPt: screenPt, deviceWidthPt: devicePt))
            }
        }
        var paintedSpacingCss: Double?
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
        var spacingIsAuto = false
        if request.spacingAuto {
            if let common = Self.commonGapPx(request.subject.frames, unit: unit, scale: scale, originX: originX, originY: originY) {
                spacingPx = common
                spacingIsAuto = true
            }
        }
        let expected = request.against.map { against in
            against.expectedFrames(at: against.scale.flatMap { try? Scale($0) } ?? scale)
        }
        try self.init(scale: scale, containerWidth: containerWidth, spacingPx: spacingPx, frames: request.subject.frames,
                      unit: unit, originX: originX, originY: originY,
                      tolerancePx: request.tolerancePx, flowLayout: request.subject.flowLayout, expected: expected,
                      flowSum: request.flowSum)
        judgesEvenness = !request.subject.isUnevenByDesign && !(request.against?.isUnevenByDesign ?? false)
        self.spacingIsAuto = spacingIsAuto
        containerScrolls = dump?.scrolls ?? false
        visibleFrames = dump?.visibleFrames ?? [:]
        coveredBy = dump?.coveredBy ?? [:]
        containerScrollsVertically = dump?.scrollsVertically ?? false
        containerHeightPx = dump?.containerHeight.map { Int(model.y(originY, plus: $0).rounded(.toNearestOrAwayFromZero)) }
        if let rows = dump?.rowOfFrame, rows.count == frames.count { rowOfFrame = rows }
        allowsEmpty = request.allowsEmpty
        severities = request.severities
        kindsOff = request.kindsOff
        if let height = request.rowHeight {
            do {
                rowHeightPx = try PixelSnapping.gap(height, scale: scale, field: .rowHeight).px
                lineSpacingPx = try request.lineSpacing.map { (l) throws(GridError) in try PixelSnapping.gap(l, scale: scale, field: .lineSpacing).px } ?? 0
            } catch { throw .design(error, containerPx: containerPx) }
        }
        if let resolution = dump?.resolution, resolution > 0 { slackPx = Int((resolution * scale.pixelsPerPoint).rounded(.up)) }
        // The columns, found once: what decides a staggered reading, and what it judges.
        let columns = request.staggered ?? framesHaveHeights ? self.columns() : []
        let evidence = request.staggered == nil ? staggeredEvidence(columns) : nil
        staggered = request.staggered ?? (evidence != nil)
        if staggered {
            staggeredColumns = columns
            rowGapPx = staggeredCommonGapPx(columns, within: true)
            if request.spacingAuto, let common = staggeredCommonGapPx(columns) {
                self.spacingPx = common
                self.spacingIsAuto = true
            }
        }
        if var design = request.design {
            design.width = .pixels(self.containerPx)
            design.scale = scale
            let document: GridDocument
            do { document = try GridDocument(design) } catch { throw .design(error, containerPx: self.containerPx) }
            self.design = document
            if document.items == nil {
                designColumns = document.columns.map { ExpectedFrame(xPx: $0.x.px, widthPx: $0.width.px) }
                if request.anyDistribution { anyDistribution = AnyDistribution(design, document: document) }
            } else {
                self.expected = CheckSubject.grid(document).expectedFrames(at: document.input.scale)
            }
            judgesEvenness = judgesEvenness && !CheckSubject.grid(document).isUnevenByDesign
        }
        if let document = self.design { readingNotes.append(Self.designNote(document, containerPx: containerPx)) }
        if let d = anyDistribution {
            let judged = anyDistributionExpected(d)
            distributionJudged = (judged.expected, judged.findings)
            readingNotes.append("the design's leftover px (any distribution, as Android's layouts hand them out; a named strategy judges one): "
                                + (judged.found ?? "no full row to name it by"))
        }
        if let resolution = dump?.resolution, resolution > 0 {
            readingNotes.append("the dump writes whole points, each frame rounded: a difference of up to 1pt (\(slackPx)px) cannot be told from rounding and is not a finding; one under 1pt cannot be seen")
        }
        if staggered {
            let rowGap = rowGapPx.map { ", \($0)px between the cells of a column (the most common)" } ?? ""
            readingNotes.append("read as a staggered layout\(request.staggered == true ? " (as asked)" : "")"
                                + ": columns of equal left edges whose tops do not line up\(evidence.map { " (\($0))" } ?? ""); judged column by column\(rowGap)")
        }
        let scroller = dump?.scrollEvidence.map { " (\($0))" } ?? ""
        if containerScrolls { readingNotes.append("the container scrolls sideways\(scroller): a cell cut at its left or right edge is clipped, not a finding") }
        if containerScrollsVertically, rowHeightPx != nil, let height = containerHeightPx {
            readingNotes.append("the container scrolls up and down\(scroller), \(height)px tall: a cell cut at its top or bottom edge is clipped, its height not judged")
        }
        if let rowHeightPx { readingNotes.append("rows: every cell \(rowHeightPx)px tall, \(lineSpacingPx)px between rows") }
        self.warnings = warnings
        self.paintedSpacingCss = paintedSpacingCss
    }

    /// Judges each frame against the design column it stands in (`columnOfFrame[i]`, as a
    /// screenshot's cells are found: by where they are, not by their order), not by its index in
    /// its row; a frame in no column keeps no expectation but the rules. Does nothing without a
    /// design's columns or where Android's any distribution judges the rows.
    package mutating func expectColumns(_ columnOfFrame: [Int?]) {
        guard let columns = designColumns, anyDistribution == nil, columnOfFrame.count == frames.count, !columns.isEmpty else { return }
        expected = columnOfFrame.map { columns[min(max($0 ?? 0, 0), columns.count - 1)] }
        designColumns = nil
    }

    /// Judges each frame against `expected[i]` (a screenshot's cells matched to the design's items
    /// by where they stand, not by their order). Does nothing unless there is one per frame.
    package mutating func expectFrames(_ expected: [ExpectedFrame]) {
        guard expected.count == frames.count else { return }
        self.expected = expected
        designColumns = nil
    }

    /// The design as the notes say it: its columns' widths, spacing, insets and strategy, in px.
    static func designNote(_ document: GridDocument, containerPx: Int) -> String {
        let widths = document.columns.map(\.width.px)
        let lo = widths.min() ?? 0, hi = widths.max() ?? 0
        let left = document.columns.map(\.x.px).min() ?? 0
        let right = containerPx - (document.columns.map { $0.x.px + $0.width.px }.max() ?? containerPx)
        let rtl = document.input.direction == .rtl
        return "design: \(widths.count) column\(widths.count == 1 ? "" : "s") of \(lo == hi ? "\(lo)" : "\(lo)–\(hi)")px, spacing \(document.spacing.px)px, "
            + "insets \(rtl ? right : left)px leading and \(rtl ? left : right)px trailing, \(document.input.strategy)\(rtl ? ", rtl" : "")"
    }

    /// A check of frames in points in a `containerPt`-wide container.
    package init(scale: Scale, containerPt: Double, spacingPx: Int, frames: [FramesDump.Frame],
                 tolerancePx: Double = defaultTolerancePx, flowLayout: GridDocument.FlowLayout? = nil,
                 expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        try self.init(scale: scale, containerWidth: containerPt, spacingPx: spacingPx, frames: frames, unit: .points,
                      tolerancePx: tolerancePx, flowLayout: flowLayout, expected: expected, flowSum: flowSum)
    }

    /// Validates the inputs: every number finite and at most `Limits.maxNumber` in magnitude, widths
    /// and heights ≥ 0, at most `Limits.maxItems` frames, a tolerance in 0 … 0.5 px. The container
    /// width and origin are in `unit`.
    /// - Throws: `CheckInputError` naming the first bad value.
    package init(scale: Scale, containerWidth: Double, spacingPx: Int, frames: [FramesDump.Frame],
                 unit: FramesDump.Unit, originX: Double = 0, originY: Double = 0,
                 tolerancePx: Double = defaultTolerancePx, flowLayout: GridDocument.FlowLayout? = nil,
                 expected: [ExpectedFrame]? = nil, flowSum: Bool = false) throws(CheckInputError) {
        func bounded(_ value: Double, _ field: CheckInputError.Field, minimum: Double = -Limits.maxNumber) throws(CheckInputError) {
            guard value.isFinite, value >= minimum, value <= Limits.maxNumber else { throw .outOfRange(field, value: value, minimum: minimum) }
        }
        try bounded(containerWidth, .containerWidth, minimum: 0)
        try bounded(originX, .containerX)
        try bounded(originY, .containerY)
        guard spacingPx >= 0, spacingPx <= Limits.maxPixels else { throw .spacingOutOfRange(spacingPx) }
        guard frames.count <= Limits.maxItems else { throw .tooManyFrames(frames.count) }
        guard tolerancePx.isFinite, tolerancePx >= 0, tolerancePx <= 0.5 else { throw .toleranceOutOfRange(tolerancePx) }
        for (i, f) in frames.enumerated() {
            try bounded(f.x, .frame(i, .x))
            try bounded(f.width, .frame(i, .width), minimum: 0)
            if let y = f.y { try bounded(y, .frame(i, .y)) }
            if let h = f.height { try bounded(h, .frame(i, .height), minimum: 0) }
        }
        let model = PixelModel(unit, scale: scale, originX: originX, originY: originY)
        let containerAmount = model.x(originX, plus: containerWidth)
        guard containerAmount < Double(Limits.maxPixels) + 0.5 else {
            throw .containerTooWide(containerWidth, scale: scale)
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
}
