// RecursiveDescriptionReader: the text UIKit's `-[UIView recursiveDescription]` prints, as a view tree.
//
// Rule (Docs/check-inputs.md): each view is one line, `<Class: 0xADDRESS; frame = (x y; w h); …>`,
// indented by one `   | ` per level below the first view. A frame is in points, relative to the
// superview's coordinate space, so a view's position in the tree's coordinates is the sum of the
// frame origins of it and its ancestors (a scroll view's content offset is not applied: cells are
// placed in content coordinates, where layout put them). A selector matches the class name or the
// `baseClass` UIKit prints for a subclass it names (`class` is the default attribute). After the
// address, a view line is a list of fields `; name = value`, read in order: a value in single
// quotes (a label's text) ends at the quote that closes it, one in parentheses or angle brackets
// at the bracket that balances it, any other at the next `;` or `>` — so a label whose text holds
// `; baseClass = …` or `frame = (` is still one label. Lines
// before the first view (an lldb prompt) and lines that continue a view's description are read
// past; a quoted value a line leaves open (a label's text with a line break) goes on until its
// quote closes, so no line inside it is a view, and one never closed is an error; CRLF line ends and a UTF-8 byte order mark are accepted.
// Pasted as people paste it: Cycript's backtick or a `#"` before the first view, a tree printed as
// one quoted string with `\n` escapes (Frida; a view is then named by the document's line and the
// byte column where it starts inside the string), a view printed as `<<_UITextContainerView: 0x…>`,
// a root view after other text on its line (an NSLog timestamp, lldb's `- some : `), and trees
// indented with spaces instead of `|`
// (a view's parent is the nearest view above it that is indented less).
// Numbers are as UIKit prints them (%g: 58.6667, 1e+06); a malformed view line (nan, inf, a frame
// without four numbers) is exit 65 with its line.

import GridCore

