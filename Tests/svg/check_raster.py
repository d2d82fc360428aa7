#!/usr/bin/env python3
"""Rasterises gridcalc's SVG with a real renderer and reads the pixels back.

usage: check_raster.py GRIDCALC_BINARY

For a sweep of grid configurations (with and without items, separators, insets, zoom), renders
`gridcalc … --format svg` with rsvg-convert, converts the PNG to PPM with pngtopnm (netpbm) and
reads the raw pixels, and compares
pixels against the layout in `gridcalc … --format json`:
  - the image is exactly container px × content px, times the zoom;
  - along the first pixel row of every row of cells, every pixel has the colour of what is there:
    the left/right insets exactly their px, each cell exactly its width, each gap exactly G px;
  - down the leading column, the top/bottom insets, each row, each line spacing and each separator
    band are exactly their px;
  - with --zoom N every device pixel is an N×N block of one colour;
  - with --borders inside, the lines are the gaps (gap colour), the last row's line included;
  - `gridcalc table --format svg`: every pixel of the image has the colour of the header, row,
    footer or separator the JSON puts there (separators on top), so a separator doubled, missing
    or one pixel off is seen.
The last line is `svg: N passed, M failed`; exit 1 on a failure.
"""
import itertools
import json
import subprocess
import sys

GAP, INSET, CELL_EVEN, CELL_ODD, EMPTY, BAND = "#E8175D", "#FFD23F", "#1F5FAD", "#3E8EDE", "#D0D7E1", "#101010"


def rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def decode_ppm(data):
    """(width, height, rows of raw RGB bytes) of a binary PPM (P6, maxval 255)."""
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    assert fields[0] == b"P6" and fields[3] == b"255", f"unsupported PPM {fields}"
    width, height = int(fields[1]), int(fields[2])
    body = data[pos + 1:]
    stride = width * 3
    return width, height, [body[y * stride:(y + 1) * stride] for y in range(height)]


def expected_row(doc, cells):
    """The colour of every pixel of a row of cells: `cells` are (first column, x px, width px) of the
    items in that row (a spanning item is one cell over its columns); uncovered columns are empty."""
    width = doc["container"]["px"]
    colours = [GAP] * width
    for x in range(doc["insets"]["left"]["px"]):
        colours[x] = INSET
    for x in range(width - doc["insets"]["right"]["px"], width):
        colours[x] = INSET
    for column in doc["columns"]:
        for x in range(column["x"]["px"], column["x"]["px"] + column["width"]["px"]):
            colours[x] = EMPTY
    for first, x0, w in cells:
        for x in range(x0, x0 + w):
            colours[x] = CELL_EVEN if first % 2 == 0 else CELL_ODD
    return colours


binary = sys.argv[1]
passed = failed = 0


def fail(message):
    global failed
    failed += 1
    print(f"FAIL {message}", file=sys.stderr)


configs = []
for width, scale, columns, strategy in itertools.product(["414", "375.5", "320"], ["3", "2", "2.608"], ["1", "4", "7"],
                                                        [[], ["--strategy", "widen", "--distribute", "spread", "--direction", "rtl"]]):
    configs.append(["--width", width, "--scale", scale, "--columns", columns, *strategy])
configs += [
    ["--width", "414", "--scale", "3", "--columns", "7", "--items", "14"],
    ["--width", "414", "--scale", "3", "--columns", "7", "--items", "10", "--separator-before", "0,4,10", "--inset-top", "4",
     "--inset-bottom", "2px", "--line-spacing", "3px", "--separator-height", "2px"],
    ["--width", "375", "--scale", "2", "--columns", "3", "--spacing", "0", "--items", "8", "--aspect-ratio", "16:9", "--inset", "8"],
    ["--width", "100px", "--scale", "1", "--columns", "5", "--spacing", "3px", "--items", "0", "--inset-top", "5"],
    ["--width", "390", "--scale", "3", "--columns", "4", "--items", "9", "--row-height", "20", "--direction", "rtl",
     "--strategy", "widen", "--separator-before", "3,9"],
    ["--width", "414", "--scale", "3", "--columns", "3", "--items", "8", "--borders", "inside", "--row-height", "30"],
    ["--width", "414", "--scale", "2.608", "--tracks", "80pt 1fr 2.5fr 30px", "--strategy", "widen", "--distribute", "spread",
     "--items", "9", "--row-height", "20", "--direction", "rtl"],
    ["--width", "414", "--scale", "3", "--columns", "4", "--items", "12", "--span", "0:2,3:3,5:4,9:2", "--separator-before", "8",
     "--row-height", "20", "--direction", "rtl"],
    ["--width", "375.5", "--scale", "2.608", "--columns", "5", "--items", "11", "--borders", "inside", "--border-width", "2px",
     "--direction", "rtl", "--separator-before", "0,5", "--row-height", "12"],
]
runs = [(c, 1) for c in configs] + [(c, 3) for c in configs[::7]] + [(configs[-9], 2), (configs[-8], 4), (configs[-3], 2), (configs[-1], 2)]

