// Strategy: where the leftover pixels of a grid go (Docs/guide.md).
//
// Rule: `padding` keeps every cell the same width and turns the leftover into section insets placed
// by an `Alignment`; `widen` leaves no side gaps and gives one extra pixel to R of the cells, chosen
// by a `Distribution`. The two options never mix, so the type holds exactly one of them.

/// Where the R leftover pixels (R = cell pixels mod columns) go.
public enum Strategy: Sendable, Hashable, CustomStringConvertible {
    /// Equal cells; the leftover becomes extra inset, placed by the alignment.
    case padding(Alignment)
    /// No side gaps; R cells are one pixel wider, chosen by the distribution.
    case widen(Distribution)

    /// The default: `padding` with the columns centred.
    public static let `default` = Strategy.padding(.center)

    /// The strategy's name as gridcalc spells it: `padding` or `widen`.
    public var name: String {
        switch self {
        case .padding: return "padding"
        case .widen: return "widen"
        }
    }

    /// The alignment for `padding`, `nil` for `widen`.
    public var alignment: Alignment? {
        if case .padding(let alignment) = self { return alignment }
        return nil
    }

    /// The distribution for `widen`, `nil` for `padding`.
    public var distribution: Distribution? {
        if case .widen(let distribution) = self { return distribution }
        return nil
    }

    /// E.g. `padding (align center)` or `widen (distribute spread)`.
    public var description: String {
        switch self {
        case .padding(let alignment): return "padding (align \(alignment.rawValue))"
        case .widen(let distribution): return "widen (distribute \(distribution.rawValue))"
        }
    }

    /// `padding` only: where the equal-width columns sit, i.e. which inset receives the leftover.
    public enum Alignment: String, Sendable, Hashable, CaseIterable, Codable {
        /// Leading inset += R div 2, trailing inset += R − R div 2.
        case center
        /// Columns start at the leading inset; trailing inset += R.
        case leading
        /// Columns end at the trailing inset; leading inset += R.
        case trailing
    }

    /// `widen` only: which R of the C columns are one pixel wider.
    public enum Distribution: String, Sendable, Hashable, CaseIterable, Codable {
        /// Columns 0 ..< R (the usual hand-written rule).
        case leading
        /// Columns C−R ..< C.
        case trailing
        /// Columns s ..< s+R with s = (C−R) div 2.
        case center
        /// Each ideal edge i·A/C rounded half-up to a pixel, as Yoga and Taffy round.
        case spread
    }
}

/// Reading direction: column 0 is always the leading column; `rtl` mirrors positions.
public enum Direction: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left to right: the leading side is the left.
    case ltr
    /// Right to left: the leading side is the right.
    case rtl
}
