// GridFrames: the cells' frames a test read, and what they are measured in.
//
// Rule: frames in points (UIKit, AppKit, SwiftUI's geometry) carry the screen's scale, and the
// container's width in points; frames in device px (a snapshot, Android's bounds) carry the
// container's width in px. Each frame's place is its row (frames whose tops are within half a
// pixel) and its column (left to right in that row), counted from 1 as the messages say them.

import GridCore

/// One cell's frame, in the unit of the `GridFrames` it is in.
public struct GridFrame: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double = 0, width: Double, height: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// The frames of a layout's cells, in points at a scale or in device pixels.
public struct GridFrames: Sendable {
    /// The frames, in `unit`, relative to the container's left edge.
    public let frames: [GridFrame]
    /// The container's width, in `unit`.
    public let containerWidth: Double
    /// Device pixels per unit: the screen's scale for points, 1 for device pixels.
    public let scale: Double
    /// Whether the frames are in device pixels.
    public let inPixels: Bool

    /// Frames in points on a screen of `scale` (`UIScreen.scale`), in a container `containerWidthPt` wide.
    public static func points(_ frames: [GridFrame], scale: Double, containerWidthPt: Double) -> GridFrames {
        GridFrames(frames: frames, containerWidth: containerWidthPt, scale: scale, inPixels: false)
    }

    /// Frames in device pixels, in a container `containerWidthPx` wide.
    public static func pixels(_ frames: [GridFrame], containerWidthPx: Int) -> GridFrames {
        GridFrames(frames: frames, containerWidth: Double(containerWidthPx), scale: 1, inPixels: true)
    }

    /// GridCore's dump of these frames.
    var dump: FramesDump {
        let cells = frames.map { FramesDump.Frame(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        return inPixels ? FramesDump(unit: .devicePixels, containerWidth: containerWidth, frames: cells)
            : FramesDump(scale: scale, containerPt: containerWidth, frames: cells)
    }

    /// Each frame's place, `row 1, column 3`, by index.
    var places: [String] {
        let px = frames.map { (top: Int(($0.y * scale).rounded()), left: $0.x * scale) }
        // Sorted once by row, then left edge: a frame's column is 1 + the frames of its row left of it.
        let order = px.indices.sorted { (px[$0].top, px[$0].left, $0) < (px[$1].top, px[$1].left, $1) }
        var places = [String](repeating: "", count: frames.count)
        var row = 0, top: Int?, rowStart = 0, sameLeftStart = 0
        for (k, i) in order.enumerated() {
            if px[i].top != top {
                (row, top, rowStart, sameLeftStart) = (row + 1, px[i].top, k, k)
            } else if px[i].left != px[order[k - 1]].left {
                sameLeftStart = k
            }
            places[i] = "row \(row), column \(sameLeftStart - rowStart + 1)"
        }
        return places
    }
}

// On Apple platforms, the frames of a view's subviews (a collection view's cells, a stack's
// arranged views) in points at the screen's scale. Compiled where UIKit or AppKit exists (macOS and
// iOS builds); the Linux CI does not compile this part.
#if canImport(UIKit)
import UIKit

extension GridFrames {
    /// `view`'s subviews' frames, in points at its screen's scale, in a container as wide as `view`.
    @MainActor public static func subviews(of view: UIView) -> GridFrames {
        let scale = Double(view.window?.screen.scale ?? view.traitCollection.displayScale)
        return .points(view.subviews.map { GridFrame(x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width), height: Double($0.frame.height)) },
                       scale: scale, containerWidthPt: Double(view.bounds.width))
    }
}
#elseif canImport(AppKit)
import AppKit

extension GridFrames {
    /// `view`'s subviews' frames, in points at its window's backing scale, in a container as wide
    /// as `view` (a flipped view's y grows downwards, as the rows are counted).
    @MainActor public static func subviews(of view: NSView) -> GridFrames {
        let scale = Double(view.window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor ?? 2)
        return .points(view.subviews.map { GridFrame(x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width), height: Double($0.frame.height)) },
                       scale: scale, containerWidthPt: Double(view.bounds.width))
    }
}
#endif
