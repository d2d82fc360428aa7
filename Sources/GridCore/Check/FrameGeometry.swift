// FrameGeometry: the frames of a check and how their numbers become pixels — built once, read by
// every rule (`FrameCheck.geometry`).
//
// Rule: every number is finite and at most `Limits.maxNumber` in magnitude, widths and heights ≥ 0,
// at most `Limits.maxItems` frames, a tolerance in 0 … 0.5 px, before any arithmetic. The container's
// right edge is judged like any edge: within the tolerance of a whole pixel it is that pixel (a dump
// writes 195.333 for 586px at 3x), else the pixels it fully covers. What a dump says of its own
// resolution (whole points) becomes a slack in px; its container's height and its rows are kept.

/// The frames and the pixel grid they are judged on.
package struct FrameGeometry: Sendable {
    /// Device pixels per logical unit (a browser's DPR for CSS px).
    package let scale: Scale
    /// The unit of the frames, which decides how their edges become pixels.
    package let unit: FramesDump.Unit
    /// How the frames' numbers become pixels relative to the container.
    let model: FrameCheck.PixelModel
    /// The frames, in input order, in `unit`.
    package let frames: [FramesDump.Frame]
    /// The container width in logical units (points, dp or CSS px), as the document gave it (for the
    /// double-sum check); a device-px dump's width divided by the scale.
    package let containerPt: Double
    /// The container width in whole pixels.
    package let containerPx: Int
    /// How far (in px) an edge may be from a whole pixel before it is off-grid.
    package let tolerancePx: Double
    /// How many px an edge of the dump may be off by its resolution (`FramesDump.resolution`): a
    /// gap, overlap, overflow, width spread or mismatch within it is not a finding. 0 when exact.
    package private(set) var slackPx = 0
    /// The container's height in px, when the dump gives it.
    package private(set) var containerHeightPx: Int?
    /// Each frame's row as the reader found it (`FramesDump.rowOfFrame`), or nil: rows by top.
    package private(set) var rowOfFrame: [Int]?

    /// Validates the frames and the container (`containerWidth` and the origin in `unit`).
    /// - Throws: `CheckInputError` naming the first bad value.
    init(scale: Scale, containerWidth: Double, frames: [FramesDump.Frame], unit: FramesDump.Unit,
         originX: Double, originY: Double, tolerancePx: Double) throws(CheckInputError) {
        func bounded(_ value: Double, _ field: CheckInputError.Field, minimum: Double = -Limits.maxNumber) throws(CheckInputError) {
            guard value.isFinite, value >= minimum, value <= Limits.maxNumber else { throw .outOfRange(field, value: value, minimum: minimum) }
        }
        try bounded(containerWidth, .containerWidth, minimum: 0)
        try bounded(originX, .containerX)
        try bounded(originY, .containerY)
        guard frames.count <= Limits.maxItems else { throw .tooManyFrames(frames.count) }
        guard tolerancePx.isFinite, tolerancePx >= 0, tolerancePx <= 0.5 else { throw .toleranceOutOfRange(tolerancePx) }
        for (i, f) in frames.enumerated() {
            try bounded(f.x, .frame(i, .x))
            try bounded(f.width, .frame(i, .width), minimum: 0)
            if let y = f.y { try bounded(y, .frame(i, .y)) }
            if let h = f.height { try bounded(h, .frame(i, .height), minimum: 0) }
        }
        model = FrameCheck.PixelModel(unit, scale: scale, originX: originX, originY: originY)
        let containerAmount = model.x(originX, plus: containerWidth)
        guard containerAmount < Double(Limits.maxPixels) + 0.5 else { throw .containerTooWide(containerWidth, scale: scale) }
        self.scale = scale
        self.unit = unit
        self.frames = frames
        self.tolerancePx = tolerancePx
        containerPt = unit == .devicePixels ? containerWidth / scale.pixelsPerPoint : containerWidth
        let nearest = containerAmount.rounded(.toNearestOrAwayFromZero)
        containerPx = abs(containerAmount - nearest) <= max(tolerancePx, PixelSnapping.exactnessPx)
            ? Int(nearest) : Int(containerAmount.rounded(.down))
    }

    /// Keeps what `dump` says of its resolution, its container's height and its rows.
    mutating func read(_ dump: FramesDump) {
        containerHeightPx = dump.containerHeight.map { Int(model.y(dump.originY, plus: $0).rounded(.toNearestOrAwayFromZero)) }
        if let rows = dump.rowOfFrame, rows.count == frames.count { rowOfFrame = rows }
        if let resolution = dump.resolution, resolution > 0 { slackPx = Int((resolution * scale.pixelsPerPoint).rounded(.up)) }
    }
}

extension FrameCheck {
    /// The scale (`FrameGeometry.scale`).
    package var scale: Scale { geometry.scale }
    /// The frames' unit (`FrameGeometry.unit`).
    package var unit: FramesDump.Unit { geometry.unit }
    /// The pixel model (`FrameGeometry.model`).
    var model: PixelModel { geometry.model }
    /// The frames (`FrameGeometry.frames`).
    package var frames: [FramesDump.Frame] { geometry.frames }
    /// The container in logical units (`FrameGeometry.containerPt`).
    package var containerPt: Double { geometry.containerPt }
    /// The container in px (`FrameGeometry.containerPx`).
    package var containerPx: Int { geometry.containerPx }
    /// The tolerance (`FrameGeometry.tolerancePx`).
    package var tolerancePx: Double { geometry.tolerancePx }
    /// The dump's resolution in px (`FrameGeometry.slackPx`).
    package var slackPx: Int { geometry.slackPx }
    /// The container's height (`FrameGeometry.containerHeightPx`).
    package var containerHeightPx: Int? { geometry.containerHeightPx }
    /// The rows the reader found (`FrameGeometry.rowOfFrame`).
    package var rowOfFrame: [Int]? { geometry.rowOfFrame }
}
