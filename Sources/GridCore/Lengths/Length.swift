// Length: a length on output, in whole device pixels and the points they make.
//
// Rule (Docs/guide.md): every length gridcalc reports is whole pixels; its point value is derived, never
// stored independently: `pt = Double(px) / S`. JSON: `{"px": <int>, "pt": <double>}`.

/// A whole number of device pixels and its value in points at a given scale.
public struct Length: Sendable, Hashable, Codable, DocumentObject {
    /// The length in device pixels.
    public let px: Int
    /// The length in points: `Double(px) / S` for the scale it was made at.
    public let pt: Double

    /// `px` device pixels at `scale`.
    @inline(__always)
    public init(px: Int, scale: Scale) {
        self.px = px
        self.pt = scale.points(px)
    }

    // JSON keys in sorted order (every document encodes its keys sorted).
    @usableFromInline enum CodingKeys: String, CodingKey { case pt, px }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"pt": …, "px": …}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.pt, pt)
        try s.member(CodingKeys.px, px)
    }
}
