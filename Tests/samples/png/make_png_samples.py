#!/usr/bin/env python3
"""Writes the PNG reader's samples (Tests/samples/png): every colour type and bit depth PNG allows,
each filter, stored / fixed-Huffman / dynamic-Huffman blocks, IDAT split into many chunks, Adam7
interlacing, palettes with tRNS — each with `<name>.rgba`, the pixels it holds as 8-bit RGBA,
computed here from the samples the encoder was given (never by a decoder) — and malformed files,
each with the words its refusal must contain (manifest.json). Encoder: Python's zlib and this
file's own filters and interlacing. Run it to regenerate: python3 make_png_samples.py
"""
import json, os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 13, 11  # odd sizes: every Adam7 pass, partial bytes at depths under 8


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Samples (ints) of one row as bytes at `depth` bits, big-endian."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = acc << depth | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(rows, bpp, filters):
    out, prev = bytearray(), bytes(len(rows[0])) if rows else b""
    for i, row in enumerate(rows):
        f = filters[i % len(filters)]
        line = bytearray()
        for x, v in enumerate(row):
            a = row[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            line.append((v - pred) & 0xFF)
        out += bytes([f]) + line
        prev = row
    return bytes(out)


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def sample_grid(color_type, depth, seed):
    """Samples per pixel, varied and hitting 0 and the maximum."""
    top = (1 << depth) - 1
    n = CHANNELS[color_type]
    return [[[(x * 37 + y * 91 + c * 53 + seed * 17 + (x * y) % 7) * (top // 15 + 1) % (top + 1) if (x + y + c) % 5 else top
              for c in range(n)] for x in range(W)] for y in range(H)]


def to_rgba(px, color_type, depth, palette=None, trns=None):
    top = (1 << depth) - 1
    def eight(v):
        return v >> 8 if depth == 16 else v if depth == 8 else v * 255 // top
    out = bytearray()
    for row in px:
        for s in row:
            if color_type == 3:
                i = s[0]
                r, g, b = palette[i]
                a = trns[i] if trns and i < len(trns) else 255
                out += bytes([r, g, b, a])
            elif color_type in (0, 4):
                g = eight(s[0])
                a = eight(s[1]) if color_type == 4 else (0 if trns is not None and s[0] == trns[0] else 255)
                out += bytes([g, g, g, a])
            else:
                r, g, b = (eight(v) for v in s[:3])
                a = eight(s[3]) if color_type == 6 else (0 if trns is not None and list(s[:3]) == trns else 255)
                out += bytes([r, g, b, a])
    return bytes(out)


PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def encode(px, color_type, depth, interlaced=False, filters=(0, 1, 2, 3, 4), level=6, strategy=zlib.Z_DEFAULT_STRATEGY,
           split=None, palette=None, trns=None):
    bpp = max(1, CHANNELS[color_type] * depth // 8)
    def rows_of(sub):
        return [pack_row([v for s in row for v in s], depth) for row in sub]
    if interlaced:
        data = b""
        for x0, y0, dx, dy in PASSES:
            sub = [row[x0::dx] for row in px[y0::dy]]
            if sub and sub[0]:
                data += filtered(rows_of(sub), bpp, filters)
    else:
        data = filtered(rows_of(px), bpp, filters)
    c = zlib.compressobj(level, zlib.DEFLATED, 15, 9, strategy)
    stream = c.compress(data) + c.flush()
    header = struct.pack(">IIBBBBB", len(px[0]), len(px), depth, color_type, 0, 0, 1 if interlaced else 0)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"tEXt", b"Software\x00make_png_samples.py")
    if palette:
        out += chunk(b"PLTE", b"".join(bytes(p) for p in palette))
    if trns is not None:
        if color_type == 3:
            out += chunk(b"tRNS", bytes(trns))
        else:
            out += chunk(b"tRNS", b"".join(struct.pack(">H", v) for v in trns))
    pieces = [stream] if not split else [stream[i:i + split] for i in range(0, len(stream), split)]
    for p in pieces:
        out += chunk(b"IDAT", p)
    return out + chunk(b"IEND", b"")


def main():
    manifest = {"good": [], "bad": []}
    def good(name, data, rgba):
        with open(os.path.join(HERE, name + ".png"), "wb") as f:
            f.write(data)
        with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
            f.write(rgba)
        manifest["good"].append(name)
    for color_type, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]:
        for depth in depths:
            for interlaced in (False, True):
                px = sample_grid(color_type, depth, depth + color_type)
                palette = trns = None
                if color_type == 3:
                    entries = 1 << depth
                    palette = [((i * 71) % 256, (i * 29 + 5) % 256, (255 - i * 13) % 256) for i in range(entries)]
                    trns = [(i * 50) % 256 for i in range(min(entries, 5))]
                name = f"type{color_type}-{depth}bit{'-adam7' if interlaced else ''}"
                good(name, encode(px, color_type, depth, interlaced, palette=palette, trns=trns),
                     to_rgba(px, color_type, depth, palette, trns))
    px = sample_grid(2, 8, 3)
    good("rgb-trns", encode(px, 2, 8, trns=list(px[2][3])), to_rgba(px, 2, 8, trns=list(px[2][3])))
    gpx = sample_grid(0, 8, 4)
    good("gray-trns", encode(gpx, 0, 8, trns=[gpx[1][1][0]]), to_rgba(gpx, 0, 8, trns=[gpx[1][1][0]]))
    rgba = sample_grid(6, 8, 9)
    for f in range(5):
        good(f"rgba-filter{f}", encode(rgba, 6, 8, filters=(f,)), to_rgba(rgba, 6, 8))
    good("rgba-stored", encode(rgba, 6, 8, level=0), to_rgba(rgba, 6, 8))
    good("rgba-fixed-huffman", encode(rgba, 6, 8, strategy=zlib.Z_FIXED), to_rgba(rgba, 6, 8))
    good("rgba-huffman-only", encode(rgba, 6, 8, strategy=zlib.Z_HUFFMAN_ONLY), to_rgba(rgba, 6, 8))
    good("rgba-rle", encode(rgba, 6, 8, strategy=zlib.Z_RLE, level=9), to_rgba(rgba, 6, 8))
    good("rgba-idat-7-byte-chunks", encode(rgba, 6, 8, split=7), to_rgba(rgba, 6, 8))
    flat = [[[200, 200, 200, 255] for _ in range(W)] for _ in range(H)]
    good("rgba-flat-long-matches", encode(flat, 6, 8, level=9), to_rgba(flat, 6, 8))

    base = encode(rgba, 6, 8)
    def bad(name, data, words):
        with open(os.path.join(HERE, name + ".png"), "wb") as f:
            f.write(data)
        manifest["bad"].append({"name": name, "words": words})
    idat = base.index(b"IDAT") - 4
    bad("bad-signature", b"\x89PNX" + base[4:], "no PNG signature")
    bad("bad-crc", base[:idat + 9] + bytes([base[idat + 9] ^ 0xFF]) + base[idat + 10:], "chunk IDAT at byte")
    bad("bad-truncated", base[:idat + 20], "past the file's end")
    bad("bad-no-iend", base[:base.index(b"IEND") - 4], "before IEND")
    # A filter byte of 7: the stream recompressed with the first row's filter changed.
    raw = zlib.decompress(base[idat + 8:idat + 8 + struct.unpack(">I", base[idat:idat + 4])[0]])
    broken = encode_raw = b"\x07" + raw[1:]
    stream = zlib.compress(broken)
    ihdr_end = base.index(b"IDAT") - 4
    bad("bad-filter", base[:ihdr_end] + chunk(b"IDAT", stream) + chunk(b"IEND", b""), "filter type 7")
    bad("bad-short-data", base[:ihdr_end] + chunk(b"IDAT", zlib.compress(raw[:-5])) + chunk(b"IEND", b""), "the image needs")
    bad("bad-long-data", base[:ihdr_end] + chunk(b"IDAT", zlib.compress(raw + b"\x00" * 9)) + chunk(b"IEND", b""), "more than the image's")
    adler = bytearray(zlib.compress(raw))
    adler[-1] ^= 1
    bad("bad-adler", base[:ihdr_end] + chunk(b"IDAT", bytes(adler)) + chunk(b"IEND", b""), "Adler-32")
    bad("bad-too-large", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000, 8, 6, 0, 0, 0)) + chunk(b"IEND", b""), "megapixels")
    bad("bad-depth", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 3, 2, 0, 0, 0)) + chunk(b"IEND", b""), "bit depth 3")
    bad("bad-no-palette", encode(sample_grid(3, 2, 1), 3, 2, palette=None), "without a palette")
    bad("bad-critical", base[:ihdr_end] + chunk(b"ZZZZ", b"x") + base[ihdr_end:], "critical chunk ZZZZ")
    bad("bad-no-data", base[:ihdr_end] + chunk(b"IEND", b""), "no image data")
    bad("bad-block-type", base[:ihdr_end] + chunk(b"IDAT", b"\x78\x9c\x07\x00") + chunk(b"IEND", b""), "reserved type 3")
    # Bytes after the zlib stream's Adler-32, in the same IDAT and in an IDAT of their own.
    bad("bad-trailing-bytes", base[:ihdr_end] + chunk(b"IDAT", zlib.compress(raw) + b"\x00\x00\x00") + chunk(b"IEND", b""), "3 bytes follow the compressed stream")
    bad("bad-trailing-idat", base[:ihdr_end] + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IDAT", b"\x01") + chunk(b"IEND", b""), "1 byte follow the compressed stream")
    # A palette of 3 entries and a pixel of index 3 (2 bits a pixel): no colour for it.
    short = sample_grid(3, 2, 1)
    bad("bad-palette-index", encode(short, 3, 2, palette=[(0, 0, 0), (90, 90, 90), (200, 200, 200)]), "past its palette's 3 entries")
    with open(os.path.join(HERE, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
