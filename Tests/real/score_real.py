#!/usr/bin/env python3
"""`gridcalc check --image` scored on real snapshot goldens, against their measured truth.

The goldens and their truth live outside the repository, in ../shared/real-inputs (screenshots*/
and truth/*.json, measured from the pixels by scripts of their own): they belong to their authors
and are never copied here. This lane reads them when present and says it skipped otherwise.

Every golden is run the ways a user runs it:
  margin    the design from the truth (columns, spacing, insets) with a region a few px around
            the cells (the container), the margins given as insets
  tight     the design with a region drawn exactly around the cells (no inset)
  auto      --region auto with the design (the image's width: the cells' distance from its sides
            as insets)
  spacing   --spacing auto, no design, in the margin region: the columns the rows keep
  screen    --region auto --spacing auto: no design, the whole screenshot
and each run is scored against the truth:
  right        the verdict the truth gives (below)
  false pass   exit 0 on a defect, on a screen the truth is not certain of, or having judged fewer
               than 3/4 of the cells the truth lists (the worst outcome)
  false alarm  exit 1 on an exact grid
  wrong reason exit 1 on a defect without naming a kind the defect is (a blend is `blurred`; cells
               of different widths `mismatch`, `gap` or `uneven`)
  error        any other exit (a crash, a usage error): never right
What is right, from the truth:
  exact        exit 0 having judged at least 3/4 of the truth's cells; a slot the truth says holds
               only text (an ellipsis: no edge of its own) may instead fail with `unseen` alone
  forced       cells whose widths or gaps differ by a forced 1px (the container does not divide):
               with a design that does not allow it, exit 1 naming mismatch, gap or uneven;
               without a design, exit 0 or exit 1 naming those (the columns the rows keep)
  defect       exit 1 naming the defect's kind
  uncertain    (`certain: false`) exit 1: an honest unseen, nothing-judged or the blend; never 0
Then snapshot pairs (`check --against-image`): every golden against itself (no error), and against
its twins — goldens of one repository and size whose paths differ only by theme or direction words
(light/dark, ltr/rtl): never an error of the new image's own grid; between theme twins (one
direction) nothing moved, resized, added or removed.

usage: score_real.py <gridcalc> [--inputs ../shared/real-inputs] [--only img-04] [--verbose]
                     [--modes margin,tight] [--json out.json] [--require-right 0.95] [--markdown table.md]
"""
import argparse, concurrent.futures, json, os, re, struct, subprocess, sys

MODES = ["margin", "tight", "auto", "spacing", "screen"]
MARGIN_PX = 8
DESIGN_MODES = {"margin", "tight", "auto"}


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


# ---- The truth's notations, read ---------------------------------------------------------------

def numbers(value):
    """A list of numbers from the truth's notations: a list (entries like '(1404)' are slots that
    hold no cell of their own: kept as None), a number, 'A x B' (A times B), 'A + Bk, k = 0..N'."""
    if isinstance(value, (int, float)):
        return [value]
    if isinstance(value, list):
        out = []
        for v in value:
            if isinstance(v, (int, float)):
                out.append(v)
            elif isinstance(v, str) and re.fullmatch(r"\(\d+\)", v.strip()):
                out.append(None)
        return out
    if isinstance(value, str):
        m = re.match(r"\s*(\d+)\s*\+\s*(\d+)k,\s*k\s*=\s*(\d+)\.\.(\d+)", value)
        if m:
            a, b, k0, k1 = map(int, m.groups())
            return [a + b * k for k in range(k0, k1 + 1)]
        m = re.match(r"\s*(\d+)\s*x\s*(\d+)", value)
        if m:
            return [int(m.group(2))] * int(m.group(1))
        m = re.match(r"\s*(\d+)\b", value)
        if m:
            return [int(m.group(1))]
    return []


def scale_of(value):
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        m = re.match(r"\s*([\d.]+)", value)
        if m and "of device px" not in value:
            return float(m.group(1))
    return 1.0


