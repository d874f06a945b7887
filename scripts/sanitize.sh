#!/usr/bin/env bash
# Runs the test suite under a sanitizer and fails on any report.
#
#   scripts/sanitize.sh address          the whole suite under the address sanitizer (with leak
#                                        detection; system libraries' own leaks are suppressed in
#                                        scripts/sanitizers/lsan.supp)
#   scripts/sanitize.sh thread [FILTER]  the suite, or the tests matching FILTER, under the thread
#                                        sanitizer
#
# Each sanitizer builds into its own folder (.build-asan, .build-tsan), so the normal build is
# never touched. The internal checks are on, as in `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
kind="${1:?usage: scripts/sanitize.sh address|thread [FILTER]}"
filter="${2:-}"
case "$kind" in
address) build=.build-asan ;;
thread) build=.build-tsan ;;
*) echo "sanitize: unknown sanitizer '$kind'" >&2; exit 2 ;;
esac
export LAMINA_INTERNAL_CHECKS=1
export FONTCONFIG_FILE="$PWD/Tests/Fonts/fonts.conf"
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1"
log="$build/sanitize-$kind.log"
mkdir -p "$build"
echo "sanitize: building the tests with the $kind sanitizer into $build"
swift build --build-tests --sanitize "$kind" --build-path "$build"
# Serially: see Reliability.md ("Transactions are per thread") for why tests do not run in parallel.
args=(--skip-build --sanitize "$kind" --build-path "$build" --no-parallel)
status=0
if [[ "$kind" == address ]]; then
    # SDL's video drivers are loaded and unloaded at run time, and LeakSanitizer cannot name
    # what they keep; their tests run under the address sanitizer without leak detection.
    swift test "${args[@]}" --skip LaminaSDLTests 2>&1 | tee "$log" || status=$?
    ASAN_OPTIONS=detect_leaks=0 swift test "${args[@]}" --filter LaminaSDLTests 2>&1 | tee -a "$log" || status=$?
else
    # The thread sanitizer follows each thread's calls on a shadow stack of 65,536 frames and
    # faults past it; the 100,000-level trees recurse deeper on the render side (bounded
    # recursion on a stack chosen for it: Reliability.md, "Deep trees"). Those suites run under
    # the address sanitizer and in `make test`.
    deep='DeepLayerTreeTests|DeepViewTreeTests|DeepStackTests'
    swift test "${args[@]}" ${filter:+--filter "$filter"} --skip "$deep" 2>&1 | tee "$log" || status=$?
fi
if grep -qE "ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread|Leak)Sanitizer" "$log"; then
    echo "sanitize: the $kind sanitizer reported problems; see $log" >&2
    exit 1
fi
if [[ $status -ne 0 ]]; then
    echo "sanitize: tests failed under the $kind sanitizer (exit $status); see $log" >&2
    exit "$status"
fi
echo "sanitize: clean under the $kind sanitizer"
