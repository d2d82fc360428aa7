// UnevenRule: `uneven` (a warning) — widths that differ by more than 1px.
//
// Rule: in a row (cells a sideways scroller cuts left out), or over a staggered layout's columns,
// widths that differ by more than 1px (and the dump's resolution) are uneven: expected is the
// narrowest, actual the widest. Not for a layout with tracks or spans, which are uneven by design.

struct UnevenRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.uneven
    static let severity = CheckDocument.Finding.Severity.warning
    static let description = "widths in a row (staggered: over the layout) differ by more than 1px (clipped frames left out): expected is the narrowest, actual the widest, error their spread"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a row of 100px cells and one of 98px", frames: "0 100; 101 98; 200 100", containerPt: 300)
            .expecting(.uneven, [1, 0], "width", saying: "widths from 98px (frame 1) to 100px (frame 0) differ by 2px"),
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("cells of 100px and 101px: the leftover pixel", frames: "0 100; 101 101; 203 100", containerPt: 303),
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        let geometry = context.geometry
        guard context.expectation.judgesEvenness else { return [] }
        switch place {
        case .columns:
            guard context.readings.staggered else { return [] }
            return geometry.unevenWidths(of: context.readings.staggeredColumns.flatMap { $0 }, in: "the columns").map { [$0] } ?? []
        case .row(let k):
            let row = context.rows[k], cut = context.cutInRow[k]
            let whole = cut.isEmpty ? row.frames : row.frames.filter { !cut.contains($0) }
            return geometry.unevenWidths(of: whole, in: "row at y \(row.topPx)px").map { [$0] } ?? []
        default: return []
        }
    }
}

extension FrameGeometry {
    /// uneven (a warning): widths among `members` that differ by more than 1px; expected is the
    /// narrowest, actual the widest, the error their spread.
    func unevenWidths(of members: [Int], in place: String) -> CheckDocument.Finding? {
        let widths = members.map { rightPx($0) - leftPx($0) }
        guard let lo = widths.min(), let hi = widths.max(), hi - lo > 1 + slackPx else { return nil }
        let narrow = members[widths.firstIndex(of: lo)!], wide = members[widths.firstIndex(of: hi)!]
        return CheckDocument.Finding(.uneven, [narrow, wide], edge: "width", expected: Double(lo), actual: Double(hi),
                            message: "\(place): widths from \(lo)px (frame \(narrow)) to \(hi)px (frame \(wide)) differ by \(hi - lo)px, more than \(1 + slackPx)px",
                            severity: .warning)
    }
}
