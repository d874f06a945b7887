# Lamina's commands. `make run` and `make test` install the Debian packages they need first.
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c

# Pinned fonts make text output identical from machine to machine.
export FONTCONFIG_FILE := $(CURDIR)/Tests/Fonts/fonts.conf

SWIFT_SOURCES := Package.swift Sources Tests Samples Benchmarks
STRICT := -Xswiftc -warnings-as-errors
# Release builds never have the internal checks, whatever the caller's environment says.
RELEASE := env -u LAMINA_INTERNAL_CHECKS

.PHONY: deps run test lint format build bench clean

deps:
	@scripts/install-deps.sh

## The main job: until the real window arrives, render the Gallery's pages (the guide's figures,
## through views, layers and the compositor) and the Core Graphics showcase to PNG in out/.
run: deps
	$(RELEASE) swift build -c release --product Gallery
	$(RELEASE) swift build -c release --product Showcase
	.build/release/Gallery out
	.build/release/Showcase out

## Every check: format lint, a warnings-as-errors build, and the tests, with the internal checks
## (LAMINA_INTERNAL_CHECKS: layer-tree invariants verified after every commit and hierarchy change).
test: export LAMINA_INTERNAL_CHECKS := 1
test: deps lint
	swift build --build-tests $(STRICT)
	swift test $(STRICT)

lint:
	swift format lint --strict --recursive $(SWIFT_SOURCES)

format:
	swift format --in-place --recursive $(SWIFT_SOURCES)

build: deps
	swift build $(STRICT)

## Release benchmarks, one JSON object per line.
bench: deps
	$(RELEASE) swift build -c release --product LaminaBenchmarks
	.build/release/LaminaBenchmarks

clean:
	rm -rf .build out
