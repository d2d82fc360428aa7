// HairlineCommand: `gridcalc hairline` — a one-pixel line at each scale (Docs/hairlines.md).
//
// Rule: `--scale S[,S2,…]` lists the scales (each once); `--at <length>` snaps a y down to the pixel
// grid. Table or JSON (`gridcalc/hairline@1`). The numbers are GridCore's; this only formats them.

import GridCore

package enum HairlineCommand: Command {
    package static let name = "hairline"
    package static let abstract = "A line exactly one device pixel thick: its thickness, stroke offset and snapped position per scale."
    package static let usage = "gridcalc hairline (--scale <S[,S2,…]> | --device <name>) [--at <length>] [<options>]"

    /// hairline's `--scale` takes a list: one line per scale.
    package static let scales = OptionDeclaration(
        "--scale", .text("<S[,S2,…]>", field: .scale),
        help: "Device pixels per point; several scales separated by commas (3,2 for a phone and an external display).", example: "3 or 3,2",
        check: { text, reader throws(UsageError) in _ = try reader.scales(text, option: ScreenOptions.scale) })
    package static let at = OptionDeclaration(
        "--at", .length(.at, default: nil), help: "A y to draw the line at; snapped down to the pixel grid.", example: "10.2, 10pt or 31px")

    package static let options: [OptionDeclaration] = [scales, ScreenOptions.device] + PlatformOptions.options + [at] + TableOrJSON.options + [.help]

    package static let examples = """
          gridcalc hairline --scale 3
          gridcalc hairline --scale 3,2,2.608 --at 10.2
          gridcalc hairline --scale 2 --at 44 --json
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        var reader = OptionReader(arguments)
        let (device, platform) = try ScreenOptions.deviceAndPlatform(&reader)
        var list: [Scale] = []
        if let scalesText = reader.text(scales) {
            list = try reader.scales(scalesText, option: scales)
        } else if let device {
            do { list.append(try Scale(device.preset.scale)) } catch { throw reader.usageError(error) }
        } else {
            throw UsageError("missing --scale <S[,S2,…]>", hint: "give --scale, or --device <name>; usage: \(usage)")
        }
        let y = try reader.length(at)
        let format = try TableOrJSON(reader)
        let document: HairlineDocument
        do { document = try HairlineDocument(scales: list, at: y, device: device?.preset) } catch { throw reader.usageError(error) }
        switch format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: HairlineTable.render(document, platform: platform), warnings: document.warnings.map { $0.description(in: platform) })
        }
    }
}
