#!/usr/bin/env python3
"""`check --report html` in a real browser (Playwright driving Debian's Chromium, no download).

The pages: a dump with a cell 1px narrower (findings), screenshots of a grid drawn here (one right,
one with a cell 1px narrower), a reference pair with a cell moved (`--against-image`), and a run
with a baseline that knows some findings. Each page must load with no console message of level
error and no request to anything but itself; every finding's link must bring its cell into view as
the `:target` (clicked, and followed with the keyboard); each file's error and warning counts must
equal `--report json`'s for that file; at 320 px wide the page must not scroll sideways. Negative
controls: the same checks must fail on a page that loads an outside image and on a page with a link
to a cell that is not there. With --screenshot PATH, a picture of the screenshot page for the docs.

usage: check_html.py <gridcalc binary> [--screenshot Docs/images/html-report.png]
"""
import json, os, subprocess, sys, tempfile

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "images"))
import check_images  # noqa: E402

CHROMIUM = os.environ.get("GRIDCALC_CHROMIUM", "/usr/bin/chromium")


def png(path, width, height, cells, background=(255, 255, 255), colour=(60, 120, 200)):
    """A PNG of `cells` ((x, y, w, h) in px) on a plain background (the images lane's writer)."""
    rows = []
    for y in range(height):
        line = bytearray(background * width)
        for (cx, cy, cw, ch) in cells:
            if cy <= y < cy + ch:
                line[cx * 3:(cx + cw) * 3] = bytes(colour) * cw
        rows.append(line)
    check_images.write_png(path, width, height, rows)


def gridcalc(binary, *args, ok=(0, 1)):
    run = subprocess.run([binary, *args], capture_output=True, text=True)
    if run.returncode not in ok:
        raise SystemExit(f"html: gridcalc {' '.join(args)}: exit {run.returncode}\n{run.stderr}")
    return run


def make_inputs(binary, d):
    """The files the pages report on, and the check command lines."""
    grid = json.loads(gridcalc(binary, "--width", "414", "--scale", "3", "--columns", "7", "--spacing", "1px", "--items", "14",
                               "--row-height", "40", "--json").stdout)
    frames = [{"x": i["x"]["pt"], "y": i["y"]["pt"], "width": i["width"]["pt"], "height": i["height"]["pt"]} for i in grid["items"]]
    frames[2]["width"] = round(frames[2]["width"] - 1 / 3, 6)
    with open(os.path.join(d, "frames.json"), "w") as f:
        json.dump({"scale": 3, "container_pt": 414, "frames": frames}, f)
    cells = [(i["x"]["px"], i["y"]["px"] + 30, i["width"]["px"], i["height"]["px"]) for i in grid["items"]]
    width, height = 1242, max(c[1] + c[3] for c in cells) + 30
    png(os.path.join(d, "right.png"), width, height, cells)
    narrow = list(cells)
    narrow[9] = (narrow[9][0], narrow[9][1], narrow[9][2] - 1, narrow[9][3])
    png(os.path.join(d, "narrow.png"), width, height, narrow)
    moved = list(cells)
    moved[4] = (moved[4][0] + 1, moved[4][1], moved[4][2], moved[4][3])
    png(os.path.join(d, "moved.png"), width, height, moved)
    design = ["--columns", "7", "--spacing", "1px", "--scale", "3"]
    return {
        "dump": (design + ["frames.json"], ["frames.json"]),
        "screenshots": (["--image"] + design + ["right.png", "narrow.png"], ["right.png", "narrow.png"]),
        "pair": (["--against-image", "right.png", "moved.png"], ["moved.png"]),
        "baseline": (design + ["--baseline", "known.txt", "frames.json"], ["frames.json"]),
    }


def expected_counts(binary, d, args, files):
    """Each file's (errors, warnings) from --report json, one file at a time."""
    out = []
    for name in files:
        single = [a for a in args if a not in files] + [name]
        doc = json.loads(subprocess.run([binary, "check", *single, "--format", "json"], capture_output=True, text=True, cwd=d).stdout)
        errors = sum(1 for f in doc["findings"] if f["severity"] == "error")
        out.append((errors, len(doc["findings"]) - errors))
    return out


