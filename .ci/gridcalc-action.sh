#!/bin/sh
# The steps of action.yml: build gridcalc with SwiftPM from GRIDCALC_SOURCE (or use GRIDCALC, a
# built binary), expand INPUT_FILES, and run `gridcalc check $INPUT_ARGS --report github
# --report junit=<INPUT_JUNIT_DIR>/<name>.xml <file>` for each file. Exit: 0 when every check
# passed; 1 when one found an error; a usage, data or I/O error's code (64, 65, 66, 74) when one
# had one (the highest wins); 1 with an ::error:: line when no file matches, unless
# INPUT_ALLOW_EMPTY is true. Runs in the official Swift image as is (POSIX sh, swift, no make).
set -u
source=${GRIDCALC_SOURCE:-$(cd "$(dirname "$0")/.." && pwd)}
swift=${SWIFT:-swift}
if [ -z "${GRIDCALC:-}" ]; then
    echo "::group::Build gridcalc"
    "$swift" build -c release --product gridcalc --package-path "$source" || { echo "::error::gridcalc did not build"; exit 70; }
    echo "::endgroup::"
    GRIDCALC="$("$swift" build -c release --package-path "$source" --show-bin-path)/gridcalc"
fi
junit_dir=${INPUT_JUNIT_DIR:-gridcalc-reports}
mkdir -p "$junit_dir" || { echo "::error::cannot create $junit_dir"; exit 74; }

# The files: each pattern expanded by the shell; one that matches nothing stays as written.
files=""
count=0
for pattern in ${INPUT_FILES:-}; do
    for file in $pattern; do
        [ -e "$file" ] || continue
        files="$files
$file"
        count=$((count + 1))
    done
done
if [ "$count" -eq 0 ]; then
    if [ "${INPUT_ALLOW_EMPTY:-false}" = true ]; then
        echo "::notice::gridcalc check: no file matches '${INPUT_FILES:-}': nothing checked"
        exit 0
    fi
    echo "::error::gridcalc check: no file matches '${INPUT_FILES:-}' (set allow-empty: true if that is expected)"
    exit 1
fi

worst=0
failed=0
echo "$files" | {
    while IFS= read -r file; do
        [ -n "$file" ] || continue
        name=$(basename "$file")
        # The arguments as the workflow wrote them, quotes included.
        eval "set -- ${INPUT_ARGS:-}"
        "$GRIDCALC" check "$@" --report github --report "junit=$junit_dir/$name.xml" -- "$file"
        status=$?
        if [ "$status" -ne 0 ]; then failed=$((failed + 1)); fi
        if [ "$status" -gt "$worst" ]; then worst=$status; fi
    done
    echo "gridcalc check: $count file(s), $failed failed; JUnit reports in $junit_dir"
    exit "$worst"
}
