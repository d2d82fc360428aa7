#!/usr/bin/env python3
"""Validates real gridcalc output against the JSON Schemas in Docs/schemas with a real validator.

usage: validate_outputs.py GRIDCALC_BINARY SCHEMA_DIR

Runs the binary over a sweep of grid (with and without items), hairline and separator
configurations, validates every document against its schema
(jsonschema, Draft 2020-12), checks that pt == px / scale for every length in it, and checks that
the schema is strict enough to matter: documents with a key missing, an extra key, a fractional px
or a wrong enum must be rejected. The last line is `schema: N passed, M failed`; exit 1 on a failure.
"""
import copy
import itertools
import json
import subprocess
import sys

from jsonschema import Draft202012Validator

binary, schema_dir = sys.argv[1], sys.argv[2]
validators = {}
for name in ("grid", "hairline", "separator"):
    with open(f"{schema_dir}/{name}.schema.json") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validators[name] = Draft202012Validator(schema)

passed = failed = 0


def fail(message):
    global failed
    failed += 1
    print(f"FAIL {message}", file=sys.stderr)


def lengths(node):
    """Every {"px", "pt"} object in a document."""
    if isinstance(node, dict):
        if set(node) == {"px", "pt"}:
            yield node
        for value in node.values():
            yield from lengths(value)
    elif isinstance(node, list):
        for value in node:
            yield from lengths(value)


# (schema, arguments, the scale every length in the document is at; None: per hairline entry)
configs = []
for width, scale, columns in itertools.product(["414", "375.5", "1242px", "320.3333"], ["1", "2", "3", "2.608"], ["1", "7", "24"]):
    for strategy in (["--strategy", "padding", "--align", a] for a in ("center", "leading", "trailing")):
        configs.append(("grid", ["--width", width, "--scale", scale, "--columns", columns, *strategy], float(scale)))
    for strategy in (["--strategy", "widen", "--distribute", d] for d in ("leading", "trailing", "center", "spread")):
        configs.append(("grid", ["--width", width, "--scale", scale, "--columns", columns, *strategy, "--direction", "rtl"], float(scale)))
configs.append(("grid", ["--width", "414", "--scale", "3", "--columns", "7", "--spacing", "0.5", "--inset", "0.1"], 3.0))
for items, rows, bands, scale in itertools.product(["0", "1", "10", "50"], [[], ["--row-height", "44.2"], ["--aspect-ratio", "16:9", "--line-spacing", "8"]],
                                                  [[], ["--separator-before", "0"], ["--separator-before", "4,0,{n}"]], ["3", "2.608"]):
    bands = [b.replace("{n}", items) for b in bands]
    if "4" in (bands[1].split(",") if bands else []) and int(items) < 4:
        continue
    configs.append(("grid", ["--width", "414", "--scale", scale, "--columns", "7", "--items", items, *rows, *bands,
                             "--inset-top", "8", "--inset-bottom", "0.3", "--separator-height", "0.5"], float(scale)))
for scales, at in itertools.product(["3", "2", "3,2,2.608", "1,1.5,2.625,2.75,16"], [[], ["--at", "10.2"], ["--at", "31px"], ["--at", "0"]]):
    configs.append(("hairline", ["hairline", "--scale", scales, *at], None))
for width, scale, extra in itertools.product(["375", "414.5", "1242px"], ["1", "2", "3", "2.608"], [
        [], ["--inset-leading", "16"], ["--reference", "margins", "--margins", "20,16", "--inset-leading", "15.3", "--direction", "rtl"],
        ["--position", "top", "--cell-height", "60.1", "--inset-trailing", "0.2"]]):
    configs.append(("separator", ["separator", "--width", width, "--scale", scale, *extra], float(scale)))

documents = {name: [] for name in validators}
for name, args, scale in configs:
    result = subprocess.run([binary, *args, "--format", "json"], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{args}: exit {result.returncode}: {result.stderr.strip()}")
        continue
    document = json.loads(result.stdout)
    errors = sorted(validators[name].iter_errors(document), key=lambda e: list(e.path))
    if errors:
        fail(f"{args}: {errors[0].message} at {list(errors[0].path)}")
        continue
    groups = [(h["scale"], h) for h in document["hairlines"]] if scale is None else [(scale, document)]
    bad = [l for s, node in groups for l in lengths(node) if l["pt"] != l["px"] / s]
    if bad:
        fail(f"{args}: pt != px / scale for {bad[0]}")
        continue
    documents[name].append(document)
    passed += 1

for name in ("grid", "separator"):
    if not any(d["warnings"] for d in documents[name]):
        fail(f"the {name} sweep produced no warnings: the warnings array was never exercised")
if not any("items" in d for d in documents["grid"]) or not any("items" not in d for d in documents["grid"]):
    fail("the grid sweep must include documents with and without items")

# Negative controls: each schema must reject documents that break it.
grid = next(d for d in documents["grid"] if d.get("separators") and d.get("items"))
hairline = next(d for d in documents["hairline"] if d["hairlines"][0]["at"])
separator = documents["separator"][0]
mutations = [
    ("grid", grid, "missing key", lambda d: d.pop("flow_layout")),
    ("grid", grid, "extra key", lambda d: d.__setitem__("extra", 1)),
    ("grid", grid, "fractional px", lambda d: d["container"].__setitem__("px", 1242.5)),
    ("grid", grid, "bad strategy", lambda d: d["input"].__setitem__("strategy", "stretch")),
    ("grid", grid, "missing null key", lambda d: d["input"].pop("device")),
    ("grid", grid, "align with widen", lambda d: d["input"].update(strategy="widen", distribute="spread")),
    ("grid", grid, "extra_px 2", lambda d: d["columns"][0].__setitem__("extra_px", 2)),
    ("grid", grid, "wrong schema id", lambda d: d.__setitem__("schema", "gridcalc/grid@2")),
    ("grid", grid, "items without rows", lambda d: d.pop("rows")),
    ("grid", grid, "item without row", lambda d: d["items"][0].pop("row")),
    ("grid", grid, "band without before_item", lambda d: d["separators"][0].pop("before_item")),
    ("grid", grid, "content with extra key", lambda d: d["content"].__setitem__("depth", 1)),
    ("hairline", hairline, "thickness 2px", lambda d: d["hairlines"][0]["thickness"].__setitem__("px", 2)),
    ("hairline", hairline, "missing at", lambda d: d["hairlines"][0].pop("at")),
    ("hairline", hairline, "at without y", lambda d: d["hairlines"][0]["at"].pop("y")),
    ("hairline", hairline, "no hairlines", lambda d: d.__setitem__("hairlines", [])),
    ("separator", separator, "height 2px", lambda d: d["rect"]["height"].__setitem__("px", 2)),
    ("separator", separator, "bad reference", lambda d: d.__setitem__("reference", "edges")),
    ("separator", separator, "missing insets", lambda d: d.pop("insets")),
    ("separator", separator, "zero width", lambda d: d["rect"]["width"].__setitem__("px", 0)),
]
for name, sample, label, mutate in mutations:
    broken = copy.deepcopy(sample)
    mutate(broken)
    if validators[name].is_valid(broken):
        fail(f"the {name} schema accepts a document with {label}")
    else:
        passed += 1

print(f"schema: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
