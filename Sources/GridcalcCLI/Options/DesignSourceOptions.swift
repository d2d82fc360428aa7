// DesignSourceOptions: where a design comes from when it is not typed — a Figma frame's JSON
// (`--figma`, `--node`) and a design-tokens file (`--tokens`) — declared once for grid and check.

/// `--figma`, `--node` and `--tokens`.
package enum DesignSourceOptions {
    package static let figma = OptionDeclaration(
        "--figma", .text("<frame.json>"),
        help: "The design from a Figma frame's JSON (the REST API's file or nodes response, or a plugin's export): its COLUMNS layout grid, or its horizontal auto layout, made exact on device pixels; flags given beside it override it.",
        example: "design/home.json", completion: .files)
    package static let node = OptionDeclaration(
        "--node", .text("<id|name>"),
        help: "With --figma: the frame, by its id (1:23) or its name, when the file holds more than one with a grid.",
        example: "1:23")
    package static let tokens = OptionDeclaration(
        "--tokens", .text("<tokens.json>"),
        help: "A W3C Design Tokens file (Tokens Studio's too): a length written {group.token} resolves to its token (px and rem are the design's logical px).",
        example: "tokens.json", completion: .files)

    package static let options = [figma, node, tokens]
}
