#!/usr/bin/env python3
"""`check --against-image`: failed snapshot tests explained, on pairs headless Chromium renders.

usage: check_snapshots.py GRIDCALC_BINARY

Pages of cards (two rows, absolutely placed at DPR 2, text inside each) are rendered before and
after a change, and each pair is judged with `gridcalc check --against-image reference.png new.png
--format json`; the findings and notes must say what the page changed, and nothing else:
  - a cell 1 device px wider (0.5 CSS px): that cell `resized` +1px in width, every cell after it in
    its row `moved` right 1px, summed as "row 2: cells 3-6 moved right 1px";
  - the text inside one cell changed: no finding, the note names that cell's content;
  - a cell added at the end of a row: one `added`, nothing moved;
  - a cell taken away: one `removed`;
  - (negative control) the reference against a copy of itself: no finding, every cell the
    reference's; the same file as both is refused (64).
Then the folders the snapshot tools leave, laid out as each does: Playwright's test-results
(`-actual.png`/`-expected.png`, `-diff.png` beside them), Roborazzi's output (`_actual.png` beside
the reference, `_compare.png` left alone), swift-snapshot-testing's artefacts against its
__Snapshots__ folder — each paired, and each pair explained. The last line is
`snapshots: N passed, M failed`; exit 1 on a failure.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

binary = sys.argv[1]
DPR = 2
passed = failed = 0


def ok(condition, what, detail=""):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}\n{detail}"[:4000], file=sys.stderr)


def page(rows, widen=None, text=None):
    """Cards 70 CSS px wide, 50 tall, 8 px apart, from x 12; `rows` the cells per row; `widen`
    (row, cell) half a CSS px wider, pushing the rest of its row; `text` (row, cell) another label."""
    cards = []
    for r, count in enumerate(rows):
        x = 12.0
        for c in range(count):
            width = 70.5 if widen == (r, c) else 70.0
            label = "B7" if text == (r, c) else f"{r + 1}{c + 1}"
            cards.append(f'<div class="card" style="left:{x}px;top:{20 + r * 60}px;width:{width}px">{label}</div>')
            x += width + 8
    return ("<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#f2f2f7;}"
            ".card{position:absolute;height:50px;background:#fff;font:14px sans-serif;color:#333;"
            "display:flex;align-items:center;justify-content:center;}</style></head><body>" + "".join(cards) + "</body></html>")


def render(work, name, html, size=(520, 60)):
    """The page as Chromium paints it at DPR 2, `size` CSS px (headless Chromium's viewport is
    about 90px shorter than its window: the window is made 100px taller)."""
    path = os.path.join(work, name + ".html")
    with open(path, "w") as f:
        f.write(html)
    png = os.path.join(work, name + ".png")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    run = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                          f"--force-device-scale-factor={DPR}", f"--window-size={size[0]},{size[1] + 100}", f"--user-data-dir={os.path.join(work, 'profile-' + name)}",
                          f"--screenshot={png}", "file://" + path], capture_output=True, text=True, timeout=120)
    if run.returncode != 0 or not os.path.exists(png):
        raise SystemExit(f"chromium failed on {name}: {run.stderr[-1500:]}")
    return png


def judge(reference, new):
    p = subprocess.run([binary, "check", "--against-image", reference, "--format", "json", new], capture_output=True, text=True)
    try:
        return p.returncode, json.loads(p.stdout), p.stderr
    except json.JSONDecodeError:
        return p.returncode, {"findings": [], "notes": []}, p.stderr + p.stdout


work = tempfile.mkdtemp(prefix="gridcalc-snapshots-")
six = [6, 6]
reference = render(work, "reference", page(six))
shots = {
    "wider": render(work, "wider", page(six, widen=(1, 1))),
    "text": render(work, "text", page(six, text=(0, 1))),
    "added": render(work, "added", page([6, 5])),
}
snapshot_kinds = {"moved", "resized", "added", "removed"}

# A cell 1px wider: it is resized, the cells after it moved right 1px, said as one run.
status, doc, err = judge(reference, shots["wider"])
found = [(f["kind"], f["edge"], f["error_px"], f["message"]) for f in doc["findings"] if f["kind"] in snapshot_kinds]
resized = [f for f in found if f[0] == "resized"]
moved = [f for f in found if f[0] == "moved"]
ok(status == 1 and len(resized) == 1 and resized[0][1:3] == ("width", 1) and "row 2, cell 2 is 1px wider" in resized[0][3],
   "a cell 1px wider is resized by 1px", json.dumps(doc, indent=1)[:3000] + err)
ok(len(moved) == 4 and all(f[1:3] == ("x", 1) for f in moved) and all(f"row 2, cell {k}" in m[3] for k, m in zip(range(3, 7), moved)),
   "the four cells after it moved right 1px", json.dumps(found))
ok(any("row 2: cells 3–6 moved right 1px" in n for n in doc.get("notes", [])), "the summary says cells 3-6 moved right 1px", json.dumps(doc.get("notes")))
ok(not any(f[0] in ("added", "removed") for f in found), "nothing added or removed by a 1px change", json.dumps(found))

# The SVG report draws the reference's cells (dashed violet) over the new image.
svg = os.path.join(work, "wider.svg")
subprocess.run([binary, "check", "--against-image", reference, "--report", f"svg={svg}", shots["wider"]], capture_output=True)
ok(os.path.exists(svg) and open(svg).read().count("<title>the reference's cell</title>") == 12, "the SVG draws the reference's 12 cells")

# Content only: no frame changed; the note names the cell.
status, doc, err = judge(reference, shots["text"])
found = [f for f in doc["findings"] if f["kind"] in snapshot_kinds]
notes = doc.get("notes", [])
ok(not found and any("content changed inside unmoved cells" in n and "row 1, cell 2" in n for n in notes)
   and not any("content changed" in n and "row 2" in n for n in notes),
   "a content-only change is said as content, in that cell only", json.dumps(doc, indent=1)[:3000] + err)

# An added cell (the reference has 5 in its second row): one added, nothing moved.
status, doc, err = judge(render(work, "five", page([6, 5])), reference)
found = [(f["kind"], f["message"]) for f in doc["findings"] if f["kind"] in snapshot_kinds]
ok(status == 1 and found == [("added", found[0][1])] and "row 2, cell 6 added" in found[0][1], "an added cell is one added", json.dumps(found) + err)
# Taken away: one removed.
status, doc, err = judge(reference, shots["added"])
found = [(f["kind"], f["message"]) for f in doc["findings"] if f["kind"] in snapshot_kinds]
ok(status == 1 and len(found) == 1 and found[0][0] == "removed" and "row 2, cell 6" in found[0][1], "a cell taken away is one removed", json.dumps(found) + err)

# Negative control: the reference against a copy of itself (the same pixels); the same file as both
# is refused (64: it could only pass).
same = os.path.join(os.path.dirname(reference), "reference-copy.png")
shutil.copyfile(reference, same)
status, doc, err = judge(reference, same)
found = [f for f in doc["findings"] if f["kind"] in snapshot_kinds]
ok(not found and any("12 of 12 matched cells are the reference's" in n for n in doc.get("notes", [])), "the reference against a copy of itself: nothing",
   json.dumps(doc.get("notes")) + err)
p = subprocess.run([binary, "check", "--against-image", reference, reference], capture_output=True, text=True)
ok(p.returncode == 64 and not p.stdout and "the same file" in p.stderr, "the reference against the same file: refused (64)", p.stderr)
# Negative control of the matching: the wider pair read without a reference says nothing of moves.
p = subprocess.run([binary, "check", "--image", "--format", "json", shots["wider"]], capture_output=True, text=True)
ok(not any(f["kind"] in snapshot_kinds for f in json.loads(p.stdout)["findings"]), "without a reference, no snapshot finding")

# Real-looking pairs (issue 57): each explained by what changed, and by nothing else — no `blurred`,
# `gap` or grid error of the new screenshot's own, no "content" where boxes moved.
STYLE = "html,body{margin:0;padding:0;background:%s;font:13px sans-serif;color:%s;}div{position:absolute;box-sizing:border-box;}"


def dashboard(shrink):
    """Two white sections of three tinted widgets each (12px apart); `shrink`: the second
    section's widgets 12 CSS px narrower (24 device px), the section unchanged."""
    out = []
    for k, (title, top) in enumerate([("Sales", 16), ("Traffic", 160)]):
        out.append(f'<div style="left:16px;top:{top}px;width:400px;height:128px;background:#fff;border-radius:12px;'
                   f'box-shadow:0 1px 3px rgba(0,0,0,.15)"><b style="position:absolute;left:16px;top:10px">{title}</b></div>')
        w = 112 - (12 if shrink and k == 1 else 0)
        for j in range(3):
            out.append(f'<div style="left:{32 + j * (w + 12)}px;top:{top + 40}px;width:{w}px;height:72px;background:#eef2ff;border-radius:8px">'
                       f'<span style="position:absolute;left:10px;top:8px">{"ABC"[j]}{k + 1}</span></div>')
    return f"<!doctype html><html><head><style>{STYLE % ('#f3f4f6', '#111')}</style></head><body>{''.join(out)}</body></html>"


