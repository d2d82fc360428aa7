// What the benchmark measures: requests and documents built the same way on every run.

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// 10,000 distinct band positions in 0 … items (a fixed linear congruential sequence).
func bandPositions(items: Int) -> [Int] {
    guard items > 0 else { return [] }
    var seen = Set<Int>(), state: UInt64 = 0x2545_F491_4F6C_DD1D
    while seen.count < min(10_000, items + 1) {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        seen.insert(Int((state >> 33) % UInt64(items + 1)))
    }
    return seen.sorted()
}

/// The request of section 5: 414pt at 3x, 4 columns, 100pt rows, `items` items, 10,000 bands.
func geometryRequest(items: Int) -> GridRequest {
    var request = GridRequest(width: .points(414), scale: try! Scale(3), columns: 4)
    request.items = ItemRequest(count: items, rowHeight: .length(.points(100)), separatorsBefore: bandPositions(items: items))
    return request
}

/// Builds the geometry and runs 10,000 screenful queries: the process whose peak memory is measured.
func geometryWorkload(items: Int) -> Int {
    guard items > 0 else { return 0 }
    let geometry = try! ItemGeometry(geometryRequest(items: items))
    var sum = 0
    for i in 0..<10_000 { sum &+= geometry.elements(from: i &* 7919 % geometry.contentHeightPx, to: i &* 7919 % geometry.contentHeightPx + 2_000).count }
    return sum
}

/// A frames dump of `count` frames in rows of 7, as an app would write it (one frame a line).
func framesDump(_ count: Int) -> [UInt8] {
    var text = "{\"scale\": 3, \"container_pt\": 414, \"spacing_px\": 1, \"frames\": [\n"
    for i in 0..<count {
        let x = Double(i % 7) * 59.0 + 0.6666666666666666
        let y = Double(i / 7) * 59.0
        text += "  {\"x\": \(x), \"y\": \(y), \"width\": 58.666666666666664, \"height\": 58.666666666666664}\(i == count - 1 ? "" : ",")\n"
    }
    return Array((text + "]}\n").utf8)
}

/// `count` cells of 176 px in rows of 7 with 1 px gaps, as uiautomator XML, recursiveDescription
/// text and a browser's rects (CSS px at DPR 3).
func dumps(_ count: Int) -> [(name: String, bytes: [UInt8], select: String?, container: String?)] {
    var xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
    xml += "<node index=\"0\" resource-id=\"com.example:id/grid\" class=\"androidx.recyclerview.widget.RecyclerView\" bounds=\"[0,210][1242,99999]\">\n"
    var text = "<UIWindow: 0x1; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x2>>\n   | <UICollectionView: 0x3; frame = (0 70; 414 826); layer = <CALayer: 0x4>>\n"
    var css = "{\"dpr\": 3, \"container\": {\"x\": 0, \"y\": 70, \"width\": 414, \"height\": 826}, \"frames\": [\n"
    for i in 0..<count {
        let x = 2 + (i % 7) * 177, y = (i / 7) * 177
        xml += "  <node index=\"\(i)\" text=\"\" resource-id=\"com.example:id/cell\" class=\"android.widget.FrameLayout\" content-desc=\"\" bounds=\"[\(x),\(210 + y)][\(x + 176),\(386 + y)]\" />\n"
        text += "   |    | <App.Cell: 0x\(1000 + i); baseClass = UICollectionViewCell; frame = (\(Double(x) / 3) \(Double(y) / 3); 58.6667 58.6667); layer = <CALayer: 0x5>>\n"
        css += "  {\"x\": \(Double(x) / 3), \"y\": \(70 + Double(y) / 3), \"width\": 58.666666666666664, \"height\": 58.666666666666664}\(i == count - 1 ? "" : ",")\n"
    }
    xml += "</node>\n</hierarchy>\n"
    // The same dumps as people paste them (issue 29): a device's one-line XML reached by
    // instance=, Frida's one quoted string after its prompt, a printer that indents with spaces.
    let oneLine = xml.split(separator: "\n").joined()
    let frida = "[iPhone::App ]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription().toString()\n\""
        + text.split(separator: "\n").joined(separator: "\\n") + "\"\n"
    let spaces = text.split(separator: "\n").map { line in
        let bars = line.prefix { $0 == " " || $0 == "|" }
        return String(repeating: "  ", count: bars.filter { $0 == "|" }.count) + line.dropFirst(bars.count)
    }.joined(separator: "\n") + "\n"
    // Cells smaller than their content (issue 45): every cell 1px narrower than its photo with
    // nothing over it — the cover search's worst case, each cell looking at every node after it
    // until the bound — and the same cells each under a bar drawn after the grid (evidence found).
    func cut(covered: Bool) -> String {
        var cut = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
        cut += "<node index=\"0\" resource-id=\"com.example:id/grid\" class=\"androidx.recyclerview.widget.RecyclerView\" bounds=\"[0,210][1242,99999]\">\n"
        for i in 0..<count {
            let x = 2 + (i % 7) * 177, y = 210 + (i / 7) * 177
            cut += "  <node index=\"\(i)\" resource-id=\"com.example:id/cell\" class=\"android.widget.FrameLayout\" bounds=\"[\(x),\(y)][\(x + (covered ? 176 : 175)),\(y + (covered ? 150 : 176))]\">"
                + "<node index=\"0\" resource-id=\"com.example:id/photo\" class=\"android.widget.ImageView\" bounds=\"[\(x),\(y)][\(x + 176),\(y + 176)]\"/></node>\n"
        }
        cut += "</node>\n"
        if covered {
            for row in 0..<(count + 6) / 7 { cut += "<node resource-id=\"com.example:id/bar\" class=\"android.view.View\" bounds=\"[0,\(210 + row * 177 + 150)][1242,\(210 + row * 177 + 176)]\"/>\n" }
        }
        return cut + "</hierarchy>\n"
    }
    return [("uiautomator", Array(xml.utf8), "cell", "grid"),
            ("uiautomator, cut, no cover", Array(cut(covered: false).utf8), "cell", "grid"),
            ("uiautomator, cut under bars", Array(cut(covered: true).utf8), "cell", "grid"),
            ("recursive-description", Array(text.utf8), "UICollectionViewCell", "UICollectionView"),
            ("css", Array((css + "]}\n").utf8), nil, nil),
            ("uiautomator one line", Array(oneLine.utf8), "cell", "class=androidx.recyclerview.widget.RecyclerView,instance=0"),
            ("frida quoted string", Array(frida.utf8), "UICollectionViewCell", "UICollectionView,instance=0"),
            ("spaces-indented", Array(spaces.utf8), "UICollectionViewCell", "UICollectionView")]
}

/// Writes `bytes` to a new file at `path`.
func write(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "w") else { return }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}
