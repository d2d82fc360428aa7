// FrameReadings: how the frames of a check were read (`FrameCheck.readings`) — each reading the
// evidence a rule cites for its excuse: the scroller that cuts cells, the frames reported smaller
// than their content and what covers them, the staggered columns, Android's distribution.
//
// Rule: a reading is taken only from what the input shows (`FramesDump.scrolls`, `visibleFrames`,
// `coveredBy`, `StaggeredLayout`'s evidence, `AnyDistribution`'s full rows); without it the rules
// judge the frames as a plain grid.

/// How the frames were read.
package struct FrameReadings: Sendable {
    /// Whether the container scrolls sideways, so that a cell cut at its left or right edge is
    /// `clipped`, not `overflow` or `uneven` (`FramesDump.scrolls`).
    package var containerScrolls = false
    /// Whether the container scrolls up and down (`FramesDump.scrollsVertically`).
    package var containerScrollsVertically = false
    /// Frames reported smaller than their content, by index: the frame as reported (`FramesDump.visibleFrames`).
    package var visibleFrames: [Int: FramesDump.Frame] = [:]
    /// What covers each restored frame's cut edges (`FramesDump.coveredBy`).
    package var coveredBy: [Int: [String: String]] = [:]
    /// Whether the frames are read as a staggered layout (columns, not rows: `staggeredEvidence`).
    package var staggered = false
    /// A staggered layout's columns, left to right, each its frames top to bottom (`columns()`);
    /// empty for a grid.
    package var staggeredColumns: [[Int]] = []
    /// The vertical gap a staggered layout's columns keep most often, the one each is judged against.
    package var rowGapPx: Int?
    /// With `CheckRequest.anyDistribution`: what every distribution of the design's leftover
    /// pixels shares (`AnyDistribution`).
    package var anyDistribution: AnyDistribution?
    /// The frames matched with a reference's (`CheckRequest.snapshotReference`), made once when the
    /// check is read, for the snapshot rules and a screenshot's notes.
    package var snapshot: SnapshotMatch?
    /// A screenshot's reading of its cells (`FramesDump.painted`), nil for frames an app reported.
    package var painted: PaintedReading?
    /// With `anyDistribution`: each frame's expected px, and the rows that do not fill the design.
    var distributionJudged: (expected: [ExpectedFrame], findings: [CheckDocument.Finding])?

    /// What `dump` says of its scrollers and covers.
    init(_ dump: FramesDump?) {
        containerScrolls = dump?.scrolls ?? false
        containerScrollsVertically = dump?.scrollsVertically ?? false
        visibleFrames = dump?.visibleFrames ?? [:]
        coveredBy = dump?.coveredBy ?? [:]
        painted = dump?.painted
    }
}

extension FrameCheck {
    /// Whether the container scrolls sideways (`FrameReadings.containerScrolls`).
    package var containerScrolls: Bool { readings.containerScrolls }
    /// Whether it scrolls up and down (`FrameReadings.containerScrollsVertically`).
    package var containerScrollsVertically: Bool { readings.containerScrollsVertically }
    /// Frames reported smaller than their content (`FrameReadings.visibleFrames`).
    package var visibleFrames: [Int: FramesDump.Frame] { readings.visibleFrames }
    /// What covers the restored frames (`FrameReadings.coveredBy`).
    package var coveredBy: [Int: [String: String]] { readings.coveredBy }
    /// Whether the frames are read as staggered (`FrameReadings.staggered`).
    package var staggered: Bool { readings.staggered }
    /// The staggered columns (`FrameReadings.staggeredColumns`).
    package var staggeredColumns: [[Int]] { readings.staggeredColumns }
    /// The staggered columns' gap (`FrameReadings.rowGapPx`).
    package var rowGapPx: Int? { readings.rowGapPx }
    /// The match with a reference (`FrameReadings.snapshot`).
    package var snapshot: SnapshotMatch? { readings.snapshot }
    /// A screenshot's reading of its cells (`FrameReadings.painted`).
    package var painted: PaintedReading? { readings.painted }
    /// Android's distribution (`FrameReadings.anyDistribution`).
    package var anyDistribution: AnyDistribution? { readings.anyDistribution }
}
