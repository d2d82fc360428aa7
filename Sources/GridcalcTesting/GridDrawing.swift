// GridDrawing: a failed layout drawn, written beside the test that failed.
//
// Rule: one SVG, 1 unit = 1 device pixel: the container (a grey outline), the design's columns
// (pale green bands), every frame (a thin grey outline), and each frame a finding names in red, its
// message as a tooltip. It is written to `__GridDrawings__/<test file's name>-<line>.svg` in the
// test file's folder (the folder made when missing), replacing only a regular file, and its path
// goes into the failure's message. Files are written with the C library (no Foundation).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GridCore

/// Where a failure's drawing goes.
public enum GridDrawingPolicy: Sendable {
    /// No drawing.
    case none
    /// An SVG in `__GridDrawings__/` beside the test file.
    case beside
}

enum GridDrawing {
    /// The SVG of `frames` over `design`'s columns with `document`'s errors in red.
    static func svg(frames: GridFrames, design: GridDesign, document: CheckDocument) -> String {
        let scale = frames.scale
        let widthPx = Int((frames.containerWidth * scale).rounded())
        let heightPx = max(1, frames.frames.map { Int((($0.y + $0.height) * scale).rounded()) }.max() ?? 1)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(widthPx)\" height=\"\(heightPx)\" viewBox=\"0 0 \(widthPx) \(heightPx)\">\n"
        out += "<rect width=\"\(widthPx)\" height=\"\(heightPx)\" fill=\"#fff\" stroke=\"#999\"/>\n"
        var request = design.request
        request.width = .pixels(widthPx)
        if let s = try? Scale(frames.inPixels ? 1 : scale) { request.scale = s }
        if let grid = try? GridDocument(request) {
            for c in grid.columns {
                out += "<rect x=\"\(c.x.px)\" y=\"0\" width=\"\(c.width.px)\" height=\"\(heightPx)\" fill=\"#cfc\" fill-opacity=\"0.5\"/>\n"
            }
        }
        var wrong: [Int: String] = [:]
        for f in document.findings where f.severity == .error { for i in f.frames { wrong[i, default: ""] += (wrong[i] == nil ? "" : "\n") + f.message } }
        for (i, f) in frames.frames.enumerated() {
            let x = f.x * scale, y = f.y * scale, w = f.width * scale, h = max(f.height * scale, 1)
            let title = wrong[i].map { "<title>\(escaped($0))</title>" } ?? "<title>frame \(i)</title>"
            out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"none\" stroke=\"\(wrong[i] == nil ? "#888" : "#e00")\" stroke-width=\"\(wrong[i] == nil ? 0.5 : 2)\">\(title)</rect>\n"
        }
        return out + "</svg>\n"
    }

    /// `text` safe in XML text.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            default: out.append(c)
            }
        }
        return out
    }

    /// Writes the drawing beside `testFile` and returns its path; nil when it could not be written.
    static func write(frames: GridFrames, design: GridDesign, document: CheckDocument, beside testFile: String, line: Int) -> String? {
        guard let slash = testFile.lastIndex(of: "/") else { return nil }
        let folder = String(testFile[..<slash]) + "/__GridDrawings__"
        var name = String(testFile[testFile.index(after: slash)...])
        if name.hasSuffix(".swift") { name.removeLast(6) }
        let path = "\(folder)/\(name)-\(line).svg"
        _ = mkdir(folder, 0o755)
        // Only a regular file (or none) is replaced: never a link or a device.
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG { return nil }
        guard let file = fopen(path, "w") else { return nil }
        let bytes = Array(svg(frames: frames, design: design, document: document).utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        return fclose(file) == 0 && written == bytes.count ? path : nil
    }
}
