# gridcalc — build, run, test, install.
#
#   make run                      gridcalc --width 414 --scale 3 --columns 7 (ARGS="..." to change)
#   make test                     the Swift tests and every consumer that needs no browser and no JVM
#   make test-engines             every proof in Chromium, WebKit, Firefox and kotlinc, and the Action's build
#   make build                    release binary, fully static (--static-swift-stdlib -static-executable)
#   make install PREFIX=/usr/local   and   make uninstall PREFIX=...   (the binary stripped)
#   make dist                     a release tarball in dist/: binary, man page, completions, SHA-256 sums
#   make bench                    what gridcalc costs; figures in bench/results/ (Docs/performance.md)
#   make fuzz SECONDS=60          every fuzz target; make test-asan, make test-tsan: the sanitizers
#
# Nothing is installed by hand: `test-deps` installs the test-only tools a fresh machine lacks —
# rsvg-convert (librsvg2-bin) and pngtopnm (netpbm) for the SVG pixel tests, zsh and fish for the
# completion scripts, man (man-db) for the man page check, jq for the docs examples that pipe into
# it, xmllint (libxml2-utils) to validate the JUnit reports against the published JUnit schema;
# `engine-deps` what the engines lane needs — chromium for the real-browser tests of --format css
# and check's painted model and screenshots, firefox-esr and WebKitGTK for the CSS in every engine,
# a JDK and kotlinc for the Android and Kotlin proofs — with apt-get where the machine has it;
# elsewhere (macOS) it stops and names the Homebrew packages to install. The schema check installs
# the `jsonschema` package from PyPI.
#
# Portable by construction: Linux is what CI runs; on macOS the same targets build and test. Only
# Linux links the shipped binary with -static-executable (Darwin has no static libc).

SWIFT   ?= swift
PYTHON  ?= python3
PREFIX  ?= /usr/local
ARGS    ?= --width 414 --scale 3 --columns 7
# The tests are built in release mode: the property sweeps check millions of layouts and run
# about 20 times faster optimised (overflow checks stay on in release builds).
TEST_CONFIG ?= release
# A warning fails the test build (every target: the product, the library, the tests), so that a new
# one cannot hide among old ones.
WERROR  = -Xswiftc -warnings-as-errors
# No reflection metadata in any build of ours (a field's or a case's name printed through
# reflection would read differently in the binary that ships): 45 KB less.
NO_REFLECTION = -Xswiftc -Xfrontend -Xswiftc -disable-reflection-metadata

BINDIR  = $(DESTDIR)$(PREFIX)/bin
MANDIR  = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR  = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The README, the license, the changelog and the devices page (which --help and the man page cite).
DOCDIR  = $(DESTDIR)$(PREFIX)/share/doc/gridcalc
DOCS    = README.md LICENSE.txt CHANGELOG.md Docs/devices.md
VERSION  := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/GridcalcCLI/Commands/HelpText.swift)
DIST_DIR ?= dist
DIST_NAME = gridcalc-$(VERSION)-$(shell uname -s | tr A-Z a-z)-$(shell uname -m)
SHA256   := $(shell command -v sha256sum >/dev/null 2>&1 && echo sha256sum || echo "shasum -a 256")
# The packages that provide each test-only command: command:Debian package:Homebrew formula.
TEST_TOOLS  = /usr/bin/time:time:gnu-time rsvg-convert:librsvg2-bin:librsvg pngtopnm:netpbm:netpbm zsh:zsh:zsh fish:fish:fish man:man-db:man-db jq:jq:jq xmllint:libxml2-utils:libxml2
ENGINE_TOOLS = pngtopnm:netpbm:netpbm rsvg-convert:librsvg2-bin:librsvg chromium:chromium:chromium java:default-jdk-headless:openjdk kotlinc:kotlin:kotlin firefox-esr:firefox-esr:firefox
# WebKit for the browser tests (Linux): WebKitGTK's GObject bindings for the system Python, and Xvfb
# for its offscreen window; checked by importing them, installed with apt-get. Elsewhere (macOS has
# no WebKitGTK) the CSS tests run in Chromium and Firefox.
WEBKIT_PACKAGES = gir1.2-webkit2-4.1 python3-gi python3-gi-cairo xvfb xauth
BENCH_TOOLS = /usr/bin/time:time:gnu-time pngtopnm:netpbm:netpbm
SUDO    = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME  := $(shell uname -s)
# The engines the CSS tests render in (Tests/css/engines.py).
ifeq ($(UNAME),Linux)
ENGINES ?= chromium,webkit,firefox
else
ENGINES ?= chromium,firefox
endif
# A fully static executable exists only on Linux; Darwin links libSystem dynamically.
ifeq ($(UNAME),Linux)
STATIC_FLAGS = --static-swift-stdlib -Xswiftc -static-executable $(LINK_ORDER) $(SIZE_FLAGS)
# The shipped binary optimised for size (0.4 MB less; its hot loops, PNG decoding, are marked
# @_optimize(speed)) and, like the tests' build, without reflection metadata.
# No .eh_frame_hdr (the binary-search index of the unwind tables, 0.19 MB): Swift never unwinds —
# errors are return values and a trap ends the process. The built binary keeps the unwind tables
# (.eh_frame) for a debugger, a profiler's call graphs or a backtracer; the installed one does not.
# Type metadata through each type's accessor function rather than the runtime demangling the
# type's mangled name on first use: a grid run executes 19 % fewer instructions (866 k → 704 k, the
# demangler's share) and starts 3 % sooner against the same hello-world; 20 KB more code.
# Values copied and destroyed by their own code, not through their type's value witnesses
# (-disable-type-layout): with type layouts, copying an Array or an Optional field made the runtime
# build that type's metadata at start-up — and, for the first Optional and the first Array, register
# every metadata the standard library prespecializes for them. A grid run executes 16 % fewer
# instructions (422 k → 355 k), touches 8 fewer pages, and starts in 1.08× a stripped static
# hello-world instead of 1.12× (paired); 45 KB more code.
SIZE_FLAGS   = -Xswiftc -Osize $(NO_REFLECTION) -Xlinker --no-eh-frame-hdr \
               -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
               -Xswiftc -Xfrontend -Xswiftc -disable-type-layout
