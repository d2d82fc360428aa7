// CheckInput: what `gridcalc check` reads, in any of the formats real tools dump, behind one
// protocol — a reader says whether a document is its format and reads it into frames with where
// each came from. Adding a format is one file with its reader, plus its line in `CheckInputFormat`
// and in `readers`.
//
// Rule (Docs/check-inputs.md): `--input-format auto|gridcalc|frames|css|uiautomator|
// recursive-description`, default `auto`, which asks each reader in `readers`' order: a view line
// `<Class: 0x…` among the first 50 lines is recursive-description; other markup (`<?xml`,
// `<hierarchy`) is uiautomator; JSON with a `schema` is a gridcalc document, with a `dpr` or
// `devicePixelRatio` a browser's rects (css), any other JSON frames (a bare array too). Anything
// else is exit 65 naming the formats. The view-tree formats need `--select` and/or `--container`,
// which only they accept — both are checked before the document is read. A reader's errors are
// `CheckReadError`s (a line and a reason); the command turns them into exit 65.

import GridCore

/// The formats `check` reads (`auto`: detected from the content).
package enum CheckInputFormat: String, CaseIterable, Sendable {
    case auto, gridcalc, frames, css, uiautomator, xcuitest
    case recursiveDescription = "recursive-description"
    /// A screenshot (PNG): its pixels are judged (`CheckFrontend.judgedImage`), not frames.
    case image

    /// The reader of the format, nil for `auto`.
    package var reader: (any CheckInputReader.Type)? { CheckInput.readers.first { $0.format == self } }
}

/// A reader of one input format.
package protocol CheckInputReader: Sendable {
    /// The format it reads.
    static var format: CheckInputFormat { get }
    /// The platform whose layouts its documents hold frames of (a design inline is laid out for it).
    static var platform: Platform { get }
    /// The attributes `--select`/`--container` may name in it (the first is a bare value's), or
    /// none for a format that is not a view tree.
    static var selectorAttributes: [String] { get }
    /// What to give instead, said after any error in reading it.
    static var hint: String { get }
    /// Whether `text` is in this format, from what is cheap to see (auto detection).
    static func recognizes(_ text: CheckInputText) -> Bool
    /// The frames of `text` and where each came from; `selectors` pick the cells of a view tree.
    static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput
    /// Whether a node's frame is what is visible of it (uiautomator), so a cell smaller than its
    /// own content is cut (by an overlay or a scroller); false: frames are laid-out frames.
    static var reportsVisibleBounds: Bool { get }
}

extension CheckInputReader {
    package static var reportsVisibleBounds: Bool { false }
    /// Whether the format is a view tree that `--select`/`--container` pick from.
    package static var isTree: Bool { !selectorAttributes.isEmpty }
}

/// A document as `check` received it: its bytes, and its JSON, read at most once.
package final class CheckInputText {
    /// The document's bytes.
    package let bytes: [UInt8]
    /// The bytes after a UTF-8 byte order mark and leading whitespace.
    package let start: ArraySlice<UInt8>
    private var json: Result<JSONDocument, CheckReadError>?

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        start = body.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    /// Whether the document starts like a JSON value.
    package var looksLikeJSON: Bool {
        guard let first = start.first else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "-")
            || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
            || ["true", "false", "null"].contains { start.starts(with: $0.utf8) }
    }

    /// The document read as JSON by `StrictJSON` (once, whoever asks first).
    package func document() throws(CheckReadError) -> JSONDocument {
        if json == nil {
            if bytes.isEmpty {
                json = .failure(CheckReadError(documentIs: "empty: expected a JSON document"))
            } else {
                do { json = .success(try StrictJSON.read(bytes)) } catch { json = .failure(CheckReadError(error.description)) }
            }
        }
        return try json!.get()
    }

    /// The document's JSON object's key `key`, when the document is valid JSON with an object at its top.
    package func topLevelMember(_ key: String) -> JSONValue? { (try? document())?.root.member(key) }
}

