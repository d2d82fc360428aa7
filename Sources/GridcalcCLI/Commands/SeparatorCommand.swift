// SeparatorCommand: `gridcalc separator` — a table cell's 1px separator frame (Docs/hairlines.md).
//
// Rule: every flag of §4. `--margins` needs `--reference margins`, and that reference needs
// `--margins`; a bad combination is a usage error. Table or JSON (`gridcalc/separator@1`).

import GridCore

package enum SeparatorCommand: Command {
    package static let name = "separator"
    package static let abstract = "The frame of a table cell's 1px separator, inset from the cell edges or the layout margins."
    package static let usage = "gridcalc separator (--width <length> --scale <number> | --device <name>) [<options>]"

    package static let insetLeading = OptionDeclaration(
        "--inset-leading", .length(.insetLeading, default: .zero), help: "Separator inset on the leading side.", example: "16, 16pt or 48px")
    package static let insetTrailing = OptionDeclaration(
        "--inset-trailing", .length(.insetTrailing, default: .zero), help: "Separator inset on the trailing side.", example: "16, 16pt or 48px")
    package static let reference = OptionDeclaration(
        "--reference", .choice(["cell-edges", "margins"], default: "cell-edges"),
        help: "Measure the insets from the cell edges (iOS 11+) or from the layout margins.")
    package static let margins = OptionDeclaration(
        "--margins", .text("<leading>,<trailing>", field: .margins), help: "The cell's layout margins; only with --reference margins (required there).",
        example: "16,16", check: { text, reader throws(UsageError) in _ = try reader.lengthPair(text, .margins) })
    package static let cellHeight = OptionDeclaration(
        "--cell-height", .length(.cellHeight, default: CellSeparatorRequest.defaultCellHeight), help: "Cell height (floored to whole pixels).",
        example: "44, 44pt or 132px")
    /// `--position`, which `table` takes too.
    package static let position = OptionDeclaration(
        "--position", .choice(["bottom", "top"], default: "bottom"),
        help: "The edge of its cell each separator runs along.")

    package static let options: [OptionDeclaration] =
        ScreenOptions.options + PlatformOptions.options + [insetLeading, insetTrailing, reference, margins, LayoutOptions.direction, cellHeight, position]
        + TableOrJSON.options + [.help]

    package static let examples = """
          gridcalc separator --width 375 --scale 2 --inset-leading 16
          gridcalc separator --width 414 --scale 3 --reference margins --margins 20,20 --inset-leading 44 --direction rtl
          gridcalc separator --width 390 --scale 3 --cell-height 60 --position top --json
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        var reader = OptionReader(arguments)
        let screen = try ScreenOptions(&reader, usage: usage)
        let (width, scale, platform) = (screen.width, screen.scale, screen.platform)
        var request = CellSeparatorRequest(width: width, scale: scale)
        request.device = screen.device?.preset
        request.insetLeading = try reader.length(orDefault: insetLeading)
        request.insetTrailing = try reader.length(orDefault: insetTrailing)
        request.reference = try reader.choice(reference, as: CellSeparatorRequest.Reference.self)!
        if let marginsText = reader.text(margins) {
            guard request.reference == .margins else {
                throw UsageError("--margins \(quoted(marginsText)) applies only with --reference margins",
                                 hint: "add --reference margins, or drop --margins (with cell-edges the insets are measured from the cell's edges)")
            }
            let (leading, trailing) = try reader.lengthPair(marginsText, .margins)
            request.margins = CellSeparatorRequest.Margins(leading: leading, trailing: trailing)
        } else if request.reference == .margins {
            throw UsageError("--reference margins needs --margins <leading>,<trailing>",
                             hint: "give the cell's layout margins, e.g. --margins 16,16 (20,20 on wider iPhones)")
        }
        request.direction = try reader.choice(LayoutOptions.direction, as: Direction.self)!
        request.cellHeight = try reader.length(orDefault: cellHeight)
        request.position = try reader.choice(position, as: CellSeparatorRequest.Position.self)!
        let format = try TableOrJSON(reader)
        let document: CellSeparatorDocument
        do { document = try CellSeparatorDocument(request) } catch { throw reader.usageError(error) }
        switch format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: SeparatorTable.render(document, scale: scale, platform: platform),
                                    warnings: document.warnings.map { $0.description(in: platform) })
        }
    }
}
