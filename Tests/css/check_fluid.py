#!/usr/bin/env python3
"""gridcalc's fluid CSS (`--format css` without `--width`) in a real browser (Docs/web.md, SPEC §16).

For each devicePixelRatio 1, 1.25, 1.5, 1.75, 2, 2.625, 3 and 3.5, builds a page of containers of
many widths (fractional CSS px, at fractional offsets), each holding a grid styled by one fluid rule
gridcalc printed once for all widths (every strategy and distribution, rtl, fixed and flexible
tracks, weights below 1fr, items in rows with spans), renders it in headless Chromium with --force-device-scale-factor and
reads the screenshot back pixel by pixel. For each container the browser gave W device px (read
from the screenshot, and checked to be the container's width floored), every pixel of a scanline
(through every row of items) must be the colour of what `gridcalc grid --width <W>px --scale <DPR>
--json` says is there.
At DPR 1.5 a second page sets every container's width from a script after load (a resize).
Negative controls, through the same reader, must NOT be exact: a naive `repeat(N, 1fr)` in the
same containers, and the fluid rule made with a ladder that leaves the page's DPR out.

usage: check_fluid.py <gridcalc binary>
"""
import json, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_browser import WHITE, BLUE, RED, GREEN  # noqa: E402
import engines  # noqa: E402

BAND = 8  # CSS px per grid; 8 × every DPR above is whole device pixels
ROW = 16  # CSS px between the tops of two grids
ROW_ITEMS = 64  # CSS px between the tops of two grids with items (each under 60 CSS px tall)

# The rules: each is printed once and laid out in every container.
RULES = [
    ["--columns", "4", "--spacing", "12css", "--inset", "16css"],
    ["--columns", "7", "--spacing", "1px", "--strategy", "widen", "--distribute", "spread"],
    ["--columns", "5", "--spacing", "2px", "--strategy", "widen"],
    ["--columns", "6", "--spacing", "8css", "--strategy", "widen", "--distribute", "trailing", "--direction", "rtl"],
    ["--columns", "9", "--spacing", "1px", "--strategy", "widen", "--distribute", "center", "--inset", "5css"],
    ["--columns", "3", "--spacing", "0.5css", "--align", "leading", "--inset-leading", "10css"],
    ["--columns", "12", "--spacing", "4px", "--align", "trailing", "--direction", "rtl"],
    ["--columns", "24", "--spacing", "1px"],
    ["--tracks", "120css 1fr 2fr 0.5fr", "--spacing", "4css", "--strategy", "widen", "--distribute", "spread"],
    ["--tracks", "1fr 37px 1.5fr", "--strategy", "widen", "--distribute", "leading", "--direction", "rtl"],
    ["--tracks", "64css 1fr 1fr 1fr", "--spacing", "6css", "--align", "center"],
    ["--tracks", "0.25fr 0.5fr", "--spacing", "3px", "--strategy", "widen", "--distribute", "center"],
    ["--tracks", "0.3fr 0.3fr 50css", "--spacing", "2px", "--align", "trailing"],
    ["--columns", "4", "--items", "11", "--row-height", "6css", "--line-spacing", "1px", "--inset-top", "3px",
     "--inset-bottom", "5px", "--span", "1:2,4:3", "--strategy", "widen", "--distribute", "spread"],
    ["--columns", "5", "--items", "14", "--span", "0:2,4:3,9:5", "--row-height", "5css", "--spacing", "1px", "--direction", "rtl"],
]
# Container widths in CSS px (fractional) and offsets (fractional), varied per DPR and rule.
WIDTHS = [181.3, 200, 233.37, 250.5, 288.88, 320, 333.33, 360.17, 375, 411.43, 414, 433.9, 480.25, 512, 599.7,
          640.41, 700.1, 768]


def gridcalc(binary, args):
    run = subprocess.run([binary, *args], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"gridcalc {' '.join(args)}: exit {run.returncode}\n{run.stderr}")
    return run.stdout


