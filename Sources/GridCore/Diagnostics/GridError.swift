// GridError: everything that can be wrong with an input, said with the input's name and value.
//
// Rule: an error names the input (`field`), repeats the value as it was given (`value`) and says
// what is wrong (`reason`), with the numbers a front end needs to suggest a fix in its own words
// (a command line names its flags, an app its labels). GridCore never traps on an input: every
// function that takes one throws this type.

/// Why a GridCore calculation refused its input.
public enum GridError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `value` is not a plain decimal number (no NaN, infinity, exponent or hex).
    case notANumber(GridField, value: String)
    /// `value` is not a length: a plain decimal with an optional unit (`pt`, `dp`, `css`, `px`).
    case notALength(GridField, value: String)
    /// `value` is not a whole number of the kind a count needs (digits only).
    case notAWholeNumber(GridField, value: String)
    /// `value` is a pixel length with a fraction (`1.5px`); device pixels are whole.
    case fractionalPixels(GridField, value: String)
    /// `value` is below zero, and this input cannot be negative.
    case negative(GridField, value: String)
    /// `value` must be more than zero (a width, a scale) or at least one (a count).
    case notPositive(GridField, value: String)
    /// `value` is beyond what GridCore accepts; `limit` says the bound, with its unit.
    case tooLarge(GridField, value: String, limit: String)
    /// `value` is below what GridCore accepts (a scale under 0.01); `limit` says the bound.
    case tooSmall(GridField, value: String, limit: String)
    /// The layout would be `heightPx` tall, more than `limitPx` (`Limits.maxExtentPx`): too many
    /// rows, or rows, spacings and bands too tall.
    case contentTooTall(heightPx: Int, limitPx: Int)
    /// The container width is less than one device pixel at this scale.
    case underOnePixel(GridField, value: String, scale: Double)
    /// The cells get fewer pixels than there are columns: `cellsPx` = container − insets −
    /// (columns − 1) × spacing, which must be at least `columns`.
    case noRoom(columns: Int, containerPx: Int, insetLeadingPx: Int, insetTrailingPx: Int,
                spacingPx: Int, cellsPx: Int)
    /// `value` is not an aspect ratio `W:H` of two plain decimals.
    case notARatio(GridField, value: String)
    /// `value` is not a comma-separated list of the values `field` takes.
    case notAList(GridField, value: String)
    /// The list `value` names `element` twice.
    case repeated(GridField, value: String, element: String)
    /// A separator index in `value` is `index`, beyond the `items` items (the largest allowed is
    /// `items`: a band after the last item).
    case indexBeyondItems(value: String, index: Int, items: Int)
    /// A cell separator's left and right offsets (inset, plus margin under `margins`) leave less than
    /// 1px of the cell: width = `cellPx` − `leftPx` − `rightPx`.
    case separatorNoRoom(cellPx: Int, leftPx: Int, rightPx: Int)
    /// Margins `value` were given, but the separator insets are measured from the cell edges.
    case marginsWithoutReference(value: String)
    /// Track `track` of the list `value` is neither a length more than 0 nor a weight `<w>fr`: `why`.
    case invalidTrack(value: String, track: String, why: String)
    /// Tracks that leave `freePx` = container − insets − gaps − fixed tracks for `flexible` flexible
    /// tracks: fewer than one pixel each (or a flexible track that would get 0px).
    case tracksNoRoom(containerPx: Int, insetsPx: Int, gapsPx: Int, fixedPx: Int, freePx: Int, flexible: Int)
    /// `widen` with tracks that are all fixed: there is no flexible track to give the leftover to.
    case noFlexibleTrack
    /// An aspect ratio with tracks: there is no single cell width to take the row height from.
    case aspectRatioWithTracks
    /// A span in `value` names item `item`, which is not one of the `items` items.
    case spanBeyondItems(value: String, item: Int, items: Int)
    /// A span in `value` makes item `item` cover `span` columns, more than the `columns` there are.
    case spanTooWide(value: String, item: Int, span: Int, columns: Int)
    /// `value` is written in `px` on the web, where `px` could mean a CSS pixel or a device pixel
    /// (`RequestedLength.PixelUnit.ambiguous`); `number` is the value without its unit.
    case ambiguousPixels(GridField, value: String, number: String)
    /// A range `value` whose end (`endPx`) comes before its start (`startPx`), in device pixels.
    case reversedRange(GridField, value: String, startPx: Int, endPx: Int)
    /// The input `field` (separator bands, inside borders, a visible range) has no equivalent in
    /// the paste-ready `code` (a platform's `codeName`: a CSS grid rule), which would be wrong without it.
    case notExpressible(GridField, code: String)

    /// The input the error is about.
    public var field: GridField {
        switch self {
        case .notANumber(let f, _), .notALength(let f, _), .notAWholeNumber(let f, _),
             .fractionalPixels(let f, _), .negative(let f, _), .notPositive(let f, _),
             .tooLarge(let f, _, _), .tooSmall(let f, _, _), .underOnePixel(let f, _, _), .notARatio(let f, _),
             .notAList(let f, _), .repeated(let f, _, _), .reversedRange(let f, _, _, _), .ambiguousPixels(let f, _, _),
             .notExpressible(let f, _):
            return f
        case .contentTooTall:
            return .items
        case .invalidTrack, .noFlexibleTrack, .tracksNoRoom:
            return .tracks
        case .spanBeyondItems, .spanTooWide:
            return .spans
        case .aspectRatioWithTracks:
            return .rowHeight
        case .noRoom:
            return .columns
        case .indexBeyondItems:
            return .separatorsBefore
        case .separatorNoRoom:
            return .width
        case .marginsWithoutReference:
            return .margins
        }
    }

    /// The value as it was given (for `noRoom`, the column count).
    public var value: String {
        switch self {
        case .notANumber(_, let v), .notALength(_, let v), .notAWholeNumber(_, let v),
             .fractionalPixels(_, let v), .negative(_, let v), .notPositive(_, let v),
             .tooLarge(_, let v, _), .tooSmall(_, let v, _), .underOnePixel(_, let v, _), .notARatio(_, let v),
             .notAList(_, let v), .repeated(_, let v, _), .indexBeyondItems(let v, _, _), .marginsWithoutReference(let v),
             .reversedRange(_, let v, _, _), .ambiguousPixels(_, let v, _):
            return v
        case .invalidTrack(let v, _, _), .spanBeyondItems(let v, _, _), .spanTooWide(let v, _, _, _):
            return v
        case .noFlexibleTrack, .aspectRatioWithTracks, .tracksNoRoom, .notExpressible:
            return ""
        case .contentTooTall(let heightPx, _):
            return "\(heightPx)px"
        case .noRoom(let columns, _, _, _, _, _):
            return String(columns)
        case .separatorNoRoom(let cellPx, _, _):
            return "\(cellPx)px"
        }
    }

    /// What is wrong, without the input's name (a front end prefixes its own spelling of it).
    public var reason: String {
        switch self {
        case .notANumber: return "not a plain decimal number"
        case .notExpressible(let f, let code):
            let what = f == .separatorsBefore ? "separator bands" : f == .borderWidth ? "inside borders" : f == .visible ? "a visible range" : f.label
            return "\(code) cannot express \(what)"
        case .notALength: return "not a length"
        case .notAWholeNumber: return "not a whole number"
        case .fractionalPixels: return "device pixels are whole; a pixel length cannot have a fraction"
        case .ambiguousPixels:
            return "on the web px is ambiguous (a CSS pixel or a device pixel): write css for CSS pixels, or say that px means device pixels"
        case .negative: return "cannot be negative"
        case .notPositive(let f, _):
            return f == .columns ? "must be at least 1" : f == .aspectRatio ? "each term must be greater than 0" : "must be greater than 0"
        case .notARatio: return "not an aspect ratio W:H"
        case .notAList(let f, _):
            return f == .separatorsBefore ? "not a comma-separated list of item indices"
                : f == .margins ? "not two lengths <leading>,<trailing>"
                : f == .visible ? "not two lengths <y0>,<y1>"
                : f == .sections ? "not a comma-separated list of row counts"
                : f == .spans ? "not a comma-separated list of item:columns pairs" : "not a comma-separated list"
        case .repeated(_, _, let element): return "\(element) is listed more than once"
        case .marginsWithoutReference:
            return "margins apply only when the insets are measured from the layout margins"
        case .indexBeyondItems(_, let index, let items):
            return "item index \(index) is beyond the \(items) item\(items == 1 ? "" : "s")"
                + " (indices run 0…\(items); \(items) puts the band after the last item)"
        case .separatorNoRoom(let cellPx, let leftPx, let rightPx):
            return "the separator's offsets, left \(leftPx)px and right \(rightPx)px, leave \(cellPx - leftPx - rightPx)px"
                + " of the \(cellPx)px cell; a separator needs at least 1px"
        case .tooLarge(_, _, let limit): return "too large (the limit is \(limit))"
        case .invalidTrack(_, let track, let why): return "track '\(track)': \(why)"
        case .tracksNoRoom(let containerPx, let insetsPx, let gapsPx, let fixedPx, let freePx, let flexible):
            return "no room: \(containerPx)px container − \(insetsPx)px insets − \(gapsPx)px of gaps − \(fixedPx)px of fixed tracks"
                + " leaves \(freePx)px for \(flexible) flexible track\(flexible == 1 ? "" : "s"), less than 1px each"
        case .spanBeyondItems(_, let item, let items):
            return "item \(item) is not one of the \(items) item\(items == 1 ? "" : "s") (indices run 0…\(max(items - 1, 0)))"
        case .spanTooWide(_, let item, let span, let columns):
            return "item \(item) spans \(span) columns, more than the \(columns) there are"
        case .noFlexibleTrack: return "widen gives the leftover pixels to flexible tracks, and every track here is fixed"
        case .aspectRatioWithTracks: return "an aspect ratio needs one cell width, and tracks have several: give a row height"
        case .reversedRange(_, _, let startPx, let endPx):
            return "the end (\(endPx)px) comes before the start (\(startPx)px)"
        case .tooSmall(_, _, let limit): return "too small (the limit is \(limit))"
        case .contentTooTall(let heightPx, let limitPx):
            return "the rows, spacings and bands would be \(heightPx)px tall, more than the \(limitPx)px a layout may be"
        case .underOnePixel(_, let v, let scale):
            return "\(v) at \(decimalText(scale, maxFractionDigits: 6))x is less than one device pixel"
        case .noRoom(let columns, let containerPx, let lead, let trail, let spacingPx, let cellsPx):
            return "no room: \(containerPx)px container − \(lead + trail)px insets − \(columns - 1) × \(spacingPx)px"
                + " spacing leaves \(cellsPx)px for the cells, less than 1px for each of \(columns) columns"
        }
    }

    /// The input's name, its value and what is wrong, e.g. `width 0: must be greater than 0`.
    /// (`contentTooTall`, which no single input causes, is its reason alone.)
    public var description: String {
        if case .contentTooTall = self { return reason }
        return "\(field.label) \(value): \(reason)"
    }
}
