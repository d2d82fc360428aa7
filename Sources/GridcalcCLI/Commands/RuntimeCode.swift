// RuntimeCode: grid's outputs that are code computing the layout at run time (SPEC §16) — the
// Kotlin file (`--format kotlin`). They take the layout's flags and no width or scale: both are the
// app's, at run time.
//
// Rule: the columns (`--columns n|auto`, `--tracks`), the spacing, insets, strategy and direction
// are read as grid reads them; the screen (`--width`, `--scale`, `--device`, `--orientation`), the
// items and everything that draws or lists them do not apply and are refused by name.

import GridCore

package enum RuntimeCode {
    /// The options code computing the layout takes: the columns, the layout, the platform and the
    /// output's own. Any other is refused.
    static let accepted: [OptionDeclaration] = ColumnsOptions.options + LayoutOptions.options
        + [PlatformOptions.platform, PlatformOptions.pxMeans, GridFormat.option, OutputOptions.name, .help]

    /// `--format kotlin`: the Kotlin file.
    static func kotlin(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        try refuseOthers(arguments, format: "kotlin", why: "the file computes the layout at run time, from the width and density the app gets")
        var reader = OptionReader(arguments)
        let platform = try PlatformOptions(&reader, presets: [], presetOption: ScreenOptions.device).platform
        if reader.has(PlatformOptions.platform), platform != .android {
            throw UsageError("--format kotlin is Android code: not for --platform \(platform.rawValue)",
                             hint: "drop --platform, or use --platform android (--format css is the web's, GridCore itself iOS's)")
        }
        let template = try template(&reader, platform: .android)
        let name = try arguments.text(OutputOptions.name).map(OutputOptions.kotlinName) ?? "PixelGrid"
        let line = "gridcalc " + arguments.commandLine.map(shellWord).joined(with: " ")
        return Outcome(stdout: KotlinFile.render(template, name: name, commandLine: line))
    }

    /// The request the flags describe, with a placeholder width and scale (the code takes both at
    /// run time), checked as a grid checks it before any width.
    static func template(_ reader: inout OptionReader, platform: Platform) throws(UsageError) -> GridRequest {
        let columns = try ColumnsOptions(&reader, usage: GridCommand.usage).columns
        var request = try LayoutOptions(&reader).request(width: .pixels(1), scale: .one, columns: 1, device: nil)
        switch columns {
        case .count(let count): request.columns = count
        case .rule(let rule): request.columnsRule = rule
        case .tracks(let tracks): request.tracks = tracks; request.columns = tracks.count
        }
        if request.tracks != nil, request.tracks!.allSatisfy({ if case .fixed = $0 { return true } else { return false } }),
           request.strategy.distribution != nil {
            throw reader.usageError(.noFlexibleTrack)
        }
        request.platform = platform
        do { try request.validate() } catch { throw reader.usageError(error) }
        return request
    }

    /// Refuses every option given that code computing the layout does not take, naming it.
    static func refuseOthers(_ arguments: ParsedArguments, format: String, why: String) throws(UsageError) {
        for option in arguments.options where arguments.has(option) && !accepted.contains(where: { $0.name == option.name }) {
            let isScreen = [ScreenOptions.width, ScreenOptions.scale, ScreenOptions.device, ScreenOptions.orientation].contains { $0.name == option.name }
            throw UsageError("\(option.name) does not apply with --format \(format): \(why)",
                             hint: isScreen ? "drop \(option.name); for one width's numbers use --format json with --width and --scale"
                                 : "drop \(option.name)")
        }
    }

    /// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.utf8.allSatisfy { b in
            (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 45 || b == 46 || b == 95 || b == 58 || b == 44 || b == 47
        }
        return plain ? word : "'" + shown(word, limitBytes: 200).replacingAll("'", with: "'\\''") + "'"
    }
}