# What `make install` and `make dist` remove besides the symbols: the unwind tables (0.9 MB of the
# 9.5 MB). Nothing in gridcalc unwinds — a Swift error is a return value, a trap or an uncaught C++
# exception in the runtime aborts with or without them —, so only a debugger's
# or a profiler's stack of the installed binary loses its frames; `make build`'s binary keeps them.
DROP_UNWIND  = objcopy --remove-section=.eh_frame --remove-section=.eh_frame_hdr
FUZZ_LINK    = -Xlinker --no-gc-sections
# The functions a run executes, and the data a grid run touches, laid out together (Build/make-link-order.sh says why): each
# function in its own section, and lld placing the listed ones first. Names the list no longer
# finds are skipped. --icf=all folds functions whose code is identical (Swift's outlined copies and
# specializations are many): 0.3 MB less, output unchanged (Build/output-digest.py).
LINK_ORDER   = -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
               -Xlinker --symbol-ordering-file=$(CURDIR)/Build/link-order.txt -Xlinker --no-warn-symbol-ordering -Xlinker --icf=all
else
STATIC_FLAGS =
FUZZ_LINK    =
DROP_UNWIND  = :
endif
# A binary in the form gridcalc ships in, stripped and without unwind tables: $(call ship,<built>,<to>).
ship = install -m 755 -s "$(1)" "$(2)" && $(DROP_UNWIND) "$(2)"

# `make bench`'s start-up section (Benchmarks/gridcalc-bench/StartupSection.swift) compares static
# binaries, which only Linux links; elsewhere the bench leaves it out.
SWIFTC      ?= swiftc
STARTUP_DIR  = bench/startup
ifeq ($(UNAME),Linux)
STARTUP_BINARIES = $(STARTUP_DIR)/gridcalc $(STARTUP_DIR)/hello
STARTUP_ARGS     = --shipped $(STARTUP_DIR)/gridcalc --hello $(STARTUP_DIR)/hello
endif

# Fuzzing (libFuzzer ships with the Swift toolchain on Linux): the gridcalc-fuzz product built
# through SwiftPM with the fuzzer and AddressSanitizer, nine targets (Tests/Fuzz/GridcalcFuzz.swift).
FUZZ_DIR     = .build-fuzz
FUZZ_TARGETS = argv check length json xml text selector png config
SECONDS     ?= 60