def rasterise(svg):
    """(width, height, pixel rows) of `svg` rendered by rsvg-convert on black."""
    png = subprocess.run(["rsvg-convert", "--background-color", "#000000"], input=svg, capture_output=True, check=True).stdout
    return decode_ppm(subprocess.run(["pngtopnm"], input=png, capture_output=True, check=True).stdout)


def check_all(runs, compare):
    """Renders every (arguments, zoom) run as JSON and SVG and counts what `compare` finds."""
    global passed
    for args, zoom in runs:
        doc = json.loads(subprocess.run([binary, *args, "--format", "json"], capture_output=True, text=True, check=True).stdout)
        svg = subprocess.run([binary, *args, "--format", "svg", "--zoom", str(zoom)], capture_output=True, check=True).stdout
        problems = compare(doc, svg, zoom)
        if problems:
            fail(f"{' '.join(args)} --zoom {zoom}: {problems[0]}")
        else:
            passed += 1


def compare(doc, svg, zoom):
    """Problems found comparing the rendered `svg` with the layout `doc` (empty when none)."""
    width, height, pixels = rasterise(svg)
    container = doc["container"]["px"]
    base_height = doc["rows"]["height"]["px"] if "rows" in doc else max(doc["cell"]["base_px"], 8)
    content = doc["content"]["height"]["px"] if "content" in doc else base_height
    if (width, height) != (container * zoom, content * zoom):
        return [f"image {width}×{height}, expected {container * zoom}×{content * zoom}"]

    def block(x, y):
        """The colour of device pixel (x, y), or None when its zoom×zoom block is not one colour."""
        colours = {tuple(pixels[y * zoom + j][(x * zoom + i) * 3:(x * zoom + i) * 3 + 3]) for i in range(zoom) for j in range(zoom)}
        return colours.pop() if len(colours) == 1 else None

    problems = []
    # Horizontal: the first pixel row of every row of cells.
    if "items" in doc:
        rows = {}
        for item in doc["items"]:
            rows.setdefault(item["y"]["px"], []).append((item["column"], item["x"]["px"], item["width"]["px"]))
    else:
        rows = {0: [(c["index"], c["x"]["px"], c["width"]["px"]) for c in doc["columns"]]}
    for top, cells in rows.items():
        wanted = [rgb(c) for c in expected_row(doc, cells)]
        for x in range(container):
            got = block(x, top)
            if got != wanted[x]:
                problems.append(f"row at y {top}px, x {x}px: {got} instead of {wanted[x]}")
                break
    # Vertical: down the leading column (the labels sit in the middle of the cells, not at its edge).
    if "items" in doc:
        x = min(doc["columns"], key=lambda c: c["index"])["x"]["px"]
        column_colours = [GAP] * content
        elements = [(t, t + doc["rows"]["height"]["px"], CELL_EVEN) for t in rows] + \
                   [(s["y"]["px"], s["y"]["px"] + s["height"]["px"], BAND) for s in doc["separators"]]
        # With inside borders a row's frame takes in the line below it (drawn in the gap colour).
        border = doc["input"].get("borders", {}).get("width", {}).get("px", 0)
        if elements:
            first = min(e[0] for e in elements)
            last = max([e[1] + border for e in elements if e[2] == CELL_EVEN] + [e[1] for e in elements if e[2] == BAND])
            for y in list(range(0, first)) + list(range(last, content)):
                column_colours[y] = INSET
        else:
            column_colours = [INSET] * content
        for start, end, colour in elements:
            for y in range(start, end):
                column_colours[y] = colour
        for y in range(content):
            got = block(x, y)
            if got != rgb(column_colours[y]):
                problems.append(f"column at x {x}px, y {y}px: {got} instead of {rgb(column_colours[y])}")
                break
    return problems


check_all(runs, compare)

