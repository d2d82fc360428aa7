// Platform: iOS, Android or the web — the same arithmetic under three names for the logical unit.
//
// Rule (Docs/platforms.md): every platform lays out in whole device pixels with a logical unit of
// 1/S of them. iOS calls it a point (`pt`), Android a density-independent pixel (`dp`), the web a
// CSS pixel (`css`); on input the three spellings are the same unit and `px` is always a device
// pixel. The platform changes only labels and which paste-ready block a result carries. On the web,
// where a developer's `px` means a CSS pixel, a length written in `px` is refused unless the user
// says what it means (`RequestedLength.PixelUnit`).
//
// Everything that differs between platforms is one `PlatformDefinition` in a file of its own
// (`IOSPlatform`, `AndroidPlatform`, `WebPlatform`): its unit, how its layouts round, its presets,
// its paste-ready block, its code. A platform is a name for one of them; `Platform.allCases` is the
// registry, one line each, and nothing else in gridcalc asks which platform it is.

/// The platform a result is for: it names the logical unit and picks the paste-ready block.
public struct Platform: Sendable, Hashable, CaseIterable, Codable, DocumentValue, RawRepresentable {
    /// What the platform is: every difference between platforms is asked of it.
    package let definition: any PlatformDefinition

    package init(_ definition: any PlatformDefinition) { self.definition = definition }

    /// Every platform, in the order tables and lists show them: the registry.
    public static let allCases: [Platform] = [.ios, .android, .web]

    /// The platform's name as `--platform` and JSON write it: `ios`, `android` or `web`.
    public var rawValue: String { definition.name }

    /// The platform named `rawValue`, or nil.
    public init?(rawValue: String) {
        guard let platform = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = platform
    }

    public static func == (a: Platform, b: Platform) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The logical unit's names.
    package var unit: LogicalUnit { definition.unit }

    /// The logical unit's name in tables and messages: `pt`, `dp` or `css px`.
    public var unitLabel: String { unit.label }

    /// The logical unit as written after a number on input: `pt`, `dp` or `css`.
    public var unitSuffix: String { unit.suffix }

    /// A number of logical units as tables and messages write it: `414pt`, `411.429dp`, `1280 css px`.
    public func amount(_ number: String) -> String { unit.amount(number) }

    /// Decodes a platform's name; any other string is an error naming the platforms.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let platform = Platform(rawValue: name) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "unknown platform \(name); expected one of \(Self.allCases.map(\.rawValue))"))
        }
        self = platform
    }

    /// Encodes the value as gridcalc writes it (its one description, `write`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// The platform's name as JSON writes it (`input.platform`).
    @inlinable
    package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.string(rawValue) }
}

extension RequestedLength {
    /// The length as it would be written on input on `platform`: `414.1pt`, `414.1dp`, `414.1css`
    /// or `2px`.
    public func text(in platform: Platform) -> String { text(in: platform.unit) }

    /// What a length written with `px` means.
    @usableFromInline package enum PixelUnit: String, Sendable, Hashable, CaseIterable {
        /// A device pixel (iOS and Android always; the web when the user says px means device pixels).
        case device
        /// A CSS pixel, the web's logical unit (the web when the user says px means CSS pixels).
        case css
        /// Undecided (the web when the user has not said): a length in `px` is refused, naming both spellings.
        case ambiguous
    }
}

extension GridWarning {
    /// The warning in the words of `platform`: its logical unit is `pt`, `dp` or `css px`.
    public func description(in platform: Platform) -> String { description(in: platform.unit) }
}
