#!/usr/bin/env python3
"""Random rules × random containers at devicePixelRatio 3, in every engine (Docs/web.md, "WebKit at 3x").

The run that found WebKit's first inexact container at 3x, kept: a seeded generator draws rules
(columns or tracks of fixed and fr widths, every strategy and distribution, gaps in device and CSS
px, insets, rtl, items in rows with spans), prints each once as fluid CSS and lays it out in random
containers (fractional widths, offsets anywhere in a CSS px), and adds each rule's fixed-width CSS
for a random width. Every grid is rendered at DPR 3 in Chromium, WebKit and Firefox (engines.py)
and read back pixel by pixel as check_fluid.py reads it: every container must be exact.

The offsets are drawn uniformly, then moved by 1/64 CSS px out of the three positions where WebKit
cannot be exact (the grid's left edge 29/64 to 31/64 of a device pixel past a whole one: web.md
proves no length can be, and the rule's header says so). One more container per rule is placed on
a named position on purpose: in Chromium and Firefox it must be exact like any other; in WebKit it is
the negative control — some of them must be inexact, or the named positions would be a claim
nothing tests.

usage: check_random.py <gridcalc binary> [--seed N] [--rules N] [--containers N]
`make test-engines` runs seed 1 with 24 rules; run a larger one by hand (--seed 7 --rules 240).
"""
import os, random, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_fluid as fluid  # noqa: E402
import engines  # noqa: E402

RULES_PER_PAGE = 24


def random_rule(rng):
    """One rule's flags (without --platform, --width, --scale and --format)."""
    args = []
    if rng.random() < 0.3:
        tracks = []
        for _ in range(rng.randint(2, 5)):
            r = rng.random()
            tracks.append(f"{rng.randint(10, 90)}css" if r < 0.2 else f"{rng.randint(4, 60)}px" if r < 0.3
                          else rng.choice(["1fr", "2fr", "0.5fr", "1.5fr", "0.25fr", "3fr", "0.3fr"]))
        if not any(t.endswith("fr") for t in tracks):
            tracks[0] = "1fr"
        args += ["--tracks", " ".join(tracks)]
        count = len(tracks)
    else:
        count = rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 16, 24])
        args += ["--columns", str(count)]
    args += ["--spacing", rng.choice(["0px", "1px", "2px", "3px", "4px", "5px", "0.5css", "1css", "1.5css", "4css", "8css"])]
    if rng.random() < 0.5:
        args += ["--strategy", "padding", "--align", rng.choice(["leading", "center", "trailing"])]
    else:
        args += ["--strategy", "widen", "--distribute", rng.choice(["leading", "trailing", "center", "spread"])]
    args += rng.choice([[], [], ["--inset", f"{rng.randint(1, 24)}css"], ["--inset-leading", f"{rng.randint(1, 20)}px"],
                        ["--inset-trailing", f"{rng.randint(1, 9)}css"]])
    if rng.random() < 0.3:
        args += ["--direction", "rtl"]
    if rng.random() < 0.25:
        items = rng.randint(1, 2 * count)
        args += ["--items", str(items), "--row-height", f"{rng.randint(3, 8)}css",
                 "--line-spacing", rng.choice(["1px", "2px", "0.5css", "3px"]),
                 "--inset-top", f"{rng.randint(0, 4)}px", "--inset-bottom", f"{rng.randint(0, 4)}px"]
        if count > 1 and rng.random() < 0.6:
            spans = sorted({rng.randrange(items) for _ in range(rng.randint(1, 3))})
            args += ["--span", ",".join(f"{i}:{rng.randint(2, min(count, 3))}" for i in spans)]
    return args


def fixed_rule(binary, rule, width_px, index):
    """The fixed-width CSS of `rule` at `width_px` device px and DPR 3, or None when gridcalc refuses."""
    run = subprocess.run([binary, "--platform", "web", "--px-means", "device", *rule, "--width", f"{width_px}px", "--scale", "3",
                          "--format", "css"], capture_output=True, text=True)
    return run.stdout.replace(".grid", f".g{index}") if run.returncode == 0 else None


def offset(rng, width, rtl, grid_units=None, named=False):
    """A left offset in CSS px: uniform in 1 … 2, moved out of (or, `named`, onto) WebKit's named positions."""
    left = 1 + rng.randrange(64 * 100) / 6400
    for _ in range(64):
        inside = fluid.webkit_left_class(left, width, rtl, grid_units) in fluid.WEBKIT_INEXACT
        if inside == named:
            break
        left += 1 / 64
    return round(left, 6)


