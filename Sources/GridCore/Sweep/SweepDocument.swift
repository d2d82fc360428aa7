// SweepDocument: one grid over devices × orientations × column counts, with limits that make it a CI
// gate (Docs/check-and-sweep.md).
//
// Rule: each case is the grid request with the device's width (for the orientation), scale and
// platform, and the case's column count. A case violates a limit when
//   max-inset      its leading or trailing inset (after padding) is more than the limit (L·S px for
//                  a length in points, within 1e-6 px);
//   max-remainder  its leftover R is more than the limit;
//   symmetric      its leading and trailing insets differ;
//   error          it cannot be laid out at all (no room, a length that cannot be snapped).
// The sweep is ok when no case violates anything. Inputs that mean the same in every case (the item
// count, the separator indices …) are validated once, before any case, and refused as in a grid;
// so is a length that is past the pixel limit at a device's scale (an inset of 500,000pt at 3x).
// Sizes are bounded before any work is done: at most `maxCases` cases, `maxTotalColumns` columns
// and `maxTotalItems` items and separator bands in all.

extension SweepDocument {
    /// The limits a sweep checks every case against.
    package struct Limits: Sendable, Hashable {
        /// The largest leading or trailing inset allowed, or nil for no limit.
        package var maxInset: RequestedLength?
        /// The largest leftover allowed, in px, or nil for no limit.
        package var maxRemainderPx: Int?
        /// Whether the leading and trailing insets must be equal.
        package var symmetric: Bool

        /// Limits; none by default.
        package init(maxInset: RequestedLength? = nil, maxRemainderPx: Int? = nil, symmetric: Bool = false) {
            self.maxInset = maxInset
            self.maxRemainderPx = maxRemainderPx
            self.symmetric = symmetric
        }
    }
}

extension SweepDocument {
    /// A limit a case broke.
    package struct Violation: Sendable, Hashable, Codable, DocumentObject {
        /// The limits of a sweep, and `error` for a case that could not be laid out.
        package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// An inset (after padding) larger than `Limits.maxInset`.
            case maxInset = "max-inset"
            /// A leftover larger than `Limits.maxRemainderPx`.
            case maxRemainder = "max-remainder"
            /// Leading and trailing insets that differ, under `Limits.symmetric`.
            case symmetric
            /// A case that could not be laid out (its `GridError` is the message).
            case error
        }

        /// Which limit.
        package let kind: Kind
        /// One line for a person, naming the values.
        package let message: String
        /// The limit in px (nil for `symmetric` and `error`).
        package let limitPx: Int?
        /// The value that broke it in px (nil for `error`).
        package let actualPx: Int?

        @usableFromInline enum CodingKeys: String, CodingKey { case actualPx = "actual_px", kind, limitPx = "limit_px", message }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key in sorted order, `null` where a value does not apply.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.actualPx, actualPx)
            try s.member(CodingKeys.kind, kind.rawValue)
            try s.member(CodingKeys.limitPx, limitPx)
            try s.member(CodingKeys.message, message)
        }
    }
}

extension SweepDocument {
    /// One case of a sweep: a device, an orientation and a column count, its layout and violations.
    package struct Case: Sendable, Hashable, DocumentObject {
        /// The device preset's name.
        package let device: String
        /// The orientation.
        package let orientation: DevicePreset.Orientation
        /// The window (`DeviceWindow`) the case ran in; nil for the whole screen.
        package let window: DeviceWindow.Kind?
        /// The column count.
        package let columns: Int
        /// The grid document (nil when the case could not be laid out); JSON leaves out its `input`.
        package let layout: GridDocument?
        /// The limits it broke (empty when it passed).
        package let violations: [SweepDocument.Violation]

        @usableFromInline enum CodingKeys: String, CodingKey { case columns, device, layout, orientation, violations, window }

        /// A case of `device` in `orientation` (and `window`, nil for the whole screen).
        init(device: String, orientation: DevicePreset.Orientation, window: DeviceWindow.Kind? = nil, columns: Int, layout: GridDocument?,
             violations: [SweepDocument.Violation]) {
            self.device = device
            self.orientation = orientation
            self.window = window
            self.columns = columns
            self.layout = layout
            self.violations = violations
        }

        /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
        package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

        /// Every key in sorted order; the layout without `input`.
        @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
            try s.member(CodingKeys.columns, columns)
            try s.member(CodingKeys.device, device)
            try s.key(CodingKeys.layout.stringValue)
            if let layout { try s.object { try layout.writeMembers(to: &$0, withInput: false) } } else { try s.null() }
            try s.member(CodingKeys.orientation, orientation.rawValue)
            try s.member(CodingKeys.violations, violations)
            // Only a case in a window says which (a sweep without --windows is written as before).
            if let window { try s.member(CodingKeys.window, window.rawValue) }
        }
    }
}

