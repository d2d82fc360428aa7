import Testing
import GridCore

@Suite struct FlowLayoutValuesTests {
    /// The `flow_layout` guarantee of Docs/guide.md for one document: every value within 1e-9 pt of its
    /// exact pixel value, the left-to-right double sum ≤ the container, `sum_pt` is that sum, and
    /// values are untouched when the exact ones already fit. Returns whether an adjustment was made.
    @discardableResult
    static func checkGuarantee(_ d: GridDocument, label: () -> String) -> Bool {
        let f = d.flowLayout
        let scale = d.input.scale
        let exactWidths = d.columns.map { scale.points($0.width.px) }
        let exactLeft = scale.points(d.insets.left.px)
        let exactRight = scale.points(d.insets.right.px)
        check(f.spacingPt == d.spacing.pt && f.insetLeftPt == exactLeft, "spacing/left exact", label())
        for (value, exact) in zip(f.itemWidthsPt, exactWidths) where abs(value - exact) > 1e-9 {
            Issue.record("item width \(value) is more than 1e-9 from \(exact): \(label())")
        }
        check(abs(f.insetRightPt - exactRight) <= 1e-9, "right inset", label())
        // The sum, evaluated here independently, left to right as a flow layout adds it.
        var sum = f.insetLeftPt
        for (i, w) in f.itemWidthsPt.enumerated() {
            if i > 0 { sum += f.spacingPt }
            sum += w
        }
        sum += f.insetRightPt
        check(sum == f.sumPt, "sum_pt", label())
        check(f.fits && sum <= d.container.pt, "fits", label())

        var exactSum = exactLeft
        for (i, w) in exactWidths.enumerated() {
            if i > 0 { exactSum += f.spacingPt }
            exactSum += w
        }
        exactSum += exactRight
        let adjusted = f.itemWidthsPt != exactWidths || f.insetRightPt != exactRight
        check(adjusted == (exactSum > d.container.pt), "adjusted only when needed", label())
        if adjusted {
            // Only one value moves: the right inset, or the last item when that inset is 0.
            if d.insets.right.px > 0 {
                check(f.itemWidthsPt == exactWidths && f.insetRightPt < exactRight, "adjusts right inset", label())
            } else {
                check(Array(f.itemWidthsPt.dropLast()) == Array(exactWidths.dropLast()), "adjusts last item", label())
                check(f.itemWidthsPt.last! < exactWidths.last!, "last item smaller", label())
            }
        }
        return adjusted
    }

    @Test func specExampleNeedsNoAdjustment() throws {
        let d = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7))
        #expect(d.flowLayout.itemWidthsPt == Array(repeating: 58.666666666666664, count: 7))
        #expect(d.flowLayout.spacingPt == 0.3333333333333333)
        #expect(d.flowLayout.insetLeftPt == 0.6666666666666666 && d.flowLayout.insetRightPt == 0.6666666666666666)
        #expect(d.flowLayout.sumPt == 414.0 && d.flowLayout.fits)
    }

    /// Docs/algorithm.md's example: 307px @3x × 3, widen → 102, 102, 101 px. The exact values sum
    /// to 102.33333333333334 > 307/3 (worked by hand in the doc), so the last item moves one ulp down.
    @Test func docsExampleAdjustsLastItemByOneUlp() throws {
        let layout = try ColumnLayout(containerPx: 307, columns: 3, spacingPx: 1, strategy: .widen(.leading))
        let f = GridDocument.FlowLayout(layout: layout, scale: try Scale(3))
        let exactLast = 101.0 / 3
        #expect(0 + 34 + 1.0 / 3 + 34 + 1.0 / 3 + exactLast + 0 > 307.0 / 3)
        #expect(f.itemWidthsPt == [34, 34, exactLast.nextDown])
        #expect(f.sumPt == 307.0 / 3 && f.fits)
    }

    /// The adjustment is really exercised: over the sweep, some exact sums exceed the container
    /// (the seed's "0.001pt or it may not fit on Plus devices"), and each is repaired minimally.
    @Test func adjustmentIsSmallestAndHappens() throws {
        var adjustedRight = 0
        var adjustedLast = 0
        for scaleValue in [3.0, 2.608, 2.625, 1.5] {
            let scale = try Scale(scaleValue)
            for widthPx in 1...2000 {
                for columns in 1...24 {
                    for strategy in [Strategy.padding(.center), .widen(.spread)] {
                        guard let layout = try? ColumnLayout(containerPx: widthPx, columns: columns, strategy: strategy) else { continue }
                        let f = GridDocument.FlowLayout(layout: layout, scale: scale)
                        check(f.fits, "fits", "\(widthPx)px @\(scaleValue)x × \(columns)")
                        let exactRight = scale.points(layout.insetRightPx)
                        if f.insetRightPt != exactRight {
                            adjustedRight += 1
                            // One ulp closer to exact no longer fits: the adjustment is the smallest.
                            let sum = GridDocument.FlowLayout.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: f.itemWidthsPt,
                                                                      spacingPt: f.spacingPt, insetRightPt: f.insetRightPt.nextUp)
                            check(sum > scale.points(widthPx), "smallest adjustment", "\(widthPx)px @\(scaleValue)x × \(columns)")
                        } else if f.itemWidthsPt.last! != scale.points(layout.columns.last!.widthPx) {
                            adjustedLast += 1
                            var widths = f.itemWidthsPt
                            widths[widths.count - 1] = widths[widths.count - 1].nextUp
                            let sum = GridDocument.FlowLayout.leftToRightSum(insetLeftPt: f.insetLeftPt, itemWidthsPt: widths,
                                                                      spacingPt: f.spacingPt, insetRightPt: f.insetRightPt)
                            check(sum > scale.points(widthPx), "smallest adjustment", "\(widthPx)px @\(scaleValue)x × \(columns)")
                        }
                    }
                }
            }
        }
        #expect(adjustedRight > 0)
        #expect(adjustedLast > 0)
    }
}
