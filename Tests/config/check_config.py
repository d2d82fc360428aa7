#!/usr/bin/env python3
"""`.gridcalc.json`, the baseline and SARIF, end to end, as a team's repository uses them.

usage: check_config.py GRIDCALC_BINARY

A repository folder (a .git folder, a config of three screens: an XCUITest-style frames dump, a
Playwright rects file, a PNG screenshot) is checked by `gridcalc check` with no arguments, from its
root and from a folder below it, and through the Action's script (.ci/gridcalc-action.sh) with no
files. The baseline workflow: written, then known findings pass; a new defect fails (and is the only
one reported); an old one fixed passes with one fewer known and names the one gone. The SARIF report
is validated against the published SARIF 2.1.0 schema (OASIS, Tests/config/sarif-schema-2.1.0.json,
pinned by its SHA-256) with negative controls, and checked within GitHub's upload limits. Every class
of config mistake is refused (64, empty stdout) naming its JSON path, and the config's JSON Schema
(Docs/schemas/config.schema.json) accepts the configs gridcalc takes and rejects the ones it refuses
for a key or a type. The last line is `config: N passed, M failed`; exit 1 on a failure.
"""
import copy
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

from jsonschema import Draft4Validator, Draft202012Validator

binary = os.path.abspath(sys.argv[1])
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SARIF_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
passed = failed = 0


def ok(condition, what, detail=""):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}\n{detail}"[:3000], file=sys.stderr)


def run(args, cwd, env=None):
    p = subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


def frames(widths_and_x):
    """A frames dump in points at 3x in a 414pt container, 7 cells."""
    return json.dumps({"scale": 3, "container_pt": 414,
                       "frames": [{"x": x, "width": w} for x, w in widths_and_x]})


# The design's 7 columns of 414pt at 3x with 1px gaps (gridcalc --width 414 --scale 3 --columns 7).
GOOD = [(0.667, 58.667), (59.667, 58.667), (118.667, 58.667), (177.667, 58.667), (236.667, 58.667), (295.667, 58.667), (354.667, 58.667)]
OLD_A = 3   # cell 4 a pixel too wide (known)
OLD_B = 5   # cell 6 off the pixel grid (known)
NEW = 1     # cell 2 a pixel narrower (added later)


def dump(defects):
    cells = list(GOOD)
    if OLD_A in defects:
        cells[OLD_A] = (cells[OLD_A][0], 59)
    if OLD_B in defects:
        cells[OLD_B] = (cells[OLD_B][0] + 0.1, cells[OLD_B][1])
    if NEW in defects:
        cells[NEW] = (cells[NEW][0], 58.333)
    return frames(cells)


work = tempfile.mkdtemp(prefix="gridcalc-config-")
repo = os.path.join(work, "repo")
for folder in (".git", "app/dumps", "app/web", "app/shots", "app/deep/er"):
    os.makedirs(os.path.join(repo, folder))
with open(os.path.join(repo, "app/dumps/home.json"), "w") as f:
    f.write(dump({OLD_A, OLD_B}))
shutil.copy(os.path.join(root, "Docs/samples/playwright-rects.json"), os.path.join(repo, "app/web/rects.json"))
shutil.copy(os.path.join(root, "Docs/samples/cards.png"), os.path.join(repo, "app/shots/cards.png"))
config = {
    "$schema": "https://gridcalc.dev/schemas/config.schema.json",
    "spacing": "1px",
    "screens": [
        {"name": "home", "files": ["app/dumps/*.json"], "columns": 7},
        {"name": "web", "files": "app/web/rects.json", "px-means": "device"},
        {"name": "cards", "files": ["app/shots/*.png"], "image": True, "region": "auto", "columns": 3,
         "spacing": "8pt", "inset": "16pt", "scale": 2, "severity": {"blurred": "warning"}},
    ],
}
with open(os.path.join(repo, ".gridcalc.json"), "w") as f:
    json.dump(config, f, indent=2)

# 1. No arguments: the config's three screens, from the root and from a folder below it.
for cwd in (repo, os.path.join(repo, "app/deep/er")):
    status, out, err = run(["check"], cwd)
    ok(status == 1 and out.count("\nfile ") + out.startswith("file ") == 3 and "gridcalc check: 3 files, 2 failed" in out,
       f"no-argument check from {os.path.relpath(cwd, repo)}: 3 files, 2 failed, exit 1", f"exit {status}\n{out}\n{err}")
    ok("home.json" in out and "rects.json" in out and "cards.png" in out, "every screen's file is checked", out)
