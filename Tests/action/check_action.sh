#!/bin/sh
# action.yml's script (.ci/gridcalc-action.sh) on the committed samples, as CI runs it: it builds
# gridcalc with SwiftPM (no make), passes a sample that is on the grid (exit 0, a JUnit report with
# no failure), fails one that is not (exit 1, an annotation per finding with its line), fails an
# empty pattern (exit 1 and an ::error:: line) unless allow-empty, and passes a usage error's 64 on.
# usage: check_action.sh   (from the repository's root)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root" || exit 1
fail=0
expect() {  # expect <what> <status wanted> <status> <file of output> <text wanted in it>
    if [ "$3" -ne "$2" ] || ! grep -q -- "$5" "$4"; then
        echo "action: $1: exit $3 (wanted $2), output:"; tail -15 "$4"; fail=1
    fi
}
unset GRIDCALC
INPUT_FILES="Docs/samples/playwright-rects.json" INPUT_ARGS="--spacing 1px --px-means device" INPUT_JUNIT_DIR="$work/pass" \
    sh .ci/gridcalc-action.sh > "$work/pass.out" 2>&1
expect "a sample on the grid" 0 $? "$work/pass.out" "1 file(s), 0 failed"
grep -q 'failures="0"' "$work/pass/playwright-rects.json.xml" 2>/dev/null || { echo "action: no passing JUnit report"; fail=1; }
GRIDCALC="$("${SWIFT:-swift}" build -c release --package-path "$root" --show-bin-path)/gridcalc"
export GRIDCALC
INPUT_FILES="Docs/samples/uiautomator-*.xml" INPUT_ARGS="--container resource-id=grid --select 'resource-id=cell' --spacing 1px" \
    INPUT_JUNIT_DIR="$work/fail" sh .ci/gridcalc-action.sh > "$work/fail.out" 2>&1
expect "a sample off the grid" 1 $? "$work/fail.out" "^::error file=Docs/samples/uiautomator-pixel-8.xml,line=18,"
grep -q '<failure' "$work/fail/uiautomator-pixel-8.xml.xml" 2>/dev/null || { echo "action: no failing JUnit report"; fail=1; }
INPUT_FILES="$work/none/*.json" INPUT_JUNIT_DIR="$work/empty" sh .ci/gridcalc-action.sh > "$work/empty.out" 2>&1
expect "an empty pattern" 1 $? "$work/empty.out" "^::error::gridcalc check: no file matches"
INPUT_FILES="$work/none/*.json" INPUT_ALLOW_EMPTY=true INPUT_JUNIT_DIR="$work/empty" sh .ci/gridcalc-action.sh > "$work/allowed.out" 2>&1
expect "an empty pattern allowed" 0 $? "$work/allowed.out" "^::notice::"
INPUT_FILES="Docs/samples/xcuitest-frames.json" INPUT_ARGS="--bogus" INPUT_JUNIT_DIR="$work/usage" sh .ci/gridcalc-action.sh > "$work/usage.out" 2>&1
expect "a usage error" 64 $? "$work/usage.out" "unknown option '--bogus'"
[ "$fail" -eq 0 ] && echo "action: built without make; a sample on the grid passed, one off it failed with its annotations, an empty pattern failed, a usage error kept its 64"
exit "$fail"
