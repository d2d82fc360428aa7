"""Screenshots with WebKitGTK, run by engines.WebKit under Xvfb with the system Python (python3-gi).

Reads a JSON list of {html, png, width, height, zoom} on stdin; for each, loads the page in an
offscreen WebView `width` × `height` CSS px at page zoom `zoom` (webkit_web_view_set_zoom_level, the
zoom of Safari's View › Zoom In; 1 when absent), waits for the load and one script turn after it (a
page's load handlers have run), and writes the whole document's snapshot — device pixels, at
devicePixelRatio = GDK_SCALE — to `png`. Prints {"dpr": <the page's devicePixelRatio>} at the end.
"""
import json, sys

import gi
gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

jobs = json.load(sys.stdin)
window = Gtk.OffscreenWindow()
view = WebKit2.WebView()
window.add(view)
window.show_all()
state = {"next": 0, "dpr": None, "error": None}


def start():
    job = jobs[state["next"]]
    window.resize(job["width"], job["height"])
    view.set_size_request(job["width"], job["height"])
    view.set_zoom_level(job.get("zoom", 1.0))
    view.load_uri("file://" + job["html"])


def snapped(v, result, job):
    try:
        surface = v.get_snapshot_finish(result)
        surface.write_to_png(job["png"])
    except Exception as error:  # noqa: BLE001 — reported, and the run fails
        state["error"] = f"snapshot of {job['html']}: {error}"
        Gtk.main_quit()
        return
    state["next"] += 1
    if state["next"] == len(jobs):
        Gtk.main_quit()
    else:
        start()


def evaluated(v, result, job):
    try:
        state["dpr"] = v.evaluate_javascript_finish(result).to_double()
    except Exception as error:  # noqa: BLE001
        state["error"] = f"script in {job['html']}: {error}"
        Gtk.main_quit()
        return
    v.get_snapshot(WebKit2.SnapshotRegion.FULL_DOCUMENT, WebKit2.SnapshotOptions.NONE, None, snapped, job)


def changed(v, event):
    if event == WebKit2.LoadEvent.FINISHED:
        job = jobs[state["next"]]
        v.evaluate_javascript("document.body.offsetWidth, devicePixelRatio", -1, None, None, None, evaluated, job)


view.connect("load-changed", changed)
if jobs:
    start()
    Gtk.main()
if state["error"]:
    sys.exit(f"webkit_shot: {state['error']}")
print(json.dumps({"dpr": state["dpr"]}))