# The screen's severity and the shared spacing applied: cards' blurred edges are warnings there.
status, out, err = run(["check", "--format", "github"], repo)
ok("::warning file=app/shots/cards.png,title=gridcalc check%3A blurred" in out and "::error file=app/dumps/home.json" in out,
   "a screen's severity is its own", out)
# The command line overrides every screen's keys: --severity gap=off and mismatch=off leave cards with none.
status, out, err = run(["check", "--format", "github", "--severity", "mismatch=off", "--severity", "off-grid=off", "--severity", "gap=off"], repo)
ok(status == 0 and "::error" not in out, "command-line severities override the config's", f"exit {status}\n{out}\n{err}")
# Outside a repository only the current folder's config is read: one folder below finds none (stdin, empty).
outside = os.path.join(work, "outside")
os.makedirs(os.path.join(outside, "below"))
shutil.copy(os.path.join(repo, ".gridcalc.json"), outside)
status, out, err = run(["check"], os.path.join(outside, "below"))
ok(status == 65 and "stdin" in err, "outside a repository a parent's config is not read", f"exit {status}\n{out}\n{err}")

# 2. The baseline.
status, out, err = run(["check", "--write-baseline", "gridcalc-baseline.json"], repo)
with open(os.path.join(repo, "gridcalc-baseline.json")) as f:
    baseline = json.load(f)
known = len(baseline["findings"])
ok(status == 1 and baseline["schema"] == "gridcalc/baseline@1" and known >= 6, "the baseline is written with every finding",
   f"exit {status}\n{json.dumps(baseline)[:800]}")
ok(all(set(e) == {"file", "screen", "kind", "edge", "cells"} and "line" not in e["cells"] for e in baseline["findings"]),
   "a finding's identity is file, screen, kind, edge and cells", json.dumps(baseline)[:800])
ok({"file": "app/dumps/home.json", "screen": "home", "kind": "mismatch", "edge": "width", "cells": "row 1, cell 4"} in baseline["findings"],
   "the known mismatch is named by its row and cell", json.dumps(baseline["findings"])[:800])
status, out, err = run(["check", "--baseline", "gridcalc-baseline.json"], repo)
ok(status == 0 and f"{known} known findings remain (not reported), 0 gone" in err, "known findings pass", f"exit {status}\n{out}\n{err}")
# A new defect fails, and only it is reported.
with open(os.path.join(repo, "app/dumps/home.json"), "w") as f:
    f.write(dump({OLD_A, OLD_B, NEW}))
status, out, err = run(["check", "--baseline", "gridcalc-baseline.json", "--report", "sarif=new.sarif"], repo)
with open(os.path.join(repo, "new.sarif")) as f:
    new = json.load(f)
messages = [r["message"]["text"] for r in new["runs"][0]["results"]]
ok(status == 1 and messages and all("frame 1" in m for m in messages), "a new defect fails, and is the only finding reported",
   f"exit {status}\n{messages}\n{err}")
# An old one fixed (and the new one gone again): passes, one fewer known, the one gone named.
with open(os.path.join(repo, "app/dumps/home.json"), "w") as f:
    f.write(dump({OLD_B}))
status, out, err = run(["check", "--baseline", "gridcalc-baseline.json"], repo)
# The fixed cell's own findings: its width, and the gap after it.
gone = sum(1 for e in baseline["findings"] if e["screen"] == "home" and e["cells"] in ("row 1, cell 4", "row 1, cells 3-4", "row 1, cells 4-5"))
ok(status == 0 and f"{known - gone} known findings remain (not reported), {gone} gone" in err and "gone: app/dumps/home.json (home): mismatch at row 1, cell 4" in err,
   "an old defect fixed passes with fewer known, the gone one named", f"exit {status}\n{err}")
# A baseline that is not one: 65 naming the JSON path.
with open(os.path.join(work, "bad-baseline.json"), "w") as f:
    json.dump({"schema": "gridcalc/baseline@1", "findings": [{"file": "x", "screen": "", "kind": "gap", "edge": 1, "cells": ""}]}, f)
status, out, err = run(["check", "--baseline", os.path.join(work, "bad-baseline.json")], repo)
ok(status == 65 and out == "" and "findings[0].edge" in err, "a bad baseline is 65 naming its JSON path", f"exit {status}\n{err}")
# The baseline is never written over an input or the baseline read.
status, out, err = run(["check", "--baseline", "gridcalc-baseline.json", "--write-baseline", "gridcalc-baseline.json"], repo)
ok(status == 64 and out == "" and "--write-baseline" in err, "the baseline read is not overwritten", f"exit {status}\n{err}")
status, out, err = run(["check", "--write-baseline", "app/dumps/home.json"], repo)
ok(status == 64 and out == "" and json.loads(open(os.path.join(repo, "app/dumps/home.json")).read())["scale"] == 3,
   "a screen's file is never the baseline written", f"exit {status}\n{err}")
