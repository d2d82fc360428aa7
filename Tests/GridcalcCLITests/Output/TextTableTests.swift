// TextTableTests: a table's lines are its cells padded to their column's widest, numbers to the
// right, two spaces between, no trailing spaces — against that rule spelled line by line with
// Strings, over random tables of ASCII, accented, wide and composed cells, empty ones and cells
// with spaces of their own.

import GridcalcCLI
import GridcalcTestSupport
import Testing

@Suite struct TextTableTests {
    /// The rule, one line at a time: each cell padded with spaces to its column's width (counted in
    /// Characters), on the left when the column is right-aligned; cells joined by two spaces; the
    /// line's trailing spaces dropped. A row left short is not printed.
    static func expected(_ header: [String], _ rightAligned: [Bool], _ rows: [[String]]) -> String {
        let lines = [header] + rows.filter { $0.count == header.count }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { line in
            var text = line.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - line[column].count)
                return rightAligned[column] ? pad + line[column] : line[column] + pad
            }.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text + "\n"
        }.joined()
    }

    @Test func linesAreTheCellsPaddedToTheirColumn() {
        var random = SplitMix64(state: 0x7AB1E)
        let pool = ["", "7", "176", "58.667", "-3", "é", "日本", "a b", "x  ", "  lead", "👍🏽", "e\u{301}", "column", " "]
        for _ in 0 ..< 2_000 {
            let columns = Int(random.next() % 5) + 1
            let header = (0 ..< columns).map { _ in pool[Int(random.next() % UInt64(pool.count))] }
            let rightAligned = (0 ..< columns).map { _ in random.next() % 2 == 0 }
            var table = TextTable(header: header, rightAligned: rightAligned)
            var rows: [[String]] = []
            for _ in 0 ..< Int(random.next() % 6) {
                let row = (0 ..< columns).map { _ in pool[Int(random.next() % UInt64(pool.count))] }
                rows.append(row)
                table.append(row)
            }
            #expect(table.render() == Self.expected(header, rightAligned, rows), "\(header) \(rightAligned) \(rows)")
        }
    }

    @Test func aWorkedExample() {
        var table = TextTable(header: ["column", "x px", "note"], rightAligned: [true, true, false])
        table.append(["0", "2", "first"])
        table.append(["10", "1064", ""])
        #expect(table.render() == """
            column  x px  note
                 0     2  first
                10  1064

            """)
        var short = table
        short.append(["3"])
        #expect(short.render() == table.render(), "a row left short is not printed")
    }

    /// Written after other text, a table adds its lines and trims only its own trailing spaces:
    /// a line of empty cells after text that ends in spaces leaves that text whole.
    @Test func writeAppendsAfterWhatIsThere() {
        var table = TextTable(header: ["", ""], rightAligned: [false, false])
        table.append(["7", "é"])
        var out: TextBytes = "before  "
        table.write(to: &out)
        #expect(out.text == "before  " + table.render())
        #expect(table.render() == "\n7  é\n")
    }

}