def fluid_rule(binary, rule, index, ladder=None):
    args = ["--platform", "web", "--px-means", "device", *rule, "--format", "css"] + (["--scale", ladder] if ladder else [])
    return gridcalc(binary, args).replace(".grid", f".g{index}")


# WebKit at DPR 3 cannot be exact where the grid's left edge is 29/64 to 31/64 of a device pixel past
# a whole one (Docs/web.md, "WebKit at 3x": no length can be, and the rule's header says so). The
# containers cover every other position; check_random.py shows the named ones are where it fails.
WEBKIT_INEXACT = {29, 30, 31}


def webkit_left_class(left, width, rtl, grid_units=None):
    """c in 0..63: where the grid's left edge falls inside a device pixel at DPR 3 in WebKit, in 64ths,
    for a wrapper at `left` CSS px `width` wide (WebKit truncates each to 1/64 CSS px). In rtl the grid
    sits at the wrapper's right edge: its width in units is `grid_units`, by default what the rule's
    WebKit block gives the floored width, ⌈64·W/3⌉."""
    x = int(left * 64 + 1e-7)
    if rtl:
        floor = int(width * 3 + 1e-9)
        x += int(width * 64 + 1e-7) - (grid_units if grid_units is not None else -(-64 * floor // 3))
    return (3 * x) % 64


def containers(dpr_index, rule_index, dpr=None, rtl=False):
    """(width, left offset) in CSS px for one rule at one DPR: widths whose device px are not within
    1/32 of a whole pixel (so the floor is unambiguous), at offsets whose fractions cover every
    1/64 CSS px but those where WebKit at DPR 3 puts the grid's left edge in WEBKIT_INEXACT."""
    out = []
    for k, width in enumerate(WIDTHS):
        w = width + 0.37 * ((rule_index * 7 + k * 3 + dpr_index) % 5)
        device = w * float(dpr or 1)
        if abs(device - round(device)) < 0.03 and device != round(device):
            w += 0.11
        w = round(w, 4)
        left = 1 + ((k * 29 + rule_index * 13 + dpr_index * 7) % 100) / 100
        while webkit_left_class(left, w, rtl) in WEBKIT_INEXACT:
            left += 1 / 64
        out.append((w, round(left, 6)))
    return out


def page(items, resize):
    """items: [(css, class, width, left, top, direction, children, rows)]."""
    parts = ["<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff;}",
             ".w{position:absolute;} .w > div{background:rgb(0,0,255);height:8px;}",
             ".w > div > div:nth-child(odd){background:rgb(255,0,0);} .w > div > div:nth-child(even){background:rgb(0,160,0);}"]
    parts += sorted({item[0] for item in items})
    parts.append("</style></head><body>")
    for _, cls, width, left, top, direction, children, rows in items:
        start = 97.3 if resize else width
        parts.append(f'<div class="w" style="left:{left}px;top:{top}px;width:{start}px" data-w="{width}" dir="{direction}">'
                     f'<div class="{cls}"' + (' style="height:auto"' if rows else '') + '>' + "<div></div>" * children + "</div></div>")
    if resize:
        parts.append("<script>addEventListener('load',()=>{for(const e of document.querySelectorAll('.w'))"
                     "e.style.width=e.dataset.w+'px';document.body.offsetWidth;});</script>")
    parts.append("</body></html>")
    return "\n".join(parts)


def scanline(shot, y):
    width, height, pixels = shot
    return [tuple(pixels[(y * width + x) * 3:(y * width + x) * 3 + 3]) for x in range(width)]


def expected_rows(doc):
    """{y in px from the grid's top: [colour per px across the container]} — one scanline through
    each row of items, or one through the middle of a grid without items."""
    if doc.get("items") is None:
        row = [BLUE] * doc["container"]["px"]
        for c in doc["columns"]:
            row[c["x"]["px"]:c["x"]["px"] + c["width"]["px"]] = [RED if c["index"] % 2 == 0 else GREEN] * c["width"]["px"]
        return {None: row}
    rows = {}
    for item in doc["items"]:
        y = item["y"]["px"] + item["height"]["px"] // 2
        row = rows.setdefault(y, [BLUE] * doc["container"]["px"])
        row[item["x"]["px"]:item["x"]["px"] + item["width"]["px"]] = [RED if item["index"] % 2 == 0 else GREEN] * item["width"]["px"]
    return rows


def judge(binary, shot, dpr, rule, width_css, top_css, cache):
    """None when the painted grid is exactly gridcalc's at the width the browser gave, else why."""
    floor = int(width_css * dpr + 1e-9)
    key = (tuple(rule), floor)
    if key not in cache:
        args = ["--platform", "web", "--px-means", "device", *rule, "--width", f"{floor}px", "--scale", repr(dpr), "--json"]
        run = subprocess.run([binary, *args], capture_output=True, text=True)
        cache[key] = json.loads(run.stdout) if run.returncode == 0 else None
    doc = cache[key]
    if doc is None:
        return "skip"
    top = round(top_css * dpr)
    for y, expected in sorted(expected_rows(doc).items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        line = scanline(shot, top + (round(BAND * dpr) // 2 if y is None else y))
        painted = [i for i, c in enumerate(line) if c != WHITE]
        if not painted:
            return f"nothing painted at y={y}"
        first, last = painted[0], painted[-1]
        if last - first + 1 != floor:
            return f"grid {last - first + 1} device px wide at y={y}, the container's width floored is {floor}"
        for x, (e, g) in enumerate(zip(expected, line[first:last + 1])):
            if e != g:
                moved = edge_offset(expected, line[first:last + 1])
                return f"at x={x}, y={y} of {floor} px: expected {e}, painted {g}" + \
                    (f" (edges moved by up to {moved} px)" if moved is not None else " (not the same cells)")
    return None


def runs(line):
    """[(colour, first x)] of the runs of one colour along a scanline."""
    out = []
    for x, c in enumerate(line):
        if not out or out[-1][0] != c:
            out.append((c, x))
    return out


def edge_offset(expected, painted):
    """How far the painted edges are from the expected ones, in device px, when the same cells and
    gaps are painted in the same order; None when they are not."""
    a, b = runs(expected), runs(painted)
    if [c for c, _ in a] != [c for c, _ in b]:
        return None
    return max(abs(x - y) for (_, x), (_, y) in zip(a, b))


def build_page(dpr_index, ratio, workdir, name, rules_css, rules, resize=False):
    """The page of every rule in its containers: (html path, window in CSS px, plan)."""
    items, top = [], 0
    plan = []
    for r, rule in enumerate(rules):
        css = rules_css[r]
        rows = "--items" in rule
        count = int(rule[rule.index("--items") + 1]) if rows else \
            len(rule[rule.index("--tracks") + 1].split()) if "--tracks" in rule else int(rule[rule.index("--columns") + 1])
        direction = "rtl" if "rtl" in rule else "ltr"
        for width, left in containers(dpr_index, r, ratio, rtl=direction == "rtl"):
            items.append((css, f"g{r}", width, left, top, direction, count, rows))
            plan.append((rule, width, top))
            top += ROW_ITEMS if rows else ROW
    width_css = max(w + l for _, _, w, l, _, _, _, _ in items) + 8
    html = os.path.join(workdir, f"{name}.html")
    with open(html, "w") as f:
        f.write(page(items, resize))
    return html, (int(width_css) + 1, int(top + ROW) + 1), plan


def judge_page(binary, shot, ratio, name, plan):
    """(containers exact, [why not]) for one screenshot at the page's devicePixelRatio `ratio`."""
    cache, exact, bad = {}, 0, []
    for rule, width, top_css in plan:
        why = judge(binary, shot, ratio, rule, width, top_css, cache)
        if why == "skip":
            continue
        if why is None:
            exact += 1
        else:
            bad.append(f"{name} (DPR {ratio:.6g}): {' '.join(rule)} in {width} CSS px: {why}")
    return exact, bad


def only_ratios(css, ladder):
    """The rule without the @media blocks of ratios `ladder` does not list (gridcalc adds Firefox's
    ratio beside each one given: the control takes it out again)."""
    keep = {float(r) for r in ladder.split(",")}
    blocks = re.split(r"(?=@media \(min-resolution|/\* WebKit)", css)
    out = [blocks[0]]
    for block in blocks[1:]:
        m = re.search(r"--gc-dpr: ([0-9.]+);", block)
        if m is None or any(abs(float(m.group(1)) - r) < 1e-6 for r in keep):
            out.append(block)
    return "".join(out)


# Per engine: the ratios asked for (Firefox uses 60 / round(60 / r) of each, engines.Firefox.ratio),
# where the naive rule and the short ladder are tried, and the short ladder (without the page's ratio:
# for Firefox the ladder of Chromium's ratios, without Gecko's).
PLANS = {
    "Chromium": dict(dprs=["0.75", "1", "1.25", "1.33125", "1.5", "1.75", "2", "2.25", "2.5", "2.625", "2.75", "3", "3.5", "4"],
                     resize="1.5", control="2.625", short_ladder="1,2,3"),
    # WebKitGTK's ratio is GDK_SCALE: 1, 2 and 3, the ratios of every iPhone and iPad.
    "WebKit": dict(dprs=["1", "2", "3"], resize="3", control="3", short_ladder="1,2"),
    "Firefox": dict(dprs=["1", "1.25", "1.75", "2.625", "2.75", "3", "3.5"], resize="2.625", control="2.625",
                    short_ladder="1,1.5,1.75,2,2.625,2.75,3,3.5"),
}


# WebKit's page zoom (WebKitGTK's zoom_level, Safari's View › Zoom) at the ladder's browser-zoom
# factors. WebKit keeps devicePixelRatio and the `resolution` media feature at the screen's ratio
# under page zoom, so the rule lays out for a device pixel of 1/DPR CSS px where one is 1/(DPR·zoom):
# web.md says no zoom but 100 % is exact. This checks both halves of that sentence — the page's ratio
# is the screen's at every zoom, and at every zoom some container is not on device pixels — and
# prints how many happen to be.
WEBKIT_ZOOMS = [0.5, 2 / 3, 0.75, 0.8, 0.9, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]


def webkit_zoom(binary, engine, workdir, rules_css):
    """([(dpr, zoom, exact, containers)], failures) for WebKit's page zoom at DPR 2 and 3."""
    out, failures = [], []
    for i, dpr in ((1, "2"), (2, "3")):
        # The first six rules (a page zoomed 3 times at DPR 3 must stay under the snapshot's 32767 px).
        pages = [build_page(i, float(dpr) * z, workdir, f"zoom-{dpr}-{n}", rules_css[:6], RULES[:6]) for n, z in enumerate(WEBKIT_ZOOMS)]
        shots, ratio = engine.shots(dpr, [(html, window) for html, window, _ in pages], workdir, zoom=WEBKIT_ZOOMS)
        if ratio != float(dpr):
            failures.append(f"WebKit at DPR {dpr} under page zoom gave the page devicePixelRatio {ratio}: web.md's reason no longer holds")
        for zoom, (_, _, plan), shot in zip(WEBKIT_ZOOMS, pages, shots):
            exact, bad = judge_page(binary, shot, float(dpr) * zoom, "zoom", plan)
            out.append((dpr, zoom, exact, exact + len(bad)))
            if not bad:
                failures.append(f"WebKit at DPR {dpr}, page zoom {zoom:.4g}: every container exact, but web.md says it is not")
    return out, failures


def run_engine(binary, engine, workdir, rules_css):
    """(containers exact, ratios, failures, [(control, containers caught)]) in one engine."""
    plan = PLANS[engine.name]
    total, failures, controls, ratios = 0, [], [], []
    for i, dpr in enumerate(plan["dprs"]):
        tag = f"{engine.name.lower()}-{dpr}"
        pages = [build_page(i, engine.ratio(dpr), workdir, f"fluid-{tag}", rules_css, RULES)]
        if dpr == plan["resize"]:
            pages.append(build_page(i, engine.ratio(dpr), workdir, f"fluid-resized-{tag}", rules_css, RULES, resize=True))
        if dpr == plan["control"]:
            # Negative control 1: a naive repeat(N, 1fr) with the same gap, in the same containers.
            naive_rules = [["--columns", "7", "--spacing", "1px", "--strategy", "widen", "--distribute", "spread"]]
            naive_css = [f".g0 {{ display: grid; box-sizing: border-box; width: 100%; grid-template-columns: repeat(7, 1fr); column-gap: calc(1px / {dpr}); }}"]
            pages.append(build_page(i, engine.ratio(dpr), workdir, f"naive-{tag}", naive_css, naive_rules))
            # Negative control 2: the fluid rule made for a ladder without the page's ratio.
            short = only_ratios(fluid_rule(binary, RULES[1], 0, ladder=plan["short_ladder"]), plan["short_ladder"])
            pages.append(build_page(i, engine.ratio(dpr), workdir, f"missing-{tag}", [short], [RULES[1]]))
            if engine.name == "WebKit":
                # Negative control 3: the rule without its WebKit block (24 columns, 1.2's rule at DPR 3).
                bare = rules_css[7].split("/* WebKit")[0].replace(".g7", ".g0")
                pages.append(build_page(i, engine.ratio(dpr), workdir, f"bare-{tag}", [bare], [RULES[7]]))
        shots, ratio = engine.shots(dpr, [(html, window) for html, window, _ in pages], workdir)
        if abs(ratio - engine.ratio(dpr)) > 1e-9:
            failures.append(f"{engine.name} asked for DPR {dpr} gave the page {ratio}, expected {engine.ratio(dpr)}")
            continue
        ratios.append(ratio)
        for n, ((html, _, page_plan), shot) in enumerate(zip(pages, shots)):
            name = os.path.basename(html)[:-5]
            control = name.startswith(("naive", "missing", "bare"))
            exact, bad = judge_page(binary, shot, ratio, name, page_plan)
            if control:
                what = "a naive repeat(7, 1fr)" if name.startswith("naive") else "the rule without its WebKit block" if name.startswith("bare") \
                    else f"a ladder without DPR {ratio:.6g} (--scale {plan['short_ladder']})"
                controls.append((what, len(bad)))
                continue
            total += exact
            failures += bad
            if exact < 100 and not bad:
                failures.append(f"{name}: only {exact} containers checked, expected at least 100")
        print(f"fluid css: {engine.name} DPR {ratio:.6g}: {total} containers exact so far", file=sys.stderr)
    return total, ratios, failures, controls


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    workdir = tempfile.mkdtemp(prefix="gridcalc-fluid-")
    rules_css = [fluid_rule(binary, rule, i) for i, rule in enumerate(RULES)]
    failures, lines = [], []
    try:
        for engine in engines.chosen():
            exact, ratios, bad, controls = run_engine(binary, engine, workdir, rules_css)
            failures += bad
            for what, caught in controls:
                if caught == 0:
                    failures.append(f"{engine.name}: negative control not caught: {what} painted exactly everywhere")
            lines.append(f"{engine.name} {exact} containers exact at {len(ratios)} DPRs ({', '.join(f'{r:.6g}' for r in ratios)})"
                         + "; controls " + ", ".join(f"'{what}' caught in {caught}" for what, caught in controls))
            if engine.name == "WebKit":
                zoomed, bad = webkit_zoom(binary, engine, workdir, rules_css)
                failures += bad
                for dpr in ("2", "3"):
                    counts = ", ".join(f"{z * 100:.0f}% {e}/{n}" for d, z, e, n in zoomed if d == dpr)
                    lines.append(f"WebKit page zoom at DPR {dpr} (devicePixelRatio stays {dpr}; not exact, as web.md says): exact by chance {counts}")
    finally:
        if not failures:
            shutil.rmtree(workdir, ignore_errors=True)
    if failures:
        print("\n".join(failures[:12]), file=sys.stderr)
        raise SystemExit(f"fluid css: {len(failures)} failures; pages kept in {workdir}")
    print(f"fluid css ({len(RULES)} rules, one page per engine resized after load): " + "; ".join(lines))


if __name__ == "__main__":
    main()
