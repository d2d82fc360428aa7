# A gallery page whose grid is gridcalc's own CSS rule for the page's devicePixelRatio: it must pass;
# the same page with one cell 1 device px narrower must fail with that cell named, in the rects and
# in the screenshot alike. The first test is the README's example.
import subprocess

import pytest

from gridcalc_playwright import GridcalcFailure, binary, check


def gallery(dpr, narrower=None):
    """A page with 14 cells in gridcalc's 7-column rule for 414 CSS px at `dpr`; cell `narrower`
    (0-based) one device px narrower than its track."""
    rule = subprocess.run([binary(), "--platform", "web", "--px-means", "device", "--width", "414css", "--scale", str(dpr),
                           "--columns", "7", "--spacing", "1px", "--format", "css"], capture_output=True, text=True, check=True).stdout
    defect = "" if narrower is None else f".grid > :nth-child({narrower + 1}) {{ width: calc(100% - 1px / {dpr}); }}"
    cells = "".join("<div></div>" for _ in range(14))
    return (f"<!DOCTYPE html><style>body {{ margin: 8px; background: #fff }} {rule} .grid {{ background: #fff; row-gap: calc(1px / {dpr}) }}"
            f" .grid > div {{ height: 40px; background: #2a6fb0 }} {defect}</style><div class=\"grid\">{cells}</div>")


def test_gallery_is_on_device_pixels(page, gridcalc_check, dpr):
    page.set_content(gallery(dpr))
    gridcalc_check(page.locator(".grid"), {"columns": 7, "spacing": "1px"})


def test_one_device_px_narrower_names_the_cell(page, dpr):
    page.set_content(gallery(dpr, narrower=2))
    with pytest.raises(GridcalcFailure) as failure:
        check(page.locator(".grid"), {"columns": 7, "spacing": "1px"})
    message = str(failure.value)
    assert f"devicePixelRatio {dpr}" in message
    assert "rects: mismatch: frame 2: width" in message, message
    assert "screenshot: mismatch: frame 2: width" in message, message


def test_the_fixture_fails_the_test(pytester):
    """The fixture itself turns a finding into a failed test (pytest run on a test file of its own)."""
    pytester.makeconftest(open(__file__.replace("test_gallery.py", "conftest.py")).read().replace(
        "os.path.dirname(os.path.dirname(os.path.abspath(__file__)))", repr(__file__.rsplit("/tests/", 1)[0])))
    pytester.makepyfile(test_inner=f"""
import sys
sys.path.insert(0, {repr(__file__.rsplit('/', 1)[0])})
from test_gallery import gallery
def test_defect(page, gridcalc_check, dpr):
    page.set_content(gallery(dpr, narrower=4))
    gridcalc_check(page.locator(".grid"), {{"columns": 7, "spacing": "1px"}})
""")
    result = pytester.runpytest_subprocess("-q", "-k", "dpr2")
    result.assert_outcomes(failed=1)
    assert "mismatch: frame 4: width" in result.stdout.str()
