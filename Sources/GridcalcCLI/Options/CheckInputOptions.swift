// CheckInputOptions: what `check` reads and how strictly — the input format, the selectors of a
// view tree, the tolerance, the expected layout and the flow-layout sum.
//
// Rule (Docs/check-inputs.md): `--input-format` is detected from the content by default;
// `--select`/`--container` apply only to the view-tree formats, which need one of them; the
// tolerance is a plain decimal from 0 to 0.5 px.

import GridCore

/// check's input options.
package enum CheckInputOptions {
    package static let inputFormat = OptionDeclaration(
        "--input-format", .choice(["auto", "gridcalc", "frames", "css", "uiautomator", "recursive-description"], default: "auto"),
        help: "What the document is: a gridcalc document, frames in points, a browser's rects in CSS px (judged as painted), a uiautomator XML dump, or UIKit's recursiveDescription.",
        defaultNote: "auto, from the content")
    package static let select = OptionDeclaration(
        "--select", .text("<attr=value>"),
        help: "The cells in a uiautomator or recursive-description dump: resource-id=, class= or content-desc= (a bare value is a resource-id, or a class name).",
        example: "resource-id=cell")
    package static let container = OptionDeclaration(
        "--container", .text("<attr=value>"),
        help: "The container in a dump: its origin is subtracted and its width is the container's; without --select its children are the cells.",
        example: "resource-id=grid")
    package static let tolerance = OptionDeclaration(
        "--tolerance", .text("<px>"), help: "How far an edge may be from a whole pixel, 0 to 0.5.",
        defaultNote: "\(FrameCheck.defaultTolerancePx)", example: "0.01",
        check: { _, reader throws(UsageError) in _ = try CheckInputOptions.tolerance(reader) })
    package static let against = OptionDeclaration(
        "--against", .text("<grid.json>"), help: "An expected layout (gridcalc document or frames dump): report frames whose px x/width differ.",
        example: "expected.json", completion: .files)
    package static let flowSum = OptionDeclaration(
        switch: "--flow-sum",
        help: "The frames are values to paste into a flow layout: each row's double sum x₀ + w₀ + s + w₁ + … must fit the container.")

    /// `--tolerance`: a plain decimal from 0 to 0.5 (the default when not given).
    package static func tolerance(_ reader: OptionReader) throws(UsageError) -> Double {
        guard let text = reader.arguments.text(tolerance) else { return FrameCheck.defaultTolerancePx }
        guard let value = NumberSyntax.decimal(Substring(text)), value >= 0, value <= 0.5 else {
            throw UsageError("invalid value \(quoted(text)) for --tolerance: expected a plain decimal from 0 to 0.5 (pixels)",
                             hint: "e.g. --tolerance 0.01")
        }
        return value
    }
}
