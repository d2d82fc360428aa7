// GeneratedDocs: every page a generator writes part of, and how — the man page's COMMANDS section
// (`ManPage`), the table of finding kinds (`KindsTable`), the usage blocks (`UsageBlocks`), the config's JSON Schema (`ConfigSchema`), the
// check document schema's finding kinds (`CheckSchemaKinds`). The
// `gridcalc-docs` tool writes them (`make docs`); GeneratedDocsTests fails when a file is not what
// it would write. As swift-argument-parser's generate-manual plugin does, from the declarations.

/// The generated parts of the docs.
public enum GeneratedDocs {
    /// The man page, relative to the repository's root.
    public static let manPage = "Docs/gridcalc.1"

    /// The pages the generator reads, relative to the repository's root, given the names of the
    /// files in `Docs`: the man page, the README and every Markdown page of Docs, in name order.
    public static func pages(docsFolder names: [String]) -> [String] {
        [manPage, "README.md", ConfigSchema.path, CheckSchemaKinds.path] + names.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    /// What the page at `path` (relative to the repository's root) must be, given what it is.
    public static func render(_ page: String, path: String) -> String {
        if path == manPage { return ManPage.render(page) }
        if path == ConfigSchema.path { return ConfigSchema.render() }
        if path == CheckSchemaKinds.path { return CheckSchemaKinds.render(page) }
        guard path.hasSuffix(".md") else { return page }
        return UsageBlocks.render(KindsTable.render(page))
    }
}
