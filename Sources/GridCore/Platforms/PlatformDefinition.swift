// PlatformDefinition: everything that differs between iOS, Android and the web, in one place each.
//
// Rule: the arithmetic is the same on every platform (whole device pixels, a logical unit of 1/S of
// them); a platform differs only in what is asked here — the unit's names, what `px` means on
// input, how its own layouts hand out leftover pixels, its device presets, the block a result
// carries for pasting, and which of gridcalc's code outputs is its own. A new platform is a file
// with one `PlatformDefinition` and one line in `Platform.allCases`.

/// What a platform is: its unit, its rounding, how its screens are held, its paste-ready block, its code (its presets are in Devices/).
package protocol PlatformDefinition: Sendable {
    /// The name `--platform` and JSON use: `ios`.
    var name: String { get }
    /// The name of its device group (`gridcalc devices`, `sweep --devices`): `apple`.
    var familyName: String { get }
    /// Its devices' heading in `gridcalc devices`: `Apple`.
    var title: String { get }
    /// The logical unit's names: `pt`.
    var unit: LogicalUnit { get }
    /// What a preset's scale is on this platform, when it has a name of its own (`devicePixelRatio`).
    var scaleMeaning: String? { get }
    /// Whether `px` on input is ambiguous (a developer's px is a logical unit here): without being
    /// told what it means, a length in `px` is refused.
    var pxIsAmbiguous: Bool { get }
    /// Whether its own layouts hand the leftover pixels out their own way (Android's layout
    /// managers), so that any distribution of them is right unless a rule is named.
    var layoutsDistributeLeftover: Bool { get }
    /// Whether a window on it can have a classic scrollbar that takes width (`--scrollbar`).
    var hasScrollbars: Bool { get }
    /// Whether Chromium or Gecko render pages at its presets' scales (on iOS every browser is WebKit).
    var blinkOrGeckoRenders: Bool { get }
    /// The paste-ready block a result for it carries.
    var pasteBlock: PasteBlock { get }
    /// The `--format` of gridcalc's code for it that computes the layout at run time, if any.
    var codeFormat: String? { get }
    /// What its code is called when it cannot express something: `ios's code`, `a CSS grid rule`.
    var codeName: String { get }
    /// Whether its screens are used in landscape unless told otherwise (monitors, laptops), not
    /// portrait (phones, tablets).
    var heldInLandscape: Bool { get }
    /// Whether its presets' models are device names a user may type (aliases), not descriptions.
    var modelsAreNames: Bool { get }
}

/// The paste-ready block a grid result carries for its platform.
package enum PasteBlock: Sendable {
    /// `flow_layout`: UICollectionViewFlowLayout's item widths, spacing and insets in points.
    case flowLayout
    /// `android`: GridLayoutManager's item offsets and dimens.
    case itemOffsets
    /// A CSS grid rule (`GridDocument.CSS`).
    case cssRule
}

extension PlatformDefinition {
    package var scaleMeaning: String? { nil }
    package var pxIsAmbiguous: Bool { false }
    package var layoutsDistributeLeftover: Bool { false }
    package var hasScrollbars: Bool { false }
    package var blinkOrGeckoRenders: Bool { true }
    package var codeFormat: String? { nil }
    package var codeName: String { "\(name)'s code" }
    package var heldInLandscape: Bool { false }
    package var modelsAreNames: Bool { true }
}
