#!/usr/bin/env python3
"""Integrations/android/GridcalcDump.kt compiled with kotlinc -Werror against stand-ins for the
Android and Compose test APIs it uses (same packages and signatures: View, ViewGroup, Resources,
DisplayMetrics, Bitmap, Canvas, Compose's Rect, SemanticsNode, SemanticsNodeInteraction,
captureToImage, ImageBitmap.asAndroidBitmap), then run: a harness lays 8 cells out at gridcalc's
columns for a 1080 px screen at density 2.625 — as a ViewGroup (Espresso) and as a semantics tree
(Compose) — and once with one cell 1 px narrower; GridcalcDump writes the frames JSON, and
`gridcalc check` must pass the first two and fail the third naming the cell. (No Android runtime
here: the screenshot calls compile and run against the stand-ins, which write no real pixels.)

usage: check_dump_helper.py <gridcalc binary>
"""
import json, os, shutil, subprocess, sys, tempfile

STUBS = {
    "Bitmap.kt": """package android.graphics
import java.io.OutputStream
class Bitmap private constructor(val width: Int, val height: Int) {
    enum class Config { ARGB_8888 }
    enum class CompressFormat { PNG }
    fun compress(format: CompressFormat, quality: Int, stream: OutputStream): Boolean { stream.write(byteArrayOf(format.ordinal.toByte(), quality.toByte())); return true }
    companion object { fun createBitmap(width: Int, height: Int, config: Config): Bitmap = Bitmap(width + 0 * config.ordinal, height) }
}
class Canvas(val bitmap: Bitmap)
""",
    "DisplayMetrics.kt": "package android.util\nclass DisplayMetrics { @JvmField var density: Float = 1f }\n",
    "Resources.kt": "package android.content.res\nimport android.util.DisplayMetrics\nclass Resources(val displayMetrics: DisplayMetrics)\n",
    "View.kt": """package android.view
import android.content.res.Resources
import android.graphics.Canvas
open class View(val resources: Resources) {
    var left = 0; var top = 0; var right = 0; var bottom = 0; var visibility = VISIBLE
    val width: Int get() = right - left
    val height: Int get() = bottom - top
    open fun draw(canvas: Canvas) { canvas.bitmap.width }
    companion object { const val VISIBLE = 0; const val GONE = 8 }
}
open class ViewGroup(resources: Resources) : View(resources) {
    private val views = mutableListOf<View>()
    val childCount: Int get() = views.size
    fun getChildAt(index: Int): View = views[index]
    fun addView(view: View) { views.add(view) }
}
""",
    "Rect.kt": "package androidx.compose.ui.geometry\nclass Rect(val left: Float, val top: Float, val right: Float, val bottom: Float)\n",
    "SemanticsNode.kt": "package androidx.compose.ui.semantics\nimport androidx.compose.ui.geometry.Rect\nclass SemanticsNode(val boundsInRoot: Rect, val children: List<SemanticsNode>)\n",
    "ImageBitmap.kt": "package androidx.compose.ui.graphics\nimport android.graphics.Bitmap\nclass ImageBitmap(val bitmap: Bitmap)\nfun ImageBitmap.asAndroidBitmap(): Bitmap = bitmap\n",
    "SemanticsNodeInteraction.kt": """package androidx.compose.ui.test
import android.graphics.Bitmap
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.semantics.SemanticsNode
class SemanticsNodeInteraction(private val node: SemanticsNode) { fun fetchSemanticsNode(): SemanticsNode = node }
fun SemanticsNodeInteraction.captureToImage(): ImageBitmap = ImageBitmap(Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888))
""",
}

