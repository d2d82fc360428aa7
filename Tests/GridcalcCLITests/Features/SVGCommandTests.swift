import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `--format svg` as a document (its pixels are checked by Tests/svg/check_raster.py, which
/// rasterises it with a real renderer): well-formed XML, SVG 1.1, 1 unit = 1 px, crisp edges, zoom.
@Suite struct SVGCommandTests {
    final class Collector: NSObject, XMLParserDelegate {
        var root: [String: String] = [:]
        var rects = 0
        var texts = 0
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "svg" { root = attributes }
            if name == "rect" { rects += 1 }
            if name == "text" { texts += 1 }
        }
    }

    static func parse(_ text: String) throws -> Collector {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        return collector
    }

    @Test func fourteenItemsAt3x() throws {
        let run = Tool.run(Tool.words("--width 414 --scale 3 --columns 7 --items 14 --format svg"))
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        let svg = try Self.parse(run.stdout)
        #expect(svg.root["width"] == "1242" && svg.root["height"] == "353" && svg.root["viewBox"] == "0 0 1242 353")
        #expect(svg.root["shape-rendering"] == "crispEdges")
        // Background, two side insets, 14 cells (two full rows); the labels say px and pt.
        #expect(svg.rects == 1 + 2 + 14 && svg.texts == 14)
        #expect(run.stdout.contains(">176px · 58.667pt</text>"))
    }

    @Test func zoomScalesTheImageNotTheDrawing() throws {
        let run = Tool.run(Tool.words("--width 100px --scale 1 --columns 3 --format svg --zoom 4"))
        let svg = try Self.parse(run.stdout)
        #expect(svg.root["width"] == "400" && svg.root["viewBox"] == "0 0 100 32")
        expectUsageError(Tool.run(Tool.words("--width 100px --scale 1 --columns 3 --zoom 2")), naming: "--zoom")
        expectUsageError(Tool.run(Tool.words("--width 100px --scale 1 --columns 3 --format svg --zoom 0")), naming: "--zoom")
        expectUsageError(Tool.run(Tool.words("--width 100px --scale 1 --columns 3 --format svg --zoom 33")), naming: "--zoom")
        expectUsageError(Tool.run(Tool.words("--width 100px --scale 1 --columns 3 --format svg --zoom 1.5")), naming: "--zoom")
    }
}
