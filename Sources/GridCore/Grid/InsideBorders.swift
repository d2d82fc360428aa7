// InsideBorders: 1-pixel lines drawn inside the cells instead of gaps between them (Docs/borders.md).
//
// Rule: a grid with inside borders of B px has exactly the pixels of a grid whose spacing and line
// spacing are B — its columns, its rows and its interiors are that grid's cells — but every cell's
// frame (the view) takes in the line on its trailing side (not in the last column) and the line below
// it (every row, the last one too). So:
//   frame x = column x (ltr) or column x − B (rtl, non-last column), frame width = w + B (non-last
//   column) or w; frame y = row top, frame height = row height + B;
//   trailing line = B × row height at the interior's trailing edge (physical right in ltr, left in
//   rtl); bottom line = frame width × B under the interior, spanning the frame (it takes the corner);
//   stroke: a Core Graphics line of width B/S pt centred on the line's middle, (2·edge + B) / 2S pt,
//   in the same coordinates as the rect (the content's; subtract the frame's x or y for the cell's own).
// Frames of one row touch with no gap or overlap (flow-layout spacing 0); the lines fill exactly the
// pixels the spacing grid leaves as gaps between columns and rows, plus B below the last row, which
// the content height therefore includes. Interiors are the spacing grid's cells, so they stay equal.

/// Lines of `width` drawn inside every cell, on its trailing side and below it (the request).
public struct InsideBorders: Sendable, Hashable {
    /// The width of every line; snapped like a spacing (a positive width is never 0px).
    public var width: RequestedLength

    /// The width of the lines when none is given: one device pixel.
    public static let defaultWidth = RequestedLength.pixels(1)

    /// Lines of `width`, 1px by default.
    public init(width: RequestedLength = defaultWidth) {
        self.width = width
    }
}

extension GridDocument.Item {
    /// One line a cell draws inside its own frame.
    public struct Line: Sendable, Hashable, Codable, DocumentObject {
        /// Which side of the cell the line runs along.
        public enum Edge: String, Sendable, Hashable, CaseIterable, Codable {
            /// The trailing side (the right in `ltr`, the left in `rtl`); no line in the last column.
            case trailing
            /// The bottom side, the full width of the frame.
            case bottom
        }

        /// The side it runs along.
        public let edge: Edge
        /// The pixels it fills, in the content's coordinates.
        public let rect: Frame
        /// The stroke's centre line in points: an x for a trailing line, a y for a bottom line, in the
        /// content's coordinates.
        public let strokeCenterPt: Double
        /// The stroke's width in points, B / S.
        public let lineWidthPt: Double

        /// A line along `edge` filling `rect` (whole pixels at `scale`).
        public init(edge: Edge, rect: Frame, scale: Scale) {
            self.edge = edge
            self.rect = rect
            let (startPx, widthPx) = edge == .trailing ? (rect.x.px, rect.width.px) : (rect.y.px, rect.height.px)
            self.strokeCenterPt = Double(2 * startPx + widthPx) / (2 * scale.pixelsPerPoint)
            self.lineWidthPt = scale.points(widthPx)
        }

        @usableFromInline enum CodingKeys: String, CodingKey {
            case edge, lineWidthPt = "line_width_pt", rect, strokeCenterPt = "stroke_center_pt"
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"edge", "line_width_pt", "rect", "stroke_center_pt"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.edge, edge.rawValue)
            try s.member(CodingKeys.lineWidthPt, lineWidthPt)
            try s.member(CodingKeys.rect, rect)
            try s.member(CodingKeys.strokeCenterPt, strokeCenterPt)
        }
    }
}
