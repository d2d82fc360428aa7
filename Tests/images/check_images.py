#!/usr/bin/env python3
"""`gridcalc check --image` against screenshots a real browser paints, and against rsvg-convert.

1. Chromium (headless, --force-device-scale-factor) at devicePixelRatio 1, 1.5, 2, 2.625 and 3
   screenshots pages 400 CSS px wide (device px: 400 × DPR, whole at each ratio) holding two rows of
   seven cells, 1 device px apart, laid out by:
     fixed    gridcalc's `--format css --width 400css` at the DPR     -> must pass
     fluid    gridcalc's fluid `--format css` (no width)              -> must pass
     photo    fixed, the cells filled with a photo-like texture       -> must pass
     naive    `repeat(7, 1fr)`, gap 1/DPR CSS px                      -> the verdict the screenshot's own
              columns give (read here with libpng's pngtopnm): fail where they are not the design's
     gap-1css fixed with `column-gap: 1px` (a CSS px, not a device px)   -> fail with `gap` (pass at DPR 1)
     wider    fixed, the third cell 1 device px wider                 -> fail at the third cell
     shifted  fixed, the fourth cell `transform: translateX(0.5px)`   -> `blurred` where 0.5 × DPR is not
              whole, else the cell off by that many px (`mismatch` x)
     missing  fixed, the fifth cell `visibility: hidden`              -> fail: no cell in column 5
   each judged by `gridcalc check --image <shot> --columns 7 --spacing 1px --scale <DPR> --format json`.
2. Round trip: gridcalc's own `--format svg` rasterised by rsvg-convert passes with the same design
   and fails with one column more or 1px more spacing.
3. Negative controls: the fixed page judged with --columns 6 and with --spacing 2px must fail.

usage: check_images.py <gridcalc binary>
"""
import concurrent.futures, json, os, random, shutil, struct, subprocess, sys, tempfile, zlib, base64

DPRS = ["1", "1.5", "2", "2.625", "3"]
WIDTH_CSS, HEIGHT_CSS = 400, 120
DESIGN = ["--columns", "7", "--spacing", "1px"]
KINDS = ["fixed", "fluid", "photo", "naive", "gap-1css", "wider", "shifted", "missing"]


def gridcalc(binary, args):
    return subprocess.run([binary, *args], capture_output=True, text=True)


def write_png(path, width, height, rgb_rows):
    raw = b"".join(b"\x00" + bytes(row) for row in rgb_rows)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def texture(width, height, seed):
    """A photo-like texture: smooth colour fields (low-frequency sines) with grain, never white."""
    rnd = random.Random(seed)
    waves = [(rnd.uniform(0.02, 0.09), rnd.uniform(0.02, 0.09), rnd.uniform(0, 6.3)) for _ in range(3)]
    import math
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            for c, (fx, fy, ph) in enumerate(waves):
                v = 40 + 80 * (1 + math.sin(fx * x + fy * y + ph + c)) + rnd.randint(-12, 12)
                row.append(max(0, min(215, int(v))))
        rows.append(row)
    return rows


