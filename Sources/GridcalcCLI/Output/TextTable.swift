// TextTable: columns of text aligned for a terminal.
//
// Rule: every column is as wide as its widest cell; numbers (and their headers) are right-aligned,
// text left-aligned; two spaces between columns; no trailing spaces. The work is linear in the
// cells' length: a left-aligned last column (a message) is never padded to the widest one.

import GridCore

/// A table of text cells printed with aligned columns.
package struct TextTable {
    /// The header cells.
    package let header: [String]
    /// Which columns are right-aligned (numbers).
    package let rightAligned: [Bool]
    /// The header's cells, then each row's, as many per row as the header has.
    private var cells: [String]

    package init(header: [String], rightAligned: [Bool]) {
        self.header = header
        self.rightAligned = rightAligned
        cells = header
    }

    /// Adds a row of as many cells as the header has.
    package mutating func append(_ row: [String]) { cells += row }

    /// The header and rows, one line each, each line ending in a newline.
    ///
    /// Written as UTF-8 bytes into one buffer (a line's trailing spaces are its trailing 0x20
    /// bytes, which in UTF-8 are only ever spaces): a grid run's table is most of its output, and
    /// building it from per-cell Strings cost a tenth of the run's start-up.
    package func render() -> String {
        var out: TextBytes = ""
        write(to: &out)
        return out.text
    }

    /// `render()`'s lines, appended to `out`.
    package func write(to out: inout TextBytes) {
        let columns = header.count
        var widths = Array(repeating: 0, count: columns)
        let cellWidths = cells.map(Self.width)
        var totalBytes = 0
        for (i, cell) in cells.enumerated() {
            widths[i % columns] = max(widths[i % columns], cellWidths[i])
            totalBytes += cell.utf8.count
        }
        out.reserveCapacity(out.bytes.count + totalBytes + (cells.count / max(columns, 1) + 1) * (widths.reduce(0, +) + 2 * columns))
        var lineStart = out.bytes.count
        for (i, cell) in cells.enumerated() {
            let column = i % columns
            // The last column, left-aligned, is not padded: its spaces would be trimmed again.
            let last = column == columns - 1 && !rightAligned[column]
            let pad = last ? 0 : widths[column] - cellWidths[i]
            if column > 0 { out.bytes.append(0x20); out.bytes.append(0x20) }
            if rightAligned[column] {
                for _ in 0 ..< pad { out.bytes.append(0x20) }
                out.append(cell)
            } else {
                out.append(cell)
                for _ in 0 ..< pad { out.bytes.append(0x20) }
            }
            if column == columns - 1 {
                while out.bytes.count > lineStart, out.bytes[out.bytes.count - 1] == 0x20 { out.bytes.removeLast() }
                out.bytes.append(0x0A)
                lineStart = out.bytes.count
            }
        }
        out.bytes.removeSubrange(lineStart...)  // a row left short is not printed
    }

    /// How many characters `cell` shows: its bytes when it is ASCII (numbers, most text), else its
    /// Characters.
    private static func width(_ cell: String) -> Int {
        // Its bytes read in place where the String has them so (a short one copied to the stack).
        let ascii = cell.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } } ?? cell.utf8.allSatisfy { $0 < 0x80 }
        return ascii ? cell.utf8.count : cell.count
    }
}

/// `176px (58.667pt)`: a length as people read it (`58.667dp`, `58.667 css px` on other platforms).
package func describe(_ length: Length, _ platform: Platform = .ios) -> String {
    describing(length, platform).text
}

/// `describe`'s text as bytes, for output built as bytes.
package func describing(_ length: Length, _ platform: Platform = .ios) -> TextBytes {
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
