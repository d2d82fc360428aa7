#!/usr/bin/env python3
"""`--format kotlin` in the real Kotlin compiler (SPEC §16).

For many flag sets (counts 1–24, `--columns auto`, tracks with fixed and fr tracks, every strategy,
both directions, spacings and insets in dp and px) gridcalc writes a Kotlin file each (`--name G<n>`).
They compile together with kotlinc and a harness that stands in for the AndroidX classes the files use
(same packages and signatures: Rect, View, RecyclerView, ItemDecoration, State, GridLayoutManager and
its LayoutParams, Compose's GridCells and Density) and transcribes GridLayoutManager's
calculateItemBorders and layoutChunk independently of the generated code. Over every case — widths
200–3,200 px at every Android preset density —:
  - columnFrames(width, density) equals the columns of `gridcalc grid --width <W>px --scale <D>`;
  - every span (1 to 3 columns, at every start) laid out by the transcription and moved by the
    ItemDecoration's offsets lands on the union of its columns, in LTR and RTL, with a RecyclerView
    padding of its own;
  - Compose's GridCells gives the columns' widths.
A negative control runs the same harness with each density rounded to 2 decimals: it must be caught.

What each generated file's columnFrames returned in every case is the recorded oracle
Tests/oracles/kotlin-run.json, which `make test` holds gridcalc's JSON to without a JVM
(Tests/oracles/check_oracles.py); here a difference from it fails, and --record writes it again.

Usage: check_kotlin.py <gridcalc binary> [--record]
"""
import json, os, random, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracles"))
import oracles  # noqa: E402

STUBS = {
    "Rect.kt": """package android.graphics
class Rect { var left = 0; var top = 0; var right = 0; var bottom = 0 }
""",
    "View.kt": """package android.view
open class View {
    var layoutParams: Any? = null
    var layoutDirection = 0
    var width = 0
    var paddingLeft = 0
    var paddingRight = 0
    companion object { const val LAYOUT_DIRECTION_LTR = 0; const val LAYOUT_DIRECTION_RTL = 1 }
}
""",
    "RecyclerView.kt": """package androidx.recyclerview.widget
import android.graphics.Rect
import android.view.View
open class RecyclerView : View() {
    var layoutManager: LayoutManager? = null
    open class LayoutManager { var width = 0; var paddingLeft = 0; var paddingRight = 0; var layoutDirection = 0 }
    open class ItemDecoration { open fun getItemOffsets(outRect: Rect, view: View, parent: RecyclerView, state: State) {} }
    class State
}
open class LinearLayoutManager : RecyclerView.LayoutManager()
open class GridLayoutManager(val spanCount: Int) : RecyclerView.LayoutManager() {
    class LayoutParams(val spanIndex: Int, val spanSize: Int)
    abstract class SpanSizeLookup { abstract fun getSpanSize(position: Int): Int }
}
""",
    "Density.kt": """package androidx.compose.ui.unit
interface Density { val density: Float; val fontScale: Float }
""",
    "GridCells.kt": """package androidx.compose.foundation.lazy.grid
import androidx.compose.ui.unit.Density
interface GridCells { fun Density.calculateCrossAxisCellSizes(availableSize: Int, spacing: Int): List<Int> }
""",
}

