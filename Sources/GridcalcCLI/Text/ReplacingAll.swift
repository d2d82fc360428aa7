// ReplacingAll: every occurrence of a text replaced, without Foundation (for the escaping that
// completion scripts and CI annotations need).

extension String {
    /// This string with every `target` replaced by `replacement`.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).map(String.init).joined(with: replacement)
    }
}
