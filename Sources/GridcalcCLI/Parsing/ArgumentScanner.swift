// ArgumentScanner: splits a command's arguments into options, with swift-argument-parser's conventions.
//
// Rule: `--flag value` and `--flag=value`; a value may begin with `-` (so `--spacing -1` reaches the
// range check and is reported as negative) but not with `--`, which is the next flag. A flag given
// twice, an unknown flag (with a suggestion when one is close), a missing value, a value given to a
// switch, and a stray positional argument are each a `UsageError` naming the flag. `-h`/`--help`
// are found before anything else is checked, so help always works.

/// One option a command accepts.
package struct OptionSpec: Sendable {
    /// The long name with its dashes, e.g. `--width`.
    package let name: String
    /// The placeholder of its value (`<length>`), or nil for a switch such as `--json`.
    package let valueName: String?
    /// One line of help.
    package let help: String
    /// The default, as shown in help, or nil.
    package var defaultText: String? = nil

    /// An option called `name` (with its dashes) taking `valueName`, or a switch when that is nil.
    package init(name: String, valueName: String?, help: String, defaultText: String? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultText = defaultText
    }
}

extension OptionSpec {
    /// `-h, --help`, which every command takes.
    package static let help = OptionSpec(name: "--help", valueName: nil, help: "Show help information.")
    /// `--width`, `--scale`, `--device` and `--orientation` of a command that lays out one width of a
    /// screen: `width` names it ("Table width"), `fromDevice` says what a preset gives ("Width").
    package static func screen(width: String, fromDevice: String) -> [OptionSpec] {
        [OptionSpec(name: "--width", valueName: "<length>", help: "\(width) (floored to whole pixels)."),
         OptionSpec(name: "--scale", valueName: "<number>", help: "Device pixels per point, from 0.01 to 16."),
         OptionSpec(name: "--device", valueName: "<name>", help: "\(fromDevice) and scale from a device preset; --width/--scale override it."),
         OptionSpec(name: "--orientation", valueName: "<portrait|landscape>", help: "Orientation of the --device preset.", defaultText: "portrait")]
    }
    /// `--platform`: the platform whose unit labels and paste-ready block the result carries.
    package static let platform = OptionSpec(name: "--platform", valueName: "<ios|android|web>",
                                             help: "Labels the logical unit pt, dp or css px and picks the paste-ready block (flow layout, Android item offsets, CSS); a --device preset sets it.",
                                             defaultText: "ios")
    /// `--px-means`: what `px` means on the web.
    package static let pxMeans = OptionSpec(name: "--px-means", valueName: "<device|css>",
                                            help: "--platform web only: read 1280px as device pixels or as CSS px (without it, px is refused: write 1280css).")
    /// `--json`, the short form of `--format json`.
    package static let json = OptionSpec(name: "--json", valueName: nil, help: "Same as --format json.")
    /// The output options of the commands that print a table or JSON: `--format`, `--json`, `--help`.
    package static let tableOrJSON = [
        OptionSpec(name: "--format", valueName: "<table|json>", help: "Output format.", defaultText: "table"), json, help,
    ]
}

/// What the scanner found: option values as typed, and the switches that were given.
package struct ScannedArguments {
    /// The value of every value option that was given, exactly as typed.
    private(set) var values: [String: String] = [:]
    /// The switches that were given.
    private(set) var switches: Set<String> = []
    /// The arguments that are not options (`-` included), in order; at most the number allowed.
    package private(set) var positionals: [String] = []

    /// The value typed for `name`, if the option was given.
    package func value(_ name: String) -> String? { values[name] }
    /// Whether the switch or option `name` was given.
    package func has(_ name: String) -> Bool { values[name] != nil || switches.contains(name) }

    /// Scans `arguments` against `specs`, allowing up to `maxPositionals` arguments that are not
    /// options (such as a file name or `-`); `command` names the command in hints.
    package init(_ arguments: ArraySlice<String>, specs: [OptionSpec], command: String, maxPositionals: Int = 0) throws(UsageError) {
        let byName = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0) })
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else {
                if positionals.count < maxPositionals {
                    positionals.append(argument)
                    continue
                }
                throw UsageError("unexpected argument \(quoted(argument))",
                                 hint: maxPositionals > 0 ? "\(command) takes at most \(maxPositionals) input file; see 'gridcalc \(command) --help'"
                                    : "\(command) takes only options; see 'gridcalc \(command) --help'")
            }
            let (name, inlineValue) = Self.split(argument)
            guard let spec = byName[name] else {
                let suggestion = closest(to: name, in: specs.map(\.name))
                throw UsageError("unknown option \(quoted(name))",
                                 hint: suggestion.map { "did you mean '\($0)'?" } ?? "see 'gridcalc \(command) --help' for the options")
            }
            guard !has(name) else {
                let earlier = values[name].map { " (first \(quoted($0)), then \(quoted(inlineValue ?? (index < arguments.endIndex ? arguments[index] : ""))))" } ?? ""
                throw UsageError("\(name) given more than once\(earlier)", hint: "give \(name) once")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil {
                    throw UsageError("\(name) does not take a value", hint: "write \(name) alone")
                }
                switches.insert(name)
                continue
            }
            if let inlineValue {
                guard !inlineValue.isEmpty else {
                    throw UsageError("missing value for \(name) \(valueName)", hint: "write \(name) \(valueName), e.g. \(Self.example(valueName, for: name))")
                }
                values[name] = inlineValue
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for \(name) \(valueName)", hint: "write \(name) \(valueName), e.g. \(Self.example(valueName, for: name))")
            }
        }
    }

    /// `--name=value` -> (`--name`, `value`); `--name` -> (`--name`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// An example value for a placeholder, used in hints.
    private static func example(_ valueName: String, for flag: String) -> String {
        switch valueName {
        case "<length>" where flag == "--width": return "414, 414pt or 1242px"
        case "<length>" where flag == "--at": return "10.2, 10pt or 31px"
        case "<length>" where flag == "--row-height" || flag == "--cell-height": return "44, 44pt or 132px"
        case "<length>": return "1px, 8 or 0.5pt"
        case "<number>": return "3"
        case "<W:H>": return "16:9"
        case "<i,j,…>": return "0,4"
        case "<n>": return "7"
        default:
            // An enumeration placeholder such as `<padding|widen>` lists its values.
            return valueName.dropFirst().dropLast().split(separator: "|").first.map(String.init) ?? valueName
        }
    }
}