HARNESS = """
import android.graphics.Rect
import android.view.View
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.ui.unit.Density
import androidx.recyclerview.widget.GridLayoutManager
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView

// AOSP's GridLayoutManager.calculateItemBorders, transcribed here apart from the generated files.
fun aospBorders(spanCount: Int, totalSpace: Int): IntArray {
    val cached = IntArray(spanCount + 1)
    val sizePerSpan = totalSpace / spanCount
    val leftOver = totalSpace % spanCount
    var consumed = 0
    var extra = 0
    for (i in 1..spanCount) {
        var itemSize = sizePerSpan
        extra += leftOver
        if (extra > 0 && spanCount - extra < leftOver) { itemSize += 1; extra -= spanCount }
        consumed += itemSize
        cached[i] = consumed
    }
    return cached
}

class Case(val id: String, val n: Int, val width: Int, val density: Float, val rtl: Boolean, val insetsPx: Int, val expected: IntArray)

// One line a case: n width density rtl insets x0 w0 x1 w1 …
fun readCases(path: String): List<Case> = java.io.File(path).readLines().filter { it.isNotBlank() }.map { line ->
    val f = line.split(" ")
    Case("G${f[0]}/${f[1]}/${f[2]}", f[0].toInt(), f[1].toInt(), f[2].toFloat(), f[3] == "true", f[4].toInt(),
         f.drop(5).map { it.toInt() }.toIntArray())
}

fun main(args: Array<String>) {
    var checked = 0; var spans = 0; var wrong = 0
    for (c in readCases(args[0])) {
        val got = frames(c.n, c.width, c.density)
        if (System.getenv("GRIDCALC_RECORD") == "1") println("GOT ${c.id} ${got.joinToString(" ")}")
        checked += 1
        if (!got.contentEquals(c.expected)) { wrong += 1; println("FRAMES ${c.id}: ${got.joinToString()} != ${c.expected.joinToString()}"); continue }
        val count = c.expected.size / 2
        // The RecyclerView during its auto-measure (a wrap_content height): GridLayoutManager has the
        // measured width and divides it less its padding; the view's own width is still 0.
        val parent = RecyclerView()
        parent.width = 0
        val manager = GridLayoutManager(count)
        manager.paddingLeft = 7; manager.paddingRight = 5
        manager.width = c.width + 12
        manager.layoutDirection = if (c.rtl) View.LAYOUT_DIRECTION_RTL else View.LAYOUT_DIRECTION_LTR
        parent.paddingLeft = 7; parent.paddingRight = 5
        parent.layoutManager = manager
        val b = aospBorders(count, c.width)
        val decoration = decoration(c.n, c.density)
        for (size in 1..minOf(3, count)) {
            for (start in 0..count - size) {
                val view = View()
                view.layoutParams = GridLayoutManager.LayoutParams(start, size)
                val rect = Rect()
                decoration.getItemOffsets(rect, view, parent, RecyclerView.State())
                // getSpaceForSpanRange and layoutChunk (vertical orientation), LTR and RTL.
                val space = if (c.rtl) b[count - start] - b[count - start - size] else b[start + size] - b[start]
                val decoratedLeft = if (c.rtl) parent.paddingLeft + b[count - start] - space else parent.paddingLeft + b[start]
                val left = decoratedLeft + rect.left
                val width = space - rect.left - rect.right
                var lo = Int.MAX_VALUE; var hi = Int.MIN_VALUE
                for (k in start until start + size) { lo = minOf(lo, c.expected[2 * k]); hi = maxOf(hi, c.expected[2 * k] + c.expected[2 * k + 1]) }
                spans += 1
                if (left != parent.paddingLeft + lo || width != hi - lo) {
                    wrong += 1
                    println("SPAN ${c.id} start $start size $size: at ${left - parent.paddingLeft} width $width, expected $lo width ${hi - lo}")
                }
            }
        }
        val density = object : Density { override val density = c.density; override val fontScale = 1f }
        val widths = with(cells(c.n)) { density.calculateCrossAxisCellSizes(c.width - c.insetsPx, 0) }
        val expectedWidths = (0 until count).map { c.expected[2 * it + 1] }
        if (widths != expectedWidths) { wrong += 1; println("CELLS ${c.id}: $widths != $expectedWidths") }
    }
    println("RESULT $checked $spans $wrong")
    if (args.size > 1) {
        // n width density: the widths gridcalc lays out (every other width <= 233 px is "no room").
        val fitting = java.io.File(args[1]).readLines().filter { it.isNotBlank() }.toSet()
        println(robust(args[2].toInt()) { n, w, d -> w > 233 || "$n $w $d" in fitting })
    }
}

// Every width run-time code can be called with — negative, 0, narrower than the gaps, insets and
// fixed tracks, up to Int.MAX_VALUE — and the decoration with another layout manager, a span not
// assigned yet (-1), a spanCount other than the columns', spans past the last: nothing throws; the
// frames are n columns of widths >= 0 inside the width (where they do not fit, GridLayoutManager's
// own equal spans, checked against the transcription), and the offsets 0 where they cannot apply.
fun robust(files: Int, fits: (Int, Int, Float) -> Boolean): String {
    val widths = intArrayOf(Int.MIN_VALUE, -100000, -1, 0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 1000000, Int.MAX_VALUE / 4)
    val densities = floatArrayOf(1f, 2.625f, 4f)
    var calls = 0; var degraded = 0; var bad = 0
    for (n in 0 until files) for (w in widths) for (d in densities) for (rtl in listOf(false, true)) {
        calls += 1
        val f = try { framesRtl(n, w, d, rtl) } catch (e: Throwable) { println("THROWS frames G$n $w $d: $e"); bad += 1; continue }
        val count = f.size / 2
        val inside = (0 until count).all { f[2 * it + 1] >= 0 && f[2 * it] >= 0 && f[2 * it] + f[2 * it + 1] <= maxOf(w, 0) }
        if (count < 1 || !inside) { println("OUTSIDE G$n $w $d $rtl: ${f.joinToString()}"); bad += 1 }
        if (!fits(n, w, d)) {
            degraded += 1
            val b = aospBorders(count, maxOf(w, 0))
            val want = IntArray(2 * count) { val i = it / 2; val k = if (rtl) count - 1 - i else i; if (it % 2 == 0) b[k] else b[k + 1] - b[k] }
            if (!f.contentEquals(want)) { println("DEGRADED G$n $w $d $rtl: ${f.joinToString()} != ${want.joinToString()}"); bad += 1 }
        }
        try {
            val cellsWidths = with(cells(n)) { object : Density { override val density = d; override val fontScale = 1f }.calculateCrossAxisCellSizes(w, 0) }
            if (cellsWidths.isEmpty() || cellsWidths.any { it < 0 }) { println("CELLS G$n $w: $cellsWidths"); bad += 1 }
        } catch (e: Throwable) { println("THROWS cells G$n $w $d: $e"); bad += 1 }
        for (spanCount in listOf(count, count + 1)) for ((index, size) in listOf(-1 to 1, 0 to 1, 0 to count, count - 1 to 2, 0 to 0)) {
            val parent = RecyclerView()
            val manager = GridLayoutManager(spanCount)
            manager.width = w; manager.layoutDirection = if (rtl) View.LAYOUT_DIRECTION_RTL else View.LAYOUT_DIRECTION_LTR
            parent.layoutManager = manager
            val view = View(); view.layoutParams = GridLayoutManager.LayoutParams(index, size)
            val rect = Rect()
            try { decoration(n, d).getItemOffsets(rect, view, parent, RecyclerView.State()) } catch (e: Throwable) { println("THROWS offsets G$n $w $spanCount $index $size: $e"); bad += 1; continue }
            val invalid = spanCount != count || index < 0 || size < 1 || index + size > spanCount
            if (invalid && (rect.left != 0 || rect.right != 0)) { println("OFFSETS G$n $w $spanCount $index $size: ${rect.left} ${rect.right}"); bad += 1 }
        }
        val other = RecyclerView(); other.layoutManager = LinearLayoutManager(); other.width = w
        val rect = Rect()
        try { decoration(n, d).getItemOffsets(rect, View(), other, RecyclerView.State()) } catch (e: Throwable) { println("THROWS linear G$n: $e"); bad += 1 }
    }
    return "ROBUST $calls $degraded $bad"
}
"""

