// DevicePreset: screens by name — Apple devices, Android devices and web screens (Docs/devices.md).
//
// Rule: a preset is a panel in whole device pixels and a scale (device pixels per logical unit),
// each figure from the source Docs/devices.md cites for it.
//   Apple    portrait width × height in points and the rendering scale, from Apple's specifications;
//            the native scale is the panel's physical pixels per point where the image is
//            downsampled (the Plus phones: 2.608; the 12/13 mini: 2.88).
//   Android  the panel in pixels and its density in dpi (scale = dpi / 160), so a width in dp may be
//            fractional: 1080px at 420dpi is 411.43dp.
//   Web      a screen's CSS size and its devicePixelRatio: Windows at 125/150/175 % is the panel in
//            pixels at a DPR of 1.25/1.5/1.75; a Mac at 2x in a scaled mode renders at 2 and shows
//            the panel's physical pixels per CSS px, less than 2 (downsampled).
// Every Apple and Android model a preset covers is also an alias: the model's name lower-cased,
// with spaces, brackets, commas, dots and quotes turned into hyphens (`iPhone SE (3rd gen)` →
// `iphone-se-3rd-gen`), plus the short form of a generation (`iphone-se-3`). A name is looked up the
// same way, so `iPhone 14` finds `iphone-12`. Landscape swaps width and height.

/// A device screen that gridcalc knows by name.
public struct DevicePreset: Sendable, Hashable, Codable, DocumentObject {
    /// The preset's kebab-case name, e.g. `iphone-15`.
    public let name: String
    /// The platform whose unit and paste-ready output the preset means.
    public let platform: Platform
    /// The models with this screen, as their makers name them (for web screens, what the screen is).
    public let models: [String]
    /// Every other name the preset answers to (derived from `models`).
    public let aliases: [String]
    /// The portrait width in device pixels (rendered pixels, before any downsampling).
    public let widthPx: Int
    /// The portrait height in device pixels.
    public let heightPx: Int
    /// The rendering scale (device pixels per logical unit: pt, dp or CSS px).
    public let scale: Double
    /// The panel's physical pixels per logical unit; differs from `scale` where the image is downsampled.
    public let nativeScale: Double

    /// The portrait width in the logical unit: `widthPx / scale` (411.43 for 1080px at 2.625).
    public var widthPt: Double { Double(widthPx) / scale }
    /// The portrait height in the logical unit.
    public var heightPt: Double { Double(heightPx) / scale }

