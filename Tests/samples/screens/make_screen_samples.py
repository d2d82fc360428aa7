#!/usr/bin/env python3
"""Writes the issue-36 samples: real screens that are not one static grid, each with its verdict.

Each sample is a screen decided here in device pixels (or points for iOS), written as the tool
writes it — uiautomator's XML with visible bounds, or Appium's iOS page source with frames rounded
outward to whole points — beside `<name>.expected.json`: the check runs to make on it (the
arguments), and for each run the exit code, every finding (kind, severity, frames, edge) and what
its notes must say. The findings are the ones the construction implies (a cell cut by a scroller
is `clipped`, the narrow column is a `mismatch`); nothing here runs gridcalc. Run it from the
repository root to rewrite the samples; the output is committed. ScreenSamplesTests runs them.
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def box(l, t, r, b):
    return f"[{l},{t}][{r},{b}]"


def node(cls, bounds, rid="", desc="", scrollable=False, clickable=False, children=(), index=0, pkg="com.example.app"):
    attrs = (f'index="{index}" text="" resource-id="{rid}" class="{cls}" package="{pkg}" content-desc="{desc}" '
             f'checkable="false" checked="false" clickable="{str(clickable).lower()}" enabled="true" focusable="{str(clickable).lower()}" '
             f'focused="false" scrollable="{str(scrollable).lower()}" long-clickable="false" password="false" selected="false" '
             f'bounds="{box(*bounds)}"')
    if not children:
        return [f"<node {attrs} />"]
    out = [f"<node {attrs}>"]
    for i, c in enumerate(children):
        out += ["  " + line for line in c]
    return out + ["</node>"]


def hierarchy(width, height, content):
    screen = node("android.widget.FrameLayout", (0, 0, width, height), children=content)
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">'] + screen + ["</hierarchy>"]
    return "\n".join(lines) + "\n"


def write(name, text, runs):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)
    with open(os.path.join(HERE, name.rsplit(".", 1)[0] + ".expected.json"), "w") as f:
        json.dump({"sample": name, "runs": runs}, f, indent=1)
        f.write("\n")


def cell(bounds, i, cls="android.widget.FrameLayout", rid="com.example.app:id/cell", child=None, compose=False):
    """A cell with an image inside it (the image's bounds `child`, else the cell's own)."""
    image = node("android.widget.ImageView", child or bounds, rid="com.example.app:id/photo", index=0)
    if compose:
        return node("android.view.View", bounds, clickable=True, index=i, children=[image])
    return node(cls, bounds, rid=rid, clickable=True, index=i, children=[image])


def lazyrow():
    """A Compose LazyRow scrolled by 53px: Compose writes each item's whole bounds, so the first
    starts 53px before the row and the last ends 5px past it. Items 268px, gaps 22px."""
    top, bottom = 700, 1000
    xs = [-53 + k * 290 for k in range(4)]
    assert xs[-1] + 268 == 1085
    cells = [cell((x, top, x + 268, bottom), k, compose=True) for k, x in enumerate(xs)]
    row = node("android.view.View", (0, top, 1080, bottom), scrollable=True, children=cells)
    write("lazyrow-scrolled.xml", hierarchy(1080, 2400, [row]), [{
        "args": ["--container", "scrollable=true", "--select", "clickable=true", "--spacing", "22px"],
        "exit": 0,
        "findings": [["clipped", "warning", [0], "left"], ["clipped", "warning", [3], "right"]],
        "notes": ["scrolls sideways"]}])


def tv_strip():
    """A TV row of tiles 310px wide, 16px apart, from the screen's left edge: the sixth tile is cut
    at the right edge, 290 of its 310px visible (uiautomator writes what is visible)."""
    top, bottom = 500, 700
    tiles = []
    for k in range(6):
        x = k * 326
        tiles.append(cell((x, top, min(x + 310, 1920), bottom), k, rid="com.example.tv:id/tile"))
    row = node("androidx.leanback.widget.HorizontalGridView", (0, top, 1920, bottom), rid="com.example.tv:id/row", scrollable=True, children=tiles)
    write("scroller-small-cut.xml", hierarchy(1920, 1080, [row]), [{
        "args": ["--container", "resource-id=row", "--select", "resource-id=tile", "--spacing", "16px"],
        "exit": 0,
        "findings": [["clipped", "warning", [5], "right"]],
        "notes": ["scrolls sideways"]}])


def carousel():
    """A horizontal GridLayoutManager of two rows (items go down, then across): columns of 400px,
    20px apart from a 40px padding; the third column is cut at the right edge, 200 of 400px seen."""
    top = 400
    cells = []
    k = 0
    for c in range(3):
        for r in range(2):
            x, y = 40 + c * 420, top + r * 310
            cells.append(cell((x, y, min(x + 400, 1080), y + 290), k))
            k += 1
    rv = node("androidx.recyclerview.widget.RecyclerView", (0, top, 1080, top + 600), rid="com.example.app:id/carousel", scrollable=True, children=cells)
    write("carousel-two-rows.xml", hierarchy(1080, 2400, [rv]), [{
        "args": ["--container", "resource-id=carousel", "--spacing", "20px"],
        "exit": 0,
        "findings": [["clipped", "warning", [4], "right"], ["clipped", "warning", [5], "right"]],
        "notes": ["scrolls sideways"]}])


def staggered():
    """A StaggeredGridLayoutManager feed of two columns 522px wide with 12px gaps and insets, each
    item its own height; the list is scrolled, so the first item of each column is cut at the top
    and the last at the bottom (visible bounds)."""
    top, bottom = 331, 2292
    columns = [[(331, 700), (712, 1300), (1312, 1900), (1912, bottom)],
               [(331, 520), (532, 1200), (1212, 1650), (1662, bottom)]]
    order = [(0, 0), (1, 0), (1, 1), (0, 1), (1, 2), (0, 2), (1, 3), (0, 3)]  # adapter order: the shorter column next
    cells = []
    for k, (c, n) in enumerate(order):
        x = 12 + c * 534
        t, b = columns[c][n]
        cells.append(cell((x, t, x + 522, b), k))
    rv = node("androidx.recyclerview.widget.RecyclerView", (0, top, 1080, bottom), rid="com.example.app:id/feed", scrollable=True, children=cells)
    write("staggered-feed.xml", hierarchy(1080, 2400, [rv]), [
        {"args": ["--container", "resource-id=feed", "--spacing", "12px"], "exit": 0, "findings": [], "notes": ["staggered"]},
        {"args": ["--container", "resource-id=feed", "--spacing", "auto"], "exit": 0, "findings": [], "notes": ["staggered"]},
        {"args": ["--container", "resource-id=feed", "--spacing", "12px", "--columns", "2", "--inset", "12px"], "exit": 0, "findings": [], "notes": ["staggered"]},
    ])


def overlay():
    """A photo grid of 3 columns 356px wide, 6px apart, rows 356px tall; a floating bar over the
    middle column covers the top 152px of cell 4, so uiautomator reports that cell from 152px lower —
    its photo inside still starts at the row's top."""
    top = 300
    cells = []
    for k in range(9):
        r, c = divmod(k, 3)
        x, y = c * 362, top + r * 362
        bounds = (x, y, x + 356, y + 356)
        if k == 4:
            cells.append(cell((x, y + 152, x + 356, y + 356), k, child=bounds))
        else:
            cells.append(cell(bounds, k))
    rv = node("androidx.recyclerview.widget.RecyclerView", (0, top, 1080, 2100), rid="com.example.app:id/photos", scrollable=True, children=cells)
    bar = node("android.widget.LinearLayout", (362, 662, 718, 814), rid="com.example.app:id/floating_bar")
    write("overlay-over-cell.xml", hierarchy(1080, 2400, [rv, bar]), [{
        "args": ["--container", "resource-id=photos", "--select", "resource-id=cell", "--spacing", "6px"],
        "exit": 0,
        "findings": [["clipped", "warning", [4], "top"]],
        "notes": []}])


