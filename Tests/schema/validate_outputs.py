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
import os
import json
import subprocess
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

binary, schema_dir = sys.argv[1], sys.argv[2]
names = ("grid", "hairline", "separator", "check", "devices", "sweep", "table")
schemas = {}
for name in names:
    with open(f"{schema_dir}/{name}.schema.json") as f:
        schemas[name] = json.load(f)
    Draft202012Validator.check_schema(schemas[name])
# sweep@1 refers to grid@1's layout by $id: every schema is registered under its $id.
registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in schemas.values())
validators = {name: Draft202012Validator(schemas[name], registry=registry) for name in names}

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


# (schema, arguments, the scale every length in the document is at; None: per hairline entry or none;
#  stdin; the exit codes that are right for it)
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

# Inside borders and visible ranges (Docs/borders.md, Docs/visible.md).
for scale, columns, extra in itertools.product(["3", "2.608", "1"], ["1", "3", "7"], [
        ["--borders", "inside"], ["--borders", "inside", "--border-width", "0.5", "--direction", "rtl", "--separator-before", "0,5"],
        ["--visible", "0,100"], ["--visible", "33.3,33.3", "--separator-before", "3,12"],
        ["--borders", "inside", "--border-width", "2px", "--visible", "50,900.5", "--strategy", "widen", "--distribute", "spread"]]):
    configs.append(("grid", ["--width", "414", "--scale", scale, "--columns", columns, "--items", "12", *extra], float(scale)))
# A column count chosen from a cell size (Docs/columns-auto.md).
for scale, rule in itertools.product(["3", "2.608", "1"], [["--min-cell", "100"], ["--max-cell", "80.3"], ["--min-cell", "5000"]]):
    configs.append(("grid", ["--width", "414", "--scale", scale, "--columns", "auto", *rule, "--inset", "8"], float(scale)))
# Fixed and flexible tracks (Docs/tracks.md).
for scale, tracks, strategy in itertools.product(["3", "2.608"], ["80pt 1fr 2fr", "1fr 1fr 1fr", "100pt 44.5pt", "0.5fr 3px 1.25fr 60"],
                                                 [[], ["--strategy", "widen", "--distribute", "spread"], ["--strategy", "padding", "--align", "leading"]]):
    if "widen" in strategy and "fr" not in tracks:
        continue
    configs.append(("grid", ["--width", "414", "--scale", scale, "--tracks", tracks, *strategy, "--items", "5", "--row-height", "40"], float(scale)))
# Spans (Docs/spans.md), also with bands, borders, tracks and rtl.
for columns, extra in itertools.product(["4", "7"], [[], ["--separator-before", "0,5"], ["--borders", "inside", "--direction", "rtl"],
                                                     ["--visible", "0,300", "--strategy", "widen", "--distribute", "spread"]]):
    configs.append(("grid", ["--width", "414", "--scale", "3", "--columns", columns, "--items", "12", "--span", "0:2,3:4,7:3,11:1", *extra], 3.0))
configs.append(("grid", ["--width", "414", "--scale", "3", "--tracks", "80pt 1fr 2fr 1fr", "--items", "9", "--row-height", "44", "--span", "1:2,4:4"], 3.0))
# Platforms (Docs/platforms.md): every Android preset with its item offsets and dimens, web screens.
for name, columns, extra in itertools.product(["pixel-2", "pixel-8", "pixel-2-xl", "nexus-7-2012", "pixel-tablet"], ["2", "4", "7"],
                                              [[], ["--spacing", "8dp", "--inset", "16dp", "--strategy", "widen", "--direction", "rtl"],
                                               ["--items", "9", "--row-height", "48dp", "--span", "0:2"], ["--spacing", "0"]]):
    scale = {"pixel-2": 2.625, "pixel-8": 2.625, "pixel-2-xl": 3.5, "nexus-7-2012": 1.33125, "pixel-tablet": 2.0}[name]
    configs.append(("grid", ["--device", name, "--columns", columns, *extra], scale))
for name, scale in [("windows-1080p-125", 1.25), ("windows-1080p-175", 1.75), ("macbook-air-13", 2.0)]:
    configs.append(("grid", ["--device", name, "--columns", "7", "--spacing", "1css", "--orientation", "landscape"], scale))
