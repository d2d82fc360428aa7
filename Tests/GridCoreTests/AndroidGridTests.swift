import Testing
import GridCore

/// `GridDocument.android` against GridLayoutManager as AOSP writes it: the span borders computed
/// here line by line from the published `GridLayoutManager.calculateItemBorders`, and the layout of
/// a view in a span (`layoutChunk`: left = paddingLeft + border, less the decoration insets).
@Suite struct AndroidGridTests {
    /// AOSP's calculateItemBorders (androidx.recyclerview.widget.GridLayoutManager), transcribed.
    static func calculateItemBorders(spanCount: Int, totalSpace: Int) -> [Int] {
        var cachedBorders = [Int](repeating: 0, count: spanCount + 1)
        cachedBorders[0] = 0
        let sizePerSpan = totalSpace / spanCount
        let sizePerSpanRemainder = totalSpace % spanCount
        var consumedPixels = 0
        var additionalSize = 0
        var i = 1
        while i <= spanCount {
            var itemSize = sizePerSpan
            additionalSize += sizePerSpanRemainder
            if additionalSize > 0 && (spanCount - additionalSize) < sizePerSpanRemainder {
                itemSize += 1
                additionalSize -= spanCount
            }
            consumedPixels += itemSize
            cachedBorders[i] = consumedPixels
            i += 1
        }
        return cachedBorders
    }

    /// The frame GridLayoutManager gives the view in span `spanIndex` covering `spanSize` spans, with
    /// the offsets of its first and last span: in LTR spans run left to right; in RTL span s is
    /// measured from the right (`mCachedBorders[mSpanCount - s]`).
    static func frame(spanIndex: Int, spanSize: Int, rtl: Bool, width: Int, padLeft: Int, padRight: Int,
                      offsets: [GridDocument.Android.ItemOffset]) -> (x: Int, width: Int) {
        let count = offsets.count
        let borders = calculateItemBorders(spanCount: count, totalSpace: width - padLeft - padRight)
        let last = spanIndex + spanSize - 1
        let left: Int, right: Int
        if rtl {
            right = padLeft + borders[count - spanIndex]
            left = padLeft + borders[count - spanIndex - spanSize]
            // The view's physical left is its last span's side in RTL.
            return (left + offsets[last].leftPx, right - offsets[spanIndex].rightPx - (left + offsets[last].leftPx))
        }
        left = padLeft + borders[spanIndex]
        right = padLeft + borders[spanIndex + spanSize]
        return (left + offsets[spanIndex].leftPx, right - offsets[last].rightPx - (left + offsets[spanIndex].leftPx))
    }

    static let strategies: [Strategy] = [.padding(.center), .padding(.leading), .padding(.trailing),
                                         .widen(.leading), .widen(.trailing), .widen(.center), .widen(.spread)]

