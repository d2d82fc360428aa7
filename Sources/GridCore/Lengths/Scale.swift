// Scale: device pixels per point.
//
// Rule (Docs/guide.md): 0.01 ≤ S ≤ 16, finite. Points become pixels by multiplying by S and pixels become
// points by IEEE-754 division, `pt = Double(px) / S` — the only way GridCore ever makes a point value.

/// Device pixels per point (1, 2, 3, or fractional such as 2.608); always in `0.01 ≤ S ≤ 16`.
public struct Scale: Sendable, Hashable, Codable, CustomStringConvertible, DocumentValue {
    /// Device pixels in one point. Invariant: finite, from `Limits.minScale` to `Limits.maxScale`.
    public let pixelsPerPoint: Double

    /// A scale of `pixelsPerPoint`; throws `GridError` for 0, negatives, NaN, infinity, < 0.01 or > 16.
    public init(_ pixelsPerPoint: Double) throws(GridError) {
        guard pixelsPerPoint.isFinite else { throw .notANumber(.scale, value: "\(pixelsPerPoint)") }
        try self.init(checking: pixelsPerPoint, text: pixelsPerPoint.description)
    }

    /// The scale written as `text`: a plain decimal, optionally in the asset-name style
    /// `3x` or `@3x`; errors repeat `text`.
    public init(parsing text: String) throws(GridError) {
        var number = Substring(text)
        if number.hasPrefix("@") { number = number.dropFirst() }
        if number.hasSuffix("x") { number = number.dropLast() }
        guard let value = NumberSyntax.decimal(number) else { throw .notANumber(.scale, value: text) }
        try self.init(checking: value, text: text)
    }

    /// The range check both initialisers share, for a finite `value`; errors show `text`.
    private init(checking value: Double, text: String) throws(GridError) {
        guard value > 0 else { throw .notPositive(.scale, value: text) }
        guard value >= Limits.minScale else { throw .tooSmall(.scale, value: text, limit: decimalText(Limits.minScale)) }
        guard value <= Limits.maxScale else { throw .tooLarge(.scale, value: text, limit: decimalText(Limits.maxScale)) }
        self.pixelsPerPoint = value
    }

    /// One device pixel per point (a layout computed in pixels only).
    package static let one = Scale(checked: 1)

    private init(checked pixelsPerPoint: Double) { self.pixelsPerPoint = pixelsPerPoint }

    /// The point value of `px` device pixels: `Double(px) / S`.
    @inline(__always)
    public func points(_ px: Int) -> Double { Double(px) / pixelsPerPoint }

    /// The scale as it was given: the shortest decimal that reads back to the same value
    /// (`3`, `2.608`, `3.0000000001`), never rounded for show.
    public var description: String {
        // Nearly every scale is a short decimal (3, 2.625, 1.25): its text to 9 decimals is the
        // shortest when it reads back to the scale — two decimals of at most 9 fraction digits are
        // 1e-9 apart, and doubles up to 16 are 3.6e-15 apart, so only one of them can — and is
        // made without the shortest round-trip conversion and its tables (a grid run's start-up).
        let short = decimalText(pixelsPerPoint, maxFractionDigits: 9)
        if NumberSyntax.decimal(Substring(short)) == pixelsPerPoint { return short }
        let text = pixelsPerPoint.description
        if text.contains("e") { return decimalText(pixelsPerPoint, maxFractionDigits: 9) }  // a tiny or huge scale: no exponent
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Decodes a bare number and checks it like `init(_:)`; a number out of range is a
    /// `DecodingError.dataCorrupted` at the scale's path in the document.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        do { try self.init(value) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "scale \(error.value): \(error.reason)")
        }
    }

    /// Encodes the value as gridcalc writes it (its one description, `write`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// The bare number of pixels per point.
    @inlinable
    package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.double(pixelsPerPoint) }
}
