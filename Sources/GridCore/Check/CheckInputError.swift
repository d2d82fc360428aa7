// CheckInputError: why a check cannot run on what it was given — typed, so that each reader of a
// dump names the value in its own words (a JSON path, or a node's line in a view tree).
//
// Rule: every number a check reads is finite and within ±`Limits.maxNumber` (widths and heights
// and the container width ≥ 0) before any arithmetic; a scale comes from the request, the device
// or the subject, and a container width likewise; at most `Limits.maxItems` frames.

/// What is wrong with a check's input before any check could run.
public enum CheckInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A value of the subject that a check reads.
    public enum Field: Sendable, Hashable {
        /// The container's width (`container_pt` in a frames document).
        case containerWidth
        /// The container's left edge (`container.x`).
        case containerX
        /// The container's top edge (`container.y`).
        case containerY
        /// One edge of frame `index` (0-based, input order).
        case frame(Int, FrameValue)

        /// The field's JSON path in a frames document: `container_pt`, `frames[2].x`.
        public var jsonPath: String {
            switch self {
            case .containerWidth: return "container_pt"
            case .containerX: return "container.x"
            case .containerY: return "container.y"
            case .frame(let i, let value): return "frames[\(i)].\(value.rawValue)"
            }
        }
    }

    /// A number of a frame.
    public enum FrameValue: String, Sendable, Hashable, CaseIterable {
        /// The left edge.
        case x
        /// The top edge.
        case y
        /// The width (≥ 0).
        case width
        /// The height (≥ 0).
        case height
    }

    /// Neither the request, its device nor the subject gives a scale.
    case missingScale
    /// A length in logical units (its value) was given for a dump in device pixels that gives no
    /// density to convert it.
    case lengthNeedsScale(Double)
    /// Neither the request, its device nor the subject gives a container width.
    case missingContainer
    /// The scale the device or the subject gives is not one (`GridError` says why).
    case invalidScale(GridError)
    /// The spacing asked for cannot be snapped (`GridError` says why).
    case invalidSpacing(GridError)
    /// A number that is not finite or not from `minimum` to `Limits.maxNumber`.
    case outOfRange(Field, value: Double, minimum: Double)
    /// A spacing in px below 0 or past `Limits.maxPixels`.
    case spacingOutOfRange(Int)
    /// More frames than `Limits.maxItems`.
    case tooManyFrames(Int)
    /// A tolerance outside 0 … 0.5 px.
    case toleranceOutOfRange(Double)
    /// A container width (in the dump's unit) that is more than `Limits.maxPixels` at the scale.
    case containerTooWide(Double, scale: Scale)
    /// The design (`CheckRequest.design`) cannot be laid out at the container's width.
    case design(GridError, containerPx: Int)

    /// The field a value error is about, nil for the others.
    public var field: Field? {
        if case .outOfRange(let field, _, _) = self { return field }
        return nil
    }

    /// What is wrong with the value, after its name: `is 1e+20: expected a finite number from 0 to
    /// 1000000000`.
    public var reason: String {
        switch self {
        case .outOfRange(_, let value, let minimum):
            return "is \(value.isFinite ? decimalText(value, maxFractionDigits: 6) : "\(value)"):"
                + " expected a finite number from \(decimalText(minimum)) to \(decimalText(Limits.maxNumber))"
        case .containerTooWide(let width, let scale):
            return "\(decimalText(width)) is more than \(Limits.maxPixels)px at \(scale)x"
        default:
            return description
        }
    }

    /// One line, in a frames document's words (`frames[2].width is -1: …`).
    public var description: String {
        switch self {
        case .missingScale: return "the document has no \"scale\""
        case .lengthNeedsScale(let value): return "a length in logical units (\(decimalText(value))) needs the density of the device px"
        case .missingContainer: return "the document has no \"container_pt\""
        case .invalidScale(let error): return "scale \(error.value): \(error.reason)"
        case .invalidSpacing(let error): return "spacing \(error.value): \(error.reason)"
        case .outOfRange(let field, _, _): return "\(field.jsonPath) \(reason)"
        case .spacingOutOfRange(let px): return "spacing_px is \(px): expected 0 to \(Limits.maxPixels)"
        case .tooManyFrames(let count): return "\(count) frames: at most \(Limits.maxItems) can be checked"
        case .toleranceOutOfRange(let value): return "tolerance \(value)px: expected 0 to 0.5 px"
        case .containerTooWide: return "container_pt \(reason)"
        case .design(let error, let px): return "the layout flags at the container's \(px)px: \(error.reason)"
        }
    }
}
