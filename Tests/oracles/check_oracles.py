#!/usr/bin/env python3
"""gridcalc's numbers held to what real engines painted, without a browser (the recorded oracle).

Tests/oracles/css-engines.json is what Chromium, Firefox and WebKit painted of gridcalc's CSS rules
(written by Tests/css/check_browser.py --record in the engine lane, which fails on any difference
from it). Here, for every recorded case, gridcalc lays the same command line out again: the CSS it
writes must be the page's (its md5), and every scanline the engine painted must be the colours
gridcalc's JSON puts there — cells, gaps, insets — pixel for pixel. The negative controls recorded
beside them (a naive repeat(N, 1fr), values cut to 2 decimals, a 1 CSS px gap, the rule without its
WebKit block) must differ from gridcalc's numbers, or this check could not fail.

Tests/oracles/kotlin-run.json is what kotlinc's programs computed (Tests/kotlin/check_kotlin.py
--record, which fails on any difference from it): for each of 64 flag sets, the md5 of the Kotlin file
gridcalc wrote and what its columnFrames returned at ~40 widths and densities. Here gridcalc's Kotlin
must be the file that ran, and gridcalc's JSON at each width and density the frames it returned; as a
negative control, gridcalc at each density cut to 2 decimals must differ somewhere.

usage: check_oracles.py <gridcalc binary>
"""
import json, os, subprocess, sys

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
    kotlin = check_kotlin(binary, failures)
    if failures:
        print("\n".join(failures[:10]), file=sys.stderr)
        raise SystemExit(f"oracles: {len(failures)} failures")
    if held < 100 or caught < 2 * len(engines):
        raise SystemExit(f"oracles: only {held} cases and {caught} controls recorded")
    print(f"oracles: {held} layouts held to what {', '.join(engines)} painted ({len(made)} gridcalc runs), {caught} negative controls caught; {kotlin}")


def frames(binary, flags, width, density):
    run = subprocess.run([binary, "--platform", "android", *flags, "--width", f"{width}px", "--scale", density, "--json"], capture_output=True, text=True)
    if run.returncode != 0:
        return None
    doc = json.loads(run.stdout)
    return [v for col in doc["columns"] for v in (col["x"]["px"], col["width"]["px"])]


def check_kotlin(binary, failures):
    fixture = oracles.load(oracles.KOTLIN_FIXTURE)
    if fixture is None:
        failures.append("oracles: Tests/oracles/kotlin-run.json is missing")
        return ""
    cases = controls = 0
    for e in fixture["entries"]:
        name = e["selector"]
        source = subprocess.run([binary, "--platform", "android", *e["flags"], "--format", "kotlin", "--name", name], capture_output=True, text=True).stdout
        if oracles.md5(source) != e["css"]:
            failures.append(f"kotlin {name} ({e['case']}): gridcalc's Kotlin is not the file kotlinc ran; run make test-engines (and make record-oracles if meant)")
            continue
        differs = False
        for width, density, got in e["lines"]:
            cases += 1
            if frames(binary, e["flags"], width, density) != got:
                failures.append(f"kotlin {name} ({e['case']}) at {width}px, {density}: gridcalc's columns are not what the Kotlin computed")
            rounded = f"{round(float(density), 2):.2f}"
            if not differs and rounded != density and frames(binary, e["flags"], width, rounded) != got:
                differs = True
        controls += differs
    if cases < 2000 or controls == 0:
        failures.append(f"kotlin: only {cases} cases, {controls} controls caught")
    return f"{cases} Kotlin runs of {len(fixture['entries'])} files held to gridcalc's columns, the 2-decimal density control caught in {controls} files"


if __name__ == "__main__":
    main()
