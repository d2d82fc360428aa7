// FluidCSS: `--format css` without `--width` — a rule whose tracks the browser computes from the
// container's width, on whole device pixels at every devicePixelRatio of a ladder (Docs/web.md,
// SPEC §16).
//
// Rule: the rule is GridCore's integer rule written in CSS arithmetic, against a device-pixel step
// D = 1px / DPR that an `@media (resolution)` block sets for each DPR of the ladder (1 CSS px
// outside it), beside the lengths in device pixels at that DPR, snapped as §1 snaps them:
//   - the grid is W = ⌊P⌋ device px wide, P the containing block's width (`round(down, 100%, D)`);
//   - the columns are tracks: `--columns C` is C tracks of 1fr (the same layout, GridCore says);
//     F = the free space, base_k = ⌊F·w_k / T⌋, R = F − Σ base_k, and the strategy places R:
//     padding in the insets by --align, widen on the first / last / middle R flexible tracks,
//     spread as differences of ⌊F·S/T + ½⌋; weights below 1fr share ⌊F·T/1000⌋ and leave the rest
//     to the insets;
//   - percentages resolve against two boxes: `width` and `padding` against the containing block
//     (P), `grid-template-columns` against the grid's content box, which the padding makes exactly
//     the tracks and gaps. So the padding computes R from P, and each track its width from the
//     content box: with padding, every flexible track has the same width (equal weights), and
//     flexible tracks of different weights under padding are not expressible (a usage error);
//   - every ⌊x⌋ is `round(down, x + D/4n, D)`, n the denominator of x's fraction (an exact tie is
//     not lost to floating point), and each length is written D/256 above its whole pixels (a
//     quarter of a 1/64 layout unit) so a browser that truncates to layout units keeps it whole.
// Exact at every width for the DPRs of the ladder; at any other DPR the columns are whole CSS px.
// WebKit at DPR 3, which lays out in 1/64 CSS px, gets a block of its own: the same edges in whole
// layout units, the tracks telescoped (`WebKitUnits`, `webKitBlock`).

import GridCore

