#!/usr/bin/env python3
"""Runs the Kotlin snippet of Docs/android.md, as printed, in the real Kotlin compiler.

For grids with spanning items in LTR and RTL, the snippet's getItemOffsets (with its placeholder
arrays filled from gridcalc's JSON `item_offsets`) runs inside a transcription of AOSP's
GridLayoutManager — calculateItemBorders, getSpaceForSpanRange and layoutChunk's left/right, in LTR
and RTL — written here in Kotlin, independently of gridcalc; every item's frame must be gridcalc's.
A negative control runs the old snippet (left of the first span, right of the last, whatever the
direction) and must be caught in RTL.

Usage: check_snippet.py <gridcalc binary> <Docs/android.md>
"""
import json, os, re, subprocess, sys, tempfile, shutil

STUBS = """
class Rect { var left = 0; var right = 0 }
open class View(var layoutParams: Any? = null) { companion object { const val LAYOUT_DIRECTION_RTL = 1 } }
class Context
class Resources(val px: Map<Int, Int>) { fun getDimensionPixelSize(id: Int): Int = px.getValue(id) }
class GridLayoutManager(val context: Context, val spanCount: Int) { class LayoutParams(val spanIndex: Int, val spanSize: Int) }
class RecyclerView(var layoutDirection: Int) : View() {
    open class ItemDecoration { open fun getItemOffsets(outRect: Rect, view: View, parent: RecyclerView, state: State) {} }
    class State
    var layoutManager: GridLayoutManager? = null
    var paddingLeft = 0; var paddingRight = 0
    val decorations = mutableListOf<ItemDecoration>()
    fun setPadding(l: Int, t: Int, r: Int, b: Int) { paddingLeft = l; paddingRight = r }
    fun addItemDecoration(d: ItemDecoration) { decorations.add(d) }
}
object R { object dimen { const val gridcalc_padding_left = 1; const val gridcalc_padding_right = 2 } }
"""

HARNESS = """
// AOSP GridLayoutManager, transcribed: the span borders and where layoutChunk puts a view.
fun borders(spanCount: Int, total: Int): IntArray {
    val b = IntArray(spanCount + 1)
    val size = total / spanCount; val extra = total % spanCount
    var consumed = 0; var err = 0
    for (i in 1..spanCount) {
        var s = size
        err += extra
        if (err > 0 && spanCount - err < extra) { s += 1; err -= spanCount }
        consumed += s; b[i] = consumed
    }
    return b
}

fun main() {
    val out = StringBuilder()
    for (case in CASES) {
        val width = case.width; val rtl = case.rtl; val spanCount = case.spanCount; val items = case.items
        val resources = Resources(case.dimens)
        val context = Context()
        val recyclerView = RecyclerView(if (rtl) View.LAYOUT_DIRECTION_RTL else 0)
        SNIPPET(recyclerView, resources, context, case.left, case.right)
        val total = width - recyclerView.paddingLeft - recyclerView.paddingRight
        val b = borders(spanCount, total)
        for ((index, span) in items.withIndex()) {
            val (spanIndex, spanSize) = span
            val view = View(GridLayoutManager.LayoutParams(spanIndex, spanSize))
            val rect = Rect()
            for (d in recyclerView.decorations) d.getItemOffsets(rect, view, recyclerView, RecyclerView.State())
            // getSpaceForSpanRange and layoutChunk (vertical): the decorated frame, then the offsets.
            val space = if (rtl) b[spanCount - spanIndex] - b[spanCount - spanIndex - spanSize] else b[spanIndex + spanSize] - b[spanIndex]
            val left = if (rtl) recyclerView.paddingLeft + b[spanCount - spanIndex] - space else recyclerView.paddingLeft + b[spanIndex]
            out.append("${case.name} $index ${left + rect.left} ${space - rect.left - rect.right}\\n")
        }
    }
    print(out)
}
"""


