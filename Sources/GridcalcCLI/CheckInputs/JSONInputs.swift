// JSONInputs: the three JSON formats `check` reads — a gridcalc grid document, an app's frames,
// and a browser's rects — each read once by `StrictJSON` and then straight into its type.
//
// Rule (Docs/check-inputs.md): a document with a `"schema"` is a gridcalc document and must be
// `gridcalc/grid@1` (GridCore's `GridDocument` reads it: its items, else its columns). The same
// shape as frames with `dpr` or `devicePixelRatio` (or read with --input-format css) is a browser's
// rects in CSS px, judged as painted. Any other JSON is frames: `{"scale", "container_pt",
// "spacing_px", "container", "frames": [{"x", "y"?, "width", "height"?}]}` in points, or a bare
// array of frames; a frame may be written `{left, top, right, bottom}` (a DOMRect's x and width
// win); a `container` rect's origin is subtracted and its width is the container width. A value
// of the wrong kind, a missing key or a left edge past its right is refused with its path.

import GridCore

/// `--input-format gridcalc`: a `gridcalc/grid@1` document.
package enum GridcalcDocumentReader: CheckInputReader {
    package static let format = CheckInputFormat.gridcalc
    package static let platform = Platform.ios
    package static let selectorAttributes: [String] = []
    package static let hint = FramesReader.hint

    /// A JSON object with a `schema` key.
    package static func recognizes(_ text: CheckInputText) -> Bool {
        text.looksLikeJSON && text.topLevelMember("schema") != nil
    }

    package static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput {
        let root = try text.document().root
        guard let schema = root.member("schema") else {
            guard root.kind == .object else { throw CheckReadError("the document: expected an object") }
            throw CheckReadError(documentHas: "no \"schema\": it is not a gridcalc document")
        }
        guard let name = schema.string else { throw CheckReadError("schema: expected a string") }
        guard name == GridDocument.schemaID else {
            throw CheckReadError(documentIs: "a \(quoted(name)) document: check reads a gridcalc/grid@1 document or a frames dump")
        }
        let document: GridDocument
        do { document = try GridDocument(from: JSONValueDecoder(root)) } catch { throw CheckReadError(describe(error)) }
        if let path = document.firstInconsistentLength {
            throw CheckReadError("\(path): its pt is not its px at the document's scale (px / \(document.input.scale)): a length says one value in both units")
        }
        return CheckInput(subject: .grid(document), format: format, sources: [])
    }
}

/// `--input-format frames`: an app's frames in points.
package enum FramesReader: CheckInputReader {
    package static let format = CheckInputFormat.frames
    package static let platform = Platform.ios
    package static let selectorAttributes: [String] = []
    package static let hint = "give a gridcalc/grid@1 document or {\"scale\", \"container_pt\", \"spacing_px\", \"frames\": [{\"x\", \"y\", \"width\", \"height\"}]} in points"

    /// Any JSON.
    package static func recognizes(_ text: CheckInputText) -> Bool { text.looksLikeJSON }

    package static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput {
        CheckInput(subject: .frames(try dump(text, unit: .points)), format: format, sources: [])
    }

    /// The frames of a frames or css document, in `unit`.
    static func dump(_ text: CheckInputText, unit: FramesDump.Unit) throws(CheckReadError) -> FramesDump {
        do { return try DumpJSON(from: JSONValueDecoder(try text.document().root)).dump(unit) } catch let error as CheckReadError {
            throw error
        } catch {
            throw CheckReadError(describe(error))
        }
    }

    /// A frame as JSON writes it: `{x, y?, width, height?}` or `{left, top?, right, bottom?}` (a
    /// DOMRect has both; then x and width are read).
    private struct FrameJSON: Decodable {
        let frame: FramesDump.Frame
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
            // A height without a top edge could not be checked: refused, like a y without a height.
            if vertical == nil, c.contains(.height) || c.contains(.bottom) {
                throw DecodingError.keyNotFound(c.contains(.height) ? CodingKeys.y : CodingKeys.top,
                                                .init(codingPath: c.codingPath, debugDescription: "a height needs a top edge"))
            }
            frame = FramesDump.Frame(x: x, y: vertical?.0, width: width, height: vertical?.1)
        }
    }

    /// A frames or css document: a bare array of frames, or an object with `frames` and what is known.
    private struct DumpJSON: Decodable {
        var frames: [FrameJSON]
        var scale: Double?
        var containerWidth: Double?
        var spacingPx: Int?
        var container: FrameJSON?
        var scrolls = false
        enum CodingKeys: String, CodingKey { case frames, scale, dpr, devicePixelRatio, containerPt = "container_pt", spacingPx = "spacing_px", container, scrolls }

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
            scrolls = try c.decodeIfPresent(Bool.self, forKey: .scrolls) ?? false
        }

        func dump(_ unit: FramesDump.Unit) -> FramesDump {
            let box = container?.frame
            var dump = FramesDump(unit: unit, scale: scale, containerWidth: box?.width ?? containerWidth, spacingPx: spacingPx,
                                  originX: box?.x ?? 0, originY: box?.y ?? 0, frames: frames.map(\.frame))
            dump.scrolls = scrolls
            return dump
        }
    }
}

/// `--input-format css`: a browser's rects in CSS px, judged as painted.
package enum CSSRectsReader: CheckInputReader {
    package static let format = CheckInputFormat.css
    package static let platform = Platform.web
    package static let selectorAttributes: [String] = []
    package static let hint = FramesReader.hint

    /// A JSON object with a `dpr` or `devicePixelRatio` key.
    package static func recognizes(_ text: CheckInputText) -> Bool {
        text.looksLikeJSON && (text.topLevelMember("dpr") != nil || text.topLevelMember("devicePixelRatio") != nil)
    }

    package static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput {
        CheckInput(subject: .frames(try FramesReader.dump(text, unit: .cssPainted)), format: format, sources: [])
    }
}

/// A decoding error as one line: what was expected where (`frames[3].x`).
package func describe(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out.isEmpty ? "the document" : out
    }
    func short(_ text: String) -> String { text.count > 160 ? String(text.prefix(160)) + "…" : text }
    func name(of type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let text = "\(type)"
            return text.hasPrefix("Array") ? "an array" : text.hasPrefix("Dictionary") ? "an object" : "an object (\(text))"
        }
    }
    guard let error = error as? DecodingError else { return short("\(error)") }
    switch error {
    case .keyNotFound(let key, let context):
        return "missing key \(quoted(key.stringValue)) in \(path(context.codingPath))"
    case .typeMismatch(let type, let context):
        return "\(path(context.codingPath)): expected \(name(of: type))"
    case .valueNotFound(let type, let context):
        return "\(path(context.codingPath)): expected \(name(of: type)), found null"
    case .dataCorrupted(let context):
        return "\(path(context.codingPath)): \(short(context.debugDescription))"
    @unknown default:
        return short("\(error)")
    }
}
