// CheckBaseline: the findings a team has accepted, so that a gate can be turned on over an app that
// has old ones and still fail on every new one (as SwiftLint's, detekt's and Android Lint's
// baselines do).
//
// Rule: a finding's identity is its file (relative to the config's folder in a config run, the
// folders resolved by the file system; stdin the empty name, which no file has), its screen, its
// kind, its edge and its place — its cells, `row 2, cells 3-4` (a row's cells counted from the left,
// rows from the top; a staggered layout's columns; `frame 7` when neither), or for a finding about
// no frame the place its message names (`row 1, column 3` for a missing cell, `reference row 1,
// cell 2` for a removed one, `expected frame 4`) — never a line number or a message, so an edit
// above a cell keeps its finding known, and a baseline never forgives a finding at another place. `--write-baseline path`
// writes every finding of the run (`gridcalc/baseline@1`, sorted). `--baseline path` takes out of
// the reports and the verdict each finding whose identity it holds (one for one: two equal
// identities in the baseline forgive two findings), and says on stderr how many known findings
// remain and which of its entries are gone (fixed, or their file no longer checked), so the
// baseline only shrinks. A baseline that is not one is 65 naming its JSON path.

import GridCore

/// `--baseline` and `--write-baseline`.
package enum CheckBaseline {
    /// `--baseline` (declared with check's options).
    package static var read: OptionDeclaration { CheckInputOptions.baseline }
    /// `--write-baseline` (declared with check's options).
    package static var write: OptionDeclaration { CheckInputOptions.writeBaseline }

    /// The schema identifier of a baseline file.
    static let schemaID = "gridcalc/baseline@1"
    /// The most entries a baseline holds.
    static let maxEntries = 100_000

    /// One finding's identity.
    package struct Identity: Hashable, Comparable {
        package let file: String, screen: String, kind: String, edge: String, cells: String

        package static func < (a: Identity, b: Identity) -> Bool {
            (a.file, a.screen, a.kind, a.cells, a.edge) < (b.file, b.screen, b.kind, b.cells, b.edge)
        }

        /// For messages: `home.json (home): gap at row 1, cells 3-4`.
        var description: String {
            "\(file.isEmpty ? "stdin" : shownLine(file, limitBytes: 120))\(screen.isEmpty ? "" : " (\(shownLine(screen, limitBytes: 64)))"): \(kind)\(cells.isEmpty ? "" : " at \(cells)")\(edge.isEmpty ? "" : ", \(edge)")"
        }
    }

    /// Each finding of `run`'s document and its identity, in order.
    package static func identities(_ run: CheckedFile) -> [Identity] {
        guard let document = run.document else { return [] }
        let places = run.cellPlaces
        return document.findings.map { f in
            let cells = f.frames.map { $0 < places.count ? places[$0] : "frame \($0)" }
            // A finding about no frame has the place its message names (a missing cell's row and
            // column, a reference's cell): never one identity for every such finding of a file.
            let place = f.frames.isEmpty ? f.place ?? "" : joined(cells)
            // stdin is the empty name, which no file has.
            return Identity(file: run.baselinePath == "-" ? "" : run.baselinePath, screen: run.screen ?? "", kind: f.kind.rawValue, edge: f.edge, cells: place)
        }
    }

    /// `row 2, cells 3-4` for neighbours in one row, else the places joined.
    static func joined(_ places: [String]) -> String {
        guard places.count == 2, let a = places.first, let b = places.last,
              let comma = a.lastIndex(of: ","), b.hasPrefix(a[...comma]) else { return places.joined(with: "; ") }
        let first = a[a.index(after: comma)...].dropFirst(" cell ".count), second = b[b.index(after: comma)...].dropFirst(" cell ".count)
        return "\(a[..<comma]), cells \(first)-\(second)"
    }

    /// The baseline file's text: every identity of `runs`, sorted.
    package static func text(_ runs: [CheckedFile]) -> String {
        let all = runs.flatMap(identities).sorted()
        var out = "{\n  \"findings\": ["
        for (i, id) in all.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\"cells\": \(JSONWriter.quoted(id.cells)), \"edge\": \(JSONWriter.quoted(id.edge)), \"file\": \(JSONWriter.quoted(id.file)), \"kind\": \(JSONWriter.quoted(id.kind)), \"screen\": \(JSONWriter.quoted(id.screen))}"
        }
        out += all.isEmpty ? "],\n" : "\n  ],\n"
        return out + "  \"schema\": \"\(schemaID)\"\n}\n"
    }

    /// The identities a baseline file holds (65 naming the JSON path of what is wrong).
    package static func entries(_ bytes: [UInt8], name: String) throws(UsageError) -> [Identity] {
        func wrong(_ at: String, _ what: String) -> UsageError {
            var error = UsageError("\(name): \(at): \(what)", hint: "give a file gridcalc check --write-baseline wrote (\(schemaID))")
            error.exitCode = ExitCode.data
            return error
        }
        let document: JSONDocument
        do { document = try StrictJSON.read(bytes) } catch { throw wrong("the document", error.description) }
        let root = document.root
        guard root.kind == .object, root.member("schema")?.string == schemaID else { throw wrong("schema", "expected \"\(schemaID)\"") }
        guard let list = root.member("findings"), list.kind == .array, list.count <= maxEntries else {
            throw wrong("findings", "expected a list of at most \(maxEntries) findings")
        }
        var out: [Identity] = []
        for (i, entry) in list.elements.enumerated() {
            var fields: [String] = []
            for key in ["file", "screen", "kind", "edge", "cells"] {
                guard let text = entry.member(key)?.string else { throw wrong("findings[\(i)].\(key)", "expected a string") }
                fields.append(text)
            }
            out.append(Identity(file: fields[0], screen: fields[1], kind: fields[2], edge: fields[3], cells: fields[4]))
        }
        return out
    }

    /// A baseline read: its entries and its name for messages.
    package typealias Known = (entries: [Identity], name: String)

    /// The baseline `--baseline` names, read before anything is judged (a file that is not one is
    /// 65 at once); nil without the flag.
    package static func known(_ settings: CheckSettings) throws(UsageError) -> Known? {
        guard let path = settings.text(read) else { return nil }
        let bytes = settings.bytes(of: path), name = InputFile.displayName(path, bytes: bytes)
        return (try entries(try InputFile.read(path, flag: "--baseline", pathBytes: bytes), name: name), name)
    }

    /// `runs` without the findings `known` holds (one for one) — new values, the judged ones
    /// untouched — and what is left of the baseline: how many known findings remain, and the
    /// entries gone.
    package static func apply(_ known: [Identity], to runs: [CheckedFile], name: String) -> (runs: [CheckedFile], lines: [String]) {
        var left: [Identity: Int] = [:]
        for id in known { left[id, default: 0] += 1 }
        var matched = 0
        var kept: [CheckedFile] = []
        for run in runs {
            let ids = identities(run)
            var drop = Set<Int>()
            for (i, id) in ids.enumerated() where (left[id] ?? 0) > 0 {
                left[id]! -= 1
                drop.insert(i)
            }
            matched += drop.count
            guard !drop.isEmpty, var document = run.document else { kept.append(run); continue }
            let known = drop.sorted().map { document.findings[$0] }
            document.removeFindings(at: drop)
            kept.append(run.with(document: .some(document), known: known))
        }
        let gone = left.flatMap { id, n in Array(repeating: id, count: n) }.sorted()
        // Each gone entry beside its file (the HTML report lists it there), else beside the first.
        for id in gone {
            let at = kept.firstIndex { ($0.baselinePath == "-" ? "" : $0.baselinePath) == id.file && ($0.screen ?? "") == id.screen } ?? kept.startIndex
            guard at < kept.endIndex else { break }
            kept[at] = kept[at].with(baselineGone: kept[at].baselineGone + [id.description])
        }
        var lines = ["baseline \(name): \(matched) known finding\(matched == 1 ? "" : "s") remain\(matched == 1 ? "s" : "") (not reported), \(gone.count) gone"
                     + (gone.isEmpty ? "" : ": write the baseline again (--write-baseline) to drop \(gone.count == 1 ? "it" : "them")")]
        lines += gone.prefix(20).map { "baseline: gone: \($0.description)" }
        if gone.count > 20 { lines.append("baseline: … and \(gone.count - 20) more gone") }
        return (kept, lines)
    }
}
