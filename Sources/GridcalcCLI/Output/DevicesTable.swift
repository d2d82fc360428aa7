// DevicesTable: the presets by platform, one row each, then the aliases.

import GridCore

package enum DevicesTable {
    /// The heading of each platform's group: `Android (--platform android; sizes in dp, scale = density = dpi / 160)`.
    static func heading(_ platform: Platform) -> String {
        let p = platform.definition
        return "\(p.title) (--platform \(p.name); sizes in \(p.unit.inProse)" + (p.scaleMeaning.map { ", scale = \($0)" } ?? "") + ")"
    }

    package static func render(_ d: DevicesDocument) -> String {
        var out = ""
        for platform in Platform.allCases {
            let devices = d.devices.filter { $0.platform == platform }
            guard !devices.isEmpty else { continue }
            // Each group in its presets' own orientation: phones and tablets portrait, screens landscape.
            let natural = devices[0].naturalOrientation
            var table = TextTable(header: ["name", "\(natural.rawValue) \(platform.unitSuffix)", "\(natural.rawValue) px", "scale", "native", "models"],
                                  rightAligned: [false, true, true, true, true, false])
            for device in devices {
                let size = device.size(natural)
                table.append([device.name, "\(decimalText(size.widthPt)) × \(decimalText(size.heightPt))",
                              "\(device.widthPx(natural)) × \(natural == .portrait ? device.heightPx : device.widthPx)",
                              decimalText(device.scale, maxFractionDigits: 6),
                              decimalText(device.nativeScale, maxFractionDigits: 6) + (device.downsamples ? " *" : ""),
                              device.models.joined(with: ", ")])
            }
            out += (out.isEmpty ? "" : "\n") + heading(platform) + "\n" + table.render()
        }
        out += "\n* downsampled: rendered at the scale, shown at the native scale; 1px lines can blur or vanish.\n"
        out += "The other orientation (--orientation portrait|landscape) swaps width and height; without it a preset is in its own.\n"
        let aliased = d.devices.filter { !$0.aliases.isEmpty }
        if !aliased.isEmpty {
            out += "\naliases:\n"
            for device in aliased { out += "  \(device.name): \(device.aliases.joined(with: ", "))\n" }
        }
        return out
    }
}
