// GridcalcFuzz: libFuzzer entry point for gridcalc's input surfaces (Tests/Fuzz, `make fuzz`).
//
// Built through SwiftPM as the `gridcalc-fuzz` executable with `-sanitize=fuzzer,address` and
// `-D GRIDCALC_FUZZ` (libFuzzer then supplies `main`); any other build makes a stub that says how to
// build it. GRIDCALC_FUZZ_TARGET chooses the surface:
//   argv    the bytes, split at NUL, are an argument vector: the whole command line runs up to the
//           Outcome it would print (nothing is written);
//   check   the bytes are a `check` input document in any format (detected as `auto` does):
//           read, checked, and encoded as check@1;
//   xml     the bytes are a uiautomator dump or an iOS page source: `SafeXML`'s tree keeps its
//           invariants, and the dump reads in each format (cells by resource-id, by type) or fails
//           as exit 64/65 with one bounded line;
//   text    the bytes are UIKit recursiveDescription text: the same, cells chosen by class;
//   selector the first line is a --container selector, the second a --select selector, the rest a
//           dump in any format: each selector parses or is refused; a parsed one picks at most one
//           node with instance=, every pick is a match; the dump then reads as `fuzzDump` requires;
//   length  the bytes are one value: parsed as a length, a scale, an aspect ratio, a count and a
//           decimal, and snapped to pixels at several scales;
//   png     the bytes are a screenshot: decoded or refused with a one-line reason (never a trap);
//           a decoded one is judged whole, with `--region auto` and a design, and without a design
//           (`--spacing auto`): every cell lies in the image, and the result encodes;
//   json    the bytes are a document for the strict RFC 8259 reader (`StrictJSON`): what it lets
//           through, an independent reader (Foundation's JSONDecoder) reads to the same values;
//           what it refuses gets a one-line, bounded message;
//   config  the bytes (after the first, whose parity chooses) are a `.gridcalc.json` or a baseline:
//           a config reads into screens whose options scan again as check's, or is refused (64)
//           with a one-line message naming a JSON path; a baseline reads, or is refused (65).
// Besides "no crash, no sanitizer report", each target checks a property that must always hold;
// a violation traps, so libFuzzer records the input.

import GridcalcCLI
import GridCore
import GridcalcImages
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole command line: an error is exactly `error:` + `hint:` with nothing on stdout; a
/// success writes no `error:`.
func fuzzArguments(_ bytes: [UInt8]) {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(64).map { String(decoding: $0, as: UTF8.self) }
    let outcome = GridcalcTool.outcome(ArraySlice(arguments))
    switch outcome.exitCode {
    case 0, 1:
        precondition(!outcome.stderr.contains("error:"), "a success printed an error")
    case 64, 65, 66, 74:
        // Only `check` of several files prints a result beside an error: the reports of every
        // file, the one it could not check among them ("not checked").
        precondition(outcome.stdout.isEmpty || outcome.stdout.contains("not checked"), "an error printed a result")
        precondition(outcome.stderr.contains("error: ") && outcome.stderr.contains("\nhint: "), "an error without error:/hint:")
    default:
        preconditionFailure("unexpected exit code \(outcome.exitCode)")
    }
}

/// A check document in any format: reading either fails cleanly (64/65, one bounded line) or
/// yields a subject that checks and encodes.
func fuzzCheckDocument(_ bytes: [UInt8]) {
    fuzzDump(bytes, format: .auto, select: nil, container: nil)
    let text = CheckInputText(bytes)
    guard let reader = try? CheckInput.reader(for: text, format: .auto, among: CheckInput.jsonReaders),
          let subject = try? reader.read(text, selectors: DumpSelectors()).subject else { return }
    let request = CheckRequest(subject: subject, scale: subject.scale == nil ? try! Scale(3) : nil,
                               container: subject.containerWidth == nil ? .points(414) : nil, against: subject)
    guard let document = try? CheckDocument(request) else { return }
    precondition(document.ok == !document.findings.contains { $0.severity == .error })
    precondition((try? JSONWriter.string(document)) != nil, "a check result that cannot be encoded")
}