def plan_pages(binary, rng, rules, per_rule, workdir):
    """[(html, window, [(rule, width, top, named)])] — one page per RULES_PER_PAGE rules."""
    pages, refused = [], 0
    for first in range(0, len(rules), RULES_PER_PAGE):
        items, plan, top = [], [], 0
        for n, rule in enumerate(rules[first:first + RULES_PER_PAGE]):
            index = first + n
            rtl = "rtl" in rule
            rows = "--items" in rule
            count = int(rule[rule.index("--items") + 1]) if rows else \
                len(rule[rule.index("--tracks") + 1].split()) if "--tracks" in rule else int(rule[rule.index("--columns") + 1])
            try:
                css = fluid.fluid_rule(binary, rule, index)
            except SystemExit:
                refused += 1
                continue
            step = fluid.ROW_ITEMS if rows else fluid.ROW
            boxes = []
            for k in range(per_rule + 1):
                width = round(rng.uniform(150, 800), 2)
                if abs(width * 3 - round(width * 3)) < 0.03:
                    width += 0.11
                boxes.append((css, f"g{index}", width, offset(rng, width, rtl, named=k == per_rule), k == per_rule))
            width_px = rng.randint(300, 2400)
            fixed = fixed_rule(binary, rule, width_px, 10_000 + index)
            if fixed is not None:
                wrapper = round(width_px / 3 + 2.3, 4)
                grid_units = -(-64 * width_px // 3)
                boxes.append((fixed, f"g{10_000 + index}", wrapper, offset(rng, wrapper, rtl, grid_units), False))
            for css_text, cls, width, left, named in boxes:
                items.append((css_text, cls, width, left, top, "rtl" if rtl else "ltr", count, rows))
                # The fixed grid's width is its own: the judge floors (W + ½) / 3 to W.
                judged = width if cls == f"g{index}" else (width_px + 0.5) / 3
                plan.append((rule, judged, top, named))
                top += step
        html = os.path.join(workdir, f"random-{first}.html")
        with open(html, "w") as f:
            f.write(fluid.page(items, False))
        width_css = max(w + l for _, _, w, l, _, _, _, _ in items) + 8
        pages.append((html, (int(width_css) + 1, int(top + fluid.ROW) + 1), plan))
    return pages, refused


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        raise SystemExit(__doc__)
    binary = args[0]
    options = dict(zip(args[1::2], args[2::2]))
    seed, count, per_rule = int(options.get("--seed", 1)), int(options.get("--rules", 24)), int(options.get("--containers", 8))
    rng = random.Random(seed)
    rules = [random_rule(rng) for _ in range(count)]
    workdir = tempfile.mkdtemp(prefix="gridcalc-random-")
    pages, refused = plan_pages(binary, rng, rules, per_rule, workdir)
    failures, lines = [], []
    try:
        for engine in engines.chosen():
            shots, ratio = engine.shots("3", [(html, window) for html, window, _ in pages], workdir)
            if abs(ratio - 3) > 1e-9:
                failures.append(f"{engine.name} asked for DPR 3 gave the page {ratio}")
                continue
            exact, inexact, named_total, named_inexact, skipped, cache = 0, 0, 0, 0, 0, {}
            for (html, _, plan), shot in zip(pages, shots):
                for rule, width, top, named in plan:
                    why = fluid.judge(binary, shot, 3.0, rule, width, top, cache)
                    if why == "skip":
                        skipped += 1
                    elif named and engine.name == "WebKit":
                        named_total += 1
                        named_inexact += why is not None
                    elif why is None:
                        exact += 1
                    else:
                        inexact += 1
                        failures.append(f"{engine.name}: {' '.join(rule)} in {width} CSS px: {why}")
            line = f"{engine.name} {exact} of {exact + inexact} exact"
            if engine.name == "WebKit":
                line += f"; on the named positions {named_inexact} of {named_total} inexact (the control)"
                if named_inexact == 0:
                    failures.append("WebKit: negative control not caught: every grid on the named positions was exact")
            lines.append(line + (f" ({skipped} widths gridcalc refuses)" if skipped else ""))
            print(f"random: {line}", file=sys.stderr)
    finally:
        if not failures:
            shutil.rmtree(workdir, ignore_errors=True)
    if failures:
        print("\n".join(failures[:12]), file=sys.stderr)
        raise SystemExit(f"random: {len(failures)} inexact; pages kept in {workdir}")
    print(f"random css (seed {seed}, {count} rules, {refused} refused, each in {per_rule} containers and one fixed width, DPR 3): "
          + "; ".join(lines))


if __name__ == "__main__":
    main()
