"""A corpus of screenshots drawn as real apps draw grids, with the truth computed here (issue 47).

Each scene is a grid of a design (N columns of C pt, G pt apart, at a scale S: every length a whole
number of device px) drawn as a kind of real screen draws it:
  cards       white cards with rounded corners and a drop shadow on a grey page, a title inside
  dashboard   white tiles touching across 1px divider lines of a bordered panel (no gap)
  photos      photo-like cells with a name label under each (the labels are not a row of cells)
  chips       outlined pills of the page's own colour, text inside
  calendar    weekday letters over day cells, the last week a partial row
  pagination  square page buttons, one of them an ellipsis (text without a box: its edges unseen)
  bars        a bar chart: bars 2pt wide of varied heights on an axis line
  bordered    white cards with a 1px grey border on a grey page (GitHub's boxes)
  lowcontrast cards #fcfcfc on #f4eff4, no border, no shadow (Material 3's surface containers)
  nested      an app bar and a white bordered panel holding a heading and the cells (tinted tiles)
  sections    two sections, each under a header box taller than a row
  shadows     two columns of cards whose wide shadows join in the gaps between them, three rows
  focus       filled tiles, one of them focused: a ring 3pt outside it
  textcells   cells of the page's own colour, only their text shows (never a pass: unseen)
Each is correct, or broken by one device px: the cell at `at` 1px wider (the cells after it pushed
right), moved 1px right, missing, 1px taller, or 1px lower (both in the last row: a broken last row)
— and the low-contrast cards also half a device px right or down (every edge there a blend: blurred).
The truth is arithmetic here: the cells' boxes in device px, which cell is broken and how;
gridcalc's reading is compared with it, never the other way round.

The scenes are drawn as SVG (in pt; rasterised by rsvg-convert at zoom S, as an SVG snapshot is)
and as HTML (absolutely placed boxes in CSS px, CSS box-shadow, border-radius and border, for a
browser at devicePixelRatio S). A "scaled" copy is the SVG rasterised at a zoom that is not the
design's scale (a thumbnail, as Paparazzi and swift-snapshot-testing write when asked to): every
edge is a blend, and the verdict must say so.
"""
import math, random

PAGE = "#f2f3f5"
WHITE = "#ffffff"
INK = "#1f2328"
LINE = "#c9ced6"
ACCENT = "#2f6fde"
WORDS = ["Mon", "Alps", "Lake", "Dune", "Fjord", "Mesa", "Reef", "Delta", "Pine", "Moor", "Cove", "Glen"]


