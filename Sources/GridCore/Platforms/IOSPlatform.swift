// IOSPlatform: UIKit and SwiftUI — points, UICollectionViewFlowLayout's block, Apple's screens.
//
// Rule: a point is 1/S of the screen's device pixels at its rendering scale S (1, 2 or 3); Apple's
// presets are portrait points × scale from Apple's specifications, and the native scale is the
// panel's physical pixels per point where the image is downsampled (the Plus phones: 2.608; the
// 12/13 mini: 2.88). A result carries the `flow_layout` block; GridCore itself is iOS's code.

/// iOS: points, and the `flow_layout` block.
package struct IOSPlatform: PlatformDefinition {
    package var name: String { "ios" }
    package var familyName: String { "apple" }
    package var title: String { "Apple" }
    package var unit: LogicalUnit { .points }
    package var pasteBlock: PasteBlock { .flowLayout }
    /// Every browser on iOS is WebKit.
    package var blinkOrGeckoRenders: Bool { false }
}

extension Platform {
    /// UIKit and SwiftUI: points, and the `flow_layout` block.
    public static let ios = Platform(IOSPlatform())
}
