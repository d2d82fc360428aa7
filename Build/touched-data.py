#!/usr/bin/env python3
"""Prints the data symbols a run touches, in the order it first touches them (for the link order):
in .data and .bss, and in the read-only data (.rodata, .data.rel.ro: type descriptors, metadata).
With --code, the functions it executes instead, every name of each (identical functions folded
into one have several).

Usage: Build/touched-data.py [--code] <binary> <lackey trace>   (valgrind --tool=lackey --trace-mem=yes)

Why --code: callgrind names code by the debug information, which has no entry for what the
compiler makes (type metadata accessors, outlined copies) and counts it in the function laid out
before it; listed under no name of its own, such code stayed where the linker left it, a 64 KiB
window of code (a page fault) for a few functions. The symbol table names every function.

Why: a run writes lazily made values — `static let` tokens, type metadata caches — scattered
through .data and .bss, one object file's worth per page; each page first read and then written
costs one or two page faults; the read-only data it reads (type descriptors, metadata) is spread
through 1.5 MB, a fault for each 64 KiB window. Listed in the ordering file, the sections holding
them are laid out together (lld orders input sections by the symbols they hold).
"""
import bisect
import re
import subprocess
import sys

code = sys.argv[1] == "--code"
binary, trace = sys.argv[1 + code], sys.argv[2 + code]
if code:
    # Every function symbol, by address; a folded function's names share one address.
    names = {}
    for line in subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split(" ", 2)
        if len(fields) == 3 and fields[1] in "tTwW":
            names.setdefault(int(fields[0], 16), []).append(fields[2])
    starts = sorted(names)
    seen = set()
    with open(trace) as lines:
        for line in lines:
            if not line.startswith("I"):
                continue
            i = bisect.bisect_right(starts, int(line[3:].split(",", 1)[0], 16)) - 1
            if i >= 0 and starts[i] not in seen:
                seen.add(starts[i])
                for name in names[starts[i]]:
                    print(name)
    sys.exit(0)
ranges = []
for line in subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
    if m and m.group(1) in (".data", ".bss", ".rodata", ".data.rel.ro"):
        start = int(m.group(2), 16)
        ranges.append((start, start + int(m.group(3), 16)))
symbols = []
sizes = {}
for line in subprocess.run(["nm", "-n", "-S", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "dDbBrR":
        symbols.append((int(fields[0], 16), fields[3]))
        sizes[fields[3]] = int(fields[1], 16)
    elif len(fields) == 3 and fields[1] in "dDbBrR":
        symbols.append((int(fields[0], 16), fields[2]))
symbols.sort()
addresses = [address for address, _ in symbols]
seen = set()
touched = []
with open(trace) as lines:
    for line in lines:
        # Lackey: " L addr,size", " S addr,size", " M addr,size" (data); "I  addr,size" (code).
        if len(line) < 4 or line[1] not in "LSM":
            continue
        address = int(line[3:].split(",", 1)[0], 16)
        if not any(low <= address < high for low, high in ranges):
            continue
        i = bisect.bisect_right(addresses, address) - 1
        if i >= 0 and symbols[i][1] not in seen:
            seen.add(symbols[i][1])
            touched.append(symbols[i][1])
# The small ones first, in the order they are touched; then the large (a page or more: the
# runtime's 64 KiB first allocation pool, of which a run touches only the start), so that one large
# buffer does not push the small values a run writes pages apart.
for name in sorted(touched, key=lambda name: sizes.get(name, 0) >= 4096):
    print(name)