# The widths up to 233 px of the robustness run (the harness adds Int.MIN_VALUE … 0 and two large ones).
ROBUST_WIDTHS = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]
ROBUST_DENSITIES = ["1", "2.625", "4"]  # as the harness's robust() has them
ROBUST_WIDTHS_SHOWN = "-2^31 to 2^29"
DENSITIES = ["0.75", "1", "1.33125", "1.5", "2", "2.625", "2.75", "3", "3.5", "4"]


def flag_sets(rng):
    strategies = [["--strategy", "padding"], ["--strategy", "padding", "--align", "leading"], ["--strategy", "padding", "--align", "trailing"],
                  ["--strategy", "widen"], ["--strategy", "widen", "--distribute", "trailing"],
                  ["--strategy", "widen", "--distribute", "center"], ["--strategy", "widen", "--distribute", "spread"]]
    spacings = ["0", "1px", "8dp", "0.5dp", "12dp", "3px", "2.5dp"]
    insets = [[], ["--inset", "16dp"], ["--inset-leading", "8dp", "--inset-trailing", "3px"], ["--inset", "0.7dp"]]
    columns = [["--columns", str(n)] for n in (1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 16, 24)]
    columns += [["--columns", "auto", "--min-cell", "120dp"], ["--columns", "auto", "--max-cell", "96dp"], ["--columns", "auto", "--max-cell", "200px"],
                ["--tracks", "72dp 1fr 2fr"], ["--tracks", "1fr 37px 1.5fr"], ["--tracks", "0.25fr 0.5fr"], ["--tracks", "48dp 1fr 48dp"]]
    out = []
    for i in range(64):
        c = columns[i % len(columns)]
        s = strategies[(i // len(columns) + i) % len(strategies)]
        if c[0] == "--tracks" and "widen" in s and all(not t.endswith("fr") for t in c[1].split()):
            s = strategies[0]
        out.append(c + s + ["--spacing", spacings[i % len(spacings)]] + insets[(i // 3) % len(insets)]
                   + (["--direction", "rtl"] if i % 2 else []))
    return out


KEYWORDS = ["as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
            "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while"]
# Names a Kotlin file might trip on: soft and modifier keywords, the standard library's and Java's
# types and functions, AndroidX's, and the locals and members the generated file declares.
TRICKY = ["_", "__", "___", "Int", "IntArray", "Float", "Double", "Long", "LongArray", "Boolean", "String", "Unit", "Any", "Nothing",
          "Array", "Char", "Short", "Byte", "Number", "List", "Map", "Set", "Math", "System", "Exception", "Suppress", "JvmStatic",
          "Deprecated", "maxOf", "minOf", "require", "println", "listOf", "intArrayOf", "longArrayOf", "until", "kotlin", "java",
          "android", "androidx", "Rect", "View", "GridCells", "Density", "GridLayoutManager", "RecyclerView", "data", "open", "by",
          "get", "set", "field", "it", "value", "inline", "operator", "companion", "init", "constructor", "dynamic", "import",
          "where", "out", "internal", "private", "override", "abstract", "final", "enum", "sealed", "const", "lateinit", "vararg",
          "tailrec", "suspend", "external", "annotation", "crossinline", "noinline", "reified", "expect", "actual", "file",
          "param", "property", "receiver", "setparam", "delegate", "catch", "finally", "COLUMNS", "columnCount", "columnFrames",
          "frames", "scale", "gapPx", "spanBorders", "ItemOffsets", "gridCells", "getItemOffsets", "calculateCrossAxisCellSizes",
          "widthPx", "density", "rtl", "amount", "positive", "spanCount", "totalSpace", "outRect", "view", "parent", "state",
          "availableSize", "spacing", "insets", "gap", "leading", "trailing", "count", "widths", "cells", "base", "remainder",
          "out", "x", "i", "k", "s", "fixed", "weights", "allFree", "free", "unused", "shared", "before", "edge0", "edge1",
          "flexible", "start", "lp", "total", "borders", "first", "last", "left", "right", "decoratedLeft", "decoratedRight",
          "size", "extra", "consumed", "error", "span", "px", "usable", "cell", "PixelGrid", "G0", "toDouble", "toInt", "sum"]


def check_names(binary, workdir, stubs):
    """Every --name gridcalc accepts gives a file kotlinc compiles with -Werror; every hard keyword
    and every name the file uses itself is refused with 64. A random sample of identifiers beside
    the tricky names; also the longest track list the Kotlin file takes (KotlinFile.maxTracks),
    and one track more, refused."""
    rng = random.Random()
    first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
    names = list(TRICKY) + KEYWORDS
    for _ in range(60):
        names.append(rng.choice(first) + "".join(rng.choice(first + "0123456789") for _ in range(rng.randint(0, 63))))
    accepted, refused = [], []
    folder = os.path.join(workdir, "names")
    os.makedirs(folder, exist_ok=True)
    sources = list(stubs)
    seen = set()
    for n, name in enumerate(names):
        if name in seen:
            continue
        seen.add(name)
        flags = ["--columns", "3", "--spacing", "8dp"] if n % 3 == 0 else (["--tracks", "72dp 1fr"] if n % 3 == 1 else ["--columns", "auto", "--max-cell", "100px"])
        run = subprocess.run([binary, "--platform", "android", *flags, "--format", "kotlin", "--name", name], capture_output=True, text=True)
        if run.returncode == 0:
            path = os.path.join(folder, f"N{n}.kt")
            open(path, "w").write(run.stdout)
            sources.append(path)
            accepted.append(name)
        elif run.returncode == 64 and run.stdout == "" and run.stderr.startswith("error: invalid value"):
            refused.append(name)
        else:
            raise SystemExit(f"kotlin: --name {name!r}: exit {run.returncode}, {run.stderr}")
    for keyword in KEYWORDS:
        if keyword not in refused:
            raise SystemExit(f"kotlin: --name {keyword} (a keyword) was accepted")
    tracks = " ".join(["1fr", "8dp", "0.5fr", "3px"] * 250)
    run = subprocess.run([binary, "--platform", "android", "--tracks", tracks, "--strategy", "widen", "--format", "kotlin", "--name", "Longest"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"kotlin: 1000 tracks: exit {run.returncode}, {run.stderr}")
    path = os.path.join(folder, "Longest.kt")
    open(path, "w").write(run.stdout)
    sources.append(path)
    more = subprocess.run([binary, "--platform", "android", "--tracks", tracks + " 1fr", "--format", "kotlin"], capture_output=True, text=True)
    if more.returncode != 64 or "--tracks" not in more.stderr:
        raise SystemExit(f"kotlin: 1001 tracks: exit {more.returncode} (wanted 64), {more.stderr}")
    build = subprocess.run(["kotlinc", "-Werror", *sources, "-d", os.path.join(workdir, "names-out")], capture_output=True, text=True)
    if build.returncode != 0:
        raise SystemExit(f"kotlin: files with accepted names do not compile with -Werror:\n{build.stderr[-4000:]}")
    # Negative control: a keyword as the object's name (written past gridcalc's check) fails to compile.
    control = open(sources[len(stubs)]).read().replace(f"object {accepted[0]} ", "object fun ", 1)
    control_path = os.path.join(workdir, "Control.kt")
    open(control_path, "w").write(control)
    build = subprocess.run(["kotlinc", "-Werror", *stubs, control_path, "-d", os.path.join(workdir, "control-out")], capture_output=True, text=True)
    if build.returncode == 0:
        raise SystemExit("kotlin: negative control not caught: an object named fun compiled")
    return (f"kotlin names: {len(accepted)} accepted names (of {len(seen)} tried) compile with -Werror, {len(refused)} refused with 64 "
            f"(every keyword among them); 1000 tracks compile, 1001 refused; control (object fun) rejected by kotlinc")


def kotlin_record(binary, workdir, cases, got):
    """One entry per generated file: its flags, the md5 of the Kotlin gridcalc wrote, and what its
    columnFrames returned in each case (width, density, frames) — kotlinc's run results."""
    entries = []
    for n, flags in enumerate(flag_sets(random.Random(27))):
        source = open(os.path.join(workdir, f"G{n}.kt")).read()
        runs = [[width, density, got[f"G{n}/{width}/{density}"]] for m, width, density, _, _, _ in cases if m == n]
        entries.append({"engine": "kotlinc", "asked": "0", "selector": f"G{n}", "case": " ".join(flags), "flags": flags,
                        "css": oracles.md5(source), "lines": runs})
    return entries


def main():
    arguments = [a for a in sys.argv[1:] if a != "--record"]
    if len(arguments) != 1:
        raise SystemExit(__doc__)
    binary = arguments[0]
    rng = random.Random(27)
    workdir = tempfile.mkdtemp(prefix="gridcalc-kotlin-")
    ok = False
    try:
        sources, cases = [], []
        for name, text in STUBS.items():
            path = os.path.join(workdir, name)
            open(path, "w").write(text)
            sources.append(path)
        for n, flags in enumerate(flag_sets(rng)):
            run = subprocess.run([binary, "--platform", "android", *flags, "--format", "kotlin", "--name", f"G{n}"], capture_output=True, text=True)
            if run.returncode != 0:
                raise SystemExit(f"kotlin: gridcalc {' '.join(flags)} --format kotlin: {run.stderr}")
            path = os.path.join(workdir, f"G{n}.kt")
            open(path, "w").write(run.stdout)
            sources.append(path)
            for _ in range(40):
                width = rng.randint(200, 3200)
                density = rng.choice(DENSITIES)
                grid = subprocess.run([binary, "--platform", "android", *flags, "--width", f"{width}px", "--scale", density, "--json"],
                                      capture_output=True, text=True)
                if grid.returncode != 0:
                    continue  # no room at this width: gridcalc refuses it, and so does the Kotlin
                doc = json.loads(grid.stdout)
                expected = [v for col in doc["columns"] for v in (col["x"]["px"], col["width"]["px"])]
                insets = doc["input"]["inset_leading"]["px"] + doc["input"]["inset_trailing"]["px"]
                cases.append((n, width, density, doc["input"]["direction"] == "rtl", insets, expected))
        count = len(flag_sets(random.Random(27)))
        dispatch = ("fun frames(n: Int, w: Int, d: Float): IntArray = when (n) {\n" + "".join(f"    {n} -> G{n}.columnFrames(w, d)\n" for n in range(count))
                    + "    else -> throw IllegalArgumentException()\n}\n"
                    + "fun framesRtl(n: Int, w: Int, d: Float, rtl: Boolean): IntArray = when (n) {\n" + "".join(f"    {n} -> G{n}.frames(w, d, rtl)\n" for n in range(count))
                    + "    else -> throw IllegalArgumentException()\n}\n"
                    + "fun decoration(n: Int, d: Float): RecyclerView.ItemDecoration = when (n) {\n" + "".join(f"    {n} -> G{n}.ItemOffsets(d)\n" for n in range(count))
                    + "    else -> throw IllegalArgumentException()\n}\n"
                    + "fun cells(n: Int): GridCells = when (n) {\n" + "".join(f"    {n} -> G{n}.gridCells\n" for n in range(count))
                    + "    else -> throw IllegalArgumentException()\n}\n")
        harness = os.path.join(workdir, "Harness.kt")
        open(harness, "w").write(HARNESS + dispatch)
        jar = os.path.join(workdir, "harness.jar")
        # -Werror: an app built with allWarningsAsErrors takes the files as they are.
        build = subprocess.run(["kotlinc", "-Werror", *sources, harness, "-include-runtime", "-d", jar], capture_output=True, text=True)
        if build.returncode != 0:
            raise SystemExit(f"kotlin: the generated files do not compile:\n{build.stderr[-4000:]}")
        # The small widths gridcalc lays out, for the robustness run (others are "no room").
        fitting = os.path.join(workdir, "fitting.txt")
        with open(fitting, "w") as f:
            for n, flags in enumerate(flag_sets(random.Random(27))):
                for width in ROBUST_WIDTHS:
                    for density in ROBUST_DENSITIES:
                        grid = subprocess.run([binary, "--platform", "android", *flags, "--width", f"{width}px", "--scale", density, "--json"],
                                              capture_output=True, text=True)
                        if grid.returncode == 0:
                            f.write(f"{n} {width} {float(density)}\n")
                        elif grid.returncode not in (64, 65) or grid.stdout:
                            raise SystemExit(f"kotlin: gridcalc {' '.join(flags)} --width {width}px --scale {density}: exit {grid.returncode}\n{grid.stderr}")
        results = {}
        for label, rounding in (("exact", None), ("control", 2)):
            data = os.path.join(workdir, f"{label}.txt")
            with open(data, "w") as f:
                for n, width, density, rtl, insets, expected in cases:
                    d = density if rounding is None else f"{round(float(density), rounding):.2f}"
                    f.write(f"{n} {width} {d} {str(rtl).lower()} {insets} {' '.join(map(str, expected))}\n")
            extra = [fitting, str(count)] if label == "exact" else []
            run = subprocess.run(["java", "-jar", jar, data, *extra], capture_output=True, text=True,
                                 env=dict(os.environ, GRIDCALC_RECORD="1" if label == "exact" else "0"))
            if run.returncode != 0:
                raise SystemExit(f"kotlin: the harness failed ({label}):\n{run.stderr[-3000:]}")
            result = [l for l in run.stdout.split("\n") if l.startswith("RESULT ")]
            checked, spans, wrong = map(int, result[0].split()[1:])
            robust = [l for l in run.stdout.split("\n") if l.startswith("ROBUST ")]
            if robust:
                calls, degraded, bad = map(int, robust[0].split()[1:])
                wrong += bad
            results[label] = (checked, spans, wrong, [l for l in run.stdout.split("\n") if l and not l.startswith(("RESULT", "ROBUST", "GOT"))])
            if label == "exact":
                got = {l.split()[1]: [int(v) for v in l.split()[2:]] for l in run.stdout.split("\n") if l.startswith("GOT ")}
        checked, spans, wrong, lines = results["exact"]
        if wrong:
            raise SystemExit(f"kotlin: {wrong} differences in {checked} cases:\n" + "\n".join(lines[:10]))
        if checked < 2000:
            raise SystemExit(f"kotlin: only {checked} cases ran, expected at least 2000")
        if results["control"][2] == 0:
            raise SystemExit("kotlin: negative control not caught: densities rounded to 2 decimals gave the same pixels")
        # What kotlinc's programs computed, against the recorded oracle the unit lane reads.
        record = kotlin_record(binary, workdir, cases, got)
        failures = oracles.settle(oracles.KOTLIN_FIXTURE, record, ["kotlinc"], "--record" in sys.argv,
                                  "Tests/kotlin/check_kotlin.py <gridcalc> --record (make record-oracles)")
        if failures:
            raise SystemExit("\n".join(failures[:10]))
        names = check_names(binary, workdir, sources[:len(STUBS)])
        ok = True
        print(names)
        print(f"kotlin: run-time code never throws: {calls} calls of columnFrames, gridCells and the ItemOffsets at widths from "
              f"{ROBUST_WIDTHS_SHOWN} px ({degraded} of them where gridcalc says no room: GridLayoutManager's equal spans), "
              f"with another layout manager, unassigned spans and a spanCount other than the columns'")
        print(f"kotlin: {checked} cases of {len(flag_sets(random.Random(27)))} generated files compiled with kotlinc: columnFrames, "
              f"{spans} spans through the ItemDecoration and GridLayoutManager's borders, and Compose's cell widths: 0 differences; "
              f"negative control caught ({results['control'][2]} differences with densities rounded to 2 decimals)")
    finally:
        if ok:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
