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
    /// The text given for each option given ("" for a switch), in the order given.
    package private(set) var values = OptionValues()
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

    /// The same arguments with `values` in place of the scanned ones (a design read from a file
    /// under them: `DesignSources`).
    package func with(values: OptionValues) -> ParsedArguments {
        var copy = self
        copy.values = values
        return copy
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
            if !option.repeatable, let earlier = values.text(option) {
                let then = inlineValue ?? (index < arguments.endIndex ? arguments[index] : "")
                let both = option.value.isSwitch ? "" : " (first \(quoted(earlier)), then \(quoted(then)))"
                throw UsageError("\(name) given more than once\(both)", hint: "give \(name) once")
            }
            if option.value.isSwitch {
                if inlineValue != nil { throw UsageError("\(name) does not take a value", hint: "write \(name) alone") }
                values.append(option, "")
                continue
            }
            // The value given inline (`--name=value`, not empty) or as the next word; else the
            // missing-value error, its words made only when it is thrown.
            if let inlineValue, !inlineValue.isEmpty {
                values.append(option, inlineValue)
            } else if inlineValue == nil, index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                values.append(option, arguments[index])
                index += 1
            } else {
                throw Self.missingValue(option)
            }
        }
    }

    /// The error for `option`, which takes a value, given without it.
    static func missingValue(_ option: OptionDeclaration) -> UsageError {
        let placeholder = option.placeholder ?? ""
        return UsageError("missing value for \(option.name) \(placeholder)", hint: "write \(option.name) \(placeholder), e.g. \(option.example)")
    }

    /// `--name=value` -> (`--name`, `value`); `--name` -> (`--name`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--") else { return (argument, nil) }
        // An ASCII argument is split at its first "=" byte; any other at its first "=" Character,
        // which a combining mark after it makes another character (the same split, found without
        // breaking the text into characters).
        let equals = argument.utf8.allSatisfy { $0 < 0x80 }
            ? argument.utf8.firstIndex(of: UInt8(ascii: "="))
            : argument.firstIndex(of: "=")
        guard let equals else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The text given for `option`, nil when it was not given ("" for a switch that was). An
    /// option is found by identity, never by name: check's `--spacing <length|auto>` and grid's
    /// `--spacing <length>` are two options, and reading one never returns the other's text. An
    /// option of a shared group that the command does not declare (hairline takes no
    /// `--orientation`) is one never given.
    package func text(_ option: OptionDeclaration) -> String? { values.text(option) }

    /// Every text given for `option`, in the order given (a repeatable option's values).
    package func texts(_ option: OptionDeclaration) -> [String] { values.texts(option) }

    /// Whether `option` was given.
    package func has(_ option: OptionDeclaration) -> Bool { text(option) != nil }

    /// Checks each value given by its declaration alone, in declaration order (`OptionValues`), so
    /// that a bad value is a usage error even beside `--help` or `--version`.
    /// With `--tokens`, a value that names a token (`{spacing.md}`) is checked once it is resolved
    /// (`DesignSources`).
    package func checkValues() throws(UsageError) {
        try values.checkValues(order: options, skippingTokens: values.has(DesignSourceOptions.tokens))
    }

    /// Each option given, with its text, in declaration order.
    package var given: [(option: OptionDeclaration, text: String)] { values.given(in: options) }
}
