// OptionDeclaration: every option of every command is declared once, with a placeholder, help,
// and a real example for its "missing value" hint.
import GridCore
import Testing
import GridcalcCLI

@Suite struct OptionDeclarationTests {
    /// Each option a command takes, with its command's name.
    static var everyOption: [(command: String, option: OptionDeclaration)] {
        Commands.all.flatMap { command in command.options.map { (command.name, $0) } }
    }

    /// An option name means one declaration across commands, except where the option differs by
    /// design (its value's grammar or what it does: hairline's list of scales, sweep's range of
    /// columns and `both` orientations, devices' platform filter, a table cell's separator insets,
    /// a table's row height, each command's formats, check's `--spacing` that also takes `auto`,
    /// check's screen options, which override the document rather than set a screen),
    /// which is listed here: a new difference, or
    /// two copies of one option drifting apart, fails this test.
    @Test func oneDeclarationPerOption() {
        var variants: [String: Set<String>] = [:]
        for (_, option) in Self.everyOption {
            variants[option.name, default: []].insert("\(option.placeholder ?? "") \(option.help) \(option.defaultText ?? "")")
        }
        let differing = Set(variants.filter { $0.value.count > 1 }.keys)
        #expect(differing == ["--scale", "--columns", "--orientation", "--platform", "--inset-leading", "--inset-trailing", "--row-height", "--format",
                              "--spacing", "--width", "--device", "--px-means"],
                "options declared more than once: \(differing.sorted())")
        for command in Commands.all {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) lists an option twice")
            #expect(names.last == "--help", "\(command.name) ends with --help")
        }
    }

    /// A missing value's hint shows the option's example, a real value — never its placeholder —
    /// and a value-typed example is one the option accepts.
    @Test func missingValueHintsShowRealValues() throws {
        for (command, option) in Self.everyOption {
            guard let placeholder = option.placeholder else { continue }
            #expect(!option.example.isEmpty && !option.example.contains("<") && !option.example.contains(">"),
                    "\(command) \(option.name): example '\(option.example)'")
            let outcome = GridcalcTool.outcome([command, option.name])
            #expect(outcome.exitCode == 64 && outcome.stderr.contains("missing value for \(option.name) \(placeholder)")
                    && outcome.stderr.contains("e.g. \(option.example)"), "\(command) \(option.name): \(outcome.stderr)")
            let first = String(option.example.split(separator: " ")[0].trimmingSuffix(","))
            switch option.value {
            case .length, .scale, .count, .choice:
                let scanned = try ParsedArguments([option.name, first], options: [option], command: command)
                #expect(throws: Never.self, "\(command) \(option.name) \(first)") { try scanned.checkValues() }
            case .text, .none:
                break
            }
        }
    }

    /// A choice's values are written out in its declaration (an array of enum cases costs start-up):
    /// they are the raw values of the type it is read as, in order.
    @Test func choicesAreTheirTypesCases() {
        func names<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> [String] where T.RawValue == String { T.allCases.map(\.rawValue) }
        func choices(_ option: OptionDeclaration) -> [String] {
            if case .choice(let choices, _) = option.value { return choices }
            return []
        }
        #expect(choices(ScreenOptions.orientation) == names(DevicePreset.Orientation.self))
        #expect(choices(PlatformOptions.platform) == names(Platform.self) && choices(DevicesCommand.platform) == names(Platform.self))
        #expect(choices(ScreenOptions.window) == names(DeviceWindow.Kind.self).filter { $0 != DeviceWindow.Kind.safeArea.rawValue })
        #expect(choices(PlatformOptions.pxMeans) == [RequestedLength.PixelUnit.device, .css].map(\.rawValue))
        #expect(choices(LayoutOptions.distribute) == names(Strategy.Distribution.self))
        #expect(choices(LayoutOptions.align) == names(Strategy.Alignment.self))
        #expect(choices(LayoutOptions.direction) == names(Direction.self))
        #expect(choices(CheckInputOptions.inputFormat) == names(CheckInputFormat.self))
        #expect(choices(TableCommand.style) == names(TableRequest.Style.self))
        #expect(choices(SeparatorCommand.reference) == names(CellSeparatorRequest.Reference.self))
        #expect(choices(SeparatorCommand.position) == names(CellSeparatorRequest.Position.self))
        #expect(GridFormat.names == names(GridFormat.self) && TableFormat.names == names(TableFormat.self))
        #expect(CheckFormat.names == names(CheckFormat.self) && TableOrJSON.names == names(TableOrJSON.self))
    }

    /// Defaults shown in help come from the typed defaults GridCore uses.
    @Test func typedDefaultsAreWhatHelpSays() {
        #expect(LayoutOptions.spacing.defaultText == GridRequest.defaultSpacing.description)
        #expect(LayoutOptions.inset.defaultText == "0")
        #expect(ItemOptions.separatorHeight.defaultText == "1px")
        #expect(TableCommand.rowHeight.defaultText == "44pt")
        #expect(LayoutOptions.align.defaultText == Strategy.Alignment.center.rawValue)
        #expect(GridCommand.help.contains("--spacing <length>") && GridCommand.help.contains("(default: 1px)"))
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