/// The `gridcalc/sweep@1` document.
package struct SweepDocument: Sendable, Hashable, DocumentObject {
    /// The schema identifier.
    package static let schemaID = "gridcalc/sweep@1"
    /// The most cases one sweep may run.
    package static let maxCases = 2000
    /// The most columns all the cases of one sweep may lay out together (the all-device,
    /// both-orientation `1...12` sweep lays out 5,616), so the largest sweep prints about 10 MiB.
    package static let maxTotalColumns = 20_000
    /// The most items and separator bands all the cases of one sweep may lay out together (cases ×
    /// (items + bands)), so the largest sweep with items prints about 40 MiB of JSON.
    package static let maxTotalItems = 100_000

    /// Always `gridcalc/sweep@1`.
    package let schema: String

    @usableFromInline enum CodingKeys: String, CodingKey { case cases, ok, schema }

    /// Encodes the value as gridcalc writes it (its one description, `writeMembers`).
    package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `{"cases", "ok", "schema"}`.
    @inlinable package func writeMembers<Sink: DocumentSink>(to s: inout Sink) throws {
        try s.member(CodingKeys.cases, cases)
        try s.member(CodingKeys.ok, ok)
        try s.member(CodingKeys.schema, schema)
    }

    /// True when no case broke a limit.
    package let ok: Bool
    /// Devices in the order given, then orientations, then column counts.
    package let cases: [SweepDocument.Case]

    /// Runs `template` (its width, scale and columns are replaced per case) over every combination;
    /// the web presets' cases run `webTemplate` when it is given — the same request with its lengths
    /// read as the web reads them (a length the user wrote in px may be a CSS pixel there and a
    /// device pixel elsewhere).
    /// No `orientations` (an empty list) runs each device in its own (`naturalOrientation`).
    /// - Throws: `GridError` for an input that is invalid in every case (`ItemRequest.validate`), a
    ///   length past the pixel limit at one of the devices' scales, or
    ///   (field `sweepCases`) when there are no cases or more than the limits allow.
    package init(template: GridRequest, webTemplate: GridRequest? = nil, devices: [DevicePreset], orientations: [DevicePreset.Orientation],
                columns: [Int], limits: SweepDocument.Limits = SweepDocument.Limits(), windows: Bool = false) throws(GridError) {
        let webTemplate = webTemplate ?? template
        let templateFor = { (device: DevicePreset) -> GridRequest in device.platform.definition.pxIsAmbiguous ? webTemplate : template }
        let orientationsFor = { (device: DevicePreset) -> [DevicePreset.Orientation] in orientations.isEmpty ? [device.naturalOrientation] : orientations }
        // Each device in each orientation: the whole screen, then (with `windows`) each window it has there.
        let screensFor = { (device: DevicePreset) -> [(DevicePreset.Orientation, DeviceWindow?)] in
            orientationsFor(device).flatMap { orientation -> [(DevicePreset.Orientation, DeviceWindow?)] in
                [(orientation, nil)] + (windows ? DeviceWindow.windows(of: device).filter { $0.orientation == orientation }.map { (orientation, $0) } : [])
            }
        }
        let screens = devices.reduce(0) { $0 + screensFor($1).count }
        let perDevice = max(orientations.count, 1)
        try template.validate()
        for device in devices {
            guard let deviceScale = try? Scale(device.scale) else { continue }   // a preset's scale is always valid
            try templateFor(device).validateLengths(at: deviceScale)
        }
        // With a columns rule, each device and orientation is one case, its count chosen there.
        let columns = template.columnsRule == nil ? columns : [0]
        let count = screens * columns.count
        let sweepShape = "\(devices.count) devices × \(perDevice) orientations\(windows ? " and their windows (\(screens) screens)" : "") × "
            + (template.columnsRule == nil ? "\(columns.count) column counts" : "1 chosen column count")
        guard count >= 1 else { throw .notAList(.sweepCases, value: sweepShape) }
        guard count <= Self.maxCases else {
            throw .tooLarge(.sweepCases, value: sweepShape, limit: "\(Self.maxCases) cases")
        }
        var totalColumns = screens * columns.reduce(0, +)
        if template.columnsRule != nil, count <= Self.maxCases {
            totalColumns = 0
            for device in devices {
                for (orientation, window) in screensFor(device) {
                    totalColumns += (try? Self.caseRequest(templateFor(device), device: device, orientation: orientation, window: window, columns: 0)
                        .resolvedColumnCount()) ?? 1
                }
            }
        }
        guard totalColumns <= Self.maxTotalColumns else {
            throw .tooLarge(.sweepCases, value: sweepShape + " (\(totalColumns) columns in all)", limit: "\(Self.maxTotalColumns) columns in all")
        }
        let itemsPerCase = template.items.map { $0.count + $0.separatorsBefore.count } ?? 0
        guard itemsPerCase <= Self.maxTotalItems / count else {
            throw .tooLarge(.sweepCases, value: sweepShape + " with \(itemsPerCase) items and bands each (\(count * itemsPerCase) in all)",
                            limit: "\(Self.maxTotalItems) items and bands in all")
        }
        var cases: [SweepDocument.Case] = []
        cases.reserveCapacity(count)
        for device in devices {
            for (orientation, window) in screensFor(device) {
                for columnCount in columns {
                    cases.append(Self.run(templateFor(device), device: device, orientation: orientation, window: window, columns: columnCount,
                                          limits: limits))
                }
            }
        }
        self.schema = Self.schemaID
        self.ok = cases.allSatisfy { $0.violations.isEmpty }
        self.cases = cases
    }

    /// The template on one device and orientation, with `columns` (unless a rule chooses them).
    static func caseRequest(_ template: GridRequest, device: DevicePreset, orientation: DevicePreset.Orientation, window: DeviceWindow? = nil,
                            columns: Int) throws(GridError) -> GridRequest {
        var request = template
        request.scale = try Scale(device.scale)
        request.width = window.map { .points($0.widthPt) } ?? device.width(orientation, at: request.scale)
        if template.columnsRule == nil { request.columns = columns }
        request.device = device
        request.platform = device.platform
        return request
    }

    static func run(_ template: GridRequest, device: DevicePreset, orientation: DevicePreset.Orientation, window: DeviceWindow? = nil, columns: Int,
                    limits: SweepDocument.Limits) -> SweepDocument.Case {
        var request = template
        let document: GridDocument
        do {
            request = try caseRequest(template, device: device, orientation: orientation, window: window, columns: columns)
            document = try GridDocument(request, css: false)
        } catch {
            let chosen = template.columnsRule == nil ? columns : (try? request.resolvedColumnCount()) ?? 0
            return SweepDocument.Case(device: device.name, orientation: orientation, window: window?.kind, columns: chosen, layout: nil,
                             violations: [SweepDocument.Violation(kind: .error, message: error.description, limitPx: nil, actualPx: nil)])
        }
        var violations: [SweepDocument.Violation] = []
        let insets = [("leading", document.insets.leading.px), ("trailing", document.insets.trailing.px)]
        if let maxInset = limits.maxInset {
            let limitAmount = maxInset.pixelAmount(at: request.scale)
            let limitPx = Int((limitAmount + PixelSnapping.exactnessPx).rounded(.down))
            for (side, px) in insets where Double(px) > limitAmount + PixelSnapping.exactnessPx {
                violations.append(SweepDocument.Violation(kind: .maxInset, message: "\(side) inset \(px)px is more than the max inset \(maxInset) (\(limitPx)px at \(request.scale)x)",
                                                 limitPx: limitPx, actualPx: px))
            }
        }
        if let maxRemainder = limits.maxRemainderPx, document.remainderPx > maxRemainder {
            violations.append(SweepDocument.Violation(kind: .maxRemainder, message: "leftover \(document.remainderPx)px is more than the max remainder \(maxRemainder)px",
                                             limitPx: maxRemainder, actualPx: document.remainderPx))
        }
        if limits.symmetric, insets[0].1 != insets[1].1 {
            violations.append(SweepDocument.Violation(kind: .symmetric, message: "insets differ: leading \(insets[0].1)px, trailing \(insets[1].1)px",
                                             limitPx: nil, actualPx: insets[1].1 - insets[0].1))
        }
        return SweepDocument.Case(device: device.name, orientation: orientation, window: window?.kind, columns: document.columns.count, layout: document, violations: violations)
    }
}
