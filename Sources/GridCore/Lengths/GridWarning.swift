// GridWarning: a result that is correct but not quite what was asked for.
//
// Rule (Docs/guide.md): a length that does not land on a whole pixel is snapped, and the snap is reported —
// the container floored, a spacing or inset rounded (ties away from zero), a non-zero spacing or
// inset raised to 1px rather than vanish. A `flow_layout` that cannot fit within its 1e-9 pt
// tolerance is reported too. Warnings never make a result fail.

/// Something the calculation did to the input that the user should know about. JSON writes a
/// warning as its `description`; reading one back gives `.recorded` with that text.
public enum GridWarning: Sendable, Hashable, CustomStringConvertible, Codable, DocumentValue {
    /// The container `field` was `requestedPx` device pixels, not whole: floored to `px`.
    case floored(GridField, requested: RequestedLength, requestedPx: Double, px: Int, scale: Scale)
    /// The spacing or inset `field` was `requestedPx`, not whole: rounded to the nearest pixel `px`.
    case rounded(GridField, requested: RequestedLength, requestedPx: Double, px: Int, scale: Scale)
    /// The spacing or inset `field` asked for more than 0 but would round to 0px: raised to 1px.
    case raisedToOnePixel(GridField, requested: RequestedLength, requestedPx: Double, scale: Scale)
    /// No `flow_layout` adjustment within 1e-9 pt makes the double sum fit; `excessPt` is by how
    /// much the exact values' sum exceeds the container.
    case flowLayoutDoesNotFit(excessPt: Double)
    /// The aspect ratio gives a row less than half a pixel high for the base cell width `basePx`:
    /// the row is 1px high instead.
    case rowHeightRaisedToOnePixel(ratio: AspectRatio, basePx: Int)
    /// The device renders at `scale` but its panel shows `nativeScale` physical pixels per point:
    /// the image is resampled, and 1px lines can blur or vanish.
    case downsampled(device: String, scale: Double, nativeScale: Double)
    /// A min-cell width of `minCellPx` is more than the `widthPx` between the insets: one column,
    /// narrower than asked.
    case narrowerThanMinCell(minCellPx: Int, widthPx: Int)
    /// No RecyclerView padding keeps every `getItemOffsets` offset of the `spanCount` spans ≥ 0:
    /// some are negative (Docs/android.md).
    case negativeItemOffsets(spanCount: Int)
    /// A dump's root (its screen or window) is `dumpWidthPt` wide, more than the `deviceWidthPt`
    /// of the device preset's screen: the dump is likely from another device or orientation.
    case dumpWiderThanDevice(device: String, dumpWidthPt: Double, deviceWidthPt: Double)
    /// A warning read back from a document: its text, as written.
    case recorded(String)

    /// Decodes a warning's text (`.recorded`).
    public init(from decoder: any Decoder) throws {
        self = .recorded(try decoder.singleValueContainer().decode(String.self))
    }

    /// Two warnings are equal when they say the same (a warning read back from a document equals
    /// the one that wrote it).
    public static func == (a: GridWarning, b: GridWarning) -> Bool { a.description == b.description }

    /// Hashes the description, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// The warning as its description.
    @inlinable
    /// Encodes the warning as gridcalc writes it: its description.
    public func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    @usableFromInline package func write<Sink: DocumentSink>(to sink: inout Sink) throws { try sink.string(description) }

    /// One line for a person, naming the input and both the requested and the snapped value.
    public var description: String { description(in: LogicalUnit.points) }

    /// The warning in the words of a platform's `unit`: `pt`, `dp` or `css px`.
    package func description(in unit: LogicalUnit) -> String {
        let amount = { (value: Double) in unit.amount(decimalText(value)) }
        switch self {
        case .floored(let field, let requested, let requestedPx, let px, let scale):
            return "\(field.label) \(requested.text(in: unit)) is \(decimalText(requestedPx, maxFractionDigits: 6))px at \(scale)x,"
                + " not a whole pixel: floored to \(px)px (\(amount(scale.points(px))))"
        case .rounded(let field, let requested, let requestedPx, let px, let scale):
            return "\(field.label) \(requested.text(in: unit)) is \(decimalText(requestedPx, maxFractionDigits: 6))px at \(scale)x,"
                + " not a whole pixel: rounded to \(px)px (\(amount(scale.points(px))))"
        case .raisedToOnePixel(let field, let requested, let requestedPx, let scale):
            return "\(field.label) \(requested.text(in: unit)) is \(decimalText(requestedPx, maxFractionDigits: 6))px at \(scale)x,"
                + " which would round to 0px: raised to 1px (\(amount(scale.points(1))))"
        case .flowLayoutDoesNotFit(let excessPt):
            return "flow_layout: the point values sum to \(excessPt)pt more than the container, and no"
                + " adjustment within 1e-9pt fixes it; fits is false"
        case .downsampled(let device, let scale, let nativeScale):
            let per = unit.inProse
            return "device \(device) renders at \(decimalText(scale))x but its panel shows \(decimalText(nativeScale, maxFractionDigits: 6))"
                + " physical px/\(per): the image is downsampled, so 1px lines can blur or vanish"
        case .rowHeightRaisedToOnePixel(let ratio, let basePx):
            let exact = Double(basePx) * Double(ratio.heightMillionths) / Double(ratio.widthMillionths)
            return "aspect ratio \(ratio) makes rows \(decimalText(exact, maxFractionDigits: 6))px high for \(basePx)px cells,"
                + " which would round to 0px: raised to 1px"
        case .narrowerThanMinCell(let minCellPx, let widthPx):
            return "min cell \(minCellPx)px is wider than the \(widthPx)px between the insets: 1 column, narrower than the min cell"
        case .negativeItemOffsets(let spanCount):
            return "android: no RecyclerView padding lets GridLayoutManager's \(spanCount) spans hold these columns with offsets ≥ 0:"
                + " some item_offsets are negative"
        case .dumpWiderThanDevice(let device, let dumpWidthPt, let deviceWidthPt):
            return "the dump's root is \(amount(dumpWidthPt)) wide, wider than the \(amount(deviceWidthPt)) screen of device \(device):"
                + " the dump is likely from another device or orientation"
        case .recorded(let text):
            return text
        }
    }
}
