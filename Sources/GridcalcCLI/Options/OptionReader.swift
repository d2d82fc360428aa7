// OptionReader: turns the text given for declared options into GridCore inputs, remembering what
// was typed.
//
// Rule: an option is read by its declaration — a length with its field and default, a count with
// its minimum, a choice among its choices — so the name, the default and the parsing are never
// written again at the call. Every value read for a GridCore input is recorded with its option and
// its text, so that an error GridCore raises later (a snap, a range, "no room") is reported against
// the option and the value exactly as the user typed them. Parsing is GridCore's; this only routes
// text and errors.

import GridCore

/// What the user typed for each GridCore input read so far: its option and its text.
package struct TypedValues: Sendable {
    /// Each field's raw value, and the option and text typed for it, in three lists (arrays of
    /// Strings: a list of tuples would cost start-up its own type's metadata).
    private var fields: [String] = [], options: [String] = [], texts: [String] = []

    package init() {}

    /// The option and text typed for `field`, if any.
    package subscript(_ field: GridField) -> (option: String, text: String)? {
        get { fields.firstIndex(of: field.rawValue).map { (options[$0], texts[$0]) } }
        set {
            if let i = fields.firstIndex(of: field.rawValue) {
                fields.remove(at: i)
                options.remove(at: i)
                texts.remove(at: i)
            }
            guard let newValue else { return }
            fields.append(field.rawValue)
            options.append(newValue.option)
            texts.append(newValue.text)
        }
    }
}