# Negative controls: a drawing one pixel off must be caught.
args = ["--width", "414", "--scale", "3", "--columns", "7", "--items", "10", "--separator-before", "4"]
doc = json.loads(subprocess.run([binary, *args, "--format", "json"], capture_output=True, text=True, check=True).stdout)
svg = subprocess.run([binary, *args, "--format", "svg"], capture_output=True, check=True).stdout
for name, old, new in [("a cell 1px to the right", b'x="179" y="0"', b'x="180" y="0"'),
                       ("a band 1px lower", b'y="177" width="1238"', b'y="178" width="1238"'),
                       ("a wider gap", b'width="176" height="176" fill="#3E8EDE"', b'width="175" height="176" fill="#3E8EDE"')]:
    assert old in svg, f"control {name}: {old} not in the SVG"
    if compare(doc, svg.replace(old, new, 1), 1):
        passed += 1
    else:
        fail(f"negative control not caught: {name}")

# Tables (gridcalc table): every pixel, against the JSON.
HEADER, FOOTER, ROW_EVEN, ROW_ODD, SEP_INSET, SEP_FULL, WHITE = "#FFD23F", "#F4A259", "#1F5FAD", "#3E8EDE", "#101010", "#E8175D", "#FFFFFF"


def compare_table(doc, svg, zoom):
    """Problems found comparing every pixel of the rendered table `svg` with `doc`."""
    width, height, pixels = rasterise(svg)
    w, h = doc["input"]["width"]["px"], max(doc["content"]["height"]["px"], 1)
    if (width, height) != (w * zoom, h * zoom):
        return [f"image {width}×{height}, expected {w * zoom}×{h * zoom}"]
    base = [WHITE] * h
    spans = {}
    for section in doc["sections"]:
        for rect, colour in [(section["header"], HEADER), (section["footer"], FOOTER)] + \
                            [(r, ROW_EVEN if i % 2 == 0 else ROW_ODD) for i, r in enumerate(section["rows"])]:
            if rect:
                for y in range(rect["y"]["px"], rect["y"]["px"] + rect["height"]["px"]):
                    base[y] = colour
        for sep in section["separators"]:
            r = sep["rect"]
            spans.setdefault(r["y"]["px"], []).append((r["x"]["px"], r["x"]["px"] + r["width"]["px"], SEP_FULL if sep["full_width"] else SEP_INSET))
    for y in range(h):
        row = [base[y]] * w
        for x0, x1, colour in spans.get(y, []):
            row[x0:x1] = [colour] * (x1 - x0)
        expected = b"".join(bytes(rgb(c)) * zoom for c in row)
        for j in range(zoom):
            if pixels[y * zoom + j] != expected:
                got = pixels[y * zoom + j]
                x = next(i for i in range(len(expected)) if got[i] != expected[i]) // 3 // zoom
                return [f"pixel row {y}, x {x}px: {tuple(got[x * zoom * 3:x * zoom * 3 + 3])} instead of {rgb(row[x])}"]
    return []


table_runs = []
for scale, sections, extra in itertools.product(["3", "2", "2.608"], ["2,3", "0,1,0,4", "5"], [
        [], ["--style", "plain"], ["--position", "top", "--direction", "rtl", "--separator-inset-trailing", "8.5"],
        ["--header-height", "10", "--footer-height", "0.3"]]):
    table_runs.append((["table", "--width", "200.5", "--scale", scale, "--sections", sections, "--row-height", "12", *extra], 1))
table_runs += [(table_runs[0][0], 3), (table_runs[5][0], 2)]
check_all(table_runs, compare_table)

# Negative controls for tables: a separator moved, doubled, or dropped must be caught.
args = ["table", "--width", "200", "--scale", "2", "--sections", "2,3", "--row-height", "12"]
doc = json.loads(subprocess.run([binary, *args, "--format", "json"], capture_output=True, text=True, check=True).stdout)
svg = subprocess.run([binary, *args, "--format", "svg"], capture_output=True, check=True).stdout
inset = b'<rect x="32" y="23" width="368" height="1" fill="#101010">'
assert inset in svg, "control: the first inset separator is not in the SVG"
for name, broken in [("a separator 1px lower", svg.replace(inset, inset.replace(b'y="23"', b'y="24"'), 1)),
                     ("a doubled line", svg.replace(b"</svg>", b'<rect x="0" y="47" width="400" height="1" fill="#E8175D"/></svg>')),
                     ("a missing separator", svg.replace(inset, b'<rect x="32" y="23" width="368" height="1" fill="#3E8EDE">', 1))]:
    if compare_table(doc, broken, 1):
        passed += 1
    else:
        fail(f"negative control not caught: {name}")

print(f"svg: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