/// A config or a baseline (see the header): read, or refused with one bounded line.
func fuzzConfig(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let body = Array(bytes.dropFirst())
    if first & 1 == 1 {
        do { _ = try CheckBaseline.entries(body, name: "stdin") } catch {
            precondition(error.exitCode == 65 && !error.message.contains("\n") && error.message.utf8.count < 2000, "a baseline refused badly")
        }
        return
    }
    do {
        var arguments = try ParsedArguments(["--config", "-"], options: CheckCommand.options, command: "check", maxOperands: Int.max)
        arguments.standardInput = body
        let commandLine = CheckSettings(arguments)
        guard let config = try CheckConfig.find(commandLine) else { preconditionFailure("--config read no config") }
        precondition(!config.screens.isEmpty && config.screens.count <= CheckConfig.maxScreens)
        for screen in config.screens { _ = config.settings(for: screen, commandLine: commandLine) }
    } catch {
        precondition(error.exitCode == 64 && !error.message.contains("\n") && error.message.utf8.count < 4000, "a config refused badly: \(error.message)")
    }
}

/// A screenshot decoded and judged three ways (see the header).
func fuzzImage(_ bytes: [UInt8]) {
    let image: RasterImage
    do { image = try PNGImage.decode(bytes) } catch {
        precondition(!error.reason.contains("\n") && error.reason.utf8.count < 1000, "an unbounded reason")
        return
    }
    precondition(image.rgba.count == image.widthPx * image.heightPx * 4)
    guard image.widthPx * image.heightPx <= 1 << 20 else { return }
    let design = GridRequest(width: .pixels(image.widthPx), scale: .one, columns: 3, spacing: .pixels(1))
    for (region, withDesign) in [(ImageCheck.RegionChoice.whole, false), (.auto, true), (.whole, true)] {
        var request = CheckRequest(subject: .frames(FramesDump(unit: .devicePixels, frames: [])), scale: .one)
        if withDesign { request.design = design } else { request.spacingAuto = true }
        guard let judged = try? ImageCheck(image, region: region, request: request) else { continue }
        for cell in judged.cells.cells {
            precondition(cell.leftPx >= 0 && cell.rightPx <= image.widthPx && cell.leftPx < cell.rightPx, "a cell outside the image")
            precondition(cell.topPx >= 0 && cell.bottomPx <= image.heightPx && cell.topPx < cell.bottomPx, "a cell outside the image")
        }
        precondition(judged.document.ok == !judged.document.findings.contains { $0.severity == .error })
        precondition((try? JSONWriter.string(judged.document)) != nil, "a check result that cannot be encoded")
    }
}

/// `CheckInput.read` as `check` runs it, then the check itself and every report format.
func fuzzDump(_ bytes: [UInt8], format: CheckInputFormat, select: String?, container: String?) {
    let input: CheckInput
    do { input = try CheckFrontend.readInput(bytes, name: "fuzz", format: format, selectors: DumpSelectors(select: select, container: container)).0 } catch {
        precondition(error.exitCode == 64 || error.exitCode == 65, "exit \(error.exitCode)")
        let line = shownLine(error.message)
        precondition(!line.contains("\n") && line.utf8.count < 5000, "an unbounded message")
        return
    }
    precondition(input.sources.isEmpty || input.sources.count == input.subject.frames.count, "a source per frame")
    let request = CheckRequest(subject: input.subject, scale: input.subject.scale == nil ? try! Scale(2) : nil,
                               container: input.subject.containerWidth == nil ? .points(414) : nil)
    guard let document = try? CheckDocument(request) else { return }
    let run = CheckedFile(path: "fuzz", document: document, sources: input.sources)
    precondition(!JUnitReporter.render([run]).isEmpty)
    precondition(GitHubReporter.render([run]).split(separator: "\n").count == document.findings.count + 1)
}

