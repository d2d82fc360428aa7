#!/usr/bin/env python3
"""`gridcalc check --image` on the corpus (corpus.py): grids drawn as real screens draw them, the
truth computed there.

Every scene — 7 kinds × scales 1, 2, 3 × correct and 3 defects — is judged with its design in the
three ways a user draws the region:
  tight    --region around the cells exactly (no inset)
  margin   the whole image, the margins given as --inset-leading and --inset-trailing
  auto     --region auto, the margins as insets (a heading, labels, an axis line left out)
and must give the verdict the truth gives:
  correct  exit 0; a scene with a text-only cell (the pagination's ellipsis) fails only with
           `unseen` at that cell
  wider    exit 1 with a `mismatch` of width at the wider cell
  moved    exit 1 naming the moved cell (its x, or the gap before it)
  missing  exit 1 naming the missing cell (no cell where the design has its column, in its row)
  taller   exit 1 with a `mismatch` of height at the cell (in the last row)
  lower    exit 1 with a `mismatch` of y or height at the cell (in the last row)
  half-right, half-down  exit 1 with `blurred` at the cell's left or right (top or bottom) edge —
           in a browser, which snaps a box's fractional position to a device pixel, or the cell
           moved by one (x or the gap before it; y or height)
  text only  (cells of the page's colour, their text alone): never a pass — `unseen` at the cells,
           or nothing judged
and no error in another row. Scaled copies (the 3x screenshots scaled to 2.3x by netpbm's
pnmscale, as a snapshot tool writes a smaller copy) must fail, photos with `blurred`. Negative controls: correct scenes judged with one column more, or 1px
more spacing, must fail.

usage: check_corpus.py <gridcalc> [--browsers] [--kinds=a,b]   (--browsers: the same scenes as HTML
pages in Chromium and Firefox at DPR 1, 2 and 3, instead of rsvg-convert; --kinds: only those)
"""
import concurrent.futures, json, os, re, shutil, struct, subprocess, sys, tempfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "css"))
import corpus  # noqa: E402

MODES = ["tight", "margin", "auto"]


