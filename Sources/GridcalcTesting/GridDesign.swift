// GridDesign: the layout a test expects — GridCore's `GridRequest`, or the common case built short.
//
// Rule: the design is laid out at the container's width and the frames' scale (as `gridcalc check
// --columns … --spacing … --inset …` lays it out), so its own width and scale are not used.

import GridCore

/// The design the frames are judged against.
public struct GridDesign: Sendable {
    /// The design as GridCore takes it (its width and scale are the frames').
    public var request: GridRequest

    public init(_ request: GridRequest) { self.request = request }

    /// `count` equal columns `spacing` apart with `inset` on both sides (device px: `.pixels(1)`, or
    /// points: `.points(8)`), the leftover pixels shared as `strategy` says.
    public static func columns(_ count: Int, spacing: RequestedLength = GridRequest.defaultSpacing, inset: RequestedLength = .zero,
                               strategy: Strategy = .default) -> GridDesign {
        GridDesign(GridRequest(width: .pixels(1), scale: .one, columns: count, spacing: spacing, strategy: strategy,
                               insetLeading: inset, insetTrailing: inset))
    }

    /// GridCore's request judging `frames` against this design.
    func request(for frames: GridFrames) -> CheckRequest {
        var request = CheckRequest(subject: .frames(frames.dump))
        request.design = self.request
        request.spacing = self.request.spacing
        return request
    }
}