.PHONY: all build docs man docs-tables link-order run bench bench-startup bench-deps build-tests test test-deps engine-deps test-engines test-memory test-portable test-swift test-schema schema-deps test-config test-svg test-corpus test-real test-oracles record-oracles test-consumer test-html test-playwright playwright-deps html-screenshot test-css test-fluid test-random test-painted test-images test-junit test-android test-kotlin test-plugin test-action test-action-build test-docs test-asan test-tsan fuzz fuzz-build install install-files dist dist-files uninstall clean

all: build

# On Linux the shipped binary is linked fully statically: the Swift runtime (--static-swift-stdlib)
# and also libc++/libstdc++ and libc (-static-executable), so starting it loads no shared library —
# that halves its start-up time (Docs/performance.md). It has its own build folder so that the
# test build in .build is not rebuilt each time.
RELEASE_DIR = .build-static
build:
	$(SWIFT) build -c release $(STATIC_FLAGS) --product gridcalc --scratch-path $(RELEASE_DIR)

# Regenerates Build/link-order.txt from callgrind runs of the built binary (needs valgrind).
link-order: build
	Build/make-link-order.sh "$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc" Build/link-order.txt

run:
	$(SWIFT) run -c release $(NO_REFLECTION) gridcalc $(ARGS)

# Two lanes, each after the one Swift build (`build-tests`): `make test` runs the Swift tests (unit,
# property, in-process and end-to-end) and every consumer that needs no browser and no JVM;
# `make test-engines` every proof in Chromium, WebKit, Firefox and kotlinc, and the Action built from
# source as a user's CI builds it. The targets of a lane are independent and run two at a time
# (`make test` alone, or under `make -jN`'s own job server), except test-action-build: the action's own build (other flags
# than the test build) replaces .build/release/gridcalc, which the others run, so it runs alone,
# last. The sub-makes take the build as done (-o), so it runs once.
# A lane's targets run two at a time unless make was given its own -j (a job server).
TESTS_UNIT    = test-portable test-schema test-config test-svg test-corpus test-real test-oracles test-consumer test-junit test-plugin test-memory test-docs test-action
TESTS_ENGINES = test-css test-fluid test-random test-painted test-images test-android test-kotlin test-html test-playwright
LANE_JOBS     = $(if $(findstring jobserver,$(MAKEFLAGS)),,-j2)
test: test-deps test-swift
	$(MAKE) $(LANE_JOBS) -o test-swift -o build-tests -o test-deps $(TESTS_UNIT)

test-engines: test-deps engine-deps build-tests
	$(MAKE) $(LANE_JOBS) -o build-tests -o test-deps -o engine-deps $(TESTS_ENGINES)
	$(MAKE) -o build-tests -o test-deps test-action-build

# Installs, for every command:debian:homebrew triple in $(1) whose command is missing, the Debian
# package with apt-get where apt-get exists; elsewhere it stops, naming the Homebrew formulae.
define install-missing
	@missing=""; brew=""; for triple in $(1); do command="$${triple%%:*}"; rest="$${triple#*:}"; \
		command -v "$$command" >/dev/null || { missing="$$missing $${rest%%:*}"; brew="$$brew $${rest#*:}"; }; done; \
	if [ -n "$$missing" ]; then \
		if ! command -v apt-get >/dev/null; then \
			echo "error: missing test tools; install them first, e.g. with Homebrew: brew install$$brew" >&2; exit 1; \
		fi; \
		echo "installing:$$missing"; \
		$(SUDO) apt-get install -y --no-install-recommends $$missing >/dev/null 2>&1 || \
		{ $(SUDO) apt-get update >/dev/null && $(SUDO) apt-get install -y --no-install-recommends $$missing >/dev/null; }; \
	fi
endef

# Fails on a platform import or call that is not behind #if canImport(…) (Tests/portability).
test-portable:
	$(PYTHON) Tests/portability/check_platform_guards.py Sources Tests Benchmarks

test-deps:
	$(call install-missing,$(TEST_TOOLS))

engine-deps:
	$(call install-missing,$(ENGINE_TOOLS))
ifeq ($(UNAME),Linux)
	@/usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); gi.require_version("Gtk", "3.0"); from gi.repository import WebKit2' 2>/dev/null \
		&& command -v xvfb-run >/dev/null && command -v xauth >/dev/null || { \
		command -v apt-get >/dev/null || { echo "error: the WebKit tests need WebKitGTK 4.1's GObject bindings and Xvfb (packages: $(WEBKIT_PACKAGES))" >&2; exit 1; }; \
		echo "installing: $(WEBKIT_PACKAGES)"; \
		$(SUDO) apt-get install -y --no-install-recommends $(WEBKIT_PACKAGES) >/dev/null 2>&1 || \
		{ $(SUDO) apt-get update >/dev/null && $(SUDO) apt-get install -y --no-install-recommends $(WEBKIT_PACKAGES) >/dev/null; }; }
