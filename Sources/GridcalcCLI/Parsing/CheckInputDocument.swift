// CheckInputDocument: what `gridcalc check` reads — a gridcalc grid document or an app's frames
// dump — decoded with FoundationEssentials into GridCore's `CheckSubject`.
//
// Rule (Docs/check-and-sweep.md): a document with `"schema": "gridcalc/grid@1"` is a gridcalc document (GridCore
// takes its items, else its columns). Any other schema is refused. A document without a schema is a
// frames dump: `{"scale", "container_pt", "spacing_px", "frames": [{"x", "y"?, "width", "height"?}]}`
// in points. Anything that is not valid JSON of one of these shapes is exit 65, naming the file (or
// stdin) and the path of the offending value. Before decoding, `StrictJSON` refuses what is not
// RFC 8259 JSON (trailing commas, raw control characters, invalid UTF-8, duplicate keys) and numbers
// gridcalc cannot use (past 10⁹, or too small to be told from 0).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GridCore

/// Reads a check input: a gridcalc grid document or an app's frames dump, as a GridCore `CheckSubject`.
package enum CheckInputDocument {
    private struct Probe: Decodable { let schema: String? }

    /// Decodes `bytes` (named `name` in errors: the file, or `stdin`); errors are exit 65.
    package static func subject(_ bytes: [UInt8], name: String) throws(UsageError) -> CheckSubject {
        guard !bytes.isEmpty else { throw dataError("\(name) is empty: expected a JSON document") }
        let readable: [UInt8]
        do { readable = try StrictJSON.read(bytes) } catch { throw dataError("\(name): \(error.description)") }
        let data = Data(readable)
        let decoder = JSONDecoder()
        let probe: Probe
        do { probe = try decoder.decode(Probe.self, from: data) } catch { throw dataError("\(name): \(describe(error))") }
        switch probe.schema {
        case GridDocument.schemaID?:
            do { return .grid(try decoder.decode(GridDocument.self, from: data)) } catch { throw dataError("\(name): \(describe(error))") }
        case let other?:
            throw dataError("\(name) is a \(quoted(other)) document: check reads a gridcalc/grid@1 document or a frames dump")
        case nil:
            do { return .frames(try decoder.decode(FramesDump.self, from: data)) } catch { throw dataError("\(name): \(describe(error))") }
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