def snippet_function(kotlin):
    """The documented snippet as a function of the objects it uses, its arrays filled per case."""
    body = kotlin.replace("/* item_offsets[].left_px */", "*leftOffsets").replace("/* item_offsets[].right_px */", "*rightOffsets")
    body = body.replace("GridLayoutManager(context, 4)", "GridLayoutManager(context, leftOffsets.size)")
    return ("fun SNIPPET(recyclerView: RecyclerView, resources: Resources, context: Context, leftOffsets: IntArray, rightOffsets: IntArray) {\n"
            + body + "\n}\n")


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    binary, page = sys.argv[1], sys.argv[2]
    text = open(page).read()
    blocks = re.findall(r"```kotlin\n(.*?)```", text, re.S)
    if len(blocks) != 1:
        raise SystemExit(f"android: expected one kotlin block in {page}, found {len(blocks)}")
    documented = blocks[0]
    old = re.sub(r"        val first = lp.spanIndex\n.*?outRect.right = right\[if \(rtl\) first else last\]",
                 "        outRect.left = left[lp.spanIndex]\n        outRect.right = right[lp.spanIndex + lp.spanSize - 1]",
                 documented, flags=re.S)
    if old == documented:
        raise SystemExit("android: the negative control could not be made from the snippet")
    layouts = []
    for device in ("pixel-8", "pixel-2-xl", "nexus-7-2012"):
        for columns, spans in ((4, "0:2,5:3,9:4"), (5, "1:2,3:3,7:5"), (3, "0:2,2:3")):
            for direction in ("ltr", "rtl"):
                for strategy in (["--strategy", "padding"], ["--strategy", "widen", "--distribute", "spread"]):
                    layouts.append(["--device", device, "--columns", str(columns), "--spacing", "8dp", "--items", "14",
                                    "--row-height", "40", "--span", spans, "--direction", direction] + strategy)
    cases, expected = [], {}
    for n, args in enumerate(layouts):
        doc = json.loads(subprocess.run([binary, *args, "--json"], capture_output=True, text=True, check=True).stdout)
        a = doc["android"]
        name = f"c{n}"
        offsets = a["item_offsets"]
        left = ", ".join(str(o["left_px"]) for o in offsets)
        right = ", ".join(str(o["right_px"]) for o in offsets)
        items = ", ".join(f"Pair({i['column']}, {i.get('span', 1)})" for i in doc["items"])
        dimens = f"mapOf(1 to {a['padding']['left']['px']}, 2 to {a['padding']['right']['px']})"
        cases.append(f'Case("{name}", {doc["container"]["px"]}, {str(doc["input"]["direction"] == "rtl").lower()}, {a["span_count"]}, '
                     f"listOf({items}), {dimens}, intArrayOf({left}), intArrayOf({right}))")
        for index, item in enumerate(doc["items"]):
            expected[(name, index)] = (item["x"]["px"], item["width"]["px"])
    case_class = ("data class Case(val name: String, val width: Int, val rtl: Boolean, val spanCount: Int, val items: List<Pair<Int, Int>>, "
                  "val dimens: Map<Int, Int>, val left: IntArray, val right: IntArray)\n")
    cases_code = "val CASES = listOf(\n    " + ",\n    ".join(cases) + "\n)\n"
    workdir = tempfile.mkdtemp(prefix="gridcalc-android-")
    try:
        results = {}
        for label, kotlin in (("documented", documented), ("old", old)):
            source = os.path.join(workdir, f"{label}.kt")
            with open(source, "w") as f:
                f.write(STUBS + case_class + cases_code + snippet_function(kotlin) + HARNESS)
            jar = os.path.join(workdir, f"{label}.jar")
            build = subprocess.run(["kotlinc", source, "-include-runtime", "-d", jar], capture_output=True, text=True)
            if build.returncode != 0:
                raise SystemExit(f"android: the {label} snippet does not compile:\n{build.stderr[-3000:]}")
            run = subprocess.run(["java", "-jar", jar], capture_output=True, text=True, check=True)
            wrong = []
            for line in run.stdout.split("\n"):
                if not line:
                    continue
                name, index, x, width = line.split()
                if expected[(name, int(index))] != (int(x), int(width)):
                    wrong.append(f"{name} item {index}: Android lays it out at x {x}, width {width}; gridcalc says {expected[(name, int(index))]}")
            results[label] = (len(run.stdout.split()) // 4, wrong)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    checked, wrong = results["documented"]
    if wrong:
        raise SystemExit("android: the documented snippet misplaces items:\n" + "\n".join(wrong[:10]))
    if not results["old"][1]:
        raise SystemExit("android: negative control not caught: the old snippet placed every RTL spanning item right")
    print(f"android: {checked} items of {len(layouts)} layouts placed exactly by the documented snippet in Kotlin; "
          f"negative control caught ({len(results['old'][1])} items misplaced by the old snippet)")


if __name__ == "__main__":
    main()
