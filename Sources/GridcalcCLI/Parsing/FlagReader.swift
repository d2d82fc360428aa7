// FlagReader: turns scanned option values into GridCore inputs, remembering what was typed.
//
// Rule: every value read for a GridCore input is recorded with its flag and its text, so that an
// error GridCore raises later (a snap, a range, "no room") is reported against the flag and the value
// exactly as the user typed them. Parsing is GridCore's; this only routes text and errors.

import GridCore

/// Reads GridCore inputs from a command's scanned options.
package struct FlagReader {
    /// The command's options, as scanned.
    package let scanned: ScannedArguments
    /// Each GridCore input read so far: the flag it came from and its text.
    package var typed: [GridField: (flag: String, raw: String)] = [:]
    /// What `px` means in the lengths read from now on (`platform(presets:)` sets it).
    package var pixelUnit: PixelUnit = .device

    package init(_ scanned: ScannedArguments) { self.scanned = scanned }

    /// The text of `flag`, recorded for `field`, or nil when the flag was not given.
    package mutating func text(_ flag: String, _ field: GridField) -> String? {
        guard let raw = scanned.value(flag) else { return nil }
        typed[field] = (flag, raw)
        return raw
    }

    /// The usage error for a GridCore error, naming the flag and value as typed.
    package func usageError(_ error: GridError) -> UsageError { UsageError(error, flagValues: typed) }

    /// The length given for `flag`, or `fallback` when it was not given.
    package mutating func length(_ flag: String, _ field: GridField, _ fallback: RequestedLength) throws(UsageError) -> RequestedLength {
        guard let raw = text(flag, field) else { return fallback }
        do { return try RequestedLength(parsing: raw, for: field, px: pixelUnit) } catch { throw usageError(error) }
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

    /// The scale given for `flag` (required: the caller has checked it is there).
    package mutating func scale(_ flag: String = "--scale") throws(UsageError) -> Scale {
        let raw = text(flag, .scale) ?? ""
        do { return try Scale(parsing: raw) } catch { throw usageError(error) }
    }

    /// A count such as `--columns`: whole digits, at least `minimum`, optionally followed by `unit`
    /// (`6px` for a count of pixels); GridCore checks the upper bound, and digits beyond an `Int` are
    /// reported against `limit`.
    package mutating func count(_ flag: String, _ field: GridField, minimum: Int, limit: Int, unit: String? = nil) throws(UsageError) -> Int? {
        guard let raw = text(flag, field) else { return nil }
        var digits = Substring(raw)
        if let unit, digits.lowercased().hasSuffix(unit) { digits = digits.dropLast(unit.count) }
        switch NumberSyntax.wholeNumber(digits) {
        case .value(let n):
            guard n >= minimum else { throw usageError(n < 0 ? .negative(field, value: raw) : .notPositive(field, value: raw)) }
            return n
        case .overflow: throw usageError(.tooLarge(field, value: raw, limit: String(limit)))
        case nil: throw usageError(.notAWholeNumber(field, value: raw))
        }
    }

    /// A comma-separated list of whole numbers such as `0,4,10` (range checks are GridCore's).
    package mutating func indices(_ flag: String, _ field: GridField, limit: String) throws(UsageError) -> [Int] {
        guard let raw = text(flag, field) else { return [] }
        var result: [Int] = []
        for element in raw.split(separator: ",", omittingEmptySubsequences: false) {
            switch NumberSyntax.wholeNumber(element) {
            case .value(let n): result.append(n)
            case .overflow: throw usageError(.tooLarge(field, value: raw, limit: limit))
            case nil: throw usageError(.notAList(field, value: raw))
            }
        }
        return result
    }

    /// The preset `--device` names and the `--orientation` (default portrait), or nil without
    /// `--device`; `--orientation` alone is a usage error, as is a name that is not a preset.
    package func device() throws(UsageError) -> (preset: DevicePreset, orientation: Orientation)? {
        guard let name = scanned.value("--device") else {
            if let orientation = scanned.value("--orientation") {
                throw UsageError("--orientation \(quoted(orientation)) applies only with --device",
                                 hint: "add --device <name>, or give the landscape width as --width")
            }
            return nil
        }
        guard let preset = DevicePreset.named(name) else {
            let names = nearest(to: name.lowercased(), in: DevicePreset.allNames, count: 3)
            throw UsageError("unknown device \(quoted(name)) for --device",
                             hint: "the closest names are \(names.joined(separator: ", ")); 'gridcalc devices' lists them all")
        }
        let orientation: Orientation = try choice("--orientation", in: scanned, default: .portrait)
        return (preset, orientation)
    }

    /// `--width` and `--scale`, each taken from `device` when not given (explicit flags override
    /// the preset); without a device both are required.
    package mutating func screen(_ device: (preset: DevicePreset, orientation: Orientation)?, usage: String)
        throws(UsageError) -> (width: RequestedLength, scale: Scale) {
        for required in ["--width", "--scale"] where device == nil && !scanned.has(required) {
            throw UsageError("missing \(required) \(required == "--width" ? "<length>" : "<number>")",
                             hint: "give \(required), or --device <name> (see 'gridcalc devices'); usage: \(usage)")
        }
        let scale: Scale
        if scanned.has("--scale") {
            scale = try self.scale()
        } else {
            do { scale = try Scale(device!.preset.scale) } catch { throw usageError(error) }
        }
        let width = try length("--width", .width, device.map { $0.preset.width($0.orientation, at: scale) } ?? .pixels(0))
        return (width, scale)
    }

    /// `--platform ios|android|web`, by default the platform of `presets` when they share one, else
    /// ios; a preset of another platform than the one given is a usage error. Sets `pixelUnit`
    /// from `--px-means device|css`, which applies only to the web, where `px` without it is refused.
    package mutating func platform(presets: [DevicePreset], presetFlag: String) throws(UsageError) -> Platform {
        let given: Platform? = scanned.has("--platform") ? try choice("--platform", in: scanned, default: .ios) : nil
        if let given, let other = presets.first(where: { $0.platform != given }) {
            throw UsageError("\(presetFlag) \(quoted(other.name)) is a preset for \(other.platform.rawValue), not for --platform \(given.rawValue)",
                             hint: "drop --platform (the preset sets it), or choose a preset for \(given.rawValue) ('gridcalc devices' lists them by platform)")
        }
        let shared = presets.first.map(\.platform).flatMap { first in presets.allSatisfy { $0.platform == first } ? first : nil }
        let platform = given ?? shared ?? .ios
        if let meaning = scanned.value("--px-means") {
            guard platform == .web else {
                throw UsageError("--px-means \(quoted(meaning)) applies only with --platform web (on \(platform.rawValue) px is always a device pixel)",
                                 hint: "drop --px-means, or add --platform web")
            }
            pixelUnit = try pxMeans() ?? .device
        } else {
            pixelUnit = platform == .web ? .ambiguous : .device
        }
        return platform
    }

    /// What `--px-means device|css` says a length in `px` is, or nil when it was not given.
    package func pxMeans() throws(UsageError) -> PixelUnit? {
        guard scanned.has("--px-means") else { return nil }
        return PixelUnit(rawValue: try choice("--px-means", in: scanned, default: "device", among: ["device", "css"]))!
    }

    /// The usage error for flags that need `required`: the first of `flags` given without it.
    package func requireFor(_ flags: [String], needs required: String, hint: String) throws(UsageError) {
        guard !scanned.has(required), let flag = flags.first(where: scanned.has) else { return }
        let value = scanned.value(flag).map { " \(quoted($0))" } ?? ""
        throw UsageError("\(flag)\(value) applies only with \(required)", hint: hint)
    }
}
