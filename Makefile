# Lamina's commands. `make run` and `make test` install the Debian packages they need first.
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c

# Pinned fonts make text output identical from machine to machine.
export FONTCONFIG_FILE := $(CURDIR)/Tests/Fonts/fonts.conf

SWIFT_SOURCES := Package.swift Sources Tests Samples Benchmarks Fuzz
# The tests run under a private X server with two screens (Xvfb), so the real-window tests drive
# real SDL windows with real X input (xdotool); -a picks a free display number. -noreset: by
# default Xvfb resets itself whenever its last client disconnects, and a connection made during
# the reset is refused, so a test or sample process starting right after another closed its
# display would find "x11 not available" (SDL then falls back to another driver and shows no window;
# about one run of the SDL suites in three on a busy machine). The suite opens many X connections
# (windows, samplers, xdotool, sample processes); -maxclients lifts the default of 256.
XVFB := xvfb-run -a -s "-screen 0 1280x1024x24 -screen 1 800x600x24 -nolisten tcp -maxclients 512 -noreset"
STRICT := -Xswiftc -warnings-as-errors
# Release builds never have the internal checks, whatever the caller's environment says.
RELEASE := env -u LAMINA_INTERNAL_CHECKS

.PHONY: deps run tiles gallery test lint format build bench fuzz clean sanitize sanitize-address sanitize-thread sanitize-ci api-audit

# The concurrent parts: the render thread, band painting, clocks read off the main actor.
TSAN_CI_FILTER := ApplicationFrameTests|ApplicationRunLoopTests|RendererTests|RenderThreadAnimationTests|FramePipelineTests|CompositorBandTests|MediaClockTests|ApplicationContextTests|ScreenScaleTests|SDLPresenterTests

deps:
	@scripts/install-deps.sh

## The main job: the guide's ViewTransitions sample. With a display (DISPLAY or WAYLAND_DISPLAY)
## it opens a real window (click Transition; close the window to quit); without one it runs
## headlessly, taps Transition through every transition and writes the frames to
## out/viewtransitions, saying where.
run: deps
	$(RELEASE) swift build -c release --product ViewTransitions
	.build/release/ViewTransitions

## The guide's tiling: a scroll view over a million points a side drawn by a fixed pool of
## recycled tiles. With a display it opens a real window (drag, flick or wheel to scroll,
## double-click to zoom; close the window to quit); without one it runs headlessly, flicks,
## scrolls and zooms by itself and writes the frames to out/tiles, saying where.
tiles: deps
	$(RELEASE) swift build -c release --product Tiles
	.build/release/Tiles

## The Gallery's pages (the guide's figures) and the Core Graphics showcase, as PNG in out/.
gallery: deps
	$(RELEASE) swift build -c release --product Gallery
	$(RELEASE) swift build -c release --product Showcase
	.build/release/Gallery out
	.build/release/Showcase out

# The test modules whose tests hold no main-actor state (Core Graphics, the render tree, layers
# and transactions on their own threads, the solver, the scroll physics) run in parallel; the
# UIKit and backend tests share the main actor (and real windows), so they run one at a time.
PARALLEL_TESTS := ^(CoreGraphicsTests|QuartzCoreTests|LaminaRenderTests|LaminaConstraintsTests|LaminaScrollPhysicsTests)\.

## Every check: format lint, a warnings-as-errors build, no Swift file over 500 lines
## (scripts/check-file-sizes.sh), and the tests, with the internal checks
## (LAMINA_INTERNAL_CHECKS: layer-tree invariants verified after every commit and hierarchy change).
test: export LAMINA_INTERNAL_CHECKS := 1
test: deps lint
	swift build --build-tests $(STRICT)
	scripts/check-file-sizes.sh
	scripts/check-concurrency-modes.sh
	scripts/api-audit.py --check
	$(XVFB) swift test $(STRICT) --skip-build --parallel --filter '$(PARALLEL_TESTS)'
	$(XVFB) swift test $(STRICT) --skip-build --no-parallel --skip '$(PARALLEL_TESTS)'

## The whole suite under the address sanitizer (leaks included), then the thread sanitizer; any
## report fails. Each builds into its own folder (.build-asan, .build-tsan).
sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	scripts/sanitize.sh address

sanitize-thread: deps
	scripts/sanitize.sh thread

