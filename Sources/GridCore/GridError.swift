// GridError: everything that can be wrong with an input, said with the input's name and value.
//
// Rule: an error names the input (`GridField`), repeats the value as it was given, says what is
// wrong, and offers a hint (the grammar, the nearest valid value, or the limit). GridCore never
// traps on an input: every function that takes one throws this type.

/// Why a GridCore calculation refused its input.
public enum GridError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `value` is not a plain decimal number (SPEC §1: no NaN, infinity, exponent or hex).
    case notANumber(GridField, value: String)
    /// `value` is not a length: a plain decimal with an optional `pt` or `px` unit.
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
    /// The container width is less than one device pixel at this scale.
    case underOnePixel(GridField, value: String, scale: Double)
    /// The cells get fewer pixels than there are columns: `cellsPx` = container − insets −
    /// (columns − 1) × spacing, which must be at least `columns`.
    case noRoom(columns: Int, containerPx: Int, insetLeadingPx: Int, insetTrailingPx: Int,
                spacingPx: Int, cellsPx: Int)

    /// The input the error is about (`nil` for none in particular).
    public var field: GridField {
        switch self {
        case .notANumber(let f, _), .notALength(let f, _), .notAWholeNumber(let f, _),
             .fractionalPixels(let f, _), .negative(let f, _), .notPositive(let f, _),
             .tooLarge(let f, _, _), .underOnePixel(let f, _, _):
            return f
        case .noRoom:
            return .columns
        }
    }

    /// The value as it was given (for `noRoom`, the column count).
    public var value: String {
        switch self {
        case .notANumber(_, let v), .notALength(_, let v), .notAWholeNumber(_, let v),
             .fractionalPixels(_, let v), .negative(_, let v), .notPositive(_, let v),
             .tooLarge(_, let v, _), .underOnePixel(_, let v, _):
            return v
        case .noRoom(let columns, _, _, _, _, _):
            return String(columns)
        }
    }

    /// What is wrong, without the input's name (a front end prefixes its own spelling of it).
    public var reason: String {
        switch self {
        case .notANumber: return "not a plain decimal number"
        case .notALength: return "not a length"
        case .notAWholeNumber: return "not a whole number"
        case .fractionalPixels: return "device pixels are whole; a pixel length cannot have a fraction"
        case .negative: return "cannot be negative"
        case .notPositive(let f, _):
            return f == .columns ? "must be at least 1" : "must be greater than 0"
        case .tooLarge(_, _, let limit): return "too large (the limit is \(limit))"
        case .underOnePixel(_, let v, let scale):
            return "\(v) at \(decimalText(scale, maxFractionDigits: 6))x is less than one device pixel"
        case .noRoom(let columns, let containerPx, let lead, let trail, let spacingPx, let cellsPx):
            return "no room: \(containerPx)px container − \(lead + trail)px insets − \(columns - 1) × \(spacingPx)px"
                + " spacing leaves \(cellsPx)px for the cells, less than 1px for each of \(columns) columns"
        }
    }

    /// A suggestion for a valid input.
    public var hint: String {
        switch self {
        case .notANumber(.scale, _), .notPositive(.scale, _), .tooLarge(.scale, _, _):
            return "a scale is a plain decimal above 0 and at most 16, e.g. 2, 3 or 2.608"
        case .notANumber, .notALength, .negative, .notPositive(.width, _):
            return "a length is a plain decimal with an optional unit: 414, 414pt, 1242px, 0.5 (no exponent, NaN or infinity)"
        case .notAWholeNumber, .notPositive:
            return "a count is a whole number of digits, e.g. 7"
        case .fractionalPixels:
            return "give whole pixels (1px, 2px) or a length in points (0.5pt)"
        case .tooLarge(_, _, let limit):
            return "use a value up to \(limit)"
        case .underOnePixel:
            return "use a wider container or a larger scale"
        case .noRoom(let columns, let containerPx, let lead, let trail, let spacingPx, _):
            var fewest = columns - 1
            while fewest > 0, containerPx - lead - trail - (fewest - 1) * spacingPx < fewest { fewest -= 1 }
            return fewest > 0
                ? "use at most \(fewest) column\(fewest == 1 ? "" : "s"), less spacing, or smaller insets"
                : "use less spacing or smaller insets"
        }
    }

    /// The input's name, its value and what is wrong, e.g. `width 0: must be greater than 0`.
    public var description: String { "\(field.rawValue) \(value): \(reason)" }
}