configs.append(("grid", ["--platform", "web", "--px-means", "device", "--width", "1280css", "--scale", "1.5", "--columns", "7", "--inset", "24px"], 1.5))
configs.append(("grid", ["--platform", "web", "--width", "1280css", "--scale", "2.625", "--columns", "4", "--items", "9", "--row-height", "48css", "--span", "0:2,5:3"], 2.625))
configs.append(("grid", ["--platform", "web", "--width", "1280css", "--scale", "1.5", "--columns", "4", "--items", "9", "--separator-before", "4"], 1.5))
# Tables (Docs/table.md): both styles, positions and directions, headers, footers, empty sections.
for scale, sections, extra in itertools.product(["3", "2", "2.608", "1.5"], ["2,3", "0,1,0,4", "1", "5,5,5"], [
        [], ["--style", "plain"], ["--position", "top", "--direction", "rtl", "--separator-inset-trailing", "8.5"],
        ["--header-height", "28", "--footer-height", "0.3", "--row-height", "60.2"]]):
    configs.append(("table", ["table", "--width", "390.5", "--scale", scale, "--sections", sections, *extra], float(scale)))
configs.append(("table", ["table", "--device", "iphone-8-plus", "--sections", "3"], 3.0))

configs = [(name, args, scale, None, (0,)) for name, args, scale in configs]
configs.append(("devices", ["devices"], None, None, (0,)))
for platform in ("ios", "android", "web"):
    configs.append(("devices", ["devices", "--platform", platform], None, None, (0,)))
configs.append(("sweep", ["sweep", "--devices", "android", "--columns", "2...5", "--items", "6", "--orientation", "both"], None, None, (0,)))
configs.append(("sweep", ["sweep", "--devices", "web", "--columns", "7,12", "--spacing", "1css", "--max-remainder", "3"], None, None, (0, 1)))
configs.append(("sweep", ["sweep", "--devices", "apple", "--orientation", "both", "--windows", "--columns", "2,5"], None, None, (0, 1)))
for orientation, columns, limits in itertools.product(["portrait", "both"], ["1...12", "3,7"], [[], ["--max-inset", "1", "--symmetric", "--max-remainder", "2"]]):
    configs.append(("sweep", ["sweep", "--devices", "all", "--orientation", orientation, "--columns", columns, *limits], None, None, (0, 1)))
configs.append(("sweep", ["sweep", "--devices", "iphone-8,ipad", "--columns", "1...3", "--items", "5", "--separator-before", "2"], None, None, (0,)))
configs.append(("sweep", ["sweep", "--devices", "iphone-se-1", "--columns", "600,700", "--spacing", "1"], None, None, (1,)))
for grid_args in (["--width", "414", "--scale", "3", "--columns", "7"], ["--width", "375", "--scale", "2", "--columns", "4", "--items", "9"],
                  ["--width", "414.2", "--scale", "2.608", "--columns", "5", "--strategy", "widen"]):
    grid_json = subprocess.run([binary, *grid_args, "--format", "json"], capture_output=True, text=True).stdout
    configs.append(("check", ["check", "-"], None, grid_json, (0,)))
dump = {"scale": 3, "container_pt": 414, "spacing_px": 1, "frames": [
    {"x": 0.667, "y": 0, "width": 58.667, "height": 58.667}, {"x": 59.5, "y": 0, "width": 58.667, "height": 58.667},
    {"x": 100, "y": 0, "width": 10, "height": 1}, {"x": 400, "y": 0, "width": 20, "height": 1}]}
configs.append(("check", ["check"], None, json.dumps(dump), (1,)))
# A design spacing that is not whole device pixels: the document carries the snapping warning.
configs.append(("check", ["check", "--spacing", "0.5", "-"], None, json.dumps(dump), (1,)))
# The formats real tools dump (Docs/check-inputs.md), from the samples the CI recipes use.
samples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Docs", "samples")
for args in (["--container", "resource-id=grid", "--select", "resource-id=cell", "--spacing", "1px", "uiautomator-pixel-8.xml"],
             ["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3", "--spacing", "1px", "recursive-description.txt"],
             ["--spacing", "1px", "--px-means", "device", "playwright-rects.json"],
             ["--spacing", "1px", "--px-means", "device", "playwright-rects-css-gap.json"],
             ["--spacing", "1px", "xcuitest-frames.json"],
             # A screenshot (Docs/check-images.md): blurred findings, notes, sources without lines.
             ["--image", "--region", "auto", "--columns", "3", "--spacing", "8pt", "--inset", "16pt", "--scale", "2", "cards.png"],
             ["--image", "--region", "auto", "--spacing", "auto", "cards.png"]):
    configs.append(("check", ["check", *args[:-1], os.path.join(samples, args[-1])], None, None, (0, 1)))