class Case:
    """One golden: its cells (left, width) per column, the rows' vertical span, the verdict."""

    def __init__(self, name, path, size):
        self.name, self.path = name, path
        self.width, self.height = size
        self.columns = []        # (left, width), left to right; a text-only slot has its width
        self.text_slots = set()  # indices of columns that hold only text (no edge of their own)
        self.rows = None         # (top, bottom) of the grid's rows, image px
        self.row_count = 1
        self.scale = 1.0
        self.expect = "exact"    # exact, forced, defect, uncertain
        self.kinds = set()       # a defect's kinds
        self.cells = 0           # the cells the truth lists (for the 3/4 rule)
        self.skip = set()        # modes the truth says nothing of

    @property
    def span(self):
        return self.columns[0][0], self.columns[-1][0] + self.columns[-1][1]

    def spacing(self):
        gaps = [b[0] - (a[0] + a[1]) for a, b in zip(self.columns, self.columns[1:])]
        if not gaps:
            return 0
        return max(set(gaps), key=lambda g: (gaps.count(g), -g))


def defect_kinds(text):
    kinds = set()
    text = text.lower()
    if "blend" in text or "blur" in text or "fractional" in text:
        kinds.add("blurred")
    if "unequal" in text or "narrower" in text or "wider" in text or "gap 66" in text:
        kinds |= {"mismatch", "gap", "uneven"}
    return kinds


def from_first_set(entry, name, path, size):
    """screenshots.json: column_lefts/widths, grid_region, verdict exact/exact_forced/not_exact."""
    c = Case(name, path, size)
    c.columns = list(zip(entry["column_lefts"], entry["column_widths"]))
    c.scale = float(entry["scale"])
    region = entry["grid_region"]
    rows = entry.get("rows")
    tops, heights = entry.get("row_tops"), entry.get("row_heights")
    if tops and heights:
        c.rows = (tops[0], tops[-1] + heights[-1])
        c.row_count = len(tops)
    else:
        for p in entry.get("passes", []):
            if p.get("axis") == "y":
                full = [cell for cell in p["cells"] if not cell.get("partial")]
                c.rows = (full[0]["start"], full[-1]["end"])
                c.row_count = len(full)
                break
        else:
            c.rows = (region["y"], region["y"] + region["h"])
            c.row_count = rows if isinstance(rows, int) else 1
    if isinstance(rows, str) and "staggered" in rows:
        c.row_count = 1  # at least a row's worth of cells must be judged
    c.cells = len(c.columns) * c.row_count
    verdict = entry["verdict"]
    if verdict == "exact":
        c.expect = "exact"
    elif verdict == "exact_forced":
        c.expect = "forced"
    else:
        c.expect = "defect"
        c.kinds = defect_kinds(" ".join(entry.get("defects", [])))
    return c


