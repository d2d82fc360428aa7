// TextTable: columns of text aligned for a terminal.
//
// Rule: every column is as wide as its widest cell; numbers (and their headers) are right-aligned,
// text left-aligned; two spaces between columns; no trailing spaces.

import GridCore

/// A table of text cells printed with aligned columns.
package struct TextTable {
    /// The header cells.
    package let header: [String]
    /// Which columns are right-aligned (numbers).
    package let rightAligned: [Bool]
    /// The body rows; each has as many cells as the header.
    private(set) var rows: [[String]] = []

    package init(header: [String], rightAligned: [Bool]) {
        self.header = header
        self.rightAligned = rightAligned
    }

    package mutating func append(_ row: [String]) { rows.append(row) }

    /// The header and rows, one line each, each line ending in a newline.
    package func render() -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for row in [header] + rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                if i > 0 { line += "  " }
                line += rightAligned[i] ? pad + cell : cell + pad
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}

/// `176px (58.667pt)`: a length as people read it.
package func describe(_ length: Length) -> String {
    "\(length.px)px (\(decimalText(length.pt))pt)"
}
