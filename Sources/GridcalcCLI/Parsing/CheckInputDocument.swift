// CheckInputDocument: what `gridcalc check` reads — a gridcalc grid document or an app's frames
// dump — decoded with FoundationEssentials and turned into GridCore's check inputs.
//
// Rule (SPEC §5): a document with `"schema": "gridcalc/grid@1"` is a gridcalc document; its frames are
// its items when it has them, else its columns. Any other schema is refused. A document without a
// schema is a frames dump: `{"scale", "container_pt", "spacing_px", "frames": [{"x", "y"?, "width",
// "height"?}]}` in points. Anything that is not valid JSON of one of these shapes is exit 65, with
// the path of the offending value.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GridCore

/// A decoded check input: the frames and whatever the document says about scale, container, spacing.
package struct CheckInputDocument {
    package var scale: Scale?
    package var containerPt: Double?
    package var spacingPx: Int?
    package var frames: [CheckedFrame]
    package var flowLayout: FlowLayoutValues?
    /// The frames in whole pixels (exact for a gridcalc document, rounded for a dump), for `--against`.
    package var expectedFrames: [ExpectedFrame]?

    private struct Probe: Decodable { let schema: String? }
    private struct FramesDump: Decodable {
        package let scale: Double?
        package let containerPt: Double?
        package let spacingPx: Int?
        package let frames: [CheckedFrame]
        package enum CodingKeys: String, CodingKey { case scale, containerPt = "container_pt", spacingPx = "spacing_px", frames }
    }

    /// Decodes `bytes` (named `name` in errors); errors are exit 65.
    package init(_ bytes: [UInt8], name: String) throws(UsageError) {
        guard !bytes.isEmpty else { throw Self.dataError("\(name) is empty: expected a JSON document") }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let probe: Probe
        do { probe = try decoder.decode(Probe.self, from: data) } catch { throw Self.dataError("\(name): \(Self.describe(error))") }
        switch probe.schema {
        case GridDocument.schemaID?:
            let d: GridDocument
            do { d = try decoder.decode(GridDocument.self, from: data) } catch { throw Self.dataError("\(name): \(Self.describe(error))") }
            scale = d.input.scale
            containerPt = d.container.pt
            spacingPx = d.spacing.px
            flowLayout = d.flowLayout
            if let items = d.items {
                frames = items.map { CheckedFrame(x: $0.x.pt, y: $0.y.pt, width: $0.width.pt, height: $0.height.pt) }
                expectedFrames = items.map { ExpectedFrame(xPx: $0.x.px, yPx: $0.y.px, widthPx: $0.width.px, heightPx: $0.height.px) }
            } else {
                frames = d.columns.map { CheckedFrame(x: $0.x.pt, width: $0.width.pt) }
                expectedFrames = d.columns.map { ExpectedFrame(xPx: $0.x.px, widthPx: $0.width.px) }
            }
        case let other?:
            throw Self.dataError("\(name) is a \(quoted(other)) document: check reads a gridcalc/grid@1 document or a frames dump")
        case nil:
            let dump: FramesDump
            do { dump = try decoder.decode(FramesDump.self, from: data) } catch { throw Self.dataError("\(name): \(Self.describe(error))") }
            if let s = dump.scale {
                do { scale = try Scale(s) } catch { throw Self.dataError("\(name): scale \(error.value): \(error.reason)") }
            }
            containerPt = dump.containerPt
            spacingPx = dump.spacingPx
            frames = dump.frames
        }
    }

    /// The frames in whole pixels at `scale` (a dump's edges rounded to the nearest pixel).
    package func expected(at scale: Scale) -> [ExpectedFrame] {
        if let expectedFrames { return expectedFrames }
        let px = { (v: Double) -> Int in
            let amount = v * scale.pixelsPerPoint
            return amount.isFinite && abs(amount) < 1e15 ? Int(amount.rounded(.toNearestOrAwayFromZero)) : 0
        }
        return frames.map { f in
            ExpectedFrame(xPx: px(f.x), yPx: f.y.map(px), widthPx: px(f.x + f.width) - px(f.x),
                          heightPx: f.y.flatMap { y in f.height.map { px(y + $0) - px(y) } })
        }
    }

    package static func dataError(_ message: String) -> UsageError {
        var error = UsageError(message, hint: "give a gridcalc/grid@1 document or {\"scale\", \"container_pt\", \"spacing_px\", \"frames\": [{\"x\", \"y\", \"width\", \"height\"}]} in points")
        error.exitCode = ExitCode.data
        return error
    }

    /// A decoding error as one line: what was expected where (`frames[3].x`).
    package static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "the document" : out
        }
        func short(_ text: String) -> String { text.count > 160 ? String(text.prefix(160)) + "…" : text }
        guard let error = error as? DecodingError else {
            if let grid = error as? GridError { return "\(grid.field.rawValue) \(grid.value): \(grid.reason)" }
            return short("\(error)")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key \(quoted(key.stringValue)) in \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(name(of: type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(name(of: type)), found null"
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\(short("\($0)")))" } ?? ""
            return context.codingPath.isEmpty ? "not valid JSON: \(short(context.debugDescription))\(underlying)"
                : "\(path(context.codingPath)): \(short(context.debugDescription))"
        @unknown default:
            return short("\(error)")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let text = "\(type)"
            return text.hasPrefix("Array") ? "an array" : text.hasPrefix("Dictionary") ? "an object" : "an object (\(text))"
        }
    }
}