def gallery(parted):
    """Four photos (gradients) touching in a strip; `parted`: an inset of 8px and 8px between them."""
    out = []
    for j in range(4):
        x = 16 + j * 120 if not parted else 24 + j * 116
        w = 120 if not parted else 108
        out.append(f'<div style="left:{x}px;top:16px;width:{w}px;height:90px;'
                   f'background:linear-gradient(135deg,hsl({j * 80},60%,45%),hsl({j * 80 + 40},70%,70%))"></div>')
    return f"<!doctype html><html><head><style>{STYLE % ('#ffffff', '#111')}</style></head><body>{''.join(out)}</body></html>"


def shadowed(dx, dark=False):
    """Three cards with a soft shadow; the second `dx` CSS px to the right; `dark`: a dark theme."""
    out = []
    for j in range(3):
        x = 16 + j * 132 + (dx if j == 1 else 0)
        out.append(f'<div style="left:{x}px;top:20px;width:120px;height:80px;background:{"#1c1c1e" if dark else "#fff"};border-radius:10px;'
                   f'box-shadow:0 2px 8px rgba(0,0,0,.3)"><span style="position:absolute;left:12px;top:10px">Card {j + 1}</span></div>')
    colours = ("#000000", "#f2f2f7") if dark else ("#f2f2f7", "#111")
    return f"<!doctype html><html><head><style>{STYLE % colours}</style></head><body>{''.join(out)}</body></html>"


