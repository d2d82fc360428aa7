// CheckCommand: `gridcalc check` — the CI gate for off-by-one pixels (Docs/check-and-sweep.md).
//
// Rule: read the document (a file, or `-`/nothing for stdin); flags override its scale, container
// and spacing (`--device` gives scale and container); run GridCore's `FrameCheck`, optionally
// `--against` an expected layout; print findings as a table or `gridcalc/check@1`. Exit 0 when no
// finding is an error, 1 when one is, 65 for a document that cannot be checked, 66 for a file that
// cannot be opened.

import GridCore

package enum CheckCommand {
    package static let spec = CommandSpec(
        name: "check",
        abstract: "Check frames an app produced (or a gridcalc document) for off-grid edges, gaps, overlaps and overflow.",
        usage: "gridcalc check [--scale <number>] [--width <length>] [--device <name> [--orientation <o>]] [--spacing <length>] [--tolerance <px>] [--against <grid.json>] [--flow-sum] [--format table|json] [<file>|-]",
        options: [
            OptionSpec(name: "--scale", valueName: "<number>", help: "Device pixels per point; overrides the document's scale."),
            OptionSpec(name: "--width", valueName: "<length>", help: "Container width; overrides the document's container."),
            OptionSpec(name: "--device", valueName: "<name>", help: "Scale and container width from a device preset; --scale/--width override it."),
            OptionSpec(name: "--orientation", valueName: "<portrait|landscape>", help: "Orientation of the --device preset.", defaultText: "portrait"),
            OptionSpec(name: "--spacing", valueName: "<length>", help: "Expected gap between neighbours in a row; overrides the document's.", defaultText: "the document's, else 1px"),
            OptionSpec(name: "--tolerance", valueName: "<px>", help: "How far an edge may be from a whole pixel, 0 to 0.5.", defaultText: "0.01"),
            OptionSpec(name: "--against", valueName: "<grid.json>", help: "An expected layout (gridcalc document or frames dump): report frames whose px x/width differ."),
            OptionSpec(name: "--flow-sum", valueName: nil, help: "The frames are values to paste into a flow layout: each row's double sum x₀ + w₀ + s + w₁ + … must fit the container."),
        ] + OptionSpec.tableOrJSON,
        examples: """
              gridcalc --width 414 --scale 3 --columns 7 --json | gridcalc check -
              gridcalc check frames.json --against expected.json
              gridcalc check --device iphone-15 --spacing 1px --json frames.json
            """,
        run: run)

    package static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Outcome {
        let scanned = try ScannedArguments(arguments, specs: spec.options, command: spec.name, maxPositionals: 1)
        var reader = FlagReader(scanned)
        let device = try reader.device()
        let format = try OutputFormat(scanned, allowed: [.table, .json])
        var tolerance = FrameCheck.defaultTolerancePx
        if let text = scanned.value("--tolerance") {
            guard let value = NumberSyntax.decimal(Substring(text)), value >= 0, value <= 0.5 else {
                throw UsageError("invalid value \(quoted(text)) for --tolerance: expected a plain decimal from 0 to 0.5 (pixels)",
                                 hint: "e.g. --tolerance 0.01")
            }
            tolerance = value
        }
        let path = scanned.positionals.first ?? "-"
        let name = path == "-" ? "stdin" : quotedPath(path)
        var request = CheckRequest(subject: try CheckInputDocument.subject(try InputFile.read(path, flag: ""), name: name),
                                   device: device?.preset, orientation: device?.orientation ?? .portrait,
                                   tolerancePx: tolerance, flowSum: scanned.has("--flow-sum"))
        if scanned.has("--scale") { request.scale = try reader.scale() }
        if scanned.has("--width") { request.container = try reader.length("--width", .width, .pixels(0)) }
        if scanned.has("--spacing") { request.spacing = try reader.length("--spacing", .spacing, .pixels(1)) }
        if let againstPath = scanned.value("--against") {
            request.against = try CheckInputDocument.subject(try InputFile.read(againstPath, flag: "--against"), name: quotedPath(againstPath))
        }
        let check: FrameCheck
        do {
            check = try FrameCheck(request)
        } catch {
            switch error.kind {
            case .missingScale:
                throw CheckInputDocument.dataError("\(name): \(error.description): give --scale or --device")
            case .missingContainer:
                throw CheckInputDocument.dataError("\(name): \(error.description): give --width or --device")
            case .invalidValue:
                throw CheckInputDocument.dataError("\(name): \(error.description)")
            }
        }
        let document = CheckDocument(check)
        var outcome = format == .json ? try JSONOutput.outcome(document) : Outcome(stdout: table(document, check: check))
        outcome.exitCode = document.ok ? ExitCode.success : ExitCode.findings
        return outcome
    }

    package static func table(_ d: CheckDocument, check: FrameCheck) -> String {
        let errors = d.findings.filter { $0.severity == .error }.count
        let warnings = d.findings.count - errors
        var out = "check     \(d.frames) frame\(d.frames == 1 ? "" : "s") at \(check.scale)x, container \(check.containerPx)px"
        out += " (\(decimalText(check.containerPt))pt), spacing \(check.spacingPx)px, tolerance \(decimalText(check.tolerancePx, maxFractionDigits: 6))px\n"
        out += "result    \(d.ok ? "ok" : "FAIL"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        guard !d.findings.isEmpty else { return out }
        var table = TextTable(header: ["kind", "severity", "frames", "edge", "expected px", "actual px", "error px", "message"],
                              rightAligned: [false, false, true, false, true, true, true, false])
        for f in d.findings {
            // 4 decimals, or every digit where 4 would hide the difference (a double sum 1 ulp over).
            let short = [f.expectedPx, f.actualPx, f.errorPx].map { decimalText($0, maxFractionDigits: 4) }
            let hidden = (f.expectedPx != f.actualPx && short[0] == short[1]) || (f.errorPx != 0 && (short[2] == "0" || short[2] == "-0"))
            let numbers = hidden ? [f.expectedPx, f.actualPx, f.errorPx].map(\.description) : short
            table.append([f.kind.rawValue, f.severity.rawValue, f.frames.map(String.init).joined(separator: ","), f.edge]
                         + numbers + [f.message])
        }
        return out + "\n" + table.render()
    }
}
