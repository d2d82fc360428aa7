// CellSeparator: the frame of a table cell's 1px separator line, inset from the cell's edges or
// from its layout margins, mirrored in right-to-left languages (Docs/hairlines.md).
//
// Rule: the cell width and height snap like a container (floored), insets and margins like insets
// (nearest pixel, a positive one never 0px). The offsets from the reading-direction sides are
//   cell-edges (iOS 11+, the default):  leading = inset-leading,          trailing = inset-trailing
//   margins (fromAutomaticInsets):      leading = margin-leading + inset, trailing = margin-trailing + inset
// ltr: left = leading, right = trailing; rtl swaps them. The rect is
//   x = left, width = cell − left − right (at least 1px, else an error), height = 1px,
//   y = cell height − 1 (bottom, the default) or 0 (top).

extension CellSeparatorRequest {
    /// Where a separator's insets are measured from.
    public enum Reference: String, Sendable, Hashable, CaseIterable, Codable {
        /// From the cell's edges (iOS 11 and later, the default).
        case cellEdges = "cell-edges"
        /// From the cell's layout margins (`separatorInsetReference = .fromAutomaticInsets`).
        case margins
    }
}

extension CellSeparatorRequest {
    /// Which edge of the cell the separator runs along.
    public enum Position: String, Sendable, Hashable, CaseIterable, Codable {
        /// The bottom edge: y = cell height − 1px (the default).
        case bottom
        /// The top edge: y = 0.
        case top
    }
}

extension CellSeparatorRequest {
    /// A cell's leading and trailing layout margins, before snapping (snapped like insets).
    public struct Margins: Sendable, Hashable {
        /// The margin on the leading side (left in left-to-right text).
        public var leading: RequestedLength
        /// The margin on the trailing side.
        public var trailing: RequestedLength

        /// Margins of `leading` and `trailing`.
        public init(leading: RequestedLength, trailing: RequestedLength) {
            self.leading = leading
            self.trailing = trailing
        }
    }
}

/// The inputs of `gridcalc separator`, before snapping.
public struct CellSeparatorRequest: Sendable, Hashable {
    /// The cell width (floored to whole pixels when inexact).
    public var width: RequestedLength
    /// Device pixels per point.
    public var scale: Scale
    /// The separator inset on the leading side.
    public var insetLeading: RequestedLength
    /// The separator inset on the trailing side.
    public var insetTrailing: RequestedLength
    /// What the insets are measured from.
    public var reference: CellSeparatorRequest.Reference
    /// The cell's leading and trailing layout margins; required (and only allowed) with `margins`.
    public var margins: CellSeparatorRequest.Margins?
    /// The reading direction.
    public var direction: Direction
    /// The cell height (floored when inexact); the default is 44pt.
    public var cellHeight: RequestedLength
    /// The edge the separator runs along.
    public var position: CellSeparatorRequest.Position
    /// The device preset the width and scale came from, if any (for its downsampling warning).
    public var device: DevicePreset?

    /// The cell height when none is given: UIKit's default row height.
    public static let defaultCellHeight = RequestedLength.points(44)

    /// A request with the defaults for everything but the width and scale.
    public init(width: RequestedLength, scale: Scale, insetLeading: RequestedLength = .zero,
                insetTrailing: RequestedLength = .zero, reference: CellSeparatorRequest.Reference = .cellEdges,
                margins: CellSeparatorRequest.Margins? = nil, direction: Direction = .ltr,
                cellHeight: RequestedLength = defaultCellHeight, position: CellSeparatorRequest.Position = .bottom) {
        self.width = width
        self.scale = scale
        self.insetLeading = insetLeading
        self.insetTrailing = insetTrailing
        self.reference = reference
        self.margins = margins
        self.direction = direction
        self.cellHeight = cellHeight
        self.position = position
    }
}

