// CheckSubject: what a check reads, and the §5 rules that turn it into frames.
//
// Rule: a gridcalc grid document's frames are its items when it has some, else its columns (points,
// exactly px / S); its expected pixels are its own. Frames an app dumped are in points as written;
// their expected pixels are each edge rounded to the nearest pixel (half away from zero) at the
// scale in force, and a width or height is the difference of its rounded edges. A document gives
// the scale, container and spacing it knows; the check's own values override them (see
// `CheckRequest`).

extension FramesDump {
    /// The unit of a dump's numbers, which decides how an edge becomes a device pixel.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// Logical units laid out by the app (points, dp): an edge v is at v·S px and is judged for
        /// `off-grid`. XCUITest frames, `recursiveDescription`, gridcalc's frames JSON.
        case points
        /// Device pixels, as `uiautomator dump` writes bounds: an edge v is at v px.
        case devicePixels = "px"
        /// CSS px from a browser's layout, judged as painted: the browser keeps positions in 1/64 of a
        /// device pixel and snaps each edge to round-half-up(edge × DPR) when it paints, so `off-grid`
        /// does not apply and the rest is judged on the painted pixels (`FrameCheck.paintedPx`).
        case cssPainted = "css"
    }
}

/// Frames an app dumped after layout, with what the dump says about the screen.
///
/// Numbers are in the dump's `unit`. Positions are taken relative to the container's origin
/// (`originX`, `originY`, in the same unit; 0 when the frames are already relative to it).
public struct FramesDump: Sendable, Hashable, Codable {
    /// Device pixels per logical unit (the scale, or a browser's DPR), if the dump says.
    public var scale: Double?
    /// The container width in the dump's unit (points, device px or CSS px), if the dump says.
    public var containerWidth: Double?
    /// The expected gap between neighbours in a row, in px, if the dump says.
    public var spacingPx: Int?
    /// The frames, in the order the app reported them.
    public var frames: [FramesDump.Frame]
    /// The container width in points, for a dump in points (the name before dumps had units).
    @available(*, deprecated, renamed: "containerWidth")
    public var containerPt: Double? {
        get { containerWidth }
        set { containerWidth = newValue }
    }
    /// The unit of every number above: points unless the dump came from a browser or uiautomator.
    public var unit: FramesDump.Unit = .points
    /// The container's left edge, subtracted from every x (XCUITest frames are in screen coordinates).
    public var originX: Double = 0
    /// The container's top edge, subtracted from every y.
    public var originY: Double = 0
    /// Whether the container scrolls sideways (a HorizontalScrollView, a UIScrollView whose
    /// content is wider than it, a scroller whose cells are one row): a cell cut at its left or
    /// right edge is then `clipped`, not `uneven`.
    public var scrolls = false
    /// The width of the dump's root (its screen or window) in the dump's unit, for a view tree: a
    /// root wider than the device preset's screen is a warning.
    public var screenWidth: Double?
    /// The frames a tool reported smaller than their own content (uiautomator writes the *visible*
    /// bounds: an overlay or a scroller cuts them), by index: the frame as reported. `frames` holds
    /// the frame the content gives, so the cell is judged where it is laid out, not where it is
    /// cut; the check reports it `clipped`.
    package var visibleFrames: [Int: FramesDump.Frame] = [:]
    /// For each frame in `visibleFrames`, what cuts each of its cut edges (`left`, `right`, `top`,
    /// `bottom`): the node found in the dump over that strip, or the scroller's edge
    /// (`FrameCheck.cutFindings` cites it).
    package var coveredBy: [Int: [String: String]] = [:]
    /// Whether the container scrolls up and down: a cell cut at its top or bottom edge is then
    /// `clipped`, its height not judged.
    package var scrollsVertically = false
    /// For a screenshot's cells: what its reading says of them that frames cannot (their edges as
    /// painted, cut sides, unseen cells, the design's columns without a cell).
    package var painted: PaintedReading?
    /// What in the dump says the container scrolls (its node, and how the axis was read), for the notes.
    package var scrollEvidence: String?
    /// The container's height in the dump's unit, when the dump gives it.
    package var containerHeight: Double?
    /// Each frame's row, when the reader knows it (a screenshot's band): rows are then these, not
    /// frames of equal top (a cell 1px lower stays in its row and is judged there).
    package var rowOfFrame: [Int]?
    /// How finely the dump writes its numbers, in its unit, when coarser than exact: XCUITest's
    /// page source writes whole points (1), each frame rounded outward, so two edges can each be up
    /// to 1pt off and a difference of 1pt is not a finding (`FrameCheck.slackPx`); nil when exact.
    package var resolution: Double?

