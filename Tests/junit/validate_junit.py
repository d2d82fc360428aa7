#!/usr/bin/env python3
"""`gridcalc check --format junit` against the published JUnit XML schema (Docs/ci.md).

The schema is Jenkins' junit-10.xsd (the JUnit report format Jenkins, GitLab and most CI systems
read), as published in the pytest source distribution on PyPI, which tests its own reports against
it; it is downloaded once into CACHE_DIR and pinned by its SHA-256. Every report below is validated
with xmllint (libxml2), a real schema validator, and read back with Python's XML parser: the test
counts must be one test case per frame (plus `layout` when a finding names no frame), the failures
the error-level findings of the same check in JSON, their types the finding kinds. Negative
controls: a report without the required `tests` attribute, and one with a raw `&`, must be refused.

usage: validate_junit.py <gridcalc binary> <cache dir>
"""
import glob, hashlib, json, os, shutil, subprocess, sys, tarfile, tempfile
import xml.etree.ElementTree as ET

PYTEST = "pytest==8.3.4"
XSD_MEMBER = "pytest-8.3.4/testing/example_scripts/junit-10.xsd"
XSD_SHA256 = "a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6"
SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Docs", "samples")

# (arguments, stdin): each becomes a report and a JSON twin.
CASES = [
    (["--container", "resource-id=grid", "--select", "resource-id=cell", "--spacing", "1px", f"{SAMPLES}/uiautomator-pixel-8.xml"], None),
    (["--container", "UICollectionView", "--select", "UICollectionViewCell", "--scale", "3", "--spacing", "1px", f"{SAMPLES}/recursive-description.txt"], None),
    (["--spacing", "1px", "--px-means", "device", f"{SAMPLES}/playwright-rects.json"], None),
    (["--spacing", "1px", "--px-means", "device", f"{SAMPLES}/playwright-rects-css-gap.json"], None),
    (["--spacing", "1px", f"{SAMPLES}/xcuitest-frames.json"], None),
    # Warnings only (uneven widths), and a count mismatch (a finding about no frame).
    (["-"], '{"scale": 2, "container_pt": 100, "spacing_px": 0, "frames": [{"x": 0, "width": 10}, {"x": 10, "width": 40}]}'),
    (["--against", "EXPECTED", "-"], '{"scale": 2, "container_pt": 100, "spacing_px": 0, "frames": [{"x": 0, "width": 50}]}'),
    # Markup and controls in a label and a file name: escaped, still valid.
    (["--select", "A&B", "--scale", "2", "--width", "100", "-"], '<Root: 0x1; frame = (0 0; 100 10)>\n   | <A&B: 0x2; frame = (0 0; 40.25 10)>\n   | <A&B: 0x3; frame = (41 0; 50 10)>\n'),
]


def schema(cache):
    path = os.path.join(cache, "junit-10.xsd")
    if not os.path.exists(path) or hashlib.sha256(open(path, "rb").read()).hexdigest() != XSD_SHA256:
        os.makedirs(cache, exist_ok=True)
        download = tempfile.mkdtemp(prefix="gridcalc-junit-")
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                        "--no-binary", ":all:", PYTEST, "-d", download], check=True)
        with tarfile.open(glob.glob(os.path.join(download, "pytest-*.tar.gz"))[0]) as archive:
            data = archive.extractfile(XSD_MEMBER).read()
        shutil.rmtree(download, ignore_errors=True)
        if hashlib.sha256(data).hexdigest() != XSD_SHA256:
            raise SystemExit(f"junit: {XSD_MEMBER} does not have the pinned SHA-256")
        with open(path, "wb") as f:
            f.write(data)
    return path


