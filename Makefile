# Lamina's commands. `make run` and `make test` install the Debian packages they need first.
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c

# Pinned fonts make text output identical from machine to machine.
export FONTCONFIG_FILE := $(CURDIR)/Tests/Fonts/fonts.conf

SWIFT_SOURCES := Package.swift Sources Tests Samples Benchmarks
STRICT := -Xswiftc -warnings-as-errors
# Release builds never have the internal checks, whatever the caller's environment says.
RELEASE := env -u LAMINA_INTERNAL_CHECKS

.PHONY: deps run test lint format build bench clean sanitize sanitize-address sanitize-thread sanitize-ci

# The concurrent parts: the render thread, band painting, clocks read off the main actor.
TSAN_CI_FILTER := RendererTests|FramePipelineTests|CompositorBandTests|MediaClockTests|ApplicationContextTests|ScreenScaleTests

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

## The whole suite under the address sanitizer (leaks included), then the thread sanitizer; any
## report fails. Each builds into its own folder (.build-asan, .build-tsan).
sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	scripts/sanitize.sh address

sanitize-thread: deps
	scripts/sanitize.sh thread

## What CI runs after `make test`: the concurrent suites under the thread sanitizer.
sanitize-ci: deps
	scripts/sanitize.sh thread '$(TSAN_CI_FILTER)'

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
	rm -rf .build .build-asan .build-tsan out
