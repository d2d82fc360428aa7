// DevicePreset: Apple screens by name — size in points, scale, and native scale (Docs/check-and-sweep.md).
//
// Rule: the presets and their figures are exactly those of the product's table, taken from Apple's
// published display specifications (portrait width × height in pt, the rendering scale, and the
// physical pixels per point where the panel downsamples). Every model a preset covers is also an
// alias: the model's name lower-cased, with spaces, brackets, commas, dots and quotes turned into
// hyphens (`iPhone SE (3rd gen)` → `iphone-se-3rd-gen`), plus the short form of a generation
// (`iphone-se-3`). A name is looked up the same way, so `iPhone 14` finds `iphone-12`.
// Landscape swaps width and height.

/// A device screen that gridcalc knows by name.
public struct DevicePreset: Sendable, Hashable, Codable, DocumentObject {
    /// The preset's kebab-case name, e.g. `iphone-15`.
    public let name: String
    /// The models with this screen, as Apple names them.
    public let models: [String]
    /// Every other name the preset answers to (derived from `models`).
    public let aliases: [String]
    /// The portrait width in points.
    public let widthPt: Double
    /// The portrait height in points.
    public let heightPt: Double
    /// The rendering scale (device pixels per point).
    public let scale: Double
    /// The panel's physical pixels per point; differs from `scale` where the image is downsampled.
    public let nativeScale: Double

    @usableFromInline enum CodingKeys: String, CodingKey {
        case aliases, heightPt = "height_pt", models, name, nativeScale = "native_scale", scale, widthPt = "width_pt"
    }

    /// A `gridcalc/devices@1` entry, keys in sorted order.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.aliases, aliases)
        try s.member(CodingKeys.heightPt, heightPt)
        try s.member(CodingKeys.models, models)
        try s.member(CodingKeys.name, name)
        try s.member(CodingKeys.nativeScale, nativeScale)
        try s.member(CodingKeys.scale, scale)
        try s.member(CodingKeys.widthPt, widthPt)
    }

    init(_ name: String, _ models: [String], _ widthPt: Double, _ heightPt: Double, _ scale: Double, _ nativeScale: Double) {
        self.name = name
        self.models = models
        var aliases: [String] = []
        for model in models {
            let full = Self.normalized(model)
            for alias in [full, Self.shortGeneration(full)].compactMap({ $0 }) where alias != name && !aliases.contains(alias) {
                aliases.append(alias)
            }
        }
        self.aliases = aliases
        self.widthPt = widthPt
        self.heightPt = heightPt
        self.scale = scale
        self.nativeScale = nativeScale
    }

    /// Whether the panel downsamples (native scale ≠ scale): 1px lines can blur or vanish there.
    public var downsamples: Bool { nativeScale != scale }

    /// The downsampling warning for a result computed at `scale` on this device: present when the
    /// panel downsamples and `scale` is not the panel's native one. A device that does not
    /// downsample never warns, whatever scale overrides its own.
    public func warning(at scale: Scale) -> GridWarning? {
        guard downsamples, nativeScale != scale.pixelsPerPoint else { return nil }
        return .downsampled(device: name, scale: scale.pixelsPerPoint, nativeScale: nativeScale)
    }

    /// The width and height in points for `orientation` (landscape swaps them).
    public func size(_ orientation: Orientation) -> (widthPt: Double, heightPt: Double) {
        orientation == .portrait ? (widthPt, heightPt) : (heightPt, widthPt)
    }

    /// The presets, phones first, in the order of the product's table.
    public static let all: [DevicePreset] = [
        DevicePreset("iphone-se-1", ["iPhone SE (1st gen)", "iPhone 5s"], 320, 568, 2, 2),
        DevicePreset("iphone-8", ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd gen)", "iPhone SE (3rd gen)"], 375, 667, 2, 2),
        DevicePreset("iphone-8-plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], 414, 736, 3, 2.608),
        DevicePreset("iphone-x", ["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, 3, 3),
        DevicePreset("iphone-xr", ["iPhone XR", "iPhone 11"], 414, 896, 2, 2),
        DevicePreset("iphone-xs-max", ["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, 3, 3),
        DevicePreset("iphone-12-mini", ["iPhone 12 mini", "iPhone 13 mini"], 375, 812, 3, 2.88),
        DevicePreset("iphone-12", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, 3, 3),
        DevicePreset("iphone-12-pro-max", ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, 3, 3),
        DevicePreset("iphone-15", ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, 3, 3),
        DevicePreset("iphone-15-plus", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, 3, 3),
        DevicePreset("iphone-16-pro", ["iPhone 16 Pro"], 402, 874, 3, 3),
        DevicePreset("iphone-16-pro-max", ["iPhone 16 Pro Max"], 440, 956, 3, 3),
        DevicePreset("ipad-mini", ["iPad mini (6th gen)"], 744, 1133, 2, 2),
        DevicePreset("ipad", ["iPad (9th gen)"], 810, 1080, 2, 2),
        DevicePreset("ipad-air", ["iPad (10th gen)", "iPad Air (4th gen)", "iPad Air (5th gen)"], 820, 1180, 2, 2),
        DevicePreset("ipad-pro-11", ["iPad Pro 11\" (1st gen)", "iPad Pro 11\" (2nd gen)", "iPad Pro 11\" (3rd gen)", "iPad Pro 11\" (4th gen)"], 834, 1194, 2, 2),
        DevicePreset("ipad-pro-12-9", ["iPad Pro 12.9\""], 1024, 1366, 2, 2),
    ]

    /// The preset called `name` (its name, an alias, or a model name in any case), or nil.
    public static func named(_ name: String) -> DevicePreset? {
        // A preset's own name is the common case (every sweep case names its preset).
        if let preset = all.first(where: { $0.name == name }) { return preset }
        let key = normalized(name)
        return all.first { $0.name == key || $0.aliases.contains(key) }
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
        return (parts + [digits]).joined(separator: "-")
    }
}

/// How a device is held.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Upright: the preset's width and height.
    case portrait
    /// On its side: width and height swapped.
    case landscape
}

/// The `gridcalc/devices@1` document: every preset.
public struct DevicesDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/devices@1"
    /// Always `gridcalc/devices@1`.
    public let schema: String
    /// The presets, in the order of `DevicePreset.all`.
    public let devices: [DevicePreset]

    @usableFromInline enum CodingKeys: String, CodingKey { case devices, schema }

    /// `{"devices", "schema"}`.
    @inlinable public func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.devices, devices)
        try s.member(CodingKeys.schema, schema)
    }

    /// The document listing every preset.
    public init() {
        schema = Self.schemaID
        devices = DevicePreset.all
    }
}
