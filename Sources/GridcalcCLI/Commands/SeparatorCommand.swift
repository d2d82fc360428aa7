// SeparatorCommand: `gridcalc separator` — a table cell's 1px separator frame (Docs/hairlines.md).
//
// Rule: every flag of §4. `--margins` needs `--reference margins`, and that reference needs
// `--margins`; a bad combination is a usage error. Table or JSON (`gridcalc/separator@1`).

import GridCore

package enum SeparatorCommand: Command {
    package static let name = "separator"
    package static let abstract = "The frame of a table cell's 1px separator, inset from the cell edges or the layout margins."
    package static let required = [UsageLine.Requirement([ScreenOptions.width, ScreenOptions.scale], [ScreenOptions.device])]

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
        let options = try SeparatorOptions(arguments)
        let document: CellSeparatorDocument
        do { document = try CellSeparatorDocument(options.request) } catch { throw UsageError(error, typed: options.typed) }
        let platform = options.screen.platform
        switch options.format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: SeparatorTable.render(document, scale: options.screen.scale, platform: platform),
                                    warnings: document.warnings.map { $0.description(in: platform) })
        }
    }
}

/// separator's options, read: the screen, the request and the format.
package struct SeparatorOptions {
    /// The screen: the device, the platform, the width and scale in force.
    package var screen: ScreenOptions
    /// The separator asked for.
    package var request: CellSeparatorRequest
    /// The output format.
    package var format: TableOrJSON
    /// What was typed for each GridCore input, for its errors.
    package var typed: TypedValues

    /// Reads `arguments`: the screen, the insets, the reference and its margins, the direction,
    /// the cell's height, the position, the format.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        typealias C = SeparatorCommand
        var reader = OptionReader(arguments)
        screen = try ScreenOptions(&reader, usage: C.usage)
        request = CellSeparatorRequest(width: screen.width, scale: screen.scale)
        request.device = screen.device?.preset
        request.insetLeading = try reader.length(orDefault: C.insetLeading)
        request.insetTrailing = try reader.length(orDefault: C.insetTrailing)
        request.reference = try reader.choice(C.reference, as: CellSeparatorRequest.Reference.self)!
        request.margins = try Self.margins(&reader, reference: request.reference)
        request.direction = try reader.choice(LayoutOptions.direction, as: Direction.self)!
        request.cellHeight = try reader.length(orDefault: C.cellHeight)
        request.position = try reader.choice(C.position, as: CellSeparatorRequest.Position.self)!
        format = try TableOrJSON(reader)
        typed = reader.typed
    }

    /// `--margins`, which `--reference margins` needs and only it takes.
    private static func margins(_ reader: inout OptionReader, reference: CellSeparatorRequest.Reference) throws(UsageError) -> CellSeparatorRequest.Margins? {
        guard let marginsText = reader.text(SeparatorCommand.margins) else {
            guard reference != .margins else {
                throw UsageError("--reference margins needs --margins <leading>,<trailing>",
                                 hint: "give the cell's layout margins, e.g. --margins 16,16 (20,20 on wider iPhones)")
            }
            return nil
        }
        guard reference == .margins else {
            throw UsageError("--margins \(quoted(marginsText)) applies only with --reference margins",
                             hint: "add --reference margins, or drop --margins (with cell-edges the insets are measured from the cell's edges)")
        }
        let (leading, trailing) = try reader.lengthPair(marginsText, .margins)
        return CellSeparatorRequest.Margins(leading: leading, trailing: trailing)
    }
}