class Scene:
    """One screen: its design, its cells in device px (x, y, width, height, from the image's top
    left), how it is drawn, and what is broken."""

    def __init__(self, kind, scale, columns, cell_pt, gap_pt, rows, row_pt, row_gap_pt, defect=None, at=None, seed=0):
        self.kind, self.scale, self.columns, self.cell_pt, self.gap_pt = kind, scale, columns, cell_pt, gap_pt
        self.rows, self.row_pt, self.row_gap_pt = rows, row_pt, row_gap_pt
        self.defect, self.at, self.seed = defect, at, seed
        s = scale
        # Touching tiles: their divider lines are the gaps, one device px at every scale.
        self.gap_px = 1 if kind == "dashboard" else gap_pt * s
        self.row_gap_px = 1 if kind == "dashboard" else row_gap_pt * s
        self.margin_pt = 16
        self.top_pt = {"nested": 96, "sections": 40 + HEADER_PT + 8}.get(kind, 40 if kind in ("cards", "photos", "calendar", "dashboard", "bordered",
                                                                                   "lowcontrast", "shadows", "focus") else 24)
        # A section's header box above its first row, taller than a row (sections: row 1 starts section 2).
        self.header_rows = {1} if kind == "sections" else set()
        self.half = (0.5, 0) if defect == "half-right" else (0, 0.5) if defect == "half-down" else (0, 0)
        self.width_px = columns * cell_pt * s + (columns - 1) * self.gap_px
        self.cells = []          # (row, column, x, y, w, h) in device px, image coordinates
        self.text_cells = set()  # indices of cells drawn as text only (the ellipsis)
        self.slots = []          # (row, column) of every cell index, drawn or missing
        rnd = random.Random(seed)
        counts = [columns] * rows
        if kind == "calendar":
            counts[-1] = 3
        x0, y0 = self.margin_pt * s, self.top_pt * s
        label_pt = 20 if kind == "photos" else 0
        for r, count in enumerate(counts):
            shift = 0
            for c in range(count):
                x = x0 + c * (cell_pt * s + self.gap_px) + shift
                y = y0 + r * ((row_pt + label_pt) * s + self.row_gap_px) + sum((HEADER_PT + 8) * s for k in self.header_rows if k <= r)
                w, h = cell_pt * s, row_pt * s
                if kind == "bars":
                    h = rnd.randint(row_pt * s // 4, row_pt * s)
                    y += row_pt * s - h
                index = len(self.cells)
                self.slots.append((r, c))
                if index == at:
                    if defect == "wider":
                        w += 1
                        shift = 1
                    elif defect == "moved":
                        x += 1
                    elif defect == "taller":
                        h += 1
                    elif defect == "lower":
                        y += 1
                if not (index == at and defect == "missing"):
                    self.cells.append((r, c, x, y, w, h))
                else:
                    self.cells.append(None)
        if kind == "pagination":
            self.text_cells = {3}
        if kind == "textcells":
            self.text_cells = set(range(len(self.cells)))
        # The image's size a multiple of 10pt: whole at every scale, and at a thumbnail's 2.3.
        self.height_pt = -(-(self.top_pt + rows * (row_pt + row_gap_pt + label_pt) + len(self.header_rows) * (HEADER_PT + 8) + 24) // 10) * 10
        self.image_width_pt = -(-(math.ceil(self.width_px / s) + 2 * self.margin_pt) // 10) * 10

    @property
    def name(self):
        return f"{self.kind}-{self.scale}x-{self.defect or 'correct'}" + (f"-{self.at + 1}" if self.defect else "")

    def drawn_row_column(self, index):
        return self.slots[index]

    def design(self):
        spacing = "1px" if self.kind == "dashboard" else f"{self.gap_pt}pt"
        return ["--columns", str(self.columns), "--spacing", spacing, "--scale", str(self.scale)]

    def container_px(self):
        """The grid's box in image px: (x, y, width, height)."""
        s = self.scale
        drawn = [c for c in self.cells if c]
        top = min(c[3] for c in drawn)
        bottom = max(c[3] + c[5] for c in drawn)
        return self.margin_pt * s, top, self.width_px, bottom - top

    # -- SVG, in pt --------------------------------------------------------------------------
    def svg(self):
        s = self.scale
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.image_width_pt}" height="{self.height_pt}" '
               f'viewBox="0 0 {self.image_width_pt} {self.height_pt}" font-family="DejaVu Sans">',
               '<defs><filter id="shadow" x="-10%" y="-10%" width="120%" height="140%">'
               '<feGaussianBlur in="SourceAlpha" stdDeviation="1.5"/><feOffset dy="1" result="blur"/>'
               '<feComponentTransfer><feFuncA type="linear" slope="0.18"/></feComponentTransfer>'
               '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
               '<filter id="wide" x="-20%" y="-20%" width="140%" height="160%">'
               '<feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="2" result="blur"/>'
               '<feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer>'
               '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
               '<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d6b8f"/>'
               '<stop offset="0.6" stop-color="#8fb3a0"/><stop offset="1" stop-color="#5a4632"/></linearGradient></defs>']
        page = self.page()
        out.append(f'<rect width="100%" height="100%" fill="{page}"/>')
        gx, gy, gw, gh = (v / s for v in self.container_px())
        if self.kind == "nested":
            out.append(f'<rect x="0" y="0" width="{self.image_width_pt}" height="40" fill="{INK}"/>')
            out.append(f'<text x="16" y="25" font-size="15" font-weight="bold" fill="{WHITE}">Overview</text>')
            out.append(f'<rect x="{gx - 12 + 0.5 / s}" y="{gy - 44 + 0.5 / s}" width="{gw + 24 - 1 / s}" height="{gh + 56 - 1 / s}" rx="12" '
                       f'fill="{WHITE}" stroke="{LINE}" stroke-width="{1 / s}"/>')
        if self.kind == "sections":
            for r in sorted(self.header_rows) + [0]:
                top = min(c[3] for c in self.cells if c and c[0] == r) / s - HEADER_PT - 8
                out.append(f'<rect x="{gx}" y="{top}" width="{gw}" height="{HEADER_PT}" rx="10" fill="#dfe7f3"/>')
                out.append(f'<text x="{gx + 12}" y="{top + 30}" font-size="18" font-weight="bold" fill="{INK}">Section {r + 1}</text>')
                out.append(f'<text x="{gx + 12}" y="{top + 56}" font-size="12" fill="#6b7280">Updated today</text>')
        if self.kind == "calendar":
            for c, letter in enumerate("MTWTFSS"[:self.columns]):
                x = self.margin_pt + c * (self.cell_pt + self.gap_pt) + self.cell_pt / 2
                out.append(f'<text x="{x}" y="{self.top_pt - 10}" font-size="11" text-anchor="middle" fill="#6b7280">{letter}</text>')
        else:
            out.append(f'<text x="{self.margin_pt}" y="{self.top_pt - 12 if self.top_pt > 30 else 14}" font-size="13" font-weight="bold" fill="{INK}">Section</text>')
        if self.kind == "dashboard":
            x, y, w, h = (v / s for v in self.container_px())
            out.append(f'<rect x="{x - 1 / s}" y="{y - 1 / s}" width="{w + 2 / s}" height="{h + 2 / s}" fill="{LINE}"/>')
        for i, cell in enumerate(self.cells):
            if not cell:
                continue
            r, c, x, y, w, h = cell
            x, y, w, h = x / s, y / s, w / s, h / s
            word = WORDS[i % len(WORDS)]
            if self.kind == "cards":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{WHITE}" filter="url(#shadow)"/>')
                out.append(f'<text x="{x + 10}" y="{y + 22}" font-size="13" fill="{INK}">{word}</text>')
                out.append(f'<rect x="{x + 10}" y="{y + h - 18}" width="{w / 2}" height="6" rx="3" fill="#d8dde4"/>')
            elif self.kind == "dashboard":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{WHITE}"/>')
                out.append(f'<text x="{x + 8}" y="{y + 18}" font-size="11" fill="#6b7280">{word}</text>')
                out.append(f'<text x="{x + 8}" y="{y + 40}" font-size="18" font-weight="bold" fill="{INK}">{(i * 37) % 900 + 12}</text>')
            elif self.kind == "photos":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="url(#sky)"/>')
                out.append(f'<circle cx="{x + w * 0.7}" cy="{y + h * 0.3}" r="{w * 0.12}" fill="#f4d27a"/>')
                out.append(f'<text x="{x + w / 2}" y="{y + h + 14}" font-size="11" text-anchor="middle" fill="{INK}">{word}</text>')
            elif self.kind == "chips":
                out.append(f'<rect x="{x + 0.5 / s}" y="{y + 0.5 / s}" width="{w - 1 / s}" height="{h - 1 / s}" rx="{h / 2}" fill="{WHITE}" '
                           f'stroke="{LINE}" stroke-width="{1 / s}"/>')
                out.append(f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" font-size="11" text-anchor="middle" fill="{INK}">{word}</text>')
            elif self.kind == "calendar":
                fill = ACCENT if i == 9 else "#e6ebf2"
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{fill}"/>')
                out.append(f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" font-size="11" text-anchor="middle" '
                           f'fill="{WHITE if i == 9 else INK}">{i + 1}</text>')
            elif self.kind == "pagination":
                if i in self.text_cells:
                    out.append(f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" font-size="13" text-anchor="middle" fill="{INK}">…</text>')
                else:
                    fill = ACCENT if i == 1 else WHITE
                    out.append(f'<rect x="{x + 0.5 / s}" y="{y + 0.5 / s}" width="{w - 1 / s}" height="{h - 1 / s}" rx="4" fill="{fill}" '
                               f'stroke="{ACCENT if i == 1 else LINE}" stroke-width="{1 / s}"/>')
                    out.append(f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" font-size="12" text-anchor="middle" '
                               f'fill="{WHITE if i == 1 else INK}">{i + 1}</text>')
            elif self.kind == "bars":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{ACCENT}"/>')
            elif self.kind == "bordered":
                out.append(f'<rect x="{x + 0.5 / s}" y="{y + 0.5 / s}" width="{w - 1 / s}" height="{h - 1 / s}" rx="6" fill="{WHITE}" '
                           f'stroke="#d0d7de" stroke-width="{1 / s}"/>')
                out.append(f'<text x="{x + 10}" y="{y + 22}" font-size="13" fill="{INK}">{word}</text>')
            elif self.kind == "lowcontrast":
                dx, dy = self.half if i == self.at else (0, 0)
                out.append(f'<rect x="{x + dx / s}" y="{y + dy / s}" width="{w}" height="{h}" rx="12" fill="#fcfcfc"/>')
                out.append(f'<text x="{x + 12}" y="{y + 24}" font-size="13" fill="{INK}">{word}</text>')
            elif self.kind == "nested":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#eef1f5"/>')
                out.append(f'<text x="{x + 8}" y="{y + 20}" font-size="12" fill="{INK}">{word}</text>')
            elif self.kind == "sections":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{WHITE}"/>')
                out.append(f'<text x="{x + 8}" y="{y + 20}" font-size="12" fill="{INK}">{word}</text>')
            elif self.kind == "shadows":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{WHITE}" filter="url(#wide)"/>')
                out.append(f'<text x="{x + 12}" y="{y + 24}" font-size="13" fill="{INK}">{word}</text>')
            elif self.kind == "focus":
                out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#e6ebf2"/>')
                if i == FOCUSED:
                    out.append(f'<rect x="{x - 3 - 1}" y="{y - 3 - 1}" width="{w + 8}" height="{h + 8}" rx="9" fill="none" stroke="{ACCENT}" stroke-width="2"/>')
                out.append(f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" font-size="12" text-anchor="middle" fill="{INK}">{word}</text>')
            elif self.kind == "textcells":
                out.append(f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" font-size="12" text-anchor="middle" fill="{INK}">{word}</text>')
        if self.kind == "bars":
            x, y, w, h = (v / s for v in self.container_px())
            out.append(f'<rect x="{x - 4}" y="{y + h + 2}" width="{w + 8}" height="{1 / s}" fill="#9aa3ad"/>')
            out.append(f'<text x="{x}" y="{y + h + 16}" font-size="10" fill="#6b7280">Jan</text>')
        out.append("</svg>")
        return "\n".join(out)

    # -- HTML, in CSS px -----------------------------------------------------------------------
    def html_parts(self):
        """(css, page colour, body) of the scene as absolutely placed boxes in CSS px."""
        s = self.scale
        page = self.page()
        css = ["html,body{margin:0;padding:0;background:%s;font-family:'DejaVu Sans',sans-serif;}" % page,
               "div{position:absolute;box-sizing:border-box;overflow:hidden;}",
               "p{position:absolute;margin:0;white-space:nowrap;}"]
        body = []

        def box(x, y, w, h, style, content=""):
            body.append(f'<div style="left:{x / s}px;top:{y / s}px;width:{w / s}px;height:{h / s}px;{style}">{content}</div>')

        def text(x, y, value, style):
            body.append(f'<p style="left:{x}px;top:{y}px;{style}">{value}</p>')

        gx, gy, gw, gh = self.container_px()
        if self.kind == "nested":
            box(0, 0, self.image_width_pt * s, 40 * s, f"background:{INK}")
            text(16, 12, "Overview", f"font-size:15px;font-weight:bold;color:{WHITE}")
            box(gx - 12 * s, gy - 44 * s, gw + 24 * s, gh + 56 * s, f"background:{WHITE};border:1px solid {LINE};border-radius:12px")
            text(gx / s, gy / s - 34, "Section", f"font-size:13px;font-weight:bold;color:{INK}")
        elif self.kind == "sections":
            for r in sorted(self.header_rows) + [0]:
                top = min(c[3] for c in self.cells if c and c[0] == r) - (HEADER_PT + 8) * s
                box(gx, top, gw, HEADER_PT * s, "background:#dfe7f3;border-radius:10px",
                    f'<span style="position:absolute;left:12px;top:12px;font-size:18px;font-weight:bold;color:{INK}">Section {r + 1}</span>'
                    '<span style="position:absolute;left:12px;top:44px;font-size:12px;color:#6b7280">Updated today</span>')
        else:
            text(self.margin_pt, 4 if self.top_pt < 30 else 10, "Section", f"font-size:13px;font-weight:bold;color:{INK}")
        if self.kind == "dashboard":
            x, y, w, h = self.container_px()
            box(x - 1, y - 1, w + 2, h + 2, f"background:{LINE}")
        for i, cell in enumerate(self.cells):
            if not cell:
                continue
            r, c, x, y, w, h = cell
            word = WORDS[i % len(WORDS)]
            inner = f'<span style="position:absolute;left:8px;top:6px;font-size:12px;color:{INK}">{word}</span>'
            if self.kind == "cards":
                box(x, y, w, h, "background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.18)", inner)
            elif self.kind == "dashboard":
                box(x, y, w, h, "background:#fff", inner)
            elif self.kind == "photos":
                box(x, y, w, h, "background:linear-gradient(135deg,#3d6b8f,#8fb3a0 60%,#5a4632)")
                text(x / s + w / s / 2 - 14, (y + h) / s + 3, word, f"font-size:11px;color:{INK}")
            elif self.kind == "chips":
                box(x, y, w, h, f"background:#fff;border:1px solid {LINE};border-radius:{h / s / 2}px", inner)
            elif self.kind == "calendar":
                box(x, y, w, h, f"background:{ACCENT if i == 9 else '#e6ebf2'};border-radius:6px",
                    f'<span style="position:absolute;left:4px;top:4px;font-size:11px">{i + 1}</span>')
            elif self.kind == "pagination":
                if i in self.text_cells:
                    text(x / s + w / s / 2 - 6, y / s + h / s / 2 - 9, "…", f"font-size:13px;color:{INK}")
                else:
                    box(x, y, w, h, f"background:{ACCENT if i == 1 else '#fff'};border:1px solid {ACCENT if i == 1 else LINE};border-radius:4px",
                        f'<span style="position:absolute;left:8px;top:6px;font-size:12px">{i + 1}</span>')
            elif self.kind == "bars":
                box(x, y, w, h, f"background:{ACCENT}")
            elif self.kind == "bordered":
                box(x, y, w, h, "background:#fff;border:1px solid #d0d7de;border-radius:6px", inner)
            elif self.kind == "lowcontrast":
                dx, dy = self.half if i == self.at else (0, 0)
                box(x + dx, y + dy, w, h, "background:#fcfcfc;border-radius:12px", inner)
            elif self.kind == "nested":
                box(x, y, w, h, "background:#eef1f5;border-radius:8px", inner)
            elif self.kind == "sections":
                box(x, y, w, h, "background:#fff;border-radius:8px", inner)
            elif self.kind == "shadows":
                box(x, y, w, h, "background:#fff;border-radius:10px;box-shadow:0 2px 8px rgba(0,0,0,.35)", inner)
            elif self.kind == "focus":
                if i == FOCUSED:
                    box(x - 4 * s, y - 4 * s, w + 8 * s, h + 8 * s, f"border:2px solid {ACCENT};border-radius:9px")
                box(x, y, w, h, "background:#e6ebf2;border-radius:6px", inner)
            elif self.kind == "textcells":
                text(x / s + 8, y / s + 8, word, f"font-size:12px;color:{INK}")
        if self.kind == "bars":
            x, y, w, h = self.container_px()
            box(x - 4 * s, y + h + 2 * s, w + 8 * s, 1, "background:#9aa3ad")
        return css, page, "".join(body)

    def page(self):
        """The page's colour."""
        return {"bordered": "#f6f8fa", "lowcontrast": "#f4eff4"}.get(self.kind, WHITE if self.kind in ("chips", "pagination", "bars", "photos", "textcells") else PAGE)

    def html(self):
        """The scene alone as a page."""
        return html_page([self])


def html_page(scenes):
    """Scenes of one scale as one page, stacked top to bottom (each in a box of its image's size,
    at y = the sum of the heights above it, in CSS px): one screenshot holds them all."""
    css, parts, top = None, [], 0
    for scene in scenes:
        css, page, body = scene.html_parts()
        parts.append(f'<div style="left:0;top:{top}px;width:{scene.image_width_pt}px;height:{scene.height_pt}px;background:{page}">{body}</div>')
        top += scene.height_pt
    return (f"<!doctype html><html><head><meta charset='utf-8'><style>{''.join(css)}</style></head><body>"
            + "".join(parts) + "</body></html>")


# Each kind's design: columns, cell pt, gap pt, rows, row pt, row gap pt.
KINDS = {
    "cards": (3, 104, 12, 2, 96, 12),
    "dashboard": (4, 80, 0, 2, 56, 0),
    "photos": (3, 100, 8, 2, 100, 8),
    "chips": (4, 72, 8, 1, 32, 0),
    "calendar": (7, 40, 4, 5, 40, 4),
    "pagination": (7, 32, 8, 1, 32, 0),
    "bars": (12, 2, 4, 1, 60, 0),
    "bordered": (3, 100, 12, 2, 80, 12),
    "lowcontrast": (3, 100, 12, 2, 80, 12),
    "nested": (3, 88, 8, 2, 64, 8),
    "sections": (3, 96, 8, 2, 64, 8),
    "shadows": (2, 150, 6, 3, 90, 6),
    "focus": (4, 72, 12, 1, 40, 0),
    "textcells": (4, 72, 8, 1, 32, 0),
}
DEFECTS = [None, "wider", "moved", "missing", "taller", "lower"]
# Kinds broken by half a device px too (every edge of the cell a blend).
HALF = {"lowcontrast": ["half-right", "half-down"]}
SCALES = [1, 2, 3]
HEADER_PT = 72
FOCUSED = 1


def scenes(kinds=KINDS, scales=SCALES, defects=DEFECTS):
    """Every kind at every scale, correct and broken at a cell chosen per scene (never the text
    cell): sideways in the first row, up and down in the last (a bar's top is its data: bars are
    only lowered). Cells of text only are shown correct: nothing of them can be seen broken."""
    out = []
    for kind in kinds:
        columns, cell, gap, rows, row, row_gap = KINDS[kind]
        for scale in scales:
            for defect in list(defects) + HALF.get(kind, []):
                if defect and kind == "textcells" or defect == "taller" and kind == "bars":
                    continue
                at = None
                if defect:
                    at = 1 + (scale + (DEFECTS + ["half-right", "half-down"]).index(defect)) % (columns - 2 if columns > 2 else 1)
                    if kind == "pagination" and at == 3:
                        at = 4
                    if defect in ("taller", "lower"):
                        in_last_row = 3 if kind == "calendar" else columns
                        at = (rows - 1) * columns + at % in_last_row
                        if kind == "pagination" and at == 3:
                            at = 4
                out.append(Scene(kind, scale, columns, cell, gap, rows, row, row_gap, defect, at, seed=scale))
    return out
