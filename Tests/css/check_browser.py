#!/usr/bin/env python3
"""gridcalc's `--format css` in a real browser (Docs/web.md).

For each devicePixelRatio 1, 1.25, 1.5, 1.75, 2, 2.625, 3 and 3.5, lays out dozens of grids with
gridcalc at that scale (web presets and others of the same scale, fractional widths, every strategy,
rtl, fixed and flexible tracks, items in rows, spans), builds one page with gridcalc's CSS rule for
each, renders it in headless Chromium with --force-device-scale-factor, and reads the screenshot back
pixel by pixel: along a scanline through every row and a vertical one through the first item, every
pixel must be the colour of what gridcalc's JSON says is there (a cell, a gap or inset, or outside the
container). Three negative controls go through the same reader and must NOT be exact: a rule whose
values are printed with too few digits, a naive `repeat(N, 1fr)` rule, and a 1 CSS px gap at DPR 3.

What each engine painted along every scanline is the recorded oracle Tests/oracles/css-engines.json,
which `make test` compares with gridcalc's JSON without a browser (Tests/oracles/check_oracles.py);
here a difference from it fails, and --record writes it again.

usage: check_browser.py <gridcalc binary> [--record]
"""
import json, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import engines  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracles"))
import oracles  # noqa: E402

DPRS = ["1", "1.25", "1.5", "1.75", "2", "2.625", "3", "3.5"]
WHITE, BLUE, RED, GREEN = (255, 255, 255), (0, 0, 255), (255, 0, 0), (0, 160, 0)
BAND = 8  # CSS px: 8 × every DPR above is a whole number of device pixels


def gridcalc(binary, args, fmt):
    run = subprocess.run([binary, *args, "--format", fmt], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"gridcalc {' '.join(args)} --format {fmt}: exit {run.returncode}\n{run.stderr}")
    return run.stdout


def layouts(dpr):
    """The command lines laid out at `dpr` (each at least 32 per DPR)."""
    out = []
    presets = {"1.25": ["windows-1080p-125"], "1.5": ["windows-1080p-150"], "1.75": ["windows-1080p-175"],
               "2": ["macbook-pro-14", "macbook-air-13"], "2.625": ["pixel-8", "pixel-2"], "3.5": ["pixel-2-xl", "pixel-xl"],
               "3": ["iphone-15", "iphone-air"]}.get(dpr, [])
    for name in presets:
        for columns in (3, 7, 12):
            out.append(["--device", name, "--platform", presetPlatform(name), "--columns", str(columns)] +
                       (["--px-means", "device"] if presetPlatform(name) == "web" else []))
    widths = ["320css", "411.43css", "414css", "768css", "1000css", "1097.14css", "599.7css", "1280css"]
    strategies = [["--strategy", "padding"], ["--strategy", "padding", "--align", "leading"], ["--strategy", "padding", "--align", "trailing"],
                  ["--strategy", "widen"], ["--strategy", "widen", "--distribute", "trailing"], ["--strategy", "widen", "--distribute", "center"],
                  ["--strategy", "widen", "--distribute", "spread"]]
    spacings = ["1px", "0px", "2px", "8css", "0.5css"]
    i = 0
    for width in widths:
        for columns in (1, 2, 5, 7, 13, 24):
            strategy = strategies[i % len(strategies)]
            spacing = spacings[i % len(spacings)]
            extra = ["--direction", "rtl"] if i % 3 == 0 else []
            if i % 4 == 1:
                extra += ["--inset", "16css"]
            i += 1
            out.append(["--platform", "web", "--px-means", "device", "--width", width, "--scale", dpr, "--columns", str(columns),
                        "--spacing", spacing] + strategy + extra)
    out.append(["--platform", "web", "--width", "900css", "--scale", dpr, "--tracks", "120css 1fr 2fr 0.5fr", "--spacing", "4css"])
    out.append(["--platform", "web", "--px-means", "device", "--width", "640css", "--scale", dpr, "--tracks", "1fr 37px 1.5fr",
                "--strategy", "widen", "--distribute", "spread", "--direction", "rtl"])
    out.append(["--platform", "web", "--px-means", "device", "--width", "414css", "--scale", dpr, "--columns", "4", "--items", "11",
                "--row-height", "30.3css", "--line-spacing", "1px", "--inset-top", "3px", "--inset-bottom", "5px"])
    out.append(["--platform", "web", "--px-means", "device", "--width", "390.5css", "--scale", dpr, "--columns", "5", "--items", "14",
                "--span", "0:2,4:3,9:5", "--row-height", "20css", "--spacing", "1px", "--direction", "rtl"])
    out.append(["--platform", "web", "--width", "700css", "--scale", dpr, "--columns", "6", "--items", "13", "--aspect-ratio", "4:3",
                "--span", "2:4,7:2", "--strategy", "widen", "--distribute", "spread", "--spacing", "3css"])
    return out


