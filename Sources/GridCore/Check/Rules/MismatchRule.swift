// MismatchRule: `mismatch` — a frame not where the expected layout has it.
//
// Rule: against an expected layout (`--against`, or the design inline), each frame whose px x or
// width (y and height when both have them) differs from its expected frame (by more than the dump's
// resolution); a different number of frames — or rows (or a staggered layout's columns) with a
// different number of cells than the design's columns — is one finding, and nothing is compared
// frame by frame. Against a design without items, frame i is expected on column i mod C (in a
// staggered layout, its column's); on Android, on the distribution every row hands out.

struct MismatchRule: CheckRule {
    static let kind = CheckDocument.Finding.Kind.mismatch
    static let severity = CheckDocument.Finding.Severity.error
    static let description = "with `--against` or a design: frame i's px x or width (y/height when both have them) differs from the expected frame, or the frame counts differ"
    static let triggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("a cell 1px wider than the design's 100px columns", frames: "0 100; 101 101", containerPt: 202) { request, _ in
            request.design = GridRequest(width: .pixels(1), scale: .one, columns: 2, spacing: .pixels(1))
        },
    ]
    static let nonTriggeringExamples: [CheckRuleExample] = [
        CheckRuleExample("the design's two columns of 100px, 1px apart", frames: "0 100; 101 100", containerPt: 201) { request, _ in
            request.design = GridRequest(width: .pixels(1), scale: .one, columns: 2, spacing: .pixels(1))
        },
    ]

    static func findings(at place: CheckPlace, in context: CheckContext) -> [CheckDocument.Finding] {
        guard case .layout = place else { return [] }
        return context.check.mismatches(rows: context.rows)
    }
}

extension FrameCheck {
    /// mismatch: against an expected layout, each frame whose px x or width (y and height when
    /// both have them) differs from the expected frame of its index; a different number of frames —
    /// or, against a design's columns, rows (or a staggered layout's columns) with a different number
    /// of cells than the design's columns — is one finding, and nothing is compared frame by frame.
    func mismatches(rows: [Row]) -> [CheckDocument.Finding] {
        var expected = self.expected
        var out: [CheckDocument.Finding] = []
        if let columns = designColumns {
            let widest = staggered ? staggeredColumns.count : rows.map(\.frames.count).max() ?? 0
            if widest > columns.count || (widest < columns.count && (staggered || rows.count > 1)) {
                let what = staggered ? "the frames stand in \(widest) columns" : "rows have \(widest) cell\(widest == 1 ? "" : "s")"
                return [CheckDocument.Finding(.mismatch, [], edge: "count", expected: Double(columns.count), actual: Double(widest),
                                              message: "\(what), the design has \(columns.count) column\(columns.count == 1 ? "" : "s")")]
            }
            if let judged = distributionJudged, !staggered {
                expected = judged.expected
                out += judged.findings
            } else if staggered {
                let index = columnIndices()
                expected = frames.indices.map { i in columns[(index[i] ?? i) % columns.count] }
            } else {
                expected = frames.indices.map { columns[$0 % columns.count] }
            }
        }
        guard let expected else { return out }
        if expected.count != frames.count {
            return [CheckDocument.Finding(.mismatch, [], edge: "count", expected: Double(expected.count), actual: Double(frames.count),
                                          message: "\(frames.count) frames, but the expected layout has \(expected.count)")]
        }
        for (i, (f, e)) in zip(frames, expected).enumerated() {
            var pairs = [("x", leftPx(i), e.xPx), ("width", rightPx(i) - leftPx(i), e.widthPx)]
            if f.y != nil, let ey = e.yPx {
                pairs.append(("y", topPx(i), ey))
                if f.height != nil, let eh = e.heightPx { pairs.append(("height", bottomPx(i) - topPx(i), eh)) }
            }
            for (edge, actual, wanted) in pairs where abs(actual - wanted) > slackPx {
                out.append(CheckDocument.Finding(.mismatch, [i], edge: edge, expected: Double(wanted), actual: Double(actual),
                                        message: "frame \(i): \(edge) \(actual)px, the expected layout has \(wanted)px"))
            }
        }
        return out
    }
}
