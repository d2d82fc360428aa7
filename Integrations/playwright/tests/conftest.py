# The fixture's own tests: Debian's Chromium through pytest-playwright (no browser download), one
# browser per devicePixelRatio (1, 2 and 3).
#
# Chromium paints at a devicePixelRatio only when it is launched at it: a context's
# device_scale_factor alone (Playwright's emulation) reports the ratio to the page but, in headless
# Chromium, paints at 1x and scales the screenshot up, so 1-device-px gaps vanish. Each browser is
# launched with --force-device-scale-factor and its contexts say the same ratio.
import os, sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
pytest_plugins = ["gridcalc_playwright"]


@pytest.fixture(params=[1, 2, 3], ids=lambda dpr: f"dpr{dpr}")
def dpr(request):
    return request.param


@pytest.fixture
def browser(browser_type, browser_type_launch_args, dpr):
    launched = browser_type.launch(**{**browser_type_launch_args,
                                      "executable_path": os.environ.get("GRIDCALC_CHROMIUM", "/usr/bin/chromium"),
                                      "args": ["--no-sandbox", f"--force-device-scale-factor={dpr}"]})
    yield launched
    launched.close()


@pytest.fixture
def browser_context_args(browser_context_args, dpr):
    return {**browser_context_args, "device_scale_factor": dpr, "viewport": {"width": 480, "height": 320}}
