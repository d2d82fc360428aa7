#!/usr/bin/env python3
"""`make bench`, images: what `gridcalc check --image` costs against libpng decoding the same file.

Writes photo-like screenshots (cells of a smooth texture with grain, white gaps; RGBA, Sub-filtered,
zlib level 6, IDAT in 8 KiB chunks as libpng writes them) at an iPhone 15 Pro Max's 1290 × 2796 px
and at 1/2 and 1/4 of each side, then times, in alternation (paired runs, median of each):
    gridcalc check --image shot.png --spacing auto --format json   (decode + judge, whole process)
    pngtopnm shot.png > /dev/null                                  (libpng + netpbm, decode only)
and the peak memory of each (GNU time's %M). Prints a table; writes bench/results/images.json.

With `--baseline <gridcalc>` (another build: the last release, main before a change), that binary
runs in the same alternation and the table gives the median of the pair-by-pair ratios: a change to
the reading is not slower when it is 1.00 or less, whatever the machine's drift.

usage: image_bench.py <gridcalc> [runs] [--baseline <gridcalc>]
"""
import json, math, os, random, struct, subprocess, sys, tempfile, time, zlib


def screenshot(path, width, height):
    rnd = random.Random(width)
    gap, inset, top = 3 * width // 1290 or 1, 48 * width // 1290, 120 * height // 2796
    cell = (width - 2 * inset - 2 * gap) // 3
    xs = [(inset + k * (cell + gap), inset + k * (cell + gap) + cell) for k in range(3)]
    wave = [[int(60 + 60 * (1 + math.sin(0.013 * x + c))) for x in range(width)] for c in range(3)]
    grain = bytes(rnd.randrange(16) for _ in range(width * 4 + 4099))
    out = bytearray()
    for y in range(height):
        row = bytearray(b"\xff" * (width * 4))
        if top <= y < height - 96 and (y - top) % (cell + gap) < cell:
            base = [int(50 * (1 + math.sin(0.011 * y + c * 2))) for c in range(3)]
            shift = (y * 131) % 4096
            for a, b in xs:
                for x in range(a, b):
                    o = x * 4
                    for c in range(3):
                        row[o + c] = min(255, wave[c][x] + base[c] + grain[o + c + shift])
        filtered = bytearray(row)
        for i in range(len(row) - 1, 3, -1):
            filtered[i] = (row[i] - row[i - 4]) & 0xFF
        out += b"\x01" + filtered
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    stream = zlib.compress(bytes(out), 6)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + b"".join(chunk(b"IDAT", stream[i:i + 8192]) for i in range(0, len(stream), 8192)) + chunk(b"IEND", b""))


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def peak_kb(command):
    run = subprocess.run(["/usr/bin/time", "-f", "%M", *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(run.stderr.strip().splitlines()[-1])


def main():
    args = sys.argv[1:]
    baseline = None
    if "--baseline" in args:
        i = args.index("--baseline")
        if i + 1 >= len(args):
            raise SystemExit(__doc__)
        baseline = args[i + 1]
        del args[i:i + 2]
    if len(args) not in (1, 2):
        raise SystemExit(__doc__)
    gridcalc, runs = args[0], int(args[1]) if len(args) == 2 else 21
    workdir = tempfile.mkdtemp(prefix="gridcalc-image-bench-")
    rows = []
    for width, height in [(322, 699), (645, 1398), (1290, 2796)]:
        path = os.path.join(workdir, f"shot-{width}x{height}.png")
        screenshot(path, width, height)
        ours = [gridcalc, "check", "--image", path, "--spacing", "auto", "--format", "json"]
        libpng = ["sh", "-c", 'exec pngtopnm "$0" > /dev/null', path]
        a, b, c, pairs = [], [], [], []
        theirs = [baseline] + ours[1:] if baseline else None
        for _ in range(runs):
            a.append(timed(ours))
            b.append(timed(libpng))
            if theirs:
                c.append(timed(theirs))
                pairs.append(a[-1] / c[-1])
        a.sort(), b.sort(), c.sort(), pairs.sort()
        decoded = width * height * 4
        rows.append({"width": width, "height": height, "file_bytes": os.path.getsize(path), "decoded_bytes": decoded,
                     "gridcalc_median_s": a[runs // 2], "pngtopnm_median_s": b[runs // 2], "ratio": a[runs // 2] / b[runs // 2],
                     "gridcalc_mb_per_s": decoded / a[runs // 2] / 1e6,
                     "gridcalc_peak_kb": peak_kb(ours), "pngtopnm_peak_kb": peak_kb(libpng[:2] + ['exec pngtopnm "$0" > /dev/null', path])})
        if theirs:
            rows[-1].update({"baseline_median_s": c[runs // 2], "vs_baseline": pairs[runs // 2], "baseline_peak_kb": peak_kb(theirs)})
    print(f"\ncheck --image against pngtopnm (libpng), whole processes, median of {runs} paired runs")
    print(f"{'image':>12} {'file':>10} {'gridcalc':>10} {'pngtopnm':>10} {'ratio':>7} {'MB/s':>7} {'peak':>9} {'peak/decoded':>13}")
    for r in rows:
        print(f"{r['width']:>5}x{r['height']:<6} {r['file_bytes']:>10} {r['gridcalc_median_s'] * 1000:>8.1f}ms {r['pngtopnm_median_s'] * 1000:>8.1f}ms"
              f" {r['ratio']:>7.2f} {r['gridcalc_mb_per_s']:>7.0f} {r['gridcalc_peak_kb'] / 1024:>7.1f}MB {r['gridcalc_peak_kb'] * 1024 / r['decoded_bytes']:>13.2f}")
    if baseline:
        print(f"\nagainst the baseline {baseline}, the same runs (median of the pair-by-pair ratios)")
        print(f"{'image':>12} {'gridcalc':>10} {'baseline':>10} {'ratio':>7} {'peak':>9} {'baseline peak':>14}")
        for r in rows:
            print(f"{r['width']:>5}x{r['height']:<6} {r['gridcalc_median_s'] * 1000:>8.1f}ms {r['baseline_median_s'] * 1000:>8.1f}ms"
                  f" {r['vs_baseline']:>7.2f} {r['gridcalc_peak_kb'] / 1024:>7.1f}MB {r['baseline_peak_kb'] / 1024:>12.1f}MB")
    os.makedirs("bench/results", exist_ok=True)
    with open("bench/results/images.json", "w") as f:
        json.dump({"runs": runs, "rows": rows}, f, indent=1)
    for name in os.listdir(workdir):
        os.remove(os.path.join(workdir, name))
    os.rmdir(workdir)


if __name__ == "__main__":
    main()
