// CheckConfig: `.gridcalc.json`, the design beside the code — screens, each its files and check's
// options — decoded into each screen's settings (`OptionValues`, merged with the command line's
// into `CheckSettings`; Docs/ci.md, SPEC §25).
//
// Rule: `{"screens": [{"name", "files", <option>: <value>, "severity": {kind: level}}, …]}`. A key is
// one of check's long options without its dashes, its value as on the command line: a string or a
// number (written as typed), `true` for a switch (`false`: not given — a screen's replaces a
// top-level `true`: a screen's key replaces the top-level one by its value); `severity` an object of
// finding kinds; `$comment` anywhere, ignored. Top-level keys but `screens` (and `$schema`, for
// editors) apply to every screen that
// does not set them. `files`, `against` and `against-image` are relative to the config's folder. The command
// line's options override every screen's (its `--severity` values come after the config's). Every
// mistake — not JSON, an unknown key, a wrong type, a bad value — is 64 naming the key's JSON path
// (`screens[1].columns`) and what it takes; each value is checked by its option's declaration, as
// the command line's are. `gridcalc check` with no files reads the nearest config from the current
// folder up to the repository's root (the folder holding `.git`); outside a repository only the
// current folder's. The work is bounded: at most `maxScreens` screens.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GridCore

/// A `.gridcalc.json`, read.
package struct CheckConfig {
    /// The file `check` looks for.
    package static let fileName = ".gridcalc.json"
    /// The most screens one config may have.
    package static let maxScreens = 100
    /// The most folders `check` climbs looking for the config and the repository's root.
    static let maxDepth = 32
    /// The largest config read, in bytes (a hundred screens take a few KiB).
    static let maxBytes = 1 << 20

    /// `--config` (declared with check's options).
    package static var option: OptionDeclaration { CheckInputOptions.config }

    /// One screen: its name, its options' values, and its files' names or patterns (relative to
    /// where `check` runs).
    package struct Screen {
        package let name: String
        /// Its options' values, the top level's under its own, each checked by its declaration and
        /// holding the JSON path that set it (`'.gridcalc.json': screens[1].columns`).
        package let values: OptionValues
        package let patterns: [String]
        /// Its JSON path, `screens[1]`.
        package let path: String
        /// The options its own keys set (`--allow-empty`, …), `false` ones included.
        package var ownOptions: Set<String> = []
    }

    /// The config as messages name it.
    package let path: String
    /// Its folder, as a prefix of the names in it (`""`, `../`, `config/`).
    package let folder: String
    package let screens: [Screen]

    /// The options a config may set: check's, but those of the run (reports, the baseline, the
    /// config), help, and `--severity` (the config's `severity` object).
    package static var settable: [OptionDeclaration] {
        let run: [OptionDeclaration] = [OptionDeclaration.help, option, CheckReports.option, CheckReports.sarifRoot, CheckFormat.option, OutputOptions.json,
                                        CheckBaseline.read, CheckBaseline.write, CheckInputOptions.severity]
        return CheckInputOptions.all.filter { option in !run.contains { $0 === option } }
    }

    /// The config a run with `commandLine` uses: `--config`'s, or without files the nearest one; nil
    /// when there is none (the files, or stdin, are checked).
    package static func find(_ commandLine: CheckSettings) throws(UsageError) -> CheckConfig? {
        if let path = commandLine.text(option) {
            if let file = commandLine.operands.first {
                throw UsageError("--config and the file \(quotedPath(file)) given together: the config names its screens' files",
                                 hint: "drop the files, or drop --config and give the options on the command line")
            }
            return try CheckConfig(path: path, commandLine: commandLine)
        }
        guard commandLine.operands.isEmpty else { return nil }
        guard let root = repositoryRoot() else { return FileStatus.exists(fileName) ? try CheckConfig(path: fileName, commandLine: commandLine) : nil }
        var folder = ""
        while true {
            if FileStatus.exists(folder + fileName) { return try CheckConfig(path: folder + fileName, commandLine: commandLine) }
            if folder == root { return nil }
            folder += "../"
        }
    }

    /// The repository's root, as a prefix of this folder (`""`, `../`): the nearest folder up that
    /// holds `.git`; nil outside a repository.
    package static func repositoryRoot() -> String? {
        var up = ""
        for _ in 0..<maxDepth {
            if FileStatus.exists(up + ".git") { return up }
            if isRoot(up) { return nil }
            up += "../"
        }
        return nil
    }

    /// Whether the folder `prefix` names (`""`: this one) is the file system's root.
    static func isRoot(_ prefix: String) -> Bool {
        guard let here = FileStatus.status(FileStatus.cString(Array((prefix.isEmpty ? "." : prefix).utf8))),
              let parent = FileStatus.status(FileStatus.cString(Array((prefix + "..").utf8))) else { return true }
        return here.st_ino == parent.st_ino && here.st_dev == parent.st_dev
    }

    /// Reads and checks the config at `path`.
    init(path: String, commandLine: CheckSettings) throws(UsageError) {
        self.path = path
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        folder = slash.map { String(path[...$0]) } ?? ""
        let name = InputFile.displayName(path, bytes: commandLine.bytes(of: path))
        let bytes = try InputFile.read(path, flag: "--config", standardInput: commandLine.standardInput, pathBytes: commandLine.bytes(of: path),
                                       limit: Self.maxBytes + 1)
        guard bytes.count <= Self.maxBytes else {
            throw UsageError("\(name) is larger than \(Self.maxBytes >> 10) KiB, the most a gridcalc config may be", hint: "split the screens into configs of their own (--config)")
        }
        let document: JSONDocument
        do { document = try StrictJSON.read(bytes) } catch {
            throw UsageError("\(name) is not a gridcalc config: \(error.description)", hint: Self.hint)
        }
        let root = document.root
        func mistake(_ at: String, _ what: String, hint: String = Self.hint) -> UsageError {
            UsageError("\(name): \(at): \(what)", hint: hint)
        }
        guard root.kind == .object else { throw mistake("the document", "expected an object, found \(Self.kindName(root))") }
        guard let list = root.member("screens") else { throw mistake("the document", "has no \"screens\"") }
        guard list.kind == .array, list.count >= 1, list.count <= Self.maxScreens else {
            throw mistake("screens", "expected a list of 1 to \(Self.maxScreens) screens, found \(list.kind == .array ? "\(list.count)" : Self.kindName(list))")
        }
        let origin = InputFile.displayName(path, bytes: nil) + ": "
        let shared = try Self.options(of: root, at: "", name: name, origin: origin, folder: folder, skipping: ["screens", "$schema", "$comment"])
        var screens: [Screen] = []
        for (i, screen) in list.elements.enumerated() {
            let at = "screens[\(i)]"
            guard screen.kind == .object else { throw mistake(at, "expected an object {\"name\", \"files\", …}, found \(Self.kindName(screen))") }
            guard let nameValue = screen.member("name"), let screenName = nameValue.string, !screenName.isEmpty else {
                throw mistake(at + ".name", screen.member("name") == nil ? "missing: every screen has a name" : "expected a name (a non-empty string)")
            }
            if screenName.utf8.contains(0) { throw mistake(at + ".name", Self.nulMistake) }
            if let other = screens.first(where: { $0.name == screenName }) {
                throw mistake(at + ".name", "\(quoted(screenName)) is the name of \(other.path) too", hint: "give each screen its own name")
            }
            guard let filesValue = screen.member("files") else { throw mistake(at, "has no \"files\": the dumps or screenshots it checks") }
            let files = filesValue.kind == .string ? [filesValue] : filesValue.elements
            guard filesValue.kind == .string || (filesValue.kind == .array && !files.isEmpty) else {
                throw mistake(at + ".files", "expected a file name or pattern, or a list of them, found \(filesValue.kind == .array ? "an empty list" : Self.kindName(filesValue))")
            }
            var patterns: [String] = []
            for (k, file) in files.enumerated() {
                let fileAt = filesValue.kind == .string ? at + ".files" : at + ".files[\(k)]"
                guard let text = file.string, !text.isEmpty, text != "-" else {
                    throw mistake(fileAt, "expected a file name or pattern relative to the config's folder, found \(file.string.map { quoted($0) } ?? Self.kindName(file))")
                }
                // A NUL would end the name where the system reads it: another file than the one written.
                if text.utf8.contains(0) { throw mistake(fileAt, Self.nulMistake) }
                patterns.append(text.hasPrefix("/") ? text : FilePatterns.prefixed(folder, to: text))
            }
            let own = try Self.options(of: screen, at: at + ".", name: name, origin: origin, folder: folder, skipping: ["name", "files", "$comment"])
            // A screen's key replaces the top-level one by its value, `false` included; `severity`
            // values add up (the screen's last).
            let values = own.values.over(shared.values, alternatives: CheckSettings.alternatives, cleared: own.named)
            screens.append(Screen(name: screenName, values: values, patterns: patterns, path: at, ownOptions: Set(own.named.map(\.name))))
        }
        self.screens = screens
    }

    /// A string with a NUL character: no file name or flag value holds one.
    static let nulMistake = "holds a NUL character (\\u0000), which no file name or flag value can"

    /// What a config's keys take.
    static let hint = "a config is {\"screens\": [{\"name\": …, \"files\": […], <option>: <value>, \"severity\": {<kind>: \"error\"|\"warning\"|\"off\"}}]}, its keys check's long options without dashes (Docs/ci.md)"

    /// The values an object of the config sets (all its keys but `skipping`), each checked by its
    /// option's declaration and holding its origin (`origin` and the key's JSON path), and every
    /// option it names (a `false` switch included).
    static func options(of object: JSONValue, at prefix: String, name: String, origin: String, folder: String,
                        skipping: Set<String>) throws(UsageError) -> (values: OptionValues, named: [OptionDeclaration]) {
        var values = OptionValues()
        var named: [OptionDeclaration] = []
        let settable = Self.settable
        for (key, value) in object.members where !skipping.contains(key) {
            let at = prefix + key
            func mistake(_ what: String, hint: String = Self.hint) -> UsageError { UsageError("\(name): \(at): \(what)", hint: hint) }
            if key == "severity" {
                guard value.kind == .object else { throw mistake("expected an object {<kind>: \"error\"|\"warning\"|\"off\"}, found \(kindName(value))") }
                for (kind, level) in value.members where kind != "$comment" {
                    let text = "\(kind)=\(level.string ?? "")"
                    do { _ = try CheckInputOptions.severity(text) } catch {
                        let kinds = CheckDocument.Finding.Kind.allCases.map(\.rawValue)
                        let known = kinds.contains(kind)
                        throw UsageError("\(name): \(at).\(shown(kind, limitBytes: 64)): \(known ? "expected \"error\", \"warning\" or \"off\", found \(level.string.map { quoted($0) } ?? kindName(level))" : "not a finding kind; the kinds are \(kinds.joined(with: ", "))")",
                                         hint: known ? "e.g. \"severity\": {\"\(kind)\": \"warning\"}" : closest(to: kind, in: kinds).map { "did you mean \"\($0)\"?" } ?? Self.hint)
                    }
                    values.append(CheckInputOptions.severity, text, origin: origin + at + "." + shown(kind, limitBytes: 64))
                }
                continue
            }
            guard let option = settable.first(where: { $0.name == "--" + key }) else {
                let names = settable.map { String($0.name.dropFirst(2)) } + ["name", "files", "severity"]
                throw mistake("unknown key \(quoted(key)); a screen takes name, files, severity and check's options without dashes",
                              hint: closest(to: key, in: names).map { "did you mean \"\($0)\"?" } ?? "see 'gridcalc check --help' for the options")
            }
            named.append(option)
            let text: String
            switch (option.value.isSwitch, value.kind) {
            case (true, .true): text = ""
            // `false`: the switch not set here, replacing a top-level `true`.
            case (true, .false): continue
            case (true, _): throw mistake("expected true or false (\(option.name) is a switch), found \(kindName(value))")
            case (false, .string):
                // A file the config names (an expected layout, a reference) is relative to its folder, as `files` are.
                let string = value.string ?? ""
                if string.utf8.contains(0) { throw mistake(Self.nulMistake) }
                let isPath = [CheckInputOptions.against, SnapshotPairs.option, DesignSourceOptions.figma, DesignSourceOptions.tokens].contains { $0 === option }
                    && !string.hasPrefix("/") && string != "auto" && string != "-"
                text = isPath ? folder + string : string
            case (false, .number): text = value.text
            case (false, _): throw mistake("expected a string or a number (the value of \(option.name) \(option.placeholder ?? "")), found \(kindName(value))")
            }
            // The value checked by its declaration, as the command line's are.
            // A value naming a token (`{spacing.md}`) is checked once `tokens` resolves it.
            if !text.contains("{") {
                do { try OptionValues.checked(option, text) } catch { throw UsageError("\(name): \(at): \(error.message)", hint: error.hint) }
            }
            values.append(option, text, origin: origin + at)
        }
        return (values, named)
    }

    /// A JSON value's kind in words.
    static func kindName(_ value: JSONValue) -> String {
        switch value.kind {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "a number"
        case .true, .false: return "true or false"
        case .null: return "null"
        }
    }

    /// The settings a screen is checked with: its values, the command line's over them, its files.
    package func settings(for screen: Screen, commandLine: CheckSettings) -> CheckSettings {
        commandLine.over(screen.values, files: screen.patterns)
    }

    /// `error` (a screen's options together) naming the config and the screen.
    package func error(_ error: UsageError, screen: Screen) -> UsageError {
        var named = UsageError("\(InputFile.displayName(path, bytes: nil)): \(screen.path) (\(shown(screen.name, limitBytes: 64))): \(error.message)", hint: error.hint)
        named.exitCode = error.exitCode
        return named
    }
}