    /// A dump of `frames` in points with what is known about the screen.
    public init(scale: Double? = nil, containerPt: Double? = nil, spacingPx: Int? = nil, frames: [FramesDump.Frame]) {
        self.init(unit: .points, scale: scale, containerWidth: containerPt, spacingPx: spacingPx, frames: frames)
    }

    /// A dump of `frames` in `unit`, relative to a container whose origin is (`originX`, `originY`).
    public init(unit: FramesDump.Unit, scale: Double? = nil, containerWidth: Double? = nil, spacingPx: Int? = nil,
                originX: Double = 0, originY: Double = 0, frames: [FramesDump.Frame]) {
        self.unit = unit
        self.scale = scale
        self.containerWidth = containerWidth
        self.spacingPx = spacingPx
        self.originX = originX
        self.originY = originY
        self.frames = frames
    }

    enum CodingKeys: String, CodingKey { case containerWidth = "container_pt", frames, scale, spacingPx = "spacing_px" }
}

/// What a check reads: a gridcalc grid document, or frames an app dumped.
public enum CheckSubject: Sendable, Hashable {
    /// A `gridcalc/grid@1` document: its paste-ready values are checked too.
    case grid(GridDocument)
    /// Frames an app dumped after layout.
    case frames(FramesDump)

    /// Whether the widths differ by design: a grid document with tracks or spanning items.
    public var isUnevenByDesign: Bool {
        guard case .grid(let d) = self else { return false }
        return d.columns.first?.track != nil || d.items?.first?.span != nil
    }

    /// The frames to check, in points: a document's items, else its columns; a dump's frames.
    public var frames: [FramesDump.Frame] {
        switch self {
        case .grid(let d):
            if let items = d.items, !items.isEmpty {
                return items.map { FramesDump.Frame(x: $0.frame.x.pt, y: $0.frame.y.pt, width: $0.frame.width.pt, height: $0.frame.height.pt) }
            }
            return d.columns.map { FramesDump.Frame(x: $0.x.pt, width: $0.width.pt) }
        case .frames(let dump):
            return dump.frames
        }
    }

    /// The frames as whole pixels at `scale` (a document's own pixels; a dump's edges rounded to
    /// the nearest pixel), for comparing a layout against this one.
    package func expectedFrames(at scale: Scale) -> [ExpectedFrame] {
        switch self {
        case .grid(let d):
            if let items = d.items, !items.isEmpty {
                return items.map { ExpectedFrame(xPx: $0.frame.x.px, yPx: $0.frame.y.px, widthPx: $0.frame.width.px, heightPx: $0.frame.height.px) }
            }
            return d.columns.map { ExpectedFrame(xPx: $0.x.px, widthPx: $0.width.px) }
        case .frames(let dump):
            let model = FrameCheck.PixelModel(dump.unit, scale: scale, originX: dump.originX, originY: dump.originY)
            let px = { (v: Double) -> Int in v.isFinite && abs(v) < 1e15 ? Int(v.rounded(.toNearestOrAwayFromZero)) : 0 }
            return dump.frames.map { f in
                let left = px(model.x(f.x)), top = f.y.map { px(model.y($0)) }
                return ExpectedFrame(xPx: left, yPx: top, widthPx: px(model.x(f.x, plus: f.width)) - left,
                                     heightPx: f.y.flatMap { y in f.height.map { px(model.y(y, plus: $0)) - top! } })
            }
        }
    }

    /// The scale the subject says, if any.
    public var scale: Double? {
        switch self {
        case .grid(let d): return d.input.scale.pixelsPerPoint
        case .frames(let dump): return dump.scale
        }
    }

    /// The container width the subject says, if any, in its `unit`.
    public var containerWidth: Double? {
        switch self {
        case .grid(let d): return d.container.pt
        case .frames(let dump): return dump.containerWidth
        }
    }

    /// The container width in points, for a subject in points (the name before dumps had units).
    @available(*, deprecated, renamed: "containerWidth")
    public var containerPt: Double? { containerWidth }

    /// The unit of the subject's numbers: points for a gridcalc document.
    public var unit: FramesDump.Unit {
        if case .frames(let dump) = self { return dump.unit }
        return .points
    }

    /// The spacing in px the subject says, if any.
    public var spacingPx: Int? {
        switch self {
        case .grid(let d): return d.spacing.px
        case .frames(let dump): return dump.spacingPx
        }
    }

    /// A gridcalc document's paste-ready values (checked with the §2 double sum); nil for a dump.
    public var flowLayout: GridDocument.FlowLayout? {
        if case .grid(let d) = self { return d.flowLayout }
        return nil
    }
}

