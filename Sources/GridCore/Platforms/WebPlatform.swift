// WebPlatform: browsers — CSS px, a CSS grid rule, screens by their CSS size and devicePixelRatio.
//
// Rule: a CSS px is 1/S of the device pixels at the devicePixelRatio S. A developer's `px` is a CSS
// pixel here, so a length written in `px` is refused unless `--px-means` says which pixel it is.
// Web presets are a screen's CSS size and its devicePixelRatio: Windows at 125/150/175 % is the
// panel in pixels at a DPR of 1.25/1.5/1.75; a Mac at 2x in a scaled mode renders at 2 and shows
// the panel's physical pixels per CSS px, less than 2 (downsampled). A screen is used in
// landscape; a window on it may have a scrollbar. A result carries a CSS rule; `--format css` is
// its code.

/// The web: CSS px, and a CSS rule (`GridDocument.CSS`).
package struct WebPlatform: PlatformDefinition {
    package var name: String { "web" }
    package var familyName: String { "web" }
    package var title: String { "Web" }
    package var unitLabel: String { "css px" }
    package var unitSuffix: String { "css" }
    package var unitInProse: String { "CSS px" }
    package var scaleMeaning: String? { "devicePixelRatio" }
    package func amount(_ number: String) -> String { "\(number) css px" }
    package var pxIsAmbiguous: Bool { true }
    package var hasScrollbars: Bool { true }
    package var pasteBlock: PasteBlock { .cssRule }
    package var codeFormat: String? { "css" }
    package var codeName: String { "a CSS grid rule" }
    package var naturalOrientation: DevicePreset.Orientation { .landscape }
    /// A web preset's one "model" says what the screen is; it is not a name to type.
    package var modelsAreNames: Bool { false }

    package var presets: [DevicePreset] {
        [
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
}

extension Platform {
    /// Browsers: CSS px, and a CSS rule (`GridDocument.CSS`).
    public static let web = Platform(WebPlatform())
}

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
}
