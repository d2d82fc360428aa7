// AndroidPlatform: Android views — dp, GridLayoutManager's item offsets, Android's screens.
//
// Rule: a dp is 1/S of the device pixels at the density S = dpi / 160, so a width in dp may be
// fractional (1080px at 420dpi is 411.43dp). Android's presets are the panel in pixels and its
// density in dpi. Its layouts (GridLayoutManager, ConstraintLayout chains, LinearLayout weights)
// each hand the leftover pixels out their own way, so a check of an Android dump without a rule
// named takes any of them as right. A result carries the `android` block; `--format kotlin` is
// its code.

/// Android: dp, and the `android` block (item offsets and dimens).
package struct AndroidPlatform: PlatformDefinition {
    package var name: String { "android" }
    package var familyName: String { "android" }
    package var title: String { "Android" }
    package var unitLabel: String { "dp" }
    package var unitSuffix: String { "dp" }
    package var scaleMeaning: String? { "density = dpi / 160" }
    package var layoutsDistributeLeftover: Bool { true }
    package var pasteBlock: PasteBlock { .itemOffsets }
    package var codeFormat: String? { "kotlin" }

    package var presets: [DevicePreset] {
        [
            .android("pixel-2", ["Pixel 2"], 1080, 1920, dpi: 420),
            .android("pixel-xl", ["Pixel XL"], 1440, 2560, dpi: 560),
            .android("pixel-2-xl", ["Pixel 2 XL"], 1440, 2880, dpi: 560),
            .android("pixel-8", ["Pixel 8"], 1080, 2400, dpi: 420),
            .android("nexus-7-2012", ["Nexus 7 (2012)"], 800, 1280, dpi: 213),
            .android("pixel-tablet", ["Pixel Tablet"], 1600, 2560, dpi: 320),
            .android("pixel-6", ["Pixel 6"], 1080, 2400, dpi: 420),
            .android("pixel-6-pro", ["Pixel 6 Pro"], 1440, 3120, dpi: 560),
            .android("pixel-7", ["Pixel 7"], 1080, 2400, dpi: 420),
            .android("pixel-7a", ["Pixel 7a"], 1080, 2400, dpi: 420),
            .android("pixel-fold-outer", ["Pixel Fold (outer screen)"], 1080, 2092, dpi: 400),
            .android("pixel-fold-inner", ["Pixel Fold (inner screen)"], 1840, 2208, dpi: 360),
            .android("galaxy-s23", ["Samsung Galaxy S23"], 1080, 2340, dpi: 420),
            .android("galaxy-s23-plus", ["Samsung Galaxy S23 Plus"], 1080, 2340, dpi: 400),
            .android("galaxy-z-fold5-outer", ["Samsung Galaxy Z Fold5 (outer screen)"], 904, 2316, dpi: 400),
            .android("galaxy-z-fold5-inner", ["Samsung Galaxy Z Fold5 (inner screen)"], 1812, 2176, dpi: 360),
            .android("galaxy-z-flip5", ["Samsung Galaxy Z Flip5"], 1080, 2640, dpi: 420),
            .android("galaxy-z-flip5-outer", ["Samsung Galaxy Z Flip5 (cover screen)"], 720, 748, dpi: 300),
            .android("galaxy-s8-plus", ["Samsung Galaxy S8+"], 1440, 2960, dpi: 640),
            .android("galaxy-fold-outer", ["Samsung Galaxy Fold (outer screen)"], 840, 1959, dpi: 480),
            .android("galaxy-fold-inner", ["Samsung Galaxy Fold (inner screen)"], 1536, 2151, dpi: 480),
        ]
    }
}

extension Platform {
    /// Android views: dp, and the `android` block (item offsets and dimens).
    public static let android = Platform(AndroidPlatform())
}

extension DevicePreset {
    /// An Android screen: the portrait panel in pixels and its density in dpi (160 dpi is 1dp = 1px).
    static func android(_ name: String, _ models: [String], _ widthPx: Int, _ heightPx: Int, dpi: Int) -> DevicePreset {
        DevicePreset(name, .android, models, widthPx: widthPx, heightPx: heightPx, scale: Double(dpi) / 160, nativeScale: Double(dpi) / 160)
    }
}
