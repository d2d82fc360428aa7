// RuntimeCode: grid's outputs that are code computing the layout at run time (SPEC §16) — the
// Kotlin file (`--format kotlin`) and fluid CSS (`--format css` without `--width` or `--device`).
// They take the layout's flags and no width: it is the app's, at run time (the Kotlin file takes
// the density at run time too; the CSS takes a ladder of devicePixelRatios, `--scale a,b,…`).
//
// Rule: the columns (`--columns n|auto`, `--tracks`), the spacing, insets, strategy and direction
// are read as grid reads them; the screen (`--width`, `--scale`, `--device`, `--orientation`), the
// items and everything that draws or lists them do not apply and are refused by name.

import GridCore

package enum RuntimeCode {
    /// Which code: grid's `--format` decides, and whether a width is given.
    package enum Kind {
        /// `--format kotlin`: a Kotlin file that computes the columns from the width and density.
        case kotlin
        /// `--format css` with neither `--width` nor `--device`: the CSS rule for every width.
        case everyWidthCSS

        /// The code `arguments` ask for, or nil for a layout at one width: decided by the typed
        /// format (`GridFormat`, so `--json` beside `--format kotlin` is the usual refusal of both)
        /// and whether a width is given.
        package init?(_ arguments: ParsedArguments) throws(UsageError) {
            switch try GridFormat(OptionReader(arguments)) {
            case .kotlin: self = .kotlin
            case .css where !arguments.has(ScreenOptions.width) && !arguments.has(ScreenOptions.device): self = .everyWidthCSS
            default: return nil
            }
        }
    }

    /// The platform whose code `--format format` is (`PlatformDefinition.codeFormat`).
    static func owner(of format: GridFormat) -> Platform {
        Platform.allCases.first { $0.definition.codeFormat == format.rawValue }!
    }

    /// The code `kind` for `arguments`.
    package static func outcome(_ kind: Kind, _ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        switch kind {
        case .kotlin: return try kotlin(arguments)
        case .everyWidthCSS: return try fluidCSS(arguments)
        }
    }

    /// The options code computing the layout takes: the columns, the layout, the platform and the
    /// output's own. Any other is refused.
    static let accepted: [OptionDeclaration] = ColumnsOptions.options + LayoutOptions.options
        + [PlatformOptions.platform, PlatformOptions.pxMeans, GridFormat.option, .help]

    /// `--format css` without a width: the fluid rule, at the DPRs of `--scale a,b,…` or the
    /// default ladder.
    static func fluidCSS(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        let rows = [ItemOptions.items, ItemOptions.rowHeight, ItemOptions.lineSpacing, ItemOptions.insetTop, ItemOptions.insetBottom, ItemOptions.span]
        try refuseOthers(arguments, accepted: accepted + [ScreenOptions.scale] + rows, format: "css without --width",
                         why: "the rule computes its tracks from the container's width in the browser")
        var reader = OptionReader(arguments)
        if reader.has(PlatformOptions.platform), let platform = try? reader.choice(PlatformOptions.platform, as: Platform.self), platform != owner(of: .css) {
            throw UsageError("--format css without --width is the web's rule: not for --platform \(platform.rawValue)",
                             hint: "drop --platform, or use --platform web (--format kotlin is Android's, GridCore itself iOS's)")
        }
        // As everywhere (Docs/platforms.md): --px-means says what px is on the web, and needs the
        // platform said; the rule is the web's, so `--platform web` is the only one it takes.
        if let meaning = arguments.text(PlatformOptions.pxMeans), !reader.has(PlatformOptions.platform) {
            throw UsageError("--px-means \(quoted(meaning)) applies only with --platform web (on ios and android px is always a device pixel)",
                             hint: "add --platform web (the fluid CSS rule is the web's), or drop --px-means")
        }
        reader.pixelUnit = try PlatformOptions.pxMeans(reader) ?? .ambiguous
        let ladder = try reader.scales(ScreenOptions.scale) ?? FluidCSS.defaultLadder.map { try! Scale($0) }
        // Each DPR gets an @media window of its own: two closer than the windows can separate are one.
        let dprs = ladder.map(\.pixelsPerPoint).sorted()
        for (a, b) in zip(dprs, dprs.dropFirst()) where a != b && b - a < FluidCSS.minSeparation {
            throw UsageError("--scale \(quoted(arguments.text(ScreenOptions.scale) ?? "")): \(decimalText(a, maxFractionDigits: 9)) and \(decimalText(b, maxFractionDigits: 9)) are closer than \(decimalText(FluidCSS.minSeparation, maxFractionDigits: 6)): one @media window cannot tell them apart",
                             hint: "give each devicePixelRatio once, e.g. --scale 1,1.5,2,2.5,3")
        }
        // Firefox uses 60 / round(60 / r) where r is asked for: its ratio goes beside each given one.
        let fullLadder = FluidCSS.withGeckoRatios(ladder)
        if case .rule = try ColumnsOptions(&reader, usage: GridCommand.usage).columns {
            throw UsageError("--columns auto does not apply with --format css without --width: the number of columns would change with the width, and a CSS track list has a fixed number of tracks",
                             hint: "give --columns <n> or --tracks, or add --width for one width's rule")
        }
        let template = try DesignOptions.request(&reader, platform: owner(of: .css), items: true)
        if let items = template.items, case .aspectRatio = items.rowHeight {
            throw UsageError("--items \(arguments.text(ItemOptions.items) ?? "") with --format css without --width needs --row-height: rows as tall as a column is wide cannot be computed in CSS (a row's percentage is of the grid's height)",
                             hint: "add --row-height <length>, e.g. --row-height 120css")
        }
        if let why = FluidCSS.inexpressible(template) {
            throw UsageError("--tracks \(quoted(arguments.text(ColumnsOptions.tracks) ?? "")) with --format css without --width: \(why)",
                             hint: "use --strategy widen, give the flexible tracks one weight, or add --width for one width's rule")
        }
        let line = "gridcalc " + arguments.commandLine.map(shellWord).joined(with: " ")
        do { return Outcome(stdout: try CSSOutput.render(.everyWidth(template, ladder: fullLadder, commandLine: line))) } catch { throw reader.usageError(error) }
    }

    /// `--format kotlin`: the Kotlin file.
    static func kotlin(_ arguments: ParsedArguments) throws(UsageError) -> Outcome {
        try refuseOthers(arguments, accepted: accepted + [OutputOptions.name], format: "kotlin", why: "the file computes the layout at run time, from the width and density the app gets")
        var reader = OptionReader(arguments)
        let platform = try PlatformOptions(&reader, presets: [], presetOption: ScreenOptions.device).platform
        if reader.has(PlatformOptions.platform), platform != owner(of: .kotlin) {
            throw UsageError("--format kotlin is Android code: not for --platform \(platform.rawValue)",
                             hint: "drop --platform, or use --platform android (--format css is the web's, GridCore itself iOS's)")
        }
        let template = try DesignOptions.request(&reader, platform: owner(of: .kotlin))
        if let tracks = template.tracks, tracks.count > KotlinFile.maxTracks {
            throw UsageError("--tracks: \(tracks.count) tracks, more than the \(KotlinFile.maxTracks) a Kotlin file holds (a longer list makes a method too large for the JVM)",
                             hint: "give at most \(KotlinFile.maxTracks) tracks for --format kotlin, or use --format json for the frames")
        }
        let name = try arguments.text(OutputOptions.name).map(OutputOptions.kotlinName) ?? "PixelGrid"
        let line = "gridcalc " + arguments.commandLine.map(shellWord).joined(with: " ")
        return Outcome(stdout: KotlinFile.render(template, name: name, commandLine: line))
    }

    /// Refuses every option given that code computing the layout does not take, naming it.
    static func refuseOthers(_ arguments: ParsedArguments, accepted: [OptionDeclaration], format: String, why: String) throws(UsageError) {
        for option in arguments.options where arguments.has(option) && !accepted.contains(where: { $0 === option }) {
            let isScreen = [ScreenOptions.width, ScreenOptions.scale, ScreenOptions.device, ScreenOptions.orientation].contains { $0 === option }
            throw UsageError("\(option.name) does not apply with --format \(format): \(why)",
                             hint: isScreen ? "drop \(option.name); for one width's numbers use --format json with --width and --scale"
                                 : "drop \(option.name)")
        }
    }

    /// `word` as a shell reads it back, whole (the header's command must regenerate the file):
    /// as it is when it is plain; in single quotes when it has no control character; else in
    /// bash's `$'…'` with every control character, quote and backslash escaped. Never a line
    /// break, and never `*/` (which would end a CSS comment): the line stays one comment line.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.utf8.allSatisfy { b in
            (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 45 || b == 46 || b == 95 || b == 58 || b == 44 || b == 47
        }
        if plain { return word }
        // (Bytes compared by hand: String's `contains(_:)` of a string would link the regex engine.)
        let needsEscapes = word.utf8.contains { $0 < 0x20 || $0 == 0x7F }
            || zip(word.utf8, word.utf8.dropFirst()).contains { $0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "/") }
        guard needsEscapes else { return "'" + word.replacingAll("'", with: "'\\''") + "'" }
        var out = Array("$'".utf8)
        for b in word.utf8 {
            switch b {
            case 0x5C: out += Array("\\\\".utf8)
            case 0x27: out += Array("\\'".utf8)
            case 0x2A: out += Array("\\x2a".utf8)  // `*`, so that no `*/` is written
            case 0x00 ..< 0x20, 0x7F: out += Array(("\\x" + (b < 0x10 ? "0" : "") + String(b, radix: 16)).utf8)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self) + "'"
    }
}
