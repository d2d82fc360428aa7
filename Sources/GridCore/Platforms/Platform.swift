// Platform: iOS, Android or the web — the same arithmetic under three names for the logical unit.
//
// Rule (Docs/platforms.md): every platform lays out in whole device pixels with a logical unit of
// 1/S of them. iOS calls it a point (`pt`), Android a density-independent pixel (`dp`), the web a
// CSS pixel (`css`); on input the three spellings are the same unit and `px` is always a device
// pixel. The platform changes only labels and which paste-ready block a result carries. On the web,
// where a developer's `px` means a CSS pixel, a length written in `px` is refused unless the user
// says what it means (`RequestedLength.PixelUnit`).

/// The platform a result is for: it names the logical unit and picks the paste-ready block.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable, DocumentValue {
    /// UIKit and SwiftUI: points, and the `flow_layout` block.
    case ios
    /// Android views: dp, and the `android` block (item offsets and dimens).
    case android
    /// Browsers: CSS px, and a CSS rule (`GridDocument.CSS`).
    case web

    /// The logical unit's name in tables and messages: `pt`, `dp` or `css px`.
    public var unitLabel: String {
        switch self {
        case .ios: return "pt"
        case .android: return "dp"
        case .web: return "css px"
        }
    }

    /// The logical unit as written after a number on input: `pt`, `dp` or `css`.
    public var unitSuffix: String {
        switch self {
        case .ios: return "pt"
        case .android: return "dp"
        case .web: return "css"
        }
    }

    /// A number of logical units as tables and messages write it: `414pt`, `411.429dp`, `1280 css px`.
    public func amount(_ number: String) -> String {
        self == .web ? "\(number) css px" : number + unitLabel
    }

    /// Encodes the value as gridcalc writes it (its one description, `write`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// The platform's name as JSON writes it (`input.platform`).
    @inlinable
    package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.string(rawValue) }
}

extension RequestedLength {
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