def read_ppm(path):
    """(width, height, rgb bytes) of a PNG, decoded by libpng (pngtopnm), alpha dropped."""
    ppm = subprocess.run(["pngtopnm", path], capture_output=True, check=True).stdout
    parts, pos = [], 0
    while len(parts) < 4:
        while ppm[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not ppm[end:end + 1].isspace():
            end += 1
        parts.append(ppm[pos:end])
        pos = end
    w, h = int(parts[1]), int(parts[2])
    return w, h, ppm[pos + 1:]


def painted_columns(path):
    """The runs of non-white pixels on the scanline through the first row of cells (independent of gridcalc)."""
    w, h, rgb = read_ppm(path)
    y = h // 4
    runs, start = [], None
    for x in range(w + 1):
        white = x == w or rgb[(y * w + x) * 3:(y * w + x) * 3 + 3] == b"\xff\xff\xff"
        if not white and start is None:
            start = x
        if white and start is not None:
            runs.append((start, x))
            start = None
    return runs


def css_for(binary, kind, dpr, texture_uri):
    d = float(dpr)
    fixed = gridcalc(binary, ["--platform", "web", "--px-means", "device", "--scale", dpr, "--width", f"{WIDTH_CSS}css", *DESIGN, "--format", "css"])
    fluid = gridcalc(binary, ["--platform", "web", "--px-means", "device", *DESIGN, "--format", "css"])
    for run in (fixed, fluid):
        if run.returncode != 0:
            raise SystemExit(f"gridcalc css: {run.stderr}")
    cell = ".grid > div { height: 40px; background: rgb(30, 90, 200); }"
    extra = {
        "fixed": "", "fluid": "", "naive": "",
        "photo": f".grid > div {{ background: url({texture_uri}) center / cover; }}",
        "gap-1css": ".grid { column-gap: 1px !important; }",
        "wider": f".grid > div:nth-child(7n+3) {{ width: calc(100% + {1 / d}px); }}",
        "shifted": ".grid > div:nth-child(7n+4) { transform: translateX(0.5px); }",
        "missing": ".grid > div:nth-child(7n+5) { visibility: hidden; }",
    }[kind]
    if kind == "fluid":
        grid = fluid.stdout
    elif kind == "naive":
        grid = f".grid {{ display: grid; grid-template-columns: repeat(7, 1fr); column-gap: {1 / d}px; }}"
    else:
        grid = fixed.stdout
    return grid + "\n" + cell + "\n" + extra


def render(binary, workdir, index, dpr, kind, texture_uri):
    css = css_for(binary, kind, dpr, texture_uri)
    page = os.path.join(workdir, f"page-{index}.html")
    with open(page, "w") as f:
        f.write(f"<!doctype html><html><head><style>html,body{{margin:0;padding:0;background:#fff;}} body{{width:{WIDTH_CSS}px;}}"
                f" .grid {{ row-gap: 8px; margin-top: 12px; }}\n{css}</style></head><body><div class=\"grid\">"
                + "<div></div>" * 14 + "</div></body></html>")
    png = os.path.join(workdir, f"shot-{index}-{kind}-{dpr}.png")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    run = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                          f"--force-device-scale-factor={dpr}", f"--window-size={WIDTH_CSS},{HEIGHT_CSS}",
                          f"--user-data-dir={os.path.join(workdir, 'profile-' + str(index))}", f"--screenshot={png}",
                          "file://" + page], capture_output=True, text=True, timeout=120)
    if run.returncode != 0 or not os.path.exists(png):
        raise SystemExit(f"chromium failed on {kind} at DPR {dpr}: {run.stderr[-1500:]}")
    return png


def judge(binary, png, args):
    run = gridcalc(binary, ["check", "--image", png, *args, "--format", "json"])
    if run.returncode not in (0, 1) or run.stderr.strip():
        raise SystemExit(f"check --image {png} {' '.join(args)}: exit {run.returncode}: {run.stderr}")
    return run.returncode, json.loads(run.stdout)


def errors(document):
    return [f for f in document["findings"] if f["severity"] == "error"]


