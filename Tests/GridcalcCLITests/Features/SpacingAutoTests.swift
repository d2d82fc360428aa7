import Foundation
import GridCore
import GridcalcTestSupport
import Testing

/// `check --spacing auto`: the expected gap is the one the cells keep most often.
@Suite struct SpacingAutoTests {
    /// Property: for random rows of frames in device px, the gap `--spacing auto` expects is the
    /// most frequent non-negative gap between neighbours (ties to the smaller), counted here
    /// independently, and every other gap is a `gap` finding.
    @Test func theMostCommonGap() throws {
        var rng = SplitMix64(state: 0x5A_CE_A7_70)
        for _ in 0..<200 {
            let rows = 1 + Int(rng.next() % 3), perRow = 2 + Int(rng.next() % 6)
            var frames: [(x: Int, y: Int, w: Int)] = []
            var counts: [Int: Int] = [:]
            for r in 0..<rows {
                var x = Int(rng.next() % 5)
                for c in 0..<perRow {
                    let w = 20 + Int(rng.next() % 30)
                    frames.append((x, r * 100, w))
                    if c < perRow - 1 {
                        let gap = [0, 1, 1, 2, 3][Int(rng.next() % 5)]
                        counts[gap, default: 0] += 1
                        x += w + gap
                    }
                }
            }
            let expected = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.first!.key
            let others = counts.filter { $0.key != expected }.values.reduce(0, +)
            let width = frames.map { $0.x + $0.w }.max()! + 5
            let list = frames.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.w), \"height\": 90}" }.joined(separator: ",")
            let doc = "{\"scale\": 1, \"container_pt\": \(width), \"frames\": [\(list)]}"
            let run = Tool.run(["check", "--spacing", "auto", "-"], stdin: Data(doc.utf8))
            #expect(run.stdout.contains("spacing \(expected)px (auto: the most common gap)"), "\(run.stdout)")
            let json = Tool.run(["check", "--spacing", "auto", "--json", "-"], stdin: Data(doc.utf8))
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
            let gaps = (object["findings"] as! [[String: Any]]).filter { $0["kind"] as? String == "gap" }
            #expect(gaps.count == others, "\(counts) → \(expected)")
        }
    }

    @Test func autoOnTheSamplesFindsWhatTheirSpacingFinds() {
        for (flags, file) in [(["--container", "resource-id=grid", "--select", "resource-id=cell"], "Docs/samples/uiautomator-pixel-8.xml"),
                              (["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3"], "Docs/samples/recursive-description.txt")] {
            let auto = Tool.run(["check"] + flags + ["--spacing", "auto", "--json", Repository.path(file)])
            let given = Tool.run(["check"] + flags + ["--spacing", "1px", "--json", Repository.path(file)])
            // The same findings; the header says which spacing was the found one.
            let header = { (text: String) in text.components(separatedBy: "\n").filter { !$0.contains("\"spacing_auto\"") }.joined(separator: "\n") }
            #expect(auto.status == 1 && header(auto.stdout) == header(given.stdout), "\(file)")
            #expect(auto.stdout.contains("\"spacing_auto\": true") && given.stdout.contains("\"spacing_auto\": false"))
        }
    }

    @Test func refusals() {
        let doc = Data("{\"scale\": 1, \"container_pt\": 10, \"frames\": []}".utf8)
        expectUsageError(Tool.run(["check", "--spacing", "auto", "--columns", "3", "-"], stdin: doc), naming: "--spacing auto")
        expectUsageError(Tool.run(["check", "--spacing", "automatic", "-"], stdin: doc), naming: "--spacing")
    }
}
