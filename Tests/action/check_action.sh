#!/bin/sh
# action.yml's script (.ci/gridcalc-action.sh) as CI runs it: it builds gridcalc with SwiftPM (no
# make) and passes a sample that is on the grid; then, on dumps whose names a shell would split,
# glob or misread — spaces, tabs, brackets, backslashes (\c, \n), a newline, a leading dash, bytes
# that are not UTF-8, the same name in two folders — every failing dump fails the job and has its
# own test suite in the one JUnit report. `args` is never evaluated ($(…), backticks, ; and an
# unbalanced quote are words), a symlink at the report path or a symlinked junit-dir is refused (74, its
# target untouched), an empty pattern fails (66) unless allow-empty and no other line matches, and a
# usage error keeps its 64.
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
suites() {  # suites <junit file> <attribute text>: how many test suites have it
    grep -c "<testsuite .*$2" "$1" 2>/dev/null || true
}
# With GRIDCALC given (make test: the test build's binary) the action runs it; without (make
# test-engines), the first run builds gridcalc from source as the action does in a user's CI.
built=${GRIDCALC:+given}
INPUT_FILES="Docs/samples/playwright-rects.json" INPUT_ARGS="--spacing 1px --px-means device" INPUT_JUNIT_DIR="$work/pass" \
    sh .ci/gridcalc-action.sh > "$work/pass.out" 2>&1
expect "a sample on the grid" 0 $? "$work/pass.out" "gridcalc check: ok, 0 errors"
[ "$(suites "$work/pass/gridcalc-check.xml" 'failures="0"')" = 1 ] || { echo "action: no passing JUnit report"; fail=1; }
[ -n "$built" ] || GRIDCALC="$("${SWIFT:-swift}" build -c release --package-path "$root" --show-bin-path)/gridcalc"
export GRIDCALC

# Dumps with a 2px gap where 1px is expected, under names no shell may touch; one that passes.
bad='{"scale": 1, "container_pt": 202, "spacing_px": 1, "frames": [{"x": 0, "y": 0, "width": 100, "height": 100}, {"x": 102, "y": 0, "width": 100, "height": 100}]}'
good='{"scale": 1, "container_pt": 201, "spacing_px": 1, "frames": [{"x": 0, "y": 0, "width": 100, "height": 100}, {"x": 101, "y": 0, "width": 100, "height": 100}]}'
h="$work/hostile"
mkdir -p "$h/ios" "$h/web"
tab=$(printf '\t')
for name in "my cell.json" "[b].json" "tab${tab}name.json" 'back\c.json' 'back\n.json' "new
line.json" "-dash.json" "$(printf 'caf\351.json')" "*.json" "ios/frames.json" "web/frames.json"; do
    printf '%s\n' "$bad" > "$h/$name"
