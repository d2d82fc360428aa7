// ItemRequest.VisibleRange: which items and separator bands a screenful shows (Docs/visible.md).
//
// Rule: the range is y0 ≤ y < y1 in the content's coordinates, y0 floored and y1 ceiled to whole
// device pixels (so every pixel the range touches counts), each at most `Limits.maxExtentPx`;
// y1 before y0 is an error, y1 = y0 an empty range. An element is in it when its frame meets it:
// top < y1 and bottom > y0 (with inside borders, the view's frame, lines included). The answer comes
// from `ItemGeometry`'s row arithmetic, not from a filter over every frame, so it is what a custom
// collection-view layout's `layoutAttributesForElements(in:)` should return.

extension ItemRequest {
    /// A vertical range of the content, before snapping.
    public struct VisibleRange: Sendable, Hashable {
        /// The top of the range (floored to whole pixels).
        public var y0: RequestedLength
        /// The bottom of the range, excluded (ceiled to whole pixels).
        public var y1: RequestedLength

        /// The range `y0 ..< y1`.
        public init(y0: RequestedLength, y1: RequestedLength) {
            self.y0 = y0
            self.y1 = y1
        }

        /// The range in whole device pixels at `scale`: y0 floored, y1 ceiled.
        /// - Throws: `GridError` for an end past `Limits.maxExtentPx`, or `reversedRange` when y1 < y0.
        public func pixels(at scale: Scale) throws(GridError) -> (y0Px: Int, y1Px: Int) {
            let y0 = try PixelSnapping.position(self.y0, scale: scale, field: .visible, limitPx: Limits.maxExtentPx)
            let y1 = try PixelSnapping.position(self.y1, scale: scale, field: .visible, roundingUp: true, limitPx: Limits.maxExtentPx)
            guard y1 >= y0 else { throw .reversedRange(.visible, value: "\(self.y0),\(self.y1)", startPx: y0, endPx: y1) }
            return (y0, y1)
        }
    }
}

extension GridDocument {
    /// The items and bands a range shows: the answer to `ItemRequest.VisibleRange`, in a grid document.
    @usableFromInline package struct Visible: Sendable, Hashable, Codable, DocumentObject {
        /// The top of the range, snapped down.
        @usableFromInline package let y0: Length
        /// The bottom of the range (excluded), snapped up.
        @usableFromInline package let y1: Length
        /// The indices of the items whose frames meet the range, ascending.
        @usableFromInline package let items: [Int]
        /// The bands whose frames meet it, each named by the item it comes before, ascending.
        @usableFromInline package let separators: [Int]

        /// The elements of `geometry` in `range`.
        package init(_ range: ItemRequest.VisibleRange, in geometry: ItemGeometry) throws(GridError) {
            let (y0, y1) = try range.pixels(at: geometry.scale)
            self.y0 = Length(px: y0, scale: geometry.scale)
            self.y1 = Length(px: y1, scale: geometry.scale)
            (items, separators) = geometry.indices(from: y0, to: y1)
        }

        @usableFromInline enum CodingKeys: String, CodingKey { case items, separators, y0, y1 }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"items", "separators", "y0", "y1"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.items, items)
            try s.member(CodingKeys.separators, separators)
            try s.member(CodingKeys.y0, y0)
            try s.member(CodingKeys.y1, y1)
        }
    }
}
