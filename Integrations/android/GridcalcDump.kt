// GridcalcDump: what `gridcalc check` reads, written by an Android UI test — a Compose test's
// semantics node or an Espresso test's ViewGroup — and its screenshot beside it.
//
// The dump is gridcalc's frames JSON: the cells' bounds relative to the container in dp, with the
// screen's density as the scale, so each edge is the device pixel it was laid out on (px / density
// × density). The screenshot is the container's pixels as a PNG (`check --image`). Copy this file
// into your androidTest sources; it uses only the Android and Compose test APIs named below.
// Then run, after the tests pulled the files (Docs/testing.md):
//   gridcalc check --columns 4 --spacing 1px gallery.json
//   gridcalc check --image --columns 4 --spacing 1px --scale 2.625 gallery.png
package dev.gridcalc.testing

import android.graphics.Bitmap
import android.graphics.Canvas
import android.view.View
import android.view.ViewGroup
import androidx.compose.ui.graphics.asAndroidBitmap
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.captureToImage
import java.io.File
import java.io.FileOutputStream

object GridcalcDump {
    /** A box in device px, relative to the screen or window. */
    data class Box(val left: Float, val top: Float, val right: Float, val bottom: Float)

    /** The frames JSON of `cells` inside `container` (device px) at `density` (px per dp). */
    fun json(container: Box, cells: List<Box>, density: Float): String {
        fun dp(px: Float): String = (px.toDouble() / density.toDouble()).toString()
        val frames = cells.joinToString(",\n  ") { c ->
            "{\"x\": ${dp(c.left - container.left)}, \"y\": ${dp(c.top - container.top)}, " +
                "\"width\": ${dp(c.right - c.left)}, \"height\": ${dp(c.bottom - c.top)}}"
        }
        return "{\"scale\": $density, \"container_pt\": ${dp(container.right - container.left)},\n \"frames\": [\n  $frames]}\n"
    }

    /** A Compose node's children (the grid's cells) as the frames JSON, at `density`. */
    fun fromCompose(grid: SemanticsNodeInteraction, density: Float): String {
        val node: SemanticsNode = grid.fetchSemanticsNode()
        val box = { n: SemanticsNode -> Box(n.boundsInRoot.left, n.boundsInRoot.top, n.boundsInRoot.right, n.boundsInRoot.bottom) }
        return json(box(node), node.children.map(box), density)
    }

    /** A ViewGroup's children (a RecyclerView's cells, a GridLayout's views) as the frames JSON. */
    fun fromView(grid: ViewGroup): String {
        val cells = (0 until grid.childCount).map { grid.getChildAt(it) }
            .filter { it.visibility == View.VISIBLE }
            .map { Box(it.left.toFloat(), it.top.toFloat(), it.right.toFloat(), it.bottom.toFloat()) }
        return json(Box(0f, 0f, grid.width.toFloat(), grid.height.toFloat()), cells, grid.resources.displayMetrics.density)
    }

    /** A Compose node's pixels as a PNG. */
    fun screenshot(grid: SemanticsNodeInteraction, file: File) = write(grid.captureToImage().asAndroidBitmap(), file)

    /** A view's pixels as a PNG (drawn into a bitmap of its size). */
    fun screenshot(view: View, file: File) {
        val bitmap = Bitmap.createBitmap(view.width, view.height, Bitmap.Config.ARGB_8888)
        view.draw(Canvas(bitmap))
        write(bitmap, file)
    }

    /** Writes `text` to `file` (the folder made when missing). */
    fun write(text: String, file: File) {
        file.parentFile?.mkdirs()
        file.writeText(text)
    }

    private fun write(bitmap: Bitmap, file: File) {
        file.parentFile?.mkdirs()
        FileOutputStream(file).use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
    }
}
