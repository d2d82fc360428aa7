#!/usr/bin/env python3
"""gridcalc's numbers held to what real engines painted, without a browser (the recorded oracle).

Tests/oracles/css-engines.json is what Chromium, Firefox and WebKit painted of gridcalc's CSS rules
(written by Tests/css/check_browser.py --record in the engine lane, which fails on any difference
from it). Here, for every recorded case, gridcalc lays the same command line out again: the CSS it
writes must be the page's (its md5), and every scanline the engine painted must be the colours
gridcalc's JSON puts there — cells, gaps, insets — pixel for pixel. The negative controls recorded
beside them (a naive repeat(N, 1fr), values cut to 2 decimals, a 1 CSS px gap, the rule without its
WebKit block) must differ from gridcalc's numbers, or this check could not fail.

usage: check_oracles.py <gridcalc binary>
"""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "css"))
import check_browser  # noqa: E402
import oracles  # noqa: E402


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    fixture = oracles.load(oracles.CSS_FIXTURE)
    if fixture is None:
        raise SystemExit("oracles: Tests/oracles/css-engines.json is missing")
    made, failures, held, caught = {}, [], 0, 0
    for e in fixture["entries"]:
        index = int(e["selector"][2:])
        k = (tuple(e["args"]), index)
        if k not in made:
            made[k] = check_browser.case_from_gridcalc(binary, e["args"], index)
        case = made[k]
        if e["gridcalc_css"] and oracles.md5(case.css) != e["css"]:
            failures.append(f"{e['engine']} DPR {e['dpr']}: {case.name}: gridcalc's CSS is not the one the engine painted;"
                            f" run make test-engines (and make record-oracles if the change is meant)")
            continue
        lines = check_browser.lines(case)
        same = len(lines) == len(e["lines"]) and all(
            (axis, offset) == (ra, ro) and expected == oracles.colours(runs)
            for (axis, offset, expected), (ra, ro, runs) in zip(lines, e["lines"]))
        if e.get("control"):
            if same:
                failures.append(f"{e['engine']} DPR {e['dpr']}: negative control {e['control']} matches gridcalc's numbers")
            caught += 1
        elif not same:
            failures.append(f"{e['engine']} DPR {e['dpr']}: {case.name}: gridcalc's JSON is not what the engine painted")
        else:
            held += 1
    engines = sorted({e["engine"] for e in fixture["entries"]})
    if failures:
        print("\n".join(failures[:10]), file=sys.stderr)
        raise SystemExit(f"oracles: {len(failures)} failures")
    if held < 100 or caught < 2 * len(engines):
        raise SystemExit(f"oracles: only {held} cases and {caught} controls recorded")
    print(f"oracles: {held} layouts held to what {', '.join(engines)} painted ({len(made)} gridcalc runs), {caught} negative controls caught")


if __name__ == "__main__":
    main()
