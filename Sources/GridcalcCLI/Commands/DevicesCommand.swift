// DevicesCommand: `gridcalc devices` — the device presets `--device` accepts (Docs/devices.md).
//
// Rule: the presets grouped by platform (Apple, Android, web), one row per preset: name, portrait
// size in the logical unit and in device pixels, scale, native scale, models; then every alias;
// downsampling panels are marked. `--platform` keeps one group. Table or JSON (`gridcalc/devices@1`).

import GridCore

package enum DevicesCommand: Command {
    package static let name = "devices"
    package static let abstract = "The device presets --device accepts, by platform: size in the logical unit and in px, scale, native scale, models and aliases."

    /// devices' `--platform` keeps one platform's presets.
    package static let platform = OptionDeclaration(
        "--platform", .choice(Platform.allCases.map(\.rawValue), default: nil), help: "Only the presets of one platform (ios: Apple phones and tablets).")

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
        case .table: return Outcome(stdout: DevicesTable.render(document))
        }
    }
}
