// The sweep the acceptance criteria name: widths 1…1500pt (every whole point and a fractional value
// beside each), six scales, 1…24 columns, every strategy option and both directions.

import GridCore

enum Sweep {
    static let scales: [Double] = [1, 2, 3, 1.5, 2.625, 2.608]

    /// Every whole width 1…1500 and, beside each, one with a fraction from a cycle that includes
    /// thirds, halves, quarters and values a hair off a pixel.
    static let widthsPt: [Double] = {
        let fractions = [0.1, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 0.9, 0.001, 0.3333, 0.999]
        var widths: [Double] = []
        for w in 1...1500 {
            widths.append(Double(w))
            widths.append(Double(w) + fractions[w % fractions.count])
        }
        return widths
    }()

    static let columnCounts = Array(1...24)

    static let strategies: [Strategy] =
        Strategy.Alignment.allCases.map(Strategy.padding) + Strategy.Distribution.allCases.map(Strategy.widen)

    /// A label for parameterized test output.
    static func name(_ strategy: Strategy) -> String { strategy.description }
}
