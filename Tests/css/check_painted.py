#!/usr/bin/env python3
"""`gridcalc check --input-format css` against what a real browser paints (Docs/check-inputs.md).

Renders pages in headless Chromium at 8 devicePixelRatios: naive CSS grids (`repeat(N, 1fr)` with
gaps of a device pixel, none, a CSS px, half a CSS px; several rows; a container at a fractional
offset), flex rows (`flex: 1`, percentages, wrapping, fixed widths), and grids from gridcalc's own
`--format css` (columns, items in rows, rtl). A script in each page dumps getBoundingClientRect() of
the container and its cells as JSON — the recipe of Docs/ci.md — and the same run screenshots the
page. The test then reads the painted columns back from the screenshot, scanline by scanline (one
per row of cells), writes them as the expected layout in device px, and asks gridcalc to check the
rects against them:

    gridcalc check --input-format css rects.json --against painted.json --spacing Kpx --px-means device

The painted columns gridcalc's model predicts must equal the screenshot's in every page (no
`mismatch` finding), and its `gap`/`overlap` findings must be exactly the neighbours whose painted
gap, read off the screenshot, is not K px. Negative controls go through the same path and must be
caught: the rects judged at a wrong DPR, the expected columns with one edge moved by a pixel, and a
naive page read as frames in points (where the browser's fractions trip `off-grid`).

usage: check_painted.py <gridcalc binary> [Docs/ci.md]
"""
import concurrent.futures, json, os, re, shutil, subprocess, sys, tempfile

DPRS = ["1", "1.25", "1.5", "1.75", "2", "2.625", "3", "3.5"]
WHITE, BLUE, RED, GREEN = (255, 255, 255), (0, 0, 255), (255, 0, 0), (0, 160, 0)
CELL_HEIGHT = 12  # CSS px


def dump_script(doc_path):
    """The dump script of Docs/ci.md's Playwright recipe (between the `// dump-rects` markers)."""
    text = open(doc_path).read()
    match = re.search(r"// dump-rects\n(.*?)// end dump-rects", text, re.S)
    if not match:
        raise SystemExit(f"{doc_path}: no `// dump-rects` … `// end dump-rects` block")
    return match.group(1)


def gridcalc(binary, args):
    return subprocess.run([binary, *args], capture_output=True, text=True)


def page_specs(binary, dpr):
    """(name, css for .c and its cells, cell count, expected gap in device px, left offset in CSS px)."""
    d = float(dpr)
    hair = 1 / d
    out = []
    cells = ".c > div { height: %dpx; }" % CELL_HEIGHT
    for n, width, gap_css, gap_px in [(7, 1000, hair, 1), (5, 411.43, 0, 0), (12, 768, 1, round(d)), (3, 320.5, hair, 1)]:
        out.append((f"grid repeat({n}, 1fr) {width}px gap {gap_css:.4f}", f".c {{ display: grid; width: {width}px; grid-template-columns: repeat({n}, 1fr); column-gap: {gap_css}px; }} {cells}", n, gap_px, 0))
    out.append(("grid 4 columns, 10 items in 3 rows", f".c {{ display: grid; width: 599.7px; grid-template-columns: repeat(4, 1fr); gap: {hair}px; }} {cells}", 10, 1, 0))
    out.append(("grid at left 0.37px with padding", f".c {{ display: grid; width: 414px; padding: 0 {2 * hair}px; box-sizing: border-box; grid-template-columns: repeat(6, 1fr); column-gap: {hair}px; }} {cells}", 6, 1, 0.37))
    out.append(("flex 6 × flex: 1", f".c {{ display: flex; width: 599.7px; gap: {hair}px; }} .c > div {{ flex: 1 1 0; height: {CELL_HEIGHT}px; }}", 6, 1, 0))
    out.append(("flex 3 × 33.333%", f".c {{ display: flex; width: 1097.14px; }} .c > div {{ width: 33.333%; height: {CELL_HEIGHT}px; }}", 3, 0, 0))
    out.append(("flex space-between 97.3px", f".c {{ display: flex; width: 414px; justify-content: space-between; }} .c > div {{ width: 97.3px; height: {CELL_HEIGHT}px; }}", 4, 1, 0))
    out.append(("flex-wrap 25% − gap", f".c {{ display: flex; flex-wrap: wrap; width: 390.5px; column-gap: {hair}px; row-gap: {hair}px; }} .c > div {{ width: calc(25% - {0.75 * hair}px); height: {CELL_HEIGHT}px; }}", 9, 1, 0))
    # gridcalc's own CSS: columns, items in rows, rtl.
    for args, n in [(["--width", "411.43css", "--columns", "7"], 7),
                    (["--width", "1000css", "--columns", "5", "--items", "12", "--row-height", "12css"], 12),
                    (["--width", "768css", "--columns", "9", "--direction", "rtl", "--strategy", "widen", "--distribute", "spread"], 9),
                    (["--width", "599.7css", "--columns", "4", "--items", "6", "--row-height", "10css", "--span", "1:2"], 6)]:
        run = gridcalc(binary, ["--platform", "web", "--px-means", "device", "--scale", dpr, "--spacing", "1px", *args, "--format", "css"])
        if run.returncode != 0:
            raise SystemExit(f"gridcalc {' '.join(args)}: exit {run.returncode}: {run.stderr}")
        css = run.stdout.replace(".grid", ".c")
        if "--items" not in args:
            css += " " + cells
        out.append(("gridcalc " + " ".join(args), css, n, 1, 0))
    return out