# A device dump as `uiautomator dump` writes it: one line.
with open(os.path.join(samples, "uiautomator-pixel-8.xml")) as f:
    one_line = f.read().replace("\n", "")
configs.append(("check", ["check", "--container", "resource-id=grid", "--select", "resource-id=cell", "--spacing", "1px", "-"], None, one_line, (1,)))

documents = {name: [] for name in validators}
for name, args, scale, stdin, statuses in configs:
    result = subprocess.run([binary, *args, "--format", "json"], capture_output=True, text=True, input=stdin)
    if result.returncode not in statuses:
        fail(f"{args}: exit {result.returncode}: {result.stderr.strip()}")
        continue
    document = json.loads(result.stdout)
    errors = sorted(validators[name].iter_errors(document), key=lambda e: list(e.path))
    if errors:
        fail(f"{args}: {errors[0].message} at {list(errors[0].path)}")
        continue
    if name == "hairline":
        groups = [(h["scale"], h) for h in document["hairlines"]]
    elif name == "sweep":
        scales = {d["name"]: d["scale"] for d in json.loads(subprocess.run([binary, "devices", "--json"], capture_output=True, text=True).stdout)["devices"]}
        groups = [(scales[c["device"]], c["layout"]) for c in document["cases"] if c["layout"]]
    else:
        groups = [] if scale is None else [(scale, document)]
    bad = [l for s, node in groups for l in lengths(node) if l["pt"] != l["px"] / s]
    if bad:
        fail(f"{args}: pt != px / scale for {bad[0]}")
        continue
    documents[name].append(document)
    passed += 1

for name in ("grid", "separator", "table"):
    if not any(d["warnings"] for d in documents[name]):
        fail(f"the {name} sweep produced no warnings: the warnings array was never exercised")
if not any("sources" in d and any(x["column"] for x in d["sources"]) for d in documents["check"]):
    fail("no check document carried sources with a column: the one-line dump's sources were never exercised")
# Each finding of a view-tree dump carries the source of its last frame (where annotations point).
for d in documents["check"]:
    for f in d["findings"]:
        frames = f["frames"] if "frames" in f else [f["frame"]]
        want = d["sources"][frames[-1]] if "sources" in d and frames else None
        if f.get("source") != want:
            fail(f"a finding's source {f.get('source')} is not its last frame's {want}")
if not any(f["kind"] == "blurred" for d in documents["check"] for f in d["findings"]):
    fail("no check finding was blurred: a screenshot's findings were never exercised")
if not any(f.get("source") for d in documents["check"] for f in d["findings"]):
    fail("no check finding carried a source: findings' sources were never exercised")
if not any("warnings" in d for d in documents["check"]):
    fail("no check document carried warnings: the check's warnings array was never exercised")
