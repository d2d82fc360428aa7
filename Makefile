# gridcalc — build, run, test, install.
#
#   make run                      gridcalc --width 414 --scale 3 --columns 7 (ARGS="..." to change)
#   make test                     every test: GridCore properties, end-to-end, JSON Schemas, SVG pixels
#   make build                    release binary, Swift runtime linked in (--static-swift-stdlib)
#   make install PREFIX=/usr/local   and   make uninstall PREFIX=...
#
# Nothing is installed by hand: `test-deps` installs the test-only tools a fresh machine lacks —
# rsvg-convert (librsvg2-bin) and pngtopnm (netpbm) for the SVG pixel tests, zsh and fish for the
# completion scripts, man (man-db) for the man page check — and the schema check installs the
# `jsonschema` package from PyPI.

SWIFT   ?= swift
PYTHON  ?= python3
PREFIX  ?= /usr/local
ARGS    ?= --width 414 --scale 3 --columns 7
# The tests are built in release mode: the property sweeps check millions of layouts and run
# about 20 times faster optimised (overflow checks stay on in release builds).
TEST_CONFIG ?= release

BINDIR  = $(DESTDIR)$(PREFIX)/bin
MANDIR  = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR  = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The Debian packages that provide each test-only command.
TEST_TOOLS = rsvg-convert:librsvg2-bin pngtopnm:netpbm zsh:zsh fish:fish man:man-db
SUDO    = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build run test test-deps test-swift test-schema test-svg install install-files uninstall clean

all: build

build:
	$(SWIFT) build -c release --static-swift-stdlib --product gridcalc

run:
	$(SWIFT) run -c release gridcalc $(ARGS)

test: test-deps test-swift test-schema test-svg

test-deps:
	@missing=""; for pair in $(TEST_TOOLS); do command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing test tools:$$missing"; \
		$(SUDO) apt-get install -y --no-install-recommends $$missing >/dev/null 2>&1 || \
		{ $(SUDO) apt-get update >/dev/null && $(SUDO) apt-get install -y --no-install-recommends $$missing >/dev/null; }; \
	fi

test-swift: test-deps
	$(SWIFT) build -c $(TEST_CONFIG) --build-tests
	$(SWIFT) test -c $(TEST_CONFIG) --skip-build

test-schema: test-swift
	@$(PYTHON) -c 'import jsonschema, referencing' 2>/dev/null || $(PYTHON) -m pip install --quiet --disable-pip-version-check 'jsonschema>=4.18'
	$(PYTHON) Tests/schema/validate_outputs.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" Docs/schemas

test-svg: test-swift
	$(PYTHON) Tests/svg/check_raster.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc"

install: build
	$(MAKE) install-files BUILT="$$($(SWIFT) build -c release --show-bin-path)/gridcalc"

# Installs an already built binary ($(BUILT)) with its man page and completion scripts.
install-files:
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(BUILT)" "$(BINDIR)/gridcalc"
	install -m 644 Docs/gridcalc.1 "$(MANDIR)/gridcalc.1"
	"$(BINDIR)/gridcalc" completions bash > "$(BASHDIR)/gridcalc"
	"$(BINDIR)/gridcalc" completions zsh > "$(ZSHDIR)/_gridcalc"
	"$(BINDIR)/gridcalc" completions fish > "$(FISHDIR)/gridcalc.fish"

uninstall:
	rm -f "$(BINDIR)/gridcalc" "$(MANDIR)/gridcalc.1" "$(BASHDIR)/gridcalc" "$(ZSHDIR)/_gridcalc" "$(FISHDIR)/gridcalc.fish"

clean:
	rm -rf .build