def from_later_set(entry, name, path, size):
    """screenshots-2/-3.json: cells in several notations, rows or a region, a verdict in words."""
    c = Case(name, path, size)
    cells = entry["cells"]
    c.scale = scale_of(entry.get("scale", 1))
    lefts = numbers(cells.get("x", []))
    widths = numbers(cells.get("widths", []))
    if "runs" in cells and isinstance(cells["runs"], list):
        c.columns = [(x, w) for x, w in cells["runs"]]
    elif "row1" in cells:
        c.columns = [(x, w) for x, w in cells["row1"]]
    elif "row1_x" in cells:
        lefts, widths = cells["row1_x"], numbers(cells["widths"])
    elif "subpixel_left_edges" in cells:
        # Bars at fractional positions: the pixel columns each starts in, 8px bars.
        c.columns = [(int(x), 8) for x in cells["subpixel_left_edges"]]
    elif any(k.startswith("runs_at") for k in cells):
        c.columns = [(x, w) for x, w in next(v for k, v in cells.items() if k.startswith("runs_at"))]
    if not c.columns:
        if isinstance(cells.get("x"), str) and ".." in cells["x"] and "k" not in cells["x"]:
            start = int(cells["x"].split("..")[0])
            gaps = numbers(cells.get("gaps", []))
            lefts = [start]
            for w, g in zip(widths, gaps):
                lefts.append(lefts[-1] + w + g)
        if len(widths) == 1 and len(lefts) > 1:
            widths = widths * len(lefts)
        if len(widths) < len(lefts):
            widths = widths + [widths[-1]] * (len(lefts) - len(widths))
        # A slot written '(x)' holds no cell of its own: at the pitch between its neighbours.
        for i, x in enumerate(lefts):
            if x is None:
                lefts[i] = lefts[i - 1] + (lefts[i + 1] - lefts[i - 1]) // 2
                c.text_slots.add(i)
        c.columns = list(zip(lefts, widths))
    text = entry.get("verdict", "") + " " + json.dumps(cells)
    # Slots of text only (ellipses: glyphs on the background).
    m = re.search(r"slots? (\d+)(?: and (\d+))? (?:is|are) (?:the )?ellips", text)
    if m:
        c.text_slots |= {int(g) - 1 for g in m.groups() if g}
    if "region" in entry:
        x, y, w, h = entry["region"]
        c.rows = (y, y + h)
    elif "rows" in entry:
        rows = entry["rows"]
        if rows and isinstance(rows[0], list):
            c.rows = (rows[0][0], rows[-1][1])
            c.row_count = len(rows)
        else:
            c.rows = (rows[0], rows[1])
    elif "band_rows" in entry:
        c.rows = tuple(entry["band_rows"])
    else:
        c.rows = (0, c.height)
    if "row2" in cells or "row2_x" in cells:
        # A last row of other columns (a centred or short last row): the truth vouches for row 1 with
        # the design, so the runs that read the whole image (auto, screen, spacing) are not scored.
        row2 = cells.get("row2") or cells.get("row2_x")
        c.cells = len(c.columns) + len(row2)
        if "expected_exit_with_matching_design_row1" in entry:
            first = entry["rows"][0]
            c.rows = (first[0], first[1])
            c.row_count = 1
            c.cells = len(c.columns)
            c.skip |= {"spacing", "screen", "auto"}
    else:
        c.cells = len(c.columns) * c.row_count
    verdict = entry.get("verdict", "").lower()
    if entry.get("certain") is False:
        c.expect = "uncertain"
    elif verdict.startswith("exact"):
        c.expect = "exact"
    elif "forced" in verdict:
        c.expect = "forced"
    else:
        c.expect = "defect"
        c.kinds = set(entry.get("expect_kinds", [])) | defect_kinds(entry.get("verdict", "") + " " + entry.get("blends", ""))
    return c


def load_cases(inputs):
    cases = []
    for truth in ("screenshots.json", "screenshots-2.json", "screenshots-3.json"):
        path = os.path.join(inputs, "truth", truth)
        if not os.path.exists(path):
            continue
        folder = truth[:-5]
        for entry in json.load(open(path)):
            rel = entry.get("image") or entry.get("file")
            if not rel.endswith(".png"):
                continue  # a dump: scored by the dumps' own tests
            image = os.path.join(inputs, rel if "/" in rel else os.path.join(folder, rel))
            size = png_size(image) if os.path.exists(image) else None
            if size is None:
                continue
            name = os.path.splitext(os.path.basename(rel))[0]
            read = from_first_set if truth == "screenshots.json" else from_later_set
            cases.append(read(entry, name, image, size))
    return cases


# ---- Snapshot pairs: each golden against itself and its theme and direction twins ---------------

THEME_WORDS = {"light", "dark", "ltr", "rtl", "righttoleftlayout", "lefttorightlayout", "default", "zinc", "theme"}


