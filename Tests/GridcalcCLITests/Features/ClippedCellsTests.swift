import Foundation
import GridcalcTestSupport
import Testing

/// A cell its scroller cuts at the container's edge is reported as clipped and left out
/// of the width comparison; a narrow cell anywhere else, or in a container that does not scroll,
/// is still uneven.
@Suite struct ClippedCellsTests {
    static func dump(_ cells: [(Int, Int)], width: Int = 1000, scrollable: Bool = true) -> Data {
        var xml = "<hierarchy>\n<node resource-id=\"list\" scrollable=\"\(scrollable)\" bounds=\"[0,0][\(width),300]\">\n"
        for (l, r) in cells { xml += "<node resource-id=\"cell\" bounds=\"[\(l),0][\(r),300]\"/>\n" }
        return Data((xml + "</node>\n</hierarchy>\n").utf8)
    }

    /// The same cells as a view tree whose container is a UICollectionView (it prints its contentOffset).
    static func viewTree(_ cells: [(Int, Int)], width: Int = 1000) -> Data {
        var text = "<UICollectionView: 0x7f01; frame = (0 0; \(width) 300); clipsToBounds = YES; contentOffset: {150, 0}; contentSize: {1400, 300}>\n"
        for (l, r) in cells { text += "   | <Cell: 0x7f\(l + 10); frame = (\(l) 0; \(r - l) 300); layer = <CALayer: 0x60>>\n" }
        return Data(text.utf8)
    }

    /// The kinds and frames of the findings, `clipped 3`.
    static func kinds(_ arguments: [String], _ document: Data, spacing: String = "10px") throws -> [String] {
        let run = Tool.run(["check", "--spacing", spacing, "--json"] + arguments + ["-"], stdin: document)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        return (object["findings"] as! [[String: Any]]).map { f in
            "\(f["kind"]!) " + ((f["frame"] as? Int).map(String.init) ?? (f["frames"] as! [Int]).map(String.init).joined(separator: ","))
        }
    }

    static func kinds(_ cells: [(Int, Int)], width: Int = 1000, scrollable: Bool = true, spacing: String = "10px") throws -> [String] {
        try kinds(["--container", "list", "--select", "cell"], dump(cells, width: width, scrollable: scrollable), spacing: spacing)
    }

    @Test func cutAtEitherEdge() throws {
        // The last cell cut at the right edge, the first at the left (a list scrolled half a cell).
        #expect(try Self.kinds([(0, 300), (310, 610), (620, 920), (930, 1000)]) == ["clipped 3"])
        // Both ends cut: both clipped, and the whole cells between them are even.
        #expect(try Self.kinds([(0, 150), (160, 460), (470, 770), (780, 1000)]) == ["clipped 0", "clipped 3"])
        // A narrow cell in the middle is not clipped: uneven, as before.
        let middle = try Self.kinds([(0, 300), (310, 400), (410, 710)])
        #expect(middle.count == 1 && middle[0].hasPrefix("uneven"), "\(middle)")
        // Cut by any amount: a cell 1px narrower than the others at the edge (327, 327, 326), a
        // remainder (243, 243, 243, 241), 20px short of 300 (a TV strip's last tile) or 38px short.
        #expect(try Self.kinds([(0, 327), (337, 664), (674, 1000)]) == ["clipped 2"])
        #expect(try Self.kinds([(0, 243), (253, 496), (506, 749), (759, 1000)]) == ["clipped 3"])
        #expect(try Self.kinds([(0, 300), (310, 610), (620, 920), (930, 1210)], width: 1210) == ["clipped 3"])
        #expect(try Self.kinds([(0, 300), (310, 610), (620, 920), (930, 1192)], width: 1192) == ["clipped 3"])
        // Whole cells that end at the edge are not clipped.
        #expect(try Self.kinds([(0, 330), (335, 665), (670, 1000)], spacing: "5px").isEmpty)
        // Cells that pass the edges (a list that writes whole items, scrolled) are clipped, not overflow.
        #expect(try Self.kinds([(-53, 215), (237, 505), (527, 795), (817, 1085)], width: 1032, spacing: "22px") == ["clipped 0", "clipped 3"])
    }