endif

bench-deps:
	$(call install-missing,$(BENCH_TOOLS))

# The one build of the package and its tests, which every lane uses.
build-tests:
	$(SWIFT) build -c $(TEST_CONFIG) --build-tests $(WERROR) $(NO_REFLECTION)

test-swift: test-deps build-tests
	$(SWIFT) test -c $(TEST_CONFIG) --skip-build

# The `jsonschema` package (PyPI) the schema and config checks validate with, installed once.
schema-deps:
	@$(PYTHON) -c 'import jsonschema, referencing' 2>/dev/null || $(PYTHON) -m pip install --quiet --disable-pip-version-check 'jsonschema>=4.18'

test-schema: build-tests schema-deps
	$(PYTHON) Tests/schema/validate_outputs.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" Docs/schemas

# .gridcalc.json, the baseline and SARIF end to end (Tests/config/check_config.py): a repository of
# three screens checked with no arguments, through the Action's script too; the baseline workflow;
# the SARIF report validated against the published SARIF 2.1.0 schema; every config mistake refused.
test-config: build-tests schema-deps
	$(PYTHON) Tests/config/check_config.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

test-svg: build-tests
	$(PYTHON) Tests/svg/check_raster.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# `--format css` in three engines (Tests/css/engines.py): headless Chromium at 8 devicePixelRatios,
# WebKitGTK at 1, 2 and 3, Firefox ESR at 7 (the ratios Gecko uses), read back pixel by pixel.
test-css: build-tests
	GRIDCALC_ENGINES=$(ENGINES) $(PYTHON) Tests/css/check_browser.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# Fluid CSS (`--format css` without --width) in three engines: 15 rules in 18 containers each at
# every Android density bucket in Chromium (14 ratios), at 1, 2 and 3 in WebKit, at 7 ratios in
# Firefox, and one page per engine resized after load, against gridcalc grid at the width the
# browser gave; negative controls a naive repeat(N, 1fr), a ladder without the page's DPR and (WebKit)
# the rule without its WebKit block; WebKit's page zoom at DPR 2 and 3, shown not exact as web.md says.
test-fluid: build-tests
	GRIDCALC_ENGINES=$(ENGINES) $(PYTHON) Tests/css/check_fluid.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# Random rules (fluid and fixed-width) in random containers at DPR 3 in three engines, seed 1; a larger
# run by hand: python3 Tests/css/check_random.py <gridcalc> --seed 7 --rules 240.
test-random: build-tests
	GRIDCALC_ENGINES=$(ENGINES) $(PYTHON) Tests/css/check_random.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# GridcalcTesting as a consumer uses it (Tests/consumer/check_consumer.sh): Examples/swift-testing-consumer
# depends on gridcalc by path; its Swift Testing and XCTest suites pass, and their deliberate defects
# (GRIDCALC_CONSUMER_FAIL=1) fail at the caller's line naming the cell and its px, with a drawing.
test-consumer: build-tests
	SWIFT="$(SWIFT)" sh Tests/consumer/check_consumer.sh

# The SwiftPM command plugin from a sample package that depends on gridcalc by path
# (Tests/plugin/check_plugin.sh), and action.yml's script on the committed samples
# (Tests/action/check_action.sh): both as a user's CI runs them.
test-plugin: build-tests
	SWIFT="$(SWIFT)" sh Tests/plugin/check_plugin.sh

# The action's script on the test build's binary (every case but building from source), and
# (test-action-build, the engines lane) the whole script as a user's CI runs it, its build included.
test-action: build-tests
	GRIDCALC="$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" SWIFT="$(SWIFT)" sh Tests/action/check_action.sh

test-action-build: build-tests
	SWIFT="$(SWIFT)" sh Tests/action/check_action.sh

# `check --image` on screenshots: headless Chromium at 5 DPRs (gridcalc's fixed and fluid CSS pass,
# broken grids fail where they are broken), gridcalc's SVG through rsvg-convert (Tests/images); and
# `check --against-image` on snapshot pairs Chromium renders before and after a change, and the
# failure folders of Playwright, Roborazzi and swift-snapshot-testing (Tests/images/check_snapshots.py).
test-images: build-tests
	$(PYTHON) Tests/images/check_images.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"
	$(PYTHON) Tests/images/check_snapshots.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"
	$(PYTHON) Tests/images/check_corpus.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" --browsers

