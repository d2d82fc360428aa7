#!/bin/sh
# The steps of action.yml: build gridcalc with SwiftPM from GRIDCALC_SOURCE (or use GRIDCALC, a
# built binary), then one call: `gridcalc check <args> --report github
# --report junit=<INPUT_JUNIT_DIR>/gridcalc-check.xml [--report sarif=<INPUT_SARIF>]
# [--baseline <INPUT_BASELINE>] [--allow-empty] -- <patterns>`, or without patterns
# `… --config <INPUT_CONFIG, else .gridcalc.json>` (the config's screens).
#
# Nothing here splits, globs, echoes or evaluates a file name: INPUT_FILES holds one pattern or
# name a line, each passed to gridcalc as one word after `--`, and gridcalc expands the patterns
# itself (a name that exists is taken byte for byte). INPUT_ARGS is split into words without any
# expansion (no quotes, no $, no globbing): at white space when it is one line, or one word a line
# when it has several (the way to pass a value with a space). The exit code is gridcalc's: 0 when
# every file passed, 1 when one failed, 64/65/66/74 when one could not be checked (the worst wins),
# 66 when a pattern matches nothing (unless INPUT_ALLOW_EMPTY is true and no pattern matches anything:
# a line that matches nothing beside lines that do is still 66), 74 when the junit-dir goes through
# a symbolic link, 64 when there is no pattern or args holds --help/-h (help checks nothing). Runs in the official Swift
# image as is (POSIX sh, swift, no make).
set -u
set -f
source=${GRIDCALC_SOURCE:-$(cd "$(dirname "$0")/.." && pwd)}
swift=${SWIFT:-swift}
if [ -z "${GRIDCALC:-}" ]; then
    echo "::group::Build gridcalc"
    "$swift" build -c release --product gridcalc --package-path "$source" || { echo "::error::gridcalc did not build"; exit 70; }
    echo "::endgroup::"
    GRIDCALC="$("$swift" build -c release --package-path "$source" --show-bin-path)/gridcalc"
fi
junit_dir=${INPUT_JUNIT_DIR:-gridcalc-reports}
# A junit-dir that is a symlink (one committed to the repository, say) would aim the report anywhere
# the job can write: refused, like any part of its path that is one.
check_dir=$junit_dir
while [ -n "$check_dir" ] && [ "$check_dir" != . ] && [ "$check_dir" != / ]; do
    [ -L "$check_dir" ] && { echo "::error::gridcalc check: the junit-dir '$junit_dir' goes through a symbolic link ('$check_dir'): give a real folder"; exit 74; }
    check_dir=$(dirname -- "$check_dir")
done
mkdir -p -- "$junit_dir" || { echo "::error::cannot create the junit-dir"; exit 74; }

newline='
'
set --
case ${INPUT_ARGS:-} in
    *"$newline"*)
        while IFS= read -r word; do
            [ -n "$word" ] && set -- "$@" "$word"
        done <<EOF
${INPUT_ARGS}
EOF
        ;;
    *)
        for word in ${INPUT_ARGS:-}; do set -- "$@" "$word"; done
        ;;
esac
# --help in args would print help and exit 0 with nothing checked: a green job that judged nothing.
for word in "$@"; do
    case $word in
        -h|--help) echo "::error::gridcalc check: args holds $word: gridcalc would print its help and check nothing; take it out of args"; exit 64 ;;
    esac
done
set -- "$@" --report github --report "junit=$junit_dir/gridcalc-check.xml"
[ -n "${INPUT_SARIF:-}" ] && set -- "$@" --report "sarif=$INPUT_SARIF"
[ -n "${INPUT_BASELINE:-}" ] && set -- "$@" --baseline "$INPUT_BASELINE"
[ "${INPUT_ALLOW_EMPTY:-false}" = true ] && set -- "$@" --allow-empty
set -- "$@" --
patterns=0
while IFS= read -r pattern; do
    [ -n "$pattern" ] || continue
    set -- "$@" "$pattern"
    patterns=$((patterns + 1))
done <<EOF
${INPUT_FILES:-}
EOF
# No pattern: the screens of the config (INPUT_CONFIG, else .gridcalc.json here) — the job's
# options still override them. No pattern and no config would make gridcalc read stdin: that is a
# broken workflow, never a pass.
if [ "$patterns" -eq 0 ]; then
    config=${INPUT_CONFIG:-.gridcalc.json}
    [ -f "$config" ] || { echo "::error::gridcalc check: the files input is empty (one pattern or file a line) and there is no config ('$config')"; exit 64; }
    # "$@" ends with the `--` that would start the files: drop it, add the config.
    last=$#
    i=0
    for word in "$@"; do
        i=$((i + 1))
        [ "$i" -eq 1 ] && set --
        [ "$i" -lt "$last" ] && set -- "$@" "$word"
    done
    set -- "$@" --config "$config"
fi
exec "$GRIDCALC" check "$@"
