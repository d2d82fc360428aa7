// HairlineDocument: a line exactly one device pixel thick, at each scale it will be shown at (Docs/hairlines.md).
//
// Rule: one device pixel is 1/S pt. Core Graphics centres a stroke on its path, so a 1px stroke
// drawn on a whole-pixel path covers half of two pixels (blurred, grey); the path must sit half a
// pixel inside, 0.5px = 1/(2S) pt. `at y` snaps y *down* to the pixel grid (a value within 1e-6 px
// of a whole pixel is that pixel) and gives the fill rect's y and the stroke centre (y px + 0.5) / S.
// The numbers change with the scale (an external display, 3x → 2x), hence one entry per scale.

/// The `gridcalc/hairline@1` document: one hairline per requested scale.
public struct HairlineDocument: Sendable, Hashable, Codable, DocumentObject {
    /// The schema identifier.
    public static let schemaID = "gridcalc/hairline@1"

    /// Always `gridcalc/hairline@1`.
    public let schema: String
    /// One entry per scale, in the order requested.
    public let hairlines: [HairlineDocument.Hairline]
    /// The device's downsampling warning, when the scales came from such a device.
    public let warnings: [GridWarning]

    @usableFromInline enum CodingKeys: String, CodingKey { case hairlines, schema, warnings }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"hairlines", "schema", "warnings"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.hairlines, hairlines)
        try s.member(CodingKeys.schema, schema)
        try s.member(CodingKeys.warnings, warnings)
    }

    /// Hairlines at each of `scales` (1 ... `Limits.maxScales`, each once), snapped at `at` if given;
    /// `device`, when the scales came from a preset, adds its downsampling warning.
    /// - Throws: `GridError` for no scale, too many, a repeated one, or an `at` that cannot be snapped.
    public init(scales: [Scale], at: RequestedLength? = nil, device: DevicePreset? = nil) throws(GridError) {
        let listed = scales.map(\.description).joined(with: ",")
        guard !scales.isEmpty else { throw .notAList(.scale, value: listed) }
        guard scales.count <= Limits.maxScales else {
            throw .tooLarge(.scale, value: listed, limit: "\(Limits.maxScales) scales")
        }
        var seen: Set<Double> = []
        for scale in scales where !seen.insert(scale.pixelsPerPoint).inserted {
            throw .repeated(.scale, value: listed, element: scale.description)
        }
        var hairlines: [HairlineDocument.Hairline] = []
        for scale in scales { hairlines.append(try HairlineDocument.Hairline(scale: scale, at: at)) }
        self.schema = Self.schemaID
        self.hairlines = hairlines
        self.warnings = scales.compactMap { device?.warning(at: $0) }
    }
}

extension HairlineDocument {
    /// A one-pixel line at one scale.
    public struct Hairline: Sendable, Hashable, Codable, DocumentObject {
        /// Device pixels per point.
        public let scale: Scale
        /// Always 1 px, i.e. 1/S pt.
        public let thickness: Length
        /// Where a stroke's path sits inside its pixel: 0.5 px = 1/(2S) pt.
        public let strokeOffsetPt: Double
        /// The line snapped at a requested y, or nil when none was asked for.
        public let at: HairlineDocument.Position?

        @usableFromInline enum CodingKeys: String, CodingKey { case at, scale, strokeOffsetPt = "stroke_offset_pt", thickness }

        /// The hairline at `scale`, snapped at `at` when given.
        public init(scale: Scale, at: RequestedLength? = nil) throws(GridError) {
            self.scale = scale
            self.thickness = Length(px: 1, scale: scale)
            self.strokeOffsetPt = 0.5 / scale.pixelsPerPoint
            self.at = try at.map { (requested) throws(GridError) in
                let yPx = try PixelSnapping.position(requested, scale: scale, field: .at)
                return HairlineDocument.Position(requestedPt: requested.points(at: scale), y: Length(px: yPx, scale: scale),
                                        strokeCenterPt: (Double(yPx) + 0.5) / scale.pixelsPerPoint)
            }
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key, `at` as `null` when absent (the schema requires it).
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.at, at)
            try s.member(CodingKeys.scale, scale)
            try s.member(CodingKeys.strokeOffsetPt, strokeOffsetPt)
            try s.member(CodingKeys.thickness, thickness)
        }
    }
}

extension HairlineDocument {
    /// A hairline snapped down to the pixel grid at a requested y.
    public struct Position: Sendable, Hashable, Codable, DocumentObject {
        /// The y asked for, in points (a pixel request is converted: px / S).
        public let requestedPt: Double
        /// The fill rect's y: the requested y floored to whole pixels.
        public let y: Length
        /// Where a 1px stroke's path goes: (y px + 0.5) / S.
        public let strokeCenterPt: Double

        @usableFromInline enum CodingKeys: String, CodingKey { case requestedPt = "requested_pt", strokeCenterPt = "stroke_center_pt", y }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// `{"requested_pt", "stroke_center_pt", "y"}`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.requestedPt, requestedPt)
            try s.member(CodingKeys.strokeCenterPt, strokeCenterPt)
            try s.member(CodingKeys.y, y)
        }
    }
}