def explained(reference, new, what):
    """The pair's snapshot findings (kind, frames, edge, error), after checking no other error."""
    status, doc, err = judge(reference, new)
    others = [f for f in doc["findings"] if f["kind"] not in snapshot_kinds and f["severity"] == "error"]
    ok(not others, f"{what}: nothing but what changed", json.dumps(others)[:1500] + err)
    return status, [(f["kind"], f.get("frames") or ([f["frame"]] if "frame" in f else []), f.get("edge"), f.get("error_px")) for f in doc["findings"] if f["kind"] in snapshot_kinds], doc


before = render(work, "dashboard", dashboard(False), (440, 310))
status, found, doc = explained(before, render(work, "dashboard-shrunk", dashboard(True), (440, 310)), "widgets shrunk in a section")
resized = [f for f in found if f[0] == "resized"]
ok(status == 1 and len(resized) == 3 and all(f[2] == "width" and f[3] == -24 for f in resized)
   and not any(f[0] in ("added", "removed") for f in found) and not any("content changed" in n for n in doc.get("notes", [])),
   "widgets 24px narrower inside an unmoved section are resized, not content", json.dumps(found) + json.dumps(doc.get("notes")))
moved = sorted(f[3] for f in found if f[0] == "moved")
ok(moved == [-48, -24], "the widgets after them moved left 24px and 48px", json.dumps(found))

