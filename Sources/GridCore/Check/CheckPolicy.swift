// CheckPolicy: what the user decided about the findings (`FrameCheck.policy`) — severities per kind,
// kinds left out, whether judging nothing is only a warning — and why nothing was judged, in the
// reader's words.
//
// Rule: the policy never changes what is found, only how it is reported (`CheckDocument`).

/// The user's decisions about the findings.
package struct CheckPolicy: Sendable {
    /// Whether judging nothing is a warning rather than an error (`CheckRequest.allowsEmpty`).
    package var allowsEmpty = false
    /// Severities set per finding kind (`CheckRequest.severities`).
    package var severities: [CheckDocument.Finding.Kind: CheckDocument.Finding.Severity] = [:]
    /// The kinds left out (`CheckRequest.kindsOff`).
    package var kindsOff: Set<CheckDocument.Finding.Kind> = []
    /// Who set each kind's severity (`CheckRequest.severitySources`).
    package var severitySources: [CheckDocument.Finding.Kind: String] = [:]
    /// Why nothing was judged, in the reader's words (a screenshot: the background, no row of
    /// cells), for the `nothing-judged` finding; nil: the frames say it.
    package var emptyReason: String?
    /// A snapshot pair explained (`--against-image` with no design or spacing asked for): only
    /// what changed against the reference is found (the rules that explain a snapshot,
    /// `CheckRule.explainsSnapshot`), not the new screenshot's own grid.
    package var explainsOnly = false

    /// The request's decisions.
    init(_ request: CheckRequest?) {
        guard let request else { return }
        allowsEmpty = request.allowsEmpty
        severities = request.severities
        kindsOff = request.kindsOff
        severitySources = request.severitySources
    }
}

extension FrameCheck {
    /// Whether judging nothing is a warning (`CheckPolicy.allowsEmpty`).
    package var allowsEmpty: Bool { policy.allowsEmpty }
    /// Severities per kind (`CheckPolicy.severities`).
    package var severities: [CheckDocument.Finding.Kind: CheckDocument.Finding.Severity] { policy.severities }
    /// Kinds left out (`CheckPolicy.kindsOff`).
    package var kindsOff: Set<CheckDocument.Finding.Kind> { policy.kindsOff }
    /// Why nothing was judged (`CheckPolicy.emptyReason`).
    package var emptyReason: String? {
        get { policy.emptyReason }
        set { policy.emptyReason = newValue }
    }
    /// Whether only what changed against the reference is found (`CheckPolicy.explainsOnly`).
    package var explainsOnly: Bool {
        get { policy.explainsOnly }
        set { policy.explainsOnly = newValue }
    }
}