HARNESS = """import android.content.res.Resources
import android.util.DisplayMetrics
import android.view.View
import android.view.ViewGroup
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.test.SemanticsNodeInteraction
import dev.gridcalc.testing.GridcalcDump
import java.io.File

// args: out-folder density width-px height-px x0 w0 x1 w1 …
fun main(args: Array<String>) {
    val out = File(args[0]); val density = args[1].toFloat(); val widthPx = args[2].toInt(); val heightPx = args[3].toInt()
    val columns = args.drop(4).map { it.toInt() }.chunked(2)
    val metrics = DisplayMetrics(); metrics.density = density
    val resources = Resources(metrics)
    fun group(narrower: Int?): ViewGroup {
        val g = ViewGroup(resources); g.right = widthPx; g.bottom = 2 * heightPx
        for (row in 0 until 2) for ((k, c) in columns.withIndex()) {
            val v = View(resources)
            v.left = c[0]; v.right = c[0] + c[1] - (if (narrower == row * columns.size + k) 1 else 0)
            v.top = row * heightPx; v.bottom = v.top + heightPx - 3
            g.addView(v)
        }
        return g
    }
    GridcalcDump.write(GridcalcDump.fromView(group(null)), File(out, "espresso.json"))
    GridcalcDump.write(GridcalcDump.fromView(group(5)), File(out, "espresso-narrow.json"))
    GridcalcDump.screenshot(group(null), File(out, "espresso.png"))
    val cells = columns.map { c -> SemanticsNode(Rect(c[0].toFloat(), 40f, (c[0] + c[1]).toFloat(), 40f + heightPx), listOf()) }
    val grid = SemanticsNodeInteraction(SemanticsNode(Rect(0f, 40f, widthPx.toFloat(), 40f + heightPx), cells))
    GridcalcDump.write(GridcalcDump.fromCompose(grid, density), File(out, "compose.json"))
    GridcalcDump.screenshot(grid, File(out, "compose.png"))
}
"""


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    helper = os.path.join(here, "..", "..", "Integrations", "android", "GridcalcDump.kt")
    d = tempfile.mkdtemp(prefix="gridcalc-android-")
    sources = [helper]
    for name, text in STUBS.items():
        sources.append(os.path.join(d, name))
        open(sources[-1], "w").write(text)
    sources.append(os.path.join(d, "Harness.kt"))
    open(sources[-1], "w").write(HARNESS)
    jar = os.path.join(d, "harness.jar")
    build = subprocess.run(["kotlinc", "-Werror", *sources, "-include-runtime", "-d", jar], capture_output=True, text=True)
    if build.returncode != 0:
        raise SystemExit(f"android helper: does not compile with -Werror:\n{build.stderr[-3000:]}")
    design = ["--platform", "android", "--columns", "4", "--spacing", "1px", "--inset", "16dp"]
    doc = json.loads(subprocess.run([binary, *design, "--width", "1080px", "--scale", "2.625", "--json"], capture_output=True, text=True, check=True).stdout)
    columns = [v for c in doc["columns"] for v in (c["x"]["px"], c["width"]["px"])]
    run = subprocess.run(["java", "-jar", jar, d, "2.625", "1080", "300", *map(str, columns)], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"android helper: the harness failed:\n{run.stderr[-3000:]}")
    failures = []
    check = [binary, "check", *[a for a in design if a not in ("--platform", "android")]]
    for name, want in (("espresso.json", 0), ("compose.json", 0), ("espresso-narrow.json", 1)):
        got = subprocess.run(check + [os.path.join(d, name)], capture_output=True, text=True)
        if got.returncode != want:
            failures.append(f"{name}: exit {got.returncode}, expected {want}\n{got.stdout}{got.stderr}")
        if want == 1 and "frame 5: width" not in got.stdout:
            failures.append(f"{name}: the narrower cell (frame 5) is not named:\n{got.stdout}")
    for name in ("espresso.png", "compose.png"):
        if not os.path.exists(os.path.join(d, name)):
            failures.append(f"{name}: not written")
    if failures:
        raise SystemExit("android helper: " + "\n".join(failures) + f"\n(files in {d})")
    shutil.rmtree(d, ignore_errors=True)
    print("android helper: GridcalcDump.kt compiles with kotlinc -Werror against the stand-ins; the Espresso and Compose dumps "
          "of gridcalc's 4 columns at density 2.625 pass check, and a cell 1 px narrower fails naming frame 5")


if __name__ == "__main__":
    main()