package enum RecursiveDescriptionReader: CheckInputReader {
    package static let format = CheckInputFormat.recursiveDescription
    package static let platform = Platform.ios
    /// The attributes `--select`/`--container` may name; `class` is used for a bare value.
    package static let selectorAttributes = ["class", "address"]

    /// The most views a description may list.
    package static let maxViews = 100_000

    /// The largest tree printed as one quoted string (Frida) that is read: it is unquoted into a
    /// copy beside the document (whose places the findings name), so it costs twice its size;
    /// 12 MiB keeps the worst case within 64 MiB (Docs/robustness.md, "Memory per reader").
    package static let maxQuotedBytes = 12 << 20

    /// Text that is not JSON with a view line `<Class: 0x…` among its first 50 lines (after an
    /// lldb prompt, say).
    package static func recognizes(_ text: CheckInputText) -> Bool {
        // Frida prints the tree as one quoted string: read what it quotes. A JSON object is not a
        // tree; other text that starts like JSON may be (a log line's timestamp, a `[Device]->` prompt).
        var start = text.start
        if text.looksLikeJSON {
            // Valid JSON (an array whose strings hold `<Class: 0x…`) is JSON, never a tree.
            if let unquoted = quotedTree(text.bytes, upTo: 1 << 16)?.text { start = unquoted[...] } else if text.start.first == UInt8(ascii: "{") || (try? text.document()) != nil { return false }
        }
        for line in start.prefix(1 << 16).split(separator: 0x0A, maxSplits: 50, omittingEmptySubsequences: true).prefix(50) {
            var view = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "|") }
            view = view.dropFirst(wrapperLength(view))
            if view.first != UInt8(ascii: "<"), let at = prefixedViewStart(view.prefix(1024)) { view = view[at...] }
            guard view.first == UInt8(ascii: "<") else { continue }
            while view.dropFirst().first == UInt8(ascii: "<") { view = view.dropFirst() }
            // `<Class: 0x…`: a class name without spaces, `=` or quotes before `: 0x`.
            let head = view.prefix(1024)
            if let colon = find(": 0x", in: head),
               head[(head.startIndex + 1) ..< colon].allSatisfy({ $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "\"") }) {
                return true
            }
        }
        return false
    }

    package static func read(_ text: CheckInputText, selectors: DumpSelectors) throws(CheckReadError) -> CheckInput {
        let selection = try DumpSelection(try nodes(text.bytes), unit: .points, selectors: selectors, reader: self)
        return CheckInput(subject: .frames(selection.dump), format: format, sources: selection.sources)
    }

    /// The text inside a tree printed as one quoted string (Frida's `"<UIWindow: 0x…>\n   | …"`,
    /// or an Objective-C `@"…"`), after any prompt, its escapes (`unescaped(_:at:)`) undone;
    /// nil when `bytes` are not one such string holding a view line. `inside` is the index in
    /// `bytes` of the string's first byte (after its opening quote).
    /// `upTo` bounds the text unquoted (recognizing the format needs only the start: the document
    /// is then unquoted once, when it is read).
    static func quotedTree(_ bytes: [UInt8], upTo limit: Int = Int.max) -> (text: [UInt8], inside: Int)? {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        while let f = body.first, isSpace(f) { body = body.dropFirst() }
        while let l = body.last, isSpace(l) { body = body.dropLast() }
        if body.first == UInt8(ascii: "@") { body = body.dropFirst() }
        // After a console's prompt (Frida's `[iPhone::App ]-> …`, lldb's `(NSString *) $0 = 0x… @`),
        // the string starts at the first quote before a view.
        if body.first != UInt8(ascii: "\""), let open = find("\"<", in: body.prefix(4096)) { body = body[open...] }
        guard body.count >= 2, body.first == UInt8(ascii: "\""), body.last == UInt8(ascii: "\"") else { return nil }
        let inner = body.dropFirst().dropLast()
        var out: [UInt8] = []
        out.reserveCapacity(min(inner.count, limit))
        var i = inner.startIndex
        while i < inner.endIndex, out.count < limit {
            let b = inner[i]
            if b == UInt8(ascii: "\"") { return nil }  // an unescaped quote: not one string
            guard b == UInt8(ascii: "\\") else { out.append(b); i += 1; continue }
            guard let escape = unescaped(inner, at: i) else { return nil }
            out += escape.bytes
            i += escape.length
        }
        guard out.contains(UInt8(ascii: "<")), out.contains(0x0A) || find(": 0x", in: out[...]) != nil else { return nil }
        return (out, inner.startIndex)
    }

    /// The escape at `i` in a quoted string (`text[i]` is its backslash): the bytes it stands for
    /// and how many bytes it takes — `\n` `\t` `\r` `\b` `\f` `\v` `\0`, `\xHH`, `\uXXXX` (a
    /// surrogate pair `\uD83D\uDE00` as its one character, a lone surrogate as U+FFFD), and any
    /// other character escaped as itself (`\"`, `\\`, `\/`, `\'`), as JavaScript reads them; nil
    /// for a backslash at the end.
    static func unescaped(_ text: ArraySlice<UInt8>, at i: Int) -> (bytes: [UInt8], length: Int)? {
        guard i + 1 < text.endIndex else { return nil }
        func hex(_ from: Int, _ count: Int) -> UInt32? {
            guard from + count <= text.endIndex else { return nil }
            return UInt32(String(decoding: text[from ..< (from + count)], as: UTF8.self), radix: 16)
        }
        func utf8(_ scalar: Unicode.Scalar) -> [UInt8] { Array(String(Character(scalar)).utf8) }
        switch text[i + 1] {
        case UInt8(ascii: "n"): return ([0x0A], 2)
        case UInt8(ascii: "t"): return ([0x09], 2)
        case UInt8(ascii: "r"): return ([0x0D], 2)
        case UInt8(ascii: "b"): return ([0x08], 2)
        case UInt8(ascii: "f"): return ([0x0C], 2)
        case UInt8(ascii: "v"): return ([0x0B], 2)
        case UInt8(ascii: "0"): return ([0x00], 2)
        case UInt8(ascii: "x"):
            guard let code = hex(i + 2, 2), let scalar = Unicode.Scalar(code) else { return ([UInt8(ascii: "x")], 2) }
            return (utf8(scalar), 4)
        case UInt8(ascii: "u"):
            guard let code = hex(i + 2, 4) else { return ([UInt8(ascii: "u")], 2) }
            if (0xD800...0xDBFF).contains(code), i + 12 <= text.endIndex, text[i + 6] == UInt8(ascii: "\\"), text[i + 7] == UInt8(ascii: "u"),
               let low = hex(i + 8, 4), (0xDC00...0xDFFF).contains(low),
               let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) {
                return (utf8(scalar), 12)
            }
            return (utf8(Unicode.Scalar(code) ?? "\u{FFFD}"), 6)
        case let other:
            return ([other], 2)
        }
    }

    /// Where a place in the unquoted text of a quoted tree is in the document itself: the file's
    /// line and byte column, so that a finding points at the Frida line pasted, not at a line of
    /// the text it quotes. Places are asked for in document order; the cursor only moves forward,
    /// so a tree costs one pass over its document.
    struct QuotedCursor {
        let bytes: [UInt8]
        /// The next byte of the document to read, and where the text and the document are there.
        var index: Int
        var textLine = 1, textColumn = 0
        var fileLine: Int, lineStart: Int

        init(_ bytes: [UInt8], inside: Int) {
            self.bytes = bytes
            index = inside
            lineStart = bytes[..<inside].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            fileLine = 1 + bytes[..<inside].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }

        /// The document's line and 1-based byte column of the unquoted text's `line` (1-based) and
        /// byte `column` (0-based) in that line.
        mutating func location(line: Int, column: Int) -> (line: Int, column: Int) {
            while index < bytes.count, textLine < line || (textLine == line && textColumn < column) {
                let b = bytes[index]
                if b == 0x0A { fileLine += 1; lineStart = index + 1; textLine += 1; textColumn = 0; index += 1; continue }
                guard b == UInt8(ascii: "\\"), let escape = RecursiveDescriptionReader.unescaped(bytes[...], at: index) else { textColumn += 1; index += 1; continue }
                if escape.bytes == [0x0A] { textLine += 1; textColumn = 0 } else { textColumn += escape.bytes.count }
                index += escape.length
            }
            return (fileLine, index - lineStart + 1)
        }
    }

    /// Where a view `<Class: 0x…` starts inside `text` after other text (a log prefix), nil when
    /// the text holds none: the `<` before the first `: 0x`, with a class name between them (no
    /// space, tab, `=`, quote or `<`).
    static func prefixedViewStart(_ text: ArraySlice<UInt8>) -> Int? {
        guard let colon = find(": 0x", in: text), let open = text[..<colon].lastIndex(of: UInt8(ascii: "<")), colon - open > 1 else { return nil }
        let name = text[(open + 1) ..< colon]
        guard name.allSatisfy({ $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "\"") }) else { return nil }
        return open
    }

    /// How many bytes of `text` are a wrapper a console prints before the first view: Cycript's
    /// backtick, a `#"` or `@"` string start, or a bare quote; 0 when none.
    static func wrapperLength(_ text: ArraySlice<UInt8>) -> Int {
        for wrapper in ["#\"", "@\"", "`", "\""] where text.starts(with: wrapper.utf8) { return wrapper.utf8.count }
        return 0
    }

    /// The nodes of the description `bytes` (a tree printed as one quoted string is read inside its quotes).
    package static func nodes(_ bytes: [UInt8]) throws(CheckReadError) -> [DumpNode] {
        func bad(_ line: Int, _ why: String) -> CheckReadError { CheckReadError(line: line, why) }
        let unquoted = quotedTree(bytes)
        if unquoted != nil, bytes.count > maxQuotedBytes {
            throw CheckReadError(documentIs: "a tree quoted as one string of \(bytes.count) bytes: one is read up to \(maxQuotedBytes >> 20) MiB",
                                 hint: "print the tree as text (po view.recursiveDescription in lldb), or a smaller view's")
        }
        var body = (unquoted?.text ?? bytes)[...]
        // A quoted tree's places are said in the document's lines and columns.
        var cursor = unquoted.map { QuotedCursor(bytes, inside: $0.inside) }
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var nodes: [DumpNode] = []
        // Each view starts at a `<`: at most that many nodes (and `maxViews`), in one allocation
        // rather than an array that doubles as it grows (twice the nodes' memory at its peak).
        nodes.reserveCapacity(min(body.reduce(0) { $1 == UInt8(ascii: "<") ? $0 + 1 : $0 }, maxViews + 1))
        var path: [Int] = []  // the latest node at each depth
        var lineNumber = 0, baseDepth = 0
        var reportedLine = 0  // the line a message names: the document's
        // A tree drawn with `|` per level, or (custom printers) indented with spaces alone: then a
        // view's depth is the number of shallower indents on its path.
        var barsDecided = false, usesBars = true
        var indents: [Int] = []
        // A quoted value (a label's text) that a view line leaves open goes on until its quote
        // closes: the lines in between are its text, never views (nor frames).
        var quoteOpenedOn: Int?
        // Lines are found one at a time (no array of every line: 16 MiB of line ends would be 16
        // million slices), so memory stays a small multiple of the input.
        var lineStart = body.startIndex
        while lineStart <= body.endIndex {
            let lineEnd = body[lineStart...].firstIndex(of: 0x0A) ?? body.endIndex
            var line = body[lineStart ..< lineEnd]
            lineStart = lineEnd + 1
            lineNumber += 1
            reportedLine = cursor?.location(line: lineNumber, column: 0).line ?? lineNumber
            if line.last == 0x0D { line = line.dropLast() }
            if quoteOpenedOn != nil {
                if Fields.closingQuote(in: line) != nil { quoteOpenedOn = nil }
                continue
            }
            // The prefix: spaces and one `|` per level.
            var depth = 0
            var i = line.startIndex
            while i < line.endIndex, line[i] == 0x20 || line[i] == UInt8(ascii: "|") || line[i] == 0x09 {
                if line[i] == UInt8(ascii: "|") { depth += 1 }
                i += 1
            }
            var indent = i - line.startIndex
            i += wrapperLength(line[i...])
            // The first view may follow a prefix on its line (an NSLog timestamp, lldb's `- some : `
            // for an Optional): it is the root, at depth 0.
            if nodes.isEmpty, !(i < line.endIndex && line[i] == UInt8(ascii: "<")), let at = prefixedViewStart(line[i...].prefix(1024)) {
                i = at
                indent = 0
                depth = 0
            }
            guard i < line.endIndex, line[i] == UInt8(ascii: "<") else { continue }  // not a view line
            // `<<_UITextContainerView: 0x…` (a real UIKit line): the class starts after the last `<`.
            while i + 1 < line.endIndex, line[i + 1] == UInt8(ascii: "<") { i += 1 }
            // The line is read as bytes (a dump of 10,000 views is read in milliseconds); only the
            // class name and the numbers become Strings.
            let text = line[i...]
            guard text.allSatisfy({ $0 < 0x80 }) || String(validating: text, as: UTF8.self) != nil else {
                throw bad(reportedLine, "invalid UTF-8")
            }
            guard let colon = find(": 0x", in: text) else { continue }  // a continuation that starts with <
            // The first indented view says how the tree is drawn: with `|`, or with indentation alone.
            if !nodes.isEmpty, !barsDecided, indent > 0 {
                barsDecided = true
                usesBars = depth > 0
            }
            if !usesBars {
                while let last = indents.last, last >= indent { indents.removeLast() }
                depth = indents.count
                indents.append(indent)
            } else if nodes.isEmpty {
                indents = [indent]
            }
            // The first view's depth is level 0 (a pasted subtree may start indented).
            if nodes.isEmpty { baseDepth = usesBars ? depth : 0 }
            guard depth >= baseDepth else { throw bad(reportedLine, "indented less than the first view") }
            depth -= baseDepth
            guard depth <= path.count else {
                throw bad(reportedLine, "indented \(depth) levels under a view of depth \(path.count - 1)")
            }
            guard nodes.count < maxViews else { throw bad(reportedLine, "more than \(maxViews) views") }
            guard colon - text.startIndex > 1, colon - text.startIndex <= 513 else { throw bad(reportedLine, "expected <ClassName: 0x…>") }
            let cls = String(decoding: text[(text.startIndex + 1) ..< colon], as: UTF8.self)
            let addressDigits = text[(colon + 4)...].prefix { isHexDigit($0) }
            let address = String(decoding: addressDigits, as: UTF8.self)
            let fields = Fields(text[addressDigits.endIndex...])
            var attributes = [("class", cls), ("address", "0x" + address)]
            if let base = fields.value(of: "baseClass") { attributes.append(("class", String(decoding: base, as: UTF8.self))) }
            var frame: FramesDump.Frame?
            if let value = fields.value(of: "frame") {
                guard value.first == UInt8(ascii: "(") else {
                    throw bad(reportedLine, "frame = \(shown(String(decoding: value.prefix(48), as: UTF8.self), limitBytes: 48)): expected (x y; width height)")
                }
                guard value.last == UInt8(ascii: ")"), value.count >= 2 else { throw bad(reportedLine, "frame = ( is not closed with )") }
                let inside = value.dropFirst().dropLast()
                let shownInside = { shown(String(decoding: inside, as: UTF8.self), limitBytes: 48) }
                let halves = inside.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
                let numbers = halves.flatMap { $0.split(separator: 0x20) }
                guard halves.count == 2, numbers.count == 4 else {
                    throw bad(reportedLine, "frame = (\(shownInside())): expected (x y; width height)")
                }
                var values: [Double] = []
                for n in numbers {
                    let number = String(decoding: n.prefix(64), as: UTF8.self)
                    guard n.count <= 64, let v = printed(number), abs(v) <= Limits.maxNumber else {
                        throw bad(reportedLine, "frame = (\(shownInside())): \(quoted(number, limit: 24)) is not a finite number up to \(Int(Limits.maxNumber))")
                    }
                    values.append(v)
                }
                guard values[2] >= 0, values[3] >= 0 else { throw bad(reportedLine, "frame = (\(shownInside())): a negative size") }
                var x = values[0], y = values[1]
                if depth > 0, let parentFrame = nodes[path[depth - 1]].frame { x += parentFrame.x; y += parentFrame.y! }
                frame = FramesDump.Frame(x: x, y: y, width: values[2], height: values[3])
            }
            path.removeSubrange(depth...)
            // A UIScrollView prints its contentOffset and contentSize: it scrolls sideways when its
            // content is wider than its frame. A custom printer may print only the class.
            var scrolls = DumpNode.ScrollAxis.none
            if let contentWidth = firstNumber(after: "contentSize: {", in: text), let frame {
                scrolls = contentWidth > frame.width + 0.5 ? .horizontal : .vertical
            } else if find("contentOffset:", in: text) != nil || ["ScrollView", "CollectionView", "TableView"].contains(where: { cls.hasSuffix($0) }) {
                scrolls = cls.hasSuffix("TableView") ? .vertical : .unknown
            }
            let place = cursor?.location(line: lineNumber, column: text.startIndex - line.startIndex)
            nodes.append(DumpNode(parent: depth > 0 ? path[depth - 1] : nil, line: place?.line ?? lineNumber, frame: frame,
                                  attributes: attributes, label: "\(cls.split(separator: ".").last.map(String.init) ?? cls) 0x\(address)",
                                  column: place?.column, scrolls: scrolls))
            path.append(nodes.count - 1)
            if fields.endsInQuote { quoteOpenedOn = reportedLine }
        }
        if let line = quoteOpenedOn {
            throw bad(line, "a quoted value (a label's text, '…) opened here is never closed")
        }
        guard !nodes.isEmpty else {
            throw CheckReadError("no view line: expected lines like <UIView: 0x7f8; frame = (0 0; 414 896); …>")
        }
        return nodes
    }

    /// A number as UIKit prints it (`%g`): a plain decimal, or one with an exponent (`1e+06`); nil
    /// for anything else (`nan`, `inf`, `0x10`).
    private static func printed(_ text: String) -> Double? {
        if let plain = NumberSyntax.decimal(Substring(text)) { return plain }
        guard let e = text.utf8.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
              NumberSyntax.decimal(text[..<e]) != nil else { return nil }
        let exponent = text[text.index(after: e)...]
        guard case .value(let power)? = NumberSyntax.wholeNumber(exponent), abs(power) <= 30 else { return nil }
        return Double(text)
    }

    /// The fields of a view line after its address: `; name = value` pairs, read in order (see
    /// the rule at the top of the file).
    struct Fields {
        /// Each field's name and value, in order.
        private var names: [ArraySlice<UInt8>] = []
        private var values: [ArraySlice<UInt8>] = []
        /// Whether the line ends inside a quoted value: its text goes on on the next lines.
        private(set) var endsInQuote = false

        init(_ rest: ArraySlice<UInt8>) {
            var i = rest.startIndex
            while i < rest.endIndex, rest[i] == UInt8(ascii: ";") {
                i += 1
                while i < rest.endIndex, rest[i] == 0x20 { i += 1 }
                let nameStart = i
                while i < rest.endIndex, rest[i] != 0x20, rest[i] != UInt8(ascii: "="), rest[i] != UInt8(ascii: ";"), rest[i] != UInt8(ascii: ">") { i += 1 }
                let name = rest[nameStart ..< i]
                while i < rest.endIndex, rest[i] == 0x20 { i += 1 }
                guard i < rest.endIndex, rest[i] == UInt8(ascii: "=") else { continue }  // a bare word: no value
                i += 1
                while i < rest.endIndex, rest[i] == 0x20 { i += 1 }
                let valueStart = i
                let end = Self.valueEnd(rest, from: i)
                i = end.index
                if !end.closed { endsInQuote = true }
                names.append(name)
                values.append(rest[valueStart ..< i])
            }
        }

        /// Where the value starting at `i` ends: after its closing quote (`closingQuote`), after
        /// the bracket that balances its opening one, or at the next `;` or `>`; `closed` is false
        /// for a quote that the line does not close.
        private static func valueEnd(_ text: ArraySlice<UInt8>, from start: Int) -> (index: Int, closed: Bool) {
            guard start < text.endIndex else { return (start, true) }
            let open = text[start]
            var i = start + 1
            switch open {
            case UInt8(ascii: "'"):
                guard let close = closingQuote(in: text[i...]) else { return (text.endIndex, false) }
                return (close + 1, true)
            case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "{"):
                let close = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : open == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "}")
                var depth = 1
                while i < text.endIndex, depth > 0 {
                    if text[i] == open { depth += 1 } else if text[i] == close { depth -= 1 }
                    i += 1
                }
                return (i, true)
            default:
                while i < text.endIndex, text[i] != UInt8(ascii: ";"), text[i] != UInt8(ascii: ">") { i += 1 }
                return (i, true)
            }
        }

        /// The quote that closes a quoted value in `text`: a `'` followed by `;`, `>` or the end.
        static func closingQuote(in text: ArraySlice<UInt8>) -> Int? {
            var i = text.startIndex
            while i < text.endIndex {
                if text[i] == UInt8(ascii: "'"), i + 1 == text.endIndex || text[i + 1] == UInt8(ascii: ";") || text[i + 1] == UInt8(ascii: ">") {
                    return i
                }
                i += 1
            }
            return nil
        }

        /// The value of the first field called `name`.
        func value(of name: String) -> ArraySlice<UInt8>? {
            names.firstIndex { $0.elementsEqual(name.utf8) }.map { values[$0] }
        }
    }

    /// The index where `needle` (ASCII) first starts in `text`.
    private static func find(_ needle: String, in text: ArraySlice<UInt8>) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, text.count >= pattern.count else { return nil }
        var i = text.startIndex
        let last = text.endIndex - pattern.count
        while i <= last {
            if text[i] == first && text[i ..< i + pattern.count].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    /// The number after `marker` in `text` (`contentSize: {1400, 300}` gives 1400), nil when absent.
    private static func firstNumber(after marker: String, in text: ArraySlice<UInt8>) -> Double? {
        guard let at = find(marker, in: text) else { return nil }
        let digits = text[(at + marker.utf8.count)...].prefix(32).prefix {
            ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "+")
        }
        return NumberSyntax.decimal(Substring(String(decoding: digits, as: UTF8.self))).flatMap { $0.isFinite ? $0 : nil }
    }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }

    package static let hint = "give the text of `po view.recursiveDescription` (lines like <UIView: 0x7f8; frame = (0 0; 414 896); …>)"
}

