// CheckInputDocument: the JSON `gridcalc check` reads — a gridcalc grid document, an app's frames
// dump, or a browser's rects — decoded with FoundationEssentials into GridCore's `CheckSubject`.
//
// Rule (Docs/check-inputs.md): a document with `"schema": "gridcalc/grid@1"` is a gridcalc document
// (GridCore takes its items, else its columns). Any other schema is refused. A document without a
// schema is a frames dump: `{"scale", "container_pt", "spacing_px", "container", "frames": [{"x",
// "y"?, "width", "height"?}]}` in points, or a bare array of frames; a frame may be written
// `{left, top, right, bottom}`; a `container` rect's origin is subtracted and its width is the
// container width. The same shape with `dpr` or `devicePixelRatio` (or read with --input-format css)
// is a browser's rects in CSS px, judged as painted. Anything that is not valid JSON of one of these shapes is exit 65, naming the file (or
// stdin) and the path of the offending value. Before decoding, `StrictJSON` refuses what is not
// RFC 8259 JSON (trailing commas, raw control characters, invalid UTF-8, duplicate keys) and numbers
// gridcalc cannot use (past 10⁹, or too small to be told from 0).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GridCore

/// Reads a check input in JSON: a gridcalc grid document, an app's frames dump, or a browser's rects.
package enum CheckInputDocument {
    private struct Probe: Decodable {
        let schema: String?, dpr: Double?, devicePixelRatio: Double?
        var isCSS: Bool { dpr != nil || devicePixelRatio != nil }
    }

    /// A frame as JSON writes it: `{x, y?, width, height?}` or `{left, top?, right, bottom?}` (a
    /// DOMRect has both; then x and width are read).
    private struct FrameJSON: Decodable {
        let frame: CheckedFrame
        enum CodingKeys: String, CodingKey { case x, y, width, height, left, top, right, bottom }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            func span(_ start: CodingKeys, _ length: CodingKeys, _ low: CodingKeys, _ high: CodingKeys, required: Bool) throws -> (Double, Double)? {
                if let a = try c.decodeIfPresent(Double.self, forKey: start) {
                    return (a, try c.decode(Double.self, forKey: length))
                }
                if let a = try c.decodeIfPresent(Double.self, forKey: low) {
                    let b = try c.decode(Double.self, forKey: high)
                    guard b >= a else {
                        throw DecodingError.dataCorruptedError(forKey: high, in: c, debugDescription: "\(high.stringValue) \(decimalText(b, maxFractionDigits: 6)) is less than \(low.stringValue) \(decimalText(a, maxFractionDigits: 6))")
                    }
                    return (a, b - a)
                }
                guard !required else {
                    throw DecodingError.keyNotFound(start, .init(codingPath: c.codingPath, debugDescription: "expected x and width, or left and right"))
                }
                return nil
            }
            let (x, width) = try span(.x, .width, .left, .right, required: true)!
            let vertical = try span(.y, .height, .top, .bottom, required: false)
            if vertical == nil, let h = try c.decodeIfPresent(Double.self, forKey: .height) {
                frame = CheckedFrame(x: x, width: width, height: h)
            } else {
                frame = CheckedFrame(x: x, y: vertical?.0, width: width, height: vertical?.1)
            }
        }
    }

    /// A frames or css document: a bare array of frames, or an object with `frames` and what is known.
    private struct DumpJSON: Decodable {
        var frames: [FrameJSON]
        var scale: Double?
        var containerWidth: Double?
        var spacingPx: Int?
        var container: FrameJSON?
        enum CodingKeys: String, CodingKey { case frames, scale, dpr, devicePixelRatio, containerPt = "container_pt", spacingPx = "spacing_px", container }

        init(from decoder: any Decoder) throws {
            let c: KeyedDecodingContainer<CodingKeys>
            do { c = try decoder.container(keyedBy: CodingKeys.self) } catch let notObject as DecodingError {
                guard case .typeMismatch = notObject else { throw notObject }
                do { frames = try decoder.singleValueContainer().decode([FrameJSON].self) }  // a bare array
                catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty { throw notObject }  // neither
                return
            }
            frames = try c.decode([FrameJSON].self, forKey: .frames)
            scale = try c.decodeIfPresent(Double.self, forKey: .dpr) ?? c.decodeIfPresent(Double.self, forKey: .devicePixelRatio)
                ?? c.decodeIfPresent(Double.self, forKey: .scale)
            containerWidth = try c.decodeIfPresent(Double.self, forKey: .containerPt)
            spacingPx = try c.decodeIfPresent(Int.self, forKey: .spacingPx)
            container = try c.decodeIfPresent(FrameJSON.self, forKey: .container)
        }

        func dump(_ unit: FrameUnit) -> FramesDump {
            let box = container?.frame
            return FramesDump(unit: unit, scale: scale, containerWidth: box?.width ?? containerWidth, spacingPx: spacingPx,
                              originX: box?.x ?? 0, originY: box?.y ?? 0, frames: frames.map(\.frame))
        }
    }

    /// Reads `bytes` (named `name` in errors) through `StrictJSON` once and says what it is: for
    /// `auto`, `gridcalc` (a `schema` key), `css` (a `dpr` or `devicePixelRatio` key) or `frames`
    /// (anything else, a bare array included); an explicit `gridcalc` must have the grid schema.
    package static func read(_ bytes: [UInt8], name: String, format: CheckInput.Format) throws(UsageError) -> (data: Data, format: CheckInput.Format) {
        let data = try validated(bytes, name: name)
        guard format == .auto || format == .gridcalc else { return (data, format) }
        let probe: Probe?
        do { probe = try JSONDecoder().decode(Probe.self, from: data) } catch {
            guard format == .auto, bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "[") else {
                throw dataError("\(name): \(describe(error))")
            }
            probe = nil
        }
        switch probe?.schema {
        case GridDocument.schemaID?:
            return (data, .gridcalc)
        case let other?:
            throw dataError("\(name) is a \(quoted(other)) document: check reads a gridcalc/grid@1 document or a frames dump")
        case nil:
            guard format == .auto else { throw dataError("\(name) has no \"schema\": it is not a gridcalc document") }
            return (data, probe?.isCSS == true ? .css : .frames)
        }
    }

    /// Decodes a document `read` let through, as the format it said (gridcalc, frames or css).
    package static func subject(_ data: Data, format: CheckInput.Format, name: String) throws(UsageError) -> CheckSubject {
        do {
            if format == .gridcalc { return .grid(try JSONDecoder().decode(GridDocument.self, from: data)) }
            return .frames(try JSONDecoder().decode(DumpJSON.self, from: data).dump(format == .css ? .cssPainted : .points))
        } catch {
            throw dataError("\(name): \(describe(error))")
        }
    }

    /// Reads and decodes `bytes` as `format` (`auto` tells gridcalc, css and frames apart); errors
    /// are exit 65.
    package static func subject(_ bytes: [UInt8], name: String, format: CheckInput.Format = .auto) throws(UsageError) -> CheckSubject {
        let document = try read(bytes, name: name, format: format)
        return try subject(document.data, format: document.format, name: name)
    }

    /// The document after `StrictJSON` has refused what is not RFC 8259 JSON.
    private static func validated(_ bytes: [UInt8], name: String) throws(UsageError) -> Data {
        guard !bytes.isEmpty else { throw dataError("\(name) is empty: expected a JSON document") }
        do { return Data(try StrictJSON.read(bytes)) } catch { throw dataError("\(name): \(error.description)") }
    }

    package static func dataError(_ message: String, hint: String = "give a gridcalc/grid@1 document or {\"scale\", \"container_pt\", \"spacing_px\", \"frames\": [{\"x\", \"y\", \"width\", \"height\"}]} in points") -> UsageError {
        var error = UsageError(message, hint: hint)
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
