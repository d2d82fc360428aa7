// ScreenOptions: the screen a command lays out for — `--width`, `--scale`, `--device`,
// `--orientation` — and PlatformOptions, the platform its numbers are for — `--platform`,
// `--px-means`.
//
// Rule: explicit `--width`/`--scale` override a `--device` preset (which gives both, and its
// platform); without a preset both are required. `--orientation` needs `--device`. A preset of
// another platform than `--platform` is refused. On the web a length in `px` is refused unless
// `--px-means device|css` says which pixel it is; `--px-means` applies only there.

import GridCore

/// `--width`, `--scale`, `--device` and `--orientation`, read.
package struct ScreenOptions {
    package static let width = OptionDeclaration(
        "--width", .length(.width, default: nil),
        help: "Container width; a bare number is the logical unit (414, 414pt, 411.43dp, 1280css; 1242px is device pixels). Floored to whole pixels.",
        example: "414, 414pt or 1242px")
    package static let scale = OptionDeclaration(
        "--scale", .scale, help: "Device pixels per logical unit (iOS scale, Android density, web devicePixelRatio), from 0.01 to 16 (2, 3, 2.625).")
    package static let device = OptionDeclaration(
        "--device", .text("<name>"), help: "Width and scale from a device preset (see 'gridcalc devices'); --width/--scale override it.",
        example: "iphone-15 (see 'gridcalc devices')", completion: .devices,
        check: { text, _ throws(UsageError) in _ = try ScreenOptions.preset(named: text, flag: "--device") })
    package static let orientation = OptionDeclaration(
        "--orientation", .choice(["portrait", "landscape"], default: nil),
        help: "Orientation of the --device preset; landscape swaps width and height.",
        defaultNote: "the preset's own: portrait for a phone or tablet, landscape for a web screen")
    package static let window = OptionDeclaration(
        // The window kinds but the safe area, written out as every choice list is (the option
        // tables are built at start-up; OptionDeclarationTests holds each list to its type).
        "--window", .choice(["third", "half", "two-thirds", "slide-over"], default: nil),
        help: "With --device: the width of an iPad's Split View (third, half, two-thirds) or Slide Over window, where the devices page has it (devices.md, installed in share/doc/gridcalc).")
    package static let safeArea = OptionDeclaration(
        switch: "--safe-area", help: "With --device: lay the grid out inside the screen's safe area (an iPhone's landscape insets), where the devices page has it (devices.md, installed in share/doc/gridcalc).")
    package static let scrollbar = OptionDeclaration(
        "--scrollbar", .text("<length>"), help: "On the web: a classic scrollbar's width to take off the container (15css in Chromium on Windows; overlay scrollbars take 0).",
        example: "15css")
    /// The group, in help order.
    package static let options = [width, scale, device, orientation]
    /// The windows of a screen: grid's.
    package static let windowOptions = [window, safeArea, scrollbar]

    /// A device preset and the orientation it is used in.
    package typealias Device = (preset: DevicePreset, orientation: DevicePreset.Orientation)

    /// The preset `--device` names, and its orientation; nil without `--device`.
    package var device: Device?
    /// The platform the numbers are for: `--platform`, else the preset's, else iOS.
    package var platform: Platform
    /// The width in force: `--width`, else the preset's in its orientation, narrowed to the
    /// `--window`/`--safe-area` and less the `--scrollbar` where the command takes them.
    package var width: RequestedLength
    /// The scale in force: `--scale`, else the preset's.
    package var scale: Scale
    /// The device's window the width is (`--window`, `--safe-area`), nil for the whole screen.
    package var window: DeviceWindow.Kind?

    /// The screen, read one way for every command that has one: the device, then the platform
    /// (on the web a length in px needs --px-means, so the platform comes before any length), then
    /// `--scale` and `--width`, each the device's where not given — without a device both are
    /// required (`usage` is the command's, for the hint) —, then the window (`windowOptions`,
    /// which only grid declares: for the others they are never given).
    package init(_ reader: inout OptionReader, usage: @autoclosure () -> String) throws(UsageError) {
        let (device, platform) = try Self.deviceAndPlatform(&reader)
        (self.device, self.platform) = (device, platform)
        let givenScale = try reader.scale(Self.scale)
        let givenWidth = try reader.length(Self.width)
        func missing(_ option: OptionDeclaration) -> UsageError {
            UsageError("missing \(option.name) \(option.placeholder!)",
                       hint: "give \(option.name), or --device <name> (see 'gridcalc devices'); usage: \(usage())")
        }
        let scale: Scale
        if let givenScale {
            scale = givenScale
        } else if let device {
            do { scale = try Scale(device.preset.scale) } catch { throw UsageError(error, typed: TypedValues()) }
        } else {
            throw givenWidth == nil ? missing(Self.width) : missing(Self.scale)
        }
        guard let width = givenWidth ?? device.map({ $0.preset.width($0.orientation, at: scale) }) else { throw missing(Self.width) }
        self.scale = scale
        let window = try Self.window(reader, device: device)
        self.window = window?.kind
        self.width = try Self.scrollbarLess(window?.width ?? width, scale: scale, reader: &reader, platform: platform)
    }

    /// The device and the platform, read first by every command with a screen (hairline, whose
    /// `--scale` is a list, reads only these): a preset of another platform than `--platform` is
    /// refused, and the reader's pixel unit is the platform's.
    package static func deviceAndPlatform(_ reader: inout OptionReader) throws(UsageError) -> (Device?, Platform) {
        let device = try Self.device(reader)
        return (device, try PlatformOptions(&reader, presets: device.map { [$0.preset] } ?? [], presetOption: Self.device).platform)
    }

    /// `--device` (`option`: the command's declaration of it) and `--orientation`: `--orientation`
    /// alone is a usage error, as is a name that is not a preset.
    package static func device(_ reader: OptionReader, option: OptionDeclaration = device) throws(UsageError) -> Device? {
        guard let name = reader.values.text(option) else {
            if let orientation = reader.values.text(orientation) {
                throw UsageError("--orientation \(quoted(orientation)) applies only with --device",
                                 hint: "add --device <name>, or give the landscape width as --width")
            }
            return nil
        }
        let preset = try preset(named: name, flag: option.name)
        return (preset, try reader.choice(orientation, as: DevicePreset.Orientation.self) ?? preset.naturalOrientation)
    }

    /// The preset called `name` (or an alias of it), given for `flag`; any other name is a usage
    /// error naming the closest.
    package static func preset(named name: String, flag: String) throws(UsageError) -> DevicePreset {
        guard let preset = DevicePreset.named(name) else {
            let names = nearest(to: name.lowercased(), in: DevicePreset.allNames, count: 3)
            throw UsageError("unknown device \(quoted(name)) for \(flag)",
                             hint: "the closest names are \(names.joined(with: ", ")); 'gridcalc devices' lists them all")
        }
        return preset
    }

    /// `width` at `scale` as the window the options ask for gives it: the `--window` or
    /// `--safe-area` of the device (its width in points), less `--scrollbar` on the web.
    private static func scrollbarLess(_ width: RequestedLength, scale: Scale, reader: inout OptionReader, platform: Platform) throws(UsageError) -> RequestedLength {
        var width = width
        if let text = reader.values.text(Self.scrollbar) {
            guard platform.definition.hasScrollbars else {
                throw UsageError("--scrollbar \(quoted(text)) applies only on the web", hint: "drop --scrollbar, or add --platform web")
            }
            let bar: RequestedLength
            do { bar = try RequestedLength(parsing: text, for: .width, px: reader.pixelUnit) } catch {
                throw UsageError("invalid value \(quoted(text)) for --scrollbar: \(error.reason)", hint: "e.g. --scrollbar 15css")
            }
            let remaining = width.points(at: scale) - bar.points(at: scale)
            guard remaining * scale.pixelsPerPoint >= 1 else {
                throw UsageError("--scrollbar \(quoted(text)) is as wide as the viewport (\(decimalText(width.points(at: scale)))css) or wider",
                                 hint: "give the scrollbar's width, e.g. --scrollbar 15css")
            }
            width = .points(remaining)
        }
        return width
    }

    /// The `--window` or `--safe-area` of `device` and its width (in points), nil when neither is
    /// given; either without a device, or one the device does not have, is a usage error.
    package static func window(_ reader: OptionReader, device: Device?) throws(UsageError) -> (kind: DeviceWindow.Kind, width: RequestedLength)? {
        let kind: DeviceWindow.Kind? = try reader.choice(Self.window, as: DeviceWindow.Kind.self)
            ?? (reader.has(Self.safeArea) ? .safeArea : nil)
        guard let kind else { return nil }
        let flag = kind == .safeArea ? "--safe-area" : "--window \(kind.rawValue)"
        if reader.has(Self.window), reader.has(Self.safeArea) {
            throw UsageError("--window and --safe-area given together", hint: "give one: a Split View window, or the safe area of the full screen")
        }
        guard let device else {
            throw UsageError("\(flag) applies only with --device", hint: "add --device <name>, or give the window's width as --width")
        }
        guard let window = DeviceWindow.window(kind, of: device.preset, orientation: device.orientation) else {
            let known = DeviceWindow.windows(of: device.preset).filter { $0.orientation == device.orientation }.map(\.kind.rawValue)
            throw UsageError("\(flag): \(device.preset.name) has no \(kind == .safeArea ? "safe area" : "\(kind.rawValue) window") in \(device.orientation.rawValue) in gridcalc's sources",
                             hint: known.isEmpty ? "drop \(flag); devices.md (share/doc/gridcalc) lists the presets with windows and safe areas"
                                 : "its \(device.orientation.rawValue) windows: \(known.joined(with: ", ")) (devices.md)")
        }
        return (kind, .points(window.widthPt))
    }
}