def check_page(browser, url, counts=None, width=1000):
    """The failures of the page at `url` (an empty list: it passes)."""
    failures, outside = [], []
    page = browser.new_page(viewport={"width": width, "height": 800})
    page.on("console", lambda m: failures.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("request", lambda r: outside.append(r.url) if r.url != url and not r.url.startswith("data:") else None)
    page.goto(url)
    page.wait_for_load_state("load")
    failures += [f"a request outside the page: {u}" for u in outside]
    links = page.locator("table a[href^='#f']")
    n = links.count()
    for k in range(n):
        link = links.nth(k)
        target = link.get_attribute("href")[1:]
        if k % 2 == 0:
            link.click()
        else:
            link.focus()
            page.keyboard.press("Enter")
        state = page.evaluate("""(id) => { const t = document.querySelector(':target');
            if (!t) return 'no target';
            if (t.id !== id) return 'target ' + t.id;
            const r = t.getBoundingClientRect();
            return (r.bottom > 0 && r.top < innerHeight && r.width > 0) ? 'ok' : 'not in view'; }""", target)
        if state != "ok":
            failures.append(f"link #{target}: {state}")
    if counts is not None:
        got = page.evaluate("() => [...document.querySelectorAll('section')].map(s => [+s.dataset.errors, +s.dataset.warnings])")
        rows = page.evaluate("() => [...document.querySelectorAll('section')].map(s => s.querySelectorAll('tr.new').length)")
        if [tuple(c) for c in got] != counts:
            failures.append(f"counts {got} != the JSON report's {counts}")
        if rows != [e + w for e, w in counts]:
            failures.append(f"finding rows {rows} != the JSON report's {counts}")
    page.close()
    narrow = browser.new_page(viewport={"width": 320, "height": 640})
    narrow.goto(url)
    overflow = narrow.evaluate("() => document.documentElement.scrollWidth")
    if overflow > 320:
        failures.append(f"at 320 px wide the page is {overflow} px wide")
    narrow.keyboard.press("Tab")
    focused = narrow.evaluate("() => document.activeElement && document.activeElement.tagName")
    if focused != "A":
        failures.append(f"Tab focuses {focused}, not a link")
    narrow.close()
    return failures, n


def main():
    args = sys.argv[1:]
    shot = None
    if "--screenshot" in args:
        i = args.index("--screenshot")
        shot = os.path.abspath(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1:
        raise SystemExit(__doc__)
    binary = os.path.abspath(args[0])
    d = tempfile.mkdtemp(prefix="gridcalc-html-")
    runs = make_inputs(binary, d)
    subprocess.run([binary, "check", "--columns", "7", "--spacing", "1px", "--scale", "3", "--write-baseline", "known.txt", "--severity", "gap=off", "frames.json"],
                   capture_output=True, cwd=d)
    failures, lines = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for name, (check_args, files) in runs.items():
            page = os.path.join(d, f"{name}.html")
            run = subprocess.run([binary, "check", *check_args, "--report", f"html={name}.html"], capture_output=True, text=True, cwd=d)
            if run.returncode not in (0, 1) or not os.path.exists(page):
                failures.append(f"{name}: gridcalc exit {run.returncode}: {run.stderr}")
                continue
            bad, links = check_page(browser, "file://" + page, expected_counts(binary, d, check_args, files))
            failures += [f"{name}: {b}" for b in bad]
            lines.append(f"{name} ({links} links)")
        if "known" not in open(os.path.join(d, "baseline.html")).read():
            failures.append("baseline: no finding is shown as known")
        # Negative controls: an outside image, and a link to no cell.
        text = open(os.path.join(d, "dump.html")).read()
        with open(os.path.join(d, "outside.html"), "w") as f:
            f.write(text.replace("<main>", '<main><img src="http://127.0.0.1:9/x.png" alt="">'))
        with open(os.path.join(d, "nolink.html"), "w") as f:
            f.write(text.replace('href="#f0-c2"', 'href="#f0-c999"', 1))
        for control in ("outside", "nolink"):
            bad, _ = check_page(browser, "file://" + os.path.join(d, f"{control}.html"))
            if not bad:
                failures.append(f"negative control {control}: not caught")
        if shot:
            page = browser.new_page(viewport={"width": 900, "height": 900})
            page.goto("file://" + os.path.join(d, "screenshots.html"))
            page.locator("a[href='#f1-c9']").first.click()
            page.locator("#file-1").screenshot(path=shot)
            page.close()
        browser.close()
    if failures:
        print("\n".join(failures[:20]), file=sys.stderr)
        raise SystemExit(f"html: {len(failures)} failures; pages kept in {d}")
    print(f"html: {len(runs)} pages ({', '.join(lines)}) load in Chromium with no console error and no outside request, every finding's link "
          f"shows its cell, the counts are the JSON report's, 320 px wide without sideways scrolling; 2 negative controls caught")


if __name__ == "__main__":
    main()