# `check --image` on the corpus (Tests/images/corpus.py): 7 kinds of screens real apps draw (cards
# with shadows, dashboards of touching tiles, photos with labels, chips, a calendar with a partial
# row, pagination with an ellipsis, a bar chart), correct and broken by 1px, at 1x, 2x and 3x through
# rsvg-convert, judged in 3 region modes against the truth the script computes; scaled copies.
test-corpus: build-tests
	$(PYTHON) Tests/images/check_corpus.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# `check --image` scored on real snapshot goldens (../shared/real-inputs, read at test time, never
# copied here; skipped when absent) against their measured truth, run the ways a user runs them,
# and every golden paired with itself and its theme and direction twins (`--against-image`): a table
# per image and the totals; fails below 95 % right, on a false pass or on a pair saying something false.
test-real: build-tests
	$(PYTHON) Tests/real/score_real.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" --require-right 0.95

# Playwright for Python and its pytest plugin, pinned, driving Debian's Chromium (no browser download).
PLAYWRIGHT_PINS = 'playwright==1.49.1' 'pytest-playwright==0.6.2'
playwright-deps:
	@$(PYTHON) -c 'import playwright, pytest_playwright' 2>/dev/null || $(PYTHON) -m pip install --quiet --disable-pip-version-check $(PLAYWRIGHT_PINS)

# `check --report html` in Chromium through Playwright (Tests/html/check_html.py): four pages (a dump,
# screenshots, a reference pair, a baseline) load with no console error and no outside request,
# every finding's link shows its cell, the counts are the JSON report's, 320 px wide; 2 controls.
test-html: build-tests playwright-deps
	$(PYTHON) Tests/html/check_html.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# The Playwright fixture (Integrations/playwright): its own tests at DPR 1, 2 and 3 — gridcalc's CSS
# passes, one cell 1 device px narrower fails naming the cell, the fixture fails a test of its own.
test-playwright: build-tests playwright-deps
	cd Integrations/playwright && GRIDCALC="$$(cd $(CURDIR) && $(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" $(PYTHON) -m pytest -q -p pytester tests

# Docs/images/html-report.png, the HTML report as Docs/guide.md shows it, made by the same script.
html-screenshot: build-tests playwright-deps
	$(PYTHON) Tests/html/check_html.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" --screenshot Docs/images/html-report.png

# The recorded oracles, without a browser or a JVM: every case the engines painted
# (Tests/oracles/css-engines.json, 1,028 pages' scanlines in Chromium, WebKit and Firefox) held to
# gridcalc's CSS (its md5) and JSON (pixel for pixel), the recorded negative controls caught; every
# run of kotlinc's programs (Tests/oracles/kotlin-run.json, 2,548 columnFrames calls of 64 files) held
# to gridcalc's Kotlin (md5) and columns. test-css and test-kotlin compare the engines with the record
# and fail on any difference; record-oracles writes both again (when a change is meant).
test-oracles: build-tests
	$(PYTHON) Tests/oracles/check_oracles.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

record-oracles: test-deps engine-deps build-tests
	GRIDCALC_ENGINES=$(ENGINES) $(PYTHON) Tests/css/check_browser.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" --record
	$(PYTHON) Tests/kotlin/check_kotlin.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" --record

# `check --input-format css` against Chromium: the painted columns the model predicts for 112 pages
# (naive grids, flex rows, gridcalc's CSS) at 8 DPRs equal the screenshot's (Tests/css/check_painted.py).
test-painted: build-tests
	$(PYTHON) Tests/css/check_painted.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" Docs/ci.md

# `check --format junit` reports validated with xmllint against the published JUnit schema (Jenkins'
# junit-10.xsd, taken from the pytest sdist on PyPI, pinned by its SHA-256), with negative controls.
test-junit: build-tests
	$(PYTHON) Tests/junit/validate_junit.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" .build/junit

# The Kotlin snippet of Docs/android.md, as printed, compiled with kotlinc and run inside a
# transcription of AOSP's GridLayoutManager: every item lands on gridcalc's frame, LTR and RTL.
test-android: build-tests
	$(PYTHON) Tests/android/check_snippet.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" Docs/android.md
	$(PYTHON) Tests/android/check_dump_helper.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# `--format kotlin`: 64 generated files compiled with kotlinc against stand-ins for the AndroidX
