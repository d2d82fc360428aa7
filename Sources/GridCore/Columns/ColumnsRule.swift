// ColumnsRule: the column count chosen from a cell size (Docs/columns-auto.md).
//
// Rule: U = P − Il − It (the pixels between the fixed insets, before padding), G the spacing, and the
// cell size snapped like a spacing (nearest pixel, a positive size never 0px):
//   min-cell m (CSS repeat(auto-fill, minmax(m, 1fr)), Compose Adaptive, SwiftUI .adaptive(minimum:)):
//     C = max(1, ⌊(U + G) / (m + G)⌋) — the most columns whose base width ⌊A / C⌋ is at least m
//     (C columns need C·m + (C−1)·G ≤ U). When even one column is narrower than m (U < m), C = 1
//     with a warning.
//   max-cell M (Flutter SliverGridDelegateWithMaxCrossAxisExtent): the fewest columns none of
//     which is wider than M under the strategy in force (§11).
//     widen (any distribution): C = max(1, ⌈(U + G) / (M + G)⌉) — C·M ≥ U − (C−1)·G = A, so even a
//     column of ⌈A / C⌉ px is at most M.
//     padding, whose columns are ⌊A / C⌋ px and whose leftover goes to the insets:
//     C = max(1, ⌊(U + G) / (M + 1 + G)⌋ + 1) — ⌊A / C⌋ ≤ M ⟺ A < C·(M + 1) ⟺ U + G < C·(M + 1 + G);
//     fewer columns than widen needs (883px, 16px gaps, M = 48: 14 columns of 48, not 15 of 43).
// Both are extremal: one column more breaks min-cell (its base width falls under m), one fewer
// breaks max-cell (some column is wider than M). A count past `Limits.maxColumns` is an error.
// Then the usual algorithm (ColumnLayout) runs with C columns.

/// How the column count is chosen from a cell size, instead of being given.
public enum ColumnsRule: Sendable, Hashable {
    /// The most columns each at least this wide.
    case minCell(RequestedLength)
    /// The fewest columns none of which is wider than this.
    case maxCell(RequestedLength)

    /// The input it is about.
    public var field: GridField {
        switch self {
        case .minCell: return .minCell
        case .maxCell: return .maxCell
        }
    }

    /// The same rule with its cell size snapped to `px` whole pixels (as a grid document echoes it).
    public func snapped(toPx px: Int) -> ColumnsRule {
        switch self {
        case .minCell: return .minCell(.pixels(px))
        case .maxCell: return .maxCell(.pixels(px))
        }
    }

    /// The requested cell size.
    public var length: RequestedLength {
        switch self {
        case .minCell(let l), .maxCell(let l): return l
        }
    }

    /// The column count for `usablePx` = U pixels between the insets and `spacingPx` = G, with the
    /// cell size snapped to `cellPx`, under `strategy`, and the warning when even one column is
    /// narrower than a min-cell.
    /// - Throws: `tooLarge` for a count past `Limits.maxColumns`.
    package func columns(usablePx: Int, spacingPx: Int, cellPx: Int, strategy: Strategy) throws(GridError) -> (count: Int, warning: GridWarning?) {
        let u = max(usablePx, 0), g = spacingPx
        let count: Int
        var warning: GridWarning? = nil
        switch self {
        case .minCell:
            count = max(1, (u + g) / (cellPx + g))
            if u < cellPx { warning = .narrowerThanMinCell(minCellPx: cellPx, widthPx: u) }
        case .maxCell:
            if case .padding = strategy {
                count = max(1, (u + g) / (cellPx + 1 + g) + 1)
            } else {
                count = max(1, (u + g + cellPx + g - 1) / (cellPx + g))
            }
        }
        guard count <= Limits.maxColumns else {
            throw .tooLarge(field, value: length.description, limit: "\(Limits.maxColumns) columns; this size gives \(count)")
        }
        return (count, warning)
    }
}