def design_columns(binary, width_px, dpr):
    run = gridcalc(binary, ["--width", f"{width_px}px", "--scale", dpr, *DESIGN, "--json"])
    return [(c["x"]["px"], c["x"]["px"] + c["width"]["px"]) for c in json.loads(run.stdout)["columns"]]


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    workdir = tempfile.mkdtemp(prefix="gridcalc-images-")
    tex = os.path.join(workdir, "texture.png")
    write_png(tex, 96, 96, texture(96, 96, 7))
    uri = "data:image/png;base64," + base64.b64encode(open(tex, "rb").read()).decode()
    jobs = [(dpr, kind) for dpr in DPRS for kind in KINDS]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        shots = list(pool.map(lambda job: render(binary, workdir, job[0], job[1][0], job[1][1], uri), enumerate(jobs)))
    failures, counts = [], {}
    for (dpr, kind), png in zip(jobs, shots):
        d = float(dpr)
        code, doc = judge(binary, png, DESIGN + ["--scale", dpr])
        found = errors(doc)
        kinds = sorted({f["kind"] for f in found})
        expect_fail, wanted = False, None
        if kind == "naive":
            width_px = round(WIDTH_CSS * d)
            expect_fail = painted_columns(png) != design_columns(binary, width_px, dpr)
        elif kind == "gap-1css":
            expect_fail, wanted = d != 1, "gap"
        elif kind == "wider":
            expect_fail, wanted = True, "at column 3"
        elif kind == "shifted":
            expect_fail, wanted = True, ("blurred" if (0.5 * d) % 1 else "mismatch")
        elif kind == "missing":
            expect_fail, wanted = True, "no cell"
        ok = (code == 1) == expect_fail and (code == 1) == bool(found)
        if ok and wanted == "at column 3":
            ok = any(f["kind"] in ("mismatch", "gap") and any(i % 7 == 2 for i in ([f["frame"]] if "frame" in f else f.get("frames", []))) for f in found)
        elif ok and wanted == "no cell":
            ok = any("no cell where the design has column 5" in f["message"] for f in found)
        elif ok and wanted and expect_fail:
            ok = wanted in kinds
        if not ok:
            failures.append(f"DPR {dpr} {kind}: exit {code}, expected {'a failure' if expect_fail else 'a pass'}"
                            f"{' with ' + wanted if wanted and expect_fail else ''}; found {[f['message'] for f in found][:3]} ({png})")
        counts[(kind, code)] = counts.get((kind, code), 0) + 1
    # Negative controls: the design differs by a column or 1px of spacing.
    fixed = shots[jobs.index(("2", "fixed"))]
    controls = {
        "the fixed page with --columns 8": judge(binary, fixed, ["--columns", "8", "--spacing", "1px", "--scale", "2"])[0] == 1,
        "the fixed page with --spacing 2px": judge(binary, fixed, ["--columns", "7", "--spacing", "2px", "--scale", "2"])[0] == 1,
    }
    # Round trip through rsvg-convert: gridcalc's own SVG at 3x.
    svg = os.path.join(workdir, "grid.svg")
    run = gridcalc(binary, ["--width", "414", "--scale", "3", "--columns", "7", "--spacing", "1px", "--format", "svg"])
    with open(svg, "w") as f:
        f.write(run.stdout)
    raster = os.path.join(workdir, "grid.png")
    subprocess.run(["rsvg-convert", "-o", raster, svg], check=True)
    w, _, _ = read_ppm(raster)
    round_trip = {
        # Its cells touch across 1px lines of their own colour (the gaps): each line is a divider,
        # and all 7 cells are judged, in the whole picture and in --region auto's bands.
        "same design passes": all(judge(binary, raster, ["--columns", "7", "--spacing", "1px", "--scale", "3", *region])[0] == 0
                                  and judge(binary, raster, ["--columns", "7", "--spacing", "1px", "--scale", "3", *region])[1]["judged"]["cells"] == 7
                                  for region in ([], ["--region", "auto"])),
        "one column more fails": judge(binary, raster, ["--columns", "8", "--spacing", "1px", "--scale", "3"])[0] == 1,
        "1px more spacing fails": judge(binary, raster, ["--columns", "7", "--spacing", "2px", "--scale", "3"])[0] == 1,
    }
    missed = [what for what, caught in {**controls, **round_trip}.items() if not caught]
    if failures or missed:
        print("\n".join(failures[:16]), file=sys.stderr)
        raise SystemExit(f"images: {len(failures)} failures of {len(jobs)} screenshots; not as expected: {missed}; kept in {workdir}")
    shutil.rmtree(workdir, ignore_errors=True)
    summary = ", ".join(f"{kind} {sum(n for (k, c), n in counts.items() if k == kind and c == 0)} pass/"
                        f"{sum(n for (k, c), n in counts.items() if k == kind and c == 1)} fail" for kind in KINDS)
    print(f"images: {len(jobs)} Chromium screenshots at {len(DPRS)} DPRs ({', '.join(DPRS)}), each verdict as expected: {summary}; "
          f"rsvg round trip of a {w}px SVG: {len(round_trip)} cases; {len(controls)} negative controls caught")


if __name__ == "__main__":
    main()
