// ScreenBox: one box of a screenshot's tree — the page, a panel, a card, a cell, or content.
//
// Rule (Docs/check-images.md, "A tree of boxes"): a box is a region with an edge of its own — a fill
// unlike its parent's (solid), a border ring around its parent's colour (outlined), a cell between
// the lines of a lattice (a table's, or tiles that touch across lines) — found at any depth. Its
// rectangle is its outer edge: its border's, never its shadow's. Content (text, glyphs, icons, a
// rule) is what lies inside a box and has no edge of its own; a photo is a box whose inside has no
// fill (no colour covers a third of it), read as one.

/// A box of the screen, in image px (right and bottom exclusive).
package struct ScreenBox: Sendable, Hashable {
    /// What kind of box.
    package enum Kind: Sendable, Hashable {
        /// The whole image.
        case page
        /// A fill unlike its parent's.
        case solid
        /// A photo or texture: no fill covers a third of it; not read inside.
        case photo
        /// A border ring around its parent's colour.
        case outlined
        /// A lattice of lines (a table's, tiles touching across lines); its cells are its children.
        case lattice
        /// A cell of a lattice: between its lines.
        case cell
        /// Content: text, glyphs, icons, rules — no edge of its own.
        case content
    }

    package var left: Int, top: Int, right: Int, bottom: Int
    package var kind: Kind
    /// The colour inside it: its children's ground.
    package var fill: UInt32
    /// Its border's width in px on each side (left, top, right, bottom), 0 without one.
    package var border: [Int] = [0, 0, 0, 0]
    /// Its border's colour, when it has one.
    package var borderColour: UInt32?
    /// Whether a shadow was found outside it (and is not part of it).
    package var shadow = false
    /// Whether it is a panel (not a rectangle: what of its box is its ancestors' is ground inside it too).
    package var panel = false
    /// Its parent's index in the tree (nil for the page).
    package var parent: Int?
    /// Its children's indices, boxes and content, in reading order.
    package var children: [Int] = []
    /// How deep it is: the page 0.
    package var depth = 0
    /// A lattice's lines: the columns and rows its vertical and horizontal lines cover (image px).
    package var verticalLines: [Range<Int>] = []
    package var horizontalLines: [Range<Int>] = []

    package var width: Int { right - left }
    package var height: Int { bottom - top }
    package var area: Int { width * height }
    /// Whether it is a box (has an edge of its own), not content.
    package var isBox: Bool { kind != .content && kind != .page }

    package init(left: Int, top: Int, right: Int, bottom: Int, kind: Kind, fill: UInt32) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.kind = kind
        self.fill = fill
    }

    /// Its inside: within its border.
    package var inside: ScreenBox {
        ScreenBox(left: left + border[0], top: top + border[1], right: right - border[2], bottom: bottom - border[3], kind: .content, fill: fill)
    }

    /// Whether `other` lies inside it.
    package func contains(_ other: ScreenBox) -> Bool {
        other.left >= left && other.right <= right && other.top >= top && other.bottom <= bottom
    }

    /// `x y w×h` for notes.
    package var words: String { "\(width) × \(height)px at x \(left), y \(top)" }
}