def native_fr_cases(binary, dpr, start):
    """Flexible tracks whose weights sum below 1, laid out by Chromium itself from `fr` values (no
    gridcalc CSS), against gridcalc's `--align leading` columns: the unused space stays at the end,
    as CSS hands out only that fraction of the free space (§11). Each share F × w is a whole number
    of pixels here, so CSS's own arithmetic (fractional tracks, painted edges rounded) and gridcalc's
    (whole pixels, floored shares) must agree; where a share has a fraction, a browser paints a
    rounded edge and gridcalc a floored one, and only gridcalc's is the same on every display."""
    out = []
    for k, (width, tracks, gap) in enumerate([(1000, "0.25fr 0.5fr", 0), (996, "0.2fr 0.3fr 0.1fr", 3),
                                              (1200, "0.125fr 0.375fr 0.25fr", 8), (640, "0.5fr", 0)]):
        args = ["--platform", "web", "--px-means", "device", "--width", f"{width / float(dpr):.10g}css", "--scale", dpr,
                "--tracks", tracks, "--spacing", f"{gap}px", "--strategy", "padding", "--align", "leading"]
        if (width / float(dpr)) * float(dpr) != width:
            continue
        index = start + k
        case = case_from_gridcalc(binary, args, index)
        columns = " ".join(tracks.split())
        case.css = (f".g{index} {{ display: grid; box-sizing: border-box; width: {width / float(dpr):.10g}px; "
                    f"grid-template-columns: {columns}; column-gap: {gap / float(dpr):.10g}px; }}")
        case.name = "native fr: " + case.name
        case.made_by_gridcalc = False
        out.append(case)
    return out


def presetPlatform(name):
    return "web" if name.startswith(("windows", "macbook")) else "android" if name.startswith(("pixel", "nexus")) else "ios"


def expected_rows(doc):
    """Per scanline (y offset in px inside the grid): [(x, width, colour)] of what is there."""
    if doc.get("items") is None:
        cells = [(c["x"]["px"], c["width"]["px"], RED if c["index"] % 2 == 0 else GREEN) for c in doc["columns"]]
        return {}, cells
    rows = {}
    for item in doc["items"]:
        f = item
        rows.setdefault(f["y"]["px"] + f["height"]["px"] // 2, []).append(
            (f["x"]["px"], f["width"]["px"], RED if item["index"] % 2 == 0 else GREEN))
    return rows, None


class Case:
    def __init__(self, name, css, doc, selector, children, child_height_css, direction):
        self.name, self.css, self.doc = name, css, doc
        self.selector, self.children, self.child_height_css, self.direction = selector, children, child_height_css, direction


def case_from_gridcalc(binary, args, index):
    css = gridcalc(binary, args, "css")
    doc = json.loads(gridcalc(binary, args, "json"))
    n = len(doc["items"]) if doc.get("items") is not None else len(doc["columns"])
    case = Case(" ".join(args), css.replace(".grid", f".g{index}"), doc, f".g{index}", n,
                None if doc.get("items") is not None else BAND, doc["input"]["direction"])
    case.args, case.made_by_gridcalc = args, True
    return case


