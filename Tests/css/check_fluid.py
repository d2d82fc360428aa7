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
import json, os, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_browser import screenshot, WHITE, BLUE, RED, GREEN  # noqa: E402

DPRS = ["1", "1.25", "1.5", "1.75", "2", "2.625", "3", "3.5"]
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


def containers(dpr, rule_index):
    """(width, left offset) in CSS px for one rule at one DPR: widths whose device px are not within
    1/64 of a whole pixel (so the floor is unambiguous), at offsets with a fraction."""
    out = []
    for k, width in enumerate(WIDTHS):
        w = width + 0.37 * ((rule_index * 7 + k * 3 + DPRS.index(dpr)) % 5)
        device = w * float(dpr)
        if abs(device - round(device)) < 0.03 and device != round(device):
            w += 0.11
        out.append((round(w, 4), round(1 + 0.29 * ((k + rule_index) % 7), 3)))
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


def page_screenshot(html_text, dpr, workdir, name, width_css, height_css):
    html = os.path.join(workdir, f"{name}.html")
    with open(html, "w") as f:
        f.write(html_text)
    png = os.path.join(workdir, f"{name}.png")
    shot = screenshot(html, png, dpr, (int(width_css) + 1, int(height_css) + 1), os.path.join(workdir, "profile-" + name),
                      extra=("--virtual-time-budget=2000",))
    os.remove(png + ".ppm")
    os.remove(png)
    return shot


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
    floor = int(width_css * float(dpr) + 1e-9)
    key = (tuple(rule), floor)
    if key not in cache:
        args = ["--platform", "web", "--px-means", "device", *rule, "--width", f"{floor}px", "--scale", dpr, "--json"]
        run = subprocess.run([binary, *args], capture_output=True, text=True)
        cache[key] = json.loads(run.stdout) if run.returncode == 0 else None
    doc = cache[key]
    if doc is None:
        return "skip"
    top = round(top_css * float(dpr))
    for y, expected in sorted(expected_rows(doc).items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        line = scanline(shot, top + (round(BAND * float(dpr)) // 2 if y is None else y))
        painted = [i for i, c in enumerate(line) if c != WHITE]
        if not painted:
            return f"nothing painted at y={y}"
        first, last = painted[0], painted[-1]
        if last - first + 1 != floor:
            return f"grid {last - first + 1} device px wide at y={y}, the container's width floored is {floor}"
        for x, (e, g) in enumerate(zip(expected, line[first:last + 1])):
            if e != g:
                return f"at x={x}, y={y} of {floor} px: expected {e}, painted {g}"
    return None


def run_page(binary, dpr, workdir, name, rules_css, rules, resize=False, naive=False):
    items, top = [], 0
    plan = []
    for r, rule in enumerate(rules):
        css = rules_css[r]
        rows = "--items" in rule
        count = int(rule[rule.index("--items") + 1]) if rows else \
            len(rule[rule.index("--tracks") + 1].split()) if "--tracks" in rule else int(rule[rule.index("--columns") + 1])
        direction = "rtl" if "rtl" in rule else "ltr"
        for width, left in containers(dpr, r):
            items.append((css, f"g{r}", width, left, top, direction, count, rows))
            plan.append((rule, width, top))
            top += ROW_ITEMS if rows else ROW
    width_css = max(w + l for _, _, w, l, _, _, _, _ in items) + 8
    shot = page_screenshot(page(items, resize), dpr, workdir, name, width_css, top + ROW)
    cache, exact, bad = {}, 0, []
    for rule, width, top_css in plan:
        why = judge(binary, shot, dpr, rule, width, top_css, cache)
        if why == "skip":
            continue
        if why is None:
            exact += 1
        else:
            bad.append(f"DPR {dpr} {name}: {' '.join(rule)} in {width} CSS px: {why}")
    return exact, bad


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    workdir = tempfile.mkdtemp(prefix="gridcalc-fluid-")
    total, failures, controls = 0, [], []
    rules_css = [fluid_rule(binary, rule, i) for i, rule in enumerate(RULES)]
    try:
        for dpr in DPRS:
            exact, bad = run_page(binary, dpr, workdir, f"fluid-{dpr}", rules_css, RULES)
            total += exact
            failures += bad
            print(f"fluid css: DPR {dpr}: {exact} containers exact, {len(bad)} not", file=sys.stderr)
            if exact < 100 and not bad:
                failures.append(f"DPR {dpr}: only {exact} containers checked, expected at least 100")
        exact, bad = run_page(binary, "1.5", workdir, "fluid-resized-1.5", rules_css, RULES, resize=True)
        total += exact
        failures += bad
        print(f"fluid css: DPR 1.5 resized after load: {exact} containers exact, {len(bad)} not", file=sys.stderr)
        # Negative control 1: a naive repeat(N, 1fr) with the same gap, in the same containers.
        naive_rules = [["--columns", "7", "--spacing", "1px", "--strategy", "widen", "--distribute", "spread"]]
        naive_css = [".g0 { display: grid; box-sizing: border-box; width: 100%; grid-template-columns: repeat(7, 1fr); column-gap: calc(1px / 2.625); }"]
        exact, bad = run_page(binary, "2.625", workdir, "naive-2.625", naive_css, naive_rules)
        controls.append(("a naive repeat(7, 1fr)", len(bad)))
        # Negative control 2: the fluid rule made for a ladder without the page's DPR.
        missing_css = [fluid_rule(binary, RULES[1], 0, ladder="1,2,3")]
        exact, bad = run_page(binary, "2.625", workdir, "missing-2.625", missing_css, [RULES[1]])
        controls.append(("a ladder without DPR 2.625", len(bad)))
    finally:
        if not failures:
            shutil.rmtree(workdir, ignore_errors=True)
    for what, caught in controls:
        if caught == 0:
            failures.append(f"negative control not caught: {what} painted exactly everywhere")
    if failures:
        print("\n".join(failures[:12]), file=sys.stderr)
        raise SystemExit(f"fluid css: {len(failures)} failures ({total} containers exact); pages kept in {workdir}")
    print(f"fluid css: {total} containers exact at {len(DPRS)} DPRs ({len(RULES)} rules, one page resized after load); "
          + ", ".join(f"control '{what}' caught in {caught} containers" for what, caught in controls))


if __name__ == "__main__":
    main()
