// CheckRules: every rule of `check`, in the order of its pass — the registry. A new rule is one file
// (Rules/) and one line here; `CheckRulesTests` fails on a rule file that no list names, and on the
// docs' table of finding kinds when it is not the one the rules make.

/// The rules of `check`, pass by pass (`CheckPlace`).
package enum CheckRules {
    /// Frame by frame.
    package static let frames: [any CheckRule.Type] = [
        OffGridRule.self,
        CoveredCellRule.self,
        OverflowRule.self,
        ZeroSizeRule.self,
        UnseenRule.self,
        BlurredRule.self,
    ]
    /// The layout before its rows: a staggered layout's columns, the rows' heights.
    package static let columns: [any CheckRule.Type] = [
        ColumnGapRule.self,
        ColumnRowGapRule.self,
        ColumnWidthRule.self,
        UnevenRule.self,
        VerticalClipRule.self,
        RowHeightRule.self,
        RowSpacingRule.self,
    ]
    /// Row by row.
    package static let rows: [any CheckRule.Type] = [
        GapRule.self,
        ScrollerClipRule.self,
        UnevenRule.self,
        RowSumRule.self,
        RowOverlapRule.self,
        RowEdgesRule.self,
    ]
    /// The whole layout.
    package static let layout: [any CheckRule.Type] = [
        FlowLayoutSumRule.self,
        MismatchRule.self,
        MissingCellRule.self,
        KeptColumnsRule.self,
        MovedRule.self,
        ResizedRule.self,
        AddedRule.self,
        RemovedRule.self,
    ]

    /// A kind's own severity (before `--severity`): a warning when every rule that makes it makes
    /// warnings, else an error — what the docs' table, SARIF's rules and the result's header say.
    package static func severity(of kind: CheckDocument.Finding.Kind) -> CheckDocument.Finding.Severity {
        let rules = all.filter { $0.kind == kind }
        return !rules.isEmpty && rules.allSatisfy { $0.severity == .warning } ? .warning : .error
    }

    /// Every rule once — the passes' and the result's own (what a screenshot's reading adds, what
    /// nothing judged is) — in the order of the docs' table of finding kinds (`CheckRulesTests`
    /// checks that every rule of a pass is here).
    package static let all: [any CheckRule.Type] = [
        OffGridRule.self,
        GapRule.self, ColumnGapRule.self, ColumnRowGapRule.self, RowSpacingRule.self,
        RowOverlapRule.self,
        OverflowRule.self, RowSumRule.self, FlowLayoutSumRule.self,
        UnevenRule.self,
        MismatchRule.self, MissingCellRule.self, KeptColumnsRule.self, ColumnWidthRule.self, RowHeightRule.self, RowEdgesRule.self,
        ScrollerClipRule.self, CoveredCellRule.self, VerticalClipRule.self,
        ZeroSizeRule.self,
        BlurredRule.self, UnseenRule.self, NothingJudgedRule.self,
        MovedRule.self, ResizedRule.self, AddedRule.self, RemovedRule.self,
    ]
}
