#!/usr/bin/env python3
"""Prints an md5 of stdout, stderr and exit code for every command line the docs show and a fixed
matrix (every grid format at three screens, every pasted sample through check in three formats), one
line each, so that two binaries' outputs can be compared byte for byte: a refactoring keeps them.

usage (from the repository's root): Build/output-digest.py GRIDCALC_BINARY > digests.txt
"""
import hashlib, os, subprocess, sys, tempfile, glob
binary = os.path.abspath(sys.argv[1])
# The examples are found as Tests/docs/check_examples.py finds them (its parser, reused).
src = open("Tests/docs/check_examples.py").read()
ns = {}
exec(compile(src.split("def run(")[0].replace("arguments = sys.argv[1:]", "arguments=['x','y']"), "ce", "exec"), ns)
cmds = []
for f in ["README.md"] + sorted(glob.glob("Docs/*.md")):
    for c in ns["examples"](open(f).read()):
        cmds.append(c[0])
fmts = ["table", "json", "csv", "svg", "css", "kotlin", "swift", "markdown"]
for fmt in fmts:
    cmds.append(f"gridcalc --width 414 --scale 3 --columns 7 --format {fmt}")
    cmds.append(f"gridcalc --device iphone-15 --columns 4 --spacing 8 --format {fmt}")
    cmds.append(f"gridcalc --columns 4 --spacing 8 --format {fmt}")
for s in sorted(glob.glob("Tests/samples/*.txt") + glob.glob("Tests/samples/*.xml")):
    cmds.append(f"gridcalc check --format json '{s}'")
    cmds.append(f"gridcalc check '{s}'")
    cmds.append(f"gridcalc check --format github '{s}'")
with tempfile.TemporaryDirectory() as d:
    os.symlink(binary, os.path.join(d, "gridcalc"))
    env = dict(os.environ, PATH=d + os.pathsep + os.environ["PATH"])
    for c in cmds:
        r = subprocess.run(["/bin/sh", "-c", c], capture_output=True, env=env, timeout=60)
        h = hashlib.md5(r.stdout + b"\0" + r.stderr + b"\0" + str(r.returncode).encode()).hexdigest()
        print(h, c.replace("\n", " ")[:200])