/// Two selectors (the first two lines) on a dump (the rest): the grammar's invariants on a small
/// tree of every attribute, then the dump read with them.
func fuzzSelectors(_ bytes: [UInt8]) {
    let lines = bytes.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
    guard lines.count == 3 else { return }
    let container = String(decoding: lines[0].prefix(1024), as: UTF8.self), select = String(decoding: lines[1].prefix(1024), as: UTF8.self)
    let nodes = (0..<6).map { i in
        DumpNode(parent: i == 0 ? nil : 0, line: 1, frame: FramesDump.Frame(x: Double(i * 10), y: 0, width: 9, height: 9),
                 attributes: [("resource-id", "com.x:id/c\(i % 2)"), ("class", "android.view.View"), ("text", "a, b=\(i)"),
                              ("bounds", "[\(i * 10),0][\(i * 10 + 9),9]"), ("index", "\(i)"), ("address", "0x\(i)")],
                 label: "n\(i)")
    }
    for text in [container, select] {
        for attributes in [UIAutomatorReader.selectorAttributes, RecursiveDescriptionReader.selectorAttributes, XCUITestReader.selectorAttributes] {
            guard let selector = NodeSelector(text, attributes: attributes) else { continue }
            precondition(!selector.conditions.isEmpty || selector.instance != nil, "a selector that asks nothing")
            precondition(selector.conditions.allSatisfy { attributes.contains($0.attribute) }, "an attribute the format lacks")
            let picked = selector.pick(nodes)
            precondition(picked.allSatisfy { selector.matches(nodes[$0]) }, "a pick that does not match")
            precondition(selector.instance == nil || picked.count <= 1, "instance= picked several")
        }
    }
    fuzzDump(Array(lines[2]), format: .auto, select: select.isEmpty ? nil : select, container: container.isEmpty ? nil : container)
}

/// The XML reader's invariants, then the dump through `check`'s uiautomator and XCUITest readers.
func fuzzXML(_ bytes: [UInt8]) {
    if let xml = try? SafeXML(bytes) {
        precondition(xml.elements.count <= SafeXML.maxElements)
        for (i, e) in xml.elements.enumerated() {
            precondition(e.parent.map { $0 < i && xml.elements[$0].depth + 1 == e.depth } ?? (e.depth == 0), "a parent after its child")
            precondition(e.line >= 1 && e.depth < SafeXML.maxDepth && e.attributes.count <= SafeXML.maxAttributes)
            precondition(e.attributes.allSatisfy { $0.value.utf8.count <= SafeXML.maxValueBytes })
        }
    }
    fuzzDump(bytes, format: .uiautomator, select: "resource-id=cell", container: bytes.last.map { $0 & 1 == 0 ? "grid" : nil } ?? nil)
    fuzzDump(bytes, format: .xcuitest, select: "type=Cell", container: bytes.last.map { $0 & 2 == 0 ? "type=CollectionView" : nil } ?? nil)
}

/// One value through every parser, and through the pixel snapping at several scales: either a
/// typed error or a whole, bounded number of pixels.
func fuzzValue(_ bytes: [UInt8]) {
    let text = String(decoding: bytes.prefix(8192), as: UTF8.self)
    _ = NumberSyntax.decimal(Substring(text))
    _ = NumberSyntax.wholeNumber(Substring(text))
    _ = try? Scale(parsing: text)
    if let ratio = try? AspectRatio(parsing: text) {
        for base in [0, 1, 176, Limits.maxPixels] { _ = try? ratio.rowHeight(basePx: base) }
    }
    guard let length = try? RequestedLength(parsing: text, for: .width) else { return }
    for scale in [1, 2, 3, 2.608, 16, Limits.minScale].map({ try! Scale($0) }) {
        for px in [(try? PixelSnapping.container(length, scale: scale, field: .width))?.px,
                   (try? PixelSnapping.gap(length, scale: scale, field: .spacing))?.px,
                   try? PixelSnapping.position(length, scale: scale, field: .at)].compactMap({ $0 }) {
            precondition(px >= 0 && px <= Limits.maxPixels, "snapped to \(px)px")
        }
    }
    if let grid = try? GridDocument(GridRequest(width: length, scale: try! Scale(3), columns: 7)) {
        precondition(grid.insets.leading.px + grid.columns.map(\.width.px).reduce(0, +) + 6 * grid.spacing.px
                     + grid.insets.trailing.px == grid.container.px)
    }
}

/// Any JSON value, as JSONDecoder reads it (the independent oracle).
indirect enum AnyJSON: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([AnyJSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: AnyJSON].self)) }
    }

    /// The value `StrictJSON`'s document holds at `value`.
    init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .true, .false: self = .bool(value.bool!)
        case .number: self = .number(value.double!)
        case .string: self = .string(value.string!)
        case .array: self = .array(value.elements.map(AnyJSON.init))
        case .object: self = .object(Dictionary(uniqueKeysWithValues: zip(value.keys, value.keys.map { AnyJSON(value.member($0)!) })))
        }
    }
}