    @Test func onlyAScrollerClips() throws {
        // The same row in a container that does not scroll: the short cell is uneven.
        let fixed = try Self.kinds([(0, 300), (310, 610), (620, 920), (930, 1000)], scrollable: false)
        #expect(fixed.count == 1 && fixed[0].hasPrefix("uneven"), "\(fixed)")
    }

    @Test func aGridOfSeveralRowsScrollsUpAndDown() throws {
        // A RecyclerView grid (scrollable, no way said, taller than wide) of two rows whose edge cells are 6px
        // narrower than the middle ones (a GridLayoutManager's decorations): uneven, not clipped.
        var xml = "<hierarchy>\n<node resource-id=\"list\" class=\"androidx.recyclerview.widget.RecyclerView\" scrollable=\"true\" bounds=\"[0,0][1080,2000]\">\n"
        for top in [0, 360] {
            for (l, r) in [(0, 354), (360, 720), (726, 1080)] { xml += "<node resource-id=\"cell\" bounds=\"[\(l),\(top)][\(r),\(top + 354)]\"/>\n" }
        }
        let grid = try Self.kinds(["--container", "list", "--select", "cell"], Data((xml + "</node>\n</hierarchy>\n").utf8), spacing: "6px")
        #expect(grid.count == 2 && grid.allSatisfy { $0.hasPrefix("uneven") }, "\(grid)")
        // The same strip in a ScrollView (up and down) is not clipped either; in a
        // HorizontalScrollView it is.
        let strip = [(0, 300), (310, 610), (620, 920), (930, 1000)]
        let vertical = String(decoding: Self.dump(strip), as: UTF8.self).replacingOccurrences(of: "resource-id=\"list\"", with: "resource-id=\"list\" class=\"android.widget.ScrollView\"")
        #expect(try Self.kinds(["--container", "list", "--select", "cell"], Data(vertical.utf8)).first?.hasPrefix("uneven") == true)
        let sideways = vertical.replacingOccurrences(of: "android.widget.ScrollView", with: "android.widget.HorizontalScrollView")
        #expect(try Self.kinds(["--container", "list", "--select", "cell"], Data(sideways.utf8)) == ["clipped 3"])
    }

    @Test func everyFormatSaysTheSame() throws {
        let cells = [(0, 150), (160, 460), (470, 770), (780, 1000)]
        let tree = try Self.kinds(["--select", "Cell", "--container", "UICollectionView", "--scale", "1"], Self.viewTree(cells))
        #expect(tree == ["clipped 0", "clipped 3"])
        // A collection view whose content is no wider than itself scrolls up and down: uneven.
        let tall = String(decoding: Self.viewTree(cells), as: UTF8.self).replacingOccurrences(of: "contentSize: {1400, 300}", with: "contentSize: {1000, 900}")
        #expect(try Self.kinds(["--select", "Cell", "--container", "UICollectionView", "--scale", "1"], Data(tall.utf8)).first?.hasPrefix("uneven") == true)
        // The frames-JSON twin says the container scrolls sideways with "scrolls": true; without it, uneven.
        let frames = cells.map { "{\"x\": \($0.0), \"width\": \($0.1 - $0.0)}" }.joined(separator: ", ")
        let twin = try Self.kinds(["--scale", "1"], Data("{\"container_pt\": 1000, \"scrolls\": true, \"frames\": [\(frames)]}".utf8))
        #expect(twin == tree)
        let still = try Self.kinds(["--scale", "1"], Data("{\"container_pt\": 1000, \"frames\": [\(frames)]}".utf8))
        #expect(still.count == 1 && still[0].hasPrefix("uneven"), "\(still)")
    }
}
