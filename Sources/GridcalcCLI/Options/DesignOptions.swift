// DesignOptions: the grid's layout flags as a request without a width — what `check` lays out at
// each dump's container (the design inline, SPEC §17) and what the run-time code (SPEC §16) writes
// out.
//
// Rule: the columns (`--columns n|auto`, `--tracks`), spacing, strategy, insets and direction are
// read as grid reads them, and with `--items` the rows; the width and scale are placeholders the
// caller replaces. The request is validated as a grid's is before any width, so a bad combination
// is a usage error before a document is read.

import GridCore

package enum DesignOptions {
    /// The layout flags `check` takes besides `--spacing` (which is its own too), in help order.
    package static let checkOptions: [OptionDeclaration] = ColumnsOptions.options
        + LayoutOptions.options.filter { $0 !== LayoutOptions.spacing }
        + ItemOptions.options.filter { $0 !== ItemOptions.separatorBefore && $0 !== ItemOptions.separatorHeight }

    /// The first layout flag `arguments` give that makes a design (not `--spacing`, which a check
    /// without a design takes too), or nil.
    package static func given(_ arguments: OptionValues) -> OptionDeclaration? {
        checkOptions.first { arguments.has($0) }
    }

    /// The request the flags describe, with a placeholder width and scale, checked as a grid checks
    /// it before any width, once. `spacing` is the command's own `--spacing` where it declares one
    /// (check's, which also takes `auto`), read already; `items` reads `--items` and its options
    /// (without `--visible`, which needs a layout); `rowsWithoutItems` lets `--row-height` and
    /// `--line-spacing` stand without `--items` (the caller reads them).
    package static func request(_ reader: inout OptionReader, platform: Platform, spacing: RequestedLength? = nil, items: Bool = false,
                                rowsWithoutItems: Bool = false) throws(UsageError) -> GridRequest {
        let columns = try ColumnsOptions(&reader, usage: "gridcalc check --columns <n>|--tracks <list> --spacing <length> [--inset <length> …] <file>").columns
        var request = try LayoutOptions(&reader).request(width: .pixels(1), scale: .one, columns: 1, device: nil)
        if let spacing { request.spacing = spacing }
        columns.apply(to: &request)
        if request.tracks != nil, request.tracks!.allSatisfy({ if case .fixed = $0 { return true } else { return false } }),
           request.strategy.distribution != nil {
            throw reader.usageError(.noFlexibleTrack)
        }
        request.platform = platform
        if items { request.items = try ItemOptions.request(&reader, takesVisible: false, rowsWithoutItems: rowsWithoutItems) }
        do { try request.validate() } catch { throw reader.usageError(error) }
        return request
    }
}
