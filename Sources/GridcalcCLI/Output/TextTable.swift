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

/// `176px (58.667pt)`: a length as people read it (`58.667dp`, `58.667 css px` on other platforms).
package func describe(_ length: Length, _ platform: Platform = .ios) -> String {
    "\(length.px)px (\(platform.amount(decimalText(length.pt))))"
}

/// The listing columns of a frame: x, y, width, height in px, then in pt rounded to 3 decimals.
package func tableCells(_ f: Frame) -> [String] {
    [String(f.x.px), String(f.y.px), String(f.width.px), String(f.height.px),
     decimalText(f.x.pt), decimalText(f.y.pt), decimalText(f.width.pt), decimalText(f.height.pt)]
}

/// The CSV fields of a frame: x, y, width, height in px, then the full doubles in pt.
package func csvFields(_ f: Frame) -> String {
    "\(f.x.px),\(f.y.px),\(f.width.px),\(f.height.px),\(f.x.pt),\(f.y.pt),\(f.width.pt),\(f.height.pt)"
}