/// The bytes with every number that is zero and has an exponent (`0e9`, `-0.0E+3`) written as
/// `0` or `-0`: JSONDecoder refuses some of those, and they are valid JSON.
func zerosWithoutExponents(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [], i = 0, inString = false
    while i < bytes.count {
        let b = bytes[i]
        if inString {
            out.append(b)
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count { out.append(bytes[i + 1]); i += 2; continue }
            if b == UInt8(ascii: "\"") { inString = false }
            i += 1
            continue
        }
        if b == UInt8(ascii: "\"") { inString = true; out.append(b); i += 1; continue }
        if b == UInt8(ascii: "-") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
            var j = i
            while j < bytes.count, "+-.eE0123456789".utf8.contains(bytes[j]) { j += 1 }
            let number = bytes[i ..< j]
            let mantissa = number.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            if mantissa.count < number.count, !mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
                out += Array((number.first == UInt8(ascii: "-") ? "-0" : "0").utf8)
            } else {
                out += number
            }
            i = j
            continue
        }
        out.append(b)
        i += 1
    }
    return out
}

/// The strict reader: a document it lets through holds the values an independent reader
/// (JSONDecoder, after zeros with exponents are written plainly) reads, every number finite and
/// within ±10⁹; a refusal is one line with a bounded path and position inside the input.
func fuzzStrictJSON(_ bytes: [UInt8]) {
    do {
        let document = try StrictJSON.read(bytes)
        guard let oracle = try? JSONDecoder().decode(AnyJSON.self, from: Data(zerosWithoutExponents(bytes))) else {
            preconditionFailure("the strict reader let through a document JSONDecoder refuses")
        }
        let value = AnyJSON(document.root)
        precondition(value == oracle, "the strict reader read other values than JSONDecoder")
        func numbersInRange(_ v: AnyJSON) -> Bool {
            switch v {
            case .number(let n): return n.isFinite && abs(n) <= Limits.maxNumber
            case .array(let a): return a.allSatisfy(numbersInRange)
            case .object(let o): return o.values.allSatisfy(numbersInRange)
            default: return true
            }
        }
        precondition(numbersInRange(value), "a number out of range passed")
    } catch {
        let message = shownLine(error.description)
        precondition(!message.contains("\n") && message.utf8.count < 2000, "an unbounded message")
        precondition(error.line >= 1 && error.column >= 1 && error.column <= bytes.count + 1, "a position outside the input")
    }
}
// The entry point only in the fuzzer build; the targets above compile in every build (`make test`
// builds this product), so a changed API breaks the test build, not only `make fuzz`.
#if GRIDCALC_FUZZ

enum FuzzTarget: String { case argv, check, length, json, xml, text, selector, png, config }

let fuzzTarget: FuzzTarget = {
    guard let raw = getenv("GRIDCALC_FUZZ_TARGET"), let target = FuzzTarget(rawValue: String(cString: raw)) else {
        fatalError("set GRIDCALC_FUZZ_TARGET to argv, check, length, json, xml, text, selector, png or config")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func gridcalcFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch fuzzTarget {
    case .argv: fuzzArguments(bytes)
    case .check: fuzzCheckDocument(bytes)
    case .length: fuzzValue(bytes)
    case .json: fuzzStrictJSON(bytes)
    case .xml: fuzzXML(bytes)
    case .selector: fuzzSelectors(bytes)
    case .png: fuzzImage(bytes)
    case .config: fuzzConfig(bytes)
    case .text: fuzzDump(bytes, format: .recursiveDescription, select: "B", container: bytes.first.map { $0 & 1 == 0 ? "A" : nil } ?? nil)
    }
    return 0
}
#else
/// Without `-sanitize=fuzzer` there is no fuzzer to run: say how to build one.
@main
enum GridcalcFuzzStub {
    static func main() {
        print("gridcalc-fuzz: built without the fuzzer; run 'make fuzz' (it builds with -sanitize=fuzzer,address -D GRIDCALC_FUZZ)")
        exit(64)
    }
}
#endif
