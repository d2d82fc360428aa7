// SeparatorCommand: `gridcalc separator` — a table cell's 1px separator frame (Docs/hairlines.md).
//
// Rule: every flag of §4. `--margins` needs `--reference margins`, and that reference needs
// `--margins`; a bad combination is a usage error. Table or JSON (`gridcalc/separator@1`).

import GridCore

package enum SeparatorCommand {
    package static let spec = CommandSpec(
        name: "separator",
        abstract: "The frame of a table cell's 1px separator, inset from the cell edges or the layout margins.",
        usage: "gridcalc separator (--width <length> --scale <number> | --device <name>) [<options>]",
        options: OptionSpec.screen(width: "Cell width", fromDevice: "Cell width (the screen's)") + [
            OptionSpec(name: "--inset-leading", valueName: "<length>", help: "Separator inset on the leading side.", defaultText: "0"),
            OptionSpec(name: "--inset-trailing", valueName: "<length>", help: "Separator inset on the trailing side.", defaultText: "0"),
            OptionSpec(name: "--reference", valueName: "<cell-edges|margins>", help: "Measure the insets from the cell edges (iOS 11+) or from the layout margins.", defaultText: "cell-edges"),
            OptionSpec(name: "--margins", valueName: "<leading>,<trailing>", help: "The cell's layout margins; only with --reference margins (required there)."),
            OptionSpec(name: "--direction", valueName: "<ltr|rtl>", help: "Reading direction; rtl swaps left and right.", defaultText: "ltr"),
            OptionSpec(name: "--cell-height", valueName: "<length>", help: "Cell height (floored to whole pixels).", defaultText: "44pt"),
            OptionSpec(name: "--position", valueName: "<bottom|top>", help: "The edge the separator runs along.", defaultText: "bottom"),
        ] + OptionSpec.tableOrJSON,
        examples: """
              gridcalc separator --width 375 --scale 2 --inset-leading 16
              gridcalc separator --width 414 --scale 3 --reference margins --margins 20,20 --inset-leading 44 --direction rtl
              gridcalc separator --width 390 --scale 3 --cell-height 60 --position top --json
            """,
        run: run)

    package static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Outcome {
        let scanned = try ScannedArguments(arguments, specs: spec.options, command: spec.name)
        var reader = FlagReader(scanned)
        let device = try reader.device()
        let (width, scale) = try reader.screen(device, usage: spec.usage)
        var request = CellSeparatorRequest(width: width, scale: scale)
        request.device = device?.preset
        request.insetLeading = try reader.length("--inset-leading", .insetLeading, .pixels(0))
        request.insetTrailing = try reader.length("--inset-trailing", .insetTrailing, .pixels(0))
        request.reference = try choice("--reference", in: scanned, default: .cellEdges)
        if let marginsText = reader.text("--margins", .margins) {
            guard request.reference == .margins else {
                throw UsageError("--margins \(quoted(marginsText)) applies only with --reference margins",
                                 hint: "add --reference margins, or drop --margins (with cell-edges the insets are measured from the cell's edges)")
            }
            let (leading, trailing) = try reader.lengthPair(marginsText, .margins)
            request.margins = LayoutMargins(leading: leading, trailing: trailing)
        } else if request.reference == .margins {
            throw UsageError("--reference margins needs --margins <leading>,<trailing>",
                             hint: "give the cell's layout margins, e.g. --margins 16,16 (20,20 on wider iPhones)")
        }
        request.direction = try choice("--direction", in: scanned, default: .ltr)
        request.cellHeight = try reader.length("--cell-height", .cellHeight, .points(44))
        request.position = try choice("--position", in: scanned, default: .bottom)
        let format = try OutputFormat(scanned, allowed: [.table, .json])
        let document: CellSeparatorDocument
        do { document = try CellSeparatorDocument(request) } catch { throw reader.usageError(error) }
        switch format {
        case .json: return try JSONOutput.outcome(document)
        default: return Outcome(stdout: table(document, scale: scale), warnings: document.warnings.map(\.description))
        }
    }

    package static func table(_ d: CellSeparatorDocument, scale: Scale) -> String {
        var out = "cell       \(decimalText(d.cell.width.pt))pt × \(decimalText(d.cell.height.pt))pt"
        out += " = \(d.cell.width.px) × \(d.cell.height.px)px at \(scale)x\n"
        out += "separator  x \(describe(d.rect.x)), y \(describe(d.rect.y)), width \(describe(d.rect.width)), height \(describe(d.rect.height))\n"
        out += "insets     left \(describe(d.insets.left)), right \(describe(d.insets.right))"
        out += " (from the \(d.reference == .margins ? "layout margins" : "cell edges"), \(d.direction.rawValue), \(d.position.rawValue))\n"
        return out
    }
}