def html(spec, script):
    name, css, n, _, left = spec
    return ("<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff;}"
            f" .c {{ position: absolute; left: {left}px; top: 0; background: rgb(0,0,255); }}"
            " .c > div:nth-child(odd) { background: rgb(255,0,0); } .c > div:nth-child(even) { background: rgb(0,160,0); } "
            + css + "</style></head><body><div class=\"c\">" + "<div></div>" * n + "</div>\n<script>\n" + script
            + "\nconst rects = dumpRects(document.querySelector('.c'));\n"
            "const out = document.createElement('script'); out.type = 'application/json'; out.id = 'rects';\n"
            "out.textContent = JSON.stringify(rects); document.head.appendChild(out);\n</script></body></html>")


def read_png(path):
    ppm = subprocess.run(["pngtopnm", path], capture_output=True, check=True).stdout
    fields, pos = [], 0
    while len(fields) < 4:
        while ppm[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not ppm[end:end + 1].isspace():
            end += 1
        fields.append(ppm[pos:end])
        pos = end
    width, height = int(fields[1]), int(fields[2])
    pixels = ppm[pos + 1:]
    return lambda x, y: tuple(pixels[(y * width + x) * 3:(y * width + x) * 3 + 3]) if x < width and y < height else WHITE, width


def render(workdir, index, dpr, spec, script):
    """Renders one page; returns (rects JSON, pixel reader, image width)."""
    path = os.path.join(workdir, f"page-{index}.html")
    with open(path, "w") as f:
        f.write(html(spec, script))
    png = os.path.join(workdir, f"shot-{index}.png")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    run = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                          f"--force-device-scale-factor={dpr}", "--window-size=1140,300",
                          f"--user-data-dir={os.path.join(workdir, 'profile-' + str(index))}", f"--screenshot={png}", "--dump-dom",
                          "file://" + path], capture_output=True, text=True, timeout=120)
    match = re.search(r'<script type="application/json" id="rects">(.*?)</script>', run.stdout)
    if run.returncode != 0 or not match or not os.path.exists(png):
        raise SystemExit(f"chromium failed on page {index} at DPR {dpr}: {run.stderr[-1500:]}")
    at, width = read_png(png)
    return json.loads(match.group(1)), at, width


def painted_rows(rects, at, width, dpr):
    """Per row of cells (in the rects' order): the painted [start, end) runs of cell colour on a
    scanline through the middle of the row, and the container's painted left edge."""
    d = float(dpr)
    rows = []
    for frame in rects["frames"]:
        if not rows or frame["y"] != rows[-1][0]:
            rows.append((frame["y"], frame["height"]))
    container_y = int((rects["container"]["y"] + 1) * d)
    container_left = next(x for x in range(width) if at(x, container_y) != WHITE)
    out = []
    for y, h in rows:
        line = int((y + h / 2) * d)
        runs, x = [], 0
        while x < width:
            colour = at(x, line)
            if colour in (RED, GREEN):
                start = x
                while x < width and at(x, line) == colour:
                    x += 1
                runs.append((start, x))
            else:
                x += 1
        out.append(runs)
    return out, container_left


