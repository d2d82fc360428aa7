// OptionValues: the values given for a command's options, each with where it was given — the
// command line, or a config's key (`'.gridcalc.json': screens[1].columns`).
//
// Rule: a value is held by its option's declaration (by identity, never by name) and its text as
// given; a repeatable option holds its values in order. Every value is checked by its declaration
// (`checked`) wherever it comes from, with the same parser and the same message, so a config's
// `"columns": 0` and the command line's `--columns 0` are refused alike. Values from several
// places are merged per option (`over`): the upper place's option replaces the lower's and its
// alternatives (`--tracks` over a config's `columns`); a repeatable option's values add up, the
// upper's last.

/// The values given for options, and where each was given.
package struct OptionValues: Sendable {
    /// Each value's option, text and origin, in the order given (three lists of references and
    /// strings: a list of tuples would cost start-up its own type's metadata).
    private var optionList: [OptionDeclaration] = [], textList: [String] = [], originList: [String] = []

    package init() {}

    /// Records `text` for `option`, given at `origin` (`""`: the command line).
    package mutating func append(_ option: OptionDeclaration, _ text: String, origin: String = "") {
        optionList.append(option)
        textList.append(text)
        originList.append(origin)
    }

    /// The first text given for `option`, nil when it was not given ("" for a switch that was).
    package func text(_ option: OptionDeclaration) -> String? { optionList.firstIndex { $0 === option }.map { textList[$0] } }

    /// Every text given for `option`, in the order given (a repeatable option's values).
    package func texts(_ option: OptionDeclaration) -> [String] { optionList.indices.filter { optionList[$0] === option }.map { textList[$0] } }

    /// Whether `option` was given.
    package func has(_ option: OptionDeclaration) -> Bool { optionList.contains { $0 === option } }

    /// Where `option` was given, nil on the command line or when it was not given.
    package func origin(of option: OptionDeclaration) -> String? {
        optionList.firstIndex { $0 === option }.flatMap { originList[$0].isEmpty ? nil : originList[$0] }
    }

    /// Each value of `option` with where it was given (nil: the command line), in order.
    package func entries(_ option: OptionDeclaration) -> [(text: String, origin: String?)] {
        optionList.indices.filter { optionList[$0] === option }.map { (textList[$0], originList[$0].isEmpty ? nil : originList[$0]) }
    }

    /// Each option given with its first text, in the order of `options` (declaration order).
    package func given(in options: [OptionDeclaration]) -> [(option: OptionDeclaration, text: String)] {
        options.compactMap { option in text(option).map { (option, $0) } }
    }

    /// Every value with its option and origin, in the order given.
    package var all: [(option: OptionDeclaration, text: String, origin: String)] {
        optionList.indices.map { (optionList[$0], textList[$0], originList[$0]) }
    }

    /// These values over `lower`: an option given here replaces `lower`'s values for it and for
    /// the options of its group in `alternatives`, and for every option in `cleared` (a config's
    /// `false` switch); a repeatable option's values add up, `lower`'s first.
    package func over(_ lower: OptionValues, alternatives: [[OptionDeclaration]] = [], cleared: [OptionDeclaration] = []) -> OptionValues {
        var replaced = optionList.filter { !$0.repeatable } + cleared
        for group in alternatives where group.contains(where: { option in replaced.contains { $0 === option } }) { replaced += group }
        var merged = OptionValues()
        for (option, text, origin) in lower.all where option.repeatable || !replaced.contains(where: { $0 === option }) {
            merged.append(option, text, origin: origin)
        }
        for (option, text, origin) in all { merged.append(option, text, origin: origin) }
        return merged
    }

    /// Checks each value by its declaration alone — a length, a scale, a count, a choice, a text's
    /// own check — so that a bad value is a usage error wherever it was given. (A length in `px` is
    /// not refused here as ambiguous: that depends on the platform, which the command decides.)
    /// `order`: the options in the order their errors are reported (a command's declarations);
    /// without it, the order given.
    package func checkValues(order: [OptionDeclaration]? = nil, skippingTokens: Bool = false) throws(UsageError) {
        if skippingTokens {
            var plain = OptionValues()
            for i in optionList.indices where !textList[i].contains("{") { plain.append(optionList[i], textList[i], origin: originList[i]) }
            return try plain.checkValues(order: order)
        }
        var reader = OptionReader(self)
        reader.pixelUnit = .css
        for option in order ?? optionList.indices.filter({ i in !optionList[..<i].contains { $0 === optionList[i] } }).map({ optionList[$0] }) where has(option) {
            switch option.value {
            case .length: _ = try reader.length(option)
            case .scale: try reader.checkScales(option)
            case .count: _ = try reader.count(option)
            case .choice: _ = try reader.choice(option)
            case .text:
                if let check = option.check { for text in texts(option) { try check(text, &reader) } }
            case .none: break
            }
        }
    }

    /// `text` for `option`, checked by its declaration as the command line's values are.
    package static func checked(_ option: OptionDeclaration, _ text: String) throws(UsageError) {
        if text.isEmpty, !option.value.isSwitch { throw ParsedArguments.missingValue(option) }
        var one = OptionValues()
        one.append(option, text)
        try one.checkValues()
    }
}