strip = render(work, "gallery", gallery(False), (520, 130))
status, found, doc = explained(strip, render(work, "gallery-parted", gallery(True), (520, 130)), "touching photos parted")
ok(status == 1 and not any(f[0] in ("added", "removed") for f in found) and {f[1][0] for f in found if f[1]} == {0, 1, 2, 3},
   "four photos that touched and now part are matched one to one", json.dumps(found) + json.dumps(doc.get("notes")))

cards = render(work, "shadowed", shadowed(0), (440, 130))
status, found, doc = explained(cards, render(work, "shadowed-moved", shadowed(0.5), (440, 130)), "a shadowed card moved 1px")
ok(status == 1 and found == [("moved", [1], "x", 1)], "a shadowed card 1 device px to the right: moved, and nothing else",
   json.dumps(found) + json.dumps(doc.get("notes")))
status, found, doc = explained(cards, render(work, "shadowed-dark", shadowed(0, dark=True), (440, 130)), "a theme change")
ok(status == 0 and found == [], "a theme change moves nothing", json.dumps(found) + json.dumps(doc.get("notes")))

# The folders the tools leave.
pw = os.path.join(work, "test-results", "grid-cards-chromium")
os.makedirs(pw)
shutil.copy(reference, os.path.join(pw, "cards-1-expected.png"))
shutil.copy(shots["wider"], os.path.join(pw, "cards-1-actual.png"))
shutil.copy(shots["text"], os.path.join(pw, "cards-1-diff.png"))  # a diff picture: never judged
rb = os.path.join(work, "build", "outputs", "roborazzi")
os.makedirs(rb)
shutil.copy(reference, os.path.join(rb, "com.example.CardsTest.cards.png"))
shutil.copy(shots["added"], os.path.join(rb, "com.example.CardsTest.cards_actual.png"))
shutil.copy(shots["wider"], os.path.join(rb, "com.example.CardsTest.cards_compare.png"))
refs = os.path.join(work, "Tests", "__Snapshots__", "CardsTests")
arts = os.path.join(work, "artifacts", "CardsTests")
os.makedirs(refs)
os.makedirs(arts)
shutil.copy(reference, os.path.join(refs, "testCards.1.png"))
shutil.copy(shots["wider"], os.path.join(arts, "testCards.1.png"))
for folder, against, wanted in [(os.path.join(work, "test-results"), "auto", ["cards-1-actual.png", "moved right 1px"]),
                                (os.path.join(work, "build", "outputs", "roborazzi"), "auto", ["cards_actual.png", "removed"]),
                                (os.path.join(work, "artifacts"), os.path.join(work, "Tests", "__Snapshots__"), ["testCards.1.png", "moved right 1px"])]:
    p = subprocess.run([binary, "check", "--against-image", against, "--format", "github", folder], capture_output=True, text=True)
    ok(p.returncode == 1 and all(w in p.stdout for w in wanted) and "-diff.png" not in p.stdout and "_compare.png" not in p.stdout
       and "gridcalc check: FAIL" in p.stdout, f"the pairs in {os.path.relpath(folder, work)} are found and explained", p.stdout[-2000:] + p.stderr)
# A folder with no pair: 66; with --allow-empty: 0.
empty = os.path.join(work, "empty")
os.makedirs(empty)
p = subprocess.run([binary, "check", "--against-image", "auto", empty], capture_output=True, text=True)
ok(p.returncode == 66 and p.stdout == "" and "no snapshot pair" in p.stderr, "a folder with no pair is 66", p.stderr)
ok(subprocess.run([binary, "check", "--against-image", "auto", "--allow-empty", empty], capture_output=True).returncode == 0, "with --allow-empty, 0")

if failed == 0:
    shutil.rmtree(work, ignore_errors=True)
else:
    print(f"work folder kept: {work}", file=sys.stderr)
print(f"snapshots: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