def page(cases, tops):
    parts = ["<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff;}",
             ".w{position:absolute;left:0;} .w > div > div:nth-child(odd){background:rgb(255,0,0);}",
             ".w > div > div:nth-child(even){background:rgb(0,160,0);} .w > div{background:rgb(0,0,255);}"]
    for case in cases:
        parts.append(case.css)
        if case.child_height_css is not None:
            parts.append(f"{case.selector} > div {{ height: {case.child_height_css}px; }}")
    parts.append("</style></head><body>")
    for case, top in zip(cases, tops):
        parts.append(f'<div class="w" style="top:{top}px" dir="{case.direction}"><div class="{case.selector[1:]}">'
                     + "<div></div>" * case.children + "</div></div>")
    parts.append("</body></html>")
    return "\n".join(parts)


def screenshot(html, png, dpr, window, profile, extra=()):
    """Headless Chromium's screenshot of the page `html` at `dpr` in a window of `window` CSS px,
    read back as (width, height, RGB bytes) (for the scripts that take one page at a time)."""
    shots, _ = engines.Chromium().shots(dpr, [(html, window)], os.path.dirname(png), extra=extra)
    return shots[0]


def render(cases, dpr, workdir, engine=None, asked=None):
    """Screenshots the cases, laid out at `dpr`, in `engine` (Chromium by default) asked for ratio
    `asked` (by default `dpr`); returns (pixel reader, tops in device px)."""
    tops_css, y = [], 0
    for case in cases:
        tops_css.append(y)
        height_px = case.doc["content"]["height"]["px"] if case.doc.get("content") else round(BAND * float(dpr))
        height_css = height_px / float(dpr)
        y += (int(height_css // BAND) + 2) * BAND
    width_css = max(c.doc["container"]["px"] / float(dpr) for c in cases) + 16
    engine = engine or engines.Chromium()
    html = os.path.join(workdir, f"page-{engine.name}-{dpr}.html")
    with open(html, "w") as f:
        # The page ends a band below the last grid (a whole-page screenshot ends where the page does).
        f.write(page(cases, tops_css).replace("</body>", f'<div style="position:absolute;left:0;top:{y}px;width:1px;height:{BAND}px"></div></body>'))
    shots, ratio = engine.shots(asked or dpr, [(html, (int(width_css) + 1, y + BAND))], workdir)
    if abs(ratio - float(dpr)) > 1e-9:
        raise SystemExit(f"css: {engine.name} gave the page DPR {ratio}, the layouts are for {dpr}")

    width, height, pixels = shots[0]

    def at(x, yy):
        if x >= width or yy >= height:
            return None
        i = (yy * width + x) * 3
        return tuple(pixels[i:i + 3])
    return at, [round(t * float(dpr)) for t in tops_css]


def lines(case):
    """The scanlines read of `case`: (axis, offset, colours gridcalc's JSON says are there), "h" a row
    at y = offset inside the grid, "v" a column at x = offset."""
    doc = case.doc
    container = doc["container"]["px"]
    out = []

    def row(y, cells):
        expected = [BLUE] * container + [WHITE] * 6
        for x0, w, colour in cells:
            expected[x0:x0 + w] = [colour] * w
        out.append(("h", y, expected))
    rows, cells = expected_rows(doc)
    if cells is not None:
        row(round(BAND * float(doc["input"]["scale"])) // 2, cells)
        return out
    for y, cells in sorted(rows.items()):
        row(y, cells)
    # A vertical scanline through the middle of item 0: cells where items are, the container elsewhere.
    first = doc["items"][0]
    x = first["x"]["px"] + first["width"]["px"] // 2
    expected = [BLUE] * doc["content"]["height"]["px"] + [WHITE] * 2
    for item in doc["items"]:
        f = item
        if f["x"]["px"] <= x < f["x"]["px"] + f["width"]["px"]:
            expected[f["y"]["px"]:f["y"]["px"] + f["height"]["px"]] = [RED if item["index"] % 2 == 0 else GREEN] * f["height"]["px"]
    out.append(("v", x, expected))
    return out


def read_line(at, top, axis, offset, length):
    """What the screenshot shows along one scanline of a grid whose top is `top`."""
    return [at(x, top + offset) if axis == "h" else at(offset, top + x) for x in range(length)]


def mismatches(case, at, top):
    """The scanline pixels that differ from gridcalc's JSON (an empty list: exact)."""
    bad = []
    for axis, offset, expected in lines(case):
        for i, (want, got) in enumerate(zip(expected, read_line(at, top, axis, offset, len(expected)))):
            if got != want:
                bad.append((i, offset, want, got) if axis == "h" else (offset, i, want, got))
                if len(bad) > 8:
                    return bad
    return bad


def painted(case, at, top):
    """What the engine painted along `case`'s scanlines, as runs (the recorded oracle)."""
    return [[axis, offset, oracles.runs(read_line(at, top, axis, offset, len(expected)))] for axis, offset, expected in lines(case)]


def controls(binary, at=None, webkit=False):
    """(dpr, case, what) for the three negative controls, each meant to be caught; with `at`, the
    naive rule and the 1 CSS px gap at that ratio only, and for WebKit the rule without its WebKit
    block."""
    if at is not None:
        args = ["--platform", "web", "--width", "1000css", "--scale", at, "--columns", "7", "--spacing", "1px", "--px-means", "device"]
        naive = case_from_gridcalc(binary, args, 901)
        naive.css = f".g901 {{ display: grid; box-sizing: border-box; width: 1000px; grid-template-columns: repeat(7, 1fr); column-gap: calc(1px / {at}); }}"
        args = ["--platform", "web", "--width", "414css", "--scale", at, "--columns", "7", "--spacing", "1px", "--px-means", "device"]
        gap = case_from_gridcalc(binary, args, 902)
        gap.css = re.sub(r"column-gap: [^;]*;", "column-gap: 1px;", gap.css)
        out = [(at, naive, "a naive repeat(7, 1fr)"), (at, gap, f"a 1 CSS px gap at DPR {float(at):.6g}")]
        if webkit:
            # The rule without its WebKit block (gridcalc 1.2's): 24 columns of decimals truncated to 1/64 each.
            args = ["--platform", "web", "--width", "1097.14css", "--scale", at, "--columns", "24", "--spacing", "1px", "--px-means", "device"]
            bare = case_from_gridcalc(binary, args, 903)
            bare.css = bare.css.split("/* WebKit")[0]
            out.append((at, bare, "the rule without its WebKit block"))
        return out
    out = []
    # 1. Too few digits: gridcalc's rule with every value cut to 2 decimals, 24 columns at 2.625.
    args = ["--platform", "web", "--px-means", "device", "--width", "411.43css", "--scale", "2.625", "--columns", "24", "--spacing", "1px"]
    case = case_from_gridcalc(binary, args, 900)
    case.css = re.sub(r"(\d+\.\d\d)\d+px", r"\1px", case.css)
    out.append(("2.625", case, "values printed with 2 decimals"))
    # 2. A naive repeat(N, 1fr) with the gap in CSS px, in the same container, against gridcalc's columns.
    args = ["--platform", "web", "--width", "1000css", "--scale", "1.5", "--columns", "7", "--spacing", "1px", "--px-means", "device"]
    case = case_from_gridcalc(binary, args, 901)
    case.css = ".g901 { display: grid; box-sizing: border-box; width: 1000px; grid-template-columns: repeat(7, 1fr); column-gap: 0.6667px; }"
    out.append(("1.5", case, "a naive repeat(7, 1fr)"))
    # 3. A gap of 1 CSS px at DPR 3 where a hairline (1 device px) was meant.
    args = ["--platform", "web", "--width", "414css", "--scale", "3", "--columns", "7", "--spacing", "1px", "--px-means", "device"]
    case = case_from_gridcalc(binary, args, 902)
    case.css = re.sub(r"column-gap: [^;]*;", "column-gap: 1px;", case.css)
    out.append(("3", case, "a 1 CSS px gap at DPR 3"))
    return out


# Per engine, the ratios the layouts are made for: Chromium any; WebKit GDK_SCALE's whole ratios;
# Firefox the ratios it really uses (60 / round(60 / r): 2.625 is 60/23), asked for as 2.625 etc.
# Every layout must be exact in every engine: WebKit at DPR 3 through the rule's WebKit block.
PLANS = {"Chromium": DPRS, "WebKit": ["1", "2", "3"], "Firefox": ["1", "1.25", "1.75", "2.625", "2.75", "3", "3.5"]}


def run_engine(binary, engine, workdir, control_cases, record):
    """(layouts exact, ratios, failures, controls caught) in one engine; what it painted of each
    case appended to `record` (Tests/oracles)."""
    exact, failures, caught, ratios = 0, [], [], []
    for asked in PLANS[engine.name]:
        ratio = engine.ratio(asked)
        dpr = asked if ratio == float(asked) else repr(ratio)
        cases = [case_from_gridcalc(binary, args, i) for i, args in enumerate(layouts(dpr))]
        if dpr == "1":
            cases += native_fr_cases(binary, dpr, 800)
        # Chromium's three controls at their ratios; the other engines' two at DPR 3.
        mine = [c for c in control_cases if c[0] == asked] if engine.name == "Chromium" else \
            controls(binary, at=dpr, webkit=engine.name == "WebKit") if asked == "3" else []
        at, tops = render(cases + [c[1] for c in mine], dpr, workdir, engine, asked=asked)
        ratios.append(ratio)
        for case, top in zip(cases, tops):
            record.append(oracles.entry(engine.name, asked, dpr, case, painted(case, at, top)))
            bad = mismatches(case, at, top)
            if bad:
                failures.append(f"{engine.name} DPR {dpr}: {case.name}: {bad[:4]}\n{case.css}")
            else:
                exact += 1
        for (_, case, what), top in zip(mine, tops[len(cases):]):
            record.append(oracles.entry(engine.name, asked, dpr, case, painted(case, at, top), control=what))
            if mismatches(case, at, top):
                caught.append(what)
            else:
                failures.append(f"{engine.name}: negative control not caught at DPR {dpr}: {what} painted exactly")
    return exact, ratios, failures, caught


def main():
    arguments = [a for a in sys.argv[1:] if a != "--record"]
    if len(arguments) != 1:
        raise SystemExit(__doc__)
    binary = arguments[0]
    workdir = tempfile.mkdtemp(prefix="gridcalc-css-")
    failures, lines, record = [], [], []
    control_cases = controls(binary)
    chosen = engines.chosen()
    try:
        for engine in chosen:
            exact, ratios, bad, caught = run_engine(binary, engine, workdir, control_cases, record)
            failures += bad
            expected_controls = 3 if engine.name in ("Chromium", "WebKit") else 2
            if len(caught) != expected_controls and not bad:
                failures.append(f"{engine.name}: {len(caught)} negative controls caught, expected {expected_controls}")
            if exact < 25 * len(ratios) and not bad:
                failures.append(f"{engine.name}: only {exact} layouts checked")
            lines.append(f"{engine.name} {exact} layouts exact at {len(ratios)} DPRs ({', '.join(f'{r:.6g}' for r in ratios)})"
                         + f", {len(caught)} controls caught")
        # What the engines painted, against the recorded oracle the unit lane reads (a difference
        # fails: the engines changed, or the rules did; --record writes it again).
        if not failures:
            failures += oracles.settle(oracles.CSS_FIXTURE, record, [e.name for e in chosen], "--record" in sys.argv,
                                       "Tests/css/check_browser.py <gridcalc> --record (make record-oracles)")
    finally:
        if not failures:
            shutil.rmtree(workdir, ignore_errors=True)
    if failures:
        print("\n".join(failures[:10]), file=sys.stderr)
        raise SystemExit(f"css: {len(failures)} failures; pages kept in {workdir}")
    print("css (fixed width): " + "; ".join(lines))


if __name__ == "__main__":
    main()