done
printf '%s\n' "$good" > "$h/ok.json"
failing=11
INPUT_FILES="$h/*.json
$h/*/frames.json" INPUT_JUNIT_DIR="$work/hostile-reports" sh .ci/gridcalc-action.sh > "$work/hostile.out" 2>&1
expect "hostile names by pattern" 1 $? "$work/hostile.out" "gridcalc check: 12 files, $failing failed"
[ "$(suites "$work/hostile-reports/gridcalc-check.xml" 'failures="1"')" = "$failing" ] \
    || { echo "action: hostile names: $failing failing test suites wanted in the JUnit report:"; grep '<testsuite ' "$work/hostile-reports/gridcalc-check.xml"; fail=1; }
for shown in "my cell.json" "\[b\].json" 'tab\\tname.json' 'back\\c.json' 'back\\n.json' 'new\\nline.json' "-dash.json" 'caf\\xE9.json' "/\*.json" "ios/frames.json" "web/frames.json"; do
    grep -q "<testsuite name=\"gridcalc check [^\"]*$shown\" tests=\"2\" failures=\"1\"" "$work/hostile-reports/gridcalc-check.xml" \
        || { echo "action: no failing test suite of its own for $shown"; fail=1; }
done
# The same files named one a line, as written (a name that exists is checked, pattern or not).
INPUT_FILES="$h/my cell.json
$h/[b].json
$h/-dash.json
$h/*.json" INPUT_JUNIT_DIR="$work/named" sh .ci/gridcalc-action.sh > "$work/named.out" 2>&1
expect "hostile names written out" 1 $? "$work/named.out" "gridcalc check: 10 files, 9 failed"

# args are words: nothing in them runs, and an unbalanced quote is a word too.
for args in "--spacing \$(touch $work/ran) 1px" "--spacing \`touch $work/ran\` 1px" "--spacing 1px;touch $work/ran" "--select 'cell"; do
    INPUT_FILES="$h/ok.json" INPUT_ARGS="$args" INPUT_JUNIT_DIR="$work/args" sh .ci/gridcalc-action.sh > "$work/args.out" 2>&1
    expect "args '$args'" 64 $? "$work/args.out" "^error: "
done
[ -e "$work/ran" ] && { echo "action: a command in args ran"; fail=1; }
INPUT_FILES="$h/ok.json" INPUT_ARGS="--spacing
1px
--tolerance
0.01" INPUT_JUNIT_DIR="$work/lines" sh .ci/gridcalc-action.sh > "$work/lines.out" 2>&1
expect "args one word a line" 0 $? "$work/lines.out" "gridcalc check: ok"

# A symlink at the report path is neither followed nor replaced (74), nor a junit-dir that is one
# or goes through one (a link committed to the repository); the target stays as it was.
mkdir -p "$work/linked" "$work/elsewhere"
printf 'keep\n' > "$work/target"
ln -s "$work/target" "$work/linked/gridcalc-check.xml"
INPUT_FILES="$h/ok.json" INPUT_JUNIT_DIR="$work/linked" sh .ci/gridcalc-action.sh > "$work/linked.out" 2>&1
expect "a symlink at the report" 74 $? "$work/linked.out" "it is a symbolic link, not a regular file"
{ [ "$(cat "$work/target")" = keep ] && [ -L "$work/linked/gridcalc-check.xml" ]; } || { echo "action: the symlink at the report path was followed or replaced"; fail=1; }
ln -s "$work/elsewhere" "$work/dirlink"
INPUT_FILES="$h/ok.json" INPUT_JUNIT_DIR="$work/dirlink" sh .ci/gridcalc-action.sh > "$work/dirlink.out" 2>&1
expect "a symlinked junit-dir" 74 $? "$work/dirlink.out" "goes through a symbolic link"
INPUT_FILES="$h/ok.json" INPUT_JUNIT_DIR="$work/dirlink/sub" sh .ci/gridcalc-action.sh > "$work/dirlink2.out" 2>&1
expect "a junit-dir under a symlink" 74 $? "$work/dirlink2.out" "goes through a symbolic link"
[ -z "$(ls -A "$work/elsewhere")" ] || { echo "action: a report was written through a symlinked junit-dir"; fail=1; }

INPUT_FILES="$work/none/*.json" INPUT_JUNIT_DIR="$work/empty" sh .ci/gridcalc-action.sh > "$work/empty.out" 2>&1
expect "an empty pattern" 66 $? "$work/empty.out" "^error: no file matches the pattern"
INPUT_FILES="$work/none/*.json" INPUT_ALLOW_EMPTY=true INPUT_JUNIT_DIR="$work/empty" sh .ci/gridcalc-action.sh > "$work/allowed.out" 2>&1
expect "an empty pattern allowed" 0 $? "$work/allowed.out" "nothing checked"
# allow-empty passes a run with no file at all, not a line that matches nothing beside lines that do.
INPUT_FILES="$h/ok.json
$work/none/*.json" INPUT_ALLOW_EMPTY=true INPUT_JUNIT_DIR="$work/empty" sh .ci/gridcalc-action.sh > "$work/partly.out" 2>&1
expect "a line matching nothing beside one that matches, allowed empty" 66 $? "$work/partly.out" "^error: no file matches the pattern"
INPUT_FILES="" INPUT_JUNIT_DIR="$work/empty" sh .ci/gridcalc-action.sh > "$work/nofiles.out" 2>&1
expect "no pattern at all" 64 $? "$work/nofiles.out" "^::error::gridcalc check: the files input is empty"
INPUT_FILES="Docs/samples/uiautomator-*.xml" INPUT_ARGS="--container resource-id=grid --select resource-id=cell --spacing 1px" \
    INPUT_JUNIT_DIR="$work/fail" sh .ci/gridcalc-action.sh > "$work/fail.out" 2>&1
expect "a sample off the grid" 1 $? "$work/fail.out" "^::error file=Docs/samples/uiautomator-pixel-8.xml,line=18,"
INPUT_FILES="Docs/samples/xcuitest-frames.json" INPUT_ARGS="--bogus" INPUT_JUNIT_DIR="$work/usage" sh .ci/gridcalc-action.sh > "$work/usage.out" 2>&1
expect "a usage error" 64 $? "$work/usage.out" "unknown option '--bogus'"
# --help (or -h) in args would print help and pass with nothing checked: 64.
for help in "--help" "--spacing 1px -h"; do
    INPUT_FILES="Docs/samples/xcuitest-frames.json" INPUT_ARGS="$help" INPUT_JUNIT_DIR="$work/help" sh .ci/gridcalc-action.sh > "$work/help.out" 2>&1
    expect "args '$help'" 64 $? "$work/help.out" "take it out of args"
done
[ "$fail" -eq 0 ] && echo "action: $([ -n "$built" ] && echo "the test build's binary" || echo "built without make"); a sample on the grid passed; $failing failing dumps under hostile names each failed in a test suite of its own; args ran nothing; a symlinked report or junit-dir was refused; an empty pattern failed (alone or beside others); a usage error kept its 64; --help in args was refused"
exit "$fail"
