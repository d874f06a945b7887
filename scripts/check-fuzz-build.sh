#!/usr/bin/env bash
# Checks that the fuzz build instrumented Lamina's own modules for both libFuzzer's coverage and
# AddressSanitizer. swiftc keeps only the last -sanitize flag, and SwiftPM's order of its
# `--sanitize` flags is not fixed: without this check a build could fuzz blind, or unsanitized.
set -euo pipefail
build=${1:?usage: check-fuzz-build.sh <build folder of the fuzz package>}
for module in CoreGraphics LaminaRender LaminaConstraints LaminaScrollPhysics QuartzCore UIKit; do
    objects=("$build/$module.build/"*.o)
    # Counted, not `grep -q`: an early exit would break the pipe and fail it under pipefail.
    if [ "$(objdump -h "${objects[@]}" | grep -c __sancov_cntrs)" -eq 0 ]; then
        echo "check-fuzz-build: $module has no libFuzzer coverage counters" >&2
        exit 1
    fi
    if [ "$(nm -u "${objects[@]}" 2>/dev/null | grep -c __asan_report)" -eq 0 ]; then
        echo "check-fuzz-build: $module is not instrumented by AddressSanitizer" >&2
        exit 1
    fi
done
echo "check-fuzz-build: coverage and AddressSanitizer in every Lamina module"
