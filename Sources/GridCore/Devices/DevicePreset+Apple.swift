// DevicePreset+Apple: Apple's screens, each figure from the source Docs/devices.md cites for it.
//
// Rule: see IOSPlatform for what a preset's figures mean on its platform (its unit, its scale, how its
// screens are held); DevicePreset.all lists every platform's presets in the registry's order.

extension DevicePreset {
    /// An Apple screen: portrait points at `scale`, shown at `nativeScale` (`scale` when not downsampled).
    static func apple(_ name: String, _ models: [String], _ widthPt: Int, _ heightPt: Int, _ scale: Int, native: Double? = nil) -> DevicePreset {
        DevicePreset(name, .ios, models, widthPx: widthPt * scale, heightPx: heightPt * scale, scale: Double(scale),
                     nativeScale: native ?? Double(scale))
    }

    /// Apple's presets, in table order.
    static let applePresets: [DevicePreset] = [
        .apple("iphone-se-1", ["iPhone SE (1st gen)", "iPhone 5s"], 320, 568, 2),
        .apple("iphone-8", ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd gen)", "iPhone SE (3rd gen)"], 375, 667, 2),
        .apple("iphone-8-plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], 414, 736, 3, native: 2.608),
        .apple("iphone-x", ["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, 3),
        .apple("iphone-xr", ["iPhone XR", "iPhone 11"], 414, 896, 2),
        .apple("iphone-xs-max", ["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, 3),
        .apple("iphone-12-mini", ["iPhone 12 mini", "iPhone 13 mini"], 375, 812, 3, native: 2.88),
        .apple("iphone-12", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, 3),
        .apple("iphone-12-pro-max", ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, 3),
        .apple("iphone-15", ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, 3),
        .apple("iphone-15-plus", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, 3),
        .apple("iphone-16-pro", ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"], 402, 874, 3),
        .apple("iphone-16-pro-max", ["iPhone 16 Pro Max", "iPhone 17 Pro Max"], 440, 956, 3),
        .apple("iphone-air", ["iPhone Air"], 420, 912, 3),
        .apple("ipad-mini", ["iPad mini (6th gen)", "iPad mini (A17 Pro)"], 744, 1133, 2),
        .apple("ipad", ["iPad (9th gen)"], 810, 1080, 2),
        .apple("ipad-air", ["iPad (10th gen)", "iPad (A16)", "iPad Air (4th gen)", "iPad Air (5th gen)", "iPad Air 11\" (M2)", "iPad Air 11\" (M3)"], 820, 1180, 2),
        .apple("ipad-pro-11", ["iPad Pro 11\" (1st gen)", "iPad Pro 11\" (2nd gen)", "iPad Pro 11\" (3rd gen)", "iPad Pro 11\" (4th gen)"], 834, 1194, 2),
        .apple("ipad-pro-11-m4", ["iPad Pro 11\" (M4)", "iPad Pro 11\" (M5)"], 834, 1210, 2),
        .apple("ipad-pro-12-9", ["iPad Pro 12.9\"", "iPad Air 13\" (M2)", "iPad Air 13\" (M3)"], 1024, 1366, 2),
        .apple("ipad-pro-13", ["iPad Pro 13\" (M4)", "iPad Pro 13\" (M5)"], 1032, 1376, 2),
    ]
}
