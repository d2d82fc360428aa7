// MarkedBlock: a part of a hand-written page that a generator owns — what stands between the lines
// `<!-- <name>: made by make docs -->` and `<!-- end of <name> -->`.
//
// Rule: the generator replaces only the text between the markers (each block in the page, in
// order); a page without them is returned as it is. The markers stay, so the page can be made again.

import GridcalcCLI

public enum MarkedBlock {
    /// `page` with each block `name` replaced by `make` of the argument its start marker names
    /// (`<!-- usage of check: … -->` gives `make("check")` for the block `usage of`).
    public static func replace(_ name: String, in page: String, _ make: (String) -> String) -> String {
        let open = "<!-- \(name)", madeBy = ": made by make docs -->", close = "<!-- end of \(name) -->\n"
        var out = "", rest = page
        while let start = rest.firstRange(ofText: open) {
            let line = rest[start.lowerBound...].prefix { $0 != "\n" }
            let afterLine = rest.index(line.endIndex, offsetBy: 1, limitedBy: rest.endIndex) ?? rest.endIndex
            let body = String(rest[afterLine...])
            guard line.hasSuffix(madeBy), let end = body.firstRange(ofText: close) else {
                out += rest[..<afterLine]
                rest = body
                continue
            }
            out += rest[..<afterLine] + make(line.dropFirst(open.count).dropLast(madeBy.count).trimmedSpaces)
            rest = String(body[end.lowerBound...])
        }
        return out + rest
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces.
    var trimmedSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
