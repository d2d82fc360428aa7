// CheckRulesTests: every rule of `check` holds to its own examples (each triggering one makes exactly
// the findings of its kind it states — kind, frames, edge and the reason its message gives —, each
// other one none), every rule file is in the registry, and the docs' table
// of finding kinds is made from them (GridcalcDocs' `KindsTable`, checked by GeneratedDocsTests).

import Foundation
import GridCore
import GridcalcTestSupport
import Testing

@Suite struct CheckRulesTests {
    @Test func everyRuleHoldsToItsExamples() throws {
        var shown = 0
        for rule in CheckRules.all {
            for example in rule.triggeringExamples {
                #expect(!example.expected.isEmpty, "\(rule) on \"\(example.note)\": the example states no finding")
                let difference = try Self.difference(example, kind: rule.kind)
                #expect(difference == nil, "\(rule) on \"\(example.note)\": \(difference ?? "")")
                shown += 1
            }
            for example in rule.nonTriggeringExamples {
                let document = try Self.document(of: example)
                #expect(!document.findings.contains { $0.kind == rule.kind && $0.severity == .error }
                            && (rule.severity == .error || !document.findings.contains { $0.kind == rule.kind }),
                        "\(rule) on \"\(example.note)\": \(document.findings.map(\.message))")
                shown += 1
            }
        }
        #expect(shown >= 40, "the rules show \(shown) examples")
    }

    /// How an example's findings of `kind` differ from the ones it states (kind, frames and edge,
    /// in order, each message holding its phrase), or nil when they do not.
    static func difference(_ example: CheckRuleExample, kind: CheckDocument.Finding.Kind) throws -> String? {
        let found = try document(of: example).findings.filter { f in f.kind == kind || example.expected.contains { $0.kind == f.kind } }
        let stated = example.expected
        guard found.count == stated.count else {
            return "states \(stated), finds \(found.map { "\($0.kind.rawValue) \($0.frames) \($0.edge): \($0.message)" })"
        }
        for (f, e) in zip(found, stated) where f.kind != e.kind || f.frames != e.frames || f.edge != e.edge || !f.message.contains(e.saying) {
            return "states \(e), finds \(f.kind.rawValue) \(f.frames) \(f.edge): \(f.message)"
        }
        return nil
    }

    /// An example's check: its frames, or its drawn screenshot read in its region.
    static func document(of example: CheckRuleExample) throws -> CheckDocument {
        guard let image = example.image else { return try CheckDocument(example.request) }
        let region: ImageCheck.RegionChoice = if let r = example.regionPx, r.count == 4 {
            .rectangle(PaintedCells.Region(xPx: r[0], yPx: r[1], widthPx: r[2], heightPx: r[3]))
        } else { .whole }
        return try ImageCheck(image(), region: region, request: example.request).document
    }

    /// Every screenshot rule is shown on drawn screenshots, triggering and not.
    @Test func screenshotRulesAreShownOnImages() {
        let names = ["BlurredRule", "UnseenRule", "RowEdgesRule", "MissingCellRule", "KeptColumnsRule"]
        let rules = CheckRules.all.filter { names.contains(String(describing: $0)) }
        #expect(rules.count == names.count)
        for rule in rules {
            #expect(rule.triggeringExamples.contains { $0.image != nil } && rule.nonTriggeringExamples.contains { $0.image != nil }, "\(rule)")
        }
    }

    /// Negative control: an example that states the wrong frames, edge or reason is caught.
    @Test func aWrongStatementIsCaught() throws {
        let base = CheckRuleExample("2px apart", frames: "0 100; 102 100", containerPt: 202)
        #expect(try Self.difference(base.expecting(.gap, [0, 1], "gap", saying: "gap 2px"), kind: .gap) == nil)
        #expect(try Self.difference(base.expecting(.gap, [1, 0], "gap", saying: "gap 2px"), kind: .gap) != nil)
        #expect(try Self.difference(base.expecting(.gap, [0, 1], "left", saying: "gap 2px"), kind: .gap) != nil)
        #expect(try Self.difference(base.expecting(.gap, [0, 1], "gap", saying: "gap 3px"), kind: .gap) != nil)
        #expect(try Self.difference(base.expecting(.gap, [0, 1], "gap", saying: "gap 2px").expecting(.gap, [0, 1], "gap", saying: "gap 2px"), kind: .gap) != nil)
    }

    /// Negative control: an example is caught when it does not do what it says.
    @Test func aWrongExampleIsCaught() throws {
        let wrong = CheckRuleExample("1px apart: no gap finding", frames: "0 100; 101 100", containerPt: 201)
        #expect(try !CheckDocument(wrong.request).findings.contains { $0.kind == .gap })
        let right = CheckRuleExample("2px apart", frames: "0 100; 102 100", containerPt: 202)
        #expect(try CheckDocument(right.request).findings.contains { $0.kind == .gap })
    }

    @Test func everyRuleFileIsRegistered() throws {
        let folder = Repository.path("Sources/GridCore/Check/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("Rule.swift") && $0 != "CheckRule.swift" }
        let registered = Set(CheckRules.all.map { String(describing: $0) })
        let passes = Set((CheckRules.frames + CheckRules.columns + CheckRules.rows + CheckRules.layout).map { String(describing: $0) })
        #expect(passes.isSubset(of: registered) && registered.count == CheckRules.all.count, "every rule of a pass is in CheckRules.all, once")
        #expect(files.count >= 15)
        for file in files { #expect(registered.contains(String(file.dropLast(".swift".count))), "\(file) is in no list of CheckRules") }
    }
}