# classes, run over 2,500 widths and densities against gridcalc's JSON (Tests/kotlin/check_kotlin.py).
test-kotlin: build-tests
	$(PYTHON) Tests/kotlin/check_kotlin.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# Every reader of `check` on the worst input its limits allow: peak memory (/usr/bin/time) within
# 64 MiB each, with a negative control (Tests/robustness/worst_readers.py; the figures are in
# Docs/robustness.md, "Memory per reader").
test-memory: build-tests
	$(PYTHON) Tests/robustness/worst_readers.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

# The generated parts of the docs — the man page's COMMANDS section, the table of finding kinds,
# the usage blocks — written from the declarations by gridcalc-docs (GeneratedDocsTests fails when
# a file is not what it writes). `make man` and `make docs-tables` are its old names.
docs man docs-tables: build-tests
	$(SWIFT) run -c $(TEST_CONFIG) --skip-build gridcalc-docs

# Every `$ gridcalc …` example in README.md and Docs/ with its output shown must print that output.
test-docs: build-tests
	$(PYTHON) Tests/docs/check_examples.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" README.md Docs/*.md

# The benchmark (Benchmarks/gridcalc-bench): GridCore layouts per second, and the shipped binary
# against /bin/true, and peak memory with /usr/bin/time -v. It reports; it never fails a build.
# BENCH_ARGS=--quick for a short run.
bench: bench-deps build $(STARTUP_BINARIES)
	$(SWIFT) build -c release $(NO_REFLECTION) --product gridcalc-bench
	"$$($(SWIFT) build -c release --show-bin-path)/gridcalc-bench" --gridcalc "$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc" $(STARTUP_ARGS) --out bench/results $(BENCH_ARGS)
	$(PYTHON) Benchmarks/image_bench.py "$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc"
	$(PYTHON) Benchmarks/ci_bench.py "$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc"

# Start-up alone (section 0 of the bench): the shipped binary against a stripped static hello-world.
bench-startup: build $(STARTUP_BINARIES)
	$(SWIFT) build -c release $(NO_REFLECTION) --product gridcalc-bench
	"$$($(SWIFT) build -c release --show-bin-path)/gridcalc-bench" $(STARTUP_ARGS) --startup-only --out bench/results $(BENCH_ARGS)

# The start-up yardsticks, Linux only (a static executable): the built binary as `make install`
# leaves it (stripped, no unwind tables) and the floor of any Swift program, `print("hello")`
# linked static and stripped the same way.
$(STARTUP_DIR)/gridcalc: build
	mkdir -p $(STARTUP_DIR)
	$(call ship,$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc,$@)

$(STARTUP_DIR)/hello:
	mkdir -p $(STARTUP_DIR)
	printf 'print("hello")\n' > $(STARTUP_DIR)/hello.swift
	$(SWIFTC) -O -static-executable -o $(STARTUP_DIR)/hello-built $(STARTUP_DIR)/hello.swift
	$(call ship,$(STARTUP_DIR)/hello-built,$@)

# The Swift tests again, built with AddressSanitizer and LeakSanitizer, in their own build folder
# so the normal build is untouched; the end-to-end tests then run the ASan-built gridcalc.
test-asan: test-deps
	$(SWIFT) build -c release --build-tests --sanitize address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/asan/lsan.supp:print_suppressions=0 ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
		$(SWIFT) test -c release --skip-build --sanitize address --scratch-path .build-asan

# ThreadSanitizer, the other sanitizer Swift supports on Linux (UndefinedBehaviorSanitizer is not
# available to Swift): over the GridCore tests, which Swift Testing runs in parallel. gridcalc itself
# is single-threaded, so the end-to-end tests are left to test-asan.
test-tsan:
	$(SWIFT) build -c release --build-tests --sanitize thread --scratch-path .build-tsan
	$(SWIFT) test -c release --skip-build --sanitize thread --scratch-path .build-tsan --filter GridCoreTests