if not any(not d["ok"] for d in documents["sweep"]) or not any(not d["ok"] for d in documents["check"]):
    fail("the sweep and check runs must include failing documents")
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
    ("check", next(d for d in documents["check"] if d["findings"]), "unknown kind", lambda d: d["findings"][0].__setitem__("kind", "blur")),
    ("check", next(d for d in documents["check"] if d["findings"]), "frame and frames", lambda d: d["findings"][0].update(frame=1, frames=[1, 2])),
    ("check", documents["check"][0], "ok as a string", lambda d: d.__setitem__("ok", "yes")),
    ("check", next(d for d in documents["check"] if "sources" in d), "source line 0", lambda d: d["sources"][0].__setitem__("line", 0)),
    ("check", next(d for d in documents["check"] if "sources" in d), "source without a path", lambda d: d["sources"][0].pop("path")),
    ("check", next(d for d in documents["check"] if any("source" in f for f in d["findings"])), "finding source without a line",
     lambda d: next(f for f in d["findings"] if "source" in f)["source"].pop("line")),
    ("check", next(d for d in documents["check"] if "warnings" in d), "empty warnings", lambda d: d.__setitem__("warnings", [])),
    ("devices", documents["devices"][0], "bad name", lambda d: d["devices"][0].__setitem__("name", "iPhone 8")),
    ("devices", documents["devices"][0], "missing native scale", lambda d: d["devices"][0].pop("native_scale")),
    ("sweep", documents["sweep"][0], "layout with input", lambda d: d["cases"][0]["layout"].__setitem__("input", {})),
    ("sweep", documents["sweep"][0], "layout without columns", lambda d: d["cases"][0]["layout"].pop("columns")),
    ("sweep", documents["sweep"][0], "bad orientation", lambda d: d["cases"][0].__setitem__("orientation", "upside-down")),
    ("grid", grid, "input removed", lambda d: d.pop("input")),
]
bordered = next(d for d in documents["grid"] if "borders" in d["input"] and d["columns"][1:])
android = next(d for d in documents["grid"] if "android" in d)
web = next(d for d in documents["grid"] if "css" in d and d["css"]["spans"])
devices = documents["devices"][0]
visible = next(d for d in documents["grid"] if "visible" in d)
table = next(d for d in documents["table"] if d["sections"][0]["separators"] and d["input"]["header_height"]["px"] > 0)
mutations += [
    ("grid", bordered, "a frame without lines", lambda d: d["items"][0].pop("lines")),
    ("grid", bordered, "a line with no edge", lambda d: d["items"][0]["lines"][0].pop("edge")),
    ("grid", bordered, "a left edge", lambda d: d["items"][0]["lines"][0].__setitem__("edge", "left")),
    ("grid", bordered, "borders outside", lambda d: d["input"]["borders"].__setitem__("style", "outside")),
    ("grid", visible, "visible without y1", lambda d: d["visible"].pop("y1")),
    ("grid", grid, "no columns_rule", lambda d: d["input"].pop("columns_rule")),
    ("grid", next(d for d in documents["grid"] if d.get("items") and "span" in d["items"][0]), "a span of 0",
     lambda d: d["items"][0].__setitem__("span", 0)),
    ("grid", next(d for d in documents["grid"] if "track" in d["columns"][0]), "a track of kind auto", lambda d: d["columns"][0]["track"].__setitem__("kind", "auto")),
    ("grid", next(d for d in documents["grid"] if "track" in d["columns"][0]), "a weight of 0", lambda d: d["columns"][0].__setitem__("track", {"kind": "fr", "weight": 0})),
    ("grid", grid, "both cell rules", lambda d: d["input"].__setitem__("columns_rule", {"min_cell": d["spacing"], "max_cell": d["spacing"]})),
    ("grid", visible, "a visible item -1", lambda d: d["visible"]["items"].append(-1)),
    ("grid", android, "android without item_offsets", lambda d: d["android"].pop("item_offsets")),
    ("grid", android, "a dimen in px", lambda d: d["android"]["dimens"][0].__setitem__("value", "3px")),
    ("grid", android, "a span count of 0", lambda d: d["android"].__setitem__("span_count", 0)),
    ("grid", android, "platform ipados", lambda d: d["input"].__setitem__("platform", "ipados")),
    ("grid", grid, "no platform", lambda d: d["input"].pop("platform")),
    ("grid", web, "css without its rule", lambda d: d["css"].pop("rule")),
    ("grid", web, "a css column with its unit", lambda d: d["css"]["columns"].__setitem__(0, d["css"]["columns"][0] + "px")),
    ("grid", web, "a css span of 1 column", lambda d: d["css"]["spans"][0].__setitem__("columns", 1)),
    ("devices", devices, "a preset without a platform", lambda d: d["devices"][0].pop("platform")),
    ("devices", devices, "a fractional width_px", lambda d: d["devices"][0].__setitem__("width_px", 1080.5)),
    ("table", table, "a missing header key", lambda d: d["sections"][0].pop("header")),
    ("table", table, "a separator 2px tall", lambda d: d["sections"][0]["separators"][0]["rect"]["height"].__setitem__("px", 2)),
    ("table", table, "a separator with both anchors", lambda d: d["sections"][0]["separators"][0].update(after_row=0, before_row=0)),
    ("table", table, "a separator with no anchor", lambda d: [d["sections"][0]["separators"][0].pop(k, None) for k in ("after_row", "before_row")]),
    ("table", table, "style inset", lambda d: d["input"].__setitem__("style", "inset")),
    ("table", table, "content with a width", lambda d: d["content"].__setitem__("width", d["content"]["height"])),
    ("table", table, "wrong schema id", lambda d: d.__setitem__("schema", "gridcalc/table@2")),
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