def sources(inputs):
    """Each golden's (repository, path in it), from the folders' SOURCES.md (tables or sections)."""
    out = {}
    for folder in ("screenshots", "screenshots-2", "screenshots-3"):
        path = os.path.join(inputs, folder, "SOURCES.md")
        if not os.path.exists(path):
            continue
        current = None
        for line in open(path, encoding="utf-8"):
            row = re.match(r"\|\s*(img-\d+)\.png\s*\|\s*([^|]+?)\s*\|\s*`?([^|`]+?)`?\s*\|", line)
            if row:
                out[row.group(1)] = (row.group(2).strip(), row.group(3).strip())
                continue
            head = re.match(r"#+\s*(img-\d+)\.png", line.strip())
            if head:
                current = head.group(1)
                out[current] = ("", "")
            elif current:
                repo = re.search(r"repository:\s*\S*github\.com/([\w.-]+/[\w.-]+)", line)
                where = re.search(r"path:\s*`([^`]+)`", line)
                if repo:
                    out[current] = (repo.group(1), out[current][1])
                if where:
                    out[current] = (out[current][0], where.group(1))
    return out


def twins(cases, inputs):
    """Pairs of goldens of one repository and one size whose paths differ only by theme or
    direction words (light/dark, ltr/rtl): (a, b, whether only the theme differs)."""
    where = sources(inputs)

    def words(path):
        return [w for w in re.split(r"[/_.\-\[\],\s]+", path.lower()) if w]
    out = []
    for i, a in enumerate(cases):
        for b in cases[i + 1:]:
            ra, rb = where.get(a.name, ("", "")), where.get(b.name, ("", ""))
            if not ra[0] or ra[0] != rb[0] or (a.width, a.height) != (b.width, b.height):
                continue
            wa, wb = words(ra[1]), words(rb[1])
            if [w for w in wa if w not in THEME_WORDS] != [w for w in wb if w not in THEME_WORDS] or wa == wb:
                continue
            direction = lambda ws: "rtl" if "rtl" in ws or "righttoleftlayout" in ws else "ltr"
            out.append((a, b, direction(wa) == direction(wb)))
    return out


SNAPSHOT_KINDS = {"moved", "resized", "added", "removed"}


def pair(binary, reference, new, theme_only):
    """`check --against-image` of a pair; what it says that is false: an error of the new image's
    own grid, anything at all against itself, a move or a resize between theme twins."""
    reference_path = reference.path
    if reference is new:
        # The same pixels in another file: check refuses one file as both (it could only pass).
        import shutil, tempfile
        copy = tempfile.NamedTemporaryFile(suffix=".png", delete=False)
        copy.close()
        shutil.copyfile(new.path, copy.name)
        reference_path = copy.name
    cmd = [binary, "check", "--against-image", reference_path, "--format", "json", "--", new.path]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    finally:
        if reference is new:
            os.unlink(reference_path)
    try:
        doc = json.loads(p.stdout)
    except json.JSONDecodeError:
        return f"exit {p.returncode}: {p.stderr[-300:]}"
    errors = [f for f in doc["findings"] if f["severity"] == "error" and f["kind"] != "nothing-judged"]
    others = [f["kind"] for f in errors if f["kind"] not in SNAPSHOT_KINDS]
    if p.returncode not in (0, 1) or others:
        return f"exit {p.returncode}, errors {sorted(set(others))}"
    if reference is new and (p.returncode != 0 and errors):
        return f"against itself: {[f['message'][:80] for f in errors[:2]]}"
    if theme_only and errors:
        return f"theme twins: {[f['message'][:80] for f in errors[:2]]}"
    return None


# ---- Runs ---------------------------------------------------------------------------------------

