#!/usr/bin/env python3
"""Every reader of `gridcalc check`, on the worst input its documented limits allow: peak memory
(`/usr/bin/time -f %M`) and time, each of which must stay within 64 MiB (Docs/robustness.md,
"Memory per reader"). The inputs are made here, each at or just under a limit of Docs/robustness.md
(16 MiB a document, 12 MiB a tree quoted as one string, 100,000 XML elements or views, 256 levels, 256-byte names, 8 KiB values, 64
attributes, 1,000,000 JSON values, 10,000 frames); a negative control (the same measure on a
program that holds 96 MiB) proves the measure can fail.

Usage: worst_readers.py <gridcalc binary> [--table]   (--table prints the rows for robustness.md)
"""
import os, subprocess, sys, tempfile, time

LIMIT_KIB = 64 * 1024
MiB = 1 << 20


def uiautomator_deep():
    # 253 levels of 256-byte element names (256 with the root, the grid and a leaf), then leaves to
    # the element limit, 10,000 of them selected: every selected frame's path is 65 KB long
    # (reports show its first 400 bytes).
    depth = 254
    names = ["n%03d" % d + "x" * 252 for d in range(depth - 1)]
    leaves = 100_000 - depth - 1
    out = ['<?xml version="1.0"?>\n<hierarchy rotation="0">']
    out += ["<%s>" % n for n in names]
    out.append('<node class="G" bounds="[0,0][1000,100]">')
    for i in range(leaves):
        out.append('<node resource-id="c" bounds="[%d,0][%d,1]"/>' % (i % 1000, i % 1000 + 1) if i < 10_000 else "<a/>")
    out.append("</node>")
    out += ["</%s>" % n for n in reversed(names)]
    out.append("</hierarchy>\n")
    return "".join(out), ["--select", "resource-id=c", "--format", "github"]


def uiautomator_attributes():
    # Elements of 64 attributes of 8 KiB values each, to 16 MiB.
    value = "v" * 8000
    attributes = " ".join('a%02d="%s"' % (k, value) for k in range(62))
    one = '<node resource-id="c" bounds="[%d,0][%d,1]" ' + attributes + "/>"
    count = (16 * MiB - 200) // len(one % (0, 1))
    body = "".join(one % (i, i + 1) for i in range(count))
    return '<?xml version="1.0"?>\n<hierarchy rotation="0"><node class="G" bounds="[0,0][1000,100]">' + body + "</node></hierarchy>\n", \
        ["--select", "resource-id=c", "--format", "github"]