def glm_extra(total, c):
    """GridLayoutManager.calculateItemBorders: each span's extra pixel."""
    r = total % c
    extra, additional = [], 0
    for _ in range(c):
        additional += r
        if additional > 0 and c - additional < r:
            extra.append(1)
            additional -= c
        else:
            extra.append(0)
    return extra


def row_grid(name, container_id, width, columns, rows, widths, design_args, note, cls="android.widget.FrameLayout", defect=None):
    """Rows of cells with `widths` (no gaps) in a `width`-px container."""
    assert sum(widths) <= width
    cells = []
    k = 0
    for r in range(rows):
        x = 0
        for c in range(columns):
            w = widths[c]
            cells.append(cell((x, 500 + r * 300, x + w, 500 + r * 300 + 290), k, cls=cls))
            x += w
            k += 1
    box_ = (0, 500, width, 500 + rows * 300)
    container = node("android.widget.LinearLayout" if rows == 1 else "androidx.recyclerview.widget.RecyclerView", box_,
                     rid=f"com.example.app:id/{container_id}", children=cells)
    write(name, hierarchy(width, 2400, [container]), [{
        "args": ["--container", f"resource-id={container_id}", "--select", "resource-id=cell", "--spacing", "0px"] + design_args,
        "exit": 0, "findings": [], "notes": [note]}])


