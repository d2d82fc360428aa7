// DevicesCommand: `gridcalc devices` — the device presets `--device` accepts (Docs/devices.md).
//
// Rule: the presets grouped by platform (Apple, Android, web), one row per preset: name, portrait
// size in the logical unit and in device pixels, scale, native scale, models; then every alias;
// downsampling panels are marked. `--platform` keeps one group. Table or JSON (`gridcalc/devices@1`).

import GridCore

package enum DevicesCommand: Command {
    package static let name = "devices"
    package static let abstract = "The device presets --device accepts, by platform: size in the logical unit and in px, scale, native scale, models and aliases."
    package static let usage = "gridcalc devices [--platform ios|android|web] [<options>]"

    /// devices' `--platform` keeps one platform's presets.
    package static let platform = OptionDeclaration(
        "--platform", .choice(["ios", "android", "web"], default: nil), help: "Only the presets of one platform (ios: Apple phones and tablets).")

    package static let options: [OptionDeclaration] = [platform] + TableOrJSON.options + [.help]

    package static let examples = """
          gridcalc devices
          gridcalc devices --platform android
          gridcalc devices --json | jq -r '.devices[] | select(.platform == "web") | .name'
        """

    package static func run(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        let reader = OptionReader(arguments)
        let document = DevicesDocument(platform: try reader.choice(platform, as: Platform.self))
        switch try TableOrJSON(reader) {
        case .json: return try JSONOutput.outcome(document)
        case .table: return Outcome(stdout: table(document))
        }
    }

    /// The heading of each platform's group.
    static func heading(_ platform: Platform) -> String {
        switch platform {
        case .ios: return "Apple (--platform ios; sizes in pt)"
        case .android: return "Android (--platform android; sizes in dp, scale = density = dpi / 160)"
        case .web: return "Web (--platform web; sizes in CSS px, scale = devicePixelRatio)"
        }
    }

    package static func table(_ d: DevicesDocument) -> String {
        var out = ""
        for platform in Platform.allCases {
            let devices = d.devices.filter { $0.platform == platform }
            guard !devices.isEmpty else { continue }
            var table = TextTable(header: ["name", "portrait \(platform.unitSuffix)", "portrait px", "scale", "native", "models"],
                                  rightAligned: [false, true, true, true, true, false])
            for device in devices {
                table.append([device.name, "\(decimalText(device.widthPt)) × \(decimalText(device.heightPt))",
                              "\(device.widthPx) × \(device.heightPx)",
                              decimalText(device.scale, maxFractionDigits: 6),
                              decimalText(device.nativeScale, maxFractionDigits: 6) + (device.downsamples ? " *" : ""),
                              device.models.joined(with: ", ")])
            }
            out += (out.isEmpty ? "" : "\n") + heading(platform) + "\n" + table.render()
        }
        out += "\n* downsampled: rendered at the scale, shown at the native scale; 1px lines can blur or vanish.\n"
        out += "Landscape (--orientation landscape) swaps width and height.\n"
        let aliased = d.devices.filter { !$0.aliases.isEmpty }
        if !aliased.isEmpty {
            out += "\naliases:\n"
            for device in aliased { out += "  \(device.name): \(device.aliases.joined(with: ", "))\n" }
        }
        return out
    }
}
