// JSONTree: a JSON document built as a value — a SARIF log — and written by `JSONWriter` like every
// other document: pretty-printed, each object's keys in ascending byte order, sorted here once (no
// key order kept by hand, no JSON assembled from strings).
//
// Rule: an object is a dictionary (its keys sorted as it is written), an array keeps its order;
// strings are written as given (a text a document supplies is escaped by its reporter first), and
// numbers are integers (a report's counts, lines and pixels).

import GridCore

/// A JSON value to write (see the rule above).
package indirect enum JSONTree: DocumentValue, Sendable {
    case object([String: JSONTree])
    case array([JSONTree])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    package func write<Sink: DocumentSink>(to sink: inout Sink) throws {
        switch self {
        case .object(let members):
            sink.beginObject()
            for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                try sink.key(key)
                try members[key]!.write(to: &sink)
            }
            sink.endObject()
        case .array(let elements):
            sink.beginArray()
            for element in elements { try element.write(to: &sink) }
            sink.endArray()
        case .string(let text): try sink.string(text)
        case .int(let value): try sink.int(value)
        case .bool(let value): try sink.bool(value)
        case .null: try sink.null()
        }
    }

    package func encode(to encoder: any Encoder) throws { try encodeDocument(to: encoder) }

    /// `text` as a string of a report: escaped and cut as every text a document supplies is (`shownLine`).
    package static func text(_ text: String) -> JSONTree { .string(shownLine(text)) }
}
