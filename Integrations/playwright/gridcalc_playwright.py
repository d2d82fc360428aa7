"""gridcalc for Playwright tests (pytest-playwright): `gridcalc_check(locator, design)`.

The fixture collects the locator's children's boxes (getBoundingClientRect, CSS px) and the page's
devicePixelRatio, and the locator's screenshot in device pixels; runs `gridcalc check` on both — the
rects as a browser paints them (`--input-format css`), the screenshot by its pixels (`--image`) —
against the design; and fails the test with every finding (the cell by row and column, the expected
and actual device px), naming the files it kept. The design is gridcalc's layout flags, as a list
(`["--columns", "7", "--spacing", "1px"]`) or a dict (`{"columns": 7, "spacing": "1px"}`); a `px`
is a device pixel here (`--px-means device`).

The gridcalc binary is $GRIDCALC, else `gridcalc` on PATH. Use it from a conftest.py:
`pytest_plugins = ["gridcalc_playwright"]` (with this folder on sys.path).
"""
import json, os, shutil, subprocess, tempfile

import pytest

RECTS = """el => {
  const box = r => ({x: r.x, y: r.y, width: r.width, height: r.height});
  return {dpr: devicePixelRatio, container: box(el.getBoundingClientRect()),
          frames: [...el.children].map(c => box(c.getBoundingClientRect()))};
}"""


class GridcalcFailure(AssertionError):
    """A layout that gridcalc found off the design: its message holds every finding."""


def flags(design):
    """gridcalc's flags from a list or a dict."""
    if isinstance(design, dict):
        out = []
        for key, value in design.items():
            out += [f"--{key}"] if value is True else [f"--{key}", str(value)]
        return out
    return [str(d) for d in design]


def binary():
    path = os.environ.get("GRIDCALC") or shutil.which("gridcalc")
    if not path:
        raise RuntimeError("gridcalc_check: no gridcalc binary (set $GRIDCALC or put gridcalc on PATH)")
    return path


def findings(report, name):
    """The error findings of a check@1 document, one line each."""
    out = []
    for f in report.get("findings", []):
        if f["severity"] != "error":
            continue
        out.append(f"  {name}: {f['kind']}: {f['message']}")
    return out


def check(locator, design, keep=None):
    """Judges `locator`'s children against `design` as painted and as screenshotted; raises
    GridcalcFailure with every finding when one is an error. Returns both reports."""
    folder = keep or tempfile.mkdtemp(prefix="gridcalc-playwright-")
    rects = locator.evaluate(RECTS)
    rects_path = os.path.join(folder, "rects.json")
    with open(rects_path, "w") as f:
        json.dump(rects, f)
    shot_path = os.path.join(folder, "shot.png")
    locator.screenshot(path=shot_path, scale="device", animations="disabled")
    common = flags(design)
    if "--px-means" not in common:
        common += ["--px-means", "device"]
    runs = {
        "rects": [binary(), "check", "--input-format", "css", *common, "--format", "json", rects_path],
        "screenshot": [binary(), "check", "--image", *[a for a in _without(common, "--px-means")], "--scale", repr(rects["dpr"]),
                       "--format", "json", shot_path],
    }
    reports, lines, failed = {}, [], False
    for name, command in runs.items():
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode not in (0, 1):
            raise GridcalcFailure(f"gridcalc check ({name}) could not judge the layout (exit {run.returncode}):\n{run.stderr}")
        reports[name] = json.loads(run.stdout)
        failed |= run.returncode == 1
        lines += findings(reports[name], name)
    if failed:
        raise GridcalcFailure(f"gridcalc: the layout is off the design at devicePixelRatio {rects['dpr']:g} "
                              f"(rects and screenshot in {folder}):\n" + "\n".join(lines))
    if keep is None:
        shutil.rmtree(folder, ignore_errors=True)
    return reports


def _without(args, flag):
    """`args` without `flag` and its value."""
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a == flag:
            skip = True
            continue
        out.append(a)
    return out


@pytest.fixture
def gridcalc_check():
    """`gridcalc_check(locator, design)`: fails the test when the locator's children are off the design."""
    def run(locator, design):
        try:
            return check(locator, design)
        except GridcalcFailure as failure:
            pytest.fail(str(failure), pytrace=False)
    return run
