#!/usr/bin/env python3
"""Writes the issue-29 samples: one screen per way people paste a dump, and its frames-JSON twin.

Each sample is a layout decided here in device pixels, with a defect of its own, written twice:
in the tool's format (as lldb, Chisel, Cycript, Frida, a custom printer, uiautomator or Appium
print it) and as gridcalc's frames JSON in screen coordinates (the container's rect, the cells).
Nothing here runs gridcalc: the twin is the layout itself, so a reader that misreads the tool's
format gives different findings from its twin (CheckInputsCommandTests.twins). Run it from the
repository root to rewrite the samples; the output is committed.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def g(v):
    """A number as UIKit prints it: %g, 6 significant digits."""
    return "%g" % v


def cells_px(columns, rows, width_px, gap_px, defects=()):
    """(left, top, width, height) in px of a grid: widths floor/ceil, gaps of gap_px; `defects`
    moves a cell's left edge (index, +px)."""
    usable = width_px - gap_px * (columns - 1)
    base, extra = divmod(usable, columns)
    widths = [base + (1 if c < extra else 0) for c in range(columns)]
    out = []
    for r in range(rows):
        x = 0
        for c in range(columns):
            out.append([x, r * (widths[0] + gap_px), widths[c], widths[0]])
            x += widths[c] + gap_px
    for index, dx in defects:
        out[index][0] += dx
        out[index][2] -= dx
    return out


