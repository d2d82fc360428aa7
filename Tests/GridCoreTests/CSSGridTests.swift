import Testing
import GridCore

/// `GridDocument.CSS.value` against the rule it states, checked here independently: value × S is px exactly
/// (a multiple of 1/64) or px + 0.05/64 … 0.45/64 in double and in single precision, and one fewer
/// decimal would not do.
@Suite struct CSSGridValueTests {
    @Test func everyValueLandsAndIsShortest() throws {
        var checked = 0
        for scale in [1.0, 1.25, 1.33125, 1.5, 1.75, 2, 2.25, 2.608, 2.625, 2.75, 3, 3.5, 4, 16] {
            for px in Array(0...400) + [1079, 1080, 1242, 1920, 2560, 9999, 123_457] {
                let text = GridDocument.CSS.value(px: px, scale: scale)
                let value = try #require(Double(text), "\(text)")
                let excess = (value * scale - Double(px)) * 64
                // Past 2^14 px only the double is in the window (a float's step is wider than it).
                let single = px > 16_384 ? excess : (Double(Float(value) * Float(scale)) - Double(px)) * 64
                let exact = value * scale == Double(px) && (value * 64).rounded() == value * 64
                #expect(exact || (excess >= 0.05 && excess <= 0.45 && single >= 0.05 && single <= 0.45), "\(px)px at \(scale): \(text)")
                let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
                #expect(decimals <= 6, "\(px)px at \(scale): \(text)")
                if decimals > 0, !exact {
                    // No decimal with one digit fewer is in the window.
                    var power = 1.0
                    for _ in 0..<(decimals - 1) { power *= 10 }
                    let lowest = ((Double(px) + 0.05 / 64) / scale * power).rounded(.up) / power
                    let e = (lowest * scale - Double(px)) * 64
                    let s = px > 16_384 ? e : (Double(Float(lowest) * Float(scale)) - Double(px)) * 64
                    #expect(!(e >= 0.05 && e <= 0.45 && s >= 0.05 && s <= 0.45), "\(px)px at \(scale): \(text) is not the shortest")
                }
                checked += 1
            }
        }
        #expect(checked == 14 * 408)
    }
}

/// The web's paste-ready block: in a web grid document, and refused (never written wrong) for what
/// a CSS grid rule cannot express.
@Suite struct CSSBlockTests {
    @Test func aWebDocumentCarriesItsRule() throws {
        var request = GridRequest(width: .points(1280), scale: try Scale(1.5), columns: 7)
        #expect(try GridDocument(request).css == nil, "iOS documents have no css block")
        request.platform = .web
        let document = try GridDocument(request)
        let css = try #require(document.css)
        #expect(css == (try GridDocument.CSS(document)))
        #expect(css.columns.count == 7 && css.rule.contains("grid-template-columns: repeat(7, \(css.columns[0])px);"))
        #expect(css.rule.hasPrefix("/* gridcalc: 1920px at devicePixelRatio 1.5"))
    }

    @Test func whatCSSCannotExpressIsAnError() throws {
        var request = GridRequest(width: .points(1280), scale: try Scale(1.5), columns: 7)
        request.platform = .web
        for (field, change) in [(GridField.separatorsBefore, { (r: inout GridRequest) in r.items = ItemRequest(count: 4, separatorsBefore: [2]) }),
                                (.borderWidth, { (r: inout GridRequest) in r.items = ItemRequest(count: 4); r.borders = InsideBorders() }),
                                (.visible, { (r: inout GridRequest) in
                                    r.items = ItemRequest(count: 40, visible: ItemRequest.VisibleRange(y0: .points(0), y1: .points(100))) })] {
            var refused = request
            change(&refused)
            let document = try GridDocument(refused)
            #expect(document.css == nil, "no css block with \(field)")
            #expect(throws: GridError.notExpressible(field, code: "a CSS grid rule")) { try GridDocument.CSS(document) }
        }
    }
}
