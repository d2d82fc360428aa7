// DesignSources: a command's values with the design it names elsewhere filled in — a Figma frame's
// layout flags under the ones typed, every `{token}` resolved — before the options are read.
//
// Rule (Docs/figma.md): the flags given (on the command line or in a config) replace the frame's,
// an option and its alternatives together (`--columns 4` replaces the frame's tracks); each value
// the frame sets names its field in any message about it. For grid, the frame's width is `--width`
// unless `--width` or `--device` is given; check takes the container from what it checks. Tokens are
// resolved in every value but file names and selectors, the frame's included.

import GridCore

/// `--figma` and `--tokens`, applied to a command's values.
package enum DesignSources {
    /// `values` (of a command declaring `options`) with the frame `--figma` names under them and
    /// every token resolved; the frame read, for its note. `withWidth`: the frame's width is `--width`.
    /// Without `--figma`, `--node` and `--tokens`, `values` as they are.
    package static func applied(_ values: OptionValues, options: [OptionDeclaration], bytes: (String) -> [UInt8]?, standardInput: [UInt8]?,
                                withWidth: Bool) throws(UsageError) -> (values: OptionValues, frame: FigmaFrame?) {
        guard DesignSourceOptions.options.contains(where: values.has) else { return (values, nil) }
        if let node = values.text(DesignSourceOptions.node), !values.has(DesignSourceOptions.figma) {
            throw UsageError("--node \(quoted(node)) applies only with --figma", hint: "add --figma <frame.json>, or drop --node")
        }
        var merged = values, frame: FigmaFrame?
        if let path = values.text(DesignSourceOptions.figma) {
            let name = InputFile.displayName(path, bytes: bytes(path))
            let read = try FigmaFrame(try InputFile.read(path, flag: "--figma", standardInput: standardInput, pathBytes: bytes(path)),
                                      name: name, node: values.text(DesignSourceOptions.node))
            var design = OptionValues()
            for (option, text, origin) in read.settings {
                guard let declared = options.first(where: { $0.name == option }) else { continue }
                design.append(declared, text, origin: origin)
            }
            if withWidth, !values.has(ScreenOptions.width), !values.has(ScreenOptions.device),
               let width = options.first(where: { $0.name == ScreenOptions.width.name }) {
                design.append(width, FigmaFrame.pt(read.widthPt), origin: "\(name): \(read.title): absoluteBoundingBox.width")
            }
            merged = values.over(design, alternatives: CheckSettings.alternatives)
            frame = read
        }
        if let path = values.text(DesignSourceOptions.tokens) {
            let tokens = try Self.tokens(path, bytes: bytes(path), standardInput: standardInput)
            var resolved = OptionValues()
            for (option, text, origin) in merged.all {
                let literal = option.completion == .files || [CheckInputOptions.select, CheckInputOptions.container, DesignSourceOptions.node].contains { $0 === option }
                let value = literal ? text : try tokens.resolved(text, option: option.name)
                if value != text { try OptionValues.checked(option, value) }
                resolved.append(option, value, origin: origin)
            }
            merged = resolved
        }
        return (merged, frame)
    }

    /// The tokens `--tokens path` names: a file, or a folder of Tokens Studio set files (each named
    /// by its path in the folder without `.json`; `$metadata.json`'s `tokenSetOrder` orders them,
    /// `$themes.json` is not a set). The folder's files together are bounded as one file is.
    static func tokens(_ path: String, bytes: [UInt8]?, standardInput: [UInt8]?) throws(UsageError) -> DesignTokens {
        let name = InputFile.displayName(path, bytes: bytes)
        let (files, folder) = try DesignSourceOptions.tokenFiles(path, bytes: bytes)
        guard let folder else {
            return try DesignTokens(try InputFile.read(path, flag: "--tokens", standardInput: standardInput, pathBytes: bytes), name: name)
        }
        var sets: [(set: String, name: String, bytes: [UInt8])] = [], order: [String] = [], total = 0
        for file in files {
            let read = try InputFile.read(file.path, flag: "--tokens", pathBytes: file.bytes)
            total += read.count
            guard total <= InputFile.maxBytes else {
                throw UsageError("--tokens \(quotedPath(name)): the folder's files hold more than \(InputFile.maxBytes >> 20) MiB", hint: "give the folder of one design's tokens")
            }
            let relative = String(file.path.dropFirst(file.path.hasPrefix(folder) ? folder.count : 0).dropLast(".json".count))
            switch relative {
            case "$metadata":
                let root: JSONValue
                do { root = try StrictJSON.read(read).root } catch {
                    throw UsageError("--tokens \(InputFile.displayName(file.path, bytes: file.bytes)) is not Tokens Studio's $metadata: \(error.description)", hint: DesignTokens.hint)
                }
                order = root.member("tokenSetOrder")?.elements.compactMap(\.string) ?? []
            case "$themes": continue
            default: sets.append((relative, InputFile.displayName(file.path, bytes: file.bytes), read))
            }
        }
        return try DesignTokens(sets: sets, order: order, name: name)
    }

    /// What Figma draws and what gridcalc made of it, for stderr: the fractional columns beside the
    /// exact ones.
    package static func note(_ frame: FigmaFrame, document: GridDocument) -> String {
        let scale = document.input.scale.pixelsPerPoint
        let figma = Set(frame.figmaColumns.map(\.width)).sorted().map { "\(decimalText($0, maxFractionDigits: 4)) (\(decimalText($0 * scale, maxFractionDigits: 4))px)" }
        let exact = Set(document.columns.map(\.width.px)).sorted().map { "\($0)px" }
        return "figma: \(frame.title): \(frame.summary) in a \(decimalText(frame.widthPt, maxFractionDigits: 4))-wide frame: Figma draws columns "
            + figma.joined(with: ", ") + " wide at \(decimalText(scale))x; exactly " + exact.joined(with: " and ") + " here (\(document.input.strategy))"
    }
}