/// Everything a check needs: the subject, and the values that override what it says.
///
/// Precedence: the scale is `scale`, else the device's, else the subject's; the container
/// is `container`, else the device's width (for the orientation), else the subject's; the spacing is
/// `spacing`, else the subject's, else 1 px.
public struct CheckRequest: Sendable, Hashable {
    /// What to check.
    public var subject: CheckSubject
    /// Device pixels per point, overriding the device and the subject.
    public var scale: Scale?
    /// The container width, overriding the device and the subject.
    public var container: RequestedLength?
    /// The expected gap between neighbours, overriding the subject.
    public var spacing: RequestedLength?
    /// Whether the expected gap is the one the frames keep most often (`FrameCheck.commonGapPx`),
    /// instead of `spacing` or the subject's.
    public var spacingAuto = false
    /// A device preset whose scale and width apply where `scale` and `container` are not given.
    public var device: DevicePreset?
    /// The device's orientation.
    public var orientation: DevicePreset.Orientation
    /// How far (in px) an edge may be from a whole pixel before it is off-grid, 0 … 0.5.
    public var tolerancePx: Double
    /// The expected layout, for `mismatch`.
    public var against: CheckSubject?
    /// The expected layout as the grid's own request (the design inline, SPEC §17): laid out by the
    /// check at its container width (in whole px) and scale, which replace the request's, then
    /// compared as `against` is. With items, frame i is compared with item i; without, with the
    /// column it falls in by index (i mod C), x and width only. Not together with `against`.
    public var design: GridRequest?
    /// Whether a dump's frames are paste-ready values (item sizes before layout): each row's double
    /// sum must then fit the container.
    public var flowSum: Bool
    /// How the frames are read: nil to decide from them (columns of equal left edges whose tops do
    /// not line up are a staggered layout, `FrameCheck.staggeredEvidence`), true for a staggered layout
    /// (columns judged, not rows), false for a grid (rows).
    public var staggered: Bool?
    /// Whether the design's leftover pixels may go to any cells (`design` without tracks or items):
    /// each cell ⌊ideal⌋ or ⌈ideal⌉ px with the insets and gaps exact, as Android's layouts each
    /// hand them out their own way; the check names the distribution it found. False: exactly the
    /// design's strategy.
    public var anyDistribution = false
    /// Whether a check that judges nothing (no frame, no cell found) passes: false makes it a
    /// `nothing-judged` error, true a warning (`--allow-empty`: an empty screen is fine).
    public var allowsEmpty = false
    /// A severity for each finding kind named (`--severity kind=error|warning`): every finding of
    /// that kind gets it.
    public var severities: [CheckDocument.Finding.Kind: CheckDocument.Finding.Severity] = [:]
    /// The finding kinds left out of the result (`--severity kind=off`).
    public var kindsOff: Set<CheckDocument.Finding.Kind> = []
    /// Who set each kind's severity or turned it off, as the user wrote it (`--severity gap=off`,
    /// `.gridcalc.json: screens[0].severity.gap`): the result's `adjustments` name it. A kind
    /// changed without a name here is named `severity`.
    public var severitySources: [CheckDocument.Finding.Kind: String] = [:]
    /// With a design without items: the height every cell must have, and the gap between rows
    /// (`--row-height`, `--line-spacing` without `--items`: the rows of a list that scrolls, which
    /// items are on screen unknown). Nil: heights are not judged.
    public var rowHeight: RequestedLength?
    /// The vertical gap between rows with `rowHeight` (0 when not given).
    public var lineSpacing: RequestedLength?
    /// The cells of a reference (a snapshot test's reference screenshot), in the subject's unit and
    /// from its origin: each frame is matched with one and reported `moved`, `resized`, `added` or
    /// `removed` (`SnapshotMatch`). Nil: no reference.
    public var snapshotReference: [FramesDump.Frame]?

    /// How far an edge may be from a whole pixel unless a check says otherwise: 0.01 px.
    public static let defaultTolerancePx = 0.01

    /// A check of `subject` with the defaults: nothing overridden, tolerance 0.01 px.
    public init(subject: CheckSubject, scale: Scale? = nil, container: RequestedLength? = nil, spacing: RequestedLength? = nil,
                device: DevicePreset? = nil, orientation: DevicePreset.Orientation = .portrait,
                tolerancePx: Double = CheckRequest.defaultTolerancePx, against: CheckSubject? = nil, flowSum: Bool = false,
                design: GridRequest? = nil) {
        self.subject = subject
        self.scale = scale
        self.container = container
        self.spacing = spacing
        self.device = device
        self.orientation = orientation
        self.tolerancePx = tolerancePx
        self.against = against
        self.flowSum = flowSum
        self.design = design
    }
}