def run_args(case, mode):
    """gridcalc's arguments for `mode`, or None when the truth says nothing of it."""
    if mode in case.skip:
        return None
    x0, x1 = case.span
    y0, y1 = case.rows
    n = len(case.columns)
    design = ["--columns", str(n), "--spacing", f"{case.spacing()}px", "--scale", f"{case.scale:g}"]
    if mode == "tight":
        return ["--region", f"{x0},{y0},{x1 - x0},{y1 - y0}"] + design
    mx0, my0 = max(0, x0 - MARGIN_PX), max(0, y0 - MARGIN_PX)
    mx1, my1 = min(case.width, x1 + MARGIN_PX), min(case.height, y1 + MARGIN_PX)
    margin = ["--region", f"{mx0},{my0},{mx1 - mx0},{my1 - my0}"]
    if mode == "margin":
        return margin + design + ["--inset-leading", f"{x0 - mx0}px", "--inset-trailing", f"{mx1 - x1}px"]
    if mode == "auto":
        return ["--region", "auto"] + design + ["--inset-leading", f"{x0}px", "--inset-trailing", f"{case.width - x1}px"]
    if mode == "spacing":
        return margin + ["--spacing", "auto"]
    if mode == "screen":
        return ["--region", "auto", "--spacing", "auto"]
    raise ValueError(mode)


def judge(binary, case, mode):
    args = run_args(case, mode)
    if args is None:
        return None
    cmd = [binary, "check", "--image", "--json"] + args + ["--", case.path]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return {"mode": mode, "code": "timeout", "outcome": "error", "kinds": [], "judged": 0, "cmd": cmd, "why": "timed out"}
    doc = None
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        pass
    kinds = sorted({f["kind"] for f in doc["findings"] if f["severity"] == "error"}) if doc else []
    judged = doc["judged"]["cells"] if doc else 0
    outcome, why = score(case, mode, p.returncode, kinds, judged)
    return {"mode": mode, "code": p.returncode, "outcome": outcome, "why": why, "kinds": kinds, "judged": judged,
            "cmd": cmd, "stderr": p.stderr.strip()[-400:], "doc": doc}