def check(binary, workdir, index, rects, against, dpr, spacing, extra=()):
    rects_path = os.path.join(workdir, f"rects-{index}.json")
    with open(rects_path, "w") as f:
        json.dump(rects, f)
    args = ["check", "--input-format", "css", rects_path, "--spacing", f"{spacing}px", "--px-means", "device", "--format", "json", *extra]
    if against is not None:
        against_path = os.path.join(workdir, f"painted-{index}.json")
        with open(against_path, "w") as f:
            json.dump(against, f)
        args += ["--against", against_path]
    run = gridcalc(binary, args)
    if run.returncode not in (0, 1):
        raise SystemExit(f"gridcalc {' '.join(args)}: exit {run.returncode}\n{run.stderr}")
    return json.loads(run.stdout)["findings"]


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    script = dump_script(sys.argv[2] if len(sys.argv) == 3 else os.path.join(os.path.dirname(__file__), "../../Docs/ci.md"))
    workdir = tempfile.mkdtemp(prefix="gridcalc-painted-")
    jobs = [(dpr, spec) for dpr in DPRS for spec in page_specs(binary, dpr)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        rendered = list(pool.map(lambda job: render(workdir, job[0], job[1][0], job[1][1], script), enumerate(jobs)))
    failures, columns, gaps_judged, uneven_rows = [], 0, 0, 0
    controls = {"wrong DPR": False, "an expected edge moved by 1px": False, "a naive page read as frames in points": False}
    for index, ((dpr, spec), (rects, at, width)) in enumerate(zip(jobs, rendered)):
        name, _, n, spacing, _ = spec
        if len(rects["frames"]) != n or rects["dpr"] != float(dpr):
            failures.append(f"DPR {dpr} {name}: the page dumped {len(rects['frames'])} rects at dpr {rects['dpr']}")
            continue
        rows, container_left = painted_rows(rects, at, width, dpr)
        against = {"scale": 1, "container_pt": 1, "frames": [{"x": a - container_left, "width": b - a} for runs in rows for a, b in runs]}
        if len(against["frames"]) != n:
            failures.append(f"DPR {dpr} {name}: the screenshot shows {len(against['frames'])} cells, the page has {n}")
            continue
        findings = check(binary, workdir, index, rects, against, dpr, spacing)
        mismatches = [f["message"] for f in findings if f["kind"] == "mismatch"]
        if mismatches:
            failures.append(f"DPR {dpr} {name}: painted columns differ from the model: {mismatches[:3]}")
        # The independent rule: neighbours in a painted row whose gap is not the spacing.
        want_gaps = sum(1 for runs in rows for (a, b), (c, _) in zip(runs, runs[1:]) if c - b != spacing)
        got_gaps = sum(1 for f in findings if f["kind"] in ("gap", "overlap"))
        if want_gaps != got_gaps:
            failures.append(f"DPR {dpr} {name}: {got_gaps} gap/overlap findings, the screenshot has {want_gaps} gaps other than {spacing}px")
        want_uneven = sum(1 for runs in rows if runs and max(b - a for a, b in runs) - min(b - a for a, b in runs) > 1)
        if want_uneven != sum(1 for f in findings if f["kind"] == "uneven") and "span" not in name:
            failures.append(f"DPR {dpr} {name}: uneven findings differ from the screenshot's {want_uneven} uneven rows")
        columns += n
        gaps_judged += sum(len(runs) - 1 for runs in rows)
        uneven_rows += want_uneven
        # Negative controls, on the first naive grid at DPR 1.5.
        if dpr == "1.5" and name.startswith("grid repeat(7"):
            wrong = check(binary, workdir, 10_000 + index, rects, against, dpr, spacing, ["--scale", "1.25"])
            controls["wrong DPR"] = any(f["kind"] == "mismatch" for f in wrong)
            moved = json.loads(json.dumps(against))
            moved["frames"][3]["width"] += 1
            controls["an expected edge moved by 1px"] = any(f["kind"] == "mismatch" for f in check(binary, workdir, 20_000 + index, rects, moved, dpr, spacing))
            points_path = os.path.join(workdir, "points.json")
            with open(points_path, "w") as f:
                json.dump({"scale": float(dpr), "container_pt": rects["container"]["width"], "frames": rects["frames"]}, f)
            run = gridcalc(binary, ["check", "--input-format", "frames", points_path, "--spacing", f"{spacing}px", "--format", "json"])
            controls["a naive page read as frames in points"] = run.returncode == 1 and any(f["kind"] == "off-grid" for f in json.loads(run.stdout)["findings"])
    missed = [what for what, caught in controls.items() if not caught]
    if failures or missed:
        print("\n".join(failures[:12]), file=sys.stderr)
        raise SystemExit(f"painted: {len(failures)} failures, negative controls not caught: {missed}; pages kept in {workdir}")
    shutil.rmtree(workdir, ignore_errors=True)
    if len(jobs) < 100:
        raise SystemExit(f"painted: only {len(jobs)} pages, expected at least 100")
    print(f"painted: {len(jobs)} pages at {len(DPRS)} DPRs, {columns} cells predicted = screenshot, "
          f"{gaps_judged} painted gaps judged as the screenshot shows, {uneven_rows} uneven rows found, "
          f"{len(controls)} negative controls caught")


if __name__ == "__main__":
    main()