def valid(xsd, path):
    run = subprocess.run(["xmllint", "--noout", "--nonet", "--schema", xsd, path], capture_output=True, text=True)
    return run.returncode == 0, run.stderr.strip()


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    binary, cache = sys.argv[1], sys.argv[2]
    xsd = schema(cache)
    work = tempfile.mkdtemp(prefix="gridcalc-junit-")
    expected = os.path.join(work, "expected.json")
    with open(expected, "w") as f:
        f.write('{"scale": 2, "container_pt": 100, "frames": [{"x": 0, "width": 50}, {"x": 50, "width": 50}]}')
    failures, reports, testcases = [], 0, 0
    for args, stdin in CASES:
        args = [expected if a == "EXPECTED" else a for a in args]
        junit = subprocess.run([binary, "check", *args, "--format", "junit"], input=stdin, capture_output=True, text=True)
        twin = subprocess.run([binary, "check", *args, "--format", "json"], input=stdin, capture_output=True, text=True)
        if junit.returncode not in (0, 1) or junit.returncode != twin.returncode or junit.stderr:
            failures.append(f"{args}: exit {junit.returncode} (json {twin.returncode}): {junit.stderr}")
            continue
        path = os.path.join(work, f"report-{reports}.xml")
        with open(path, "w") as f:
            f.write(junit.stdout)
        ok, why = valid(xsd, path)
        if not ok:
            failures.append(f"{args}: not valid against junit-10.xsd: {why}")
            continue
        reports += 1
        document = json.loads(twin.stdout)
        suite = ET.parse(path).getroot().find("testsuite")
        cases = suite.findall("testcase")
        layout = any("frame" not in f and not f["frames"] for f in document["findings"])
        if len(cases) != document["frames"] + (1 if layout else 0) or int(suite.get("tests")) != len(cases):
            failures.append(f"{args}: {len(cases)} test cases for {document['frames']} frames")
        errors = [f for f in document["findings"] if f["severity"] == "error"]
        kinds = sorted(e.get("type") for c in cases for e in c.findall("failure"))
        if kinds != sorted(f["kind"] for f in errors):
            failures.append(f"{args}: failures {kinds}, the JSON's errors {[f['kind'] for f in errors]}")
        if int(suite.get("failures")) != sum(1 for c in cases if c.find("failure") is not None):
            failures.append(f"{args}: failures= does not count the failing test cases")
        testcases += len(cases)
    # Several files in one report: a suite per file named by its path (one that cannot be read
    # holds an <error>), the counts summed at the top; valid against the schema too.
    bad = os.path.join(work, "not json.json")
    with open(bad, "w") as f:
        f.write("{")
    files = [f"{SAMPLES}/playwright-rects.json", f"{SAMPLES}/playwright-rects-css-gap.json", bad]
    several = os.path.join(work, "several.xml")
    run = subprocess.run([binary, "check", "--px-means", "device", "--spacing", "1px", "--report", f"junit={several}", "--", *files],
                         capture_output=True, text=True)
    if run.returncode != 65 or not os.path.exists(several):
        failures.append(f"several files: exit {run.returncode} (wanted 65, the unreadable file's): {run.stderr}")
    else:
        ok, why = valid(xsd, several)
        root = ET.parse(several).getroot()
        suites = root.findall("testsuite")
        names = [s.get("name") for s in suites]
        if not ok:
            failures.append(f"several files: not valid against junit-10.xsd: {why}")
        elif names != [f"gridcalc check {f}" for f in files]:
            failures.append(f"several files: suites {names}")
        elif int(root.get("tests")) != sum(int(s.get("tests")) for s in suites) or int(root.get("errors")) != 1 \
                or suites[2].find("testcase/error") is None:
            failures.append("several files: the counts or the unreadable file's <error> are wrong")
        else:
            reports += 1
    # Negative controls: the validator must refuse these.
    good = open(os.path.join(work, "report-0.xml")).read()
    controls = {"no tests attribute": good.replace(' tests="', ' count="', 2),
                "a raw &": good.replace("gridcalc.check", "gridcalc & check", 1)}
    for what, text in controls.items():
        path = os.path.join(work, "control.xml")
        with open(path, "w") as f:
            f.write(text)
        if valid(xsd, path)[0]:
            failures.append(f"negative control accepted: {what}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        raise SystemExit(f"junit: {len(failures)} failures; reports kept in {work}")
    shutil.rmtree(work, ignore_errors=True)
    print(f"junit: {reports} reports ({testcases} test cases) valid against junit-10.xsd, {len(controls)} negative controls refused")


if __name__ == "__main__":
    main()
