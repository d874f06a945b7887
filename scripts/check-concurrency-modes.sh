#!/bin/bash
# Lamina's UIKit is main-actor isolated with @preconcurrency, as Apple's SDK imports UIKit: code in
# the Swift 5 language mode may read main-actor API from nonisolated code without a diagnostic
# (the Swift5ClientTests target builds with warnings as errors), while Swift 6 code is told.
# This checks the Swift 6 half against the debug build's modules: the snippet must draw the
# main-actor diagnostic in Swift 6 mode and none in Swift 5 mode.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build/debug
snippet=$(mktemp --suffix=.swift)
trap 'rm -f "$snippet"' EXIT
printf 'import UIKit\nfunc pixelScale() -> CGFloat { UIScreen.main.scale }\n' > "$snippet"
flags=(-typecheck -I "$build/Modules" -I Sources/CCairo -I Sources/CPango -I Sources/CPixman -I Sources/CPoppler
    -Xcc "-fmodule-map-file=$build/CLaminaCodecs.build/module.modulemap"
    -Xcc "-fmodule-map-file=$build/CLaminaRuntime.build/module.modulemap")
for flag in $(pkg-config --cflags cairo pangocairo pixman-1 poppler-glib); do flags+=(-Xcc "$flag"); done
six=$(swiftc -swift-version 6 "${flags[@]}" "$snippet" 2>&1 || true)
five=$(swiftc -swift-version 5 "${flags[@]}" "$snippet" 2>&1 || true)
if ! grep -q "main actor-isolated property 'scale' can not be referenced from a nonisolated context" <<<"$six"; then
    echo "check-concurrency-modes: Swift 6 mode did not diagnose nonisolated UIScreen.main.scale:" >&2
    echo "$six" >&2
    exit 1
fi
if [ -n "$five" ]; then
    echo "check-concurrency-modes: Swift 5 mode diagnosed nonisolated UIScreen.main.scale:" >&2
    echo "$five" >&2
    exit 1
fi
echo "check-concurrency-modes: Swift 6 diagnoses, Swift 5 accepts (as with Apple's SDK)"