    @usableFromInline enum CodingKeys: String, CodingKey {
        case aliases, heightPt = "height_pt", heightPx = "height_px", models, name, nativeScale = "native_scale"
        case platform, scale, widthPt = "width_pt", widthPx = "width_px"
    }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// A `gridcalc/devices@1` entry, keys in sorted order.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.aliases, aliases)
        try s.member(CodingKeys.heightPt, heightPt)
        try s.member(CodingKeys.heightPx, heightPx)
        try s.member(CodingKeys.models, models)
        try s.member(CodingKeys.name, name)
        try s.member(CodingKeys.nativeScale, nativeScale)
        try s.member(CodingKeys.platform, platform)
        try s.member(CodingKeys.scale, scale)
        try s.member(CodingKeys.widthPt, widthPt)
        try s.member(CodingKeys.widthPx, widthPx)
    }

    /// Decodes an entry of `gridcalc/devices@1` (the derived point sizes are read and ignored).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        platform = try c.decode(Platform.self, forKey: .platform)
        models = try c.decode([String].self, forKey: .models)
        aliases = try c.decode([String].self, forKey: .aliases)
        widthPx = try c.decode(Int.self, forKey: .widthPx)
        heightPx = try c.decode(Int.self, forKey: .heightPx)
        scale = try c.decode(Double.self, forKey: .scale)
        nativeScale = try c.decode(Double.self, forKey: .nativeScale)
    }

    init(_ name: String, _ platform: Platform, _ models: [String], widthPx: Int, heightPx: Int, scale: Double, nativeScale: Double) {
        self.name = name
        self.platform = platform
        self.models = models
        var aliases: [String] = []
        for model in models where platform != .web {
            let full = Self.normalized(model)
            for alias in [full, Self.shortGeneration(full)].compactMap({ $0 }) where alias != name && !aliases.contains(alias) {
                aliases.append(alias)
            }
        }
        self.aliases = aliases
        self.widthPx = widthPx
        self.heightPx = heightPx
        self.scale = scale
        self.nativeScale = nativeScale
    }

    /// An Apple screen: portrait points at `scale`, shown at `nativeScale` (`scale` when not downsampled).
    static func apple(_ name: String, _ models: [String], _ widthPt: Int, _ heightPt: Int, _ scale: Int, native: Double? = nil) -> DevicePreset {
        DevicePreset(name, .ios, models, widthPx: widthPt * scale, heightPx: heightPt * scale, scale: Double(scale),
                     nativeScale: native ?? Double(scale))
    }

    /// An Android screen: the portrait panel in pixels and its density in dpi (160 dpi is 1dp = 1px).
    static func android(_ name: String, _ models: [String], _ widthPx: Int, _ heightPx: Int, dpi: Int) -> DevicePreset {
        DevicePreset(name, .android, models, widthPx: widthPx, heightPx: heightPx, scale: Double(dpi) / 160, nativeScale: Double(dpi) / 160)
    }

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

    /// The orientation the screen is used in unless told otherwise: portrait for a phone or a
    /// tablet, landscape for a web screen (a monitor or a laptop). Portrait is the narrow side
    /// across on every preset; landscape swaps width and height.
    public var naturalOrientation: DevicePreset.Orientation { platform == .web ? .landscape : .portrait }

    /// Whether the panel downsamples (native scale ≠ scale): 1px lines can blur or vanish.
    public var downsamples: Bool { nativeScale != scale }

    /// The downsampling warning for a result computed at `scale` on this device: present when the
    /// panel downsamples and `scale` is not the panel's native one. A device that does not
    /// downsample never warns, whatever scale overrides its own.
    public func warning(at scale: Scale) -> GridWarning? {
        guard downsamples, nativeScale != scale.pixelsPerPoint else { return nil }
        return .downsampled(device: name, scale: scale.pixelsPerPoint, nativeScale: nativeScale)
    }

    /// The width and height in the logical unit for `orientation` (landscape swaps them).
    public func size(_ orientation: DevicePreset.Orientation) -> (widthPt: Double, heightPt: Double) {
        orientation == .portrait ? (widthPt, heightPt) : (heightPt, widthPt)
    }

    /// The width in device pixels for `orientation`.
    public func widthPx(_ orientation: DevicePreset.Orientation) -> Int { orientation == .portrait ? widthPx : heightPx }

    /// The container width this preset gives a grid at `scale`: its own pixels at its own scale (a
    /// 1080px panel is exactly 1080px, although 411.43dp is not), its width in the logical unit at
    /// any other scale.
    public func width(_ orientation: DevicePreset.Orientation, at scale: Scale) -> RequestedLength {
        scale.pixelsPerPoint == self.scale ? .pixels(widthPx(orientation)) : .points(size(orientation).widthPt)
    }

    /// The presets: Apple phones and tablets, then Android, then web screens (Docs/devices.md cites
    /// the source of every figure).
    public static let all: [DevicePreset] = [
        apple("iphone-se-1", ["iPhone SE (1st gen)", "iPhone 5s"], 320, 568, 2),
        apple("iphone-8", ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd gen)", "iPhone SE (3rd gen)"], 375, 667, 2),
        apple("iphone-8-plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], 414, 736, 3, native: 2.608),
        apple("iphone-x", ["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, 3),
        apple("iphone-xr", ["iPhone XR", "iPhone 11"], 414, 896, 2),
        apple("iphone-xs-max", ["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, 3),
        apple("iphone-12-mini", ["iPhone 12 mini", "iPhone 13 mini"], 375, 812, 3, native: 2.88),
        apple("iphone-12", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, 3),
        apple("iphone-12-pro-max", ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, 3),
        apple("iphone-15", ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, 3),
        apple("iphone-15-plus", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, 3),
        apple("iphone-16-pro", ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"], 402, 874, 3),
        apple("iphone-16-pro-max", ["iPhone 16 Pro Max", "iPhone 17 Pro Max"], 440, 956, 3),
        apple("iphone-air", ["iPhone Air"], 420, 912, 3),
        apple("ipad-mini", ["iPad mini (6th gen)", "iPad mini (A17 Pro)"], 744, 1133, 2),
        apple("ipad", ["iPad (9th gen)"], 810, 1080, 2),
        apple("ipad-air", ["iPad (10th gen)", "iPad (A16)", "iPad Air (4th gen)", "iPad Air (5th gen)", "iPad Air 11\" (M2)", "iPad Air 11\" (M3)"], 820, 1180, 2),
        apple("ipad-pro-11", ["iPad Pro 11\" (1st gen)", "iPad Pro 11\" (2nd gen)", "iPad Pro 11\" (3rd gen)", "iPad Pro 11\" (4th gen)"], 834, 1194, 2),
        apple("ipad-pro-11-m4", ["iPad Pro 11\" (M4)", "iPad Pro 11\" (M5)"], 834, 1210, 2),
        apple("ipad-pro-12-9", ["iPad Pro 12.9\"", "iPad Air 13\" (M2)", "iPad Air 13\" (M3)"], 1024, 1366, 2),
        apple("ipad-pro-13", ["iPad Pro 13\" (M4)", "iPad Pro 13\" (M5)"], 1032, 1376, 2),
        android("pixel-2", ["Pixel 2"], 1080, 1920, dpi: 420),
        android("pixel-xl", ["Pixel XL"], 1440, 2560, dpi: 560),
        android("pixel-2-xl", ["Pixel 2 XL"], 1440, 2880, dpi: 560),
        android("pixel-8", ["Pixel 8"], 1080, 2400, dpi: 420),
        android("nexus-7-2012", ["Nexus 7 (2012)"], 800, 1280, dpi: 213),
        android("pixel-tablet", ["Pixel Tablet"], 1600, 2560, dpi: 320),
        android("pixel-6", ["Pixel 6"], 1080, 2400, dpi: 420),
        android("pixel-6-pro", ["Pixel 6 Pro"], 1440, 3120, dpi: 560),
        android("pixel-7", ["Pixel 7"], 1080, 2400, dpi: 420),
        android("pixel-7a", ["Pixel 7a"], 1080, 2400, dpi: 420),
        android("pixel-fold-outer", ["Pixel Fold (outer screen)"], 1080, 2092, dpi: 400),
        android("pixel-fold-inner", ["Pixel Fold (inner screen)"], 1840, 2208, dpi: 360),
        android("galaxy-s23", ["Samsung Galaxy S23"], 1080, 2340, dpi: 420),
        android("galaxy-s23-plus", ["Samsung Galaxy S23 Plus"], 1080, 2340, dpi: 400),
        android("galaxy-z-fold5-outer", ["Samsung Galaxy Z Fold5 (outer screen)"], 904, 2316, dpi: 400),
        android("galaxy-z-fold5-inner", ["Samsung Galaxy Z Fold5 (inner screen)"], 1812, 2176, dpi: 360),
        android("galaxy-z-flip5", ["Samsung Galaxy Z Flip5"], 1080, 2640, dpi: 420),
        android("galaxy-z-flip5-outer", ["Samsung Galaxy Z Flip5 (cover screen)"], 720, 748, dpi: 300),
        android("galaxy-s8-plus", ["Samsung Galaxy S8+"], 1440, 2960, dpi: 640),
        android("galaxy-fold-outer", ["Samsung Galaxy Fold (outer screen)"], 840, 1959, dpi: 480),
        android("galaxy-fold-inner", ["Samsung Galaxy Fold (inner screen)"], 1536, 2151, dpi: 480),
        windows("windows-1080p-125", "1920×1080 display at 125 % (Windows)", panel: 1920, 1080, percent: 125),
        windows("windows-1080p-150", "1920×1080 display at 150 % (Windows)", panel: 1920, 1080, percent: 150),
        windows("windows-1080p-175", "1920×1080 display at 175 % (Windows)", panel: 1920, 1080, percent: 175),
        windows("windows-1440p-125", "2560×1440 display at 125 % (Windows)", panel: 2560, 1440, percent: 125),
        windows("windows-4k-150", "3840×2160 display at 150 % (Windows)", panel: 3840, 2160, percent: 150),
        web("macbook-air-13", "MacBook Air 13\" (M2 and later), default: looks like 1470×956 on a 2560×1664 panel", css: 1470, 956, dpr: 2, panelWidthPx: 2560),
        web("macbook-air-13-more-space", "MacBook Air 13\" (M2 and later), looks like 1710×1112 on a 2560×1664 panel", css: 1710, 1112, dpr: 2, panelWidthPx: 2560),
        web("macbook-pro-14", "MacBook Pro 14\" (2021 and later), default: looks like 1512×982 on a 3024×1964 panel", css: 1512, 982, dpr: 2, panelWidthPx: 3024),
        web("macbook-pro-14-more-space", "MacBook Pro 14\" (2021 and later), looks like 1800×1169 on a 3024×1964 panel", css: 1800, 1169, dpr: 2, panelWidthPx: 3024),
    ]

    /// The preset called `name` (its name, an alias, or a model name in any case), or nil.
    public static func named(_ name: String) -> DevicePreset? {
        // A preset's own name is the common case (every sweep case names its preset).
        if let preset = all.first(where: { $0.name == name }) { return preset }
        let key = normalized(name)
        return all.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// The named groups of presets: every preset, or those of one platform family.
    public static let groups: [(name: String, platform: Platform?)] = [("all", nil), ("apple", .ios), ("android", .android), ("web", .web)]

    /// The presets of the group called `name` (`all`, `apple`, `android`, `web`), or nil.
    public static func group(_ name: String) -> [DevicePreset]? {
        guard let group = groups.first(where: { $0.name == name }) else { return nil }
        return all.filter { group.platform == nil || $0.platform == group.platform }
    }

    /// Every name and alias, for suggestions and completions.
    public static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// Lower case; every run of characters other than letters and digits becomes one hyphen;
    /// no hyphen at either end. `iPad Pro 12.9"` → `ipad-pro-12-9`.
    /// Only the first 200 bytes are read (no name is longer). ASCII arithmetic on bytes: the
    /// presets are built with this at start-up, so it must not cost a Unicode table look-up.
    static func normalized(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        var pendingHyphen = false
        for byte in text.utf8.prefix(200) {
            let lower = byte | 0x20  // A…Z → a…z; other bytes are tested as they are
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if isLetter || isDigit {
                if pendingHyphen && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                out.append(isLetter ? lower : byte)
            } else {
                pendingHyphen = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `iphone-se-3rd-gen` → `iphone-se-3`; nil when the alias has no generation.
    static func shortGeneration(_ alias: String) -> String? {
        guard alias.hasSuffix("-gen") else { return nil }
        var parts = alias.split(separator: "-").dropLast()
        guard let ordinal = parts.popLast() else { return nil }
        let digits = ordinal.prefix { $0.isNumber }
        guard !digits.isEmpty else { return nil }
        return (parts.map(String.init) + [String(digits)]).joined(with: "-")
    }
}

extension DevicePreset {
    /// How a device is held.
    public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
        /// Upright: the preset's width and height.
        case portrait
        /// On its side: width and height swapped.
        case landscape
    }
}

/// The `gridcalc/devices@1` document: every preset.
package struct DevicesDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    package static let schemaID = "gridcalc/devices@1"
    /// Always `gridcalc/devices@1`.
    package let schema: String
    /// The presets, in the order of `DevicePreset.all` (Apple, Android, web).
    package let devices: [DevicePreset]

    @usableFromInline enum CodingKeys: String, CodingKey { case devices, schema }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"devices", "schema"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.devices, devices)
        try s.member(CodingKeys.schema, schema)
    }

    /// The document listing every preset, or those of `platform`.
    package init(platform: Platform? = nil) {
        schema = Self.schemaID
        devices = DevicePreset.all.filter { platform == nil || $0.platform == platform }
    }
}