def write_png(path, width, height, rgb):
    raw = b"".join(b"\x00" + rgb[y * width * 3:(y + 1) * width * 3] for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def rasterise(scene, workdir, zoom=None):
    svg = os.path.join(workdir, scene.name + ".svg")
    png = os.path.join(workdir, scene.name + ("" if zoom is None else f"-zoom{zoom}") + ".png")
    with open(svg, "w") as f:
        f.write(scene.svg())
    subprocess.run(["rsvg-convert", "-z", str(zoom or scene.scale), "-o", png, svg], check=True)
    return png


def thumbnail(png, scene, scale):
    """The 3x screenshot scaled to `scale` (whole px: the image is a multiple of 10pt) by netpbm's
    pnmscale, which averages the pixels each new one covers — a snapshot tool's smaller copy."""
    out = png[:-4] + f"-scaled{scale}.png"
    width, height = round(scene.image_width_pt * scale), round(scene.height_pt * scale)
    ppm = subprocess.run(["pngtopnm", "-mix", png], capture_output=True, check=True).stdout
    scaled = subprocess.run(["pnmscale", "-xsize", str(width), "-ysize", str(height)], input=ppm, capture_output=True, check=True).stdout
    with open(out, "wb") as f:
        f.write(subprocess.run(["pnmtopng"], input=scaled, capture_output=True, check=True).stdout)
    return out


def region_args(scene, mode):
    x, y, w, h = scene.container_px()
    if mode == "tight":
        return ["--region", f"{x},{y},{w},{h}"]
    trailing_px = scene.image_width_pt * scene.scale - x - w
    return (["--region", "auto"] if mode == "auto" else []) + ["--inset-leading", f"{scene.margin_pt}pt", "--inset-trailing", f"{trailing_px}px"]


def judge(binary, png, args):
    run = subprocess.run([binary, "check", "--image", png, *args, "--format", "json"], capture_output=True, text=True)
    if run.returncode not in (0, 1) or run.stderr.strip():
        raise SystemExit(f"check --image {png} {' '.join(args)}: exit {run.returncode}: {run.stderr[-800:]}")
    return run.returncode, json.loads(run.stdout)


def place(finding):
    """(row, cell) from 1 that a finding names: its frame's label ("row 2, cell 3 at …"), or for a
    cell the design has and the screenshot lacks, its message ("row 2 (y …): no cell where the design
    has column 3")."""
    label = (finding.get("source") or {}).get("label") or ""
    m = re.match(r"row (\d+), cell (\d+) ", label)
    if m:
        return int(m.group(1)), int(m.group(2))
    m = re.match(r"row (\d+) \(y [^)]*\): no cell where the design has column (\d+) ", finding["message"])
    return (int(m.group(1)), int(m.group(2))) if m else (None, None)


def verdict(scene, code, document, engine=False):
    """None when the verdict is the truth's, else what is wrong."""
    errors = [f for f in document["findings"] if f["severity"] == "error"]
    text = {tuple(x + 1 for x in scene.slots[i]) for i in scene.text_cells}

    def excused(f):
        # A cell of text only is unseen; a screen of nothing else may be nothing judged.
        return (f["kind"] == "unseen" and place(f) in text) or (f["kind"] == "nothing-judged" and len(text) == len(scene.slots))
    if scene.defect is None:
        unexpected = [f for f in errors if not excused(f)]
        expected_code = 1 if scene.text_cells else 0
        if code != expected_code or unexpected:
            return f"exit {code}, expected {expected_code}: {[f['message'][:100] for f in unexpected][:3]}"
        return None
    row, column = (v + 1 for v in scene.slots[scene.at])

    def names(f):
        if place(f) != (row, column):
            return False
        if scene.defect == "wider":
            return f["kind"] == "mismatch" and f.get("edge") == "width"
        if scene.defect == "moved":
            return (f["kind"] == "mismatch" and f.get("edge") == "x") or f["kind"] == "gap"
        if scene.defect == "taller":
            return f["kind"] == "mismatch" and f.get("edge") == "height"
        if scene.defect == "lower":
            return f["kind"] == "mismatch" and f.get("edge") in ("y", "height")
        if scene.defect in ("half-right", "half-down"):
            if f["kind"] == "blurred" and f.get("edge") in (("left", "right") if scene.defect == "half-right" else ("top", "bottom")):
                return True
            # A browser snaps a box's fractional position to a device pixel: moved by one, not blurred.
            moved = ("x",) if scene.defect == "half-right" else ("y", "height")
            return engine and ((f["kind"] == "mismatch" and f.get("edge") in moved) or (scene.defect == "half-right" and f["kind"] == "gap"))
        # No cell where the design has it, or what stands in its place (the panel's line colour
        # showing through a missing tile) read as a cell that fails.
        return True
    elsewhere = [f for f in errors if place(f)[0] != row and not excused(f)]
    if code != 1 or not any(names(f) for f in errors) or elsewhere:
        return (f"exit {code}; expected a failure naming row {row}, cell {column} ({scene.defect}): "
                f"{[f['message'][:100] for f in (elsewhere or errors)][:3]}")
    return None


def browser_shots(scenes, workdir):
    """Each scene's screenshot in Chromium and Firefox: the scenes of a kind and a scale stacked in
    one page (corpus.html_page), one screenshot each, cut back into one PNG per scene."""
    import engines
    pngs = {}
    for engine in (engines.Chromium(), engines.Firefox()):
        for scale in corpus.SCALES:
            groups = [g for g in ([s for s in scenes if s.scale == scale and s.kind == kind] for kind in corpus.KINDS) if g]
            pages = []
            for n, group in enumerate(groups):
                html = os.path.join(workdir, f"{engine.name}-{scale}-{n}.html")
                with open(html, "w") as f:
                    f.write(corpus.html_page(group))
                pages.append((html, (max(s.image_width_pt for s in group), sum(s.height_pt for s in group))))
            shots, ratio = engine.shots(str(scale), pages, workdir)
            if abs(ratio - scale) > 1e-6:
                raise SystemExit(f"{engine.name} gave devicePixelRatio {ratio}, asked {scale}")
            for group, (w, h, rgb) in zip(groups, shots):
                top = 0
                for s in group:
                    width, height = s.image_width_pt * scale, s.height_pt * scale
                    rows = b"".join(rgb[(y * w) * 3:(y * w + width) * 3] for y in range(top, top + height))
                    png = os.path.join(workdir, f"{engine.name}-{s.name}.png")
                    write_png(png, width, height, rows)
                    pngs[(engine.name, s.name)] = png
                    top += height
    return pngs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        raise SystemExit(__doc__)
    binary, browsers = args[0], "--browsers" in sys.argv
    only = [a.split("=", 1)[1].split(",") for a in sys.argv[1:] if a.startswith("--kinds=")]
    workdir = tempfile.mkdtemp(prefix="gridcalc-corpus-")
    scenes = corpus.scenes(kinds=only[0]) if only else corpus.scenes()
    if browsers:
        shots = browser_shots(scenes, workdir)
        jobs = [(engine, s, shots[(engine, s.name)], mode) for (engine, name) in shots for s in scenes if s.name == name for mode in MODES]
    else:
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            pngs = list(pool.map(lambda s: rasterise(s, workdir), scenes))
        jobs = [("rsvg", s, png, mode) for s, png in zip(scenes, pngs) for mode in MODES]

    def run(job):
        source, scene, png, mode = job
        code, document = judge(binary, png, scene.design() + region_args(scene, mode))
        return job, verdict(scene, code, document, engine=source != "rsvg")
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(run, jobs))
    failures, counts = [], {}
    for (source, scene, png, mode), wrong in results:
        key = (scene.kind, "correct" if scene.defect is None else "broken")
        n, ok = counts.get(key, (0, 0))
        counts[key] = (n + 1, ok + (wrong is None))
        if wrong:
            failures.append(f"{source} {scene.name} ({mode}): {wrong} [{png}]")
    # Scaled copies: blurred, never a pass.
    scaled, scaled_kinds = 0, {}
    if not browsers:
        for scene in [s for s in scenes if s.scale == 3 and s.defect in (None, "wider") and s.kind in ("cards", "photos", "chips", "dashboard")]:
            png = thumbnail(rasterise(scene, workdir), scene, 2.3)
            design = scene.design()[:-1] + ["2.3"]
            trailing_pt = scene.image_width_pt - scene.margin_pt - scene.width_px / scene.scale
            code, document = judge(binary, png, design + ["--region", "auto", "--inset-leading", f"{scene.margin_pt}pt", "--inset-trailing", f"{trailing_pt:g}pt"])
            kinds = {f["kind"] for f in document["findings"] if f["severity"] == "error"}
            scaled += 1
            # Never a pass; and photos (no shadow, no line between cells) say why: blurred. Shadowed
            # cards, outlined chips and tiles between lines are not yet read as blurred (Docs/check-images.md).
            if code != 1 or (scene.kind == "photos" and "blurred" not in kinds):
                failures.append(f"scaled copy of {scene.name} (2.3x): exit {code}, errors {sorted(kinds)}, expected a failure"
                                + (" with blurred" if scene.kind == "photos" else "") + f" [{png}]")
            scaled_kinds.setdefault(scene.kind, set()).update(kinds)
    # Negative controls: a design one column more, or 1px more spacing, fails on correct scenes.
    controls = 0
    for (source, scene, png, mode), _ in results:
        if scene.defect is None and mode == "margin" and not scene.text_cells:
            design = scene.design()
            wrong_columns = ["--columns", str(scene.columns + 1)] + design[2:]
            spacing = design[3]
            wrong_spacing = design[:3] + ([f"{scene.gap_px + 1}px"] if spacing.endswith("px") else [f"{scene.gap_pt * scene.scale + 1}px"]) + design[4:]
            for wrong in (wrong_columns, wrong_spacing):
                controls += 1
                code, _ = judge(binary, png, wrong + region_args(scene, mode))
                if code != 1:
                    failures.append(f"{source} {scene.name}: passed with the wrong design {' '.join(wrong)} [{png}]")
    summary = "; ".join(f"{kind} {counts[(kind, 'correct')][1]}/{counts[(kind, 'correct')][0]} correct judged right, "
                        f"{counts.get((kind, 'broken'), (0, 0))[1]}/{counts.get((kind, 'broken'), (0, 0))[0]} broken failing at their cell"
                        for kind in (only[0] if only else corpus.KINDS))
    what = "Chromium and Firefox pages" if browsers else "rsvg-convert renders"
    if failures:
        print("\n".join(failures[:20 if not only else 200]), file=sys.stderr)
        raise SystemExit(f"corpus ({what}): {len(failures)} verdicts not the truth's of {len(results) + scaled + controls}; {summary}; kept in {workdir}")
    shutil.rmtree(workdir, ignore_errors=True)
    print(f"corpus ({what}): {len(results)} judgements of {len(results) // len(MODES)} screenshots in {len(MODES)} region modes, "
          f"each the truth's — {summary}" + (f"; {scaled} scaled copies failing (" + ", ".join(f"{k}: {'/'.join(sorted(v))}" for k, v in scaled_kinds.items()) + ")" if scaled else "") + f"; {controls} negative controls caught")


if __name__ == "__main__":
    main()
