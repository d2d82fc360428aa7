// GridTableTests: the table's pieces written as bytes say what GridCore's own words say.

import GridCore
import GridcalcCLI
import Testing

@Suite struct GridTableTests {
    /// The summary's strategy is `Strategy.description`, for every strategy a grid can have.
    @Test func strategyTextIsTheStrategysDescription() throws {
        let strategies = Strategy.Alignment.allCases.map(Strategy.padding) + Strategy.Distribution.allCases.map(Strategy.widen)
        for strategy in strategies {
            let request = try GridRequest(width: .points(414), scale: Scale(3), columns: 7, spacing: .pixels(1), strategy: strategy)
            let document = try GridDocument(request)
            #expect(GridTable.strategyText(document).text == strategy.description)
        }
    }
}
