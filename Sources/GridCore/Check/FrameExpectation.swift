// FrameExpectation: what the frames of a check are judged against (`FrameCheck.expectation`) — the
// spacing, the rows' height and gap, the values meant to be pasted into a flow layout, and an
// expected layout (a document, or a design laid out at the container's width).
//
// Rule: lengths given in logical units are snapped as `grid` snaps them, with the same warnings
// (`--spacing 0.5` at 3x expects 2px); a browser's spacing in CSS px that is not whole device px is
// kept as painted (`GapRule`). A design laid out here gives the expected frames when it has items,
// else its columns (frame i on column i mod C, or the column it stands in); a layout with tracks or
// spans — checked, or checked against — is uneven by design, so widths are not judged for evenness.

/// What the frames are judged against.
package struct FrameExpectation: Sendable {
    /// The expected gap between neighbours in a row (and, staggered, between frames in a column).
    package var spacingPx: Int
    /// Whether `spacingPx` is the gap the frames keep most often (`--spacing auto`).
    package var spacingIsAuto = false
    /// For a browser's rects, a spacing in CSS px that is not whole device px (12css at 2.625 is
    /// 31.5px): each gap is then judged as a browser paints it after the frame before it (31 or
    /// 32px by position), not against one rounded number.
    package var paintedSpacingCss: Double?
    /// With `CheckRequest.rowHeight`: the height every cell must have and the gap between rows, in px.
    package var rowHeightPx: Int?
    package var lineSpacingPx = 0
    /// For a gridcalc document, its flow-layout values (checked instead of the per-row sum).
    package let flowLayout: GridDocument.FlowLayout?
    /// Whether each row's double sum is checked (the frames are paste-ready values).
    package let flowSum: Bool
    /// The expected layout, for `mismatch`.
    package var expected: [ExpectedFrame]?
    /// Whether `expected[i]` is frame i's already (a screenshot's cells matched by their reader):
    /// else each frame is held to the expected frame it stands on.
    package var expectedByIndex = false
    /// The design laid out at the container's width, when the request gave one (`CheckRequest.design`).
    package var design: GridDocument?
    /// The design's columns at the container's width when the design has no items: frame i is
    /// expected on column i mod C in a grid, on the column it stands in when staggered.
    package var designColumns: [ExpectedFrame]?
    /// Whether widths in a row must be within 1px (`uneven`): not when the layout checked, or the
    /// one it is checked against, has tracks or spans, which are uneven by design.
    package var judgesEvenness = true
    /// A reference's frames in px (`CheckRequest.snapshotReference`), for `SnapshotMatch`.
    package var reference: [ExpectedFrame]?

    /// The spacing, flow values and expected frames as given.
    init(spacingPx: Int, flowLayout: GridDocument.FlowLayout?, flowSum: Bool, expected: [ExpectedFrame]?) throws(CheckInputError) {
        guard spacingPx >= 0, spacingPx <= Limits.maxPixels else { throw .spacingOutOfRange(spacingPx) }
        self.spacingPx = spacingPx
        self.flowLayout = flowLayout
        self.flowSum = flowSum
        self.expected = expected
    }

    /// The rows' height and the gap between them, snapped at `scale`.
    mutating func readRows(_ request: CheckRequest, scale: Scale, containerPx: Int) throws(CheckInputError) {
        guard let height = request.rowHeight else { return }
        do {
            rowHeightPx = try PixelSnapping.gap(height, scale: scale, field: .rowHeight).px
            lineSpacingPx = try request.lineSpacing.map { (l) throws(GridError) in try PixelSnapping.gap(l, scale: scale, field: .lineSpacing).px } ?? 0
        } catch { throw .design(error, containerPx: containerPx) }
    }

    /// The request's design laid out at `containerPx` and `scale`: its items become the expected
    /// frames, else its columns are kept. Returns the design request, for Android's any distribution.
    mutating func readDesign(_ request: CheckRequest, scale: Scale, containerPx: Int) throws(CheckInputError) -> GridRequest? {
        guard var design = request.design else { return nil }
        design.width = .pixels(containerPx)
        design.scale = scale
        let document: GridDocument
        do { document = try GridDocument(design) } catch { throw .design(error, containerPx: containerPx) }
        self.design = document
        if document.items == nil {
            designColumns = document.columns.map { ExpectedFrame(xPx: $0.x.px, widthPx: $0.width.px) }
        } else {
            expected = CheckSubject.grid(document).expectedFrames(at: document.input.scale)
        }
        judgesEvenness = judgesEvenness && !CheckSubject.grid(document).isUnevenByDesign
        return design
    }
}

extension FrameCheck {
    /// The spacing (`FrameExpectation.spacingPx`).
    package var spacingPx: Int { expectation.spacingPx }
    /// Whether the spacing was found (`FrameExpectation.spacingIsAuto`).
    package var spacingIsAuto: Bool { expectation.spacingIsAuto }
    /// A spacing in CSS px as painted (`FrameExpectation.paintedSpacingCss`).
    package var paintedSpacingCss: Double? { expectation.paintedSpacingCss }
    /// Every cell's height (`FrameExpectation.rowHeightPx`).
    package var rowHeightPx: Int? { expectation.rowHeightPx }
    /// The gap between rows (`FrameExpectation.lineSpacingPx`).
    package var lineSpacingPx: Int { expectation.lineSpacingPx }
    /// The flow-layout values (`FrameExpectation.flowLayout`).
    package var flowLayout: GridDocument.FlowLayout? { expectation.flowLayout }
    /// Whether each row's double sum is checked (`FrameExpectation.flowSum`).
    package var flowSum: Bool { expectation.flowSum }
    /// The expected frames (`FrameExpectation.expected`).
    package var expected: [ExpectedFrame]? { expectation.expected }
    /// The design (`FrameExpectation.design`).
    package var design: GridDocument? { expectation.design }
    /// The design's columns (`FrameExpectation.designColumns`).
    package var designColumns: [ExpectedFrame]? { expectation.designColumns }
}