    /// Every Android preset, both orientations, 1–24 columns, every strategy, both directions and
    /// three spacings: every column's view lands exactly on gridcalc's column, and the offsets are
    /// never negative unless the warning says so.
    @Test func everyPresetColumnCountAndStrategy() throws {
        var checked = 0, negative = 0
        for preset in DevicePreset.all where preset.platform == .android {
            for orientation in DevicePreset.Orientation.allCases {
                let scale = try Scale(preset.scale)
                for columns in 1...24 {
                    for strategy in Self.strategies {
                        for (spacing, direction) in [(RequestedLength.pixels(1), Direction.ltr), (.pixels(0), .rtl), (.points(8), .ltr), (.points(4), .rtl)] {
                            var request = GridRequest(width: preset.width(orientation, at: scale), scale: scale, columns: columns,
                                                      spacing: spacing, strategy: strategy, direction: direction, device: preset)
                            request.platform = .android
                            let d = try GridDocument(request)
                            let a = try #require(d.android)
                            #expect(a.spanCount == columns && a.spanBordersPx == Self.calculateItemBorders(spanCount: columns, totalSpace: a.totalSpacePx))
                            #expect(a.padding.left.px + a.totalSpacePx + a.padding.right.px == d.container.px)
                            for column in d.columns {
                                let f = Self.frame(spanIndex: column.index, spanSize: 1, rtl: direction == .rtl, width: d.container.px,
                                                   padLeft: a.padding.left.px, padRight: a.padding.right.px, offsets: a.itemOffsets)
                                #expect(f.x == column.x.px && f.width == column.width.px, "\(preset.name) \(orientation) \(columns) \(strategy) \(direction) column \(column.index)")
                            }
                            let warned = d.warnings.contains { $0.description.hasPrefix("android:") }
                            #expect(warned == a.hasNegativeOffsets)
                            if warned { negative += 1 }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == DevicePreset.all.filter { $0.platform == .android }.count * 2 * 24 * 7 * 4)
        // How many layouts needed negative offsets (the next test proves no padding avoids them).
        print("android: \(checked) layouts, \(negative) with negative offsets")
    }

    /// When gridcalc warns that offsets must be negative, no padding at all avoids it: every
    /// paddingLeft and paddingRight is tried.
    @Test func negativeOffsetsOnlyWhenNoPaddingAvoidsThem() throws {
        var warnedCases = 0
        for widthPx in stride(from: 40, through: 160, by: 3) {
            for columns in 2...9 {
                for strategy in Self.strategies {
                    for spacingPx in [0, 1] {
                        var request = GridRequest(width: .pixels(widthPx), scale: try Scale(2.625), columns: columns,
                                                  spacing: .pixels(spacingPx), strategy: strategy)
                        request.platform = .android
                        guard let d = try? GridDocument(request), let a = d.android else { continue }
                        let starts = d.columns.map(\.x.px), ends = d.columns.map { $0.x.px + $0.width.px }
                        var possible = false
                        search: for left in 0...starts[0] {
                            for right in 0...(widthPx - ends[columns - 1]) {
                                let b = Self.calculateItemBorders(spanCount: columns, totalSpace: widthPx - left - right)
                                if (0..<columns).allSatisfy({ left + b[$0] <= starts[$0] && ends[$0] <= left + b[$0 + 1] }) {
                                    possible = true
                                    break search
                                }
                            }
                        }
                        #expect(possible == !a.hasNegativeOffsets, "\(widthPx)px \(columns) \(strategy) gap \(spacingPx)")
                        if !possible { warnedCases += 1 }
                    }
                }
            }
        }
        #expect(warnedCases > 0, "the sweep must include layouts that need negative offsets")
    }

    /// Spanning items: the left offset of the first span and the right offset of the last give the
    /// spanning frame gridcalc computes.
    @Test func spansTakeTheOffsetsOfTheirEnds() throws {
        for direction in [Direction.ltr, .rtl] {
            var request = GridRequest(width: .pixels(1080), scale: try Scale(2.625), columns: 5, spacing: .points(4), direction: direction)
            request.items = ItemRequest(count: 9, rowHeight: .length(.points(40)), spans: [ItemRequest.Span(item: 0, columns: 2), ItemRequest.Span(item: 3, columns: 3)])
            request.platform = .android
            let d = try GridDocument(request)
            let a = try #require(d.android)
            for item in d.items ?? [] {
                let f = Self.frame(spanIndex: item.column, spanSize: item.span ?? 1, rtl: direction == .rtl, width: d.container.px,
                                   padLeft: a.padding.left.px, padRight: a.padding.right.px, offsets: a.itemOffsets)
                #expect(f.x == item.frame.x.px && f.width == item.frame.width.px, "\(direction) item \(item.index)")
            }
        }
    }

    /// Each dimen resolves to its px the way Resources.getDimensionPixelSize does: (int)(dp ×
    /// density + 0.5f) in single precision, at least 1 for a value above 0.
    @Test func dimensResolveToTheirPixels() throws {
        for preset in DevicePreset.all where preset.platform == .android {
            for columns in [1, 3, 7, 11] {
                var request = GridRequest(width: preset.width(.portrait, at: try Scale(preset.scale)), scale: try Scale(preset.scale),
                                          columns: columns, spacing: .points(3), insetLeading: .points(16), insetTrailing: .pixels(5))
                request.items = ItemRequest(count: 4, rowHeight: .length(.points(48)), lineSpacing: .pixels(2))
                request.platform = .android
                let a = try #require(try GridDocument(request).android)
                #expect(a.dimens.map(\.name) == ["gridcalc_padding_left", "gridcalc_padding_right", "gridcalc_spacing", "gridcalc_cell_width",
                                                  "gridcalc_row_height", "gridcalc_line_spacing"])
                for dimen in a.dimens {
                    #expect(dimen.value.hasSuffix("dp"))
                    let dp = try #require(Float(dimen.value.dropLast(2)))
                    var px = Int(dp * Float(preset.scale) + 0.5)
                    if px == 0 && dp > 0 { px = 1 }
                    #expect(px == dimen.px, "\(preset.name) \(dimen.name) \(dimen.value)")
                }
            }
        }
    }

    /// A worked example: Pixel 8 (1080px at 2.625), 7 columns, 1px gaps.
    @Test func pixel8SevenColumns() throws {
        let preset = try #require(DevicePreset.named("pixel-8"))
        var request = GridRequest(width: .pixels(1080), scale: try Scale(2.625), columns: 7, device: preset)
        request.platform = .android
        let a = try #require(try GridDocument(request).android)
        // 1080 − 6 = 1074 = 7 × 153 + 3: columns at 1, 155, …, 925; the insets 1px and 2px are the padding.
        #expect(a.padding.left.px == 1 && a.padding.right.px == 2 && a.totalSpacePx == 1077)
        #expect(a.spanBordersPx == [0, 154, 308, 462, 616, 770, 923, 1077])
        #expect(a.itemOffsets.map(\.leftPx) == [0, 0, 0, 0, 0, 0, 1] && a.itemOffsets.map(\.rightPx) == [1, 1, 1, 1, 1, 0, 0])
    }
}

