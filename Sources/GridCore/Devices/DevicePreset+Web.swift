// DevicePreset+Web: the web's screens, each figure from the source Docs/devices.md cites for it.
//
// Rule: see WebPlatform for what a preset's figures mean on its platform (its unit, its scale, how its
// screens are held); DevicePreset.all lists every platform's presets in the registry's order.

extension DevicePreset {
    /// A screen in a browser: its size in CSS px at `dpr`, on a panel `panelWidthPx` wide (a Mac in a
    /// scaled mode renders at `dpr` and shows `panelWidthPx / widthCSS` physical px per CSS px).
    /// Stored like every preset with its portrait (narrow) side as the width: a screen's own
    /// orientation, landscape, is `naturalOrientation`.
    static func web(_ name: String, _ what: String, css widthCSS: Int, _ heightCSS: Int, dpr: Int, panelWidthPx: Int) -> DevicePreset {
        DevicePreset(name, .web, [what], widthPx: min(widthCSS, heightCSS) * dpr, heightPx: max(widthCSS, heightCSS) * dpr, scale: Double(dpr),
                     nativeScale: Double(panelWidthPx) / Double(widthCSS))
    }

    /// A screen in a browser on Windows: the panel in pixels at a display scale of `percent` %, which
    /// is the devicePixelRatio (a 1920px panel at 125 % is 1536 CSS px wide).
    static func windows(_ name: String, _ what: String, panel widthPx: Int, _ heightPx: Int, percent: Int) -> DevicePreset {
        DevicePreset(name, .web, [what], widthPx: min(widthPx, heightPx), heightPx: max(widthPx, heightPx), scale: Double(percent) / 100,
                     nativeScale: Double(percent) / 100)
    }

    /// The web's presets, in table order.
    static let webPresets: [DevicePreset] = [
        .windows("windows-1080p-125", "1920×1080 display at 125 % (Windows)", panel: 1920, 1080, percent: 125),
        .windows("windows-1080p-150", "1920×1080 display at 150 % (Windows)", panel: 1920, 1080, percent: 150),
        .windows("windows-1080p-175", "1920×1080 display at 175 % (Windows)", panel: 1920, 1080, percent: 175),
        .windows("windows-1440p-125", "2560×1440 display at 125 % (Windows)", panel: 2560, 1440, percent: 125),
        .windows("windows-4k-150", "3840×2160 display at 150 % (Windows)", panel: 3840, 2160, percent: 150),
        .web("macbook-air-13", "MacBook Air 13\" (M2 and later), default: looks like 1470×956 on a 2560×1664 panel", css: 1470, 956, dpr: 2, panelWidthPx: 2560),
        .web("macbook-air-13-more-space", "MacBook Air 13\" (M2 and later), looks like 1710×1112 on a 2560×1664 panel", css: 1710, 1112, dpr: 2, panelWidthPx: 2560),
        .web("macbook-pro-14", "MacBook Pro 14\" (2021 and later), default: looks like 1512×982 on a 3024×1964 panel", css: 1512, 982, dpr: 2, panelWidthPx: 3024),
        .web("macbook-pro-14-more-space", "MacBook Pro 14\" (2021 and later), looks like 1800×1169 on a 3024×1964 panel", css: 1800, 1169, dpr: 2, panelWidthPx: 3024),
    ]
}
