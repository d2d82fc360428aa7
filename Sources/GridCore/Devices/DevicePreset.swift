// DevicePreset: screens by name — Apple devices, Android devices and web screens (Docs/devices.md).
//
// Rule: a preset is a panel in whole device pixels and a scale (device pixels per logical unit),
// each figure from the source Docs/devices.md cites for it. Each platform's presets, and how its
// figures are given (Apple's points × scale, Android's pixels and dpi, a web screen's CSS size and
// devicePixelRatio), are in a file of their own (`DevicePreset+Apple`, `DevicePreset+Android`, `DevicePreset+Web`); how its
// screens are held and named is its definition's (`IOSPlatform`, `AndroidPlatform`, `WebPlatform`).
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
        for model in models where platform.definition.modelsAreNames {
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

    /// The orientation the screen is used in unless told otherwise: portrait for a phone or a
    /// tablet, landscape for a web screen (a monitor or a laptop). Portrait is the narrow side
    /// across on every preset; landscape swaps width and height.
    public var naturalOrientation: DevicePreset.Orientation { platform.definition.heldInLandscape ? .landscape : .portrait }

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

    /// The presets of every platform, in the registry's order: Apple phones and tablets, then
    /// Android, then web screens (Docs/devices.md cites the source of every figure).
    /// A new platform's list is one line here (a test holds it to `Platform.allCases`' order).
    public static let all: [DevicePreset] = applePresets + androidPresets + webPresets

    /// The preset called `name` (its name, an alias, or a model name in any case), or nil.
    public static func named(_ name: String) -> DevicePreset? {
        // A preset's own name is the common case (every sweep case names its preset).
        if let preset = all.first(where: { $0.name == name }) { return preset }
        let key = normalized(name)
        return all.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// The named groups of presets: every preset, or those of one platform family.
    public static let groups: [(name: String, platform: Platform?)] = [("all", nil)] + Platform.allCases.map { ($0.definition.familyName, $0) }

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