/// The `gridcalc/separator@1` document: a cell and its separator's frame, in pixels and points.
public struct CellSeparatorDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/separator@1"

    /// Always `gridcalc/separator@1`.
    public let schema: String
    /// The cell, after snapping.
    public let cell: Size
    /// The separator's frame inside the cell.
    public let rect: Frame
    /// The separator's distance from the cell's physical left and right edges.
    @usableFromInline package let insets: SideInsets
    /// What the insets were measured from.
    public let reference: CellSeparatorRequest.Reference
    /// The reading direction.
    public let direction: Direction
    /// The edge the separator runs along.
    public let position: CellSeparatorRequest.Position
    /// What snapping changed about the input.
    public let warnings: [GridWarning]

    @usableFromInline enum CodingKeys: String, CodingKey { case cell, direction, insets, position, rect, reference, schema, warnings }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// Every key of `gridcalc/separator@1`, in sorted order.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.cell, cell)
        try s.member(CodingKeys.direction, direction.rawValue)
        try s.member(CodingKeys.insets, insets)
        try s.member(CodingKeys.position, position.rawValue)
        try s.member(CodingKeys.rect, rect)
        try s.member(CodingKeys.reference, reference.rawValue)
        try s.member(CodingKeys.schema, schema)
        try s.member(CodingKeys.warnings, warnings)
    }

    /// Calculates the separator for `request`.
    /// - Throws: `GridError` for a length that cannot be snapped, margins without the `margins`
    ///   reference (or that reference without margins), or offsets that leave less than 1px.
    public init(_ request: CellSeparatorRequest) throws(GridError) {
        let scale = request.scale
        var warnings: [GridWarning] = request.device?.warning(at: scale).map { [$0] } ?? []
        func snap(_ length: RequestedLength, _ field: GridField, container: Bool) throws(GridError) -> Int {
            let snapped = container ? try PixelSnapping.container(length, scale: scale, field: field)
                : try PixelSnapping.gap(length, scale: scale, field: field)
            if let warning = snapped.warning { warnings.append(warning) }
            return snapped.px
        }
        let cellPx = try snap(request.width, .width, container: true)
        let heightPx = try snap(request.cellHeight, .cellHeight, container: true)
        var leadingPx = try snap(request.insetLeading, .insetLeading, container: false)
        var trailingPx = try snap(request.insetTrailing, .insetTrailing, container: false)
        switch (request.reference, request.margins) {
        case (.margins, let margins?):
            leadingPx += try snap(margins.leading, .margins, container: false)
            trailingPx += try snap(margins.trailing, .margins, container: false)
        case (.margins, nil):
            throw .notAList(.margins, value: "")
        case (.cellEdges, let margins?):
            throw .marginsWithoutReference(value: "\(margins.leading),\(margins.trailing)")
        case (.cellEdges, nil):
            break
        }
        let (leftPx, rightPx) = request.direction == .ltr ? (leadingPx, trailingPx) : (trailingPx, leadingPx)
        guard cellPx - leftPx - rightPx >= 1 else { throw .separatorNoRoom(cellPx: cellPx, leftPx: leftPx, rightPx: rightPx) }
        let length = { (px: Int) in Length(px: px, scale: scale) }
        self.schema = Self.schemaID
        self.cell = Size(widthPx: cellPx, heightPx: heightPx, scale: scale)
        self.rect = Frame(xPx: leftPx, yPx: request.position == .bottom ? heightPx - 1 : 0,
                          widthPx: cellPx - leftPx - rightPx, heightPx: 1, scale: scale)
        self.insets = SideInsets(left: length(leftPx), right: length(rightPx))
        self.reference = request.reference
        self.direction = request.direction
        self.position = request.position
        self.warnings = warnings
    }
}

/// Distances from the physical left and right edges.
@usableFromInline package struct SideInsets: Sendable, Hashable, Codable, DocumentObject {
    /// From the left edge.
    @usableFromInline package let left: Length
    /// From the right edge.
    @usableFromInline package let right: Length

    @usableFromInline enum CodingKeys: String, CodingKey { case left, right }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    @usableFromInline package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"left", "right"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.left, left)
        try s.member(CodingKeys.right, right)
    }
}