def view_tree_long_lines():
    # 100,000 views under a collection view, each line padded by a label's text to fill 16 MiB.
    head = "<UIWindow: 0x1; frame = (0 0; 1000 1000); layer = <CALayer: 0x2>>\n   | <UICollectionView: 0x3; frame = (0 0; 1000 1000); layer = <CALayer: 0x4>>\n"
    count = 99_000
    fixed = len("   |    | <Cell: 0x%x; frame = (%d 0; 1 1); text = ''; layer = <CALayer: 0x5>>\n" % (16 + count, 999))
    pad = "t" * ((16 * MiB - len(head)) // count - fixed)
    lines = [head]
    for i in range(count):
        lines.append("   |    | <%s: 0x%x; frame = (%d 0; 1 1); text = '%s'; layer = <CALayer: 0x5>>\n" % ("Cell" if i < 10_000 else "V", 16 + i, i % 1000, pad))
    return "".join(lines)[: 16 * MiB], ["--select", "Cell", "--scale", "3", "--format", "github"]


def view_tree_deep():
    # Views nested as deep as 16 MiB of `   | ` prefixes allows (about 2,500 levels).
    lines, depth, size = ["<UIView: 0x1; frame = (0 0; 1000 1000); layer = <CALayer: 0x2>>\n"], 1, 0
    while True:
        line = "   | " * depth + "<Cell: 0x%x; frame = (0 0; 1 1); layer = <CALayer: 0x5>>\n" % (16 + depth)
        if size + len(line) > 16 * MiB - 100:
            break
        lines.append(line)
        size += len(line)
        depth += 1
    return "".join(lines), ["--select", "Cell", "--scale", "3", "--format", "github", "--width", "1000"]


def frida_string():
    # The whole tree as one quoted string with \n escapes (Frida), 16 MiB.
    text, flags = view_tree_long_lines()
    quoted = '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    while len(quoted) > 12 * MiB:  # fewer views until the quoted string fits its 12 MiB limit
        quoted = quoted[: len(quoted) - 200_000].rsplit("\\n", 1)[0] + '"'
    return quoted, flags


def frames_values():
    # A frames document just under the 1,000,000-value limit, 16 MiB with spaces.
    frames = ['{"x": %d, "y": 0, "width": 1, "height": 1}' % (i % 1000) for i in range(10_000)]
    doc = '{"scale": 1, "container_pt": 1000, "spacing_px": 1, "frames": [' + ", ".join(frames) + '], "extra": ['
    doc += ", ".join(["0"] * 940_000) + "]}"
    return doc + " " * (16 * MiB - len(doc) - 1) + "\n", ["--format", "github"]


def css_rects():
    rects = ['{"x": %d, "y": 0, "width": 1, "height": 1}' % (i % 1000) for i in range(10_000)]
    doc = '{"dpr": 2, "container": {"x": 0, "y": 0, "width": 1000, "height": 10}, "frames": [' + ", ".join(rects) + "]}"
    return doc + " " * (16 * MiB - len(doc) - 1) + "\n", ["--px-means", "device", "--format", "github"]


def gridcalc_document(binary):
    doc = subprocess.run([binary, "--width", "1000000px", "--scale", "1", "--columns", "10000", "--items", "10000", "--json"],
                         capture_output=True, text=True, check=True).stdout
    return doc, ["--format", "github"]


def measure(command, stdin_path):
    with open(stdin_path, "rb") as stdin:
        start = time.monotonic()
        run = subprocess.run(["/usr/bin/time", "-f", "%M", *command], stdin=stdin, capture_output=True)
        seconds = time.monotonic() - start
    lines = run.stderr.decode(errors="replace").strip().split("\n")
    return int(lines[-1]), seconds, run.returncode, "\n".join(lines[:-1])


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    table = "--table" in sys.argv
    work = tempfile.mkdtemp(prefix="gridcalc-worst-")
    cases = [
        ("uiautomator", "256 levels, 253 of 256-byte names; 100,000 elements, 10,000 selected", uiautomator_deep),
        ("uiautomator", "16 MiB of 62 attributes × 8,000-byte values", uiautomator_attributes),
        ("recursive-description", "16 MiB: 99,000 views with long labels, 10,000 selected", view_tree_long_lines),
        ("recursive-description", "16 MiB of nesting (one view a level)", view_tree_deep),
        ("recursive-description (Frida's string)", "12 MiB quoted (its limit), \\n escapes", frida_string),
        ("frames", "16 MiB, 990,000 values, 10,000 frames", frames_values),
        ("css", "16 MiB, 10,000 rects", css_rects),
        ("gridcalc", "10,000 columns and items (the largest grid document)", lambda: gridcalc_document(binary)),
    ]
    failed = []
    rows = []
    for reader, shape, make in cases:
        text, flags = make()
        path = os.path.join(work, "input")
        with open(path, "w") as f:
            f.write(text)
        size = os.path.getsize(path)
        kib, seconds, code, err = measure([binary, "check", *flags, "-"], path)
        if code not in (0, 1) or "error:" in err:
            failed.append(f"{reader} ({shape}): exit {code}: {err[:300]}")
        if kib > LIMIT_KIB:
            failed.append(f"{reader} ({shape}): peak {kib / 1024:.1f} MiB, more than {LIMIT_KIB // 1024} MiB")
        rows.append(f"| {reader} | {shape} | {size / MiB:.1f} MiB | {seconds:.2f} s | {kib / 1024:.1f} MiB |")
        os.remove(path)
    # Negative control: a process that holds 96 MiB is measured as more than the limit.
    kib, _, _, _ = measure(["python3", "-c", "b = bytearray(96 << 20); b[::4096] = b'x' * len(b[::4096])"], "/dev/null")
    if kib <= LIMIT_KIB:
        failed.append(f"negative control: a 96 MiB process measured {kib} KiB")
    os.rmdir(work)
    if table:
        print("| reader | worst input | size | time | peak memory |\n|---|---|---|---|---|")
        print("\n".join(rows))
    if failed:
        raise SystemExit("worst readers:\n" + "\n".join(failed))
    print(f"worst readers: {len(rows)} worst inputs within the limits, each reader's peak at most {max(float(r.split('|')[5].split()[0]) for r in rows):.1f} MiB "
          f"(limit {LIMIT_KIB // 1024}); control caught ({kib / 1024:.0f} MiB)")


if __name__ == "__main__":
    main()