def android_distributions():
    # GridLayoutManager: 3 spans in 1220px, 407/406/407.
    widths = [406 + e for e in glm_extra(1220, 3)]
    assert widths == [407, 406, 407]
    row_grid("gridlayoutmanager-remainders.xml", "grid", 1220, 3, 3, widths, ["--columns", "3"], "GridLayoutManager")
    # LinearLayout weights: 3 buttons of weight 1 in 1060px, the extra pixel to the last: 353/353/354.
    row_grid("linearlayout-weights.xml", "buttons", 1060, 3, 1, [353, 353, 354], ["--columns", "3"], "to the last cells")
    # Launcher3: 5 icons in 1344px, the 4 extra pixels to the first: 269×4 + 268.
    row_grid("launcher3-row.xml", "workspace", 1344, 5, 2, [269, 269, 269, 269, 268], ["--columns", "5"], "to the first cells")


def narrow_column():
    """A launcher page that does not scroll: 4 columns that should be 250px with 10px gaps in
    1030px, but the last is 248px (a real defect): it must fail, as a mismatch with the design."""
    cells = []
    for k in range(8):
        r, c = divmod(k, 4)
        x = c * 260
        w = 248 if c == 3 else 250
        cells.append(cell((x, 400 + r * 300, x + w, 400 + r * 300 + 290), k, rid="com.sec.android.app.launcher:id/icon"))
    page = node("android.widget.GridLayout", (0, 400, 1030, 1000), rid="com.sec.android.app.launcher:id/page", children=cells)
    write("launcher-narrow-column.xml", hierarchy(1080, 2340, [page]), [
        {"args": ["--container", "resource-id=page", "--select", "resource-id=icon", "--spacing", "10px", "--columns", "4"],
         "exit": 1,
         "findings": [["uneven", "warning", [3, 0], "width"], ["uneven", "warning", [7, 4], "width"],
                      ["mismatch", "error", [3], "width"], ["mismatch", "error", [7], "width"]],
         "notes": ["design: 4 columns of 250px"]},
        {"args": ["--container", "resource-id=page", "--select", "resource-id=icon", "--spacing", "10px"],
         "exit": 0,
         "findings": [["uneven", "warning", [3, 0], "width"], ["uneven", "warning", [7, 4], "width"]],
         "notes": []},
    ])


