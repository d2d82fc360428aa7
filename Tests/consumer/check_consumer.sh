#!/bin/sh
# GridcalcTesting from a consumer package (Examples/swift-testing-consumer), as an app's tests use
# it: the package depends on gridcalc by path; its Swift Testing and XCTest suites must pass, and
# with GRIDCALC_CONSUMER_FAIL=1 each suite's deliberate defect (one cell 1px narrower) must fail at
# the caller's line with a message naming the cell and the expected and actual px; the Swift
# Testing one writes its SVG drawing beside the test, which must be well-formed XML.
#
# usage (from the repository's root): sh Tests/consumer/check_consumer.sh
set -eu
SWIFT="${SWIFT:-swift}"
root=$(pwd)
pkg="$root/Examples/swift-testing-consumer"
scratch="$root/.build/consumer"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
fail() { echo "consumer: $*" >&2; sed -n 1,80p "$log" >&2; exit 1; }

cd "$pkg"
rm -rf Tests/GalleryTests/__GridDrawings__
"$SWIFT" build --build-tests --scratch-path "$scratch" >"$log" 2>&1 || fail "the consumer package does not build"
"$SWIFT" test --skip-build --scratch-path "$scratch" >"$log" 2>&1 || fail "the consumer's suites fail on a correct layout"
grep -q "aCellOnePixelNarrowerIsNamed() passed after .* with 1 known issue" "$log" || fail "Swift Testing: the in-process failure was not recorded"
grep -q "Executed 2 tests, with 1 test skipped and 0 failures" "$log" || fail "XCTest: expected 2 tests, 1 skipped, 0 failures"

if GRIDCALC_CONSUMER_FAIL=1 "$SWIFT" test --skip-build --scratch-path "$scratch" >"$log" 2>&1; then
    fail "the deliberate defects passed"
fi
xct=$(grep -n "XCTEST-FAILURE-LINE" Tests/GalleryTests/GalleryXCTests.swift | cut -d: -f1)
swt=$(grep -n "SWIFT-TESTING-FAILURE-LINE" Tests/GalleryTests/GallerySwiftTests.swift | cut -d: -f1)
cell="mismatch: row 1, column 3 (frame 2): width 175px, expected 176px"
grep -q "GalleryXCTests.swift:$xct: error: GalleryXCTests.testDeliberateDefectXCTest : failed - gridcalc: 2 findings in 7 cells" "$log" \
    || fail "XCTest: no failure at GalleryXCTests.swift:$xct"
grep -q "deliberateDefectSwiftTesting() recorded an issue at GallerySwiftTests.swift:$swt:" "$log" \
    || fail "Swift Testing: no issue at GallerySwiftTests.swift:$swt"
[ "$(grep -c "$cell" "$log")" -ge 3 ] || fail "the message does not name the cell and its px: $cell"
drawing="Tests/GalleryTests/__GridDrawings__/GallerySwiftTests-$swt.svg"
grep -q "drawing: $pkg/$drawing" "$log" || fail "the message does not name the drawing"
[ -f "$drawing" ] || fail "no drawing at $drawing"
xmllint --noout "$drawing" || fail "the drawing is not well-formed"
grep -q 'stroke="#e00"' "$drawing" || fail "the drawing marks no cell"
rm -rf Tests/GalleryTests/__GridDrawings__
echo "consumer: Swift Testing and XCTest suites pass on the gallery's layout; the 1px-narrower cell fails both at the caller's line (GalleryXCTests.swift:$xct, GallerySwiftTests.swift:$swt) naming row 1, column 3, 175px against 176px; its drawing is well-formed SVG"