def score(case, mode, code, kinds, judged):
    designed = mode in DESIGN_MODES
    enough = 4 * judged >= 3 * max(1, case.cells - len(case.text_slots))
    if code not in (0, 1):
        return "error", f"exit {code}"
    if case.expect == "uncertain":
        return ("right", "abstained") if code == 1 else ("false pass", "passed a screen the truth is not certain of")
    if case.expect == "exact":
        if code == 0:
            return ("right", "") if enough else ("false pass", f"judged {judged} of {case.cells} cells")
        if case.text_slots and set(kinds) == {"unseen"}:
            return "right", "the text-only slot is unseen"
        return "false alarm", ",".join(kinds)
    if case.expect == "forced":
        named = set(kinds) & {"mismatch", "gap", "uneven"}
        if designed:
            if code == 0:
                return "false pass", "a forced 1px split passed a design that does not allow it"
            return ("right", "") if named and set(kinds) <= {"mismatch", "gap", "uneven", "overflow"} else ("wrong reason", ",".join(kinds))
        if code == 0:
            return ("right", "") if enough else ("false pass", f"judged {judged} of {case.cells} cells")
        return ("right", "") if named and set(kinds) <= {"mismatch", "gap", "uneven"} else ("false alarm", ",".join(kinds))
    # A defect.
    if code == 0:
        return "false pass", "passed a defect"
    return ("right", "") if set(kinds) & case.kinds else ("wrong reason", ",".join(kinds) + " (expected " + ",".join(sorted(case.kinds)) + ")")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gridcalc")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--inputs", default=os.environ.get("GRIDCALC_REAL_INPUTS", os.path.join(here, "..", "..", "..", "shared", "real-inputs")))
    ap.add_argument("--only", default="")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--json")
    ap.add_argument("--require-right", type=float, default=None)
    ap.add_argument("--markdown", help="also write the table per image as Markdown to this file (for Docs/check-images.md)")
    a = ap.parse_args()
    if not os.path.isdir(os.path.join(a.inputs, "truth")):
        print(f"real: skipped: no real inputs at {a.inputs} (the goldens and their truth are not part of the repository)")
        return 0
    cases = load_cases(a.inputs)
    if a.only:
        cases = [c for c in cases if any(o == c.name for o in a.only.split(","))]
    modes = a.modes.split(",")
    jobs = [(c, m) for c in cases for m in modes]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda j: judge(a.gridcalc, *j), jobs))
    by_case = {}
    for (c, m), r in zip(jobs, results):
        by_case.setdefault(c.name, {})[m] = r
    totals = {}
    short = {"right": "ok", "false pass": "FALSE PASS", "false alarm": "alarm", "wrong reason": "reason", "error": "ERROR"}
    print(f"{'image':10} {'truth':10} " + " ".join(f"{m:12}" for m in modes))
    for c in cases:
        row = []
        for m in modes:
            r = by_case[c.name][m]
            if r is None:
                row.append(f"{'-':12}")
                continue
            totals[r["outcome"]] = totals.get(r["outcome"], 0) + 1
            row.append(f"{short[r['outcome']]:12}")
        print(f"{c.name:10} {c.expect:10} " + " ".join(row))
        if a.verbose:
            for m in modes:
                r = by_case[c.name][m]
                if r and r["outcome"] != "right":
                    print(f"    {m}: {r['outcome']}: exit {r['code']} kinds {r['kinds']} judged {r['judged']}/{c.cells} {r['why']}")
                    print("      " + " ".join(r["cmd"][1:]))
    runs = sum(totals.values())
    right = totals.get("right", 0)
    print(f"real: {runs} runs on {len(cases)} goldens: {right} right ({100 * right / max(1, runs):.1f} %), "
          + ", ".join(f"{totals.get(k, 0)} {k}" for k in ("false pass", "false alarm", "wrong reason", "error")))
    if a.markdown:
        where = sources(a.inputs)
        words = {"right": "right", "false pass": "**false pass**", "false alarm": "false alarm", "wrong reason": "wrong reason", "error": "**error**"}
        with open(a.markdown, "w") as f:
            f.write("| image | from | truth | " + " | ".join(modes) + " |\n|---|---|---|" + "---|" * len(modes) + "\n")
            for c in cases:
                cells = []
                for m in modes:
                    r = by_case[c.name][m]
                    cells.append("–" if r is None else words[r["outcome"]] + ("" if r["outcome"] == "right" else f" ({r['why']})"))
                f.write(f"| {c.name} | {where.get(c.name, ('?', ''))[0]} | {c.expect} | " + " | ".join(cells) + " |\n")
            f.write(f"\n{runs} runs on {len(cases)} goldens: {right} right ({100 * right / max(1, runs):.1f} %), "
                    + ", ".join(f"{totals.get(k, 0)} {k}" for k in ("false pass", "false alarm", "wrong reason", "error")) + ".\n")
    # Snapshot pairs: nothing false against itself, nor against its twins.
    pairs = [(c, c, True) for c in cases] + twins(cases, a.inputs)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        said = list(pool.map(lambda t: pair(a.gridcalc, *t), pairs))
    false = [(r, n, w) for (r, n, _), w in zip(pairs, said) if w]
    for r, n, w in false:
        print(f"pair {r.name} → {n.name}: {w}")
    print(f"pairs: {len(pairs)} (each golden against itself, and {len(pairs) - len(cases)} theme or direction twins): "
          f"{len(pairs) - len(false)} said nothing false")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({c.name: {m: ({k: v for k, v in r.items() if k != "doc"} if r else None) for m, r in by_case[c.name].items()} for c in cases}, f, indent=1)
    if a.require_right is not None and (totals.get("false pass", 0) > 0 or totals.get("error", 0) > 0 or right < a.require_right * runs or false):
        print(f"real: FAIL: needs at least {100 * a.require_right:.0f} % right, no false pass, no error and no pair saying something false")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