/// `--platform` and `--px-means`, read.
package struct PlatformOptions {
    package static let platform = OptionDeclaration(
        "--platform", .choice(["ios", "android", "web"], default: "ios"),
        help: "Labels the logical unit pt, dp or css px and picks the paste-ready block (flow layout, Android item offsets, CSS); a --device preset sets it.")
    package static let pxMeans = OptionDeclaration(
        "--px-means", .choice(["device", "css"], default: nil),
        help: "On the web (--platform web): read 1280px as device pixels or as CSS px (without it, px is refused: write 1280css).")
    /// The group, in help order.
    package static let options = [platform, pxMeans]

    /// The platform the numbers are for.
    package var platform: Platform

    /// `--platform`, by default the platform of `presets` when they share one, else ios; a preset
    /// of another platform than the one given is a usage error (`presetOption` names how the
    /// presets were given). Sets the reader's `pixelUnit` from `--px-means`, which applies only to
    /// the web, where `px` without it is refused — whenever the web is among the platforms: a
    /// sweep over presets of several platforms reads `px` as the web's cases would
    /// (`webPixelUnit`), and its other cases as device pixels.
    package init(_ reader: inout OptionReader, presets: [DevicePreset], presetOption: OptionDeclaration) throws(UsageError) {
        let given = reader.has(Self.platform) ? try reader.choice(Self.platform, as: Platform.self) : nil
        if let given, let other = presets.first(where: { $0.platform != given }) {
            throw UsageError("\(presetOption.name) \(quoted(other.name)) is a preset for \(other.platform.rawValue), not for --platform \(given.rawValue)",
                             hint: "drop --platform (the preset sets it), or choose a preset for \(given.rawValue) ('gridcalc devices' lists them by platform)")
        }
        let shared = presets.first.map(\.platform).flatMap { first in presets.allSatisfy { $0.platform == first } ? first : nil }
        platform = given ?? shared ?? .ios
        let web = platform.definition.pxIsAmbiguous || presets.contains { $0.platform.definition.pxIsAmbiguous }
        if let meaning = reader.values.text(Self.pxMeans) {
            guard web else {
                throw UsageError("--px-means \(quoted(meaning)) applies only with --platform web (on \(platform.rawValue) px is always a device pixel)",
                                 hint: "drop --px-means, or add --platform web")
            }
            webPixelUnit = try Self.pxMeans(reader) ?? .device
        } else {
            webPixelUnit = web ? .ambiguous : .device
        }
        reader.pixelUnit = webPixelUnit
    }

    /// What a length in `px` is on the web's cases (device px off the web).
    package var webPixelUnit: RequestedLength.PixelUnit

    /// What `--px-means device|css` (`option`: the command's declaration) says a length in `px`
    /// is, or nil when it was not given.
    package static func pxMeans(_ reader: OptionReader, option: OptionDeclaration = pxMeans) throws(UsageError) -> RequestedLength.PixelUnit? {
        try reader.choice(option, as: RequestedLength.PixelUnit.self)
    }
}
