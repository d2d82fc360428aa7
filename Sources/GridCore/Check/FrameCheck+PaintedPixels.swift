// FrameCheck+PaintedPixels: where a dump's numbers land on the device-pixel grid, as an app or a browser puts them.
//
// Rule: points are at v·S px and device px at v px, both relative to the container's origin. A
// browser's CSS px are judged as painted: Chromium keeps layout positions in 1/64 of a device
// pixel (LayoutUnit) and snaps each edge when it paints (PixelSnappedIntRect): value × DPR taken to
// the nearest 1/64, then rounded half up. A right edge is the left edge plus the width, each in
// 1/64 px, so a painted width is the difference of its painted edges.

extension FrameCheck {
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
        let unit: FramesDump.Unit
        let pixelsPerUnit: Double
        let originX: Double
        let originY: Double

        init(_ unit: FramesDump.Unit, scale: Scale, originX: Double, originY: Double) {
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
}