status, out, err = run(["check", "--write-baseline", ".gridcalc.json"], repo)
ok(status == 64 and out == "", "the config is never the baseline written", f"exit {status}\n{err}")

# 3. SARIF against the published schema, with negative controls, within GitHub's limits.
with open(os.path.join(root, "Tests/config/sarif-schema-2.1.0.json"), "rb") as f:
    raw = f.read()
ok(hashlib.sha256(raw).hexdigest() == SARIF_SHA256, "the SARIF schema is the pinned OASIS one")
sarif_validator = Draft4Validator(json.loads(raw))
with open(os.path.join(repo, "app/dumps/home.json"), "w") as f:
    f.write(dump({OLD_A, OLD_B}))
status, out, err = run(["check", "--report", "sarif=gridcalc.sarif"], repo)
with open(os.path.join(repo, "gridcalc.sarif"), "rb") as f:
    sarif_bytes = f.read()
sarif = json.loads(sarif_bytes)
errors = list(sarif_validator.iter_errors(sarif))
ok(status == 1 and not errors, "the SARIF report is valid SARIF 2.1.0", "\n".join(e.message for e in errors[:5]))
results = sarif["runs"][0]["results"]
rules = [r["id"] for r in sarif["runs"][0]["tool"]["driver"]["rules"]]
ok(len(results) == known and all(r["ruleId"] in rules and rules[r["ruleIndex"]] == r["ruleId"] for r in results),
   "one result per finding, its rule the finding's kind", json.dumps(results)[:800])
ok(all(os.path.isfile(os.path.join(repo, r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])) for r in results),
   "every result's location is a file of the repository, relative to its root")
png = [r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".png")]
ok(png and all(r["attachments"][0]["rectangles"][0]["right"] > r["attachments"][0]["rectangles"][0]["left"] for r in png),
   "a screenshot's result carries the cell's rectangle")
ok(all(len(r["message"]["text"]) > 10 for r in results) and all(rule["fullDescription"]["text"] for rule in sarif["runs"][0]["tool"]["driver"]["rules"]),
   "every result has a message and every rule its help from the rules")
ok(len(sarif["runs"]) <= 20 and len(results) <= 25000 and len(gzip.compress(sarif_bytes)) < 10 * 1024 * 1024,
   "within GitHub's upload limits (20 runs, 25,000 results a run, 10 MB gzipped)")
for name, mutate in [("a level SARIF does not have", lambda d: d["runs"][0]["results"][0].update(level="fatal")),
                     ("another version", lambda d: d.update(version="2.0.0")),
                     ("a result without its message", lambda d: d["runs"][0]["results"][0].pop("message"))]:
    broken = copy.deepcopy(sarif)
    mutate(broken)
    ok(any(True for _ in sarif_validator.iter_errors(broken)), f"negative control: the schema rejects {name}")

# Every downgrade in SARIF: the rule's effective level (an override) and a notification, still valid SARIF.
status, out, err = run(["check", "--severity", "gap=off", "--severity", "uneven=warning", "--tolerance", "0.3", "--report", "sarif=downgraded.sarif"], repo)
with open(os.path.join(repo, "downgraded.sarif")) as f:
    downgraded = json.load(f)
errors = list(sarif_validator.iter_errors(downgraded))
invocation = downgraded["runs"][0]["invocations"][0]
overrides = {o["descriptor"]["id"]: o["configuration"] for o in invocation.get("ruleConfigurationOverrides", [])}
notes = [n["message"]["text"] for n in invocation.get("toolConfigurationNotifications", [])]
ok(not errors and overrides.get("gap", {}).get("enabled") is False and overrides.get("uneven", {}).get("level") == "warning"
   and any("--severity gap=off" in n for n in notes) and any("--tolerance 0.3" in n for n in notes),
   "a downgrade is the rule's effective level and a notification, in valid SARIF", "\n".join(e.message for e in errors[:5]) + json.dumps(invocation)[:800])

# 4. The Action's script with no files: the config's screens, JUnit and SARIF, the baseline.
env = dict(os.environ, GRIDCALC=binary, INPUT_FILES="", INPUT_ARGS="", INPUT_JUNIT_DIR="reports", INPUT_SARIF="reports/gridcalc.sarif")
p = subprocess.run(["sh", os.path.join(root, ".ci/gridcalc-action.sh")], cwd=repo, env=env, capture_output=True, text=True)
junit = open(os.path.join(repo, "reports/gridcalc-check.xml")).read() if os.path.exists(os.path.join(repo, "reports/gridcalc-check.xml")) else ""
ok(p.returncode == 1 and junit.count("<testsuite ") == 3 and os.path.exists(os.path.join(repo, "reports/gridcalc.sarif")),
   "the Action's script with no files checks the config's screens", f"exit {p.returncode}\n{p.stdout}\n{p.stderr}")
