#!/usr/bin/env python3
"""Fails when a Swift file uses a platform module outside the #if canImport(…) that guards it.

usage: check_platform_guards.py DIR [DIR …]

gridcalc builds on Linux (what CI runs) and on macOS by construction. That holds only while every
platform-specific module is imported, and every module-qualified call (`Glibc.read`) is made,
inside an `#if canImport(<that module>)` branch, with the other platforms beside it. Rules:
  1. `import Glibc|Musl|Darwin|WinSDK|Android|Bionic` only inside `#if/#elseif canImport(<same>)`;
  2. `<Module>.` qualified calls for those modules only inside the same kind of branch;
  3. `import FoundationEssentials` only inside `#if canImport(FoundationEssentials)`, with an
     `#else` that imports Foundation (what the ecosystem does: Darwin ships Foundation);
  4. Sources/GridCore imports nothing at all;
  5. a file that imports Glibc also imports Darwin (its other branch), and one that imports
     FoundationXML (Linux only) does so under canImport(FoundationXML).
Before checking the tree it checks itself on snippets that must fail and must pass (a negative
control), so a checker that passes everything cannot go unnoticed. Prints `portable: N files ok`.
"""
import os
import re
import sys

PLATFORM = ("Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|var|let)\s+)?(\w+)")
QUALIFIED = re.compile(r"(?<![.\w])(" + "|".join(PLATFORM) + r")\.\w")  # a module qualifier, not a nested type (`GridDocument.Android.`)
CONDITION = re.compile(r"^\s*#(if|elseif)\s+(.*)$")


def problems(path, text):
    """The rule violations in one file's text, as `path:line: what`."""
    found = []
    stack = []  # per open #if: the condition of the current branch
    in_core = "Sources/GridCore/" in path.replace(os.sep, "/")
    imported = set()
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("//", 1)[0]
        m = CONDITION.match(code)
        if m:
            if m.group(1) == "if":
                stack.append(m.group(2))
            elif stack:
                stack[-1] = m.group(2)
            continue
        if re.match(r"^\s*#else\b", code):
            if stack:
                stack[-1] = "else:" + stack[-1]
            continue
        if re.match(r"^\s*#endif\b", code):
            if stack:
                stack.pop()
            continue
        guarded = lambda module: any(c == f"canImport({module})" or c.startswith(f"canImport({module})") for c in stack)
        m = IMPORT.match(code)
        if m:
            module = m.group(1)
            if in_core:
                found.append(f"{path}:{number}: GridCore imports nothing, found 'import {module}'")
            elif module in PLATFORM and not guarded(module):
                found.append(f"{path}:{number}: 'import {module}' outside '#if canImport({module})'")
            elif module == "FoundationEssentials" and not guarded("FoundationEssentials"):
                found.append(f"{path}:{number}: 'import FoundationEssentials' outside '#if canImport(FoundationEssentials)'")
            elif module == "Foundation" and stack and stack[-1] == "canImport(FoundationEssentials)":
                found.append(f"{path}:{number}: 'import Foundation' inside the FoundationEssentials branch")
            elif module == "FoundationXML" and not guarded("FoundationXML"):
                found.append(f"{path}:{number}: 'import FoundationXML' outside '#if canImport(FoundationXML)'")
            imported.add(module)
        for q in QUALIFIED.finditer(code):
            if not guarded(q.group(1)):
                found.append(f"{path}:{number}: '{q.group(1)}.' call outside '#if canImport({q.group(1)})'")
    if "Glibc" in imported and "Darwin" not in imported:
        found.append(f"{path}: imports Glibc but has no '#elseif canImport(Darwin)' branch importing Darwin")
    return found


def self_test():
    bad = {
        "Sources/X/a.swift": "import Glibc\n",
        "Sources/X/b.swift": "#if canImport(Darwin)\nimport Glibc\n#endif\n",
        "Sources/X/c.swift": "#if canImport(Glibc)\nimport Glibc\n#endif\nlet n = Glibc.read(0, nil, 0)\n",
        "Sources/X/d.swift": "import FoundationEssentials\n",
        "Sources/GridCore/e.swift": "import Foundation\n",
        "Sources/X/e2.swift": "#if canImport(Glibc)\nimport Glibc\n#endif\n",
    }
    good = {
        "Sources/X/f.swift": "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n",
        "Sources/X/g.swift": "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n",
        "Sources/X/h.swift": "#if canImport(Glibc)\nlet n = Glibc.read(0, nil, 0)\n#endif\n// import Glibc in a comment\n",
    }
    for path, text in bad.items():
        if not problems(path, text):
            sys.exit(f"portable: the checker passed a bad snippet ({path}): it cannot fail")
    for path, text in good.items():
        if problems(path, text):
            sys.exit(f"portable: the checker failed a good snippet ({path}): {problems(path, text)}")


def main():
    self_test()
    files = 0
    found = []
    for root in sys.argv[1:]:
        for directory, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as f:
                        found += problems(path, f.read())
                    files += 1
    for line in found:
        print(line, file=sys.stderr)
    print(f"portable: {files} files, {len(found)} unguarded platform uses")
    sys.exit(1 if found else 0)


main()
