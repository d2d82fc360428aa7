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
    package var unit: LogicalUnit { LogicalUnit(label: "css px", suffix: "css", inProse: "CSS px", spaced: true) }
    package var scaleMeaning: String? { "devicePixelRatio" }
    package var pxIsAmbiguous: Bool { true }
    package var hasScrollbars: Bool { true }
    package var pasteBlock: PasteBlock { .cssRule }
    package var codeFormat: String? { "css" }
    package var codeName: String { "a CSS grid rule" }
    package var heldInLandscape: Bool { true }
    /// A web preset's one "model" says what the screen is; it is not a name to type.
    package var modelsAreNames: Bool { false }
}

extension Platform {
    /// Browsers: CSS px, and a CSS rule (`GridDocument.CSS`).
    public static let web = Platform(WebPlatform())
}