env["INPUT_BASELINE"] = "gridcalc-baseline.json"
p = subprocess.run(["sh", os.path.join(root, ".ci/gridcalc-action.sh")], cwd=repo, env=env, capture_output=True, text=True)
ok(p.returncode == 0 and "known findings remain" in p.stderr, "the Action's script with the baseline passes", f"exit {p.returncode}\n{p.stdout}\n{p.stderr}")
env.pop("INPUT_BASELINE")
p = subprocess.run(["sh", os.path.join(root, ".ci/gridcalc-action.sh")], cwd=os.path.join(work, "outside", "below"), env=env, capture_output=True, text=True)
ok(p.returncode == 64 and "no config" in p.stdout, "the Action's script with no files and no config is 64", f"exit {p.returncode}\n{p.stdout}")

# 5. Every class of config mistake: 64, empty stdout, the JSON path named; the schema agrees.
with open(os.path.join(root, "Docs/schemas/config.schema.json")) as f:
    schema = json.load(f)
Draft202012Validator.check_schema(schema)
config_validator = Draft202012Validator(schema)
ok(not list(config_validator.iter_errors(config)), "the schema accepts the config gridcalc checks")
screen = {"name": "s", "files": ["app/dumps/*.json"]}
mistakes = [  # (config, path named, the schema rejects it too)
    ("{", "not valid JSON", False),
    ([], "the document", True),
    ({}, "has no \"screens\"", True),
    ({"screens": []}, "screens:", True),
    ({"screens": [{"files": ["x"]}]}, "screens[0].name", True),
    ({"screens": [{"name": "s"}]}, "screens[0]: has no \"files\"", True),
    ({"screens": [{"name": "s", "files": []}]}, "screens[0].files", True),
    ({"screens": [{"name": "s", "files": ["-"]}]}, "screens[0].files[0]", True),
    ({"screens": [screen, dict(screen)]}, "screens[1].name", False),
    ({"screens": [dict(screen, colums=7)]}, "screens[0].colums", True),
    ({"screens": [dict(screen, columns=[7])]}, "screens[0].columns", True),
    ({"screens": [dict(screen, columns="seven")]}, "screens[0].columns", False),
    ({"screens": [dict(screen, image="yes")]}, "screens[0].image", True),
    ({"screens": [dict(screen, layout="masonry")]}, "screens[0].layout", True),
    ({"screens": [dict(screen, scale=0)]}, "screens[0].scale", False),
    ({"screens": [dict(screen, severity={"gapp": "error"})]}, "screens[0].severity.gapp", True),
    ({"screens": [dict(screen, severity={"gap": "fatal"})]}, "screens[0].severity.gap", True),
    ({"screens": [dict(screen, severity="gap=off")]}, "screens[0].severity", True),
    ({"scale": "x", "screens": [screen]}, ": scale:", False),
    ({"report": "sarif", "screens": [screen]}, ": report:", True),
    ({"screens": [dict(screen, spacing="auto", columns=7)]}, "screens[0] (s): --spacing auto and --columns", False),
    ({"screens": [dict(screen, files=["nothing-here-*.json"])]}, "screens[0] (s): no file matches", False),
]
for i, (bad, named, schema_rejects) in enumerate(mistakes):
    path = os.path.join(work, f"mistake-{i}.json")
    with open(path, "w") as f:
        f.write(bad if isinstance(bad, str) else json.dumps(bad))
    status, out, err = run(["check", "--config", path], repo)
    wanted = 66 if "no file matches" in named else 64
    ok(status == wanted and out == "" and named in err and err.startswith("error: ") and "\nhint: " in err,
       f"config mistake {i} refused naming {named!r}", f"exit {status}\n{out}\n{err}")
    if not isinstance(bad, str):
        rejected = any(True for _ in config_validator.iter_errors(bad))
        ok(rejected or not schema_rejects, f"the config schema rejects mistake {i} ({named})")
# A value is data: `-h` as a config's value is never help.
with open(os.path.join(work, "help-value.json"), "w") as f:
    json.dump({"screens": [dict(screen, against="-h")]}, f)
status, out, err = run(["check", "--config", os.path.join(work, "help-value.json")], repo)
ok(status == 66 and "USAGE" not in out, "-h as a config value is a file name", f"exit {status}\n{out}\n{err}")

if failed == 0:
    shutil.rmtree(work, ignore_errors=True)
print(f"config: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
