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
    package var unit: LogicalUnit { LogicalUnit(label: "dp", suffix: "dp") }
    package var scaleMeaning: String? { "density = dpi / 160" }
    package var layoutsDistributeLeftover: Bool { true }
    package var pasteBlock: PasteBlock { .itemOffsets }
    package var codeFormat: String? { "kotlin" }
}

extension Platform {
    /// Android views: dp, and the `android` block (item offsets and dimens).
    public static let android = Platform(AndroidPlatform())
}
