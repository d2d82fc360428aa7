#!/usr/bin/env python3
"""Validates real gridcalc output against the JSON Schemas in Docs/schemas with a real validator.

usage: validate_outputs.py GRIDCALC_BINARY SCHEMA_DIR

Runs the binary over a sweep of configurations, validates every document against its schema
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
with open(f"{schema_dir}/grid.schema.json") as f:
    grid_schema = json.load(f)
Draft202012Validator.check_schema(grid_schema)
validator = Draft202012Validator(grid_schema)

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


configs = []
for width, scale, columns in itertools.product(["414", "375.5", "1242px", "320.3333"], ["1", "2", "3", "2.608"], ["1", "7", "24"]):
    for strategy in (["--strategy", "padding", "--align", a] for a in ("center", "leading", "trailing")):
        configs.append(["--width", width, "--scale", scale, "--columns", columns, *strategy])
    for strategy in (["--strategy", "widen", "--distribute", d] for d in ("leading", "trailing", "center", "spread")):
        configs.append(["--width", width, "--scale", scale, "--columns", columns, *strategy, "--direction", "rtl"])
configs.append(["--width", "414", "--scale", "3", "--columns", "7", "--spacing", "0.5", "--inset", "0.1"])

documents = []
for args in configs:
    result = subprocess.run([binary, *args, "--format", "json"], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{args}: exit {result.returncode}: {result.stderr.strip()}")
        continue
    document = json.loads(result.stdout)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    if errors:
        fail(f"{args}: {errors[0].message} at {list(errors[0].path)}")
        continue
    scale = document["input"]["scale"]
    bad = [l for l in lengths(document) if l["pt"] != l["px"] / scale]
    if bad:
        fail(f"{args}: pt != px / scale for {bad[0]}")
        continue
    documents.append(document)
    passed += 1

if not any(d["warnings"] for d in documents):
    fail("the sweep produced no warnings: the warnings array was never exercised")

# Negative controls: the schema must reject documents that break it.
sample = documents[0]
mutations = {
    "missing key": lambda d: d.pop("flow_layout"),
    "extra key": lambda d: d.__setitem__("extra", 1),
    "fractional px": lambda d: d["container"].__setitem__("px", 1242.5),
    "bad strategy": lambda d: d["input"].__setitem__("strategy", "stretch"),
    "missing null key": lambda d: d["input"].pop("device"),
    "align with widen": lambda d: d["input"].update(strategy="widen", distribute="spread"),
    "extra_px 2": lambda d: d["columns"][0].__setitem__("extra_px", 2),
    "wrong schema id": lambda d: d.__setitem__("schema", "gridcalc/grid@2"),
}
for name, mutate in mutations.items():
    broken = copy.deepcopy(sample)
    mutate(broken)
    if validator.is_valid(broken):
        fail(f"the schema accepts a document with {name}")
    else:
        passed += 1

print(f"schema: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
