#!/usr/bin/env python3
"""`make bench`, the gate in CI: what a config's screens, a baseline, SARIF and a snapshot diff cost.

Times whole `gridcalc check` processes (median of `runs`) and their peak memory (GNU time's %M):
  - a config of N screens (N = 10, 100), each one 7-frame dump: time per screen;
  - one dump of F frames all off the grid (F = 1,000, 10,000: 2F findings) reported as SARIF,
    written as a baseline, and checked against that baseline: time per finding;
  - `--against-image` on two synthetic screenshots of C cells (C = 24, 240, 2,400; one cell 1px
    wider in the new one) against `--image` alone on the new one: the match's own cost per cell;
    and with `--report html` (both images embedded in the page);
  - `--figma` on a file of N nodes (100, 10,000, 100,000) and `--tokens` on a file of N tokens
    and on a Tokens Studio folder of N tokens in 10 sets, each token math on an alias:
    time per node and per token.
Prints a table; writes bench/results/ci.json.

usage: ci_bench.py <gridcalc> [runs]
"""
import json, os, statistics, struct, subprocess, sys, tempfile, time, zlib


def timed(command, cwd):
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(command, cwd, runs):
    seconds = statistics.median(timed(command, cwd) for _ in range(runs))
    run = subprocess.run(["/usr/bin/time", "-f", "%M", *command], cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return seconds, int(run.stderr.strip().splitlines()[-1])


def png(path, width, height, cells, widen=None):
    """White cells on grey, `cells` = list of (x, y, w, h); `widen` an index made 1px wider."""
    rows = [bytearray(b"\xf2\xf2\xf7\xff" * width) for _ in range(height)]
    for i, (x, y, w, h) in enumerate(cells):
        w += 1 if i == widen else 0
        for yy in range(y, y + h):
            rows[yy][x * 4:(x + w) * 4] = b"\xff\xff\xff\xff" * w
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    gridcalc, runs = os.path.abspath(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) == 3 else 11
    work = tempfile.mkdtemp(prefix="gridcalc-ci-bench-")
    os.makedirs(os.path.join(work, ".git"))
    results = {}
    frames7 = json.dumps({"scale": 3, "container_pt": 414, "frames": [{"x": 0.667 + 59 * k, "width": 58.667} for k in range(7)]})
    print("what                                            size        time       per unit       peak")
    for n in (10, 100):
        folder = os.path.join(work, f"screens{n}")
        os.makedirs(os.path.join(folder, ".git"))
        for k in range(n):
            open(os.path.join(folder, f"s{k}.json"), "w").write(frames7)
        json.dump({"spacing": "1px", "screens": [{"name": f"s{k}", "files": [f"s{k}.json"]} for k in range(n)]}, open(os.path.join(folder, ".gridcalc.json"), "w"))
        seconds, peak = measure([gridcalc, "check"], folder, runs)
        results[f"config_{n}_screens"] = {"seconds": seconds, "per_screen_us": seconds / n * 1e6, "peak_kib": peak}
        print(f"config, one dump a screen                  {n:6} screens  {seconds * 1e3:8.1f} ms  {seconds / n * 1e6:8.0f} µs/screen  {peak / 1024:6.1f} MiB")
    for f in (1000, 10000):
        dump = os.path.join(work, f"off{f}.json")
        json.dump({"scale": 3, "container_pt": 100000, "frames": [{"x": 10.1 + 20 * k, "width": 10} for k in range(f)]}, open(dump, "w"))
        base = os.path.join(work, f"base{f}.json")
        for label, extra in (("sarif", ["--report", f"sarif={work}/out.sarif"]), ("html", ["--report", f"html={work}/out.html"]),
                             ("write-baseline", ["--write-baseline", base]),
                             ("baseline", ["--baseline", base, "--report", f"junit={work}/out.xml"])):
            seconds, peak = measure([gridcalc, "check", "--spacing", "auto", *extra, dump], work, runs)
            results[f"{label}_{2 * f}_findings"] = {"seconds": seconds, "per_finding_us": seconds / (2 * f) * 1e6, "peak_kib": peak}
            print(f"{label:14} of one dump                  {2 * f:6} findings {seconds * 1e3:8.1f} ms  {seconds / (2 * f) * 1e6:8.2f} µs/finding {peak / 1024:6.1f} MiB")
    for per_row, rows in ((6, 4), (24, 10), (48, 50)):
        cells = [(8 + k * 40, 8 + r * 28, 32, 20) for r in range(rows) for k in range(per_row)]
        width, height = 16 + per_row * 40, 16 + rows * 28
        ref, new = os.path.join(work, f"ref{per_row}.png"), os.path.join(work, f"new{per_row}.png")
        png(ref, width, height, cells)
        png(new, width, height, cells, widen=len(cells) // 2)
        alone, _ = measure([gridcalc, "check", "--image", "--spacing", "auto", new], work, runs)
        seconds, peak = measure([gridcalc, "check", "--against-image", ref, new], work, runs)
        c = len(cells)
        results[f"against_image_{c}_cells"] = {"seconds": seconds, "image_alone_seconds": alone, "per_cell_us": seconds / c * 1e6, "peak_kib": peak}
        print(f"--against-image ({width}×{height}px)        {c:6} cells   {seconds * 1e3:8.1f} ms  {seconds / c * 1e6:8.2f} µs/cell   {peak / 1024:6.1f} MiB  (--image alone {alone * 1e3:.1f} ms: two readings and the match)")
        page, page_peak = measure([gridcalc, "check", "--against-image", ref, new, "--report", f"html={work}/pair.html"], work, runs)
        results[f"against_image_html_{c}_cells"] = {"seconds": page, "per_cell_us": page / c * 1e6, "peak_kib": page_peak,
                                                    "bytes": os.path.getsize(f"{work}/pair.html")}
        print(f"  the same with --report html              {c:6} cells   {page * 1e3:8.1f} ms  {page / c * 1e6:8.2f} µs/cell   {page_peak / 1024:6.1f} MiB  ({os.path.getsize(f'{work}/pair.html') >> 10} KiB page, both PNGs embedded)")
    # A design from Figma: a file of N frames (one with a 12-column grid, the rest plain nodes), the
    # grid laid out from it; and a tokens file of N tokens, one named by --spacing.
    for n in (100, 10000, 100000):
        frames = [{"id": f"2:{k}", "name": f"n{k}", "type": "RECTANGLE", "absoluteBoundingBox": {"x": k, "y": 0, "width": 10, "height": 10}} for k in range(n)]
        grid = {"id": "1:2", "name": "Main", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 1440, "height": 900},
                "layoutGrids": [{"pattern": "COLUMNS", "alignment": "STRETCH", "count": 12, "gutterSize": 20, "offset": 80, "sectionSize": 88.33}], "children": frames}
        path = os.path.join(work, f"figma{n}.json")
        json.dump({"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": [grid]}]}}, open(path, "w"))
        seconds, peak = measure([gridcalc, "--figma", path, "--scale", "2"], work, runs)
        results[f"figma_{n}_nodes"] = {"seconds": seconds, "per_node_us": seconds / n * 1e6, "peak_kib": peak, "bytes": os.path.getsize(path)}
        print(f"--figma (a 12-column grid among)        {n:6} nodes   {seconds * 1e3:8.1f} ms  {seconds / n * 1e6:8.2f} µs/node   {peak / 1024:6.1f} MiB  ({os.path.getsize(path) >> 10} KiB)")
        tokens = os.path.join(work, f"tokens{n}.json")
        json.dump({"spacing": {f"t{k}": {"$value": f"{k % 32}px", "$type": "dimension"} for k in range(n)}}, open(tokens, "w"))
        seconds, peak = measure([gridcalc, "--tokens", tokens, "--width", "414", "--scale", "3", "--columns", "7", "--spacing", "{spacing.t1}"], work, runs)
        results[f"tokens_{n}"] = {"seconds": seconds, "per_token_us": seconds / n * 1e6, "peak_kib": peak}
        print(f"--tokens                                {n:6} tokens  {seconds * 1e3:8.1f} ms  {seconds / n * 1e6:8.2f} µs/token  {peak / 1024:6.1f} MiB")
        # Tokens Studio's folder: 10 set files of N/10 tokens each, every token math on an alias
        # ({spacing.t(k-1)} + 1, the chain cut every 50), the last set's one named.
        folder = os.path.join(work, f"studio{n}")
        os.makedirs(folder, exist_ok=True)
        for s in range(10):
            tokens_of_set = {f"t{k}": {"value": f"{{spacing.t{k - 1}}} + 1" if k % 50 else "2", "type": "spacing"} for k in range(s * n // 10, (s + 1) * n // 10)}
            json.dump({"spacing": tokens_of_set}, open(os.path.join(folder, f"set{s}.json"), "w"))
        json.dump({"tokenSetOrder": [f"set{s}" for s in range(10)]}, open(os.path.join(folder, "$metadata.json"), "w"))
        last = n - 1
        seconds, peak = measure([gridcalc, "--tokens", folder, "--width", "414", "--scale", "3", "--columns", "7", "--spacing", f"{{spacing.t{last}}}"], work, runs)
        results[f"tokens_studio_{n}"] = {"seconds": seconds, "per_token_us": seconds / n * 1e6, "peak_kib": peak}
        print(f"--tokens <Tokens Studio folder, math>   {n:6} tokens  {seconds * 1e3:8.1f} ms  {seconds / n * 1e6:8.2f} µs/token  {peak / 1024:6.1f} MiB")
    os.makedirs("bench/results", exist_ok=True)
    json.dump(results, open("bench/results/ci.json", "w"), indent=2)


main()
