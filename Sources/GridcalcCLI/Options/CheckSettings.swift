// CheckSettings: what one check of a screen is asked to do — the values of check's options, each
// with where it was set, and the files — decoded once from the command line or a config, then
// only read.
//
// Rule: the command line is decoded by its scanner (`ParsedArguments`), a config's keys by
// `CheckConfig`, each value checked by its option's declaration (`OptionValues.checked`); neither
// is turned into the other's words. A screen's settings are merged per option, top level < screen
// < command line (`over`): an option set higher replaces the lower one's and its alternatives
// (`--tracks` over `columns`); `--severity` values add up, the command line's last. Past this
// value nothing reads an argument: every option's value and its origin (`--tolerance` on the
// command line, `'.gridcalc.json': screens[1].tolerance`) are asked of it.

/// One check's settings: its options' values and where each was set, and its files.
package struct CheckSettings: Sendable {
    /// The values of check's options, each with its origin.
    package var values: OptionValues
    /// The files or patterns to check (relative to where `check` runs); none: stdin.
    package var operands: [String]
    /// What `-` reads instead of file descriptor 0 (`GridcalcTool.outcome`); nil reads stdin.
    package var standardInput: [UInt8]?
    /// The bytes of the arguments that are not valid UTF-8 (file names opened by their bytes).
    package var argumentBytes: ArgumentBytes?

    package init(values: OptionValues, operands: [String], standardInput: [UInt8]? = nil, argumentBytes: ArgumentBytes? = nil) {
        self.values = values
        self.operands = operands
        self.standardInput = standardInput
        self.argumentBytes = argumentBytes
    }

    /// The command line's settings.
    package init(_ arguments: ParsedArguments) {
        self.init(values: arguments.values, operands: arguments.operands, standardInput: arguments.standardInput, argumentBytes: arguments.argumentBytes)
    }

    /// Options that stand for one another: one set higher replaces the other set lower.
    package static let alternatives: [[OptionDeclaration]] = [[ColumnsOptions.columns, ColumnsOptions.tracks], [ColumnsOptions.minCell, ColumnsOptions.maxCell],
                                                            [ItemOptions.rowHeight, ItemOptions.aspectRatio], [ScreenOptions.window, ScreenOptions.safeArea],
                                                            [CheckInputOptions.image, CheckInputOptions.inputFormat]]

    /// These settings (the command line's) over a screen's `values` and its files.
    package func over(_ screen: OptionValues, files: [String]) -> CheckSettings {
        CheckSettings(values: values.over(screen, alternatives: Self.alternatives), operands: files, standardInput: standardInput, argumentBytes: argumentBytes)
    }

    /// The text set for `option`, nil when it was not set ("" for a switch that was).
    package func text(_ option: OptionDeclaration) -> String? { values.text(option) }
    /// Every text set for `option`, in order.
    package func texts(_ option: OptionDeclaration) -> [String] { values.texts(option) }
    /// Whether `option` was set.
    package func has(_ option: OptionDeclaration) -> Bool { values.has(option) }
    /// The bytes of `text` as given, when it was not valid UTF-8.
    package func bytes(of text: String) -> [UInt8]? { argumentBytes?.bytes(of: text) }
}
