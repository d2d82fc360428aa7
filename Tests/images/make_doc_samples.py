#!/usr/bin/env python3
"""The screenshots Docs/check-images.md reads, drawn by the corpus (corpus.py) and rasterised by
rsvg-convert: python3 Tests/images/make_doc_samples.py writes Docs/samples/corpus-*.png. Each is a
corpus scene, so its truth is the corpus's (Tests/images/check_corpus.py judges the same scenes)."""
import os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import corpus  # noqa: E402

SAMPLES = [  # (file, kind, scale, defect, at)
    ("corpus-cards.png", "cards", 2, "wider", 4),
    ("corpus-dashboard.png", "dashboard", 2, "moved", 2),
    ("corpus-photos.png", "photos", 2, None, None),
    ("corpus-calendar.png", "calendar", 2, None, None),
]

out = os.path.join(HERE, "..", "..", "Docs", "samples")
for name, kind, scale, defect, at in SAMPLES:
    columns, cell, gap, rows, row, row_gap = corpus.KINDS[kind]
    scene = corpus.Scene(kind, scale, columns, cell, gap, rows, row, row_gap, defect, at, seed=scale)
    svg = os.path.join(out, name[:-4] + ".svg.tmp")
    with open(svg, "w") as f:
        f.write(scene.svg())
    subprocess.run(["rsvg-convert", "-z", str(scale), "-o", os.path.join(out, name), svg], check=True)
    os.remove(svg)
    print(name, "design:", " ".join(scene.design()), "container px:", scene.container_px(), "image pt:", scene.image_width_pt, scene.height_pt)
