#!/usr/bin/env bash
# The tests again, built with clang++ (scripts/test.sh runs this after the
# g++ build):
#   - every test binary under AddressSanitizer and UndefinedBehaviorSanitizer,
#     one build for both, which is also the suite built and run with clang;
#   - the tests of the server, of asynchronous handlers (in core_tests) and
#     of the test kit under ThreadSanitizer.
# Each sanitizer stops the test binary at its first report, so a report
# fails the run. The compile-fail tests run with g++ only.
#
#   scripts/test-sanitized.sh            both
#   scripts/test-sanitized.sh address    ASan + UBSan only
#   scripts/test-sanitized.sh thread     TSan only
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang++ >/dev/null 2>&1 || { echo "test-sanitized: clang++ is missing (scripts/install-deps.sh)" >&2; exit 2; }

what=${1:-all}
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
# line tables only: a sanitizer's report still names file and line, and
# each test file compiles a fifth faster than with full debug information
lines=cxxflags=-gline-tables-only
start=$SECONDS
took() { echo "test-sanitized: $1 took $((SECONDS - start)) s"; start=$SECONDS; }

if [[ $what == all || $what == address ]]; then
    echo "test-sanitized: clang++, AddressSanitizer + UndefinedBehaviorSanitizer, every test binary"
    b2 -j2 toolset=clang "$lines" address-sanitizer=norecover undefined-sanitizer=norecover \
        test/route test/docgen test/example
    took "AddressSanitizer + UndefinedBehaviorSanitizer"
fi
if [[ $what == all || $what == thread ]]; then
    echo "test-sanitized: clang++, ThreadSanitizer, the server, async and test kit tests"
    b2 -j2 toolset=clang "$lines" thread-sanitizer=norecover \
        test/route//core_tests test/route//server_tests test/route//testkit_tests
    took ThreadSanitizer
fi