# Builds the fuzzer through SwiftPM: the gridcalc-fuzz product (Tests/Fuzz) and everything it uses,
# instrumented for libFuzzer and AddressSanitizer, in its own build folder. GRIDCALC_FUZZ selects the
# fuzz entry point instead of the stub; --no-gc-sections keeps the coverage counters that a release
# link would otherwise discard. The sanitizers go to the compiler as one -sanitize=fuzzer,address:
# SwiftPM's `--sanitize fuzzer --sanitize address` passes two -sanitize= flags, the compiler keeps
# only the last, and the code then has no coverage counters (libFuzzer would fuzz blind). The
# `make fuzz` fails when a target's log does not report them ("inline 8-bit counters").
FUZZ_BIN = $(FUZZ_DIR)/release/gridcalc-fuzz
fuzz-build:
	$(SWIFT) build -c release --product gridcalc-fuzz --scratch-path $(FUZZ_DIR) --sanitize fuzzer \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DGRIDCALC_FUZZ $(FUZZ_LINK)

# Runs every fuzz target for $(SECONDS) seconds from the seed corpus in Tests/Fuzz/corpus (new
# inputs go to $(FUZZ_DIR)/corpus-*, outside git). A crash leaves crash-* in $(FUZZ_DIR) and fails.
fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_DIR)/corpus-$$target; \
		echo "fuzz $$target for $(SECONDS)s"; \
		GRIDCALC_FUZZ_TARGET=$$target $(FUZZ_BIN) -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 \
			-max_len=65536 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/$$target- \
			$(FUZZ_DIR)/corpus-$$target Tests/Fuzz/corpus/$$target < /dev/null > $(FUZZ_DIR)/$$target.log 2>&1 \
			|| { tail -40 $(FUZZ_DIR)/$$target.log; exit 1; }; \
		grep -q 'inline 8-bit counters' $(FUZZ_DIR)/$$target.log \
			|| { echo "fuzz $$target: the code has no coverage counters (not built with -sanitize=fuzzer)"; exit 1; }; \
		grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)' $(FUZZ_DIR)/$$target.log; \
	done

install: build
	$(MAKE) install-files BUILT="$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc"

# Installs an already built binary ($(BUILT)) with its man page and completion scripts.
install-files:
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" "$(DOCDIR)"
	$(call ship,$(BUILT),$(BINDIR)/gridcalc)
	install -m 644 Docs/gridcalc.1 "$(MANDIR)/gridcalc.1"
	install -m 644 $(DOCS) "$(DOCDIR)/"
	"$(BINDIR)/gridcalc" completions bash > "$(BASHDIR)/gridcalc"
	"$(BINDIR)/gridcalc" completions zsh > "$(ZSHDIR)/_gridcalc"
	"$(BINDIR)/gridcalc" completions fish > "$(FISHDIR)/gridcalc.fish"

# A release tarball: the stripped static binary, the man page, the completion scripts and the docs
# (README, LICENSE.txt, CHANGELOG, devices page) under bin/ and share/, with SHA256SUMS inside and the tarball's own checksum beside it.
dist: build
	$(MAKE) dist-files BUILT="$$($(SWIFT) build -c release --scratch-path $(RELEASE_DIR) --show-bin-path)/gridcalc"

# The tarball from an already built binary ($(BUILT)), in $(DIST_DIR).
dist-files:
	rm -rf "$(DIST_DIR)/$(DIST_NAME)" "$(DIST_DIR)/$(DIST_NAME).tar.gz" "$(DIST_DIR)/$(DIST_NAME).tar.gz.sha256"
	mkdir -p "$(DIST_DIR)"
	$(MAKE) install-files DESTDIR="$(abspath $(DIST_DIR))/$(DIST_NAME)" PREFIX= BUILT="$(BUILT)"
	cd "$(DIST_DIR)/$(DIST_NAME)" && find bin share -type f | LC_ALL=C sort | xargs $(SHA256) > SHA256SUMS
	cd "$(DIST_DIR)" && tar -czf "$(DIST_NAME).tar.gz" "$(DIST_NAME)" && $(SHA256) "$(DIST_NAME).tar.gz" > "$(DIST_NAME).tar.gz.sha256"
	rm -rf "$(DIST_DIR)/$(DIST_NAME)"
	@echo "$(DIST_DIR)/$(DIST_NAME).tar.gz"

uninstall:
	rm -f "$(BINDIR)/gridcalc" "$(MANDIR)/gridcalc.1" "$(BASHDIR)/gridcalc" "$(ZSHDIR)/_gridcalc" "$(FISHDIR)/gridcalc.fish"
	rm -rf "$(DOCDIR)"

clean:
	rm -rf .build .build-asan .build-tsan $(RELEASE_DIR) $(FUZZ_DIR)