/// Reads GridCore inputs from a command's scanned options.
package struct OptionReader {
    /// The values given for the command's options.
    package let values: OptionValues
    /// Each GridCore input read so far: the option it came from and its text.
    package var typed = TypedValues()
    /// What `px` means in the lengths read from now on (a web platform changes it).
    package var pixelUnit: RequestedLength.PixelUnit = .device

    package init(_ values: OptionValues) { self.values = values }

    package init(_ arguments: ParsedArguments) { self.values = arguments.values }

    /// Whether `option` was given.
    package func has(_ option: OptionDeclaration) -> Bool { values.has(option) }

    /// The text of `option`, recorded for its field, or nil when it was not given. `given` is text
    /// another declaration of the same option took (check's `--spacing <length|auto>` read as
    /// grid's length, grid's `--columns <n|auto>` as a count), recorded the same way.
    package mutating func text(_ option: OptionDeclaration, given: String? = nil) -> String? {
        guard let raw = given ?? values.text(option) else { return nil }
        if let field = option.field { typed[field] = (option.name, raw) }
        return raw
    }

    /// The usage error for a GridCore error, naming the option and value as typed.
    package func usageError(_ error: GridError) -> UsageError { UsageError(error, typed: typed) }

    /// The length given for `option` (or as `given`, see `text(_:given:)`), else its declared
    /// default (nil when it has none).
    package mutating func length(_ option: OptionDeclaration, given: String? = nil) throws(UsageError) -> RequestedLength? {
        guard case .length(let field, let fallback) = option.value else { preconditionFailure("\(option.name) is not a length") }
        guard let raw = text(option, given: given) else { return fallback }
        do { return try RequestedLength(parsing: raw, for: field, px: pixelUnit) } catch { throw usageError(error) }
    }

    /// The length given for `option`, else its declared default, which it must have.
    package mutating func length(orDefault option: OptionDeclaration) throws(UsageError) -> RequestedLength {
        guard let length = try length(option) else { preconditionFailure("\(option.name) has no default") }
        return length
    }

    /// Two lengths `a,b` given as `text` for `field` (margins, a visible range); anything but two
    /// comma-separated lengths is `notAList`.
    package func lengthPair(_ text: String, _ field: GridField) throws(UsageError) -> (RequestedLength, RequestedLength) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw usageError(.notAList(field, value: text)) }
        do {
            return (try RequestedLength(parsing: String(parts[0]), for: field, px: pixelUnit),
                    try RequestedLength(parsing: String(parts[1]), for: field, px: pixelUnit))
        } catch { throw usageError(error) }
    }

    /// The scale given for `option`, or nil. A list (`1,1.5,2`) is fluid CSS's ladder only.
    package mutating func scale(_ option: OptionDeclaration) throws(UsageError) -> Scale? {
        guard let raw = values.text(option) else { return nil }
        guard !raw.utf8.contains(UInt8(ascii: ",")) else {
            _ = try scales(option)
            throw UsageError("\(option.name) \(quoted(raw)): a list of scales is only for --format css without --width or --device",
                             hint: "give one scale here (\(option.name) 3), or drop --width/--device for CSS that computes its tracks at every width")
        }
        return try oneScale(raw, option: option)
    }

    /// The scales given for `option` as a comma-separated list (one or more; a list of at most
    /// `Limits.maxScales`), each checked as `--scale` checks one; nil when not given.
    package mutating func scales(_ option: OptionDeclaration) throws(UsageError) -> [Scale]? {
        guard let raw = values.text(option) else { return nil }
        return try scales(raw, option: option)
    }

    /// Checks the scales given for `option` as `scales(_:)` reads them, without keeping them (one
    /// scale, the usual case, is read as itself rather than as a list of one).
    package mutating func checkScales(_ option: OptionDeclaration) throws(UsageError) {
        guard let raw = values.text(option) else { return }
        guard raw.utf8.contains(UInt8(ascii: ",")) else {
            _ = try oneScale(raw, option: option)
            return
        }
        _ = try scales(raw, option: option)
    }

    /// The scales of `raw`, a list such as `1,1.5,2` given for `option`.
    package mutating func scales(_ raw: String, option: OptionDeclaration) throws(UsageError) -> [Scale] {
        let parts = raw.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= Limits.maxScales else {
            throw UsageError("\(option.name) \(quoted(raw)): \(parts.count) scales, more than \(Limits.maxScales)",
                             hint: "give at most \(Limits.maxScales) scales, e.g. \(option.name) 1,1.5,2,3")
        }
        var out: [Scale] = []
        for part in parts { out.append(try oneScale(String(part), option: option)) }
        return out
    }

    /// One scale's text given for `option`, recorded as typed (the error names it) and read.
    private mutating func oneScale(_ text: String, option: OptionDeclaration) throws(UsageError) -> Scale {
        typed[.scale] = (option.name, text)
        do { return try Scale(parsing: text) } catch { throw usageError(error) }
    }

    /// A count given for `option`: whole digits, at least its minimum, optionally followed by its
    /// unit (`6px`); GridCore checks the upper bound, and digits beyond an `Int` are reported
    /// against the limit. Nil when not given (`given`: see `text(_:given:)`).
    package mutating func count(_ option: OptionDeclaration, given: String? = nil) throws(UsageError) -> Int? {
        guard case .count(let field, let minimum, let limit, let unit) = option.value else { preconditionFailure("\(option.name) is not a count") }
        guard let raw = text(option, given: given) else { return nil }
        var digits = Substring(raw)
        if let unit, digits.lowercased().hasSuffix(unit) { digits = digits.dropLast(unit.count) }
        // Below the minimum (a minus sign included, however many digits follow) is "at least 1" for
        // a count that starts at 1 and "cannot be negative" for one that starts at 0.
        let belowMinimum: GridError = minimum > 0 ? .notPositive(field, value: raw) : .negative(field, value: raw)
        let error: GridError
        switch NumberSyntax.wholeNumber(digits) {
        case .value(let n):
            guard n < minimum else { return n }
            error = belowMinimum
        case .overflow: error = digits.hasPrefix("-") ? belowMinimum : .tooLarge(field, value: raw, limit: String(limit))
        case nil: error = .notAWholeNumber(field, value: raw)
        }
        let hint = "a count is a whole number from \(minimum) to \(limit), e.g. \(option.name) \(option.example)"
        throw UsageError(usageError(error).message, hint: hint)
    }

    /// A comma-separated list of whole numbers such as `0,4,10` given for `option` (range checks
    /// are GridCore's); `limit` is said when a number is beyond an `Int`. Empty when not given.
    package mutating func indices(_ option: OptionDeclaration, limit: String) throws(UsageError) -> [Int] {
        guard let raw = text(option), let field = option.field else { return [] }
        var result: [Int] = []
        for element in raw.split(separator: ",", omittingEmptySubsequences: false) {
            switch NumberSyntax.wholeNumber(element) {
            case .value(let n): result.append(n)
            case .overflow: throw usageError(element.hasPrefix("-") ? .negative(field, value: raw) : .tooLarge(field, value: raw, limit: limit))
            case nil: throw usageError(.notAList(field, value: raw))
            }
        }
        return result
    }

    /// The choice given for `option`, else its default (nil when it has none).
    package func choice(_ option: OptionDeclaration) throws(UsageError) -> String? {
        guard case .choice(let names, let fallback) = option.value else { preconditionFailure("\(option.name) is not a choice") }
        guard let raw = values.text(option) else { return fallback }
        guard names.contains(raw) else {
            throw UsageError("invalid value \(quoted(raw)) for \(option.name): expected one of \(names.joined(with: ", "))",
                             hint: closest(to: raw.lowercased(), in: names).map { "did you mean '\($0)'?" }
                                ?? "write \(option.name) \(names.joined(with: "|"))")
        }
        return raw
    }

    /// The choice given for `option` as a `T`, else its default as one (nil when it has none).
    package func choice<T: RawRepresentable>(_ option: OptionDeclaration, as type: T.Type) throws(UsageError) -> T? where T.RawValue == String {
        try choice(option).flatMap(T.init(rawValue:))
    }

    /// The usage error for options that need `required`: the first of `options` given without it.
    package func requireFor(_ options: [OptionDeclaration], needs required: OptionDeclaration, hint: String) throws(UsageError) {
        guard !has(required), let option = options.first(where: has) else { return }
        let value = values.text(option).flatMap { $0.isEmpty ? nil : " \(quoted($0))" } ?? ""
        throw UsageError("\(option.name)\(value) applies only with \(required.name)", hint: hint)
    }
}
