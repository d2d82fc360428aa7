// DeviceWindow: the width an app gets on a preset short of its whole screen — inside an iPhone's
// landscape safe area, in an iPad's Split View or Slide Over (Docs/devices.md cites every figure).
//
// Rule: a window is a kind, an orientation and a width in the preset's logical unit; the grid's
// container is that width (whole points, so whole pixels at the preset's scale). A safe area is the
// screen less its leading and trailing insets (in portrait an iPhone's are 0: the width is the
// screen's); Split View and Slide Over are the widths iPadOS gives the app. Only windows a source
// gives are listed: a preset without one has none, and asking for it is an error the command names.

/// A window of a device preset: the container width an app gets in it.
package struct DeviceWindow: Sendable, Hashable {
    /// What the window is.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Inside the safe area (an iPhone with a notch or the Dynamic Island).
        case safeArea = "safe-area"
        /// The narrow side of a Split View.
        case third
        /// Half of a Split View.
        case half
        /// The wide side of a Split View.
        case twoThirds = "two-thirds"
        /// Slide Over.
        case slideOver = "slide-over"
    }

    /// What the window is.
    package let kind: Kind
    /// The orientation it is in.
    package let orientation: DevicePreset.Orientation
    /// Its width in the preset's logical unit (points).
    package let widthPt: Double

    /// Every window `preset` has, portrait first.
    package static func windows(of preset: DevicePreset) -> [DeviceWindow] {
        var out: [DeviceWindow] = []
        if let inset = landscapeSafeAreaInsetPt[preset.name] {
            out.append(DeviceWindow(kind: .safeArea, orientation: .portrait, widthPt: preset.size(.portrait).widthPt))
            out.append(DeviceWindow(kind: .safeArea, orientation: .landscape, widthPt: preset.size(.landscape).widthPt - 2 * inset))
        }
        for (kind, orientation, width) in splitViewWidthsPt[preset.name] ?? [] {
            out.append(DeviceWindow(kind: kind, orientation: orientation, widthPt: width))
        }
        return out
    }

    /// `preset`'s window of `kind` in `orientation`, or nil when it has none.
    package static func window(_ kind: Kind, of preset: DevicePreset, orientation: DevicePreset.Orientation) -> DeviceWindow? {
        windows(of: preset).first { $0.kind == kind && $0.orientation == orientation }
    }

    /// The leading and trailing safe-area inset in landscape, in points (each side): 44pt on the
    /// iPhone X (Use Your Loaf, "Supporting iPhone X"), and on the XR and XS Max (landscape safe
    /// areas 724 of 812pt and 808 of 896pt, usagimaru, Qiita, "iPhone X series layout"); 59pt with
    /// the Dynamic Island (`UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)` printed in
    /// landscape, csl.cool, "iOS Layout Adaptation"; the portrait top of 59pt on the iPhone 14 Pro
    /// Max, thedebonair.co.uk). Other presets with a notch have no figure in the sources at hand.
    static let landscapeSafeAreaInsetPt: [String: Double] = [
        "iphone-x": 44, "iphone-xr": 44, "iphone-xs-max": 44, "iphone-15": 59, "iphone-15-plus": 59,
    ]

    /// Split View and Slide Over on the 12.9" iPad Pro (1024 × 1366pt): portrait 639 and 375pt,
    /// landscape 678pt each for a half and 375pt for the narrow side; Slide Over 375pt (the interface
    /// sizes listed in the gists "Interface sizes a regular Universal app must support" for iOS 9.2
    /// and iOS 11, and Slide Over measured in Chromium's iOS multitasking tests).
    static let splitViewWidthsPt: [String: [(Kind, DevicePreset.Orientation, Double)]] = [
        "ipad-pro-12-9": [(.twoThirds, .portrait, 639), (.third, .portrait, 375), (.slideOver, .portrait, 375),
                          (.half, .landscape, 678), (.third, .landscape, 375), (.slideOver, .landscape, 375)],
    ]
}