## What CI runs after `make test`: the concurrent suites under the thread sanitizer.
sanitize-ci: deps
	$(XVFB) scripts/sanitize.sh thread '$(TSAN_CI_FILTER)'

## Regenerates docs/API-Audit.md (Apple's members of the audited types against Lamina's).
api-audit:
	swift build
	scripts/api-audit.py

lint:
	swift format lint --strict --recursive $(SWIFT_SOURCES)

format:
	swift format --in-place --recursive $(SWIFT_SOURCES)

build: deps
	swift build $(STRICT)

## Release benchmarks, one JSON object per line (under Xvfb, so the SDL backend's are measured).
## The view workload's floor (Benchmarks/Floor/floor.c, plain C and pixman) is built here and run
## by the benchmarks in the same run: every view figure is also printed as a ratio to it.
FLOOR := $(CURDIR)/.build/floor
bench: deps
	mkdir -p .build
	cc -std=c11 -O2 -Wall -Wextra -Werror Benchmarks/Floor/floor.c $$(pkg-config --cflags --libs pixman-1) -lm -o $(FLOOR)
	$(RELEASE) swift build -c release --product LaminaBenchmarks
	LAMINA_BENCH_FLOOR=$(FLOOR) $(XVFB) .build/release/LaminaBenchmarks

## libFuzzer targets (the separate package in Fuzz/) built with AddressSanitizer into .build-fuzz,
## each run for FUZZ_SECONDS on a scratch copy of its seeds in Fuzz/Corpus; any crash, leak,
## timeout or sanitizer report stops with an error and leaves the input in .build-fuzz/artifacts.
## SwiftPM passes `--sanitize fuzzer --sanitize address` to swiftc as two flags in no fixed order,
## and swiftc keeps only the last: the trailing -Xswiftc flag gives every module both coverage
## and AddressSanitizer (`make fuzz` checks the binary for both).
## FuzzText leaks through Foundation on every input (NSAttributedString's run arrays), which would
## make libFuzzer scan for leaks after every input (30 inputs a second instead of 1,000), so every
## target but FuzzImages checks leaks once, when the process exits, against the same suppressions;
## FuzzImages checks after every input.
## Backing stores are capped at 512² pixels (LAMINA_MAX_BACKING_STORE_PIXELS) instead of 8,192²:
## the refusal path is the same, and FuzzGeometry's time does not go to page faults of stores
## up to 256 MiB, cleared and copied (the cap gives seven times as many inputs a second).
## Offscreen group planes are capped at 512² too (LAMINA_MAX_OFFSCREEN_PIXELS) instead of 4,096²:
## into full-size planes a single input can composite 42 billion pixels, for 48 s.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FuzzImages FuzzGeometry FuzzText FuzzEvents FuzzPaths FuzzScroll
FUZZ_BUILD := $(CURDIR)/.build-fuzz

fuzz: deps
	@# SwiftPM keeps the fuzz package's build plan, file lists included, across builds: a source
	@# file added to Lamina since the last `make fuzz` would be left out (undefined names).
	rm -f $(FUZZ_BUILD)/release.yaml $(FUZZ_BUILD)/release/description.json
	cd Fuzz && $(RELEASE) swift build -c release --build-path $(FUZZ_BUILD) --sanitize fuzzer --sanitize address \
		-Xswiftc -sanitize=fuzzer,address
	scripts/check-fuzz-build.sh $(FUZZ_BUILD)/x86_64-unknown-linux-gnu/release
	for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_BUILD)/corpus/$$target $(FUZZ_BUILD)/artifacts; \
		cp Fuzz/Corpus/$$target/* $(FUZZ_BUILD)/corpus/$$target/; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
		options=; [ $$target = FuzzImages ] || options=-detect_leaks=0; \
		LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/sanitizers/lsan.supp SWIFT_BACKTRACE=enable=no \
			LAMINA_MAX_BACKING_STORE_PIXELS=262144 LAMINA_MAX_OFFSCREEN_PIXELS=262144 $(RELEASE) $(FUZZ_BUILD)/release/$$target $(FUZZ_BUILD)/corpus/$$target \
			-max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
			-artifact_prefix=$(FUZZ_BUILD)/artifacts/$$target- $$options 2>&1 \
			| grep -v -e '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\|RELOAD\)'; \
	done

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz out
