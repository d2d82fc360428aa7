// DevicesCommand: `gridcalc devices` — the device presets `--device` accepts (Docs/check-and-sweep.md).
//
// Rule: one row per preset (name, portrait size in pt and px, scale, native scale, models), then
// every alias; downsampling panels are marked. Table or JSON (`gridcalc/devices@1`).

import GridCore

package enum DevicesCommand {
    package static let spec = CommandSpec(
        name: "devices",
        abstract: "The device presets --device accepts: size in points, scale, native scale, models and aliases.",
        usage: "gridcalc devices [<options>]",
        options: [
        ] + OptionSpec.tableOrJSON,
        examples: """
              gridcalc devices
              gridcalc devices --json | jq -r '.devices[].name'
            """,
        run: run)

    package static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Outcome {
        let scanned = try ScannedArguments(arguments, specs: spec.options, command: spec.name)
        let document = DevicesDocument()
        switch try OutputFormat(scanned, allowed: [.table, .json]) {
        case .json: return try JSONOutput.outcome(document)
        default: return Outcome(stdout: table(document))
        }
    }

    package static func table(_ d: DevicesDocument) -> String {
        var table = TextTable(header: ["name", "portrait pt", "scale", "native", "models"],
                              rightAligned: [false, true, true, true, false])
        for device in d.devices {
            table.append([device.name, "\(decimalText(device.widthPt)) × \(decimalText(device.heightPt))",
                          decimalText(device.scale), decimalText(device.nativeScale, maxFractionDigits: 6) + (device.downsamples ? " *" : ""),
                          device.models.joined(separator: ", ")])
        }
        var out = table.render()
        out += "\n* downsampled: rendered at the scale, shown at the native scale; 1px lines can blur or vanish.\n"
        out += "Landscape (--orientation landscape) swaps width and height.\n\naliases:\n"
        for device in d.devices where !device.aliases.isEmpty {
            out += "  \(device.name): \(device.aliases.joined(separator: ", "))\n"
        }
        return out
    }
}
