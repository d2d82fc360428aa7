# gridcalc — build, run, test, install.
#
#   make run                      gridcalc --width 414 --scale 3 --columns 7 (ARGS="..." to change)
#   make test                     every test: GridCore properties, end-to-end, JSON Schemas
#   make build                    release binary, Swift runtime linked in (--static-swift-stdlib)
#   make install PREFIX=/usr/local   and   make uninstall PREFIX=...
#
# Nothing is installed by hand: the schema check installs the `jsonschema` package from PyPI
# when the machine lacks it.

SWIFT   ?= swift
PYTHON  ?= python3
PREFIX  ?= /usr/local
ARGS    ?= --width 414 --scale 3 --columns 7
# The tests are built in release mode: the property sweeps check millions of layouts and run
# about 20 times faster optimised (overflow checks stay on in release builds).
TEST_CONFIG ?= release

.PHONY: all build run test test-swift test-schema install uninstall clean

all: build

build:
	$(SWIFT) build -c release --static-swift-stdlib --product gridcalc

run:
	$(SWIFT) run -c release gridcalc $(ARGS)

test: test-swift test-schema

test-swift:
	$(SWIFT) build -c $(TEST_CONFIG) --build-tests
	$(SWIFT) test -c $(TEST_CONFIG) --skip-build

test-schema: test-swift
	@$(PYTHON) -c 'import jsonschema, referencing' 2>/dev/null || $(PYTHON) -m pip install --quiet --disable-pip-version-check 'jsonschema>=4.18'
	$(PYTHON) Tests/schema/validate_outputs.py "$$($(SWIFT) build -c $(TEST_CONFIG) --show-bin-path)/gridcalc" Docs/schemas

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/gridcalc" "$(DESTDIR)$(PREFIX)/bin/gridcalc"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/gridcalc"

clean:
	rm -rf .build
