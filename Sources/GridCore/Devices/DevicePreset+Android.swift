// DevicePreset+Android: Android's screens, each figure from the source Docs/devices.md cites for it.
//
// Rule: see AndroidPlatform for what a preset's figures mean on its platform (its unit, its scale, how its
// screens are held); DevicePreset.all lists every platform's presets in the registry's order.

extension DevicePreset {
    /// An Android screen: the portrait panel in pixels and its density in dpi (160 dpi is 1dp = 1px).
    static func android(_ name: String, _ models: [String], _ widthPx: Int, _ heightPx: Int, dpi: Int) -> DevicePreset {
        DevicePreset(name, .android, models, widthPx: widthPx, heightPx: heightPx, scale: Double(dpi) / 160, nativeScale: Double(dpi) / 160)
    }

    /// Android's presets, in table order.
    static let androidPresets: [DevicePreset] = [
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
