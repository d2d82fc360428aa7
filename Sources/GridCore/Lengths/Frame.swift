// Frame and Size: rectangles and sizes on output, every edge whole device pixels.
//
// Rule: a frame's x is the physical left edge (from the container's left, also in right-to-left
// layouts) and its y the top edge; width and height are ≥ 0. Each is a `Length`, so the point value
// is always `px / S`. JSON: `{"height": L, "width": L, "x": L, "y": L}` and `{"height": L, "width": L}`.

/// A rectangle on the device-pixel grid: the one frame type of GridCore (items, separator bands,
/// a cell separator's rect).
public struct Frame: Sendable, Hashable, Codable, DocumentObject {
    /// The physical x of the left edge.
    public let x: Length
    /// The y of the top edge.
    public let y: Length
    /// The width.
    public let width: Length
    /// The height.
    public let height: Length

    /// A frame of whole device pixels at `scale`.
    public init(xPx: Int, yPx: Int, widthPx: Int, heightPx: Int, scale: Scale) {
        x = Length(px: xPx, scale: scale)
        y = Length(px: yPx, scale: scale)
        width = Length(px: widthPx, scale: scale)
        height = Length(px: heightPx, scale: scale)
    }

    /// The x of the right edge, in device pixels.
    public var maxXPx: Int { x.px + width.px }
    /// The y of the bottom edge, in device pixels.
    public var maxYPx: Int { y.px + height.px }

    @usableFromInline enum CodingKeys: String, CodingKey { case height, width, x, y }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"height", "width", "x", "y"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.height, height)
        try s.member(CodingKeys.width, width)
        try s.member(CodingKeys.x, x)
        try s.member(CodingKeys.y, y)
    }
}

/// A width and a height on the device-pixel grid: the one size type of GridCore (a cell, a grid's
/// content).
public struct Size: Sendable, Hashable, Codable, DocumentObject {
    /// The width.
    public let width: Length
    /// The height.
    public let height: Length

    /// A size of whole device pixels at `scale`.
    public init(widthPx: Int, heightPx: Int, scale: Scale) {
        width = Length(px: widthPx, scale: scale)
        height = Length(px: heightPx, scale: scale)
    }

    @usableFromInline enum CodingKeys: String, CodingKey { case height, width }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"height", "width"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.height, height)
        try s.member(CodingKeys.width, width)
    }
}
