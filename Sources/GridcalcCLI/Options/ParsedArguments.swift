// ParsedArguments: a command's arguments, sorted into the options it declares and its operands,
// with swift-argument-parser's conventions.
//
// Rule: `--flag value` and `--flag=value`; a value may begin with `-` (so `--spacing -1` reaches
// the range check, and `--against -h` names a file called `-h`) but not with `--`, which is the
// next option. `--` ends the options: every argument after it is an operand, whatever it looks
// like. `-h`/`--help` (and `--version` where the command takes it) count only where an option
// stands, never as a value or after `--`. An option given twice (unless it is repeatable, like
// `--report`), an unknown option (with a
// suggestion when one is close), a missing value, a value given to a switch, and an operand too
// many are each a `UsageError` naming the option.

/// A command's arguments, scanned: the text given for each of its options, and its operands.
package struct ParsedArguments: Sendable {
    /// The options the command declares, in help order.
    package let options: [OptionDeclaration]
    /// The index in `options` of each option given, in the order given.
    private var givenIndices: [Int] = []
    /// The text given for each of them ("" for a switch).
    private var givenTexts: [String] = []
    /// The arguments that are not options (`-` included), in order.
    package private(set) var operands: [String] = []
    /// Whether `-h`/`--help` stood where an option stands.
    package private(set) var wantsHelp = false
    /// Whether `--version` stood where an option stands (only where the command takes it).
    package private(set) var wantsVersion = false
    /// What `-` reads instead of file descriptor 0, for a caller that runs the command line in
    /// process (see `GridcalcTool.outcome`); nil reads stdin.
    package var standardInput: [UInt8]?
    /// The bytes of the arguments that are not valid UTF-8 (file names opened by their bytes).
    package var argumentBytes: ArgumentBytes?

    /// The options given, in declaration order, as words (`--columns`, `3`): the command line the
    /// way help writes it, for a generated file's header.
    package var commandLine: [String] {
        given.flatMap { option, text in option.value.isSwitch ? [option.name] : [option.name, text] }
    }

    /// The bytes of `text` as given, when it was not valid UTF-8.
    package func bytes(of text: String) -> [UInt8]? { argumentBytes?.bytes(of: text) }

    /// Scans `arguments` against `options`, allowing up to `maxOperands` operands (a file name, a
    /// shell); `command` names the command in hints; `takesVersion` admits `--version`.
    package init(_ arguments: ArraySlice<String>, options: [OptionDeclaration], command: String, maxOperands: Int = 0,
                 takesVersion: Bool = false) throws(UsageError) {
        self.options = options
        var index = arguments.startIndex
        var optionsEnded = false
        func operand(_ argument: String) throws(UsageError) {
            guard operands.count < maxOperands else {
                throw UsageError("unexpected argument \(quoted(argument))",
                                 hint: maxOperands > 0 ? "\(command) takes at most \(maxOperands) input file; see 'gridcalc \(command) --help'"
                                    : "\(command) takes only options; see 'gridcalc \(command) --help'")
            }
            operands.append(argument)
        }
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument.utf8.count == 1 {
                try operand(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" { wantsHelp = true; continue }
            if argument == "--version", takesVersion { wantsVersion = true; continue }
            let (name, inlineValue) = Self.split(argument)
            guard let position = options.firstIndex(where: { $0.name == name }) else {
                let suggestion = closest(to: name, in: options.map(\.name))
                throw UsageError("unknown option \(quoted(name))",
                                 hint: suggestion.map { "did you mean '\($0)'?" } ?? "see 'gridcalc \(command) --help' for the options")
            }
            let option = options[position]
            if !option.repeatable, let earlier = text(at: position) {
                let then = inlineValue ?? (index < arguments.endIndex ? arguments[index] : "")
                let both = option.placeholder == nil ? "" : " (first \(quoted(earlier)), then \(quoted(then)))"
                throw UsageError("\(name) given more than once\(both)", hint: "give \(name) once")
            }
            guard let placeholder = option.placeholder else {
                if inlineValue != nil { throw UsageError("\(name) does not take a value", hint: "write \(name) alone") }
                record(position, "")
                continue
            }
            let missing = UsageError("missing value for \(name) \(placeholder)", hint: "write \(name) \(placeholder), e.g. \(option.example)")
            if let inlineValue {
                guard !inlineValue.isEmpty else { throw missing }
                record(position, inlineValue)
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                record(position, arguments[index])
                index += 1
            } else {
                throw missing
            }
        }
    }

    /// `--name=value` -> (`--name`, `value`); `--name` -> (`--name`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private mutating func record(_ position: Int, _ text: String) {
        givenIndices.append(position)
        givenTexts.append(text)
    }

    /// The text given for the option at `position` in `options`, if it was given.
    private func text(at position: Int) -> String? {
        givenIndices.firstIndex(of: position).map { givenTexts[$0] }
    }

    /// The text given for `option`, nil when it was not given ("" for a switch that was).
    package func text(_ option: OptionDeclaration) -> String? { position(of: option).flatMap(text(at:)) }

    /// Every text given for `option`, in the order given (a repeatable option's values).
    package func texts(_ option: OptionDeclaration) -> [String] {
        guard let position = position(of: option) else { return [] }
        return givenIndices.indices.filter { givenIndices[$0] == position }.map { givenTexts[$0] }
    }

    /// Where `option` stands in the command's declarations. An option is found by identity, never
    /// by name: check's `--spacing <length|auto>` and grid's `--spacing <length>` are two options,
    /// and reading one never returns the other's text. An option of a shared group that the
    /// command does not declare (hairline takes no `--orientation`) is one never given.
    private func position(of option: OptionDeclaration) -> Int? { options.firstIndex { $0 === option } }

    /// Whether `option` was given.
    package func has(_ option: OptionDeclaration) -> Bool { text(option) != nil }

    /// Checks each value given by its declaration alone — a length, a scale, a count, a choice — so
    /// that a bad value is a usage error even beside `--help` or `--version`. (A length in `px` is
    /// not refused here as ambiguous: that depends on the platform, which the command decides.)
    package func checkValues() throws(UsageError) {
        var reader = OptionReader(self)
        reader.pixelUnit = .css
        for position in options.indices where text(at: position) != nil {
            let option = options[position]
            switch option.value {
            case .length: _ = try reader.length(option)
            case .scale: _ = try reader.scales(option)
            case .count: _ = try reader.count(option)
            case .choice: _ = try reader.choice(option)
            case .text:
                if let check = option.check { for text in texts(option) { try check(text, &reader) } }
            case .none: break
            }
        }
    }

    /// Each option given, with its text, in declaration order.
    package var given: [(option: OptionDeclaration, text: String)] {
        options.indices.compactMap { position in text(at: position).map { (options[position], $0) } }
    }
}
