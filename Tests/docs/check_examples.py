#!/usr/bin/env python3
"""Runs every example the docs show with its output, and fails when the tool prints otherwise.

usage: check_examples.py [--update] GRIDCALC_BINARY FILE.md [FILE.md …]

An example is a `$ ` line that runs gridcalc (`$ gridcalc …`, or `$ echo … | gridcalc …`) inside a
fenced code block (README's indented blocks too),
followed by the output it shows, up to the next `$ ` line or the end of the block. The command runs
in a shell with `gridcalc` meaning the binary under test; its stdout (and stderr, which the docs show
after it when there is any) must equal the lines shown, trailing spaces ignored. An example whose
shown output is cut (`…` alone on a line) is compared up to the cut. Prints `docs: N passed, M
failed`; exit 1 on a failure. A negative control runs first: an example with a wrong line must fail.

`--update` (for a maintainer, after reading the differences) writes what the tool printed in place of
each failing example's output, and an example shown without output gets it.
"""
import os
import re
import subprocess
import sys
import tempfile

arguments = sys.argv[1:]
update = arguments[:1] == ["--update"]
if update:
    arguments = arguments[1:]
binary = os.path.abspath(arguments[0])
files = arguments[1:]


def examples(text):
    """(command, shown output lines, index of the command's line, indent) for every `$ gridcalc`
    line in a code block."""
    out = []
    lines = text.split("\n")
    in_block = False
    indent_block = False
    current = None
    for number, line in enumerate(lines + [""]):
        fence = line.strip().startswith("```")
        if fence:
            if current:
                out.append(current)
                current = None
            in_block = not in_block
            continue
        indented = line.startswith("    ") and not in_block
        body = line[4:] if indented else line
        if (in_block or indented) and body.startswith("$ ") and re.search(r"(^|\| )gridcalc ", body[2:]):
            if current:
                out.append(current)
            current = (body[2:], [], number, "    " if indented else "")
        elif current and (in_block or indented) and not body.startswith("$ "):
            current[1].append(body)
        elif current:
            out.append(current)
            current = None
    return out


def run(command):
    with tempfile.TemporaryDirectory() as directory:
        os.symlink(binary, os.path.join(directory, "gridcalc"))
        environment = dict(os.environ, PATH=directory + os.pathsep + os.environ.get("PATH", ""))
        result = subprocess.run(["/bin/sh", "-c", command], capture_output=True, text=True, env=environment, timeout=60)
    return (result.stdout + result.stderr).rstrip("\n").split("\n")


def matches(shown, printed):
    shown = [l.rstrip() for l in shown]
    while shown and not shown[-1]:
        shown.pop()
    printed = [l.rstrip() for l in printed]
    if "…" in shown:
        cut = shown.index("…")
        return printed[:cut] == shown[:cut]
    return printed == shown


def main():
    control = examples("```\n$ gridcalc --width 414 --scale 3 --columns 7 --format csv\nindex,x_px,width_px,x_pt,width_pt,extra_pt\n```")
    if matches(control[0][1], run(control[0][0])):
        sys.exit("docs: the negative control passed: the check cannot fail")
    passed = failed = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lines = text.split("\n")
        replacements = []
        for command, shown, number, indent in examples(text):
            blank = not shown or all(not l.strip() for l in shown)
            if blank and not update:
                continue  # a command shown without its output
            printed = run(command)
            if not blank and matches(shown, printed):
                passed += 1
                continue
            if update:
                kept = len(shown)
                while kept and not shown[kept - 1].strip():
                    kept -= 1  # the blank lines after an output stay
                replacements.append((number + 1, number + 1 + kept, [indent + l for l in printed]))
                print(f"updated {path}: $ {command}", file=sys.stderr)
                continue
            failed += 1
            print(f"FAIL {path}: $ {command}\n--- shown\n" + "\n".join(shown) + "\n--- printed\n" + "\n".join(printed), file=sys.stderr)
        for start, end, new in reversed(replacements):
            lines[start:end] = new
        if replacements:
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
    print(f"docs: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
