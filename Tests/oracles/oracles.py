"""Recorded oracles: what the real engines painted (and what kotlinc's programs printed), kept as
fixtures so that `make test` holds gridcalc's numbers to them without a browser or a JVM.

A fixture is JSON headed by its generator (the command that wrote it), the engines it holds, and one
entry per case: the engine, the ratio asked and used, the gridcalc command line and class index, the
md5 of the exact CSS the page held, and what was painted along each scanline, as runs of colours
(`B12 R40 W6`: 12 px of the container's blue, 40 of a red cell, 6 of the white page). The engine
lane writes it with --record and otherwise fails on any difference from it.
"""
import hashlib, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
CSS_FIXTURE = os.path.join(HERE, "css-engines.json")
KOTLIN_FIXTURE = os.path.join(HERE, "kotlin-run.json")
NAMES = {(255, 255, 255): "W", (0, 0, 255): "B", (255, 0, 0): "R", (0, 160, 0): "G"}
COLOURS = {v: k for k, v in NAMES.items()}


def runs(colours):
    """Colours along a line as runs: `B12 R40`; a colour not one of the four is `X`, past the
    screenshot's edge `N`."""
    out, last, count = [], None, 0
    for c in colours:
        name = "N" if c is None else NAMES.get(tuple(c), "X")
        if name == last:
            count += 1
            continue
        if last is not None:
            out.append(f"{last}{count}")
        last, count = name, 1
    if last is not None:
        out.append(f"{last}{count}")
    return " ".join(out)


def colours(text):
    """The runs read back: one colour (or None for X and N) per pixel."""
    out = []
    for run in text.split():
        out += [COLOURS.get(run[0])] * int(run[1:])
    return out


def md5(text):
    return hashlib.md5(text.encode()).hexdigest()


def entry(engine, asked, dpr, case, lines, control=None):
    e = {"engine": engine, "asked": asked, "dpr": dpr, "case": case.name, "args": case.args, "selector": case.selector,
         "css": md5(case.css), "gridcalc_css": case.made_by_gridcalc and not control, "lines": lines}
    if control:
        e["control"] = control
    return e


def key(e):
    return (e["engine"], e["asked"], e["selector"], e["case"])


def settle(path, record, engines, write, generator):
    """Writes `record` to `path` (with `write`), else the failures where it differs from the fixture
    for `engines`: a case painted otherwise, or one missing on either side."""
    if write:
        old = load(path)
        kept = [e for e in (old["entries"] if old else []) if e["engine"] not in engines]
        document = {"generator": generator, "engines": sorted(set(engines) | {e["engine"] for e in kept}),
                    "entries": sorted(kept + record, key=lambda e: (e["engine"], float(e["asked"]), e["selector"]))}
        with open(path, "w") as f:
            # Headed by its generator; one case a line, so a difference reads as a diff of lines.
            f.write('{"generator": %s,\n "engines": %s,\n "entries": [\n' % (json.dumps(document["generator"]), json.dumps(document["engines"])))
            f.write(",\n".join(json.dumps(e, sort_keys=True) for e in document["entries"]))
            f.write("\n]}\n")
        print(f"oracle: {len(record)} cases recorded in {os.path.relpath(path)}")
        return []
    fixture = load(path)
    if fixture is None:
        return [f"oracle: {os.path.relpath(path)} is missing; write it with {generator}"]
    recorded = {key(e): e for e in fixture["entries"] if e["engine"] in engines}
    now = {key(e): e for e in record}
    failures = []
    for k in sorted(set(recorded) | set(now)):
        if k not in recorded or k not in now:
            failures.append(f"oracle: {k} {'new' if k not in recorded else 'gone'} since the fixture; write it again with {generator}")
        elif (recorded[k]["css"], recorded[k]["lines"]) != (now[k]["css"], now[k]["lines"]):
            failures.append(f"oracle: {k} painted otherwise than recorded (css {recorded[k]['css'] == now[k]['css'] and 'same' or 'changed'});"
                            f" if the change is meant, write it again with {generator}")
    return failures


def load(path):
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)
