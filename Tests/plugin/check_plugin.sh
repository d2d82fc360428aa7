#!/bin/sh
# The SwiftPM command plugin as an app's package uses it: Tests/plugin/PluginSample depends on
# gridcalc by path and runs `swift package gridcalc-check …` on a dump that matches the design
# (exit 0, "result    ok") and on one with a cell a pixel too wide (non-zero, the mismatch named);
# with no arguments on the package's .gridcalc.json, and on a config mistake (the plugin's error
# says gridcalc's exit code, 64, and what it means, though SwiftPM itself exits 1).
# usage: check_plugin.sh   (from the repository's root; SWIFT may name the swift driver)
set -u
swift=${SWIFT:-swift}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/PluginSample" && cp -R "$root/Tests/plugin/PluginSample/Sources" "$work/PluginSample/"
# The sample depends on gridcalc by path: point it at this checkout from its copy.
sed "s|\.package(path: \"../../..\")|.package(path: \"$root\")|" "$root/Tests/plugin/PluginSample/Package.swift" > "$work/PluginSample/Package.swift"
good='{"scale":3,"container_pt":414,"frames":[{"x":0.667,"width":58.667},{"x":59.667,"width":58.667},{"x":118.667,"width":58.667},{"x":177.667,"width":58.667},{"x":236.667,"width":58.667},{"x":295.667,"width":58.667},{"x":354.667,"width":58.667}]}'
bad=$(printf '%s' "$good" | sed 's/{"x":177.667,"width":58.667}/{"x":177.667,"width":59}/')
printf '%s\n' "$good" > "$work/good.json"
printf '%s\n' "$bad" > "$work/bad.json"
cd "$work/PluginSample" || exit 1
"$swift" package gridcalc-check --columns 7 --spacing 1px "$work/good.json" > "$work/good.out" 2> "$work/good.err"
good_status=$?
"$swift" package gridcalc-check --columns 7 --spacing 1px --report github --report "junit=$work/report.xml" "$work/bad.json" > "$work/bad.out" 2> "$work/bad.err"
bad_status=$?
# No arguments: the screens of the package's .gridcalc.json — a dump a pixel off, a Playwright
# rects file and a screenshot (the docs' samples).
cp "$root/Docs/samples/playwright-rects.json" "$root/Docs/samples/cards.png" "$work/"
printf '{"spacing": "1px", "screens": [{"name": "grid", "files": ["../bad.json"], "columns": 7}, {"name": "web", "files": ["../playwright-rects.json"], "px-means": "device"}, {"name": "cards", "files": ["../cards.png"], "image": true, "region": "auto", "columns": 3, "spacing": "8pt", "inset": "16pt", "scale": 2}]}\n' > "$work/PluginSample/.gridcalc.json"
"$swift" package gridcalc-check > "$work/config.out" 2> "$work/config.err"
config_status=$?
# A usage error (a key the config does not take): SwiftPM exits 1, the plugin says gridcalc's 64.
printf '{"screens": [{"name": "grid", "files": ["../bad.json"], "colums": 7}]}\n' > "$work/PluginSample/.gridcalc.json"
"$swift" package gridcalc-check > "$work/usage.out" 2> "$work/usage.err"
usage_status=$?
# Neither arguments nor a config: the plugin says no .gridcalc.json was found (never "cannot read stdin").
rm -f "$work/PluginSample/.gridcalc.json"
"$swift" package gridcalc-check > "$work/none.out" 2> "$work/none.err"
none_status=$?
fail=0
[ "$none_status" -ne 0 ] && cat "$work/none.out" "$work/none.err" | grep -q 'no .gridcalc.json found' && ! cat "$work/none.out" "$work/none.err" | grep -q 'stdin' \
    || { echo "plugin: with neither arguments nor a config it did not say that no .gridcalc.json was found (exit $none_status)"; cat "$work/none.out" "$work/none.err"; fail=1; }
[ "$config_status" -ne 0 ] && grep -q 'frame 3: width 177px' "$work/config.out" && grep -q 'gridcalc check: 3 files, 2 failed' "$work/config.out" && grep -q 'gridcalc check exited with 1: a finding is an error' "$work/config.err" \
    || { echo "plugin: with no arguments the config's screen was not checked (exit $config_status)"; cat "$work/config.out"; tail -20 "$work/config.err"; fail=1; }
# (SwiftPM passes the tool's stderr on through its own stdout.)
[ "$usage_status" -ne 0 ] && cat "$work/usage.out" "$work/usage.err" | grep -q 'screens\[0\].colums' && grep -q 'gridcalc check exited with 64: a usage error' "$work/usage.err" \
    || { echo "plugin: a config mistake did not read as gridcalc's usage error (exit $usage_status)"; cat "$work/usage.out" "$work/usage.err"; fail=1; }
[ "$good_status" -eq 0 ] && grep -q '^result    ok' "$work/good.out" || { echo "plugin: the matching dump did not pass (exit $good_status)"; cat "$work/good.out"; tail -20 "$work/good.err"; fail=1; }
[ "$bad_status" -ne 0 ] && grep -q '^::error .*frame 3: width 177px' "$work/bad.out" && grep -q '<failure' "$work/report.xml" \
    || { echo "plugin: the dump with a cell 1px too wide was not caught (exit $bad_status)"; cat "$work/bad.out"; tail -20 "$work/bad.err"; fail=1; }
[ "$fail" -eq 0 ] && echo "plugin: swift package gridcalc-check passed the matching dump and failed the one a pixel off (exit $bad_status); with no arguments it checked the config's three screens (a dump, Playwright rects, a screenshot); a config mistake read as gridcalc's 64; with neither it said no .gridcalc.json was found"
exit "$fail"