def twin(name, scale, container, cells, scrolls=False):
    """The frames JSON: container and cells in screen points (px / scale)."""
    doc = {"scale": scale, "container": dict(zip("x y width height".split(), [v / scale for v in container]))}
    if scrolls:
        doc["scrolls"] = True
    doc["frames"] = [{"x": (container[0] + l) / scale, "y": (container[1] + t) / scale, "width": w / scale, "height": h / scale}
                     for l, t, w, h in cells]
    with open(os.path.join(HERE, name + ".frames.json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


def view_lines(scale, container, cells, container_class, cell_class, extra=""):
    """The views as (depth, line) pairs: a window, the container, the cells (frames in points,
    relative to the superview) each with a label inside."""
    s = scale
    lines = [(0, f"<UIWindow: 0x104d0a2f0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c1c2a0>; layer = <UIWindowLayer: 0x600000c1c1e0>>")]
    lines.append((1, f"<{container_class}: 0x105008200; frame = ({g(container[0] / s)} {g(container[1] / s)}; {g(container[2] / s)} {g(container[3] / s)}); "
                     f"clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c54a50>; layer = <CALayer: 0x600000c2d3c0>; "
                     f"contentOffset: {{0, 0}}; contentSize: {{{g(container[2] / s)}, {g(container[3] / s)}}}; adjustedContentInset: {{0, 0, 0, 0}}{extra}>"))
    for i, (l, t, w, h) in enumerate(cells):
        lines.append((2, f"<{cell_class}: 0x10501{i:02x}00; baseClass = UICollectionViewCell; frame = ({g(l / s)} {g(t / s)}; {g(w / s)} {g(h / s)}); layer = <CALayer: 0x60000{i:02x}c2e0>>"))
        lines.append((3, f"<UILabel: 0x10502{i:02x}00; frame = (8 8; 40 20); text = 'Photo {i}'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000{i:02x}e4e0>>"))
    return lines


def bars(lines):
    return ["   | " * d + text for d, text in lines]


def write(name, text):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)


def ios_samples():
    scale = 3
    container = [0, 309, 1170, 1800]  # 390 × 600 pt at y 103 pt
    cases = {
        # lldb's po: a prompt line, then the tree.
        "lldb-po": ((0, 2), "(lldb) expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] recursiveDescription]\n", "", bars),
        # Chisel's pviews prints the same text after its command.
        "chisel-pviews": ((0, 4), "(lldb) pviews\n", "", bars),
        # Cycript: the result in backticks.
        "cycript": ((0, 6), "cy# UIApp.keyWindow.recursiveDescription().toString()\n`", "`\n", bars),
        # A Swift raw string literal as printed by a custom dumper.
        "raw-string": ((0, 5), "#\"", "\"#\n", bars),
        # A custom printer that indents with two spaces per level.
        "spaces-indented": ((0, 7), "", "", lambda ls: ["  " * d + t for d, t in ls]),
    }
    for name, ((index, _), before, after, indent) in cases.items():
        defect = ((index * 0 + [2, 5, 6, 5, 7][list(cases).index(name)], 1),)
        cells = cells_px(4, 2, container[2], 3, defect)
        lines = indent(view_lines(scale, container, cells, "UICollectionView", "Gallery.PhotoCell"))
        write(name + ".txt", before + "\n".join(lines) + after + ("" if after.endswith("\n") else "\n"))
        twin(name, scale, container, cells)
    # lldb's po of an Optional (`po view.value(forKey: "recursiveDescription")` without `!`): the
    # root after `- some : `; and the tree logged with NSLog, the root after its timestamp.
    for name, first, defect in (("lldb-optional", "(lldb) po view.window?.value(forKey: \"recursiveDescription\")\n\u25bf Optional<Any>\n  - some : ", (1, 1)),
                                ("nslog", "2026-11-24 10:21:07.482913+0100 Gallery[5123:1834021] ", (6, -1))):
        cells = cells_px(4, 2, container[2], 3, (defect,))
        lines = bars(view_lines(scale, container, cells, "UICollectionView", "Gallery.PhotoCell"))
        write(name + ".txt", first + "\n".join(lines) + "\n")
        twin(name, scale, container, cells)
    # Frida: the whole tree as one quoted string with \n escapes, after the REPL prompt.
    cells = cells_px(4, 2, container[2], 3, ((3, -1),))
    lines = bars(view_lines(scale, container, cells, "UICollectionView", "Gallery.PhotoCell"))
    write("frida.txt", "[iPhone::Gallery ]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription().toString()\n\""
          + "\\n".join(lines) + "\"\n")
    twin("frida", scale, container, cells)
    # UITextView's text container prints as <<_UITextContainerView: …>: the cells are text views'
    # containers in a stack view, selected by that class.
    s = scale
    stack = [48, 600, 1074, 600]
    boxes = cells_px(3, 1, stack[2], 30, ((1, 2),))
    out = ["<UIWindow: 0x104d0a2f0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c1c1e0>>",
           f"   | <UIStackView: 0x105109000; frame = ({g(stack[0] / s)} {g(stack[1] / s)}; {g(stack[2] / s)} {g(stack[3] / s)}); opaque = NO; layer = <CATransformLayer: 0x600000c3a0e0>>"]
    for i, (l, t, w, h) in enumerate(boxes):
        out.append(f"   |    | <UITextView: 0x10600{i}000; frame = ({g(l / s)} {g(t / s)}; {g(w / s)} {g(h / s)}); text = 'Note {i}'; clipsToBounds = YES; layer = <CALayer: 0x6000{i}0e4a0>; contentOffset: {{0, 0}}; contentSize: {{{g(w / s)}, 30}}>")
        out.append(f"   |    |    | <<_UITextContainerView: 0x10610{i}000; frame = (0 0; {g(w / s)} {g(h / s)}); layer = <CALayer: 0x6000{i}0e4c0>> minSize = {{0, 0}}, maxSize = {{1.7976931348623157e+308, 1.7976931348623157e+308}}, textContainer = <NSTextContainer: 0x6000{i}1d4a0 size = ({g(w / s)},inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1e1d3b8a0; lineBreakMode = 0>")
    write("text-container.txt", "\n".join(out) + "\n")
    twin("text-container", scale, stack, boxes)


def node(attrs, bounds, children=None):
    l, t, r, b = bounds
    base = {"index": "0", "text": "", "resource-id": "", "class": "android.view.View", "package": "com.example.gallery",
            "content-desc": "", "checkable": "false", "checked": "false", "clickable": "false", "enabled": "true",
            "focusable": "false", "focused": "false", "scrollable": "false", "long-clickable": "false", "password": "false",
            "selected": "false"}
    base.update(attrs)
    text = "<node " + " ".join(f'{k}="{v}"' for k, v in base.items()) + f' bounds="[{l},{t}][{r},{b}]"'
    return text + (">" + "".join(children) + "</node>" if children else " />")


def android_samples():
    # A Compose-like screen dumped on a device: one line, two scrolling lists without ids; the
    # second is the grid (selected by instance=1), its cells Views with an image inside.
    top = [0, 900, 1080, 1620]
    cells = cells_px(3, 2, top[2], 8, ((4, 1),))
    grid = [node({"index": str(i), "clickable": "true"}, (top[0] + l, top[1] + t, top[0] + l + w, top[1] + t + h),
                 [node({"class": "android.widget.ImageView", "content-desc": f"Photo {i}"}, (top[0] + l, top[1] + t, top[0] + l + w, top[1] + t + h))])
            for i, (l, t, w, h) in enumerate(cells)]
    chips = [node({"index": str(i), "class": "android.widget.Button", "text": f"Filter {i}", "clickable": "true"}, (40 + 300 * i, 500, 320 + 300 * i, 620)) for i in range(3)]
    screen = node({"class": "android.widget.FrameLayout"}, (0, 0, 1080, 2400), [
        node({"class": "androidx.compose.ui.platform.ComposeView"}, (0, 0, 1080, 2400), [
            node({"scrollable": "true"}, (0, 480, 1080, 640), chips),
            node({"index": "1", "scrollable": "true"}, tuple(top[:2] + [top[0] + top[2], top[1] + top[3]]), grid)])])
    write("uiautomator-compose-one-line.xml", "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">" + screen + "</hierarchy>")
    twin("uiautomator-compose-one-line", 1, top, cells)
    # A horizontal RecyclerView (scrollable) whose last cell is cut at the screen's edge, and one
    # gap 1px too wide.
    row = [0, 300, 1080, 400]
    strip = [[0, 0, 300, 400], [312, 0, 300, 400], [625, 0, 300, 400], [937, 0, 143, 400]]
    items = [node({"index": str(i), "resource-id": "com.example.gallery:id/card", "class": "android.widget.FrameLayout"},
                  (row[0] + l, row[1] + t, row[0] + l + w, row[1] + t + h)) for i, (l, t, w, h) in enumerate(strip)]
    screen = node({"class": "android.widget.FrameLayout"}, (0, 0, 1080, 2400), [
        node({"resource-id": "com.example.gallery:id/strip", "class": "androidx.recyclerview.widget.RecyclerView", "scrollable": "true"},
             (row[0], row[1], row[2], row[1] + row[3]), items)])
    write("uiautomator-clipped.xml", "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n" + screen + "\n</hierarchy>\n")
    twin("uiautomator-clipped", 1, row, strip, scrolls=True)
    # `adb exec-out uiautomator dump /dev/tty` as a terminal shows it: the command, the one-line
    # dump, and uiautomator's own (misspelt) line after it. A vertical grid of 3 columns whose
    # edge cells are 6px narrower (a scrolling RecyclerView of several rows: uneven, not clipped)
    # and one gap 1px short.
    grid_box = [0, 240, 1080, 1800]
    cells = [[0, 0, 354, 354], [360, 0, 360, 354], [726, 0, 354, 354],
             [0, 360, 354, 354], [360, 360, 360, 354], [725, 360, 355, 354]]
    items = [node({"index": str(i), "resource-id": "com.example.gallery:id/tile", "class": "android.widget.FrameLayout", "clickable": "true"},
                  (grid_box[0] + l, grid_box[1] + t, grid_box[0] + l + w, grid_box[1] + t + h)) for i, (l, t, w, h) in enumerate(cells)]
    screen = node({"class": "android.widget.FrameLayout"}, (0, 0, 1080, 2400), [
        node({"resource-id": "com.example.gallery:id/tiles", "class": "androidx.recyclerview.widget.RecyclerView", "scrollable": "true"},
             (grid_box[0], grid_box[1], grid_box[0] + grid_box[2], grid_box[1] + grid_box[3]), items)])
    write("uiautomator-exec-out.xml", "$ adb exec-out uiautomator dump /dev/tty\n<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
          + screen + "</hierarchy>UI hierchary dumped to: /dev/tty\n")
    twin("uiautomator-exec-out", 1, grid_box, cells)
    # Appium's page source: each element is named by its class, not <node>, with Appium's own
    # attributes (displayed, a hierarchy with width and height).
    grid_box = [24, 400, 1032, 1400]
    cells = cells_px(4, 2, grid_box[2], 4, ((6, -1),))

    def element(cls, attrs, bounds, children=None):
        return node(attrs, bounds, children).replace("<node ", f"<{cls} ", 1).replace("</node>", f"</{cls}>").replace(' />', ' displayed="true" />')

    inner = [element("android.widget.ImageView", {"index": str(i), "class": "android.widget.ImageView", "resource-id": "com.example.gallery:id/thumb"},
                     (grid_box[0] + l, grid_box[1] + t, grid_box[0] + l + w, grid_box[1] + t + h)) for i, (l, t, w, h) in enumerate(cells)]
    rv = node({"class": "androidx.recyclerview.widget.RecyclerView", "resource-id": "com.example.gallery:id/grid", "scrollable": "true"},
              (grid_box[0], grid_box[1], grid_box[0] + grid_box[2], grid_box[1] + grid_box[3]), inner)
    rv = rv.replace("<node ", "<androidx.recyclerview.widget.RecyclerView ", 1)
    rv = rv[:rv.rindex("</node>")] + "</androidx.recyclerview.widget.RecyclerView>"
    page = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><hierarchy index=\"0\" class=\"hierarchy\" rotation=\"0\" width=\"1080\" height=\"2400\">\n"
            "  <android.widget.FrameLayout index=\"0\" package=\"com.example.gallery\" class=\"android.widget.FrameLayout\" text=\"\" displayed=\"true\" bounds=\"[0,0][1080,2400]\">\n"
            "    " + rv + "\n  </android.widget.FrameLayout>\n</hierarchy>\n")
    write("appium-page-source.xml", page)
    twin("appium-page-source", 1, grid_box, cells)


ios_samples()
android_samples()