/// Why a document cannot be read: where (a line, when the format has them) and what is wrong.
package struct CheckReadError: Error, Sendable {
    /// The 1-based line it is about, if it is one line's.
    package var line: Int?
    /// What is wrong, after the document's name (and line).
    package var reason: String
    /// What to give instead, when the format's own hint does not say it.
    package var hint: String?
    /// Whether the reason is about the whole document and follows its name directly ("stdin is empty").
    package var aboutDocument = false

    package init(line: Int? = nil, _ reason: String, hint: String? = nil) {
        self.line = line
        self.reason = reason
        self.hint = hint
    }

    /// An error about the whole document: `<name> is …` or `<name> has …`.
    package init(documentIs reason: String, hint: String? = nil) {
        self.reason = "is " + reason
        self.hint = hint
        aboutDocument = true
    }
    package init(documentHas reason: String, hint: String? = nil) {
        self.reason = "has " + reason
        self.hint = hint
        aboutDocument = true
    }

    /// The error about the whole document with `reason` after its name (`… is not a PNG image`).
    package func with(reason: String) -> CheckReadError {
        var copy = self
        copy.reason = reason
        copy.aboutDocument = true
        return copy
    }

    /// The message for a document named `name` (`stdin`, a quoted path).
    package func message(name: String) -> String {
        aboutDocument ? "\(name) \(reason)" : "\(name)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}

/// `--select` and `--container` as typed (the tree readers parse them in their attributes).
package struct DumpSelectors: Sendable {
    /// The text of `--select`, if given.
    package var select: String?
    /// The text of `--container`, if given.
    package var container: String?

    package init(select: String? = nil, container: String? = nil) {
        self.select = select
        self.container = container
    }
}

/// A check's input, read: the subject, its format and where each frame came from.
package struct CheckInput {
    /// What is checked.
    package var subject: CheckSubject
    /// The format the document was read as (never `auto`).
    package var format: CheckInputFormat
    /// Where each frame came from (its line and label), in frame order; empty for JSON.
    package var sources: [FrameSource]

    /// The platform whose layout produced the frames, which a design inline is laid out for: the
    /// reader's (`CheckInputReader.platform`), and the web's for frames a browser painted.
    package var platform: Platform {
        if subject.unit == .cssPainted { return .web }
        return format.reader?.platform ?? .ios
    }

    /// Every reader, in the order `auto` asks them.
    package static let readers: [any CheckInputReader.Type] = [
        RecursiveDescriptionReader.self, XCUITestReader.self, UIAutomatorReader.self, GridcalcDocumentReader.self, CSSRectsReader.self, FramesReader.self,
    ]

    /// The readers of JSON documents, the only ones `--against` takes.
    package static let jsonReaders: [any CheckInputReader.Type] = readers.filter { !$0.isTree }

    /// The reader for `text` in `format`: the format's own, or for `auto` the first of `among`
    /// that recognizes it.
    package static func reader(for text: CheckInputText, format: CheckInputFormat,
                               among: [any CheckInputReader.Type] = readers) throws(CheckReadError) -> any CheckInputReader.Type {
        // An image or a web page is never a dump, whatever the format asked: say what it is.
        if let what = notADump(text, format: format) {
            // Given as a screenshot, whatever it is, it is not a PNG.
            let (reason, hint) = format == .image ? (what.is.replacingAll(", not a dump of frames", with: ", not a PNG"), screenshotHint) : (what.is, what.hint)
            throw CheckReadError(documentIs: reason, hint: hint)
        }
        if format == .image { throw CheckReadError(documentIs: "not a PNG image (no PNG signature)", hint: screenshotHint) }
        if let reader = format.reader { return reader }
        guard !text.start.isEmpty else { throw CheckReadError(documentIs: "empty: expected a document to check", hint: formatsHint) }
        guard let reader = among.first(where: { $0.recognizes(text) }) else {
            // The document's own bytes are not quoted: a name may lead anywhere (a symlink).
            throw CheckReadError("cannot tell its format: it starts with none of JSON ({ or [), markup (<) or a view line (<UIView: 0x…)",
                                 hint: formatsHint)
        }
        return reader
    }

    /// What `text` is when it is a kind of file people give `check` by mistake — an image (a
    /// screenshot), a PDF, a web page — and what to give instead; nil for anything else.
    static func notADump(_ text: CheckInputText, format: CheckInputFormat = .auto) -> (is: String, hint: String)? {
        let bytes = text.bytes
        let images: [(signature: [UInt8], name: String)] = [
            ([0xFF, 0xD8, 0xFF], "a JPEG image"),
            (Array("GIF8".utf8), "a GIF image"), (Array("%PDF".utf8), "a PDF document"),
        ]
        let dump = "check reads the frames a UI test dumps: frames JSON, a browser's rects, a uiautomator XML dump, an iOS page source (XCUITest XML) or UIKit's recursiveDescription (Docs/check-inputs.md), and PNG screenshots (Docs/check-images.md)"
        let screenshot = screenshotHint
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return ("a PNG image, not a dump of frames", "judge a screenshot's pixels with check --image (--input-format image), not as \(format.rawValue) (Docs/check-images.md)")
        }
        for image in images where bytes.starts(with: image.signature) {
            return image.name == "a PDF document" ? ("\(image.name), not a dump of frames", dump) : ("\(image.name), not a PNG", screenshot)
        }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8) {
            return ("a WebP image, not a PNG", screenshot)
        }
        for (signature, name) in [([0x49, 0x49, 0x2A, 0x00] as [UInt8], "a TIFF image"), ([0x4D, 0x4D, 0x00, 0x2A], "a TIFF image"), (Array("BM".utf8), "a BMP image")]
            where bytes.starts(with: signature) && bytes.count > 14 {
            return ("\(name), not a PNG", screenshot)
        }
        if bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8), ["heic", "heix", "avif", "mif1"].contains(where: { bytes[8..<12].elementsEqual($0.utf8) }) {
            return ("a HEIF/AVIF image, not a PNG", screenshot)
        }
        if isWebPage(text.start.prefix(4096)) {
            return ("an HTML page, not a dump of frames",
                    "give the rects the browser lays out, as JSON: e.g. Playwright's boundingBox() of each cell with the page's devicePixelRatio (Docs/ci.md)")
        }
        return nil
    }

    /// Whether `head` starts a web page: past white space, an XML declaration, comments and
    /// processing instructions, a `<!DOCTYPE html…>` or a root element `<html` (HTML or XHTML,
    /// in any case).
    static func isWebPage(_ head: ArraySlice<UInt8>) -> Bool {
        var rest = head
        while true {
            rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
            let lower = String(decoding: rest.prefix(14), as: UTF8.self).lowercased()
            if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") { return true }
            let closing: [UInt8]
            if lower.hasPrefix("<?") { closing = Array("?>".utf8) } else if lower.hasPrefix("<!--") { closing = Array("-->".utf8) } else { return false }
            guard let end = rest.indices.first(where: { rest[$0...].starts(with: closing) }) else { return false }
            rest = rest[(end + closing.count)...]
        }
    }

    /// What to give `check --image` instead.
    static let screenshotHint = "check --image reads PNG screenshots: save the screenshot as PNG (lossless), e.g. Playwright's page.screenshot({path: 'shot.png'})"

    private static let formatsHint: String = {
        let names = CheckInputFormat.allCases.filter { $0 != .auto }.map(\.rawValue)
        return "give --input-format " + names.dropLast().joined(with: ", ") + " or " + names.last!
    }()

    /// The error for a value `FrameCheck` refused, in the words of this input's format: a JSON
    /// path (`frames[2].x is …`), or in a view tree the line and name of the frame's node.
    package func readError(for error: CheckInputError, hint: String) -> CheckReadError {
        guard format.reader?.isTree == true else {
            switch error {
            case .missingScale, .lengthNeedsScale: return CheckReadError("\(error): give --scale or --device", hint: hint)
            case .missingContainer: return CheckReadError("\(error): give --width or --device", hint: hint)
            default: return CheckReadError(error.description, hint: hint)
            }
        }
        switch error {
        case .missingScale:
            return CheckReadError("its frames are in points and UIKit does not print the screen's scale: give --scale (3 on most iPhones, 2 on iPads) or --device",
                                  hint: "e.g. --scale 3, or --device iphone-15 (gridcalc devices lists the presets)")
        case .lengthNeedsScale:
            return CheckReadError("\(error): give --scale or --device", hint: hint)
        case .missingContainer:
            return CheckReadError("no container: give --container, --width or --device", hint: hint)
        case .outOfRange(.frame(let i, let value), _, _) where i < sources.count:
            return CheckReadError(line: sources[i].line, "the frame of \(sources[i].label ?? "the node"): \(value.rawValue) \(error.reason)", hint: hint)
        case .outOfRange(.containerWidth, _, _), .containerTooWide:
            return CheckReadError("the container's width \(error.reason)", hint: hint)
        default:
            return CheckReadError(error.description, hint: hint)
        }
    }
}
