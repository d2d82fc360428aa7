#!/bin/sh
# Writes Build/link-order.txt: the functions a typical gridcalc run executes, in the order
# callgrind first meets them, then the data a grid run touches (Build/touched-data.py), for the
# release link on Linux (`-Xlinker --symbol-ordering-file`).
#
# Why: a static gridcalc is ~6 MB of code, and a run touches ~900 functions scattered through it;
# each 64 KiB window of code it touches costs a page fault at start-up (the kernel maps file pages
# around a fault 16 at a time). Laid out together, those functions fit in a few windows: a grid
# run takes ~112 page faults instead of ~148, and starts ~15 % sooner (Docs/performance.md).
# A stale list is harmless — names it no longer finds are skipped — but regenerate it after large
# changes: `make link-order` (needs valgrind; a developer's tool, not a test dependency).
#
# Usage: Build/make-link-order.sh <gridcalc binary> <output file>
set -eu
bin=$1
out=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The grid run first (start-up is measured on it), then the other commands' paths.
"$bin" --width 414 --scale 3 --columns 7 --json > "$work/grid.json"
i=0
while IFS= read -r args; do
    i=$((i + 1))
    # shellcheck disable=SC2086  # each line is a command line, split on purpose
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$i.cg" "$bin" $args > /dev/null 2>&1 || true
done <<LINES
--width 414 --scale 3 --columns 7
--width 414 --scale 3 --columns 7 --json
--width 414 --scale 3 --columns 7 --items 20 --format csv
--device iphone-15 --columns 4 --platform android --json
--width 414 --scale 3 --columns 7 --platform web --format css
check $work/grid.json
check --format junit $work/grid.json
sweep --devices all --columns 1...3
table --width 390 --scale 3 --sections 3,2
--help
LINES
# The data the grid run touches (start-up is measured on it), from every load and store it makes.
valgrind --tool=lackey --trace-mem=yes --log-file="$work/grid.trace" "$bin" --width 414 --scale 3 --columns 7 > /dev/null 2>&1
python3 "$(dirname "$0")/touched-data.py" "$bin" "$work/grid.trace" > "$work/data"
# The grid run's functions first, by the symbol table (touched-data.py --code says why), then every
# run's as callgrind names them.
{ python3 "$(dirname "$0")/touched-data.py" --code "$bin" "$work/grid.trace"
for f in $(ls "$work"/*.cg | sort -t/ -k4 -n); do
    grep -E '^c?fn=\([0-9]+\) ' "$f" | sed -E "s/^c?fn=\([0-9]+\) //; s/'[0-9]+\$//"
done; } | grep -v -e '^0x' -e '^(below main)' | awk '!seen[$0]++' > "$work/order"
# glibc's string functions are chosen per CPU at start-up (ifuncs): valgrind's CPU picks one
# variant (`__memmove_avx_unaligned_erms`), an AVX-512 machine another (`__memmove_evex_…`). Each
# listed variant brings every variant of its function in this binary with it, so whichever the CPU
# picks sits among the run's other functions.
nm "$bin" | awk '$2 ~ /^[tT]$/ && $3 ~ /^__[a-z0-9]+_(sse|ssse3|avx|evex|erms)/ { print $3 }' | LC_ALL=C sort -u > "$work/variants"
awk -v variants="$work/variants" '
    function family(name) { sub(/^__/, "", name); sub(/_.*/, "", name); return name }
    BEGIN { while ((getline v < variants) > 0) all[family(v)] = all[family(v)] " " v }
    { if (!seen[$0]++) print
      if ($0 ~ /^__[a-z0-9]+_(sse|ssse3|avx|evex|erms)/ && !done[family($0)]++) {
          n = split(all[family($0)], list, " ")
          for (i = 1; i <= n; i++) if (!seen[list[i]]++) print list[i] } }' "$work/order" > "$out"
# Then the data symbols: lld orders each output section by the symbols its input sections hold,
# so functions and data do not compete.
awk '!seen[$0]++' "$work/data" >> "$out"
echo "$(wc -l < "$out") functions and data symbols in $out"