def ios_page_source():
    """Appium's iOS page source (XCUITest XML, frames in points rounded outward to whole points):
    a settings table of rows 44.333pt tall, and a photo collection of 3 columns in 390pt with 1pt
    gaps (129.333pt cells). Both are right: their 1pt differences are the rounding."""
    def el(kind, x, y, w, h, name=None, children=(), depth=0):
        # XCUITest writes each frame rounded outward: x and y floored, the far edges ceiled.
        l, t = math.floor(x + 1e-9), math.floor(y + 1e-9)
        r, b = math.ceil(x + w - 1e-9), math.ceil(y + h - 1e-9)
        attrs = f'type="XCUIElementType{kind}" enabled="true" visible="true" accessible="{str(kind == "Cell").lower()}" x="{l}" y="{t}" width="{r - l}" height="{b - t}"'
        if name:
            attrs += f' name="{name}" label="{name}"'
        pad = "  " * depth
        if not children:
            return [f"{pad}<XCUIElementType{kind} {attrs}/>"]
        out = [f"{pad}<XCUIElementType{kind} {attrs}>"]
        for c in children:
            out += c
        return out + [f"{pad}</XCUIElementType{kind}>"]
    rows = [el("Cell", 0, 100 + k * (44 + 1 / 3), 390, 44 + 1 / 3, name=f"Setting {k}", depth=5,
               children=[el("StaticText", 16, 100 + k * (44 + 1 / 3) + 11, 200, 21, name=f"Setting {k}", depth=6)]) for k in range(8)]
    table = el("Table", 0, 91, 390, 370, children=rows, depth=4)
    side = (390 - 2) / 3
    photos = [el("Cell", (k % 3) * (side + 1), 470 + (k // 3) * (side + 1), side, side, name=f"Photo {k}", depth=5,
                 children=[el("Image", (k % 3) * (side + 1), 470 + (k // 3) * (side + 1), side, side, depth=6)]) for k in range(6)]
    collection = el("CollectionView", 0, 470, 390, 374, children=photos, depth=4)
    window = el("Window", 0, 0, 390, 844, children=[el("Other", 0, 0, 390, 844, children=[table, collection], depth=3)], depth=2)
    app = el("Application", 0, 0, 390, 844, name="Example", children=[window], depth=1)
    text = '<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT>\n' + "\n".join(app) + "\n</AppiumAUT>\n"
    write("ios-page-source.xml", text, [
        {"args": ["--select", "type=Cell", "--container", "type=Table", "--scale", "3", "--spacing", "0px"], "exit": 0, "findings": [],
         "notes": ["whole points"]},
        {"args": ["--select", "type=Cell", "--container", "type=CollectionView", "--scale", "3", "--spacing", "1pt", "--columns", "3"],
         "exit": 0, "findings": [], "notes": ["whole points", "design: 3 columns"]},
        {"args": ["--select", "type=Cell", "--container", "type=CollectionView", "--scale", "3", "--spacing", "1pt", "--columns", "4"],
         # Against 4 columns (about 290px at 0, 293, 586, 880px) each row's three 388px photos (at 0,
         # 391, 782px) stand on columns 1, 2 and 4 (the order-keeping match nearest in all): column
         # 3 is missing in both rows (the second is the last row, but not its trailing columns),
         # every photo is wider than its column, and the second and third of a row are off its x.
         "exit": 1, "findings": [["mismatch", "error", [], "width"], ["mismatch", "error", [], "width"]]
         + [f for k in range(6) for f in ([["mismatch", "error", [k], "x"]] if k % 3 else []) + [["mismatch", "error", [k], "width"]]],
         "notes": []},
    ])


if __name__ == "__main__":
    lazyrow()
    tv_strip()
    carousel()
    staggered()
    overlay()
    android_distributions()
    narrow_column()
    ios_page_source()