package enum FluidCSS {
    /// Android's density buckets: `android.util.DisplayMetrics`' DENSITY_LOW (120 dpi) … DENSITY_XXXHIGH
    /// (640 dpi) over 160 — ldpi, mdpi, tvdpi, hdpi, 280, xhdpi, 360, 400, 420, 440, xxhdpi, 560, xxxhdpi
    /// (Docs/devices.md).
    package static let androidDensities: [Double] = [0.75, 1, 1.33125, 1.5, 1.75, 2, 2.25, 2.5, 2.625, 2.75, 3, 3.5, 4]

    /// Browser zoom from 50 % to 300 %: Chromium's preset factors (components/zoom/page_zoom_constants.cc)
    /// and Firefox's (toolkit.zoomManager.zoomValues).
    static let chromiumZooms: [Double] = [0.5, 2.0 / 3.0, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]
    static let firefoxZooms: [Double] = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.2, 1.33, 1.5, 1.7, 2, 2.4, 3]

    /// The devicePixelRatio Firefox uses where `dpr` is asked for: Gecko lays out in app units, 60 per
    /// CSS px, and a device pixel is a whole number of them (nsDeviceContext's AppUnitsPerDevPixel),
    /// so its ratio is 60 / round(60 / dpr) — 2.625 is 60/23 = 2.6087, 1.75 is 60/34, 2.75 is 60/22.
    package static func geckoRatio(_ dpr: Double) -> Double { 60 / max(1, (60 / dpr).rounded()) }

    /// The default ladder: every Android density bucket, the devicePixelRatio of every web and
    /// Android preset, browser zoom from 50 % to 300 % at DPR 1, 2 and 3 (Chromium's factors; Firefox's
    /// with its rounding of the zoomed device pixel to whole app units), and for each ratio the one
    /// Gecko uses in its place (`geckoRatio`).
    package static var defaultLadder: [Double] {
        var chromium = androidDensities + DevicePreset.all.filter(\.platform.definition.blinkOrGeckoRenders).map(\.scale)
        for base in [1.0, 2, 3] { chromium += chromiumZooms.map { base * $0 } }
        var out = chromium + chromium.map(geckoRatio)
        for base in [1.0, 2, 3] {
            let unzoomed = (60 / base).rounded()
            out += firefoxZooms.map { 60 / max(1, (unzoomed / $0).rounded()) }
        }
        return sortedUnique(out)
    }

    /// `ladder` and, beside each ratio, the one Firefox uses in its place (`geckoRatio`) — unless the
    /// ladder has a ratio within `minSeparation` of it already (whose window then matches it).
    package static func withGeckoRatios(_ ladder: [Scale]) -> [Scale] {
        var out = ladder
        for scale in ladder {
            let gecko = geckoRatio(scale.pixelsPerPoint)
            guard !out.contains(where: { abs($0.pixelsPerPoint - gecko) < minSeparation }), let added = try? Scale(gecko) else { continue }
            out.append(added)
        }
        return out
    }

    /// `values` sorted, each once (values within 10⁻⁹ of each other are one: 60/45 is 4/3).
    static func sortedUnique(_ values: [Double]) -> [Double] {
        var out: [Double] = []
        for v in values.sorted() where out.last.map({ v - $0 > 1e-9 }) ?? true { out.append(v) }
        return out
    }

    /// Why `request` has no fluid rule, or nil when it has one.
    package static func inexpressible(_ request: GridRequest) -> String? {
        let weights = tracks(request).compactMap { if case .flexible(let w) = $0 { return w } else { return nil } }
        if case .padding = request.strategy, Set(weights).count > 1 {
            return "under --strategy padding the flexible tracks must have one weight: CSS computes each track from the grid's content box, which holds only their sum"
        }
        return nil
    }

    /// The tracks of `request`: its `--tracks`, or C tracks of 1fr.
    static func tracks(_ request: GridRequest) -> [Track] {
        request.tracks ?? Array(repeating: .flexible(thousandths: 1000), count: request.columns)
    }

    /// The lengths of the rule in device pixels at one DPR.
    struct Step {
        /// The DPR.
        let scale: Scale
        /// Spacing, leading and trailing inset, and each distinct fixed track, in device px.
        let gap: Int, start: Int, end: Int, fixed: [Int]
        /// With items: the row height, the line spacing and the top and bottom insets, in device px.
        let rows: (height: Int, line: Int, top: Int, bottom: Int)?
    }

    /// The rule for `request` (its width and scale are ignored) at the DPRs of `ladder`.
    /// - Throws: `GridError` when a length is out of bounds at a DPR of the ladder.
    package static func render(_ request: GridRequest, ladder: [Scale], commandLine: String) throws(GridError) -> String {
        let tracks = tracks(request)
        var fixedLengths: [RequestedLength] = []
        for case .fixed(let l) in tracks where !fixedLengths.contains(l) { fixedLengths.append(l) }
        func step(_ scale: Scale) throws(GridError) -> Step {
            var fixed: [Int] = []
            for l in fixedLengths { fixed.append(try PixelSnapping.gap(l, scale: scale, field: .tracks).px) }
            let gap = try PixelSnapping.gap(request.spacing, scale: scale, field: .spacing).px
            var rows: (Int, Int, Int, Int)? = nil
            if let items = request.items {
                let lengths = try items.snappedLengths(at: scale)
                rows = (lengths.rowHeightPx ?? 0, lengths.lineSpacingPx ?? gap, lengths.insetTopPx, lengths.insetBottomPx)
            }
            return Step(scale: scale, gap: gap,
                        start: try PixelSnapping.gap(request.insetLeading, scale: scale, field: .insetLeading).px,
                        end: try PixelSnapping.gap(request.insetTrailing, scale: scale, field: .insetTrailing).px, fixed: fixed, rows: rows)
        }
        let base = try step(.one)
        var steps: [Step] = []
        for s in sortedUnique(ladder.map(\.pixelsPerPoint)) where s != 1 { steps.append(try step(try Scale(s))) }

        var grid: [CSSSheet.Line] = [.comment("One device pixel, and the lengths in device pixels at it: CSS px outside the ladder.")]
        grid += declarations(base, dpx: "1px")
        let parts = body(request, tracks: tracks, fixedLengths: fixedLengths)
        grid += parts.lines
        var sheet = CSSSheet(comment: header(request, ladder: ladder, commandLine: commandLine), statements: [.rule(".grid", grid)])
        // The spans as grid checks them (each within the items and the tracks): CSS would add an
        // implicit track for a wider one and move the items after it.
        for span in try request.items?.sortedSpans(columns: tracks.count) ?? [] where span.columns > 1 {
            sheet.statements.append(.oneLineRule(".grid > :nth-child(\(span.item + 1))", [.declaration("grid-column", "span \(span.columns)")]))
        }
        let all = sortedUnique(ladder.map(\.pixelsPerPoint))
        for s in steps {
            let (low, high) = window(s.scale.pixelsPerPoint, in: all)
            // --gc-dpr is set only here: a page reads it to tell whether its DPR is on the ladder (Docs/web.md).
            let lines = [CSSSheet.Line.declaration("--gc-dpr", decimalText(s.scale.pixelsPerPoint, maxFractionDigits: 6))]
                + declarations(s, dpx: "calc(1px / \(s.scale))")
            sheet.statements.append(.atRule("@media (min-resolution: \(low)dppx) and (max-resolution: \(high)dppx)", [.rule(".grid", lines)]))
        }
        for s in steps {
            if let units = WebKitUnits(scale: s.scale.pixelsPerPoint) { sheet.statements += webKitBlock(s, units, parts: parts, request: request) }
        }
        return sheet.text
    }

    /// WebKit at a DPR that does not divide 64 (3: every 3x iPhone) lays out in 1/64 CSS px and
    /// truncates, a device pixel being 21⅓ units: the block (`@supports (-webkit-line-box-contain:
    /// block)`, which only WebKit supports) puts every edge on the unit `WebKitUnits` puts it —
    /// the tracks telescoped, each a difference of two rounded edges. The edges are rounded from the
    /// grid's left edge, which the tracks cannot see: the padding makes the content box ⌊64C/3⌋ − 3
    /// units plus the content's start modulo 3 device px, and the tracks read both back.
    /// (Made at each use, not kept in a static: an indirect enum's boxes are held by tagged
    /// pointers that LeakSanitizer does not follow from a global, so a kept one reads as a leak.)
    static func webKitBlock(_ step: Step, _ units: WebKitUnits, parts: Body, request: GridRequest) -> [CSSSheet.Statement] {
        let d = "var(--gc-dpx)", u = "var(--gc-u)"
        let forward = request.direction == .ltr
        let rounding = units.rounding(gapPx: step.gap, forward: forward)
        // P(x): an edge x from the grid's left edge, in whole units (up, or one past).
        let margin = "\(u) / \(2 * units.scale)"
        func edge(_ x: String, _ r: WebKitUnits.Rounding) -> String {
            "round(up, \(x) \(r == .up ? "-" : "+") \(margin), \(u))"
        }
        let start = "var(--gc-start) * \(d) + \(parts.leadingPart)"
        var lines: [CSSSheet.Line] = [
            .declaration("--gc-u", "calc(1px / 64)"),
            .comment("The content's start from the grid's left edge, and the content box: percentages of the\n"
                     + "       containing block, for the width and the padding."),
            .declaration("--gc-o", forward ? "(\(start))" : "(var(--gc-w) - (\(start)))"),
            .declaration("--gc-c", "(var(--gc-w) - (var(--gc-start) + var(--gc-end)) * \(d) - var(--gc-leftover))"),
            .declaration("--gc-pad", forward ? edge("var(--gc-o)", .up) : "(\(edge("var(--gc-w)", .up)) - \(edge("var(--gc-o)", .up)))"),
            .declaration("--gc-mod", "round(nearest, (mod(var(--gc-o) + \(d) / 2, 1px) - \(d) / 2) * \(units.scale) / 64, \(u))"),
            .declaration("width", edge("var(--gc-w)", .up)),
            .declaration("padding-inline", "calc(var(--gc-pad)) calc(\(edge("var(--gc-w)", .up)) - var(--gc-pad)"
                             + " - round(down, var(--gc-c) + \(u) / 8, \(u)) + 3 * \(u) - var(--gc-mod))"),
            .declaration("column-gap", WebKitUnits.css(units.gapUnits(step.gap))),
            .comment("The same, read back from the content box (percentages of it, for the tracks): the free\n"
                     + "       space, and the content's start modulo \(units.scale) device px."),
            .declaration("--gc-free", parts.free("round(nearest, 100%, \(d))")),
            .declaration("--gc-origin", "((100% - round(down, round(nearest, 100%, \(d)) + \(u) / 8, \(u)) + 3 * \(u)) * 64 / \(units.scale))"),
            .declaration("--gc-q", edge("var(--gc-origin)", .up)),
            .comment("Each track's far edge from the content's start (b), in whole units (q), and each track the\n"
                     + "       difference of two."),
        ]
        let gapUnits = units.gapUnits(step.gap)
        var list: [String] = []
        for (k, far) in parts.edges.enumerated() {
            lines.append(.declaration("--gc-b\(k)", "(\(far))"))
            lines.append(.declaration("--gc-q\(k)", forward ? "(\(edge("var(--gc-origin) + var(--gc-b\(k))", rounding)) - var(--gc-q))"
                                          : "(var(--gc-q) - \(edge("var(--gc-origin) - var(--gc-b\(k))", rounding)))"))
            list.append(k == 0 ? "calc(var(--gc-q0))" : "calc(var(--gc-q\(k)) - var(--gc-q\(k - 1))\(gapUnits == 0 ? "" : " - \(gapUnits) * \(u)"))")
        }
        lines.append(.declaration("grid-template-columns", GridDocument.CSS.trackList(list)))
        if let rows = step.rows, let count = rowCount(request) {
            // Rows are lengths in device px at this DPR: their units are written out.
            let bottom = WebKitUnits.rows(count: count, topPx: rows.top, heightPx: rows.height, gapPx: rows.line).last.map { $0.end + rows.bottom } ?? rows.top + rows.bottom
            lines += units.rowDeclarations(count: count, topPx: rows.top, heightPx: rows.height, gapPx: rows.line, sizePx: bottom)
        }
        return [
            .comment("WebKit (Safari) at DPR \(units.scale) lays out in 1/64 CSS px, truncating: every edge on a whole 1/64, the\n"
                     + "   tracks telescoped (Docs/web.md, \"WebKit at 3x\"). Only WebKit applies this block."),
            WebKitUnits.onlyInWebKit([
                .atRule("@media (min-resolution: \(decimalText(Double(units.scale) - 0.0005, maxFractionDigits: 4))dppx) and (max-resolution: \(decimalText(Double(units.scale) + 0.0005, maxFractionDigits: 4))dppx)", [
                    .rule(".grid", lines),
                ]),
            ]),
        ]
    }

    /// The rows the items fill, placed as CSS places them (each after the last, a span that does not
    /// fit the row's rest starting the next row); nil without items.
    static func rowCount(_ request: GridRequest) -> Int? {
        guard let items = request.items else { return nil }
        let columns = tracks(request).count
        var spans = [Int](repeating: 1, count: items.count)
        for span in (try? items.sortedSpans(columns: columns)) ?? [] where span.item < spans.count { spans[span.item] = span.columns }
        var rows = 0, column = columns
        for span in spans {
            if column + span > columns { rows += 1; column = 0 }
            column += span
        }
        return rows
    }

    /// The least difference between two DPRs of a ladder: closer ones would share one @media window
    /// (the windows are written to 7 decimals), so they are refused.
    package static let minSeparation = 0.0001

    /// The resolution range that selects `dpr` and no other DPR of `ladder`: ±0.0005 dppx, or less
    /// where two DPRs are closer (browser zoom gives a DPR a hair off its nominal value).
    static func window(_ dpr: Double, in ladder: [Double]) -> (String, String) {
        var half = 0.0005
        for other in ladder where other != dpr { half = min(half, abs(other - dpr) / 3) }
        return (decimalText(dpr - half, maxFractionDigits: 7), decimalText(dpr + half, maxFractionDigits: 7))
    }

    /// The custom properties one DPR sets.
    static func declarations(_ s: Step, dpx: String) -> [CSSSheet.Line] {
        var out: [CSSSheet.Line] = [.declaration("--gc-dpx", dpx), .declaration("--gc-gap", "\(s.gap)"),
                                    .declaration("--gc-start", "\(s.start)"), .declaration("--gc-end", "\(s.end)")]
        for (i, px) in s.fixed.enumerated() { out.append(.declaration("--gc-fixed-\(i)", "\(px)")) }
        if let rows = s.rows {
            out += [.declaration("--gc-row", "\(rows.height)"), .declaration("--gc-line", "\(rows.line)"),
                    .declaration("--gc-top", "\(rows.top)"), .declaration("--gc-bottom", "\(rows.bottom)")]
        }
        return out
    }

    /// The comment before the rule (its text).
    static func header(_ request: GridRequest, ladder: [Scale], commandLine: String) -> String {
        var dprs = "   devicePixelRatio"
        var line = dprs
        let all = sortedUnique(ladder.map(\.pixelsPerPoint))
        for (i, dpr) in all.enumerated() {
            let word = " " + decimalText(dpr, maxFractionDigits: 6) + (i == all.count - 1 ? "" : ",")
            if line.utf8.count + word.utf8.count > 100 { dprs += "\n  "; line = "  " }
            dprs += word
            line += word
        }
        return """
            gridcalc \(ToolVersion.number), fluid CSS: \(KotlinFile.ruleText(request, unit: "css"))
               The browser computes the tracks from the container's width. At every width, at
            \(dprs),
               each column edge is on a whole device pixel, where `gridcalc grid --width <W>px --scale <DPR>`
               puts it for the W device px the container has (its width, floored). At another
               devicePixelRatio the columns are whole CSS px.\(ladder.contains(where: { WebKitUnits(scale: $0.pixelsPerPoint) != nil }) ? "\n" + webKitLimits : "")
               Rename .grid to your container; regenerate rather than edit:
                 \(commandLine.replacingAll("*/", with: "* /"))
            """
    }

    /// The rule's body, and what WebKit's block reads of it.
    struct Body {
        /// The declarations.
        let lines: [CSSSheet.Line]
        /// Each track's far edge from the content's start in device px, a CSS length (percentages of
        /// the content box), leading first.
        let edges: [String]
        /// The part of the leftover that goes to the leading inset (percentages of the containing block).
        let leadingPart: String
        /// `--gc-free` with `content` for the content box's width.
        let free: (String) -> String
    }

    /// Where WebKit at DPR 3 cannot be exact (`WebKitUnits`), in the header's words.
    static let webKitLimits = """
           WebKit (Safari) at DPR 3 is exact unless the grid's left or top edge lies 0.15625-0.171875,
           0.484375-0.5 or 0.828125-0.84375 CSS px past a whole CSS px, where no CSS length can be; WebKit's
           page zoom leaves devicePixelRatio alone, so no zoom but 100 % is exact (Docs/web.md).
        """

    /// Everything but the per-DPR lengths: the width, the padding, the gap and the tracks — each
    /// part made by its own builder below.
    static func body(_ request: GridRequest, tracks: [Track], fixedLengths: [RequestedLength]) -> Body {
        let d = "var(--gc-dpx)", bias = "var(--gc-bias)"
        let w = Weights(tracks)
        let gaps = tracks.count > 1 ? " - \(tracks.count - 1) * var(--gc-gap) * \(d)" : ""
        let fixed = fixedSum(tracks, fixedLengths).map { " - (\($0)) * \(d)" } ?? ""
        var out: [CSSSheet.Line] = [
            .comment("W, the container's width floored to device pixels, and the free space F from it: percentages\n"
                     + "     of the containing block, for the width and the padding."),
            .declaration("--gc-w", "round(down, 100% + \(d) / 128, \(d))"),
            .declaration("--gc-all-free", "(var(--gc-w) - (var(--gc-start) + var(--gc-end)) * \(d)\(gaps)\(fixed))"),
        ]
        let (leftover, leadingPart) = insets(request.strategy, w)
        out += [.declaration("--gc-leftover", leftover),
                .comment("F again, from the content box the padding leaves: percentages of it, for the tracks."),
                .declaration("--gc-free", "(100%\(gaps)\(fixed))")]
        let (baseLines, baseName) = widenBases(request.strategy, w)
        out += baseLines
        out += [.comment("Each length is written this far above its whole device pixels."),
                .declaration("--gc-bias", "calc(\(d) / 256)"),
                .declaration("display", "grid"), .declaration("box-sizing", "border-box"),
                .declaration("width", "calc(var(--gc-w) + \(bias))"),
                .declaration("padding-inline", "calc(var(--gc-start) * \(d) + \(leadingPart) + \(bias))"
                                 + " calc(var(--gc-end) * \(d) + var(--gc-leftover) - \(leadingPart) + \(bias))"),
                .declaration("column-gap", "calc(var(--gc-gap) * \(d) + \(bias))")]
        var fixedIndex: [RequestedLength: Int] = [:]
        for (i, l) in fixedLengths.enumerated() { fixedIndex[l] = i }
        let lengths = trackLengths(tracks, request.strategy, w, fixedIndex: fixedIndex, baseName: baseName)
        out.append(.declaration("grid-template-columns", GridDocument.CSS.trackList(lengths.map { "calc(\($0) + \(bias))" })))
        if request.items != nil {
            out += [.declaration("padding-block", "calc(var(--gc-top) * \(d) + \(bias)) calc(var(--gc-bottom) * \(d) + \(bias))"),
                    .declaration("grid-auto-rows", "calc(var(--gc-row) * \(d) + \(bias))"),
                    .declaration("row-gap", "calc(var(--gc-line) * \(d) + \(bias))")]
        }
        return Body(lines: out, edges: trackEdges(tracks, request.strategy, w, fixedIndex: fixedIndex, fixedCount: fixedLengths.count, baseName: baseName),
                    leadingPart: leadingPart, free: { content in "(\(content)\(gaps)\(fixed))" })
    }

    /// The flexible tracks' weights reduced by their gcd (0 for a fixed track), how many there are,
    /// their sum, and — for weights below 1fr — the share ⌊F·T/1000⌋ of the free space they take.
    struct Weights {
        let weights: [Int]
        let flexibleCount: Int
        let total: Int
        let share: (num: Int, den: Int)?

        init(_ tracks: [Track]) {
            var weights: [Int] = tracks.map { if case .flexible(let w) = $0 { return w } else { return 0 } }
            flexibleCount = weights.filter { $0 > 0 }.count
            let thousandths = weights.reduce(0, +)
            let g = weights.reduce(0) { FluidCSS.gcd($0, $1) }
            if g > 0 { weights = weights.map { $0 / g } }
            self.weights = weights
            total = weights.reduce(0, +)
            share = thousandths > 0 && thousandths < 1000 ? { let c = FluidCSS.gcd(thousandths, 1000); return (thousandths / c, 1000 / c) }() : nil
        }
    }

    /// `x` floored to whole device px, written `denominator` times a quarter device px above (so
    /// that a quotient exact on paper is not floored a pixel down by rounding).
    static func floorOf(_ x: String, denominator: Int) -> String {
        "round(down, \(x) + var(--gc-dpx) / \(4 * denominator), var(--gc-dpx))"
    }

    /// The fixed tracks' sum in device px (`2 * var(--gc-fixed-0) + var(--gc-fixed-1)`); nil without one.
    static func fixedSum(_ tracks: [Track], _ fixedLengths: [RequestedLength]) -> String? {
        let terms = fixedLengths.enumerated().map { i, l in
            let count = tracks.filter { $0 == .fixed(l) }.count
            return count == 1 ? "var(--gc-fixed-\(i))" : "\(count) * var(--gc-fixed-\(i))"
        }
        return terms.isEmpty ? nil : terms.joined(with: " + ")
    }

    /// The leftover that goes to the insets, and how much of it leads.
    static func insets(_ strategy: Strategy, _ w: Weights) -> (leftover: String, leadingPart: String) {
        let sharedFree = w.share.map { floorOf("var(--gc-all-free) * \($0.num) / \($0.den)", denominator: $0.den) }
        switch strategy {
        case .padding(let alignment):
            let free = sharedFree ?? "var(--gc-all-free)"
            let leftover = w.flexibleCount == 0 ? "var(--gc-all-free)"
                : "(var(--gc-all-free) - \(w.flexibleCount) * \(floorOf("\(free) / \(w.flexibleCount)", denominator: w.flexibleCount)))"
            switch alignment {
            case .center: return (leftover, floorOf("var(--gc-leftover) / 2", denominator: 2))
            case .leading: return (leftover, "0px")
            case .trailing: return (leftover, "var(--gc-leftover)")
            }
        case .widen:
            return (sharedFree.map { "(var(--gc-all-free) - \($0))" } ?? "0px", sharedFree == nil ? "0px" : floorOf("var(--gc-leftover) / 2", denominator: 2))
        }
    }

    /// Widen (but spread): each distinct weight's base ⌊F·w/T⌋ and the R px left over (and, centred,
    /// where the extra pixels start); the base of each weight by its weight.
    static func widenBases(_ strategy: Strategy, _ w: Weights) -> (lines: [CSSSheet.Line], baseName: [Int: String]) {
        guard case .widen(let distribution) = strategy, distribution != .spread, w.flexibleCount > 0 else { return ([], [:]) }
        var lines: [CSSSheet.Line] = [], baseName: [Int: String] = [:], sums: [String] = []
        for weight in Set(w.weights).sorted() where weight > 0 {
            let name = "--gc-base-\(weight)"
            baseName[weight] = "var(\(name))"
            lines.append(.declaration(name, floorOf("var(--gc-free) * \(weight) / \(w.total)", denominator: w.total)))
            let count = w.weights.filter { $0 == weight }.count
            sums.append(count == 1 ? "var(\(name))" : "\(count) * var(\(name))")
        }
        lines.append(.declaration("--gc-extra", "(var(--gc-free) - (\(sums.joined(with: " + "))))"))
        if distribution == .center {
            lines.append(.declaration("--gc-first", floorOf("(\(w.flexibleCount) * var(--gc-dpx) - var(--gc-extra)) / 2", denominator: 2)))
        }
        return (lines, baseName)
    }

    /// Each track's length, leading first.
    static func trackLengths(_ tracks: [Track], _ strategy: Strategy, _ w: Weights, fixedIndex: [RequestedLength: Int], baseName: [Int: String]) -> [String] {
        let d = "var(--gc-dpx)"
        var lengths: [String] = []
        var k = 0, before = 0
        for (i, track) in tracks.enumerated() {
            if case .fixed(let l) = track {
                lengths.append("var(--gc-fixed-\(fixedIndex[l]!)) * \(d)")
                continue
            }
            let weight = w.weights[i]
            switch strategy {
            case .padding:
                lengths.append("round(nearest, var(--gc-free) / \(w.flexibleCount), \(d))")
            case .widen(.spread):
                let low = before == 0 ? "0px" : floorOf("var(--gc-free) * \(before) / \(w.total) + \(d) / 2", denominator: 2 * w.total)
                let high = floorOf("var(--gc-free) * \(before + weight) / \(w.total) + \(d) / 2", denominator: 2 * w.total)
                lengths.append(before == 0 ? high : "\(high) - \(low)")
            case .widen(let distribution):
                let extra: String
                switch distribution {
                case .leading: extra = "clamp(0px, var(--gc-extra) - \(k) * \(d), \(d))"
                case .trailing: extra = "clamp(0px, var(--gc-extra) - \(w.flexibleCount - 1 - k) * \(d), \(d))"
                default:
                    extra = "min(clamp(0px, \(k + 1) * \(d) - var(--gc-first), \(d)), clamp(0px, var(--gc-first) + var(--gc-extra) - \(k) * \(d), \(d)))"
                }
                lengths.append("\(baseName[weight]!) + \(extra)")
            }
            k += 1
            before += weight
        }
        return lengths
    }

    /// Each track's far edge from the content's start, in closed form (a sum of the tracks before it
    /// would make the k-th edge k tracks long, and the rule quadratic in the columns): what WebKit's
    /// block rounds.
    static func trackEdges(_ tracks: [Track], _ strategy: Strategy, _ w: Weights, fixedIndex: [RequestedLength: Int], fixedCount: Int,
                           baseName: [Int: String]) -> [String] {
        let d = "var(--gc-dpx)"
        var edges: [String] = []
        var fixedSeen = [Int](repeating: 0, count: fixedCount)
        var flexibleSeen = 0, weightSeen = 0, weightCount: [Int: Int] = [:]
        for (i, track) in tracks.enumerated() {
            if case .fixed(let l) = track { fixedSeen[fixedIndex[l]!] += 1 } else {
                flexibleSeen += 1
                weightSeen += w.weights[i]
                weightCount[w.weights[i], default: 0] += 1
            }
            var terms: [String] = []
            if flexibleSeen > 0 {
                let m = flexibleSeen
                switch strategy {
                case .padding: terms.append("\(m) * round(nearest, var(--gc-free) / \(w.flexibleCount), \(d))")
                case .widen(.spread): terms.append(floorOf("var(--gc-free) * \(weightSeen) / \(w.total) + \(d) / 2", denominator: 2 * w.total))
                case .widen(let distribution):
                    for (weight, count) in weightCount.sorted(by: { $0.key < $1.key }) { terms.append("\(count) * \(baseName[weight]!)") }
                    switch distribution {
                    case .leading: terms.append("min(var(--gc-extra), \(m) * \(d))")
                    case .trailing: terms.append("max(0px, var(--gc-extra) - \(w.flexibleCount - m) * \(d))")
                    default: terms.append("min(max(0px, \(m) * \(d) - var(--gc-first)), var(--gc-extra))")
                    }
                }
            }
            for (index, count) in fixedSeen.enumerated() where count > 0 { terms.append("\(count) * var(--gc-fixed-\(index)) * \(d)") }
            if i > 0 { terms.append("\(i) * var(--gc-gap) * \(d)") }
            edges.append(terms.joined(with: " + "))
        }
        return edges
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
