// GridError+Text: GridCore's errors in the command line's words — the option each input comes from
// and a hint that names options and shows the accepted spelling.
//
// Rule: GridCore says which input (`GridField`), the value and what is wrong; only here do options
// appear, found through their declarations. The hint is the grammar of the value, the nearest
// valid value, or the limit.

import GridCore

extension GridField {
    /// The option that gives this input on the command line: the first shared declaration for it,
    /// else the flag of the one command that has it (the option as typed is reported where it was
    /// given; this names one that was not). `CommandTests` holds it to every command's declarations.
    package var option: String {
        if let shared = OptionDeclaration.shared.first(where: { $0.field == self }) { return shared.name }
        switch self {
        case .at: return "--at"
        case .margins: return "--margins"
        case .cellHeight: return "--cell-height"
        case .maxInset: return "--max-inset"
        case .maxRemainder: return "--max-remainder"
        case .sections: return "--sections"
        case .headerHeight: return "--header-height"
        case .footerHeight: return "--footer-height"
        default: return "--\(rawValue)"
        }
    }
}

extension OptionDeclaration {
    /// The declarations several commands share, in the order the commands list them (grid's first).
    package static var shared: [OptionDeclaration] {
        ScreenOptions.options + ScreenOptions.windowOptions + PlatformOptions.options + ColumnsOptions.options + LayoutOptions.options
            + [LayoutOptions.borders, LayoutOptions.borderWidth] + ItemOptions.options + [ItemOptions.visible]
    }
}

extension GridError {
    /// A suggestion for a valid input, in the command line's words.
    package var hint: String {
        switch self {
        case .notARatio, .notPositive(.aspectRatio, _), .tooLarge(.aspectRatio, _, _):
            return "an aspect ratio is W:H (or W/H) with two plain decimals above 0, e.g. 1:1, 16:9 or 1.91:1"
        case .notAList(.separatorsBefore, _), .notAWholeNumber(.separatorsBefore, _), .negative(.separatorsBefore, _):
            return "list item indices separated by commas, e.g. --separator-before 0,4,10"
        case .repeated(.separatorsBefore, _, _):
            return "list each item index once"
        case .indexBeyondItems(_, _, let items):
            return "use indices from 0 to \(items), or raise --items"
        case .invalidTrack, .notAList(.tracks, _), .tooLarge(.tracks, _, _):
            return "a track is a length (80pt, 240px) or a weight with fr (1fr, 2.5fr: above 0, at most 10000, 3 decimals), separated by spaces, e.g. --tracks \"80pt 1fr 2fr\""
        case .noFlexibleTrack:
            return "use --strategy padding, or add a flexible track such as 1fr"
        case .tracksNoRoom:
            return "use narrower fixed tracks, fewer tracks, less spacing or smaller insets"
        case .aspectRatioWithTracks:
            return "give --row-height <length> with --tracks and --items"
        case .spanBeyondItems(_, _, let items):
            return "span items 0 to \(max(items - 1, 0)), or raise --items"
        case .spanTooWide(_, _, _, let columns):
            return columns == 1 ? "with 1 column an item spans 1 column: drop --span, or add columns" : "an item spans 1 to \(columns) columns here, e.g. --span 0:2"
        case .notAList(.spans, _), .notPositive(.spans, _), .repeated(.spans, _, _), .notAWholeNumber(.spans, _), .tooLarge(.spans, _, _):
            return "list item:columns pairs separated by commas, each item once, e.g. --span 0:2,5:3"
        case .notExpressible:
            return "use --format json for the frames"
        case .reversedRange:
            return "give the top first, e.g. --visible 0,800 (y0 ≤ y1)"
        case .notAList(.visible, _):
            return "give two lengths y0,y1, the top first, e.g. --visible 0,800 or --visible 100pt,2400px"
        case .notAList(.sections, _), .notAWholeNumber(.sections, _), .negative(.sections, _):
            return "list each section's row count, separated by commas, e.g. --sections 3,5,2"
        case .notAList(.margins, _):
            return "give the leading and trailing margins, e.g. --margins 16,16 or --margins 20pt,20pt"
        case .notAList(.sweepCases, _), .tooLarge(.sweepCases, _, _):
            return "sweep fewer devices, orientations or column counts"
        case .notAList, .repeated:
            return "separate the values with commas, each listed once, e.g. 3,2"
        case .separatorNoRoom:
            return "use smaller insets or margins, or a wider cell"
        case .marginsWithoutReference:
            return "add --reference margins, or drop --margins"
        case .negative(.items, _), .tooLarge(.items, _, _):
            return "a count is a whole number of digits, e.g. 10"
        case .notANumber(.scale, _), .notPositive(.scale, _), .tooLarge(.scale, _, _), .tooSmall(.scale, _, _):
            return "a scale is a plain decimal from 0.01 to 16, e.g. 2, 3 or 2.608 (3x and @3x also work)"
        case .tooSmall(_, _, let limit):
            return "use a value of at least \(limit)"
        case .contentTooTall:
            return "use fewer items, more columns, or a smaller row height, line spacing or separator height"
        case .notAWholeNumber, .notPositive(.columns, _):
            return "a count is a whole number of digits, e.g. 7"
        case .notANumber, .notALength, .negative, .notPositive:
            return "a length is a plain decimal with an optional unit: 414, 414pt, 414dp, 414css, 1242px, 0.5 (no exponent, NaN or infinity)"
        case .ambiguousPixels(_, _, let written):
            let number = shown(written, limitBytes: 24)
            return "write \(number)css for CSS pixels (the unit a web developer means by px), or add --px-means device to read \(number)px as device pixels"
        case .fractionalPixels:
            return "give whole pixels (1px, 2px) or a length in points (0.5pt)"
        case .tooLarge(_, _, let limit):
            return "use a value up to \(limit)"
        case .underOnePixel:
            return "use a wider container or a larger scale"
        case .noRoom(let columns, let containerPx, let lead, let trail, let spacingPx, _):
            var fewest = columns - 1
            while fewest > 0, containerPx - lead - trail - (fewest - 1) * spacingPx < fewest { fewest -= 1 }
            return fewest > 0
                ? "use at most \(fewest) column\(fewest == 1 ? "" : "s"), less spacing, or smaller insets"
                : "use less spacing or smaller insets"
        }
    }
}
