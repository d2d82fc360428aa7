// HairlineCommand: `gridcalc hairline` — a one-pixel line at each scale (Docs/hairlines.md).
//
// Rule: `--scale S[,S2,…]` lists the scales (each once); `--at <length>` snaps a y down to the pixel
// grid. Table or JSON (`gridcalc/hairline@1`). The numbers are GridCore's; this only formats them.

import GridCore

package enum HairlineCommand: Command {
    package static let name = "hairline"
    package static let abstract = "A line exactly one device pixel thick: its thickness, stroke offset and snapped position per scale."
    package static let required = [UsageLine.Requirement([scales], [ScreenOptions.device])]

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
        let options = try HairlineOptions(arguments)
        let document: HairlineDocument
        do { document = try HairlineDocument(scales: options.scales, at: options.at, device: options.device?.preset) } catch {
            throw UsageError(error, typed: options.typed)
        }
        switch options.format {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: HairlineTable.render(document, platform: options.platform),
                                    warnings: document.warnings.map { $0.description(in: options.platform) })
        }
    }
}

/// hairline's options, read: the device and platform, the scales, the y, the format.
package struct HairlineOptions {
    /// The preset `--device` names, if given.
    package var device: ScreenOptions.Device?
    /// The platform the numbers are for.
    package var platform: Platform
    /// The scales: `--scale`'s list, else the device's.
    package var scales: [Scale]
    /// `--at`, if given.
    package var at: RequestedLength?
    /// The output format.
    package var format: TableOrJSON
    /// What was typed for each GridCore input, for its errors.
    package var typed: TypedValues

    /// Reads `arguments`: the device and platform (hairline has no width), the scales, `--at`,
    /// the format.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        var reader = OptionReader(arguments)
        (device, platform) = try ScreenOptions.deviceAndPlatform(&reader)
        if let given = try reader.scales(HairlineCommand.scales) {
            scales = given
        } else if let device {
            do { scales = [try Scale(device.preset.scale)] } catch { throw reader.usageError(error) }
        } else {
            throw UsageError("missing --scale <S[,S2,…]>", hint: "give --scale, or --device <name>; usage: \(HairlineCommand.usage)")
        }
        at = try reader.length(HairlineCommand.at)
        format = try TableOrJSON(reader)
        typed = reader.typed
    }
}
